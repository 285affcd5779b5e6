#!/usr/bin/env python3
"""Generate Mizbazi's original SVG art for Rivals (شهرهای گم‌شده: رقبا).

Writes, relative to the repository root:
  resources/cards/rivals/<color>-<n>.svg   45 expedition cards (n = 2..10, five colours)
  resources/cards/rivals/<color>-w.svg     5 wager cards
  resources/cards/rivals/<color>-s.svg     5 starting wager cards
  resources/cards/rivals/back.svg          card back
  resources/cards/rivals/coin.svg          a gold coin (purses and the reserve)

Everything is drawn from scratch with simple geometry; nothing is traced or copied. The art holds
NO text at all: the numbers and the words ("wager") are painted by the app over the picture in the
UI's language (ui/rivals/rivals_card_faces.cpp), so the same files serve Persian and English.
The painter writes into the free places this script leaves: the two index cartouches in the top
corners and, on wagers, the ribbon at the foot. Keep INDEX_* and RIBBON in step with
rivals_card_faces.cpp.

Standard library only. Run:  python3 tools/art/make_rivals_cards.py [--out REPO_ROOT]

The output is rendered by Qt's QSvgRenderer (SVG Tiny 1.2 subset), so the SVG stays plain:
shapes, groups, transforms, gradients declared in <defs> with explicit gradientUnits,
presentation attributes; no filters, masks, patterns, clip paths, CSS or <text>. Where a picture
must stop at its window, a frame in the card's own colour is painted over the overflow instead of
a clip path.
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
    linear_gradient,
    radial_gradient,
)

# ----------------------------------------------------------------------------------------------
# Data (ids must match docs/rules-rivals.md and engine/rivals/rivals_cards.h)

# id, accent, emblem, background of the face. The five accents were picked by a small search over
# hue, saturation and lightness so that every pair stays at least 35 CIELAB units apart for normal
# vision and under simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009): red
# and green differ strongly in lightness, blue is a deep navy, white a cool silver. Colour is
# never the only cue: each expedition has its own emblem shape (sun, wave, peak, leaf, flame) and
# its own landscape.
COLORS = [
    ("yellow", "#f2ba11", "sun"),
    ("blue", "#263a79", "wave"),
    ("white", "#eceff2", "peak"),
    ("green", "#16b676", "leaf"),
    ("red", "#c62116", "flame"),
]
NUMBERS = range(2, 11)

W, H = 200, 280  # card viewBox (TableLayout::kCardWidth, aspect 1.4)

# Free places for the app's painter (card units). Keep in step with rivals_card_faces.cpp.
INDEX_SIZE = 62  # 14 px on screen needs a card of about 62 px: see rivals_art_test.cpp
INDEX_CENTRES = ((41, 43), (159, 43))  # top-left and top-right cartouches
RIBBON = (30, 230, 140, 34)  # x, y, w, h: the word on wagers
WINDOW = (18, 84, 164, 134)  # the picture

INK = "#2a1a0e"
PARCH_LIGHT = "#fffaf0"
PARCH = "#f5e9cc"
GOLD = "#e3b23c"
GOLD_LIGHT = "#f7dc8a"
GOLD_DARK = "#9c6f12"

# ----------------------------------------------------------------------------------------------
# Small helpers


def luminance(h):
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in hex_rgb(h))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def smooth_path(pts, closed=False):
    """Catmull-Rom through the points, as cubic Béziers."""
    if closed:
        pts = pts + pts[:3]
    d = [f"M{f(pts[0][0])},{f(pts[0][1])}"] if not closed else [f"M{f(pts[1][0])},{f(pts[1][1])}"]
    rng = range(len(pts) - 1) if not closed else range(1, len(pts) - 2)
    for i in rng:
        p0 = pts[max(i - 1, 0)]
        p1, p2 = pts[i], pts[i + 1]
        p3 = pts[min(i + 2, len(pts) - 1)]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d.append(f"C{f(c1[0])},{f(c1[1])} {f(c2[0])},{f(c2[1])} {f(p2[0])},{f(p2[1])}")
    return " ".join(d) + (" Z" if closed else "")


def svg_doc(width, height, defs, body):
    d = f"<defs>{defs}</defs>" if defs else ""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
        f"{d}\n{body}\n</svg>\n"
    )


def rounded_rect_d(x, y, w, h, r):
    return (f"M{f(x + r)},{f(y)} L{f(x + w - r)},{f(y)} A{f(r)},{f(r)} 0 0 1 {f(x + w)},{f(y + r)} "
            f"L{f(x + w)},{f(y + h - r)} A{f(r)},{f(r)} 0 0 1 {f(x + w - r)},{f(y + h)} "
            f"L{f(x + r)},{f(y + h)} A{f(r)},{f(r)} 0 0 1 {f(x)},{f(y + h - r)} "
            f"L{f(x)},{f(y + r)} A{f(r)},{f(r)} 0 0 1 {f(x + r)},{f(y)} Z")


class Pal:
    """Shades of one expedition's accent colour."""

    def __init__(self, accent):
        self.a = accent
        self.light = mix(accent, "#ffffff", 0.45)
        self.pale = mix(accent, "#ffffff", 0.78)
        self.dark = mix(accent, "#000000", 0.4)
        self.deep = mix(accent, "#000000", 0.6)
        # The very light white expedition needs a grey for its outlines and medallion.
        self.white = luminance(accent) > 0.7
        if self.white:
            self.dark = "#7d8896"
            self.deep = "#4f5a68"
        # The face: the parchment tinted with the expedition's colour.
        self.face_top = mix(PARCH_LIGHT, accent, 0.10)
        self.face_bottom = mix(PARCH, accent, 0.28 if not self.white else 0.0)


# ----------------------------------------------------------------------------------------------
# Emblems: one silhouette per expedition, drawn in a box of about -20..20 around the origin.


