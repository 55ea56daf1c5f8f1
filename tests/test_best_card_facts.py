"""A best-card puzzle shows what its judge used (issue 41, "a fair judge"): the advisor judges
the seat's whole view, the hand's history with it, so the puzzle shows the points taken, the
deck with its turned card and the cards still out, in the learner's language, and what it
shows is what the view holds, position after position, at two and four players.

The shown facts are read back from the text a learner reads (the cards by their names,
parsed by the engine's own ``Card.parse``), never from the quiz's spec.
"""

from __future__ import annotations

import html
import random
import re

import pytest

pytest.importorskip("ipywidgets")

from briscola_teach.cards import Card, Suit  # noqa: E402
from briscola_teach.games.classic import ClassicGame  # noqa: E402
from briscola_teach.i18n import t  # noqa: E402
from briscola_teach.widgets.quiz import BestCardQuiz, hand_so_far  # noqa: E402

from widget_state import fresh_widgets, synced_text  # noqa: E402,F401  (the fixture is autouse)

# What a developer writes and a learner never reads (as tests/browser/test_lessons_in_browser
# checks a whole page): card codes, option names, Python values and containers.
CODE_LIKE = re.compile(r"(?<![\w'’])(?:10|[1-9])[cdbs](?![\w'’])|\b[a-z]+_[a-z_]+\b|"
                       r"\b(?:None|True|False|Suit|Card|Rank)\b|[\[\]{}]|\(\d|object at")
ENGLISH = re.compile(r"\b(?:Ace|Two|Three|Four|Five|Six|Seven|Jack|Knight|King|Cups|Coins|Swords|"
                     r"Clubs|trumps|deck|you|your|points|none|opponents?|partner|the)\b")
ITALIAN = re.compile(r"\b(?:Asso|Due|Tre|Quattro|Cinque|Sei|Sette|Fante|Cavallo|Re|Coppe|Denari|"
                     r"Spade|Bastoni|briscola|mazzo|tu|nessuna|avversari[oa]?|compagno|il|la)\b")
# Where the turned card may be, by table size (``hand_so_far``'s ``turned_at``).
PLACES = {2: {"deck", "hand", "played", "opponent"},
          4: {"deck", "hand", "played", "partner", "after", "before"}}


def lines_shown(quiz: BestCardQuiz) -> list[str]:
    """The facts and the prompt as the learner reads them, a line each."""
    value = quiz.prompt.value.replace("</div>", "\n")
    text = html.unescape(re.sub(r"<[^>]+>", "", value))
    return [line.strip() for line in text.splitlines() if line.strip()]


def facts_read(lines: list[str], lang: str) -> dict:
    """The points, the deck's line and the cards still out, read back from the lines."""
    labels = {key: t(f"quiz.best_{key}_label", lang) + ":" for key in ("points", "deck", "out")}
    found = {key: next(line[len(label):].strip() for line in lines if line.startswith(label))
             for key, label in labels.items()}
    start = next(i for i, line in enumerate(lines) if line.startswith(labels["out"])) + 1
    out, suits = set(), []
    for line in lines[start:start + 4]:           # a line a suit: "Coppe (briscola): Asso, Tre"
        suit_words, ranks = line.split(": ", 1)
        suit = Suit.parse(suit_words.split(" (")[0])
        suits.append((suit, "(" in suit_words))
        if ranks != t("quiz.best_out_none", lang):
            out |= {Card.parse(f"{rank} di {suit_words.split(' (')[0]}") for rank in ranks.split(", ")}
    found.update(out=out, suits=suits, points_numbers=[int(n) for n in re.findall(r"\d+", found["points"])])
    return found


def play_to(game: ClassicGame, rng: random.Random, turns: int) -> None:
    for _ in range(turns):
        if game.is_over:
            return
        game.play(rng.choice(game.view(game.current_player).legal_plays()))


def random_views(players: int, count: int, seed: int):
    """``count`` positions of random hands, each the view of the seat to play."""
    rng = random.Random(seed)
    for _ in range(count):
        game = ClassicGame.new(players=players, seed=rng.randrange(10**6), dealer=rng.randrange(players))
        play_to(game, rng, rng.randrange(0, 40))
        if not game.is_over:
            yield game, game.view(game.current_player)


def holder_of(game: ClassicGame, card: Card) -> int:
    """The seat whose hand holds ``card``, from the seats' own views (not the viewer's)."""
    return next(seat for seat in range(game.players) if card in game.view(seat).hand)


