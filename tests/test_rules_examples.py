"""Each concrete statement and number of RULES.md sections 1-4, one small test each, in the
order the rules text gives them."""

from __future__ import annotations

import pytest

from briscola_teach import (DECK, FRENCH, REGIONAL_DECKS, Card, ClassicRules, Rank, Suit,
                            new_game, new_match, trick_winner)
from briscola_teach.decks import SPANISH_DECK
from briscola_teach.history import Draw
from conftest import C, build_deck, cardset, lowest, play_out

# == 1. Cards ==================================================================================


def test_1_forty_cards_four_suits_ten_ranks():
    assert len(DECK) == 40
    assert [s.name_in("it") for s in Suit] == ["Coppe", "Denari", "Spade", "Bastoni"]
    assert {s.name_in("en") for s in Suit} == {"Cups", "Coins", "Swords", "Clubs"}
    for suit in Suit:
        assert sorted(int(c.rank) for c in DECK if c.suit is suit) == list(range(1, 11))


def test_1_figures_are_numbered_8_9_10():
    assert Card(8, "c").name("it") == "Fante di Coppe"
    assert Card(9, "c").name("it") == "Cavallo di Coppe"
    assert Card(10, "c").name("it") == "Re di Coppe"
    assert Card(1, "c").name("it") == "Asso di Coppe"


def test_1_regional_decks_same_suits_and_ranks():
    names = {deck.name for deck in REGIONAL_DECKS}
    assert {"Napoletane", "Piacentine", "Siciliane", "Bergamasche", "Bresciane", "Trevigiane",
            "Romagnole", "Fiorentine"} <= names
    assert not any("Spagn" in name for name in names)   # the Spanish deck stands apart
    assert SPANISH_DECK.name == "Spagnole" and SPANISH_DECK.region("en") == "Spain and Latin America"


def test_1_some_decks_call_the_cavallo_donna_or_regina():
    assert Card.parse("Donna di Spade") is Card.parse("Cavallo di Spade")
    assert Card.parse("Regina di Spade") is Card.parse("9s")


def test_1_french_cards_drop_8_9_10_and_use_jack_queen_king():
    assert FRENCH.label(C("8c"))[0] == "J" and FRENCH.label(C("9c"))[0] == "Q"
    assert FRENCH.label(C("10c"))[0] == "K"
    assert FRENCH.name(C("9c"), "it") == "Donna di Cuori"
    assert not any(FRENCH.label(c)[:-1] in ("8", "9", "10") for c in DECK)


def test_1_french_usual_mapping():
    assert [FRENCH.suit(s) for s in (Suit.COPPE, Suit.DENARI, Suit.SPADE, Suit.BASTONI)] == \
        ["hearts", "diamonds", "spades", "clubs"]


def test_1_strength_asso_3_re_cavallo_fante_7_6_5_4_2():
    order = [Card(r, "s") for r in (1, 3, 10, 9, 8, 7, 6, 5, 4, 2)]
    assert [c.strength for c in order] == sorted((c.strength for c in order), reverse=True)
    assert len({c.strength for c in order}) == 10


@pytest.mark.parametrize("rank,points", [(1, 11), (3, 10), (10, 4), (9, 3), (8, 2), (7, 0),
                                         (6, 0), (5, 0), (4, 0), (2, 0)])
def test_1_points(rank, points):
    assert Card(rank, "b").points == points


def test_1_thirty_a_suit():
    for suit in Suit:
        assert sum(c.points for c in DECK if c.suit is suit) == 30


def test_1_one_hundred_twenty_in_the_deck():
    assert sum(c.points for c in DECK) == 120


def test_1_carichi_figure_lisci():
    assert {c.rank for c in DECK if c.category == "carico"} == {Rank.ASSO, Rank.TRE}
    assert {c.rank for c in DECK if c.category == "figura"} == {Rank.RE, Rank.CAVALLO, Rank.FANTE}
    assert {int(c.rank) for c in DECK if c.category == "liscio"} == {2, 4, 5, 6, 7}


# == 2. Classic Briscola =======================================================================


