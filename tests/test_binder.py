"""The Binder links: made from the course list for any GitHub copy, printed by the command,
shown (with a form) in the teacher's lesson, and the README's lesson list kept in step."""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from briscola_teach.binder import (BinderLinks, binder_links, binder_url, check_ref, check_repo,
                                   course_pages, this_copy)
from briscola_teach.cli import main
from briscola_teach.course import COURSE, Lesson
from briscola_teach.errors import InvalidOptionError
from briscola_teach.progress import Progress

ROOT = Path(__file__).resolve().parents[1]
APP = "https://mybinder.org/v2/gh/{repo}/{ref}?urlpath=voila/render/lessons/{file}"
LAB = "https://mybinder.org/v2/gh/{repo}/{ref}?urlpath=lab/tree/lessons/{file}"


# -- the links ----------------------------------------------------------------------------------


def test_every_page_of_the_course_has_a_link_in_order():
    links = binder_links("school/briscola_teach")
    assert [link.number for link in links] == ["00"] + [info.number for info in COURSE]
    assert [link.file for link in links] == ["00_index.ipynb"] + [info.file for info in COURSE]
    for link in links:
        assert (ROOT / "lessons" / link.file).is_file()
        assert link.url == APP.format(repo="school/briscola_teach", ref="main", file=link.file)
    assert links[3].title == {"it": "La presa", "en": "The trick"}
    assert links[0].title == {"it": "La mappa del corso", "en": "The course map"}


def test_lab_links_and_a_branch_with_a_slash():
    links = binder_links("school/briscola_teach", ref="autumn/2026", lab=True)
    assert links[5].url == LAB.format(repo="school/briscola_teach", ref="autumn%2F2026",
                                      file="05_first_game.ipynb")


@pytest.mark.parametrize("address", ["https://github.com/school/briscola_teach",
                                     "https://github.com/school/briscola_teach.git",
                                     "https://github.com/school/briscola_teach/",
                                     "git@github.com:school/briscola_teach.git",
                                     "ssh://git@github.com/school/briscola_teach.git",
                                     "  school/briscola_teach  "])
def test_a_github_address_is_read_as_owner_and_name(address):
    assert check_repo(address) == "school/briscola_teach"


@pytest.mark.parametrize("bad", ["", "   ", "briscola_teach", "a/b/c", "owner/", "/name",
                                 "-owner/name", "own--er/name", "owner/..", "own er/name",
                                 "https://gitlab.com/owner/name", "owner/name?x=1", None, 42,
                                 ["owner", "name"]])
def test_a_bad_repository_is_refused_naming_it_and_the_form_expected(bad):
    with pytest.raises(InvalidOptionError) as refused:
        binder_links(bad)
    assert repr(bad) in str(refused.value)
    assert "owner/name" in str(refused.value)


@pytest.mark.parametrize("bad", ["", "two words", "a..b", "main.lock", "-main", "main/",
                                 "a:b", "x" * 201, None, 3])
def test_a_bad_ref_is_refused_naming_it(bad):
    with pytest.raises(InvalidOptionError) as refused:
        binder_url("school/briscola_teach", "01_deck.ipynb", ref=bad)
    assert repr(bad) in str(refused.value)
    assert check_ref("v1.0") == "v1.0"


# -- which copy this is ---------------------------------------------------------------------------


def test_on_binder_the_copy_is_the_one_binder_was_asked_for(tmp_path):
    environ = {"BINDER_REPO_URL": "https://github.com/school/briscola_teach",
               "BINDER_REF_URL": "https://github.com/school/briscola_teach/tree/4f2a9c1",
               "BINDER_REQUEST": "v2/gh/school/briscola_teach/autumn%2F2026"}
    assert this_copy(environ, tmp_path) == ("school/briscola_teach", "autumn/2026")
    del environ["BINDER_REQUEST"]    # only the commit it resolved to
    assert this_copy(environ, tmp_path) == ("school/briscola_teach", "4f2a9c1")


needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(folder: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(folder), *args], check=True, capture_output=True)


@needs_git
def test_a_checkout_with_a_github_origin_names_itself(tmp_path):
    git(tmp_path, "init", "-q")
    git(tmp_path, "remote", "add", "origin", "git@github.com:school/briscola_teach.git")
    (tmp_path / "lessons").mkdir()
    assert this_copy({}, tmp_path / "lessons") == ("school/briscola_teach", "main")


@needs_git
def test_a_copy_elsewhere_cannot_tell(tmp_path):
    assert this_copy({}, tmp_path) is None                      # no repository at all
    git(tmp_path, "init", "-q")
    assert this_copy({}, tmp_path) is None                      # no remote
    git(tmp_path, "remote", "add", "origin", "https://gitlab.com/school/briscola_teach.git")
    assert this_copy({}, tmp_path) is None                      # not on GitHub
    assert this_copy({"BINDER_REPO_URL": "https://gitlab.com/a/b"}, tmp_path) is None


# -- the teacher's lesson -------------------------------------------------------------------------


def anchors(widget: BinderLinks) -> list[str]:
    return re.findall(r"<a href='([^']+)' target='_blank'", widget.table.value)


