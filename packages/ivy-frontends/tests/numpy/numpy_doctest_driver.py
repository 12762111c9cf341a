"""NumPy's own docstring examples as a coverage driver of ``ivy_frontends.numpy``.

An *item* is one docstring with ``>>>`` examples of the installed NumPy: its public namespace
functions and ufuncs, ``ndarray`` methods and properties, ``numpy.linalg``, ``numpy.fft``, the legacy
``numpy.random`` functions and ``Generator``'s methods. Its examples run in order twice: once with
``np`` (and any ``import numpy ...``) bound to the real NumPy, once bound to the frontend on the
backend under test. Each example's outcomes are compared semantically, not as text:

- the value an expression shows (``sys.displayhook``): arrays by type, dtype, shape and values,
  NumPy scalars by scalar type and value, Python numbers by type and value, containers element by
  element, anything else by its normalized ``repr``; floats within ``rtol=1e-6, atol=1e-9``
  (float16/float32/complex64: ``rtol=1e-3``), NaN where NaN;
- printed output by its text, whitespace normalized, numbers compared as numbers;
- an exception of the real NumPy must be an exception of the frontend too, of the same class
  (the frontend's errors subclass the built-in classes NumPy raises); an exception NumPy does not
  raise is a failure;
- in an item that draws random numbers (``np.random``, ``default_rng``) the values differ by design
  (ivy's generators are not NumPy's bit streams): only the types, dtypes and shapes are compared
  (the distributions are tested by statistics in ``test_numpy_random.py``).

Items out of scope (file I/O, matplotlib, ctypes, datetime64, object and string dtypes, masked
arrays, ...) are excluded by a rule of :data:`EXCLUDE` (a pattern of the item's name or example code
and the reason) and counted apart. ``numpy-doc-xfails.txt`` lists the in-scope items that fail, with
a reason, per backend; the pass rate is computed from it and asserted (issue #45: at least 80% on every
backend, no backend more than 5 points below the best).

Run ``python tests/numpy/numpy_doctest_driver.py [--backend B] [--causes] [--write-xfails]`` for a report.
"""

from __future__ import annotations

import builtins
import contextlib
import doctest
import functools
import io
import math
import os
import pathlib
import re
import sys
import types
import warnings
import zlib

HERE = pathlib.Path(__file__).parent
BACKENDS = ("numpy", "torch", "jax", "tensorflow")
EXTRA = ("mxnet",)  # outside the pair rotation (its venv pins NumPy 1.23: see npcheck.needs_numpy2)
MODE = os.environ.get("IVY_OPINFO", "ci")
SLICE = MODE != "full" and bool(os.environ.get("IVY_FRONTENDS_SLICE"))
RANDOM = re.compile(r"np\.random\.|default_rng|RandomState|\brng\b|Generator|random\.seed|\bgen\.")

