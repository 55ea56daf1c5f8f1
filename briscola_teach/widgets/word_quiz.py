"""Quizzes on relative signs, the words of the table and the sayings (lessons 07 and 08).

- ``RelativeSignQuiz`` ("relative_sign", RULES.md section 5): the partner's reference sign
  and your hand; answer «due sopra», «due sotto», or nothing.
- ``TableWordQuiz`` ("table_word") and ``SayingQuiz`` ("saying"), RULES.md section 7 and
  seed 000: a small scene at the table (a card, a trick, a hand, a pile, a match); which word
  of the table, or which saying, names it?
- ``SayingPlayQuiz`` ("saying_play"): your partner says a saying; click the card it asks for.
- ``MixedQuiz`` kinds ask the questions of several quizzes in turn: "signs_check" (07) and
  "table_talk" (08), the lessons' final checks.

A lesson may keep "table_word", "saying" and "saying_play" to the entries of a section
(``entries=("strozzo_maschio", "strozzo_femmina")``; keys of ``WORDS``, ``SAYINGS`` and
``PLAYS``): the questions are about those entries only. The wrong options of "table_word" and
"saying" are then the section's other entries and those of ``taught`` (the entries the lesson
taught before the section) and no others: a learner is never offered a word not met yet, so a
question has two to four options. A mixed check asks and offers every entry.

Right answers are worked out from the scene with the rules (``Entry.applies``,
``Play.right``), never read from a list: the options besides the right one are entries that
do not fit the scene.

>>> scene = Scene("trick", Suit.COPPE, parse_cards("10s 1s"), ("opponent", "you"))
>>> [entry.key for entry in WORDS if entry.applies(scene)]
['strozzo_maschio']
"""

from __future__ import annotations

import html
import inspect
import random
from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence

from ..cards import DECK, STRENGTH_ORDER, Card, Rank, Suit, parse_cards  # noqa: F401 (doctest)
from ..errors import InvalidOptionError
from ..games.match import new_match
from ..i18n import learner_value, t
from ..rules import pile_points, trick_winner
from ..signals import REFERENCES, Sign, answer_rank, claimed_rank, true_signs
from .quiz import Quiz, SignQuiz, TrueSignQuiz
from .scene import card_entry, card_name

# the ranks of each category (``Rank.category``), strongest first
CARICHI, FIGURE, LISCI = (tuple(rank for rank in STRENGTH_ORDER if rank.category == category)
                          for category in ("carico", "figura", "liscio"))
# the raggi a match is played to when nobody says otherwise (RULES.md section 3)
RAGGI = inspect.signature(new_match).parameters["raggi"].default
# the seats of a four-player trick in order of play, from the learner round the table
ROUND = ("you", "opponent", "partner", "opponent")
ROLE_KEYS = {"you": "table.you", "partner": "table.partner", "opponent": "table.opponent"}


# -- the scene --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Scene:
    """A small moment at the table. ``kind``: "card" (the last of ``cards``, after the
    ``gone`` ones), "trick" (``cards`` in order of play, ``roles`` who played each), "hand"
    (your ``cards``), "pile" (the cards your side took), "match" (``raggi`` won by your side
    and by the other), "play" (a trick under way and your ``hand``)."""

    kind: str
    trump: Suit
    cards: tuple[Card, ...] = ()
    roles: tuple[str, ...] = ()
    gone: tuple[Card, ...] = ()
    hand: tuple[Card, ...] = ()
    first: bool = False
    old_trump: Optional[Suit] = None
    raggi: tuple[int, int] = (0, 0)

    @property
    def led(self) -> Card:
        return self.cards[0]

    @property
    def winner(self) -> int:
        """Index of the card that takes the trick."""
        return trick_winner(self.cards, self.trump)

    @property
    def points(self) -> int:
        return pile_points(self.cards)

    def played_by(self, role: str) -> Optional[Card]:
        return next((card for card, who in zip(self.cards, self.roles) if who == role), None)

    def trumps(self) -> list[Card]:
        return [card for card in self.cards if card.suit is self.trump]

    def is_strozzo(self, index: int) -> bool:
        """Whether the card at ``index`` takes the trick as a strozzo: the Asso or Tre of the
        suit led, not a trump, played on someone else's lead."""
        card = self.cards[index]
        return (index > 0 and self.winner == index and card.suit is self.led.suit
                and card.suit is not self.trump and card.rank in CARICHI)


def stronger(card: Card) -> list[Card]:
    """The cards of ``card``'s suit that beat it, in the order of strength."""
    return [Card(rank, card.suit) for rank in STRENGTH_ORDER[:STRENGTH_ORDER.index(card.rank)]]


def _pick(rng: random.Random, avoid: Sequence[Card] = (), suit: Optional[Suit] = None,
          ranks: Sequence[Rank] = tuple(Rank), not_suit: Optional[Suit] = None) -> Card:
    """A random card of ``suit`` (or not of ``not_suit``) and ``ranks``, not in ``avoid``."""
    return rng.choice([card for card in DECK if card not in avoid and card.rank in ranks
                       and (suit is None or card.suit is suit)
                       and (not_suit is None or card.suit is not not_suit)])


def _suits(rng: random.Random, count: int) -> list[Suit]:
    return rng.sample(list(Suit), count)


def _rotate(roles: Sequence[str], you_at: int) -> tuple[str, ...]:
    """The roles of a four-player trick in order of play when you play ``you_at``-th (0-3)."""
    start = (len(roles) - you_at) % len(roles)
    return tuple(roles[(start + i) % len(roles)] for i in range(len(roles)))


# -- scenes for each word and saying (each returns a scene that its entry names) --------------

def _card_scene(ranks: Sequence[Rank]) -> Callable[[random.Random], Scene]:
    def make(rng: random.Random) -> Scene:
        trump, = _suits(rng, 1)
        return Scene("card", trump, (_pick(rng, ranks=ranks, not_suit=trump),))
    return make


def _franca(rng: random.Random) -> Scene:
    trump, suit = _suits(rng, 2)
    card = Card(rng.choice((Rank.RE, Rank.CAVALLO)), suit)
    gone = stronger(card)
    while len(gone) < 4:   # a few other cards have gone too
        gone.append(_pick(rng, avoid=gone + [card]))
    rng.shuffle(gone)
    return Scene("card", trump, tuple(gone) + (card,), gone=tuple(gone))


def _strozzo(rank: Rank) -> Callable[[random.Random], Scene]:
    def make(rng: random.Random) -> Scene:
        trump, suit = _suits(rng, 2)
        led = _pick(rng, suit=suit, ranks=[r for r in Rank if r not in CARICHI])
        return Scene("trick", trump, (led, Card(rank, suit)), ("opponent", "you"))
    return make


def _briscolina(rng: random.Random) -> Scene:
    """Your partner leads a figure, an opponent a liscio of it; you put in a small trump."""
    trump, suit = _suits(rng, 2)
    cards = [_pick(rng, suit=suit, ranks=FIGURE)]
    cards.append(_pick(rng, cards, suit=suit, ranks=LISCI))
    cards.append(_pick(rng, cards, suit=trump, ranks=LISCI))
    cards.append(_pick(rng, cards, not_suit=trump, ranks=LISCI))
    return Scene("trick", trump, tuple(cards), ("partner", "opponent", "you", "opponent"))


