// The page's kit: the pictures, and a drawing function for each kind of widget. Each widget's
// own module awaits the kit and calls its function (board.py).

export default {
  initialize({ model }) {
    // The suit signs every picture refers to (<use href="#bt-shape-...">), once in the page.
    if (!document.getElementById("bt-shapes")) {
      const holder = document.createElement("div");
      holder.id = "bt-shapes";
      holder.innerHTML = model.get("shapes") || "";
      document.body.appendChild(holder);
    }
    // Each view gets its own window on the pictures: it notes a picture it had to draw
    // without (not arrived yet), and is drawn again only when pictures arrive then.
    const pictures = () => {
      const view = {
        missed: false,
        face(code, style) {
          const svg = model.get(`${style}_${code}`) || "";
          if (!svg) view.missed = true;
          return svg;
        },
        back: () => model.get("back") || "",
        watch(callback) {
          const again = () => { if (view.missed) { view.missed = false; callback(); } };
          model.on("change", again);
          return () => model.off("change", again);
        },
      };
      return view;
    };
    return {
      table: ({ model: widget, el }) => renderTable({ model: widget, el, kit: pictures() }),
      row: ({ model: widget, el }) => renderRow({ model: widget, el, kit: pictures() }),
      bar: ({ model: widget, el }) => renderBar({ model: widget, el }),
    };
  },
};
