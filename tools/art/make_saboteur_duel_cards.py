#!/usr/bin/env python3
"""Generate Mizbazi's original SVG art for Saboteur: the Duel (خرابکار! نبرد دو نفره).

Writes resources/cards/saboteur_duel/ (relative to the repository root):
  <path-id>.svg, <path-id>-turned.svg   the 36 path cards, upright and turned 180°
  <goal-id>.svg, <goal-id>-turned.svg   the 18 goal cards face up, both ways
  goal-back.svg                         a goal lying face down
  <action-id>.svg                       the 11 kinds of action card
  back.svg                              the back of the draw pile's cards
  dwarf-green.svg, dwarf-blue.svg       each player's dwarf card (where tools and sabotages lie)
  tool-pickaxe.svg, tool-lamp.svg, tool-cart.svg   a tool in working order (a place on the table)
  marker-green.svg, marker-blue.svg     the players' markers (claimed gold, bribed trolls)
  key-green.svg, key-blue.svg, key-free.svg        keys on doors (by owner) and in the supply

The tunnels are read from the engine's manifest (engine/saboteur_duel/*cards.cpp, the one table of
every card's tunnels, stubs and features), so a corrected manifest only needs this script re-run.

Geometry every path and goal card shares, so that cards laid edge to edge in the maze join up:
the card is 200 x 280; a tunnel's mouth is centred on its edge (N and S at x = 100, E and W at
y = 140), MOUTH_WALL units wide (the dark lining) with a FLOOR-wide floor inside it. Centred
mouths are why a card turned 180° lines up too. Each open edge carries an element with the id
"mouth-<edge>" (a tunnel) or "stub-<edge>" (a dead end), <edge> being the unturned edge; the UI
test measures those elements (with the turned art's rotation applied) against the engine's edges.

No <text> anywhere: the card's words and numbers are painted by the app in the UI's language
(ui/saboteur_duel/saboteur_duel_card_faces.cpp), over the free index corners and the name band.

Colour is never the only cue: green things carry a triangle and blue things a circle, a blue door
has a round arch and a green door a pointed one, sabotage cards a jagged band and a crack, repair
cards a smooth band and a plus.

Plain SVG for Qt's QSvgRenderer (SVG Tiny 1.2): shapes, groups, transforms, gradients in <defs>
with explicit gradientUnits; no filters, masks, patterns, clip paths or CSS. Standard library
only; deterministic output.   Run:  python3 tools/art/make_saboteur_duel_cards.py [--out REPO_ROOT]
"""

import argparse
import glob
import math
import os
import random
import re

from svg_kit import (
    f,
    mix,
    path,
    circle,
    ellipse,
    rect,
    line,
    poly,
    group,
)

W, H = 200, 280  # card viewBox (TableLayout::kCardWidth, aspect 1.4)
CX, CY = W / 2, H / 2
MOUTH_WALL = 60  # width of a tunnel's dark lining where it meets the card's edge
FLOOR = 44  # width of the tunnel floor inside the lining
STUB_DEPTH = 54  # how far a dead end reaches into the card
# The two number corners (top right, bottom left: where a card turned 180° has them too) and the
# name band; ui/saboteur_duel/saboteur_duel_card_faces.cpp paints into the same places.
CORNERS = ((W - 32, 32), (32, H - 32))
CORNER_R = 26

EDGES = "NESW"
EDGE_POINT = {"N": (CX, 0), "E": (W, CY), "S": (CX, H), "W": (0, CY)}
INWARD = {"N": (0, 1), "E": (-1, 0), "S": (0, -1), "W": (1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}

INK = "#24160b"
ROCK_LIGHT = "#86603d"
ROCK_MID = "#664529"
ROCK_DARK = "#452c18"
WALL = "#2b1a0d"
FLOOR_COL = "#dcbb82"
FLOOR_LIGHT = "#f0d9a8"
GOLD = "#f2c230"
GOLD_LIGHT = "#fff0a0"
GOLD_DARK = "#a8720e"
STEEL = "#c9d1d8"
STEEL_DARK = "#6d7882"
WOOD = "#9a6432"
WOOD_DARK = "#5e3b1b"
PARCH = "#f4e7c9"
PARCH_DARK = "#dcc69a"
GREEN = "#2e9a4e"
GREEN_DARK = "#1b5e2f"
BLUE = "#2f6bd0"
BLUE_DARK = "#1a3f82"
RED = "#b8282e"
RED_DARK = "#6e1418"
PLAYER = {"green": (GREEN, GREEN_DARK), "blue": (BLUE, BLUE_DARK)}


# ----------------------------------------------------------------------------------------------
# The manifest, read from the engine's one table of cards


def find_manifest(root):
    found = sorted(glob.glob(os.path.join(root, "engine", "saboteur_duel", "*cards.cpp")))
    if not found:
        raise SystemExit("cannot find the engine's manifest (engine/saboteur_duel/*cards.cpp)")
    return found[0]


def edge_set(expr):
    """'kN | kE' -> {'N', 'E'}; 'kAll' -> all four; '0' -> none."""
    out = set()
    for tok in expr.split("|"):
        tok = tok.strip()
        if tok in ("0", ""):
            continue
        if tok == "kAll":
            out |= set(EDGES)
        elif re.fullmatch(r"k[NESW]", tok):
            out.add(tok[1])
        else:
            raise SystemExit(f"manifest: cannot read the edges '{expr}'")
    return frozenset(out)


def split_args(s):
    return [a.strip() for a in s.split(",")]


def read_manifest(root):
    """Card kinds in manifest order: dicts with id, category, tunnels, stubs, feature, color,
    nuggets, effect, tools."""
    text = open(find_manifest(root), encoding="utf-8").read()
    block = text[text.index("kKinds = {{"):]
    block = block[: block.index("}};")]
    kinds = []
    for m in re.finditer(r'\b(path|deadEnd|action|goal)\("([a-z0-9-]+)"(?:,\s*((?:[^()]|\([^()]*\))*))?\)',
                         block):
        fn, cid, rest = m.group(1), m.group(2), m.group(3) or ""
        args = split_args(rest) if rest else []
        k = {"id": cid, "category": "path", "tunnels": [], "stubs": frozenset(), "feature": None,
             "color": None, "nuggets": 0, "effect": None, "tools": []}
        if fn == "path":
            k["tunnels"] = [edge_set(a) for a in args[:2] if edge_set(a)]
            if len(args) > 2:
                k["feature"] = args[2].split("::k")[1].lower()
                if k["feature"] == "none":
                    k["feature"] = None
            if len(args) > 3:
                c = args[3].split("::k")[1].lower()
                k["color"] = None if c == "none" else c
            if len(args) > 4:
                k["nuggets"] = int(args[4])
        elif fn == "deadEnd":
            k["stubs"] = edge_set(args[0])
        elif fn == "action":
            k["category"] = "action"
            k["effect"] = args[0].split("::k")[1].lower()
            if len(args) > 2:
                k["tools"] = re.findall(r"bit\(k(\w+)\)", args[2])
                k["tools"] = [t.lower() for t in k["tools"]]
        else:
            k["category"] = "goal"
            n = int(args[0])
            k["nuggets"] = n
            if n == 0:
                k["stubs"] = frozenset(EDGES)
            else:
                k["tunnels"] = [frozenset(EDGES)]
                if len(args) > 1:
                    k["feature"] = "door"
                    k["color"] = args[1].split("::k")[1].lower()
        kinds.append(k)
    counts = {c: sum(1 for k in kinds if k["category"] == c) for c in ("path", "action", "goal")}
    if counts != {"path": 36, "action": 11, "goal": 18}:
        raise SystemExit(f"manifest: unexpected kind counts {counts}")
    return kinds


# ----------------------------------------------------------------------------------------------
# SVG helpers


def lin_grad(gid, x1, y1, x2, y2, stops):
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return (f'<linearGradient id="{gid}" gradientUnits="userSpaceOnUse" x1="{f(x1)}" '
            f'y1="{f(y1)}" x2="{f(x2)}" y2="{f(y2)}">{s}</linearGradient>')


def rad_grad(gid, cx, cy, r, stops):
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return (f'<radialGradient id="{gid}" gradientUnits="userSpaceOnUse" cx="{f(cx)}" '
            f'cy="{f(cy)}" r="{f(r)}" fx="{f(cx)}" fy="{f(cy)}">{s}</radialGradient>')


def svg_doc(width, height, defs, body):
    d = f"<defs>{defs}</defs>" if defs else ""
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
            f"{d}\n{body}\n</svg>\n")


