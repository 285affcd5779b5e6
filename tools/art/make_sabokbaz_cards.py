#!/usr/bin/env python3
"""Generate Mizbazi's original SVG art for Sabokbaz (سَبُکباز).

Writes, relative to the repository root:
  resources/cards/sabokbaz/<family>-<n>.svg   48 numbered cards: koozeh, sabzeh, zamaneh, badeh, 1–12
  resources/cards/sabokbaz/<special>.svg      4 special cards: dozakh, behesht, khayyam, ajal
  resources/cards/sabokbaz/back.svg           the card back

Everything is drawn from scratch with simple geometry; nothing is traced or copied from the game's
own cards (which we have never seen) or any other artwork. The four families are pictured by what
their names mean: a clay jug (koozeh), the sprouting greens of Nowruz (sabzeh), an hourglass for
time and fate (zamaneh) and a wine cup (badeh). The specials: flames (dozakh, hell), a garden
rosette (behesht, heaven), a crescent moon and star over an open book (khayyam: astronomer and
poet), and a snuffed candle (ajal, death).

No text at all in the SVG: the app paints every number and word over the picture in the UI's
language (ui/sabokbaz/sabokbaz_card_faces.cpp). The picture keeps these places free for it, in
card units of the 200 × 280 viewBox (the painter uses the same numbers: keep them in step):
  - the index: a box at each top corner, x 6..54 (left) and 146..194 (right), y 8..56, for the
    number (or a special's value). Both corners carry it, so that it stays visible whichever way a
    hand is fanned (a fan covers one side of each card but the top card);
  - under each index a small emblem of the family, centred at (30, 80) and (170, 80);
  - a value disc at the top centre, (100, 36) radius 19, on badeh and zamaneh cards (the app
    writes +3 or −2 in it); koozeh and sabzeh are worth nothing and show a small star instead;
  - a ribbon at the bottom, y 234..266, for the card's name.

Colour is never the only cue: each family and each special has its own emblem shape, and the
colours were checked (check_palette below, run on every generation) to stay apart under simulated
protanopia, deuteranopia and tritanopia.

The output is rendered by Qt's QSvgRenderer (SVG Tiny 1.2 subset), so the SVG is kept plain:
shapes, groups, transforms, gradients declared in <defs> with explicit gradientUnits, attributes
instead of style strings; no filters, masks, patterns, clip paths or text.

Standard library only. Run:  python3 tools/art/make_sabokbaz_cards.py [--out REPO_ROOT]
"""

import argparse
import math
import os

from svg_kit import (
    f,
    hex_rgb,
    mix,
    path,
    circle,
    ellipse,
    rect,
    line,
    poly,
    group,
    star_points,
    radial_gradient,
)

# ----------------------------------------------------------------------------------------------
# Data (ids must match engine/sabokbaz/sabokbaz_cards.h)

W, H = 200, 280  # card viewBox: TableLayout::kCardWidth × kCardAspect

INK = "#2a1a10"
PARCH_LIGHT = "#fcf4e0"
PARCH_MID = "#f3e4c2"
PARCH_DARK = "#dcc596"
GOLD = "#d9a62e"
GOLD_LIGHT = "#f5d98a"
GOLD_DARK = "#8c6212"
NIGHT = "#1d1930"  # the specials' ground
NIGHT_LIGHT = "#3a3258"

# id, main colour. Lightness is spread (light green, mid terracotta, dark blue, darker wine) so
# that the four stay apart for every kind of colour vision; check_palette verifies it.
FAMILIES = [
    ("koozeh", "#b85a28"),   # terracotta: fired clay
    ("sabzeh", "#a8d04a"),   # spring green
    ("zamaneh", "#2f56a8"),  # night blue
    ("badeh", "#661238"),    # deep wine
]

SPECIALS = [
    ("dozakh", "#d9442a"),   # fire
    ("behesht", "#1f9e8a"),  # turquoise garden
    ("khayyam", "#f0c430"),  # gold of the moon
    ("ajal", "#e8e4f0"),     # ash-white candle
]

NUMBERS = range(1, 13)