def emblem_sun(fill, ink, w):
    rays = []
    for k in range(12):
        a = math.radians(k * 30)
        r_in, r_out, half = 11.5, 20 if k % 2 == 0 else 16.5, math.radians(9)
        rays.append([(r_in * math.cos(a - half), r_in * math.sin(a - half)),
                     (r_out * math.cos(a), r_out * math.sin(a)),
                     (r_in * math.cos(a + half), r_in * math.sin(a + half))])
    o = [poly(r, fill=fill, stroke=ink, stroke_width=w * 0.6, stroke_linejoin="round")
         for r in rays]
    o.append(circle(0, 0, 11, fill=fill, stroke=ink, stroke_width=w))
    o.append(circle(0, 0, 5.5, fill="none", stroke=ink, stroke_width=w * 0.5))
    return "".join(o)


def emblem_wave(fill, ink, w):
    d = ("M-20,14 C-20,2 -14,-10 -2,-15 C8,-19 18,-14 20,-6 C14,-11 6,-10 4,-4 "
         "C2,2 8,6 13,4 C10,10 4,12 -2,10 C-8,8 -10,2 -8,-3 C-14,2 -14,9 -10,14 Z")
    o = [path(d, fill=fill, stroke=ink, stroke_width=w, stroke_linejoin="round"),
         path("M-20,18 C-13,13 -7,13 0,18 C7,23 13,23 20,18", fill="none", stroke=ink,
              stroke_width=w * 1.6, stroke_linecap="round"),
         path("M-20,18 C-13,13 -7,13 0,18 C7,23 13,23 20,18", fill="none", stroke=fill,
              stroke_width=w * 0.7, stroke_linecap="round")]
    return "".join(o)


def emblem_peak(fill, ink, w):
    o = [poly([(-21, 17), (-3, -17), (5, -4), (10, -11), (21, 17)], fill=fill, stroke=ink,
              stroke_width=w, stroke_linejoin="round"),
         poly([(-3, -17), (-10, -4), (-5, -7), (-2, -2), (2, -8), (5, -4)], fill="#ffffff",
              stroke=ink, stroke_width=w * 0.5, stroke_linejoin="round")]
    return "".join(o)


def emblem_leaf(fill, ink, w):
    d = "M-17,17 C-22,-2 -6,-20 19,-19 C20,4 4,21 -17,17 Z"
    o = [path(d, fill=fill, stroke=ink, stroke_width=w, stroke_linejoin="round"),
         path("M-17,17 C-6,6 6,-6 15,-15", fill="none", stroke=ink, stroke_width=w * 0.6,
              stroke_linecap="round")]
    for t, s in ((0.3, 1), (0.52, 1), (0.74, 1), (0.3, -1), (0.52, -1), (0.74, -1)):
        x, y = -17 + 32 * t, 17 - 32 * t
        o.append(line(x, y, x + 7 * s if s > 0 else x - 1, y + (1 if s > 0 else -7),
                      stroke=ink, stroke_width=w * 0.45, stroke_linecap="round"))
    return "".join(o)


def emblem_flame(fill, ink, w):
    outer = ("M0,20 C-14,20 -19,9 -16,-1 C-14,-8 -8,-11 -8,-20 C2,-15 4,-7 3,-2 "
             "C6,-6 8,-10 7,-15 C15,-7 19,4 15,12 C12,18 6,20 0,20 Z")
    inner = "M0,17 C-7,17 -9,10 -6,5 C-4,2 -2,0 -1,-5 C4,-1 7,5 6,10 C5,14 3,17 0,17 Z"
    return (path(outer, fill=fill, stroke=ink, stroke_width=w, stroke_linejoin="round")
            + path(inner, fill=GOLD_LIGHT, stroke=ink, stroke_width=w * 0.5,
                   stroke_linejoin="round"))


EMBLEMS = {"sun": emblem_sun, "wave": emblem_wave, "peak": emblem_peak, "leaf": emblem_leaf,
           "flame": emblem_flame}


def emblem(kind, fill, cx, cy, scale, ink=INK, w=2.2):
    return group(EMBLEMS[kind](fill, ink, w),
                 transform=f"translate({f(cx)},{f(cy)}) scale({scale:g})")


def emblem_fill(pal):
    return "#ffffff" if pal.white else pal.light


# ----------------------------------------------------------------------------------------------
# Landscapes, one per expedition, in window coordinates (0..WW, 0..WH). `t` runs from 0 (card 2:
# the destination is far away) to 1 (card 10: you are at its door), so a column of cards reads
# as a journey. Shapes may overflow: the frame painted afterwards hides them.

WW, WH = WINDOW[2], WINDOW[3]
BLEED = 10  # how far a scene may reach past its window (still inside the face, under the frame)


def wpoly(points, **kw):
    """A polygon of a scene, cut back to the bleed around the window: a landmark grown large for
    a high number must not reach past the card's edge."""
    return poly([(min(max(x, -BLEED), WW + BLEED), min(max(y, -BLEED), WH + BLEED))
                 for x, y in points], **kw)


def trail(points, col, w=2.2):
    """A dotted trail of footsteps."""
    return path(smooth_path(points), fill="none", stroke=col, stroke_width=w,
                stroke_dasharray="2 5", stroke_linecap="round")


