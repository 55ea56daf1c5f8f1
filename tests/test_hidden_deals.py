"""A curious learner works out nothing of the hidden cards at a class table (issue 40,
finding 1), through the real table server.

The attack: seated at a table for two, a table for four and a Chiamata table (and on at the
second hand of a match and of a round of Chiamata), the learner keeps what their own
connection receives: their cards and the briscola (the cards played would only narrow the
candidates down, so they are left out). At home, with the public package, they
try every seed 1..999,999: each deal the package makes from a seed in that space (a hand's
own seed, or a match's or a round's, whose hands take their seeds in the same space) is a
shuffle of the pack by ``random.Random(k)`` for some ``k`` in it, dealt from the dealer as
at the table. Any ``k`` that deals the learner their own cards is a candidate; none may deal
another seat's hand or the deck as the server dealt them (read here from the server's own
store, which no client sees). Before the fix one did, at every table, in seconds.

And nothing a client receives holds a table's seed, nor any hand's: not a learner's states,
events, list and hints, nor the teacher's list and watch.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import random
from dataclasses import dataclass

from briscola_teach import DECK
from briscola_teach.games.base import MAX_SEED
from briscola_teach.games.chiamata import ChiamataGame
from briscola_teach.games.classic import ClassicGame, ClassicRules
from briscola_teach.tables.identity import credential
from briscola_teach.tables.table_client import TableClient
from test_table_server import Learner, server, until  # noqa: F401  (server: the fixture)

ANNA, BRUNO, TEACHER = 1, 2, 9
# The tables Anna makes, each with the hands she watches: (options, hand numbers).
TABLES = (({"players": 2, "goal": "two_hands", "timer": 0, "hints": True}, (1, 2)),
          ({"players": 4, "timer": 0}, (1,)),
          ({"game": "chiamata", "players": 5, "goal": "round", "timer": 0}, (1, 2)))
WORKERS = 2


@dataclass(frozen=True)
class Seen:
    """What the learner saw of one hand: the base pack's size, and the positions in the
    shuffled pack of their own cards and of the briscola, with the cards found there (as
    indices into the unshuffled pack)."""

    size: int
    positions: tuple[int, ...]
    found: frozenset[int]
    briscola: tuple[int, int] | None     # (position, index), classic only


def base_pack(view: dict) -> tuple:
    """The pack as the package lays it out before shuffling, for this view's game."""
    if view["kind"] == "chiamata":
        return DECK
    rules = view["rules"]
    return ClassicRules.make(rules["variant"], rules["players"]).pack_cards()


def dealt(view: dict, pack: list) -> object:
    """``pack`` dealt as at the table (its rules and its dealer), by the package."""
    if view["kind"] == "chiamata":
        return ChiamataGame.new(deck=pack, dealer=view["dealer"], players=view["rules"]["players"])
    rules = view["rules"]
    return ClassicGame.new(rules["variant"], players=rules["players"], deck=pack,
                           dealer=view["dealer"])


def seen_of(view: dict) -> Seen:
    """The learner's observation, and where in a shuffled pack the package deals it."""
    base = list(base_pack(view))
    index = {card.code(): i for i, card in enumerate(base)}
    # Dealing the unshuffled pack tells which pack positions each seat's cards come from.
    laid = dealt(view, base).view(view["seat"])
    positions = tuple(index[card.code()] for card in laid.hand)
    found = frozenset(index[code] for code in view["hand"])
    briscola = None
    if view["kind"] == "seat":
        briscola = (index[laid.briscola_card.code()], index[view["briscola_card"]])
    return Seen(len(base), positions, found, briscola)


def matches(perm: list[int], seen: Seen) -> bool:
    if seen.briscola is not None and perm[seen.briscola[0]] != seen.briscola[1]:
        return False
    return {perm[p] for p in seen.positions} == seen.found


def shuffled(seed: int, size: int) -> list[int]:
    """``random.Random(seed).shuffle(list(range(size)))``, written out (twice as fast: the
    same draws of ``getrandbits`` as ``shuffle``'s, checked in ``search``)."""
    draw, perm = random.Random(seed).getrandbits, list(range(size))
    for i, bound, bits in STEPS[size]:
        j = draw(bits)
        while j >= bound:
            j = draw(bits)
        perm[i], perm[j] = perm[j], perm[i]
    return perm


# Each step of the shuffle of a pack of 40 (or fewer): the place, the bound, its bits.
STEPS = {size: tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
         for size in range(1, 41)}


def search(args: tuple[int, int, tuple[Seen, ...]]) -> list[tuple[int, int]]:
    """Every (observation, seed) in ``first..last`` whose shuffle deals the learner their own
    cards: each seed's shuffle made once, and checked against every observation."""
    first, last, seen = args
    sizes = sorted({s.size for s in seen})
    for size, seed in zip(sizes, (first, last)):
        same = list(range(size))
        random.Random(seed).shuffle(same)
        assert shuffled(seed, size) == same
    found = []
    for seed in range(first, last + 1):
        for size in sizes:
            perm = shuffled(seed, size)
            for number, observed in enumerate(seen):
                if observed.size == size and matches(perm, observed):
                    found.append((number, seed))
    return found


