// A row of cards (pictures with captions, or cards to pick in an exercise), drawn from the
// scene Python sends; a pick is only reported, and Python checks it. In the "list" layout
// each card stands beside its note, with an optional button (the hint, the review).

function rowCard(scene, card, i, parent, model, kit) {
  const clickable = !!card.enabled;
  const node = cardNode(kit, card, scene.style || "italian", "bt-row-card" + (clickable ? " bt-playable" : "") +
    (card.mark ? " bt-mark-" + card.mark : ""), parent, clickable ? "button" : "div");
  if (card.badge) make("span", "bt-badge", node).textContent = card.badge;
  if (card.caption) make("div", "bt-caption", node).textContent = card.caption;
  if (clickable) node.addEventListener("click", () => model.send({ event: "pick", card: card.code, index: i }));
  return node;
}

function drawRow(model, root, kit) {
  const scene = model.get("scene") || {};
  root.innerHTML = "";
  const list = scene.layout === "list";
  root.className = `bt-root bt-rowbox bt-size-${scene.size || "normal"}` + (list ? " bt-list" : "");
  root.lang = scene.lang || "";
  if (scene.title) make("h3", "bt-row-title", root).textContent = scene.title;
  const row = make("div", "bt-row", root);
  (scene.cards || []).forEach((card, i) => {
    if (!list) {
      rowCard(scene, card, i, row, model, kit);
      return;
    }
    const item = make("div", "bt-item" + (card.tone ? " bt-" + card.tone : ""), row);
    if (card.code) rowCard(scene, card, i, item, model, kit);
    const note = make("div", "bt-item-note", item);
    if (card.heading) make("b", "", note).textContent = card.heading;
    if (card.note) make("div", "", note).textContent = card.note;
    if (card.action) {
      const button = make("button", "bt-button", item);
      button.textContent = card.action;
      button.addEventListener("click", () => model.send({ event: "action", index: i }));
    }
  });
  if (scene.text) make("p", "bt-row-text", root).textContent = scene.text;
}

function renderRow({ model, el, kit }) {
  const root = make("div", "bt-root bt-rowbox", el);
  keyboard(root);
  let asked;         // a panel opened by a press is drawn for the first time then: it counts
  const draw = () => {
    drawRow(model, root, kit);
    const scene = model.get("scene") || {};
    // A hint or a review just opened: it comes into view, once the page has laid it out.
    if (scene.reveal !== undefined && scene.reveal !== asked) setTimeout(() => reveal(root), 80);
    asked = scene.reveal;
  };
  draw();
  model.on("change:scene", draw);
  const unwatch = kit.watch(draw);
  return () => { model.off("change:scene", draw); unwatch(); };
}