def check_agrees(quiz: BestCardQuiz, view, lang: str, game=None) -> None:
    """The facts the quiz shows for ``view`` are the view's own: points, deck, turned card,
    cards still out; in ``lang`` only, with no code in them."""
    lines = lines_shown(quiz)
    shown = facts_read(lines, lang)
    mine = view.points_by_side[view.my_side]
    assert shown["points_numbers"] == [mine, sum(view.points_by_side) - mine], lines
    assert shown["out"] == set(view.unseen_cards()), lines
    assert [suit for suit, _ in shown["suits"]] == [view.trump] + [s for s in Suit if s is not view.trump]
    assert [trumps for _, trumps in shown["suits"]] == [True, False, False, False]
    turned = view.briscola_card
    article = "the " if lang == "en" else "l'" if turned.rank == 1 else "il "
    assert article + turned.name(lang) in shown["deck"], lines
    if view.deck_count:
        assert shown["deck"] == t("quiz.best_deck", lang, deck=view.deck_count, card=article + turned.name(lang))
    elif game is not None:                 # where the card is, from the game itself
        if turned in view.hand:
            assert shown["deck"] == t("quiz.best_deck_empty_hand", lang, card=article + turned.name(lang))
        elif turned in view.played_cards():
            assert shown["deck"] == t("quiz.best_deck_empty_played", lang, card=article + turned.name(lang))
        else:
            offset = (holder_of(game, turned) - view.seat) % view.players
            # seats play in turn, seat + 1 right after the learner (RULES.md, either direction)
            who = "opponent" if view.players == 2 else {1: "after", 2: "partner", 3: "before"}[offset]
            assert shown["deck"] == t("quiz.best_deck_empty_held", lang, card=article + turned.name(lang),
                                      who=t(f"quiz.best_who_{who}", lang)), lines
    text = " ".join(lines)
    assert not CODE_LIKE.search(text), text
    other = ITALIAN if lang == "en" else ENGLISH
    assert not other.search(text), (other.search(text), text)


@pytest.mark.parametrize("players", [2, 4])
def test_the_facts_shown_are_the_views_own_in_many_random_positions(players):
    """Hundreds of random positions: the points, the deck and its turned card, and the cards
    shown still out are exactly the view's, in Italian and in English; every place the turned
    card can be in is met."""
    quizzes = {lang: BestCardQuiz(players=players, questions=1, seed=1, lang=lang) for lang in ("it", "en")}
    places = set()
    for game, view in random_views(players, 400, seed=players):
        facts = hand_so_far(view)
        assert facts["played"] == view.played_cards()
        assert facts["turned"] is view.briscola_card
        places.add(facts["turned_at"])
        spec = {"trump": view.trump, "deck": view.deck_count, **facts}
        for lang, quiz in quizzes.items():
            quiz.spec = spec
            quiz.prompt.value = quiz.facts(spec, lang)
            check_agrees(quiz, view, lang, game)
    assert places == PLACES[players]


@pytest.mark.parametrize("players", [2, 4])
def test_a_puzzle_shows_what_its_judge_used(players):
    """Real puzzles, judged by the advisor: the view the advisor judged is in the spec, and
    the facts shown are that view's, with the history in the spec (played cards, points,
    turned card) and in the state the browser is sent, in both languages."""
    for lang in ("it", "en"):
        for seed in range(12):
            quiz = BestCardQuiz(players=players, questions=1, seed=seed, lang=lang,
                                leads="sometimes")
            spec, view = quiz.spec, quiz.spec["view"]
            assert {a.card for a in spec["advice"].cards} == set(view.legal_plays())
            assert spec["cards"] == list(view.hand) and spec["deck"] == view.deck_count
            assert spec["played"] == view.played_cards() and spec["turned"] is view.briscola_card
            assert set(spec["out"]) == view.unseen_cards()
            mine = view.points_by_side[view.my_side]
            assert spec["points"] == (mine, sum(view.points_by_side) - mine)
            check_agrees(quiz, view, lang)
            sent = html.unescape(synced_text())
            for label in ("points", "deck", "out"):
                assert t(f"quiz.best_{label}_label", lang) in sent
            # answered, the facts stay: the learner reads the reasons beside them
            quiz.answer(spec["answer"])
            assert lines_shown(quiz) and facts_read(lines_shown(quiz), lang)["out"] == view.unseen_cards()


def test_a_french_pack_names_the_facts_as_its_cards_are_drawn():
    quiz = BestCardQuiz(players=4, questions=1, seed=3, style="french")
    text = " ".join(lines_shown(quiz))
    assert not re.search(r"\b(?:Coppe|Denari|Spade|Bastoni|Cavallo)\b", text), text
    assert re.search(r"\b(?:Cuori|Quadri|Picche|Fiori)\b", text)
    shown = facts_read(lines_shown(quiz), "it")
    assert shown["out"] == quiz.spec["view"].unseen_cards()


def test_the_points_of_a_pair_and_of_a_player_are_said_so():
    two = " ".join(lines_shown(BestCardQuiz(players=2, questions=1, seed=2, lang="en")))
    four = " ".join(lines_shown(BestCardQuiz(players=4, questions=1, seed=2, lang="en")))
    assert "you " in two and "your opponent " in two and "your pair" not in two
    assert "your pair " in four and "the opponents " in four
