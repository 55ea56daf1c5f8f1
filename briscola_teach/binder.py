"""Binder links to the lessons, made from the course list: the one source of the links that
README.md, the teacher's lesson and ``briscola-teach binder-links`` show.

A link opens a lesson of a GitHub repository on mybinder.org, as an app (Voila) or in
JupyterLab:

>>> binder_url("you/briscola_teach", "03_trick.ipynb")
'https://mybinder.org/v2/gh/you/briscola_teach/main?urlpath=voila/render/lessons/03_trick.ipynb'
>>> binder_url("you/briscola_teach", "03_trick.ipynb", ref="autumn/2026", lab=True)
'https://mybinder.org/v2/gh/you/briscola_teach/autumn%2F2026?urlpath=lab/tree/lessons/03_trick.ipynb'
"""

from __future__ import annotations

import html
import os
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Optional
from urllib.parse import quote, unquote

import ipywidgets as widgets

from .errors import InvalidOptionError
from .i18n import LANGUAGES, check_language, t
from .syllabus import COURSE, COURSE_MAP
from .widgets.controls import html_text, shared
from .widgets.language import Translated

BINDER = "https://mybinder.org/v2/gh"
LESSONS_FOLDER = "lessons"
EXAMPLE = "you/briscola_teach"
# GitHub's rules: an account is letters, digits and single hyphens (up to 39 characters), a
# repository name letters, digits, ".", "-" and "_" (up to 100).
OWNER = r"[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}"
NAME = r"[A-Za-z0-9._-]{1,100}"
REPO = re.compile(rf"({OWNER})/({NAME})")
# The addresses of a repository on GitHub: https://github.com/o/n(.git), git@github.com:o/n.git,
# ssh://git@github.com/o/n.git.
GITHUB_URL = re.compile(rf"(?:https?://(?:www\.)?github\.com/|(?:ssh://)?git@github\.com[:/])"
                        rf"({OWNER}/{NAME})/?")
# What git refuses in a branch or tag name (git check-ref-format), and a space.
BAD_REF = re.compile(r"[\x00-\x20\x7f~^:?*\[\\]|\.\.|@\{|//|^[/.-]|[/.]$|\.lock$")


@dataclass(frozen=True)
class LessonLink:
    """One page of the course and the Binder address that opens it."""

    number: str
    file: str
    title: dict[str, str]
    url: str


def check_repo(repo: object) -> str:
    """``repo`` as "owner/name", or an error naming it. A GitHub address of the repository
    (https://github.com/owner/name, git@github.com:owner/name.git) is read too.

    >>> check_repo("https://github.com/you/briscola_teach.git")
    'you/briscola_teach'
    """
    text = repo.strip() if isinstance(repo, str) else ""
    address = GITHUB_URL.fullmatch(text)
    owner_name = address.group(1) if address else text
    if REPO.fullmatch(owner_name):
        owner_name = owner_name.removesuffix(".git")      # a clone address's ending
        if owner_name.split("/")[1] not in ("", ".", ".."):
            return owner_name
    raise InvalidOptionError(f"not a GitHub repository: {repo!r}; expected owner/name, e.g. "
                             f"{EXAMPLE}", "repo", value=repr(repo))


def check_ref(ref: object) -> str:
    """``ref`` (a branch, a tag or a commit), or an error naming it."""
    if isinstance(ref, str) and 0 < len(ref) <= 200 and not BAD_REF.search(ref):
        return ref
    raise InvalidOptionError(f"not a git branch, tag or commit: {ref!r}; expected a name such "
                             "as main", "ref", value=repr(ref))


def binder_url(repo: str, file: str, ref: str = "main", lab: bool = False) -> str:
    """The address that opens ``lessons/file`` of ``repo`` on Binder: as an app, or with
    ``lab`` in JupyterLab. Binder wants a ref's slashes encoded (``autumn%2F2026``)."""
    where = "lab/tree" if lab else "voila/render"
    return (f"{BINDER}/{check_repo(repo)}/{quote(check_ref(ref), safe='')}"
            f"?urlpath={where}/{LESSONS_FOLDER}/{file}")


