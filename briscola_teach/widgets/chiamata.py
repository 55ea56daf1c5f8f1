"""``ChiamataTable``: Briscola Chiamata for one learner, with the auction panel and the call.

The table keeps the partner secret exactly as the learner's view does: seats are "Player 2",
"Player 3"... and the caller's partner gets a badge only once the called card shows (a learner
holding it is told so in a note, from ``view.known_partners``). Only what the engine offers
can be pressed (``legal_bids``, ``call_options``, ``discard_options``, ``partner_options``);
every press is asked of the engine (``verify_bid``, ``verify_call``...) before the game
changes, and a refusal is worded in the learner's language. The table checks no rule itself:
the turn and the moment on show are the table's (``PlayTable._why_not``), the rest the
engine's. Col monte, the discards are chosen by clicking cards in the hand. The result says
what the engine's outcome says (``made``, ``callers_points``, ``target``).
"""

from __future__ import annotations

import html
from functools import partial
from typing import Any, Callable, Optional

import ipywidgets as widgets
from ipywidgets.widgets.widget_description import DescriptionStyle

from ..ai.advice import AuctionItem, advise_bid, advise_call, review_auction
from ..ai.judge import AUCTION_POINTS
from ..cards import Card
from ..errors import BriscolaError
from ..games.chiamata import Bid
from ..i18n import bid_name, named, refusal, signed, t
from .controls import button, html_text, keep, shared, show_in
from .scene import card_entry, card_name
from .table import Judgement, PlayTable, judgement_text

# With more legal bids than this (points auctions), a button is offered for the next step and
# for each jump over the highest total so far, and any other total is typed in.
MAX_BID_BUTTONS = 12
POINT_JUMPS = (5, 10)


def point_choices(legal: tuple[Bid, ...], contract: Optional[Bid]) -> tuple[tuple[Bid, int], ...]:
    """The buttons of an auction in points, as (bid, jump): the pass and the next step (jump
    0), then about +5 and +10 over the highest total so far (over the next step while there
    is none): the first total the engine offers (``legal``, from ``legal_bids``) that far up,
    so a table of steps (61, 65, 70...) gets only totals it allows, each once."""
    chosen = [(bid, 0) for bid in legal if bid.is_pass]
    totals = [bid.points for bid in legal if bid.points is not None]
    if not totals:
        return tuple(chosen)
    chosen.append((Bid(points=totals[0]), 0))
    base = contract.points if contract is not None and contract.points is not None else totals[0]
    for jump in POINT_JUMPS:
        points = next((total for total in totals if total >= base + jump), None)
        if points is not None and all(points != seen.points for seen, _ in chosen):
            chosen.append((Bid(points=points), points - base))
    return tuple(chosen)


def bid_button(bid: Bid, send: Callable[[Bid], Any], lang: str, col_monte: bool = False,
               jump: int = 0) -> widgets.Button:
    """A bid's button, named as the bid reads ("2 a 75 (+5)" for a jump of 5 over 2 a 70);
    a press gives the bid to ``send`` (the learner's table asks the engine, a class table
    the table server)."""
    name = bid_name(bid, lang, col_monte)
    tooltip = ""
    if jump and bid.points is not None:
        name = t("auction.jump", lang, bid=name, jump=jump)
        tooltip = t("auction.jump_title", lang, jump=jump,
                    bid=bid_name(Bid(points=bid.points - jump), lang, col_monte))
    elif bid.points is not None:
        tooltip = t("auction.next_step_title", lang)
    return button(partial(send, bid), description=name, tooltip=tooltip,
                  layout=shared(widgets.Layout, width="auto"))


def typed_total(totals: list[int], send: Callable[[Bid], Any], lang: str,
                step: int = 1) -> list[widgets.Widget]:
    """Any total, typed, and its «Dichiara» button: the box holds the legal ones (``totals``,
    lowest to highest), and a table of ``step`` > 1 says so and steps its arrows along the
    multiples of ``step``; whoever ``send`` gives the bid to still judges it, and refuses an
    off-step total with its reason."""
    # the arrows walk from the box's lowest value: the first multiple of the step (an opening
    # such as 61 off the step has its own button, the next step of ``point_choices``)
    low = next((total for total in totals if total % step == 0), totals[0])
    high = totals[-1]
    said = (t("auction.type_total", lang, low=low, high=high) if step == 1 else
            t("auction.type_total_step", lang, low=low, high=high, step=step))
    box = widgets.BoundedIntText(value=low, min=low, max=high, step=step, description=said,
                                 style=shared(DescriptionStyle, description_width="initial"),
                                 layout=shared(widgets.Layout, width="auto", max_width="22em"))
    go = button(lambda: send(Bid(points=box.value)), description=t("auction.bid_typed", lang),
                layout=shared(widgets.Layout, width="auto"))
    return [box, go]


