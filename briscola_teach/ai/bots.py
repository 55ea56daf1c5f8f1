"""Computer opponents at four levels. A bot is given one seat's view and nothing else.

- ``random``: any legal card.
- ``easy``: a beginner: leads big cards, takes whatever it can with its biggest card,
  wastes trumps, and now and then plays without thinking.
- ``medium``: a careful player: leads lisci, takes with the cheapest card that wins, keeps
  trumps for points, loads a partner's safe trick, counts cards, and plays the end exactly.
- ``hard``: deals the cards it cannot see many ways and plays each card on (``search``);
  exact as soon as every card is known. It maximises the chance of winning, then the points.

The same seed gives the same play: bots draw their chances from their own generator.
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Optional, Union

from ..cards import Card
from ..games.chiamata import Bid
from ..rules import beats, holding_play
from ..signals import REFERENCES, Sign
from ..views import ChiamataView, SeatView
from .bidding import (bid_ranks, call_candidates, chance, choose_discards, estimate,
                      fair_chance, goes_alone, likely_call)
from .endgame import small_enough, solve
from .heuristics import careful_choice, greedy_choice, is_top_of_suit
from .search import evaluate
from .worlds import is_known_world, sample_world

LEVELS = ("random", "easy", "medium", "hard")
_SIGN_ORDER = list(Sign)


class Bot:
    """The interface: ``choose(view)`` gives a card of ``view.legal_plays()``; in Chiamata
    also ``bid(view)``, ``call(view)`` and, col monte, ``discard(view)`` and
    ``choose_partner(view)``."""

    level = "bot"
    # Bid on while the chance of making the contract is at least this. The auction goes to
    # the most hopeful hand, and on a few deals a call the luckiest call looks better than
    # it is: at 0.6 medium bots made 82% of their contracts in plain Chiamata, 51% col monte
    # at 5 players (median bid 89) and 61% at 6 (89), over 80 deals, the simulations playing
    # as the bots do (the partner secret until the called card shows); when everyone in
    # them knew the sides from the start, 72%, 60% (84) and 56% (87).
    bid_threshold = 0.6
    bid_samples = 5       # simulated deals a candidate call

    def __init__(self, seed: Optional[int] = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self._estimates: dict[tuple, tuple[tuple[Card, ...], Mapping[Card, list[int]]]] = {}

    def choose(self, view: Union[SeatView, ChiamataView]) -> Card:
        _check_view(view, "choose")
        legal = view.legal_plays()
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to play now (not its turn)")
        if len(legal) == 1:
            return legal[0]
        if isinstance(view, ChiamataView):
            return self._choose_chiamata(view, legal)
        return self._choose(view, legal)

    def _choose(self, view: SeatView, legal: tuple[Card, ...]) -> Card:
        raise NotImplementedError

    def _choose_chiamata(self, view: ChiamataView, legal: tuple[Card, ...]) -> Card:
        return careful_choice(legal, [card for _, card in view.table], view.trump,
                              *_chiamata_partner_state(view))

    # -- Chiamata: the auction and the call ------------------------------------------------

    def bid(self, view: ChiamataView) -> Bid:
        """A pass, or the smallest raise whose chance of being made is high enough."""
        _check_view(view, "bid", ChiamataView)
        legal = view.legal_bids
        if not legal:
            raise ValueError(f"seat {view.seat} cannot bid now (phase {view.phase})")
        for bid in legal[1:]:
            if self._contract_chance(view, bid) >= self.bid_threshold:
                return bid
        return legal[0]

    def call(self, view: ChiamataView) -> Card:
        """The called card: the candidate most likely to make the contract."""
        if view.pending != "call" or view.seat != view.caller:
            raise ValueError(f"seat {view.seat} has no call to make now")
        rank = view.rules.called_rank(view.contract)
        estimates = self._estimates_for(view)
        if estimates is None:  # al buio, a bot that missed the auction: the longest strong suit
            return likely_call(view.hand, call_candidates(view, rank))
        target = view.rules.target(view.contract)
        return max(call_candidates(view, rank),
                   key=lambda card: (chance(estimates[card], target), -card.index))

    def discard(self, view: ChiamataView) -> list[Card]:
        return choose_discards(view.hand, view.trump, view.rules.monte_size)

    def choose_partner(self, view: ChiamataView) -> str:
        return "alone" if goes_alone(view.hand, view.trump) else "neighbour"

    def _contract_chance(self, view: ChiamataView, bid: Bid) -> float:
        rank, target = view.rules.called_rank(bid), view.rules.target(bid)
        estimates = self._estimates_for(view)
        assert estimates is not None  # the auction comes before any trick
        # The chance of the call that makes the most points on average, not the best chance
        # of any call: with a few deals each, the luckiest of a dozen calls would promise far
        # more than the hand makes (medium bots bid 95 col monte and made 40%).
        best = max(call_candidates(view, rank), key=lambda card: (
            sum(estimates[card]) / len(estimates[card]), -card.index))
        return fair_chance(estimates[best], target)

    def _estimates_for(self, view: ChiamataView) -> Optional[Mapping[Card, list[int]]]:
        """The simulated points of each candidate call, worked out once for the dealt hand."""
        key = (view.seat, view.dealer, view.rules)
        dealt = not view.tricks and len(view.hand) == view.rules.hand_size
        if dealt and self._estimates.get(key, (None,))[0] != view.hand:
            ranks = bid_ranks(view.rules)
            self._estimates[key] = (view.hand, estimate(view, random.Random(self.rng.random()),
                                                        self.bid_samples, ranks))
        return self._estimates[key][1] if key in self._estimates else None

    def extras(self, view: SeatView) -> list[tuple[str, Any]]:
        """Actions before the card (Briscola a 151): every accuso, and the sette leva."""
        actions: list[tuple[str, Any]] = [("declare", suit) for suit in view.legal_declarations]
        if view.can_swap_seven:
            actions.append(("swap_seven", None))
        sign = self._sign(view)
        if sign is not None:
            actions.append(("signal", sign))
        return actions

    def _sign(self, view: SeatView) -> Optional[Sign]:
        """The conventional sign to give the partner now: the most telling true sign not
        given yet in this hand (the Asso of briscola first, "no briscola" last). With
        relative signs: an answer to the partner's reference first, else a reference."""
        given = {sign for _, giver, sign in view.signals if giver == view.seat}
        fresh = [sign for sign in view.legal_signals if sign not in given]
        if view.relative_signals:
            fresh = _relative_choices(view, fresh)
        return min(fresh, key=_SIGN_ORDER.index) if fresh else None

    def __repr__(self) -> str:
        return f"make_bot({self.level!r}, seed={self.seed!r})"