# ----------------------------------------------------------------------------------------------
# Emblems: colour is never the only cue (green: triangle, blue: circle)


def emblem(color, cx, cy, r, fill="#ffffff", stroke=None, sw=0):
    if color == "green":
        pts = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.72), (cx - r * 0.95, cy + r * 0.72)]
        return poly(pts, fill=fill, stroke=stroke, stroke_width=sw if stroke else None,
                    stroke_linejoin="round")
    return circle(cx, cy, r * 0.85, fill=fill, stroke=stroke, stroke_width=sw if stroke else None)


# ----------------------------------------------------------------------------------------------
# Rock: the card's body, with stones scattered by a generator seeded by the card id


def rock_defs(gid="rock", dark=False):
    stops = [(0, ROCK_LIGHT), (0.55, ROCK_MID), (1, ROCK_DARK)]
    if dark:
        stops = [(0, "#4d4a55"), (0.6, "#35323d"), (1, "#24222a")]
    return lin_grad(gid, 0, 0, W, H, stops)


def rock_body(seed, gid="rock", dark=False):
    rnd = random.Random(seed)
    o = [rect(1, 1, W - 2, H - 2, 12, fill=f"url(#{gid})", stroke=INK, stroke_width=2)]
    base_light = "#9a7550" if not dark else "#5d5a66"
    base_dark = "#4e331d" if not dark else "#2a2830"
    for _ in range(16):
        x, y = rnd.uniform(14, W - 14), rnd.uniform(14, H - 14)
        r = rnd.uniform(7, 16)
        n = rnd.randint(5, 7)
        pts = []
        for k in range(n):
            a = 2 * math.pi * k / n + rnd.uniform(-0.3, 0.3)
            rr = r * rnd.uniform(0.7, 1.1)
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a) * 0.8))
        shade = mix(base_dark, base_light, rnd.uniform(0.2, 0.8))
        o.append(poly(pts, fill=shade, stroke=base_dark, stroke_width=1.2, stroke_linejoin="round"))
        o.append(path(f"M{f(pts[-1][0])},{f(pts[-1][1])} L{f(pts[0][0])},{f(pts[0][1])} "
                      f"L{f(pts[1][0])},{f(pts[1][1])}", fill="none", stroke=base_light,
                      stroke_width=1.4, opacity="0.7", stroke_linecap="round"))
    for _ in range(40):
        x, y = rnd.uniform(8, W - 8), rnd.uniform(8, H - 8)
        o.append(circle(x, y, rnd.uniform(0.8, 1.8), fill=base_dark, opacity="0.6"))
    # A faint bevel just inside the edge: cardboard, not a spreadsheet cell.
    o.append(rect(5, 5, W - 10, H - 10, 9, fill="none", stroke="#ffffff", stroke_width=1.5,
                  opacity="0.18"))
    return "".join(o)


# ----------------------------------------------------------------------------------------------
# Tunnels


def tunnel_path(edges):
    """The centre line of one tunnel (a set of edges joined through the middle)."""
    es = [e for e in EDGES if e in edges]
    if len(es) == 2 and OPPOSITE[es[0]] == es[1]:
        (x1, y1), (x2, y2) = EDGE_POINT[es[0]], EDGE_POINT[es[1]]
        return f"M{f(x1)},{f(y1)} L{f(x2)},{f(y2)}", False
    if len(es) == 2:
        (x1, y1), (x2, y2) = EDGE_POINT[es[0]], EDGE_POINT[es[1]]
        return f"M{f(x1)},{f(y1)} Q{f(CX)},{f(CY)} {f(x2)},{f(y2)}", False
    d = " ".join(f"M{f(EDGE_POINT[e][0])},{f(EDGE_POINT[e][1])} L{f(CX)},{f(CY)}" for e in es)
    return d, len(es) == 1  # a tunnel of one edge ends in a round chamber in the middle


def feature_anchor(kind, turned):
    """Where a card's door, troll, gold or ladder sits: the middle of tunnel 0 (on a curve, the
    curve's middle), turned with the card."""
    x, y = CX, CY
    t = kind["tunnels"][0] if kind["tunnels"] else frozenset()
    es = [e for e in EDGES if e in t]
    if len(es) == 2 and OPPOSITE[es[0]] != es[1]:
        (x1, y1), (x2, y2) = EDGE_POINT[es[0]], EDGE_POINT[es[1]]
        x, y = 0.25 * x1 + 0.5 * CX + 0.25 * x2, 0.25 * y1 + 0.5 * CY + 0.25 * y2
    if turned:
        x, y = 2 * CX - x, 2 * CY - y
    return x, y


def placed(content, at, scale=1.0):
    """`content` drawn around the card's middle, moved to `at` and scaled there."""
    x, y = at
    if (x, y) == (CX, CY) and scale == 1.0:
        return content
    return group(content, transform=f"translate({f(x)},{f(y)}) scale({scale}) "
                                    f"translate({f(-CX)},{f(-CY)})")


