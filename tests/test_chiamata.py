"""Briscola Chiamata: deal, auction, call, the secret partner, table scores and variants."""

import dataclasses
import random

import pytest

from briscola_teach import (DECK, Card, Game, IllegalPlayError, InvalidCardError,
                            InvalidOptionError, SaveFormatError, Suit, new_game)
from briscola_teach.errors import InvalidBidError
from briscola_teach.games.chiamata import Bid, ChiamataGame
from briscola_teach.history import Deal, Reveal, TakeDiscards


def pack_for(hands, dealer=0, monte=()):
    """The pack (top first) that deals ``hands[seat]`` to each seat, then the monte."""
    n = len(hands)
    leader = (dealer + 1) % n
    size = len(hands[0])
    pack = [hands[(leader + i) % n][i // n] for i in range(n * size)]
    return pack + list(monte)


def split_deck(order=DECK, n=5, size=8):
    cards = list(order)
    return [cards[i * size:(i + 1) * size] for i in range(n)], cards[n * size:]


def random_policy(rng):
    def act(game):
        if game.phase == "auction":
            bids = game.legal_bids()
            choice = bids[0] if rng.random() < 0.55 or len(bids) == 1 else rng.choice(bids[1:5])
            game.bid(choice)
        elif game.pending == "call":
            game.call(rng.choice(game.call_options()))
        elif game.pending == "discard":
            hand = game.view(game.current_player).hand
            game.discard(rng.sample(hand, game.rules.monte_size))
        elif game.pending == "partner":
            game.choose_partner(rng.choice(["alone", "neighbour"]))
        else:
            game.play(rng.choice(game.legal_plays()))
    return act


def play_out(game, rng, check=None):
    act = random_policy(rng)
    while not game.is_over:
        if check:
            check(game)
        act(game)
    return game


VARIANTS = [
    {},
    {"subito_al_due": True},
    {"subito_al_due": True, "min_points": 70, "point_step": 5},
    {"prima_mano_al_buio": True},
    {"col_monte": True},
    {"col_monte": True, "players": 6},
    {"col_monte": True, "players": 7, "min_points": 70},
    {"subito_al_due": True, "must_reach_bid": False},
]


# -- the deal --------------------------------------------------------------------------------

def test_deal_gives_eight_cards_one_at_a_time_from_the_dealers_right():
    hands, _ = split_deck()
    for dealer in range(5):
        game = new_game("chiamata", deck=pack_for(hands, dealer), dealer=dealer)
        assert game.current_player == (dealer + 1) % 5 == game.leader
        for seat in range(5):
            assert list(game.view(seat).hand) == hands[seat]
        assert game.phase == "auction"


def test_col_monte_deals_and_leaves_the_monte():
    for players, (size, monte) in {5: (7, 5), 6: (6, 4), 7: (5, 5)}.items():
        hands, rest = split_deck(DECK, players, size)
        assert len(rest) == monte
        game = new_game("chiamata", col_monte=True, players=players, deck=pack_for(hands, 0, rest))
        assert [len(game.view(s).hand) for s in range(players)] == [size] * players
        assert game.view(0).monte_count == monte
        for seat in range(players):
            assert not set(rest) & set(game.view(seat).hand)


# -- the auction -----------------------------------------------------------------------------

def test_rank_bids_must_go_down_in_strength_then_points_after_the_two():
    game = new_game("chiamata", seed=3)
    first = game.legal_bids()
    assert first[0].is_pass
    assert [str(b) for b in first[1:]] == ["1", "3", "10", "9", "8", "7", "6", "5", "4", "2"]
    game.bid("Re")
    assert [str(b) for b in game.legal_bids()[1:]] == ["9", "8", "7", "6", "5", "4", "2"]
    with pytest.raises(IllegalPlayError, match="weaker than King"):
        game.bid("3")
    game.bid("2")
    bids = game.legal_bids()  # RULES.md: after a 2, "2 at 61", then any higher total
    assert bids[1] == Bid(points=61) and bids[-1] == Bid(points=120)
    assert game.target == 61
    game.bid("2 a 75")
    assert game.legal_bids()[1] == Bid(points=76)
    assert game.contract == Bid(points=75)


def test_passing_is_for_good_and_four_passes_end_the_auction():
    game = new_game("chiamata", seed=8, dealer=2)
    order = []
    game.bid("1")        # seat 3
    order.append(3)
    for _ in range(3):   # seats 4, 0, 1 pass
        order.append(game.current_player)
        game.bid("pass")
    assert order == [3, 4, 0, 1]
    assert game.current_player == 2
    game.bid("fante")    # seat 2 outbids
    assert game.current_player == 3  # the passed seats are skipped
    with pytest.raises(IllegalPlayError, match="turn"):
        game.bid("7", seat=4)           # a seat that passed cannot bid again
    game.bid("pass")
    assert game.phase == "call" and game.caller == 2 and game.current_player == 2
    assert game.contract == Bid(rank=Card.parse("8c").rank)


def test_a_lone_bidder_after_four_passes_still_bids_and_wins():
    game = new_game("chiamata", seed=1)
    for _ in range(4):
        game.bid("pass")
    assert game.phase == "auction" and game.current_player == 0
    game.bid("asso")
    assert game.phase == "call" and game.caller == 0


def test_five_passes_redeal_with_the_same_dealer():
    game = new_game("chiamata", seed=11, dealer=4)
    before = [game.view(s).hand for s in range(5)]
    for _ in range(5):
        game.bid("pass")
    assert game.phase == "auction" and game.current_player == 0 and game.dealer == 4
    assert [game.view(s).hand for s in range(5)] != before
    assert sum(isinstance(e, Deal) for e in game.history) == 2
    assert game.view(0).bids == ()
    again = Game.from_json(game.to_json())
    assert again == game


def test_points_auction_in_subito_al_due_and_its_options():
    game = new_game("chiamata", subito_al_due=True, seed=2)
    assert game.legal_bids()[1] == Bid(points=61)
    with pytest.raises(IllegalPlayError, match="on points"):
        game.bid("Re")
    game.bid(61)
    assert game.legal_bids()[1] == Bid(points=62)
    stepped = new_game("chiamata", subito_al_due=True, min_points=70, point_step=5, seed=2)
    assert stepped.legal_bids()[1] == Bid(points=70)
    stepped.bid("70")
    assert stepped.legal_bids()[1] == Bid(points=75)
    with pytest.raises(IllegalPlayError, match="at least 75"):
        stepped.bid("65")


@pytest.mark.parametrize("options, ladder", [
    ({"subito_al_due": True, "min_points": 70, "point_step": 5}, list(range(70, 121, 5))),
    ({"subito_al_due": True, "point_step": 5}, [61] + list(range(65, 121, 5))),
    ({"subito_al_due": True, "point_step": 10}, [61, 70, 80, 90, 100, 110, 120]),
    ({"subito_al_due": True}, list(range(61, 121))),
    ({"col_monte": True, "players": 6, "min_points": 70, "point_step": 5}, list(range(70, 121, 5))),
], ids=["70 by 5 (seed 004)", "61 by 5", "61 by 10", "every total", "col monte 70 by 5"])
def test_point_bids_climb_the_tables_ladder(options, ladder):
    """W1: a step is the ladder's, not a minimum raise: the opening, then the multiples of
    the step (seed 004's «70, 75, 80»); any higher rung may be bid, a jump included."""
    game = new_game("chiamata", seed=3, **options)
    assert list(game.rules.point_ladder) == ladder
    assert [b.points for b in game.legal_bids()[1:]] == ladder
    game.bid(ladder[1])
    assert [b.points for b in game.legal_bids()[1:]] == ladder[2:]
    game.bid(ladder[3])          # a jump of two rungs is a higher total on the ladder
    assert [b.points for b in game.legal_bids()[1:]] == ladder[4:]


def test_a_classic_auction_climbs_the_ladder_after_the_two():
    game = new_game("chiamata", seed=3, point_step=5)
    game.bid("2")
    assert [b.points for b in game.legal_bids()[1:4]] == [61, 65, 70]


def test_an_off_step_total_is_refused_with_its_reason_and_nothing_changes():
    game = new_game("chiamata", subito_al_due=True, min_points=70, point_step=5, seed=2)
    game.bid(70)
    before = game.to_json()
    for total in (72, 77, 84, 94, 119):
        assert not game.can_bid(total)
        with pytest.raises(IllegalPlayError, match=f"cannot bid {total} points: at this table") \
                as caught:
            game.bid(total)
        assert caught.value.code == "bid_off_step"
        assert caught.value.details["step"] == 5 and caught.value.details["low"] == 75
        assert caught.value.details["ladder"] == "70, 75, 80"
    assert game.to_json() == before
    with pytest.raises(IllegalPlayError) as caught:   # below the contract: too low, whatever its step
        game.bid(68)
    assert caught.value.code == "bid_too_low"


def test_bid_notation():
    assert Bid.parse("passo").is_pass and Bid.parse("Pass").is_pass
    assert Bid.parse("Cavallo") == Bid.parse(9) == Bid.parse("Knight") == Bid.parse("donna")
    assert Bid.parse("2 a 70") == Bid.parse("70 punti") == Bid.parse("2 at 70") == Bid(points=70)
    assert str(Bid.parse("re")) == "10" and Bid.parse("80").name("it") == "2 a 80"
    for bad in ("", "11", "60", "121", "banana", None, 3.5, []):
        with pytest.raises(InvalidBidError):
            Bid.parse(bad)


# -- the call and the secret partner ---------------------------------------------------------

def won_auction(game, rank="2", seat=None):
    """Seat ``seat`` (default: the first bidder) bids ``rank``; everyone else passes."""
    seat = game.current_player if seat is None else seat
    while game.phase == "auction":
        game.bid(rank if game.current_player == seat and game.contract is None else "pass")
    return game


def test_the_call_names_the_trump_suit_and_the_card_of_the_winning_rank():
    hands, _ = split_deck()
    game = won_auction(new_game("chiamata", deck=pack_for(hands)), "Re")
    caller = game.caller
    assert caller == 1
    with pytest.raises(IllegalPlayError, match="won with King"):
        game.call("3d")
    with pytest.raises(InvalidCardError, match="neither a suit nor a card"):
        game.call("hearts and spades")
    with pytest.raises(IllegalPlayError, match="turn"):
        game.call("denari", seat=0)
    called = Card.parse("10s")
    holder = next(s for s in range(5) if called in hands[s])
    game.call("spade")
    assert game.called_card is called and game.trump is Suit.SPADE
    assert game.phase == "play" and game.current_player == 1
    assert game.partner is None and game.alone is None
    with pytest.raises(IllegalPlayError, match="phase"):
        game.call("coppe")
    # until the called card is played nobody's view tells who the partner is
    while not game.is_over and called not in game.view(0).played_cards():
        for seat in range(5):
            view = game.view(seat)
            assert view.partner is None and view.alone is None
            assert view.holds_called_card == (seat == holder)
        game.play(game.legal_plays()[0])
    for seat in range(5):
        assert game.view(seat).partner == holder and game.view(seat).alone is False
    assert any(isinstance(e, Reveal) and e.partner == holder for e in game.history)


def test_calling_your_own_card_is_playing_alone():
    hands, _ = split_deck()
    game = won_auction(new_game("chiamata", deck=pack_for(hands)), "1")
    own = next(c for c in hands[1] if c.rank.value == 1)
    game.call(own.suit)
    assert game.view(0).partner is None and game.alone is None
    play_out(game, random.Random(1))
    outcome = game.outcome()
    assert outcome.alone and outcome.partner is None and outcome.sides[0] == (1,)
    assert game.alone is True
    scores = outcome.table_scores
    sign = 1 if 1 in outcome.winners else -1
    factor = 2 if outcome.cappotto else 1
    assert scores == {s: factor * sign * (4 if s == 1 else -1) for s in range(5)}


def test_views_of_all_five_seats_agree_on_everything_public():
    rng = random.Random(5)
    for seed in range(40):
        game = new_game("chiamata", seed=seed, prima_mano_al_buio=seed % 2 == 1)

        def check(game):
            views = [game.view(s) for s in range(5)]
            private = {"seat", "hand", "legal", "legal_bids", "discards"}
            public = [{k: v for k, v in dataclasses.asdict(view).items() if k not in private}
                      for view in views]
            assert all(p == public[0] for p in public)
            for seat, view in enumerate(views):
                others = {c for other in views if other is not view for c in other.hand}
                assert not others & set(view.hand)

        play_out(game, rng, check)


# -- scores ----------------------------------------------------------------------------------

def expected_scores(outcome, players):
    opponents = players - len(outcome.sides[0])
    won = outcome.points_by_side[0] >= outcome.target
    sign = 1 if won else -1
    scores = {s: -sign for s in outcome.sides[1]}
    if outcome.alone:
        scores[outcome.caller] = sign * opponents
    else:
        scores[outcome.caller] = sign * (opponents - 1)
        scores[outcome.partner] = sign
    factor = 2 if 0 in outcome.tricks_by_side else 1
    return {s: v * factor for s, v in scores.items()}


@pytest.mark.parametrize("options", VARIANTS)
def test_thousands_of_random_hands_keep_the_invariants(options):
    rng = random.Random(str(options))
    players = options.get("players", 5)
    for seed in range(1000):
        game = new_game("chiamata", seed=seed, **options)

        def check(game):
            cards = [c for s in range(players) for c in game.view(s).hand]
            cards += [c for t in game.tricks for c in t.cards] + [c for _, c in game.table]
            cards += list(game._monte) + list(game._discards)
            assert sorted(c.index for c in cards) == list(range(40))

        play_out(game, rng, check if seed % 10 == 0 else None)
        outcome = game.outcome()
        assert sum(outcome.points_by_seat.values()) == 120
        assert sum(outcome.points_by_side) == 120
        assert sum(outcome.table_scores.values()) == 0
        assert outcome.table_scores == expected_scores(outcome, players)
        assert (outcome.winners == outcome.sides[0]) == (outcome.points_by_side[0] >= outcome.target)
        assert outcome.callers_points == outcome.points_by_side[0] and outcome.caller in outcome.sides[0]
        assert outcome.made == (outcome.callers_points >= outcome.target)
        assert outcome.winners == outcome.sides[0 if outcome.made else 1]
        assert len(game.tricks) == (40 - game.rules.monte_size) // players
        if not options.get("col_monte"):
            holder = next(t.plays for t in game.tricks for s, c in t.plays if c is game.called_card)
            holder = next(s for s, c in holder if c is game.called_card)
            assert outcome.partner == (None if holder == outcome.caller else holder)
        contract = game.contract
        bid_counts = options.get("must_reach_bid", True) and contract.points
        assert outcome.target == (contract.points if bid_counts else 61)
        if seed % 10 == 0:
            assert Game.from_json(game.to_json()) == game


def test_cappotto_doubles_every_score():
    # Seat 1 holds the eight strongest coppe, wins the auction and calls his own Asso di
    # Coppe: alone, he takes every trick with trumps.
    coppe = [c for c in DECK if c.suit is Suit.COPPE]
    strong = sorted(coppe, key=lambda c: -c.strength)[:8]
    rest = [c for c in DECK if c not in strong]
    hands = [rest[0:8], strong, rest[8:16], rest[16:24], rest[24:32]]
    game = won_auction(new_game("chiamata", deck=pack_for(hands)), "1")
    game.call("coppe")  # the Asso di Coppe is his own: alone
    while not game.is_over:
        hand = game.view(game.current_player).hand
        game.play(max(hand, key=lambda c: c.strength) if game.current_player == 1 else hand[0])
    outcome = game.outcome()
    assert outcome.tricks_by_side == (8, 0) and outcome.cappotto
    assert outcome.table_scores == {0: -2, 1: 8, 2: -2, 3: -2, 4: -2}


# -- variants --------------------------------------------------------------------------------

def test_prima_mano_al_buio_calls_after_the_first_trick_and_forbids_twos():
    hands, _ = split_deck()
    # seat 1 bids and wins; give seat 2 a 2 to try in the first trick
    game = new_game("chiamata", prima_mano_al_buio=True, deck=pack_for(hands))
    while game.phase == "auction":
        game.bid(61 if game.current_player == 4 and game.contract is None else "pass")
    assert game.caller == 4 and game.phase == "play" and game.trump is None
    assert game.current_player == 1  # the dealer's right leads the first trick
    before = game.to_json()
    two = next(c for c in hands[1] if c.rank.value == 2)
    with pytest.raises(IllegalPlayError, match="al buio"):
        game.play(two)
    assert game.to_json() == before
    assert two not in game.legal_plays()
    for _ in range(3):
        game.play(game.legal_plays()[0])
    # seat 0 plays last? order 1, 2, 3, 4, 0: the caller (4) is fourth, not last
    assert all(c.rank.value != 2 for c in game.legal_plays())
    game.play(game.legal_plays()[0])
    game.play(game.legal_plays()[0])
    assert game.phase == "call" and game.current_player == 4
    first = game.tricks[0]
    led = first.cards[0].suit
    best = max((c for c in first.cards if c.suit is led), key=lambda c: c.strength)
    assert first.winner == dict((c, s) for s, c in first.plays)[best]  # no trump in trick 1
    assert game.call_options() == tuple(c for c in DECK if c.rank.value == 2)
    game.call("d")
    assert game.called_card == Card.parse("2d") and game.current_player == first.winner


def test_al_buio_the_caller_may_play_a_two_as_the_last_card():
    hands, _ = split_deck()
    game = new_game("chiamata", prima_mano_al_buio=True, deck=pack_for(hands))
    while game.phase == "auction":  # seat 0, the last to play in trick 1, wins the auction
        game.bid(61 if game.current_player == 0 and game.contract is None else "pass")
    assert game.caller == 0
    for _ in range(4):
        game.play(game.legal_plays()[0])
    two = next(c for c in hands[0] if c.rank.value == 2)
    assert two in game.legal_plays()
    game.play(two)
    game.call(two.suit)  # he calls the 2 he has already shown: alone, and known at once
    assert game.alone is True and game.partner is None


def test_col_monte_take_discard_and_the_discards_go_to_the_last_trick():
    hands, monte = split_deck(DECK, 5, 7)
    game = new_game("chiamata", col_monte=True, deck=pack_for(hands, 0, monte))
    while game.phase == "auction":
        game.bid(61 if game.current_player == 1 and game.contract is None else "pass")
    with pytest.raises(IllegalPlayError, match="names a card"):
        game.call("coppe")
    outside = next(c for c in hands[3])
    game.call(outside)
    assert game.pending == "discard" and len(game.view(1).hand) == 12
    assert set(monte) <= set(game.view(1).hand)
    for seat in (0, 2, 3, 4):
        assert not set(monte) & set(c for v in [game.view(seat)] for c in v.hand)
    with pytest.raises(IllegalPlayError, match="exactly 5"):
        game.discard(monte[:4])
    with pytest.raises(IllegalPlayError, match="exactly 5"):
        game.discard(list(monte[:4]) + [hands[0][0]])
    assert set(game.discard_options()) == set(game.view(1).hand) and game.partner_options() == ()
    game.discard(monte)
    assert game.discard_options() == ()
    assert game.view(1).discards == tuple(monte) and game.view(0).discards == ()
    assert game.phase == "play"
    play_out(game, random.Random(3))
    last = game.tricks[-1].winner
    taken = [e for e in game.history if isinstance(e, TakeDiscards)]
    assert taken and taken[0].seat == last and taken[0].points == sum(c.points for c in monte)
    assert game.outcome().partner == 3


def test_col_monte_own_card_choose_the_neighbour():
    hands, monte = split_deck(DECK, 5, 7)
    game = new_game("chiamata", col_monte=True, deck=pack_for(hands, 0, monte))
    while game.phase == "auction":
        game.bid(61 if game.current_player == 2 and game.contract is None else "pass")
    game.call(monte[0])  # the called card is in the monte
    game.discard(hands[2][:5])
    assert game.pending == "partner" and game.partner_options() == ("alone", "neighbour")
    assert all(game.can_choose_partner(choice) for choice in game.partner_options())
    with pytest.raises(InvalidOptionError, match="alone"):
        game.choose_partner("maybe")
    game.choose_partner("neighbour")
    assert game.partner == 3 and game.alone is False and game.partner_options() == ()
    assert all(game.view(s).partner == 3 for s in range(5))
    play_out(game, random.Random(4))
    assert game.outcome().sides[0] == (2, 3)


# -- bad input -------------------------------------------------------------------------------

def test_bad_calls_and_bids_leave_the_game_unchanged():
    game = new_game("chiamata", seed=21)
    before = game.to_json()
    for bad in [lambda: game.bid("11"), lambda: game.bid(None), lambda: game.call("coppe"),
                lambda: game.play("1c"), lambda: game.discard(["1c"]),
                lambda: game.choose_partner("alone"), lambda: game.bid("pass", seat=3),
                lambda: game.bid(75)]:
        with pytest.raises(ValueError):
            bad()
        assert game.to_json() == before


@pytest.mark.parametrize("options, match", [
    ({"players": 6}, "5 players"), ({"col_monte": True, "players": 8}, "5 to 7"),
    ({"subito_al_due": "yes"}, "True or False"), ({"min_points": 50}, "61-120"),
    ({"point_step": 0}, "1-59"), ({"colour": 1}, "unknown Chiamata option"),
    ({"col_monte": True, "subito_al_due": True}, "does not combine"),
    ({"dealer": 5}, "dealer"), ({"deck": ["1c"] * 40}, "each of the 40"),
])
def test_bad_options_are_refused(options, match):
    with pytest.raises(InvalidOptionError, match=match):
        new_game("chiamata", **options)


def test_tampered_save_is_refused():
    game = play_out(new_game("chiamata", seed=4), random.Random(0))
    text = game.to_json()
    with pytest.raises(SaveFormatError, match="checksum"):
        Game.from_json(text.replace('"bid"', '"bad"', 1))
    assert ChiamataGame.from_json(text) == game


@pytest.mark.parametrize("options", VARIANTS)
def test_replaying_the_history_rebuilds_the_same_game(options):
    rng = random.Random(7)
    for seed in range(20):
        game = new_game("chiamata", seed=seed, **options)
        act = random_policy(rng)
        while not game.is_over:
            if rng.random() < 0.1:
                assert ChiamataGame.replay(game.history) == game
            act(game)
        assert ChiamataGame.replay(game.history) == game
    changed = list(game.history)
    changed.pop()  # the last TakeTrick/TakeDiscards/Reveal no longer follows
    with pytest.raises(SaveFormatError, match="do not follow"):
        ChiamataGame.replay(changed)


def test_what_a_bid_obliges_is_the_rules_own():
    """The target and the called rank of a contract, as the game, the bots and the advisor
    all read them: 61 or the points bid; the bid's rank, the Due for points, none col monte."""
    from briscola_teach.games.chiamata import ChiamataRules
    from briscola_teach.cards import Rank
    plain, loose = ChiamataRules.make(), ChiamataRules.make(must_reach_bid=False)
    monte = ChiamataRules.make(players=6, col_monte=True)
    assert plain.target(Bid(points=75)) == 75 and loose.target(Bid(points=75)) == 61
    assert plain.target(Bid(rank=Rank.RE)) == plain.target(None) == 61
    assert plain.called_rank(Bid(rank=Rank.RE)) is Rank.RE
    assert plain.called_rank(Bid(points=70)) is plain.called_rank(None) is Rank.DUE
    assert monte.called_rank(Bid(points=80)) is None


# -- the views: sides, points and partners as each seat knows them ---------------------------

def test_chiamata_view_lives_in_views_beside_seat_view():
    from briscola_teach import games, views
    from briscola_teach.games import chiamata
    assert views.ChiamataView is chiamata.ChiamataView is games.ChiamataView
    assert isinstance(new_game("chiamata", seed=1).view(0), views.ChiamataView)


@pytest.mark.parametrize("options", VARIANTS)
def test_a_view_names_the_sides_and_their_points_only_once_the_called_card_is_out(options):
    """Before the called card shows the sides would name the partner, so every view says
    None; after, every view has the sides and their points, summed from the public
    points of the seats. ``known_partners`` is the truth a seat may know: all of it once
    the card is out, before only the holder's (the caller is its partner)."""
    from briscola_teach.ai.ideas import known_partners
    rng = random.Random(f"views {options}")
    players = options.get("players", 5)
    for seed in range(25):
        game = new_game("chiamata", seed=seed, **options)
        seen = []
        play_out(game, rng, lambda game: seen.append([game.view(s) for s in range(players)]))
        seen.append([game.view(s) for s in range(players)])
        outcome = game.outcome()
        for views in seen:
            for view in views:
                side = next(side for side in outcome.sides if view.seat in side)
                truth = tuple(s for s in side if s != view.seat)
                if view.alone is None:   # secret: no side, no side's points, no partner
                    assert view.sides is None and view.points_by_side is None
                    holder = view.holds_called_card and view.seat != view.caller
                    assert view.known_partners == ((view.caller,) if holder else ())
                else:
                    assert view.sides == outcome.sides and view.known_partners == truth
                    assert view.points_by_side == tuple(
                        sum(view.points_by_seat[s] for s in sides) for sides in view.sides)
                assert set(view.known_partners) <= set(truth)
                assert set(view.known_partners) == known_partners(view)   # the ai's copy
                assert view.declared_by_seat == (0,) * players
        assert seen[-1][0].points_by_side == outcome.points_by_side
        assert seen[-1][0].points_by_seat == tuple(outcome.points_by_seat.values())


# -- one source of legality: the options offered and can_/verify_ agree --------------------

def triads(game):
    """(options offered now, can_, verify_) for each action of the game."""
    size = game.rules.monte_size
    discards = [list(game.discard_options()[:size])] if game.discard_options() else []
    return [(game.legal_bids(), game.can_bid, game.verify_bid),
            (game.call_options(), game.can_call, game.verify_call),
            (discards, game.can_discard, game.verify_discard),
            (game.partner_options(), game.can_choose_partner, game.verify_choose_partner),
            (game.legal_plays(), game.can_play, game.verify_play)]


def agrees(can, verify, argument) -> bool:
    try:
        verify(argument)
    except (IllegalPlayError, InvalidCardError, InvalidOptionError, InvalidBidError):
        assert not can(argument), argument
        return False
    assert can(argument), argument
    return True


@pytest.mark.parametrize("options", VARIANTS)
def test_what_is_offered_is_allowed_and_nothing_else_is(options):
    """At every step each action's options pass its ``can_``/``verify_``; only one action
    is offered at a time, and the other actions refuse, with a code, what they would take."""
    rng = random.Random(f"triads {options}")
    probes = ["pass", "1", 70, "coppe", "1c", "2d", ["1c"], "alone", "neighbour", "zz", None]

    def check(game):
        offered = [bool(options_now) for options_now, _, _ in triads(game)]
        assert sum(offered) == 1, (game.phase, game.pending, offered)
        for options_now, can, verify in triads(game):
            for argument in options_now:
                assert agrees(can, verify, argument)
            if not options_now:
                for argument in probes:
                    assert not agrees(can, verify, argument)

    for seed in range(6):
        play_out(new_game("chiamata", seed=seed, **options), rng, check)
