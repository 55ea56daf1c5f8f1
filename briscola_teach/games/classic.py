"""Classic Briscola for 2, 3, 4 and 6 players, and Briscola a 151 (RULES.md sections 2 and 4),
with partner signs as a house rule at 4 and 6 players (section 5).

A hand played through the public surface:

>>> from briscola_teach import new_game
>>> game = new_game("classic", players=2, seed=7)
>>> game.current_player            # the seat after the dealer leads
1
>>> while not game.is_over:
...     _ = game.play(game.legal_plays()[0])
>>> sum(game.outcome().points_by_seat.values())
120
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass
from typing import Any, Callable, Iterable, Optional, Sequence, Union

from ..cards import DECK, Card, Rank, Suit, format_cards
from ..errors import IllegalPlayError, InvalidCardError, InvalidOptionError, SaveFormatError
from ..history import Deal, Declare, Draw, Event, Play, Removed, SignalGiven, SwapSeven, field
from ..rules import Trick, sides_for
from ..signals import Sign, describe_false_sign, true_signs
from ..signals import partner_reference as reference_of
from ..views import SeatView
from .base import Game, Outcome, allowed, best_side, check_seat, check_seed, read_card, register
from .tricks import Playout, TrickPlay

REMOVED_TWO_CHOICES = ("denari", "coppe", "non_trump")
DIRECTIONS = ("counterclockwise", "clockwise")
PLAYER_COUNTS = (2, 3, 4, 6)
# Suit order in which "a 2 not of the trump suit" is chosen: denari first, as the default rule.
_NON_TRUMP_TWO_ORDER = (Suit.DENARI, Suit.COPPE, Suit.SPADE, Suit.BASTONI)
_SEVEN_LEVA_TAKES = (Rank.RE, Rank.CAVALLO, Rank.ASSO, Rank.TRE)
_ACCUSO_PAIRS = {suit: (Card(Rank.CAVALLO, suit), Card(Rank.RE, suit)) for suit in Suit}
_SEVENS = {suit: Card(Rank.SETTE, suit) for suit in Suit}
_SWAP_RULE = ("the sette leva needs the Briscola a 151 rule, your turn, the 7 of briscola in "
              "hand and a Re, Cavallo, Asso or Tre turned under the deck")


@dataclass(frozen=True)
class ClassicRules:
    """The options of one hand. Build with ``ClassicRules.make``; defaults are RULES.md's."""

    variant: str = "classic"
    players: int = 2
    removed_two: str = "denari"
    direction: str = "counterclockwise"
    partners_see_last_tricks: bool = False
    accusi: bool = False
    sette_leva: bool = False
    signals: bool = False
    intercept_chance: float = 0.0
    # Relative signs (seed 001): the named briscole are references, answered "two above" or
    # "two below" by the partner holding that briscola. Needs ``signals``.
    relative_signals: bool = False

    HOUSE_RULES = ("removed_two", "direction", "partners_see_last_tricks", "accusi", "sette_leva",
                   "signals", "intercept_chance", "relative_signals")
    # Listed by ``house_rules`` only when signals are on, so games without them save as before.
    _SIGNAL_RULES = ("signals", "intercept_chance", "relative_signals")

    @classmethod
    def make(cls, variant: str = "classic", players: Any = 2, **house_rules: Any) -> "ClassicRules":
        if variant not in ("classic", "151"):
            raise InvalidOptionError(f"ClassicRules is for 'classic' or '151', not {variant!r}",
                                     "variant_unknown", value=repr(variant),
                                     choices=["classic", "151"])
        if not isinstance(players, int) or isinstance(players, bool) or players not in PLAYER_COUNTS:
            raise InvalidOptionError(
                f"classic Briscola is for 2, 3, 4 or 6 players, not {players!r} "
                "(5 players: new_game('chiamata'))", "players", value=repr(players),
                choices=list(PLAYER_COUNTS))
        unknown = sorted(set(house_rules) - set(cls.HOUSE_RULES))
        if unknown:
            raise InvalidOptionError(
                f"unknown house rule {', '.join(map(repr, unknown))}: the house rules are "
                f"{', '.join(cls.HOUSE_RULES)}", "house_rule_unknown", names=unknown)
        is_151 = variant == "151"
        if not is_151 and (house_rules.get("accusi") or house_rules.get("sette_leva")):
            raise InvalidOptionError("accusi and the sette leva are rules of Briscola a 151: "
                                     "use new_game('151', ...)", "house_rule_variant",
                                     names=[name for name in ("accusi", "sette_leva")
                                            if house_rules.get(name)], variant="151")
        options = {"accusi": is_151, "sette_leva": is_151, **house_rules}
        _check_choice("removed_two", options.get("removed_two", "denari"), REMOVED_TWO_CHOICES)
        _check_choice("direction", options.get("direction", "counterclockwise"), DIRECTIONS)
        for name in ("partners_see_last_tricks", "accusi", "sette_leva", "signals",
                     "relative_signals"):
            if name in options and not isinstance(options[name], bool):
                raise InvalidOptionError(f"house rule {name} must be True or False, not "
                                         f"{options[name]!r}", "house_rule_value", name=name,
                                         value=repr(options[name]))
        if "intercept_chance" in options:
            options["intercept_chance"] = _check_chance(options["intercept_chance"],
                                                        options.get("signals", False), players)
        if options.get("relative_signals") and not options.get("signals"):
            raise InvalidOptionError("relative_signals answer a partner's reference sign: it "
                                     "needs signals=True (4 or 6 players)", "house_rule_needs",
                                     name="relative_signals", needs="signals")
        if options.get("signals") and players not in (4, 6):
            raise InvalidOptionError(
                f"signals are signs between partners: for 4 or 6 players (two teams), not "
                f"{players} (RULES.md section 5)", "house_rule_players", name="signals",
                players=players, choices=[4, 6])
        return cls(variant=variant, players=players, **options)

    @property
    def hand_size(self) -> int:
        return 5 if self.variant == "151" else 3

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        return sides_for(self.players)

    @property
    def tricks(self) -> int:
        """Tricks in a hand: 20 for 2 players, 13 for 3 (39 cards), 10 for 4, 6 for 6 (36)."""
        return {2: 20, 3: 13, 4: 10, 6: 6}[self.players]

    @property
    def is_team_game(self) -> bool:
        return self.players in (4, 6)

    def pack_cards(self) -> tuple[Card, ...]:
        """The cards shuffled for this game: 40, less one 2 for 3 players, less four for 6."""
        if self.players == 6:
            return tuple(card for card in DECK if card.rank is not Rank.DUE)
        if self.players == 3 and self.removed_two != "non_trump":
            gone = Card(2, Suit.parse(self.removed_two))
            return tuple(card for card in DECK if card is not gone)
        return DECK

    def house_rules(self) -> dict[str, Any]:
        """The options as keyword arguments for ``new_game``."""
        data = asdict(self)
        del data["variant"], data["players"]
        if not self.signals:
            for name in self._SIGNAL_RULES:
                del data[name]
        return data


