"""The errors the engine raises. All are ``ValueError``s, so a caller may catch broadly.

Each error carries a short ``code`` and the ``details`` that went into its message, so a
widget can say the same thing in the learner's language without parsing English text.
"""

from __future__ import annotations

from typing import Any


class BriscolaError(ValueError):
    """Base class: ``str(error)`` is a plain English sentence; ``code`` and ``details`` are data."""

    def __init__(self, message: str, code: str = "error", **details: Any) -> None:
        super().__init__(message)
        self.code = code
        self.details = details


class InvalidCardError(BriscolaError):
    """A card, suit, rank or partner sign could not be read: bad notation, wrong type,
    unknown name."""


class IllegalPlayError(BriscolaError):
    """An action that breaks a rule now: wrong turn, a card not held, the game is over."""


class InvalidOptionError(BriscolaError):
    """A game was asked for with an unknown variant, player count, house rule or deck."""


class SaveFormatError(BriscolaError):
    """A saved game or match could not be read: not JSON, wrong shape, changed, or illegal."""


class InvalidBidError(BriscolaError):
    """A Chiamata bid could not be read: expected a pass, a rank or a points total."""


class ProtocolError(BriscolaError):
    """A message of the table protocol could not be read: a field missing, unknown or of the
    wrong type. The message names the field by its path (``view.tricks[2].plays[0]``)."""
