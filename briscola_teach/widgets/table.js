// The card table, drawn from the scene Python sends. The browser only draws and reports
// clicks: every rule is checked in Python, so nothing here trusts itself.
//
// A finished trick stays whole on the felt with its banner, then glides to the seat that
// took it; scenes that arrive meanwhile wait their turn, and the hand takes no click until
// the felt is clear. One click sends one play: a second click before the answer is ignored.
//
// The status line and the hand's keyboard focus outlive a redrawing (the felt and the hand
// are drawn again on every move); so does the hand's log for a screen reader, which says each
// of the scene's announcements once, in order, as lichess's move log does.

const PLAY_MS = 280;       // a card sliding onto the table or into a hand
const SHOW_LAST_MS = 1100; // a finished trick stays in view before it is taken
const TAKE_MS = 380;       // the trick gliding to the seat that took it

function place(node, x, y) {
  node.style.left = x + "%";
  node.style.top = y + "%";
}

function slideFrom(node, from, to, delay) {
  const dx = from.x - to.x, dy = from.y - to.y;
  node.animate(
    [{ transform: `translate(-50%, -50%) translate(${dx * 4}px, ${dy * 3}px)`, opacity: 0.2 },
     { transform: "translate(-50%, -50%)", opacity: 1 }],
    { duration: PLAY_MS, delay: delay || 0, easing: "ease-out", fill: "backwards" });
}

function seatBox(seat, scene, layer, kit) {
  const box = make("div", "bt-seat" + (seat.turn ? " bt-turn" : "") + (seat.me ? " bt-me" : ""), layer);
  place(box, seat.x, seat.y);
  box.dataset.seat = seat.seat;
  const name = make("div", "bt-name", box);
  name.textContent = seat.name;
  if (!seat.me) {
    const fan = make("div", "bt-fan", box);
    if (seat.open.length) {
      seat.open.forEach((card) => cardNode(kit, card, scene.style, "bt-small", fan));
    } else {
      for (let i = 0; i < seat.count; i++) backNode(kit, "bt-small", fan);
    }
    box.setAttribute("aria-label", `${seat.name}: ${seat.count}`);
  }
  make("div", "bt-pile", box).textContent = seat.pile;
  seat.notes.forEach((text) => { make("div", "bt-note", box).textContent = text; });
  if (seat.thinking) make("div", "bt-thinking", box).textContent = scene.labels.thinking;
  return box;
}

function deckBox(deck, scene, layer, kit) {
  if (!deck) return;
  const box = make("div", "bt-deck", layer);
  place(box, deck.x, deck.y);
  const stack = make("div", "bt-stack", box);
  if (deck.briscola) cardNode(kit, deck.briscola, scene.style, "bt-briscola", stack);
  if (deck.count > 1) backNode(kit, "bt-top", stack);
  make("div", "bt-deck-label", box).textContent = deck.label;
  make("div", "bt-trump", box).textContent = deck.trump;
}

// Seats near the edge are moved in until their name, cards and pile are wholly on the felt.
function keepInside(felt, boxes) {
  const f = felt.getBoundingClientRect();
  if (!f.width) return;
  boxes.forEach((box) => {
    const r = box.getBoundingClientRect();
    const margin = 12;
    const down = Math.max(0, f.top + margin - r.top), up = Math.max(0, r.bottom - (f.bottom - margin));
    const right = Math.max(0, f.left + margin - r.left), left = Math.max(0, r.right - (f.right - margin));
    if (down || up) box.style.top = `calc(${box.style.top} + ${down - up}px)`;
    if (right || left) box.style.left = `calc(${box.style.left} + ${right - left}px)`;
  });
}

// Where each seat's card lies: on the way from the middle of the felt to the seat, about
// halfway, but nearer that seat than any other, clear of every seat's name, cards and pile,
// and wholly on the felt. (Measured on the page, so it holds for big cards and narrow
// screens alike; the scene's own spot is kept when the felt is not laid out, in a hidden
// tab say.)
const SPOT_STEPS = [0.5, 0.54, 0.58, 0.62, 0.66, 0.7, 0.74, 0.78, 0.46, 0.42, 0.38, 0.34, 0.3, 0.26, 0.22];

