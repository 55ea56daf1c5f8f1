"""Pictures of the 40 cards as SVG, drawn here from plain shapes (no images from elsewhere).

``card_svg`` draws a card face in the Italian style (cups, coins, swords and clubs, with the
Fante, Cavallo and Re as full figures) or as the French view shows it (hearts, diamonds,
spades and clubs, with J, Q and K portraits); ``back_svg`` draws the back.

Every picture is a complete ``<svg>`` with a ``viewBox`` and no width or height, so the page's
CSS sizes it and it stays sharp from a 60 px hand to a 400 px projector. Many pictures are
inlined in one HTML page, so none of them uses ``id`` attributes or ``url(#...)`` references:
those would clash between pictures. Only plain fills and strokes, no scripts, no images.

>>> svg = card_svg("1d", lang="en")
>>> svg.startswith("<svg") and 'aria-label="Ace of Coins"' in svg
True
>>> 'aria-label="Donna di Cuori"' in card_svg("9c", style="french")
True
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Union

from .cards import LANGUAGES, Card, Rank, Suit
from .decks import FRENCH, FrenchView
from .errors import InvalidOptionError
from .i18n import t


# xml.sax.saxutils' escape and quoteattr, to the character: that module brings urllib and
# http.client with it, which every lesson kernel would import for three calls.
def escape(text: str) -> str:
    return text.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")


def quoteattr(text: str) -> str:
    text = escape(text).replace("\n", "&#10;").replace("\r", "&#13;").replace("\t", "&#9;")
    if '"' not in text:
        return f'"{text}"'
    if "'" not in text:
        return f"'{text}'"
    return '"{}"'.format(text.replace('"', "&quot;"))


STYLES = ("italian", "french")

_HEAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 320" role="img" aria-label='
_FONT = 'font-family="Georgia,\'Times New Roman\',serif" font-weight="bold"'
_INK = "#3a2a1a"      # warm dark brown outline, softer than black on cream
_CREAM = "#fbf5e6"
_GOLD = "#e8b33a"
_SKIN = "#f2c7a5"
_SHOE = "#4a2e1a"


# -- public API -------------------------------------------------------------------------------

def card_svg(card: Union[Card, str], style: str = "italian", lang: str = "it",
             french: FrenchView = FRENCH) -> str:
    """The face of ``card`` (a ``Card`` or a code such as ``"1d"``) as a standalone SVG string.

    ``style`` is ``"italian"`` or ``"french"`` (the French view: suits and labels from
    ``french``); ``lang`` (``"it"`` or ``"en"``) picks the accessible name, which is also the
    ``aria-label`` and the ``<title>``. Results are cached: call it as often as you like.
    """
    card = Card.parse(card)
    style = _check_choice(style, STYLES, "style", "picture style")
    lang = _check_lang(lang)
    if style == "italian":
        return _italian_card(card, lang)   # ``french`` plays no part: keep it out of the cache
    if not isinstance(french, FrenchView):
        raise InvalidOptionError(
            f"french must be a FrenchView such as decks.FRENCH, not {type(french).__name__} "
            f"{french!r}", "french_view", value=repr(french))
    return _french_card(card, lang, french)


def back_svg(lang: str = "it") -> str:
    """The back of a card: a dark red lattice with a gold border and a medallion."""
    return _back(_check_lang(lang))


def card_face(card: Union[Card, str], style: str = "italian", shared: bool = False) -> str:
    """The picture of ``card`` with no name in it (``aria-hidden``): for a page that names each
    card itself, in the learner's language, so one picture serves both languages.

    With ``shared``, the suit signs that cards repeat (seven cups on the 7 of Coppe) are
    ``<use>``s of the shapes in ``shared_shapes()``, which the page must hold once: a third of
    the size for a page that shows many cards.

    >>> face = card_face("1d")
    >>> face.startswith("<svg") and "aria-label" not in face and "Denari" not in face
    True
    >>> len(card_face("7c", shared=True)) < len(card_face("7c")) / 2
    True
    """
    card = Card.parse(card)
    if _check_choice(style, STYLES, "style", "picture style") == "italian":
        body = _italian_face(card)
    else:
        body = _french_face(card, FRENCH)
    if shared:
        for name, shape in _shared():
            body = body.replace(shape, f'<use href="#{name}"/>')
    return _unnamed(body)


def shared_shapes() -> str:
    """An invisible SVG holding, each under its id (``bt-shape-...``), the shapes
    ``card_face(..., shared=True)`` refers to: the page puts it in once."""
    defs = "".join(f'<g id="{name}">{shape}</g>' for name, shape in _shared())
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" '
            f'style="position:absolute;width:0;height:0;overflow:hidden"><defs>{defs}</defs></svg>')


@lru_cache(maxsize=None)
def _shared() -> tuple[tuple[str, str], ...]:
    """(id, shape) of the shapes many cards repeat, longest first (a shape may hold another)."""
    shapes = {f"bt-shape-{suit.value}": shape for suit, shape in _EMBLEMS.items()}
    shapes |= {f"bt-shape-{suit.value}-index": shape for suit, shape in _INDEX_EMBLEMS.items()
               if shape != _EMBLEMS[suit]}
    shapes |= {f"bt-shape-{kind}": _french_symbol(kind) for kind in _FRENCH_PATHS}
    return tuple(sorted(shapes.items(), key=lambda item: -len(item[1])))


def back_face() -> str:
    """The back of a card with no name in it (see ``card_face``)."""
    return _unnamed(_back_body())


# -- checking the options ---------------------------------------------------------------------

def _check_choice(value: object, allowed: tuple[str, ...], code: str, what: str) -> str:
    if isinstance(value, str) and value in allowed:
        return value
    raise InvalidOptionError(f"unknown {what} {value!r}: expected one of {', '.join(allowed)}",
                             f"{code}_unknown", value=repr(value), allowed=allowed)


def _check_lang(lang: object) -> str:
    return _check_choice(lang, LANGUAGES, "lang", "language")


# -- small helpers ----------------------------------------------------------------------------

def _num(value: float) -> str:
    """A coordinate with at most one decimal and no trailing zeros: keeps the SVG small."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _factor(value: float) -> str:
    """A scale factor: three significant digits, no leading zero (".42")."""
    text = f"{value:.3g}"
    return text[1:] if text.startswith("0.") else text


