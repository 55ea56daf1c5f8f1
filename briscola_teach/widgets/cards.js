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

// The keys of a widget with cards: 1 to 9 press that card, the arrows (and Home, End) move
// between cards, H asks for a hint where ``hint`` is given. The root itself is reached by
// code only: Tab goes straight to a card.
function keyboard(root, hint) {
  root.tabIndex = -1;
  root.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const buttons = [...root.querySelectorAll(".bt-hand-card, button.bt-row-card")];
    const n = Number(event.key);
    if (n >= 1 && n <= buttons.length) {
      buttons[n - 1].focus({ preventScroll: true });
      buttons[n - 1].click();
      event.preventDefault();
      return;
    }
    if (hint && (event.key === "h" || event.key === "H")) {
      hint();
      event.preventDefault();
      return;
    }
    const at = buttons.indexOf(document.activeElement);
    const moves = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1,
                    Home: 0, End: buttons.length - 1 };
    if (event.key in moves && buttons.length) {
      const next = buttons[(moves[event.key] + buttons.length) % buttons.length];
      buttons.forEach((b) => { b.tabIndex = b === next ? 0 : -1; });
      next.focus();
      event.preventDefault();
    }
  });
}

// Bring ``node`` into the window if it is not wholly there: its top at the top when it is
// taller than the window, else just enough to show it all.
function reveal(node) {
  const r = node.getBoundingClientRect(), h = window.innerHeight;
  if (r.top >= 0 && r.bottom <= h) return;
  node.scrollIntoView({ block: r.height > h || r.top < 0 ? "start" : "end", behavior: "smooth" });
}
