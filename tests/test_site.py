"""The static site's build, the parts that need no browser and no download: the pages' links,
the notebooks as the site runs them, the wheels and the lock, and clear errors when the
build tools are missing. The site itself is built and opened in tests/browser/test_site.py."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from pathlib import Path

import pytest

from briscola_teach import course, site
from briscola_teach.cli import main
from briscola_teach.errors import InvalidOptionError

LESSON = Path(__file__).resolve().parents[1] / "lessons" / "03_trick.ipynb"


def test_lessons_link_to_notebooks_on_a_server_and_to_pages_on_the_site(monkeypatch):
    assert course.page_href("04_whole_hand.ipynb") == "04_whole_hand.ipynb"
    monkeypatch.setattr(course, "IN_BROWSER", True)
    assert course.page_href("04_whole_hand.ipynb") == "04_whole_hand.html"


def test_the_bar_and_the_map_link_to_pages_on_the_site(monkeypatch, tmp_path):
    monkeypatch.setattr(course, "IN_BROWSER", True)
    store = course.Progress(tmp_path / "p.sqlite3")
    links = course.Lesson("03", store=store)._bar_scene()["links"]
    assert [link["href"] for link in links] == ["00_index.html", "04_whole_hand.html"]
    page = course.course_map(store=store, lang="en")
    assert "href='01_deck.html'" in page.children[1].value


def test_the_site_runs_each_lesson_after_waiting_for_the_stored_progress(tmp_path):
    target = tmp_path / LESSON.name
    site.site_notebook(LESSON, target)
    built = json.loads(target.read_text(encoding="utf-8"))
    original = json.loads(LESSON.read_text(encoding="utf-8"))
    assert built["cells"][0] == site.READY_CELL
    assert "await browser_ready()" in "".join(site.READY_CELL["source"])
    assert built["cells"][1:] == original["cells"]


def test_the_front_page_leads_to_the_course_map(tmp_path):
    site.write_front_page(tmp_path)
    text = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "url=voici/render/00_index.html" in text


def test_a_wheel_made_here_is_what_its_lock_entry_says(tmp_path):
    files = {"briscola_teach/__init__.py": b"x = 1\n", "extra.py": b""}
    wheel = site.write_wheel(tmp_path, "briscola_teach", "1.2.3", files)
    (tmp_path / "again").mkdir()
    again = site.write_wheel(tmp_path / "again", "briscola_teach", "1.2.3", files)
    assert wheel.read_bytes() == again.read_bytes()          # the same files, the same wheel
    shipped = site.describe(wheel)
    assert shipped.name == "briscola-teach" and shipped.version == "1.2.3"
    assert shipped.imports == ("briscola_teach", "extra")
    assert shipped.sha256 == hashlib.sha256(wheel.read_bytes()).hexdigest()
    with zipfile.ZipFile(wheel) as archive:
        record = archive.read("briscola_teach-1.2.3.dist-info/RECORD").decode()
    assert "briscola_teach/__init__.py,sha256=" in record


def test_the_lock_names_exactly_the_wheels_shipped(tmp_path):
    core = tmp_path / "core"
    core.mkdir()
    (core / "pyodide-lock.json").write_text(json.dumps({"info": {"python": "3.12.7"},
                                                        "packages": {"numpy": {}}}))
    shipped = [site.Shipped("comm", "0.2.3", "comm-0.2.3-py3-none-any.whl", "ab" * 32, ("comm",))]
    site.write_lock(core, shipped, tmp_path / "lock.json")
    lock = json.loads((tmp_path / "lock.json").read_text())
    assert lock["info"] == {"python": "3.12.7"}
    assert list(lock["packages"]) == ["comm"]
    assert lock["packages"]["comm"]["sha256"] == "ab" * 32
    settings = site.kernel_settings(shipped)
    assert settings["disablePyPIFallback"] is True and settings["pipliteUrls"] == []
    assert "comm" in settings["loadPyodideOptions"]["packages"]


def test_the_package_for_the_browser_has_its_code_and_front_end_but_no_server_template():
    files = site.package_files()
    assert "briscola_teach/course.py" in files and "briscola_teach/widgets/table.js" in files
    assert not any("/share/" in name or "__pycache__" in name for name in files)


def test_every_shipped_wheel_is_pinned_and_pure_python():
    names = [site.canonical(pin.split("==")[0]) for pin in site.WHEELS]
    assert all("==" in pin for pin in site.WHEELS) and len(set(names)) == len(names)
    assert {"ipywidgets", "anywidget", "ipython", "comm"} <= set(names)


def test_without_the_build_tools_the_build_says_what_to_install(monkeypatch):
    real_import = __import__

    def refuse(name, *args, **kwargs):
        if name in ("voici_core", "jupyterlite_pyodide_kernel"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)
    monkeypatch.setattr("builtins.__import__", refuse)
    with pytest.raises(InvalidOptionError, match=r'briscola-teach\[site\]'):
        site.check_tools()


def test_build_site_on_the_command_line_names_a_missing_tool(monkeypatch, capsys, tmp_path):
    def missing(*args, **kwargs):
        raise InvalidOptionError("building the site needs npm (Node.js)", "npm")
    monkeypatch.setattr(site, "build_site", missing)
    out = io.StringIO()
    assert main(["build-site", str(tmp_path / "out")], out=out) == 2
    assert "needs npm" in capsys.readouterr().err and out.getvalue() == ""


def test_the_cache_folder_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("BRISCOLA_SITE_CACHE", str(tmp_path / "cache"))
    assert site.cache_dir() == tmp_path / "cache"
    monkeypatch.delenv("BRISCOLA_SITE_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert site.cache_dir() == tmp_path / "briscola_teach" / "site"


def test_byte_code_made_ahead_takes_the_place_of_the_source_and_tests_are_left_out(tmp_path):
    wheel = site.write_wheel(tmp_path, "demo", "1.0", {"demo/__init__.py": b"x = 1\n",
                                                       "demo/style.css": b"p {}",
                                                       "demo/tests/test_x.py": b"assert 1\n"})
    unpacked = tmp_path / "unpacked" / "demo" / "__pycache__"
    unpacked.mkdir(parents=True)
    (unpacked / "__init__.cpython-312.pyc").write_bytes(b"byte code")
    target = tmp_path / "out" / wheel.name
    target.parent.mkdir()
    site.repack(wheel, tmp_path / "unpacked", target)
    with zipfile.ZipFile(target) as archive:
        names = archive.namelist()
        record = archive.read("demo-1.0.dist-info/RECORD").decode()
        assert archive.read("demo/__init__.pyc") == b"byte code"
    assert "demo/__init__.py" not in names and "demo/style.css" in names
    assert not any("/tests/" in name for name in names)
    assert "demo/__init__.pyc,sha256=" in record and "test_x" not in record
    assert site.describe(target).imports == ("demo",)
