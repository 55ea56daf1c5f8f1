"""The terms of a Briscola Chiamata hand (RULES.md section 6), apart from its play:
``ChiamataRules``, the options a table plays with, and ``Bid``, what a seat says in the auction.

They are plain values, so what one seat sees (``views.ChiamataView``) and the catalogue can
name them without the game; ``games.chiamata`` plays by them and still exports them.

>>> Bid.parse("2 a 70"), str(Bid.parse("Re"))
(Bid(rank=None, points=70), '10')
>>> ChiamataRules.make(prima_mano_al_buio=True).auction_on_points
True
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import Any, ClassVar, Optional, Union

from .cards import STRENGTH_ORDER, Rank, _check_lang
from .errors import InvalidBidError, InvalidCardError, InvalidOptionError

# Bids in rank, weakest first: the Asso is the weakest bid, the 2 the strongest.
RANK_BIDS = STRENGTH_ORDER
MONTE_DEAL = {5: (7, 5), 6: (6, 4), 7: (5, 5)}  # players: (cards each, cards in the monte)


@dataclass(frozen=True)
class Bid:
    """A pass (``Bid.PASS``), a rank (``Bid(rank=Rank.RE)``) or a points total (``Bid(points=70)``).

    ``str(bid)`` is ``"pass"``, the rank's number (``"10"`` for Re) or the total (``"70"``);
    ``Bid.parse`` reads those, rank names and "2 a 70" / "70 points".
    """

    rank: Optional[Rank] = None
    points: Optional[int] = None
    PASS: ClassVar["Bid"]   # set below the class

    @property
    def is_pass(self) -> bool:
        return self.rank is None and self.points is None

    @classmethod
    def parse(cls, text: Union[str, int, Rank, "Bid"]) -> "Bid":
        if isinstance(text, Bid):
            return text
        if isinstance(text, Rank):
            return cls(rank=text)
        if isinstance(text, int) and not isinstance(text, bool):
            return cls._from_number(text, text)
        if not isinstance(text, str):
            raise InvalidBidError(f"a bid is 'pass', a rank or a points total, not "
                                  f"{type(text).__name__} {text!r}", "bid_type", value=repr(text))
        cleaned = " ".join(text.lower().split())
        if cleaned in ("pass", "passo", "p", "-"):
            return BID_PASS
        points = re.fullmatch(r"(?:2|due|two)\s+(?:a|at|to)\s+(\d+)|(\d+)\s*(?:punti|points|pt)?",
                              cleaned)
        if points:
            return cls._from_number(int(points.group(1) or points.group(2)), text)
        try:
            return cls(rank=Rank.parse(cleaned))
        except InvalidCardError:
            raise InvalidBidError(
                f"{text!r} is not a bid: expected 'pass', a rank (1-10, 'Asso', 'Re', ...) or a "
                "points total 61-120 ('70', '2 a 70')", "bid_unknown", value=text) from None

    @classmethod
    def _from_number(cls, number: int, text: Any) -> "Bid":
        if 1 <= number <= 10:
            return cls(rank=Rank(number))
        if 61 <= number <= 120:
            return cls(points=number)
        raise InvalidBidError(f"{text!r} is not a bid: a number is a rank 1-10 or a points total "
                              "61-120", "bid_range", value=repr(text))

    def name(self, lang: str = "it") -> str:
        """``"Passo"``/``"Pass"``, ``"Re"``/``"King"``, ``"2 a 70"``/``"2 at 70"``."""
        if self.is_pass:
            return "Passo" if _check_lang(lang) == "it" else "Pass"
        if self.rank is not None:
            return self.rank.name_in(lang)
        return f"2 a {self.points}" if lang == "it" else f"2 at {self.points}"

    def __str__(self) -> str:
        if self.is_pass:
            return "pass"
        return str(int(self.rank)) if self.rank is not None else str(self.points)


BID_PASS = Bid()
Bid.PASS = BID_PASS


@dataclass(frozen=True)
class ChiamataRules:
    """Options of a Chiamata hand. Build with ``ChiamataRules.make``."""

    variant: str = "chiamata"
    players: int = 5
    subito_al_due: bool = False
    prima_mano_al_buio: bool = False
    col_monte: bool = False
    min_points: int = 61
    point_step: int = 1
    must_reach_bid: bool = True

    OPTIONS = ("players", "subito_al_due", "prima_mano_al_buio", "col_monte", "min_points",
               "point_step", "must_reach_bid")

    @classmethod
    def make(cls, **options: Any) -> "ChiamataRules":
        unknown = sorted(set(options) - set(cls.OPTIONS))
        if unknown:
            raise InvalidOptionError(
                f"unknown Chiamata option {', '.join(map(repr, unknown))}: the options are "
                f"{', '.join(cls.OPTIONS)}", "house_rule_unknown", names=unknown)
        for name in ("subito_al_due", "prima_mano_al_buio", "col_monte", "must_reach_bid"):
            if not isinstance(options.get(name, False), bool):
                raise InvalidOptionError(f"option {name} must be True or False, not "
                                         f"{options[name]!r}", "house_rule_value", name=name,
                                         value=repr(options[name]))
        if options.get("prima_mano_al_buio"):
            options["subito_al_due"] = True  # "al buio" is played with Subito al Due
        monte = options.get("col_monte", False)
        if monte and options.get("subito_al_due"):
            other = "prima_mano_al_buio" if options.get("prima_mano_al_buio") else "subito_al_due"
            raise InvalidOptionError("col monte has its own auction on points: it does not combine "
                                     "with Subito al Due or Prima mano al buio",
                                     "house_rule_conflict", names=["col_monte", other])
        players = options.get("players", 5)
        allowed = (5, 6, 7) if monte else (5,)
        if not isinstance(players, int) or isinstance(players, bool) or players not in allowed:
            raise InvalidOptionError(
                f"Briscola Chiamata is for 5 players (col monte: 5 to 7), not {players!r}",
                "players", value=repr(players), choices=list(allowed))
        _check_int("min_points", options.get("min_points", 61), 61, 120)
        _check_int("point_step", options.get("point_step", 1), 1, 59)
        return cls(**options)

    @property
    def hand_size(self) -> int:
        return MONTE_DEAL[self.players][0] if self.col_monte else 40 // self.players

    @property
    def monte_size(self) -> int:
        return MONTE_DEAL[self.players][1] if self.col_monte else 0

    @property
    def auction_on_points(self) -> bool:
        return self.subito_al_due or self.col_monte

    @property
    def point_ladder(self) -> tuple[int, ...]:
        """The totals that may be bid, lowest first: the opening ``min_points``, then every
        multiple of ``point_step`` above it, up to 120. Seed 004's «70, 75, 80» is the table
        of opening 70 and step 5; a table of opening 61 and step 5 bids 61, 65, 70... (the
        opening, then the round fives), and step 1 (the default) every total from 61.

        >>> ChiamataRules.make(min_points=70, point_step=5).point_ladder[:3]
        (70, 75, 80)
        >>> ChiamataRules.make(point_step=5).point_ladder[:3]
        (61, 65, 70)
        """
        return point_ladder(self.min_points, self.point_step)

    def called_rank(self, contract: Optional["Bid"]) -> Optional[Rank]:
        """The rank ``contract`` calls: its own, the Due for a points contract (or none yet),
        and None col monte, where any card may be called."""
        if self.col_monte:
            return None
        return Rank.DUE if contract is None or contract.rank is None else contract.rank

    def target(self, contract: Optional["Bid"]) -> int:
        """The points the caller's side needs with ``contract``: 61, or the total bid
        (unless ``must_reach_bid`` is off)."""
        if self.must_reach_bid and contract is not None and contract.points is not None:
            return contract.points
        return 61

    def house_rules(self) -> dict[str, Any]:
        data = asdict(self)
        del data["variant"]
        return data


@lru_cache(maxsize=None)
def point_ladder(opening: int, step: int) -> tuple[int, ...]:
    """``ChiamataRules.point_ladder`` for an opening and a step (kept: auctions ask it often)."""
    first_multiple = (opening // step + 1) * step
    return (opening,) + tuple(range(first_multiple, 121, step))


def _check_int(name: str, value: Any, low: int, high: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise InvalidOptionError(f"option {name} must be a whole number {low}-{high}, not "
                                 f"{value!r}", "house_rule_value", name=name, value=repr(value),
                                 low=low, high=high)


__all__ = ["BID_PASS", "MONTE_DEAL", "RANK_BIDS", "Bid", "ChiamataRules"]
