"""The log of ``briscola-teach serve`` is the teacher's to read: a learner opening a lesson
leaves none of the warnings that say nothing to a teacher (Jupyter's "Notebook ... is not
trusted", ipykernel's "Kernel is running over TCP without encryption"), one of each per page
before; the server's own lines, and a lesson's error, are still there."""

from __future__ import annotations

import nbformat

from served import ClassServer

LESSON = "01_deck.ipynb"


def _broken_page(folder) -> str:
    """A page whose cell fails, as a lesson with a mistake would."""
    notebook = nbformat.v4.new_notebook()
    notebook.cells.append(nbformat.v4.new_code_cell("raise ValueError('a broken lesson')"))
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    nbformat.write(notebook, folder / "broken.ipynb")
    return "broken.ipynb"


def test_a_lesson_opened_leaves_no_trust_or_encryption_warning_in_the_log(tmp_path):
    server = ClassServer(tmp_path, (LESSON,))
    try:
        status, page, _ = server.page(LESSON)
        assert status == 200
        assert "application/vnd.jupyter.widget-view+json" in page   # its cells ran
        server.page(_broken_page(tmp_path / "lessons"))
    finally:
        server.stop()
    log = server.log.read_text(errors="replace")
    print(log)   # shown if an assertion fails
    assert "Briscola: the lessons in" in log and "running at" in log
    assert log.count("Kernel started") == 2
    assert "a broken lesson" in log
    assert "is not trusted" not in log
    assert "without encryption" not in log