def candidates(seen: tuple[Seen, ...]) -> list[tuple[int, int]]:
    step = MAX_SEED // WORKERS + 1
    parts = [(first, min(first + step - 1, MAX_SEED), seen)
             for first in range(1, MAX_SEED + 1, step)]
    with multiprocessing.get_context("fork").Pool(WORKERS) as pool:
        return [pair for part in pool.map(search, parts) for pair in part]


def first_views(messages: list[dict], code: str) -> dict[int, dict]:
    """The first view of each hand at table ``code`` that the learner received."""
    views: dict[int, dict] = {}
    for message in messages:
        if message["t"] == "state" and message["table"] == code and message["view"] \
                and message["hand"] not in views:
            views[message["hand"]] = dict(message["view"], seat=message["you"])
    return views


def test_no_seed_the_package_can_use_deals_another_seat_s_hand(server):
    async def main():
        anna = await Learner(server, ANNA).start()
        codes = []
        for options, hands in TABLES:
            code = await anna.client.create(options)
            await anna.client.request({"t": "start", "table": code})
            codes.append((code, hands))
        await until(lambda: all(set(hands) <= set(first_views(anna.messages, code))
                                for code, hands in codes), seconds=120)
        anna.playing = False
        await anna.client.close()
        return codes, anna.messages

    codes, messages = asyncio.run(main())
    observed = []      # (code, hand number, the view)
    for code, hands in codes:
        views = first_views(messages, code)
        observed += [(code, number, views[number]) for number in hands]
    seen = tuple(seen_of(view) for _, _, view in observed)
    tables = server.tables()
    worked_out = []
    for number, seed in candidates(seen):
        code, hand, view = observed[number]
        truth = tables[code].hands.games[hand - 1].at(0)     # as dealt
        pack = list(base_pack(view))
        random.Random(seed).shuffle(pack)
        guess = dealt(view, pack)
        others = [s for s in range(view["rules"]["players"]) if s != view["seat"]]
        if guess.history[0].pack == truth.history[0].pack or any(
                set(guess.view(s).hand) == set(truth.view(s).hand) for s in others):
            worked_out.append((code, hand, seed))
    assert len(seen) == 5
    assert not worked_out, f"seeds that deal another seat's hidden cards: {worked_out}"


async def hinted_hand(bruno: TableClient) -> None:
    """Bruno plays a hand for two with hints: a hint at his first turn, the review after."""
    code = await bruno.create({"players": 2, "timer": 0, "hints": True})
    await bruno.request({"t": "start", "table": code})
    hinted = False
    while not (bruno.states.get(code) and bruno.states[code]["view"]
               and bruno.states[code]["view"]["is_over"]):
        await asyncio.sleep(0.02)
        state = bruno.states.get(code)
        if not state or not state["view"] or state["view"]["current_player"] != state["you"] \
                or state["view"]["is_over"]:
            continue
        if not hinted:
            assert (await bruno.request({"t": "hint", "table": code}))["t"] == "advice"
            hinted = True
        await bruno.act(code, ["play", state["you"], state["view"]["legal"][0]])
        await until(lambda: bruno.states[code]["v"] > state["v"])
    assert (await bruno.request({"t": "review", "table": code}))["t"] == "review"


def test_no_message_to_a_learner_or_the_teacher_holds_a_table_s_seed(server):
    async def main():
        anna = await Learner(server, ANNA).start()
        heard: list[dict] = []
        bruno = await TableClient(server.url, server.credential(BRUNO), heard.append).connect()
        teacher = await TableClient(server.url, credential(TEACHER, teacher=True, key=server.key),
                                    heard.append).connect()
        codes = []
        for options, _ in TABLES:
            code = await anna.client.create(dict(options, teaching=True))
            await anna.client.request({"t": "start", "table": code})
            await teacher.request({"t": "watch", "table": code})
            codes.append(code)
        await hinted_hand(bruno)
        await until(lambda: all(len(first_views(anna.messages, code)) >= 2 for code in codes[::2]),
                    seconds=120)
        anna.playing = False
        for client in (anna.client, bruno, teacher):
            await client.request({"t": "list"})
            await client.close()
        return codes + list(bruno.states), anna.messages + heard

    codes, messages = asyncio.run(main())
    tables = server.tables()
    seeds = set()
    for code in codes:
        hands = tables[code].hands
        seeds.add(hands.seed)
        seeds.update(game.history[0].seed for game in hands.games)
    assert len(seeds) >= 4 + 3 + 1 and all(seed.bit_length() >= 128 for seed in seeds), seeds
    heard = "\n".join(json.dumps(message) for message in messages)
    assert '"t": "advice"' in heard and '"t": "review"' in heard and '"hands": [[' in heard
    for seed in seeds:
        for written in (str(seed), f"{seed:x}", str(seed)[:12], str(seed)[-12:]):
            assert written not in heard