def _pt(x: float, y: float) -> str:
    return f"{_num(x)},{_num(y)}"


def _place(body: str, x: float, y: float, scale: Union[float, tuple[float, float]] = 1.0,
           angle: float = 0.0, cls: str = "") -> str:
    """``body`` (drawn around the origin) moved to (x, y), turned and scaled (a pair of
    scales stretches it by different amounts across and along)."""
    parts = [f"translate({_num(x)} {_num(y)})"]
    if angle:
        parts.append(f"rotate({_num(angle)})")
    if isinstance(scale, tuple):
        parts.append(f"scale({_factor(scale[0])} {_factor(scale[1])})")
    elif scale != 1:
        parts.append(f"scale({_factor(scale)})")
    klass = f' class="{cls}"' if cls else ""
    return f'<g{klass} transform="{" ".join(parts)}">{body}</g>'


def _svg(name: str, body: str) -> str:
    return f"{_HEAD}{quoteattr(name)}><title>{escape(name)}</title>{body}</svg>"


def _unnamed(body: str) -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 320" aria-hidden="true">{body}</svg>'


# The cream card with rounded corners and a thin border.
_BLANK = (f'<rect x="2" y="2" width="196" height="316" rx="14" fill="{_CREAM}" stroke="#8a7650" '
          'stroke-width="3"/>')


def _flower(petals: int, length: float, width: float, start: float = 0.0) -> str:
    """Path data of a rosette round the origin: ``petals`` pointed petals from the centre."""
    out = []
    for k in range(petals):
        a = math.radians(start + 360 * k / petals)
        s, c = math.sin(a), math.cos(a)

        def pt(px: float, py: float) -> str:  # (px, py) in the petal's own frame, tip up
            return f"{round(px * c - py * s)},{round(px * s + py * c)}"
        out.append(f"M0,0Q{pt(width, -length / 2)} {pt(0, -length)}Q{pt(-width, -length / 2)} 0,0")
    return "".join(out)


# -- the Italian suit emblems -----------------------------------------------------------------
# Each is drawn around the origin, about 100 units tall, tip or rim up; pips, corner indices
# and the figures place and scale the same drawing.

def _cup() -> str:
    """Coppe: a gold goblet with a red lower bowl and knop, dark rim showing its inside."""
    return (f'<g stroke="{_INK}" stroke-width="3" stroke-linejoin="round">'
            f'<path fill="{_GOLD}" d="M-36,-44C-36,-8-18,6 0,6S36,-8 36,-44Z"/>'
            '<path fill="#c0392b" d="M-33,-22H33C29,-4 14,6 0,6S-29,-4-33,-22Z"/>'
            '<ellipse fill="#7a4c10" cy="-44" rx="36" ry="7"/>'
            f'<path fill="{_GOLD}" d="M-6,6H6V32H-6ZM-5,32C-8,39-28,40-28,49H28C28,40 8,39 5,32Z"/>'
            '<ellipse fill="#c0392b" cy="18" rx="12" ry="6"/></g>')


def _coin() -> str:
    """Denari: a gold coin with a beaded ring and a red eight-petal rosette."""
    return ('<g stroke="#6b4a12" stroke-width="3"><circle r="47" fill="#f0c030"/>'
            # a dashed thick stroke draws the ring of beads in one element
            '<circle r="37" fill="none" stroke="#b07a10" stroke-width="6" stroke-dasharray="3 4.26"/>'
            f'<path fill="#c0392b" stroke-width="2" d="{_flower(8, 29, 9)}"/>'
            '<circle r="7" fill="#f0c030" stroke-width="2"/></g>')


def _sword() -> str:
    """Spade: a steel blade, blue guard with round ends, dark blue grip and pommel."""
    return ('<g stroke="#1b2a44" stroke-width="3" stroke-linejoin="round">'
            '<path fill="#dde4ee" d="M0,-50L9,-36V14H-9V-36Z"/>'
            '<path stroke="#8696ad" stroke-width="2.5" d="M0,-38V10"/>'
            '<rect fill="#2f5fa8" x="-25" y="13" width="50" height="10" rx="5"/>'
            '<path fill="#1d3b6e" d="M-5,23H5V40H-5Z"/><circle fill="#2f5fa8" cy="44" r="6.5"/></g>')