def scene_desert(pal, t, gid):
    defs = linear_gradient(gid + "s", 0, 0, 0, WH, [(0, "#fff3c8"), (0.55, "#ffd36b"),
                                                    (1, "#f0a53a")])
    horizon = 78 + 6 * t
    o = [rect(-4, -4, WW + 8, WH + 8, fill=f"url(#{gid}s)")]
    # The sun behind the temple.
    o.append(circle(WW * 0.72, horizon - 34 + 6 * t, 16 + 4 * t, fill="#fff6d6", opacity=0.9))
    o.append(circle(WW * 0.72, horizon - 34 + 6 * t, 11 + 3 * t, fill=GOLD_LIGHT))
    # Far dunes.
    o.append(path(f"M-4,{f(horizon)} C30,{f(horizon - 14)} 60,{f(horizon - 4)} 90,{f(horizon - 10)} "
                  f"C120,{f(horizon - 16)} 150,{f(horizon - 2)} {WW + 4},{f(horizon - 8)} "
                  f"L{WW + 4},{WH + 4} L-4,{WH + 4} Z", fill="#e9b45a"))
    # The step pyramid, nearer and larger as the number grows.
    s = 0.55 + 0.75 * t
    cx, base = WW * 0.5 + 6 * (1 - t), horizon + 4
    steps = 5
    for k in range(steps):
        wdt = (70 - k * 12) * s
        hgt = 9 * s
        y = base - (k + 1) * hgt
        o.append(rect(cx - wdt / 2, y, wdt, hgt, fill=mix("#c98a3c", "#f3cf86", k / steps),
                      stroke=INK, stroke_width=1.2))
    o.append(rect(cx - 5 * s, base - steps * 9 * s - 10 * s, 10 * s, 10 * s,
                  fill="#a86a2a", stroke=INK, stroke_width=1.2))
    o.append(path(f"M{f(cx - 5 * s)},{f(base)} L{f(cx - 5 * s)},{f(base - 12 * s)} "
                  f"A{f(5 * s)},{f(5 * s)} 0 0 1 {f(cx + 5 * s)},{f(base - 12 * s)} "
                  f"L{f(cx + 5 * s)},{f(base)} Z", fill="#4a2a10"))
    # Near dunes and the trail.
    o.append(path(f"M-4,{f(horizon + 14)} C40,{f(horizon + 4)} 80,{f(horizon + 26)} 120,"
                  f"{f(horizon + 16)} C140,{f(horizon + 12)} 160,{f(horizon + 18)} {WW + 4},"
                  f"{f(horizon + 14)} L{WW + 4},{WH + 4} L-4,{WH + 4} Z", fill="#f1c372"))
    o.append(path(f"M-4,{WH - 10} C50,{WH - 24} 110,{WH - 2} {WW + 4},{WH - 18} "
                  f"L{WW + 4},{WH + 4} L-4,{WH + 4} Z", fill="#f7d892"))
    o.append(trail([(WW * 0.3, WH + 2), (WW * 0.42, WH - 14), (WW * 0.38, horizon + 22),
                    (cx, base + 2)], "#8a5a22"))
    # A palm at the side.
    px, py = 18, horizon + 20
    o.append(path(f"M{px},{py} C{px + 2},{py - 14} {px + 6},{py - 24} {px + 4},{py - 34}",
                  fill="none", stroke="#6b4423", stroke_width=3, stroke_linecap="round"))
    for ang in (-150, -110, -60, -20, 20):
        a = math.radians(ang)
        x2, y2 = px + 4 + 16 * math.cos(a), py - 34 + 12 * math.sin(a) + 6
        o.append(path(f"M{px + 4},{py - 34} Q{f((px + 4 + x2) / 2)},{f(py - 44)} {f(x2)},{f(y2)}",
                      fill="none", stroke="#3f7a2a", stroke_width=3, stroke_linecap="round"))
    return defs, "".join(o)


def scene_sea(pal, t, gid):
    defs = linear_gradient(gid + "s", 0, 0, 0, WH, [(0, "#7fc4d8"), (0.5, "#3a78a8"),
                                                    (1, "#1d2f66")])
    o = [rect(-4, -4, WW + 8, WH + 8, fill=f"url(#{gid}s)")]
    # Light shafts from the surface.
    for x, wd in ((20, 14), (62, 10), (110, 18), (148, 9)):
        o.append(wpoly([(x, -4), (x + wd, -4), (x + wd + 30, WH), (x + 18, WH)], fill="#ffffff",
                      opacity=0.12))
    # Surface ripples.
    o.append(path("M-4,8 C10,4 20,12 34,8 C48,4 58,12 72,8 C86,4 96,12 110,8 C124,4 134,12 148,8 "
                  "C156,6 162,8 170,8", fill="none", stroke="#e6f7ff", stroke_width=2,
                  opacity=0.7))
    floor = 104 + 8 * t
    # The sunken city: columns and an arch, nearer as the number grows.
    s = 0.55 + 0.7 * t
    cx = WW * 0.52
    col = "#9fb6c8"
    for dx in (-34, -14, 14, 34):
        hgt = (60 if abs(dx) < 20 else 48) * s
        if dx == 34:
            hgt *= 0.6  # a broken column
        x = cx + dx * s
        o.append(rect(x - 5 * s, floor - hgt, 10 * s, hgt, fill=col, stroke=INK, stroke_width=1.1))
        o.append(rect(x - 7 * s, floor - hgt - 3 * s, 14 * s, 4 * s, fill="#c9d8e4", stroke=INK,
                      stroke_width=1.1))
    top = floor - 63 * s
    o.append(path(f"M{f(cx - 40 * s)},{f(top)} L{f(cx - 40 * s)},{f(top - 8 * s)} "
                  f"L{f(cx)},{f(top - 24 * s)} L{f(cx + 24 * s)},{f(top - 14 * s)} "
                  f"L{f(cx + 20 * s)},{f(top)} Z", fill="#c9d8e4", stroke=INK, stroke_width=1.1))
    # Sea floor, weed and a fish.
    o.append(path(f"M-4,{f(floor)} C40,{f(floor - 6)} 90,{f(floor + 4)} {WW + 4},{f(floor - 4)} "
                  f"L{WW + 4},{WH + 4} L-4,{WH + 4} Z", fill="#c7b27a"))
    o.append(path(f"M-4,{WH - 8} C50,{WH - 16} 120,{WH - 2} {WW + 4},{WH - 12} "
                  f"L{WW + 4},{WH + 4} L-4,{WH + 4} Z", fill="#ddc98f"))
    for x, hgt in ((14, 26), (22, 18), (150, 30), (158, 20)):
        o.append(path(f"M{x},{f(floor + 4)} C{x - 6},{f(floor - hgt / 2)} {x + 6},"
                      f"{f(floor - hgt / 2)} {x},{f(floor - hgt)}", fill="none",
                      stroke="#2f8f5a", stroke_width=3, stroke_linecap="round"))
    fx, fy = 40 + 20 * t, 40
    o.append(path(f"M{f(fx)},{fy} C{f(fx + 6)},{fy - 6} {f(fx + 16)},{fy - 6} {f(fx + 20)},{fy} "
                  f"C{f(fx + 16)},{fy + 6} {f(fx + 6)},{fy + 6} {f(fx)},{fy} Z "
                  f"M{f(fx)},{fy} L{f(fx - 6)},{fy - 5} L{f(fx - 6)},{fy + 5} Z",
                  fill="#f2a93b", stroke=INK, stroke_width=1))
    for bx, by, r in ((126, 60, 3), (130, 48, 2.2), (124, 38, 1.6)):
        o.append(circle(bx, by, r, fill="none", stroke="#e6f7ff", stroke_width=1.2))
    o.append(trail([(WW * 0.35, WH + 2), (WW * 0.45, WH - 14), (cx - 4, floor + 2)], "#7a6431"))
    return defs, "".join(o)


