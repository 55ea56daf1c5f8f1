"""The advisor in Briscola Chiamata (RULES.md section 6): the call (``advise_call``), the
first trick al buio, and the review of a Chiamata hand.

- ``advise_call`` ranks every card the caller may call exactly once, best first, the same
  for a seed, from the view alone; it refuses outside the call step and for other seats;
- with five cards of a suit (its Asso among them) the advice calls into that suit;
- the hand it simulates at the call step is the view's own hand (auction, first trick);
- ``review`` of finished Chiamata hands (plain, al buio, col monte 6): one item per card the
  seat played, numbered by the trick it was played in; following the table's hints (seeded
  as ``PlayTable.hint`` seeds them) is never a mistake;
- the engine's fast path for the searches (``push``, ``trick_holder``, ``side_of``,
  ``true_sides``) plays a Chiamata hand as the checked ``play`` does.

Nothing here asserts on wall time: benchmarks/ai.py prints the speeds.
"""

from __future__ import annotations

import pickle
import random

import pytest

from briscola_teach import DECK, Card, Rank, Suit, new_game, trick_winner
from briscola_teach.ai import make_bot, play_turn
from briscola_teach.ai.advice import CallAdvice, advise, advise_call, review, wins_in_10
from briscola_teach.ai.bidding import call_position
from briscola_teach.games.chiamata import Bid
from briscola_teach.history import Play

MODES = {
    "plain": {},
    "subito": {"subito_al_due": True},
    "buio": {"prima_mano_al_buio": True},
    "monte5": {"col_monte": True},
    "monte6": {"col_monte": True, "players": 6},
}