def test_2_two_players_one_against_one():
    assert new_game("classic", players=2, seed=1).sides == ((0,), (1,))


def test_2_three_players_each_for_themself():
    assert new_game("classic", players=3, seed=1).sides == ((0,), (1,), (2,))


def test_2_four_players_partners_opposite():
    assert new_game("classic", players=4, seed=1).sides == ((0, 2), (1, 3))


def test_2_six_players_two_teams_of_three_alternating():
    assert new_game("classic", players=6, seed=1).sides == ((0, 2, 4), (1, 3, 5))


def test_2_six_players_four_twos_leave_36_cards_6_tricks():
    pack = ClassicRules.make("classic", 6).pack_cards()
    assert len(pack) == 36 and not any(c.rank is Rank.DUE for c in pack)
    assert len(play_out(new_game("classic", players=6, seed=1)).tricks) == 6


def test_2_three_players_39_cards_split_evenly():
    game = new_game("classic", players=3, seed=1)
    assert len(ClassicRules.make("classic", 3).pack_cards()) == 39
    assert game.deck_count + 9 == 39 and 39 % 3 == 0


def test_2_three_players_two_of_denari_by_default():
    assert new_game("classic", players=3, seed=1).view(0).out_of_play == (C("2d"),)


def test_2_three_players_two_of_coppe_option():
    assert new_game("classic", players=3, seed=1, removed_two="coppe").view(0).out_of_play == (C("2c"),)


def test_2_three_players_a_two_not_of_briscola_option():
    game = new_game("classic", players=3, seed=1, removed_two="non_trump")
    (gone,) = game.view(0).out_of_play
    assert gone.rank is Rank.DUE and gone.suit is not game.view(0).trump


def test_2_three_players_turned_two_is_not_the_removed_one():
    # "If the turned card is that 2, turn the next card": a turned 2 of denari makes denari
    # the trump suit, so the 2 that leaves is another one and the turned card stays.
    deck = build_deck({}, "2d", players=3, removed_two="non_trump")
    game = new_game("classic", players=3, deck=deck, removed_two="non_trump")
    assert game.view(0).briscola_card is C("2d") and game.view(0).out_of_play == (C("2c"),)


def test_2_dealer_deals_three_each_then_turns_the_briscola():
    game = new_game("classic", players=4, deck=DECK, dealer=0)
    assert all(len(game.view(s).hand) == 3 for s in range(4))
    assert game.view(0).briscola_card is DECK[12] and game.view(0).trump is DECK[12].suit


def test_2_briscola_suit_is_trump_for_the_whole_hand():
    game = play_out(new_game("classic", players=2, seed=2))
    trump = game.view(0).trump
    for trick in game.tricks:
        assert trick.winner == trick.plays[trick_winner(trick.cards, trump)][0]


def test_2_briscola_card_is_the_last_card_drawn():
    game = play_out(new_game("classic", players=2, seed=3))
    draws = [e for e in game.history if isinstance(e, Draw)]
    assert draws[-1].card is game.view(0).briscola_card


def test_2_dealer_right_leads_first_counterclockwise_by_default():
    game = new_game("classic", players=4, seed=1, dealer=2)
    assert game.rules.direction == "counterclockwise" and game.current_player == 3


def test_2_clockwise_option():
    game = new_game("classic", players=4, seed=1, dealer=2, direction="clockwise")
    assert game.rules.direction == "clockwise" and game.current_player == 3


def test_2_the_dealer_changes_after_each_hand():
    match = new_match("classic", players=3, goal="raggi", raggi=2, seed=2)
    while not match.is_over:
        if match.game.is_over:
            match.next_hand()
        play_out(match.game)
    assert [g.dealer for g in match.games] == [n % 3 for n in range(len(match.games))]


def test_2_no_obligation_to_follow_beat_or_trump():
    deck = build_deck({1: "1c 2c 3c", 0: "4c 5d 6s"}, "7b", players=2)
    game = new_game("classic", players=2, deck=deck)
    game.play("2c")
    assert set(game.legal_plays()) == cardset(["4c", "5d", "6s"])
    game.play("6s")                              # neither following nor trumping
    assert game.tricks[0].winner == 1


