"""Who a table server's client is: the one interface through which it learns it.

A client's first message carries a credential; ``Identity.who(credential)`` says which
learner it stands for, or refuses it. The server never takes a learner's number from
anything else a client says.

On a class server (``briscola-teach serve``) the credential is made by the learner's page
kernel, which the class server told who its learner is (``learners.py``): the learner's
number signed with a key only the class server's processes read (``KEY_FILE``, in the
store's folder, readable by its owner alone). Under JupyterHub another
``Identity`` asks the Hub about the user's token instead (``hub/users.py``).
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Awaitable, Optional, Protocol, Union

from ..learners import Roster
from ..store import default_folder
from .table import TableError

KEY_FILE = "tables.key"


@dataclass(frozen=True)
class Person:
    """A client of the table server: a learner (their number and name), or the teacher; on
    a JupyterHub, also the classes (Hub groups) the learner is in: none where the server has
    no classes (a class server is one class), maybe an empty set on a Hub."""

    learner: int
    name: Optional[str] = None
    teacher: bool = False
    classes: Optional[frozenset[str]] = None


class Identity(Protocol):
    """``who`` answers a ``Person``, or an awaitable of one where it must ask someone (the
    Hub); it raises ``TableError`` ("credential") for a credential it does not take."""

    def who(self, credential: Any) -> Union[Person, Awaitable[Person]]: ...


def table_key(folder: Optional[Path] = None) -> bytes:
    """The class server's signing key, made on first use (owner-only file)."""
    path = Path(folder or default_folder()) / KEY_FILE
    try:
        return bytes.fromhex(path.read_text(encoding="ascii").strip())
    except (OSError, ValueError):
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_bytes(32)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="ascii") as out:
        out.write(key.hex())
    return key


def credential(learner: int, teacher: bool = False, key: Optional[bytes] = None) -> str:
    """The credential a page kernel gives the table server for its learner."""
    body = f"{'t' if teacher else 'l'}{int(learner)}"
    return f"{body}.{_mac(key or table_key(), body)}"


def _mac(key: bytes, body: str) -> str:
    return hmac.new(key, body.encode("ascii"), hashlib.sha256).hexdigest()[:32]


class SignedLearners:
    """The class server's learners: a credential is a learner's number signed with the key;
    the learner's name comes from the class's roster."""

    def __init__(self, key: Optional[bytes] = None, roster: Optional[Roster] = None) -> None:
        self.key = key or table_key()
        self.roster = roster

    def who(self, credential: Any) -> Person:
        # ASCII first: ``isdigit`` takes "١٢٣", "²" and "１" too, which the key cannot sign.
        if not isinstance(credential, str) or not credential.isascii() or len(credential) >= 100:
            credential = ""
        body, _, mac = credential.partition(".")
        if not (body[:1] in ("l", "t") and body[1:].isdigit() and
                hmac.compare_digest(mac, _mac(self.key, body))):
            raise TableError("the credential is not one this class's server made", "credential")
        number = int(body[1:])
        name = None
        if self.roster is not None:
            name = self.roster.learner(number).name
        return Person(number, name, teacher=body[0] == "t")
