"""Quizzes with instant feedback: name this card, order by strength, who takes, count a pile.

A quiz asks ``questions`` seeded questions one at a time. Each answer gets "right" or
"wrong" at once with an explanation built by ``explain.py`` from the rules; at the end the
score gives up to three stars, shown only by a lesson's final quiz (``final=True``): a
practice quiz ends with its score and a word that it does not count.
``quiz.answer(value)`` does what pressing a choice does.
"""

from __future__ import annotations

import html
import random
from functools import partial
from typing import Any, Callable, Optional, Sequence

import ipywidgets as widgets

from ..cards import DECK, Card, Suit
from ..errors import InvalidOptionError
from ..explain import count_text, strength_text, strongest_first, why_trick_winner
from ..i18n import check_language, t
from ..rules import pile_points, trick_winner
from ..signals import CONVENTIONAL, Sign, true_signs
from .board import Reveal, Row
from .language import Translated
from .scene import card_entry, card_name, check_style, rank_name, suit_name
from .controls import button, html_text, shared, show_in


def article(name: str, lang: str) -> str:
    """The definite article before a card's name ("l'", "il ", "la " for the Donna; "the ")."""
    if lang == "en":
        return "the "
    return "l'" if name[:1] in "AEIOU" else "la " if name.startswith("Donna") else "il "


def the_card(card: Card, lang: str, style: str = "italian") -> str:
    """The card's name with its article, as the pack shown names it ("la Donna di Cuori")."""
    name = card_name(card, lang, style)
    return article(name, lang) + name


def stars_for(right: int, total: int) -> int:
    """Three stars from 90% right, two from 70%, one from half."""
    share = right / total if total else 0.0
    return 3 if share >= 0.9 else 2 if share >= 0.7 else 1 if share >= 0.5 else 0


