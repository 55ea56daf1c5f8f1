"""Issue 25: one clear way to start again, and the table's words for the sette leva and the
accusi.

A table has two restart buttons, named by what they do and explained on the table (a tooltip
on each, the same on the result panel, and one line beside them); the old third one, «Ricomincia
da capo», is gone, a reload included: «Rigioca questa smazzata» restarts the hand in play, and
``start_over()`` is left for a cell or a lesson to go back to the first deal. The sette leva
says which card was taken for which; an accuso is "Hai accusato" on the learner's own seat;
a total with accusi says they are in it.
"""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as widgets  # noqa: E402

from briscola_teach.history import Declare, SwapSeven  # noqa: E402
from briscola_teach.i18n import t  # noqa: E402
from briscola_teach.progress import Progress  # noqa: E402
from briscola_teach.widgets import MatchTable, PlayTable  # noqa: E402
from briscola_teach.widgets.scene import card_name  # noqa: E402

from widget_state import fresh_widgets  # noqa: E402,F401  (the fixture is autouse)

LANGS = ("it", "en")


@pytest.fixture
def store(tmp_path):
    return Progress(tmp_path / "progress.sqlite")


def shown_buttons(box) -> list[widgets.Button]:
    """The buttons of ``box`` a learner can see (not hidden by ``layout.display``)."""
    return [w for w in box.children if isinstance(w, widgets.Button) and w.layout.display != "none"]


def finish(table) -> None:
    while not table.game.is_over:
        table.play(table.game.legal_plays()[0])


def restart_words(table) -> set[str]:
    """Every button name a learner can see on the bar and, at the end, on the result panel."""
    words = {b.description for b in shown_buttons(table.bar)}
    result = table.board.scene["result"]
    if result:
        words |= {b["label"] for b in result["buttons"]}
    return words


# -- 1. two restart buttons, each explained ----------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_bar_has_two_restart_buttons_each_with_its_tooltip_and_a_line_beside_them(lang):
    table = PlayTable(players=2, seed=8, lang=lang, paced=False)
    names = [b.description for b in shown_buttons(table.bar)]
    assert t("table.new_deal", lang) in names and t("table.again", lang) in names
    assert table.new_button.tooltip == t("table.new_deal_title", lang)
    assert table.again_button.tooltip == t("table.again_title", lang, number=table.deal)
    assert table.new_button.tooltip != table.again_button.tooltip
    line = table.restart_note
    assert line.layout.display != "none" and t("table.restart_note", lang) in line.value
    bar = list(table.bar.children)
    assert bar.index(line) == bar.index(table.again_button) + 1, "the line sits by the buttons"
    other = "en" if lang == "it" else "it"
    table.lang = other                                   # a language switch redoes all three
    assert table.new_button.tooltip == t("table.new_deal_title", other)
    assert t("table.restart_note", other) in line.value