def _chiesa(rng: random.Random) -> Scene:
    trump, = _suits(rng, 1)
    hand = [_pick(rng, not_suit=trump, ranks=CARICHI)]
    for _ in range(2):
        hand.append(_pick(rng, hand, suit=trump) if rng.random() < 0.6
                    else _pick(rng, hand, not_suit=trump, ranks=CARICHI))
    rng.shuffle(hand)
    return Scene("hand", trump, tuple(hand))


def _sixty(rng: random.Random) -> Scene:
    """A pile of at most nine cards worth 60 points, a liscio or two among them."""
    while True:
        pool = [card for card in DECK if card.points]
        rng.shuffle(pool)
        pile: list[Card] = []
        for card in sorted(pool, key=lambda c: -c.points * rng.random()):
            if pile_points(pile) + card.points <= 60:
                pile.append(card)
        if pile_points(pile) == 60 and len(pile) <= 8:
            break
    pile.append(_pick(rng, pile, ranks=LISCI))
    rng.shuffle(pile)
    return Scene("pile", rng.choice(list(Suit)), tuple(pile))


def _cappotto(rng: random.Random) -> Scene:
    return Scene("match", rng.choice(list(Suit)), raggi=(RAGGI, 0))


def _lis_stros(rng: random.Random) -> Scene:
    """An opponent leads, you give a liscio, the other opponent plays, your partner strangles."""
    trump, suit = _suits(rng, 2)
    cards = [_pick(rng, suit=suit, ranks=FIGURE + LISCI)]
    cards.append(_pick(rng, cards, not_suit=trump, ranks=LISCI))
    cards.append(_pick(rng, cards, not_suit=trump, ranks=LISCI))
    cards.append(_pick(rng, cards, suit=suit, ranks=CARICHI))
    return Scene("trick", trump, tuple(cards), ("opponent", "you", "opponent", "partner"))


def _old_trump(rng: random.Random) -> Scene:
    """The first trick of a new deal, led in the suit that was trumps in the deal before."""
    trump, old = _suits(rng, 2)
    led = _pick(rng, suit=old, ranks=FIGURE + LISCI)
    return Scene("trick", trump, (led, _pick(rng, [led], suit=old, ranks=CARICHI)),
                 ("opponent", "you"), first=True, old_trump=old)


def _two_points(rng: random.Random) -> Scene:
    trump, = _suits(rng, 1)
    cards = [_pick(rng, ranks=[Rank.FANTE])]
    for _ in range(rng.choice((1, 3))):
        cards.append(_pick(rng, cards, ranks=LISCI))
    rng.shuffle(cards)
    roles = ("opponent", "you") if len(cards) == 2 else _rotate(ROUND, rng.randrange(4))
    return Scene("trick", trump, tuple(cards), roles, first=True)


def _three_knights(rng: random.Random) -> Scene:
    trump, = _suits(rng, 1)
    cards = [Card(Rank.CAVALLO, suit) for suit in Suit if suit is not trump]
    cards.insert(rng.randrange(4), Card(Rank.FANTE, trump))
    you_at = rng.randrange(4)
    roles = _rotate(ROUND, you_at)
    fante = cards.index(Card(Rank.FANTE, trump))
    if roles[fante] == "opponent":          # the Fante is yours or your partner's
        roles = _rotate(ROUND, (you_at + 1) % 4)
    return Scene("trick", trump, tuple(cards), roles)


def _trump_over_trump(fits: Callable[[Rank, Rank], bool]) -> Callable[[random.Random], Scene]:
    """An opponent's trump of a rank ``low`` taken by yours of a rank ``high``, where
    ``fits(low, high)``."""
    def make(rng: random.Random) -> Scene:
        trump, suit = _suits(rng, 2)
        pairs = [(low, high) for low in Rank for high in Rank if fits(low, high)]
        low, high = rng.choice(pairs)
        if rng.random() < 0.5:
            return Scene("trick", trump, (Card(low, trump), Card(high, trump)), ("opponent", "you"))
        led = _pick(rng, suit=suit)
        partner = _pick(rng, [led], not_suit=trump)
        return Scene("trick", trump, (led, partner, Card(low, trump), Card(high, trump)),
                     ("opponent", "partner", "opponent", "you"))
    return make


def _for_an_ace(rng: random.Random) -> Scene:
    trump, suit = _suits(rng, 2)
    return Scene("trick", trump, (Card(Rank.ASSO, suit), _pick(rng, suit=trump)),
                 ("opponent", "you"))


def _muta(rng: random.Random) -> Scene:
    """Three cards without a trump, then you, last, strangle."""
    trump, suit = _suits(rng, 2)
    cards = [_pick(rng, suit=suit, ranks=FIGURE + LISCI)]
    for _ in range(2):
        cards.append(_pick(rng, cards, not_suit=trump, ranks=FIGURE + LISCI))
    cards.append(_pick(rng, cards, suit=suit, ranks=CARICHI))
    return Scene("trick", trump, tuple(cards), ("opponent", "partner", "opponent", "you"))


def _ace_of_trumps(rng: random.Random) -> Scene:
    trump, = _suits(rng, 1)
    hand = [Card(Rank.ASSO, trump)]
    hand.append(_pick(rng, hand, not_suit=trump, ranks=LISCI))
    hand.append(_pick(rng, hand))
    rng.shuffle(hand)
    return Scene("hand", trump, tuple(hand))


def _opponent_strangles(rng: random.Random) -> Scene:
    """You lead a figure or a liscio, and an opponent strangles it (in four, the other two
    then give lisci)."""
    trump, suit = _suits(rng, 2)
    cards = [_pick(rng, suit=suit, ranks=FIGURE + LISCI)]
    cards.append(_pick(rng, cards, suit=suit, ranks=CARICHI))
    if rng.random() < 0.5:
        return Scene("trick", trump, tuple(cards), ("you", "opponent"))
    for _ in range(2):
        cards.append(_pick(rng, cards, not_suit=trump, ranks=LISCI))
    return Scene("trick", trump, tuple(cards), ("you", "opponent", "partner", "opponent"))


def _first_trick_lost(rng: random.Random) -> Scene:
    """The first trick of the hand: you lead, an opponent takes (not with two points, which
    would be another saying's scene)."""
    trump, = _suits(rng, 1)
    while True:
        led = _pick(rng, not_suit=trump)
        taker = rng.choice([card for card in DECK if card != led and (
            card.suit is trump or (card.suit is led.suit and card.strength > led.strength))])
        if led.points + taker.points != 2:
            return Scene("trick", trump, (led, taker), ("you", "opponent"), first=True)


def _jack_takes(rng: random.Random) -> Scene:
    """An opponent leads a card of another suit, no Asso; you take it with the Fante of trumps."""
    trump, suit = _suits(rng, 2)
    led = _pick(rng, suit=suit, ranks=[rank for rank in Rank if rank is not Rank.ASSO])
    return Scene("trick", trump, (led, Card(Rank.FANTE, trump)), ("opponent", "you"))