def _out_of_play(players: int, removed_two: str) -> tuple[Card, ...]:
    in_play = set(ClassicRules(players=players, removed_two=removed_two).pack_cards())
    return tuple(card for card in DECK if card not in in_play)


_OUT_OF_PLAY = {(players, removed): _out_of_play(players, removed)
                for players in PLAYER_COUNTS for removed in REMOVED_TWO_CHOICES}


def _check_chance(chance: Any, signals: Any, players: int) -> float:
    """The house rule intercept_chance as a float from 0.0 to 1.0, used with signals only."""
    if (not isinstance(chance, (int, float)) or isinstance(chance, bool)
            or not 0.0 <= chance <= 1.0):
        raise InvalidOptionError(
            f"house rule intercept_chance (the chance that an opponent sees each sign) must be "
            f"a number from 0.0 to 1.0, not {chance!r}", "house_rule_value",
            name="intercept_chance", value=repr(chance))
    if chance and not signals:
        raise InvalidOptionError(
            f"house rule intercept_chance={chance!r} is the chance that an opponent sees a "
            "partner sign: it needs signals=True (4 or 6 players)", "house_rule_needs",
            name="intercept_chance", needs="signals")
    return float(chance)


def _check_choice(name: str, value: Any, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise InvalidOptionError(f"house rule {name} must be one of {', '.join(choices)}, not "
                                 f"{value!r}", "house_rule_value", name=name, value=repr(value),
                                 choices=list(choices))


@register("classic", "151")
class ClassicGame(Game, TrickPlay):
    """One hand of classic Briscola or of Briscola a 151. Start it with ``new_game``."""

    kind = "game"
    trump: Suit   # known from the deal (TrickPlay allows None for Chiamata's auction)
    # Partner signs given so far, (trick number, event); the generator of interceptions is
    # made from the deal at the first sign. Class defaults, so every way of building a game
    # starts with none.
    _signals: tuple[tuple[int, SignalGiven], ...] = ()
    _signal_rng: Optional[random.Random] = None

    @classmethod
    def new(cls, variant: str = "classic", players: Any = 2, seed: Any = None,
            deck: Optional[Iterable[Union[Card, str]]] = None, dealer: Any = 0,
            **house_rules: Any) -> "ClassicGame":
        rules = ClassicRules.make(variant, players, **house_rules)
        dealer = check_seat(dealer, rules.players, "dealer")
        if deck is None:
            seed = check_seed(seed)
            pack = list(rules.pack_cards())
            random.Random(seed).shuffle(pack)
        else:
            seed = None if seed is None else check_seed(seed)
            pack = _check_pack(deck, rules)
        return cls(Deal(rules, dealer, tuple(pack), seed))

    def __init__(self, deal: Deal) -> None:
        rules: ClassicRules = deal.rules
        self.rules = rules
        self.dealer = deal.dealer
        self.seed = deal.seed
        n = self._n = rules.players
        self._history: list[Event] = [deal]
        self._sides = rules.sides
        self._side_of = [next(i for i, side in enumerate(self._sides) if s in side) for s in range(n)]
        self._hands: list[list[Card]] = [[] for _ in range(n)]
        self._known: list[set[Card]] = [set() for _ in range(n)]  # public cards in hands
        self._points = [0] * n
        self._bonus = [0] * n  # accusi
        self._tricks: list[Trick] = []
        self._trick: list[Card] = []
        self._declared: list[Declare] = []
        self._out_of_play = _OUT_OF_PLAY[rules.players, rules.removed_two]
        self._leader = (deal.dealer + 1) % n
        self._current: Optional[int] = self._leader
        self._deal(list(deal.pack))

    def _deal(self, pack: list[Card]) -> None:
        n, size = self._n, self.rules.hand_size
        for i in range(n * size):
            self._hands[(self._leader + i) % n].append(pack[i])
        self.briscola_card = pack[n * size]
        self.trump = self.briscola_card.suit
        # The stock is kept bottom first so a draw is a pop(); the turned card lies at the bottom.
        self._stock = [self.briscola_card] + pack[:n * size:-1]
        if self.rules.players == 3 and self.rules.removed_two == "non_trump":
            self._remove_non_trump_two()

    def _remove_non_trump_two(self) -> None:
        """RULES.md: one 2 not of the trump suit leaves; a holder takes the top card instead."""
        suit = next(s for s in _NON_TRUMP_TWO_ORDER if s is not self.trump)
        two = Card(2, suit)
        holder = next((s for s in range(self._n) if two in self._hands[s]), None)
        replacement = None
        if holder is None:
            self._stock.remove(two)
        else:
            replacement = self._stock.pop()
            hand = self._hands[holder]
            hand[hand.index(two)] = replacement
        self._out_of_play = (two,)
        self._history.append(Removed(two, holder, replacement))

    # -- what anyone may ask -------------------------------------------------------------

    @property
    def variant(self) -> str:
        return self.rules.variant

    @property
    def deck_count(self) -> int:
        """Cards left to draw, the turned briscola card included."""
        return len(self._stock)

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        return self._sides

    def side_of(self, seat: int) -> int:
        """The index in ``sides`` of ``seat``'s side."""
        if seat.__class__ is int and 0 <= seat < self._n:  # searches ask at every card
            return self._side_of[seat]
        return self._side_of[check_seat(seat, self._n)]

    def legal_plays(self) -> tuple[Card, ...]:
        """The cards the player to move may play: any card held (no obligation to follow)."""
        if self._current is None:
            return ()
        return tuple(self._hands[self._current])

    def can_play(self, card: Any) -> bool:
        return allowed(self.verify_play, card)

    def verify_play(self, card: Any) -> Card:
        """The card as a ``Card`` if the player to move may play it; else the reason, raised."""
        card = card if card.__class__ is Card else read_card(card, "the card to play")
        seat = self._current
        if seat is None:
            raise IllegalPlayError(f"cannot play {card}: the hand is over", "game_over",
                                   card=str(card))
        if card not in self._hands[seat]:
            raise IllegalPlayError(
                f"seat {seat} cannot play {card} ({card.name('en')}): it is not in their hand "
                f"({format_cards(self._hands[seat])})", "not_in_hand", card=str(card), seat=seat)
        return card

    def play(self, card: Any, seat: Optional[int] = None) -> Play:
        """Play ``card`` for the player to move; ``seat``, if given, must be that player.

        Returns the ``Play`` event. A refused play raises and changes nothing.
        """
        if seat is not None:
            self._check_turn(seat, f"play {card}")
        card = self.verify_play(card)
        return self._play(self._seat_to_act(), card)

    # -- Briscola a 151: accusi and the sette leva ----------------------------------------

    def legal_declarations(self) -> tuple[Suit, ...]:
        """Suits in which the player to move may declare an accuso (Cavallo and Re held).

        RULES.md allows it "at any time he holds both"; the engine takes it on the holder's
        own turns, before he plays: he holds the pair on at least one of them, and the turn
        order stays simple for bots and widgets.
        """
        seat = self._current
        if seat is None or not self.rules.accusi:
            return ()
        hand = self._hands[seat]
        return tuple(suit for suit, (cavallo, re) in _ACCUSO_PAIRS.items()
                     if cavallo in hand and re in hand
                     and all(done.suit is not suit for done in self._declared))

    def can_declare(self, suit: Any) -> bool:
        """Whether the player to move may declare an accuso in ``suit`` now; never raises."""
        return allowed(self.verify_declare, suit)

    def verify_declare(self, suit: Any) -> Suit:
        """The suit as a ``Suit`` if the player to move may declare an accuso in it; else the
        reason, raised."""
        suit = Suit.parse(suit)
        if not self.rules.accusi:
            raise IllegalPlayError("there are no accusi in this game (Briscola a 151 only)",
                                   "no_accusi", suit=suit.value)
        seat = self._current
        if seat is None:
            raise IllegalPlayError("cannot declare: the hand is over", "game_over",
                                   suit=suit.value)
        if suit not in self.legal_declarations():
            done = any(declared.suit is suit for declared in self._declared)
            missing = [card.code() for card in _ACCUSO_PAIRS[suit] if card not in self._hands[seat]]
            raise IllegalPlayError(
                f"seat {seat} cannot declare in {suit.name_en}: an accuso needs the "
                f"Cavallo and the Re of {suit.name_en} in hand, declared once",
                "accuso_repeated" if done else "accuso_without_pair", suit=suit.value,
                seat=seat, missing=missing)
        return suit

    def declare(self, suit: Any, seat: Optional[int] = None) -> Declare:
        """Declare an accuso in ``suit``: 40 points in the trump suit, 20 otherwise.

        Returns the ``Declare`` event. A refused declaration raises and changes nothing.
        """
        self._check_turn(seat, "declare an accuso")
        suit = self.verify_declare(suit)
        seat = self._seat_to_act()
        event = Declare(seat, suit, 40 if suit is self.trump else 20)
        self._declared.append(event)
        self._bonus[seat] += event.points
        self._known[seat].update(_ACCUSO_PAIRS[suit])
        self._history.append(event)
        return event

    def can_swap_seven(self) -> bool:
        """Whether the player to move may take the turned card for the 7 of briscola."""
        seat = self._current
        if seat is None or not self.rules.sette_leva or not self._stock:
            return False
        return (self.briscola_card.rank in _SEVEN_LEVA_TAKES
                and _SEVENS[self.trump] in self._hands[seat])

    def verify_swap_seven(self) -> Card:
        """The turned card the player to move would take with the sette leva; else the reason
        it may not, raised. ``can_swap_seven`` gives the same answer as a yes/no."""
        seat, seven = self._current, _SEVENS[self.trump]
        if not self.rules.sette_leva:
            raise IllegalPlayError(_SWAP_RULE, "no_sette_leva")
        if seat is None:
            raise IllegalPlayError(_SWAP_RULE, "game_over")
        if not self._stock:
            raise IllegalPlayError(_SWAP_RULE, "swap_no_deck", seat=seat)
        if self.briscola_card.rank not in _SEVEN_LEVA_TAKES:
            raise IllegalPlayError(_SWAP_RULE, "swap_low_card", card=self.briscola_card.code(),
                                   seat=seat)
        if seven not in self._hands[seat]:
            raise IllegalPlayError(_SWAP_RULE, "swap_without_seven", card=seven.code(), seat=seat)
        return self.briscola_card

    def swap_seven(self, seat: Optional[int] = None) -> SwapSeven:
        """The sette leva: give the 7 of briscola, take the turned Re, Cavallo, Asso or Tre.

        Returns the ``SwapSeven`` event. A refused swap raises and changes nothing.
        """
        self._check_turn(seat, "swap the 7 of briscola")
        self.verify_swap_seven()
        seat = self._seat_to_act()
        seven, taken = _SEVENS[self.trump], self.briscola_card
        hand = self._hands[seat]
        hand[hand.index(seven)] = taken
        self._stock[0] = self.briscola_card = seven
        self._known[seat].add(taken)
        event = SwapSeven(seat, seven, taken)
        self._history.append(event)
        return event

    # -- partner signs (segni), a house rule at 4 and 6 players ---------------------------

    def legal_signals(self) -> tuple[Sign, ...]:
        """The signs the player to move may give now (RULES.md section 5): with the house rule
        ``signals``, not in the first trick, one a trick, and only the ones true for the hand."""
        seat = self._current
        if seat is None or not self.rules.signals or not self._tricks or self._sign_given(seat):
            return ()
        return self._true_signs(seat)

    def _true_signs(self, seat: int) -> tuple[Sign, ...]:
        return true_signs(self._hands[seat], self.trump, self.rules.relative_signals,
                          self.partner_reference(seat))

    def partner_reference(self, seat: int) -> Optional[Sign]:
        """With relative signs, the latest reference sign a partner of ``seat`` gave (the one
        "two above" and "two below" answer); else None."""
        seen = [(trick, event.seat, event.sign) for trick, event in self._signals]
        return reference_of(seen, seat, self.side_of, self.rules.relative_signals)

    def can_signal(self, sign: Any) -> bool:
        return allowed(self.verify_signal, sign)

    def verify_signal(self, sign: Any) -> Sign:
        """The sign as a ``Sign`` if the player to move may give it now; else the reason, raised."""
        sign = Sign.parse(sign)
        seat, what = self._current, f"give the sign {sign.value!r} ({sign.meaning_en})"
        if not self.rules.signals:
            raise IllegalPlayError(f"cannot {what}: there are no signals in this game (the house "
                                   "rule signals=True, at 4 or 6 players)", "no_signals",
                                   sign=sign.value)
        if seat is None:
            raise IllegalPlayError(f"cannot {what}: the hand is over", "game_over", sign=sign.value)
        if not self._tricks:
            raise IllegalPlayError(f"seat {seat} cannot {what} in the first trick: no signals in "
                                   "the first trick", "first_trick", sign=sign.value, seat=seat)
        given = self._sign_given(seat)
        if given is not None:
            raise IllegalPlayError(
                f"seat {seat} cannot {what}: they already gave {given.value!r} in trick "
                f"{len(self._tricks) + 1}, and a player gives one sign a trick",
                "one_sign_a_trick", sign=sign.value, seat=seat, given=given.value)
        hand = self._hands[seat]
        true = self._true_signs(seat)
        if sign not in true:
            why = describe_false_sign(sign, hand, self.trump, self.partner_reference(seat))
            raise IllegalPlayError(
                f"seat {seat} cannot {what}: {why}; a "
                f"sign tells the partner the truth, and this hand may give "
                f"{', '.join(repr(s.value) for s in true)}", "false_sign", sign=sign.value,
                seat=seat, true=[s.value for s in true])
        return sign

    def signal(self, sign: Any, seat: Optional[int] = None) -> SignalGiven:
        """Give a partner sign for the player to move, before they play.

        The giver's partners see it; each opponent sees it with the house rule's
        ``intercept_chance``, drawn from the game's own generator, seeded from the deal.
        Returns the ``SignalGiven`` event. A refused sign raises and changes nothing.
        """
        self._check_turn(seat, "give a sign")
        sign = self.verify_signal(sign)
        seat = self._seat_to_act()
        event = SignalGiven(seat, sign, self._seen_by(seat))
        self._signals += ((len(self._tricks) + 1, event),)
        self._history.append(event)
        return event

    def _sign_given(self, seat: int) -> Optional[Sign]:
        """The sign ``seat`` gave in the trick being played, if any."""
        number = len(self._tricks) + 1
        for trick, event in reversed(self._signals):
            if trick != number:
                break
            if event.seat == seat:
                return event.sign
        return None

    def _seen_by(self, seat: int) -> tuple[int, ...]:
        """The other seats that see a sign of ``seat``: partners always; each opponent, in
        seat order, when its draw from the game's generator falls below the chance."""
        if self._signal_rng is None:
            deal = self._history[0] if self._history else None
            pack = format_cards(deal.pack) if isinstance(deal, Deal) else ""
            self._signal_rng = random.Random(f"signals:{self.seed}:{pack}")
        rng, chance, side = self._signal_rng, self.rules.intercept_chance, self._side_of[seat]
        return tuple(s for s in range(self._n) if s != seat and (
            self._side_of[s] == side or rng.random() < chance))

    # -- the mechanics: one play, the end of a trick, the draw ----------------------------

    def _on_play(self, seat: int, card: Card) -> None:
        known = self._known[seat]
        if known:
            known.discard(card)

    def _after_trick(self, trick: Trick) -> None:
        if self._stock:
            self._draw(trick.winner)
        self._current = trick.winner if self._hands[trick.winner] else None

    def _draw(self, winner: int) -> None:
        """Each player draws one card, the trick's winner first, then in order of play."""
        stock, hands, history = self._stock, self._hands, self._history
        for i in range(self._n):
            seat = (winner + i) % self._n
            card = stock.pop()
            hands[seat].append(card)
            if self._record:
                history.append(Draw(seat, card))
        if not stock:  # the turned card was drawn in sight of everyone
            self._known[(winner + self._n - 1) % self._n].add(self.briscola_card)

    # -- results and views ---------------------------------------------------------------

    def points_by_side(self) -> tuple[int, ...]:
        """Points taken so far by each side (accusi included)."""
        return tuple(sum(self._points[s] + self._bonus[s] for s in side) for side in self._sides)

    def outcome(self) -> Optional[Outcome]:
        """None while the hand goes on; then the points and the winners (none for a draw)."""
        if self._current is not None:
            return None
        by_side = self.points_by_side()
        best = best_side(by_side)
        tricks = [0] * len(self._sides)
        for trick in self._tricks:
            tricks[self._side_of[trick.winner]] += 1
        return Outcome(
            points_by_seat={s: self._points[s] + self._bonus[s] for s in range(self._n)},
            winners=() if best is None else self._sides[best],
            sides=self._sides, points_by_side=by_side, tricks_by_side=tuple(tricks))

    def view(self, seat: Any) -> SeatView:
        """What ``seat`` may see now: its own hand and everything public, counts for the rest."""
        seat = check_seat(seat, self._n)
        mine = self._current == seat
        partner_hands: tuple = ()
        if self.rules.partners_see_last_tricks and self.rules.is_team_game and self._last_three():
            partner_hands = tuple((s, tuple(self._hands[s])) for s in self._sides[self._side_of[seat]]
                                  if s != seat)
        return SeatView(
            seat=seat, rules=self.rules, dealer=self.dealer, hand=tuple(self._hands[seat]),
            hand_sizes=tuple(len(hand) for hand in self._hands),
            briscola_card=self.briscola_card, trump=self.trump, deck_count=len(self._stock),
            table=self.table,
            leader=self._leader if self._current is not None else None,
            current_player=self._current, tricks=tuple(self._tricks), sides=self._sides,
            points_by_side=self.points_by_side(),
            points_by_seat=tuple(p + b for p, b in zip(self._points, self._bonus)),
            declared_by_seat=tuple(self._bonus), declarations=tuple(self._declared),
            known_cards=tuple(tuple(sorted(self._known[s], key=lambda c: c.index)) if s != seat
                              else () for s in range(self._n)),
            out_of_play=self._out_of_play, partner_hands=partner_hands,
            legal=self.legal_plays() if mine else (),
            legal_declarations=self.legal_declarations() if mine else (),
            can_swap_seven=mine and self.can_swap_seven(), is_over=self._current is None,
            **self._signal_view(seat, mine))

    def _signal_view(self, seat: int, mine: bool) -> dict[str, Any]:
        """The signs ``seat`` saw, who saw its side's signs, and the signs it may give now."""
        if not self.rules.signals:
            return {}
        side = self._side_of[seat]
        return {
            "signals": tuple((trick, e.seat, e.sign) for trick, e in self._signals
                             if e.seat == seat or seat in e.seen_by),
            "intercepted": tuple((trick, e.seat, e.sign, tuple(s for s in e.seen_by
                                                               if self._side_of[s] != side))
                                 for trick, e in self._signals if self._side_of[e.seat] == side),
            "legal_signals": self.legal_signals() if mine else ()}

    def _last_three(self) -> bool:
        """Whether the last three tricks are being played (in 151 the deck runs out earlier)."""
        return not self._stock and len(self._tricks) >= self.rules.tricks - 3

    @classmethod
    def world(cls, view: SeatView, hands: Sequence[Sequence[Card]],
              stock: Sequence[Card]) -> "ClassicGame":
        """A whole position that agrees with ``view``, for searches that sample the hidden cards.

        ``hands`` gives every seat's hand (the viewer's own as in the view) and ``stock`` the
        cards still to draw, top first, the turned card last. It plays on like any game but
        keeps no history: nobody will replay a sampled position.
        """
        game = object.__new__(cls)
        rules = game.rules = view.rules
        game.dealer, game.seed, game._n = view.dealer, None, rules.players
        game._history, game._record = [], False
        game._sides = rules.sides
        game._side_of = [next(i for i, side in enumerate(game._sides) if s in side)
                         for s in range(game._n)]
        game._hands = [list(hand) for hand in hands]
        game._known = [set(cards) for cards in view.known_cards]
        game._tricks, game._declared = list(view.tricks), list(view.declarations)
        game._points, game._bonus = [0] * game._n, [0] * game._n
        for trick in view.tricks:
            game._points[trick.winner] += trick.points
        for declared in view.declarations:
            game._bonus[declared.seat] += declared.points
        game._out_of_play = view.out_of_play
        game.briscola_card, game.trump = view.briscola_card, view.trump
        game._lay_table(card for _, card in view.table)
        game._stock = list(reversed(stock))
        game._leader = view.leader if view.leader is not None else view.seat
        game._current = view.current_player
        return game

    def _fill_playout(self, playout: Playout) -> None:
        playout.sides, playout.side = self._sides, self._side_of
        playout.called, playout.revealed = None, True
        playout.stock = list(self._stock)
        playout.bonus, playout.last_trick, playout.target = list(self._bonus), 0, None

    # -- saving and replaying ------------------------------------------------------------

    def _json_body(self) -> dict:
        deal: Deal = self._history[0]  # type: ignore[assignment]  # a history opens with its Deal
        return {"variant": self.rules.variant, "players": self._n,
                "house_rules": self.rules.house_rules(), "dealer": self.dealer, "seed": self.seed,
                "pack": [card.code() for card in deal.pack], "actions": self._saved_actions()}

    @classmethod
    def _from_json_body(cls, body: dict) -> "ClassicGame":
        house_rules = field(body, "house_rules", dict)
        pack = field(body, "pack", list)
        actions = field(body, "actions", list)
        try:
            game = cls.new(body.get("variant", "classic"), players=body.get("players"),
                           seed=body.get("seed"), deck=pack, dealer=body.get("dealer"),
                           **house_rules)
        except (InvalidOptionError, InvalidCardError) as error:
            raise SaveFormatError(f"the saved game's deal is not valid: {error}", "bad_deal",
                                  cause=error.code) from None
        for number, action in enumerate(actions, start=1):
            try:
                game._apply_saved(action)
            except (IllegalPlayError, InvalidCardError, InvalidOptionError) as error:
                raise SaveFormatError(f"the saved game's action {number} {action!r} cannot be "
                                      f"replayed: {error}", "bad_action", number=number,
                                      cause=error.code) from None
        return game

    def _actions(self) -> dict[str, Callable[..., Any]]:
        return {"play": self.play, "declare": self.declare, "swap_seven": self.swap_seven,
                "signal": self.signal}

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"seat {self._current} to play"
        return (f"<{type(self).__name__} {self.rules.variant} {self._n} players, deal {self.seed}, "
                f"trick {len(self._tricks) + 1}, {state}>")


def _check_pack(deck: Any, rules: ClassicRules) -> list[Card]:
    """The given pack as cards, if it is exactly the cards this game is played with."""
    if isinstance(deck, (str, bytes)) or not isinstance(deck, Iterable):
        raise InvalidOptionError(f"deck must be a list of cards, top first, not {deck!r}",
                                 "deck_type", value=repr(deck))
    cards = [read_card(card, f"card {i + 1} of the deck") for i, card in enumerate(deck)]
    expected = rules.pack_cards()
    if len(cards) != len(expected) or set(cards) != set(expected):
        missing = sorted(set(expected) - set(cards), key=lambda c: c.index)
        extra = sorted(set(cards) - set(expected), key=lambda c: c.index)
        repeated = sorted({c for c in cards if cards.count(c) > 1}, key=lambda c: c.index)
        problems = [f"{label}: {format_cards(found)}" for label, found in
                    (("missing", missing), ("not in this pack", extra), ("repeated", repeated)) if found]
        raise InvalidOptionError(
            f"deck must hold exactly the {len(expected)} cards of a {rules.players}-player "
            f"{rules.variant} pack, got {len(cards)} ({'; '.join(problems)})", "deck",
            count=len(cards), expected=len(expected), missing=[c.code() for c in missing],
            extra=[c.code() for c in extra], repeated=[c.code() for c in repeated])
    return cards