def scene_mountain(pal, t, gid):
    defs = linear_gradient(gid + "s", 0, 0, 0, WH, [(0, "#b9cde3"), (0.6, "#e8eef5"),
                                                    (1, "#ffffff")])
    o = [rect(-4, -4, WW + 8, WH + 8, fill=f"url(#{gid}s)")]
    # Far range.
    o.append(wpoly([(-4, 80), (20, 46), (40, 64), (70, 30), (96, 58), (126, 36), (150, 56),
                   (WW + 4, 40), (WW + 4, WH + 4), (-4, WH + 4)], fill="#9fb0c6"))
    # The temple's mountain, nearer as the number grows.
    s = 0.6 + 0.65 * t
    cx, base = WW * 0.56, 112 + 6 * t
    peak_y = base - 92 * s
    o.append(wpoly([(cx - 80 * s, base), (cx - 8 * s, peak_y), (cx + 14 * s, peak_y + 18 * s),
                   (cx + 26 * s, peak_y + 8 * s), (cx + 84 * s, base)], fill="#6f7f95",
                  stroke=INK, stroke_width=1.1, stroke_linejoin="round"))
    o.append(wpoly([(cx - 8 * s, peak_y), (cx - 28 * s, peak_y + 26 * s), (cx - 16 * s, peak_y + 22 * s),
                   (cx - 6 * s, peak_y + 32 * s), (cx + 4 * s, peak_y + 22 * s),
                   (cx + 14 * s, peak_y + 18 * s)], fill="#ffffff", stroke=INK, stroke_width=0.9,
                  stroke_linejoin="round"))
    # The temple on a ledge: a roofed hall with columns.
    tx, ty, ts = cx - 30 * s, base - 40 * s, s * 0.9
    o.append(rect(tx - 16 * ts, ty - 14 * ts, 32 * ts, 14 * ts, fill="#d9cdb4", stroke=INK,
                  stroke_width=1))
    for k in range(4):
        o.append(rect(tx - 13 * ts + k * 8 * ts, ty - 12 * ts, 3 * ts, 12 * ts, fill="#8f7f62"))
    o.append(wpoly([(tx - 20 * ts, ty - 14 * ts), (tx, ty - 26 * ts), (tx + 20 * ts, ty - 14 * ts)],
                  fill="#b6473a", stroke=INK, stroke_width=1, stroke_linejoin="round"))
    # Snowfield, pines and the trail.
    o.append(path(f"M-4,{f(base + 2)} C40,{f(base - 8)} 100,{f(base + 8)} {WW + 4},{f(base - 2)} "
                  f"L{WW + 4},{WH + 4} L-4,{WH + 4} Z", fill="#f4f7fb", stroke="#c9d3df",
                  stroke_width=1))
    for x, y, hh in ((14, base + 6, 24), (28, base + 10, 18), (150, base + 8, 22)):
        o.append(wpoly([(x, y - hh), (x - 7, y), (x + 7, y)], fill="#2f5f4a", stroke=INK,
                      stroke_width=0.8))
    o.append(trail([(WW * 0.45, WH + 2), (WW * 0.52, WH - 12), (tx + 4, base + 4), (tx, ty + 2)],
                   "#6f7f95"))
    return defs, "".join(o)