def _low_trump_hand(rng: random.Random) -> Scene:
    """Your only trump is a liscio; of your other two cards one at least is no carico."""
    trump, = _suits(rng, 1)
    hand = [_pick(rng, suit=trump, ranks=LISCI)]
    hand.append(_pick(rng, hand, not_suit=trump, ranks=FIGURE + LISCI))
    hand.append(_pick(rng, hand, not_suit=trump))
    rng.shuffle(hand)
    return Scene("hand", trump, tuple(hand))


# -- what each word and saying names -----------------------------------------------------------

def _is_franca(scene: Scene) -> bool:
    card = scene.cards[-1] if scene.kind == "card" else None
    return (card is not None and card.suit is not scene.trump
            and all(other in scene.gone for other in stronger(card)))


def _strozzo_with(rank: Rank) -> Callable[[Scene], bool]:
    return lambda scene: (scene.kind == "trick" and scene.is_strozzo(scene.winner)
                          and scene.cards[scene.winner].rank is rank)


def _small_trump_against_strozzo(scene: Scene) -> bool:
    """Yours is the trick's only trump, a liscio, on a suit led whose Asso and Tre are still
    to come: nobody strangles it without giving his carico away."""
    mine = scene.played_by("you") if scene.kind == "trick" else None
    return (mine is not None and mine.suit is scene.trump and mine.points == 0
            and scene.led.suit is not scene.trump and scene.trumps() == [mine]
            and not any(Card(rank, scene.led.suit) in scene.cards for rank in CARICHI))


def _in_chiesa(scene: Scene) -> bool:
    """Only carichi not of trumps, and trumps (seed 000); or no trump at all (seed 001)."""
    if scene.kind != "hand":
        return False
    trumps = scene.trumps()
    carichi = [card for card in scene.cards
               if card.suit is not scene.trump and card.rank in CARICHI]
    return not trumps or (len(trumps) + len(carichi) == len(scene.cards) and bool(carichi))


def _is_cappotto(scene: Scene) -> bool:
    return scene.kind == "match" and scene.raggi == (RAGGI, 0)


def _partner_strangles_your_liscio(scene: Scene) -> bool:
    if scene.kind != "trick" or "partner" not in scene.roles or "you" not in scene.roles:
        return False
    mine = scene.played_by("you")
    return (scene.roles.index("you") < scene.roles.index("partner")
            and mine is not None and mine.points == 0 and mine.suit is not scene.trump
            and scene.roles[scene.winner] == "partner" and scene.is_strozzo(scene.winner))


def _old_trump_strangled(scene: Scene) -> bool:
    return (scene.kind == "trick" and scene.first and scene.old_trump is scene.led.suit
            and scene.is_strozzo(scene.winner))


def _beaten_trump(scene: Scene) -> Optional[Card]:
    """The strongest other trump, when a trump takes the trick over another trump."""
    if scene.kind != "trick" or len(scene.trumps()) < 2:
        return None
    taker = scene.cards[scene.winner]
    return max((card for card in scene.trumps() if card is not taker), key=lambda c: c.strength)


# Seed 000 says «Questa ché l'è nada un dé prìma» taking «con una briscola di poco più alta
# in valore» than the one the opponent just played, and not how little. So the quiz asks it
# on the very next trump up, and counts it wrong only where the taking trump is far above the
# other in strength and in points alike: at least FAR steps up, a Re, Tre or Asso on a liscio.
# No scene is set up in between, where a learner could read «di poco» either way.
FAR = 4


def _next_up(low: Rank, high: Rank) -> bool:
    return high.strength == low.strength + 1


def _far_up(low: Rank, high: Rank) -> bool:
    return high.strength - low.strength >= FAR and low.points == 0 and high.points >= 4


def _little_above(scene: Scene) -> bool:
    """A trump takes another trump, and is not far above it (``_far_up``)."""
    beaten = _beaten_trump(scene)
    return beaten is not None and not _far_up(beaten.rank, scene.cards[scene.winner].rank)


def _ace_taken_by_trump(scene: Scene) -> bool:
    return (scene.kind == "trick" and scene.cards[scene.winner].suit is scene.trump
            and any(card.rank is Rank.ASSO and card.suit is not scene.trump
                    for card in scene.cards))


def _strangled_by_an_opponent(scene: Scene) -> bool:
    return (scene.kind == "trick" and scene.roles[scene.winner] == "opponent"
            and scene.is_strozzo(scene.winner))


def _first_trick_to_the_opponents(scene: Scene) -> bool:
    return scene.kind == "trick" and scene.first and scene.roles[scene.winner] == "opponent"


def _jack_of_trumps_takes(scene: Scene) -> bool:
    return scene.kind == "trick" and scene.cards[scene.winner] == Card(Rank.FANTE, scene.trump)


def _only_low_trumps(scene: Scene) -> bool:
    """You hold a trump, and every trump you hold is a liscio."""
    trumps = scene.trumps() if scene.kind == "hand" else []
    return bool(trumps) and all(card.points == 0 for card in trumps)


def _three_knights_under_jack(scene: Scene) -> bool:
    if scene.kind != "trick" or len(scene.cards) != 4:
        return False
    taker = scene.cards[scene.winner]
    return (taker == Card(Rank.FANTE, scene.trump)
            and sum(card.rank is Rank.CAVALLO for card in scene.cards) == 3)


@dataclass(frozen=True)
class Entry:
    """A word of the table or a saying: ``words.<key>.label``/``.means``/``.here`` (and
    ``.gloss`` for a saying) in the catalogue; ``applies(scene)`` says whether it names the
    scene, ``make(rng)`` sets up a scene it names."""

    key: str
    kind: str                   # the kind of scene it names
    applies: Callable[[Scene], bool]
    make: Callable[[random.Random], Scene]
    saying: bool = False


def _focus_is(test: Callable[[Card], bool]) -> Callable[[Scene], bool]:
    return lambda scene: scene.kind == "card" and test(scene.cards[-1])


def _sixty_each(scene: Scene) -> bool:
    return scene.kind == "pile" and scene.points == 60


WORDS = (
    Entry("carico", "card", _focus_is(lambda card: card.rank in CARICHI), _card_scene(CARICHI)),
    Entry("liscio", "card", _focus_is(lambda card: card.points == 0), _card_scene(LISCI)),
    Entry("figura", "card", _focus_is(lambda card: card.rank in FIGURE), _card_scene(FIGURE)),
    Entry("franca", "card", _is_franca, _franca),
    Entry("strozzo_maschio", "trick", _strozzo_with(Rank.ASSO), _strozzo(Rank.ASSO)),
    Entry("strozzo_femmina", "trick", _strozzo_with(Rank.TRE), _strozzo(Rank.TRE)),
    Entry("briscolina", "trick", _small_trump_against_strozzo, _briscolina),
    Entry("in_chiesa", "hand", _in_chiesa, _chiesa),
    Entry("sessanta", "pile", _sixty_each, _sixty),
    Entry("cappotto", "match", _is_cappotto, _cappotto),
)