def _club(detail: bool = True) -> str:
    """Bastoni: a brown knotty cudgel, thick at the top, with two cut branches and a sprig.

    Without ``detail`` (the corner index, where they could not be seen anyway) the cut ends
    and the bark lines are left out.
    """
    extra = ('<path fill="#e2c48e" stroke-width="2" d="M-23,-18a3,7 0 1,0 6,0a3,7 0 1,0-6,0'
             'M14.5,2.5a3,7 0 1,0 6,0a3,7 0 1,0-6,0"/><path fill="none" stroke="#5e3716" '
             'stroke-width="2.5" d="M-5,-40q-3,16 0,28M5,-26q3,14-1,22M-3,6q-2,12 1,24"/>')
    return ('<g stroke="#3b2410" stroke-width="3" stroke-linejoin="round">'
            '<path fill="#4e8a3a" stroke-width="2" d="M16,-2Q30,-14 34,-4Q24,4 16,-2Q22,-22 32,-24Q30,-10 16,-2Z"/>'
            '<path fill="#9a6332" d="M-5,48C-7,20-12,-10-13,-32S-8,-50 0,-50 14,-46 13,-32C12,-10 7,20 5,48Z'
            f'M-12,-20L-21,-25-19,-11-11,-9ZM9,0L17,-4 18,9 8,12Z"/>{extra if detail else ""}</g>')


_EMBLEMS = {Suit.COPPE: _cup(), Suit.DENARI: _coin(), Suit.SPADE: _sword(), Suit.BASTONI: _club()}
_INDEX_EMBLEMS = {**_EMBLEMS, Suit.BASTONI: _club(detail=False)}
_LONG = (Suit.SPADE, Suit.BASTONI)  # tall, narrow emblems get their own sizes and tilts

# Per suit: main colour (clothes, index), light tint (figure background), dark tone.
_PALETTE = {
    Suit.COPPE: ("#c0392b", "#f6e1da", "#7d1f16"),
    Suit.DENARI: ("#d99a12", "#f7edc9", "#8a5d05"),
    Suit.SPADE: ("#2f5fa8", "#dfe7f4", "#1b3668"),
    Suit.BASTONI: ("#3d8b37", "#e0eed8", "#1f5a1c"),
}


# -- pip layouts ------------------------------------------------------------------------------
# Two columns at x 72 and 128 keep the pips clear of the corner indices (x < 48); rows at
# 62/160/258. The 7 adds one between the upper rows, as on French cards and the settebello.

_COLS, _ROWS = (72, 128), (62, 160, 258)
_LAYOUTS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((100, 160),),
    2: ((100, 80), (100, 240)),
    3: ((100, 62), (100, 160), (100, 258)),
    4: ((72, 80), (128, 80), (72, 240), (128, 240)),
    5: ((72, 80), (128, 80), (100, 160), (72, 240), (128, 240)),
    6: tuple((x, y) for y in _ROWS for x in _COLS),
    7: tuple((x, y) for y in _ROWS for x in _COLS) + ((100, 111),),
}
# Tall cups, swords and clubs leave no room for a seventh pip between the upper rows: their 7
# goes 2-3-2, the middle row using the full width, which the corner indices leave free.
_TALL_SEVEN = ((72, 62), (128, 62), (52, 160), (100, 160), (148, 160), (72, 258), (128, 258))


def _italian_pips(card: Card) -> str:
    emblem = _EMBLEMS[card.suit]
    if card.rank == Rank.ASSO:
        return _asso(card.suit, emblem)
    long = card.suit in _LONG
    tall = card.rank == Rank.SETTE and card.suit != Suit.DENARI
    out = []
    for x, y in _TALL_SEVEN if tall else _LAYOUTS[card.rank]:
        # Swords and clubs lean towards the middle in pairs, like the crossed ones of real packs.
        angle = (-14 if x < 100 else 14 if x > 100 else 0) if long else 0
        out.append(_place(emblem, x, y, .86 if long else .5, angle, "pip"))
    return "".join(out)