def scene_jungle(pal, t, gid):
    defs = linear_gradient(gid + "s", 0, 0, 0, WH, [(0, "#d8f1c4"), (0.6, "#9fd99a"),
                                                    (1, "#4f9a5c")])
    o = [rect(-4, -4, WW + 8, WH + 8, fill=f"url(#{gid}s)")]
    # Far canopy.
    pts = [(-6, 70)] + [(x, 52 + 10 * math.sin(x / 11)) for x in range(0, WW + 12, 12)]
    o.append(path(smooth_path(pts) + f" L{WW + 6},{WH + 4} L-6,{WH + 4} Z", fill="#5fae6a"))
    # The jungle temple: a stepped shrine with a great stone face, nearer as the number grows.
    s = 0.55 + 0.7 * t
    cx, base = WW * 0.5, 110 + 6 * t
    o.append(wpoly([(cx - 44 * s, base), (cx - 36 * s, base - 20 * s), (cx - 28 * s, base - 20 * s),
                   (cx - 22 * s, base - 40 * s), (cx + 22 * s, base - 40 * s),
                   (cx + 28 * s, base - 20 * s), (cx + 36 * s, base - 20 * s), (cx + 44 * s, base)],
                  fill="#8d9a86", stroke=INK, stroke_width=1.1, stroke_linejoin="round"))
    hx_, hy = cx, base - 58 * s
    o.append(rect(hx_ - 17 * s, hy - 20 * s, 34 * s, 40 * s, 6 * s, fill="#a7b09c", stroke=INK,
                  stroke_width=1.1))
    o.append(rect(hx_ - 12 * s, hy - 8 * s, 9 * s, 5 * s, fill=INK))
    o.append(rect(hx_ + 3 * s, hy - 8 * s, 9 * s, 5 * s, fill=INK))
    o.append(rect(hx_ - 3 * s, hy - 2 * s, 6 * s, 10 * s, fill="#7f8a76"))
    o.append(rect(hx_ - 9 * s, hy + 11 * s, 18 * s, 3 * s, fill=INK))
    o.append(path(f"M{f(cx - 7 * s)},{f(base)} L{f(cx - 7 * s)},{f(base - 12 * s)} "
                  f"L{f(cx + 7 * s)},{f(base - 12 * s)} L{f(cx + 7 * s)},{f(base)} Z", fill=INK))
    # Foreground leaves, a hanging vine and the trail.
    for x, y, r, a in ((8, WH - 10, 22, -30), (30, WH + 4, 18, -60), (WW - 10, WH - 14, 24, 200),
                       (WW - 30, WH + 2, 18, 240)):
        o.append(group(path("M0,0 C10,-10 30,-10 40,0 C30,10 10,10 0,0 Z", fill="#2e7d3e",
                            stroke=INK, stroke_width=1),
                       transform=f"translate({x},{y}) rotate({a}) scale({f(r / 40)})"))
    o.append(path("M130,-4 C126,14 136,26 130,44 M130,20 C124,22 122,26 124,30", fill="none",
                  stroke="#2e7d3e", stroke_width=2.4, stroke_linecap="round"))
    o.append(trail([(WW * 0.5, WH + 2), (WW * 0.44, WH - 14), (cx, base + 2)], "#3b5f2a"))
    return defs, "".join(o)


def scene_volcano(pal, t, gid):
    defs = linear_gradient(gid + "s", 0, 0, 0, WH, [(0, "#4a2040"), (0.45, "#d2553a"),
                                                    (1, "#f6b35e")])
    o = [rect(-4, -4, WW + 8, WH + 8, fill=f"url(#{gid}s)")]
    # The volcano with its glowing crater and smoke.
    vx, vy = WW * 0.62, 34
    o.append(wpoly([(vx - 80, 104), (vx - 14, vy), (vx + 14, vy), (vx + 84, 104)], fill="#5a2e2a",
                  stroke=INK, stroke_width=1.1, stroke_linejoin="round"))
    o.append(path(f"M{f(vx - 14)},{vy} C{f(vx - 6)},{vy + 12} {f(vx - 14)},{vy + 26} "
                  f"{f(vx - 22)},{vy + 40} L{f(vx - 14)},{vy + 40} C{f(vx - 4)},{vy + 24} "
                  f"{f(vx + 2)},{vy + 12} {f(vx + 4)},{vy} Z", fill="#ff8a2a"))
    for k, (dx, dy, r) in enumerate(((0, -8, 9), (-8, -18, 11), (6, -28, 13))):
        o.append(circle(vx + dx, vy + dy, r, fill="#7a5a6a", opacity=0.55 - 0.1 * k))
    # The stone circle on the plain, nearer as the number grows.
    plain = 100 + 8 * t
    o.append(path(f"M-4,{f(plain)} C50,{f(plain - 8)} 110,{f(plain + 4)} {WW + 4},{f(plain - 4)} "
                  f"L{WW + 4},{WH + 4} L-4,{WH + 4} Z", fill="#8a4a2a"))
    s = 0.5 + 0.75 * t
    cx = WW * 0.42
    # Back stones first, then the front ones, all standing on an ellipse.
    stones = []
    for k in range(8):
        a = math.radians(k * 45 + 10)
        stones.append((math.sin(a), cx + 42 * s * math.cos(a), plain + 6 + 10 * s * math.sin(a)))
    for depth, x, y in sorted(stones):
        hgt = (26 + 6 * depth) * s
        wd = 9 * s
        o.append(path(f"M{f(x - wd / 2)},{f(y)} L{f(x - wd / 2 + 1)},{f(y - hgt)} "
                      f"Q{f(x)},{f(y - hgt - 4 * s)} {f(x + wd / 2 - 1)},{f(y - hgt)} "
                      f"L{f(x + wd / 2)},{f(y)} Z",
                      fill=mix("#9a8f86", "#cbbfb2", (depth + 1) / 2), stroke=INK,
                      stroke_width=1))
    o.append(path(f"M-4,{WH - 8} C60,{WH - 18} 110,{WH - 2} {WW + 4},{WH - 10} "
                  f"L{WW + 4},{WH + 4} L-4,{WH + 4} Z", fill="#a65a32"))
    o.append(trail([(WW * 0.55, WH + 2), (WW * 0.5, WH - 14), (cx, plain + 18)], "#f6c68a"))
    return defs, "".join(o)


SCENES = {"sun": scene_desert, "wave": scene_sea, "peak": scene_mountain, "leaf": scene_jungle,
          "flame": scene_volcano}


# ----------------------------------------------------------------------------------------------
# Card parts


def frame_ring(outer, inner, fill):
    """The face outside the picture window, as one even-odd path: it hides the scene's
    overflow (QSvgRenderer has no clip paths)."""
    ox, oy, ow, oh, orx = outer
    ix, iy, iw, ih, irx = inner
    d = rounded_rect_d(ox, oy, ow, oh, orx) + " " + rounded_rect_d(ix, iy, iw, ih, irx)
    return path(d, fill=fill, fill_rule="evenodd")


def face_defs(pal, gid):
    return (linear_gradient(gid + "f", 0, 8, 0, H - 8, [(0, pal.face_top), (1, pal.face_bottom)])
            + linear_gradient(gid + "b", 0, 8, 0, 80,
                              [(0, pal.light), (0.55, pal.a), (1, mix(pal.a, "#000000", 0.12))]))


