"""Cards: parsing every notation, names in both languages, identity, points, strength,
categories, bad input, regional decks and the French view (RULES.md section 1)."""

from __future__ import annotations

import copy
import pickle

import pytest

from briscola_teach import (DECK, FRENCH, REGIONAL_DECKS, BriscolaError, Card, FrenchView,
                            InvalidCardError, InvalidOptionError, Rank, RegionalDeck, Suit,
                            format_cards, parse_cards)
from briscola_teach.decks import regional_deck

# Written out from RULES.md / the issue, not taken from the engine's tables.
SUIT_LETTERS = {"c": Suit.COPPE, "d": Suit.DENARI, "s": Suit.SPADE, "b": Suit.BASTONI}
SUIT_IT = {"c": "Coppe", "d": "Denari", "s": "Spade", "b": "Bastoni"}
SUIT_EN = {"c": "Cups", "d": "Coins", "s": "Swords", "b": "Clubs"}
RANK_IT = {1: "Asso", 2: "Due", 3: "Tre", 4: "Quattro", 5: "Cinque", 6: "Sei", 7: "Sette",
           8: "Fante", 9: "Cavallo", 10: "Re"}
RANK_EN = {1: "Ace", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven",
           8: "Jack", 9: "Knight", 10: "King"}
POINTS = {1: 11, 2: 0, 3: 10, 4: 0, 5: 0, 6: 0, 7: 0, 8: 2, 9: 3, 10: 4}
STRONG_TO_WEAK = [1, 3, 10, 9, 8, 7, 6, 5, 4, 2]
ALL = [(rank, letter) for letter in "cdsb" for rank in range(1, 11)]


def check(card: Card, rank: int, letter: str) -> None:
    assert isinstance(card, Card)
    assert card.rank == rank and int(card.rank) == rank
    assert card.suit is SUIT_LETTERS[letter]


# -- parsing ---------------------------------------------------------------------------------

@pytest.mark.parametrize("rank,letter", ALL)
def test_parse_every_code(rank, letter):
    code = f"{rank}{letter}"
    card = Card.parse(code)
    check(card, rank, letter)
    assert Card.parse(code.upper()) is card
    assert Card.parse(f"  {rank} {letter.upper()}  ") is card
    assert Card.parse(f"\t{code}\n") is card
    assert str(card) == code == card.code()


@pytest.mark.parametrize("rank,letter", ALL)
def test_parse_every_italian_name(rank, letter):
    name = f"{RANK_IT[rank]} di {SUIT_IT[letter]}"
    card = Card.parse(name)
    check(card, rank, letter)
    assert card.name("it") == name == card.name_it
    assert Card.parse(name.lower()) is card
    assert Card.parse(name.upper()) is card
    assert Card.parse("  " + name.replace(" ", "   ") + " ") is card
    assert Card.parse(f"{rank} di {SUIT_IT[letter].lower()}") is card


@pytest.mark.parametrize("rank,letter", ALL)
def test_parse_every_english_name(rank, letter):
    name = f"{RANK_EN[rank]} of {SUIT_EN[letter]}"
    card = Card.parse(name)
    check(card, rank, letter)
    assert card.name("en") == name == card.name_en
    assert Card.parse(name.lower()) is card
    assert Card.parse(name.upper()) is card


@pytest.mark.parametrize("text,code", [
    ("Asso di Denari", "1d"), ("7 di spade", "7s"), ("re di bastoni", "10b"),
    ("Donna di Coppe", "9c"), ("Regina di Spade", "9s"), ("Cavallo di Denari", "9d"),
    ("Fante di Bastoni", "8b"), ("Tre di Coppe", "3c"),
    ("Ace of Coins", "1d"), ("Knight of Cups", "9c"), ("King of Clubs", "10b"),
    ("Seven of Swords", "7s"), ("Queen of Hearts", "9c"), ("Jack of Spades", "8s"),
    ("Three of Diamonds", "3d"), ("1d", "1d"), ("10b", "10b"), ("10B", "10b"), (" 3 S ", "3s"),
])
def test_parse_examples_from_the_issue(text, code):
    assert str(Card.parse(text)) == code