# The places the app paints in (see the docstring); ui/sabokbaz/sabokbaz_card_faces.cpp uses the
# same figures.
INDEX_LEFT = (6, 8, 54, 56)     # x0, y0, x1, y1
INDEX_RIGHT = (146, 8, 194, 56)
CORNER_EMBLEM_Y = 80
VALUE_DISC = (100, 36, 19)      # cx, cy, r
RIBBON = (30, 234, 170, 266)    # x0, y0, x1, y1


# ----------------------------------------------------------------------------------------------
# Small helpers


def khatam(cx, cy, r, rot=22.5):
    """The eight-pointed star of two squares (khatam), a staple of Persian ornament."""
    inner = r * math.cos(math.radians(45)) / math.cos(math.radians(22.5))
    return star_points(cx, cy, r, inner, 8, rot)


def svg_doc(defs, body):
    d = f"<defs>{defs}</defs>" if defs else ""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{W}" height="{H}" viewBox="0 0 {W} {H}">\n'
        f"{d}\n{body}\n</svg>\n"
    )


class Pal:
    """Shades of one colour."""

    def __init__(self, c):
        self.a = c
        self.light = mix(c, "#ffffff", 0.45)
        self.pale = mix(c, "#ffffff", 0.78)
        self.dark = mix(c, "#000000", 0.38)


# ----------------------------------------------------------------------------------------------
# Colour check: CIELAB distance between every pair, for normal vision and simulated protanopia,
# deuteranopia and tritanopia (Machado, Oliveira & Fernandes 2009, severity 1, on linear RGB).