class Quiz(Translated, widgets.VBox):
    """The frame every quiz shares: a prompt, cards, choices, feedback, score and stars."""

    title_key = ""
    # The syllabus topics (``syllabus.SYLLABUS``) this kind's questions judge; ``asks`` says
    # which for the options a lesson gives, and the syllabus test holds each line to it.
    ASKS: frozenset[str] = frozenset()
    # Whether a card's name would give the answer away (the question asks it): until the
    # answer, each card's accessible name (its tooltip too) is only "the card to name".
    NAMES_ANSWER = False

    @classmethod
    def asks(cls, **options: Any) -> frozenset[str]:
        """The syllabus topics a quiz made with ``options`` asks about (none: it judges no
        rule of RULES.md, like the best-card puzzles)."""
        return cls.ASKS

    def __init__(self, questions: int = 5, seed: int = 0, lang: str = "it",
                 style: str = "italian", final: bool = False) -> None:
        if not isinstance(questions, int) or isinstance(questions, bool) or not 1 <= questions <= 50:
            raise InvalidOptionError(f"questions must be a number 1-50, not {questions!r}",
                                     "questions", value=repr(questions))
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise InvalidOptionError(f"seed must be an integer, not {seed!r}", "seed")
        if not isinstance(final, bool):
            raise InvalidOptionError(f"final must be True or False, not {final!r}", "final",
                                     value=repr(final))
        self._lang, self._style = check_language(lang), check_style(style)
        self.total, self.seed = questions, seed
        # Only the lesson's final quiz earns stars; a practice quiz must not show any.
        self.final = final
        self._callbacks: list[Callable[[int, int, int], None]] = []
        self.title = html_text()
        self.prompt = html_text()
        self.cards = Row(on_event=self._on_pick)
        self.choices = widgets.HBox(layout=shared(widgets.Layout, flex_flow="row wrap"))
        self.feedback = html_text()
        self.next_button = button(self.next)
        self.again_button = button(self.restart, hideable=True)
        self.score = html_text()
        self._reveal = Reveal()          # the feedback and the score come into view
        super().__init__([self.title, self.prompt, self.cards, self.choices, self.feedback,
                          widgets.HBox([self.next_button, self.again_button]), self.score,
                          self._reveal])
        self.add_class("bt-quiz")
        self.restart(seed)

    # -- public ---------------------------------------------------------------------------

    @property
    def right(self) -> int:
        return sum(1 for ok in self.results if ok)

    @property
    def done(self) -> bool:
        return len(self.results) == self.total

    @property
    def stars(self) -> int:
        return stars_for(self.right, self.total) if self.done else 0

    @property
    def card_style(self) -> str:
        """How the quiz draws its cards: "italian" or "french" (``style`` when it was made)."""
        return self._style

    def unasked(self, rng: random.Random, keys: Sequence[str]) -> str:
        """One of ``keys`` not drawn yet in this round of the quiz, drawn now (all again once
        each has been): a quiz of a few kinds of question asks each before any comes back."""
        fresh = [key for key in keys if key not in self._asked] or list(keys)
        key = rng.choice(fresh)
        self._asked.append(key)
        return key

    def question_key(self, spec: dict) -> tuple:
        """What makes ``spec`` the question it is, as the learner meets it: the facts, the
        prompt and the cards shown. Not the choices: the same sign asked again with other
        wrong answers beside the right one is the same question. Said in Italian whatever the
        page shows: a language switch in the middle of a round does not make a question new."""
        lang = "it"
        return (self.facts(spec, lang), self.prompt_text(spec, lang),
                tuple(card.code() for card in spec.get("cards", ())))

    def on_complete(self, callback: Callable[[int, int, int], None]) -> None:
        """Call ``callback(stars, right, total)`` when the last question is answered."""
        self._callbacks.append(callback)

    def answer(self, value: Any) -> Optional[bool]:
        """Answer the current question (what pressing a choice does): True if right, False
        if wrong, None if the answer was refused (with a message; nothing changes)."""
        problem = self._refusal(value)
        if problem:
            self._message = problem
            self._render()
            return None
        ok = self.is_right(self.spec, value)
        self.results.append(ok)
        self._answer = value
        self._message = ""
        if self.done:
            for callback in self._callbacks:
                callback(self.stars, self.right, self.total)
        self._render()
        self._reveal.show()
        return ok

    def next(self) -> None:
        """The next question, once this one is answered."""
        if self._answer is None or self.done:
            self._message = t("quiz.answer_first" if not self.done else "quiz.finished", self._lang)
            self._render()
            return
        self._ask()

    def restart(self, seed: Optional[int] = None) -> None:
        """Start again with new questions (or those of ``seed``)."""
        self.seed = self.seed + 1 if seed is None else seed
        self.rng = random.Random(self.seed)
        self.results: list[bool] = []
        self._asked: list[str] = []      # the keys ``unasked`` drew this round
        self._questions: list[tuple] = []   # the ``question_key`` of each question this round
        self._ask()

    # -- what each quiz defines -----------------------------------------------------------

    def make_spec(self, rng: random.Random) -> dict:
        raise NotImplementedError

    def prompt_text(self, spec: dict, lang: str) -> str:
        raise NotImplementedError

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        """(label, value) choices shown as buttons; empty when cards are clicked instead."""
        return []

    def verdict_key(self, spec: dict, value: Any, right: bool) -> str:
        """The feedback's first words: right or wrong (a quiz may say more)."""
        return "quiz.right" if right else "quiz.wrong"

    def is_right(self, spec: dict, value: Any) -> bool:
        return value == spec["answer"]

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        raise NotImplementedError

    def facts(self, spec: dict, lang: str) -> str:
        """HTML shown above the prompt: what the question rests on besides its cards (none
        for most quizzes; the hand so far for a best-card puzzle)."""
        return ""

    def row(self, spec: dict, lang: str) -> list[dict]:
        return [card_entry(card, lang, self._style) for card in spec["cards"]]

    def check_value(self, value: Any) -> Any:
        """The answer in the quiz's own terms, or a ValueError naming what was expected."""
        values = [v for _, v in self.options(self.spec, self._lang)]
        if value not in values:
            raise ValueError(t("quiz.not_a_choice", self._lang, value=self._shown(value)))
        return value

    def _shown(self, value: Any) -> str:
        """An answer as a message quotes it: a card by its name, anything else as sent."""
        try:
            return card_name(Card.parse(value), self._lang, self._style)
        except (ValueError, TypeError):
            return str(value)[:40]

    # -- inner workings -------------------------------------------------------------------

    def _ask(self) -> None:
        self.spec = self._new_spec()
        self._answer, self._message = None, ""
        self._render()

    # The questions drawn, at most, to find one not asked yet this round.
    FRESH_TRIES = 40

    def _new_spec(self) -> dict:
        """The next question: one not asked yet this round (``question_key``), else, once
        ``FRESH_TRIES`` draws found none (a quiz of a few possible questions has asked them
        all), one that is at least not the question just asked, else the last drawn. Every
        draw comes from the quiz's generator, so a seed always gives the same questions; a
        round with no question drawn twice draws exactly what it drew before this check."""
        fallback: Optional[tuple[dict, tuple, list[str]]] = None
        for _ in range(self.FRESH_TRIES):
            before = len(self._asked)
            spec = self.make_spec(self.rng)
            key = self.question_key(spec)
            # what ``unasked`` drew for a question not asked is given back: drawn again
            drawn = self._asked[before:]
            del self._asked[before:]
            if key not in self._questions:
                fallback = (spec, key, drawn)
                break
            # kept in case none is new: the first drawn, or the first not the last asked
            if fallback is None or (fallback[1] == self._questions[-1] != key):
                fallback = (spec, key, drawn)
        assert fallback is not None  # FRESH_TRIES > 0: a question was drawn
        spec, key, drawn = fallback
        self._asked += drawn
        self._questions.append(key)
        return spec

    def _refusal(self, value: Any) -> str:
        if self.done:
            return t("quiz.finished", self._lang)
        if self._answer is not None:
            return t("quiz.already", self._lang)
        try:
            self.check_value(value)
        except ValueError as error:
            return str(error)
        return ""

    def _on_pick(self, content: dict) -> None:
        if content.get("event") == "pick" and isinstance(content.get("card"), str):
            self.pick(content["card"])

    def pick(self, code: str) -> None:
        """A card clicked in the row: the answer, for quizzes answered by clicking cards."""
        self.answer(code)

    def _render(self) -> None:
        lang = self._lang
        self.title.value = f"<h3 style='margin:4px 0'>{html.escape(t(self.title_key, lang))}</h3>"
        self.prompt.value = (self.facts(self.spec, lang) +
                             f"<div style='font-size:17px'>{self.prompt_text(self.spec, lang)}</div>")
        self.cards.scene = {"size": self.size, "style": self._style, "lang": lang, "cards": self._row(lang)}
        answered = self._answer is not None
        choices = []
        for label, value in self.options(self.spec, lang):
            choice = button(partial(self.answer, value), description=label,
                            layout=shared(widgets.Layout, width="auto"))
            if answered:
                choice.button_style = ("success" if self.is_right(self.spec, value) else
                                       "danger" if value == self._answer else "")
            choices.append(choice)
        show_in(self.choices, choices)
        self.feedback.value = self._feedback_html(lang)
        self.next_button.description = t("quiz.next", lang)
        self.next_button.disabled = not answered or self.done
        self.again_button.description = t("quiz.again", lang)
        self.again_button.layout.display = None if self.done else "none"
        self.score.value = self._score_html(lang)

    def names_answer(self, spec: dict) -> bool:
        """Whether the names of ``spec``'s cards would give its answer away (``NAMES_ANSWER``)."""
        return self.NAMES_ANSWER

    def _row(self, lang: str) -> list[dict]:
        """The cards as the page gets them. The one place a card's name is kept from a
        question that asks it: the page would show it as the tooltip and read it aloud."""
        clickable = not self.options(self.spec, lang) and self._answer is None and not self.done
        entries = [dict(entry, enabled=clickable) for entry in self.row(self.spec, lang)]
        if self._answer is None and self.names_answer(self.spec):
            hidden = t("quiz.card_to_name", lang)
            entries = [dict(entry, label=hidden) for entry in entries]
        return entries

    def _feedback_html(self, lang: str) -> str:
        if self._message:
            return f"<div class='bt-feedback' style='color:#7a1f1f'>{html.escape(self._message)}</div>"
        if self._answer is None:
            return ""
        ok = self.results[-1]
        head = t(self.verdict_key(self.spec, self._answer, ok), lang)
        color = "#1e7b43" if ok else "#a83224"
        return (f"<div class='bt-feedback' style='font-size:16px;border-left:5px solid {color};"
                f"padding:6px 10px;margin:6px 0'><b style='color:{color}'>{html.escape(head)}</b> "
                f"{html.escape(self.explanation(self.spec, self._answer, lang))}</div>")

    def _score_html(self, lang: str) -> str:
        if not self.done:
            number = len(self.results) + (0 if self._answer is not None else 1)
            return f"<div class='bt-score'>{t('quiz.progress', lang, n=number, total=self.total, right=self.right)}</div>"
        text = html.escape(t("quiz.score", lang, right=self.right, asked=len(self.results)))
        if not self.final:
            cheer = "quiz.practice_well" if self.stars >= 2 else "quiz.practice_again"
            return f"<div class='bt-score'>{text} {html.escape(t(cheer, lang))}</div>"
        stars = "★" * self.stars + "☆" * (3 - self.stars)
        text += f" <span style='font-size:26px;color:#d4a017'>{stars}</span> " + \
            html.escape(t("quiz.stars", lang, stars=self.stars))
        return f"<div class='bt-score'>{text}</div>"


