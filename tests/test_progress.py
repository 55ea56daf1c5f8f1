"""The learner's progress store, both kinds: SQLite (a Python with sqlite3) and the JSON file
kept where Python has none (the static site's Pyodide). Each test runs on both, and what one
exports the other imports."""

from __future__ import annotations

import json
import multiprocessing
import re

import pytest

from briscola_teach import progress
from briscola_teach.errors import InvalidOptionError, SaveFormatError
from briscola_teach.progress import BOX_SECONDS, JsonProgress, Progress, browser_ready
from briscola_teach.widgets.study import Flashcards

KINDS = {"sqlite": (Progress, "progress.sqlite3"), "json": (JsonProgress, "progress.json")}


@pytest.fixture(params=sorted(KINDS))
def kind(request):
    return request.param


@pytest.fixture
def make(kind, tmp_path):
    """``make(name=None, **options)``: a store of this kind at ``tmp_path / name``."""
    cls, default = KINDS[kind]
    return lambda name=None, **options: cls(tmp_path / (name or default), **options)


@pytest.fixture
def store(make):
    return make()


def test_stars_only_go_up_and_survive_reopening(make):
    make().record_stars("02", 2)
    make().record_stars("02", 1)
    assert make().stars("02") == 2
    assert make().all_stars() == {"02": 2}


@pytest.mark.parametrize("bad", [-1, 4, 2.5, "3", None, True])
def test_bad_stars_are_refused_naming_them(store, bad):
    with pytest.raises(InvalidOptionError, match=re.escape(repr(bad))):
        store.record_stars("01", bad)
    assert store.all_stars() == {}


@pytest.mark.parametrize("call, args, named", [("record_result", ("01", 3, 2), "3 of 2"),
                                               ("record_result", ("01", 1, 51), "1 of 51"),
                                               ("record_result", ("05:x", 2, 2, "hand"), "2 of 2"),
                                               ("record_result", ("01", True, 1), "True of 1"),
                                               ("record_result", ("", 1, 2), "''"),
                                               ("set_language", ("fr",), "'fr'"),
                                               ("save_game", ("05:final", ""), "''"),
                                               ("flashcard_answer", (None, True), "None")])
def test_bad_input_is_refused_naming_it_and_changes_nothing(store, call, args, named):
    with pytest.raises(InvalidOptionError, match=re.escape(named)):
        getattr(store, call)(*args)
    assert store.results("01") == [] and store.language() == "it"
    assert store.saved_game("05:final") is None


def _writer(path: str, lesson: str) -> None:
    store = Progress(path)
    for _ in range(40):
        store.record_result(lesson, 1, 2)
    store.record_stars(lesson, 3)


def test_two_tabs_writing_at_once_lose_nothing(tmp_path):
    """SQLite only: the JSON store is for one browser's kernel, which has no second writer."""
    path = str(tmp_path / "p.sqlite3")
    Progress(path)
    context = multiprocessing.get_context("spawn")
    writers = [context.Process(target=_writer, args=(path, name)) for name in ("01", "02")]
    for process in writers:
        process.start()
    for process in writers:
        process.join(60)
        assert process.exitcode == 0
    store = Progress(path)
    assert len(store.results("01")) == len(store.results("02")) == 40
    assert store.all_stars() == {"01": 3, "02": 3}


def test_two_stores_on_one_file_agree(make):
    first, second = make(), make()
    first.record_stars("04", 1)
    second.record_result("04:count", 2, 3)
    assert second.stars("04") == 1 and first.results("04:count") == [(2, 3)]


def test_a_corrupt_store_is_set_aside_not_deleted(make, kind, tmp_path):
    path = tmp_path / KINDS[kind][1]
    path.write_bytes(b"this is not a store" * 50)
    store = make(clock=lambda: 1234.0)
    aside = store.opened.set_aside
    assert aside is not None and aside.exists()
    assert aside.read_bytes().startswith(b"this is not a store")
    assert str(aside) in store.opened.message("en") and "set aside" in store.opened.message("en")
    store.record_stars("01", 1)
    assert store.stars("01") == 1