def mouth_rect(edge, kind, width, fill):
    """A short slab of tunnel lining at the card's edge: the measured mouth."""
    depth = 6
    half = width / 2
    if edge == "N":
        x, y, w, h = CX - half, 0, width, depth
    elif edge == "S":
        x, y, w, h = CX - half, H - depth, width, depth
    elif edge == "W":
        x, y, w, h = 0, CY - half, depth, width
    else:
        x, y, w, h = W - depth, CY - half, depth, width
    return (f'<rect id="{kind}-{edge.lower()}" x="{f(x)}" y="{f(y)}" width="{f(w)}" '
            f'height="{f(h)}" fill="{fill}"/>')


def floor_pebbles(seed, d_edges):
    """A few pebbles on the floors, kept away from the mouths (the measured part)."""
    rnd = random.Random(seed + "/floor")
    o = []
    for e in d_edges:
        ex, ey = EDGE_POINT[e]
        ix, iy = INWARD[e]
        for _ in range(2):
            t = rnd.uniform(28, 60)
            side = rnd.uniform(-12, 12)
            x = ex + ix * t + (iy * side)
            y = ey + iy * t + (ix * side)
            o.append(ellipse(x, y, rnd.uniform(1.5, 3), rnd.uniform(1.2, 2.2), fill="#b89358"))
    return "".join(o)


def draw_tunnels(kind):
    """Walls first, then floors; a second tunnel of a bridge passes over the first."""
    o = []
    tunnels = kind["tunnels"]
    crossing = len(tunnels) == 2 and all(len(t) == 2 for t in tunnels) and \
        all(OPPOSITE[sorted(t)[0]] == sorted(t)[1] for t in tunnels)
    layers = [tunnels] if not crossing else [[tunnels[0]], [tunnels[1]]]
    for layer_index, layer in enumerate(layers):
        walls, floors, lights = [], [], []
        for t in layer:
            d, chamber = tunnel_path(t)
            walls.append(path(d, fill="none", stroke=WALL, stroke_width=MOUTH_WALL,
                              stroke_linecap="butt", stroke_linejoin="round"))
            floors.append(path(d, fill="none", stroke=FLOOR_COL, stroke_width=FLOOR,
                               stroke_linecap="butt", stroke_linejoin="round"))
            lights.append(path(d, fill="none", stroke=FLOOR_LIGHT, stroke_width=14,
                               stroke_linecap="butt", stroke_linejoin="round", opacity="0.55"))
            if chamber:
                walls.append(circle(CX, CY, MOUTH_WALL / 2 + 6, fill=WALL))
                floors.append(circle(CX, CY, FLOOR / 2 + 6, fill=FLOOR_COL))
                lights.append(circle(CX, CY, 12, fill=FLOOR_LIGHT, opacity="0.55"))
        mouths = [mouth_rect(e, "mouth", MOUTH_WALL, WALL) for t in layer for e in EDGES if e in t]
        o += walls + mouths + floors + lights
        # Edges in a fixed order (a set's order changes from run to run): the same art every time.
        o.append(floor_pebbles(kind["id"] + str(layer_index),
                               [e for t in layer for e in EDGES if e in t]))
        if crossing and layer_index == 1:
            # Planks of the bridge across the lower tunnel.
            for k in range(-3, 4):
                x = CX + k * 9
                o.append(rect(x - 3.5, CY - FLOOR / 2 - 4, 7, FLOOR + 8, 1.5, fill=WOOD,
                              stroke=WOOD_DARK, stroke_width=1.2))
            for ry in (CY - FLOOR / 2 - 5, CY + FLOOR / 2 + 5):
                o.append(line(CX - 38, ry, CX + 38, ry, stroke=WOOD_DARK, stroke_width=6,
                              stroke_linecap="round"))
                o.append(line(CX - 38, ry, CX + 38, ry, stroke=WOOD, stroke_width=3,
                              stroke_linecap="round"))
                for px in (CX - 36, CX, CX + 36):
                    o.append(circle(px, ry, 4, fill=WOOD_DARK))
    return "".join(o)


def draw_stubs(stubs, seed):
    """Dead ends: a tunnel that starts at the edge and ends in fallen rock."""
    rnd = random.Random(seed + "/stubs")
    o = []
    for e in EDGES:
        if e not in stubs:
            continue
        ex, ey = EDGE_POINT[e]
        ix, iy = INWARD[e]
        x2, y2 = ex + ix * STUB_DEPTH, ey + iy * STUB_DEPTH
        o.append(line(ex, ey, x2, y2, stroke=WALL, stroke_width=MOUTH_WALL))
        o.append(mouth_rect(e, "stub", MOUTH_WALL, WALL))
        o.append(line(ex, ey, ex + ix * (STUB_DEPTH - 8), ey + iy * (STUB_DEPTH - 8),
                      stroke=FLOOR_COL, stroke_width=FLOOR))
        o.append(line(ex, ey, ex + ix * (STUB_DEPTH - 14), ey + iy * (STUB_DEPTH - 14),
                      stroke=FLOOR_LIGHT, stroke_width=14, opacity="0.55"))
        # The rubble that closes it.
        for row, (back, count, r) in enumerate(((14, 3, 11), (2, 4, 9))):
            for k in range(count):
                off = (k - (count - 1) / 2) * (2 * r - 2)
                bx = x2 - ix * back + iy * off + rnd.uniform(-2, 2)
                by = y2 - iy * back + ix * off + rnd.uniform(-2, 2)
                o.append(circle(bx, by, r * rnd.uniform(0.85, 1.1),
                                fill=mix("#9a928a", "#5c544e", rnd.random()), stroke=INK,
                                stroke_width=1.5))
    return "".join(o)


# ----------------------------------------------------------------------------------------------
# Features (always drawn upright, in the middle of the card)


def nuggets(n, cx, cy, scale=1.0):
    spots = {1: [(0, 0, 1.25)], 2: [(-13, 3, 1.0), (13, -3, 1.0)],
             3: [(-15, 7, 0.95), (15, 7, 0.95), (0, -11, 1.0)]}[n]
    o = []
    for dx, dy, s in spots:
        s *= scale
        x, y = cx + dx * scale, cy + dy * scale
        pts = [(x - 13 * s, y + 3 * s), (x - 9 * s, y - 8 * s), (x + 1 * s, y - 12 * s),
               (x + 12 * s, y - 6 * s), (x + 14 * s, y + 5 * s), (x + 5 * s, y + 11 * s),
               (x - 8 * s, y + 10 * s)]
        o.append(poly(pts, fill="url(#gold)", stroke=GOLD_DARK, stroke_width=2,
                      stroke_linejoin="round"))
        o.append(path(f"M{f(x - 7 * s)},{f(y - 4 * s)} L{f(x)},{f(y - 8 * s)} "
                      f"L{f(x + 6 * s)},{f(y - 5 * s)}", fill="none", stroke=GOLD_LIGHT,
                      stroke_width=2, stroke_linecap="round"))
    # Two glints.
    for gx, gy in ((cx + 22 * scale, cy - 18 * scale), (cx - 20 * scale, cy - 14 * scale)):
        o.append(path(f"M{f(gx)},{f(gy - 5)} L{f(gx + 1.5)},{f(gy - 1.5)} L{f(gx + 5)},{f(gy)} "
                      f"L{f(gx + 1.5)},{f(gy + 1.5)} L{f(gx)},{f(gy + 5)} L{f(gx - 1.5)},"
                      f"{f(gy + 1.5)} L{f(gx - 5)},{f(gy)} L{f(gx - 1.5)},{f(gy - 1.5)} Z",
                      fill="#fffbe0"))
    return "".join(o)


