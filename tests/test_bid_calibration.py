"""The auction advice is honest (issue 13; RULES.md section 6): ``advise_bid`` states how often
each bid is made, and at the lesson tables the bids are made that often.

- Over a few hundred seeded auctions of the lesson tables (``ai.calibration``: medium players
  bid until it is the learner's turn; one bid the advisor weighed is bid and won, the advised
  card called and the hand played out by the medium players), the share made in each tenth
  of the chance stated is within 10 in 100 of it, give or take that tenth's luck, and on the
  whole the advice is not hopeful.
- The hand is played out in the simulations exactly as the medium players play it (the
  partner knows the caller, the others learn the sides when the called card shows), which is
  also how the play hint's search plays out (``search.careful_move``).
- The reasons say the chance as the play hints do: "in 6 deals out of 10 like this one".

With 440 auctions a tenth of 40 hands strays from its true share by 8 in 100 by luck alone
(one standard error), so a tenth may differ by 10 in 100 plus twice its own luck, and the
whole by 7 in 100 (2.5 times its luck): the benchmark (``benchmarks/ai.py --calibration``,
600 auctions a table) holds the plain 10 in every tenth of the 2,400. The old advice, which
chose the call and counted its chance on the same 8 deals, fails both here: the bids it said
were made 10 times in 10 were made 8 or 9 times, and it was 9 in 100 hopeful on the whole.
The hints are worked out on fewer deals here than at the table (``SAMPLES``), to keep the file
fast: the chance stays honest with fewer deals, only coarser.
"""

from __future__ import annotations

import pytest

from briscola_teach import new_game
from briscola_teach.ai import make_bot, play_turn
from briscola_teach.ai.advice import advise_bid, wins_in_10
from briscola_teach.ai.bidding import bid_chances, play_call
from briscola_teach.ai.calibration import (LESSON_TABLES, BidTrial, bid_trial, bid_trials,
                                           calibration, learner_turn)
from briscola_teach.ai.search import knows_partner
from briscola_teach.cards import Rank
from briscola_teach.games.chiamata import Bid
from briscola_teach.i18n import t

SAMPLES = 12
AUCTIONS = {"plain": 60, "subito al due": 150, "al buio": 150, "col monte, 6 players": 80}
ENOUGH = 20          # hands in a tenth to judge it
TOLERANCE = 0.10


@pytest.fixture(scope="module")
def trials() -> dict[str, list[BidTrial]]:
    return {name: bid_trials(range(AUCTIONS[name]), samples=SAMPLES, **options)
            for name, options in LESSON_TABLES.items()}


def test_each_tenth_of_chance_is_made_about_that_often(trials):
    everything = [trial for table in trials.values() for trial in table]
    tenths = [tenth for tenth in calibration(everything) if tenth.hands >= ENOUGH]
    assert len(tenths) >= 6, "the auctions tried cover most of the range of chances"
    for tenth in tenths:
        assert abs(tenth.actual - tenth.predicted) <= TOLERANCE + 2 * tenth.spread, tenth


def test_the_advice_is_not_hopeful_on_the_whole(trials):
    for name, table in trials.items():
        stated = sum(trial.predicted for trial in table) / len(table)
        made = sum(trial.made for trial in table) / len(table)
        assert abs(stated - made) <= 0.15, (name, stated, made)
    everything = [trial for table in trials.values() for trial in table]
    stated = sum(trial.predicted for trial in everything) / len(everything)
    made = sum(trial.made for trial in everything) / len(everything)
    assert abs(stated - made) <= 0.07, (stated, made)


def test_a_trial_is_the_advised_bid_and_call_played_out():
    trial = bid_trial(3, samples=6)
    game, _ = learner_turn(3)
    offered = {item.bid: item for item in bid_chances(game.view(0), seed=3, samples=6)}
    assert offered[trial.bid].call is trial.call and offered[trial.bid].chance == trial.predicted
    assert trial.made == (trial.points >= trial.target)
    assert trial == bid_trial(3, samples=6)                                  # seeded
    with pytest.raises(ValueError, match="unknown bot level 'expert'"):
        bid_trials(range(2), level="expert")


# -- the simulations play as the table plays -----------------------------------------------