def _laurel() -> str:
    """A laurel wreath round the middle of the card, tied with a red bow: the Asso's ornament.

    The leaves are computed in pairs along an ellipse and drawn as one path.
    """
    rx, ry, leaves = 58, 94, []
    for side in (-1, 1):
        for k in range(7):
            a = math.radians(90 - side * (14 + 17 * k))   # from the bottom up each side
            x, y = 100 + rx * math.cos(a), 160 + ry * math.sin(a)
            along = math.atan2(ry * math.cos(a), -rx * math.sin(a))   # the stem's direction
            for off in (-1, 1):   # one leaf each side of the stem, pointing up the branch
                dx, dy = math.cos(along + off * .7), math.sin(along + off * .7)
                cx, cy = x - side * 8 * dx, y - side * 8 * dy   # the leaf's centre
                ux, uy = side * 9 * dx, side * 9 * dy             # half its length
                base, tip = _pt(cx + ux, cy + uy), _pt(cx - ux, cy - uy)
                # two curves through control points 8 units either side: a leaf 8 units wide
                leaves.append(f"M{base}Q{_pt(cx - 8 * dy, cy + 8 * dx)} {tip}"
                              f"Q{_pt(cx + 8 * dy, cy - 8 * dx)} {base}Z")
    end = math.radians(14 + 17 * 6)   # each branch ends this far round from the bottom
    dx, dy = rx * math.sin(end), ry * math.cos(end)
    stem = (f"M100,256A{rx},{ry} 0 0,1 {_pt(100 - dx, 160 + dy)}"
            f"M100,256A{rx},{ry} 0 0,0 {_pt(100 + dx, 160 + dy)}")
    return (f'<path fill="none" stroke="#2b4a1c" stroke-width="2.5" d="{stem}"/>'
            f'<path fill="#4e8a3a" stroke="#2b4a1c" stroke-width="1.5" d="{"".join(leaves)}"/>'
            '<path fill="#c0392b" stroke="#6b1a12" stroke-width="1.5" stroke-linejoin="round" '
            'd="M100,256L84,246V266ZM100,256L116,246V266Z'   # the bow's loops and tails
            'M98,258L90,280 96,276 100,282ZM102,258L110,280 104,276 100,282Z"/>'
            '<circle cx="100" cy="256" r="5" fill="#c0392b" stroke="#6b1a12" stroke-width="1.5"/>')


def _asso(suit: Suit, emblem: str) -> str:
    """The Asso: one big emblem inside a laurel wreath (swords and clubs pass through it)."""
    # The long emblems are stretched more in length than in width, so they stay slender.
    scales: dict[Suit, Union[float, tuple[float, float]]] = {
        Suit.COPPE: 1.2, Suit.DENARI: 1, Suit.SPADE: (1.4, 2), Suit.BASTONI: (1.5, 2)}
    scale = scales[suit]
    return _laurel() + _place(emblem, 100, 144 if suit in _LONG else 156, scale, 0, "pip")


# -- the corner index -------------------------------------------------------------------------

def _index(label: str, color: str, symbol: str, symbol_scale: float) -> str:
    """Rank above a small suit sign, top left, and the same turned round at the bottom right.

    The numbers are 54 units high (about 10 px on a 60 px card); "10" is squeezed to fit the
    corner column, so pips and figures can start at x 48.
    """
    fit = ' textLength="42" lengthAdjust="spacingAndGlyphs"' if len(label) > 1 else ""
    one = (f'<text x="26" y="50" font-size="54" text-anchor="middle" fill="{color}" {_FONT}{fit}>'
           f'{escape(label)}</text>' + _place(symbol, 26, 75, symbol_scale))
    return f'<g class="index">{one}</g><g class="index" transform="rotate(180 100 160)">{one}</g>'


_ITALIAN_INDEX_SCALE = {Suit.COPPE: .3, Suit.DENARI: .3, Suit.SPADE: .42, Suit.BASTONI: .42}


# -- the figures ------------------------------------------------------------------------------
# Drawn in card coordinates inside a frame notched round the two corner indices (top left
# x < 52, y < 98; bottom right x > 148, y > 222), so the index never covers the picture.
# The figure group sets a default outline, so the shapes inside only say what differs.

_FIGURE = f'<g class="figure" stroke="{_INK}" stroke-width="2" stroke-linejoin="round">'
_FRAME = "M52,10H190V222H148V310H10V98H52Z"


def _frame(tint: str, dark: str) -> str:
    return f'<path fill="{tint}" stroke="{dark}" stroke-width="2.5" d="{_FRAME}"/>'


def _shadow(cx: int, rx: int) -> str:
    return f'<ellipse cx="{cx}" cy="295" rx="{rx}" ry="6" fill="#000" fill-opacity=".15" stroke="none"/>'


def _limbs(d: str, color: str, width: float) -> str:
    """Arms or legs (one or more polylines): thick round-ended strokes, outlined by a wider
    dark stroke drawn first."""
    return (f'<path fill="none" stroke-width="{_num(width + 4)}" stroke-linecap="round" d="{d}"/>'
            f'<path fill="none" stroke="{color}" stroke-width="{_num(width)}" stroke-linecap="round" d="{d}"/>')


def _hand(x: float, y: float, r: float = 6) -> str:
    return f'<circle cx="{_num(x)}" cy="{_num(y)}" r="{_num(r)}" fill="{_SKIN}" stroke-width="1.5"/>'


def _face(x: float, y: float, r: float = 16) -> str:
    """Head with two eyes and a small mouth."""
    return (f'<circle cx="{_num(x)}" cy="{_num(y)}" r="{_num(r)}" fill="{_SKIN}"/>'
            f'<path stroke-width="3" stroke-linecap="round" d="M{_pt(x - 6, y - 1)}h0M{_pt(x + 6, y - 1)}h0"/>'
            f'<path fill="none" stroke="#9a3b2a" stroke-width="1.8" stroke-linecap="round" '
            f'd="M{_pt(x - 4, y + 8)}q4,2 8,0"/>')