def gold_defs():
    return rad_grad("gold", CX - 6, CY - 8, 40, [(0, GOLD_LIGHT), (0.5, GOLD), (1, GOLD_DARK)])


def arch_path(color, x, y, w, h):
    """An arch over (x, y)-(x + w, y + h): round for blue, pointed for green."""
    r = w / 2
    if color == "blue":
        return (f"M{f(x)},{f(y + h)} L{f(x)},{f(y + r)} A{f(r)},{f(r)} 0 0 1 {f(x + w)},"
                f"{f(y + r)} L{f(x + w)},{f(y + h)} Z")
    return (f"M{f(x)},{f(y + h)} L{f(x)},{f(y + r)} Q{f(x)},{f(y + 4)} {f(x + w / 2)},{f(y)} "
            f"Q{f(x + w)},{f(y + 4)} {f(x + w)},{f(y + r)} L{f(x + w)},{f(y + h)} Z")


def door(color, cx=CX, cy=CY):
    fill, dark = PLAYER[color]
    w, h = 50, 66
    x, y = cx - w / 2, cy - h / 2 - 2
    o = [path(arch_path(color, x - 5, y - 5, w + 10, h + 7), fill=WALL)]
    o.append(path(arch_path(color, x, y, w, h), fill=fill, stroke=dark, stroke_width=3,
                  stroke_linejoin="round"))
    for k in (1, 2, 3):
        px = x + k * w / 4
        o.append(line(px, y + 6, px, y + h - 2, stroke=dark, stroke_width=1.6, opacity="0.7"))
    for by in (y + h * 0.42, y + h * 0.8):
        o.append(rect(x + 2, by - 3, w - 4, 6, 1, fill=STEEL_DARK, stroke=INK, stroke_width=1))
    o.append(emblem(color, cx, y + h * 0.24, 9, fill="#ffffff", stroke=dark, sw=1.5))
    o.append(circle(cx + 15, y + h * 0.6, 3.2, fill=GOLD, stroke=INK, stroke_width=1))
    return "".join(o)


def gate(color, cx=CX, cy=CY):
    """A barred gate in front of a goal's gold: the arch of the door's colour."""
    fill, dark = PLAYER[color]
    w, h = 62, 70
    x, y = cx - w / 2, cy - h / 2 - 4
    o = [path(arch_path(color, x, y, w, h), fill="none", stroke=WALL, stroke_width=11)]
    o.append(path(arch_path(color, x, y, w, h), fill="none", stroke=fill, stroke_width=6))
    for k in range(1, 6):
        px = x + k * w / 6
        o.append(line(px, y + 10, px, y + h, stroke=dark, stroke_width=3.2))
        o.append(line(px, y + 10, px, y + h, stroke=fill, stroke_width=1.4))
    o.append(line(x, y + h * 0.62, x + w, y + h * 0.62, stroke=dark, stroke_width=3))
    o.append(circle(cx, y + h + 9, 10, fill=fill, stroke=dark, stroke_width=2))
    o.append(emblem(color, cx, y + h + 9, 6.5, fill="#ffffff"))
    return "".join(o)


def ladder(color, cx=CX, cy=CY, length=96):
    fill, dark = PLAYER[color]
    top, bottom = cy - length / 2, cy + length / 2
    o = [rect(cx - 22, top - 2, 44, length + 4, 3, fill=WALL, opacity="0.35")]
    for k in range(6):
        ry = top + 10 + k * (length - 20) / 5
        o.append(line(cx - 15, ry, cx + 15, ry, stroke=WOOD_DARK, stroke_width=6,
                      stroke_linecap="round"))
        o.append(line(cx - 15, ry, cx + 15, ry, stroke=WOOD, stroke_width=3.5,
                      stroke_linecap="round"))
    for sx in (-16, 16):
        o.append(line(cx + sx, top, cx + sx, bottom, stroke=dark, stroke_width=8,
                      stroke_linecap="round"))
        o.append(line(cx + sx, top, cx + sx, bottom, stroke=fill, stroke_width=5,
                      stroke_linecap="round"))
    o.append(circle(cx, top - 4, 11, fill=fill, stroke=dark, stroke_width=2))
    o.append(emblem(color, cx, top - 4, 7, fill="#ffffff"))
    return "".join(o)


def dwarf_hat(color, cx, cy, s=1.0):
    fill, dark = PLAYER[color]
    o = [path(f"M{f(cx - 30 * s)},{f(cy + 14 * s)} Q{f(cx - 20 * s)},{f(cy - 30 * s)} "
              f"{f(cx + 6 * s)},{f(cy - 40 * s)} Q{f(cx + 2 * s)},{f(cy - 12 * s)} "
              f"{f(cx + 30 * s)},{f(cy + 14 * s)} Z",
              fill=fill, stroke=dark, stroke_width=2.5 * s, stroke_linejoin="round")]
    o.append(ellipse(cx, cy + 14 * s, 34 * s, 8 * s, fill=mix(fill, "#ffffff", 0.3), stroke=dark,
                     stroke_width=2 * s))
    o.append(emblem(color, cx - 2 * s, cy - 4 * s, 8 * s, fill="#ffffff"))
    return "".join(o)