function trickSpots(felt, layer, kit) {
  const f = felt.getBoundingClientRect();
  const spots = {};
  if (!f.width) return spots;
  const probe = backNode(kit, "bt-played", layer);
  const w = probe.offsetWidth, h = probe.offsetHeight;
  probe.remove();
  const gap = 8, margin = 14, cx = f.width / 2, cy = f.height / 2;
  const seats = [...layer.querySelectorAll(".bt-seat")].map((box) => {
    const r = box.getBoundingClientRect();
    const s = { seat: box.dataset.seat, left: r.left - f.left, right: r.right - f.left,
                top: r.top - f.top, bottom: r.bottom - f.top };
    return { ...s, x: (s.left + s.right) / 2, y: (s.top + s.bottom) / 2 };
  });
  const clear = (x, y, s) => x + w / 2 + gap < s.left || x - w / 2 - gap > s.right ||
    y + h / 2 + gap < s.top || y - h / 2 - gap > s.bottom;
  const inside = (x, y) => x - w / 2 > margin && x + w / 2 < f.width - margin &&
    y - h / 2 > margin && y + h / 2 < f.height - margin;
  const nearest = (x, y, own) => seats.every((s) => s === own ||
    Math.hypot(s.x - x, s.y - y) > Math.hypot(own.x - x, own.y - y) + 12);
  seats.forEach((own) => {
    const at = (t) => ({ x: cx + (own.x - cx) * t, y: cy + (own.y - cy) * t });
    const fits = (p) => inside(p.x, p.y) && seats.every((s) => clear(p.x, p.y, s));
    const best = SPOT_STEPS.map(at).find((p) => fits(p) && nearest(p.x, p.y, own)) ||
      SPOT_STEPS.map(at).find(fits);
    if (best) spots[own.seat] = { x: 100 * best.x / f.width, y: 100 * best.y / f.height };
  });
  return spots;
}

function drawTrick(cards, scene, layer, state, kit) {
  const bySeat = Object.fromEntries(scene.seats.map((s) => [s.seat, s]));
  let fresh = 0;
  return cards.map((card) => {
    const seat = bySeat[card.seat];
    const spot = state.spots[card.seat] || { x: seat.tx, y: seat.ty };
    const holds = scene.holding === card.seat && cards === scene.trick;
    const node = cardNode(kit, card, scene.style, "bt-played" + (holds ? " bt-holding" : ""), layer);
    node.dataset.seat = card.seat;
    if (holds) {
      make("span", "bt-holds", node).textContent = scene.labels.holding;
      node.setAttribute("aria-label", `${card.label} (${scene.labels.holding})`);
    }
    place(node, spot.x, spot.y);
    if (!state.seen.has(card.code)) slideFrom(node, seat, spot, 140 * fresh++);
    state.seen.add(card.code);
    return node;
  });
}

// The hand: in "play" and "pick" modes the cards are buttons; otherwise they only show. One
// card is in the page's Tab order (the one last focused, else the first to play); the arrows
// move between cards.
function drawHand(scene, holder, model, state, kit, busy) {
  const mode = busy ? "wait" : scene.mode;
  const hand = make("div", `bt-hand bt-mode-${mode}`, holder);
  hand.setAttribute("role", "group");
  hand.setAttribute("aria-label", scene.labels.hand);
  hand.setAttribute("aria-description", scene.labels.keys);
  const clicks = mode === "play" || mode === "pick";
  const first = Math.max(0, scene.hand.findIndex((card) => clicks && card.playable));
  const tabbed = Math.min(state.focus === null ? first : state.focus, scene.hand.length - 1);
  scene.hand.forEach((card, i) => {
    const cls = "bt-hand-card" + (clicks && card.playable ? " bt-playable" : "") +
      (card.selected ? " bt-selected" : "") + (mode === "play" && !card.playable ? " bt-unplayable" : "");
    const button = cardNode(kit, card, scene.style, cls, hand, "button");
    button.setAttribute("aria-label", `${i + 1}: ${card.label}`);
    button.tabIndex = i === tabbed ? 0 : -1;
    if (!clicks) button.setAttribute("aria-disabled", "true");
    if (card.selected) button.setAttribute("aria-pressed", "true");
    button.addEventListener("focus", () => { state.focus = i; });
    button.addEventListener("click", () => {
      if (!clicks || state.showing || state.sent) return;    // wait, or already answered
      if (mode === "play") {
        state.sent = true;
        hand.classList.add("bt-mode-wait");
      }
      model.send({ event: mode, card: card.code });
    });
    if (!state.hand.has(card.code) && state.hand.size) {
      button.animate([{ transform: "translateY(-40px)", opacity: 0 }, { transform: "none", opacity: 1 }],
        { duration: PLAY_MS, easing: "ease-out" });
    }
  });
  state.hand = new Set(scene.hand.map((c) => c.code));
  make("div", "bt-keys", holder).textContent = scene.labels.keys;
  return hand;
}

