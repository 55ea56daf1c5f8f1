"""The searches' playouts play every hand as the public, checked engine does (issue 41).

The hard bot's and the advisor's search (``search.evaluate``) plays each card on sampled
positions and finishes the hand on the engine's fast path: ``game.playout()``, plain lists,
nothing checked (``search._try``). Here the same hands are finished as simply as the public
API allows: ``clone()``, each seat's ``view()``, the careful card, ``play()``, ``outcome()``;
the exact end of a two-player hand by trying every line with ``clone()`` and ``play()``.

On hundreds of positions of every table kind (2, 3, 4 and 6 players, Briscola a 151,
Chiamata plain, al buio, col monte with 5 and 6 players) both must give the same points, the
same result and the same taker of the trick, with and without the other side's random
moves (the same generator for both); and ``evaluate`` must give the very same ``CardStats``
whichever of the two finishes its hands.
"""

from __future__ import annotations

import random

import pytest

from briscola_teach import new_game
from briscola_teach.ai import search
from briscola_teach.ai.heuristics import careful_choice
from briscola_teach.rules import holding_play

TABLES = {
    "2 players": ("classic", {"players": 2}),
    "3 players": ("classic", {"players": 3}),
    "4 players": ("classic", {"players": 4}),
    "6 players": ("classic", {"players": 6}),
    "151": ("151", {"players": 2}),
    "chiamata": ("chiamata", {}),
    "al buio": ("chiamata", {"prima_mano_al_buio": True}),
    "col monte": ("chiamata", {"col_monte": True}),
    "col monte, 6": ("chiamata", {"col_monte": True, "players": 6}),
}


# -- positions, reached through the public API ---------------------------------------------

def random_action(game, rng: random.Random) -> None:
    """One legal action at random: bids (mostly passes), the call, the monte, accusi, cards."""
    phase, pending = getattr(game, "phase", "play"), getattr(game, "pending", None)
    if phase == "auction":
        bids = game.legal_bids()
        game.bid(bids[0] if rng.random() < 0.6 or len(bids) == 1 else rng.choice(bids[1:4]))
    elif pending == "call":
        game.call(rng.choice(game.call_options()))
    elif pending == "discard":
        game.discard(rng.sample(game.discard_options(), game.rules.monte_size))
    elif pending == "partner":
        game.choose_partner(rng.choice(game.partner_options()))
    elif game.variant == "151" and game.legal_declarations() and rng.random() < 0.5:
        game.declare(rng.choice(game.legal_declarations()))
    elif game.variant == "151" and game.can_swap_seven() and rng.random() < 0.5:
        game.swap_seven()
    else:
        game.play(rng.choice(game.legal_plays()))


def searchable(game) -> bool:
    """A position the search plays on: a card to choose, and in Chiamata the card called."""
    return not game.is_over and getattr(game, "phase", "play") == "play" and \
        getattr(game, "called_card", True) is not None


def positions(table: str, count: int, seed: int) -> list:
    """``count`` games of ``table`` stopped at a random moment of their play."""
    variant, options = TABLES[table]
    rng, found = random.Random(seed), []
    while len(found) < count:
        game = new_game(variant, seed=rng.randrange(10**6), **options)
        stop = rng.randrange(36)
        while not game.is_over and (stop or not searchable(game)):
            stop -= searchable(game)
            random_action(game, rng)
        if searchable(game):
            found.append(game)
    return found


# -- the reference: the public API, as simply as it can be written --------------------------

def careful_card(game):
    """The careful player's card for the seat to move, from what its view shows."""
    view = game.view(game.current_player)
    table = [card for _, card in view.table]
    partner_winning = bool(table) and holding_play(view.table, view.trump)[0] in \
        view.known_partners
    return careful_choice(view.legal_plays(), table, view.trump, partner_winning,
                          len(table) == view.players - 1)


def reference_move(game, side, rng, noise) -> None:
    """One card: careful, or for the other side with chance ``noise`` any legal card."""
    if rng is not None and game.side_of(game.current_player) != side and rng.random() < noise:
        game.play(rng.choice(game.legal_plays()))
    else:
        game.play(careful_card(game))


def best_line(game, side) -> tuple[int, int]:
    """(``side``'s final points, everybody's) when both of two players play perfectly."""
    if game.is_over:
        outcome = game.outcome()
        return outcome.points_by_side[side], sum(outcome.points_by_side)
    lines = []
    for card in game.legal_plays():
        twin = game.clone()
        twin.play(card)
        lines.append(best_line(twin, side))
    mine = game.side_of(game.current_player) == side
    return max(lines) if mine else min(lines)


def reference_try(world, card, side, exact_rollouts, total, rng=None, noise=0.0) -> None:
    """``search._try`` through the public, checked API."""
    game = world.clone()
    game.play(card)
    while game.table:  # the others finish the trick
        reference_move(game, side, rng, noise)
    taker = game.tricks[-1].winner
    exact = exact_rollouts and game.players == 2
    while not game.is_over:
        if exact and not game.deck_count and \
                sum(game.view(0).hand_sizes) <= search.ROLLOUT_EXACT_CARDS:
            points, everybody = best_line(game, side)
            win = 1.0 if points * 2 > everybody else 0.5 if points * 2 == everybody else 0.0
            break
        reference_move(game, side, rng, noise)
    else:
        outcome = game.outcome()
        points = outcome.points_by_side[side]
        win = 1.0 if outcome.winners == outcome.sides[side] else \
            0.5 if not outcome.winners else 0.0
    total[0] += win
    total[1] += points
    total[2] += game.side_of(taker) == side
    total[3] += 1


# -- the tests ------------------------------------------------------------------------------

@pytest.mark.parametrize("table", TABLES)
def test_the_fast_playout_finishes_hands_as_the_public_api_does(table):
    rng = random.Random(41)
    games = positions(table, 200, seed=len(table))
    for number, game in enumerate(games):
        side = game.side_of(game.current_player)
        card = rng.choice(game.legal_plays())
        noise = (0.0, 0.3, 1.0)[number % 3]
        chance = rng.random()
        exact = number % 2 == 0
        fast, reference = [0.0, 0, 0, 0], [0.0, 0, 0, 0]
        saved = game.to_json()
        search._try(game, card, side, exact, fast, random.Random(chance) if noise else None,
                    noise)
        assert game.to_json() == saved  # the playout is a copy: the game is as it was
        reference_try(game, card, side, exact, reference,
                      random.Random(chance) if noise else None, noise)
        assert fast == reference, (table, number, card, noise, exact, saved)


@pytest.mark.parametrize("table", TABLES)
def test_evaluate_gives_the_same_stats_with_the_public_rollout(table, monkeypatch):
    views = [game.view(game.current_player) for game in positions(table, 6, seed=7)]
    fast = [search.evaluate(view, random.Random(number), samples=10)
            for number, view in enumerate(views)]
    monkeypatch.setattr(search, "_try", reference_try)
    reference = [search.evaluate(view, random.Random(number), samples=10)
                 for number, view in enumerate(views)]
    assert fast == reference


def test_a_playout_leaves_its_game_as_it_was():
    game = positions("4 players", 1, seed=3)[0]
    before = (game.to_json(), [game.hand(seat) for seat in range(4)], game.trick_cards)
    playout = game.playout()
    search.finish(playout)
    assert playout.current is None and sum(playout.points_by_side()) == 120
    assert (game.to_json(), [game.hand(seat) for seat in range(4)], game.trick_cards) == before