def troll(cx=CX, cy=CY):
    skin, skin_dark = "#8f8a9e", "#4b4658"
    o = []
    # Club behind him.
    o.append(path(f"M{f(cx + 20)},{f(cy + 24)} L{f(cx + 34)},{f(cy - 26)}", stroke=WOOD_DARK,
                  stroke_width=11, stroke_linecap="round"))
    o.append(path(f"M{f(cx + 20)},{f(cy + 24)} L{f(cx + 34)},{f(cy - 26)}", stroke=WOOD,
                  stroke_width=7, stroke_linecap="round"))
    # Body and head.
    o.append(path(f"M{f(cx - 30)},{f(cy + 36)} Q{f(cx - 34)},{f(cy - 2)} {f(cx)},{f(cy - 4)} "
                  f"Q{f(cx + 34)},{f(cy - 2)} {f(cx + 30)},{f(cy + 36)} Z",
                  fill="#6f5a3e", stroke=INK, stroke_width=2.5, stroke_linejoin="round"))
    o.append(circle(cx, cy - 18, 24, fill=skin, stroke=skin_dark, stroke_width=2.5))
    # Ears, brows, eyes, a large nose and two tusks.
    for sx in (-1, 1):
        o.append(ellipse(cx + sx * 25, cy - 20, 6, 9, fill=skin, stroke=skin_dark, stroke_width=2))
        o.append(path(f"M{f(cx + sx * 15)},{f(cy - 31)} L{f(cx + sx * 4)},{f(cy - 26)}",
                      stroke=INK, stroke_width=3.5, stroke_linecap="round"))
        o.append(circle(cx + sx * 9, cy - 22, 3, fill="#fff6c0", stroke=INK, stroke_width=1.2))
        o.append(path(f"M{f(cx + sx * 8)},{f(cy - 6)} L{f(cx + sx * 10)},{f(cy - 14)} "
                      f"L{f(cx + sx * 5)},{f(cy - 8)} Z", fill="#fffbe8", stroke=INK,
                      stroke_width=1))
    o.append(ellipse(cx, cy - 14, 7, 9, fill=mix(skin, "#000000", 0.15), stroke=skin_dark,
                     stroke_width=2))
    o.append(path(f"M{f(cx - 9)},{f(cy - 3)} Q{f(cx)},{f(cy - 7)} {f(cx + 9)},{f(cy - 3)}",
                  fill="none", stroke=INK, stroke_width=2.5, stroke_linecap="round"))
    # Fists.
    for sx in (-1, 1):
        o.append(circle(cx + sx * 24, cy + 22, 7, fill=skin, stroke=skin_dark, stroke_width=2))
    return "".join(o)


def medallions():
    """The two index corners for the painted nugget number (kept upright and free of tunnels)."""
    o = []
    for x, y in CORNERS:
        o.append(circle(x, y, CORNER_R, fill=PARCH, stroke=GOLD_DARK, stroke_width=3))
        o.append(circle(x, y, CORNER_R - 4, fill="none", stroke=GOLD, stroke_width=1.5))
    return "".join(o)


# ----------------------------------------------------------------------------------------------
# Path and goal cards


def maze_card(kind, turned):
    cid = kind["id"]
    goal = kind["category"] == "goal"
    defs = rock_defs() + gold_defs()
    body = rock_body(cid)
    # A goal's cardboard is framed in gold (the cards the maze is dug toward), a start's in its
    # player's colour; the tunnels run over the frame, so nothing crosses a mouth.
    frame = (GOLD_DARK, GOLD) if goal else None
    if kind["feature"] == "start":
        frame = (PLAYER[kind["color"]][1], PLAYER[kind["color"]][0])
    if frame:
        body += rect(8, 8, W - 16, H - 16, 8, fill="none", stroke=frame[0], stroke_width=6)
        body += rect(8, 8, W - 16, H - 16, 8, fill="none", stroke=frame[1], stroke_width=2.5)
    body += draw_stubs(kind["stubs"], cid)
    body += draw_tunnels(kind)
    if goal and kind["nuggets"] == 0:
        rnd = random.Random(cid + "/empty")
        for k in range(7):
            a = 2 * math.pi * k / 7
            body += circle(CX + 14 * math.cos(a) + rnd.uniform(-3, 3),
                           CY + 10 * math.sin(a) + rnd.uniform(-3, 3), rnd.uniform(6, 9),
                           fill=mix("#8a8078", "#5c544e", rnd.random()), stroke=INK,
                           stroke_width=1.4)
    layer = group(body, transform=f"rotate(180 {f(CX)} {f(CY)})") if turned else body
    top = []
    feature, color, n = kind["feature"], kind["color"], kind["nuggets"]
    at = feature_anchor(kind, turned)
    if feature == "start":
        # The way up to the surface: a shaft with its ladder, the dwarf's hat beside it.
        top.append(circle(CX, CY, 40, fill=WALL, stroke=WOOD_DARK, stroke_width=5))
        top.append(circle(CX, CY, 40, fill="none", stroke=WOOD, stroke_width=2))
        top.append(ladder(color, length=84))
        top.append(dwarf_hat(color, CX + 44, CY + 52, 0.8))
    elif feature == "ladder":
        top.append(ladder(color))
    elif feature == "door" and not goal:
        top.append(placed(door(color), at, 1.1))
    elif feature == "troll":
        top.append(placed(troll(), at, 1.3))
    if n > 0:
        if goal and feature == "door":
            top.append(nuggets(n, CX, CY - 10, 1.25))
            top.append(placed(gate(color), (CX, CY + 4), 1.3))
        elif goal:
            top.append(nuggets(n, CX, CY, 1.75))
        else:
            top.append(nuggets(n, at[0], at[1], 1.4))
        top.append(medallions())
    return svg_doc(W, H, defs, layer + "".join(top))


def goal_back():
    defs = rock_defs("slate", dark=True) + lin_grad("gem", 60, 90, 140, 190,
                                                    [(0, GOLD_LIGHT), (1, GOLD_DARK)])
    o = [rock_body("goal-back", "slate", dark=True)]
    o.append(rect(8, 8, W - 16, H - 16, 8, fill="none", stroke=GOLD_DARK, stroke_width=5))
    o.append(rect(8, 8, W - 16, H - 16, 8, fill="none", stroke=GOLD, stroke_width=2))
    for k in range(12):
        a = math.radians(k * 30)
        o.append(line(CX + 44 * math.cos(a), CY + 44 * math.sin(a), CX + 70 * math.cos(a),
                      CY + 70 * math.sin(a), stroke=GOLD, stroke_width=3 if k % 3 == 0 else 1.5,
                      opacity="0.8", stroke_linecap="round"))
    gem = [(CX, CY - 40), (CX + 34, CY - 12), (CX, CY + 42), (CX - 34, CY - 12)]
    o.append(poly(gem, fill="url(#gem)", stroke=INK, stroke_width=3, stroke_linejoin="round"))
    o.append(path(f"M{f(CX - 34)},{f(CY - 12)} L{f(CX + 34)},{f(CY - 12)} M{f(CX)},{f(CY - 40)} "
                  f"L{f(CX - 12)},{f(CY - 12)} L{f(CX)},{f(CY + 42)} L{f(CX + 12)},{f(CY - 12)} Z",
                  fill="none", stroke=GOLD_DARK, stroke_width=1.8, stroke_linejoin="round"))
    return svg_doc(W, H, defs, "".join(o))


# ----------------------------------------------------------------------------------------------
# Tools (pickaxe, lamp, cart), whole or broken


