"""The advisor names the idea that decides each card, shows its numbers one way, and says
why a finished hand went as it did (issue 13, section 5).

- each idea on a position built for it: take the points now, a liscio risks nothing, a carico
  safe (the Ace of trumps already played) or not (which trumps are still out), the strozzo,
  loading a partner's trick (safe or not), saving a trump, the last tricks counted exactly,
  and the best card that breaks a tip saying why;
- ranking and figures agree over many seeded positions: the list is in the order of the
  figures shown, the reason repeats them, and what a card costs is worked out from them;
- the review of a lost hand explains it: cards held, richest tricks, costliest choice.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from briscola_teach import new_game
from briscola_teach.ai import make_bot, play_turn
from briscola_teach.ai.advice import (advise, exception_text, idea_text, review, tip_text,
                                      wins_in_10)
from briscola_teach.ai.ideas import exception, idea_for, read_position
from briscola_teach.i18n import t
from briscola_teach.widgets.table import PlayTable
from conftest import build_deck

SAMPLES = 8


def deal_two(hands: dict[int, str], briscola: str, stock: str = ""):
    """A two-player hand; the dealer is seat 0, so seat 1 leads the first trick."""
    return new_game("classic", players=2, deck=build_deck(hands, briscola, stock, players=2))


def deal_four(hands: dict[int, str], briscola: str, dealer: int = 0):
    return new_game("classic", players=4, deck=build_deck(hands, briscola, players=4,
                                                          dealer=dealer), dealer=dealer)


def card_advice(game, code: str):
    advice = advise(game.view(game.current_player), seed=1, samples=SAMPLES)
    return advice, advice.for_card(code)


def assert_idea(item, name: str, en: str, it: str) -> None:
    """``item`` is decided by the idea ``name``, and its reasons open with ``en`` and ``it``."""
    assert item.idea.name == name
    assert item.reason("en").startswith(en)
    assert item.reason("it").startswith(it)


def idea_of(game, code: str):
    view = game.view(game.current_player)
    return idea_for(read_position(view), next(c for c in view.hand if c.code() == code))


# -- 1. one position for each idea -------------------------------------------------------------

def test_taking_a_carico_last_with_a_trump_takes_the_points_now():
    game = deal_two({1: "3s 6c 7b", 0: "4d 5c 2b"}, "5d")      # Coins are trumps
    game.play("3s", seat=1)
    _, trump = card_advice(game, "4d")
    assert_idea(trump, "take_points",
                "Take the points now: the Four of Coins surely takes the trick and its 10 points.",
                "Prendi i punti subito: il Quattro di Denari")


def test_leading_a_liscio_risks_nothing():
    game = deal_two({1: "6s 5c 4b", 0: "1c 2s 9b"}, "5d")
    _, liscio = card_advice(game, "4b")
    assert_idea(liscio, "lead_liscio",
                "“Lead a liscio”, says the tip: the Four of Clubs is worth no points",
                "«Apri con un liscio», dice il consiglio: il Quattro di Bastoni")


def test_a_three_of_trumps_is_not_safe_while_the_ace_of_trumps_is_out():
    game = deal_two({1: "3d 6c 7b", 0: "4s 5c 2b"}, "5d")
    three = advise(game.view(game.current_player)).for_card("3d")   # the judge's whole budget
    assert_idea(three, "carico_risk",
                "The Three of Coins is not safe: the Ace of trumps is still out.",
                "Il Tre di Denari non è al sicuro: l'Asso di briscola è ancora fuori.")
    assert three.idea.tip


def test_with_the_only_trumps_out_already_played_the_carico_is_safe():
    """Trick 1 the Ace of trumps goes; trick 2 seat 0 takes; it leads its Three of trumps,
    which nothing still out can take."""
    game = deal_two({1: "1d 2c 7s", 0: "3d 4s 1c"}, "5d", stock="6s 7c 4b 6c")
    game.play("1d", seat=1)
    game.play("4s", seat=0)
    game.play("2c", seat=1)
    game.play("1c", seat=0)
    assert game.current_player == 0 and not game.table
    _, three = card_advice(game, "3d")
    assert_idea(three, "safe_gone", "With the Ace of Coins already played, the Three of Coins "
                                    "is safe: no card still out can take it.",
                "Con l'Asso di Denari già giocato, il Tre di Denari è al sicuro")
    assert not three.idea.tip


def test_a_plain_three_is_not_safe_while_the_ace_of_its_suit_is_out():
    game = deal_two({1: "3s 6c 7b", 0: "4s 5c 2b"}, "5d")
    idea = idea_of(game, "3s")
    assert idea_text(idea, "en") == ("The Three of Swords is not safe: the Ace of the same suit "
                                     "and 9 trumps are still out.")
    assert idea_text(idea, "it") == ("Il Tre di Spade non è al sicuro: l'Asso dello stesso seme "
                                     "e 9 briscole sono ancora fuori.")


def test_a_plain_ace_led_names_the_trumps_still_out():
    game = deal_two({1: "1s 6c 7b", 0: "4s 5c 2b"}, "5d")
    idea = idea_of(game, "1s")
    assert idea.name == "carico_risk" and len(idea.threats) == 9   # 10 trumps, the 5 turned
    assert idea_text(idea, "en") == "The Ace of Swords is not safe: 9 trumps are still out."
    assert idea_text(idea, "it") == "L'Asso di Spade non è al sicuro: 9 briscole sono ancora fuori."


def test_taking_a_three_led_with_the_ace_of_its_suit_is_a_strozzo():
    game = deal_two({1: "3c 6s 7b", 0: "1c 5s 2b"}, "5d")
    game.play("3c", seat=1)
    _, ace = card_advice(game, "1c")
    assert_idea(ace, "strozzo", "Strozzo: the Ace of Cups takes the Three of Cups in its own "
                                "suit, 21 points without spending a trump.",
                "Strozzo: l'Asso di Coppe prende il Tre di Coppe")


def test_a_carico_on_the_partners_safe_trick_loads_it():
    """Four players, Coins trumps: an opponent leads, the partner takes with the Ace of Swords,
    the other opponent follows; seat 0, last, adds its Three of Cups."""
    game = deal_four({1: "2s 6c 7b", 2: "1s 5c 2b", 3: "4s 7c 6b", 0: "3c 4b 5b"}, "5d")
    for code in ("2s", "1s", "4s"):
        game.play(code)
    _, three = card_advice(game, "3c")
    assert_idea(three, "load", "Load your partner's trick: nobody after you can take it "
                               "from them, and the Three of Cups adds 10 points to it.",
                "Carica la presa del compagno")


def test_loading_a_trick_an_opponent_after_you_may_still_trump_is_not_safe():
    """The partner leads the Ace of Swords; an opponent still plays after seat 0."""
    game = deal_four({2: "1s 5c 2b", 3: "4s 7c 6b", 0: "3c 4b 5b", 1: "2s 6c 7b"}, "5d", dealer=1)
    game.play("1s")
    game.play("4s")
    idea = idea_of(game, "3c")
    assert idea.name == "load_risk" and idea.tip
    assert idea_text(idea, "en").startswith("Your partner holds the trick for now, but it is not "
                                            "safe: 9 trumps are still out;")


def test_a_trump_on_a_worthless_trick_is_saved_for_a_carico():
    game = deal_two({1: "4s 6c 7b", 0: "3d 5c 2b"}, "5d")
    game.play("4s", seat=1)
    advice, trump = card_advice(game, "3d")
    assert_idea(trump, "save_trump", "Save your trump for a carico: this trick is worth nothing.",
                "Tieni la briscola per un carico: questa presa non vale niente.")
    assert advice.best.card.code() != "3d"      # two lisci to throw instead


def test_the_best_card_that_breaks_a_tip_says_why():
    """Only a trump and two plain Aces: every card breaks a tip (a trump spent on nothing, a
    carico thrown to the other side), so the best names the lesson's tip and says, in the
    learner's words, what the exception gains here (issue 24: lesson 05's first hint)."""
    game = deal_two({1: "4d 6c 7b", 0: "3d 1c 1s"}, "5d")
    game.play("4d", seat=1)
    advice, _ = card_advice(game, "3d")
    assert advice.best.idea.tip and advice.exception == "no_cheaper_gives"
    assert advice.best.reason("en").startswith(
        "The usual tip is “do not waste trumps”; here, though, an exception pays: the other "
        "cards in your hand would give their points to your opponent, while the Three of Coins "
        "surely takes the trick and brings its own 10 points home.")
    assert advice.best.reason("it").startswith(
        "Di solito vale il consiglio «non sprecare le briscole»; qui però conviene fare "
        "un'eccezione: le altre carte della tua mano regalerebbero i loro punti all'avversario, "
        "mentre il Tre di Denari si prende la presa di sicuro e porta a casa i suoi 10 punti.")
    assert all("usual tip" not in a.reason("en") for a in advice.cards[1:])
    # the plain Aces, given away at a table of two: to *the* opponent
    assert "gives 11 points to your opponent" in advice.for_card("1c").reason("en")
    assert "regala 11 punti all'avversario" in advice.for_card("1c").reason("it")


def test_a_tip_broken_by_a_hair_is_no_lesson(monkeypatch):
    """Lesson 05's first hand as a learner saw it: the 4 of Swords led, trumps Clubs, the
    King of trumps best by one point over the Two of Swords with the same deals won. The hint
    says it makes little difference, and praises no exception."""
    from briscola_teach.ai import advice as advisor
    from briscola_teach.ai.judge import Judgement, shown_order
    from briscola_teach.ai.search import CardStats
    game = deal_two({1: "4s 6c 7d", 0: "1b 2s 10b"}, "9b")
    game.play("4s", seat=1)
    figures = {"10b": (0.8, 74.0), "2s": (0.78, 73.0), "1b": (0.8, 73.0)}

    def judge(view, salt=0, most=None, *replaced):
        stats = sorted((CardStats(card, *figures[card.code()], 0.5, 8, False)
                        for card in view.hand), key=shown_order)
        return Judgement(tuple(stats), {}, 8, False, False)
    monkeypatch.setattr(advisor, "judge", judge)
    best = advise(game.view(0), seed=1).best
    assert best.card.code() == "10b" and best.idea.tip
    assert best.reason("en").startswith("The usual tip is “do not waste trumps”; here, though, "
                                        "it makes little difference: the second-best card "
                                        "does almost as well.")
    assert "qui però fa poca differenza" in best.reason("it")
    figures["2s"], figures["1b"] = (0.78, 70.0), (0.8, 71.0)  # behind: the count of deals decides
    assert "here, though, an exception pays: counting every deal like this one, the King of Clubs " \
           "still does better." in advise(game.view(0), seed=1).best.reason("en")


def test_with_every_card_known_the_last_tricks_are_counted_exactly():
    rng = random.Random(4)
    game = new_game("classic", players=2, seed=4)
    while game.deck_count:
        game.play(rng.choice(game.legal_plays()))
    advice = advise(game.view(game.current_player))
    for item in advice.cards:
        assert item.exact and item.idea.name == "exact"
        assert item.reason("en").startswith("Every card is known: the last tricks are counted exactly.")
        assert item.reason("it").startswith("Tutte le carte sono note: le ultime prese si contano")
        assert item.figures("en").startswith("every card known: a ")


def test_the_exception_names_the_gone_trumps_or_the_only_winning_card():
    """The reasons a best card may break a tip, chosen from what the seat knows."""
    game = deal_two({1: "4s 6c 7b", 0: "3d 5c 2b"}, "5d")
    game.play("4s", seat=1)
    position = read_position(game.view(0))
    spent = idea_for(position, next(c for c in position.hand if c.code() == "3d"))
    assert spent.tip and exception(position, spent, False, False) == "count"
    assert exception(position, spent, True, False) == "only_wins"
    assert exception(position, spent, False, True) == "wins_more"
    no_trumps = replace(position, out=frozenset(c for c in position.out if c.suit is not position.trump),
                        turned=None)
    assert exception(no_trumps, spent, False, False) == "trumps_gone"
    assert exception_text("trumps_gone", spent, "en") == "the other trumps are gone, so yours " \
                                                        "will take whenever you play them"
    liscio = idea_for(position, next(c for c in position.hand if c.code() == "5c"))
    assert not liscio.tip and exception(position, liscio, True, True) == ""


def test_in_chiamata_points_given_to_a_player_of_unknown_side_say_so():
    """Before the called card shows, a defender does not know whose side takes the trick."""
    game = new_game("chiamata", seed=1)
    while game.phase == "auction":
        game.bid("1" if game.contract is None else "pass")
    game.call("coppe")
    while len(game.table) < 2:
        game.play(game.legal_plays()[0])
    view = game.view(game.current_player)
    assert view.seat != view.caller and view.partner is None
    idea = idea_for(read_position(view), next(c for c in view.hand if c.code() == "10c"))
    assert idea.name == "gives_unknown" and not idea.tip
    assert idea_text(idea, "en") == ("The King of Cups does not take the trick: its 4 points go to "
                                     "whoever takes it, and you do not know their side yet.")
    assert idea_text(idea, "it").startswith("Il Re di Coppe non prende: i suoi 4 punti vanno a chi")


# -- 2. one way to show the numbers ----------------------------------------------------------

FIGURES = {"en": re.compile(r"In 10 deals like this one, you win (\d+|one), with (\d+) points"),
           "it": re.compile(r"Su 10 smazzate come questa, ne vinci (\d+|una), con (\d+) punti")}
COSTS = {"en": (re.compile(r"(\d+|one) (?:fewer wins|win fewer) in 10 deals"),
                re.compile(r"(\d+|one) points? less"), re.compile(r"(\d+|one) points? more")),
         "it": (re.compile(r"(\d+|una) vittori[ae] in meno su 10 smazzate"),
                re.compile(r"(\d+|un) punt[oi] in meno"), re.compile(r"(\d+|un) punt[oi] in più"))}


def number(match) -> int:
    return 0 if match is None else 1 if match.group(1) in ("one", "una", "un") else int(match.group(1))


def positions(count: int):
    """Seeded moments of 2- and 4-player hands with a real choice, before the deck is out."""
    rng = random.Random(13)
    found = []
    while len(found) < count:
        game = new_game("classic", players=rng.choice((2, 4)), seed=rng.randrange(10**6))
        for _ in range(rng.randrange(0, 20)):
            game.play(rng.choice(game.legal_plays()))
        view = game.view(game.current_player)
        if view.deck_count and len(view.legal_plays()) > 1:
            found.append(view)
    return found


def test_cards_are_listed_in_the_order_of_the_figures_shown_and_costs_come_from_them():
    for number_, view in enumerate(positions(40)):
        advice = advise(view, seed=number_, samples=SAMPLES)
        shown = [(a.wins_in_10, a.points_shown) for a in advice.cards]
        assert shown == sorted(shown, reverse=True), shown
        best = advice.best
        for item in advice.cards:
            assert item.wins_in_10 == wins_in_10(item.win) and item.points_shown == round(item.points)
            for lang in ("it", "en"):
                reason = item.reason(lang)
                # the idea first; a best card breaking a tip names the lesson's tip instead
                assert reason.startswith(idea_text(item.idea, lang)) or item is best and \
                    advice.exception and f"{tip_text(item.idea, lang)}" in reason
                # cards still out are never named, as if they had been seen
                assert not any(card.name(lang) in reason for card in view.unseen_cards())
                assert "%" not in reason and "percent" not in reason and "percentual" not in reason
                said_wins, said_points = FIGURES[lang].search(reason).groups()
                wins = 1 if said_wins in ("one", "una") else int(said_wins)
                points = int(said_points)
                assert (wins, points) == (item.wins_in_10, item.points_shown)
                assert f"{wins} " in item.figures(lang) and f"{points} " in item.figures(lang)
                if item is best:
                    continue
                lost, less, more = (number(p.search(reason)) for p in COSTS[lang])
                assert lost == best.wins_in_10 - item.wins_in_10, reason
                assert less - more == best.points_shown - item.points_shown, reason


def test_the_hint_panel_shows_the_same_figures_as_the_reasons():
    table = PlayTable(players=2, seed=11, lang="en")
    advice = table.hint()
    entries = table._advice.scene["cards"]
    assert [e["code"] for e in entries] == [a.card.code() for a in advice.cards]
    for entry, item in zip(entries, advice.cards):
        assert entry["heading"].endswith(" · " + item.figures("en"))
        assert entry["note"] == item.reason("en")
        assert "%" not in entry["heading"]


# -- 3. the review explains the hand ----------------------------------------------------------

@pytest.fixture(scope="module")
def lost_hand():
    """Seat 0 plays at random against the hard computer, and loses."""
    game = new_game("classic", players=2, seed=30)
    bots = {0: make_bot("random", seed=1), 1: make_bot("hard", seed=2)}
    while not game.is_over:
        play_turn(game, bots[game.current_player])
    assert 0 not in game.outcome().winners
    return game, review(game, 0, seed=30, samples=4)


def test_the_review_of_a_lost_hand_names_the_costliest_choice(lost_hand):
    game, result = lost_hand
    worst = result.mistakes[0]
    mine, theirs = game.outcome().score_of(0)
    en, it = result.summary("en"), result.summary("it")
    assert en.startswith(f"You lost {mine} to {theirs}: over the hand your side held ")
    assert it.startswith(f"Hai perso {mine} a {theirs}: in questa smazzata la tua parte ha avuto ")
    assert f"your costliest choice was the {worst.played.name('en')} in trick {worst.trick}, " \
           f"where the {worst.best.name('en')} was better (" in en
    assert f"il {worst.played.name('it')}" in it or f"l'{worst.played.name('it')}" in it
    assert f"nella presa {worst.trick}" in it
    richest = max(game.tricks, key=lambda trick: trick.points)
    assert f"({richest.points} points)" in en and f"({richest.points} punti)" in it
    # three sentences: the result, the richest tricks and the costliest choice, luck
    assert len(re.findall(r"[.!?](?:\s|$)", en)) == 3 and "). Luck and play: " in en


def test_the_review_counts_the_trumps_and_points_each_side_held(lost_hand):
    game, result = lost_hand
    trump = game.trump
    ours = [card for trick in game.tricks for seat, card in trick.plays if seat == 0]
    mine = sum(card.points for card in ours)
    trumps = sum(card.suit is trump for card in ours)
    # a table of two: *the* opponent (issue 24)
    assert f"your side held {trumps} trumps and cards worth {mine} points, your opponent " \
           f"{10 - trumps} trumps and cards worth {120 - mine} points." in result.summary("en")
    assert f"la tua parte ha avuto {trumps} briscole e carte per {mine} punti, l'avversario " \
           f"{10 - trumps} briscole e carte per {120 - mine} punti." in result.summary("it")
    assert "gli avversari" not in result.summary("it") and "opponents" not in result.summary("en")


def test_a_mistake_says_what_it_cost_in_the_hints_figures(lost_hand):
    _, result = lost_hand
    worst = result.mistakes[0]
    best, mine = worst.advice.best, worst.advice.for_card(worst.played)
    assert worst.win_cost == (best.wins_in_10 - mine.wins_in_10) / 10
    assert worst.cost("en").startswith("Cost: ") and worst.cost("it").startswith("Costo: ")
    assert worst.text("en").startswith(f"Trick {worst.trick}: you played ")
    for item in result.mistakes:                  # the idea that explains it follows
        why, exception_ = item.why(), item.advice.exception
        for lang in ("it", "en"):
            assert item.text(lang).endswith(
                idea_text(why, lang) if why else
                exception_text(exception_, item.advice.best.idea, lang) + "." if exception_ else
                t("review.count", lang, best=item.best))
    followed = next(item for item in result.items if item.played is item.best)
    assert followed.cost("en") == "" and "right choice" in followed.text("en")


def test_the_review_of_a_chiamata_hand_explains_it_too():
    game = new_game("chiamata", seed=21)
    bots = {seat: make_bot("easy", seed=seat) for seat in range(5)}
    while not game.is_over:
        play_turn(game, bots[game.current_player])
    seat = game.caller
    result = review(game, seat, seed=21, samples=2)
    mine, theirs = game.outcome().score_of(seat)
    won = seat in game.outcome().winners
    assert result.summary("en").startswith(f"You {'won' if won else 'lost'} {mine} to {theirs}")
    assert "The richest tricks: trick " in result.summary("en")
    assert "Le prese più ricche: la presa " in result.summary("it")


def test_a_hand_in_progress_has_no_summary():
    game = new_game("classic", players=2, seed=3)
    game.play(game.legal_plays()[0])
    result = review(game, 0, samples=2)
    assert result.summary("en") == "" and result.summary("it") == ""
    with pytest.raises(ValueError):
        result.summary("fr")


def test_the_table_review_panel_opens_with_the_summary():
    table = PlayTable(players=2, seed=8, opponents="easy", lang="en")
    while not table.game.is_over:
        table.play(table.game.legal_plays()[0])
    result = table.review()
    first, *plays = table._advice.scene["cards"]
    assert first["heading"] == "How the hand went" and first["note"] == result.summary("en")
    assert not first["code"] and "action" not in first
    assert len(plays) == len(result.items)
    table._on_advice({"event": "action", "index": 0})       # the summary has no button
    assert table.board.scene["message"]
    table.lang = "it"
    assert table._advice.scene["cards"][0]["heading"] == "Com'è andata la smazzata"