def test_2_highest_briscola_takes():
    assert trick_winner(["1c", "2d", "4d", "3c"], "d") == 2


def test_2_otherwise_highest_of_the_suit_led():
    assert trick_winner(["4c", "1s", "3c", "10b"], "d") == 2


def test_2_another_suit_never_wins():
    assert trick_winner(["2c", "1s", "3b"], "d") == 0


def test_2_led_suit_trump_highest_trump_wins():
    assert trick_winner(["7d", "3d", "1c"], "d") == 1


def test_2_winner_draws_first_then_in_order_of_play_and_leads():
    game = new_game("classic", players=3, deck=ClassicRules.make("classic", 3).pack_cards())
    for card in ("1c", "2c", "3c"):              # seat 1 leads the Asso and takes
        game.play(card)
    draws = [e for e in game.history if isinstance(e, Draw)]
    assert [d.seat for d in draws] == [1, 2, 0] and game.current_player == 1


def test_2_last_three_tricks_without_drawing():
    game = new_game("classic", players=2, seed=6)
    while game.deck_count:
        game.play(lowest(game))
    assert len(game.tricks) == 17 and all(len(game.view(s).hand) == 3 for s in range(2))
    draws = len([e for e in game.history if isinstance(e, Draw)])
    play_out(game)
    assert len([e for e in game.history if isinstance(e, Draw)]) == draws


@pytest.mark.parametrize("players,tricks", [(2, 20), (3, 13), (4, 10), (6, 6)])
def test_2_number_of_tricks(players, tricks):
    assert len(play_out(new_game("classic", players=players, seed=1)).tricks) == tricks


def test_2_two_players_know_each_others_hand_once_the_deck_is_empty():
    game = new_game("classic", players=2, seed=8)
    while game.deck_count:
        game.play(lowest(game))
    for seat in range(2):
        view = game.view(seat)
        # What this seat cannot place, plus the turned card it saw drawn, is the other hand.
        assert view.unseen_cards() | set(view.known_cards[1 - seat]) == set(game.view(1 - seat).hand)
        assert len(game.view(1 - seat).hand) == 3


def test_2_partners_points_count_together():
    outcome = play_out(new_game("classic", players=4, seed=3)).outcome()
    assert outcome.points_by_side == (outcome.points_by_seat[0] + outcome.points_by_seat[2],
                                      outcome.points_by_seat[1] + outcome.points_by_seat[3])


def test_2_sixty_one_wins():
    deck = ("3b 3s 8d 8c 9c 7s 4c 5b 10c 5c 7c 10s 6d 10d 8s 7b 2s 4s 5s 9s 7d 1c 4b 6s 6c 1d 5d "
            "3d 3c 1b 9b 10b 2c 8b 9d 1s 4d 6b 2d 2b").split()
    outcome = play_out(new_game("classic", players=2, deck=deck)).outcome()
    assert outcome.points_by_side == (59, 61) and outcome.winners == (1,)


def test_2_sixty_each_is_a_draw():
    deck = ("9c 9s 3b 8b 5d 5b 2s 6c 8s 8c 9b 9d 4c 3d 5s 4s 1s 6s 10b 8d 1c 7b 2d 6b 3s 10s 4b "
            "7s 1b 7d 1d 7c 3c 2c 2b 6d 10d 10c 4d 5c").split()
    outcome = play_out(new_game("classic", players=2, deck=deck)).outcome()
    assert outcome.points_by_side == (60, 60) and outcome.winners == () and outcome.is_draw


def test_2_three_players_most_points_wins():
    deck = ("1c 9b 4d 6b 9s 8b 1b 6d 5d 2s 8c 6c 1d 2c 10s 3s 5s 4s 9d 9c 5b 4c 10b 10c 5c 7b 7c "
            "10d 3d 7d 2b 1s 7s 3b 4b 8d 3c 8s 6s").split()
    outcome = play_out(new_game("classic", players=3, deck=deck)).outcome()
    assert outcome.points_by_side == (44, 24, 52) and outcome.winners == (2,)


