"""The course map's widgets: the lessons with their stars, and the progress file."""

from __future__ import annotations

import base64
import html
import tempfile
from pathlib import Path
from typing import Any, Callable, Mapping, Optional, Sequence

import anywidget
import ipywidgets as widgets
import traitlets

from ..errors import SaveFormatError
from ..i18n import refusal, t
from ..progress import Progress
from .controls import html_text, shared
from .language import Translated

# The lessons that are for the teacher, not for the learners: the map says so, and shows no
# stars for them.
FOR_THE_TEACHER = ("12",)


def next_to_do(lessons: Sequence[Any], stars: Mapping[str, int]) -> Optional[Any]:
    """The learner's next lesson to do: the first of ``lessons`` (the course's ``LessonInfo``s,
    in order) for the learners that has no star yet; None once every one has some."""
    return next((info for info in lessons if info.number not in FOR_THE_TEACHER
                 and not stars.get(info.number)), None)


class CourseMap(Translated, widgets.HTML):
    """Every lesson as a link with its number, title, summary and stars. ``lessons`` are
    the course's ``LessonInfo``s and ``href`` makes a lesson file's link (the course list
    lives in ``course``; this widget only draws it)."""

    def __init__(self, store: Progress, lessons: Sequence[Any], href: Callable[[str], str]) -> None:
        super().__init__()
        self.store, self.lessons, self.href = store, tuple(lessons), href
        self._lang = "it"

    def refresh(self) -> None:
        """Read the stars again (another tab may have earned some); an unchanged value is
        not sent again."""
        self._render()

    def _render(self) -> None:
        lang = self._lang
        stars = self.store.all_stars()
        rows = []
        for info in self.lessons:
            got = stars.get(info.number, 0)
            teacher = info.number in FOR_THE_TEACHER
            tag = (f"<span class='bt-lesson-tag'>{html.escape(t('course.for_teacher', lang))}</span>"
                   if teacher else "")
            marks = ("" if teacher else f"<span class='bt-lesson-stars' aria-label='{got} / 3'>"
                     f"{'★' * got}{'☆' * (3 - got)}</span>")
            rows.append(
                f"<a class='bt-lesson{' bt-teacher' if teacher else ''}' href='{self.href(info.file)}'>"
                f"<span class='bt-lesson-number'>{info.number}</span>"
                f"<span class='bt-lesson-text'>{tag}<b>{html.escape(info.title[lang])}</b><br>"
                f"{html.escape(info.summary[lang])}</span>{marks}</a>")
        self.value = _MAP_CSS + "<nav class='bt-course'>" + "".join(rows) + "</nav>"


