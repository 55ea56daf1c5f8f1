// The first page on a class server: the learner's first name, or going on without one, or
// a login code from another device. The name goes to Python (which checks it); the code
// goes to the server itself, which gives this browser the code's learner and then the page
// is loaded again. Every text comes in the scene, in the learner's language; a name is only
// ever set as text.

function el(tag, className, parent, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

function field(parent, label, kind) {
  const wrap = el("label", "bt-wfield", parent);
  el("span", "", wrap, label);
  const input = el("input", "", wrap);
  input.type = "text";
  input.autocomplete = "off";
  input.spellcheck = false;
  if (kind === "code") { input.maxLength = 7; input.autocapitalize = "characters"; }
  return input;
}

function drawWelcome(model, root) {
  const s = model.get("scene") || {};
  root.innerHTML = "";
  root.lang = s.lang || "";
  if (s.done) {
    if (s.hello) el("p", "bt-whello", root, s.hello);
    return;
  }
  el("h2", "", root, s.title);
  el("p", "", root, s.explain);
  const form = el("div", "bt-wrow", root);
  const name = field(form, s.name_label, "name");
  name.maxLength = s.name_max || 40;
  const go = el("button", "bt-wmain", form, s.go);
  const skip = el("button", "bt-wplain", form, s.skip);
  const said = el("p", "bt-werror", root, s.error || "");
  said.setAttribute("role", "alert");
  const send = () => model.send({ event: "name", name: name.value });
  go.addEventListener("click", send);
  name.addEventListener("keydown", (event) => { if (event.key === "Enter") send(); });
  skip.addEventListener("click", () => model.send({ event: "skip" }));

  const other = el("details", "bt-wother", root);
  el("summary", "", other, s.have_code);
  el("p", "", other, s.code_explain);
  const row = el("div", "bt-wrow", other);
  const code = field(row, s.code_label, "code");
  const enter = el("button", "bt-wmain", row, s.code_go);
  const codeSaid = el("p", "bt-werror", other, "");
  codeSaid.setAttribute("role", "alert");
  const login = async () => {
    enter.disabled = true;
    let answer = { error: "error" };
    try {
      const reply = await fetch(s.login_url, { method: "POST", credentials: "same-origin",
        headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code: code.value }) });
      answer = await reply.json();
    } catch (error) { /* the server could not be reached */ }
    if (answer.ok) { window.location.reload(); return; }
    enter.disabled = false;
    codeSaid.textContent = (s.code_errors || {})[answer.error] || (s.code_errors || {}).error || "";
  };
  enter.addEventListener("click", login);
  code.addEventListener("keydown", (event) => { if (event.key === "Enter") login(); });
  if (!s.error) setTimeout(() => name.focus(), 0);
}

export default {
  render({ model, el: host }) {
    const root = el("div", "bt-welcome", host);
    const draw = () => drawWelcome(model, root);
    draw();
    model.on("change:scene", draw);
    return () => model.off("change:scene", draw);
  },
};
