// A lesson's bar: the way to the course map and to the next lesson, the stars this lesson has
// earned, and the page's title in the learner's language. When the page comes back into view
// (another tab may have earned stars) it asks Python for fresh stars.

const REFRESH_MS = 30000;  // and now and then while the page is in view

// In JupyterLab a click on a link to another lesson opens that lesson in a tab of the lab,
// as the file browser would: an ordinary link would load the whole lab again, and this
// lesson's outputs would be lost. `briscola-teach lab` shows the lab to the page as
// window.jupyterapp; a lab that does not (a learner's own `jupyter lab`) gets the lesson in
// a new browser tab. One listener for the page, so the course map's lessons and a table's
// "next lesson" open so too. In Voila and on the static site a link stays a link.
function openLessonsInLab() {
  if (window.btLessonLinks) return;
  window.btLessonLinks = true;
  document.addEventListener("click", (event) => {
    const a = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!a || event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const href = a.getAttribute("href");
    const panel = a.closest(".jp-NotebookPanel");
    if (!panel || !a.closest(".jp-OutputArea") || !/^[\w.-]+\.ipynb$/.test(href)) return;
    event.preventDefault();
    const path = labPath(panel);
    if (path === null) {
      window.open(a.href, "_blank");
    } else {
      window.jupyterapp.commands.execute("docmanager:open", { path: path.slice(0, path.lastIndexOf("/") + 1) + href });
    }
  });
}

// The path (from the lab's root) of the notebook shown in `panel`, or null without the lab.
function labPath(panel) {
  const app = window.jupyterapp;
  if (!app || !app.shell || !app.commands) return null;
  for (const widget of app.shell.widgets("main")) {
    if (widget.node === panel && widget.context) return widget.context.path;
  }
  return null;
}

function drawBar(model, root) {
  const scene = model.get("scene") || {};
  root.innerHTML = "";
  root.lang = scene.lang || "";
  if (scene.title) document.title = scene.title;
  const nav = make("nav", "bt-nav", root);
  (scene.links || []).forEach((link) => {
    const a = make("a", "bt-navlink bt-" + link.kind, nav);
    a.href = link.href;
    a.textContent = link.label;
    if (link.title) a.title = link.title;
  });
  if (scene.stars !== null && scene.stars !== undefined) {
    const stars = make("span", "bt-barstars", nav);
    make("span", "", stars).textContent = scene.stars_label + " ";
    const marks = make("span", "bt-stars", stars);
    marks.textContent = "★".repeat(scene.stars) + "☆".repeat(3 - scene.stars);
    marks.setAttribute("aria-label", `${scene.stars} / 3`);
  }
}

function renderBar({ model, el }) {
  const root = make("div", "bt-root bt-bar", el);
  openLessonsInLab();
  const draw = () => drawBar(model, root);
  const refresh = () => { if (document.visibilityState === "visible") model.send({ event: "refresh" }); };
  draw();
  model.on("change:scene", draw);
  document.addEventListener("visibilitychange", refresh);
  window.addEventListener("focus", refresh);
  const timer = setInterval(refresh, REFRESH_MS);
  return () => {
    model.off("change:scene", draw);
    document.removeEventListener("visibilitychange", refresh);
    window.removeEventListener("focus", refresh);
    clearInterval(timer);
  };
}