def card_base(pal, gid, scene_body, starting=False):
    """Border, face, the picture in its window, the top band with two free index cartouches and
    the emblem between them."""
    o = [rect(0, 0, W, H, 12, fill=pal.a if not pal.white else "#dfe4ea"),
         rect(0.8, 0.8, W - 1.6, H - 1.6, 11.5, fill="none", stroke=INK, stroke_width=1.6)]
    wx, wy, ww, wh = WINDOW
    o.append(group(scene_body, transform=f"translate({wx},{wy})"))
    o.append(frame_ring((7, 7, W - 14, H - 14, 8), (wx, wy, ww, wh, 6), f"url(#{gid}f)"))
    o.append(rect(wx, wy, ww, wh, 6, fill="none", stroke=INK, stroke_width=2))
    o.append(rect(wx - 3, wy - 3, ww + 6, wh + 6, 8, fill="none", stroke=pal.dark,
                  stroke_width=1.4, opacity=0.8))
    o.append(rect(7, 7, W - 14, H - 14, 8, fill="none", stroke=INK, stroke_width=1.4))
    if starting:  # a gilded inner line marks the cards dealt before the game
        o.append(rect(11, 11, W - 22, H - 22, 6, fill="none", stroke=GOLD, stroke_width=2.2))
    # Top band: the expedition's colour from edge to edge, so that a column of overlapping cards
    # shows the colour on every card.
    o.append(path(f"M7,78 L7,15 A8,8 0 0 1 15,7 L{W - 15},7 A8,8 0 0 1 {W - 7},15 L{W - 7},78 Z",
                  fill=f"url(#{gid}b)", stroke=INK, stroke_width=1.4))
    o.append(line(7, 78, W - 7, 78, stroke=INK, stroke_width=2))
    # Emblem medallion between the cartouches.
    o.append(circle(100, 43, 22, fill=pal.dark, stroke=INK, stroke_width=2))
    o.append(circle(100, 43, 18.5, fill="none", stroke=GOLD_LIGHT, stroke_width=1.2, opacity=0.8))
    return o


def cartouches(pal, content=None):
    """The two free index places (the app paints the number there)."""
    o = []
    half = INDEX_SIZE / 2
    for cx, cy in INDEX_CENTRES:
        o.append(rect(cx - half, cy - half, INDEX_SIZE, INDEX_SIZE, 11, fill=PARCH_LIGHT,
                      stroke=INK, stroke_width=2))
        o.append(rect(cx - half + 3.5, cy - half + 3.5, INDEX_SIZE - 7, INDEX_SIZE - 7, 8,
                      fill="none", stroke=pal.dark, stroke_width=1.2, opacity=0.7))
        if content:
            o.append(group(content, transform=f"translate({cx},{cy})"))
    return o


def footprint(x, y, scale, col, flip=False):
    """One boot print: sole and heel."""
    sx = -1 if flip else 1
    body = (path("M0,-14 C7,-14 9,-6 8,0 C7,5 5,7 0,7 C-5,7 -7,4 -7,-1 C-7,-8 -5,-14 0,-14 Z",
                 fill=col)
            + path("M-5,10 C-5,8 5,8 5,10 L5,16 C5,19 -5,19 -5,16 Z", fill=col))
    return group(body, transform=f"translate({f(x)},{f(y)}) scale({f(scale * sx)},{f(scale)}) "
                                 f"rotate(8)")


def footprints(n, col):
    """The card's footprints (1 for 2-5, 2 for 6-10) at the foot of the card."""
    y = 246
    if n == 1:
        return footprint(100, y, 1.15, col)
    return footprint(88, y + 2, 1.15, col, flip=True) + footprint(112, y - 2, 1.15, col)


def ribbon(pal):
    """The ribbon on wagers that carries the word the app paints."""
    x, y, w, h = RIBBON
    n = 9
    d = (f"M{x - 14},{y + 4} L{x + 6},{y + 4} L{x + 6},{y + h + 4} L{x - 14},{y + h + 4} "
         f"L{x - 14 + n},{y + 4 + h / 2} Z")
    d2 = (f"M{x + w + 14},{y + 4} L{x + w - 6},{y + 4} L{x + w - 6},{y + h + 4} "
          f"L{x + w + 14},{y + h + 4} L{x + w + 14 - n},{y + 4 + h / 2} Z")
    return (path(d, fill=pal.dark, stroke=INK, stroke_width=1.4, stroke_linejoin="round")
            + path(d2, fill=pal.dark, stroke=INK, stroke_width=1.4, stroke_linejoin="round")
            + rect(x, y, w, h, 4, fill=PARCH_LIGHT, stroke=INK, stroke_width=1.8)
            + rect(x + 3, y + 3, w - 6, h - 6, 3, fill="none", stroke=pal.dark,
                   stroke_width=1, opacity=0.7))


def pledge_symbol(pal):
    """Two linked rings: the sign of a wager, in the cartouches where numbers go on others."""
    return (circle(-7, 0, 10, fill="none", stroke=INK, stroke_width=6)
            + circle(7, 0, 10, fill="none", stroke=INK, stroke_width=6)
            + circle(-7, 0, 10, fill="none", stroke=GOLD, stroke_width=3.2)
            + circle(7, 0, 10, fill="none", stroke=GOLD, stroke_width=3.2)
            + path("M-1.5,-8 A10,10 0 0 1 7,-10", fill="none", stroke=GOLD, stroke_width=3.2))


def flag_symbol(pal, kind):
    fill = emblem_fill(pal)
    return (line(-10, 18, -10, -18, stroke=INK, stroke_width=3.2, stroke_linecap="round")
            + path("M-9,-17 L16,-11 L8,-4 L16,3 L-9,3 Z", fill=pal.a if not pal.white else fill,
                   stroke=INK, stroke_width=1.8, stroke_linejoin="round")
            + circle(-10, -19, 2.6, fill=GOLD, stroke=INK, stroke_width=1))


