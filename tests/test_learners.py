"""A class in one store: learners known by their browsers' keys, names, login codes, classes,
the teacher's key; each learner's progress their own; a store from before classes becoming
the first learner's; thirty kernels writing at once. The server's side (cookies, headers,
the teacher's page) is tested against a real server in test_class_server.py and in the
browser in tests/browser/test_class.py."""

from __future__ import annotations

import multiprocessing
import sqlite3
import string

import pytest

from briscola_teach import learners
from briscola_teach.errors import InvalidOptionError
from briscola_teach.learners import (CODE_LENGTH, CODE_LETTERS, CODE_SECONDS, LEARNER_ENV,
                                     TEACHER_ENV, OneLearner, Roster, ServedLearner, check_name,
                                     key_hash, source, teacher_here)
from briscola_teach.progress import Progress, summaries
from briscola_teach.store import FIRST_LEARNER

MARKUP = "<img src=x onerror=alert(1)>"


class Clock:
    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def path(tmp_path):
    return tmp_path / "progress.sqlite3"


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def roster(path, clock):
    return Roster(path, clock=clock)


# -- browsers and their keys ----------------------------------------------------------------


def test_each_browser_is_a_learner_known_again_by_its_key(roster):
    anna, anna_key = roster.new_learner()
    bruno, bruno_key = roster.new_learner()
    assert anna != bruno
    assert roster.learner_for_key(anna_key) == anna and roster.learner_for_key(bruno_key) == bruno
    assert len(anna_key) >= 40 and anna_key != bruno_key          # unguessable: 256 random bits


@pytest.mark.parametrize("forged", [None, "", "x" * 43, 42, "a" * 5000, "' OR 1=1 --"])
def test_a_forged_or_unknown_key_opens_nobody(roster, forged):
    roster.new_learner()
    assert roster.learner_for_key(forged) is None


def test_the_store_keeps_only_the_hash_of_a_key(roster, path):
    _learner, key = roster.new_learner()
    raw = path.read_bytes() + (path.with_name(path.name + "-wal").read_bytes()
                               if path.with_name(path.name + "-wal").exists() else b"")
    assert key.encode() not in raw and key_hash(key).encode() in raw


# -- names --------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, code", [("", "name_empty"), ("   ", "name_empty"), (None, "name_empty"),
                                        ("A" * 41, "name_long"), ("Anna\x00", "name_chars"),
                                        ("An\u202ena", "name_chars")])
def test_a_bad_name_is_refused_naming_what_is_wrong(roster, name, code):
    learner, _ = roster.new_learner()
    with pytest.raises(InvalidOptionError) as refused:
        roster.set_name(learner, name)
    assert refused.value.code == code
    assert roster.learner(learner).name is None and not roster.learner(learner).asked


def test_a_name_is_kept_trimmed_and_markup_is_refused(roster):
    learner, _ = roster.new_learner()
    assert roster.set_name(learner, "  Maria   Grazia ") == "Maria Grazia"
    assert roster.learner(learner).name == "Maria Grazia" and roster.learner(learner).asked
    assert check_name("Maria   Grazia") == "Maria Grazia"
    with pytest.raises(InvalidOptionError) as refused:
        roster.set_name(learner, MARKUP)
    assert refused.value.code == "name_chars" and roster.learner(learner).name == "Maria Grazia"


def test_going_on_without_a_name_is_not_asked_again(roster):
    learner, _ = roster.new_learner()
    roster.skip_name(learner)
    assert roster.learner(learner) == learners.Learner(learner, None, True, True)


# -- login codes ------------------------------------------------------------------------------


def test_a_login_code_carries_a_learner_to_another_browser_once(roster, clock):
    learner, first_key = roster.new_learner()
    code = roster.new_code(learner)
    assert len(code.code) == CODE_LENGTH and set(code.code) <= set(CODE_LETTERS)
    assert code.expires == clock.now + CODE_SECONDS
    same, second_key = roster.redeem(code.code.lower())            # typed in any case
    assert same == learner and second_key != first_key
    assert roster.learner_for_key(second_key) == learner == roster.learner_for_key(first_key)
    with pytest.raises(InvalidOptionError) as again:
        roster.redeem(code.code)
    assert again.value.code == "code_unknown"


