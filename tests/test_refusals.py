"""The engine's refusals, said to the learner: every error code has a sentence in Italian and
English, real errors read well in both, and Chiamata's verify/can/do triad is one source of
legality (``can_x`` agrees with ``verify_x`` and with the ``legal_*`` lists, and a refused
action changes nothing)."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from briscola_teach import DECK, BriscolaError, Card, Rank, Sign, Suit, new_game
from briscola_teach.errors import IllegalPlayError, InvalidBidError
from briscola_teach.games.chiamata import Bid, ChiamataGame
from briscola_teach.i18n import LANGUAGES, TEXTS, refusal
from conftest import build_deck, play_out

ENGINE = Path(__file__).resolve().parent.parent / "briscola_teach"
ENGINE_FILES = sorted((ENGINE / "games").glob("*.py")) + [
    ENGINE / f"{name}.py" for name in ("cards", "signals", "rules", "history", "decks", "views",
                                        "chiamata_rules", "learners", "names",
                                        "progress_file")] + [
    ENGINE / "tables" / f"{name}.py" for name in ("options", "table", "identity", "table_server",
                                                   "table_client")]
ERROR_CLASSES = {"BriscolaError", "IllegalPlayError", "InvalidCardError", "InvalidOptionError",
                 "SaveFormatError", "InvalidBidError", "TableError"}

RAW_CODE = re.compile(r"\b(10|[1-9])[dcsbDCSB]\b")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
ENGLISH_IN_ITALIAN = ("cannot", "seat", "discard", "the ", "not ", "hand")


# -- every code the engine raises has a text -------------------------------------------------

def _code_argument(call: ast.Call):
    for keyword in call.keywords:
        if keyword.arg == "code":
            return keyword.value
    return call.args[1] if len(call.args) > 1 else None


def _written_codes(node) -> list[str]:
    """The codes an expression may give: a literal, or literals chosen by ``a if x else b``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        body, orelse = _written_codes(node.body), _written_codes(node.orelse)
        return body + orelse if body and orelse else []
    return []


def engine_codes() -> dict[str, list[str]]:
    """Every code passed to an engine error's constructor, read from the source, with where.

    A code must be written out where the error is made (a literal, or a choice of literals);
    the only other form allowed passes on a caught error's own ``error.code``.
    """
    codes: dict[str, list[str]] = {}
    for path in ENGINE_FILES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name not in ERROR_CLASSES:
                continue
            where = f"{path.name}:{node.lineno}"
            argument = _code_argument(node)
            assert argument is not None, f"{where}: an engine error without a code"
            if ast.unparse(argument) == "error.code":
                continue
            found = _written_codes(argument)
            assert found, f"{where}: the code {ast.unparse(argument)} is not written out"
            for code in found:
                codes.setdefault(code, []).append(where)
    return codes


def test_the_scan_finds_the_engines_codes():
    codes = engine_codes()
    assert len(codes) > 60
    for code in ("not_in_hand", "wrong_turn", "game_over", "discard_count", "bid_not_lower",
                 "call_wrong_rank", "false_sign", "accuso_without_pair", "swap_without_seven",
                 "auction_over", "no_play_now", "card_unknown"):
        assert code in codes, code
    assert "error" not in codes                       # the default code says nothing


def test_every_code_has_a_refusal_in_both_languages():
    missing = [(code, where) for code, where in sorted(engine_codes().items())
               if f"refusal.{code}" not in TEXTS]
    assert missing == [], f"codes without a refusal text: {missing}"
    for code in engine_codes():
        for lang in LANGUAGES:
            assert TEXTS[f"refusal.{code}"][lang].strip(), (code, lang)


def test_no_refusal_text_is_left_without_its_code():
    codes = set(engine_codes())
    for key in TEXTS:
        if key.startswith("refusal.") and key != "refusal.unknown":
            code = key.split(".")[1]
            assert code in codes, f"{key} words a code the engine no longer raises"


