// The card table, drawn from the scene Python sends. The browser only draws
// and reports clicks: every rule is checked in Python, so nothing here trusts itself.

const PLAY_MS = 280;       // a card sliding onto the table or into a hand
const SHOW_LAST_MS = 1100; // a finished trick stays in view before it is taken
const TAKE_MS = 380;       // the trick gliding to the seat that took it

function picture(card, cls, parent) {
  const node = make("div", "bt-card " + (cls || ""), parent);
  node.innerHTML = card.svg;
  node.setAttribute("role", "img");
  node.setAttribute("aria-label", card.label);
  node.dataset.code = card.code || "";
  return node;
}

function back(svg, label, cls, parent) {
  const node = make("div", "bt-card bt-back " + (cls || ""), parent);
  node.innerHTML = svg;
  node.setAttribute("aria-hidden", "true");
  return node;
}

// Where a card played by a seat lies: between the middle of the table and that seat.
function trickPlace(seat) {
  return { x: 50 + (seat.x - 50) * 0.4, y: 50 + (seat.y - 50) * 0.42 };
}

function place(node, x, y) {
  node.style.left = x + "%";
  node.style.top = y + "%";
}

function slideFrom(node, from, to, delay) {
  const dx = from.x - to.x, dy = from.y - to.y;
  node.animate(
    [{ transform: `translate(-50%, -50%) translate(${dx * 6}px, ${dy * 4}px)`, opacity: 0.2 },
     { transform: "translate(-50%, -50%)", opacity: 1 }],
    { duration: PLAY_MS, delay: delay || 0, easing: "ease-out", fill: "backwards" });
}

function seatBox(seat, scene, layer) {
  const box = make("div", "bt-seat" + (seat.turn ? " bt-turn" : "") + (seat.me ? " bt-me" : ""), layer);
  place(box, seat.x, seat.y);
  const name = make("div", "bt-name", box);
  name.textContent = seat.name;
  if (!seat.me) {
    const fan = make("div", "bt-fan", box);
    if (seat.open.length) {
      seat.open.forEach((card) => picture(card, "bt-small", fan));
    } else {
      for (let i = 0; i < seat.count; i++) back(scene.back, "", "bt-small", fan);
    }
    box.setAttribute("aria-label", `${seat.name}: ${seat.count}`);
  }
  const pile = make("div", "bt-pile", box);
  pile.textContent = `${scene.labels.tricks}: ${seat.tricks}` +
    (seat.points === null ? "" : ` · ${seat.points} ${scene.labels.points}`);
  if (seat.sign) {
    const sign = make("div", "bt-sign", box);
    sign.textContent = seat.sign;
  }
  return box;
}

function deckBox(deck, scene, layer) {
  if (!deck) return;
  const box = make("div", "bt-deck", layer);
  place(box, deck.x, deck.y);
  const stack = make("div", "bt-stack", box);
  if (deck.briscola) picture(deck.briscola, "bt-briscola", stack);
  if (deck.count > 1) back(scene.back, "", "bt-top", stack);
  const label = make("div", "bt-deck-label", box);
  label.textContent = deck.label;
  const trump = make("div", "bt-trump", box);
  trump.textContent = deck.trump;
}

function drawTrick(cards, scene, layer, seen) {
  const bySeat = Object.fromEntries(scene.seats.map((s) => [s.seat, s]));
  let fresh = 0;
  return cards.map((card) => {
    const seat = bySeat[card.seat];
    const spot = trickPlace(seat);
    const node = picture(card, "bt-played", layer);
    place(node, spot.x, spot.y);
    if (!seen.has(card.code)) slideFrom(node, seat, spot, 140 * fresh++);
    seen.add(card.code);
    return node;
  });
}

function drawHand(scene, root, model, state) {
  const hand = make("div", "bt-hand", root);
  hand.setAttribute("role", "group");
  hand.setAttribute("aria-label", scene.labels.hand);
  scene.hand.forEach((card, i) => {
    const button = make("button", "bt-hand-card" + (card.playable ? " bt-playable" : ""), hand);
    button.innerHTML = card.svg;
    button.setAttribute("aria-label", `${i + 1}: ${card.label}`);
    button.title = card.label;
    button.dataset.code = card.code;
    button.addEventListener("click", () => model.send({ event: "play", card: card.code }));
    if (!state.hand.has(card.code) && state.hand.size) {
      button.animate([{ transform: "translateY(-40px)", opacity: 0 }, { transform: "none", opacity: 1 }],
        { duration: PLAY_MS, easing: "ease-out" });
    }
  });
  state.hand = new Set(scene.hand.map((c) => c.code));
  return hand;
}

function drawTable(model, root, state) {
  const scene = model.get("scene");
  clearTimeout(state.timer);
  root.innerHTML = "";
  if (!scene || !scene.seats) return;
  root.className = `bt-root bt-size-${scene.size}`;
  const felt = make("div", "bt-felt", root);
  const layer = make("div", "bt-layer", felt);
  scene.seats.forEach((seat) => seatBox(seat, scene, layer));
  deckBox(scene.deck, scene, layer);
  const status = make("div", "bt-status", felt);
  status.textContent = scene.status;
  status.setAttribute("aria-live", "polite");
  if (scene.info.length) {
    const info = make("div", "bt-info", felt);
    scene.info.forEach((line) => { make("div", "", info).textContent = line; });
  }
  const message = make("div", "bt-message" + (scene.message ? " bt-shown" : ""), root);
  message.textContent = scene.message;
  message.setAttribute("aria-live", "polite");
  drawHand(scene, root, model, state);

  const last = scene.last;
  const fresh = last && last.number > state.lastShown;
  if (!fresh) {
    drawTrick(scene.trick, scene, layer, state.seen);
    return;
  }
  // A trick was finished since the last drawing: show it whole, then let it be taken.
  state.lastShown = last.number;
  const shown = drawTrick(last.cards, scene, layer, state.seen);
  const banner = make("div", "bt-banner", felt);
  banner.textContent = last.text;
  const winner = scene.seats.find((s) => s.seat === last.winner);
  state.timer = setTimeout(() => {
    shown.forEach((node) => node.animate(
      [{ opacity: 1 }, { left: winner.x + "%", top: winner.y + "%", opacity: 0 }],
      { duration: TAKE_MS, easing: "ease-in", fill: "forwards" }));
    banner.remove();
    state.timer = setTimeout(() => {
      shown.forEach((node) => node.remove());
      state.seen = new Set();
      drawTrick(scene.trick, scene, layer, state.seen);
    }, TAKE_MS);
  }, SHOW_LAST_MS);
}

function render({ model, el }) {
  const root = make("div", "bt-root", el);
  const state = { lastShown: -1, seen: new Set(), hand: new Set(), timer: null };
  const draw = () => drawTable(model, root, state);
  const first = model.get("scene");
  // Opening on a hand already under way: its last trick is history, not news.
  if (first && first.last) state.lastShown = first.last.number;
  keyboard(model, root);
  draw();
  model.on("change:scene", draw);
  return () => clearTimeout(state.timer);
}

export default { render };
