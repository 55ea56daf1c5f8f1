// What every drawn widget shares: making nodes, card pictures from the page's kit, and the
// keys (1 to 8 pick a card, the arrows move between cards). kit.py joins the files into the
// kit's one module; kit.js ends it.

function make(tag, cls, parent) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (parent) parent.appendChild(node);
  return node;
}

// A face-up card: its picture from the kit, its name (in the learner's language) from the scene.
function cardNode(kit, card, style, cls, parent, tag) {
  const node = make(tag || "div", "bt-card " + (cls || ""), parent);
  node.innerHTML = kit.face(card.code, style);
  if (!tag || tag === "div") node.setAttribute("role", "img");
  node.setAttribute("aria-label", card.label);
  node.title = card.label;
  node.dataset.code = card.code || "";
  return node;
}

function backNode(kit, cls, parent) {
  const node = make("div", "bt-card bt-back " + (cls || ""), parent);
  node.innerHTML = kit.back();
  node.setAttribute("aria-hidden", "true");
  return node;
}

function keyboard(root) {
  root.tabIndex = 0;
  root.addEventListener("keydown", (event) => {
    const buttons = [...root.querySelectorAll(".bt-hand-card, button.bt-row-card")];
    const n = Number(event.key);
    if (n >= 1 && n <= buttons.length) {
      buttons[n - 1].click();
      event.preventDefault();
      return;
    }
    const at = buttons.indexOf(document.activeElement);
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      const step = event.key === "ArrowRight" ? 1 : -1;
      const next = buttons[(at + step + buttons.length) % buttons.length];
      if (next) next.focus();
      event.preventDefault();
    }
  });
}