def _held(suit: Suit, x: float, y: float, small: float = .5, long: float = 1.0,
          angle: float = 0) -> str:
    """The suit emblem in a figure's hand at (x, y): cups and coins held up from below,
    swords and clubs by the grip."""
    emblem = _EMBLEMS[suit]
    if suit in _LONG:
        up, a = 32 * long, math.radians(angle)   # the grip is 32 units below the middle
        return _place(emblem, x + up * math.sin(a), y - up * math.cos(a), long, angle)
    return _place(emblem, x, y - 50 * small - 2, small)


def _fante(suit: Suit) -> str:
    """The Fante: a young page standing, feathered beret, short tunic, holding up the emblem."""
    main, tint, dark = _PALETTE[suit]
    hose = "#c0392b" if suit == Suit.DENARI else _GOLD
    return (_frame(tint, dark) + _shadow(100, 42)
            # legs in hose and shoes
            + f'<path fill="{hose}" d="M84,200H98V288H86ZM102,200H116L114,288H102Z"/>'
            + f'<path fill="{_SHOE}" d="M84,286H99V296H78Q78,288 84,286ZM101,286H116Q122,288 122,296H101Z"/>'
            # left arm to the hip, then the tunic with its trim, belt and buckle
            + _limbs("M78,104L62,146L76,170", main, 13)
            + f'<path fill="{main}" stroke-width="2.5" '
              'd="M78,98H122C130,130 134,170 140,212Q100,224 60,212C66,170 70,130 78,98Z"/>'
            + f'<path fill="none" stroke="{hose}" stroke-width="5" d="M100,102V216M62,206Q100,218 138,206"/>'
            + f'<path fill="{_SHOE}" stroke-width="1.5" d="M68,148H132V157H68Z"/>'
            + f'<path fill="{_GOLD}" stroke-width="1.5" d="M94,146H106V159H94Z"/>' + _hand(76, 171)
            # right arm raised, holding the emblem
            + _limbs("M122,104L146,146L150,132", main, 13)
            + _held(suit, 150, 124, .52, .95) + _hand(150, 128, 6.5)
            # neck, white collar, head, hair, beret with a feather
            + f'<path fill="{_SKIN}" stroke-width="1.5" d="M94,80H106V98H94Z"/>'
            + '<ellipse cx="100" cy="99" rx="18" ry="6" fill="#fff" stroke-width="1.5"/>'
            + _face(100, 68)
            + '<path fill="#8a5a2b" stroke-width="1.5" '
              'd="M83,76C78,50 122,50 117,76C114,64 108,59 100,59S86,64 83,76Z"/>'
            + f'<path fill="none" stroke="{hose}" stroke-width="4" stroke-linecap="round" d="M112,48Q126,40 132,22"/>'
            + f'<ellipse cx="100" cy="50" rx="23" ry="8" fill="{dark}" stroke-width="1.5" '
              'transform="rotate(-8 100 50)"/>')


# A bay horse walking to the right, one foreleg raised: body, neck and head in one outline,
# then the four legs as polylines (hip or shoulder, knee or hock, hoof).
_HORSE = ("M146,190C146,205 128,214 100,214S56,214 44,206C28,198 26,172 42,163"
          "C62,156 100,166 124,158C134,140 142,118 152,102L155,86 162,100"
          "C172,110 182,128 185,140C186,148 180,153 172,151C166,150 161,146 158,142"
          "C156,160 156,176 146,190Z")
_HORSE_LEGS = ((58, 200, 50, 246, 54, 290), (70, 204, 64, 250, 70, 292),
               (122, 204, 126, 250, 122, 290), (136, 200, 144, 228, 132, 250))


def _cavallo(suit: Suit) -> str:
    """The Cavallo: a rider on a clear horse side view, holding the emblem high in front."""
    main, tint, dark = _PALETTE[suit]
    coat, mane = "#a0622d", "#3a2414"
    legs = "".join("M{},{}L{},{} {},{}".format(*leg) for leg in _HORSE_LEGS)
    hooves = "".join(f"M{leg[4]},{leg[5]}h0" for leg in _HORSE_LEGS)
    return (_frame(tint, dark) + _shadow(95, 60)
            + f'<path fill="none" stroke="{mane}" stroke-width="9" stroke-linecap="round" '
              'd="M40,172C24,190 22,220 30,246"/>'
            + _limbs(legs, coat, 9)
            + f'<path stroke="{mane}" stroke-width="10" stroke-linecap="round" d="{hooves}"/>'
            + f'<path fill="{coat}" stroke-width="2.5" d="{_HORSE}"/>'
            + f'<path fill="none" stroke="{mane}" stroke-width="6" stroke-linecap="round" '
              'd="M126,154C136,136 144,118 152,104"/>'
            + f'<circle cx="166" cy="118" r="2.6" fill="{_INK}"/>'
            + '<path fill="none" d="M172,151L158,132 150,150"/>'
            # saddle cloth with a fringe, the rider's leg and boot
            + f'<path fill="{main}" d="M80,160Q104,166 128,158L126,200Q102,206 80,200Z"/>'
            + f'<path fill="none" stroke="{_GOLD}" stroke-width="4" stroke-dasharray="3 3" '
              'd="M80,198Q102,204 126,198"/>'
            + _limbs("M104,150L116,180 110,208", dark, 12)
            + f'<path fill="{_SHOE}" stroke-width="1.5" d="M104,202H116L122,212H104Z"/>'
            # torso and belt, one hand on the reins, the other raised with the emblem
            + f'<path fill="{main}" stroke-width="2.5" d="M94,102H118L124,158H88Z"/>'
            + f'<path fill="{_SHOE}" stroke="none" d="M88,140H124V147H88Z"/>'
            + _limbs("M98,108L108,136 150,142", main, 10)
            + f'<path stroke="{mane}" stroke-width="1.5" d="M150,142L160,140"/>'
            + _limbs("M116,108L136,112 146,96", main, 10)
            + _held(suit, 146, 88, .46, .9, 10) + _hand(146, 92, 5.5)
            # head with a plumed hat
            + _face(106, 86, 14)
            + f'<path fill="{dark}" stroke-width="1.5" d="M90,80Q92,60 106,62Q120,60 122,80Q106,72 90,80Z"/>'
            + '<path fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" d="M112,66Q126,56 124,40"/>')


