// The page's kit: the pictures, and a drawing function for each kind of widget. Each widget's
// own module awaits the kit and calls its function (board.py).

export default {
  initialize({ model }) {
    const kit = {
      face: (code, style) => (model.get(style) || {})[code] || "",
      back: () => model.get("back") || "",
      watch(callback) {
        model.on("change:italian", callback);
        model.on("change:french", callback);
        return () => { model.off("change:italian", callback); model.off("change:french", callback); };
      },
    };
    return {
      table: ({ model: widget, el }) => renderTable({ model: widget, el, kit }),
      row: ({ model: widget, el }) => renderRow({ model: widget, el, kit }),
      bar: ({ model: widget, el }) => renderBar({ model: widget, el }),
    };
  },
};