SAYINGS = (
    Entry("lis_stros", "trick", _partner_strangles_your_liscio, _lis_stros, True),
    Entry("pas_in_ca", "trick", _small_trump_against_strozzo, _briscolina, True),
    Entry("brescola_vecia", "trick", _old_trump_strangled, _old_trump, True),
    Entry("chi_fa_du", "trick", lambda s: s.kind == "trick" and s.first and s.points == 2,
          _two_points, True),
    Entry("tri_cavai", "trick", _three_knights_under_jack, _three_knights, True),
    Entry("nada", "trick", _little_above, _trump_over_trump(_next_up), True),
    Entry("magn", "trick", lambda s: _beaten_trump(s) is not None, _trump_over_trump(_far_up),
          True),
    Entry("pri_ass", "trick", _ace_taken_by_trump, _for_an_ace, True),
    Entry("muta", "trick", lambda s: s.kind == "trick" and len(s.cards) == 4
          and s.winner == 3 and s.is_strozzo(3), _muta, True),
    Entry("fin_in_fond", "hand", lambda s: s.kind == "hand" and Card(Rank.ASSO, s.trump) in s.cards,
          _ace_of_trumps, True),
    Entry("chiesa", "hand", _in_chiesa, _chiesa, True),
    Entry("sessanta_sessanta", "pile", _sixty_each, _sixty, True),
    Entry("capot", "match", _is_cappotto, _cappotto, True),
    Entry("stros_ragg", "trick", _strangled_by_an_opponent, _opponent_strangles, True),
    Entry("sota_stros", "trick", _small_trump_against_strozzo, _briscolina, True),
    Entry("mond", "hand", _only_low_trumps, _low_trump_hand, True),
    Entry("ant", "trick", _jack_of_trumps_takes, _jack_takes, True),
    Entry("cajon", "trick", _first_trick_to_the_opponents, _first_trick_lost, True),
)

ENTRIES = {entry.key: entry for entry in WORDS + SAYINGS}


def scene_params(scene: Scene) -> dict[str, Any]:
    """What the catalogue's texts about ``scene`` may name."""
    params: dict[str, Any] = {"suit": scene.trump, "old": scene.old_trump,
                              "won": scene.raggi[0], "lost": scene.raggi[1], "raggi": RAGGI}
    if scene.kind == "card":
        params.update(card=scene.cards[-1], points=scene.cards[-1].points, gone=list(scene.gone),
                      stronger=stronger(scene.cards[-1]))
    if scene.kind in ("trick", "pile"):
        params.update(points=scene.points, cards=list(scene.cards))
    if scene.kind == "trick":
        params.update(led=scene.led, led_suit=scene.led.suit, winner=scene.cards[scene.winner],
                      you=scene.played_by("you"), beaten=_beaten_trump(scene),
                      asso=next((c for c in scene.cards if c.rank is Rank.ASSO), None))
    if scene.kind == "hand":
        params.update(ace=Card(Rank.ASSO, scene.trump), trumps=scene.trumps())
    return params


def say(key: str, lang: str, **params: Any) -> str:
    """The catalogue's text ``key`` with cards, lists of cards and suits named in ``lang``."""
    return t(key, lang, **{name: learner_value(value, lang) for name, value in params.items()})


# -- the plays a saying asks for ---------------------------------------------------------------

@dataclass(frozen=True)
class Play:
    """A saying your partner tells you (``saying``, an entry's key or a ``words.<key>``
    text) and the cards of your hand it asks for: ``right(scene)``; ``why(scene, card)`` is
    the catalogue's reason a card is not one of them."""

    key: str
    saying: str
    make: Callable[[random.Random], Scene]
    right: Callable[[Scene], frozenset[Card]]
    why: Callable[[Scene, Card], str]


def _hand_with(rng: random.Random, table: Sequence[Card], must: Sequence[Callable[[Card], bool]],
               good: Callable[[Card], bool]) -> tuple[Card, ...]:
    """Three cards not on the table, one for each of ``must`` (and more at random), with at
    least one ``good`` card and one that is not."""
    while True:
        hand: list[Card] = []
        for test in must:
            hand.append(rng.choice([c for c in DECK
                                    if test(c) and c not in hand and c not in table]))
        while len(hand) < 3:
            hand.append(_pick(rng, list(hand) + list(table)))
        if any(good(card) for card in hand) and not all(good(card) for card in hand):
            rng.shuffle(hand)
            return tuple(hand)


def _play_lis(rng: random.Random) -> Scene:
    trump, suit = _suits(rng, 2)
    led = _pick(rng, suit=suit, ranks=FIGURE + LISCI)
    good = lambda c: c.points == 0 and c.suit is not trump
    hand = _hand_with(rng, [led], [good, lambda c: c.suit is trump or c.points > 0], good)
    return Scene("play", trump, (led,), ("opponent",), hand=hand)


def _play_prop(rng: random.Random) -> Scene:
    """Your partner leads a figure, an opponent follows with a liscio, and the suit's Asso and
    Tre are still out: the puntello asked for is a small trump (seed 000: «una piccola
    briscola»). Your hand holds one liscio of trumps, a trump worth points and a card of
    another suit, so the choice is between a small trump and a big one, or no trump at all."""
    trump, suit = _suits(rng, 2)
    table = [_pick(rng, suit=suit, ranks=FIGURE)]
    table.append(_pick(rng, table, suit=suit, ranks=LISCI))
    hand = [_pick(rng, suit=trump, ranks=LISCI), _pick(rng, suit=trump, ranks=CARICHI + FIGURE)]
    no_carico_led = [card for card in DECK if card.suit is not trump
                     and not (card.suit is suit and card.rank in CARICHI)]
    hand.append(rng.choice([card for card in no_carico_led if card not in table]))
    rng.shuffle(hand)
    return Scene("play", trump, tuple(table), ("partner", "opponent"), hand=tuple(hand))


def _play_carico(rng: random.Random) -> Scene:
    """Your partner has trumped the trick; you play last."""
    trump, suit = _suits(rng, 2)
    table = [_pick(rng, suit=suit, ranks=FIGURE + LISCI)]
    table.append(_pick(rng, table, suit=trump))
    table.append(_pick(rng, table, not_suit=trump, ranks=LISCI))
    good = lambda c: c.rank in CARICHI and c.suit is not trump
    hand = _hand_with(rng, table, [good], good)
    return Scene("play", trump, tuple(table), ("opponent", "partner", "opponent"), hand=hand)


def _play_foravia(rng: random.Random) -> Scene:
    trump, = _suits(rng, 1)
    good = lambda c: c.suit is not trump
    return Scene("play", trump, hand=_hand_with(rng, [], [lambda c: c.suit is trump], good))


def _play_stros(rng: random.Random) -> Scene:
    trump, suit = _suits(rng, 2)
    table = [_pick(rng, suit=suit, ranks=FIGURE + LISCI)]
    if rng.random() < 0.5:          # you play last: your partner and an opponent before you
        for _ in range(2):
            table.append(_pick(rng, table, not_suit=trump, ranks=LISCI))
    roles = ("opponent",) if len(table) == 1 else ("opponent", "partner", "opponent")
    good = lambda c: c.suit is suit and c.rank in CARICHI
    hand = _hand_with(rng, table, [good, lambda c: not good(c)], good)
    return Scene("play", trump, tuple(table), roles, hand=hand)