class NameCardQuiz(Quiz):
    """A card is shown; which of four names is it?"""

    title_key = "quiz.name_title"
    ASKS = frozenset({"suits_ranks"})
    NAMES_ANSWER = True

    @classmethod
    def asks(cls, style: str = "italian", **options: Any) -> frozenset[str]:
        return cls.ASKS | ({"french"} if style == "french" else set())

    def make_spec(self, rng: random.Random) -> dict:
        card = rng.choice(DECK)
        same_suit = [c for c in DECK if c.suit is card.suit and c is not card]
        same_rank = [c for c in DECK if c.rank is card.rank and c is not card]
        wrong = rng.sample(same_suit, 2) + rng.sample(same_rank, 1)
        options = wrong + [card]
        rng.shuffle(options)
        return {"cards": [card], "options": options, "answer": card.code()}

    def prompt_text(self, spec: dict, lang: str) -> str:
        return html.escape(t("quiz.name_prompt", lang))

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        return [(card_name(card, lang, self._style), card.code()) for card in spec["options"]]

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        """By suit and rank, what the learner sees on the card (points come in lesson 02): the
        suit is the sign drawn, the rank the pips counted or the figure."""
        card, chosen = spec["cards"][0], Card.parse(value)
        if chosen is card:
            key = "quiz.name_right"
        elif chosen.suit is card.suit:
            key = "quiz.name_wrong_rank"
        elif chosen.rank is card.rank:
            key = "quiz.name_wrong_suit"
        else:
            key = "quiz.name_wrong_both"
        return t(key, lang, chosen=self._the(chosen, lang), **self._looks(card, lang))

    def _looks(self, card: Card, lang: str) -> dict[str, str]:
        """The card's name, suit and rank, and how each is seen on the picture."""
        from ..decks import FRENCH
        french = self._style == "french"
        rank = int(card.rank)
        if rank == 1 or 2 <= rank <= 7:
            look = t("quiz.name_look_1", lang) if rank == 1 else t("quiz.name_look_pips", lang, n=rank)
        else:
            look = t("quiz.name_look_french", lang, label=FRENCH.rank_label(card.rank)) if french \
                else t(f"quiz.name_look_{rank}", lang)
        sign = t("quiz.name_sign_french", lang, symbol=FRENCH.symbol(card.suit)) if french \
            else t("quiz.name_sign_" + card.suit.value, lang)
        suit = FRENCH.suit_name(card.suit, lang) if french else card.suit.name_in(lang)
        rank_word = rank_name(card, lang, self._style)
        return {"name": self._the(card, lang), "sign": sign, "suit": suit, "look": look,
                "rank": article(rank_word, lang) + rank_word}

    def _the(self, card: Card, lang: str) -> str:
        return the_card(card, lang, self._style)


