#!/usr/bin/env python3
"""Generate Mizbazi's original SVG art for Zirkhaki (زیرخاکی) and the application icon.

Writes, relative to the repository root:
  resources/cards/zirkhaki/<suit>-<value>.svg   60 suit cards
  resources/cards/zirkhaki/ring-<ring>.svg      8 rings (advanced game)
  resources/cards/zirkhaki/back.svg             card back
  resources/cards/zirkhaki/ring-back.svg        ring back
  resources/icons/mizbazi.svg                   application icon

Everything here is drawn from scratch with simple geometry; nothing is traced or copied.
Standard library only. Run:  python3 tools/art/make_zirkhaki_cards.py [--out REPO_ROOT]

The output is rendered by Qt's QSvgRenderer (SVG Tiny 1.2 subset), so the SVG is kept plain:
shapes, groups, transforms, gradients declared in <defs> with explicit gradientUnits, attributes
instead of style strings, no filters/masks/patterns/clip paths, and no text at all: the values,
suit and ring names and the back's title are painted over the art by the table in the UI's
language (ui/zirkhaki/zirkhaki_card_faces.cpp, which knows the places left free here: the two
value medallions, the name banner, the ring's title and name banner, the back's cartouche).
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
# Data (ids and Persian names must match docs/rules-zirkhaki.md and engine/zirkhaki/zirkhaki_cards.h)

SUITS = [
    # id, Persian name, accent colour.
    # Ten hues chosen (with a small search over hue/lightness, simulating protanopia,
    # deuteranopia and tritanopia) so that every pair stays at least ~19 CIELAB units apart for
    # colour-blind players too; each colour is always paired with its own emblem shape as well.
    ("astrolabe", "اسطرلاب", "#2f7fcc"),  # lapis blue
    ("pistol", "تپانچه", "#3b4048"),  # gunmetal
    ("dagger", "خنجر", "#d21f30"),  # crimson
    ("carpet", "فرش", "#c0328a"),  # madder magenta
    ("snake", "مار", "#1f6312"),  # forest green
    ("horseshoe", "نعل", "#4a2216"),  # dark iron-rust brown
    ("coin", "سکه", "#e6b41e"),  # gold
    ("chest", "صندوقچه", "#ec8c48"),  # apricot orange
    ("key", "کلید", "#27c2b4"),  # turquoise
    ("map", "نقشه", "#6c2cc8"),  # violet
]

RINGS = [
    # id, Persian name, suit it affects (emblem shown in the ring's gem)
    ("snake-charmer", "مارگیر", ["snake"]),
    ("strongman", "زورگیر", ["pistol"]),
    ("blade", "تیغ‌زن", ["dagger"]),
    ("treasure-lover", "مال‌دوست", ["chest", "key"]),
    ("goldsmith", "زرگر", ["coin"]),
    ("map-reader", "نقشه‌خوان", ["map"]),
    ("rogue", "رند", ["horseshoe"]),
    ("fortune-teller", "طالع‌بین", ["astrolabe"]),
]


W, H = 250, 350  # card viewBox

INK = "#2a1a0e"  # outlines and dark text
PARCH_LIGHT = "#fbf1d8"
PARCH_MID = "#f1dfb4"
PARCH_DARK = "#d9bd86"
GOLD = "#e3b23c"
GOLD_LIGHT = "#f7dc8a"
GOLD_DARK = "#9c6f12"
STEEL = "#dde3e8"
STEEL_DARK = "#8d99a3"


# ----------------------------------------------------------------------------------------------
# Small helpers


def luminance(h):
    """WCAG relative luminance."""

    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in hex_rgb(h))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def khatam(cx, cy, r, rot=0.0):
    """Eight-pointed star made of two squares (the Persian 'khatam')."""
    inner = r * math.cos(math.radians(45)) / math.cos(math.radians(22.5))
    return star_points(cx, cy, r, inner, 8, rot)


def svg_doc(width, height, defs, body):
    d = f"<defs>{defs}</defs>" if defs else ""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
        f"{d}\n{body}\n</svg>\n"
    )


class Pal:
    """Shades of one accent colour."""

    def __init__(self, accent):
        self.a = accent
        self.light = mix(accent, "#ffffff", 0.45)
        self.pale = mix(accent, "#ffffff", 0.75)
        self.dark = mix(accent, "#000000", 0.35)
        # Detail lines on the accent: darker, or lighter where the accent itself is very dark.
        self.detail = self.light if luminance(accent) < 0.08 else self.dark
        # Text on the accent: white or ink, whichever contrasts more.
        self.on = INK if contrast(accent, INK) > contrast(accent, "#ffffff") else "#ffffff"


# ----------------------------------------------------------------------------------------------
# Emblems. Each draws in a local box of about -70..70 around the origin. `w` is the main outline
# width (5 at full size; thicker for the small corner emblem so it survives being scaled down).


def emblem_astrolabe(p, w):
    o = []
    # Throne and shackle ring on top.
    o.append(circle(0, -60, 10, fill="none", stroke=INK, stroke_width=w + 4))
    o.append(circle(0, -60, 10, fill="none", stroke=GOLD, stroke_width=w))
    o.append(path("M-16,-40 C-14,-52 -6,-50 0,-56 C6,-50 14,-52 16,-40 Z", fill=GOLD, stroke=INK,
                  stroke_width=w * 0.8, stroke_linejoin="round"))
    # Mater (the body).
    o.append(circle(0, 8, 56, fill=p.a, stroke=INK, stroke_width=w))
    o.append(circle(0, 8, 44, fill=p.pale, stroke=INK, stroke_width=w * 0.6))
    # Degree scale on the limb.
    for k in range(24):
        a = math.radians(k * 15)
        r1 = 46 if k % 2 else 44
        c, s_ = math.cos(a), math.sin(a)
        o.append(line(r1 * c, 8 + r1 * s_, 53 * c, 8 + 53 * s_,
                      stroke=p.pale, stroke_width=max(2.5, w * 0.5)))
    # Plate lines: horizon and almucantar arcs.
    o.append(path("M-44,8 L44,8 M0,-36 L0,52", stroke=p.light, stroke_width=w * 0.5, fill="none"))
    o.append(circle(0, -2, 24, fill="none", stroke=p.light, stroke_width=w * 0.6))
    # Rete: star pointers on an offset ring.
    o.append(circle(6, 2, 30, fill="none", stroke=p.dark, stroke_width=w * 0.9))
    for ang in (200, 250, 320):
        a = math.radians(ang)
        x, y = 6 + 30 * math.cos(a), 2 + 30 * math.sin(a)
        o.append(path(f"M{f(x)},{f(y)} l{f(8*math.cos(a+0.4))},{f(8*math.sin(a+0.4))} "
                      f"l{f(6*math.cos(a-1.2))},{f(6*math.sin(a-1.2))} Z",
                      fill=p.dark, stroke=p.dark, stroke_width=w * 0.4, stroke_linejoin="round"))
    # Alidade (the sighting rule) across the face.
    o.append(group(rect(-52, -5, 104, 10, 4, fill=GOLD, stroke=INK, stroke_width=w * 0.6),
                   transform="translate(0,8) rotate(-35)"))
    o.append(circle(0, 8, 6, fill=GOLD_DARK, stroke=INK, stroke_width=w * 0.5))
    return "".join(o)


def emblem_pistol(p, w):
    o = []
    body = p.a
    # Stock and grip (one piece of wood, drawn in the accent colour).
    o.append(path("M-6,-30 L40,-32 C58,-32 68,-22 68,-6 C68,14 76,30 74,46 C72,60 54,64 44,56 "
                  "C34,48 34,32 28,20 C22,8 14,2 -6,-2 Z",
                  fill=body, stroke=INK, stroke_width=w, stroke_linejoin="round"))
    # Butt cap.
    o.append(path("M46,58 C56,64 72,60 74,46 C76,54 70,66 56,66 C50,66 46,62 46,58 Z",
                  fill=GOLD, stroke=INK, stroke_width=w * 0.6, stroke_linejoin="round"))
    # Trigger guard and trigger.
    o.append(path("M4,-2 C2,18 18,30 32,22", fill="none", stroke=INK, stroke_width=w + 3,
                  stroke_linecap="round"))
    o.append(path("M4,-2 C2,18 18,30 32,22", fill="none", stroke=GOLD, stroke_width=w - 1,
                  stroke_linecap="round"))
    o.append(path("M14,0 C12,8 14,12 18,14", fill="none", stroke=INK, stroke_width=w * 0.8,
                  stroke_linecap="round"))
    # Wooden forestock under the barrel, then the barrel with its muzzle and a band.
    o.append(path("M-54,-18 L12,-18 L12,-2 L-46,-4 C-52,-5 -54,-10 -54,-18 Z", fill=body,
                  stroke=INK, stroke_width=w, stroke_linejoin="round"))
    o.append(rect(-70, -32, 84, 16, 3, fill=STEEL_DARK, stroke=INK, stroke_width=w))
    o.append(rect(-66, -28, 76, 4, 2, fill=STEEL))
    o.append(rect(-76, -35, 10, 22, 3, fill=GOLD, stroke=INK, stroke_width=w * 0.7))
    o.append(rect(-34, -34, 7, 30, 2, fill=GOLD, stroke=INK, stroke_width=w * 0.5))
    # Lock plate, frizzen and the cock (hammer) of the flintlock.
    o.append(rect(8, -24, 28, 14, 4, fill=STEEL, stroke=INK, stroke_width=w * 0.6))
    o.append(path("M6,-30 L2,-46 L12,-46 L14,-30 Z", fill=STEEL_DARK, stroke=INK,
                  stroke_width=w * 0.6, stroke_linejoin="round"))
    o.append(path("M26,-28 C20,-40 24,-54 34,-56 L40,-52 C32,-50 30,-42 34,-30 Z",
                  fill=STEEL_DARK, stroke=INK, stroke_width=w * 0.7, stroke_linejoin="round"))
    o.append(rect(24, -60, 16, 7, 2, fill=INK))
    return group("".join(o), transform="rotate(-8)")


def emblem_dagger(p, w):
    o = []
    # Curved, double-edged blade with a central ridge.
    o.append(path("M-13,-6 C-15,22 -8,44 -34,70 C2,52 16,26 13,-6 Z",
                  fill=STEEL, stroke=INK, stroke_width=w, stroke_linejoin="round"))
    o.append(path("M0,-4 C0,22 -6,44 -30,66", fill="none", stroke=STEEL_DARK,
                  stroke_width=w * 0.7, stroke_linecap="round"))
    # Guard.
    o.append(path("M-26,-8 C-20,-18 20,-18 26,-8 C20,-2 -20,-2 -26,-8 Z",
                  fill=GOLD, stroke=INK, stroke_width=w * 0.8, stroke_linejoin="round"))
    # Grip and pommel in the accent colour.
    o.append(path("M-9,-14 C-12,-30 -12,-40 -8,-50 L8,-50 C12,-40 12,-30 9,-14 Z",
                  fill=p.a, stroke=INK, stroke_width=w, stroke_linejoin="round"))
    o.append(path("M-7,-22 L7,-26 M-7,-34 L7,-38", stroke=p.detail, stroke_width=w * 0.6))
    o.append(path("M-10,-48 C-28,-52 -26,-74 -6,-70 C-4,-76 4,-76 6,-70 C26,-74 28,-52 10,-48 Z",
                  fill=p.a, stroke=INK, stroke_width=w, stroke_linejoin="round"))
    o.append(circle(0, -60, 6, fill=GOLD, stroke=INK, stroke_width=w * 0.5))
    return group("".join(o), transform="translate(6,0) rotate(28)")


def emblem_carpet(p, w):
    o = []
    x0, y0, cw, ch = -50, -60, 100, 120
    # Fringes.
    for k in range(9):
        x = x0 + 6 + k * (cw - 12) / 8
        o.append(line(x, y0 - 8, x, y0 + 2, stroke=PARCH_DARK, stroke_width=max(3, w * 0.7),
                      stroke_linecap="round"))
        o.append(line(x, y0 + ch - 2, x, y0 + ch + 8, stroke=PARCH_DARK,
                      stroke_width=max(3, w * 0.7), stroke_linecap="round"))
    # Main border, guard stripe and field.
    o.append(rect(x0, y0, cw, ch, 2, fill=p.dark, stroke=INK, stroke_width=w))
    o.append(rect(x0 + 8, y0 + 8, cw - 16, ch - 16, fill=GOLD, stroke=INK, stroke_width=w * 0.4))
    # Little diamonds running in the border.
    for k in range(5):
        y = y0 + 14 + k * (ch - 28) / 4
        for x in (x0 + 4, x0 + cw - 4):
            o.append(poly([(x, y - 3.5), (x + 3, y), (x, y + 3.5), (x - 3, y)], fill=GOLD))
    o.append(rect(x0 + 14, y0 + 14, cw - 28, ch - 28, fill=p.a, stroke=INK, stroke_width=w * 0.4))
    # Central medallion (lozenge) with a small star, and corner pieces.
    o.append(poly([(0, -36), (26, 0), (0, 36), (-26, 0)], fill=p.pale, stroke=INK,
                  stroke_width=w * 0.5, stroke_linejoin="round"))
    o.append(poly([(0, -24), (16, 0), (0, 24), (-16, 0)], fill=p.dark))
    o.append(poly(khatam(0, 0, 9), fill=GOLD))
    for sx in (-1, 1):
        for sy in (-1, 1):
            cx, cy = sx * (cw / 2 - 14), sy * (ch / 2 - 14)
            o.append(poly([(cx, cy), (cx - sx * 16, cy), (cx, cy - sy * 16)], fill=p.pale))
    return group("".join(o), transform="rotate(-6)")


def spiral_points(cx, cy, r0, r1, turns, squash, start_deg, steps_per_turn=24):
    pts = []
    n = int(turns * steps_per_turn)
    for k in range(n + 1):
        t = k / n
        a = math.radians(start_deg + t * turns * 360)
        r = r0 + (r1 - r0) * t
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a) * squash))
    return pts


def smooth_path(pts):
    """Catmull-Rom through the points, as cubic Béziers."""
    d = [f"M{f(pts[0][0])},{f(pts[0][1])}"]
    for i in range(len(pts) - 1):
        p0 = pts[max(i - 1, 0)]
        p1, p2 = pts[i], pts[i + 1]
        p3 = pts[min(i + 2, len(pts) - 1)]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d.append(f"C{f(c1[0])},{f(c1[1])} {f(c2[0])},{f(c2[1])} {f(p2[0])},{f(p2[1])}")
    return " ".join(d)


def tube(d, width, fill_col, w, pattern=None):
    """A stroked path drawn as an outlined tube: ink, then colour, then an optional band pattern."""
    o = [path(d, fill="none", stroke=INK, stroke_width=width + 2 * w * 0.8, stroke_linecap="round",
              stroke_linejoin="round"),
         path(d, fill="none", stroke=fill_col, stroke_width=width, stroke_linecap="round",
              stroke_linejoin="round")]
    if pattern:
        col, dash = pattern
        o.append(path(d, fill="none", stroke=col, stroke_width=width * 0.45,
                      stroke_dasharray=dash, stroke_linecap="butt"))
    return "".join(o)


def emblem_snake(p, w):
    o = []
    # Coil seen from slightly above: a flattened spiral from the tail (inside) outwards.
    coil = spiral_points(0, 36, 8, 52, 1.75, 0.42, 200, 16)
    o.append(tube(smooth_path(coil), 17, p.a, w, (p.detail, "7 9")))
    # Neck rises from the front of the coil to the head.
    end = coil[-1]
    neck = f"M{f(end[0])},{f(end[1])} C60,80 26,66 18,36 C10,6 -30,-4 -20,-34 C-14,-50 0,-54 8,-50"
    o.append(tube(neck, 17, p.a, w, (p.detail, "7 9")))
    # Head.
    o.append(path("M2,-52 C10,-66 34,-66 44,-56 C50,-48 40,-38 26,-38 C16,-38 6,-42 2,-52 Z",
                  fill=p.a, stroke=INK, stroke_width=w * 0.9, stroke_linejoin="round"))
    o.append(circle(28, -54, 4.5, fill=GOLD_LIGHT, stroke=INK, stroke_width=w * 0.4))
    o.append(circle(29, -54, 1.8, fill=INK))
    # Forked tongue.
    o.append(path("M46,-50 L58,-48 M58,-48 L64,-53 M58,-48 L63,-42", fill="none", stroke="#c62828",
                  stroke_width=max(2.5, w * 0.6), stroke_linecap="round"))
    return "".join(o)


def emblem_horseshoe(p, w):
    o = []
    shoe = ("M-56,4 C-56,-26 -52,-46 -44,-62 L-22,-62 C-30,-44 -32,-24 -32,4 "
            "A32,32 0 0 0 32,4 C32,-24 30,-44 22,-62 L44,-62 C52,-46 56,-26 56,4 "
            "A56,56 0 0 1 -56,4 Z")
    o.append(group(path(shoe, fill=p.a, stroke=INK, stroke_width=w, stroke_linejoin="round"),
                   transform="translate(0,6)"))
    # Groove (the fuller) with nail holes.
    groove = "M-38,-52 C-42,-36 -44,-18 -44,4 A44,44 0 0 0 44,4 C44,-18 42,-36 38,-52"
    o.append(group(path(groove, fill="none", stroke=p.detail, stroke_width=w * 1.2,
                        stroke_linecap="round"), transform="translate(0,6)"))
    holes = [(-41, -34), (-44, -10), (-40, 18), (-26, 40)]
    for x, y in holes + [(-hx, hy) for hx, hy in holes]:
        o.append(rect(x - 3.5, y + 6 - 4.5, 7, 9, 1.5, fill=PARCH_LIGHT, stroke=INK,
                      stroke_width=w * 0.4))
    # Highlight along the outer edge.
    o.append(group(path("M-50,-20 C-52,-6 -52,4 -50,16", fill="none", stroke=p.light,
                        stroke_width=w * 0.8, stroke_linecap="round"), transform="translate(0,6)"))
    return "".join(o)


def emblem_coin(p, w):
    o = []
    # A second coin behind, for depth.
    o.append(circle(20, 14, 52, fill=GOLD_DARK, stroke=INK, stroke_width=w))
    o.append(circle(-8, -6, 58, fill=p.a, stroke=INK, stroke_width=w))
    o.append(circle(-8, -6, 47, fill=GOLD, stroke=GOLD_DARK, stroke_width=w * 0.7))
    for k in range(20):
        a = math.radians(k * 18)
        o.append(circle(-8 + 52.5 * math.cos(a), -6 + 52.5 * math.sin(a), 2.4, fill=GOLD_LIGHT))
    o.append(poly(khatam(-8, -6, 32, 22.5), fill=p.a, stroke=GOLD_DARK, stroke_width=w * 0.7,
                  stroke_linejoin="round"))
    o.append(circle(-8, -6, 12, fill=GOLD_LIGHT, stroke=GOLD_DARK, stroke_width=w * 0.6))
    # Shine.
    o.append(path("M-48,-30 C-40,-46 -28,-54 -14,-56", fill="none", stroke="#fff6d0",
                  stroke_width=w * 0.9, stroke_linecap="round"))
    return "".join(o)


def emblem_chest(p, w):
    o = []
    # Body and domed lid.
    o.append(rect(-60, -6, 120, 60, 4, fill=p.a, stroke=INK, stroke_width=w))
    o.append(path("M-60,-6 L-60,-26 C-60,-62 60,-62 60,-26 L60,-6 Z", fill=p.light, stroke=INK,
                  stroke_width=w, stroke_linejoin="round"))
    # Planks.
    o.append(path("M-56,14 L56,14 M-56,34 L56,34 M-58,-26 L58,-26", stroke=p.detail,
                  stroke_width=w * 0.6))
    # Iron/gold bands.
    for x in (-44, 34):
        o.append(rect(x, -6, 10, 60, fill=GOLD, stroke=INK, stroke_width=w * 0.6))
    o.append(path("M-44,-6 L-44,-30 C-44,-44 -40,-48 -36,-50 L-34,-50 C-34,-40 -34,-20 -34,-6 Z"
                  , fill=GOLD, stroke=INK, stroke_width=w * 0.6, stroke_linejoin="round"))
    o.append(path("M44,-6 L44,-30 C44,-44 40,-48 36,-50 L34,-50 C34,-40 34,-20 34,-6 Z",
                  fill=GOLD, stroke=INK, stroke_width=w * 0.6, stroke_linejoin="round"))
    o.append(rect(-64, -10, 128, 8, 3, fill=GOLD, stroke=INK, stroke_width=w * 0.6))
    # Lock plate and keyhole.
    o.append(path("M-14,-8 L14,-8 L14,16 L0,26 L-14,16 Z", fill=GOLD_LIGHT, stroke=INK,
                  stroke_width=w * 0.7, stroke_linejoin="round"))
    o.append(circle(0, 3, 4.5, fill=INK))
    o.append(poly([(-3, 5), (3, 5), (4, 16), (-4, 16)], fill=INK))
    return group("".join(o), transform="translate(0,4)")


def emblem_key(p, w):
    o = []
    # Ornamental bow: three lobes around a ring.
    for cx, cy in ((0, -56), (-16, -40), (16, -40)):
        o.append(circle(cx, cy, 14, fill=p.a, stroke=INK, stroke_width=w))
    o.append(circle(0, -40, 18, fill=p.a, stroke=INK, stroke_width=w))
    o.append(circle(0, -40, 8, fill=PARCH_LIGHT, stroke=INK, stroke_width=w * 0.7))
    # Shaft with collars.
    o.append(rect(-6, -22, 12, 86, 3, fill=p.a, stroke=INK, stroke_width=w))
    o.append(rect(-11, -22, 22, 8, 3, fill=GOLD, stroke=INK, stroke_width=w * 0.6))
    o.append(rect(-10, 10, 20, 7, 3, fill=GOLD, stroke=INK, stroke_width=w * 0.6))
    # Bit.
    o.append(path("M6,40 L30,40 L30,48 L22,48 L22,54 L30,54 L30,66 L6,66 Z", fill=p.a, stroke=INK,
                  stroke_width=w, stroke_linejoin="round"))
    o.append(line(-2, -14, -2, 58, stroke=p.light, stroke_width=w * 0.5, stroke_linecap="round"))
    return group("".join(o), transform="rotate(-40) translate(-4,-2)")


def emblem_map(p, w):
    o = []
    top = [(-62, -44), (-21, -56), (21, -44), (62, -56)]
    bot = [(-62, 52), (-21, 40), (21, 52), (62, 40)]
    shades = [p.pale, p.light, p.pale]
    for i in range(3):
        pts = [top[i], top[i + 1], bot[i + 1], bot[i]]
        o.append(poly(pts, fill=shades[i], stroke=INK, stroke_width=w, stroke_linejoin="round"))

    def on_panel(u, v):
        """Map a point given as (u across 0..3 panels, v down 0..1) onto the folded sheet."""
        i = min(int(u), 2)
        t = u - i
        xa = top[i][0] + (top[i + 1][0] - top[i][0]) * t
        ya = top[i][1] + (top[i + 1][1] - top[i][1]) * t
        yb = bot[i][1] + (bot[i + 1][1] - bot[i][1]) * t
        return xa, ya + (yb - ya) * v

    # Land (an island) on the middle-left panels.
    isl = [on_panel(u, v) for u, v in ((0.25, 0.25), (0.7, 0.15), (1.2, 0.3), (1.5, 0.55),
                                        (1.1, 0.8), (0.5, 0.78), (0.2, 0.55))]
    o.append(path(smooth_path(isl + [isl[0]]) + " Z", fill=p.a, stroke=INK,
                  stroke_width=w * 0.5))
    # Dashed route towards the X.
    route = [on_panel(u, v) for u, v in ((0.45, 0.65), (0.9, 0.45), (1.6, 0.75), (2.3, 0.55),
                                          (2.55, 0.3))]
    o.append(path(smooth_path(route), fill="none", stroke=INK, stroke_width=w * 0.8,
                  stroke_dasharray="6 6", stroke_linecap="round"))
    x, y = on_panel(2.62, 0.24)
    o.append(path(f"M{f(x-9)},{f(y-9)} L{f(x+9)},{f(y+9)} M{f(x+9)},{f(y-9)} L{f(x-9)},{f(y+9)}",
                  stroke="#c62828", stroke_width=w * 1.3, stroke_linecap="round"))
    return "".join(o)


EMBLEMS = {
    "astrolabe": emblem_astrolabe,
    "pistol": emblem_pistol,
    "dagger": emblem_dagger,
    "carpet": emblem_carpet,
    "snake": emblem_snake,
    "horseshoe": emblem_horseshoe,
    "coin": emblem_coin,
    "chest": emblem_chest,
    "key": emblem_key,
    "map": emblem_map,
}


def emblem(suit, accent, cx, cy, scale, w=5.0):
    return group(EMBLEMS[suit](Pal(accent), w),
                 transform=f"translate({f(cx)},{f(cy)}) scale({scale})")


# ----------------------------------------------------------------------------------------------
# Card faces


def parchment_defs():
    return radial_gradient("parch", W / 2, H * 0.45, 230,
                           [(0, PARCH_LIGHT), (0.6, PARCH_MID), (1, PARCH_DARK)])


def card_frame(frame_col):
    o = [rect(0, 0, W, H, 16, fill=frame_col),
         rect(9, 9, W - 18, H - 18, 10, fill="url(#parch)", stroke=INK, stroke_width=2.5)]
    return "".join(o)


def medallion(cx, cy, r, pal):
    return (circle(cx, cy, r, fill=pal.a, stroke=INK, stroke_width=3)
            + circle(cx, cy, r - 5, fill="none", stroke=pal.on, stroke_width=2, opacity=0.6))


def banner(x0, x1, y, h, pal):
    """A ribbon with a swallow-tail on the right end; the left end hides behind a medallion."""
    notch = 10
    d = (f"M{f(x0)},{f(y)} L{f(x1)},{f(y)} L{f(x1 - notch)},{f(y + h / 2)} L{f(x1)},{f(y + h)} "
         f"L{f(x0)},{f(y + h)} Z")
    return (path(d, fill=pal.a, stroke=INK, stroke_width=3, stroke_linejoin="round")
            + line(x0, y + 5, x1 - 6, y + 5, stroke=pal.on, stroke_width=1.5, opacity=0.5)
            + line(x0, y + h - 5, x1 - 6, y + h - 5, stroke=pal.on, stroke_width=1.5, opacity=0.5))


def suit_card(suit, accent, value):
    pal = Pal(accent)
    o = [card_frame(pal.a)]
    # Faint khatam star and halo behind the emblem: a Persian touch and a big patch of suit colour.
    o.append(poly(khatam(125, 158, 96, 22.5), fill=pal.pale, stroke=pal.light, stroke_width=3,
                  stroke_linejoin="round", opacity=0.75))
    o.append(emblem(suit, accent, 125, 158, 1.06))
    # Value pips: one small diamond per point, so the value can also be counted.
    n = value
    gap = 22 if n <= 7 else 19
    x = 125 - gap * (n - 1) / 2
    for k in range(n):
        cx = x + k * gap
        o.append(poly([(cx, 253), (cx + 8, 263), (cx, 273), (cx - 8, 263)], fill=pal.a,
                      stroke=INK, stroke_width=2, stroke_linejoin="round"))
    # Corner: small emblem top-left; medallions top-right and bottom-left for the value (painted
    # upright by the table: a turned ۷ would read as ۸), the banner for the suit's name.
    o.append(emblem(suit, accent, 44, 44, 0.37, w=9))
    o.append(medallion(206, 44, 29, pal))
    o.append(banner(44, 234, 286, 40, pal))
    o.append(medallion(44, 306, 29, pal))
    return svg_doc(W, H, parchment_defs(), "".join(o))


# ----------------------------------------------------------------------------------------------
# Rings


RING_BG = "#23284a"
RING_BG2 = "#3b2d5c"


def ring_card(suits):
    accents = {s: a for s, _, a in SUITS}
    pal = Pal(accents[suits[0]])
    # The velvet glows faintly in the colour of the suit the ring affects.
    defs = (radial_gradient("velvet", W / 2, 140, 200,
                            [(0, mix(pal.a, RING_BG, 0.45)), (1, RING_BG)])
            + linear_gradient("band", 55, 0, 195, 0,
                              [(0, GOLD_DARK), (0.3, GOLD_LIGHT), (0.6, GOLD), (1, GOLD_DARK)]))
    o = [rect(0, 0, W, H, 16, fill=GOLD_DARK),
         rect(7, 7, W - 14, H - 14, 11, fill="url(#velvet)", stroke=INK, stroke_width=2.5),
         rect(15, 15, W - 30, H - 30, 7, fill="none", stroke=GOLD, stroke_width=2, opacity=0.7)]
    for cx in (36, 214):
        o.append(poly(khatam(cx, 36, 11), fill=GOLD, opacity=0.8))
    # The band seen at an angle, with a highlight on its front half.
    gy, by = 140, 226
    o.append(ellipse(125, by, 70, 30, fill="none", stroke=INK, stroke_width=24))
    o.append(ellipse(125, by, 70, 30, fill="none", stroke="url(#band)", stroke_width=17))
    o.append(path(f"M64,{by + 10} C80,{by + 34} 170,{by + 34} 186,{by + 10}", fill="none",
                  stroke="#fff3c4", stroke_width=3.5, stroke_linecap="round", opacity=0.9))
    # Shoulders holding the setting.
    o.append(path(f"M76,{by - 14} C84,{gy + 40} 96,{gy + 30} 106,{gy + 26} L144,{gy + 26} "
                  f"C154,{gy + 30} 166,{gy + 40} 174,{by - 14} C150,{by - 26} 100,{by - 26} "
                  f"76,{by - 14} Z", fill=GOLD, stroke=INK, stroke_width=3,
                  stroke_linejoin="round"))
    # Setting: gold bezel, enamel ring in the suit colour, parchment face with the emblem(s).
    o.append(poly(khatam(125, gy, 76, 22.5), fill=GOLD, stroke=INK, stroke_width=3,
                  stroke_linejoin="round"))
    o.append(poly(khatam(125, gy, 68, 22.5), fill=GOLD_LIGHT, opacity=0.6))
    o.append(circle(125, gy, 60, fill=pal.a, stroke=INK, stroke_width=3))
    o.append(circle(125, gy, 51, fill=PARCH_LIGHT, stroke=INK, stroke_width=2.5))
    if len(suits) == 1:
        o.append(emblem(suits[0], accents[suits[0]], 125, gy, 0.6, w=7))
    else:
        o.append(emblem(suits[0], accents[suits[0]], 110, gy + 12, 0.44, w=8))
        o.append(emblem(suits[1], accents[suits[1]], 146, gy - 16, 0.4, w=8))
    # Name banner.
    o.append(path("M28,274 L222,274 L210,295 L222,316 L28,316 L40,295 Z", fill=GOLD, stroke=INK,
                  stroke_width=3, stroke_linejoin="round"))
    return svg_doc(W, H, defs, "".join(o))


# ----------------------------------------------------------------------------------------------
# Backs: a girih-style field of eight-pointed stars and crosses, clipped by hand (no clipPath).


def clip_polygon(pts, x0, y0, x1, y1):
    """Sutherland-Hodgman clip of a polygon against an axis-aligned rectangle."""

    def clip(pts, inside, inter):
        out = []
        for i in range(len(pts)):
            cur, prev = pts[i], pts[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(inter(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(inter(prev, cur))
        return out

    def ix(x):
        return lambda a, b: (x, a[1] + (b[1] - a[1]) * (x - a[0]) / (b[0] - a[0]))

    def iy(y):
        return lambda a, b: (a[0] + (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]), y)

    for inside, inter in ((lambda p: p[0] >= x0, ix(x0)), (lambda p: p[0] <= x1, ix(x1)),
                          (lambda p: p[1] >= y0, iy(y0)), (lambda p: p[1] <= y1, iy(y1))):
        if not pts:
            break
        pts = clip(pts, inside, inter)
    return pts


def girih_field(x0, y0, x1, y1, cell, star_col, star_in, cross_col, line_col):
    # Each layer is one multi-part path: far smaller than one element per tile.
    layers = {"star": [], "inner": [], "cross": []}
    cx0, cy0 = (x0 + x1) / 2, (y0 + y1) / 2
    nx = int((x1 - x0) / cell / 2) + 2
    ny = int((y1 - y0) / cell / 2) + 2
    r = cell / 2
    q = r * 0.42
    for j in range(-ny, ny + 1):
        for i in range(-nx, nx + 1):
            cx, cy = cx0 + i * cell, cy0 + j * cell
            # A star at each lattice point, a small diamond where four stars meet.
            for layer, pts in (("star", khatam(cx, cy, r, 22.5)),
                               ("inner", khatam(cx, cy, r * 0.45, 22.5)),
                               ("cross", [(cx + r, cy + r - q), (cx + r + q, cy + r),
                                          (cx + r, cy + r + q), (cx + r - q, cy + r)])):
                c = clip_polygon(pts, x0, y0, x1, y1)
                if len(c) >= 3:
                    layers[layer].append("M" + " ".join(f"{f(x)},{f(y)}" for x, y in c) + "Z")
    return (path("".join(layers["star"]), fill=star_col, stroke=line_col, stroke_width=2.5,
                 stroke_linejoin="round")
            + path("".join(layers["inner"]), fill=star_in)
            + path("".join(layers["cross"]), fill=cross_col, stroke=line_col, stroke_width=2,
                   stroke_linejoin="round"))


def frame_ring(x, y, w_, h_, rx, inset, irx, fill):
    """A rounded-rectangle frame (outer minus inner) as one even-odd path: hides pattern edges."""

    def rr(x, y, w_, h_, r):
        return (f"M{f(x + r)},{f(y)} L{f(x + w_ - r)},{f(y)} "
                f"A{f(r)},{f(r)} 0 0 1 {f(x + w_)},{f(y + r)} "
                f"L{f(x + w_)},{f(y + h_ - r)} A{f(r)},{f(r)} 0 0 1 {f(x + w_ - r)},{f(y + h_)} "
                f"L{f(x + r)},{f(y + h_)} A{f(r)},{f(r)} 0 0 1 {f(x)},{f(y + h_ - r)} "
                f"L{f(x)},{f(y + r)} A{f(r)},{f(r)} 0 0 1 {f(x + r)},{f(y)} Z")

    d = rr(x, y, w_, h_, rx) + " " + rr(x + inset, y + inset, w_ - 2 * inset, h_ - 2 * inset, irx)
    return path(d, fill=fill, fill_rule="evenodd")


def back_card(ring=False):
    if ring:
        bg, star, star_in, cross, linec, frame, trim = (
            RING_BG, "#3a4a8a", GOLD, "#8a6a2a", "#141833", "#1a1d38", GOLD)
    else:
        bg, star, star_in, cross, linec, frame, trim = (
            "#6b3a1f", "#b5652d", "#e9c57a", "#2f7f7a", "#3a1e0e", "#3a2212", GOLD)
    o = [rect(0, 0, W, H, 16, fill=frame),
         rect(12, 12, W - 24, H - 24, fill=bg),
         girih_field(12, 12, W - 12, H - 12, 44, star, star_in, cross, linec),
         frame_ring(0, 0, W, H, 16, 12, 6, frame),
         rect(12, 12, W - 24, H - 24, 6, fill="none", stroke=trim, stroke_width=3),
         rect(18, 18, W - 36, H - 36, 4, fill="none", stroke=trim, stroke_width=1.5, opacity=0.6)]
    # Central cartouche.
    o.append(poly(khatam(125, 175, 78, 22.5), fill=frame, stroke=trim, stroke_width=3,
                  stroke_linejoin="round"))
    o.append(circle(125, 175, 56, fill=bg, stroke=trim, stroke_width=2.5))
    if ring:
        o.append(ellipse(125, 190, 30, 16, fill="none", stroke=INK, stroke_width=12))
        o.append(ellipse(125, 190, 30, 16, fill="none", stroke=GOLD, stroke_width=8))
        o.append(poly(khatam(125, 160, 20, 22.5), fill=GOLD, stroke=INK, stroke_width=2.5))
        o.append(circle(125, 160, 10, fill="#c0392b", stroke=INK, stroke_width=2))
    else:
        # A khatam star in the cartouche; the game's name is painted across it by the table.
        o.append(poly(khatam(125, 175, 40, 22.5), fill=star, stroke=trim, stroke_width=2,
                      stroke_linejoin="round", opacity=0.8))
    return svg_doc(W, H, "", "".join(o))


# ----------------------------------------------------------------------------------------------
# Application icon: three fanned cards on a round turquoise table, a khatam star on the top card.


def app_icon():
    """Fanned cards on a round turquoise table set in an eight-pointed star: big shapes that
    still read at 16 px."""
    defs = (radial_gradient("felt", 128, 118, 96, [(0, "#2fb0a6"), (1, "#0f5f5b")])
            + linear_gradient("cardface", 0, -60, 0, 60, [(0, "#fffaf0"), (1, "#f0dcae")]))
    o = [poly(khatam(128, 128, 124, 22.5), fill="#b5652d", stroke=INK, stroke_width=6,
              stroke_linejoin="round"),
         circle(128, 128, 92, fill="url(#felt)", stroke=GOLD, stroke_width=8),
         circle(128, 128, 97, fill="none", stroke=INK, stroke_width=3)]
    # Left and right cards first, the middle card on top.
    for ang, col in ((-24, SUITS[0][2]), (24, SUITS[9][2]), (0, None)):
        body = rect(-40, -56, 80, 112, 10, fill="url(#cardface)", stroke=INK, stroke_width=5)
        if col:
            body += rect(-31, -47, 62, 94, 5, fill=col, stroke=INK, stroke_width=2)
        else:
            body += poly(khatam(0, 0, 32, 22.5), fill=GOLD, stroke=INK, stroke_width=4,
                         stroke_linejoin="round")
            body += circle(0, 0, 12, fill="#b3202a", stroke=INK, stroke_width=3)
        o.append(group(body, transform=f"translate(128,196) rotate({ang}) translate(0,-74)"))
    return svg_doc(256, 256, defs, "".join(o))


# ----------------------------------------------------------------------------------------------


def write(path_, content):
    os.makedirs(os.path.dirname(path_), exist_ok=True)
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
    cards_dir = os.path.join(args.out, "resources", "cards", "zirkhaki")
    count = 0
    for suit, name, accent in SUITS:
        lo = 4 if suit == "coin" else 2
        for value in range(lo, lo + 6):
            write(os.path.join(cards_dir, f"{suit}-{value}.svg"),
                  suit_card(suit, accent, value))
            count += 1
    for ring_id, name, suits in RINGS:
        write(os.path.join(cards_dir, f"ring-{ring_id}.svg"), ring_card(suits))
        count += 1
    write(os.path.join(cards_dir, "back.svg"), back_card(ring=False))
    write(os.path.join(cards_dir, "ring-back.svg"), back_card(ring=True))
    write(os.path.join(args.out, "resources", "icons", "mizbazi.svg"), app_icon())
    print(f"wrote {count + 3} SVG files under {args.out}/resources")


if __name__ == "__main__":
    main()