def test_refusal_texts_are_learners_sentences():
    for key, texts in TEXTS.items():
        if not key.startswith("refusal."):
            continue
        words = {lang: re.sub(r"{[^}]*}", "", text) for lang, text in texts.items()}
        for lang, text in texts.items():
            assert text[0].isupper() or text[0] in "«“{", (key, lang)
            assert text.endswith("."), (key, lang)
            assert not RAW_CODE.search(words[lang]) and not SNAKE.search(words[lang]), (key, lang)
        assert not any(word in words["it"].lower() for word in ENGLISH_IN_ITALIAN), key


# -- real errors, said to the learner ------------------------------------------------------

def raised(call):
    """The engine error ``call()`` raises."""
    with pytest.raises(BriscolaError) as info:
        call()
    return info.value


def said(error, *cards, code=None):
    """``refusal`` of ``error`` in both languages, checked; returns (Italian, English).

    ``cards`` are the cards the refusal is about: each must be named in each language.
    """
    if code is not None:
        assert error.code == code, (error.code, str(error))
    italian, english = refusal(error, "it"), refusal(error, "en")
    for lang, text in (("it", italian), ("en", english)):
        assert text and text.strip() == text, (lang, text)
        assert text != TEXTS["refusal.unknown"][lang], (error.code, lang, text)
        assert not RAW_CODE.search(text), (lang, text)
        assert not SNAKE.search(text), (lang, text)
        assert str(error) not in text
        for card in cards:
            assert Card.parse(card).name(lang) in text, (lang, card, text)
    assert italian != english
    assert not any(word in italian.lower() for word in ENGLISH_IN_ITALIAN), italian
    return italian, english


@pytest.fixture
def classic():
    return new_game("classic", players=2, seed=17)


def not_held(game):
    hand = set(game.view(game.current_player).hand)
    return next(card for card in DECK if card not in hand)


@pytest.mark.parametrize("bad,code", [("zz", "card_unknown"), ("11d", "card_unknown"),
                                      ("Asso di Nulla", "card_unknown"), (None, "card_type"),
                                      (5, "card_type"), (["1d"], "card_type")])
def test_bad_card_notation(classic, bad, code):
    italian, english = said(raised(lambda: classic.play(bad)), code=code)
    if isinstance(bad, str):
        assert f"«{bad}»" in italian and f"“{bad}”" in english
    assert "Asso di Denari" in italian and "Ace of Coins" in english      # an example to follow


def test_card_not_in_hand(classic):
    card = not_held(classic)
    italian, english = said(raised(lambda: classic.play(card)), card, code="not_in_hand")
    assert italian.endswith("non è nella tua mano.") and english.endswith("is not in your hand.")


def test_wrong_turn(classic):
    seat = classic.current_player
    card = classic.legal_plays()[0]
    italian, english = said(raised(lambda: classic.play(card, seat=1 - seat)), code="wrong_turn")
    assert italian == f"Non è il tuo turno: tocca al giocatore {seat + 1}."
    assert english == f"It is not your turn: it is Player {seat + 1}'s turn."


def test_play_after_the_end():
    game = play_out(new_game("151", players=2, seed=5))
    italian, _ = said(raised(lambda: game.play("1d")), code="game_over")
    assert "finita" in italian
    said(raised(lambda: game.declare("c")), code="game_over")
    said(raised(lambda: game.play("1d", seat=0)), code="game_over")
    chiamata = finished_chiamata()
    for call in (lambda: chiamata.play("1d"), lambda: chiamata.bid("pass"),
                 lambda: chiamata.call("coppe"), lambda: chiamata.discard(["1d"]),
                 lambda: chiamata.choose_partner("alone")):
        said(raised(call), code="game_over")


def finished_chiamata(seed=3, **options):
    game = new_game("chiamata", seed=seed, **options)
    rng = random.Random(seed)
    while not game.is_over:
        random_legal_action(game, rng)
    return game


@pytest.mark.parametrize("bad,code", [("11", "bid_range"), (200, "bid_range"),
                                      ("banana", "bid_unknown"), (None, "bid_type"),
                                      (1.5, "bid_type")])
