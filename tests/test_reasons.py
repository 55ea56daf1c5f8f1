"""Reasons agree with verdicts (issue 41), over thousands of positions of every table kind:
2, 3 and 4 players, Briscola a 151 and the Chiamata.

- the best card's reason never argues against it alone: an idea that warns (a tip broken,
  points given, a card not safe) comes with why the card is best all the same;
- a costly mistake's reason never praises it: it says a better card was there;
- points are never said to go to the other side while a partner still plays after.
"""

from __future__ import annotations

import random

import pytest

from briscola_teach import new_game
from briscola_teach.ai import make_bot, play_turn
from briscola_teach.ai.advice import advise, idea_text
from briscola_teach.ai.ideas import read_position
from briscola_teach.i18n import t

# Deals played out per position: the properties are of the words, not of the figures.
SAMPLES = 16
KINDS = {
    "2 players": dict(variant="classic", players=2),
    "3 players": dict(variant="classic", players=3),
    "4 players": dict(variant="classic", players=4),
    "151": dict(variant="151", players=2),
    "chiamata": dict(variant="chiamata"),
}
POSITIONS = 400


def positions(kind: str, count: int):
    """Views of the seat to play, at random moments of hands the computers play."""
    rng = random.Random(kind)
    options = dict(KINDS[kind])
    variant = options.pop("variant")
    while count:
        game = new_game(variant, seed=rng.randrange(10**6), **options)
        bots = {}
        stop = rng.randrange(0, 40)
        while not game.is_over:
            seat = game.current_player
            if getattr(game, "phase", "play") == "play" and not getattr(game, "pending", None):
                view = game.view(seat)
                if len(set(view.legal_plays())) > 1:
                    if stop <= 0:
                        count -= 1
                        yield view
                        break
                    stop -= 1
            bot = bots.setdefault(seat, make_bot(rng.choice(["random", "easy", "medium"]),
                                                 seed=rng.randrange(1000)))
            play_turn(game, bot)


@pytest.mark.parametrize("kind", KINDS)
def test_reasons_agree_with_verdicts(kind):
    seen = {"warning best": 0, "costly": 0, "open": 0}
    for view in positions(kind, POSITIONS):
        advice = advise(view, samples=SAMPLES)
        best = advice.best
        position = read_position(view)
        for lang in ("it", "en"):
            assert best.reason(lang).endswith(t("advice.best", lang))
        if best.idea is not None and best.idea.warns:
            seen["warning best"] += 1
            assert advice.exception, (kind, best.card, best.reason("en"))
            assert not best.reason("en").startswith(idea_text(best.idea, "en")) or \
                t("advice.still_best", "en", why="").rstrip(".") in best.reason("en") or \
                t("advice.still_close", "en", why="").rstrip(".") in best.reason("en"), \
                best.reason("en")
        for card in advice.cards[1:]:
            if advice.costly(card.card):
                seen["costly"] += 1
                if card.idea is not None and card.idea.praises:
                    for lang in ("it", "en"):
                        assert idea_text(card.idea, lang) not in card.reason(lang)
                        assert card.reason(lang).startswith(
                            t("advice.worse", lang, card=card.card, best=best.card))
            if position.partner_after:
                seen["open"] += 1
                assert card.idea is None or card.idea.name != "gives_points", card.reason("en")
    # the properties were tried, not skipped
    assert seen["warning best"] and seen["costly"], seen