class RandomBot(Bot):
    level = "random"

    def _choose(self, view: SeatView, legal: tuple[Card, ...]) -> Card:
        return self.rng.choice(legal)

    _choose_chiamata = _choose  # type: ignore[assignment]  # any view does: it reads none

    def bid(self, view: ChiamataView) -> Bid:
        _check_view(view, "bid", ChiamataView)
        legal = view.legal_bids
        if not legal:
            raise ValueError(f"seat {view.seat} cannot bid now (phase {view.phase})")
        return legal[0] if len(legal) == 1 or self.rng.random() < 0.6 else \
            self.rng.choice(legal[1:6])

    def call(self, view: ChiamataView) -> Card:
        if view.pending != "call" or view.seat != view.caller:
            raise ValueError(f"seat {view.seat} has no call to make now")
        return self.rng.choice(call_candidates(view, view.rules.called_rank(view.contract)))

    def discard(self, view: ChiamataView) -> list[Card]:
        return self.rng.sample(list(view.hand), view.rules.monte_size)

    def choose_partner(self, view: ChiamataView) -> str:
        return self.rng.choice(("alone", "neighbour"))

    def extras(self, view: SeatView) -> list[tuple[str, Any]]:
        return [action for action in super().extras(view) if self.rng.random() < 0.5]


class EasyBot(Bot):
    level = "easy"
    blunder = 0.2
    bid_threshold = 0.35  # a beginner bids too far
    bid_samples = 3

    def _choose(self, view: SeatView, legal: tuple[Card, ...]) -> Card:
        if self.rng.random() < self.blunder:
            return self.rng.choice(legal)
        return greedy_choice(legal, [card for _, card in view.table], view.trump, self.rng)

    _choose_chiamata = _choose  # type: ignore[assignment]  # reads what both views have