def number_card(cid, accent, kind, n):
    pal = Pal(accent)
    gid = "c"
    t = (n - 2) / 8
    sdefs, scene = SCENES[kind](pal, t, gid)
    o = card_base(pal, gid, scene)
    o.append(emblem(kind, emblem_fill(pal), 100, 43, 0.78))
    o += cartouches(pal)
    o.append(footprints(1 if n <= 5 else 2, pal.deep))
    return svg_doc(W, H, face_defs(pal, gid) + sdefs, "".join(o))


def scroll(pal, kind):
    """A rolled contract sealed with the expedition's emblem: the wager itself."""
    o = [path("M-44,-30 L40,-30 L40,30 L-44,30 Z", fill="#fbf3dc", stroke=INK, stroke_width=1.8),
         ellipse(-44, 0, 7, 32, fill="#efdfb6", stroke=INK, stroke_width=1.6),
         ellipse(40, 0, 7, 32, fill="#efdfb6", stroke=INK, stroke_width=1.6)]
    for k in range(5):
        y = -18 + k * 8
        o.append(line(-32, y, 22 - (12 if k == 4 else 0), y, stroke="#b9a57a", stroke_width=2,
                      stroke_linecap="round"))
    # Wax seal with ribbon tails.
    o.append(path("M10,18 L4,42 L12,36 L16,44 L20,20 Z", fill=pal.dark, stroke=INK,
                  stroke_width=1.2, stroke_linejoin="round"))
    o.append(poly(star_points(18, 14, 17, 14, 12), fill=pal.a if not pal.white else "#c9d2dc",
                  stroke=INK, stroke_width=1.4, stroke_linejoin="round"))
    o.append(emblem(kind, emblem_fill(pal), 18, 14, 0.5, w=2.6))
    return "".join(o)


def wager_card(cid, accent, kind):
    pal = Pal(accent)
    gid = "c"
    sdefs, scene = SCENES[kind](pal, 0.5, gid)
    # The landscape faded behind the contract.
    wx, wy, ww, wh = WINDOW
    scene += rect(-4, -4, ww + 8, wh + 8, fill=pal.face_top, opacity=0.5)
    scene += group(scroll(pal, kind), transform=f"translate({ww / 2},{wh / 2 - 2}) scale(1.3)")
    o = card_base(pal, gid, scene)
    o.append(emblem(kind, emblem_fill(pal), 100, 43, 0.78))
    o += cartouches(pal, pledge_symbol(pal))
    o.append(ribbon(pal))
    return svg_doc(W, H, face_defs(pal, gid) + sdefs, "".join(o))


def starting_wager_card(cid, accent, kind):
    pal = Pal(accent)
    gid = "c"
    sdefs, scene = SCENES[kind](pal, 0.0, gid)
    wx, wy, ww, wh = WINDOW
    scene += rect(-4, -4, ww + 8, wh + 8, fill=pal.face_top, opacity=0.35)
    # A flag planted at the start of the trail, with the expedition's emblem.
    fx, fy = ww * 0.5, wh - 8
    scene += ellipse(fx, fy + 2, 22, 5, fill=INK, opacity=0.25)
    scene += line(fx - 20, fy, fx - 20, fy - 96, stroke=INK, stroke_width=5, stroke_linecap="round")
    scene += line(fx - 20, fy, fx - 20, fy - 96, stroke="#8a5a2a", stroke_width=3,
                  stroke_linecap="round")
    scene += path(f"M{f(fx - 18)},{f(fy - 94)} C{f(fx + 4)},{f(fy - 104)} {f(fx + 20)},"
                  f"{f(fy - 84)} {f(fx + 44)},{f(fy - 92)} L{f(fx + 36)},{f(fy - 70)} "
                  f"L{f(fx + 46)},{f(fy - 48)} C{f(fx + 22)},{f(fy - 40)} {f(fx + 6)},{f(fy - 60)} "
                  f"{f(fx - 18)},{f(fy - 50)} Z",
                  fill=pal.a if not pal.white else "#ffffff", stroke=INK, stroke_width=1.8,
                  stroke_linejoin="round")
    scene += circle(fx + 12, fy - 72, 15, fill=pal.dark, stroke=INK, stroke_width=1.4)
    scene += emblem(kind, emblem_fill(pal), fx + 12, fy - 72, 0.58, w=2.6)
    scene += circle(fx - 20, fy - 99, 4, fill=GOLD, stroke=INK, stroke_width=1.2)
    o = card_base(pal, gid, scene, starting=True)
    o.append(emblem(kind, emblem_fill(pal), 100, 43, 0.78))
    o += cartouches(pal, flag_symbol(pal, kind))
    o.append(ribbon(pal))
    return svg_doc(W, H, face_defs(pal, gid) + sdefs, "".join(o))


# ----------------------------------------------------------------------------------------------
# The back: dark leather with a compass rose and the five expeditions' emblems around it.


def compass(cx, cy, r):
    o = [circle(cx, cy, r, fill="#3a2414", stroke=GOLD, stroke_width=2.5),
         circle(cx, cy, r - 6, fill="none", stroke=GOLD_DARK, stroke_width=1.2)]
    for k in range(32):
        a = math.radians(k * 360 / 32)
        r1 = r - 6 if k % 4 else r - 12
        o.append(line(cx + r1 * math.cos(a), cy + r1 * math.sin(a), cx + (r - 2) * math.cos(a),
                      cy + (r - 2) * math.sin(a), stroke=GOLD_DARK, stroke_width=1.2))
    # Eight points: long cardinal ones over short diagonal ones, each half light, half shaded.
    for long_, rot, ln in ((False, 45, 0.62), (True, 0, 0.9)):
        for k in range(4):
            a = math.radians(rot + k * 90 - 90)
            tip = (cx + r * ln * math.cos(a), cy + r * ln * math.sin(a))
            side = r * (0.16 if long_ else 0.12)
            la = a + math.pi / 2
            left = (cx + side * math.cos(la), cy + side * math.sin(la))
            right = (cx - side * math.cos(la), cy - side * math.sin(la))
            o.append(poly([(cx, cy), left, tip], fill=GOLD_LIGHT if long_ else GOLD,
                          stroke=INK, stroke_width=1, stroke_linejoin="round"))
            o.append(poly([(cx, cy), right, tip], fill=GOLD_DARK if long_ else "#7a5610",
                          stroke=INK, stroke_width=1, stroke_linejoin="round"))
    o.append(circle(cx, cy, 6, fill="#b3202a", stroke=INK, stroke_width=1.5))
    return "".join(o)