@pytest.mark.parametrize("other_kind", sorted(KINDS))
def test_export_and_import_move_progress_between_both_kinds(tmp_path, store, other_kind):
    store.record_stars("03", 2)
    store.record_result("03:who-2", 4, 5)
    store.flashcard_answer("1d", True)
    store.set_language("en")
    cls, _ = KINDS[other_kind]
    other = cls(tmp_path / f"other-{other_kind}")
    other.record_stars("03", 3)
    other.import_file(store.export(tmp_path / "mine.json"))
    assert other.stars("03") == 3                       # the better stars stay
    assert other.results("03:who-2") == [(4, 5)]
    assert other.flashcard_box("1d") == 1 and other.language() == "en"


@pytest.mark.parametrize("content", ["not json", "[]", json.dumps({"format": "other"}),
                                     json.dumps({"format": "briscola-teach progress", "version": 9}),
                                     json.dumps({"format": "briscola-teach progress", "version": 1,
                                                 "stars": {"01": 7}, "results": [],
                                                 "flashcards": [], "settings": {}})])
def test_a_bad_export_file_is_refused_clearly(tmp_path, store, content):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    with pytest.raises(SaveFormatError, match="bad.json"):
        store.import_file(bad)
    assert store.all_stars() == {}


NOW = 1_767_000_000.0


def good_export() -> dict:
    """What a learner's export holds, as ``export`` writes it."""
    return {"format": "briscola-teach progress", "version": 1, "stars": {"01": 3, "05": 2},
            "results": [["01:check", 5, 6, NOW - 3600], ["05:easy_hand", 1, 1, NOW - 60],
                        ["11:match-match", 0, 1, NOW - 30]],
            "hands": ["05:easy_hand", "11:match-match"],
            "flashcards": [["1d", 2, NOW + 600], ["10b", 0, NOW - 5]],
            "settings": {"lang": "en", "big": "1"}}


def _set(part, value):
    return lambda data: data.__setitem__(part, value)


def _add(part, entry):
    return lambda data: data[part].append(entry)


# Each a change to a good export that makes it one the course could not have written, the
# error's code, and words of the message that say where.
BAD_EXPORTS = [
    (_add("results", ["01:check", 1, 1, "tomorrow"]), "progress_time",
     "results[3]: the time is a number of seconds, not 'tomorrow'"),
    (_add("results", ["01:final", 1, 1, "tomorrow"]), "progress_exercise", "results[3]"),
    (_add("results", ["01:check", 1, 1, NOW + 86400]), "progress_time", "later than now"),
    (_add("results", ["01:check", 1, 1, -5]), "progress_time", "results[3]"),
    (_add("results", ["01:check", 7, 6, NOW]), "progress_count", "results[3]"),
    (_add("results", ["01:check", True, 1, NOW]), "progress_count", "results[3]"),
    (_add("results", ["01:check", 1.0, 1, NOW]), "progress_count", "results[3]"),
    (_add("results", ["01:check", 10000, 10000, NOW]), "progress_count", "results[3]"),
    (_add("results", ["05:easy_hand", 1050, 1050, NOW]), "progress_count", "results[3]"),
    (_add("results", ["01:check", 1, 1]), "progress_result", "results[3]"),
    (_add("results", "01:check"), "progress_result", "results[3]"),
    (_add("results", ["x" * 5000, 1, 1, NOW]), "progress_exercise", "results[3]"),
    (_add("results", [None, 1, 1, NOW]), "progress_exercise", "results[3]"),
    (_set("results", [["01:check", 1, 1, NOW]] * 20_001), "progress_many", "results"),
    (_set("stars", {"01": 7}), "progress_stars", "stars['01']"),
    (_set("stars", {"01": True}), "progress_stars", "stars['01']"),
    (_set("stars", {"01": 2.0}), "progress_stars", "stars['01']"),
    (_set("stars", {"13": 3}), "progress_lesson", "stars['13']"),
    (_set("stars", {"final": 3}), "progress_lesson", "stars['final']"),
    (_set("stars", [["01", 3]]), "progress_shape", "stars"),
    (_set("hands", ["01:check"]), "progress_hand", "hands[0]"),
    (_set("hands", "05:easy_hand"), "progress_shape", "hands"),
    (_add("flashcards", ["Zz", 1, NOW]), "progress_card", "flashcards[2]"),
    (_add("flashcards", ["1c", 9, NOW]), "progress_box", "flashcards[2]"),
    (_add("flashcards", ["1c", 1, "soon"]), "progress_due", "flashcards[2]"),
    (_add("flashcards", ["1c", 1, NOW + 30 * 86400]), "progress_due", "flashcards[2]"),
    (_add("flashcards", ["1c", 1]), "progress_flashcard", "flashcards[2]"),
    (_set("settings", {"admin": "1"}), "progress_setting", "settings['admin']"),
    (_set("settings", {"lang": "fr"}), "progress_setting", "settings['lang']"),
    (_set("settings", {"big": True}), "progress_setting", "settings['big']"),
    (_set("teacher", True), "progress_shape", "teacher"),
    (_set("games", {"05:easy_hand": ["{}", NOW]}), "progress_shape", "games"),
    (_set("version", 2), "progress_version", "version 2"),
]