class FilePicker(anywidget.AnyWidget):
    """A button that opens the browser's file chooser and sends the chosen file here, to
    ``on_file(name, data)``. (ipywidgets' ``FileUpload`` writes a count of the files after
    its label, «Importa un file (0)», and keeps the file in its state: this sends it once.)"""

    _esm = """
export default {
  render({ model, el }) {
    const press = document.createElement("button");
    press.className = "jupyter-widgets jupyter-button widget-button bt-file-picker";
    press.style.width = "auto";
    const input = document.createElement("input");
    input.type = "file";
    input.hidden = true;
    const draw = () => { press.textContent = model.get("description"); input.accept = model.get("accept"); };
    press.addEventListener("click", () => { input.value = ""; input.click(); });
    input.addEventListener("change", async () => {
      const file = input.files && input.files[0];
      if (file) model.send({ event: "file", name: file.name }, undefined, [await file.arrayBuffer()]);
    });
    draw();
    model.on("change:description", draw);
    el.append(press, input);
    return () => model.off("change:description", draw);
  },
};
"""
    description = traitlets.Unicode("").tag(sync=True)
    accept = traitlets.Unicode(".json").tag(sync=True)

    def __init__(self, on_file: Callable[[str, bytes], None], **kwargs: Any) -> None:
        super().__init__(layout=shared(widgets.Layout), **kwargs)
        self.on_file = on_file
        self.on_msg(self._received)

    def _received(self, _widget: Any, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "file" and buffers:
            self.on_file(str(content.get("name", "?")), bytes(buffers[0]))


class ProgressFile(Translated, widgets.VBox):
    """Export the learner's progress as a file to download, or import one; after an import
    ``on_import()`` is called (the page's map, stars and links are read again).

    With ``can_import`` False (a class server, where progress moves by login code only: a
    file is written by whoever holds it) there is no import button, a sentence says how
    progress comes to this server, and an import asked all the same is refused."""

    def __init__(self, store: Progress, on_import: Optional[Callable[[], None]] = None,
                 can_import: bool = True) -> None:
        self.store, self.on_import, self.can_import = store, on_import, can_import
        self.export_button = widgets.Button(layout=shared(widgets.Layout, width="auto"))
        self.export_button.on_click(lambda _: self.export())
        self.link = html_text()
        self.upload: Optional[FilePicker] = None
        if can_import:
            self.upload = FilePicker(lambda name, data: self.import_upload(
                [{"name": name, "content": data}]))
        self.message = html_text()
        self.title = html_text()
        parts = [self.title, widgets.HBox([self.export_button, self.link]), self.upload,
                 self.message]
        super().__init__([part for part in parts if part is not None],
                         layout=shared(widgets.Layout, margin="24px 0 0 0"))
        self._lang = "it"

    def _render(self) -> None:
        lang = self._lang
        self.title.value = f"<h3>{html.escape(t('course.progress_title', lang))}</h3>"
        self.export_button.description = t("course.export", lang)
        if self.upload is not None:
            self.upload.description = t("course.import", lang)
        else:
            self.message.value = html.escape(t("course.import_class", lang))

    def export(self) -> None:
        """Offer the progress as a JSON file to download."""
        with tempfile.TemporaryDirectory() as folder:
            data = self.store.export(Path(folder) / "progress.json").read_bytes()
        encoded = base64.b64encode(data).decode("ascii")
        self.link.value = (f"<a download='briscola-progress.json' href='data:application/json;base64,"
                           f"{encoded}'>{html.escape(t('course.download', self._lang))}</a>")

    def import_upload(self, files: Any) -> None:
        """Merge an uploaded export file; a bad file gets a message saying what is wrong
        and where, in the learner's language, and changes nothing."""
        if not self.can_import:
            self.message.value = html.escape(t("course.import_class", self._lang))
            return
        if not files:
            return
        upload = files[0] if isinstance(files, (list, tuple)) else next(iter(files.values()))
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "upload.json"
            path.write_bytes(bytes(upload["content"]))
            try:
                self.store.import_file(path)
            except SaveFormatError as error:
                self.message.value = html.escape(t(
                    "course.import_bad", self._lang, name=str(upload.get("name", "?"))[:60],
                    why=refusal(error, self._lang)))
                return
        self.message.value = html.escape(t("course.import_done", self._lang))
        if self.on_import is not None:
            self.on_import()


_MAP_CSS = """<style>
.bt-course { display: flex; flex-direction: column; gap: 10px; max-width: 760px; }
.bt-lesson { display: flex; align-items: center; gap: 18px; padding: 12px 18px; border-radius: 14px;
  background: #fffaf0; box-shadow: 0 2px 6px rgba(0,0,0,.12); color: #22302a; text-decoration: none;
  font-size: 17px; }
.bt-lesson:hover, .bt-lesson:focus { background: #fff1cf; }
.bt-lesson-number { font-size: 28px; font-weight: 700; color: #1f5c39; min-width: 2.2em; }
.bt-lesson-text { flex: 1; }
.bt-lesson-stars { font-size: 26px; color: #d4a017; white-space: nowrap; }
.bt-lesson.bt-teacher { background: #eef3ee; border: 2px dashed #1f5c39; box-shadow: none; }
.bt-lesson-tag { display: inline-block; margin: 0 10px 4px 0; padding: 1px 10px; border-radius: 10px;
  background: #1f5c39; color: #fff; font-size: 14px; font-weight: 600; }
</style>"""