def test_parse_accepts_a_card_and_returns_it():
    card = Card.parse("5b")
    assert Card.parse(card) is card


def test_constructor_shares_instances():
    assert Card(1, "d") is Card.parse("1d")
    assert Card(Rank.RE, Suit.BASTONI) is Card.parse("10b")
    assert Card("Asso", "denari") is Card.parse("Ace of Coins")
    assert Card("10", "Clubs") is Card.parse("10b")
    assert len({Card(r, s) for r, s in ALL}) == 40


# -- round trips, identity, immutability -----------------------------------------------------

@pytest.mark.parametrize("card", DECK, ids=str)
def test_round_trips(card):
    assert Card.parse(str(card)) is card
    assert Card.parse(card.code()) is card
    for lang in ("it", "en"):
        assert Card.parse(card.name(lang)) is card
    assert eval(repr(card), {"Card": Card}) is card
    assert Card.from_index(card.index) is card
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(card, protocol)) is card
    assert copy.copy(card) is card
    assert copy.deepcopy(card) is card
    assert copy.deepcopy([card, (card,)])[1][0] is card


def test_deck_is_forty_distinct_cards():
    assert len(DECK) == 40 and len(set(DECK)) == 40
    assert {(int(c.rank), c.suit.value) for c in DECK} == set(ALL)
    assert sorted(c.index for c in DECK) == list(range(40))


@pytest.mark.parametrize("attribute", ["rank", "suit", "points", "strength", "index", "colour"])
def test_cards_are_immutable(attribute):
    card = Card.parse("1d")
    with pytest.raises(AttributeError):
        setattr(card, attribute, 5)
    with pytest.raises(AttributeError):
        delattr(card, "rank")
    assert card.points == 11 and card.rank == 1 and card is Card.parse("1d")


def test_cards_hash_and_compare_by_identity():
    assert Card.parse("1d") == Card.parse("Asso di Denari")
    assert Card.parse("1d") != Card.parse("1c")
    assert {Card.parse("1d"): "x"}[Card.parse("ace of coins")] == "x"


def test_parse_cards_and_format_cards():
    hand = parse_cards("1d, 3c  10b")
    assert hand == (Card.parse("1d"), Card.parse("3c"), Card.parse("10b"))
    assert format_cards(hand) == "1d 3c 10b"
    assert parse_cards(format_cards(DECK)) == DECK
    assert parse_cards(["Asso di Denari", Card.parse("2c")]) == cards_tuple("1d 2c")
    with pytest.raises(InvalidCardError, match="42"):
        parse_cards(42)
    with pytest.raises(InvalidCardError, match="'zz'"):
        parse_cards("1d zz")


def cards_tuple(text):
    return tuple(Card.parse(t) for t in text.split())


# -- points, strength, categories ------------------------------------------------------------

def test_points_sum_to_120_and_30_a_suit():
    assert sum(card.points for card in DECK) == 120
    for suit in Suit:
        assert sum(card.points for card in DECK if card.suit is suit) == 30


@pytest.mark.parametrize("rank,letter", ALL)
def test_points_of_every_card(rank, letter):
    assert Card(rank, letter).points == POINTS[rank]
    assert Rank(rank).points == POINTS[rank]


@pytest.mark.parametrize("letter", "cdsb")
def test_strength_order(letter):
    by_strength = sorted((Card(r, letter) for r in range(1, 11)), key=lambda c: -c.strength)
    assert [int(c.rank) for c in by_strength] == STRONG_TO_WEAK
    assert sorted(Card(r, letter).strength for r in range(1, 11)) == list(range(1, 11))
    for stronger, weaker in zip(STRONG_TO_WEAK, STRONG_TO_WEAK[1:]):
        assert Card(stronger, letter).strength > Card(weaker, letter).strength
        assert Rank(stronger).strength > Rank(weaker).strength


