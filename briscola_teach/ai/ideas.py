"""The idea that decides a card, found by looking at the position through the seat's view.

The search (``search.evaluate``) says how good each card is; this module says why, in the
words of the lessons: take the points now, a liscio risks nothing, a carico safe or not
(which cards that could take it are still out), the strozzo, loading a partner's trick,
saving a trump for a carico, the last tricks counted exactly. Each function is cheap and
reads only what the seat may see: its hand, the table, the trump suit, the cards played,
the partners it knows. ``advice.py`` turns an ``Idea`` into words.

>>> from briscola_teach import new_game
>>> game = new_game("classic", players=2, seed=3)
>>> position = read_position(game.view(game.current_player))
>>> position.seat, position.table, position.after
(1, (), (0,))
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional, Union

from ..cards import DECK, Card, Rank, Suit
from ..explain import strongest_first
from ..rules import beats, holding_play, pile_points
from ..views import ChiamataView, SeatView

# The tips of the lessons a card may break (lesson 5): "do not waste trumps" and "keep your
# carichi safe". The best card breaking one gets a word on why it is the exception.
TRUMP_TIP, CARICO_TIP = "trump", "carico"
# A trick worth this much is worth a trump (a carico on the table).
WORTH_A_TRUMP = 10
# Ideas that speak against the card they judge (besides a tip broken or a risk).
WARNINGS = frozenset({"save_trump", "gives_points", "gives_unknown", "gives_trump"})
# Ideas that speak neither for nor against their card.
NEUTRAL = frozenset({"exact", "gives_open"})


@dataclass(frozen=True)
class Idea:
    """What decides a card: ``name`` picks the text (``advice.idea_<name>``), ``card`` is the
    card judged, ``points`` the points it is about, ``threats`` the cards still out that
    could take it, ``other`` a second card it names (the card led, for a strozzo)."""

    name: str
    card: Card
    points: int = 0
    threats: tuple[Card, ...] = ()
    other: Optional[Card] = None
    tip: str = ""            # the lesson tip this card breaks: TRUMP_TIP, CARICO_TIP or ""
    trump: Optional[Suit] = None   # the trump suit, to tell trumps among the threats
    # a table of two: the other side is one opponent ("l'avversario", not "gli avversari")
    one_opponent: bool = False

    @property
    def warns(self) -> bool:
        """Whether the idea speaks against the card: it breaks a tip, gives something
        away, or leaves it where cards still out could take it."""
        return bool(self.tip or self.threats) or self.name in WARNINGS

    @property
    def praises(self) -> bool:
        """Whether the idea speaks for the card (the last tricks counted exactly, or points
        whose side is not known yet, speak neither way)."""
        return not self.warns and self.name not in NEUTRAL


@dataclass(frozen=True)
class Position:
    """What the ideas need of a view, read once."""

    seat: int
    hand: tuple[Card, ...]
    table: tuple[tuple[int, Card], ...]
    trump: Optional[Suit]           # None al buio, before the call
    partners: frozenset[int]        # the partners this seat knows
    foes: frozenset[int]            # the seats it knows play on the other side
    after: tuple[int, ...]          # the seats still to play in this trick after this one
    out: frozenset[Card]            # cards another seat may hold (not seen in play or known
    #                                 in a partner's hand): what could still take a card
    played: frozenset[Card]
    drawing: bool                   # cards still to draw
    turned: Optional[Card] = None   # the turned card, while it lies under the deck
    players: int = 0                # seats at the table

    @property
    def leading(self) -> bool:
        return not self.table

    @property
    def opponents_after(self) -> bool:
        return any(seat not in self.partners for seat in self.after)

    @property
    def partner_after(self) -> bool:
        """A partner this seat knows still plays in this trick, after it."""
        return any(seat in self.partners for seat in self.after)

    @property
    def table_points(self) -> int:
        return pile_points(card for _, card in self.table)

    def is_trump(self, card: Card) -> bool:
        return card.suit is self.trump

    def trumps_out(self) -> tuple[Card, ...]:
        """The trumps another seat may still play, strongest first."""
        return strongest_first(c for c in self.out if self.is_trump(c))


def read_position(view: Union[SeatView, ChiamataView]) -> Position:
    """The facts of ``view`` the ideas use (nothing hidden: only what the seat saw)."""
    partners = known_partners(view)
    foes = known_foes(view, partners)
    played = frozenset(view.played_cards())
    if isinstance(view, SeatView):
        out = set(view.unseen_cards())
        for seat, cards in enumerate(view.known_cards):
            if seat != view.seat and seat not in partners:
                out.update(cards)
        drawing = view.deck_count > 0
        turned = view.briscola_card if drawing else None
    else:
        seen = set(view.hand) | played | set(view.discards)
        out = {card for card in DECK if card not in seen}
        drawing, turned = False, None
    n = view.players
    after = tuple((view.seat + i) % n for i in range(1, n - len(view.table)))
    return Position(view.seat, tuple(view.hand), tuple(view.table), view.trump,
                    frozenset(partners), frozenset(foes), after, frozenset(out), played,
                    drawing, turned, n)


def known_partners(view: Union[SeatView, ChiamataView]) -> set[int]:
    """The seats this seat knows play on its side. In Briscola Chiamata: once the called card
    shows, the caller and the partner; before, only the holder of the called card knows (the
    caller is its partner)."""
    return set(view.known_partners)


def known_foes(view: Union[SeatView, ChiamataView], partners: set[int]) -> set[int]:
    """The seats this seat knows to be on the other side. In Briscola Chiamata, before the
    called card shows, a player who is not the caller only knows the caller for a foe, and
    the caller knows nobody."""
    others = set(range(view.players)) - partners - {view.seat}
    if isinstance(view, SeatView) or view.partner is not None or view.alone or \
            view.holds_called_card:
        return others
    return {view.caller} - {view.seat} if view.caller is not None else set()


def table_best(position: Position) -> tuple[int, Card]:
    """The seat and card now holding the trick (the table is not empty)."""
    return holding_play(position.table, position.trump)


def threats(position: Position, card: Card) -> tuple[Card, ...]:
    """The cards still out that could take ``card`` from a player after this seat in this
    trick (none when no opponent plays after it), strongest first."""
    if not position.opponents_after:
        return ()
    return strongest_first(c for c in position.out
                           if beats(c, card, position.trump))


def takes_now(position: Position, card: Card) -> bool:
    """Whether ``card`` would hold the trick as it stands (a card led always does)."""
    if position.leading:
        return True
    return beats(card, table_best(position)[1], position.trump)


# -- the ideas ------------------------------------------------------------------------------

def idea_for(position: Position, card: Card, exact: bool = False) -> Idea:
    """The idea that decides ``card`` in ``position``: the last tricks counted exactly when
    every card is known, else what leading or following with it means."""
    one = position.players == 2
    if exact:
        return Idea("exact", card, trump=position.trump, one_opponent=one)
    found = lead_idea(position, card) if position.leading else follow_idea(position, card)
    return replace(found, trump=position.trump, one_opponent=one)


def lead_idea(position: Position, card: Card) -> Idea:
    if card.points >= 10:
        return carico_idea(position, card)
    if position.is_trump(card):
        return Idea("lead_trump", card, tip=TRUMP_TIP)
    if card.points:
        return Idea("lead_figure", card, card.points)
    return Idea("lead_liscio", card)


def carico_idea(position: Position, card: Card) -> Idea:
    """A carico (Asso or Tre) played where it may be taken: safe, or which cards still out
    could take it."""
    danger = threats(position, card)
    if danger:
        return Idea("carico_risk", card, card.points, danger, tip=CARICO_TIP)
    if position.is_trump(card) and card.rank is Rank.ASSO:
        return Idea("top_trump", card, card.points)
    if position.trump is None:
        return Idea("safe_blind", card, card.points)
    if not position.is_trump(card):
        return Idea("safe_no_trumps", card, card.points)
    # The Tre of trumps: the Asso played, in this hand, turned under the deck, or shown in
    # a partner's hand.
    ace = Card(Rank.ASSO, card.suit)
    where = "safe_gone" if ace in position.played else "safe_mine" if ace in position.hand \
        else "safe_turned" if ace is position.turned else "safe_partner"
    return Idea(where, card, card.points, other=ace)


def follow_idea(position: Position, card: Card) -> Idea:
    holder, _ = table_best(position)
    if holder in position.partners:
        return partner_idea(position, card)
    if takes_now(position, card):
        return take_idea(position, card)
    if card.points and holder not in position.foes:
        return Idea("gives_unknown", card, card.points)
    if card.points and position.partner_after:
        # the points are not given yet: the partner may still take the trick
        return Idea("gives_open", card, card.points)
    if card.points:
        return Idea("gives_points", card, card.points,
                    tip=CARICO_TIP if card.points >= 10 else "")
    if position.is_trump(card):
        return Idea("gives_trump", card, tip=TRUMP_TIP)
    return Idea("follow_liscio", card)


def take_idea(position: Position, card: Card) -> Idea:
    """``card`` takes the trick as it stands: a strozzo, a trump spent on little, the points
    taken for sure, or taken for now with cards still out that could take them back."""
    stake = position.table_points + card.points
    danger = threats(position, card)
    if is_strozzo(position, card):
        return Idea("strozzo", card, stake, danger, other=position.table[0][1])
    if position.is_trump(card) and position.table_points < WORTH_A_TRUMP:
        # the threats say whether the trump, spent here, surely keeps the trick
        return Idea("save_trump", card, position.table_points, danger, tip=TRUMP_TIP)
    if card.points >= 10 and danger:
        return carico_idea(position, card)
    if danger:
        return Idea("take_risky", card, stake, danger)
    return Idea("take_points" if stake else "take_lead", card, stake)


def is_strozzo(position: Position, card: Card) -> bool:
    """Taking a trick that holds points with the Asso or Tre of the suit led (not trumps)."""
    led = position.table[0][1]
    return (card.points >= 10 and card.suit is led.suit and not position.is_trump(card)
            and position.table_points > 0)


def partner_idea(position: Position, card: Card) -> Idea:
    """The partner holds the trick: load it if nobody after can take it back, keep trumps."""
    _, best = table_best(position)
    danger = threats(position, best)
    if position.is_trump(card):
        if danger and takes_now(position, card):
            return take_idea(position, card)
        return Idea("save_trump_partner", card, tip=TRUMP_TIP)
    if not card.points:
        return Idea("follow_liscio", card)
    if danger:
        return Idea("load_risk", card, card.points, danger,
                    tip=CARICO_TIP if card.points >= 10 else "")
    return Idea("load", card, card.points)


# -- why the best card may break a tip ------------------------------------------------------

def exception(position: Position, idea: Idea, only_wins: bool, wins_more: bool) -> str:
    """Why the best card is best though its idea speaks against it ("" when it does not): only
    it wins the hand, the other trumps are gone, every other card carries points or is a
    trump too (a trump that surely keeps a cheap trick says so: "no_cheaper_take", and
    "no_cheaper_gives" when every other card would give its points away), the hand is
    nearly over (the last chance to take the points on the table, when it takes them), it
    wins clearly more often than the rest, or the count of deals says so. A warning that
    breaks no tip (points given, a card not safe) gets the reasons that fit it."""
    if not idea.warns:
        return ""
    if only_wins:
        return "only_wins"
    if not idea.tip:
        if idea.name in ("gives_points", "gives_unknown") and no_cheaper(position, idea):
            return "no_cheaper"
        return "wins_more" if wins_more else "count"
    if idea.tip == TRUMP_TIP and not position.trumps_out() and position.turned is None:
        return "trumps_gone"
    if no_cheaper(position, idea):
        if idea.name == "save_trump" and not idea.threats:   # the trump surely keeps the trick
            return "no_cheaper_gives" if gives_the_rest(position, idea) else "no_cheaper_take"
        return "no_cheaper"
    if not position.drawing and len(position.hand) <= 3:
        taking = not position.leading and position.table_points and takes_now(position, idea.card)
        return "last_chance" if taking else "nearly_over"
    return "wins_more" if wins_more else "count"


def no_cheaper(position: Position, idea: Idea) -> bool:
    """Every other card in hand is a trump or carries points: none is a cheaper choice."""
    others = [c for c in position.hand if c is not idea.card]
    return bool(others) and all(position.is_trump(c) or c.points for c in others)


def gives_the_rest(position: Position, idea: Idea) -> bool:
    """Following a trick the other side holds, every other card in hand is a plain card with
    points that would not take it: each would give its points away."""
    if position.leading or table_best(position)[0] in position.partners:
        return False
    others = [c for c in position.hand if c is not idea.card]
    return all(c.points and not position.is_trump(c) and not takes_now(position, c)
               for c in others)


__all__ = ["CARICO_TIP", "Idea", "Position", "TRUMP_TIP", "exception", "idea_for",
           "read_position", "threats"]