def pickaxe(cx, cy, s=1.0, broken=False):
    o = []
    if not broken:
        o.append(line(cx - 30 * s, cy + 40 * s, cx + 14 * s, cy - 22 * s, stroke=WOOD_DARK,
                      stroke_width=11 * s, stroke_linecap="round"))
        o.append(line(cx - 30 * s, cy + 40 * s, cx + 14 * s, cy - 22 * s, stroke=WOOD,
                      stroke_width=7 * s, stroke_linecap="round"))
    else:
        o.append(line(cx - 34 * s, cy + 44 * s, cx - 10 * s, cy + 12 * s, stroke=WOOD_DARK,
                      stroke_width=11 * s, stroke_linecap="round"))
        o.append(line(cx - 34 * s, cy + 44 * s, cx - 10 * s, cy + 12 * s, stroke=WOOD,
                      stroke_width=7 * s, stroke_linecap="round"))
        o.append(line(cx - 2 * s, cy + 6 * s, cx + 18 * s, cy - 20 * s, stroke=WOOD_DARK,
                      stroke_width=11 * s, stroke_linecap="round"))
        o.append(line(cx - 2 * s, cy + 6 * s, cx + 18 * s, cy - 20 * s, stroke=WOOD,
                      stroke_width=7 * s, stroke_linecap="round"))
    hx, hy = (cx + 14 * s, cy - 22 * s) if not broken else (cx + 18 * s, cy - 20 * s)
    head = (f"M{f(hx - 40 * s)},{f(hy + 8 * s)} Q{f(hx - 10 * s)},{f(hy - 22 * s)} "
            f"{f(hx + 2 * s)},{f(hy - 8 * s)} Q{f(hx + 26 * s)},{f(hy - 20 * s)} "
            f"{f(hx + 40 * s)},{f(hy + 14 * s)} Q{f(hx + 18 * s)},{f(hy + 2 * s)} "
            f"{f(hx + 2 * s)},{f(hy + 8 * s)} Q{f(hx - 16 * s)},{f(hy - 2 * s)} "
            f"{f(hx - 40 * s)},{f(hy + 8 * s)} Z")
    o.append(path(head, fill=STEEL, stroke=INK, stroke_width=2.5 * s, stroke_linejoin="round"))
    o.append(circle(hx, hy, 5 * s, fill=STEEL_DARK, stroke=INK, stroke_width=1.5 * s))
    return "".join(o)


def lamp(cx, cy, s=1.0, broken=False):
    o = [path(f"M{f(cx - 10 * s)},{f(cy - 46 * s)} Q{f(cx)},{f(cy - 62 * s)} "
              f"{f(cx + 10 * s)},{f(cy - 46 * s)}", fill="none", stroke=STEEL_DARK,
              stroke_width=4 * s, stroke_linecap="round")]
    o.append(path(f"M{f(cx - 22 * s)},{f(cy - 28 * s)} L{f(cx - 12 * s)},{f(cy - 46 * s)} "
                  f"L{f(cx + 12 * s)},{f(cy - 46 * s)} L{f(cx + 22 * s)},{f(cy - 28 * s)} Z",
                  fill=WOOD_DARK, stroke=INK, stroke_width=2 * s, stroke_linejoin="round"))
    glass = "#ffe680" if not broken else "#5e6670"
    o.append(rect(cx - 20 * s, cy - 28 * s, 40 * s, 50 * s, 6 * s, fill=glass, stroke=INK,
                  stroke_width=2.5 * s))
    if not broken:
        o.append(path(f"M{f(cx)},{f(cy - 16 * s)} Q{f(cx + 9 * s)},{f(cy + 2 * s)} "
                      f"{f(cx)},{f(cy + 10 * s)} Q{f(cx - 9 * s)},{f(cy + 2 * s)} "
                      f"{f(cx)},{f(cy - 16 * s)} Z", fill="#ff9a1f", stroke="#c2560c",
                      stroke_width=1.5 * s))
    else:
        o.append(path(f"M{f(cx - 18 * s)},{f(cy - 20 * s)} L{f(cx - 2 * s)},{f(cy - 4 * s)} "
                      f"L{f(cx - 10 * s)},{f(cy + 4 * s)} L{f(cx + 10 * s)},{f(cy + 18 * s)} "
                      f"M{f(cx - 2 * s)},{f(cy - 4 * s)} L{f(cx + 16 * s)},{f(cy - 14 * s)}",
                      fill="none", stroke="#e8eef4", stroke_width=2.2 * s,
                      stroke_linejoin="round"))
    for bx in (-12, 0, 12):
        o.append(line(cx + bx * s, cy - 28 * s, cx + bx * s, cy + 22 * s, stroke=STEEL_DARK,
                      stroke_width=2 * s))
    o.append(rect(cx - 24 * s, cy + 22 * s, 48 * s, 10 * s, 3 * s, fill=WOOD_DARK, stroke=INK,
                  stroke_width=2 * s))
    return "".join(o)


def cart(cx, cy, s=1.0, broken=False):
    o = []
    tilt = f"rotate(-12 {f(cx)} {f(cy)})" if broken else None
    bucket = [(cx - 44 * s, cy - 22 * s), (cx + 44 * s, cy - 22 * s),
              (cx + 34 * s, cy + 18 * s), (cx - 34 * s, cy + 18 * s)]
    b = [poly([(cx - 30 * s, cy - 22 * s), (cx - 14 * s, cy - 36 * s), (cx + 4 * s, cy - 30 * s),
               (cx + 20 * s, cy - 38 * s), (cx + 32 * s, cy - 22 * s)], fill=GOLD,
              stroke=GOLD_DARK, stroke_width=2 * s, stroke_linejoin="round"),
         poly(bucket, fill="#7a8590", stroke=INK, stroke_width=2.5 * s, stroke_linejoin="round"),
         line(cx - 40 * s, cy - 8 * s, cx + 40 * s, cy - 8 * s, stroke=STEEL_DARK,
              stroke_width=2.5 * s),
         line(cx - 36 * s, cy + 6 * s, cx + 36 * s, cy + 6 * s, stroke=STEEL_DARK,
              stroke_width=2.5 * s)]
    o.append(group("".join(b), transform=tilt))
    wheels = [(cx - 22 * s, cy + 24 * s), (cx + 22 * s, cy + 24 * s)]
    if broken:
        wheels = [(cx - 24 * s, cy + 28 * s), (cx + 40 * s, cy + 42 * s)]
    for wx, wy in wheels:
        o.append(circle(wx, wy, 11 * s, fill="#3b3f45", stroke=INK, stroke_width=2 * s))
        o.append(circle(wx, wy, 4 * s, fill=STEEL, stroke=INK, stroke_width=1.2 * s))
    o.append(line(cx - 56 * s, cy + 36 * s, cx + 56 * s, cy + 36 * s, stroke=WOOD_DARK,
                  stroke_width=3 * s, stroke_linecap="round"))
    return "".join(o)


TOOL_DRAW = {"pickaxe": pickaxe, "lamp": lamp, "cart": cart}


def crack(cx, cy, s=1.0):
    d = (f"M{f(cx - 50 * s)},{f(cy - 46 * s)} L{f(cx - 16 * s)},{f(cy - 10 * s)} "
         f"L{f(cx - 26 * s)},{f(cy + 2 * s)} L{f(cx + 14 * s)},{f(cy + 28 * s)} "
         f"L{f(cx + 6 * s)},{f(cy + 36 * s)} L{f(cx + 50 * s)},{f(cy + 52 * s)}")
    return (path(d, fill="none", stroke="#ffffff", stroke_width=9 * s, stroke_linejoin="miter",
                 opacity="0.85")
            + path(d, fill="none", stroke=RED, stroke_width=5 * s, stroke_linejoin="miter"))


