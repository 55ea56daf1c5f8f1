"""Every text a learner sees exists in Italian and English."""

import re

import pytest

from briscola_teach import DECK, Card
from briscola_teach.i18n import LANGUAGES, TEXTS, missing_texts, t, with_article


def test_no_text_misses_a_language():
    assert missing_texts() == []
    for key, texts in TEXTS.items():
        assert set(texts) == set(LANGUAGES), key


def test_both_languages_take_the_same_parameters():
    for key, texts in TEXTS.items():
        fields = {lang: sorted(set(re.findall(r"{(\w+)", text))) for lang, text in texts.items()}
        assert fields["it"] == fields["en"], key


def test_missing_key_or_language_is_a_clear_error():
    with pytest.raises(KeyError, match="no text 'nope'"):
        t("nope", "en")
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        t("cli.you", "fr")


def test_cards_are_named_with_their_article():
    assert with_article(Card.parse("1d"), "it") == "l'Asso di Denari"
    assert with_article(Card.parse("10b"), "it") == "il Re di Bastoni"
    assert with_article(Card.parse("9c"), "en") == "the Knight of Cups"
    assert t("cli.not_in_hand", "it", card=Card.parse("1s")) == "L'Asso di Spade non è nella tua mano."


def test_every_card_has_a_name_in_both_languages():
    for card in DECK:
        assert card.name("it") != card.name("en")
        assert Card.parse(card.name("it")) is card and Card.parse(card.name("en")) is card


def test_the_names_kept_beside_the_engine_values_have_both_languages():
    """The catalogue's docstring lists the names that live outside it: each has both."""
    from briscola_teach.decks import FRENCH
    from briscola_teach.games.chiamata import Bid
    from briscola_teach.signals import Sign
    names = [[FRENCH.name(card, lang) for lang in LANGUAGES] for card in DECK]
    names += [[sign.gesture(lang) for lang in LANGUAGES] for sign in Sign]
    names += [[sign.meaning(lang) for lang in LANGUAGES] for sign in Sign]
    names += [[Bid.parse(text).name(lang) for lang in LANGUAGES] for text in ("pass", "Re", "2 a 70")]
    for each in names:
        assert all(each) and len(set(each)) == len(LANGUAGES), each


def test_the_lessons_and_the_card_back_are_named_from_the_catalogue():
    from briscola_teach.course import COURSE
    from briscola_teach.pictures import back_svg
    assert [info.title["en"] for info in COURSE][:2] == ["The deck", "Strength and points"]
    assert all(info.summary["it"] != info.summary["en"] for info in COURSE[:9])
    assert "<title>Carta coperta</title>" in back_svg("it")
    assert "<title>Face-down card</title>" in back_svg("en")


def test_the_page_a_learner_has_open_is_named_for_the_teacher():
    from briscola_teach.i18n import page_now
    assert [page_now(p, "it") for p in (None, "00", "05", "tables", "class")] == [
        "", "Mappa del corso", "Lezione 5", "Gioca con la classe", "Pagina della classe"]
    assert page_now("tables", "en") == "Play with the class"