def _re(suit: Suit) -> str:
    """The Re: a bearded king with a gold crown, long robe and ermine, seated on a throne."""
    main, tint, dark = _PALETTE[suit]
    wood, ermine = "#6e4220", "M100,104V268"
    return (_frame(tint, dark)
            # throne back with gold finials, seat and legs
            + f'<path fill="{wood}" d="M56,200V52Q100,28 144,52V200Z"/>'
            + f'<path fill="{dark}" stroke="none" d="M66,196V60Q100,42 134,60V196Z"/>'
            + f'<path fill="{_GOLD}" stroke-width="1.5" '
              'd="M49,50a7,7 0 1,0 14,0a7,7 0 1,0-14,0M137,50a7,7 0 1,0 14,0a7,7 0 1,0-14,0"/>'
            + f'<path fill="{wood}" d="M48,196H152V212H48ZM54,212H64V292H54ZM136,212H146V292H136Z"/>'
            # shoes, robe over the knees with an ermine band down the front and a gold hem line
            + f'<path fill="{_SHOE}" stroke="none" d="M84,268H98V282H80ZM102,268H116L120,282H102Z"/>'
            + f'<path fill="{main}" stroke-width="2.5" '
              'd="M78,100C66,140 60,180 58,208Q62,240 68,270H132Q138,240 142,208C140,180 134,140 122,100Z"/>'
            + f'<path stroke="#fff" stroke-width="12" d="{ermine}"/>'
            + f'<path stroke="#222" stroke-width="3" stroke-dasharray="2 14" d="{ermine}"/>'
            + f'<path fill="none" stroke="{_GOLD}" stroke-width="4" d="M60,214Q100,224 140,214"/>'
            # ermine cape on the shoulders
            + '<path fill="#fff" stroke-width="1.5" d="M72,104Q100,132 128,104L136,124Q100,152 64,124Z"/>'
            + '<path fill="none" stroke="#222" stroke-width="3" stroke-dasharray="2 10" d="M70,118Q100,142 130,118"/>'
            # one hand on the knee, the other holding the emblem
            + _limbs("M74,112L62,160 84,188", main, 13) + _hand(86, 189)
            + _limbs("M126,112L140,150 148,170", main, 13)
            + _held(suit, 148, 168, .5, .95) + _hand(148, 172, 6.5)
            # head: grey beard and moustache, crown with red jewels
            + _face(100, 76, 17)
            + '<path fill="#d8d2c4" stroke-width="1.5" '
              'd="M83,78C84,100 92,108 100,110C108,108 116,100 117,78C110,90 90,90 83,78Z"/>'
            + '<path fill="none" stroke="#d8d2c4" stroke-width="4" stroke-linecap="round" d="M92,82Q100,78 108,82"/>'
            + f'<path fill="{_GOLD}" d="M80,64V36L89,48 95,30 100,44 105,30 111,48 120,36V64Z"/>'
            + '<path fill="#c0392b" stroke="none" d="M86,58h5v-5h-5zM97.5,58h5v-5h-5zM109,58h5v-5h-5z"/>')


_FIGURES = {Rank.FANTE: _fante, Rank.CAVALLO: _cavallo, Rank.RE: _re}


@lru_cache(maxsize=None)
def _italian_face(card: Card) -> str:
    """Everything but the name: shared by both languages."""
    if card.rank >= Rank.FANTE:
        middle = _FIGURE + _FIGURES[card.rank](card.suit) + "</g>"
    else:
        middle = _italian_pips(card)
    index = _index(str(int(card.rank)), _PALETTE[card.suit][0], _INDEX_EMBLEMS[card.suit],
                   _ITALIAN_INDEX_SCALE[card.suit])
    return _BLANK + middle + index


@lru_cache(maxsize=None)
def _italian_card(card: Card, lang: str) -> str:
    return _svg(card.name(lang), _italian_face(card))


# -- the French view --------------------------------------------------------------------------
# The suit signs as paths (not text glyphs, which differ from font to font), about 100 units
# tall around the origin.