class WhoTakesQuiz(Quiz):
    """A finished trick for 2 or 4 players and the trump suit: click the card that takes."""

    title_key = "quiz.who_title"
    ASKS = frozenset({"trick"})

    def __init__(self, players: int = 2, **kwargs: Any) -> None:
        if players not in (2, 4):
            raise InvalidOptionError(f"a who-takes quiz is for 2 or 4 players, not {players!r}",
                                     "players", value=repr(players))
        self.players = players
        super().__init__(**kwargs)

    def make_spec(self, rng: random.Random) -> dict:
        trump = rng.choice(list(Suit))
        cards = rng.sample(DECK, self.players)
        if rng.random() < 0.5 and cards[0].suit is trump:
            # Most tricks are led with a plain suit: a trump lead teaches less.
            cards[0] = rng.choice([c for c in DECK if c.suit is not trump and c not in cards])
        return {"cards": cards, "trump": trump, "answer": cards[trick_winner(cards, trump)].code()}

    def prompt_text(self, spec: dict, lang: str) -> str:
        return t("quiz.who_prompt", lang, suit=f"<b>{html.escape(spec['trump'].name_in(lang))}</b>",
                 first=html.escape(card_name(spec["cards"][0], lang, self._style)))

    def row(self, spec: dict, lang: str) -> list[dict]:
        marks = {}
        if self._answer is not None:
            marks = {spec["answer"]: "winner", self._answer: "winner" if self._answer ==
                     spec["answer"] else "wrong"}
        return [card_entry(card, lang, self._style, caption=t("quiz.order", lang, n=i + 1),
                           mark=marks.get(card.code(), ""))
                for i, card in enumerate(spec["cards"])]

    def check_value(self, value: Any) -> Any:
        codes = [card.code() for card in self.spec["cards"]]
        if value not in codes:
            raise ValueError(t("quiz.not_on_table", self._lang, value=self._shown(value)))
        return value

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        codes = [card.code() for card in spec["cards"]]
        return why_trick_winner(spec["cards"], spec["trump"], lang, chosen=codes.index(value))


