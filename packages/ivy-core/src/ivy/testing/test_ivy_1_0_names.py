"""Every function name of Ivy 1.0 (the 619 module-level public functions of ``ivy/functional/ivy/**``
in the ``ivy==1.0.0.5`` wheel, listed with their parameters in ``data/ivy_1_0_functions.json`` by
``packages/ivy-core/scripts/ivy_1_0_names.py``) is an ivy function: a callable defined by ivy, never a
submodule that shadows it (``ivy.array`` was the module holding ``ivy.Array``: ``ivy.array([1.0])``
raised "'module' object is not callable"), taking Ivy 1.0's parameters by name. The parameters ivy
names otherwise, or lacks, are listed below with the reason."""

from __future__ import annotations

import inspect
import json
import os
import types

import pytest

import ivy

DATA = os.path.join(os.path.dirname(__file__), "data", "ivy_1_0_functions.json")
with open(DATA) as _fh:
    FUNCTIONS = json.load(_fh)["functions"]

_STANDARD = "the Array API standard's name wins where Ivy 1.0's differs (ARCHITECTURE.md §5)"
_HINT = "an implementation hint, left out (ARCHITECTURE.md §5: only mathematics counts)"
_GAP = "not in ivy yet (Ivy 1.0 compatibility: issue #40)"
_COMPLEX_MODE = ("Ivy 1.0's complex_mode (the activation of the real part, of the magnitude, or JAX's split): "
                 + _GAP)

# Ivy 1.0 parameters (``out`` aside: issue #40) that ivy's function of the same name does not take.
DEVIATIONS = {
    "concat": {"xs": _STANDARD + " (arrays)"},
    "clip": {"x_min": _STANDARD + " (min)", "x_max": _STANDARD + " (max)"},
    "count_nonzero": {"a": _STANDARD + " (x)"},
    "imag": {"val": _STANDARD + " (x)"},
    "isin": {"elements": _STANDARD + " (x1)", "test_elements": _STANDARD + " (x2)", "assume_unique": _HINT},
    "kron": {"a": "ivy's binary functions name their arguments x1, x2", "b": "ivy's binary functions name "
                                                                              "their arguments x1, x2"},
    "moveaxis": {"a": _STANDARD + " (x)", "copy": _GAP},
    "searchsorted": {"x": _STANDARD + " (x1)", "v": _STANDARD + " (x2)"},
    "take_along_axis": {"arr": _STANDARD + " (x)", "mode": _GAP},
    "tile": {"repeats": _STANDARD + " (repetitions)"},
    "logsigmoid": {"input": "ivy's unary functions name their argument x", "complex_mode": _COMPLEX_MODE},
    "promote_types": {"type1": "ivy's name (a)", "type2": "ivy's name (b)",
                      "array_api_promotion": "ivy always promotes by the standard's table and NumPy's "
                                             "answers beyond it"},
    "maximum": {"use_where": _HINT},
    "minimum": {"use_where": _HINT},
    "svdvals": {"driver": _HINT},
    **{name: {"complex_mode": _COMPLEX_MODE} for name in (
        "celu", "gelu", "hardswish", "leaky_relu", "log_softmax", "logit", "mish", "relu", "relu6", "sigmoid",
        "softmax", "softplus", "tanh")},
    "add": {"alpha": _GAP},
    "subtract": {"alpha": _GAP},
    "argmin": {"dtype": _GAP},
    "avg_pool1d": {"divisor_override": _GAP},
    "isinf": {"detect_positive": _GAP, "detect_negative": _GAP},
    "matrix_transpose": {"conjugate": _GAP},
    "mean": {"dtype": _GAP},
    "min": {"initial": _GAP, "where": _GAP},
    "nan_to_num": {"copy": _GAP},
    "remainder": {"modulus": _GAP},
    "round": {"decimals": _GAP},
    "sign": {"np_variant": _GAP},
    "take": {"mode": _GAP, "fill_value": _GAP},
    "unique_all": {"axis": _GAP, "by_value": _GAP},
    "unique_inverse": {"axis": _GAP},
}


def _names(params):
    """Ivy 1.0's parameter names a caller passes (not ``/``, ``*``, ``**kwargs``, private ones, or
    ``out``, whose support is issue #40's)."""
    out = []
    for p in params.split(", "):
        name = p.strip("*=")
        if not name or name == "/" or p.startswith("**") or name.startswith("_") or name == "out":
            continue
        out.append(name)
    return out


def test_the_data_is_ivy_1_0s():
    assert len(FUNCTIONS) == 619
    assert FUNCTIONS["asarray"] == ["creation", "obj, /, *, copy=, dtype=, device=, out="]
    assert set(DEVIATIONS) <= set(FUNCTIONS)


def test_every_ivy_1_0_name_is_an_ivy_function():
    """All 619 at once: a name that resolves to a module (unless it is a callable namespace, as
    ``ivy.fft``), to something not callable, or to another package's object is listed."""
    bad = []
    for name in FUNCTIONS:
        fn = getattr(ivy, name, None)
        if fn is None:
            bad.append(f"{name}: missing")
        elif not callable(fn):
            bad.append(f"{name}: a {type(fn).__name__}, not callable")
        elif isinstance(fn, types.ModuleType) and fn is not ivy.fft:
            bad.append(f"{name}: a module")
        elif not (getattr(fn, "__module__", "") or "").startswith("ivy"):
            bad.append(f"{name}: {fn!r} is not ivy's")
    assert not bad, "\n".join(bad)


def test_ivy_1_0_parameters_are_taken_by_name():
    """Each Ivy 1.0 parameter is one of ivy's function's, or in :data:`DEVIATIONS` with its reason."""
    bad = []
    for name, (_, params) in FUNCTIONS.items():
        ours = inspect.signature(getattr(ivy, name)).parameters
        known = DEVIATIONS.get(name, {})
        for p in _names(params):
            if p not in ours and p not in known:
                bad.append(f"ivy.{name}: no parameter {p!r} (Ivy 1.0: {name}({params}))")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("name", ["array", "asarray", "zeros", "add", "fft"])
def test_the_most_used_names_run(name):
    """The names most Ivy 1.0 code starts with run, not just resolve (``ivy.array`` is Ivy 1.0's alias of
    ``asarray``, not a ``def`` of its own, so not in the data file)."""
    x = ivy.array([1.0, 2.0])
    out = {"array": lambda: ivy.array([1.0]), "asarray": lambda: ivy.asarray([1.0]), "zeros": lambda: ivy.zeros(2),
           "add": lambda: ivy.add(x, x), "fft": lambda: ivy.fft(ivy.astype(x, ivy.complex64), 0)}
    if name == "fft" and ivy.complex64 not in ivy.get_backend(ivy.current_backend().name).supported_dtypes():
        with pytest.raises(ivy.UnsupportedDtypeError):
            out[name]()
        return
    assert isinstance(out[name](), ivy.Array)
