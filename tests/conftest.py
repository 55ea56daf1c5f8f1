"""Shared helpers for the engine tests: card shorthands, decks built from wanted hands,
deterministic and random policies, an independent model of the stock, and a walker that
finds every card a view holds.

Nothing here repeats the engine's rules except where a test needs an *independent* second
opinion (``naive_winner``, ``stock_from_history``), written as plainly as RULES.md says it.
"""

from __future__ import annotations

import enum
import random
from dataclasses import fields, is_dataclass
from typing import Any, Iterable, Optional

from briscola_teach import DECK, Card, ClassicRules, Suit, new_game
from briscola_teach.history import Deal, Draw, Removed, SwapSeven

CODES = frozenset(card.code() for card in DECK)
PLAYER_COUNTS = (2, 3, 4, 6)
TRICKS = {2: 20, 3: 13, 4: 10, 6: 6}


def C(text: str) -> Card:
    return Card.parse(text)


def cards(text: str) -> tuple[Card, ...]:
    """``cards("1d 3c")`` -> the two cards."""
    return tuple(Card.parse(code) for code in text.split())


def cardset(items: Iterable[Any]) -> frozenset[Card]:
    return frozenset(Card.parse(item) for item in items)


# -- an independent referee ----------------------------------------------------------------

_ORDER = ["2", "4", "5", "6", "7", "8", "9", "10", "3", "1"]  # RULES.md strength, low to high


def naive_winner(codes: list[str], trump_letter: str) -> int:
    """Who takes a trick, written from RULES.md with strings only (no engine code)."""
    def suit(code: str) -> str:
        return code[-1]

    def power(code: str) -> int:
        return _ORDER.index(code[:-1])

    trumps = [i for i, code in enumerate(codes) if suit(code) == trump_letter]
    if trumps:
        return max(trumps, key=lambda i: power(codes[i]))
    led = suit(codes[0])
    followers = [i for i, code in enumerate(codes) if suit(code) == led]
    return max(followers, key=lambda i: power(codes[i]))


def stock_from_history(history: Iterable[Any]) -> list[Card]:
    """The stock, top first, rebuilt from the deal and the events as RULES.md describes it.

    Checks on the way that every draw takes the top card and the turned card lies at the bottom.
    """
    events = list(history)
    deal = events[0]
    assert isinstance(deal, Deal)
    n, size = deal.rules.players, deal.rules.hand_size
    pack = list(deal.pack)
    stock = pack[n * size + 1:] + [pack[n * size]]
    for event in events[1:]:
        if isinstance(event, Removed):
            if event.seat is None:
                stock.remove(event.card)
            else:
                assert stock[0] is event.replacement, "the replacement of a removed 2 is the top card"
                stock.pop(0)
        elif isinstance(event, Draw):
            assert stock, "a draw from an empty stock"
            assert stock[0] is event.card, f"drew {event.card}, the top card is {stock[0]}"
            stock.pop(0)
        elif isinstance(event, SwapSeven):
            assert stock and stock[-1] is event.taken, "the sette leva takes the turned card"
            stock[-1] = event.seven
    return stock


# -- decks built from the hands a test wants ------------------------------------------------

def build_deck(hands: dict[int, str], briscola: str, stock: str = "", *, players: int,
               dealer: int = 0, variant: str = "classic", **house_rules: Any) -> list[Card]:
    """A pack, top first, that deals ``hands`` (seat -> codes, in the order received).

    Seats or cards not given are filled from the rest of the pack; ``stock`` is the top of
    the stock (drawn first); the remaining cards follow in index order.
    """
    rules = ClassicRules.make(variant, players, **house_rules)
    size, n = rules.hand_size, players
    wanted = {seat: list(cards(text)) for seat, text in hands.items()}
    turned, top = C(briscola), list(cards(stock))
    used = [c for hand in wanted.values() for c in hand] + [turned] + top
    assert len(set(used)) == len(used), "a card is wanted twice"
    rest = [c for c in rules.pack_cards() if c not in used]
    assert set(used) <= set(rules.pack_cards()), "a wanted card is not in this pack"
    full = {}
    for seat in range(n):
        hand = wanted.get(seat, [])
        assert len(hand) <= size
        while len(hand) < size:
            hand.append(rest.pop(0))
        full[seat] = hand
    pack = []
    for r in range(size):
        for k in range(n):
            pack.append(full[(dealer + 1 + k) % n][r])
    return pack + [turned] + top + rest


# -- policies ---------------------------------------------------------------------------------

def lowest(game) -> Card:
    """Deterministic: the legal card with the lowest index (depends on the set of cards only)."""
    return min(game.legal_plays(), key=lambda c: c.index)


def play_out(game, policy=lowest):
    while not game.is_over:
        game.play(policy(game))
    return game


def random_action(game, rng: random.Random, p_declare: float = 0.5, p_swap: float = 0.3):
    """One random legal action; in Briscola a 151 sometimes an accuso or the sette leva.

    Returns the action as a tuple that ``apply_action`` can repeat on another game.
    """
    declarations = game.legal_declarations()
    if declarations and rng.random() < p_declare:
        suit = rng.choice(declarations)
        game.declare(suit)
        return ("declare", suit)
    if game.can_swap_seven() and rng.random() < p_swap:
        game.swap_seven()
        return ("swap",)
    card = rng.choice(game.legal_plays())
    game.play(card)
    return ("play", card)


def apply_action(game, action) -> None:
    if action[0] == "play":
        game.play(action[1])
    elif action[0] == "declare":
        game.declare(action[1])
    else:
        game.swap_seven()


def positions(rng: random.Random, games: int, variant: str, players: int, **house):
    """Every position of ``games`` random hands, each game before each action and at its end
    (the same game object, moved on between the positions)."""
    for _ in range(games):
        game = new_game(variant, players=players, seed=rng.randrange(10**6),
                        dealer=rng.randrange(players), **house)
        while True:
            yield game
            if game.is_over:
                break
            random_action(game, rng)


def random_game(rng: random.Random, players: int, variant: str = "classic", **options):
    return new_game(variant, players=players, seed=rng.randrange(10**6),
                    dealer=rng.randrange(players), **options)


# -- what a view holds -----------------------------------------------------------------------

def cards_in(obj: Any, found: Optional[list] = None) -> list[Card]:
    """Every card reachable from ``obj`` (dataclass fields, containers), strings that are card
    codes included. Anything of an unexpected type fails, so nothing slips past unwalked."""
    if found is None:
        found = []
    if isinstance(obj, Card):
        found.append(obj)
    elif isinstance(obj, enum.Enum):
        pass
    elif isinstance(obj, str):
        if obj.lower() in CODES:
            found.append(Card.parse(obj))
    elif obj is None or isinstance(obj, (bool, int, float)):
        pass
    elif is_dataclass(obj) and not isinstance(obj, type):
        for f in fields(obj):
            cards_in(getattr(obj, f.name), found)
    elif isinstance(obj, dict):
        for key, value in obj.items():
            cards_in(key, found)
            cards_in(value, found)
    elif isinstance(obj, (tuple, list, set, frozenset)):
        for item in obj:
            cards_in(item, found)
    else:
        raise TypeError(f"the walker does not know {type(obj).__name__} {obj!r}")
    return found


def hands_of(game) -> list[tuple[Card, ...]]:
    """Each seat's hand, as that seat's own view shows it."""
    return [game.view(seat).hand for seat in range(game.players)]


def trump_of(game) -> Suit:
    return game.view(0).trump

