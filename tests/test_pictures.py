"""Card pictures: every face in both styles and languages is a well-formed standalone SVG with
the right accessible name, the right number of pips or a figure, nothing that would clash or
load when many are inlined in one page, and bad options refused with the project's errors."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from briscola_teach import DECK, FRENCH, Card, FrenchView, InvalidCardError, InvalidOptionError
from briscola_teach.pictures import back_svg, card_svg

SVG = "{http://www.w3.org/2000/svg}"
STYLES = ("italian", "french")
LANGS = ("it", "en")
# Written out here, not taken from the engine: the French view's corner labels and colours.
FRENCH_LABELS = {1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "J", 9: "Q", 10: "K"}
FRENCH_RED = {"c": True, "d": True, "s": False, "b": False}
MAX_BYTES = 6 * 1024


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg"
    return root


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [el for el in root.iter() if el.get("class") == name]


def expected_name(card: Card, style: str, lang: str) -> str:
    return card.name(lang) if style == "italian" else FRENCH.name(card, lang)


def check_standalone(svg: str, name: str) -> ET.Element:
    """The parts every picture shares: namespace, viewBox, no fixed size, name and title."""
    root = parse(svg)
    assert root.get("viewBox") == "0 0 200 320"
    assert root.get("role") == "img"
    assert root.get("aria-label") == name
    assert "width" not in root.attrib and "height" not in root.attrib
    first = root[0]
    assert first.tag == SVG + "title" and first.text == name
    check_safe_to_inline(svg, root)
    return root


def check_safe_to_inline(svg: str, root: ET.Element) -> None:
    """No ids or references to them (they clash between inlined pictures), nothing that runs
    or loads from elsewhere."""
    assert not re.search(r"\sid\s*=", svg)
    assert "url(" not in svg
    assert "<script" not in svg.lower() and "<image" not in svg.lower()
    assert "href" not in svg and "<use" not in svg and "<foreignObject" not in svg
    for el in root.iter():
        assert "id" not in el.attrib
        assert el.tag.startswith(SVG), el.tag
        assert el.tag[len(SVG):] not in ("script", "image", "use", "pattern", "clipPath", "mask",
                                         "linearGradient", "radialGradient", "filter", "style")


# -- every face ------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("card", DECK, ids=lambda card: card.code())
def test_every_face(card, style, lang):
    svg = card_svg(card, style, lang)
    root = check_standalone(svg, expected_name(card, style, lang))
    pips, figures = with_class(root, "pip"), with_class(root, "figure")
    if card.rank <= 7:
        assert len(pips) == int(card.rank) and not figures
    else:
        assert len(figures) == 1 and not pips
        assert len(list(figures[0].iter())) > 20, "a figure is a picture, not a placeholder"
    # The rank in both corners, the second turned round.
    indices = with_class(root, "index")
    assert len(indices) == 2 and indices[1].get("transform") == "rotate(180 100 160)"
    label = str(int(card.rank)) if style == "italian" else FRENCH_LABELS[int(card.rank)]
    for index in indices:
        text = index.find(SVG + "text")
        assert text is not None and text.text == label
    assert len(svg.encode()) <= MAX_BYTES


@pytest.mark.parametrize("style", STYLES)
def test_faces_differ_within_a_style(style):
    bodies = set()
    for card in DECK:
        svg = card_svg(card, style, "it")
        bodies.add(svg[svg.index("</title>"):])   # the picture without its name
    assert len(bodies) == 40


def test_styles_differ():
    for card in DECK:
        italian, french = card_svg(card, "italian"), card_svg(card, "french")
        assert italian[italian.index("</title>"):] != french[french.index("</title>"):]


def test_names_spelled_out():
    assert 'aria-label="Asso di Denari"' in card_svg("1d")
    assert "<title>Ace of Coins</title>" in card_svg("1d", lang="en")
    assert 'aria-label="Cavallo di Coppe"' in card_svg("9c")
    assert 'aria-label="Knight of Cups"' in card_svg("9c", lang="en")
    assert 'aria-label="Donna di Cuori"' in card_svg("9c", style="french")
    assert 'aria-label="Queen of Hearts"' in card_svg("9c", style="french", lang="en")
    assert 'aria-label="King of Clubs"' in card_svg("10b", style="french", lang="en")
    assert 'aria-label="Fante di Picche"' in card_svg("8s", style="french")


def test_accepts_card_code_or_name_and_caches():
    card = Card.parse("7d")
    assert card_svg(card) == card_svg("7d") == card_svg("Sette di Denari") == card_svg(" 7D ")
    assert card_svg("7d") is card_svg("7d")
    assert card_svg("7d", "french", "en") is card_svg(card, "french", "en")


def test_french_colours_follow_the_suit():
    for card in DECK:
        root = parse(card_svg(card, "french"))
        text = with_class(root, "index")[0].find(SVG + "text")
        red = text.get("fill").lower() == "#c8102e"
        assert red == FRENCH_RED[card.suit.value], card


def test_french_view_mapping_is_used():
    swapped = FrenchView({"c": "diamonds", "d": "hearts", "s": "clubs", "b": "spades"})
    svg = card_svg("1c", "french", "it", swapped)
    check_standalone(svg, "Asso di Quadri")
    assert card_svg("1c", "french", "it", swapped) != card_svg("1c", "french", "it")
    # The Italian style takes no notice of the French view.
    assert card_svg("1c", "italian", "it", swapped) == card_svg("1c")


def test_pips_stay_on_the_card():
    for style in STYLES:
        for card in DECK:
            for pip in with_class(parse(card_svg(card, style)), "pip"):
                x, y = map(float, re.match(r"translate\(([-\d.]+) ([-\d.]+)\)",
                                           pip.get("transform")).groups())
                assert 40 <= x <= 160 and 40 <= y <= 280, (card, style, x, y)


# -- the back --------------------------------------------------------------------------------

@pytest.mark.parametrize("lang,name", [("it", "Carta coperta"), ("en", "Face-down card")])
def test_back(lang, name):
    svg = back_svg(lang)
    root = check_standalone(svg, name)
    assert not with_class(root, "pip") and not with_class(root, "figure")
    assert back_svg(lang) is svg
    assert len(svg.encode()) <= MAX_BYTES


def test_back_default_is_italian():
    assert back_svg() == back_svg("it")


# -- bad input -------------------------------------------------------------------------------

@pytest.mark.parametrize("style", ["spanish", "Italian", "", None, 1])
def test_bad_style(style):
    with pytest.raises(InvalidOptionError) as info:
        card_svg("1d", style=style)
    message = str(info.value)
    assert repr(style) in message and "italian" in message and "french" in message
    assert info.value.code == "style_unknown"


@pytest.mark.parametrize("lang", ["fr", "IT", "", None])
def test_bad_lang(lang):
    for call in (lambda: card_svg("1d", lang=lang), lambda: card_svg("1d", "french", lang),
                 lambda: back_svg(lang)):
        with pytest.raises(InvalidOptionError) as info:
            call()
        message = str(info.value)
        assert repr(lang) in message and "it" in message and "en" in message
        assert info.value.code == "lang_unknown"


@pytest.mark.parametrize("bad", ["11x", "0d", "Asso di Rubini", "", "1dd"])
def test_bad_card_text(bad):
    with pytest.raises(InvalidCardError) as info:
        card_svg(bad)
    assert repr(bad) in str(info.value)


@pytest.mark.parametrize("bad", [42, None, ("1", "d")])
def test_bad_card_type(bad):
    with pytest.raises(InvalidCardError) as info:
        card_svg(bad, "french")
    assert repr(bad) in str(info.value)


def test_bad_french_view():
    with pytest.raises(InvalidOptionError) as info:
        card_svg("1d", "french", "it", {"c": "hearts"})
    assert "FrenchView" in str(info.value) and "'hearts'" in str(info.value)


@pytest.mark.parametrize("text", ["Asso di Denari", "a & b < c > d", 'x"y', "x'y", "x\"y'z",
                                  "one\ntwo\rthree\tfour"])
def test_the_pictures_escape_as_xml_sax_does(text):
    from xml.sax import saxutils

    from briscola_teach import pictures
    assert pictures.escape(text) == saxutils.escape(text)
    assert pictures.quoteattr(text) == saxutils.quoteattr(text)
