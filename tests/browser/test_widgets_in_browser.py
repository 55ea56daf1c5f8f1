"""The widgets in a real browser: Voila renders a page, Chromium clicks through it.

These check what a learner sees and does, not only that widgets exist: where every card
lies on the felt for 2 to 7 seats, that each finished trick is shown (after a new deal too),
that clicks while the computer plays or a trick is on show do nothing, the result at the end,
the 151 points with an accuso, a hand kept across a reload, a quiz, an auction, and no error
in the page's console. Screenshots are kept in test-artifacts/screenshots/.
"""

from __future__ import annotations

import math
import re

import pytest

from briscola_teach.widgets import PlayTable

# Everything a table shows, measured on the page: the felt, each seat's box and each card.
GEOMETRY = """(root) => {
  const rect = (node) => { const r = node.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom,
            x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2}; };
  return {
    felt: rect(root.querySelector('.bt-felt')),
    seats: [...root.querySelectorAll('.bt-seat')].map((n) => ({seat: n.dataset.seat, ...rect(n)})),
    cards: [...root.querySelectorAll('.bt-played')].map((n) => ({seat: n.dataset.seat,
                                                                code: n.dataset.code, ...rect(n)})),
  };
}"""


def open_page(page, url: str, name: str, ready: str) -> None:
    page.goto(f"{url}/voila/render/{name}")
    page.wait_for_selector(ready, timeout=90_000)


def tables(page):
    return page.locator(".bt-play-table")


def playable(table):
    return table.locator(".bt-mode-play .bt-hand-card.bt-playable")


def wait_turn(table, timeout: int = 60_000) -> None:
    """Until the learner may play (the computer has moved, no trick is on show). The learner
    looks at the table first: a table plays only once it is in view (the pacing)."""
    table.locator(".bt-felt").first.wait_for(timeout=timeout)
    table.scroll_into_view_if_needed()
    playable(table).first.wait_for(timeout=timeout)


def piles(table) -> list[str]:
    return table.locator(".bt-pile").all_inner_texts()


def hand(table) -> list[str]:
    """The learner's cards, left to right, by their codes."""
    return [c.get_attribute("data-code") for c in table.locator(".bt-hand-card").all()]


def tricks_taken(table) -> int:
    return sum(int(re.search(r"(\d+)", text).group(1)) for text in piles(table))


def assert_cards_lie_before_their_seats(geometry, players: int) -> None:
    felt = geometry["felt"]
    assert len(geometry["seats"]) == players
    assert len(geometry["cards"]) == players, geometry["cards"]
    for card in geometry["cards"]:
        assert felt["left"] <= card["left"] and card["right"] <= felt["right"], card
        assert felt["top"] <= card["top"] and card["bottom"] <= felt["bottom"], card
        nearest = min(geometry["seats"], key=lambda s: math.dist((s["x"], s["y"]), (card["x"], card["y"])))
        assert nearest["seat"] == card["seat"], f"{card['code']} of seat {card['seat']} lies nearer seat {nearest['seat']}"
    for seat in geometry["seats"]:
        assert felt["left"] <= seat["left"] and seat["right"] <= felt["right"], seat
        assert felt["top"] <= seat["top"] and seat["bottom"] <= felt["bottom"], seat
        for card in geometry["cards"]:     # no card covers a seat's name, cards or pile
            apart = (card["right"] <= seat["left"] or card["left"] >= seat["right"]
                     or card["bottom"] <= seat["top"] or card["top"] >= seat["bottom"])
            assert apart, f"{card['code']} covers seat {seat['seat']}"


SIZES = [2, 3, 4, 6, 5, 6, 7]     # classic 2, 3, 4, 6; Chiamata 5; col monte 6 and 7


def settled(page, check, seconds: float = 10.0) -> None:
    """``check`` passes once the cards have slid in: on a loaded machine the slide takes longer
    than its 450 ms, so it is looked at again until it passes or ``seconds`` are over."""
    waited = 0.0
    while True:
        page.wait_for_timeout(450)
        waited += 0.45
        try:
            return check()
        except AssertionError:
            if waited >= seconds:
                raise