def course_pages() -> list[tuple[str, str, dict[str, str]]]:
    """Every page of the course: (number, file, title in each language), the map first."""
    course_map = ("00", COURSE_MAP, {lang: t("binder.course_map", lang) for lang in LANGUAGES})
    return [course_map] + [(info.number, info.file, dict(info.title)) for info in COURSE]


def binder_links(repo: str, ref: str = "main", lab: bool = False) -> list[LessonLink]:
    """The Binder link of every page of the course (the course map, then each lesson) in
    ``repo`` ("owner/name") at ``ref``; ``lab``: links that open JupyterLab.

    >>> binder_links("you/briscola_teach")[3].url
    'https://mybinder.org/v2/gh/you/briscola_teach/main?urlpath=voila/render/lessons/03_trick.ipynb'
    """
    repo, ref = check_repo(repo), check_ref(ref)
    return [LessonLink(number, file, title, binder_url(repo, file, ref, lab))
            for number, file, title in course_pages()]


def links_text(links: list[LessonLink], lang: str = "en") -> str:
    """The links as lines of text: number, title in ``lang``, address."""
    lang = check_language(lang)
    width = max(len(link.title[lang]) for link in links)
    return "\n".join(f"{link.number}  {link.title[lang]:<{width}}  {link.url}" for link in links)


# -- which repository this copy of the course is ------------------------------------------------


def repo_from_url(url: str) -> Optional[str]:
    """"owner/name" of a GitHub address, None for any other address.

    >>> repo_from_url("git@github.com:you/briscola_teach.git"), repo_from_url("https://gitlab.com/a/b")
    ('you/briscola_teach', None)
    """
    found = GITHUB_URL.fullmatch(url.strip())
    return check_repo(found.group(1)) if found else None