def _play_call_trump(rng: random.Random) -> Scene:
    """An opponent leads a card worth points, and no trump is on the table yet."""
    trump, suit = _suits(rng, 2)
    led = _pick(rng, suit=suit, ranks=CARICHI + FIGURE)
    good = lambda c: c.suit is trump
    hand = _hand_with(rng, [led], [good, lambda c: not good(c)], good)
    return Scene("play", trump, (led,), ("opponent",), hand=hand)


def _play_good_trump(rng: random.Random) -> Scene:
    """An opponent leads a card worth points, your partner gives a liscio, the other opponent
    trumps it; you play last, with a trump above theirs and a card that is not one."""
    trump, suit = _suits(rng, 2)
    table = [_pick(rng, suit=suit, ranks=CARICHI + FIGURE)]
    table.append(_pick(rng, table, not_suit=trump, ranks=LISCI))
    theirs = _pick(rng, table, suit=trump, ranks=LISCI + (Rank.FANTE, Rank.CAVALLO))
    table.append(theirs)
    above = lambda c: c.suit is trump and c.strength > theirs.strength
    hand = _hand_with(rng, table, [above, lambda c: not above(c)], above)
    return Scene("play", trump, tuple(table), ("opponent", "partner", "opponent"), hand=hand)


def _play_just_above(rng: random.Random) -> Scene:
    """An opponent leads a card that is not a carico. Your hand: a card of its suit above it
    but no Asso, a stronger card that takes it too (a trump, or a higher one of its suit), and
    a card that does not take it."""
    trump, suit = _suits(rng, 2)
    led = _pick(rng, suit=suit, ranks=FIGURE + LISCI)
    higher = [card for card in stronger(led) if card.rank is not Rank.ASSO]
    just = rng.choice(higher)
    big = rng.choice([card for card in DECK if card.suit is trump] + stronger(just))
    low = rng.choice([card for card in DECK if card not in (led, just, big)
                      and card.suit is not trump
                      and not (card.suit is suit and card.strength > led.strength)])
    hand = [just, big, low]
    rng.shuffle(hand)
    return Scene("play", trump, (led,), ("opponent",), hand=tuple(hand))


def _play_carico_across(rng: random.Random) -> Scene:
    """As ``_play_carico``, with a carico of a third suit in your hand: neither the suit led
    nor trumps."""
    trump, suit = _suits(rng, 2)
    table = [_pick(rng, suit=suit, ranks=FIGURE + LISCI)]
    table.append(_pick(rng, table, suit=trump))
    table.append(_pick(rng, table, not_suit=trump, ranks=LISCI))
    across = lambda c: c.rank in CARICHI and c.suit is not trump and c.suit is not suit
    good = lambda c: c.rank in CARICHI and c.suit is not trump
    hand = _hand_with(rng, table, [across], good)
    return Scene("play", trump, tuple(table), ("opponent", "partner", "opponent"), hand=hand)


def _play_no_value(rng: random.Random) -> Scene:
    """An opponent leads; your hand: a liscio of another suit, a card worth points of another
    suit and a trump worth points (no liscio of trumps, which is worth nothing but a trump)."""
    trump, suit = _suits(rng, 2)
    led = _pick(rng, suit=suit)
    hand = [_pick(rng, [led], not_suit=trump, ranks=LISCI)]
    hand.append(_pick(rng, hand + [led], not_suit=trump, ranks=CARICHI + FIGURE))
    hand.append(_pick(rng, hand + [led], suit=trump, ranks=CARICHI + FIGURE))
    rng.shuffle(hand)
    return Scene("play", trump, (led,), ("opponent",), hand=tuple(hand))


def _play_standing_carico(rng: random.Random) -> Scene:
    """You lead, holding an Asso of another suit, a trump and a card of another suit that is
    no carico (never a Tre: whether its Asso has gone the question does not show)."""
    trump, = _suits(rng, 1)
    ace = _pick(rng, not_suit=trump, ranks=[Rank.ASSO])
    hand = [ace, _pick(rng, [ace], suit=trump),
            _pick(rng, [ace], not_suit=trump, ranks=FIGURE + LISCI)]
    rng.shuffle(hand)
    return Scene("play", trump, hand=tuple(hand))


def _lowest_trump(scene: Scene) -> Optional[Card]:
    trumps = [card for card in scene.hand if card.suit is scene.trump]
    return min(trumps, key=lambda card: card.strength) if trumps else None


def _right_prop(scene: Scene) -> frozenset[Card]:
    """The small trump: the lowest trump of the hand, if it is worth nothing (a Fante or a
    Tre of trumps is no «piccolo puntello»; _play_prop always deals a liscio of trumps)."""
    lowest = _lowest_trump(scene)
    return frozenset([lowest] if lowest is not None and lowest.points == 0 else [])


def _takes(scene: Scene, card: Card) -> bool:
    cards = scene.cards + (card,)
    return trick_winner(cards, scene.trump) == len(cards) - 1


def _right_lowest_trump(scene: Scene) -> frozenset[Card]:
    lowest = _lowest_trump(scene)
    return frozenset([lowest] if lowest is not None else [])


def _right_just_above(scene: Scene) -> frozenset[Card]:
    """The lowest card that takes: of the suit led if one takes (trumping is no card «appena
    superiore»), else the lowest trump that takes."""
    takers = [card for card in scene.hand if _takes(scene, card)]
    pool = [card for card in takers if card.suit is not scene.trump] or takers
    return frozenset([min(pool, key=lambda card: card.strength)] if pool else [])


def _right_standing_carico(scene: Scene) -> frozenset[Card]:
    """The carichi of another suit that win in their suit: no stronger card of it is out of
    your hand (an Asso; a Tre with its Asso)."""
    return frozenset(card for card in scene.hand if card.rank in CARICHI
                     and card.suit is not scene.trump
                     and all(other in scene.hand for other in stronger(card)))


def _right_trumps_that_take(scene: Scene) -> frozenset[Card]:
    return frozenset(card for card in scene.hand
                     if card.suit is scene.trump and _takes(scene, card))


def _why_trump_or_points(scene: Scene, card: Card) -> str:
    return "words.why.trump" if card.suit is scene.trump else "words.why.points"


def _why_prop(scene: Scene, card: Card) -> str:
    return "words.why.not_trump" if card.suit is not scene.trump else "words.why.not_lowest"


def _why_carico(scene: Scene, card: Card) -> str:
    return "words.why.trump" if card.suit is scene.trump else "words.why.not_carico"


def _why_trump_below(scene: Scene, card: Card) -> str:
    return "words.why.not_trump" if card.suit is not scene.trump else "words.why.too_low"


def _why_not_lowest_trump(scene: Scene, card: Card) -> str:
    return "words.why.not_trump" if card.suit is not scene.trump else "words.why.not_lowest_trump"


def _why_just_above(scene: Scene, card: Card) -> str:
    return "words.why.too_high" if _takes(scene, card) else "words.why.no_take"


def _why_standing(scene: Scene, card: Card) -> str:
    return "words.why.trump" if card.suit is scene.trump else "words.why.not_carico"


def _why_stros(scene: Scene, card: Card) -> str:
    if card.suit is scene.trump:
        return "words.why.trump_not_stros"
    return "words.why.off_suit" if card.suit is not scene.led.suit else "words.why.not_carico"