def test_a_login_code_expires_after_15_minutes(roster, clock):
    learner, _ = roster.new_learner()
    code = roster.new_code(learner)
    clock.now += CODE_SECONDS + 1
    with pytest.raises(InvalidOptionError, match="code_unknown|no login code"):
        roster.redeem(code.code)


def test_a_new_code_replaces_the_learners_old_one(roster):
    learner, _ = roster.new_learner()
    old, new = roster.new_code(learner), roster.new_code(learner)
    with pytest.raises(InvalidOptionError):
        roster.redeem(old.code)
    assert roster.redeem(new.code)[0] == learner


@pytest.mark.parametrize("typed", ["", "ABCD", "ABCDEF", "O0I1L", None, 12345, "AAAA!"])
def test_a_code_of_the_wrong_shape_is_refused_as_such(roster, typed):
    with pytest.raises(InvalidOptionError) as refused:
        roster.redeem(typed)
    assert refused.value.code == "code_shape"


def test_codes_have_no_look_alike_characters():
    for a, b in ("0O", "1I", "1L", "2Z", "5S", "8B", "6G", "UV", "0D", "0Q", "1T"):
        assert not (a in CODE_LETTERS and b in CODE_LETTERS), (a, b)
    assert set(CODE_LETTERS) <= set(string.ascii_uppercase + string.digits)


def test_a_removed_learners_code_does_not_work(roster):
    learner, _ = roster.new_learner()
    code = roster.new_code(learner)
    roster.remove(learner)
    with pytest.raises(InvalidOptionError):
        roster.redeem(code.code)


# -- the teacher's key --------------------------------------------------------------------------


def test_only_the_latest_teacher_key_opens_the_teachers_page(roster):
    old = roster.new_teacher_key()
    new = roster.new_teacher_key()
    assert roster.is_teacher_key(new)
    assert not roster.is_teacher_key(old)
    for wrong in (None, "", new[:-1] + ("a" if new[-1] != "a" else "b"), 7):
        assert not roster.is_teacher_key(wrong)


def test_the_teachers_key_works_once_for_a_session_that_ends_at_logout(roster):
    key = roster.new_teacher_key()
    token = roster.use_teacher_key(key)
    assert token and token != key
    assert roster.use_teacher_key(key) is None            # from the history: nothing
    assert not roster.is_teacher_key(key)
    session = roster.teacher_session(token)
    assert session and roster.is_teacher_session(session)
    assert roster.teacher_session(key) is None
    other = roster.use_teacher_key(roster.new_teacher_key())   # a second device
    roster.end_teacher_session(token)
    assert roster.teacher_session(token) is None and not roster.is_teacher_session(session)
    assert roster.teacher_session(other) is not None
    roster.end_teacher_sessions()
    assert roster.teacher_session(other) is None


def test_a_teachers_session_is_not_opened_by_junk(roster):
    roster.use_teacher_key(roster.new_teacher_key())
    for junk in (None, 7, "", "%", "_" * 43, "é" * 43, "a" * 101):
        assert roster.teacher_session(junk) is None
        assert not roster.is_teacher_session(junk)
        assert roster.use_teacher_key(junk) is None
        roster.end_teacher_session(junk)
    assert not roster.is_teacher_session("%")


def test_the_teachers_own_browser_is_not_listed(roster):
    teacher, _ = roster.new_learner()
    pupil, _ = roster.new_learner()
    roster.make_teacher(teacher)
    assert [row.id for row in roster.rows()] == [pupil]


# -- the class: rows, removing, a new class ------------------------------------------------------


def test_rows_number_the_learners_and_show_the_lesson_open_now(roster, clock):
    anna, _ = roster.new_learner()
    bruno, _ = roster.new_learner()
    roster.set_name(anna, "Anna")
    roster.is_here(bruno, "05")
    rows = roster.rows()
    assert [(row.number, row.name, row.page) for row in rows] == [(1, "Anna", None), (2, None, "05")]
    clock.now += learners.PRESENT_SECONDS + 1
    assert roster.rows()[1].page is None and roster.rows()[1].seen is not None