@pytest.mark.parametrize("change, code, where", BAD_EXPORTS,
                         ids=[f"{code}-{n}" for n, (_, code, _) in enumerate(BAD_EXPORTS)])
def test_every_field_of_a_file_to_import_is_checked_and_a_bad_file_changes_nothing(
        tmp_path, make, change, code, where):
    store = make(clock=lambda: NOW)
    store.record_stars("02", 1)
    store.record_result("02:check", 4, 6)
    data = good_export()
    change(data)
    bad = tmp_path / "mine.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(SaveFormatError) as refused:
        store.import_file(bad)
    assert refused.value.code == code and where in str(refused.value)
    assert str(bad) in str(refused.value)
    assert store.all_stars() == {"02": 1} and store.results("01:check") == []
    assert store.flashcard_boxes() == {} and store.language() == "it"
    assert store.results("02:check") == [(4, 6)]


def test_the_good_export_is_imported_whole(tmp_path, make):
    store = make(clock=lambda: NOW)
    good = tmp_path / "mine.json"
    good.write_text(json.dumps(good_export()))
    store.import_file(good)
    assert store.all_stars() == {"01": 3, "05": 2} and store.results("05:easy_hand") == [(1, 1)]
    assert store.flashcard_boxes() == {"1d": 2, "10b": 0} and store.language() == "en"


@pytest.mark.parametrize("text, code", [
    ('{"format": "briscola-teach progress", "version": 1, "stars": {"01": NaN}}',
     "progress_unreadable"),
    ('{"format": "briscola-teach progress", "version": 1, "stars": {"01": Infinity}}',
     "progress_unreadable"),
    ("[" * 100_000 + "]" * 100_000, "progress_unreadable"),
    ("\udcff", "progress_unreadable"),
    (" " * 2_000_001, "progress_big")])
def test_a_file_that_is_no_json_of_a_sane_size_is_refused(tmp_path, store, text, code):
    bad = tmp_path / "mine.json"
    bad.write_text(text, encoding="utf-8", errors="surrogateescape")
    with pytest.raises(SaveFormatError) as refused:
        store.import_file(bad)
    assert refused.value.code == code and store.all_stars() == {}


