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
from typing import Any, Optional

from ..cards import Card
from ..views import SeatView
from .endgame import solve
from .heuristics import careful_choice, greedy_choice, is_top_of_suit, winning_card
from .search import evaluate
from .worlds import is_known_world, sample_world

LEVELS = ("random", "easy", "medium", "hard")


class Bot:
    """The interface: ``choose(view)`` gives a card of ``view.legal_plays()``."""

    level = "bot"

    def __init__(self, seed: Optional[int] = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Card:
        legal = view.legal_plays()
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to play now (not its turn)")
        return legal[0] if len(legal) == 1 else self._choose(view, legal)

    def _choose(self, view: SeatView, legal: tuple[Card, ...]) -> Card:
        raise NotImplementedError

    def extras(self, view: SeatView) -> list[tuple[str, Any]]:
        """Actions before the card (Briscola a 151): every accuso, and the sette leva."""
        actions: list[tuple[str, Any]] = [("declare", suit) for suit in view.legal_declarations]
        if view.can_swap_seven:
            actions.append(("swap_seven", None))
        return actions

    def __repr__(self) -> str:
        return f"make_bot({self.level!r}, seed={self.seed!r})"


class RandomBot(Bot):
    level = "random"

    def _choose(self, view: SeatView, legal: tuple[Card, ...]) -> Card:
        return self.rng.choice(legal)

    def extras(self, view: SeatView) -> list[tuple[str, Any]]:
        return [action for action in super().extras(view) if self.rng.random() < 0.5]


class EasyBot(Bot):
    level = "easy"
    blunder = 0.2

    def _choose(self, view: SeatView, legal: tuple[Card, ...]) -> Card:
        if self.rng.random() < self.blunder:
            return self.rng.choice(legal)
        return greedy_choice(legal, [card for _, card in view.table], view.trump, self.rng)


class MediumBot(Bot):
    level = "medium"
    endgame_samples = 8

    def _choose(self, view: SeatView, legal: tuple[Card, ...]) -> Card:
        if view.deck_count == 0:
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
        best = winning_card([card for _, card in view.table], view.trump)
        holder = next(seat for seat, card in view.table if card is best)
        if holder == view.seat or holder not in view.partners:
            return False, False
        trumps_out = [card for card in unseen if card.suit is view.trump]
        if best.suit is view.trump:
            safe = not any(card.strength > best.strength for card in trumps_out)
        else:
            safe = not trumps_out and is_top_of_suit(best, unseen)
        return True, safe

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
    samples = {2: 48, 3: 32, 4: 32, 6: 24}

    def _choose(self, view: SeatView, legal: tuple[Card, ...]) -> Card:
        ranked = evaluate(view, self.rng, samples=self.samples.get(view.players, 32))
        return ranked[0].card


_CLASSES = {cls.level: cls for cls in (RandomBot, EasyBot, MediumBot, HardBot)}


def make_bot(level: str, seed: Optional[int] = None) -> Bot:
    """A computer opponent: ``level`` is "random", "easy", "medium" or "hard"."""
    if level not in _CLASSES:
        raise ValueError(f"unknown bot level {level!r}: expected one of {', '.join(LEVELS)}")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ValueError(f"a bot's seed must be an integer or None, not {seed!r}")
    return _CLASSES[level](seed)