# (kind, pattern, reason): kind "name" matches the item id, "code" any example's source
EXCLUDE = (
    ("name", r"^np\.(save|savez|savez_compressed|load|loadtxt|savetxt|genfromtxt|fromfile|fromregex|memmap|"
             r"ndarray\.tofile|ndarray\.dump|ndarray\.dumps|ndarray\.tobytes|frombuffer|ndarray\.byteswap|"
             r"ndarray\.newbyteorder|ndarray\.getfield|ndarray\.setfield|ndarray\.setflags|ndarray\.flags)$",
     "file I/O or raw memory/byte layout: ivy arrays own opaque backend memory"),
    ("code", r"ctypes|__array_interface__|\.ctypes|\.data\b|np\.lib\.stride_tricks|as_strided|\.strides\b|\bstrides=",
     "raw memory, strides or ctypes"),
    ("code", r"datetime64|timedelta64|busday|'M8|'m8|\"M8|datetime_|np\.datetime|is_busday",
     "datetime64/timedelta64 dtypes (ivy has none)"),
    ("code", r"dtype=object|dtype='O'|dtype=\"O\"|np\.object_|\bobject\)|np\.str_|np\.bytes_|dtype=str|"
             r"dtype='[SUa]\d*'|dtype=\"[SUa]\d*\"|'<U|'\|S|np\.char|np\.strings|StringDType|np\.void|"
             r"dtype=\[|\('[a-z]+', *'[<>|]?[a-zA-Z]\d*'\)|np\.rec\b|recarray|"
             r"fromstring|array2string\(.*formatter|"
             r"np\.array\(\[['\"]|array\(\[['\"]|astype\(str\)|\.astype\('U|['\"]U\d+['\"]",
     "object, string, bytes, void or structured dtypes (ivy arrays hold numbers and bools)"),
    ("code", r"np\.ma\b|masked|MaskedArray", "masked arrays (numpy.ma is not part of the frontend)"),
    ("code", r"np\.matrix\b(?!_)|np\.asmatrix|np\.bmat|\.getA\b", "np.matrix (deprecated subclass)"),
    ("code", r"np\.longdouble|np\.float128|np\.complex256|np\.clongdouble|np\.half\b.*view|float96|"
             r"np\.byte_bounds|byteorder|'>i|'<i|'>f|'<f|'=i|'>u|'<u|newbyteorder|np\.dtype\(\{|"
             r"np\.intp\(|np\.uintp|np\.ulonglong|np\.longlong|np\.format_parser|sctypeDict",
     "extended precision, byte order or platform-specific dtypes"),
    ("code", r"np\.nditer|np\.nested_iters|np\.ndenumerate|np\.ndindex|np\.flatiter|np\.broadcast\(|"
             r"np\.iterable|np\.vectorize|np\.frompyfunc|np\.piecewise|np\.apply_along_axis|"
             r"np\.apply_over_axes|np\.fromfunction|np\.fromiter",
     "iterator objects and Python-callable machinery over elements (nditer, vectorize, frompyfunc, ...)"),
    ("code", r"np\.get_printoptions|np\.set_printoptions|np\.printoptions|np\.array_repr|np\.array_str|"
             r"np\.array2string|np\.info|np\.show_config|"
             r"np\.show_runtime|np\.get_include|np\.seterrcall|np\.geterrcall|"
             r"np\.setbufsize|np\.getbufsize|np\.typename|np\.mintypecode|np\.sctype",
     "printing options, error state and build-info helpers"),
    ("code", r"np\.random\.(BitGenerator|PCG64|MT19937|Philox|SFC64|SeedSequence|bit_generator)|"
             r"bit_generator|\.jumped|\.spawn\(|\.state\b|get_state|set_state|random\._",
     "bit generators and generator state (ivy's random keys are not NumPy's bit streams)"),
    ("code", r"\btime\.|timeit|perf_counter", "measures its own run time"),
    ("code", r"\.flags\b|isfortran|F_CONTIGUOUS", "memory layout flags (C/Fortran order of the bytes: ivy keeps none)"),
    ("code", r"__array__\(|__array_namespace__|__dlpack__|np\.from_dlpack", "array interchange protocols"),
)
STOPWORDS = ("plt.", ".hist", ".show", ".ylim", ".subplot(", "set_title", "imshow", ".axis(", ".plot(",
             ".bar(", ".title", ".ylabel", ".xlabel", "set_ylim", "set_xlim", ".set_xlabel(", ".set_ylabel(",
             ".set_zlabel(", ".set(", ".legend(", ".text(", "Axes3D", "fig.", "ax.", "matplotlib")
MAY_VARY = re.compile(r"#\s*(may\s*vary|random|uninitialized|might vary|results may vary)", re.I)


def real():
    import numpy

    return numpy


# ------------------------------------------------------------------ the items

def _has_examples(obj):
    doc = getattr(obj, "__doc__", None)
    return isinstance(doc, str) and ">>>" in doc


@functools.cache
def items():
    """``{item id: docstring}`` of every object the driver covers, in a stable order."""
    np = real()
    out = {}
    seen = set()

    def add(name, obj):
        if not _has_examples(obj) or id(obj) in seen:
            return
        seen.add(id(obj))
        out[name] = obj.__doc__

    def public(mod, prefix):
        for n in sorted(dir(mod)):
            obj = getattr(mod, n, None)
            if n.startswith("_") or n == "test" or isinstance(obj, (type, types.ModuleType)) or not callable(obj):
                continue
            add(f"{prefix}.{n}", obj)

    public(np, "np")
    for n in sorted(dir(np.ndarray)):
        if not n.startswith("_"):
            add(f"np.ndarray.{n}", getattr(np.ndarray, n))
    for sub in ("linalg", "fft", "random"):
        public(getattr(np, sub), f"np.{sub}")
    for n in sorted(dir(np.random.Generator)):
        if not n.startswith("_"):
            add(f"np.random.Generator.{n}", getattr(np.random.Generator, n))
    return out


@functools.cache
def examples(item):
    return tuple(doctest.DocTestParser().get_examples(items()[item], item))