class MediumBot(Bot):
    level = "medium"
    endgame_samples = 8

    def _choose(self, view: SeatView, legal: tuple[Card, ...]) -> Card:
        if view.deck_count == 0 and small_enough(view.hand_sizes):
            return self._endgame(view, legal)
        table = [card for _, card in view.table]
        unseen = set(view.unseen_cards())
        if not table:
            franco = self._safe_carico(view, legal, unseen)
            if franco is not None:
                return franco
        partner_winning, partner_safe = self._partner_state(view, unseen)
        return careful_choice(legal, table, view.trump, partner_winning,
                              len(table) == view.players - 1, partner_safe)

    @staticmethod
    def _safe_carico(view: SeatView, legal: tuple[Card, ...], unseen: set[Card]) -> Optional[Card]:
        """A non-trump carico no unseen card can take (no higher card, no trump left)."""
        if any(card.suit is view.trump for card in unseen) or \
                (view.deck_count and view.briscola_card.suit is view.trump):
            return None
        safe = [card for card in legal if card.points >= 10 and card.suit is not view.trump
                and is_top_of_suit(card, unseen)]
        return max(safe, key=lambda card: card.points) if safe else None

    @staticmethod
    def _partner_state(view: SeatView, unseen: set[Card]) -> tuple[bool, bool]:
        """Whether a partner holds the trick, and whether no unseen card could beat it."""
        if not view.table:
            return False, False
        holder, best = holding_play(view.table, view.trump)
        if holder == view.seat or holder not in view.partners:
            return False, False
        return True, not any(beats(card, best, view.trump) for card in unseen)

    def _endgame(self, view: SeatView, legal: tuple[Card, ...]) -> Card:
        """Exact when every card is known; else exact on a few deals of the unseen cards."""
        samples = 1 if is_known_world(view) else self.endgame_samples
        totals = {card: 0.0 for card in legal}
        for _ in range(samples):
            values = solve(sample_world(view, self.rng), view.my_side)
            for card in legal:
                totals[card] += values[card]
        return max(legal, key=lambda card: (totals[card], -card.index))


class HardBot(Bot):
    level = "hard"
    samples = {2: 96, 3: 64, 4: 96, 5: 64, 6: 64, 7: 48}
    bid_samples = 8

    def _choose(self, view: Union[SeatView, ChiamataView], legal: tuple[Card, ...]) -> Card:
        ranked = evaluate(view, self.rng, samples=self.samples.get(view.players, 32))
        return ranked[0].card

    def _choose_chiamata(self, view: ChiamataView, legal: tuple[Card, ...]) -> Card:
        if view.called_card is None:  # al buio, the first trick: no trump known yet
            return super()._choose_chiamata(view, legal)
        return self._choose(view, legal)


# The references a side's first signer gives, in turn: the seed's example (Cavallo: "two
# above" is the Tre, "two below" the 7), then the Re ("two above" is the Asso).
RELATIVE_REFERENCES = (Sign.CAVALLO, Sign.RE)


def _relative_choices(view: SeatView, fresh: list[Sign]) -> list[Sign]:
    """The signs worth giving with relative signs: an answer the partner can read, else
    (for the side's first signer only) the next reference, else the plain conventional ones."""
    answers: list[Sign] = [sign for sign in fresh if sign in (Sign.DUE_SOPRA, Sign.DUE_SOTTO)]
    if answers:
        return answers
    references = [(giver, sign) for _, giver, sign in view.signals
                  if sign in REFERENCES and view.side_of(giver) == view.my_side]
    if not references or references[0][0] == view.seat:
        offered = [sign for sign in RELATIVE_REFERENCES if sign in fresh]
        if offered:
            return offered[:1]
    return [sign for sign in fresh if sign not in REFERENCES]


def _check_view(view: Any, what: str, kind: Any = (SeatView, ChiamataView)) -> None:
    if not isinstance(view, kind):
        raise ValueError(f"a bot's {what} needs a seat's view (game.view(seat)), not "
                         f"{type(view).__name__} {view!r:.60}")


def _chiamata_partner_state(view: ChiamataView) -> tuple[bool, bool]:
    """(a partner holds the trick, nobody plays after this card) as this seat knows them."""
    last = len(view.table) == view.players - 1
    if not view.table or view.caller is None:
        return False, last
    holder = holding_play(view.table, view.trump)[0]
    # An opponent who does not know the partner yet trusts nobody (the view's answer).
    return holder in view.known_partners, last


_CLASSES = {cls.level: cls for cls in (RandomBot, EasyBot, MediumBot, HardBot)}


def make_bot(level: str, seed: Optional[int] = None) -> Bot:
    """A computer opponent: ``level`` is "random", "easy", "medium" or "hard"."""
    if level not in _CLASSES:
        raise ValueError(f"unknown bot level {level!r}: expected one of {', '.join(LEVELS)}")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ValueError(f"a bot's seed must be an integer or None, not {seed!r}")
    return _CLASSES[level](seed)
