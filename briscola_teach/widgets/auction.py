"""``ChiamataTable``: Briscola Chiamata for one learner, with the auction panel and the call.

The table keeps the partner secret exactly as the learner's view does: seats are "Player 2",
"Player 3"... and the caller's partner gets a badge only once the called card shows (or when
the learner holds it). Only legal bids can be pressed; every press is checked again in
Python before the game changes.
"""

from __future__ import annotations

import html
from typing import Any, Optional

import ipywidgets as widgets

from ..ai.advice import advise_bid
from ..errors import BriscolaError
from ..games.chiamata import Bid
from ..i18n import t
from .scene import card_name, named
from .table import PlayTable, button, show_in

# With more legal bids than this (points auctions), the points go in a menu.
MAX_BID_BUTTONS = 12


class ChiamataTable(PlayTable):
    """A hand of Briscola Chiamata (5 players; 5 to 7 col monte) for the learner at ``seat``.

    The options are those of ``new_game("chiamata", ...)``: ``players``, ``subito_al_due``,
    ``prima_mano_al_buio``, ``col_monte``, ``min_points``, ``point_step``, ``must_reach_bid``.
    """

    def __init__(self, players: int = 5, opponents: Any = "medium", seed: Optional[int] = None,
                 **options: Any) -> None:
        super().__init__(players=players, opponents=opponents, seed=seed, variant="chiamata",
                         **options)

    # -- what the learner's buttons do ----------------------------------------------------

    def bid(self, bid: Any) -> bool:
        """Bid (a ``Bid``, "pass", a rank, "2 a 70"...) as pressing its button does."""
        why = self._why_not() or self._not_phase("auction", "table.bid_what")
        if not why:
            try:
                parsed = Bid.parse(bid)
            except BriscolaError as error:
                why = str(error)
            else:
                if parsed not in self.game.legal_bids():
                    why = t("auction.not_legal", self._lang, bid=parsed.name(self._lang))
        return self._do(why, lambda: self.game.bid(Bid.parse(bid), seat=self.seat))

    def call(self, what: Any) -> bool:
        """Call a card (or its suit) after winning the auction."""
        why = self._why_not() or self._not_phase("call", "table.call_what")
        return self._do(why, lambda: self.game.call(what, seat=self.seat))

    def discard(self, cards: Any) -> bool:
        """Col monte: lay aside as many cards as the monte held."""
        why = self._why_not() or self._not_phase("discard", "table.discard_what")
        return self._do(why, lambda: self.game.discard(cards, seat=self.seat))

    def choose_partner(self, choice: str) -> bool:
        """Col monte, the called card being the learner's own: "alone" or "neighbour"."""
        why = self._why_not() or self._not_phase("partner", "table.partner_what")
        return self._do(why, lambda: self.game.choose_partner(choice, seat=self.seat))

    def hint(self) -> Any:
        """In the auction: each bid's chance of being made; in play: the advisor's cards."""
        if self.game.phase == "auction" and self._can_act():
            advice = advise_bid(self.game.view(self.seat), seed=self.deal)
            self._show_panel("bids", advice)
            return advice
        if self.game.phase != "play" or self.game.view(self.seat).called_card is None:
            # Al buio the first trick comes before the call: the advisor needs the trump.
            key = "auction.hint_after_call" if self.game.phase == "play" else "table.hint_wait"
            self._render(message=self._why_not() or t(key, self._lang))
            return None
        return super().hint()

    # -- hooks of PlayTable ---------------------------------------------------------------

    def _why_not_play(self) -> str:
        return self._not_phase("play", "table.play_what")

    def _not_phase(self, step: str, what: str) -> str:
        game = self.game
        now = game.phase if game.phase in ("auction", "play") else game.pending
        if now == step:
            return ""
        return t("auction.not_now", self._lang, what=t(what, self._lang))

    def _do(self, why: str, action: Any) -> bool:
        if why:
            self._render(message=why)
            return False
        try:
            action()
        except BriscolaError as error:
            self._render(message=str(error))
            return False
        self._advance()
        return True

    def _reviewable(self) -> bool:
        return False

    def _result_text(self) -> str:
        """Who won, and why: the callers' points against the total they had to reach."""
        outcome, lang = self.game.outcome(), self._lang
        callers = outcome.sides[0] if outcome.caller in outcome.sides[0] else outcome.sides[1]
        made = sum(outcome.points_by_seat[s] for s in callers)
        won = self.seat in outcome.winners
        key = "auction.callers_made" if made >= outcome.target else "auction.callers_failed"
        reason = t(key, lang, target=outcome.target, points=made)
        score = outcome.table_scores[self.seat]
        return f"{t('auction.you_won' if won else 'auction.you_lost', lang)} {reason} " + \
            t("auction.table_score", lang, score=f"{score:+d}")

    def _names(self) -> dict[int, str]:
        view = self.game.view(self.seat)
        names = {seat: t("auction.player", self._lang, n=seat + 1) for seat in range(view.players)}
        names[self.seat] = t("table.you", self._lang)
        partner = self._known_partner(view)
        if view.caller is not None and view.caller != self.seat:
            names[view.caller] = t("auction.caller_badge", self._lang, name=names[view.caller])
        if partner is not None and partner != self.seat:
            names[partner] = t("auction.partner_badge", self._lang, name=names[partner])
        return names

    def _known_partner(self, view: Any) -> Optional[int]:
        """The caller's partner as the learner knows it: revealed, or the learner itself."""
        if view.partner is not None:
            return view.partner
        if view.holds_called_card and view.caller != self.seat:
            return self.seat
        return None

    def _info(self, view: Any) -> list[str]:
        lines = super()._info(view)
        lang, names = self._lang, self._names()
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
                lines.append(t("auction.partner_is", lang, player=names[view.partner]))
            else:
                lines.append(t("auction.partner_secret", lang))
        return lines

    def _action_buttons(self, view: Any) -> tuple:
        """The auction panel: the bids so far and, on the learner's turn, what to do."""
        if self.game.phase not in ("auction", "call") or self._moment is not None:
            note = self._partner_note(view)
            return (note,) if note else ()
        lang = self._lang
        parts: list[Any] = [widgets.HTML(f"<h4 style='margin:6px 0'>{html.escape(t('auction.title', lang))}"
                                         f"</h4>{self._history_html(view)}")]
        if self._can_act():
            step = self.game.phase if self.game.phase == "auction" else self.game.pending
            parts.append({"auction": self._bid_controls, "call": self._call_controls,
                          "discard": self._discard_controls,
                          "partner": self._partner_controls}[step](view))
        return (widgets.VBox(parts, layout=widgets.Layout(width="100%")),)

    def _partner_note(self, view: Any) -> Optional[widgets.HTML]:
        if view.holds_called_card and view.caller != self.seat and view.partner is None:
            return widgets.HTML(html.escape(t("auction.you_are_partner", self._lang,
                                              player=named(self._names()[view.caller], self._lang, "di"))))
        return None

    def _bid_name(self, bid: Bid) -> str:
        """A bid as the learner reads it: col monte a total is just points (any card is
        called), elsewhere "2 a 70" (the Due, at 70)."""
        if self.game.rules.col_monte and bid.points is not None:
            return t("auction.points", self._lang, points=bid.points)
        return bid.name(self._lang)

    def _history_html(self, view: Any) -> str:
        if not view.bids:
            return html.escape(t("auction.history_empty", self._lang))
        names = self._names()
        items = " · ".join(f"<b>{html.escape(names[seat])}</b>: {html.escape(self._bid_name(bid))}"
                           for seat, bid in view.bids)
        return f"<div class='bt-bids'>{items}</div>"

    def _bid_controls(self, view: Any) -> widgets.Widget:
        lang, legal = self._lang, view.legal_bids
        if len(legal) <= MAX_BID_BUTTONS:
            choices = [button(lambda b=b: self.bid(b), description=self._bid_name(b),
                              layout=widgets.Layout(width="auto")) for b in legal]
        else:
            menu = widgets.Dropdown(options=[(self._bid_name(b), str(b)) for b in legal[1:]])
            choices = [button(lambda: self.bid(Bid.PASS), description=Bid.PASS.name(lang)), menu,
                       button(lambda: self.bid(menu.value), description=t("auction.points_bid", lang))]
        label = widgets.HTML(html.escape(t("auction.your_bid", lang)))
        return widgets.HBox([label, *choices], layout=widgets.Layout(flex_flow="row wrap"))

    def _call_controls(self, view: Any) -> widgets.Widget:
        lang, options = self._lang, self.game.call_options()
        prompt = widgets.HTML(html.escape(t("auction.call_prompt", lang, bid=self._bid_name(view.contract)
                                            if view.contract else "")))
        if len(options) <= 8:
            choices = [button(lambda c=c: self.call(c.code()), description=card_name(c, lang, self._style),
                              layout=widgets.Layout(width="auto")) for c in options]
        else:
            menu = widgets.Dropdown(options=[(card_name(c, lang, self._style), c.code()) for c in options])
            choices = [menu, button(lambda: self.call(menu.value), description=t("auction.call", lang))]
        return widgets.VBox([prompt, widgets.HBox(choices, layout=widgets.Layout(
            flex_flow="row wrap"))])

    def _discard_controls(self, view: Any) -> widgets.Widget:
        lang, size = self._lang, view.rules.monte_size
        pick = widgets.SelectMultiple(options=[(card_name(c, lang, self._style), c.code())
                                               for c in view.hand], rows=min(10, len(view.hand)))
        prompt = widgets.HTML(html.escape(t("auction.discard_prompt", lang, count=size)))
        return widgets.VBox([prompt, pick, button(lambda: self.discard(list(pick.value)),
                                                  description=t("auction.discard", lang))])

    def _partner_controls(self, view: Any) -> widgets.Widget:
        lang = self._lang
        return widgets.VBox([
            widgets.HTML(html.escape(t("auction.partner_prompt", lang))),
            widgets.HBox([button(lambda: self.choose_partner("alone"), description=t("auction.alone", lang)),
                          button(lambda: self.choose_partner("neighbour"),
                                 description=t("auction.neighbour", lang))])])

    def _draw_panel(self) -> None:
        if self._panel_kind == "bids":
            lang = self._lang
            rows = "".join(f"<li>{html.escape(a.reason(lang))}</li>" for a in self._panel_content)
            self._note.value = f"<h4>{html.escape(t('auction.hint_title', lang))}</h4><ul>{rows}</ul>"
            show_in(self.panel, (self._note,))
            return
        super()._draw_panel()
