"""The table's sign bar (``PlayTable._sign_buttons``), as lesson 07 builds its tables: each
sign a button with its gesture and its meaning in view; with relative signs the five
references, offered whatever the hand holds, stand apart from the signs about the hand."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from briscola_teach.i18n import t  # noqa: E402
from briscola_teach.signals import REFERENCES, Sign, true_signs  # noqa: E402
from briscola_teach.widgets import PlayTable  # noqa: E402

from widget_state import buttons_in, fresh_widgets, texts_in  # noqa: E402,F401  (autouse)


def lesson_07_table(relative: bool, seed: int) -> PlayTable:
    """Lesson 07's tables (``signs_hand``, ``relative_hand``), at the second trick: the first
    moment the learner may sign."""
    options = (dict(relative_signals=True) if relative
               else dict(intercept_chance=0.3, partners_see_last_tricks=True))
    table = PlayTable(players=4, opponents="medium", seed=seed, signals=True, switches=False,
                      paced=False, **options)
    table.play(table.game.legal_plays()[0])
    while not table.game.view(0).legal_signals:
        table.play(table.game.legal_plays()[0])
    return table


def sign_bar(table: PlayTable):
    (bar,) = [w for w in table.actions.children if "bt-signs" in w._dom_classes]
    return bar


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_relative_bar_sets_the_references_apart_with_why_and_every_meaning(lang):
    table = lesson_07_table(relative=True, seed=22)
    table.lang = lang
    view = table.game.view(0)
    reference = view.partner_reference()
    assert reference is Sign.CAVALLO                       # the partner's reference, trick 1
    # the hand (7 of trumps, no carico) makes "two below" and the liscio true; the five
    # references are offered besides, though the hand holds none of them
    assert view.legal_signals == (*REFERENCES, Sign.DUE_SOTTO, Sign.LISCIO)
    assert not any(sign.is_true_for(view.hand, table.game.trump) for sign in REFERENCES)
    own_group, reference_group = sign_bar(table).children
    own_texts, reference_texts = texts_in(own_group), texts_in(reference_group)
    assert own_texts[0] == t("table.sign_own", lang)
    assert reference_texts[0] == (f"{t('table.sign_references', lang)} "
                                  f"{t('table.sign_references_why', lang)}")
    for texts, signs in ((own_texts, (Sign.DUE_SOTTO, Sign.LISCIO)), (reference_texts, REFERENCES)):
        expected = [text for sign in signs
                    for text in (sign.gesture(lang), sign.meaning(lang, True, reference))]
        assert texts[1:] == expected                      # gesture, then meaning, in view
    assert [b.tooltip for b in buttons_in(reference_group)] == \
        [sign.meaning(lang, True, reference) for sign in REFERENCES]


def test_the_words_of_the_relative_bar_are_the_learners_language():
    table = lesson_07_table(relative=True, seed=22)
    italian = " ".join(texts_in(sign_bar(table)))
    table.lang = "en"
    english = " ".join(texts_in(sign_bar(table)))
    assert "due sotto il Cavallo di riferimento, cioè il Sette di briscola" in italian
    assert "two below the reference Knight, that is the Seven of trumps" in english
    for word in ("reference", "partner", "trumps", "always"):
        assert word not in italian
    for word in ("riferimento", "briscola", "compagno"):
        assert word not in english


def test_a_reference_pressed_is_given_and_the_bar_goes_for_the_trick():
    table = lesson_07_table(relative=True, seed=22)
    _own, reference_group = sign_bar(table).children
    buttons_in(reference_group)[0].click()                 # the Asso, as a reference
    assert table.game.view(0).signals[-1][1:] == (0, Sign.ASSO)
    assert table.board.scene["message"] == "Hai fatto il segno: segno di riferimento: l'Asso."
    assert not buttons_in(table.actions)                   # one sign a trick


def test_with_no_true_sign_about_the_hand_the_bar_says_so():
    """A hand with named trumps only: under relative signs they are references, so nothing
    is left to say about the hand itself."""
    for seed in range(200):
        table = PlayTable(players=4, opponents="easy", seed=seed, signals=True, paced=False,
                          relative_signals=True, switches=False)
        while not table.game.is_over:
            view = table.game.view(0)
            if view.legal_signals and set(view.legal_signals) <= set(REFERENCES):
                own_group, _references = sign_bar(table).children
                assert texts_in(own_group) == [f"{t('table.sign_own', 'it')} "
                                               f"{t('table.sign_own_none', 'it')}"]
                assert buttons_in(own_group) == []
                return
            table.play(view.legal_plays()[0])
    pytest.fail("no deal of 200 gave the learner a hand with only references to sign")


def test_plain_signs_show_their_meaning_beside_the_gesture_and_only_true_ones():
    table = lesson_07_table(relative=False, seed=21)
    view = table.game.view(0)
    assert view.legal_signals == true_signs(view.hand, table.game.trump)
    texts = texts_in(sign_bar(table))
    assert texts[0] == t("table.sign_prompt", "it")
    assert texts[1:] == [text for sign in view.legal_signals
                         for text in (sign.gesture("it"), sign.meaning("it"))]
    assert not any("riferimento" in text for text in texts)
