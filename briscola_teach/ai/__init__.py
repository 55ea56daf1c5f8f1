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
from .bots import LEVELS, Bot, make_bot


def play_turn(game: Any, bot: Bot) -> None:
    """Let ``bot`` act for the seat to move in ``game``: it is shown that seat's view only."""
    seat = game.current_player
    if seat is None:
        raise ValueError("the hand is over: there is no turn to play")
    if isinstance(game, ChiamataGame):
        _chiamata_turn(game, seat, bot)
        return
    for action, argument in bot.extras(game.view(seat)):
        if action == "declare":
            game.declare(argument, seat=seat)
        elif action == "swap_seven":
            game.swap_seven(seat=seat)
        elif action == "signal":
            game.signal(argument, seat=seat)
    game.play(bot.choose(game.view(seat)), seat=seat)


def _chiamata_turn(game: ChiamataGame, seat: int, bot: Bot) -> None:
    view = game.view(seat)
    if game.phase == "auction":
        game.bid(bot.bid(view), seat=seat)
    elif game.pending == "call":
        game.call(bot.call(view), seat=seat)
    elif game.pending == "discard":
        game.discard(bot.discard(view), seat=seat)
    elif game.pending == "partner":
        game.choose_partner(bot.choose_partner(view), seat=seat)
    else:
        game.play(bot.choose(view), seat=seat)


__all__ = ["LEVELS", "Bot", "make_bot", "play_turn"]