def test_points_never_disagree_with_strength():
    # A card with more points is always stronger (the converse fails only among the lisci).
    for a in DECK:
        for b in DECK:
            if a.points > b.points:
                assert a.strength > b.strength


@pytest.mark.parametrize("rank,category", [
    (1, "carico"), (3, "carico"), (10, "figura"), (9, "figura"), (8, "figura"),
    (7, "liscio"), (6, "liscio"), (5, "liscio"), (4, "liscio"), (2, "liscio")])
def test_categories(rank, category):
    for letter in "cdsb":
        assert Card(rank, letter).category == category
    assert Rank(rank).category == category


def test_sort_key_groups_by_suit_strongest_first():
    hand = sorted(cards_tuple("2c 1c 10d 3c"), key=lambda c: c.sort_key)
    assert format_cards(hand) == "1c 3c 2c 10d"


# -- suits and ranks ------------------------------------------------------------------------

@pytest.mark.parametrize("letter", "cdsb")
def test_suit_parse_and_names(letter):
    suit = SUIT_LETTERS[letter]
    for text in (letter, letter.upper(), SUIT_IT[letter], SUIT_EN[letter].upper(), suit):
        assert Suit.parse(text) is suit
    assert suit.name_in("it") == SUIT_IT[letter] == suit.name_it
    assert suit.name_in("en") == SUIT_EN[letter] == suit.name_en
    assert str(suit) == letter == suit.letter


def test_rank_parse():
    assert Rank.parse("Donna") is Rank.CAVALLO
    assert Rank.parse("knight") is Rank.CAVALLO
    assert Rank.parse(10) is Rank.RE
    assert Rank.parse(" asso ") is Rank.ASSO
    for bad in (0, 11, True, 1.0, None, "zero"):
        with pytest.raises(InvalidCardError):
            Rank.parse(bad)


@pytest.mark.parametrize("bad", ["x", "", "hearts and spades", 3, None])
def test_suit_parse_bad(bad):
    with pytest.raises(InvalidCardError) as info:
        Suit.parse(bad)
    assert repr(bad) in str(info.value)


def test_unknown_language():
    with pytest.raises(ValueError, match="'fr'"):
        Card.parse("1d").name("fr")
    with pytest.raises(ValueError, match="'de'"):
        Suit.DENARI.name_in("de")


# -- bad input -------------------------------------------------------------------------------

@pytest.mark.parametrize("bad", [
    5, 1.0, None, ["1d"], ("1d",), b"1d", True, {"1d"},
    "11d", "0c", "1x", "", "   ", "Asso di Nulla", "d1", "1", "d", "10", "1dd", "1 d d",
    "Asso", "di Denari", "Ace of", "Eleven of Coins", "Asso di Denari di Coppe", "1♦",
])
def test_bad_input_raises_invalid_card_error(bad):
    with pytest.raises(InvalidCardError) as info:
        Card.parse(bad)
    assert isinstance(info.value, ValueError) and isinstance(info.value, BriscolaError)
    message = str(info.value)
    assert repr(bad) in message, message
    assert info.value.code in ("card_type", "card_unknown")


def test_bad_constructor_and_index():
    with pytest.raises(InvalidCardError, match="11"):
        Card(11, "d")
    with pytest.raises(InvalidCardError, match="'x'"):
        Card(1, "x")
    for bad in (-1, 40, "3", True, None):
        with pytest.raises(InvalidCardError, match="out of range"):
            Card.from_index(bad)


# -- regional decks and the French view -------------------------------------------------------

