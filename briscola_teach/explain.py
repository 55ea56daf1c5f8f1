"""Explanations a learner reads: why a card takes a trick, how a pile is counted, the order
of strength, and a hand told as it is played (``Narrator``: the command line's game and the
widgets' written record). Built from the rules functions and the game's own history, so an
explanation cannot disagree with the game.

>>> why_trick_winner(["7c", "1c", "2d"], "d", lang="en")
'The Two of Coins takes the trick: it is the only trump, and a trump beats every card of another suit.'
>>> why_trick_winner(["10c", "3c"], "d", lang="it")
'Prende il Tre di Coppe: nessuno ha giocato una briscola, e allora vince la carta più forte del seme di uscita (Coppe).'
>>> count_text(["1d", "3c", "10s"], lang="en")
'Ace 11 + Three 10 + King 4 = 25 points.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Optional, Sequence, TextIO

from .cards import STRENGTH_ORDER, Card, Suit, parse_cards
from .i18n import named, t, with_article
from .rules import pile_points, trick_winner

if TYPE_CHECKING:
    from .games.classic import ClassicGame


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
        why_not = _why_not(played[chosen], best, played[0].suit, suit, lang)
        if len(trumps) == 1 and best.suit is suit:   # only_trump said why already
            why_not = t("explain.loses_to", lang, card=played[chosen], best=best)
        text += " " + why_not
    return text


def _why_not(card: Card, best: Card, led: Suit, trump: Suit, lang: str) -> str:
    if card.suit is not led and card.suit is not trump:
        return t("explain.off_suit", lang, card=card, led=led.name_in(lang))
    if card.suit is best.suit:  # not the winner, so lower in the suit that holds the trick
        return t("explain.weaker", lang, card=card, best=best)
    return t("explain.trump_beats", lang, card=card, best=best)


def count_text(cards: Iterable[Any], lang: str = "it") -> str:
    """"Asso 11 + Tre 10 + Re 4 = 25 punti": the cards that count, then the total."""
    played = parse_cards(cards)
    counting = [card for card in played if card.points]
    total = pile_points(played)
    if not counting:
        return t("explain.no_points", lang)
    terms = " + ".join(f"{card.rank.name_in(lang)} {card.points}" for card in counting)
    return t("explain.count", lang, terms=terms, total=total)


def strength_text(lang: str = "it") -> str:
    """The order of taking, strongest first, then the points apart: points inside the chain
    ("Sette (0) > Sei (0)") would read as if the two were equal.

    >>> strength_text("en")
    'Strongest first: Ace > Three > King > Knight > Jack > Seven > Six > Five > Four > Two. Points are another matter: Ace 11, Three 10, King 4, Knight 3, Jack 2, the other cards 0.'
    """
    order = " > ".join(rank.name_in(lang) for rank in STRENGTH_ORDER)
    points = ", ".join(f"{rank.name_in(lang)} {rank.points}" for rank in STRENGTH_ORDER
                       if rank.points)
    return t("explain.strength", lang, order=order) + " " + t("explain.points", lang,
                                                              points=points)


def strongest_first(cards: Iterable[Any]) -> tuple[Card, ...]:
    """The cards from the strongest to the weakest (by rank; suit order breaks ties)."""
    return tuple(sorted(parse_cards(cards), key=lambda c: (-c.strength, c.suit.index)))


def seat_name(seat: int, lang: str, human: Optional[int] = None) -> str:
    return t("cli.you", lang) if seat == human else t("cli.player", lang, seat=seat + 1)


def side_name(side: tuple[int, ...], lang: str, human: Optional[int] = None) -> str:
    return " + ".join(seat_name(seat, lang, human) for seat in side)


class Narrator:
    """Tells a hand's events as they happen, in one language."""

    def __init__(self, game: "ClassicGame", lang: str, out: TextIO, human: Optional[int] = None,
                 numbered: bool = True):
        # ``numbered``: the title gives the deal's number (the terminal's --seed replays it;
        # a lesson's replay has no use for it)
        self.game, self.lang, self.out, self.human = game, lang, out, human
        self.numbered = numbered
        self.told = 1  # the Deal is told by ``opening``

    def say(self, text: str) -> None:
        print(text, file=self.out)

    def name(self, seat: int) -> str:
        """A seat in the middle of a sentence: "il giocatore 2" (Italian takes the article)."""
        return named(seat_name(seat, self.lang, self.human), self.lang)

    def subject(self, seat: int) -> str:
        """A seat opening a sentence: "Il giocatore 2"."""
        name = self.name(seat)
        return name[:1].upper() + name[1:]

    def opening(self) -> None:
        game, lang = self.game, self.lang
        title = ("cli.title_151" if game.variant == "151" else "cli.title") + \
            ("" if self.numbered else "_plain")
        self.say(t(title, lang, players=game.players, seed=game.seed))
        self.say(t("cli.dealer", lang, player=self.name(game.dealer), leader=self.name(game.leader)))
        if game.rules.is_team_game:
            teams = "; ".join(side_name(side, lang, self.human) for side in game.sides)
            self.say(t("cli.teams", lang, teams=teams))
        self.say(t("cli.briscola", lang, card=game.briscola_card, suit=game.trump.name_in(lang)))

    def catch_up(self) -> None:
        """Tell every event since the last call."""
        # The game's history: imported here, as the quizzes' helpers of this module need no game.
        from .history import Declare, Draw, Play, SwapSeven, TakeTrick

        history = self.game.history
        draws: list[str] = []
        for event in history[self.told:]:
            if isinstance(event, Play):
                self.say("  " + t("cli.plays", self.lang, player=self.subject(event.seat), card=event.card))
            elif isinstance(event, TakeTrick):
                self.say("  " + t("cli.takes", self.lang, player=self.subject(event.seat),
                                  points=event.points))
            elif isinstance(event, Draw):
                seen = self.human in (None, event.seat) or self.game.deck_count == 0 and \
                    event.card is self.game.briscola_card
                draws.append(f"{self.name(event.seat)} ({event.card.name(self.lang)})" if seen
                             else self.name(event.seat))
            elif isinstance(event, Declare):
                self.say("  " + t("cli.declares", self.lang, player=self.subject(event.seat),
                                  suit=event.suit.name_in(self.lang), points=event.points))
            elif isinstance(event, SwapSeven):
                self.say("  " + t("cli.swaps", self.lang, player=self.subject(event.seat),
                                  seven=event.seven, taken=event.taken))
        if draws:
            self.say("  " + t("cli.draws", self.lang, draws=", ".join(draws),
                              left=self.game.deck_count))
            if self.game.deck_count == 0:
                self.say(t("cli.last_tricks", self.lang))
        self.told = len(history)

    def trick_header(self) -> None:
        self.say(t("cli.trick", self.lang, number=len(self.game.tricks) + 1))

    def ending(self) -> None:
        outcome = self.game.outcome()
        assert outcome is not None
        for side, points in zip(outcome.sides, outcome.points_by_side):
            self.say(t("cli.points", self.lang, side=side_name(side, self.lang, self.human),
                       points=points))
        if outcome.winners:
            self.say(t("cli.wins", self.lang, side=side_name(outcome.winners, self.lang, self.human)))
        else:
            sixty_all = outcome.points_by_side == (60, 60)
            self.say(t("cli.draw" if sixty_all else "cli.draw_many", self.lang))


__all__ = ["Narrator", "count_text", "seat_name", "side_name", "strength_text", "strongest_first", "why_trick_winner", "with_article"]