@pytest.mark.parametrize("name", ["seats_rows_first.ipynb", "seats_tables_first.ipynb"])
def test_every_card_lies_before_the_seat_that_played_it(page, pages_url, shot, name):
    page.set_viewport_size({"width": 1366, "height": 900})
    open_page(page, pages_url, name, ".bt-row-card")
    assert tables(page).count() == len(SIZES)
    for index, players in enumerate(SIZES):
        table = tables(page).nth(index)
        table.scroll_into_view_if_needed()
        wait_turn(table)
        # The learner plays last: the others' cards are on the felt already, each at its seat.
        geometry = table.locator(".bt-table").evaluate(GEOMETRY)
        assert len(geometry["cards"]) == players - 1
        playable(table).first.click()
        table.locator(".bt-banner").wait_for()
        settled(page, lambda: assert_cards_lie_before_their_seats(
            table.locator(".bt-table").evaluate(GEOMETRY), players))
        if name == "seats_rows_first.ipynb" and players in (4, 6) and index < 4:
            table.screenshot(path=str(shot.folder / f"trick-{players}-players.png"))
    assert page.errors == []


def test_a_whole_hand_by_clicks_with_hint_review_and_languages(page, pages_url, shot):
    open_page(page, pages_url, "play_table.ipynb", ".bt-hand-card")
    table = tables(page).first
    wait_turn(table)
    assert table.locator(".bt-hand-card").count() == 3
    # the opponent's three cards: face down in its hand, or the one it led on the table
    assert table.locator(".bt-seat .bt-back").count() + table.locator(".bt-played").count() == 3
    shot(page, "table-start")

    page.get_by_role("button", name="Consiglio").click()
    page.get_by_text("Il consiglio: le tue carte dalla migliore").wait_for()
    assert page.locator(".bt-item").count() == 3
    shot(page, "table-hint")

    page.get_by_role("button", name="English").click()
    table.locator(".bt-status", has_text="Your turn").wait_for()
    page.get_by_role("button", name="Italiano").click()
    table.locator(".bt-status", has_text="Tocca a te").wait_for()

    def trick_shot(plays: int) -> None:
        if plays == 4:
            table.locator(".bt-banner").wait_for()
            shot(page, "table-trick")
    assert play_the_hand_out(table, trick_shot) == 20
    result = table.locator(".bt-result")
    assert re.search(r"Hai vinto|Hai perso|Pareggio", result.locator(".bt-result-title").inner_text())
    points = [int(t.split()[0]) for t in result.locator(".bt-result-points").all_inner_texts()]
    assert sum(points) == 120
    shot(page, "table-result")

    result.get_by_role("button", name="Revisione").click()
    page.get_by_text("Revisione della smazzata").wait_for(timeout=60_000)
    assert page.get_by_role("button", name=re.compile("Rivedi la presa")).count() == 20
    page.get_by_role("button", name="Rivedi la presa 5").click()
    table.locator(".bt-status", has_text="Stai rivedendo la smazzata").wait_for()
    assert not table.locator(".bt-result").count()              # a past moment: no result
    shot(page, "table-review")
    assert page.errors == []


def test_clicks_while_the_computer_plays_or_a_trick_is_shown_do_nothing(page, pages_url, shot):
    open_page(page, pages_url, "play_table.ipynb", ".bt-hand-card")
    table = tables(page).first
    wait_turn(table)
    before = tricks_taken(table)
    cards = table.locator(".bt-hand-card")
    first = cards.first.get_attribute("data-code")
    cards.first.dblclick()                              # a quick double click: one play
    click_in_hand(table, 1)                             # a click while the computer answers
    table.locator(".bt-banner").wait_for()
    assert table.locator(".bt-hand.bt-mode-wait").count()
    click_in_hand(table, 0)                             # a click on the trick on show
    wait_turn(table)
    page.wait_for_timeout(1500)                         # any stray play would have landed now
    assert tricks_taken(table) == before + 1
    assert table.locator(".bt-hand-card").count() == 3
    assert first not in hand(table)
    assert table.locator(".bt-message").inner_text() == ""
    assert page.errors == []


def click_in_hand(table, index: int) -> None:
    """A real click on a card of the hand as it is drawn this instant (it is redrawn as the
    computer plays, so a locator could lose it)."""
    table.evaluate("(root, i) => { const cards = root.querySelectorAll('.bt-hand-card');"
                   " if (cards[i]) cards[i].click(); }", index)


