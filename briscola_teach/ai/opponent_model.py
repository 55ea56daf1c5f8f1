"""The opponent model: from what the other side has shown, does it play carefully or at random?

The hard bot's playouts assume careful opponents. Against a careless one that is too
pessimistic (a carico led is not always taken), so the search mixes in random moves as often
as the opponent has earned. The evidence is public: each card the opponent played while the
deck still had cards. For each, some hands it may have held then are dealt (the card played
and two more from the cards this seat could not place elsewhere), and we count how often the
careful player's habits (``heuristics.careful_choice``) would have played that very card. A
random player picks any of its three cards; a careful one nearly always the habitual card.
Comparing the two explanations play by play gives the chance that the opponent is random.
"""

from __future__ import annotations

import random
from typing import Any

from ..cards import DECK, Card
from .heuristics import careful_choice

PRIOR_RANDOM = 0.3     # before any evidence: most opponents worth searching against are careful
# A careful player is not only habits (it counts cards, it saves a carico it knows is safe),
# and the hands dealt to judge a play are guesses: it is taken to play outside the habits
# this often, which keeps one odd card from condemning it. Measured over 60 hands each: the
# habit's share of the hands dealt is 0.58 on average for a medium bot's plays and 0.40 for
# a random player's, and the chance of "random" after 8 tricks averages 0.27 against medium
# and 0.67 against random.
OFF_HABIT = 0.25
HANDS_PER_PLAY = 16    # hands dealt to judge one play
HAND_SIZE = 3          # two players, cards in the deck: every play is from three cards
DECK_TRICKS = 17       # two players: tricks played with cards still to draw


def careless_chance(view: Any) -> float:
    """The chance, given the opponent's plays seen, that it plays at random rather than
    carefully (two players; 0 elsewhere: partners make the evidence ambiguous)."""
    if view.players != 2:
        return 0.0
    odds = PRIOR_RANDOM / (1 - PRIOR_RANDOM)
    mine_later: set[Card] = set(view.hand)
    for t in range(min(len(view.tricks), DECK_TRICKS) - 1, -1, -1):
        plays = view.tricks[t].plays
        for position, (seat, card) in enumerate(plays):
            if seat == view.seat:
                continue
            habit = habit_share(view, t, position, card, mine_later)
            odds *= (1 / HAND_SIZE) / ((1 - OFF_HABIT) * habit + OFF_HABIT / HAND_SIZE)
        mine_later.update(card for seat, card in plays if seat == view.seat)
    return odds / (1 + odds)


def habit_share(view: Any, t: int, position: int, card: Card, mine_later: set[Card]) -> float:
    """How often, over hands the opponent may have held, the careful habit plays ``card``
    at trick ``t`` (``position`` 0: it led; 1: it answered the card led)."""
    plays = view.tricks[t].plays
    led = [plays[0][1]] if position else []
    gone = {c for trick in view.tricks[:t] for _, c in trick.plays} | set(led) | {card}
    pool = [c for c in DECK if c not in gone and c not in mine_later and c != view.briscola_card]
    if len(pool) < HAND_SIZE - 1:
        return 1.0
    rng = random.Random(t * 64 + card.index)  # the same view judged the same way every time
    hits = 0
    for _ in range(HANDS_PER_PLAY):
        hand = [card] + rng.sample(pool, HAND_SIZE - 1)
        hits += careful_choice(hand, led, view.trump, False, bool(position)) is card
    return hits / HANDS_PER_PLAY