class CountQuiz(Quiz):
    """A pile of cards: how many points?"""

    title_key = "quiz.count_title"
    ASKS = frozenset({"points"})

    def make_spec(self, rng: random.Random) -> dict:
        cards = rng.sample(DECK, rng.randint(3, 6))
        total = pile_points(cards)
        near = {total + d for d in (-4, -3, -2, -1, 1, 2, 3, 4, 10, -10) if total + d >= 0}
        options = rng.sample(sorted(near), 3) + [total]
        return {"cards": cards, "options": sorted(options), "answer": total}

    def prompt_text(self, spec: dict, lang: str) -> str:
        return html.escape(t("quiz.count_prompt", lang))

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        return [(str(n), n) for n in spec["options"]]

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        return count_text(spec["cards"], lang)


class OrderQuiz(Quiz):
    """Four cards of one suit: click them from the strongest to the weakest."""

    title_key = "quiz.order_title"
    ASKS = frozenset({"strength"})

    def _ask(self) -> None:
        self.picked: list[str] = []
        super()._ask()

    def make_spec(self, rng: random.Random) -> dict:
        suit = rng.choice(list(Suit))
        cards = rng.sample([c for c in DECK if c.suit is suit], 4)
        while tuple(cards) == strongest_first(cards):   # shown in the answer's order: no question
            rng.shuffle(cards)
        return {"cards": cards, "answer": [c.code() for c in strongest_first(cards)]}

    def prompt_text(self, spec: dict, lang: str) -> str:
        return html.escape(t("quiz.order_prompt", lang))

    def row(self, spec: dict, lang: str) -> list[dict]:
        return [card_entry(card, lang, self._style,
                           badge=str(self.picked.index(card.code()) + 1) if card.code() in self.picked else "",
                           mark="chosen" if card.code() in self.picked else "")
                for card in spec["cards"]]

    def _row(self, lang: str) -> list[dict]:
        entries = super()._row(lang)
        return [dict(e, enabled=e["enabled"] and e["code"] not in self.picked) for e in entries]

    def pick(self, code: str) -> None:
        """One card clicked: it takes the next place; the fourth click answers."""
        if self.done or self._answer is not None:
            self.answer(code)          # refused with the right message
            return
        codes = [card.code() for card in self.spec["cards"]]
        if code not in codes or code in self.picked:
            self._message = t("quiz.not_on_table" if code not in codes else "quiz.picked",
                              self._lang, value=str(code)[:40])
            self._render()
            return
        self.picked.append(code)
        self._message = ""
        if len(self.picked) == len(codes):
            self.answer(list(self.picked))
        else:
            self._render()

    def check_value(self, value: Any) -> Any:
        codes = sorted(card.code() for card in self.spec["cards"])
        if not isinstance(value, (list, tuple)) or sorted(map(str, value)) != codes:
            raise ValueError(t("quiz.order_expected", self._lang, value=str(value)[:60]))
        return value

    def is_right(self, spec: dict, value: Any) -> bool:
        return list(value) == spec["answer"]

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        order = ", ".join(card_name(Card.parse(code), lang, self._style) for code in spec["answer"])
        return t("quiz.order_explain", lang, order=order) + " " + strength_text(lang)


class SignQuiz(Quiz):
    """Your partner makes a sign (RULES.md section 5): what does he hold?"""

    title_key = "quiz.sign_title"
    ASKS = frozenset({"signs"})

    def make_spec(self, rng: random.Random) -> dict:
        sign = rng.choice(CONVENTIONAL)
        options = rng.sample([s for s in CONVENTIONAL if s is not sign], 3) + [sign]
        rng.shuffle(options)
        return {"cards": [], "sign": sign, "options": options, "answer": sign.value}

    def prompt_text(self, spec: dict, lang: str) -> str:
        return t("quiz.sign_prompt", lang, gesture=f"<b>{html.escape(spec['sign'].gesture(lang))}</b>")

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        return [(sign.meaning(lang), sign.value) for sign in spec["options"]]

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        sign = spec["sign"]
        return t("quiz.sign_explain", lang, gesture=sign.gesture(lang), meaning=sign.meaning(lang))