def test_bad_bid(bad, code):
    game = new_game("chiamata", seed=21)
    error = raised(lambda: game.bid(bad))
    assert isinstance(error, InvalidBidError)
    italian, english = said(error, code=code)
    if code == "bid_unknown":
        assert "«banana»" in italian and "“banana”" in english


def auction_won(game, bid="10", seat=None):
    """Finish the auction: ``seat`` (the first to bid, by default) bids ``bid``, all others pass."""
    seat = game.current_player if seat is None else seat
    while game.phase == "auction":
        game.bid(bid if game.current_player == seat and game.contract is None else "pass")
    return game


def test_bid_in_the_wrong_phase():
    game = auction_won(new_game("chiamata", seed=21))
    italian, english = said(raised(lambda: game.bid("pass")), code="auction_over")
    assert italian == "L'asta è finita: ora non si dichiara più."


def test_bid_below_the_contract():
    game = new_game("chiamata", seed=21)
    game.bid("Re")
    italian, english = said(raised(lambda: game.bid("Asso")), code="bid_not_lower")
    assert italian == "È già stato dichiarato il Re: devi dichiarare una carta più debole, o passare."
    assert english == "The King has already been bid: bid a weaker card, or pass."
    said(raised(lambda: game.bid("Re")), code="bid_not_lower")
    said(raised(lambda: game.bid(70)), code="bid_points_before_two")
    game.bid("2")
    italian, _ = said(raised(lambda: game.bid("Fante")), code="bid_points_after_two")
    assert italian == "Al nostro tavolo, dopo il Due si dichiarano solo punti: almeno 61."
    game.bid(70)
    italian, english = said(raised(lambda: game.bid(65)), code="bid_too_low")
    assert italian == "Devi dichiarare almeno 71 punti, o passare." and "71" in english
    game.bid(120)
    said(raised(lambda: game.bid(120)), code="bid_top")


def test_points_auction_refuses_ranks():
    game = new_game("chiamata", seed=21, subito_al_due=True)
    italian, english = said(raised(lambda: game.bid("Re")), code="bid_points_only")
    assert italian == "Nell'asta a punti si dichiarano solo punti, da 61 in su."
    game = new_game("chiamata", seed=21, col_monte=True, players=6, min_points=70)
    italian, _ = said(raised(lambda: game.bid("Asso")), code="bid_points_only")
    assert "da 70 in su" in italian


def test_call_of_a_wrong_rank():
    game = auction_won(new_game("chiamata", seed=21), "Re")
    italian, english = said(raised(lambda: game.call("1c")), "1c", code="call_wrong_rank")
    assert italian == ("Devi chiamare il Re di un seme, non l'Asso di Coppe: l'asta si è chiusa "
                       "con il Re.")
    assert english == ("You must call the King of a suit, not the Ace of Cups: the auction "
                       "closed with the King.")
    italian, _ = said(raised(lambda: game.call("nulla")), code="call_unknown")
    assert "«nulla»" in italian
    said(raised(lambda: game.play("1c")), code="no_play_now")
    said(raised(lambda: game.discard(["1c"])), code="no_discard_now")


def test_call_before_the_auction_ends():
    game = new_game("chiamata", seed=21)
    said(raised(lambda: game.call("coppe")), code="no_call_now")
    said(raised(lambda: game.play("1c")), code="no_play_now")
    said(raised(lambda: game.choose_partner("alone")), code="no_partner_choice_now")


def col_monte_after_call(players=6, seed=8, own=False):
    """A col monte game at the discard, the caller having called a card it does not hold
    (or, with ``own``, the first card of the monte)."""
    game = new_game("chiamata", seed=seed, col_monte=True, players=players)
    auction_won(game, "61")
    caller = game.current_player
    hand = set(game.view(caller).hand)
    if own:
        monte = next(card for card in DECK if card not in hand
                     and all(card not in game.view(s).hand for s in range(players)))
        game.call(monte)
    else:
        game.call(next(card for card in DECK if card not in hand
                       and any(card in game.view(s).hand for s in range(players))))
    return game


