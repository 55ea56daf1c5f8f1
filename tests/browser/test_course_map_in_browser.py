"""The course map in Chromium: its way forward names the learner's next lesson to do, the
import button shows its label without ipywidgets' count, and an imported progress file
updates the map's stars and way forward in place, with no reload."""

from __future__ import annotations

from briscola_teach.course import COURSE
from briscola_teach.progress import Progress

from .test_widgets_in_browser import open_page


def test_an_import_updates_the_map_in_place_and_its_way_forward(page, pages_url, shot, tmp_path):
    store = Progress(tmp_path / "mine.sqlite3")
    store.record_stars("01", 3)
    store.record_stars("02", 2)
    exported = store.export(tmp_path / "briscola-progress.json")

    page.set_viewport_size({"width": 1366, "height": 768})
    open_page(page, pages_url, "course_map.ipynb", ".bt-course .bt-lesson")
    forward = page.locator(".bt-bar a", has_text="→")
    forward.wait_for()
    assert forward.inner_text() == f"Comincia dalla lezione 1: {COURSE[0].title['it']} →"
    picker = page.get_by_role("button", name="Importa un file", exact=True)
    assert picker.inner_text() == "Importa un file"            # no «(0)»
    assert page.locator(".bt-lesson-stars", has_text="★").count() == 0

    page.locator(".bt-file-picker + input[type=file]").set_input_files(str(exported))
    page.get_by_text("Progressi importati: le stelle e le lezioni qui sopra sono aggiornate.").wait_for()
    page.locator(".bt-lesson-stars", has_text="★★★").wait_for()
    assert page.locator(".bt-lesson-stars", has_text="★★☆").count() == 1
    page.wait_for_function("[...document.querySelectorAll('.bt-bar a')].some("
                           "(a) => a.textContent.startsWith('Continua con la lezione 3'))")
    assert forward.get_attribute("href").endswith(COURSE[2].file)
    assert picker.inner_text() == "Importa un file"
    shot(page, "course-map-after-import")
    progress = page.locator(".widget-vbox", has=picker).last
    progress.screenshot(path=str(shot.folder / "course-map-progress-file.png"))
    assert page.errors == []
