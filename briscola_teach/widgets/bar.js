// A lesson's bar: the way to the course map and to the next lesson, the stars this lesson has
// earned, and the page's title in the learner's language. When the page comes back into view
// (another tab may have earned stars) it asks Python for fresh stars.

const REFRESH_MS = 30000;  // and now and then while the page is in view

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