class TrueSignQuiz(Quiz):
    """Your hand and the briscola: which sign may you truthfully give?"""

    title_key = "quiz.true_sign_title"
    ASKS = frozenset({"signs"})

    def make_spec(self, rng: random.Random) -> dict:
        while True:
            trump = rng.choice(list(Suit))
            hand = rng.sample(DECK, 3)
            true = true_signs(hand, trump)
            false = [sign for sign in CONVENTIONAL if sign not in true]
            if true and len(false) >= 3:
                break
        right = rng.choice(true)
        options = rng.sample(false, 3) + [right]
        rng.shuffle(options)
        return {"cards": hand, "trump": trump, "options": options, "true": true,
                "answer": right.value}

    def prompt_text(self, spec: dict, lang: str) -> str:
        return t("quiz.true_sign_prompt", lang, suit=f"<b>{html.escape(spec['trump'].name_in(lang))}</b>")

    def options(self, spec: dict, lang: str) -> list[tuple[str, Any]]:
        return [(f"{sign.gesture(lang)} — {sign.meaning(lang)}", sign.value) for sign in spec["options"]]

    def is_right(self, spec: dict, value: Any) -> bool:
        return value in [sign.value for sign in spec["true"]]

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        true = ", ".join(sign.meaning(lang) for sign in spec["true"])
        chosen = Sign.parse(value)   # a sign's value: check_value took it from the options
        if chosen in spec["true"]:
            return t("quiz.true_sign_right", lang, meaning=chosen.meaning(lang), all=true)
        return t("quiz.true_sign_wrong", lang, meaning=chosen.meaning(lang), all=true)


# Where the turned card is once the deck is used up and another seat drew it, by who that
# seat is to the learner: the catalogue's ``quiz.best_who_...``.
_DREW = {(2, 1): "opponent", (4, 1): "after", (4, 3): "before"}


def hand_so_far(view: Any) -> dict:
    """What the hand so far left in ``view`` (a ``SeatView``) besides the cards on the table
    and in the seat's hand: everything else the advisor judges a position with, for a
    best-card puzzle to show.

    - ``points``: the points taken so far, the seat's side first, then all the others';
    - ``played``: every card played so far, the table's included;
    - ``turned``: the turned card (the briscola card), and ``turned_at`` where it is now:
      "deck" (still under the deck), "hand" (the seat drew it), "played", or the seat that
      drew it and holds it, "opponent" (two players), "partner", "after" or "before" (the
      opponent who plays right after or right before the seat, at four);
    - ``out``: the cards still out, as the advisor's samples deal them (``unseen_cards``):
      not in the seat's hand, not played, not the turned card.
    """
    mine = view.my_side
    theirs = sum(points for side, points in enumerate(view.points_by_side) if side != mine)
    turned, played = view.briscola_card, view.played_cards()
    if view.deck_count:
        where = "deck"
    elif turned in view.hand:
        where = "hand"
    elif turned in played:
        where = "played"
    else:   # drawn last, in sight of everyone: a card known in the hand of the seat that drew it
        holder = next(seat for seat, cards in enumerate(view.known_cards) if turned in cards)
        where = "partner" if holder in view.partners else \
            _DREW[view.players, (holder - view.seat) % view.players]
    return {"points": (view.points_by_side[mine], theirs), "played": played,
            "turned": turned, "turned_at": where,
            "out": tuple(sorted(view.unseen_cards(), key=lambda card: card.index))}