def test_the_static_sites_own_file_is_read_though_the_course_changed_or_the_clock_went_back(
        tmp_path):
    """Its own file is not a file to import: a result of an exercise renamed since, or a time
    after now (the clock set back), never sets the learner's progress aside."""
    data = {**good_export(), "games": {}}
    data["results"].append(["04:renamed", 2, 3, NOW + 10 * 86400])
    (tmp_path / "progress.json").write_text(json.dumps(data))
    store = JsonProgress(tmp_path / "progress.json", clock=lambda: NOW)
    assert store.opened.set_aside is None and store.results("04:renamed") == [(2, 3)]


def test_a_hand_at_a_table_is_kept_and_forgotten(make):
    make().save_game("05:final", '{"game": 1}')
    assert make().saved_game("05:final") == '{"game": 1}'
    make().forget_game("05:final")
    assert make().saved_game("05:final") is None


def test_flashcards_come_back_when_forgotten(make):
    now = [1000.0]
    store = make(clock=lambda: now[0])
    cards = Flashcards(store, cards=["1d", "2d"], lang="en")
    first = cards.current
    cards.grade(True)                                  # not revealed yet: refused
    assert cards.current == first and "first" in cards.status.value
    cards.reveal()
    cards.grade(True)
    assert cards.current != first                      # known: it waits
    cards.reveal()
    cards.grade(False)                                 # forgotten: due again at once
    assert store.flashcard_box(cards.current) == 0
    assert set(store.due_flashcards(["1d", "2d"])) == {cards.current}
    now[0] += BOX_SECONDS[1] + 1
    assert set(store.due_flashcards(["1d", "2d"])) == {"1d", "2d"}


def test_every_box_is_read_at_once(store):
    assert store.flashcard_boxes() == {}
    for _ in range(3):
        store.flashcard_answer("1d", True)
    store.flashcard_answer("2d", False)
    assert store.flashcard_boxes() == {"1d": 3, "2d": 0}
    assert all(store.flashcard_boxes().get(c, 0) == store.flashcard_box(c) for c in ("1d", "2d", "3d"))


def test_a_python_without_sqlite3_keeps_progress_in_json(monkeypatch, tmp_path):
    monkeypatch.setattr(progress, "sqlite3", None)
    monkeypatch.setenv("BRISCOLA_DATA", str(tmp_path))
    store = Progress()
    assert isinstance(store, JsonProgress) and store.path == tmp_path / "progress.json"
    store.record_stars("01", 2)
    assert Progress().stars("01") == 2


def test_outside_the_browser_there_is_nothing_to_wait_for():
    import asyncio
    asyncio.run(browser_ready())


def test_two_tabs_copies_merge_keeping_what_each_did():
    """The static site's two tabs: each changed its own copy of the stored progress."""
    base = {"stars": {"01": 1}, "results": [["01:q", 1, 2, 10.0]], "flashcards": [["1d", 1, 50.0]],
            "settings": {"lang": "it"}, "games": {"05:final": ["old", 1.0], "03:demo": ["x", 2.0]}}
    local = {"stars": {"01": 1, "02": 2}, "results": base["results"] + [["02:q", 2, 2, 20.0]],
             "flashcards": [["1d", 2, 90.0]], "settings": {"lang": "it"},
             "games": {"05:final": ["mine", 3.0]}}                   # 03:demo forgotten here
    remote = {"stars": {"01": 3}, "results": base["results"] + [["01:q", 2, 2, 30.0]],
              "flashcards": [["1d", 1, 50.0], ["2d", 0, 60.0]], "settings": {"lang": "en"},
              "games": {"05:final": ["old", 1.0], "03:demo": ["x", 2.0], "09:a": ["y", 4.0]}}
    merged = progress.merge_copies(base, local, remote)
    assert merged["stars"] == {"01": 3, "02": 2}
    assert sorted(r[3] for r in merged["results"]) == [10.0, 20.0, 30.0]
    assert sorted(merged["flashcards"]) == [["1d", 2, 90.0], ["2d", 0, 60.0]]
    assert merged["settings"] == {"lang": "en"}           # only the other tab changed it
    assert merged["games"] == {"05:final": ["mine", 3.0], "09:a": ["y", 4.0]}
