"""Plain NumPy programs: nothing here knows about ivy.

``examples/numpy_on_torch.py`` executes this file twice, once with ``import numpy`` being NumPy and
once with it being ``ivy_frontends.numpy`` on the torch backend (or jax, tensorflow, numpy), and
compares what the programs return.
"""

import numpy as np


def kmeans(points, k, iters=10):
    """Lloyd's algorithm from the first ``k`` points: the centres and each point's cluster."""
    points = np.asarray(points, dtype=np.float64)
    centres = points[:k].copy()
    for _ in range(iters):
        d = ((points[:, None, :] - centres[None, :, :]) ** 2).sum(axis=-1)
        labels = d.argmin(axis=1)
        for j in range(k):
            members = points[labels == j]
            if len(members):
                centres[j] = members.mean(axis=0)
    return centres, labels


def least_squares(x, y):
    """A polynomial fit of degree 2 by ``np.linalg.lstsq``, and its residual's norm."""
    a = np.stack([np.ones_like(x), x, x ** 2], axis=1)
    coef, *_ = np.linalg.lstsq(a, y, rcond=None)
    return coef, np.linalg.norm(a @ coef - y)


def pca(data, n_components=2):
    """The principal axes by SVD of the centred data, the explained variance ratios and the projection."""
    centred = data - data.mean(axis=0, keepdims=True)
    _, s, vt = np.linalg.svd(centred, full_matrices=False)
    ratio = s ** 2 / np.sum(s ** 2)
    axes = vt[:n_components] * np.sign(vt[:n_components, :1])  # a sign convention, as libraries fix one
    return axes, ratio[:n_components], centred @ axes.T


def heat_equation(n=32, steps=50, alpha=0.2):
    """Explicit 2-D diffusion with a hot square: slices, in-place updates through views, np.pad."""
    u = np.zeros((n, n), dtype=np.float32)
    u[n // 4: n // 2, n // 4: n // 2] = 100.0
    inner = u[1:-1, 1:-1]  # a view: writing it writes u
    for _ in range(steps):
        p = np.pad(u, 1, mode="edge")
        lap = p[:-2, 1:-1] + p[2:, 1:-1] + p[1:-1, :-2] + p[1:-1, 2:] - 4 * u
        inner += alpha * lap[1:-1, 1:-1]
    return u, float(u.sum()), np.unravel_index(np.argmax(u), u.shape)


def statistics(samples):
    """Summary statistics, a histogram, sorting and set operations on integer data."""
    samples = np.asarray(samples)
    hist, edges = np.histogram(samples, bins=5)
    uniq, counts = np.unique(samples // 10, return_counts=True)
    return {
        "mean": samples.mean(), "std": samples.std(ddof=1), "median": np.median(samples),
        "percentiles": np.percentile(samples, [10, 50, 90]), "hist": hist, "edges": edges,
        "top3": np.sort(samples)[::-1][:3], "decades": uniq, "counts": counts,
        "cumsum_last": np.cumsum(samples)[-1], "evens": np.count_nonzero(samples % 2 == 0),
        "clipped": np.clip(samples, 20, 80).astype(np.int16),
    }


def fft_filter(signal, keep=5):
    """A low-pass filter by ``np.fft.rfft``: the ``keep`` lowest frequencies, transformed back."""
    spectrum = np.fft.rfft(signal)
    spectrum[keep:] = 0
    return np.fft.irfft(spectrum, n=len(signal)), np.abs(spectrum[:keep])
