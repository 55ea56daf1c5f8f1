"""The class server's bounds (``briscola_teach.limits``, ``briscola_teach.connections``) on a
clock of the test's own: a class behind one address arrives at once, a script does not make
thousands; one browser's wrong guesses lock only that browser; a flood of one log line
leaves a few lines and then one that counts the rest; connections are counted per address
until they close."""

from __future__ import annotations

import logging

import pytest

from briscola_teach.connections import OpenStreams
from briscola_teach.limits import Guesses, RepeatFilter, TokenBucket


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return Clock()


def test_a_bucket_lets_a_class_in_at_once_then_a_steady_rate(clock):
    bucket = TokenBucket(at_once=60, per_second=0.5, clock=clock)
    assert all(bucket.take("school") for _ in range(60))
    assert not any(bucket.take("school") for _ in range(1000))
    assert bucket.take("home")                       # another address has its own
    clock.now += 10
    assert sum(bucket.take("school") for _ in range(100)) == 5
    clock.now += 3600
    assert sum(bucket.take("school") for _ in range(100)) == 60   # never more than at once


def test_a_bucket_says_how_long_to_wait_beyond_its_tokens(clock):
    bucket = TokenBucket(at_once=8, per_second=1, clock=clock)
    assert bucket.wait("page", 5) == 0 and bucket.wait("page", 3) == 0
    assert bucket.wait("page", 4) == 4
    clock.now += 4
    assert bucket.wait("page", 1) == 1


def test_a_bucket_forgets_the_full_ones(clock):
    bucket = TokenBucket(at_once=2, per_second=1, clock=clock)
    for address in range(10_001):
        bucket.take(address)
    clock.now += 5
    bucket.take("last")
    assert len(bucket.buckets) == 1


def test_one_browsers_wrong_guesses_lock_only_that_browser(clock):
    guesses = Guesses(per_browser=10, per_address=100, clock=clock)
    for _ in range(10):
        guesses.wrong(7, "10.0.0.1")
    assert guesses.too_many(7, "10.0.0.1")
    assert not guesses.too_many(8, "10.0.0.1")       # a classmate behind the same NAT
    assert not guesses.too_many(None, "10.0.0.1")
    clock.now += 60
    assert not guesses.too_many(7, "10.0.0.1")
    assert guesses.seen == {}


def test_many_browsers_guessing_from_one_address_meet_its_bound(clock):
    guesses = Guesses(per_browser=10, per_address=100, clock=clock)
    for browser in range(50):
        for _ in range(2):
            guesses.wrong(browser, "10.0.0.1")
    assert guesses.too_many(999, "10.0.0.1") and guesses.too_many(None, "10.0.0.1")
    assert not guesses.too_many(999, "10.0.0.2")


def flooded_log(clock, lines):
    """A logger with the filter, and the messages it let through."""
    logger = logging.getLogger(f"test.limits.{id(lines)}")
    logger.propagate = False
    shown: list[str] = []
    handler = logging.Handler()
    handler.emit = lambda record: shown.append(record.getMessage())
    logger.addHandler(handler)
    logger.addFilter(RepeatFilter(alike=5, alike_seconds=60, per_logger=200, logger_seconds=10,
                                  clock=clock))
    return logger, shown


def test_a_flood_of_one_log_line_leaves_a_few_then_says_how_many(clock):
    logger, shown = flooded_log(clock, "one")
    for port in range(10_000):
        try:
            raise OSError(24, "Too many open files")
        except OSError:
            logger.error("Exception in callback %s", port, exc_info=True)
    logger.warning("Something else")
    assert len(shown) == 6 and shown[-1] == "Something else"
    clock.now += 61
    logger.warning("Later")
    assert shown[6] == "(9995 more lines like «Exception in callback 0» were left out)"
    assert shown[7] == "Later"


def test_a_flood_of_varied_lines_is_bounded_by_the_logger(clock):
    logger, shown = flooded_log(clock, "varied")
    for n in range(5000):
        path = "".join(chr(ord("a") + int(digit)) for digit in str(n))   # no two alike
        logger.warning("404 GET /%s (10.0.0.9)", path)
    assert len(shown) == 200
    clock.now += 11
    logger.filters[0].report()
    assert shown[-1].startswith("(4800 more lines of the log test.limits.")


def test_connections_are_counted_per_address_until_they_close(clock):
    class Stream:
        def __init__(self) -> None:
            self.gone = False

        def closed(self) -> bool:
            return self.gone

    streams = OpenStreams(per_address=3, in_all=5, clock=clock)
    mine = [Stream() for _ in range(3)]
    assert [streams.admit("a", s) for s in mine] == ["", "", ""]
    assert streams.admit("a", Stream()) == "that address holds 3 already"
    mine[0].gone = True
    assert streams.admit("a", Stream()) == "that address holds 3 already"   # looked just now
    clock.now += 1
    assert streams.admit("a", Stream()) == ""
    assert streams.admit("b", Stream()) == "" and streams.admit("b", Stream()) == ""
    assert streams.admit("c", Stream()) == "the server holds 5 already"


def test_slots_let_so_many_at_once_per_key_and_the_rest_wait_their_turn_in_order():
    import asyncio
    from briscola_teach.limits import Slots

    async def run():
        slots, done = Slots(2, 3), []

        async def page(key, name, seconds):
            assert await slots.take(key)
            try:
                await asyncio.sleep(seconds)
                done.append(name)
            finally:
                slots.give(key)

        tasks = [asyncio.create_task(page("a", n, 0.05)) for n in "pqrst"]
        other = asyncio.create_task(page("b", "classmate", 0.01))
        await asyncio.sleep(0)
        assert not await slots.take("a")             # two held, three waiting: full
        await asyncio.gather(*tasks, other)
        assert done[0] == "classmate"                # another key never waits behind "a"
        assert done[1:] == list("pqrst")             # in turn
        assert slots.held == {} and slots.queues == {}
        assert await slots.take("c") and await slots.take("c")
        waiting = asyncio.create_task(slots.take("c"))
        await asyncio.sleep(0)
        waiting.cancel()                             # a waiter gone takes no slot with it
        slots.give("c")
        slots.give("c")
        assert slots.held == {}

    asyncio.run(run())