def test_a_removed_learner_is_a_stranger_and_can_be_restored_until_forgotten(roster, path, clock):
    learner, key = roster.new_learner()
    Progress(path, learner=learner).record_stars("01", 3)
    roster.remove(learner)
    assert roster.learner_for_key(key) is None and roster.rows() == []
    roster.restore(learner)
    assert roster.learner_for_key(key) == learner
    roster.remove(learner)
    clock.now += 1
    assert roster.forget_removed(clock.now) == 1
    assert roster.rows(removed=True) == []
    assert Progress(path, learner=learner).all_stars() == {}       # their progress went too


def test_a_new_class_archives_the_old_one_and_its_browsers_start_afresh(roster, path):
    old, key = roster.new_learner()
    Progress(path, learner=old).record_stars("02", 2)
    first = roster.current_class()
    second = roster.new_class()
    assert second != first and roster.rows() == []
    assert roster.learner_for_key(key) is None                     # a new learner next time
    assert [row.id for row in roster.rows(first)] == [old]          # archived, not deleted
    assert Progress(path, learner=old).all_stars() == {"02": 2}
    assert [(c.id, c.archived is not None) for c in roster.classes()] == [(first, True), (second, False)]


# -- each learner's progress is their own ---------------------------------------------------------


def test_one_learners_progress_never_shows_in_anothers(path):
    anna, bruno = Progress(path, learner=2), Progress(path, learner=3)
    anna.record_stars("02", 3)
    anna.set_language("en")
    anna.set_big_cards(True)
    anna.save_game("05:medium_hand", '{"kept": 1}')
    anna.flashcard_answer("1d", True)
    anna.record_result("05:medium_hand", 1, 1, kind="hand")
    assert bruno.all_stars() == {} and bruno.language() == "it" and not bruno.big_cards()
    assert bruno.saved_game("05:medium_hand") is None and bruno.flashcard_box("1d") == 0
    assert bruno.flashcard_boxes() == {} and bruno.due_flashcards(["1d"]) == ["1d"]
    assert bruno.results("05:medium_hand") == []
    bruno.forget_game("05:medium_hand")
    assert anna.saved_game("05:medium_hand") == '{"kept": 1}'


@pytest.mark.parametrize("bad", [0, -1, "2", None, True, 2.0])
def test_a_learner_is_a_number(path, bad):
    with pytest.raises(InvalidOptionError, match="learner"):
        Progress(path, learner=bad)


def test_summaries_count_stars_exercises_and_hands(path):
    anna = Progress(path, learner=2)
    anna.record_stars("01", 3)
    anna.record_stars("03", 1)
    anna.record_result("01:names", 4, 5)
    anna.record_result("01:check", 6, 6)
    anna.record_result("05:easy_hand", 1, 1, kind="hand")
    anna.record_result("05:medium_hand", 0, 1, kind="hand")
    anna.record_result("11:match-match", 1, 1, kind="match")
    found = summaries([2, 3], path)
    assert found[2].stars == {"01": 3, "03": 1} and found[2].total_stars == 4
    assert (found[2].right, found[2].answered, found[2].won, found[2].hands) == (10, 11, 1, 2)
    assert found[3].stars == {} and found[3].last_change is None and found[2].last_change


# -- a store from before classes ------------------------------------------------------------------


def make_version_1(path) -> None:
    db = sqlite3.connect(path)
    db.executescript("""
    CREATE TABLE stars (lesson TEXT PRIMARY KEY, stars INTEGER NOT NULL, at REAL NOT NULL);
    CREATE TABLE results (exercise TEXT NOT NULL, right INTEGER NOT NULL, total INTEGER NOT NULL, at REAL NOT NULL);
    CREATE TABLE flashcards (card TEXT PRIMARY KEY, box INTEGER NOT NULL, due REAL NOT NULL);
    CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE games (key TEXT PRIMARY KEY, game TEXT NOT NULL, at REAL NOT NULL);
    INSERT INTO stars VALUES ('01', 3, 10.0), ('02', 1, 11.0);
    INSERT INTO results VALUES ('01:check', 5, 6, 12.0), ('05:medium_hand', 1, 1, 13.0);
    INSERT INTO flashcards VALUES ('1d', 2, 99.0);
    INSERT INTO settings VALUES ('lang', 'en');
    INSERT INTO games VALUES ('05:medium_hand', '{"kept": 1}', 14.0);
    """)
    db.commit()
    db.close()