def test_call_a_suit_col_monte():
    game = new_game("chiamata", seed=8, col_monte=True, players=6)
    auction_won(game, "61")
    italian, english = said(raised(lambda: game.call("coppe")), code="call_suit_col_monte")
    assert italian == "Col monte si chiama una carta, non un seme."


def test_discard_of_two_instead_of_four():
    game = col_monte_after_call(players=6)
    hand = game.view(game.current_player).hand
    error = raised(lambda: game.discard(hand[:2]))
    assert error.details["count"] == 4 and error.details["given"] == 2
    italian, english = said(error, code="discard_count")
    assert italian == "Devi scartare esattamente 4 carte: ne hai scelte 2."
    assert english == "You must discard exactly 4 cards: you chose 2."
    italian, _ = said(raised(lambda: game.discard(hand[:1])), code="discard_count")
    assert italian == "Devi scartare esattamente 4 carte: ne hai scelta una sola."
    italian, _ = said(raised(lambda: game.discard([])), code="discard_count")
    assert italian == "Devi scartare esattamente 4 carte: non ne hai scelta nessuna."
    said(raised(lambda: game.discard(hand[:5])), code="discard_count")


def test_discard_of_a_card_not_held():
    game = col_monte_after_call(players=6)
    hand = game.view(game.current_player).hand
    stranger = next(card for card in DECK if card not in hand)
    error = raised(lambda: game.discard(list(hand[:3]) + [stranger]))
    assert error.details["card"] == stranger.code()
    italian, english = said(error, stranger, code="discard_not_held")
    assert italian.startswith(stranger.name("it").join(("L'" if stranger.rank is Rank.ASSO
                                                         else "Il ", " non è nella tua mano")))


def test_discard_of_the_same_card_twice():
    game = col_monte_after_call(players=6)
    hand = game.view(game.current_player).hand
    error = raised(lambda: game.discard([hand[0], hand[1], hand[2], hand[0]]))
    assert error.details["card"] == hand[0].code()
    said(error, hand[0], code="discard_repeated")
    said(raised(lambda: game.discard(7)), code="cards_type")
    said(raised(lambda: game.discard("zz 1c")), code="card_unknown")


def test_bad_partner_choice():
    game = col_monte_after_call(players=5, own=True)
    game.discard(game.view(game.current_player).hand[:5])
    assert game.pending == "partner"
    italian, english = said(raised(lambda: game.choose_partner("maybe")), code="partner_choice")
    assert italian == "Scegli se giocare da solo o con il vicino di destra."
    said(raised(lambda: game.choose_partner(None)), code="partner_choice")
    said(raised(lambda: game.play(game.view(game.current_player).hand[0])), code="no_play_now")


def test_no_two_al_buio():
    for seed in range(40):
        game = new_game("chiamata", seed=seed, prima_mano_al_buio=True)
        auction_won(game, "61")
        seat = game.current_player
        twos = [card for card in game.view(seat).hand if card.rank is Rank.DUE]
        if twos:                                      # the leader is never the last card
            italian, _ = said(raised(lambda: game.play(twos[0])), twos[0], code="no_two_al_buio")
            assert "Al buio" in italian
            return
    pytest.fail("no deal with a 2 to refuse")


def signals_game(seed=2):
    game = new_game("classic", players=4, seed=seed, signals=True)
    return game


def test_bad_signs():
    game = signals_game()
    seat = game.current_player
    sign = next(iter(Sign))
    italian, _ = said(raised(lambda: game.signal(sign)), code="first_trick")
    assert italian == "Al nostro tavolo nella prima presa non si fanno segni."
    for _ in range(4):
        game.play(game.legal_plays()[0])
    false = next(s for s in Sign if s not in game.legal_signals())
    error = raised(lambda: game.signal(false))
    italian, english = said(error, code="false_sign")
    assert false.meaning("it") in italian and false.meaning("en") in english
    game.signal(game.legal_signals()[0])
    said(raised(lambda: game.signal(game.legal_signals()[0] if game.legal_signals()
                                    else next(iter(Sign)))), code="one_sign_a_trick")
    said(raised(lambda: game.signal("wink")), code="sign_unknown")
    said(raised(lambda: game.signal(7)), code="sign_type")
    plain = new_game("classic", players=4, seed=2)
    said(raised(lambda: plain.signal("asso")), code="no_signals")
    assert seat is not None