class BestCardQuiz(Quiz):
    """A moment of a hand: click the card you would play; the advisor judges it, with its
    reasons. A card is wrong when the judge is sure it is a costly mistake (``ai/judge.py``),
    right otherwise. A final asks only positions the judge decides whole: each card sure to
    be costly or sure not to be, and at least one costly.

    The advisor judges the seat's whole view, the hand's history with it; the puzzle shows
    what of it is not in the cards drawn (``facts``): the points taken, the deck and its
    turned card, the cards still out. The spec keeps the view judged (``view``) and those
    facts (``hand_so_far``). A spec is made again from the quiz's seed, never saved."""

    title_key = "quiz.best_title"
    # Whether the learner leads the trick (the table empty): "never" keeps the puzzles of
    # the lessons seeded before leads came; "sometimes" asks a lead and a card to follow in
    # turn (``Quiz.unasked``), "always" only leads.
    LEADS = ("never", "sometimes", "always")

    def __init__(self, players: int = 2, leads: str = "never", **kwargs: Any) -> None:
        if players not in (2, 4):
            raise InvalidOptionError(f"a best-card puzzle is for 2 or 4 players, not {players!r}",
                                     "players", value=repr(players))
        if leads not in self.LEADS:
            raise InvalidOptionError(f"leads must be one of {', '.join(self.LEADS)}, not {leads!r}",
                                     "leads", value=repr(leads))
        self.players, self.leads = players, leads
        super().__init__(**kwargs)

    def _wants_lead(self, rng: random.Random) -> bool:
        """Whether this question's position has the learner lead. "never" draws nothing from
        ``rng``: the puzzles seeded before leads came stay the same."""
        if self.leads != "sometimes":
            return self.leads == "always"
        # Each pair of questions has a lead and a card to follow, in an order drawn for the
        # pair: a quiz of five asks two or three leads, never all five by chance.
        number = len(self.results)
        if number % 2 == 0:
            self._lead_first = rng.random() < 0.5
        return self._lead_first == (number % 2 == 0)

    def make_spec(self, rng: random.Random) -> dict:
        from ..ai import make_bot, play_turn
        from ..ai.advice import advise
        from ..games.classic import ClassicGame
        lead = self._wants_lead(rng)
        while True:
            game = ClassicGame.new(players=self.players, seed=rng.randrange(1, 10**6))
            bot = make_bot("medium", seed=rng.randrange(10**6))
            for _ in range(rng.randrange(2, 40 - 2 * self.players)):
                play_turn(game, bot)
            if game.is_over:
                continue
            view = game.view(game.current_player)
            if len(set(view.legal_plays())) < 2 or bool(view.table) == lead:
                continue
            rng.randrange(10**6)  # the seed the advisor once took: the puzzles stay the same
            advice = advise(view)
            # Only a position with a real choice: a card the judge is sure is a costly
            # mistake (else every card is right, whatever the lesson just taught). A final
            # gives stars: only a position whose every verdict is sure.
            rng.randrange(10**6)
            if self._clear(advice) if self.final else self._has_a_mistake(advice):
                break
        roles = {seat: "table.partner" if seat in view.partners else "table.opponent"
                 for seat, _ in view.table}
        return {"cards": list(view.hand), "table": [card for _, card in view.table],
                "roles": [roles[seat] for seat, _ in view.table],
                "trump": view.trump, "deck": view.deck_count, "advice": advice,
                "answer": advice.best.card.code(), "view": view, **hand_so_far(view)}

    @staticmethod
    def _has_a_mistake(advice: Any) -> bool:
        return any(advice.costly(card.card) for card in advice.cards[1:])

    @staticmethod
    def _clear(advice: Any) -> bool:
        """Whether the judge decided every card: sure costly or sure not, one costly at least
        (a final's stars must not rest on a card the judge could not tell)."""
        gaps = [advice.judgement.gap(card.card) for card in advice.cards[1:]]
        return any(gap.costly for gap in gaps) and all(gap.costly or gap.sure_fine for gap in gaps)

    def prompt_text(self, spec: dict, lang: str) -> str:
        suit = f"<b>{html.escape(suit_name(spec['trump'], lang, self._style))}</b>"
        if not spec["table"]:       # the learner leads: nothing on the table to name
            return t("quiz.best_prompt_lead", lang, suit=suit)
        table = ", ".join(f"{card_name(card, lang, self._style)} ({t(role, lang).lower()})"
                          for card, role in zip(spec["table"], spec["roles"]))
        return t("quiz.best_prompt", lang, suit=suit, table=html.escape(table))

    # The history is shown as the cards still out, suit by suit, not as the cards played.
    # Still out is what a learner asks of it ("can anything still take my Three?", "are the
    # carichi of that suit gone?"), read off one short line a suit; it is exactly what the
    # advisor deals out in its samples; and it is the smaller list when it counts, late in the
    # hand. The cards played would make the learner work that out from up to 35 names.
    # Ranks are named as the course names them (Asso, Tre, Re...), strongest first, the
    # briscola's suit first: a text line a suit wraps on a phone, where a row of cards would
    # not fit.
    def facts(self, spec: dict, lang: str) -> str:
        style = self._style
        mine, theirs = spec["points"]
        points = t("quiz.best_points_pair" if self.players == 4 else "quiz.best_points", lang,
                   mine=mine, theirs=theirs)
        turned, where = the_card(spec["turned"], lang, style), spec["turned_at"]
        if where == "deck":
            deck = t("quiz.best_deck", lang, deck=spec["deck"], card=turned)
        elif where in ("hand", "played"):
            deck = t(f"quiz.best_deck_empty_{where}", lang, card=turned)
        else:
            deck = t("quiz.best_deck_empty_held", lang, card=turned,
                     who=t(f"quiz.best_who_{where}", lang))
        theirs_only = self.players == 2 and not spec["deck"]
        out = t("quiz.best_out_theirs" if theirs_only else "quiz.best_out", lang)
        trump = spec["trump"]
        suits = [trump] + [suit for suit in Suit if suit is not trump]
        lines = []
        for suit in suits:
            name = suit_name(suit, lang, style)
            if suit is trump:
                name = t("quiz.best_out_trumps", lang, suit=name)
            ranks = [rank_name(card, lang, style)
                     for card in strongest_first(c for c in spec["out"] if c.suit is suit)]
            lines.append(f"<div style='padding-left:12px'><b>{html.escape(name)}</b>: "
                         f"{html.escape(', '.join(ranks) or t('quiz.best_out_none', lang))}</div>")

        def fact(label: str, text: str) -> str:
            return f"<div><b>{html.escape(t(label, lang))}:</b> {html.escape(text)}</div>"
        return ("<div class='bt-so-far' style='font-size:15px;line-height:1.45;color:#1d2a22;"
                "background:#f3efe2;border-left:4px solid #1f5c39;border-radius:6px;"
                "padding:6px 10px;margin:2px 0 8px;overflow-wrap:break-word'>" +
                fact("quiz.best_points_label", points) + fact("quiz.best_deck_label", deck) +
                fact("quiz.best_out_label", out) + "".join(lines) + "</div>")

    def row(self, spec: dict, lang: str) -> list[dict]:
        on_table = [card_entry(card, lang, self._style, caption=t(role, lang), table=True)
                    for card, role in zip(spec["table"], spec["roles"])]
        marks = {}
        if self._answer is not None:
            marks = {spec["answer"]: "winner"}
            if not self.is_right(spec, self._answer):
                marks[self._answer] = "wrong"
        hand = [card_entry(card, lang, self._style, caption=t("quiz.yours", lang),
                           mark=marks.get(card.code(), "")) for card in spec["cards"]]
        return on_table + hand

    def _row(self, lang: str) -> list[dict]:
        entries = super()._row(lang)
        return [dict(e, enabled=e["enabled"] and not e.get("table")) for e in entries]

    def check_value(self, value: Any) -> Any:
        if value not in [card.code() for card in self.spec["cards"]]:
            raise ValueError(t("quiz.not_in_hand", self._lang, value=self._shown(value)))
        return value

    def is_right(self, spec: dict, value: Any) -> bool:
        return not spec["advice"].costly(value)

    def verdict_key(self, spec: dict, value: Any, right: bool) -> str:
        """A card behind the best that is not a costly mistake is not praised as right: it is
        "not a costly mistake" when the judge is sure it gives away less than the threshold,
        and "not surely a costly mistake" when it cannot tell (its figures may show more)."""
        advice = spec["advice"]
        if not right or value == advice.best.card.code():
            return super().verdict_key(spec, value, right)
        gap = advice.judgement.gap(Card.parse(value))
        return "quiz.best_fine" if gap.sure_fine else "quiz.best_not_sure"

    def explanation(self, spec: dict, value: Any, lang: str) -> str:
        best, mine = spec["advice"].best, spec["advice"].for_card(value)
        if mine.card is best.card:
            return best.reason(lang)
        return mine.reason(lang) + " " + t("quiz.best_was", lang, card=best.card,
                                           reason=best.reason(lang))


QUIZZES = {"name": NameCardQuiz, "who": WhoTakesQuiz, "count": CountQuiz, "order": OrderQuiz,
           "sign": SignQuiz, "true_sign": TrueSignQuiz, "best": BestCardQuiz}

__all__ = ["BestCardQuiz", "CountQuiz", "NameCardQuiz", "OrderQuiz", "QUIZZES", "Quiz",
           "SignQuiz", "TrueSignQuiz", "WhoTakesQuiz", "stars_for"]