def back_card():
    defs = (radial_gradient("lea", 100, 130, 170, [(0, "#7a4a2a"), (0.7, "#5a3420"),
                                                    (1, "#3e2314")]))
    o = [rect(0, 0, W, H, 12, fill="#2e1a0e"),
         rect(6, 6, W - 12, H - 12, 8, fill="url(#lea)"),
         rect(11, 11, W - 22, H - 22, 6, fill="none", stroke=GOLD, stroke_width=2.4),
         rect(16, 16, W - 32, H - 32, 4, fill="none", stroke=GOLD_DARK, stroke_width=1.2)]
    # Tooled border: small diamonds along the inner frame.
    for k in range(9):
        x = 26 + k * (W - 52) / 8
        for y in (22, H - 22):
            o.append(poly([(x, y - 3), (x + 3, y), (x, y + 3), (x - 3, y)], fill=GOLD_DARK))
    for k in range(13):
        y = 34 + k * (H - 68) / 12
        for x in (22, W - 22):
            o.append(poly([(x, y - 3), (x + 3, y), (x, y + 3), (x - 3, y)], fill=GOLD_DARK))
    # A dotted route joining the five expeditions around the compass.
    cx, cy, rr = 100, 140, 64
    pts = []
    for k, (_, accent, kind) in enumerate(COLORS):
        a = math.radians(-90 + k * 72)
        pts.append((cx + rr * math.cos(a), cy + rr * 1.15 * math.sin(a)))
    o.append(path(smooth_path(pts, closed=True), fill="none", stroke=GOLD_LIGHT, stroke_width=1.6,
                  stroke_dasharray="3 5", opacity=0.8))
    o.append(compass(cx, cy, 40))
    for (x, y), (_, accent, kind) in zip(pts, COLORS):
        pal = Pal(accent)
        o.append(circle(x, y, 17, fill=pal.dark, stroke=GOLD, stroke_width=2.2))
        o.append(emblem(kind, emblem_fill(pal), x, y, 0.62, w=2.6))
    # Corner ornaments.
    for x, y in ((30, 34), (W - 30, 34), (30, H - 34), (W - 30, H - 34)):
        o.append(poly(star_points(x, y, 8, 3.2, 4), fill=GOLD, stroke=INK, stroke_width=0.8))
    return svg_doc(W, H, defs, "".join(o))


# ----------------------------------------------------------------------------------------------
# A coin for the purses and the reserve (square art, 120 units).


def coin():
    s = 120
    c = s / 2
    defs = (radial_gradient("g", c - 14, c - 16, 70, [(0, "#fff0b0"), (0.45, GOLD),
                                                       (1, GOLD_DARK)]))
    o = [circle(c, c + 3, 56, fill="#5a3e08", opacity=0.35),
         circle(c, c, 56, fill="url(#g)", stroke=INK, stroke_width=2.5),
         circle(c, c, 46, fill="none", stroke=GOLD_DARK, stroke_width=2.4)]
    for k in range(36):
        a = math.radians(k * 10)
        o.append(circle(c + 51 * math.cos(a), c + 51 * math.sin(a), 1.8, fill=GOLD_DARK))
    o.append(poly(star_points(c, c, 34, 13, 8, 22.5 / 2), fill=GOLD_LIGHT, stroke=GOLD_DARK,
                  stroke_width=2, stroke_linejoin="round"))
    o.append(poly(star_points(c, c, 22, 9, 4), fill=GOLD, stroke=GOLD_DARK, stroke_width=1.6,
                  stroke_linejoin="round"))
    o.append(circle(c, c, 6, fill=GOLD_DARK))
    o.append(path(f"M{c - 40},{c - 18} C{c - 34},{c - 34} {c - 20},{c - 42} {c - 6},{c - 44}",
                  fill="none", stroke="#fff8dc", stroke_width=3, stroke_linecap="round",
                  opacity=0.9))
    return svg_doc(s, s, defs, "".join(o))


# ----------------------------------------------------------------------------------------------


def write(path_, content):
    if "<text" in content:
        raise SystemExit(f"{path_}: the art must hold no text (the app paints words)")
    os.makedirs(os.path.dirname(path_), exist_ok=True)
    with open(path_, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(content)
    size = len(content.encode("utf-8"))
    if size >= 24 * 1024:
        raise SystemExit(f"{path_}: {size} bytes, over the 24 KB budget")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.normpath(os.path.join(here, "..", "..")),
                    help="repository root to write into (default: this checkout)")
    args = ap.parse_args()
    cards_dir = os.path.join(args.out, "resources", "cards", "rivals")
    count = 0
    for cid, accent, kind in COLORS:
        for n in NUMBERS:
            write(os.path.join(cards_dir, f"{cid}-{n}.svg"), number_card(cid, accent, kind, n))
            count += 1
        write(os.path.join(cards_dir, f"{cid}-w.svg"), wager_card(cid, accent, kind))
        write(os.path.join(cards_dir, f"{cid}-s.svg"), starting_wager_card(cid, accent, kind))
        count += 2
    write(os.path.join(cards_dir, "back.svg"), back_card())
    write(os.path.join(cards_dir, "coin.svg"), coin())
    print(f"wrote {count + 2} SVG files under {cards_dir}")


if __name__ == "__main__":
    main()
