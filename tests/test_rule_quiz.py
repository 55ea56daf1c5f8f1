"""The rule questions (widgets/rule_quiz.py): every topic's key worked out again from what the
learner is shown, as RULES.md says it, over many seeds; both languages read; bad options are
refused and change nothing."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from briscola_teach.cards import Card, Rank  # noqa: E402
from briscola_teach.errors import InvalidOptionError  # noqa: E402
from briscola_teach.widgets.hand_quiz import say  # noqa: E402
from briscola_teach.widgets.rule_quiz import RuleQuiz  # noqa: E402

from conftest import naive_winner  # noqa: E402
from widget_state import fresh_widgets  # noqa: E402,F401  (the fixture is autouse)

SEEDS = range(40)
FIXED = {"no_obligation": "any", "perfect_information": "exactly", "no_counting": "memory"}
HIGH = (Rank.RE, Rank.CAVALLO, Rank.ASSO, Rank.TRE)   # what the 7 of trumps may take (RULES.md)


def expected(spec: dict) -> object:
    """The answer from the prompt and the cards alone."""
    topic, (key, params) = spec["topic"], spec["prompt"]
    if topic in FIXED:
        return FIXED[topic]
    if key == "rule.deal_size_prompt":
        return 3
    if key == "rule.deal_trump_prompt":
        return params["card"].suit.value
    if key == "rule.deal_last_prompt":
        return "last"
    if topic == "dealer_rotates":              # the next seat counterclockwise, in play order
        return str(params["dealer"][1]["n"] % params["players"])
    if topic == "teams":
        codes = [card.code() for card in spec["cards"]]
        taker = spec["captions"][naive_winner(codes, params["suit"].letter)][0]
        return "us" if taker in ("rule.cap_you", "rule.cap_partner") else "them"
    if topic == "five_cards":                  # five each of 40 to four, four drawn a trick
        return 40 - 5 * 4 - 4 * params["tricks"]
    if topic == "partners_talk":               # the last three tricks: the deck used up
        return "yes" if params["deck"][0] == "rule.deck_over" else "no"
    if topic == "first_trick_sign":
        return "no" if params["n"] == 1 else "yes"
    if topic == "chiamata_no_signs":
        return "yes" if params["what"][0] in ("rule.talk_joke", "rule.talk_bluff") else "no"
    if topic == "redeal":                      # RULES.md: four passes end it; five, a redeal
        passes = 1 + sum(params[k][0] == "rule.said_pass"
                         for k in ("first", "second", "third", "fourth"))
        return {5: "redeal", 4: "ends"}.get(passes, "goes_on")
    if topic == "two_at_61":                   # the course's ladder: "2 at 61" beats the Two, asks 61
        return "you_61" if key == "rule.two61_mine_prompt" else "they_61"
    if key == "rule.chiamata_size_prompt" or key == "rule.chiamata_tricks_prompt":
        return 8
    if key == "rule.chiamata_trump_prompt":
        return "caller"
    if key == "rule.first_lead_prompt":
        return "right"
    if topic == "call":
        return "alone" if Card(params["rank"], params["suit"]) in spec["cards"] else "holder"
    if topic == "al_buio":
        last = params["who"][0] == "rule.buio_caller" and params["where"][0] == "rule.buio_at_4"
        return "yes" if last else "no"
    if topic == "col_monte":
        return {"rule.monte_call_prompt": "any", "rule.monte_discards_prompt": "last",
                "rule.monte_in_monte_prompt": "choose"}[key]
    if topic == "accuso":
        hand, trump = spec["cards"][:-1], params["suit"]
        return sum(40 if suit is trump else 20 for suit in {card.suit for card in hand}
                   if Card(Rank.RE, suit) in hand and Card(Rank.CAVALLO, suit) in hand)
    if topic == "sette_leva":
        return "yes" if params["card"].rank in HIGH else "no"
    raise AssertionError(f"no key for {topic}")


@pytest.mark.parametrize("topic", RuleQuiz.TOPICS)
def test_every_answer_agrees_with_the_rules(topic):
    answers = set()
    for seed in SEEDS:
        quiz = RuleQuiz(questions=1, seed=seed, lang="en", topics=[topic])
        assert quiz.spec["topic"] == topic
        assert quiz.spec["answer"] == expected(quiz.spec), (seed, quiz.spec)
        assert quiz.spec["answer"] in [value for _, value in quiz.spec["choices"]]
        answers.add(quiz.spec["answer"])
    if topic not in FIXED and topic not in ("chiamata_deal", "chiamata_play", "col_monte",
                                            "deal"):
        assert len(answers) > 1, f"{topic} always has the answer {answers}"   # not one fixed key


@pytest.mark.parametrize("lang", ["it", "en"])
def test_every_topic_reads_in_both_languages(lang):
    for topic in RuleQuiz.TOPICS:
        for seed in range(8):
            quiz = RuleQuiz(questions=1, seed=seed, lang=lang, topics=[topic])
            spec = quiz.spec
            texts = [quiz.prompt_text(spec, lang), say(spec["why"], lang),
                     *(label for label, _ in quiz.options(spec, lang))]
            for text in texts:
                assert text and "{" not in text and "rule." not in text, (topic, text)
            wrong = next(v for _, v in spec["choices"] if v != spec["answer"])
            assert quiz.answer(wrong) is False
            assert say(spec["why"], lang) in quiz.explanation(spec, wrong, lang)


def test_a_quiz_of_several_topics_asks_each_before_any_twice():
    topics = ["deal", "teams", "call", "accuso"]
    quiz = RuleQuiz(questions=4, seed=5, lang="it", topics=topics)
    asked = []
    while not quiz.done:
        asked.append(quiz.spec["topic"])
        assert quiz.answer(quiz.spec["answer"]) is True
        if not quiz.done:
            quiz.next()
    assert sorted(asked) == sorted(topics)
    assert quiz.stars == 3


def test_asks_names_exactly_its_topics():
    assert RuleQuiz.asks(topics=["teams", "call"]) == {"teams", "call"}
    with pytest.raises(InvalidOptionError, match="unknown topic 'castling'"):
        RuleQuiz.asks(topics=["castling"])


def test_no_topics_means_every_topic():
    assert RuleQuiz(questions=1, seed=1).topics == RuleQuiz.TOPICS


@pytest.mark.parametrize("topics", [[], "deal", ["deal", "castling"], [3]])
def test_bad_topics_are_refused_by_name(topics):
    with pytest.raises(InvalidOptionError, match="topic"):
        RuleQuiz(questions=1, seed=1, topics=topics)


def test_a_refused_answer_changes_nothing():
    quiz = RuleQuiz(questions=2, seed=2, lang="en", topics=["deal", "call"])
    before = dict(quiz.spec)
    assert quiz.answer("not a choice") is None
    assert quiz.spec == before and not quiz.done