def test_a_store_from_before_classes_becomes_the_first_learners(path, clock):
    make_version_1(path)
    mine = Progress(path, clock=clock)
    assert mine.opened.set_aside is None
    assert mine.learner == FIRST_LEARNER and mine.all_stars() == {"01": 3, "02": 1}
    assert mine.results("01:check") == [(5, 6)] and mine.language() == "en"
    assert mine.saved_game("05:medium_hand") == '{"kept": 1}' and mine.flashcard_box("1d") == 2
    assert summaries([FIRST_LEARNER], path)[FIRST_LEARNER].hands == 1   # a kept table's result
    # On a class server the first browser is that learner; the next one is somebody new.
    roster = Roster(path, clock=clock)
    first, _ = roster.new_learner()
    second, _ = roster.new_learner()
    assert first == FIRST_LEARNER and second != FIRST_LEARNER
    assert Progress(path, learner=second).all_stars() == {}


@pytest.mark.parametrize("foreign", [
    "CREATE TABLE stars (who TEXT, what BLOB);",               # another program's table
    "CREATE TABLE recipes (name TEXT); CREATE TABLE stars (lesson TEXT, stars INTEGER, at REAL);",
    "PRAGMA user_version = 7; CREATE TABLE x (y);",            # a newer program's store
])
def test_a_foreign_sqlite_file_is_set_aside_with_a_message(path, foreign):
    db = sqlite3.connect(path)
    db.executescript(foreign)
    db.commit()
    db.close()
    store = Progress(path)
    assert store.opened.set_aside is not None and store.opened.set_aside.exists()
    assert str(store.opened.set_aside) in store.opened.message("it")
    store.record_stars("01", 2)
    assert store.stars("01") == 2


# -- thirty kernels writing at once -------------------------------------------------------------


def _kernel(path: str, learner: int, writes: int) -> None:
    store = Progress(path, learner=learner)
    for n in range(writes):
        store.record_result(f"03:q{n}", n % 2, 1)
    store.record_stars("03", 1 + learner % 3)
    store.save_game("05:medium_hand", f"hand of {learner}")


def test_thirty_kernels_writing_different_learners_at_once_lose_nothing(path):
    Progress(path)
    context = multiprocessing.get_context("spawn")
    kernels = [context.Process(target=_kernel, args=(str(path), learner, 20))
               for learner in range(2, 32)]
    for process in kernels:
        process.start()
    for process in kernels:
        process.join(180)
        assert process.exitcode == 0
    found = summaries(range(2, 32), path)
    for learner in range(2, 32):
        store = Progress(path, learner=learner)
        assert found[learner].answered == 20 and found[learner].right == 10
        assert store.stars("03") == 1 + learner % 3
        assert store.saved_game("05:medium_hand") == f"hand of {learner}"


# -- where a kernel learns who it works for ---------------------------------------------------


def test_a_kernel_of_ones_own_machine_works_for_the_first_learner():
    assert isinstance(source({}), OneLearner)
    assert source({}).learner() == learners.Learner(FIRST_LEARNER)
    for junk in ("", "abc", "-3", "0", "1.5"):
        assert isinstance(source({LEARNER_ENV: junk}), OneLearner)


def test_a_class_servers_kernel_works_for_the_learner_it_was_told(roster, monkeypatch, path):
    learner, _ = roster.new_learner()
    monkeypatch.setenv("BRISCOLA_DATA", str(path.parent))
    found = source({LEARNER_ENV: str(learner)})
    assert isinstance(found, ServedLearner) and found.learner().id == learner
    assert found.learner().in_class and not found.learner().asked
    assert not teacher_here({LEARNER_ENV: str(learner)})
    assert not teacher_here({TEACHER_ENV: "1"})
    assert not teacher_here({LEARNER_ENV: str(learner), TEACHER_ENV: "1"})
    session = roster.teacher_session(roster.use_teacher_key(roster.new_teacher_key()))
    assert teacher_here({LEARNER_ENV: str(learner), TEACHER_ENV: session})
    assert not teacher_here({TEACHER_ENV: session})