def excluded(item):
    """The reason ``item`` is out of scope, or None."""
    srcs = "\n".join(ex.source for ex in examples(item))
    for kind, pat, reason in EXCLUDE:
        if re.search(pat, item if kind == "name" else srcs):
            return reason
    return None


def in_scope():
    return [i for i in items() if excluded(i) is None]


def spread(item, thin=4):
    """The backends an item runs on in CI: 2 of the 4 by a hash of its id. A CI slice of a backend other
    than numpy (``IVY_FRONTENDS_SLICE``) runs an item only where it is the first of its pair, and of those
    only one in ``thin`` (the docstring items: JAX compiles every new shape); numpy's run is whole. mxnet
    (``EXTRA``, outside the pairs) runs every item, under a slice one in ``2 * thin`` (a second hash)."""
    if MODE == "full":
        return BACKENDS + EXTRA
    h = zlib.crc32(item.encode())
    i = h % 4
    pair = (BACKENDS[i], BACKENDS[(i + 1) % 4])
    if SLICE:
        mx = EXTRA if zlib.crc32(("mxnet:" + item).encode()) % (2 * thin) == 0 else ()
        return tuple(b for b in pair if b == "numpy" or b == pair[0] and (h // 4) % thin == 0) + mx
    return pair + EXTRA


# ------------------------------------------------------------------ xfails

@functools.cache
def xfails():
    """``{item: {backend: reason}}`` from ``numpy-doc-xfails.txt``."""
    out = {}
    for line in (HERE / "numpy-doc-xfails.txt").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, where, reason = (line.split(None, 2) + ["", ""])[:3]
        for b in BACKENDS + EXTRA if where == "all" else tuple(where.split(",")):
            out.setdefault(name, {})[b] = reason
    return out


def xfail_reason(item, backend):
    return xfails().get(item, {}).get(backend)


# ------------------------------------------------------------------ running

class _Plt:
    """A stand-in for matplotlib: any attribute, call or item is another stand-in."""

    def __getattr__(self, name):
        return _Plt()

    def __call__(self, *args, **kwargs):
        return _Plt()

    def __getitem__(self, k):
        return _Plt()

    def __iter__(self):
        return iter((_Plt(), _Plt()))


def _namespace(frontend):
    np = real()
    if frontend:
        import ivy_frontends.numpy as fe
    else:
        fe = np
    mods = {"numpy": fe, "numpy.linalg": fe.linalg, "numpy.fft": fe.fft, "numpy.random": fe.random,
            "numpy.exceptions": fe.exceptions}
    real_import = builtins.__import__

    def imp(name, globals=None, locals=None, fromlist=(), level=0):
        if name in mods:
            return mods[name] if fromlist or "." not in name else fe
        if name.startswith(("matplotlib", "mpl_toolkits")):
            return _Plt()
        if frontend and name.startswith("numpy.") and not name.startswith("numpy._"):
            raise ImportError(f"{name} is not part of ivy_frontends.numpy")
        return real_import(name, globals, locals, fromlist, level)

    b = dict(builtins.__dict__)
    b["__import__"] = imp
    return {"np": fe, "__builtins__": b, "__name__": "__doctest__", "plt": _Plt()}


def _run(examples, frontend):
    """``[(shown value, printed text, exception)]`` of each example, in one namespace."""
    ns = _namespace(frontend)
    res = []
    old = sys.displayhook
    shown = []
    sys.displayhook = lambda v: v is None or shown.append(v)
    try:
        for ex in examples:
            shown.clear()
            out = io.StringIO()
            if ex.options.get(doctest.SKIP):
                res.append(([], "", None))
                continue
            exc = None
            try:
                with contextlib.redirect_stdout(out), warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    exec(compile(ex.source, "<doctest>", "single"), ns)  # noqa: S102 - NumPy's examples
            except (KeyboardInterrupt, SystemExit):
                raise
            except BaseException as e:  # noqa: BLE001 - compared with NumPy's outcome
                exc = e
            res.append((list(shown), out.getvalue(), exc))
    finally:
        sys.displayhook = old
    return res


@functools.cache
def _real_outcomes(item):
    np = real()
    saved = np.get_printoptions()
    state = np.random.get_state()
    try:
        return _run(examples(item), frontend=False)
    finally:
        np.set_printoptions(**saved)
        np.random.set_state(state)


def run_item(item):
    """Run ``item`` on the frontend (current ivy backend); None when it matches NumPy, else why not."""
    exs = examples(item)
    want = _real_outcomes(item)
    got = _run(exs, frontend=True)
    loose = any(RANDOM.search(ex.source) for ex in exs)
    for ex, w, g in zip(exs, want, got):
        if ex.options.get(doctest.SKIP):
            continue
        msg = _compare(ex, w, g, loose or bool(MAY_VARY.search(ex.source + ex.want)))
        if msg:
            return f"example line {ex.lineno}: {ex.source.strip()[:200]!r}: {msg}"
    return None


def _compare(ex, want, got, loose):
    (wv, wp, we), (gv, gp, ge) = want, got
    if we is not None:
        if ge is None:
            return f"NumPy raises {type(we).__name__} ({we}); the frontend does not"
        if isinstance(ge, type(we)) or type(we).__name__ in {c.__name__ for c in type(ge).__mro__}:
            return None
        return f"NumPy raises {type(we).__name__}, the frontend {type(ge).__name__}: {ge}"
    if ge is not None:
        return f"raised {type(ge).__name__}: {str(ge)[:300]}"
    if any(s in ex.source for s in STOPWORDS):
        return None
    if len(wv) != len(gv):
        return f"shows {len(gv)} values, NumPy {len(wv)}"
    for a, b in zip(wv, gv):
        why = _diff(a, b, loose)
        if why:
            return f"value {why}: NumPy {_short(a)}, frontend {_short(b)}"
    if not _same_text(wp, gp, loose):
        return f"prints {gp[:300]!r}, NumPy {wp[:300]!r}"
    return None


def _short(v):
    try:
        return repr(v)[:300]
    except Exception as e:  # noqa: BLE001
        return f"<repr failed: {type(e).__name__}>"


_NUM = re.compile(r"[-+]?(?:\d+\.?\d*(?:e[-+]?\d+)?|\.\d+(?:e[-+]?\d+)?|nan|inf)(?:[-+]\d*\.?\d*(?:e[-+]?\d+)?j)?",
                  re.I)


def _same_text(a, b, loose):
    a, b = " ".join(a.split()), " ".join(b.split())
    if a == b:
        return True
    if _NUM.sub("#", a) != _NUM.sub("#", b):
        return False
    if loose:
        return True
    for x, y in zip(_NUM.findall(a), _NUM.findall(b)):
        try:
            if not _close(complex(x.replace("+-", "-")), complex(y.replace("+-", "-")), 1e-6):
                return False
        except ValueError:
            return False
    return True


def _close(a, b, rtol):
    if a == b:
        return True
    if a != a or b != b:
        return (a != a) and (b != b)
    return abs(a - b) <= 1e-9 + rtol * abs(a)


def _to_real(v):
    """A frontend value in the real NumPy's terms (arrays, scalars, dtypes); others unchanged."""
    np = real()
    from ivy_frontends.numpy import _dtypes as D
    from ivy_frontends.numpy.ndarray import ndarray

    if isinstance(v, ndarray):
        return np.asarray(v.tolist(), dtype=v.dtype.name).reshape(v.shape)
    if isinstance(v, D.generic):
        return np.dtype(v.dtype.name).type(v.item())
    if isinstance(v, D.dtype):
        return np.dtype(v.name)
    if isinstance(v, tuple) and hasattr(v, "_fields"):
        return type(v).__name__, tuple(_to_real(x) for x in v)
    if isinstance(v, (list, tuple)):
        return type(v)(_to_real(x) for x in v)
    return v


def _diff(a, b, loose):
    """Why real value ``a`` and frontend value ``b`` differ, or None."""
    np = real()
    try:
        b = _to_real(b)
    except Exception as e:  # noqa: BLE001
        return f"cannot be read ({type(e).__name__}: {e})"
    if isinstance(a, tuple) and hasattr(a, "_fields"):
        a = type(a).__name__, tuple(a)
    return _diff_real(np, a, b, loose)


def _diff_real(np, a, b, loose):
    if isinstance(a, (np.ndarray, np.generic)):
        if isinstance(a, np.ndarray) != isinstance(b, np.ndarray):
            return "kind (array vs scalar)"
        if not isinstance(b, (np.ndarray, np.generic)):
            return f"type {type(b).__name__}"
        if a.dtype != b.dtype:
            return f"dtype {b.dtype} (NumPy {a.dtype})"
        if isinstance(a, np.generic) and type(a) is not type(b):
            return f"scalar type {type(b).__name__}"
        if a.shape != b.shape:
            return f"shape {b.shape} (NumPy {a.shape})"
        if loose or a.dtype.kind not in "biufc":
            return None
        if a.dtype.kind in "fc":
            rtol = 1e-3 if a.dtype.itemsize <= 4 or a.dtype == np.complex64 else 1e-6
            ok = np.allclose(a, b, rtol=rtol, atol=1e-9, equal_nan=True)
        else:
            ok = np.array_equal(a, b)
        return None if ok else "values"
    if isinstance(a, np.dtype):
        return None if isinstance(b, np.dtype) and a == b else "dtype object"
    if isinstance(a, (list, tuple)):
        if type(a) is not type(b) or len(a) != len(b):
            return f"container {type(b).__name__} of {len(b) if hasattr(b, '__len__') else '?'}"
        for x, y in zip(a, b):
            why = _diff_real(np, x, y, loose)
            if why:
                return why
        return None
    if isinstance(a, dict):
        if not isinstance(b, dict) or a.keys() != b.keys():
            return "dict keys"
        return next((w for k in a if (w := _diff_real(np, a[k], b[k], loose))), None)
    if isinstance(a, (bool, int, float, complex)):
        if type(a) is not type(b):
            return f"type {type(b).__name__}"
        return None if loose or _close(a, b, 1e-6) else "value"
    if isinstance(a, type):
        return None if isinstance(b, type) and a.__name__ == b.__name__ else "type object"
    if a is None or isinstance(a, str):
        return None if a == b else "value"
    ra, rb = " ".join(_short(a).split()), " ".join(_short(b).split())
    ra, rb = re.sub(r" at 0x[0-9a-f]+", "", ra), re.sub(r" at 0x[0-9a-f]+", "", rb)
    return None if ra == rb or type(a).__name__ == type(b).__name__ and loose else "repr"


# ------------------------------------------------------------------ report

def report(backend, names=None, progress=False):
    """``{item: failure or None}`` on ``backend`` (all in-scope items, or ``names``)."""
    import time

    import ivy

    out = {}
    with ivy.using_backend(backend):
        for it in names or in_scope():
            t0 = time.perf_counter()
            try:
                out[it] = run_item(it)
            except Exception as e:  # noqa: BLE001 - a driver-level failure is a failure of the item
                out[it] = f"driver: {type(e).__name__}: {e}"
            if progress:
                status = "ok" if out[it] is None else "FAIL " + " ".join(out[it].split())[:300]
                print(f"{time.perf_counter() - t0:8.2f}s {it}\t{status}", file=sys.stderr, flush=True)
    return out


def rate(backend):
    """(passing, in scope) as the xfail list implies for ``backend``."""
    scope = in_scope()
    return sum(xfail_reason(i, backend) is None for i in scope), len(scope)


def _cause(msg):
    m = re.search(r"raised (\w+): (.{0,70})", msg)
    if m:
        return f"raised {m.group(1)}: {re.sub(r'[0-9]+', 'N', m.group(2))}"
    m = re.search(r": (value [^:]*|prints|NumPy raises \w+[^;,]*|shows)", msg)
    return m.group(1)[:80] if m else msg[:80]


def main(argv=None):
    import argparse
    import collections

    p = argparse.ArgumentParser()
    p.add_argument("--backend", default="numpy")
    p.add_argument("--causes", action="store_true")
    p.add_argument("--show", default="")
    p.add_argument("--write-xfails", action="store_true")
    p.add_argument("--progress", action="store_true")
    p.add_argument("--part", default="", help="k/n: every n-th in-scope item from the k-th")
    a = p.parse_args(argv)
    names = [a.show] if a.show else None
    if a.part:
        k, n = (int(v) for v in a.part.split("/"))
        names = in_scope()[k::n]
    res = report(a.backend, names, a.progress)
    fails = {k: v for k, v in res.items() if v}
    n_all, scope = len(items()), len(res)
    print(f"{a.backend}: {scope - len(fails)}/{scope} = {100 * (scope - len(fails)) / max(scope, 1):.1f}% "
          f"({n_all - len(in_scope())} of {n_all} items excluded by rule)")
    if a.causes:
        c = collections.Counter(_cause(v) for v in fails.values())
        for k, v in c.most_common(60):
            print(f"{v:4d}  {k}")
    for k, v in sorted(fails.items()):
        print(f"{k}\t{v[:400]}")
    if a.write_xfails:
        path = HERE / "numpy-doc-xfails.txt"
        print("\n".join(f"{k} {a.backend} {v.splitlines()[0][:150]}" for k, v in sorted(fails.items())),
              file=sys.stderr)
        del path
    _ = math


if __name__ == "__main__":
    main()