def play_the_hand_out(table, after_play=None) -> int:
    """A 2-player hand to its result by clicks, the first playable card each turn (each
    lands at once); ``after_play(n)`` after the n-th. Returns the learner's plays."""
    plays = 0
    while not table.locator(".bt-result").count():
        if playable(table).count() and not table.locator(".bt-showing").count():
            card = playable(table).first
            code = card.get_attribute("data-code")
            card.click()
            plays += 1
            table.locator(f".bt-played[data-code='{code}']").first.wait_for()
            if after_play is not None:
                after_play(plays)
        else:
            table.page.wait_for_timeout(100)
        assert plays <= 20
    return plays


def finish_the_last_trick(table) -> None:
    wait_turn(table)
    playable(table).first.click()
    table.locator(".bt-result").wait_for(timeout=30_000)


def play_a_trick_and_see_it(table) -> None:
    """The learner plays; the finished trick is shown whole with its banner."""
    wait_turn(table)
    playable(table).first.click()
    table.locator(".bt-banner").wait_for(timeout=30_000)


def test_after_the_result_again_and_new_deal_show_their_tricks(page, pages_url, shot):
    open_page(page, pages_url, "ending.ipynb", ".bt-hand-card")
    table = tables(page).first
    finish_the_last_trick(table)
    result = table.locator(".bt-result")
    assert result.locator(".bt-result-line").count() == 2
    shot(page, "result-panel")
    result.get_by_role("button", name="Rigioca questa smazzata").click()
    result.wait_for(state="detached")
    play_a_trick_and_see_it(table)
    page.get_by_role("button", name="Nuova smazzata").first.click()
    play_a_trick_and_see_it(table)
    assert page.errors == []


def test_the_next_hand_of_a_match_shows_its_tricks(page, pages_url, shot):
    open_page(page, pages_url, "match_end.ipynb", ".bt-hand-card")
    table = tables(page).first
    finish_the_last_trick(table)
    result = table.locator(".bt-result")
    assert "Partita a 151" in result.locator(".bt-result-standing").inner_text()
    result.get_by_role("button", name="Prossima smazzata").click()
    result.wait_for(state="detached")
    play_a_trick_and_see_it(table)
    assert "smazzata 2" in table.locator(".bt-info").inner_text()
    assert page.errors == []


def test_151_points_on_the_felt_are_the_engines_with_an_accuso(page, pages_url, shot):
    """The felt's piles and the result count the accuso; the same moves replayed here with
    the engine give the same numbers at every turn of the learner."""
    open_page(page, pages_url, "accuso.ipynb", ".bt-hand-card")
    table = tables(page).first
    wait_turn(table)
    twin = PlayTable(players=2, variant="151", opponents="easy", seed=4, paced=False)
    page.get_by_role("button", name="Accusa Bastoni").click()
    table.locator(".bt-seat[data-seat='0'] .bt-note", has_text="Hai accusato Bastoni: 20 punti").wait_for()
    twin.declare("b")
    table.locator(".bt-seat[data-seat='0'] .bt-pile", has_text="20 punti (di cui 20 dagli accusi)").wait_for()
    shot(page, "accuso")
    while True:
        table.locator(".bt-mode-play .bt-playable, .bt-result").first.wait_for(timeout=60_000)
        if table.locator(".bt-result").count():
            break
        engine = twin.game.view(0).points_by_seat
        for seat, points in enumerate(engine):
            pile = table.locator(f".bt-seat[data-seat='{seat}'] .bt-pile").inner_text()
            assert f"· {points} punti" in pile, (seat, pile, engine)
        card = playable(table).first
        code = card.get_attribute("data-code")
        card.click()
        twin.play(code)
        table.locator(f".bt-played[data-code='{code}']").first.wait_for()
    outcome = twin.game.outcome()
    shown = table.locator(".bt-result-points").all_inner_texts()
    assert int(shown[0].split()[0]) == outcome.points_by_side[0] and "(di cui 20 dagli accusi)" in shown[0]
    assert int(shown[1].split()[0]) == outcome.points_by_side[1]
    shot(page, "result-151")
    assert page.errors == []


def in_italian(page) -> None:
    """A page with a lesson's bar, in Italian (the language is remembered from page to page)."""
    page.wait_for_selector(".bt-hand-card", timeout=90_000)
    page.get_by_role("button", name="Italiano").first.click()
    page.locator(".bt-bar[lang='it']").wait_for()