PLAYS = (
    Play("play_lis", "lis_stros", _play_lis,
         lambda s: frozenset(c for c in s.hand if c.points == 0 and c.suit is not s.trump),
         _why_trump_or_points),
    Play("play_prop", "puntalen", _play_prop, _right_prop, _why_prop),
    Play("play_carico", "buta_zo", _play_carico,
         lambda s: frozenset(c for c in s.hand if c.rank in CARICHI and c.suit is not s.trump),
         _why_carico),
    Play("play_foravia", "foravia", _play_foravia,
         lambda s: frozenset(c for c in s.hand if c.suit is not s.trump),
         lambda s, c: "words.why.trump"),
    Play("play_stros", "stros", _play_stros,
         lambda s: frozenset(c for c in s.hand if c.suit is s.led.suit and c.rank in CARICHI
                             and c.suit is not s.trump and _takes(s, c)),
         _why_stros),
    Play("play_pas", "pas_in_ca", _play_prop, _right_prop, _why_prop),
    Play("play_du", "du_gninta", _play_prop, _right_lowest_trump, _why_not_lowest_trump),
    Play("play_ciamar", "ciamar", _play_call_trump,
         lambda s: frozenset(c for c in s.hand if c.suit is s.trump),
         lambda s, c: "words.why.not_trump"),
    Play("play_fagh_vedar", "fagh_vedar", _play_good_trump, _right_trumps_that_take,
         _why_trump_below),
    Play("play_toras", "toras", _play_good_trump, _right_trumps_that_take, _why_trump_below),
    Play("play_sovra", "sovra", _play_just_above, _right_just_above, _why_just_above),
    Play("play_flenga", "flenga", _play_no_value,
         lambda s: frozenset(c for c in s.hand if c.points == 0 and c.suit is not s.trump),
         _why_trump_or_points),
    Play("play_travers", "travers", _play_carico_across,
         lambda s: frozenset(c for c in s.hand if c.rank in CARICHI and c.suit is not s.trump),
         _why_carico),
    Play("play_in_pee", "in_pee", _play_standing_carico, _right_standing_carico, _why_standing),
)


# -- the quizzes ------------------------------------------------------------------------------

def _roles_row(quiz: Quiz, scene: Scene, lang: str, **extra: Any) -> list[dict]:
    return [card_entry(card, lang, quiz.card_style, caption=t(ROLE_KEYS[role], lang), **extra)
            for card, role in zip(scene.cards, scene.roles)]


def _scene_row(quiz: Quiz, scene: Scene, lang: str) -> list[dict]:
    if scene.kind == "trick":
        return _roles_row(quiz, scene, lang)
    if scene.kind == "card":
        return [card_entry(card, lang, quiz.card_style, caption=t(
            "words.caption_gone" if card in scene.gone else "words.caption_this", lang))
            for card in scene.cards]
    caption = t("quiz.yours", lang) if scene.kind == "hand" else ""
    return [card_entry(card, lang, quiz.card_style, caption=caption) for card in scene.cards]


def _scene_text(scene: Scene, lang: str) -> str:
    if scene.kind == "card":
        key = "words.scene.card_gone" if scene.gone else "words.scene.card_fresh"
    elif scene.kind == "trick":
        key = ("words.scene.old_trump" if scene.old_trump else
               "words.scene.first_trick" if scene.first else "words.scene.trick")
    else:
        key = f"words.scene.{scene.kind}"
    return say(key, lang, **scene_params(scene))


def checked_entries(entries: Any, keys: Sequence[str],
                    option: str = "entries") -> Optional[tuple[str, ...]]:
    """A quiz's ``entries`` option (or ``taught``, named by ``option``): None (every one of
    ``keys``), or a non-empty list or tuple of some of ``keys``, in their given order (a set is
    refused: its order, and so the questions of a seed, would change from run to run)."""
    if entries is None:
        return None
    known = ", ".join(keys)
    if isinstance(entries, str) or not isinstance(entries, (list, tuple)) or not entries:
        raise InvalidOptionError(f"{option} must be a non-empty list or tuple of some of {known}, "
                                 f"not {entries!r}", option, value=repr(entries),
                                 choices=list(keys))
    for key in entries:
        if not isinstance(key, str):
            raise InvalidOptionError(f"{option} must name each entry by its key, a string (one of "
                                     f"{known}), not {key!r}", option, value=repr(key),
                                     choices=list(keys))
        if key not in keys:
            raise InvalidOptionError(f"{option}: unknown entry {key!r}, expected some of {known}",
                                     option, value=repr(key), choices=list(keys))
    return tuple(dict.fromkeys(entries))


def checked_taught(taught: Any, only: Optional[tuple[str, ...]],
                   keys: Sequence[str]) -> tuple[str, ...]:
    """A section quiz's ``taught`` option: the entries taught before the section, which may be
    offered as wrong options beside the section's own (``only``). None is none; it needs
    ``entries``, since a quiz of every entry offers every entry anyway."""
    if taught is None:
        return ()
    if only is None:
        raise InvalidOptionError(f"taught goes with entries (the section's entries), not alone: "
                                 f"taught={taught!r}", "taught", value=repr(taught))
    return tuple(key for key in checked_entries(taught, keys, "taught") or () if key not in only)


# the keys an ``entries`` option may name, by the pool of the quiz (its ``POOL``)
POOL_KEYS: dict[str, tuple[str, ...]] = {
    "words": tuple(entry.key for entry in WORDS), "sayings": tuple(entry.key for entry in SAYINGS),
    "plays": tuple(play.key for play in PLAYS)}


def _only(quiz: Quiz, pool: str) -> Optional[tuple[str, ...]]:
    """The keys of ``pool`` ("words", "sayings", "plays") that ``quiz`` asks about: those of
    its ``entries`` option if it is that pool's quiz, else None (all; a mixed check)."""
    return getattr(quiz, "only", None) if getattr(quiz, "POOL", "") == pool else None


def _taught(quiz: Quiz, pool: str) -> tuple[str, ...]:
    """The keys of ``pool`` taught before ``quiz``'s section (its ``taught`` option)."""
    return getattr(quiz, "taught", ()) if getattr(quiz, "POOL", "") == pool else ()


def entry_spec(quiz: Quiz, rng: random.Random, entries: Sequence[Entry], ask: str,
               only: Optional[Sequence[str]] = None, taught: Sequence[str] = ()) -> dict:
    """A question: a scene that one of ``entries`` (of the keys ``only``, if given) names, and
    up to three entries that do not name it among the options. A section's quiz (``only``)
    offers only its own entries, first, and those ``taught`` before it; a mixed check offers
    any, those of the same kind of scene first. Never a word about one card for a scene that
    is not about one card."""
    keys = list(only) if only is not None else [entry.key for entry in entries]
    target = {entry.key: entry for entry in entries}[quiz.unasked(rng, keys)]
    scene = target.make(rng)
    while not target.applies(scene):      # a scene always fits; this only guards a slip
        scene = target.make(rng)
    offered = set(keys) | set(taught)
    wrong = [entry for entry in entries if entry.key in offered and not entry.applies(scene)
             and (entry.kind != "card" or scene.kind == "card")]
    if not wrong:
        raise InvalidOptionError(
            f"entries: no entry of {', '.join(keys)} (nor of taught: {', '.join(taught) or '-'}) "
            f"can be a wrong option for a scene of {target.key!r}; add one taught before",
            "entries", value=repr(tuple(keys)))
    rng.shuffle(wrong)
    wrong.sort(key=lambda entry: (entry.key not in keys, entry.kind != scene.kind))
    options = [entry.key for entry in wrong[:3]] + [target.key]
    rng.shuffle(options)
    return {"cards": list(scene.cards), "scene": scene, "options": options,
            "answer": target.key, "ask": ask}