def test_regional_decks_are_data():
    keys = [deck.key for deck in REGIONAL_DECKS]
    for named in ("napoletane", "piacentine", "siciliane", "bergamasche", "bresciane",
                  "trevigiane", "romagnole", "fiorentine"):
        assert named in keys
    assert "spagnole" not in keys          # the Spanish deck is no Italian regional deck (M5)
    assert len(set(keys)) == len(keys)
    for deck in REGIONAL_DECKS:
        assert isinstance(deck, RegionalDeck)
        assert deck.name and deck.region("it") and deck.region("en")
        assert deck.nine_called in ("Cavallo", "Donna", "Regina")
        assert regional_deck(deck.key.upper()) is deck
        with pytest.raises(AttributeError):
            deck.name = "x"  # frozen
    assert regional_deck("napoletane").name == "Napoletane"
    assert regional_deck("siciliane").region("en") == "Sicily"
    # No seed ties "Donna" to one deck (Florentine cards included): every deck says Cavallo.
    assert regional_deck("fiorentine").nine_called == "Cavallo"


def test_unknown_regional_deck():
    with pytest.raises(InvalidOptionError, match="'tarocchi'"):
        regional_deck("tarocchi")


@pytest.mark.parametrize("code,label,en,it", [
    ("9c", "Q♥", "Queen of Hearts", "Donna di Cuori"),
    ("1d", "A♦", "Ace of Diamonds", "Asso di Quadri"),
    ("8s", "J♠", "Jack of Spades", "Fante di Picche"),
    ("10b", "K♣", "King of Clubs", "Re di Fiori"),
    ("7c", "7♥", "Seven of Hearts", "Sette di Cuori"),
    ("2b", "2♣", "Two of Clubs", "Due di Fiori"),
])
def test_french_view(code, label, en, it):
    card = Card.parse(code)
    assert FRENCH.label(card) == label
    assert FRENCH.label(code) == label
    assert FRENCH.name(card, "en") == en
    assert FRENCH.name(card, "it") == it
    # A French name reads back as the same Italian card.
    assert Card.parse(en) is card and Card.parse(it) is card


def test_french_view_drops_8_9_10():
    labels = [FRENCH.label(card) for card in DECK]
    assert len(set(labels)) == 40
    ranks = {FRENCH.rank_label(rank) for rank in Rank}
    assert ranks == {"A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"}
    assert {FRENCH.symbol(suit) for suit in Suit} == {"♥", "♦", "♠", "♣"}
    for card in DECK:
        for lang in ("it", "en"):
            assert Card.parse(FRENCH.name(card, lang)) is card


def test_french_view_custom_mapping():
    view = FrenchView({Suit.COPPE: "spades", Suit.DENARI: "hearts", Suit.SPADE: "clubs",
                       Suit.BASTONI: "diamonds"})
    assert view.label(Card.parse("9c")) == "Q♠"
    assert view.name(Card.parse("1d"), "en") == "Ace of Hearts"
    assert view.suit_name(Suit.BASTONI, "it") == "Quadri"
    letters = FrenchView({"c": "hearts", "d": "diamonds", "s": "spades", "b": "clubs"})
    assert letters.label(Card.parse("10b")) == "K♣"


@pytest.mark.parametrize("mapping", [
    {Suit.COPPE: "hearts", Suit.DENARI: "hearts", Suit.SPADE: "spades", Suit.BASTONI: "clubs"},
    {Suit.COPPE: "hearts", Suit.DENARI: "diamonds", Suit.SPADE: "spades"},
    {Suit.COPPE: "hearts", Suit.DENARI: "diamonds", Suit.SPADE: "spades", Suit.BASTONI: "stars"},
    {Suit.COPPE: "Hearts", Suit.DENARI: "diamonds", Suit.SPADE: "spades", Suit.BASTONI: "clubs"},
    {Suit.COPPE: 1, Suit.DENARI: "diamonds", Suit.SPADE: "spades", Suit.BASTONI: "clubs"},
    {Suit.COPPE: None, Suit.DENARI: 2, Suit.SPADE: "spades", Suit.BASTONI: "clubs"},
    {},
])
def test_french_view_bad_mapping_refused(mapping):
    with pytest.raises(InvalidOptionError, match="French mapping"):
        FrenchView(mapping)


def test_french_view_unknown_italian_suit_refused():
    with pytest.raises(ValueError, match="'x'"):
        FrenchView({"x": "hearts", "d": "diamonds", "s": "spades", "b": "clubs"})