@pytest.mark.parametrize("lang", LANGS)
def test_the_result_panel_tells_the_same_story_as_the_bar(lang):
    table = PlayTable(players=2, seed=8, lang=lang, paced=False)
    finish(table)
    panel = {b["event"]: b for b in table.board.scene["result"]["buttons"]}
    assert panel["new"]["label"] == table.new_button.description
    assert panel["new"]["title"] == table.new_button.tooltip
    assert panel["again"]["label"] == table.again_button.description
    assert panel["again"]["title"] == table.again_button.tooltip
    assert set(panel) == {"review", "again", "new"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_reload_brings_no_third_restart_button_and_play_again_restarts_the_hand_in_play(store, lang):
    """The kept hand is the second deal: «Rigioca questa smazzata», the button the note names,
    deals that hand again from its start (not the table's first deal)."""
    table = PlayTable(players=2, seed=8, opponents="easy", lang=lang, paced=False)
    table.keep_in(store, "k")
    finish(table)
    table.new_deal()
    table.play(table.game.legal_plays()[0])
    second = (table.deal, table.game.dealer)
    reloaded = PlayTable(players=2, seed=8, opponents="easy", lang=lang, paced=False)
    reloaded.keep_in(store, "k")
    assert reloaded._restored and (reloaded.deal, reloaded.game.dealer) == second
    assert reloaded.board.scene["message"] == t("table.restored", lang)
    assert t("table.again", lang) in reloaded.board.scene["message"]  # it names a real button
    before = restart_words(reloaded)
    assert before == {b.description for b in shown_buttons(PlayTable(players=2, seed=8, lang=lang).bar)}
    assert not any("Ricomincia" in word or "Start over" in word for word in before)
    reloaded.again_button.click()
    fresh = PlayTable(players=2, seed=second[0], dealer=second[1], opponents="easy", paced=False)
    assert reloaded.game.history == fresh.game.history
    assert not reloaded._restored and reloaded.board.scene["message"] == ""
    finish(reloaded)                                     # and none appears at the end either
    assert not any("Ricomincia" in word or "Start over" in word for word in restart_words(reloaded))


def test_start_over_is_no_button_but_stays_a_call_back_to_the_first_deal(store):
    table = PlayTable(players=2, seed=8, opponents="easy", paced=False)
    table.keep_in(store, "k")
    table.new_deal()
    table.board._received(table.board, {"event": "start_over"}, [])   # no button sends it
    assert table.board.scene["message"] == t("table.bad_event", "it")
    assert table.deal != 8
    table.start_over()
    assert table.game.history == PlayTable(players=2, seed=8, opponents="easy").game.history


def test_at_a_final_table_the_play_again_tooltip_says_it_earns_no_stars():
    table = PlayTable(players=2, seed=8, lang="en", paced=False)
    table.hints_cost = True
    table.again()
    assert table.again_button.tooltip == t("table.again_title_final", "en", number=8)
    assert "no stars" in table.again_button.tooltip
    finish(table)
    again = next(b for b in table.board.scene["result"]["buttons"] if b["event"] == "again")
    assert again["title"] == table.again_button.tooltip
    table.again()                                        # a finished deal replayed: no stars
    assert table.replay


@pytest.mark.parametrize("lang", LANGS)
def test_a_match_has_one_restart_button_and_its_own_note_after_a_reload(store, lang):
    options = dict(players=2, seed=4, variant="classic", goal="two_hands", opponents="easy",
                   lang=lang, paced=False)
    table = MatchTable(**options)
    table.keep_in(store, "m")
    table.play(table.game.legal_plays()[0])
    reloaded = MatchTable(**options)
    reloaded.keep_in(store, "m")
    assert reloaded._restored
    assert reloaded.board.scene["message"] == t("match.restored", lang)
    assert [b.description for b in shown_buttons(reloaded.bar)
            if b in (reloaded.new_button, reloaded.again_button)] == [t("match.next_hand", lang)]
    assert reloaded.restart_note.layout.display == "none"


# -- 2. the sette leva says what it did --------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("style", ["italian", "french"])
def test_the_sette_leva_says_which_card_was_taken_for_which(lang, style):
    table = PlayTable(players=2, seed=2, variant="151", opponents="easy", lang=lang,
                      style=style, paced=False)
    while not table.game.view(0).can_swap_seven:
        table.play(table.game.legal_plays()[0])
    swap = next(b for b in table.actions.children
                if isinstance(b, widgets.Button) and b.description == t("table.swap_seven", lang))
    swap.click()
    event = table.game.history[-1]
    assert isinstance(event, SwapSeven) and event.seat == 0
    scene = table.board.scene
    assert scene["message_kind"] == "note"
    assert scene["message"] == t("table.swapped_seven", lang,
                                 seven=card_name(event.seven, lang, style),
                                 taken=card_name(event.taken, lang, style))
    assert card_name(event.taken, lang, style) in scene["message"]
    assert card_name(event.seven, lang, style) in scene["message"]


# -- 3. an accuso on the learner's seat is the learner's ---------------------------------------


def seat_notes_while_playing(seed: int, lang: str, declare: bool) -> dict[int, set[str]]:
    """Every note seen on each seat over a hand of Briscola a 151 (the learner declares its
    accusi when ``declare``)."""
    table = PlayTable(players=2, seed=seed, variant="151", opponents="easy", lang=lang, paced=False)
    seen: dict[int, set[str]] = {0: set(), 1: set()}
    while True:
        for seat in table.board.scene["seats"]:
            seen[seat["seat"]].update(seat["notes"])
        if table.game.is_over:
            return seen
        view = table.game.view(0)
        if declare and view.legal_declarations:
            table.declare(view.legal_declarations[0])
        else:
            table.play(view.legal_plays()[0])


@pytest.mark.parametrize("lang", LANGS)
def test_the_learners_own_accuso_is_in_the_second_person_and_the_opponents_in_the_third(lang):
    table = PlayTable(players=2, seed=4, variant="151", opponents="easy", lang=lang, paced=False)
    while not table.game.view(0).legal_declarations:
        table.play(table.game.legal_plays()[0])
    suit = table.game.view(0).legal_declarations[0]
    table.declare(suit)
    event = table.game.history[-1]
    assert isinstance(event, Declare)
    mine = next(s for s in table.board.scene["seats"] if s["seat"] == 0)["notes"]
    assert mine == [t("table.declared_you", lang, suit=suit.name_in(lang), points=event.points)]
    assert mine[0].startswith({"it": "Hai accusato", "en": "You declared"}[lang])

    theirs = seat_notes_while_playing(8, lang, declare=False)[1]   # seat 1 declares, then leads
    game = PlayTable(players=2, seed=8, variant="151", opponents="easy", paced=False)
    finish(game)
    said = [e for e in game.game.history if isinstance(e, Declare) and e.seat == 1]
    assert said
    expected = {t("table.declared", lang, suit=e.suit.name_in(lang), points=e.points) for e in said}
    assert expected <= theirs
    assert not any(note.startswith(("Hai", "You")) for note in theirs)


# -- 4. a total with accusi says they are in it ------------------------------------------------


def test_the_pile_and_result_say_the_accusi_are_in_the_total():
    words = {"it": ("punti (di cui 20 dagli accusi)", "di accusi"),
             "en": ("points (20 of them declared)", "points, 20 declared")}
    for lang, (now, before) in words.items():
        assert t("table.pile_declared", lang, tricks=1, points=34, declared=20) == \
            {"it": "Prese: 1 · 34 punti (di cui 20 dagli accusi)",
             "en": "Tricks: 1 · 34 points (20 of them declared)"}[lang]
        assert t("table.result_points_declared", lang, points=74, declared=20) == \
            {"it": "74 punti (di cui 20 dagli accusi)", "en": "74 points (20 of them declared)"}[lang]
        table = PlayTable(players=2, seed=4, variant="151", opponents="easy", lang=lang, paced=False)
        while not table.game.view(0).legal_declarations:
            table.play(table.game.legal_plays()[0])
        table.declare(table.game.view(0).legal_declarations[0])
        view = table.game.view(0)
        pile = next(s for s in table.board.scene["seats"] if s["seat"] == 0)["pile"]
        assert pile == t("table.pile_declared", lang, tricks=0, points=view.points_by_seat[0],
                         declared=view.declared_by_seat[0])
        assert now.replace("20", str(view.declared_by_seat[0])) in pile and before not in pile
        finish(table)
        mine = next(line for line in table.board.scene["result"]["lines"] if line["mine"])
        assert mine["points"] == t("table.result_points_declared", lang,
                                   points=table.game.outcome().points_by_seat[0],
                                   declared=table.game.view(0).declared_by_seat[0])