def open_lesson_page(page, url: str, name: str) -> None:
    open_page(page, url, name, ".bt-hand-card")
    in_italian(page)


def test_a_reload_in_the_middle_of_a_hand_keeps_it(page, pages_url, shot):
    open_lesson_page(page, pages_url, "kept.ipynb")
    table = tables(page).first
    for _ in range(2):
        play_a_trick_and_see_it(table)
    wait_turn(table)
    held = hand(table)
    kept_piles = piles(table)
    page.reload()
    in_italian(page)
    table = tables(page).first
    wait_turn(table)
    assert hand(table) == held
    assert piles(table) == kept_piles
    assert "Ecco la smazzata che stavi giocando" in table.locator(".bt-message").inner_text()
    shot(page, "kept-after-reload")
    # Two restart buttons and the line that tells them apart; no third «Ricomincia da capo».
    assert table.get_by_role("button", name="Ricomincia da capo").count() == 0
    assert "le stesse carte, da capo" in " ".join(table.locator(".widget-html").all_inner_texts())
    again = table.get_by_role("button", name="Rigioca questa smazzata")
    assert "stesse carte" in again.get_attribute("title")
    again.click()
    # Every pile empty again (one seat may have had none before the restart already).
    page.wait_for_function("(el) => [...el.querySelectorAll('.bt-pile')].every("
                           "p => /Prese: 0\\b/.test(p.textContent))", arg=table.element_handle())
    assert tricks_taken(table) == 0
    assert page.errors == []


def test_a_quiz_answered_right_and_wrong(page, pages_url, shot):
    open_page(page, pages_url, "quiz.ipynb", ".bt-row-card")
    from briscola_teach.cards import Card
    quiz = page.locator(".bt-quiz").first
    # the card to name keeps its name from the page until answered (fresh reading F25)
    assert quiz.locator(".bt-row-card").first.get_attribute("aria-label") == "La carta da indovinare"
    name = Card.parse(quiz.locator(".bt-row-card").first.get_attribute("data-code")).name("it")
    quiz.get_by_role("button", name=name, exact=True).click()
    quiz.get_by_text("Giusto!").wait_for()
    shot(page, "quiz-right")
    quiz.get_by_role("button", name="Avanti").click()
    quiz.locator(".bt-feedback").wait_for(state="detached")     # the next question is up
    name = Card.parse(quiz.locator(".bt-row-card").first.get_attribute("data-code")).name("it")
    choices = quiz.locator(".widget-hbox button")
    wrong = next(text for text in choices.all_inner_texts() if text.strip() and text != name
                 and text not in ("Avanti", "Ricomincia"))
    quiz.get_by_role("button", name=wrong, exact=True).click()
    quiz.get_by_text("Non proprio.").wait_for()
    assert name in quiz.locator(".bt-feedback").inner_text()
    shot(page, "quiz-wrong")

    who = page.locator(".bt-quiz").nth(1)
    who.locator("button.bt-row-card").first.click()
    who.locator(".bt-feedback").wait_for()
    assert "Prende" in who.locator(".bt-feedback").inner_text()
    shot(page, "quiz-who-takes")
    assert page.errors == []


# Each best-card puzzle's box of the hand so far, the prompt, and the row of cards under them,
# measured on the page; and how wide the page's content is.
SO_FAR = """() => {
  const box = (node) => { const r = node.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
  return {width: document.documentElement.scrollWidth, window: window.innerWidth,
          quizzes: [...document.querySelectorAll('.bt-quiz')].map((quiz) => ({
            facts: box(quiz.querySelector('.bt-so-far')),
            lines: [...quiz.querySelectorAll('.bt-so-far > div')].map(box),
            cards: [...quiz.querySelectorAll('.bt-row-card')].map(box),
            row: box(quiz.querySelector('.bt-row'))}))};
}"""