CVD = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def to_lab(rgb_lin):
    r, g, b = (min(max(c, 0.0), 1.0) for c in rgb_lin)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def g_(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = g_(x), g_(y), g_(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def simulate(hex_colour, matrix):
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    v = [lin(c) for c in hex_rgb(hex_colour)]
    return [sum(m * x for m, x in zip(row, v)) for row in matrix]


def min_distance(colours):
    """The smallest CIELAB distance between two of `colours`, over every kind of vision."""
    worst = (1e9, "", "", "")
    for kind, matrix in CVD.items():
        labs = [to_lab(simulate(c, matrix)) for c in colours]
        for i in range(len(labs)):
            for j in range(i + 1, len(labs)):
                d = math.dist(labs[i], labs[j])
                if d < worst[0]:
                    worst = (d, kind, colours[i], colours[j])
    return worst


def check_palette():
    for name, group_ in (("families", FAMILIES), ("specials", SPECIALS)):
        d, kind, a, b = min_distance([c for _, c in group_])
        if d < 20:
            raise SystemExit(f"{name}: {a} and {b} are only {d:.1f} apart for {kind}")
        print(f"{name}: closest pair {a} / {b}, {d:.1f} CIELAB units apart ({kind})")


# ----------------------------------------------------------------------------------------------
# Emblems. Each draws in a local box of about -60..60 around the origin; `w` is the outline width
# (thicker for the small corner emblems so that they survive being scaled down).


def emblem_koozeh(p, w, small=False):
    """A clay jug with a handle, a painted band round its belly."""
    o = []
    body = ("M-11,-44 C-11,-34 -13,-30 -22,-24 C-46,-9 -50,18 -36,38 C-28,50 -20,52 -20,52 "
            "L20,52 C20,52 28,50 36,38 C50,18 46,-9 22,-24 C13,-30 11,-34 11,-44 Z")
    # Handle first, so that the body overlaps its ends.
    o.append(path("M10,-34 C34,-44 58,-30 44,-6 C40,2 36,6 34,10", fill="none", stroke=INK,
                  stroke_width=w + 9, stroke_linecap="round"))
    o.append(path("M10,-34 C34,-44 58,-30 44,-6 C40,2 36,6 34,10", fill="none", stroke=p.a,
                  stroke_width=w + 2, stroke_linecap="round"))
    o.append(path(body, fill=p.a, stroke=INK, stroke_width=w, stroke_linejoin="round"))
    o.append(rect(-22, 50, 44, 9, 3, fill=p.dark, stroke=INK, stroke_width=w * 0.7))
    o.append(ellipse(0, -45, 16, 5, fill=p.dark, stroke=INK, stroke_width=w * 0.7))
    if not small:
        # A painted band of small lozenges, and a highlight on the shoulder.
        o.append(path("M-44,8 C-20,16 20,16 44,8 M-42,22 C-20,30 20,30 42,22", fill="none",
                      stroke=p.pale, stroke_width=w * 0.6))
        for k in range(-3, 4):
            x = k * 11
            y = 18 + 0.9 * (1 - (k / 4) ** 2) * 3
            o.append(poly([(x, y - 5), (x + 4, y), (x, y + 5), (x - 4, y)], fill=p.pale))
        o.append(path("M-30,-8 C-36,2 -37,12 -34,20", fill="none", stroke=p.light,
                      stroke_width=w * 0.9, stroke_linecap="round"))
    return "".join(o)


def emblem_sabzeh(p, w, small=False):
    """The sprouted greens of Nowruz: blades of wheat rising from a shallow dish, tied with a
    ribbon."""
    o = []
    blades = [(-30, -34), (-20, -50), (-8, -58), (6, -58), (18, -52), (30, -38)]
    if small:
        blades = [(-24, -40), (0, -58), (24, -40)]
    for k, (tx, ty) in enumerate(blades):
        bx = tx * 0.35
        mx, my = (bx + tx) / 2 + (6 if tx < 0 else -6), (20 + ty) / 2
        half = 7 if small else 5.5
        d = (f"M{f(bx - half)},22 Q{f(mx - half)},{f(my)} {f(tx)},{f(ty)} "
             f"Q{f(mx + half)},{f(my)} {f(bx + half)},22 Z")
        col = p.a if k % 2 == 0 else p.light
        o.append(path(d, fill=col, stroke=INK, stroke_width=w * 0.6, stroke_linejoin="round"))
    # The ribbon round the sprouts.
    o.append(path("M-22,6 C-8,12 8,12 22,6 L22,14 C8,20 -8,20 -22,14 Z", fill=GOLD, stroke=INK,
                  stroke_width=w * 0.6, stroke_linejoin="round"))
    if not small:
        o.append(path("M16,14 L26,30 L20,30 L14,22 Z M12,15 L8,32 L14,30 Z", fill=GOLD,
                      stroke=INK, stroke_width=w * 0.5, stroke_linejoin="round"))
    # The dish.
    o.append(path("M-46,24 L46,24 C42,44 24,52 0,52 C-24,52 -42,44 -46,24 Z", fill=p.dark,
                  stroke=INK, stroke_width=w, stroke_linejoin="round"))
    o.append(ellipse(0, 24, 46, 7, fill=mix(p.a, "#5a3a1a", 0.6), stroke=INK,
                     stroke_width=w * 0.6))
    if not small:
        o.append(path("M-38,36 C-20,44 20,44 38,36", fill="none", stroke=p.light,
                      stroke_width=w * 0.5))
    return "".join(o)


def emblem_zamaneh(p, w, small=False):
    """An hourglass: time running out, the fate of Khayyam's quatrains."""
    o = []
    glass = ("M-30,-46 C-30,-18 -5,-10 -5,0 C-5,10 -30,18 -30,46 L30,46 C30,18 5,10 5,0 "
             "C5,-10 30,-18 30,-46 Z")
    o.append(path(glass, fill=PARCH_LIGHT if not small else p.pale, stroke=INK,
                  stroke_width=w * 0.8, stroke_linejoin="round"))
    # Sand: a little left above, a mound below, a thin stream between.
    o.append(path("M-17,-22 L17,-22 C12,-14 4,-10 0,-4 C-4,-10 -12,-14 -17,-22 Z", fill=p.a))
    o.append(path("M-27,44 C-22,26 -8,20 0,18 C8,20 22,26 27,44 Z", fill=p.a))
    if not small:
        o.append(line(0, -4, 0, 18, stroke=p.a, stroke_width=2.5))
    # Frame: two plates and two posts.
    for x in (-38, 38):
        o.append(rect(x - 4, -50, 8, 100, 3, fill=p.dark, stroke=INK, stroke_width=w * 0.6))
    for y in (-58, 48):
        o.append(rect(-48, y, 96, 10, 4, fill=p.dark, stroke=INK, stroke_width=w * 0.8))
    if not small:
        for x in (-38, 38):
            o.append(circle(x, -53, 3, fill=p.light))
            o.append(circle(x, 53, 3, fill=p.light))
    return "".join(o)


def emblem_badeh(p, w, small=False):
    """A wine cup (jam) on a stem, filled with wine."""
    o = []
    cup = ("M-40,-50 L40,-50 C40,-12 22,6 7,10 L7,32 C7,38 26,42 32,52 L-32,52 C-26,42 -7,38 "
           "-7,32 L-7,10 C-22,6 -40,-12 -40,-50 Z")
    o.append(path(cup, fill=GOLD if small else GOLD_LIGHT, stroke=INK, stroke_width=w,
                  stroke_linejoin="round"))
    o.append(path("M-36,-36 L36,-36 C34,-10 18,4 0,6 C-18,4 -34,-10 -36,-36 Z", fill=p.a,
                  stroke=INK, stroke_width=w * 0.5, stroke_linejoin="round"))
    o.append(ellipse(0, -50, 40, 6, fill=p.light, stroke=INK, stroke_width=w * 0.7))
    if not small:
        o.append(ellipse(0, -36, 36, 4.5, fill=p.light, opacity=0.7))
        o.append(path("M-26,-28 C-24,-16 -18,-8 -10,-3", fill="none", stroke=p.pale,
                      stroke_width=3, stroke_linecap="round"))
        # A band of engraving on the foot.
        o.append(path("M-22,46 L22,46", stroke=GOLD_DARK, stroke_width=2))
    return "".join(o)


def emblem_dozakh(p, w, small=False):
    """Flames: three tongues of fire over embers."""
    o = []
    outer = ("M0,-60 C10,-38 34,-30 34,2 C34,14 44,8 46,-2 C56,20 46,50 20,56 L-20,56 "
             "C-46,50 -56,20 -44,-4 C-42,8 -32,12 -30,0 C-28,-26 -8,-34 0,-60 Z")
    o.append(path(outer, fill=p.a, stroke=INK, stroke_width=w, stroke_linejoin="round"))
    inner = ("M0,-26 C6,-12 22,-4 20,18 C19,30 10,44 0,48 C-10,44 -19,30 -20,18 C-22,-4 -6,-12 "
             "0,-26 Z")
    o.append(path(inner, fill=GOLD, stroke=INK, stroke_width=w * 0.5, stroke_linejoin="round"))
    if not small:
        o.append(path("M0,6 C4,14 10,22 8,32 C7,40 3,44 0,46 C-3,44 -7,40 -8,32 C-10,22 -4,14 "
                      "0,6 Z", fill=GOLD_LIGHT))
    return "".join(o)


def emblem_behesht(p, w, small=False):
    """A garden rosette of eight petals with leaves: the gardens of paradise."""
    o = []
    if not small:
        for a in (35, 145):
            o.append(group(path("M0,0 C10,-8 34,-8 44,0 C34,8 10,8 0,0 Z", fill="#3f8f3a",
                                stroke=INK, stroke_width=w * 0.5),
                           transform=f"translate(0,34) rotate({a})"))
    for k in range(8):
        a = k * 45
        o.append(group(path("M0,-8 C-14,-20 -14,-44 0,-54 C14,-44 14,-20 0,-8 Z", fill=p.a,
                            stroke=INK, stroke_width=w * 0.7, stroke_linejoin="round"),
                       transform=f"rotate({a})"))
    for k in range(8):
        a = k * 45 + 22.5
        o.append(group(path("M0,-6 C-8,-14 -8,-30 0,-36 C8,-30 8,-14 0,-6 Z", fill=p.light,
                            stroke=INK, stroke_width=w * 0.5, stroke_linejoin="round"),
                       transform=f"rotate({a})"))
    o.append(poly(khatam(0, 0, 16), fill=GOLD, stroke=INK, stroke_width=w * 0.5,
                  stroke_linejoin="round"))
    o.append(circle(0, 0, 6, fill=GOLD_DARK))
    return "".join(o)


def emblem_khayyam(p, w, small=False):
    """A crescent moon and a star above an open book: the astronomer and the poet."""
    o = []
    # Crescent: a disc minus an offset disc, as one even-odd path of two arcs.
    o.append(path("M-8,-58 A28,28 0 1 0 22,-10 A22,22 0 1 1 -8,-58 Z", fill=p.a, stroke=INK,
                  stroke_width=w * 0.8, stroke_linejoin="round"))
    o.append(poly(star_points(24, -44, 13, 5.5, 5, 0), fill=p.a, stroke=INK,
                  stroke_width=w * 0.6, stroke_linejoin="round"))
    # The open book.
    o.append(path("M0,14 C-14,4 -36,4 -50,10 L-50,52 C-36,46 -14,46 0,56 Z", fill=PARCH_LIGHT,
                  stroke=INK, stroke_width=w * 0.8, stroke_linejoin="round"))
    o.append(path("M0,14 C14,4 36,4 50,10 L50,52 C36,46 14,46 0,56 Z", fill=PARCH_LIGHT,
                  stroke=INK, stroke_width=w * 0.8, stroke_linejoin="round"))
    if not small:
        # Four short lines on each page: a quatrain.
        for k in range(4):
            y = 20 + k * 8
            o.append(path(f"M-42,{f(y + 2)} C-30,{f(y - 2)} -16,{f(y - 2)} -8,{f(y + 3)}",
                          fill="none", stroke=NIGHT_LIGHT, stroke_width=1.8))
            o.append(path(f"M8,{f(y + 3)} C16,{f(y - 2)} 30,{f(y - 2)} 42,{f(y + 2)}",
                          fill="none", stroke=NIGHT_LIGHT, stroke_width=1.8))
    o.append(line(0, 14, 0, 56, stroke=INK, stroke_width=w * 0.6))
    return "".join(o)


def emblem_ajal(p, w, small=False):
    """A snuffed candle with its last curl of smoke."""
    o = []
    o.append(path("M-4,-22 C-14,-32 6,-40 -2,-50 C-8,-58 4,-62 8,-58", fill="none",
                  stroke=p.a, stroke_width=w * (1.4 if small else 1.0), stroke_linecap="round"))
    o.append(line(0, -12, 0, -22, stroke=INK, stroke_width=3))
    o.append(rect(-14, -14, 28, 56, 4, fill=p.a, stroke=INK, stroke_width=w,
                  stroke_linejoin="round"))
    o.append(path("M-14,-6 C-8,-2 -6,6 -8,14", fill="none", stroke=PARCH_LIGHT,
                  stroke_width=w * 0.7, stroke_linecap="round"))
    # The holder: a dish on a short foot.
    o.append(path("M-40,40 L40,40 C36,50 20,54 0,54 C-20,54 -36,50 -40,40 Z", fill=p.dark,
                  stroke=INK, stroke_width=w, stroke_linejoin="round"))
    o.append(path("M40,42 C54,40 56,54 44,54", fill="none", stroke=p.dark, stroke_width=w + 2,
                  stroke_linecap="round"))
    return "".join(o)


EMBLEMS = {
    "koozeh": emblem_koozeh,
    "sabzeh": emblem_sabzeh,
    "zamaneh": emblem_zamaneh,
    "badeh": emblem_badeh,
    "dozakh": emblem_dozakh,
    "behesht": emblem_behesht,
    "khayyam": emblem_khayyam,
    "ajal": emblem_ajal,
}


def emblem(kind, colour, cx, cy, scale, w=4.0, small=False):
    return group(EMBLEMS[kind](Pal(colour), w, small),
                 transform=f"translate({f(cx)},{f(cy)}) scale({scale})")


# ----------------------------------------------------------------------------------------------
# Card parts


def rounded_frame(fill, inner_fill, edge):
    return (rect(0, 0, W, H, 14, fill=edge)
            + rect(5, 5, W - 10, H - 10, 10, fill=inner_fill, stroke=INK, stroke_width=1.5))


def corner_boxes(bg, edge):
    """The two index boxes: a pale ground for the painted number, and the small emblem below."""
    o = []
    for x0, y0, x1, y1 in (INDEX_LEFT, INDEX_RIGHT):
        o.append(rect(x0, y0, x1 - x0, y1 - y0, 8, fill=bg, stroke=edge, stroke_width=1.5))
    return "".join(o)


def corner_emblems(kind, colour):
    o = []
    for x0, _, x1, _ in (INDEX_LEFT, INDEX_RIGHT):
        o.append(emblem(kind, colour, (x0 + x1) / 2, CORNER_EMBLEM_Y, 0.3, w=9, small=True))
    return "".join(o)


def ribbon(fill, edge):
    x0, y0, x1, y1 = RIBBON
    mid = (y0 + y1) / 2
    d = (f"M{f(x0)},{f(y0)} L{f(x1)},{f(y0)} L{f(x1 + 12)},{f(mid)} L{f(x1)},{f(y1)} "
         f"L{f(x0)},{f(y1)} L{f(x0 - 12)},{f(mid)} Z")
    return path(d, fill=fill, stroke=edge, stroke_width=2, stroke_linejoin="round")


def arch(x0, x1, y_top, y_bottom, **kw):
    """A pointed Persian arch (the outline of an iwan), as one path."""
    cx = (x0 + x1) / 2
    shoulder = y_top + (x1 - x0) * 0.5
    d = (f"M{f(x0)},{f(y_bottom)} L{f(x0)},{f(shoulder)} "
         f"C{f(x0)},{f(shoulder - 26)} {f(cx - 18)},{f(y_top + 16)} {f(cx)},{f(y_top)} "
         f"C{f(cx + 18)},{f(y_top + 16)} {f(x1)},{f(shoulder - 26)} {f(x1)},{f(shoulder)} "
         f"L{f(x1)},{f(y_bottom)} Z")
    return path(d, **kw)


def pips(n, colour, edge, y_first):
    """One small lozenge per number, in rows of up to six: the number can also be counted."""
    o = []
    rows = [n] if n <= 6 else [6, n - 6]
    for r, count in enumerate(rows):
        y = y_first + r * 13
        gap = 14
        x = 100 - gap * (count - 1) / 2
        for k in range(count):
            cx = x + k * gap
            o.append(poly([(cx, y - 5.5), (cx + 4.5, y), (cx, y + 5.5), (cx - 4.5, y)],
                          fill=colour, stroke=edge, stroke_width=1))
    return "".join(o)


def parchment_defs():
    return radial_gradient("parch", W / 2, H * 0.45, 190,
                           [(0, PARCH_LIGHT), (0.65, PARCH_MID), (1, PARCH_DARK)])


def numbered_card(family, colour, number):
    p = Pal(colour)
    o = [rounded_frame(colour, "url(#parch)", p.dark)]
    o.append(rect(10, 10, W - 20, H - 20, 7, fill="none", stroke=p.light, stroke_width=1.5))
    o.append(corner_boxes(PARCH_LIGHT, p.dark))
    o.append(corner_emblems(family, colour))
    cx, cy, r = VALUE_DISC
    if family in ("badeh", "zamaneh"):
        o.append(circle(cx, cy, r, fill=p.pale, stroke=p.dark, stroke_width=2))
    else:
        o.append(poly(khatam(cx, cy, 12), fill=p.pale, stroke=p.light, stroke_width=1.5))
    # The arch with the emblem and the pips.
    o.append(arch(62, 138, 62, 228, fill=p.pale, stroke=p.dark, stroke_width=2))
    o.append(arch(44, 156, 104, 228, fill=PARCH_LIGHT, stroke=p.dark, stroke_width=2.5))
    o.append(emblem(family, colour, 100, 160, 0.66))
    o.append(pips(number, colour, INK, 207 if number > 6 else 213))
    o.append(ribbon(p.pale, p.dark))
    return svg_doc(parchment_defs(), "".join(o))


def special_card(kind, colour):
    defs = radial_gradient("night", W / 2, 150, 170, [(0, NIGHT_LIGHT), (1, NIGHT)])
    o = [rounded_frame(GOLD_DARK, "url(#night)", INK)]
    o.append(rect(10, 10, W - 20, H - 20, 7, fill="none", stroke=GOLD, stroke_width=2))
    o.append(rect(14, 14, W - 28, H - 28, 5, fill="none", stroke=GOLD, stroke_width=0.8,
                  opacity=0.7))
    o.append(corner_boxes(NIGHT, GOLD))
    o.append(corner_emblems(kind, colour))
    # A few stars in the night sky between the corners.
    for x, y, r in ((78, 28, 3), (100, 44, 4.5), (122, 28, 3)):
        o.append(poly(khatam(x, y, r), fill=GOLD_LIGHT, opacity=0.8))
    # The emblem in a gold-rimmed medallion of the special's colour.
    o.append(poly(khatam(100, 152, 82), fill=mix(colour, NIGHT, 0.8), stroke=GOLD,
                  stroke_width=2, stroke_linejoin="round"))
    o.append(circle(100, 152, 62, fill=mix(colour, NIGHT, 0.62), stroke=GOLD, stroke_width=2.5))
    o.append(emblem(kind, colour, 100, 152, 0.92))
    o.append(ribbon(mix(colour, NIGHT, 0.25), GOLD))
    return svg_doc(defs, "".join(o))


def girih_field(x0, y0, x1, y1, cell, star_col, inner_col, line_col):
    """Rows of eight-pointed stars with small crosses between them, kept inside the rectangle
    (no clip path: only whole tiles that fit are drawn)."""
    stars, inners, crosses = [], [], []
    r = cell * 0.42
    nx = int((x1 - x0) // cell)
    ny = int((y1 - y0) // cell)
    ox = x0 + ((x1 - x0) - nx * cell) / 2 + cell / 2
    oy = y0 + ((y1 - y0) - ny * cell) / 2 + cell / 2
    for j in range(ny):
        for i in range(nx):
            cx, cy = ox + i * cell, oy + j * cell
            stars.append("M" + " ".join(f"{f(x)},{f(y)}" for x, y in khatam(cx, cy, r)) + "Z")
            inners.append("M" + " ".join(f"{f(x)},{f(y)}" for x, y in khatam(cx, cy, r * 0.4))
                          + "Z")
            if i + 1 < nx and j + 1 < ny:
                qx, qy, q = cx + cell / 2, cy + cell / 2, cell * 0.14
                crosses.append(f"M{f(qx)},{f(qy - q)} L{f(qx + q)},{f(qy)} L{f(qx)},{f(qy + q)} "
                               f"L{f(qx - q)},{f(qy)} Z")
    return (path("".join(stars), fill=star_col, stroke=line_col, stroke_width=1.5,
                 stroke_linejoin="round")
            + path("".join(inners), fill=inner_col)
            + path("".join(crosses), fill=inner_col, stroke=line_col, stroke_width=1))


def back_card():
    """A night-blue back with a lattice of stars and, in the middle, a jug and a cup under the
    crescent: the game's world in one medallion."""
    bg = "#243158"
    o = [rect(0, 0, W, H, 14, fill=GOLD_DARK),
         rect(6, 6, W - 12, H - 12, 10, fill=bg, stroke=INK, stroke_width=1.5),
         girih_field(14, 14, W - 14, H - 14, 34, "#33457a", GOLD, "#17203d"),
         rect(12, 12, W - 24, H - 24, 6, fill="none", stroke=GOLD, stroke_width=2.5)]
    o.append(poly(khatam(100, 140, 70), fill=bg, stroke=GOLD, stroke_width=2.5,
                  stroke_linejoin="round"))
    o.append(circle(100, 140, 50, fill="#1b2545", stroke=GOLD, stroke_width=2))
    o.append(emblem("koozeh", FAMILIES[0][1], 84, 150, 0.36, w=6, small=True))
    o.append(emblem("badeh", FAMILIES[3][1], 118, 152, 0.32, w=6, small=True))
    o.append(path("M96,104 A12,12 0 1 0 108,122 A9,9 0 1 1 96,104 Z", fill=GOLD_LIGHT))
    return svg_doc("", "".join(o))


# ----------------------------------------------------------------------------------------------


def write(path_, content):
    os.makedirs(os.path.dirname(path_), exist_ok=True)
    if "<text" in content:
        raise SystemExit(f"{path_}: text in the art (the app paints every word and number)")
    with open(path_, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(content)
    size = len(content.encode("utf-8"))
    if size >= 20 * 1024:
        raise SystemExit(f"{path_}: {size} bytes, over the 20 KB budget")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.normpath(os.path.join(here, "..", "..")),
                    help="repository root to write into (default: this checkout)")
    args = ap.parse_args()
    check_palette()
    cards_dir = os.path.join(args.out, "resources", "cards", "sabokbaz")
    count = 0
    for family, colour in FAMILIES:
        for n in NUMBERS:
            write(os.path.join(cards_dir, f"{family}-{n}.svg"), numbered_card(family, colour, n))
            count += 1
    for kind, colour in SPECIALS:
        write(os.path.join(cards_dir, f"{kind}.svg"), special_card(kind, colour))
        count += 1
    write(os.path.join(cards_dir, "back.svg"), back_card())
    print(f"wrote {count + 1} SVG files under {cards_dir}")


if __name__ == "__main__":
    main()