_FRENCH_PATHS = {
    "hearts": "M0,46C-22,24-50,4-50,-20C-50,-38-36,-48-24,-48S-3,-40 0,-30C3,-40 12,-48 24,-48S50,-38 50,-20"
              "C50,4 22,24 0,46Z",
    "diamonds": "M0,-50C10,-32 22,-16 36,0C22,16 10,32 0,50C-10,32-22,16-36,0C-22,-16-10,-32 0,-50Z",
    "spades": "M0,-48C-10,-30-48,-12-48,12C-48,28-34,36-22,36C-12,36-5,30-3,26C-4,36-8,44-16,48H16"
              "C8,44 4,36 3,26C5,30 12,36 22,36C34,36 48,28 48,12C48,-12 10,-30 0,-48Z",
    # three round leaves (each circle as two arcs) and a flared stem
    "clubs": "M-4,8C-4,30-10,42-18,48H18C10,42 4,30 4,8ZM-20,-24a20,20 0 1,0 40,0a20,20 0 1,0-40,0Z"
             "M-42,8a20,20 0 1,0 40,0a20,20 0 1,0-40,0ZM2,8a20,20 0 1,0 40,0a20,20 0 1,0-40,0Z",
}
_RED, _BLACK = "#c8102e", "#1a1a1a"
_FRENCH_COLORS = {"hearts": _RED, "diamonds": _RED, "spades": _BLACK, "clubs": _BLACK}


def _french_symbol(kind: str) -> str:
    return f'<path fill="{_FRENCH_COLORS[kind]}" d="{_FRENCH_PATHS[kind]}"/>'


def _french_pips(rank: Rank, symbol: str) -> str:
    if rank == Rank.ASSO:
        return _place(symbol, 100, 160, 1.05, 0, "pip")
    # As on real French cards, the pips in the lower half are upside down.
    return "".join(_place(symbol, x, y, .42, 180 if y > 160 else 0, "pip")
                   for x, y in _LAYOUTS[rank])


# Robe and inner garment of the courts: red suits dressed in red, black suits in near black.
_COURT_ROBES = {_RED: ("#c8102e", "#1f4e9c"), _BLACK: ("#262838", "#c8102e")}


def _bust(rank: Rank, kind: str, label: str) -> str:
    """Half of a French court card: a head-and-shoulders portrait, the letter and suit sign.

    Jack, Queen and King differ in what they wear on the head (cap and feather, tiara and
    long hair, crown and beard) and in what they hold (nothing, a rose, a sceptre).
    """
    color = _FRENCH_COLORS[kind]
    robe, second = _COURT_ROBES[color]
    sign = f'<path stroke="none" fill="{color}" d="{_FRENCH_PATHS[kind]}"/>'   # no outline
    out = [f'<path fill="{robe}" d="M36,160C38,128 60,114 82,110H118C140,114 162,128 164,160Z"/>',
           f'<path fill="{second}" stroke-width="1.5" d="M82,110L100,138 118,110 128,160H72Z"/>',
           f'<path fill="none" stroke="{_GOLD}" stroke-width="4" d="M82,110L100,138 118,110"/>',
           f'<circle cx="100" cy="150" r="9" fill="{_GOLD}" stroke-width="1.5"/>',
           _place(sign, 100, 150, .13)]
    if rank == Rank.RE:   # ermine collar
        out.append('<path fill="none" stroke="#fff" stroke-width="10" d="M58,126Q100,150 142,126"/>'
                   '<path fill="none" stroke="#222" stroke-width="3" stroke-dasharray="2 10" '
                   'd="M58,126Q100,150 142,126"/>')
    if rank == Rank.CAVALLO:  # the Queen's long hair falls on her shoulders, behind the face
        out.append('<path fill="#e0a030" stroke-width="1.5" d="M78,78C72,104 74,118 64,132C80,136 90,126 92,110'
                   'H108C110,126 120,136 136,132C126,118 128,104 122,78C118,58 82,58 78,78Z"/>')
    out.append(f'<path fill="{_SKIN}" stroke-width="1.5" d="M93,96H107V114H93Z"/>' + _face(100, 82, 21))
    if rank == Rank.FANTE:   # short hair and a cap with a feather
        out.append('<path fill="#8a5a2b" stroke-width="1.5" '
                   'd="M79,90C74,58 126,58 121,90C118,74 110,68 100,68S82,74 79,90Z"/>'
                   f'<path fill="none" stroke="{_GOLD}" stroke-width="4" stroke-linecap="round" '
                   'd="M116,58Q134,50 138,32"/>'
                   f'<path fill="{second}" stroke-width="1.5" d="M72,68Q96,38 128,62Q104,72 72,68Z"/>')
    elif rank == Rank.CAVALLO:   # a tiara over the fringe and a rose in her hand
        out.append('<path fill="#e0a030" stroke-width="1.5" '
                   'd="M80,86C76,62 124,62 120,86C116,74 108,70 100,74C92,70 84,74 80,86Z"/>'
                   f'<path fill="{_GOLD}" stroke-width="1.5" d="M82,68L86,52 93,62 100,46 107,62 114,52 118,68Z"/>'
                   f'<circle cx="100" cy="60" r="3" fill="{second}" stroke="none"/>'
                   '<path fill="none" stroke="#2e7d32" stroke-width="3" d="M62,128Q64,144 72,156"/>'
                   f'<path fill="#c8102e" stroke-width="1" transform="translate(62 126)" d="{_flower(5, 13, 7)}"/>')
    else:   # a full beard, a sceptre and a big crown
        out.append('<path fill="#e4e0d6" stroke-width="1.5" '
                   'd="M79,86C79,112 92,122 100,124C108,122 121,112 121,86C112,100 88,100 79,86Z"/>'
                   '<path fill="none" stroke="#e4e0d6" stroke-width="4" stroke-linecap="round" '
                   'd="M91,92Q100,87 109,92"/>'
                   f'<path stroke-width="7" d="M70,66V156"/><path stroke="{_GOLD}" stroke-width="4" d="M70,66V156"/>'
                   f'<circle cx="70" cy="62" r="7" fill="{_GOLD}" stroke-width="1.5"/>'
                   f'<path fill="{_GOLD}" d="M77,68V38L87,52 93,32 100,48 107,32 113,52 123,38V68Z"/>'
                   f'<path fill="{second}" stroke="none" d="M84,64h5v-5h-5zM97.5,64h5v-5h-5zM111,64h5v-5h-5z"/>')
    # The portrait is drawn a little small and enlarged about the card's centre line, so the
    # two halves still meet at y 160.
    return (f'<g transform="translate(-15 -24) scale(1.15)">{"".join(out)}</g>'
            f'<text x="166" y="56" font-size="42" text-anchor="middle" fill="{color}" stroke="none" {_FONT}>'
            f'{escape(label)}</text>' + _place(sign, 166, 84, .28))