def plus_badge(cx, cy, r=17):
    return (circle(cx, cy, r, fill=GREEN, stroke=GREEN_DARK, stroke_width=3)
            + rect(cx - r * 0.6, cy - r * 0.18, r * 1.2, r * 0.36, 2, fill="#ffffff")
            + rect(cx - r * 0.18, cy - r * 0.6, r * 0.36, r * 1.2, 2, fill="#ffffff"))


# ----------------------------------------------------------------------------------------------
# Action cards: a parchment face, a coloured band for the painted name, a picture


BAND_Y, BAND_H = 14, 40  # the name band (painted by the app)


def action_base(band, band_dark, jagged):
    defs = lin_grad("parch", 0, 0, W, H, [(0, "#fbf3de"), (1, PARCH_DARK)]) + gold_defs()
    o = [rect(1, 1, W - 2, H - 2, 12, fill="url(#parch)", stroke=INK, stroke_width=2)]
    o.append(rect(7, 7, W - 14, H - 14, 9, fill="none", stroke=band_dark, stroke_width=1.5,
                  opacity="0.5"))
    if jagged:
        pts = [(10, BAND_Y), (W - 10, BAND_Y), (W - 10, BAND_Y + BAND_H)]
        for k in range(12):
            x = W - 10 - (k + 0.5) * (W - 20) / 12
            pts.append((x, BAND_Y + BAND_H + (7 if k % 2 == 0 else 0)))
        pts.append((10, BAND_Y + BAND_H))
        o.append(poly(pts, fill=band, stroke=band_dark, stroke_width=2, stroke_linejoin="miter"))
    else:
        o.append(path(f"M10,{BAND_Y} L{W - 10},{BAND_Y} L{W - 10},{BAND_Y + BAND_H} "
                      f"Q{CX},{BAND_Y + BAND_H + 12} 10,{BAND_Y + BAND_H} Z", fill=band,
                      stroke=band_dark, stroke_width=2))
    return defs, o


def sabotage_card(tool):
    defs, o = action_base(RED, RED_DARK, jagged=True)
    o.append(circle(CX, 160, 70, fill="#f1d3c4", stroke=RED_DARK, stroke_width=2, opacity="0.9"))
    o.append(TOOL_DRAW[tool](CX, 160, 1.15, broken=True))
    o.append(crack(CX, 160, 1.0))
    return svg_doc(W, H, defs, "".join(o))


def repair_card(tools):
    defs, o = action_base(GREEN, GREEN_DARK, jagged=False)
    o.append(circle(CX, 162, 70, fill="#d5ecd9", stroke=GREEN_DARK, stroke_width=2, opacity="0.9"))
    if len(tools) == 1:
        o.append(TOOL_DRAW[tools[0]](CX, 160, 1.15))
        o.append(plus_badge(CX + 48, 214))
    else:
        o.append(TOOL_DRAW[tools[0]](CX - 34, 150, 0.72))
        o.append(TOOL_DRAW[tools[1]](CX + 34, 176, 0.72))
        o.append(plus_badge(CX + 52, 222))
    return svg_doc(W, H, defs, "".join(o))


def key_shape(cx, cy, s, bow_fill, color=None):
    o = [rect(cx - 4 * s, cy - 6 * s, 60 * s, 12 * s, 3 * s, fill=GOLD, stroke=INK,
              stroke_width=2.2 * s)]
    for k, h in ((40, 16), (50, 12)):
        o.append(rect(cx + k * s, cy + 4 * s, 7 * s, h * s, 1.5 * s, fill=GOLD, stroke=INK,
                      stroke_width=1.8 * s))
    o.append(circle(cx - 20 * s, cy, 22 * s, fill=bow_fill, stroke=INK, stroke_width=2.5 * s))
    if color:
        o.append(emblem(color, cx - 20 * s, cy, 11 * s, fill="#ffffff"))
    else:
        o.append(circle(cx - 20 * s, cy, 9 * s, fill=PARCH, stroke=GOLD_DARK,
                        stroke_width=2 * s))
    return "".join(o)


def key_card():
    defs, o = action_base("#c99a2e", "#7a5a12", jagged=False)
    o.append(circle(CX, 160, 70, fill="#f3e2b0", stroke="#7a5a12", stroke_width=2, opacity="0.9"))
    o.append(group(key_shape(0, 0, 1.5, GOLD), transform=f"translate({f(CX - 12)},160) rotate(-30)"))
    # A small door and a nugget: what a key opens or claims.
    o.append(path(arch_path("blue", 28, 206, 22, 30), fill=STEEL_DARK, stroke=INK,
                  stroke_width=1.5))
    o.append(nuggets(1, W - 40, 226, 0.6))
    return svg_doc(W, H, defs, "".join(o))


