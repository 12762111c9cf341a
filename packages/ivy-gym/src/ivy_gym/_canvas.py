"""A small NumPy rasterizer for ``render``: filled convex polygons, circles and thick lines.

Shapes are given in world coordinates (x right, y up) inside the canvas' ``bounds``
``(x_min, x_max, y_min, y_max)``; a pixel takes a shape's colour when its centre lies inside.
NumPy is handed in by the caller (``render`` imports it), so importing ivy_gym needs none.

>>> import numpy as np
>>> c = Canvas(np, 4, 4, (0.0, 1.0, 0.0, 1.0))
>>> c.circle((0.5, 0.5), 0.3, (0.0, 0.0, 0.0))
>>> int(c.image[2, 2, 0])
0
"""

from __future__ import annotations


class Canvas:
    """A ``height x width`` RGB uint8 image showing the world rectangle ``bounds``."""

    def __init__(self, np, width, height, bounds, background=(1.0, 1.0, 1.0)):
        self.np = np
        self.width, self.height = width, height
        self.x_min, self.x_max, self.y_min, self.y_max = (float(v) for v in bounds)
        self.sx = width / (self.x_max - self.x_min)
        self.sy = height / (self.y_max - self.y_min)
        self.image = np.empty((height, width, 3), np.uint8)
        self.image[...] = self._rgb(background)

    def _rgb(self, color):
        return self.np.clip(self.np.round(self.np.asarray(color, dtype=float) * 255), 0, 255).astype(self.np.uint8)

    def _region(self, x_lo, x_hi, y_lo, y_hi):
        """The pixels whose centres may lie in the world box: (row slice, column slice, X, Y),
        X and Y the centres' world coordinates; None when the box is off the canvas."""
        np = self.np
        c0 = max(int(np.floor((x_lo - self.x_min) * self.sx)), 0)
        c1 = min(int(np.ceil((x_hi - self.x_min) * self.sx)), self.width)
        r0 = max(int(np.floor((self.y_max - y_hi) * self.sy)), 0)
        r1 = min(int(np.ceil((self.y_max - y_lo) * self.sy)), self.height)
        if c0 >= c1 or r0 >= r1:
            return None
        xs = self.x_min + (np.arange(c0, c1) + 0.5) / self.sx
        ys = self.y_max - (np.arange(r0, r1) + 0.5) / self.sy
        return slice(r0, r1), slice(c0, c1), xs[None, :], ys[:, None]

    def polygon(self, points, color):
        """Fill the convex polygon ``points`` (a sequence of (x, y), in either orientation)."""
        np = self.np
        p = np.asarray(points, dtype=float)
        region = self._region(p[:, 0].min(), p[:, 0].max(), p[:, 1].min(), p[:, 1].max())
        if region is None:
            return
        _, _, x, y = region
        q = np.roll(p, -1, axis=0)
        area = np.sum(p[:, 0] * q[:, 1] - q[:, 0] * p[:, 1])
        sign = 1.0 if area >= 0 else -1.0
        inside = np.ones(np.broadcast_shapes(x.shape, y.shape), bool)
        for (x0, y0), (x1, y1) in zip(p, q):
            inside &= sign * ((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)) >= 0
        view = self.image[region[0], region[1]]
        view[inside] = self._rgb(color)

    def rectangle(self, center, length, width, angle, color):
        """Fill a ``length x width`` rectangle centred at ``center``, its length along ``angle``."""
        np = self.np
        c, s = np.cos(angle), np.sin(angle)
        u = np.array([c, s]) * length / 2
        v = np.array([-s, c]) * width / 2
        o = np.asarray(center, dtype=float)
        self.polygon([o - u - v, o + u - v, o + u + v, o - u + v], color)

    def circle(self, center, radius, color):
        """Fill the disc of ``radius`` around ``center``."""
        cx, cy = float(center[0]), float(center[1])
        region = self._region(cx - radius, cx + radius, cy - radius, cy + radius)
        if region is None:
            return
        _, _, x, y = region
        view = self.image[region[0], region[1]]
        view[(x - cx) ** 2 + (y - cy) ** 2 <= radius * radius] = self._rgb(color)

    def ellipse(self, center, radii, angle, color):
        """Fill the ellipse of half-axes ``radii`` around ``center``, its first axis along ``angle``."""
        np = self.np
        cx, cy = float(center[0]), float(center[1])
        r = max(radii)
        region = self._region(cx - r, cx + r, cy - r, cy + r)
        if region is None:
            return
        _, _, x, y = region
        c, s = np.cos(angle), np.sin(angle)
        u = ((x - cx) * c + (y - cy) * s) / radii[0]
        v = (-(x - cx) * s + (y - cy) * c) / radii[1]
        view = self.image[region[0], region[1]]
        view[u * u + v * v <= 1.0] = self._rgb(color)

    def line(self, start, end, width, color):
        """A segment ``width`` thick with round ends (a capsule) from ``start`` to ``end``."""
        np = self.np
        a = np.asarray(start, dtype=float)
        b = np.asarray(end, dtype=float)
        h = width / 2
        region = self._region(min(a[0], b[0]) - h, max(a[0], b[0]) + h, min(a[1], b[1]) - h, max(a[1], b[1]) + h)
        if region is None:
            return
        _, _, x, y = region
        d = b - a
        dd = float(d @ d)
        t = 0.0 if dd == 0 else np.clip(((x - a[0]) * d[0] + (y - a[1]) * d[1]) / dd, 0.0, 1.0)
        dist2 = (x - a[0] - t * d[0]) ** 2 + (y - a[1] - t * d[1]) ** 2
        view = self.image[region[0], region[1]]
        view[dist2 <= h * h] = self._rgb(color)

    def polyline(self, points, width, color):
        """Thick segments through ``points`` in order."""
        for a, b in zip(points[:-1], points[1:]):
            self.line(a, b, width, color)

    def pixels(self, length):
        """A length in world units that is ``length`` pixels wide."""
        return length / self.sx