class TableWordQuiz(Quiz):
    """A scene at the table: which word of the table names it (RULES.md section 7)?
    ``entries``: the keys of ``WORDS`` to ask about (all when None); ``taught``: the keys
    taught before them, which may be offered as wrong options too (none when None)."""

    title_key = "words.title_word"
    POOL = "words"
    ASKS = frozenset({"words"})

    def __init__(self, entries: Optional[Sequence[str]] = None,
                 taught: Optional[Sequence[str]] = None, **kwargs: Any) -> None:
        self.only = checked_entries(entries, POOL_KEYS[self.POOL])
        self.taught = checked_taught(taught, self.only, POOL_KEYS[self.POOL])
        super().__init__(**kwargs)

    def make_spec(self, rng: random.Random) -> dict:
        return entry_spec(self, rng, WORDS, "words.ask_word", _only(self, "words"),
                          _taught(self, "words"))

    def prompt_text(self, spec: dict, lang: str) -> str:
        return html.escape(_scene_text(spec["scene"], lang) + " " + t(spec["ask"], lang))

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        return [(t(f"words.{key}.label", lang), key) for key in spec["options"]]

    def is_right(self, spec: dict, value: Any) -> bool:
        return ENTRIES[value].applies(spec["scene"])

    def row(self, spec: dict, lang: str) -> list[dict]:
        return _scene_row(self, spec["scene"], lang)

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        scene, right = spec["scene"], spec["answer"]
        here = say(f"words.{right}.here", lang, **scene_params(scene))
        if ENTRIES[value].applies(scene):
            return t("words.right", lang, label=_quoted(value, lang), here=here)
        return t("words.wrong", lang, chosen=_quoted(value, lang), label=_quoted(right, lang),
                 here=here)


def _quoted(key: str, lang: str) -> str:
    """An entry as an explanation names it: its label and what it means (a saying with its
    translation)."""
    entry = ENTRIES[key]
    text_key = "words.quoted_saying" if entry.saying else "words.quoted_word"
    params = {"label": t(f"words.{key}.label", lang), "means": t(f"words.{key}.means", lang)}
    if entry.saying:
        params["gloss"] = t(f"words.{key}.gloss", lang)
    return t(text_key, lang, **params)


class SayingQuiz(TableWordQuiz):
    """A scene at the table: which of the old sayings of seed 000 is said here?
    ``entries``: the keys of ``SAYINGS`` to ask about (all when None); ``taught``: those
    taught before them, which may be offered as wrong options too."""

    title_key = "words.title_saying"
    POOL = "sayings"
    ASKS = frozenset({"sayings"})

    def make_spec(self, rng: random.Random) -> dict:
        return entry_spec(self, rng, SAYINGS, "words.ask_saying", _only(self, "sayings"),
                          _taught(self, "sayings"))


class SayingPlayQuiz(Quiz):
    """Your partner tells you a saying: click the card of your hand it asks for.
    ``entries``: the keys of ``PLAYS`` to ask about (all when None)."""

    title_key = "words.title_play"
    POOL = "plays"
    ASKS = frozenset({"sayings_play"})

    def __init__(self, entries: Optional[Sequence[str]] = None, **kwargs: Any) -> None:
        self.only = checked_entries(entries, POOL_KEYS[self.POOL])
        super().__init__(**kwargs)

    def make_spec(self, rng: random.Random) -> dict:
        plays = {play.key: play for play in PLAYS}
        play = plays[self.unasked(rng, list(_only(self, "plays") or plays))]
        while True:          # a hand with a card the saying asks for, and one it does not
            scene = play.make(rng)
            right = sorted(card.code() for card in play.right(scene))
            if right and len(right) < len(scene.hand):
                break
        return {"cards": list(scene.hand), "scene": scene, "play": play, "right": right,
                "answer": right[0]}

    def prompt_text(self, spec: dict, lang: str) -> str:
        scene, play = spec["scene"], spec["play"]
        table = ", ".join(
            f"{card_name(card, lang, self._style)} ({t(ROLE_KEYS[role], lang).lower()})"
            for card, role in zip(scene.cards, scene.roles))
        key = "words.play_prompt" if table else "words.play_prompt_lead"
        return html.escape(t(key, lang, suit=scene.trump.name_in(lang), table=table,
                             label=t(f"words.{play.saying}.label", lang),
                             gloss=t(f"words.{play.saying}.gloss", lang)))

    def row(self, spec: dict, lang: str) -> list[dict]:
        scene = spec["scene"]
        marks = {}
        if self._answer is not None:
            marks = {code: "winner" for code in spec["right"]}
            if self._answer not in spec["right"]:
                marks[self._answer] = "wrong"
        return _roles_row(self, scene, lang, table=True) + [
            card_entry(card, lang, self._style, caption=t("quiz.yours", lang),
                       mark=marks.get(card.code(), "")) for card in scene.hand]

    def _row(self, lang: str) -> list[dict]:
        return _table_stays_put(Quiz._row(self, lang))

    def check_value(self, value: Any) -> Any:
        if value not in [card.code() for card in self.spec["scene"].hand]:
            raise ValueError(t("quiz.not_in_hand", self._lang, value=self._shown(value)))
        return value

    def is_right(self, spec: dict, value: Any) -> bool:
        return value in spec["right"]

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        scene, play = spec["scene"], spec["play"]
        card = Card.parse(value)
        params = {"label": t(f"words.{play.saying}.label", lang),
                  "gloss": t(f"words.{play.saying}.gloss", lang),
                  "asks": t(f"words.{play.key}.asks", lang), "card": card}
        if value in spec["right"]:
            return say("words.play_right", lang, **params)
        why = say(play.why(scene, card), lang, card=card, points=card.points, suit=scene.led.suit
                  if scene.cards else scene.trump, lowest=_lowest_trump(scene),
                  led=scene.led if scene.cards else None,
                  winning=scene.cards[scene.winner] if scene.cards else None)
        either = " o " if lang == "it" else " or "
        right = either.join(format(learner_value(Card.parse(code), lang), "the")
                            for code in spec["right"])
        return say("words.play_wrong", lang, why=why, right=right, **params)


def _table_stays_put(entries: list[dict]) -> list[dict]:
    """The cards on the table are never clicked: only the hand's."""
    return [dict(entry, enabled=entry["enabled"] and not entry.get("table")) for entry in entries]


# -- relative signs (RULES.md section 5) --------------------------------------------------------

ANSWERS = {"due_sopra": Sign.DUE_SOPRA, "due_sotto": Sign.DUE_SOTTO}
NO_ANSWER = "niente"