def rockfall_card():
    defs, o = action_base("#6f6a66", "#3a3633", jagged=True)
    o.append(rect(30, 100, 140, 130, 14, fill=ROCK_MID, stroke=INK, stroke_width=2))
    o.append(line(30, 196, 170, 196, stroke=WALL, stroke_width=40))
    o.append(line(30, 196, 170, 196, stroke=FLOOR_COL, stroke_width=28))
    rnd = random.Random("rockfall")
    for k in range(9):
        x = 56 + (k % 5) * 22 + rnd.uniform(-4, 4)
        y = 196 - (k // 5) * 22 + rnd.uniform(-3, 3)
        o.append(circle(x, y, rnd.uniform(10, 13), fill=mix("#9a928a", "#5c544e", rnd.random()),
                        stroke=INK, stroke_width=2))
    for x, y in ((70, 128), (104, 112), (136, 134)):
        o.append(circle(x, y, 9, fill="#8a8078", stroke=INK, stroke_width=2))
        o.append(path(f"M{f(x)},{f(y + 12)} L{f(x)},{f(y + 26)} M{f(x - 5)},{f(y + 20)} "
                      f"L{f(x)},{f(y + 27)} L{f(x + 5)},{f(y + 20)}", fill="none", stroke=INK,
                      stroke_width=2.2, stroke_linecap="round", stroke_linejoin="round"))
    return svg_doc(W, H, defs, "".join(o))


def map_card():
    defs, o = action_base("#3f6f8a", "#1f3c4d", jagged=False)
    pts = [(34, 94), (166, 88), (160, 236), (40, 240)]
    o.append(poly(pts, fill="#f0dcae", stroke=WOOD_DARK, stroke_width=2.5, stroke_linejoin="round"))
    o.append(path("M48,220 C70,200 60,170 90,160 S120,120 146,110", fill="none", stroke=RED_DARK,
                  stroke_width=3, stroke_dasharray="7,6", stroke_linecap="round"))
    o.append(path("M136,100 L156,120 M156,100 L136,120", stroke=RED, stroke_width=5,
                  stroke_linecap="round"))
    o.append(circle(62, 128, 16, fill="none", stroke=WOOD_DARK, stroke_width=2))
    o.append(poly([(62, 112), (66, 128), (62, 144), (58, 128)], fill=WOOD_DARK))
    # An eye: this card is for looking.
    o.append(path("M96,214 Q120,196 144,214 Q120,232 96,214 Z", fill="#ffffff", stroke=INK,
                  stroke_width=2))
    o.append(circle(120, 214, 7, fill="#1f3c4d"))
    return svg_doc(W, H, defs, "".join(o))


def action_card(kind):
    e = kind["effect"]
    if e == "sabotage":
        return sabotage_card(kind["tools"][0])
    if e == "repair":
        return repair_card(kind["tools"])
    if e == "key":
        return key_card()
    if e == "rockfall":
        return rockfall_card()
    if e == "map":
        return map_card()
    raise SystemExit(f"no drawing for the action '{kind['id']}'")


# ----------------------------------------------------------------------------------------------
# Backs, dwarfs, tools, markers, keys


def back_card():
    defs = lin_grad("cloth", 0, 0, W, H, [(0, "#3d5a3a"), (1, "#1f3320")])
    o = [rect(1, 1, W - 2, H - 2, 12, fill="url(#cloth)", stroke=INK, stroke_width=2)]
    o.append(rect(9, 9, W - 18, H - 18, 8, fill="none", stroke=GOLD_DARK, stroke_width=3))
    for k in range(-6, 7):
        o.append(line(CX + k * 28 - 140, 10, CX + k * 28 + 140, H - 10, stroke=GOLD_DARK,
                      stroke_width=1, opacity="0.35"))
        o.append(line(CX + k * 28 + 140, 10, CX + k * 28 - 140, H - 10, stroke=GOLD_DARK,
                      stroke_width=1, opacity="0.35"))
    o.append(circle(CX, CY, 66, fill="#2b4229", stroke=GOLD, stroke_width=4))
    # Two pickaxes crossed under a lamp.
    o.append(group(pickaxe(0, 0, 1.0), transform=f"translate({f(CX + 6)},{f(CY + 4)}) rotate(-6)"))
    o.append(group(pickaxe(0, 0, 1.0), transform=f"translate({f(CX - 6)},{f(CY + 4)}) "
                                                  "scale(-1,1) rotate(-6)"))
    o.append(lamp(CX, CY + 100, 0.45))
    return svg_doc(W, H, defs, "".join(o))


def dwarf_card(color):
    fill, dark = PLAYER[color]
    defs = lin_grad("parch", 0, 0, W, H, [(0, "#fbf3de"), (1, PARCH_DARK)])
    o = [rect(1, 1, W - 2, H - 2, 12, fill="url(#parch)", stroke=INK, stroke_width=2)]
    o.append(rect(10, BAND_Y, W - 20, BAND_H, 6, fill=fill, stroke=dark, stroke_width=2))
    o.append(rect(7, 7, W - 14, H - 14, 9, fill="none", stroke=dark, stroke_width=3))
    # Face, nose and a big beard.
    o.append(circle(CX, 140, 36, fill="#f2c9a0", stroke=INK, stroke_width=2.5))
    o.append(path("M56,146 Q60,230 100,240 Q140,230 144,146 Q122,170 100,166 Q78,170 56,146 Z",
                  fill="#e9e4da", stroke=INK, stroke_width=2.5, stroke_linejoin="round"))
    o.append(ellipse(CX, 150, 10, 8, fill="#e39a7a", stroke=INK, stroke_width=2))
    for sx in (-1, 1):
        o.append(circle(CX + sx * 15, 134, 3.5, fill=INK))
        o.append(path(f"M{f(CX + sx * 8)},{f(126)} L{f(CX + sx * 22)},{f(124)}", stroke=INK,
                      stroke_width=3, stroke_linecap="round"))
    o.append(dwarf_hat(color, CX, 104, 1.25))
    return svg_doc(W, H, defs, "".join(o))


def tool_tile(tool):
    o = [rect(3, 3, W - 6, H - 6, 14, fill="#000000", fill_opacity="0.12", stroke="#f4e7c9",
              stroke_width=3, stroke_dasharray="10,8", opacity="0.9")]
    o.append(group(TOOL_DRAW[tool](CX, CY, 1.3), opacity="0.85"))
    return svg_doc(W, H, "", "".join(o))


def marker(color):
    fill, dark = PLAYER[color]
    defs = rad_grad("m", 42, 38, 56, [(0, mix(fill, "#ffffff", 0.35)), (1, fill)])
    o = [circle(50, 52, 44, fill="#000000", opacity="0.25"),
         circle(50, 48, 44, fill="url(#m)", stroke=dark, stroke_width=4),
         circle(50, 48, 35, fill="none", stroke="#ffffff", stroke_width=2, opacity="0.6"),
         emblem(color, 50, 50, 22, fill="#ffffff", stroke=dark, sw=2)]
    return svg_doc(100, 100, defs, "".join(o))


def key_token(color):
    bow = PLAYER[color][0] if color else GOLD
    o = key_shape(0, 0, 1.2, bow, color)
    return svg_doc(120, 60, "", group(o, transform="translate(36,30)"))


# ----------------------------------------------------------------------------------------------


def write(path_, content):
    if "<text" in content:
        raise SystemExit(f"{path_}: card art carries no text")
    os.makedirs(os.path.dirname(path_), exist_ok=True)
    with open(path_, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(content)
    size = len(content.encode("utf-8"))
    if size >= 20 * 1024:
        raise SystemExit(f"{path_}: {size} bytes, over the 20 KB budget")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.normpath(os.path.join(here, "..", ".."))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=root, help="repository root to write into (default: here)")
    args = ap.parse_args()
    out = os.path.join(args.out, "resources", "cards", "saboteur_duel")
    kinds = read_manifest(root)
    files = {}
    for k in kinds:
        if k["category"] in ("path", "goal"):
            files[k["id"]] = maze_card(k, False)
            files[k["id"] + "-turned"] = maze_card(k, True)
        else:
            files[k["id"]] = action_card(k)
    files["goal-back"] = goal_back()
    files["back"] = back_card()
    for color in ("green", "blue"):
        files[f"dwarf-{color}"] = dwarf_card(color)
        files[f"marker-{color}"] = marker(color)
        files[f"key-{color}"] = key_token(color)
    files["key-free"] = key_token(None)
    for tool in ("pickaxe", "lamp", "cart"):
        files[f"tool-{tool}"] = tool_tile(tool)
    for name, content in sorted(files.items()):
        write(os.path.join(out, name + ".svg"), content)
    print(f"wrote {len(files)} SVG files into {out}")


if __name__ == "__main__":
    main()
