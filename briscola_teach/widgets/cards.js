// What the card table and the card rows share: making nodes, and the keys (1 to 8 pick
// a card, the arrows move between cards). Python joins it before each widget's own code.

function make(tag, cls, parent) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (parent) parent.appendChild(node);
  return node;
}

function keyboard(model, root) {
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