def test_the_form_refuses_a_bad_repository_in_the_learners_language():
    widget = BinderLinks()
    assert widget.table.value == "" and widget.field.value == ""
    widget.field.value = "la mia scuola"
    widget.show_button.click()
    assert "«la mia scuola» non è un repository GitHub" in widget.message.value
    assert widget.table.value == ""
    widget.lang = "en"
    assert "“la mia scuola” is not a GitHub repository" in widget.message.value
    assert widget.show_button.description == "Show the links"
    widget.field.value = ""
    widget.show_button.click()
    assert "Type the repository first" in widget.message.value


def test_the_form_shows_every_link_and_a_bad_entry_takes_them_away():
    widget = BinderLinks()
    widget.field.value = "https://github.com/school/briscola_teach"
    widget.show_button.click()
    assert widget.message.value == ""
    assert "I link di Binder per school/briscola_teach, versione main:" in widget.table.value
    expected = [url for link in zip(binder_links("school/briscola_teach"),
                                    binder_links("school/briscola_teach", lab=True))
                for url in (link[0].url, link[1].url)]
    assert [url.replace("&amp;", "&") for url in anchors(widget)] == expected
    assert "12 · Per l&#x27;insegnante" in widget.table.value
    widget.lang = "en"
    assert "12 · For the teacher" in widget.table.value and ">open in JupyterLab<" in widget.table.value
    widget.field.value = "<b>x</b>"
    widget.show_button.click()
    assert widget.table.value == "" and "&lt;b&gt;" in widget.message.value


def test_the_lesson_shows_the_links_of_the_copy_binder_runs(tmp_path, monkeypatch):
    monkeypatch.setenv("BINDER_REPO_URL", "https://github.com/school/briscola_teach")
    monkeypatch.setenv("BINDER_REQUEST", "v2/gh/school/briscola_teach/main")
    lesson = Lesson("12", store=Progress(tmp_path / "progress.sqlite3"), lang="en")
    widget = lesson.binder_links()
    assert widget.field.value == "school/briscola_teach"
    assert anchors(widget)[0] == APP.format(repo="school/briscola_teach", ref="main",
                                            file="00_index.ipynb")
    lesson.lang = "it"
    assert "Come app" in widget.table.value


def test_the_teachers_lesson_keeps_no_link_by_hand():
    book = json.loads((ROOT / "lessons" / "12_teacher.ipynb").read_text(encoding="utf-8"))
    text = "".join("".join(cell["source"]) for cell in book["cells"])
    assert "mybinder.org/v2" not in text and "OWNER" not in text
    assert "lesson.binder_links()" in text


# -- the command ----------------------------------------------------------------------------------


def test_the_command_prints_number_title_and_link_of_every_lesson():
    out = io.StringIO()
    assert main(["binder-links", "school/briscola_teach", "--lang", "en"], out=out) == 0
    lines = out.getvalue().splitlines()
    assert len(lines) == len(COURSE) + 1
    number, rest = lines[3].split(None, 1)
    assert number == "03" and rest.startswith("The trick ")
    assert rest.endswith(APP.format(repo="school/briscola_teach", ref="main", file="03_trick.ipynb"))


def test_the_command_gives_lab_links_for_a_branch():
    out = io.StringIO()
    assert main(["binder-links", "school/briscola_teach", "--lab", "--ref", "dev"], out=out) == 0
    assert out.getvalue().splitlines()[1].endswith(
        LAB.format(repo="school/briscola_teach", ref="dev", file="01_deck.ipynb"))
    assert "Il mazzo" in out.getvalue()        # the titles in Italian unless --lang en


@pytest.mark.parametrize("argv, named", [(["no-slash"], "'no-slash'"),
                                         (["a/b", "--ref", "two words"], "'two words'")])
def test_the_command_refuses_bad_input_naming_it(argv, named, capsys):
    out = io.StringIO()
    assert main(["binder-links", *argv], out=out) == 2
    assert out.getvalue() == ""
    error = capsys.readouterr().err
    assert named in error and "expected" in error


# -- the README -----------------------------------------------------------------------------------


def test_the_readme_lists_the_lessons_of_the_course_and_how_to_print_the_links():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## The lessons", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| (\d\d) \| .+ \| \[[^\]]+\]\(lessons/([^)]+)\) \|$", section, re.M)
    assert rows == [(number, file) for number, file, _ in course_pages()]
    assert "OWNER" not in readme
    assert "briscola-teach binder-links you/briscola_teach" in readme


# -- binder/ in step with the package -------------------------------------------------------------


def test_binder_installs_every_dependency_of_the_lessons_at_the_packages_pins():
    tomllib = pytest.importorskip("tomllib")
    from packaging.requirements import Requirement

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = [Requirement(text) for text in project["dependencies"]
              + project["optional-dependencies"]["serve"] + project["optional-dependencies"]["lab"]]
    lines = (ROOT / "binder" / "requirements.txt").read_text(encoding="utf-8").splitlines()
    pinned = {}
    for line in lines:
        if line.strip() and not line.startswith("#"):
            name, _, version = line.partition("==")
            pinned[name.strip().lower().replace("_", "-")] = version.strip()
    for requirement in wanted:
        name = requirement.name.lower().replace("_", "-")
        if name == project["name"]:
            continue                              # an extra naming another extra
        assert name in pinned, f"binder/requirements.txt lacks {requirement}"
        assert requirement.specifier.contains(pinned[name]), \
            f"binder/requirements.txt pins {name}=={pinned[name]}, the package wants {requirement}"