@pytest.mark.parametrize("name", list(LESSON_TABLES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_simulated_playout_is_the_medium_players_game(name, seed):
    """At the call step the real hand, played out by the simulation, ends exactly as the
    medium players play it: the estimate models the learner's partners and opponents."""
    game = new_game("chiamata", seed=seed, **LESSON_TABLES[name])
    bots = {s: make_bot("medium", seed=s) for s in range(game.players)}
    while game.pending != "call":
        play_turn(game, bots[game.current_player])
    card = game.call_options()[seed]
    simulated = play_call(game.clone(), card)
    game.call(card)
    while not game.is_over:
        play_turn(game, bots[game.current_player])
    assert simulated == game.outcome().points_by_side[0]


def test_only_the_partner_knows_the_sides_until_the_called_card_shows():
    game = new_game("chiamata", seed=4)
    while game.phase == "auction":
        game.bid("1" if game.contract is None else "pass")
    card = next(c for c in game.call_options() if c not in game.hand(game.caller))
    game.call(card)
    holder = next(s for s in range(5) if card in game.hand(s))
    assert [knows_partner(game, seat) for seat in range(5)] == \
        [seat == holder for seat in range(5)]
    while game.called_card not in [c for trick in game.tricks for _, c in trick.plays] + \
            [c for _, c in game.table]:
        game.play(game.legal_plays()[0])
    assert all(knows_partner(game, seat) for seat in range(5))
    assert knows_partner(new_game("classic", players=4, seed=1), 0)


# -- what the advice says ------------------------------------------------------------------

def test_the_reasons_say_the_chance_as_the_play_hints_do():
    game, _ = learner_turn(7)
    view = game.view(0)
    advice = advise_bid(view, seed=7, samples=6)
    assert [a.bid for a in advice] == list(view.legal_bids)
    assert [(a.bid, a.call, a.chance) for a in advice[1:]] == \
        [(c.bid, c.call, c.chance) for c in bid_chances(view, seed=7, samples=6)]
    play_hint = t("advice.chance", "en", wins=7, points=70)
    assert "In 10 deals like this one, you win 7" in play_hint
    for item in advice[1:]:
        count = wins_in_10(item.chance)
        assert item.wins_in_10 == count
        english = "in one deal out of 10 like this one" if count == 1 else \
            f"in {count} deals out of 10 like this one"
        assert english in item.reason("en")
        italian = "in una smazzata su 10 come questa" if count == 1 else \
            f"in {count} smazzate su 10 come questa"
        assert italian in item.reason("it")
        assert item.reason("en").startswith(item.bid.name("en") + ": ")


@pytest.mark.parametrize("seed", range(6))
def test_the_pass_names_the_strongest_bid_made_in_more_than_half_the_deals(seed):
    """Issue 24: the hint does not nudge a beginner towards a bid that fails half the time
    ("you could bid Two and make it in 5 deals out of 10 like this one"): the pass names a bid only
    from 6 deals in 10, and a bid made in 5 or fewer says plainly that it is a risk."""
    game, _ = learner_turn(seed, **LESSON_TABLES["subito al due"])
    advice = advise_bid(game.view(0), seed=seed, samples=8)
    worth = [a for a in advice[1:] if a.wins_in_10 >= 6]
    for item in advice[1:]:
        risky = "That is a risk" in item.reason("en") or "almost always falls short" in \
            item.reason("en")
        assert risky == (item.wins_in_10 <= 5), item.reason("en")
        if 2 < item.wins_in_10 <= 5:
            assert f"in the other {10 - item.wins_in_10} deals of 10" in item.reason("en")
            assert f"nelle altre {10 - item.wins_in_10} smazzate su 10" in item.reason("it")
    assert advice[0].bid.is_pass and advice[0].chance is None and advice[0].call is None
    if worth:
        assert advice[0].reason("en") == t("advice.pass_could", "en", bid=worth[-1].bid.name("en"),
                                           odds=f"in {worth[-1].wins_in_10} deals out of 10 like "
                                                f"this one")
    else:
        assert advice[0].reason("en") == t("advice.pass", "en")


def test_col_monte_a_bid_is_named_by_its_points():
    view = new_game("chiamata", seed=5, col_monte=True).view(1)
    advice = advise_bid(view, seed=1, samples=3)
    assert advice[1].reason("en").startswith("61 points: ")
    assert advice[1].reason("it").startswith("61 punti: ")


def test_calling_your_own_card_is_said_to_be_playing_alone():
    found = 0
    for seed in range(40):
        view = new_game("chiamata", seed=seed).view(1)
        for item in advise_bid(view, seed=seed, samples=3)[1:]:
            if item.call in view.hand:
                assert "you would play alone" in item.reason("en")
                assert "giocheresti da solo" in item.reason("it")
                found += 1
    assert found


@pytest.mark.parametrize("samples", [0, -2, 2.5, True, "8"])
def test_advise_bid_refuses_a_bad_number_of_deals(samples):
    view = new_game("chiamata", seed=1).view(1)
    with pytest.raises(ValueError, match="samples must be a whole number of deals"):
        advise_bid(view, samples=samples)


def test_bid_advice_is_deterministic_for_a_seed_and_reads_the_view_only():
    game = new_game("chiamata", seed=9)
    game.bid("1")
    view = game.view(game.current_player)
    assert advise_bid(view, seed=2, samples=4) == advise_bid(view, seed=2, samples=4)
    assert game.bids == ((1, Bid(rank=Rank.ASSO)),)