def pack_for(hands, dealer=0, monte=()):
    """The pack (top first) that deals ``hands[seat]`` to each seat, then the monte."""
    n = len(hands)
    leader = (dealer + 1) % n
    size = len(hands[0])
    return [hands[(leader + i) % n][i // n] for i in range(n * size)] + list(monte)


def bots_for(game, seed, level="medium"):
    return {seat: make_bot(level, seed=seed * 10 + seat) for seat in range(game.players)}


def at_the_call(options, seed):
    """A seeded hand played by medium bots up to the call step."""
    game = new_game("chiamata", seed=seed, **options)
    bots = bots_for(game, seed)
    while game.pending != "call":
        play_turn(game, bots[game.current_player])
    return game


def check_calls(calls, game, samples):
    view = game.view(game.caller)
    assert all(isinstance(advice, CallAdvice) for advice in calls)
    cards = [advice.card for advice in calls]
    assert len(cards) == len(set(cards))                  # each call once
    assert set(cards) == set(game.call_options())         # every legal call
    assert [advice.rank for advice in calls] == list(range(1, len(calls) + 1))
    order = [(-advice.chance, -advice.points) for advice in calls]
    assert order == sorted(order)                         # best first
    for advice in calls:
        assert 0 <= advice.chance <= 1 and 0 <= advice.points <= 120
        assert advice.samples == samples
        assert round(advice.chance * samples, 6) == int(round(advice.chance * samples))
        assert advice.in_hand == (advice.card in view.hand)
        played_it = any((view.seat, advice.card) in trick.plays for trick in view.tricks)
        assert advice.alone == (advice.in_hand and not game.rules.col_monte or played_it)
        assert advice.trumps == tuple(sorted((c for c in view.hand if c.suit is advice.card.suit),
                                             key=lambda c: -c.strength))
        assert advice.reason("it").strip() and advice.reason("en").strip()
        assert advice.reason("it") != advice.reason("en")
        best = advice.rank == 1
        assert ("This is the best call." in advice.reason("en")) == best
        assert ("È la chiamata migliore." in advice.reason("it")) == best
        assert str(view.target) in advice.reason("en")


# -- advise_call ----------------------------------------------------------------------------

@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("seed", [1, 2])
def test_advise_call_ranks_every_legal_call_once_best_first(mode, seed):
    game = at_the_call(MODES[mode], seed)
    view = game.view(game.caller)
    samples = 3 if game.rules.col_monte else 12
    calls = advise_call(view, seed=seed, samples=samples)
    check_calls(calls, game, samples)
    assert len(calls) == (40 if game.rules.col_monte else 4)
    assert calls == advise_call(view, seed=seed, samples=samples)   # deterministic for a seed
    if mode == "buio":  # the call comes after the first trick, and the advice knows it
        assert len(view.tricks) == 1 and len(view.hand) == 7
        for advice in calls:
            gone = [c for c in view.tricks[0].cards if c.suit is advice.card.suit]
            assert ("first trick" in advice.reason("en")) == bool(gone)
            assert ("prima presa" in advice.reason("it")) == bool(gone)


def test_advise_call_defaults_and_seeds():
    game = at_the_call({}, 3)
    view = game.view(game.caller)
    calls = advise_call(view)
    check_calls(calls, game, calls[0].samples)
    assert calls == advise_call(view)      # the deals come from the position: the same advice
    others = [advise_call(view, seed=s, samples=4) for s in range(6)]
    assert len({tuple((a.card, a.chance) for a in c) for c in others}) > 1  # the seed matters


def test_advise_call_reads_the_view_only():
    """A pickled copy of the view gives the same advice, and so does a twin hand where the
    cards the caller cannot see are dealt differently among the others."""
    game = at_the_call({}, 4)
    caller = game.caller
    view = game.view(caller)
    copy = pickle.loads(pickle.dumps(view))
    assert advise_call(copy, seed=2, samples=8) == advise_call(view, seed=2, samples=8)
    hands = [list(game.view(seat).hand) for seat in range(5)]
    hidden = [card for seat in range(5) if seat != caller for card in hands[seat]]
    random.Random(7).shuffle(hidden)
    twin_hands = [hands[seat] if seat == caller else [hidden.pop() for _ in range(8)]
                  for seat in range(5)]
    twin = new_game("chiamata", deck=pack_for(twin_hands, game.dealer), dealer=game.dealer)
    for seat, bid in view.bids:
        twin.bid(bid, seat=seat)
    assert twin.view(caller) == view and twin.view((caller + 1) % 5) != game.view((caller + 1) % 5)
    assert advise_call(twin.view(caller), seed=2, samples=8) == \
        advise_call(view, seed=2, samples=8)


@pytest.mark.parametrize("mode", ["plain", "buio", "monte5", "monte6"])
def test_the_simulated_hand_at_the_call_is_the_views_own(mode):
    """``call_position`` deals the unseen cards and replays the auction (and al buio the first
    trick): the caller's view of it is the view it was built from."""
    game = at_the_call(MODES[mode], 5)
    view = game.view(game.caller)
    seen = set(view.hand) | set(view.played_cards())
    unseen = [card for card in DECK if card not in seen]
    for seed in range(3):
        random.Random(seed).shuffle(unseen)
        position = call_position(view, unseen)
        assert position.view(view.seat) == view
    with pytest.raises(ValueError, match="unseen cards"):
        call_position(view, unseen[1:])


def test_advise_call_refuses_outside_the_call_step():
    game = new_game("chiamata", seed=6)
    with pytest.raises(ValueError, match="call step.*'auction'"):
        advise_call(game.view(game.current_player))
    with pytest.raises(ValueError, match="Chiamata seat's view"):
        advise_call(game)
    with pytest.raises(ValueError, match="Chiamata seat's view"):
        advise_call(new_game("classic", seed=1).view(0))
    game = at_the_call({}, 6)
    other = (game.caller + 1) % 5
    with pytest.raises(ValueError, match=rf"seat {other} does not call: seat {game.caller} won"):
        advise_call(game.view(other))
    with pytest.raises(ValueError, match="samples"):
        advise_call(game.view(game.caller), samples=0)
    game.call(game.call_options()[0])
    with pytest.raises(ValueError, match="call step.*'play'"):
        advise_call(game.view(game.caller))
    monte = at_the_call({"col_monte": True}, 6)
    monte.call(monte.call_options()[0])
    with pytest.raises(ValueError, match="call step.*'discard'"):
        advise_call(monte.view(monte.caller))
    buio = new_game("chiamata", seed=6, prima_mano_al_buio=True)
    bots = bots_for(buio, 6)
    while buio.phase == "auction":
        play_turn(buio, bots[buio.current_player])
    with pytest.raises(ValueError, match="call step.*'play'"):  # al buio: the first trick first
        advise_call(buio.view(buio.caller))


# A caller with five Denari, the Asso among them (the Tre is missing), and three lisci.
STRONG = "1d 10d 9d 8d 7d 4c 5s 6b"


def strong_hand_game(rank_bid, **options):
    """Seat 1 (the first to bid) holds ``STRONG``, bids ``rank_bid`` and the others pass."""
    mine = [Card.parse(code) for code in STRONG.split()]
    rest = [card for card in DECK if card not in mine]
    size = 7 if options.get("col_monte") else 8
    if size == 7:
        mine = mine[:7]
        rest.append(Card.parse(STRONG.split()[7]))
    hands = [rest[i * size:(i + 1) * size] for i in range(4)]
    hands.insert(1, mine)
    monte = rest[4 * size:]
    game = new_game("chiamata", deck=pack_for(hands, 0, monte), **options)
    while game.phase == "auction":
        game.bid(rank_bid if game.current_player == 1 and game.contract is None else "pass")
    assert game.caller == 1 and game.pending == "call"
    return game


def test_the_advice_calls_into_the_long_suit_with_its_asso():
    """Won with the Tre: calling the Tre di Denari makes Denari trumps, the partner holds the
    second trump and the caller the other five: the six strongest trumps are the pair's."""
    game = strong_hand_game("3")
    calls = advise_call(game.view(1), seed=3, samples=40)
    check_calls(calls, game, 40)
    best = calls[0]
    assert best.card is Card(Rank.TRE, Suit.DENARI) and not best.in_hand
    assert best.chance >= 0.9 and all(best.chance >= other.chance + 0.3 for other in calls[1:])
    assert len(best.trumps) == 5
    en, it = best.reason("en"), best.reason("it")
    assert "Coins is your longest suit" in en and "Denari è il tuo seme più lungo" in it
    assert "The 6 strongest trumps in play" in en and "Le 6 briscole più forti" in it
    assert "secret partner" in en and "compagno segreto" in it
    worst = calls[-1]
    assert "the Three of Coins instead" in worst.reason("en")
    assert "il Tre di Denari" in worst.reason("it")
    # one scale, as every hint says it (issue 24): deals in 10, never "times in 100"
    for advice in calls:
        en, it = advice.reason("en"), advice.reason("it")
        assert "in 100" not in en and "su 100" not in it and "simulat" not in en + it
        assert odds_en(wins_in_10(advice.chance)).capitalize() in en
    assert f"in {wins_in_10(best.chance)} deals out of 10 like this one instead of " \
           f"{wins_in_10(worst.chance)}" in worst.reason("en")
    assert "arriverebbe ai punti del contratto più spesso" in worst.reason("it")


def test_calling_a_card_in_your_own_hand_is_advised_as_playing_alone():
    game = strong_hand_game("1")                       # won with the Asso: 1d is the caller's
    calls = advise_call(game.view(1), seed=1, samples=20)
    check_calls(calls, game, 20)
    alone = next(advice for advice in calls if advice.card is Card(Rank.ASSO, Suit.DENARI))
    assert alone.in_hand and alone.alone
    assert "alone, one against four" in alone.reason("en")
    assert "giocherai da solo, uno contro quattro" in alone.reason("it")
    none = next(advice for advice in calls if advice.card is Card(Rank.ASSO, Suit.SPADE))
    assert not none.in_hand and len(none.trumps) == 1
    monte = strong_hand_game(Bid(points=61), col_monte=True)
    calls = advise_call(monte.view(1), seed=1, samples=2)
    own = next(advice for advice in calls if advice.card is Card(Rank.ASSO, Suit.DENARI))
    assert own.in_hand and not own.alone and "right-hand neighbour" in own.reason("en")
    assert "vicino di destra" in own.reason("it")
    away = next(advice for advice in calls if advice.card is Card(Rank.TRE, Suit.DENARI))
    assert "monte" in away.reason("en") and "monte" in away.reason("it")


def test_al_buio_calling_the_two_the_caller_played_in_the_first_trick_is_alone():
    """The caller, last in the first trick, may play a 2 there; calling it then is playing
    alone, in the open."""
    mine = [Card.parse(code) for code in "2d 1d 3d 10d 9d 4c 5s 6b".split()]
    rest = [card for card in DECK if card not in mine and card.rank is not Rank.DUE]
    twos = [Card(Rank.DUE, suit) for suit in (Suit.COPPE, Suit.SPADE, Suit.BASTONI)]
    rest = twos + rest   # the other 2s are not the first cards played
    hands = [mine] + [rest[i * 8:(i + 1) * 8] for i in range(4)]
    game = new_game("chiamata", prima_mano_al_buio=True, deck=pack_for(hands, 0), dealer=0)
    while game.phase == "auction":
        game.bid("61" if game.current_player == 0 and game.contract is None else "pass")
    assert game.caller == 0 and game.current_player == 1
    while game.current_player != 0:
        game.play(next(c for c in game.legal_plays() if c.rank is not Rank.DUE))
    game.play("2d", seat=0)
    assert game.pending == "call"
    calls = advise_call(game.view(0), seed=2, samples=10)
    check_calls(calls, game, 10)
    played = next(advice for advice in calls if advice.card is Card(Rank.DUE, Suit.DENARI))
    assert played.alone and not played.in_hand
    assert "You already played the Two of Coins in the first trick" in played.reason("en")
    assert "Hai già giocato il Due di Denari nella prima presa" in played.reason("it")
    assert all(not advice.alone for advice in calls if advice is not played)


# -- advise in the first trick al buio ------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2, 3])
def test_advise_ranks_the_first_trick_al_buio(seed):
    """Before the call nobody knows the trump suit: the advisor still ranks every legal card
    (no 2 but the caller's last card), the same for a seed, and says why it is different."""
    game = new_game("chiamata", seed=seed, prima_mano_al_buio=True)
    bots = bots_for(game, seed)
    while game.phase == "auction":
        play_turn(game, bots[game.current_player])
    for _ in range(seed):
        play_turn(game, bots[game.current_player])
    view = game.view(game.current_player)
    assert view.called_card is None and view.phase == "play"
    advice = advise(view, seed=4, samples=10)
    assert sorted(a.card.index for a in advice.cards) == sorted(c.index for c in view.legal_plays())
    assert advice == advise(view, seed=4, samples=10)
    assert all(a.card.rank is not Rank.DUE for a in advice.cards) or view.seat == view.caller
    order = [a.win + a.points / 100 for a in advice.cards]
    assert order == sorted(order, reverse=True)
    for a in advice.cards:
        assert a.reason("en").startswith("Al buio nobody knows the trump suit yet")
        assert a.reason("it").startswith("Al buio la briscola non si sa ancora")
        assert 0 <= a.win <= 1 and 0 <= a.takes <= 1 and 0 <= a.points <= 120


# -- the review of a Chiamata hand ----------------------------------------------------------

def trick_of(game, seat, card):
    """The 1-based number of the trick in which ``seat`` played ``card`` (the last deal)."""
    return next(i + 1 for i, trick in enumerate(game.tricks) if (seat, card) in trick.plays)


def check_chiamata_review(game, seat, result):
    played = [e.card for e in game.actions() if isinstance(e, Play) and e.seat == seat]
    assert result.seat == seat
    assert [item.played for item in result.items] == played   # one item per card played
    assert len(result.items) == game.rules.hand_size
    assert [item.trick for item in result.items] == list(range(1, game.rules.hand_size + 1))
    for item in result.items:
        assert item.trick == trick_of(game, seat, item.played)
        assert item.best is item.advice.best.card
        item.advice.for_card(item.played)   # the card played was one the advisor ranked
        assert item.win_cost >= 0 and item.points_cost >= 0
        if item.played is item.best:
            assert not item.is_mistake and item.win_cost == item.points_cost == 0
        for lang in ("it", "en"):
            assert str(item.trick) in item.text(lang)
    assert all(m.is_mistake for m in result.mistakes)


@pytest.mark.parametrize("mode", ["plain", "buio", "monte6"])
def test_review_of_a_finished_chiamata_hand(mode):
    game = new_game("chiamata", seed=21, **MODES[mode])
    bots = bots_for(game, 21, "easy")
    while not game.is_over:
        play_turn(game, bots[game.current_player])
    assert len(game.tricks) == game.rules.hand_size   # 8 tricks, col monte at 6 players 6
    for seat in {game.caller, (game.caller + 1) % game.players, game.outcome().partner or 0}:
        check_chiamata_review(game, seat, review(game, seat, seed=21, samples=4))
    assert review(game, 0, seed=21, samples=4) == review(game, 0, seed=21, samples=4)


def test_review_of_a_chiamata_hand_in_its_auction_is_empty_and_bad_input():
    game = new_game("chiamata", seed=1)
    assert review(game, 0).items == ()
    with pytest.raises(ValueError, match="classic or Chiamata game"):
        review(game.view(0), 0)
    with pytest.raises(ValueError):
        review(game, 5)


def play_with_hints(options, seed, learner_is_caller, redeal=False):
    """A table's hand: the learner follows every hint, asked as ``PlayTable.hint`` asks it
    (the judge, seeded by the position); medium bots bid, call and discard for him."""
    game = new_game("chiamata", seed=seed, **options)
    if redeal:  # five passes: the hand is dealt again, and the actions before count
        for _ in range(game.players):
            game.bid("pass")
        assert game.bids == () and len(game.actions()) == game.players
    bots = bots_for(game, seed)
    while game.phase == "auction":
        play_turn(game, bots[game.current_player])
    learner = game.caller if learner_is_caller else (game.caller + 2) % game.players
    deal = game.history[0].seed
    hinted = 0
    while not game.is_over:
        seat = game.current_player
        if seat == learner and game.phase == "play":
            advice = advise(game.view(seat))
            game.play(advice.best.card, seat=seat)
            hinted += 1
        else:
            play_turn(game, bots[seat])
    return game, learner, deal, hinted


@pytest.mark.parametrize("mode,learner_is_caller,redeal", [
    ("plain", True, True), ("buio", False, False), ("monte6", True, False)])
def test_following_the_hints_is_never_a_mistake(mode, learner_is_caller, redeal):
    game, learner, deal, hinted = play_with_hints(MODES[mode], 31, learner_is_caller, redeal)
    result = review(game, learner)   # as ChiamataTable.review asks it
    assert hinted == len(result.items) == game.rules.hand_size
    check_chiamata_review(game, learner, result)
    assert all(item.played is item.best for item in result.items)
    assert result.mistakes == ()


@pytest.mark.parametrize("mode", list(MODES))
def test_the_searches_fast_path_plays_a_chiamata_hand_as_play(mode):
    """``push`` (unchecked, for the searches) leaves a Chiamata hand exactly as ``play``
    does (a clone redeals as its original after five passes: each has its own generator);
    ``trick_holder`` is the seat ``trick_winner`` names; ``side_of`` and ``true_sides`` tell
    the truth the outcome shows, while ``sides`` keeps it secret."""
    rng = random.Random(mode)
    for seed in range(3):
        game = new_game("chiamata", seed=seed, **MODES[mode])
        twin = game.clone()
        bots = {seat: make_bot("random", seed=seed * 10 + seat) for seat in range(game.players)}
        while not game.is_over:
            if game.phase == "play":
                card = rng.choice(game.legal_plays())
                game.play(card)
                assert twin.push(card) is None
            else:
                play_turn(game, bots[game.current_player])
                twin.replay_action(game.actions()[-1])
            assert twin == game and twin.current_player == game.current_player
            table = game.trick_cards
            if table and game.trump is not None:
                assert game.trick_holder == game.table[trick_winner(table, game.trump)][0]
            if game.phase == "play" and game.sides is None:
                assert game.true_sides[0] == tuple(sorted({game.caller, *(
                    s for s in range(game.players) if game.called_card in game.hand(s))}))
        outcome = game.outcome()
        assert game.true_sides == outcome.sides == game.sides
        assert [game.side_of(seat) for seat in range(game.players)] == \
            [0 if seat in outcome.sides[0] else 1 for seat in range(game.players)]
        assert game.points_left() == 0


def odds_en(count: int) -> str:
    """The chance as every hint says it: "in 6 deals out of 10 like this one"."""
    return "in one deal out of 10 like this one" if count == 1 else \
        f"in {count} deals out of 10 like this one"