def test_2_three_players_tie_for_the_top_is_a_draw():
    deck = ("9s 7d 2s 1c 5d 10s 6d 9c 5c 4b 8d 7b 1d 5s 8s 7c 3c 5b 2b 10b 6s 3s 1b 9d 1s 2c 10d "
            "6b 7s 4c 4d 3d 10c 9b 6c 8c 4s 8b 3b").split()
    outcome = play_out(new_game("classic", players=3, deck=deck)).outcome()
    assert outcome.points_by_side == (44, 32, 44) and outcome.winners == ()


def test_2_partners_see_hands_option_off_by_default():
    game = new_game("classic", players=4, seed=1)
    assert game.rules.partners_see_last_tricks is False
    while game.deck_count:
        game.play(lowest(game))
    assert game.view(0).partner_hands == ()
    on = new_game("classic", players=4, seed=1, partners_see_last_tricks=True)
    while on.deck_count:
        on.play(lowest(on))
    assert on.view(0).partner_hands == ((2, on.view(2).hand),)


def test_2_the_engine_always_knows_the_points_taken():
    game = new_game("classic", players=2, seed=1)
    for _ in range(6):
        game.play(lowest(game))
    assert sum(game.view(0).points_by_side) == sum(t.points for t in game.tricks)


# == 3. Matches ===============================================================================


def test_3_one_hand_to_61_by_default():
    assert new_match("classic", players=2, seed=1).goal == "one_hand"


def test_3_two_hands_to_121():
    match = new_match("classic", players=2, goal="two_hands", seed=3)
    while not match.is_over:
        if match.game.is_over:
            match.next_hand()
        play_out(match.game)
    first_two = [sum(g.outcome().points_by_side[i] for g in match.games[:2]) for i in range(2)]
    if len(match.games) == 2:
        assert max(match.points_by_side()) >= 121
    else:
        assert first_two == [120, 120]


def test_3_raggi_n_is_an_option_and_4_by_default():
    assert new_match("classic", players=2, goal="raggi", seed=1).raggi == 4
    assert new_match("classic", players=2, goal="raggi", raggi=6, seed=1).raggi == 6


def test_3_cappotto_is_winning_n_to_0():
    for seed in range(40):
        match = new_match("classic", players=2, goal="raggi", raggi=2, seed=seed)
        while not match.is_over:
            if match.game.is_over:
                match.next_hand()
            play_out(match.game)
        outcome = match.outcome()
        assert outcome.cappotto == (sorted(outcome.hands_won) == [0, 2])


# == 4. Briscola a 151 =========================================================================


def test_4_five_cards_a_player():
    game = new_game("151", players=4, seed=1)
    assert all(len(game.view(s).hand) == 5 for s in range(4))


def test_4_drawing_as_usual():
    game = new_game("151", players=2, seed=1)
    for _ in range(2):
        game.play(lowest(game))
    assert all(len(game.view(s).hand) == 5 for s in range(2)) and game.deck_count == 28


def test_4_accuso_40_in_briscola_20_otherwise_each_pair_once():
    deck = build_deck({1: "9c 10c 9s 10s 4d"}, "1c", players=2, variant="151")
    game = new_game("151", players=2, deck=deck)
    assert game.declare("c").points == 40
    assert game.declare("s").points == 20
    assert game.legal_declarations() == ()


def test_4_sette_leva_with_re_cavallo_or_carico():
    for turned, allowed in (("10c", True), ("9c", True), ("1c", True), ("3c", True),
                            ("8c", False), ("2c", False)):
        deck = build_deck({1: "7c 2b 3b 4b 5b"}, turned, players=2, variant="151")
        assert new_game("151", players=2, deck=deck).can_swap_seven() is allowed


def test_4_hands_until_a_side_reaches_151():
    match = new_match("151", players=2, seed=1)
    assert match.target == 151
    while not match.is_over:
        if match.game.is_over:
            match.next_hand()
        play_out(match.game)
    assert max(match.points_by_side()) >= 151