@lru_cache(maxsize=None)
def _french_face(card: Card, french: FrenchView) -> str:
    kind = french.suit(card.suit)
    label = french.rank_label(card.rank)
    symbol = _french_symbol(kind)
    if card.rank >= Rank.FANTE:
        half = _bust(card.rank, kind, label)
        # The classic double-ended court: the same half portrait, turned round below.
        middle = (f'{_FIGURE}{_frame("#f3ead2", "#8a7650")}{half}'
                  f'<g transform="rotate(180 100 160)">{half}</g>'
                  '<path stroke="#8a7650" d="M10,160H190"/></g>')
    else:
        middle = _french_pips(card.rank, symbol)
    return _BLANK + middle + _index(label, _FRENCH_COLORS[kind], symbol, .28)


@lru_cache(maxsize=None)
def _french_card(card: Card, lang: str, french: FrenchView) -> str:
    return _svg(french.name(card, lang), _french_face(card, french))


# -- the back ---------------------------------------------------------------------------------

def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Path data of diagonal lines both ways across a rectangle, cut at its edges.

    (A ``<pattern>`` or a clip path would need an id, which inlined pictures must not have.)
    """
    out = []
    width, height = x1 - x0, y1 - y0
    k = step / 2
    while k < width + height:
        # "/" lines: from the top or right edge down-left to the left or bottom edge ...
        sx, sy = (x0 + k, y0) if k <= width else (x1, y0 + k - width)
        ex, ey = (x0, y0 + k) if k <= height else (x0 + k - height, y1)
        out.append(f"M{_pt(sx, sy)}L{_pt(ex, ey)}")
        # ... and their mirror images, "\" lines.
        out.append(f"M{_pt(x1 - (sx - x0), sy)}L{_pt(x1 - (ex - x0), ey)}")
        k += step
    return "".join(out)


@lru_cache(maxsize=None)
def _back(lang: str) -> str:
    return _svg(t("pictures.back", lang), _back_body())


@lru_cache(maxsize=None)
def _back_body() -> str:
    x0, y0, x1, y1 = 16, 16, 184, 304
    # gold dots in the lattice's diamonds, except under the medallion
    dots = "".join(f"M{x},{y}h0" for x in range(x0 + 14, x1, 14)
                   for y in range(y0 + 14 + (7 if (x - x0) % 28 else 0), y1, 28)
                   if (x - 100) ** 2 / 52 ** 2 + (y - 160) ** 2 / 72 ** 2 > 1)
    body = (_BLANK
            + '<rect x="10" y="10" width="180" height="300" rx="9" fill="#7a1620" stroke="#d9b45a" stroke-width="2"/>'
            + f'<path fill="none" stroke="#b8404a" stroke-width="1.5" d="{_lattice(x0, y0, x1, y1, 28)}"/>'
            + f'<path fill="none" stroke="#d9b45a" stroke-width="4" stroke-linecap="round" d="{dots}"/>'
            + f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="5" fill="none" '
              'stroke="#d9b45a" stroke-width="2.5"/>'
            + '<ellipse cx="100" cy="160" rx="44" ry="64" fill="#f3e3b8" stroke="#d9b45a" stroke-width="4"/>'
            + '<ellipse cx="100" cy="160" rx="36" ry="56" fill="none" stroke="#7a1620" stroke-width="2"/>'
            + f'<path fill="#7a1620" d="{_flower(8, 34, 10)}" transform="translate(100 160)"/>'
            + f'<path fill="#d9b45a" d="{_flower(8, 20, 7, 22.5)}" transform="translate(100 160)"/>'
            + '<circle cx="100" cy="160" r="6" fill="#7a1620" stroke="#d9b45a" stroke-width="2"/>')
    return body
