"""Briscola Chiamata (RULES.md section 6): the auction, the call, the secret partner.

Five players get 8 cards each. From the dealer's right each bids a rank weaker than the
last bid (Asso is the weakest bid, the 2 the strongest) or passes for good; after a 2 the
bids go on in points, "2 at 61" first (a plain 2 needs 61 too), then any higher total up
to 120 on the table's ladder (``ChiamataRules.point_ladder``: every total by default; with a
step of 5 and an opening of 70, seed 004's 70, 75, 80...). When four have passed, the one left calls the trump suit and so the card of the
winning rank in it: its holder is the partner, known to no one until that card is played. Variants, as options: Subito al Due (the 2 is always
called, the auction is on points), Prima mano al buio (the call comes after the first
trick), and Siciliana col monte (5 to 7 players, a monte of face-down cards for the caller).

>>> from briscola_teach import new_game
>>> game = new_game("chiamata", seed=5)
>>> game.phase, game.current_player
('auction', 1)
>>> while game.phase == "auction":
...     _ = game.bid(game.legal_bids()[1] if game.current_player == 1 else "pass")
>>> game.phase, game.caller, str(game.contract)
('call', 1, '1')
>>> _ = game.call("coppe")
>>> game.called_card, game.trump
(Card.parse('1c'), Suit.COPPE)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from dataclasses import field as data_field
from functools import lru_cache
from typing import Any, Callable, Iterable, NoReturn, Optional, Sequence, Union

from ..cards import DECK, Card, Rank, Suit, format_cards
# Bid and ChiamataRules live beside the views that name them; re-exported here.
from ..chiamata_rules import BID_PASS, RANK_BIDS, Bid, ChiamataRules, point_ladder
from ..errors import IllegalPlayError, InvalidCardError, InvalidOptionError, SaveFormatError
from ..history import (BidMade, Call, ChoosePartner, Deal, Discard, Event, Play, Reveal,
                       TakeDiscards, TakeMonte, field)
from ..rules import Trick, pile_points
from ..views import ChiamataView  # re-exported: its home is views.py, with SeatView
from .base import Game, Outcome, allowed, check_seat, check_seed, read_card, register
from .tricks import Playout, TrickPlay

PHASES = ("auction", "call", "play", "over")
# Col monte, the caller's answer when the called card is its own, in English or Italian.
_PARTNER_CHOICES = {"alone": "alone", "solo": "alone", "neighbour": "neighbour",
                    "vicino": "neighbour"}
# Every rank bid, weakest first: the legal rank bids are slices of these.
_RANK_BIDS = tuple(Bid(rank=rank) for rank in RANK_BIDS)


@dataclass(frozen=True)
class ChiamataOutcome(Outcome):
    """Adds the table score (RULES.md section 6), the full truth about the partner, and
    whether the callers made their contract: ``sides[0]`` is always the callers' side, and
    ``made`` says its ``callers_points`` reached ``target``, so no caller works that out again."""

    table_scores: dict[int, int] = data_field(default_factory=dict)
    caller: int = 0
    partner: Optional[int] = None
    alone: bool = False
    target: int = 61
    made: bool = False
    callers_points: int = 0


def stacked_pack(hands: Sequence[Sequence[Card]], dealer: int,
                 monte: Sequence[Card] = ()) -> list[Card]:
    """The pack that deals ``hands[s]`` to seat ``s`` (one card at a time from the dealer's
    right, as ``ChiamataGame`` deals it), then ``monte``: the deal read backwards, for
    simulations and exercises that choose the hands.

    >>> from briscola_teach.cards import DECK
    >>> hands = [DECK[8 * s:8 * s + 8] for s in range(5)]
    >>> game = ChiamataGame.new(deck=stacked_pack(hands, dealer=2), dealer=2)
    >>> game.view(4).hand == tuple(sorted(hands[4], key=lambda c: c.index))
    True
    """
    n = len(hands)
    leader = (dealer + 1) % n
    return [hands[(leader + i) % n][i // n] for i in range(n * len(hands[0]))] + list(monte)


@register("chiamata")
class ChiamataGame(Game, TrickPlay):
    """A hand of Briscola Chiamata. Start it with ``new_game("chiamata", ...)``.

    Each action has one source of legality: ``verify_bid`` (``verify_call``,
    ``verify_discard``, ``verify_choose_partner``, ``verify_play``) returns what the action
    would take or raises the reason, with a ``code`` and ``details``; ``can_bid`` (and the
    others) answers yes or no and never raises; ``bid()`` (and the others) checks with its
    ``verify_`` and acts. A refused action changes nothing. What may be chosen now is listed
    by ``legal_bids``, ``call_options``, ``discard_options`` (the cards, not the sets),
    ``partner_options`` and ``legal_plays``, so a widget offers only those and asks no more.
    """

    @classmethod
    def new(cls, variant: str = "chiamata", seed: Any = None,
            deck: Optional[Iterable[Union[Card, str]]] = None, dealer: Any = 0,
            **options: Any) -> "ChiamataGame":
        rules = ChiamataRules.make(**options)
        dealer = check_seat(dealer, rules.players, "dealer")
        if deck is None:
            seed = check_seed(seed)
            pack = list(DECK)
            random.Random(seed).shuffle(pack)
        else:
            seed = None if seed is None else check_seed(seed)
            pack = _check_pack(deck)
        return cls(Deal(rules, dealer, tuple(pack), seed))

    def __init__(self, deal: Deal) -> None:
        self.rules: ChiamataRules = deal.rules
        self.dealer, self.seed = deal.dealer, deal.seed
        self._n = self.rules.players
        # Redeals after five passes shuffle with a generator fixed by the first deal, so a
        # saved game replays to the same packs.
        self._redeals = random.Random(f"redeal:{deal.seed}:{format_cards(deal.pack)}")
        self._history: list[Event] = []
        self._start(deal)

    def _start(self, deal: Deal) -> None:
        """Deal ``deal.pack`` one card at a time from the top, from the dealer's right."""
        n, size = self._n, self.rules.hand_size
        self._history.append(deal)
        self._hands = [[] for _ in range(n)]
        self._leader = (self.dealer + 1) % n
        for i in range(n * size):
            self._hands[(self._leader + i) % n].append(deal.pack[i])
        self._monte = list(deal.pack[n * size:])
        self._discards: list[Card] = []
        self._bids: list[tuple[int, Bid]] = []
        self._passed: set[int] = set()
        self._contract: Optional[Bid] = None
        self.caller: Optional[int] = None
        self.called_card: Optional[Card] = None
        self.trump: Optional[Suit] = None
        self._partner: Optional[int] = None  # the truth; None when alone or not yet called
        self._revealed = False
        self._pending: Optional[str] = None
        self._trick, self._best, self._tricks = [], 0, []
        self._points = [0] * n
        self.phase = "auction"
        self._current: Optional[int] = self._leader

    # -- the public state ----------------------------------------------------------------

    @property
    def variant(self) -> str:
        return "chiamata"

    @property
    def pending(self) -> Optional[str]:
        """Within the "call" phase: "call", then col monte "discard" and maybe "partner"."""
        return self._pending if self.phase == "call" else None

    @property
    def contract(self) -> Optional[Bid]:
        """The highest bid so far (the winning bid once the auction is over)."""
        return self._contract

    @property
    def target(self) -> int:
        """The points the caller's side needs: 61, or the total bid in the auction
        (unless the ``must_reach_bid`` option is off)."""
        return self.rules.target(self._contract)

    @property
    def bids(self) -> tuple[tuple[int, Bid], ...]:
        return tuple(self._bids)

    @property
    def partner(self) -> Optional[int]:
        """The partner's seat once the called card is played or shown; None while secret
        (and None for a caller revealed to be alone)."""
        return self._partner if self._revealed else None

    @property
    def alone(self) -> Optional[bool]:
        """True/False once the called card is out; None while that is secret."""
        return (self._partner is None) if self._revealed else None

    @property
    def sides(self) -> Optional[tuple[tuple[int, ...], ...]]:
        """(the caller's side, the opponents) once the partner is known; else None."""
        return self._truth_sides() if self._revealed else None

    def _the_caller(self) -> int:
        """The caller, once the auction is won (every caller's action comes after it)."""
        assert self.caller is not None, "the auction is not over"
        return self.caller

    def _the_called_card(self) -> Card:
        assert self.called_card is not None, "no card is called yet"
        return self.called_card

    def _truth_sides(self) -> tuple[tuple[int, ...], ...]:
        ours = tuple(sorted(seat for seat in (self.caller, self._partner) if seat is not None))
        return (ours, tuple(s for s in range(self._n) if s not in ours))

    @property
    def true_sides(self) -> tuple[tuple[int, ...], ...]:
        """(the caller's side, the opponents) as they are, secret or not: for searches and
        the end of a hand (``sides`` is what the table knows)."""
        return self._truth_sides()

    def side_of(self, seat: int) -> int:
        """0 for the caller's side, 1 for an opponent: the truth, as in ``true_sides``.
        Unchecked: for searches; at the table the sides are known once the called card shows."""
        return 0 if seat == self.caller or seat == self._partner else 1

    # -- the auction ---------------------------------------------------------------------

    def legal_bids(self) -> tuple[Bid, ...]:
        """The bids the player to move may make: a pass first, then weakest to strongest."""
        if self.phase != "auction":
            return ()
        return (BID_PASS,) + self._bids_above()

    def _bids_above(self) -> tuple[Bid, ...]:
        """The bids that beat the contract: weaker ranks, or the higher totals of the table's
        ladder (the opening, then the multiples of the step: 70, 75, 80...)."""
        contract, rules = self._contract, self.rules
        if not rules.auction_on_points and (contract is None or contract.rank is not None
                                             and contract.rank is not Rank.DUE):
            return _RANK_BIDS if contract is None else _RANK_BIDS[RANK_BIDS.index(contract.rank) + 1:]
        if contract is None or contract.points is None:  # none yet, or a plain 2: "2 at 61" on
            low = rules.min_points
        else:
            low = contract.points + 1
        return tuple(bid for bid in _point_bids(rules.min_points, rules.point_step)
                     if bid.points is not None and bid.points >= low)

    def can_bid(self, bid: Any) -> bool:
        """Whether the player to move may make ``bid`` now (a UI greys a button out with it)."""
        return allowed(self.verify_bid, bid)

    def verify_bid(self, bid: Any) -> Bid:
        """The bid as a ``Bid`` if the player to move may make it now; else the reason, raised."""
        if self.phase != "auction":
            raise IllegalPlayError(f"cannot bid {bid!r}: the auction is over (phase {self.phase})",
                                   "game_over" if self.phase == "over" else "auction_over",
                                   phase=self.phase)
        bid = Bid.parse(bid)
        if not bid.is_pass and bid not in self._bids_above():
            self._refuse_bid(bid)
        return bid

    def bid(self, bid: Any, seat: Optional[int] = None) -> BidMade:
        """Bid for the player to move: "pass", a rank (weaker than the last) or a total.

        Returns the ``BidMade`` event. A refused bid raises and changes nothing.
        """
        self._check_turn(seat, "bid")
        bid = self.verify_bid(bid)
        seat = self._seat_to_act()
        event = BidMade(seat, bid)
        self._history.append(event)
        self._bids.append((seat, bid))
        if bid.is_pass:
            self._passed.add(seat)
        else:
            self._contract = bid
        self._after_bid(seat)
        return event

    def _refuse_bid(self, bid: Bid) -> NoReturn:
        """Raise why ``bid`` does not beat the contract, with a code and data for each reason."""
        current = self._contract
        known = {"bid": str(bid), "contract": None if current is None else str(current)}
        if self.rules.auction_on_points and bid.rank is not None:
            raise IllegalPlayError(f"cannot bid {bid.name('en')}: in this game the auction is on "
                                   f"points ({self.rules.min_points}-120)", "bid_points_only",
                                   min_points=self.rules.min_points, **known)
        if bid.points is not None and not self.rules.auction_on_points and (
                current is None or current.rank not in (None, Rank.DUE)):
            raise IllegalPlayError(f"cannot bid {bid.points} points: totals come only after "
                                   "someone bids the 2", "bid_points_before_two", **known)
        above = self._bids_above()
        if bid.rank is not None and above and above[0].points is not None:
            raise IllegalPlayError(f"cannot bid {bid.name('en')}: after the 2 only totals can be "
                                   f"bid, at least {above[0].points}", "bid_points_after_two",
                                   low=above[0].points, **known)
        if current is not None and bid.rank is not None:
            raise IllegalPlayError(f"cannot bid {bid.name('en')}: a bid must be a rank weaker than "
                                   f"{current.name('en')} (Asso, 3, Re, Cavallo, Fante, 7, 6, 5, "
                                   "4, 2)", "bid_not_lower", **known)
        if not above:
            raise IllegalPlayError(f"cannot bid {bid.name('en')}: 120 cannot be outbid; pass",
                                   "bid_top", **known)
        ladder = self.rules.point_ladder
        # a total below the contract (or the opening) is too low whatever its step
        floor = current.points if current is not None and current.points is not None else \
            self.rules.min_points - 1
        if bid.points is not None and bid.points > floor and bid.points not in ladder:
            rungs = ", ".join(map(str, ladder[:3]))     # numbers: the same in every language
            raise IllegalPlayError(
                f"cannot bid {bid.points} points: at this table the totals are {ladder[0]}, then "
                f"the multiples of {self.rules.point_step} up to 120 ({rungs}...); the lowest "
                f"now is {above[0].points}", "bid_off_step", points=bid.points,
                step=self.rules.point_step, ladder=rungs, low=above[0].points, **known)
        raise IllegalPlayError(f"cannot bid {bid.name('en')}: the next total must be at least "
                               f"{above[0].points}", "bid_too_low", low=above[0].points, **known)

    def _after_bid(self, seat: int) -> None:
        if len(self._passed) == self._n:
            self._redeal()
        elif len(self._passed) == self._n - 1 and self._contract is not None:
            self.caller = next(s for s in range(self._n) if s not in self._passed)
            if self.rules.prima_mano_al_buio:
                self.phase, self._current = "play", self._leader
            else:
                self.phase, self._pending, self._current = "call", "call", self.caller
        else:
            self._current = next((seat + i) % self._n for i in range(1, self._n + 1)
                                 if (seat + i) % self._n not in self._passed)

    def _redeal(self) -> None:
        pack = list(DECK)
        self._redeals.shuffle(pack)
        self._start(Deal(self.rules, self.dealer, tuple(pack), self.seed))

    # -- the call ------------------------------------------------------------------------

    def can_call(self, what: Any) -> bool:
        """Whether the caller may call ``what`` (a suit or a card) now; never raises."""
        return allowed(self.verify_call, what)

    def verify_call(self, what: Any) -> Card:
        """The card ``what`` calls (a suit: the winning rank in it; col monte: any card) if the
        caller may call it now; else the reason, raised."""
        if self.phase != "call" or self._pending != "call":
            raise IllegalPlayError(f"cannot call {what!r} now: the phase is {self.phase}",
                                   "game_over" if self.phase == "over" else "no_call_now",
                                   phase=self.phase)
        return self._called(what)

    def call(self, what: Any, seat: Optional[int] = None) -> Call:
        """Name the trump suit (a suit) or the called card; col monte: any card.

        Returns the ``Call`` event. A refused call raises and changes nothing.
        """
        self._check_turn(seat, "call")
        card = self.verify_call(what)
        seat = self._seat_to_act()
        event = Call(seat, card)
        self._history.append(event)
        self.called_card, self.trump = card, card.suit
        if self.rules.col_monte:
            hand = self._hands[seat]
            self._own_call = card in hand or card in self._monte
            self._history.append(TakeMonte(seat, tuple(self._monte)))
            hand.extend(self._monte)
            self._monte = []
            self._pending = "discard"
        else:
            self._set_partner(self._holder(card))
            self._begin_play()
        return event

    def _called(self, what: Any) -> Card:
        """The card meant by the call: a suit (the winning rank in it) or a card."""
        rank = self._called_rank()
        suit = None
        if isinstance(what, (Suit, str)) and not isinstance(what, Card):
            try:
                suit = Suit.parse(what)
            except InvalidCardError:
                suit = None
        if suit is not None:
            if rank is None:
                raise IllegalPlayError(f"col monte the caller names a card, not a suit ({what!r})",
                                       "call_suit_col_monte", suit=suit.value)
            return Card(rank, suit)
        try:
            card = read_card(what, "the call: a suit or a card")
        except InvalidCardError:
            raise InvalidCardError(f"{what!r} is neither a suit nor a card (the call)",
                                   "call_unknown",
                                   value=what if isinstance(what, str) else repr(what)) from None
        if rank is not None and card.rank is not rank:
            raise IllegalPlayError(
                f"cannot call {card} ({card.name('en')}): the auction was won with "
                f"{rank.name_in('en')}, so call the {rank.name_in('en')} of a suit",
                "call_wrong_rank", card=str(card), rank=int(rank),
                contract=None if self._contract is None else str(self._contract))
        return card

    def _called_rank(self) -> Optional[Rank]:
        return self.rules.called_rank(self._contract)

    def call_options(self) -> tuple[Card, ...]:
        """The cards the caller may call now (empty when no call is due)."""
        if self.phase != "call" or self._pending != "call":
            return ()
        rank = self._called_rank()
        return tuple(card for card in DECK if rank is None or card.rank is rank)

    def discard_options(self) -> tuple[Card, ...]:
        """The cards the caller may lay aside now, col monte: its hand, the monte taken in
        (empty when no discard is due). A discard is ``rules.monte_size`` different ones."""
        if self.phase != "call" or self._pending != "discard" or self.caller is None:
            return ()
        return tuple(self._hands[self.caller])

    def can_discard(self, cards: Any) -> bool:
        """Whether the caller may lay ``cards`` face down now (col monte); never raises."""
        return allowed(self.verify_discard, cards)

    def verify_discard(self, cards: Any) -> tuple[Card, ...]:
        """The cards as ``Card``s if the caller may discard them now; else the reason, raised:
        a card not in the hand, a card chosen twice, or not as many cards as the monte held."""
        if self.phase != "call" or self._pending != "discard":
            raise IllegalPlayError("cannot discard now: only the caller, col monte, right after "
                                   "taking the monte",
                                   "game_over" if self.phase == "over" else "no_discard_now",
                                   phase=self.phase)
        if isinstance(cards, (str, Card)):
            cards = [cards] if isinstance(cards, Card) else cards.replace(",", " ").split()
        try:
            items = list(cards)
        except TypeError:
            raise InvalidCardError(f"a discard is a list of cards, not {type(cards).__name__} "
                                   f"{cards!r}", "cards_type", value=repr(cards)) from None
        chosen = tuple(read_card(card, "a discard") for card in items)
        hand = self._hands[self._the_caller()]
        size = self.rules.monte_size
        message = (f"discard exactly {size} different cards from your hand, not "
                   f"{format_cards(chosen) or 'none'}")
        details = {"count": size, "given": len(chosen), "cards": [c.code() for c in chosen]}
        not_held = next((card for card in chosen if card not in hand), None)
        if not_held is not None:
            raise IllegalPlayError(message, "discard_not_held", card=not_held.code(), **details)
        repeated = next((card for i, card in enumerate(chosen) if card in chosen[:i]), None)
        if repeated is not None:
            raise IllegalPlayError(message, "discard_repeated", card=repeated.code(), **details)
        if len(chosen) != size:
            raise IllegalPlayError(message, "discard_count", **details)
        return chosen

    def discard(self, cards: Any, seat: Optional[int] = None) -> Discard:
        """Col monte: the caller lays as many cards face down as the monte held.

        Returns the ``Discard`` event. A refused discard raises and changes nothing.
        """
        self._check_turn(seat, "discard")
        chosen = list(self.verify_discard(cards))
        hand = self._hands[self._the_caller()]
        for card in chosen:
            hand.remove(card)
        self._discards = chosen
        event = Discard(self._the_caller(), tuple(chosen))
        self._history.append(event)
        if self._own_call:
            self._pending = "partner"
        else:
            self._set_partner(self._holder(self._the_called_card()))
            self._begin_play()
        return event

    def partner_options(self) -> tuple[str, ...]:
        """Col monte, the called card being the caller's own: ``("alone", "neighbour")``;
        empty when no such choice is due."""
        if self.phase != "call" or self._pending != "partner":
            return ()
        return ("alone", "neighbour")

    def can_choose_partner(self, choice: Any) -> bool:
        """Whether the caller may make ``choice`` ("alone" or "neighbour") now; never raises."""
        return allowed(self.verify_choose_partner, choice)

    def verify_choose_partner(self, choice: Any) -> str:
        """``"alone"`` or ``"neighbour"`` (also read from "solo" and "vicino") if the caller may
        choose it now; else the reason, raised."""
        if self.phase != "call" or self._pending != "partner":
            raise IllegalPlayError("cannot choose a partner now: only col monte, when the "
                                   "called card is the caller's own",
                                   "game_over" if self.phase == "over" else "no_partner_choice_now",
                                   phase=self.phase)
        if not isinstance(choice, str) or choice not in _PARTNER_CHOICES:
            raise InvalidOptionError(f"choose 'alone' or 'neighbour', not {choice!r}",
                                     "partner_choice", value=repr(choice),
                                     choices=["alone", "neighbour"])
        return _PARTNER_CHOICES[choice]

    def choose_partner(self, choice: Any, seat: Optional[int] = None) -> ChoosePartner:
        """Col monte, the called card being the caller's own: "alone" or "neighbour"
        (show the card and play with the right-hand neighbour, the next seat in play).

        Returns the ``ChoosePartner`` event. A refused choice raises and changes nothing.
        """
        self._check_turn(seat, "choose a partner")
        choice = self.verify_choose_partner(choice)
        caller = self._the_caller()
        partner = None if choice == "alone" else (caller + 1) % self._n
        event = ChoosePartner(caller, partner)
        self._history.append(event)
        self._set_partner(partner)
        if partner is not None:
            self._reveal()  # the card is shown: everyone knows
        self._begin_play()
        return event

    def _holder(self, card: Card) -> Optional[int]:
        """The seat holding ``card``; None when that is the caller (alone) or nobody."""
        holder = next((s for s in range(self._n) if card in self._hands[s]), None)
        return None if holder == self.caller else holder

    def _set_partner(self, partner: Optional[int]) -> None:
        self._partner = partner
        played = any(card is self.called_card for trick in self._tricks for card in trick.cards)
        if played:
            self._reveal()

    def _begin_play(self) -> None:
        self.phase, self._pending = "play", None
        self._current = self._leader

    def _reveal(self) -> None:
        if not self._revealed:
            self._revealed = True
            self._history.append(Reveal(self._partner, self._partner is None))

    # -- play ----------------------------------------------------------------------------

    def legal_plays(self) -> tuple[Card, ...]:
        """Any card held; al buio, in the first trick, no 2 but the caller's as the last card."""
        seat = self._current
        if self.phase != "play" or seat is None:
            return ()
        hand = self._hands[seat]
        if self._no_twos_now(seat):
            return tuple(card for card in hand if card.rank is not Rank.DUE)
        return tuple(hand)

    def _no_twos_now(self, seat: int) -> bool:
        first_trick_blind = self.rules.prima_mano_al_buio and not self._tricks
        return first_trick_blind and not (seat == self.caller and len(self._trick) == self._n - 1)

    def can_play(self, card: Any) -> bool:
        """Whether the player to move may play ``card`` now; never raises."""
        return allowed(self.verify_play, card)

    def verify_play(self, card: Any) -> Card:
        """The card as a ``Card`` if the player to move may play it; else the reason, raised."""
        card = card if card.__class__ is Card else read_card(card, "the card to play")
        if self.phase != "play":
            raise IllegalPlayError(f"cannot play {card}: the phase is {self.phase}",
                                   "game_over" if self.phase == "over" else "no_play_now",
                                   phase=self.phase, card=str(card))
        seat = self._seat_to_act()
        if card not in self._hands[seat]:
            raise IllegalPlayError(
                f"seat {seat} cannot play {card} ({card.name('en')}): it is not in their hand "
                f"({format_cards(self._hands[seat])})", "not_in_hand", card=str(card), seat=seat)
        if card.rank is Rank.DUE and self._no_twos_now(seat):
            raise IllegalPlayError(
                f"seat {seat} cannot play {card}: al buio no 2 may be played in the first trick, "
                "except by the caller as its last card", "no_two_al_buio", card=str(card),
                seat=seat)
        return card

    def play(self, card: Any, seat: Optional[int] = None) -> Play:
        """Play ``card`` for the player to move; a refused play raises and changes nothing."""
        if seat is not None:
            self._check_turn(seat, f"play {card}")
        card = self.verify_play(card)
        return self._play(self._seat_to_act(), card)

    def _on_play(self, seat: int, card: Card) -> None:
        if card is self.called_card:
            self._reveal()

    def _after_trick(self, trick: Trick) -> None:
        if self.called_card is None:  # al buio: the call comes now
            self.phase, self._pending, self._current = "call", "call", self.caller
        elif self._hands[trick.winner]:
            self._current = trick.winner
        else:
            if self._discards:
                points = pile_points(self._discards)
                self._points[trick.winner] += points
                self._history.append(TakeDiscards(trick.winner, tuple(self._discards), points))
            self._reveal()
            self.phase, self._current = "over", None

    # -- the end ------------------------------------------------------------------------

    def outcome(self) -> Optional[ChiamataOutcome]:
        """None while the hand goes on; then the points, the winners and the table scores.

        Table scores (RULES.md): the pair +2/+1 and each opponent -1, alone +4 and -1 each,
        the reverse on a loss, doubled for cappotto. RULES.md gives them for five players; col
        monte with 6 or 7 keeps partner +1 and opponents -1 each, and the caller's share is
        what makes the scores sum to zero (pair: opponents - 1; alone: opponents).
        """
        if self.phase != "over":
            return None
        sides = self._truth_sides()
        ours, theirs = sides
        by_side = tuple(sum(self._points[s] for s in side) for side in sides)
        tricks = tuple(sum(1 for t in self._tricks if t.winner in side) for side in sides)
        won = by_side[0] >= self.target
        alone = self._partner is None
        caller, partner = self._the_caller(), self._partner
        scores = {seat: (-1 if won else 1) for seat in theirs}
        if partner is None:
            scores[caller] = len(theirs) * (1 if won else -1)
        else:
            scores[caller] = (len(theirs) - 1) * (1 if won else -1)
            scores[partner] = 1 if won else -1
        if 0 in tricks:  # cappotto: one side took every trick
            scores = {seat: 2 * score for seat, score in scores.items()}
        return ChiamataOutcome(
            points_by_seat={s: self._points[s] for s in range(self._n)},
            winners=ours if won else theirs, sides=sides, points_by_side=by_side,
            tricks_by_side=tricks, table_scores=dict(sorted(scores.items())),
            caller=caller, partner=partner, alone=alone,
            target=self.target, made=won, callers_points=by_side[0])

    def view(self, seat: Any) -> ChiamataView:
        """What ``seat`` may see: its hand, the auction, the call, the public tricks."""
        seat = check_seat(seat, self._n)
        mine = self._current == seat
        return ChiamataView(
            seat=seat, rules=self.rules, dealer=self.dealer, phase=self.phase,
            pending=self.pending, hand=tuple(self._hands[seat]),
            hand_sizes=tuple(len(hand) for hand in self._hands), bids=tuple(self._bids),
            passed=tuple(sorted(self._passed)), contract=self._contract, caller=self.caller,
            target=self.target if self.caller is not None else None,
            called_card=self.called_card, trump=self.trump, partner=self.partner,
            alone=self.alone, monte_count=len(self._monte),
            discards=tuple(self._discards) if seat == self.caller else (),
            table=self.table, leader=self._leader if self.phase == "play" else None,
            current_player=self._current, tricks=tuple(self._tricks),
            points_by_seat=tuple(self._points), sides=self.sides,
            # the sides' points only once the sides are public: they would name the partner
            points_by_side=self.points_by_side() if self._revealed else None,
            legal=self.legal_plays() if mine else (),
            legal_bids=self.legal_bids() if mine else (), is_over=self.phase == "over")

    def points_by_side(self) -> tuple[int, ...]:
        """Points taken by (the caller's side, the opponents): the truth, partner included.

        Only for the end of a hand or for a sampled position in a search: a player's view
        does not know the sides until the called card is out.
        """
        return tuple(sum(self._points[s] for s in side) for side in self._truth_sides())

    @classmethod
    def world(cls, view: ChiamataView, hands: Sequence[Sequence[Card]],
              discards: Sequence[Card] = ()) -> "ChiamataGame":
        """A whole position in the play phase that agrees with ``view``, for searches: every
        hand given, and (col monte) the caller's discards. The partner is whoever holds the
        called card in ``hands`` unless the view already knows."""
        if view.phase != "play" or view.called_card is None:
            raise IllegalPlayError("a Chiamata position can be sampled in the play phase, after "
                                   "the call", "world_phase", phase=view.phase)
        game = object.__new__(cls)
        game.rules, game.dealer, game.seed = view.rules, view.dealer, None
        game._n = view.players
        game._history, game._record = [], False
        game._hands = [list(hand) for hand in hands]
        game._monte, game._discards = [], list(discards)
        game._bids, game._passed = list(view.bids), set(view.passed)
        game._contract, game.caller = view.contract, view.caller
        game.called_card, game.trump = view.called_card, view.trump
        if view.alone is not None:
            game._partner, game._revealed = view.partner, True
        else:
            holder = next((s for s, hand in enumerate(hands) if view.called_card in hand), None)
            game._partner = None if holder == view.caller else holder
            game._revealed = False
        game._pending, game.phase = None, "play"
        game._lay_table(card for _, card in view.table)
        game._tricks, game._points = list(view.tricks), list(view.points_by_seat)
        game._leader = view.leader if view.leader is not None else view.seat
        game._current = view.current_player
        return game

    def _fill_playout(self, playout: Playout) -> None:
        playout.sides = sides = self._truth_sides()
        playout.side = [0 if seat in sides[0] else 1 for seat in range(self._n)]  # side_of
        playout.called, playout.revealed = self.called_card, self._revealed
        playout.stock = []
        playout.bonus, playout.last_trick = [0] * self._n, pile_points(self._discards)
        playout.target = self.target

    # -- saving and replaying ------------------------------------------------------------

    def _json_body(self) -> dict:
        packs = [[c.code() for c in e.pack] for e in self._history if isinstance(e, Deal)]
        return {"variant": "chiamata", "players": self._n, "house_rules": self.rules.house_rules(),
                "dealer": self.dealer, "seed": self.seed, "packs": packs,
                "actions": self._saved_actions()}

    @classmethod
    def _from_json_body(cls, body: dict) -> "ChiamataGame":
        house_rules = field(body, "house_rules", dict)
        packs = field(body, "packs", list)
        actions = field(body, "actions", list)
        if not packs:
            raise SaveFormatError("the saved game has no deal", "bad_deal")
        try:
            game = cls.new(seed=body.get("seed"), deck=packs[0], dealer=body.get("dealer"),
                           **house_rules)
        except (InvalidOptionError, InvalidCardError) as error:
            raise SaveFormatError(f"the saved game's deal is not valid: {error}", "bad_deal",
                                  cause=error.code) from None
        for number, action in enumerate(actions, start=1):
            try:
                game._apply_saved(action)
            except ValueError as error:
                raise SaveFormatError(f"the saved game's action {number} {action!r} cannot be "
                                      f"replayed: {error}", "bad_action", number=number,
                                      cause=getattr(error, "code", "error")) from None
        replayed = [[c.code() for c in e.pack] for e in game._history if isinstance(e, Deal)]
        if replayed != packs:
            raise SaveFormatError("the saved game's redeals do not match its packs", "bad_deal")
        return game

    def _actions(self) -> dict[str, Callable[..., Any]]:
        return {"bid": self.bid, "call": self.call, "discard": self.discard,
                "partner": self.choose_partner, "play": self.play}

    def __repr__(self) -> str:
        return (f"<ChiamataGame {self._n} players, deal {self.seed}, phase {self.phase}, "
                f"seat {self._current} to act>")


@lru_cache(maxsize=None)
def _point_bids(opening: int, step: int) -> tuple[Bid, ...]:
    """The totals of a table's ladder (``ChiamataRules.point_ladder``) as bids."""
    return tuple(Bid(points=points) for points in point_ladder(opening, step))


def _check_pack(deck: Any) -> list[Card]:
    if isinstance(deck, (str, bytes)) or not isinstance(deck, Iterable):
        raise InvalidOptionError(f"deck must be a list of the 40 cards, top first, not {deck!r}",
                                 "deck_type", value=repr(deck))
    cards = [read_card(card, f"card {i + 1} of the deck") for i, card in enumerate(deck)]
    if len(cards) != 40 or len(set(cards)) != 40:
        missing = [c for c in DECK if c not in cards]
        repeated = sorted({c for c in cards if cards.count(c) > 1}, key=lambda c: c.index)
        raise InvalidOptionError(f"deck must hold each of the 40 cards once, got {len(cards)} "
                                 f"cards (missing: {format_cards(missing) or 'none'})", "deck",
                                 count=len(cards), expected=40,
                                 missing=[c.code() for c in missing], extra=[],
                                 repeated=[c.code() for c in repeated])
    return cards
