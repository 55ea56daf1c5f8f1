"""Computer opponents and the advisor. They see one seat's view, never the game.

>>> from briscola_teach import new_game
>>> from briscola_teach.ai import make_bot, play_turn
>>> game = new_game("classic", players=2, seed=1)
>>> bots = {0: make_bot("medium", seed=1), 1: make_bot("easy", seed=2)}
>>> while not game.is_over:
...     play_turn(game, bots[game.current_player])
>>> sum(game.outcome().points_by_seat.values())
120
"""

from __future__ import annotations

from typing import Any

from ..games.chiamata import ChiamataGame
from ..views import ChiamataView
from .bots import LEVELS, Bot, make_bot


def play_turn(game: Any, bot: Bot) -> None:
    """Let ``bot`` act for the seat to move in ``game``: it is shown that seat's view only."""
    seat = game.current_player
    if seat is None:
        raise ValueError("the hand is over: there is no turn to play")
    make_extras(game, seat, bot)
    carry_out(game, seat, decide(bot, game.view(seat)))


def make_extras(game: Any, seat: int, bot: Bot) -> None:
    """What a bot does before its card in Briscola a 151 and with signs: accusi, the sette
    leva, a sign to the partner (quick choices, made on the spot)."""
    if isinstance(game, ChiamataGame):
        return
    for action, argument in bot.extras(game.view(seat)):
        if action == "declare":
            game.declare(argument, seat=seat)
        elif action == "swap_seven":
            game.swap_seven(seat=seat)
        elif action == "signal":
            game.signal(argument, seat=seat)


def decide(bot: Bot, view: Any) -> tuple[str, Any]:
    """What ``bot`` does now for ``view``'s seat, without touching any game: ("play", card),
    and in Briscola Chiamata ("bid", bid), ("call", card), ("discard", cards) or ("partner",
    choice). It reads the view only, so it may be worked out away from the game (a table
    works it out in a thread while the page stays responsive) and carried out later."""
    if not isinstance(view, ChiamataView) or view.phase == "play":
        return "play", bot.choose(view)
    if view.phase == "auction":
        return "bid", bot.bid(view)
    if view.pending == "call":
        return "call", bot.call(view)
    if view.pending == "discard":
        return "discard", bot.discard(view)
    return "partner", bot.choose_partner(view)


def carry_out(game: Any, seat: int, decision: tuple[str, Any]) -> None:
    """Make ``decision`` (from ``decide``) for ``seat`` in ``game``: checked like any action."""
    kind, argument = decision
    action = {"play": game.play, "bid": getattr(game, "bid", None), "call": getattr(game, "call", None),
              "discard": getattr(game, "discard", None),
              "partner": getattr(game, "choose_partner", None)}.get(kind)
    if action is None:
        raise ValueError(f"unknown decision {decision!r}")
    action(argument, seat=seat)


__all__ = ["LEVELS", "Bot", "carry_out", "decide", "make_bot", "make_extras", "play_turn"]