// Focus stays where the learner had it: on the same place in the hand after a redrawing (the
// card played is gone: the next one), on the result's main button once the hand is empty.
function keepFocus(root, state) {
  if (!state.hadFocus) return;
  const cards = [...root.querySelectorAll(".bt-hand-card")];
  const main = root.querySelector(".bt-result .bt-button.bt-main") || root.querySelector(".bt-result .bt-button");
  const target = cards.length ? cards[Math.min(state.focus || 0, cards.length - 1)] : main;
  (target || root).focus({ preventScroll: true });
}

// The screen reader's log: each announcement of the scene said once. A page opened (or
// reloaded) on a hand under way does not read out its past; a new hand's news is all news.
function announce(scene, state) {
  const fresh = scene.announce.filter((item) => !state.said.has(item.id));
  fresh.forEach((item) => state.said.add(item.id));
  if (state.silent) return;
  fresh.forEach((item) => { make("p", "", state.log).textContent = item.text; });
  while (state.log.children.length > 200) state.log.firstChild.remove();   // a long hand whole
}

// A message said again (the same refusal twice) is made new, so a screen reader reads it again.
function showMessage(scene, state) {
  const message = state.message;
  message.className = "bt-message" + (scene.message ? " bt-shown bt-said-" + scene.message_kind : "");
  if (message.textContent === scene.message && scene.message && state.scene !== scene) {
    message.textContent = "";
    setTimeout(() => { message.textContent = scene.message; }, 60);
  } else if (message.textContent !== scene.message) {
    message.textContent = scene.message;
  }
}

function drawResult(result, felt, model) {
  if (!result) return;
  const panel = make("div", "bt-result" + (result.won ? " bt-won" : result.won === false ? " bt-lost" : ""), felt);
  panel.setAttribute("role", "dialog");
  panel.setAttribute("aria-label", result.title);
  make("div", "bt-result-title", panel).textContent = result.title;
  const lines = make("div", "bt-result-lines", panel);
  result.lines.forEach((line) => {
    const row = make("div", "bt-result-line" + (line.mine ? " bt-mine" : ""), lines);
    make("span", "bt-result-who", row).textContent = line.who;
    make("span", "bt-result-points", row).textContent = line.points;
  });
  if (result.standing) make("div", "bt-result-standing", panel).textContent = result.standing;
  if (result.stars !== null && result.stars !== undefined) {
    const stars = make("div", "bt-result-stars", panel);
    make("span", "bt-stars", stars).textContent = "★".repeat(result.stars) + "☆".repeat(3 - result.stars);
    make("span", "", stars).textContent = " " + result.stars_label;
  }
  const actions = make("div", "bt-result-actions", panel);
  result.buttons.forEach((b) => {
    const button = make("button", "bt-button" + (b.main ? " bt-main" : ""), actions);
    button.textContent = b.label;
    if (b.title) button.title = b.title;
    button.addEventListener("click", () => {
      if (button.disabled) return;
      button.disabled = true;                                  // one press, one action
      model.send({ event: b.event });
    });
  });
  if (result.link) {
    const link = make("a", "bt-button bt-link", actions);
    link.href = result.link.href;
    link.textContent = result.link.label;
  }
}

