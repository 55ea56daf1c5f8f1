"""Learners' names (``briscola_teach.names``, kept by ``learners.Roster``): real names of one
script are taken; look-alikes, invisible names, stacks of accents, names that pose as the
course and a second «Anna» in a class are refused, each with its reason in the learner's
language, in the name box and in the teacher's rename."""

from __future__ import annotations

import pytest

from briscola_teach.errors import InvalidOptionError
from briscola_teach.i18n import refusal
from briscola_teach.learners import Roster, check_name
from briscola_teach.names import same_name
from briscola_teach.widgets.class_page import ClassPage
from briscola_teach.widgets.welcome import Welcome

from test_class_page import LESSONS, send


@pytest.fixture
def roster(tmp_path):
    return Roster(tmp_path / "progress.sqlite3")


@pytest.mark.parametrize("name, kept", [
    ("Anna", "Anna"), ("  Maria   Grazia ", "Maria Grazia"), ("D'Angelo", "D'Angelo"),
    ("O’Brien", "O’Brien"), ("Anna-Maria", "Anna-Maria"), ("Marco R.", "Marco R."),
    ("J.R.", "J.R."), ("Nicolò", "Nicolò"), ("Ngọc Ánh", "Ngọc Ánh"), ("Zoë", "Zoë"),
    ("Олег", "Олег"), ("Ελένη", "Ελένη"), ("محمد", "محمد"), ("王小明", "王小明"),
    ("山田 さくら", "山田 さくら"), ("김민준", "김민준"), ("Anna 2", "Anna 2"),
    ("ＡＮＮＡ", "ANNA"), ("𝐀𝐧𝐧𝐚", "Anna"), ("Tú N.", "Tú N."), ("Youssef", "Youssef")])
def test_real_names_of_one_script_are_taken(name, kept):
    assert check_name(name) == kept


@pytest.mark.parametrize("name, code", [
    ("\u0410nna", "name_scripts"),                  # a Cyrillic «А», then Latin
    ("Anna\u0455", "name_scripts"),                 # a Cyrillic «ѕ» at the end
    ("Aлеg", "name_scripts"),
    ("\u3164", "name_blank"), ("\u2800", "name_blank"), ("\u115f", "name_blank"),
    ("\u1160", "name_blank"), ("\uffa0", "name_blank"), ("Anna\u200b", "name_blank"),
    ("\u200b", "name_blank"), ("Anna\ufe0f", "name_blank"), ("\u3164\u3164\u3164", "name_blank"),
    ("Z̷̢̛a̴l̶g̵o̸", "name_marks"), ("A\u0301\u0301\u0301nna", "name_marks"),
    ("Computer 2", "name_course"), ("computer", "name_course"), ("COMPUTER", "name_course"),
    ("Insegnante", "name_course"), ("teacher", "name_course"), ("Giocatore 3", "name_course"),
    ("Player 1", "name_course"), ("Player1", "name_course"), ("Tu", "name_course"),
    ("You", "name_course"), ("Allievo 4", "name_course"), ("Learner 12", "name_course"),
    ("Un compagno", "name_course"), ("A classmate", "name_course"), ("Posto 2", "name_course"),
    ("C0mputer II", "name_course"), ("Cómputer", "name_course"), ("Maestra", "name_course"),
    ("Marco;=1+1;", "name_chars"), ("<b>Anna</b>", "name_chars"), ("Anna (tu)", "name_chars"),
    ("Anna 🌟", "name_chars"), ("-Anna", "name_chars"), ("Anna--Maria", "name_chars"),
    ("2Anna", "name_chars"), ("Anna\x07", "name_chars"), ("An\u202ena", "name_chars"),
    ("", "name_empty"), ("   ", "name_empty"), ("123", "name_empty"), (None, "name_empty"),
    ("A" * 41, "name_long")])
def test_look_alikes_blanks_zalgo_and_posing_names_are_refused_each_with_its_reason(name, code):
    with pytest.raises(InvalidOptionError) as refused:
        check_name(name)
    assert refused.value.code == code
    said = {lang: refusal(refused.value, lang) for lang in ("it", "en")}
    assert said["it"] != said["en"] and all(said.values())
    assert "refusal" not in said["it"] and "name_" not in said["en"]


def test_names_that_read_alike_are_the_same_name():
    assert same_name("Anna", "anna") and same_name("Anna", "ÀNNA") and same_name("Anna", "\u0410nna")
    assert same_name("Ivan", "lvan") and same_name("Anna M", "Anna M.")
    assert not same_name("Anna", "Anna M.") and not same_name("Anna", "Hanna")


def test_a_second_anna_in_the_class_is_refused_with_the_surnames_initial_suggested(roster):
    anna, _ = roster.new_learner()
    other, _ = roster.new_learner()
    roster.set_name(anna, "Anna")
    for same in ("Anna", "anna", "ÀNNA", " Ánna "):
        with pytest.raises(InvalidOptionError) as refused:
            roster.set_name(other, same)
        assert refused.value.code == "name_taken"
    assert "iniziale del cognome" in refusal(refused.value, "it")
    assert "surname's initial" in refusal(refused.value, "en")
    assert roster.learner(other).name is None
    assert roster.set_name(other, "Anna B.") == "Anna B."
    assert roster.set_name(anna, "anna") == "anna"          # one's own name, written anew
    roster.new_class()                                      # another class: a new «Anna»
    third, _ = roster.new_learner()
    assert roster.set_name(third, "Anna") == "Anna"


def test_a_removed_learners_name_is_free_again(roster):
    anna, _ = roster.new_learner()
    other, _ = roster.new_learner()
    roster.set_name(anna, "Anna")
    roster.remove(anna)
    assert roster.set_name(other, "Anna") == "Anna"


@pytest.mark.parametrize("lang, said", [("it", "è un nome che il corso dà a un computer"),
                                        ("en", "is a name the course gives to a computer")])
def test_the_name_box_says_why_a_name_is_refused_in_the_learners_language(roster, lang, said):
    learner, _ = roster.new_learner()
    welcome = Welcome(roster, roster.learner(learner), "/briscola/login")
    welcome.lang = lang
    send(welcome, event="name", name="Computer 2")
    assert said in welcome.scene["error"] and not welcome.scene["done"]
    send(welcome, event="name", name="\u3164")
    assert welcome.scene["error"] == refusal(InvalidOptionError("", "name_blank"), lang)
    assert roster.learner(learner).name is None


def test_the_teachers_rename_says_why_a_name_is_refused(roster):
    anna, _ = roster.new_learner()
    bruno, _ = roster.new_learner()
    roster.set_name(anna, "Anna")
    roster.set_name(bruno, "Bruno")
    page = ClassPage(roster, LESSONS)
    page.lang = "en"
    send(page, event="rename", learner=bruno, name="ANNA")
    assert "Someone in the class is already called “ANNA”" in page.scene["message"]
    send(page, event="rename", learner=bruno, name="Insegnante")
    assert "is a name the course gives" in page.scene["message"]
    assert roster.learner(bruno).name == "Bruno"