def relative_answers(hand: Sequence[Card], trump: Suit, reference: Sign) -> list[str]:
    """What a player holding ``hand`` may answer to the partner's ``reference`` sign: the
    relative signs true for the hand (``signals.true_signs``), or ``NO_ANSWER``."""
    true = true_signs(hand, trump, relative=True, reference=reference)
    return [value for value, sign in ANSWERS.items() if sign in true] or [NO_ANSWER]


def _way(start: Rank, end: Rank, lang: str) -> str:
    """The ranks from ``start`` to ``end`` in the order of strength: "Cavallo, Re, Tre"."""
    i, j = STRENGTH_ORDER.index(start), STRENGTH_ORDER.index(end)
    step = 1 if j >= i else -1
    return ", ".join(STRENGTH_ORDER[k].name_in(lang) for k in range(i, j + step, step))


class RelativeSignQuiz(Quiz):
    """Your partner makes a reference sign; your hand; answer «due sopra», «due sotto», or
    nothing. The answer is the one ``signals.true_signs`` allows with relative signs."""

    title_key = "signs.relative_title"
    ASKS = frozenset({"relative_signs"})

    def make_spec(self, rng: random.Random) -> dict:
        trump = rng.choice(list(Suit))
        reference = rng.choice(REFERENCES)
        possible = [value for value, sign in ANSWERS.items() if answer_rank(reference, sign)]
        target = rng.choice(possible + [NO_ANSWER])
        named = {Card(_answered(reference, v), trump) for v in possible}
        ref_card = Card(_rank_of(reference), trump)
        hand = [Card(_answered(reference, target), trump)] if target in ANSWERS else []
        while len(hand) < 3:
            hand.append(_pick(rng, hand + sorted(named, key=lambda c: c.index) + [ref_card]))
        rng.shuffle(hand)
        return {"cards": hand, "trump": trump, "reference": reference,
                "answers": relative_answers(hand, trump, reference), "answer": target}

    def prompt_text(self, spec: dict, lang: str) -> str:
        ref = Card(_rank_of(spec["reference"]), spec["trump"])
        return html.escape(say("signs.relative_prompt", lang, suit=spec["trump"], ref=ref,
                               gesture=spec["reference"].gesture(lang)))

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        return [(t(f"signs.relative_{value}", lang), value) for value in (*ANSWERS, NO_ANSWER)]

    def is_right(self, spec: dict, value: Any) -> bool:
        return value in spec["answers"]

    def row(self, spec: dict, lang: str) -> list[dict]:
        return [card_entry(card, lang, self._style, caption=t("quiz.yours", lang))
                for card in spec["cards"]]

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        trump, reference, right = spec["trump"], spec["reference"], spec["answers"][0]
        rank = _rank_of(reference)
        named = {value: Card(answered, trump) for value, sign in ANSWERS.items()
                 if (answered := answer_rank(reference, sign)) is not None}
        clauses = [say(f"signs.relative_{value}_is", lang, card=named[value],
                       path=_way(rank, named[value].rank, lang))
                   if value in named else t(f"signs.relative_{value}_none", lang)
                   for value in ANSWERS]
        facts = say("signs.relative_facts", lang, ref=Card(rank, trump), up=clauses[0],
                    down=clauses[1])
        verdict = (say("signs.relative_say", lang, card=named[right],
                       answer=t(f"signs.relative_{right}", lang)) if right in ANSWERS
                   else say("signs.relative_silent", lang))
        if value in spec["answers"]:
            return f"{facts} {verdict}"
        if value == NO_ANSWER:
            why = say("signs.relative_not_silent", lang)
        elif value in named:
            why = say("signs.relative_not_held", lang, card=named[value],
                      answer=t(f"signs.relative_{value}", lang))
        else:
            why = say("signs.relative_off_the_end", lang, ref=Card(rank, trump),
                      answer=t(f"signs.relative_{value}", lang))
        return f"{facts} {why} {verdict}"


def _rank_of(reference: Sign) -> Rank:
    rank = claimed_rank(reference)
    assert rank is not None  # a reference sign names a rank of briscola
    return rank


def _answered(reference: Sign, value: str) -> Rank:
    """The rank the answer ``value`` names from ``reference``: one of the possible ones."""
    rank = answer_rank(reference, ANSWERS[value])
    assert rank is not None  # make_spec asks only the answers that name a rank
    return rank


# -- the mixed final checks --------------------------------------------------------------------

class MixedQuiz(Quiz):
    """The questions of ``PARTS`` in turn: each question is made, shown and judged by its own
    quiz's methods (which use only what every quiz has)."""

    PARTS: tuple[type[Quiz], ...] = ()

    @classmethod
    def asks(cls, questions: int = 5, **options: Any) -> frozenset[str]:
        """What the parts asked ask: one question each in turn, so ``questions`` of them."""
        return frozenset().union(*(part.ASKS for part in cls.PARTS[:questions]))

    @property
    def title_key(self) -> str:  # type: ignore[override]  # read-only: the current part's title
        return self.spec["part"].title_key

    def make_spec(self, rng: random.Random) -> dict:
        part = self.PARTS[len(self.results) % len(self.PARTS)]
        return {**part.make_spec(self, rng), "part": part}

    def prompt_text(self, spec: dict, lang: str) -> str:
        return spec["part"].prompt_text(self, spec, lang)

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        return spec["part"].options(self, spec, lang)

    def is_right(self, spec: dict, value: Any) -> bool:
        return spec["part"].is_right(self, spec, value)

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        return spec["part"].explanation(self, spec, value, lang)

    def facts(self, spec: dict, lang: str) -> str:
        return spec["part"].facts(self, spec, lang)

    def row(self, spec: dict, lang: str) -> list[dict]:
        return spec["part"].row(self, spec, lang)

    def check_value(self, value: Any) -> Any:
        return self.spec["part"].check_value(self, value)

    def names_answer(self, spec: dict) -> bool:
        return spec["part"].NAMES_ANSWER

    def _row(self, lang: str) -> list[dict]:
        return _table_stays_put(Quiz._row(self, lang))


class SignsCheck(MixedQuiz):
    """Lesson 07's final: read a sign, answer a reference, choose a true sign."""

    PARTS = (SignQuiz, RelativeSignQuiz, TrueSignQuiz)


class TableTalkCheck(MixedQuiz):
    """Lesson 08's final: the words, the sayings, and the card a saying asks for."""

    PARTS = (TableWordQuiz, SayingQuiz, SayingPlayQuiz)


# quiz kind (as Lesson.quiz names it) -> class
KINDS: dict[str, type[Quiz]] = {
    "relative_sign": RelativeSignQuiz, "signs_check": SignsCheck,
    "table_word": TableWordQuiz, "saying": SayingQuiz, "saying_play": SayingPlayQuiz,
    "table_talk": TableTalkCheck,
}

__all__ = ["ENTRIES", "KINDS", "PLAYS", "SAYINGS", "WORDS", "Entry", "MixedQuiz", "Play",
           "RelativeSignQuiz", "SayingPlayQuiz", "SayingQuiz", "Scene", "SignsCheck",
           "TableTalkCheck", "TableWordQuiz", "checked_entries", "relative_answers",
           "scene_params"]
