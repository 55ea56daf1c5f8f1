// The teacher's page: the class as a table, kept up to date while the page is in view.
// Every text comes in the scene in the teacher's language; names are set with textContent
// only. Every button sends a message that Python checks before anything changes.

const REFRESH_MS = 5000;

function el(tag, className, parent, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

function button(parent, text, className, onClick) {
  const b = el("button", className || "bt-cbutton", parent, text);
  b.type = "button";
  b.addEventListener("click", onClick);
  return b;
}

function drawTop(s, model, root, state) {
  const x = s.texts;
  const top = el("div", "bt-ctop", root);
  el("span", "bt-ccount", top, s.count);
  button(top, x.logout, "bt-cbutton bt-clogout", logout);
  const sorts = el("div", "bt-csorts", top);
  el("span", "", sorts, x.sort);
  ["name", "stars", "seen"].forEach((by) => {
    const b = button(sorts, x["sort_" + by], "bt-csort" + (s.sort === by ? " bt-on" : ""),
      () => model.send({ event: "sort", by }));
    b.setAttribute("aria-pressed", s.sort === by ? "true" : "false");
  });
  const tools = el("div", "bt-ctools", root);
  const numbers = el("label", "bt-cnumbers", tools);
  const box = el("input", "", numbers);
  box.type = "checkbox";
  box.checked = !!s.numbers;
  el("span", "", numbers, x.export_numbers);
  button(tools, x.export, "bt-cbutton", () => model.send({ event: "export", numbers: box.checked }));
  if (s.download) {
    const a = el("a", "bt-cdownload", tools, s.download.label);
    a.href = s.download.href;
    a.download = s.download.file;
  }
  const classes = el("label", "bt-cclasses", tools);
  el("span", "", classes, x.showing);
  const pick = el("select", "", classes);
  (s.classes || []).forEach((c) => {
    const option = el("option", "", pick, c.label);
    option.value = String(c.id);
    option.selected = s.showing === null ? c.current : s.showing === c.id;
  });
  pick.addEventListener("change", () => model.send({ event: "show", klass: Number(pick.value) }));
  if (s.current) {
    if (state.askNew) {
      const ask = el("div", "bt-cask", root);
      el("span", "", ask, x.new_ask);
      button(ask, x.yes_new, "bt-cdanger", () => { state.askNew = false; model.send({ event: "new_class" }); });
      button(ask, x.cancel, "bt-cbutton", () => { state.askNew = false; state.redraw(); });
    } else {
      button(tools, x.new, "bt-cbutton", () => { state.askNew = true; state.redraw(); });
    }
  }
}

function drawNotes(s, model, root) {
  (s.pending || []).forEach((p) => {
    const note = el("div", "bt-cnote", root);
    el("span", "", note, p.text);
    button(note, p.undo, "bt-cbutton", () => model.send({ event: "undo", learner: p.id }));
  });
  if (s.code) el("div", "bt-cnote bt-ccode", root, s.code.text);
  if (s.message) el("div", "bt-cnote bt-cmessage", root, s.message).setAttribute("role", "alert");
}

function starCell(row, n, lesson) {
  const cell = el("td", "bt-cstar bt-s" + n, row, n ? "★".repeat(n) : "·");
  cell.title = lesson.title;
  cell.setAttribute("aria-label", lesson.title + ": " + n + " / 3");
  return cell;
}

function drawActions(s, model, root, state) {
  // The chosen learner's actions, under the table: one row of buttons, asked again before a
  // learner is removed.
  const x = s.texts;
  const r = (s.rows || []).find((row) => row.id === state.chosen);
  if (!r || !s.current) return;
  const bar = el("div", "bt-cactions", root);
  el("span", "bt-cchosen", bar, r.label);
  if (state.renaming === r.id) {
    const field = el("input", "bt-cname", bar);
    field.value = r.named ? r.label : "";
    field.maxLength = 40;
    field.setAttribute("aria-label", x.name);
    const save = () => { state.renaming = null; model.send({ event: "rename", learner: r.id, name: field.value }); };
    button(bar, x.rename_save, "bt-cbutton", save);
    button(bar, x.cancel, "bt-cbutton", () => { state.renaming = null; state.redraw(); });
    field.addEventListener("keydown", (e) => { if (e.key === "Enter") save(); });
    setTimeout(() => field.focus(), 0);
    return;
  }
  if (state.removing === r.id) {
    el("span", "bt-cask-text", bar, r.remove_ask);
    button(bar, x.yes_remove, "bt-cdanger", () => { state.removing = null; state.chosen = null; model.send({ event: "remove", learner: r.id }); });
    button(bar, x.cancel, "bt-cbutton", () => { state.removing = null; state.redraw(); });
    return;
  }
  button(bar, x.rename, "bt-cbutton", () => { state.renaming = r.id; state.redraw(); });
  button(bar, x.code, "bt-cbutton", () => model.send({ event: "code", learner: r.id }));
  button(bar, x.remove, "bt-cbutton", () => { state.removing = r.id; state.redraw(); });
}

function drawTable(s, model, root, state) {
  const x = s.texts;
  if (!(s.rows || []).length) {
    el("p", "bt-cempty", root, x.empty);
    if (s.strangers) el("p", "bt-cstrangers", root, s.strangers);
    return;
  }
  const wrap = el("div", "bt-cwrap", root);
  const table = el("table", "bt-ctable", wrap);
  const head = el("tr", "", el("thead", "", table));
  el("th", "bt-cleft", head, x.name).scope = "col";
  s.lessons.forEach((lesson) => { const th = el("th", "bt-cn", head, lesson.n); th.title = lesson.title; th.scope = "col"; });
  [x.stars, x.exercises, x.hands, x.seen, x.now].forEach((text) => { el("th", "", head, text).scope = "col"; });
  const body = el("tbody", "", table);
  s.rows.forEach((r) => {
    const row = el("tr", (state.chosen === r.id ? "bt-cpicked" : "") + (r.note ? " bt-cunreadable" : ""), body);
    const name = el("th", "bt-cleft bt-clabel" + (r.named ? "" : " bt-cunnamed"), row);
    name.scope = "row";
    if (s.current) {
      const pick = button(name, r.label, "bt-cpick", () => {
        state.chosen = state.chosen === r.id ? null : r.id;
        state.renaming = state.removing = null;
        state.redraw();
      });
      pick.setAttribute("aria-pressed", state.chosen === r.id ? "true" : "false");
      pick.title = r.label;
    } else {
      name.textContent = r.label;
    }
    // A row the store holds in a shape no version wrote: marked, the rest of it as read.
    if (r.note) el("span", "bt-cbad", name, r.note);
    r.stars.forEach((n, i) => starCell(row, n, s.lessons[i]));
    el("td", "bt-ctotal", row, String(r.total));
    el("td", "", row, r.right);
    el("td", "", row, r.hands);
    el("td", "", row, r.seen);
    el("td", "bt-cnow", row, r.now);
  });
  if (s.strangers) el("p", "bt-cstrangers", root, s.strangers);
  if (s.current && state.chosen === null) el("p", "bt-chint", root, x.pick_hint);
  drawActions(s, model, root, state);
}

// Log out: the server ends the teacher's session (its cookie is HttpOnly: only the server
// can clear it), then the course map opens. Every page of the session shows nothing after.
async function logout() {
  try {
    await fetch(new URL("../../briscola/logout", window.location.href), { method: "POST",
      credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: "{}" });
  } catch (error) { /* the server is gone: its sessions went with it */ }
  window.location.assign(new URL("../../", window.location.href));
}

function drawClass(model, root, state) {
  const s = model.get("scene") || {};
  if (s.out) {
    root.innerHTML = "";
    el("p", "bt-cnote bt-cmessage", root, s.out).setAttribute("role", "status");
    return;
  }
  if (!s.texts) return;
  root.innerHTML = "";
  root.lang = s.lang || "";
  drawTop(s, model, root, state);
  drawNotes(s, model, root);
  drawTable(s, model, root, state);
  el("p", "bt-clive", root, s.texts.live);
}

export default {
  render({ model, el: host }) {
    const root = el("div", "bt-class", host);
    const state = { chosen: null, renaming: null, removing: null, askNew: false };
    state.redraw = () => drawClass(model, root, state);
    const draw = () => {
      // A refresh must not take a half-typed name away.
      if (state.renaming !== null && root.contains(document.activeElement)) return;
      state.redraw();
    };
    const refresh = () => { if (document.visibilityState === "visible") model.send({ event: "refresh" }); };
    state.redraw();
    model.on("change:scene", draw);
    const timer = setInterval(refresh, REFRESH_MS);
    document.addEventListener("visibilitychange", refresh);
    return () => { model.off("change:scene", draw); clearInterval(timer); document.removeEventListener("visibilitychange", refresh); };
  },
};
