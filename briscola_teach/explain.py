"""Explanations a learner reads: why a card takes a trick, how a pile is counted, the order
of strength. Built from the rules functions, so an explanation cannot disagree with the game.

>>> why_trick_winner(["7c", "1c", "2d"], "d", lang="en")
'The Two of Coins takes the trick: it is the only trump, and a trump beats every card of another suit.'
>>> why_trick_winner(["10c", "3c"], "d", lang="it")
'Prende il Tre di Coppe: nessuno ha giocato una briscola, e allora vince la carta più forte del seme di uscita (Coppe).'
>>> count_text(["1d", "3c", "10s"], lang="en")
'Ace 11 + Three 10 + King 4 = 25 points.'
"""

from __future__ import annotations

from typing import Any, Iterable, Optional, Sequence

from .cards import STRENGTH_ORDER, Card, Suit, parse_cards
from .i18n import t, with_article
from .rules import trick_winner


def why_trick_winner(cards: Sequence[Any], trump: Any, lang: str = "it",
                     chosen: Optional[int] = None) -> str:
    """Why ``cards[winner]`` takes the trick; with ``chosen`` (an index the learner picked,
    not the winner) also why that card does not."""
    played = parse_cards(cards)
    suit = Suit.parse(trump)
    winner = trick_winner(played, suit)
    best = played[winner]
    trumps = [card for card in played if card.suit is suit]
    if best.suit is suit and len(trumps) == 1:
        text = t("explain.only_trump", lang, card=best)
    elif best.suit is suit:
        text = t("explain.highest_trump", lang, card=best)
    else:
        text = t("explain.highest_led", lang, card=best, suit=played[0].suit.name_in(lang))
    if chosen is not None and chosen != winner:
        text += " " + _why_not(played[chosen], best, played[0].suit, suit, lang)
    return text


def _why_not(card: Card, best: Card, led: Suit, trump: Suit, lang: str) -> str:
    if card.suit is not led and card.suit is not trump:
        return t("explain.off_suit", lang, card=card, led=led.name_in(lang))
    if card.suit is best.suit:
        if card.rank.points == best.rank.points == 0 or card.strength < best.strength:
            return t("explain.weaker", lang, card=card, best=best)
    return t("explain.trump_beats", lang, card=card, best=best)


def count_text(cards: Iterable[Any], lang: str = "it") -> str:
    """"Asso 11 + Tre 10 + Re 4 = 25 punti": the cards that count, then the total."""
    played = parse_cards(cards)
    counting = [card for card in played if card.points]
    total = sum(card.points for card in played)
    if not counting:
        return t("explain.no_points", lang)
    terms = " + ".join(f"{card.rank.name_in(lang)} {card.points}" for card in counting)
    return t("explain.count", lang, terms=terms, total=total)


def strength_text(lang: str = "it") -> str:
    """The order of taking, strongest first, with the points of each rank."""
    parts = [f"{rank.name_in(lang)} ({rank.points})" for rank in STRENGTH_ORDER]
    return t("explain.strength", lang, order=" > ".join(parts))


def strongest_first(cards: Iterable[Any]) -> tuple[Card, ...]:
    """The cards from the strongest to the weakest (by rank; suit order breaks ties)."""
    return tuple(sorted(parse_cards(cards), key=lambda c: (-c.strength, c.suit.index)))


__all__ = ["count_text", "strength_text", "strongest_first", "why_trick_winner", "with_article"]