function drawTable(model, root, state, kit) {
  const scene = model.get("scene");
  clearTimeout(state.timer);
  // Focus in the table, or lost to the page when the card that had it went (the hand
  // emptied by the last card): it is given back after the drawing.
  const active = document.activeElement;
  state.hadFocus = root.contains(active) || ((!active || active === document.body) && state.hadFocus);
  state.top.innerHTML = "";
  state.low.innerHTML = "";
  if (!scene || !scene.seats) return;
  root.className = `bt-root bt-table bt-size-${scene.size} bt-seats-${scene.seats.length}`;
  root.lang = scene.lang;
  state.log.setAttribute("aria-label", scene.labels.log);
  if (scene.id !== state.id) {
    // Another hand (a new deal, the same deal again, the next hand of a match): its tricks
    // are news from the first one. Opening on a hand under way, its last trick is history.
    const opening = state.id === null;
    state.id = scene.id;
    state.lastShown = opening && scene.last ? scene.last.number : 0;
    state.seen = new Set();
    state.hand = new Set();
    state.said = new Set();
    state.silent = opening;
  }
  announce(scene, state);
  state.silent = false;
  state.sent = false;
  const felt = make("div", "bt-felt", state.top);
  const layer = make("div", "bt-layer", felt);
  const boxes = scene.seats.map((seat) => seatBox(seat, scene, layer, kit));
  deckBox(scene.deck, scene, layer, kit);
  keepInside(felt, boxes);
  state.spots = trickSpots(felt, layer, kit);
  if (scene.info.length) {
    const info = make("div", "bt-info", felt);
    scene.info.forEach((line) => { make("div", "", info).textContent = line; });
  }
  const last = scene.last;
  const fresh = !!last && last.number > state.lastShown;
  // While a finished trick is on show, the status says who took it, not whose turn is next.
  const yours = !fresh && ["play", "pick", "bid"].includes(scene.mode);
  state.status.className = "bt-status" + (yours ? " bt-yours" : "");
  const status = fresh ? last.text : scene.status;
  if (state.status.textContent !== status) state.status.textContent = status;
  showMessage(scene, state);
  state.scene = scene;
  drawHand(scene, state.low, model, state, kit, fresh);
  if (!fresh) {
    drawTrick(scene.trick, scene, layer, state, kit);
    drawResult(scene.result, felt, model);
    keepFocus(root, state);
    return;
  }
  keepFocus(root, state);
  // A trick was finished since the last drawing: show it whole, then let it be taken; the
  // table is drawn again afterwards from the newest scene.
  state.lastShown = last.number;
  state.showing = true;
  root.classList.add("bt-showing");
  const shown = drawTrick(last.cards, scene, layer, state, kit);
  const banner = make("div", "bt-banner", felt);
  banner.textContent = last.text;
  banner.setAttribute("aria-hidden", "true");               // the log says it
  const winner = scene.seats.find((s) => s.seat === last.winner);
  state.timer = setTimeout(() => {
    shown.forEach((node) => node.animate(
      [{ opacity: 1 }, { left: winner.x + "%", top: winner.y + "%", opacity: 0 }],
      { duration: TAKE_MS, easing: "ease-in", fill: "forwards" }));
    banner.remove();
    state.timer = setTimeout(() => {
      state.showing = false;
      state.seen = new Set();
      drawTable(model, root, state, kit);
    }, TAKE_MS);
  }, SHOW_LAST_MS);
}

function renderTable({ model, el, kit }) {
  const root = make("div", "bt-root bt-table", el);
  const state = { id: null, lastShown: 0, seen: new Set(), hand: new Set(), timer: null,
                  showing: false, sent: false, size: null, spots: {}, focus: null, hadFocus: false,
                  said: new Set(), silent: true, scene: null, reveal: null };
  state.top = make("div", "bt-top", root);
  const line = make("div", "bt-statusbar", root);
  state.status = make("div", "bt-status", line);
  state.status.setAttribute("role", "status");
  state.message = make("div", "bt-message", line);
  state.message.setAttribute("aria-live", "assertive");
  state.low = make("div", "bt-low", root);
  state.log = make("div", "bt-log", root);
  state.log.setAttribute("role", "log");
  const draw = () => {
    if (state.showing) return;             // the trick on show is drawn again with the newest scene
    drawTable(model, root, state, kit);
    const scene = model.get("scene") || {};
    if (state.size !== null && scene.size !== state.size && scene.size === "projector") {
      root.scrollIntoView({ block: "start", behavior: "smooth" });   // big cards: fill the screen
    }
    if (state.reveal !== null && scene.reveal !== state.reveal) reveal(root);  // an earlier trick
    state.size = scene.size;
    state.reveal = scene.reveal;
  };
  // H asks a hint where the table gives hints (a class table does not).
  keyboard(root, () => { if ((model.get("scene") || {}).hints) model.send({ event: "hint" }); });
  draw();
  model.on("change:scene", draw);
  const unwatch = kit.watch(draw);
  // The computer starts playing when the table is first seen, not while the learner reads
  // the page above it.
  const seen = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      model.send({ event: "seen" });
      seen.disconnect();
    }
  }, { threshold: 0.3 });
  seen.observe(root);
  return () => { clearTimeout(state.timer); unwatch(); seen.disconnect(); };
}
