"""The SVG drawing kit that every card generator in tools/art/ shares: compact numbers, colours
and one function per SVG element, each returning the element's text.

Standard library only. Kept byte-for-byte in what it writes: the cards in resources/cards/ are
this kit's output, and regenerating them must change nothing.
"""

import math


def f(x):
    """Compact number formatting: at most one decimal."""
    s = f"{x:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    if s == "-0":
        s = "0"
    return s


def hex_rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i : i + 2], 16) for i in (0, 2, 4))


def mix(a, b, t):
    """Mix colour a towards b by t (0 = a, 1 = b)."""
    ra, rb = hex_rgb(a), hex_rgb(b)
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ra, rb))


def attrs(**kw):
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        if isinstance(v, float):
            v = f(v)
        out.append(f'{k}="{v}"')
    return " ".join(out)


def path(d, **kw):
    return f'<path d="{d}" {attrs(**kw)}/>'


def circle(cx, cy, r, **kw):
    return f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" {attrs(**kw)}/>'


def ellipse(cx, cy, rx, ry, **kw):
    return f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}" {attrs(**kw)}/>'


def rect(x, y, w, h, rx=0, **kw):
    r = f' rx="{f(rx)}"' if rx else ""
    return f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}"{r} {attrs(**kw)}/>'


def line(x1, y1, x2, y2, **kw):
    return f'<line x1="{f(x1)}" y1="{f(y1)}" x2="{f(x2)}" y2="{f(y2)}" {attrs(**kw)}/>'


def poly(points, **kw):
    pts = " ".join(f"{f(x)},{f(y)}" for x, y in points)
    return f'<polygon points="{pts}" {attrs(**kw)}/>'


def group(content, transform=None, **kw):
    t = f' transform="{transform}"' if transform else ""
    a = attrs(**kw)
    return f"<g{t}{' ' + a if a else ''}>{content}</g>"


def star_points(cx, cy, r_out, r_in, n, rot=0.0):
    pts = []
    for k in range(2 * n):
        r = r_out if k % 2 == 0 else r_in
        a = math.radians(rot + k * 180.0 / n - 90)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def linear_gradient(gid, x1, y1, x2, y2, stops):
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return (
        f'<linearGradient id="{gid}" gradientUnits="userSpaceOnUse" '
        f'x1="{f(x1)}" y1="{f(y1)}" x2="{f(x2)}" y2="{f(y2)}">{s}</linearGradient>'
    )


def radial_gradient(gid, cx, cy, r, stops):
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return (
        f'<radialGradient id="{gid}" gradientUnits="userSpaceOnUse" '
        f'cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fx="{f(cx)}" fy="{f(cy)}">{s}</radialGradient>'
    )