class ChiamataTable(PlayTable):
    """A hand of Briscola Chiamata (5 players; 5 to 7 col monte) for the learner at ``seat``.

    The options are those of ``new_game("chiamata", ...)``: ``players``, ``subito_al_due``,
    ``prima_mano_al_buio``, ``col_monte``, ``min_points``, ``point_step``, ``must_reach_bid``.
    """

    def __init__(self, players: int = 5, opponents: Any = "medium", seed: Optional[int] = None,
                 **options: Any) -> None:
        super().__init__(players=players, opponents=opponents, seed=seed, variant="chiamata",
                         **options)
        # The auction beside the board (felt and hand), not under the hand: a column on its
        # right on a wide page, under it on a narrow one (the box wraps), so that felt, hand
        # and bids are on one screen.
        self.board.layout = shared(widgets.Layout, flex="3 1 640px", min_width="0")
        beside = widgets.HBox([self.board, self._auction_box],
                              layout=shared(widgets.Layout, flex_flow="row wrap", align_items="flex-start"))
        beside.add_class("bt-beside")
        below = (self.actions, self.bar, self.teacher_bar, self.panel)   # PlayTable's, under it
        self.children = (beside, *below)

    # -- what the learner's buttons do ----------------------------------------------------

    def bid(self, bid: Any) -> bool:
        """Bid (a ``Bid``, "pass", a rank, "2 a 70"...) as pressing its button does."""
        return self._do(self.game.verify_bid, self.game.bid, bid)

    def call(self, what: Any) -> bool:
        """Call a card (or its suit) after winning the auction."""
        return self._do(self.game.verify_call, self.game.call, what)

    def pick(self, card: Any) -> None:
        """Col monte, choosing the discards: a click on a card in the hand chooses it, or
        puts it back."""
        if self._why_not():
            self._render(message=self._why_not())
            return
        try:
            card = Card.parse(card)
        except BriscolaError as error:
            self._render(message=refusal(error, self._lang))
            return
        if card not in self.game.discard_options():   # not now, or not in the hand
            self._render(message=t("auction.pick_not_now", self._lang))
            return
        self._selected ^= {card}
        self._render()

    def discard(self, cards: Any = None) -> bool:
        """Col monte: lay aside as many cards as the monte held (None: the cards chosen in
        the hand)."""
        chosen = sorted(self._selected, key=lambda c: c.index) if cards is None else cards
        return self._do(self.game.verify_discard, self.game.discard, chosen)

    def choose_partner(self, choice: str) -> bool:
        """Col monte, the called card being the learner's own: "alone" or "neighbour"."""
        return self._do(self.game.verify_choose_partner, self.game.choose_partner, choice)

    def hint(self) -> Any:
        """In the auction: each bid's chance of being made; at the call: each card's; in play:
        the advisor's cards."""
        if self._can_act() and self.game.phase == "auction":
            advice = advise_bid(self.game.view(self.seat))
            self._show_panel("bids", advice)
            return advice
        if self._can_act() and self.game.pending == "call":
            calls = advise_call(self.game.view(self.seat))
            self._show_panel("calls", calls)
            return calls
        if self._can_act() and self.game.phase != "play":
            self._render(message=t("auction.hint_no_advice", self._lang))
            return None
        return super().hint()

    # -- hooks of PlayTable ---------------------------------------------------------------

    def _start(self, game: Any, restored: bool = False, hinted: frozenset[int] = frozenset()) -> None:
        self._auction_review: Optional[tuple[AuctionItem, ...]] = None
        super()._start(game, restored, hinted)

    def auction_review(self) -> tuple[AuctionItem, ...]:
        """The learner's bids and call in this hand, judged by the hints' own figures
        (``ai.advice.review_auction``), worked out once."""
        if self._auction_review is None:
            self._auction_review = review_auction(self.game, self.seat)
        return self._auction_review

    def _auction_mistakes(self) -> int:
        return sum(item.is_mistake for item in self.auction_review())

    def _judgement_text(self, judged: Judgement) -> str:
        """What the stars counted, then what the review says of each bid and of the call."""
        said = [t("table.judgement_auction", self._lang, auction=judged.auction,
                  each=AUCTION_POINTS), judgement_text(judged, self._lang)]
        return " ".join(said + [item.text(self._lang) for item in self.auction_review()])

    def _do(self, verify: Callable[[Any], Any], action: Callable[..., Any], argument: Any) -> bool:
        """The learner's bid, call, discard or choice: the table's own reasons first (a past
        moment, the turn), then the engine's (``verify``), worded for the learner."""
        why = self._refused(verify, argument)
        if why:
            self._render(message=why)
            return False
        action(argument, seat=self.seat)
        self._selected = set()
        self._learner_acted()
        return True

    def _mode(self, view: Any) -> str:
        mode = super()._mode(view)
        if mode != "play":
            return mode
        if self.game.phase == "play":
            return "play"
        return "pick" if self.game.pending == "discard" else "bid"

    def _status(self, view: Any) -> str:
        """Before the play, the step under way and who takes it: "Tocca al giocatore 2:
        dichiara", "Il giocatore 3 chiama una carta" (the seat's bare name: the status says
        what it does, no badge needed)."""
        game = self.game
        if self._moment is not None or game.is_over or game.phase == "play" or game.current_player is None:
            return super()._status(view)
        lang, step = self._lang, "auction" if game.phase == "auction" else game.pending
        if self._can_act():
            return t(f"auction.status_{step}", lang, count=view.rules.monte_size,
                     chosen=len(self._selected))
        who = self._names(badges=False)[game.current_player]
        text = t(f"auction.status_their_{step}", lang, count=view.rules.monte_size,
                 player=named(who, lang, "a" if step == "auction" else ""))
        return text[:1].upper() + text[1:]

    def _notes(self, view: Any) -> dict[int, list[str]]:
        """During the auction, each seat's last word on its seat."""
        if view.phase != "auction":
            return {}
        said: dict[int, list[str]] = {}
        for seat, bid in view.bids:
            said[seat] = [self._bid_name(bid)]
        return said

    def _reviewable(self) -> bool:
        return True

    def _result_lines(self, outcome: Any) -> list[dict]:
        """The callers' side against the rest, each with its points; the target to reach."""
        lang, names = self._lang, self._names()
        lines = []
        for seats, points in zip(outcome.sides, outcome.points_by_side):
            callers = outcome.caller in seats
            who = ", ".join(names[s] for s in seats)
            label = t("auction.side_callers" if callers else "auction.side_others", lang, players=who)
            lines.append({"who": label, "points": t("table.result_points", lang, points=points),
                          "mine": self.seat in seats})
        return lines

    def _standing(self, outcome: Any) -> str:
        """Whether the callers made their target, in the engine's words, and the learner's
        table score."""
        lang = self._lang
        key = "auction.callers_made" if outcome.made else "auction.callers_failed"
        return t(key, lang, target=outcome.target, points=outcome.callers_points) + " " + \
            t("auction.table_score", lang, score=signed(outcome.table_scores[self.seat]))

    def _names(self, badges: bool = True) -> dict[int, str]:
        """"Tu" and "Giocatore 2"...; with ``badges``, the caller's and (once known) the
        partner's marked, for the seats on the felt. A line that already says who is the
        caller or the partner takes the bare names."""
        view = self.game.view(self.seat)
        names = {seat: t("auction.player", self._lang, n=seat + 1) for seat in range(view.players)}
        names[self.seat] = t("table.you", self._lang)
        if not badges:
            return names
        if view.caller is not None and view.caller != self.seat:
            names[view.caller] = t("auction.caller_badge", self._lang, name=names[view.caller])
        # The badge goes on the caller's partner once the table knows it; a learner who holds
        # the called card is "you", and learns it in the note (``_partner_note``).
        if view.partner is not None and view.partner != self.seat:
            names[view.partner] = t("auction.partner_badge", self._lang, name=names[view.partner])
        return names

    def _info(self, view: Any) -> list[str]:
        lines = super()._info(view)
        lang, names = self._lang, self._names(badges=False)   # each line names the role itself
        if view.contract is not None and view.caller is not None:
            bid = self._bid_name(view.contract)
            lines.append(t("auction.contract_yours", lang, bid=bid) if view.caller == self.seat else
                         t("auction.contract", lang, bid=bid, player=named(names[view.caller], lang, "di")))
        if view.called_card is not None:
            lines.append(t("auction.called", lang, card=card_name(view.called_card, lang, self._style)))
            lines.append(t("table.trump", lang, suit=view.called_card.suit.name_in(lang)))
            if view.alone:
                lines.append(t("auction.partner_alone", lang))
            elif view.partner is not None:
                lines.append(self._partner_line(view, names))
            else:
                lines.append(t("auction.partner_secret", lang))
        return lines

    def _partner_line(self, view: Any, names: dict[int, str]) -> str:
        """The partner once known, named once: the learner, the learner's own, or the caller's."""
        if view.partner == self.seat:
            return t("auction.partner_is_you", self._lang)
        key = "auction.partner_yours" if view.caller == self.seat else "auction.partner_is"
        return t(key, self._lang, player=names[view.partner])

    def _action_buttons(self, view: Any) -> tuple:
        """The auction's record, always in view, and on the learner's turn what to do (the
        record and the note are kept and rewritten in place)."""
        self._record.value = self._history_html(view)
        self._note.value = self._partner_note(view)
        controls: tuple = ()
        if self._can_act() and self.game.phase != "play" and self._moment is None:
            step = self.game.phase if self.game.phase == "auction" else self.game.pending
            controls = ({"auction": self._bid_controls, "call": self._call_controls,
                         "discard": self._discard_controls,
                         "partner": self._partner_controls}[step](view),)
        show_in(self._controls, controls)
        return super()._action_buttons(view)     # the auction box is beside the board

    def _build_controls(self) -> None:
        """The column beside the board: what the table knows (contract, called card, partner:
        the felt's corner has no room for them beside five to seven seats), what to do now
        (bids, the call...), the note to a secret partner, and the auction's record."""
        super()._build_controls()
        self._facts, self._record, self._note = html_text(), html_text(), html_text()
        self._controls = widgets.VBox()
        self._auction_box = widgets.VBox([self._facts, self._controls, self._note, self._record],
                                         layout=shared(widgets.Layout, flex="1 1 300px", min_width="0"))
        self._auction_box.add_class("bt-auction")
        keep(self._facts, self._record, self._note, self._controls, self._auction_box)

    def _update_controls(self, view: Any) -> None:
        super()._update_controls(view)
        lines = "".join(f"<div>{html.escape(line)}</div>" for line in self._info(view))
        self._facts.value = f"<div class='bt-facts'>{lines}</div>" if lines else ""

    def _partner_note(self, view: Any) -> str:
        """To the learner who alone knows it is the caller's partner (it holds the card)."""
        if view.partner is None and view.caller in view.known_partners:
            return html.escape(t("auction.you_are_partner", self._lang,
                                 player=named(self._names()[view.caller], self._lang, "di")))
        return ""

    def _bid_name(self, bid: Bid) -> str:
        return bid_name(bid, self._lang, self.game.rules.col_monte)

    def _history_html(self, view: Any) -> str:
        """The auction as a small table: a column a player in the order they bid, a row a
        round; a player who passed says nothing more."""
        title = f"<b>{html.escape(t('auction.title', self._lang))}</b>"
        if not view.bids:
            return (f"<div class='bt-bids'>{title}: "
                    f"{html.escape(t('auction.history_empty', self._lang))}</div>")
        names, order = self._names(), []
        for seat, _bid in view.bids:
            if seat not in order:
                order.append(seat)
        # once the auction is won, the winning bid (the caller's last word) stands out
        won = max((i for i, (seat, bid) in enumerate(view.bids) if seat == view.caller
                   and bid == view.contract), default=None) if view.caller is not None else None
        rounds: list[dict[int, str]] = [{}]
        for i, (seat, bid) in enumerate(view.bids):
            if seat in rounds[-1]:
                rounds.append({})
            said = html.escape(self._bid_name(bid))
            rounds[-1][seat] = f"<b>{said}</b>" if i == won else said
        head = "".join(f"<th>{html.escape(names[seat])}</th>" for seat in order)
        body = "".join("<tr>" + "".join(f"<td>{row.get(seat, '')}</td>" for seat in order)
                       + "</tr>" for row in rounds)
        return (f"<div class='bt-bids'>{title}<table class='bt-bids-table'><thead><tr>{head}</tr>"
                f"</thead><tbody>{body}</tbody></table></div>{_BIDS_CSS}")

    def _bid_controls(self, view: Any) -> widgets.Widget:
        """A button a legal bid; in points (too many for buttons), the pass, the next step, the
        jumps of ``point_choices`` and a box for any other total."""
        lang, legal = self._lang, view.legal_bids
        wrap = shared(widgets.Layout, flex_flow="row wrap", align_items="center")
        label = html_text(html.escape(t("auction.your_bid", lang)))
        if len(legal) <= MAX_BID_BUTTONS:
            controls = widgets.HBox([label, *(self._bid_button(b) for b in legal)], layout=wrap)
        else:
            choices = [self._bid_button(b, jump) for b, jump in point_choices(legal, view.contract)]
            typed = self._typed_total([b.points for b in legal if b.points is not None])
            controls = widgets.VBox([widgets.HBox([label, *choices], layout=wrap),
                                     widgets.HBox(typed, layout=wrap)])   # the box and its button together
        controls.add_class("bt-bid-controls")
        return controls

    def _bid_button(self, bid: Bid, jump: int = 0) -> widgets.Button:
        return bid_button(bid, self.bid, self._lang, self.game.rules.col_monte, jump)

    def _typed_total(self, totals: list[int]) -> list[widgets.Widget]:
        # ``bid`` asks ``verify_bid``: the engine still judges the total sent
        return typed_total(totals, self.bid, self._lang, self.game.rules.point_step)

    def _call_controls(self, view: Any) -> widgets.Widget:
        lang, options = self._lang, self.game.call_options()
        prompt = html_text(html.escape(t("auction.call_prompt", lang, bid=self._bid_name(view.contract)
                                            if view.contract else "")))
        if len(options) <= 8:
            choices = [button(partial(self.call, c.code()), description=card_name(c, lang, self._style),
                              layout=shared(widgets.Layout, width="auto")) for c in options]
        else:
            menu = widgets.Dropdown(options=[(card_name(c, lang, self._style), c.code()) for c in options])
            choices = [menu, button(lambda: self.call(menu.value), description=t("auction.call", lang))]
        return widgets.VBox([prompt, widgets.HBox(choices, layout=shared(widgets.Layout, 
            flex_flow="row wrap"))])

    def _discard_controls(self, view: Any) -> widgets.Widget:
        """The cards are chosen in the hand; the button lays them aside once there are enough."""
        lang, size = self._lang, view.rules.monte_size
        prompt = html_text(html.escape(t("auction.discard_prompt", lang, count=size)))
        go = button(self.discard, description=t("auction.discard_count", lang, chosen=len(self._selected),
                                                 count=size))
        go.disabled = not self.game.can_discard(sorted(self._selected, key=lambda c: c.index))
        go.button_style = "" if go.disabled else "success"
        return widgets.VBox([prompt, go])

    def _partner_controls(self, view: Any) -> widgets.Widget:
        lang = self._lang
        choices = [button(partial(self.choose_partner, choice),   # "alone", "neighbour"
                          description=t(f"auction.{choice}", lang))
                   for choice in self.game.partner_options()]
        return widgets.VBox([html_text(html.escape(t("auction.partner_prompt", lang))),
                             widgets.HBox(choices)])

    def _panel_items(self) -> Any:
        lang = self._lang
        if self._panel_kind == "bids":
            cards = [{"code": "", "label": "", "note": a.reason(lang)} for a in self._panel_content]
            return t("auction.hint_title", lang), cards, []
        if self._panel_kind == "calls":
            cards = [card_entry(a.card, lang, self._style, note=a.reason(lang),
                                heading=f"{i}. {card_name(a.card, lang, self._style)}",
                                tone="best" if i == 1 else "")
                     for i, a in enumerate(self._panel_content, 1)]
            return t("auction.call_hint_title", lang), cards, []
        return super()._panel_items()


_BIDS_CSS = """<style>
.bt-bids { max-width: 100%; overflow-x: auto; }
.bt-bids-table { border-collapse: collapse; margin: 4px 0 8px; font-size: 13px; }
.bt-bids-table th { text-align: left; padding: 2px 8px 2px 0; border-bottom: 1px solid #c9bfa5;
                    line-height: 1.25; vertical-align: bottom; }
.bt-bids-table td { padding: 1px 8px 1px 0; font-style: italic; white-space: nowrap; }
</style>"""