def _git(folder: Path, *args: str) -> Optional[str]:
    """The output of ``git args`` in ``folder``, None where git or the repository is missing."""
    try:
        done = subprocess.run(["git", "-C", str(folder), *args], capture_output=True,
                              text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() if done.returncode == 0 and done.stdout.strip() else None


def binder_ref(environ: Mapping[str, str]) -> Optional[str]:
    """The ref Binder was asked for: BINDER_REQUEST ("v2/gh/owner/name/main") names the branch
    the link gave, BINDER_REF_URL (".../tree/<commit>") the commit it resolved to; the branch
    is kept, so links follow the branch as the teacher's own link did."""
    request = environ.get("BINDER_REQUEST", "").strip("/").split("/")
    if len(request) == 5 and request[:2] == ["v2", "gh"]:
        return unquote(request[4])
    tree = environ.get("BINDER_REF_URL", "").rstrip("/").rpartition("/tree/")
    return unquote(tree[2]) if tree[1] and tree[2] else None


def this_copy(environ: Optional[Mapping[str, str]] = None,
              folder: Optional[Path] = None) -> Optional[tuple[str, str]]:
    """(repository, ref) of this copy of the course, or None when it cannot tell: on Binder
    from the variables it sets (BINDER_REPO_URL, BINDER_REQUEST, BINDER_REF_URL), elsewhere
    from git's remote ``origin`` when it is on GitHub (ref: the remote's default branch),
    looked up from ``folder`` (the current folder: a lesson's)."""
    environ = os.environ if environ is None else environ
    if environ.get("BINDER_REPO_URL"):
        repo = repo_from_url(environ["BINDER_REPO_URL"])
        ref = binder_ref(environ)
        if repo:
            return repo, ref if ref and not BAD_REF.search(ref) else "main"
    folder = Path.cwd() if folder is None else folder
    origin = _git(folder, "config", "--get", "remote.origin.url")
    repo = repo_from_url(origin) if origin else None
    if repo is None:
        return None
    default = _git(folder, "symbolic-ref", "--short", "refs/remotes/origin/HEAD")
    ref = default.partition("/")[2] if default else ""
    return repo, ref if ref and not BAD_REF.search(ref) else "main"


# -- the teacher's lesson: the links, and a form for another repository ------------------------


class BinderLinks(Translated, widgets.VBox):
    """The Binder links of every lesson, as an app and in JupyterLab, for ``repo`` at ``ref``;
    above them a field where the teacher types another repository (or the first one, when
    this copy does not say where it is)."""

    def __init__(self, repo: Optional[str] = None, ref: str = "main") -> None:
        self.repo = check_repo(repo) if repo is not None else None
        self.ref = check_ref(ref)
        self._refused: Optional[str] = None
        self.label = html_text()
        self.field = widgets.Text(value=self.repo or "", layout=widgets.Layout(width="24em"))
        self.show_button = widgets.Button(layout=shared(widgets.Layout, width="auto"))
        self.show_button.on_click(lambda _: self.show(self.field.value))
        self.message = html_text()
        self.table = html_text()
        super().__init__([self.label, widgets.HBox([self.field, self.show_button]), self.message,
                          self.table], layout=shared(widgets.Layout, margin="8px 0 16px 0"))
        self._lang = "it"

    def show(self, text: str) -> bool:
        """The links for the repository typed (``owner/name`` or its GitHub address); a bad
        one is refused in the learner's language and the links shown before are taken away."""
        try:
            self.repo, self._refused = check_repo(text), None
        except InvalidOptionError:
            self.repo, self._refused = None, str(text)
        self._render()
        return self.repo is not None

    def _render(self) -> None:
        lang = self._lang
        self.label.value = html.escape(t("binder.ask", lang))
        self.field.placeholder = t("binder.example", lang)
        self.show_button.description = t("binder.show", lang)
        self.message.value = self._refusal(lang)
        self.table.value = self._links_table(lang) if self.repo else ""

    def _refusal(self, lang: str) -> str:
        if self._refused is None:
            return ""
        typed = self._refused.strip()[:60]
        text = t("binder.bad_repo", lang, text=typed, example=t("binder.example", lang)) if typed \
            else t("binder.no_repo", lang, example=t("binder.example", lang))
        return f"<span class='bt-binder-refusal' style='color:#a33'>{html.escape(text)}</span>"

    def _links_table(self, lang: str) -> str:
        assert self.repo is not None   # shown only once a repository is given
        apps = binder_links(self.repo, self.ref)
        labs = binder_links(self.repo, self.ref, lab=True)
        cell = "style='text-align:left;padding:4px 14px 4px 0'"
        head = "".join(f"<th {cell}>{html.escape(t(key, lang))}</th>"
                       for key in ("binder.lesson", "binder.app", "binder.lab"))
        rows = "".join(
            f"<tr><td {cell}>{app.number} · {html.escape(app.title[lang])}</td>"
            f"<td {cell}>{_anchor(app.url, t('binder.open', lang))}</td>"
            f"<td {cell}>{_anchor(lab.url, t('binder.open_lab', lang))}</td></tr>"
            for app, lab in zip(apps, labs))
        heading = html.escape(t("binder.for_repo", lang, repo=self.repo, ref=self.ref))
        return (f"<p style='font-size:17px;margin:10px 0 4px'>{heading}</p>"
                f"<table class='bt-binder' style='font-size:17px;border-collapse:collapse'>"
                f"<tr>{head}</tr>{rows}</table>")


def _anchor(url: str, label: str) -> str:
    return (f"<a href='{html.escape(url, quote=True)}' target='_blank' rel='noopener' "
            f"title='{html.escape(url, quote=True)}'>{html.escape(label)}</a>")


__all__ = ["BinderLinks", "LessonLink", "binder_links", "binder_url", "check_ref", "check_repo",
           "links_text", "repo_from_url", "this_copy"]