def test_declaration_without_the_pair_and_twice():
    deck = build_deck({1: "9c 10c 9s 4d 5d", 0: "10s 2b 3b 4b 5b"}, "1c", players=2,
                      variant="151")
    game = new_game("151", players=2, deck=deck)
    italian, english = said(raised(lambda: game.declare("s")), "10s", code="accuso_without_pair")
    assert italian == ("Per l'accuso servono il Cavallo e il Re dello stesso seme: non hai in "
                       "mano il Re di Spade.")
    said(raised(lambda: game.declare("d")), "9d", "10d", code="accuso_without_pair")
    game.declare("c")
    italian, _ = said(raised(lambda: game.declare("c")), code="accuso_repeated")
    assert "Coppe" in italian
    said(raised(lambda: game.declare("x")), code="suit_unknown")
    said(raised(lambda: new_game("classic", players=2, seed=3).declare("c")), code="no_accusi")


def test_swap_without_the_seven():
    deck = build_deck({1: "6c 2b 3b 4b 5b", 0: "7c 2s 3s 4s 5s"}, "1c", players=2, variant="151")
    game = new_game("151", players=2, deck=deck)
    italian, english = said(raised(game.swap_seven), "7c", code="swap_without_seven")
    assert italian == "Per il sette leva ti serve il Sette di Coppe, e non ce l'hai in mano."
    deck = build_deck({1: "7c 2b 3b 4b 5b", 0: "7s 2s 3s 4s 5s"}, "8c", players=2, variant="151")
    game = new_game("151", players=2, deck=deck)
    said(raised(game.swap_seven), "8c", code="swap_low_card")
    said(raised(new_game("classic", players=2, seed=3).swap_seven), code="no_sette_leva")


@pytest.mark.parametrize("make,code", [
    (lambda: new_game("classic", players=2, seed=-1), "seed"),
    (lambda: new_game("classic", players=2, seed="7"), "seed"),
    (lambda: new_game("classic", players=5, seed=1), "players"),
    (lambda: new_game("chiamata", players=6, seed=1), "players"),
    (lambda: new_game("classic", players=2, seed=1, dealer=9), "seat"),
    (lambda: new_game("poker"), "variant_unknown"),
    (lambda: new_game("classic", players=2, foo=1), "house_rule_unknown"),
    (lambda: new_game("classic", players=3, removed_two="spade"), "house_rule_value"),
    (lambda: new_game("classic", players=2, accusi=True), "house_rule_variant"),
    (lambda: new_game("classic", players=2, signals=True), "house_rule_players"),
    (lambda: new_game("classic", players=4, relative_signals=True), "house_rule_needs"),
    (lambda: new_game("chiamata", col_monte=True, subito_al_due=True), "house_rule_conflict"),
    (lambda: new_game("chiamata", min_points=50), "house_rule_value"),
    (lambda: new_game("classic", players=2, deck=list(DECK[:39])), "deck"),
    (lambda: new_game("chiamata", deck="1c 2c"), "deck_type"),
])
def test_bad_seed_players_and_options(make, code):
    italian, english = said(raised(make), code=code)
    if code == "players":
        assert "giocatori" in italian and "players" in english


def test_players_are_listed_as_a_teacher_would():
    italian, english = said(raised(lambda: new_game("classic", players=5)))
    assert italian == "Questa variante si gioca in 2, 3, 4 o 6 giocatori."
    assert english == "This variant is for 2, 3, 4 or 6 players."


