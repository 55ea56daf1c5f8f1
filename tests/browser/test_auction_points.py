"""A Chiamata auction in points, in a real browser (issue 25): the status says «dichiara» while
the computers bid, the learner's bids are a few buttons named as bids (no 59-item menu), and
one press of the +10 jump wins the auction.

The page (pages/auction_points.ipynb) deals seed 3 subito al due against medium computers: the
four of them bid up to 2 a 61, then pass to the learner's 2 a 71 (the bots are seeded by the
deal, so this is the same at every run; ``test_the_page_deal_is_won_by_one_jump`` checks it
without a browser).
"""

from __future__ import annotations

import re

from briscola_teach.games.chiamata import Bid
from briscola_teach.widgets import ChiamataTable

from .test_widgets_in_browser import open_page, tables

SEED, OPPONENTS, OPTIONS = 3, "medium", {"subito_al_due": True}
THEIR_BID = re.compile(r"^Tocca al giocatore [2-5]: dichiara$")


def test_the_page_deal_is_won_by_one_jump():
    """What the browser test counts on: the computers stop at 2 a 61, and after a 2 a 71 all
    of them pass."""
    table = ChiamataTable(seed=SEED, opponents=OPPONENTS, paced=False, **OPTIONS)
    game = table.game
    assert game.current_player == table.seat and game.view(table.seat).contract == Bid(points=61)
    assert table.bid(Bid(points=71)) and game.caller == table.seat and game.pending == "call"


def test_a_points_auction_is_won_in_one_press_of_a_jump(page, pages_url, shot):
    page.set_viewport_size({"width": 1366, "height": 900})
    open_page(page, pages_url, "auction_points.ipynb", ".bt-felt")
    table = tables(page).first
    table.scroll_into_view_if_needed()
    # another's turn in the auction: the status names the bid, not the play
    table.locator(".bt-status", has_text=THEIR_BID).wait_for(timeout=60_000)
    shot(page, "auction-points-their-turn")
    page.get_by_text("La tua dichiarazione:").wait_for(timeout=60_000)
    assert table.locator(".bt-status", has_text="Tocca a te: dichiara").count()
    names = [b.inner_text().strip() for b in table.locator(".bt-bid-controls button").all()]
    for wanted in ("Passo", "2 a 62", "2 a 66 (+5)", "2 a 71 (+10)", "Dichiara"):
        assert wanted in names, names
    assert not table.locator("select").count(), "no menu of 59 totals"
    typed = table.get_by_role("spinbutton")
    assert typed.count() == 1 and typed.input_value() == "62"
    assert "62" in page.get_by_text(re.compile(r"Scrivi i punti")).first.inner_text()
    shot(page, "auction-points-buttons")

    page.get_by_role("button", name="2 a 71 (+10)", exact=True).click()
    table.locator(".bt-status", has_text=THEIR_BID).wait_for(timeout=30_000)   # they answer
    page.get_by_text("Hai vinto l'asta con 2 a 71").wait_for(timeout=60_000)
    assert table.locator(".bt-status", has_text="Tocca a te: chiama una carta").count()
    heads = table.locator(".bt-bids-table th").all_inner_texts()
    column = heads.index("Tu")
    mine = [row.locator("td").nth(column).inner_text() for row in
            table.locator(".bt-bids-table tbody tr").all()]
    assert "2 a 71" in mine
    assert table.locator(".bt-bids-table td b", has_text="2 a 71").count() == 1, "the winning bid"
    later = [text for text in mine[mine.index("2 a 71") + 1:] if text]
    assert later == [], "one press: the learner bid nothing after the jump"
    shot(page, "auction-points-won")
    assert page.errors == []
