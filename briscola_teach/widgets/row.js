// A row of cards (pictures with captions, or cards to pick in an exercise), drawn from the
// scene Python sends; a pick is only reported, and Python checks it.

function drawRow(model, root) {
  const scene = model.get("scene");
  root.innerHTML = "";
  root.className = `bt-root bt-row-root bt-size-${(scene && scene.size) || "normal"}`;
  const row = make("div", "bt-row", root);
  ((scene && scene.cards) || []).forEach((card, i) => {
    const clickable = !!card.enabled;
    const node = make(clickable ? "button" : "div", "bt-row-card" + (clickable ? " bt-playable" : "") +
      (card.mark ? " bt-mark-" + card.mark : ""), row);
    node.innerHTML = card.svg;
    node.setAttribute(clickable ? "aria-label" : "role", clickable ? card.label : "img");
    if (!clickable) node.setAttribute("aria-label", card.label);
    node.dataset.code = card.code || "";
    if (card.badge) make("span", "bt-badge", node).textContent = card.badge;
    if (card.caption) make("div", "bt-caption", node).textContent = card.caption;
    if (clickable) node.addEventListener("click", () => model.send({ event: "pick", card: card.code, index: i }));
  });
  if (scene && scene.text) make("p", "bt-row-text", root).textContent = scene.text;
}

function render({ model, el }) {
  const root = make("div", "bt-root", el);
  keyboard(model, root);
  drawRow(model, root);
  const draw = () => drawRow(model, root);
  model.on("change:scene", draw);
  return () => model.off("change:scene", draw);
}

export default { render };