def test_a_best_card_puzzle_shows_the_hand_so_far(page, pages_url, shot):
    """The points, the deck with its turned card and the cards still out are on the page, as
    the same puzzle made here says them, on a laptop and on a phone: nothing wider than the
    window, the box above the cards, never over them (issue 41)."""
    from briscola_teach.widgets.quiz import BestCardQuiz
    made = [BestCardQuiz(players=2, questions=2, seed=2), BestCardQuiz(players=4, questions=2, seed=3)]
    open_page(page, pages_url, "best_card.ipynb", ".bt-so-far")
    quizzes = page.locator(".bt-quiz")
    quizzes.nth(1).locator(".bt-so-far").wait_for()
    for number, quiz in enumerate(made):
        shown = quizzes.nth(number).locator(".bt-so-far").inner_text()
        mine, theirs = quiz.spec["points"]
        assert f"Punti presi finora: {'la tua coppia' if number else 'tu'} {mine}" in shown, shown
        assert f"Mazzo: {quiz.spec['deck']} carte" in shown and "carta girata" in shown, shown
        assert quiz.spec["turned"].name("it") in shown, shown
        assert "Ancora fuori:" in shown and f"{quiz.spec['trump'].name_in('it')} (briscola):" in shown
    for width, height in ((1366, 900), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        measured = page.evaluate(SO_FAR)
        assert measured["width"] <= measured["window"], f"{width}px: the page scrolls sideways"
        for quiz in measured["quizzes"]:
            assert quiz["facts"]["right"] <= width, quiz["facts"]
            assert all(line["right"] <= quiz["facts"]["right"] + 0.5 for line in quiz["lines"])
            assert quiz["facts"]["bottom"] <= quiz["row"]["top"], "the box covers the cards"
            assert all(card["right"] <= width for card in quiz["cards"]), quiz["cards"]
        shot(page, f"best-card-{width}x{height}")
    quizzes.nth(1).scroll_into_view_if_needed()          # the four players' puzzle, on a phone
    page.wait_for_timeout(300)
    shot(page, "best-card-390x844-four")
    # answered, the box stays beside the reasons
    quizzes.first.locator("button.bt-row-card").first.click()
    quizzes.first.locator(".bt-feedback").wait_for()
    assert quizzes.first.locator(".bt-so-far").is_visible()
    shot(page, "best-card-390x844-answered")
    assert page.errors == []


def test_an_auction_bid_and_its_record(page, pages_url, shot):
    open_page(page, pages_url, "auction.ipynb", ".bt-felt")
    page.get_by_text("La tua dichiarazione:").wait_for(timeout=60_000)
    table = tables(page).first
    assert table.locator(".bt-status", has_text="Tocca a te: dichiara").count()
    assert table.locator(".bt-hand.bt-mode-bid").count(), "cards cannot be played in the auction"
    assert not table.locator(".bt-hand-card.bt-playable").count()
    shot(page, "auction-start")
    page.get_by_role("button", name="Fante", exact=True).click()
    table.locator(".bt-bids-table td", has_text=re.compile(r"^Fante$")).wait_for()
    assert "Tu" in table.locator(".bt-bids-table th").all_inner_texts()
    table.locator(".bt-seat[data-seat='0'] .bt-note", has_text="Fante").wait_for()
    shot(page, "auction-bid")
    # The record stays in view once the auction is over.
    for _ in range(300):
        if table.locator(".bt-facts", has_text="Contratto").count():
            break
        if page.get_by_text("La tua dichiarazione:").count():
            page.get_by_role("button", name="Passo", exact=True).click()
        page.wait_for_timeout(200)
    table.locator(".bt-facts", has_text="Contratto").wait_for(timeout=10_000)
    assert table.locator(".bt-bids-table td", has_text=re.compile(r"^Fante$")).count()
    shot(page, "auction-record")
    assert page.errors == []


def test_big_cards_fit_a_1366_by_768_screen(page, pages_url, shot):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_lesson_page(page, pages_url, "kept.ipynb")
    table = tables(page).first
    wait_turn(table)
    normal = table.locator(".bt-hand-card").first.bounding_box()["height"]
    page.get_by_role("button", name="Carte grandi").click()
    page.wait_for_function("document.querySelector('.bt-table.bt-size-projector')")
    page.wait_for_timeout(1200)                          # the page scrolls to the table
    felt = table.locator(".bt-felt").bounding_box()
    held = table.locator(".bt-hand").bounding_box()
    assert felt["y"] >= 0 and held["y"] + held["height"] <= 768, (felt, held)
    assert table.locator(".bt-hand-card").first.bounding_box()["height"] > normal
    button = page.get_by_role("button", name="Consiglio").bounding_box()
    assert button["height"] >= 40                      # the buttons grow with the cards
    page.screenshot(path=str(shot.folder / "big-cards-1366x768.png"))
    assert page.errors == []
