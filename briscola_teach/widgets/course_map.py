"""The course map's widgets: the lessons with their stars, and the progress file."""

from __future__ import annotations

import base64
import html
import tempfile
from pathlib import Path
from typing import Any, Callable, Sequence

import ipywidgets as widgets

from ..errors import SaveFormatError
from ..i18n import t
from ..progress import Progress
from .controls import html_text, shared
from .language import Translated

# The lessons that are for the teacher, not for the learners: the map says so, and shows no
# stars for them.
FOR_THE_TEACHER = ("12",)


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


class ProgressFile(Translated, widgets.VBox):
    """Export the learner's progress as a file to download, or import one."""

    def __init__(self, store: Progress) -> None:
        self.store = store
        self.export_button = widgets.Button(layout=shared(widgets.Layout, width="auto"))
        self.export_button.on_click(lambda _: self.export())
        self.link = html_text()
        self.upload = widgets.FileUpload(accept=".json", multiple=False)
        self.upload.observe(lambda change: self.import_upload(change["new"]), "value")
        self.message = html_text()
        self.title = html_text()
        super().__init__([self.title, widgets.HBox([self.export_button, self.link]),
                          self.upload, self.message], layout=shared(widgets.Layout, margin="24px 0 0 0"))
        self._lang = "it"

    def _render(self) -> None:
        lang = self._lang
        self.title.value = f"<h3>{html.escape(t('course.progress_title', lang))}</h3>"
        self.export_button.description = t("course.export", lang)
        self.upload.description = t("course.import", lang)

    def export(self) -> None:
        """Offer the progress as a JSON file to download."""
        with tempfile.TemporaryDirectory() as folder:
            data = self.store.export(Path(folder) / "progress.json").read_bytes()
        encoded = base64.b64encode(data).decode("ascii")
        self.link.value = (f"<a download='briscola-progress.json' href='data:application/json;base64,"
                           f"{encoded}'>{html.escape(t('course.download', self._lang))}</a>")

    def import_upload(self, files: Any) -> None:
        """Merge an uploaded export file; a bad file gets a message and changes nothing."""
        if not files:
            return
        upload = files[0] if isinstance(files, (list, tuple)) else next(iter(files.values()))
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "upload.json"
            path.write_bytes(bytes(upload["content"]))
            try:
                self.store.import_file(path)
            except SaveFormatError:
                self.message.value = html.escape(t("course.import_bad", self._lang,
                                                   name=str(upload.get("name", "?"))[:60]))
                return
        self.message.value = html.escape(t("course.import_done", self._lang))


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