def test_other_errors_fall_back_to_a_general_sentence():
    general = {lang: TEXTS["refusal.unknown"][lang] for lang in LANGUAGES}
    for error in (ValueError("seat 3 cannot discard"), KeyError("x"),
                  IllegalPlayError("seat 3 cannot do_this", "no_such_code", card="1d"),
                  IllegalPlayError("seat 3 cannot", "not_in_hand"),              # no card
                  IllegalPlayError("seat 3 cannot", "not_in_hand", card="zz")):  # not a card
        for lang in LANGUAGES:
            assert refusal(error, lang) == general[lang]
    with pytest.raises(ValueError):
        refusal(ValueError("x"), "fr")


# -- Chiamata's triad: verify / can / do ------------------------------------------------------

CANDIDATE_BIDS = (Bid.PASS,) + tuple(Bid(rank=rank) for rank in Rank) + tuple(
    Bid(points=points) for points in range(61, 121))
ODD_INPUTS = ("zz", None, 1.5, [], "pass pass", "2 a 200", object())


def random_legal_action(game, rng):
    if game.phase == "auction":
        bids = game.legal_bids()
        game.bid(bids[0] if rng.random() < 0.55 or len(bids) == 1 else rng.choice(bids[1:5]))
    elif game.pending == "call":
        game.call(rng.choice(game.call_options()))
    elif game.pending == "discard":
        game.discard(rng.sample(game.view(game.current_player).hand, game.rules.monte_size))
    elif game.pending == "partner":
        game.choose_partner(rng.choice(["alone", "neighbour", "solo", "vicino"]))
    else:
        game.play(rng.choice(game.legal_plays()))


def agree(game, can, verify, candidate, expected):
    """``can(candidate)`` is ``expected`` and ``verify(candidate)`` raises exactly when not."""
    assert can(candidate) is expected, (candidate, game.phase, game.pending)
    if expected:
        return verify(candidate)
    with pytest.raises(BriscolaError):
        verify(candidate)
    return None


def refused_unchanged(game, action, *arguments):
    """``action(*arguments)`` raises an engine error and the game's history stays as it was."""
    before, saved = game.history, game.to_json()
    with pytest.raises(BriscolaError):
        action(*arguments)
    assert game.history == before and game.to_json() == saved


def check_triad(game, rng):
    legal_bids = set(game.legal_bids())
    for bid in CANDIDATE_BIDS:
        made = agree(game, game.can_bid, game.verify_bid, bid, bid in legal_bids)
        assert made is None or made == bid
        agree(game, game.can_bid, game.verify_bid, str(bid), bid in legal_bids)
    options = set(game.call_options())
    for card in DECK:
        called = agree(game, game.can_call, game.verify_call, card, card in options)
        assert called is None or called is card
    rank = game.rules.called_rank(game.contract)
    for suit in Suit:
        expected = rank is not None and Card(rank, suit) in options
        called = agree(game, game.can_call, game.verify_call, suit, expected)
        assert called is None or called is Card(rank, suit)
    legal = set(game.legal_plays())
    for card in DECK:
        played = agree(game, game.can_play, game.verify_play, card, card in legal)
        assert played is None or played is card
    discarding = game.pending == "discard"
    if discarding:
        hand = game.view(game.current_player).hand
        size = game.rules.monte_size
        chosen = rng.sample(hand, size)
        assert agree(game, game.can_discard, game.verify_discard, chosen, True) == tuple(chosen)
        assert game.can_discard(" ".join(card.code() for card in chosen))
        stranger = next(card for card in DECK if card not in hand)
        for bad in (chosen[:-1], chosen + [next(c for c in hand if c not in chosen)],
                    chosen[:-1] + [stranger], chosen[:-1] + [chosen[0]]):
            agree(game, game.can_discard, game.verify_discard, bad, False)
    else:
        agree(game, game.can_discard, game.verify_discard, list(game.view(0).hand[:4]), False)
    choosing = game.pending == "partner"
    for choice, meaning in (("alone", "alone"), ("solo", "alone"), ("neighbour", "neighbour"),
                            ("vicino", "neighbour")):
        chosen = agree(game, game.can_choose_partner, game.verify_choose_partner, choice,
                       choosing)
        assert chosen is None or chosen == meaning
    for odd in ODD_INPUTS:
        for can in (game.can_bid, game.can_call, game.can_play, game.can_discard,
                    game.can_choose_partner):
            assert can(odd) is False, (can.__name__, odd)
    # Refused actions, through the doors a learner uses, change nothing.
    bad_bids = [bid for bid in CANDIDATE_BIDS if bid not in legal_bids]
    if bad_bids:
        refused_unchanged(game, game.bid, rng.choice(bad_bids))
    bad_calls = [card for card in DECK if card not in options]
    if bad_calls:
        refused_unchanged(game, game.call, rng.choice(bad_calls))
    bad_plays = [card for card in DECK if card not in legal]
    refused_unchanged(game, game.play, rng.choice(bad_plays))
    refused_unchanged(game, game.play, "zz")
    refused_unchanged(game, game.discard, ["1c", "1c"])
    refused_unchanged(game, game.choose_partner, "maybe")
    if game.current_player is not None:
        other = (game.current_player + 1) % game.players
        refused_unchanged(game, game.bid, "pass", other)


