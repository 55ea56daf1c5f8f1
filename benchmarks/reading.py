"""How long a learner reads before each task, lesson by lesson, from the notebooks themselves.

    .venv/bin/python benchmarks/reading.py [NN ...] [--wpm 180] [--detail]

For every lesson (all of lessons/ but the index, the teacher's page and the class pages, or
the lessons numbered NN), in each language: the words of the prose a learner reads, in page
order, between consecutive tasks. A task is a code cell that asks something of the learner:
it calls ``lesson.quiz``, ``lesson.table``, ``lesson.chiamata``, ``lesson.match`` or
``lesson.flashcards``. Prose is a markdown cell's text in that language (its ``bt-it`` or
``bt-en`` blocks, and any text outside both, which shows in either language) and the
sentences of ``lesson.note`` (the catalogue's template, each ``{placeholder}`` counted as one
word, since its value is worked out when the lesson runs). Card rows, tricks, counts and
small tables are pictures with captions: not counted.

A word is a run of characters between spaces with at least one letter or digit in it (the
same rule as counting ``innerText`` on the rendered page, so the two counts compare). The
table gives, per lesson and language, the words before the first task, the longest stretch
without a task (before the first task or between two), in words and in minutes at ``--wpm``
words a minute, and the words after the last task. ``--detail`` lists every stretch.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Optional, Sequence

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from briscola_teach.i18n import TEXTS  # noqa: E402  (the checkout beside this script)

LESSONS = ROOT / "lessons"
LANGS = ("it", "en")
TASK = re.compile(r"\blesson\.(quiz|table|chiamata|match|flashcards)\(")
NOTE = re.compile(r"\blesson\.note\(\s*[\"']([\w.]+)[\"']")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
# Not lessons a beginner walks: the course map, the teacher's page, the class pages.
SKIPPED = re.compile(r"^(00_|12_|class|tables)")
WORDS_PER_MINUTE = 180


@dataclass(frozen=True)
class Stretch:
    """The words read between one task (or the page's top) and the next (or the page's end)."""

    words: int
    before: Optional[str]   # the task that ends it, e.g. "quiz (cell 5)"; None: the page's end


@dataclass(frozen=True)
class Reading:
    lesson: str
    lang: str
    stretches: tuple[Stretch, ...]

    @property
    def first(self) -> int:
        """Words before the first task (the whole page when it has none)."""
        return self.stretches[0].words

    @property
    def longest(self) -> int:
        """The longest read that ends at a task (before the first task or between two)."""
        return max((s.words for s in self.stretches if s.before is not None), default=self.first)

    @property
    def tail(self) -> int:
        """Words after the last task."""
        return self.stretches[-1].words if self.stretches[-1].before is None else 0

    @property
    def tasks(self) -> int:
        return sum(1 for s in self.stretches if s.before is not None)


class LanguageText(HTMLParser):
    """A markdown cell's text in one language: what lies inside ``<div class="bt-LANG">`` and
    outside every other language's block (the markdown itself is treated as text)."""

    def __init__(self, lang: str) -> None:
        super().__init__(convert_charrefs=True)
        self.lang, self.parts, self.stack = lang, [], []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag == "div":
            classes = (dict(attrs).get("class") or "").split()
            langs = [c[3:] for c in classes if c in (f"bt-{lang}" for lang in LANGS)]
            self.stack.append(langs[0] if langs else None)

    def handle_endtag(self, tag: str) -> None:
        if tag == "div" and self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        shown = [lang for lang in self.stack if lang is not None]
        if not shown or shown[-1] == self.lang:
            self.parts.append(data)

    def text(self) -> str:
        return " ".join(self.parts)


def prose(markdown: str, lang: str) -> str:
    """The words a learner sees of a markdown cell, with link targets and markup gone."""
    parser = LanguageText(lang)
    parser.feed(markdown)
    parser.close()
    text = re.sub(r"!\[[^\]]*\]\([^)]*\)", " ", parser.text())      # images
    return re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)             # links: their words


def count_words(text: str) -> int:
    return sum(1 for word in text.split() if re.search(r"\w", word))


def note_words(key: str, lang: str) -> int:
    if key not in TEXTS:
        raise KeyError(f"lesson.note key {key!r} is not in the catalogue "
                       "(briscola_teach/i18n/texts.py)")
    return count_words(PLACEHOLDER.sub(" x ", TEXTS[key][lang]))


def reading(notebook: Path, lang: str) -> Reading:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    stretches, words = [], 0
    for index, cell in enumerate(cells):
        source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        if cell["cell_type"] == "markdown":
            words += count_words(prose(source, lang))
        elif cell["cell_type"] == "code":
            words += sum(note_words(key, lang) for key in NOTE.findall(source))
            task = TASK.search(source)
            if task:
                stretches.append(Stretch(words, f"{task.group(1)} (cell {index})"))
                words = 0
    stretches.append(Stretch(words, None))
    return Reading(notebook.stem, lang, tuple(stretches))


def lessons(numbers: Sequence[str]) -> list[Path]:
    found = sorted(p for p in LESSONS.glob("*.ipynb") if not SKIPPED.match(p.name))
    if numbers:
        found = [p for p in found if p.name[:2] in numbers]
        missing = set(numbers) - {p.name[:2] for p in found}
        if missing:
            raise SystemExit(f"no lesson numbered {', '.join(sorted(missing))} in {LESSONS}")
    return found


def minutes(words: int, wpm: int) -> str:
    return f"{words / wpm:.1f}"


def table(readings: list[tuple[Reading, Reading]], wpm: int) -> str:
    head = (f"{'lesson':<24} {'tasks':>5} | {'IT first':>8} {'min':>4} {'IT longest':>10} "
            f"{'min':>4} {'tail':>4} | {'EN first':>8} {'min':>4} {'EN longest':>10} {'min':>4} "
            f"{'tail':>4}")
    lines = [head, "-" * len(head)]
    for it, en in readings:
        cols = []
        for r in (it, en):
            cols.append(f"{r.first:>8} {minutes(r.first, wpm):>4} {r.longest:>10} "
                        f"{minutes(r.longest, wpm):>4} {r.tail:>4}")
        lines.append(f"{it.lesson:<24} {it.tasks:>5} | {cols[0]} | {cols[1]}")
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("numbers", nargs="*", help="lesson numbers, e.g. 01 05 (default: all)")
    parser.add_argument("--wpm", type=int, default=WORDS_PER_MINUTE,
                        help=f"reading speed in words a minute (default {WORDS_PER_MINUTE})")
    parser.add_argument("--detail", action="store_true", help="every stretch, in page order")
    args = parser.parse_args(argv)
    if args.wpm <= 0:
        parser.error(f"--wpm must be a positive number of words a minute, not {args.wpm}")
    found = [(reading(path, "it"), reading(path, "en")) for path in lessons(args.numbers)]
    print(f"Words of prose between tasks (quiz, table, chiamata, match, flashcards); "
          f"minutes at {args.wpm} words a minute.\n")
    print(table(found, args.wpm))
    if args.detail:
        for pair in found:
            for r in pair:
                print(f"\n{r.lesson} [{r.lang}]")
                for s in r.stretches:
                    print(f"  {s.words:>5} words, then {s.before or 'the end of the page'}")


if __name__ == "__main__":
    main()