TRIAD_VARIANTS = [
    {},
    {"subito_al_due": True},
    {"prima_mano_al_buio": True},
    {"col_monte": True, "players": 5},
    {"col_monte": True, "players": 6},
    {"col_monte": True, "players": 7},
]


@pytest.mark.parametrize("options", TRIAD_VARIANTS, ids=["plain", "subito_al_due", "al_buio",
                                                        "monte5", "monte6", "monte7"])
def test_can_agrees_with_verify_and_the_legal_lists(options):
    rng = random.Random(repr(options))
    phases = set()
    for seed in range(6):
        game = new_game("chiamata", seed=seed, **options)
        assert isinstance(game, ChiamataGame)
        while not game.is_over:
            phases.add((game.phase, game.pending))
            check_triad(game, rng)
            random_legal_action(game, rng)
        check_triad(game, rng)                        # the end refuses everything
        assert game.legal_bids() == () and game.legal_plays() == ()
    expected = {("auction", None), ("call", "call"), ("play", None)}
    if options.get("col_monte"):
        expected.add(("call", "discard"))
    assert expected <= phases, phases


def test_the_actions_go_through_verify():
    """One source of legality: the action refuses exactly what verify refuses, with its reason."""
    game = new_game("chiamata", seed=21)
    game.bid("Re")
    for bid in ("Asso", "Re", 70, "banana"):
        with pytest.raises(BriscolaError) as by_verify:
            game.verify_bid(bid)
        with pytest.raises(BriscolaError) as by_action:
            game.bid(bid)
        assert (by_action.value.code, by_action.value.details, str(by_action.value)) == (
            by_verify.value.code, by_verify.value.details, str(by_verify.value))


# -- the classic game's own checks agree too --------------------------------------------------

def test_classic_declarations_and_swaps_agree_with_their_lists():
    rng = random.Random(151)
    declared = swapped = 0
    for _ in range(40):
        game = new_game("151", players=rng.choice((2, 3, 4)), seed=rng.randrange(10**6))
        while not game.is_over:
            legal = game.legal_declarations()
            for suit in Suit:
                assert game.can_declare(suit) is (suit in legal)
                if suit not in legal:
                    with pytest.raises(BriscolaError):
                        game.verify_declare(suit)
            can_swap = game.can_swap_seven()
            if can_swap:
                assert game.verify_swap_seven() is game.view(0).briscola_card
            else:
                before = game.history
                with pytest.raises(IllegalPlayError) as info:
                    game.swap_seven()
                assert game.history == before and refusal(info.value, "it") != \
                    TEXTS["refusal.unknown"]["it"]
            if legal and rng.random() < 0.7:
                game.declare(legal[0])
                declared += 1
            elif can_swap and rng.random() < 0.5:
                game.swap_seven()
                swapped += 1
            else:
                game.play(rng.choice(game.legal_plays()))
    assert declared and swapped
