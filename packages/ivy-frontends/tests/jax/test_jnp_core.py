"""``ivy_frontends.jax`` core against the real JAX: the namespace and every function's signature,
``jax.Array`` (repr, attributes, Python protocol, methods), dtypes and scalar types, the x64 flag,
and that importing the frontend imports no framework."""

from __future__ import annotations

import inspect
import subprocess
import sys

import numpy as np
import pytest
from jnp_driver import skip_if_sliced

import ivy
import ivy_frontends.jax as fjax
import ivy_frontends.jax.numpy as fjnp

# JAX's names the frontend leaves out: dtypes no ivy backend holds, and NumPy's warning class.
NOT_HELD = {"float4_e2m1fn", "float6_e2m3fn", "float6_e3m2fn", "float8_e3m4", "float8_e4m3",
            "float8_e4m3b11fnuz", "float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2", "float8_e5m2fnuz",
            "float8_e8m0fnu", "int1", "int2", "int4", "uint1", "uint2", "uint4", "object_", "character",
            "flexible", "ComplexWarning"}
# jnp.add & co. are ufunc objects in JAX (``*args, out, where``); here plain functions of JAX's operands.
UFUNC_OBJECTS = {"add", "subtract", "multiply", "maximum", "minimum", "bitwise_and", "bitwise_or", "bitwise_xor",
                 "logaddexp", "logaddexp2", "logical_and", "logical_or", "logical_xor", "negative"}


def _jax_modules():
    import jax.numpy as jnp

    return [("", jnp, fjnp), ("linalg.", jnp.linalg, fjnp.linalg), ("fft.", jnp.fft, fjnp.fft)]


def test_namespace_has_jaxs_names():
    skip_if_sliced()
    missing = []
    for prefix, real, fe in _jax_modules():
        for name in dir(real):
            if name.startswith("_") or name in NOT_HELD or hasattr(fe, name):
                continue
            missing.append(prefix + name)
    assert not missing, missing


def test_signatures_are_jaxs():
    skip_if_sliced()
    bad = []
    for prefix, real, fe in _jax_modules():
        for name in dir(real):
            obj = getattr(real, name)
            if name.startswith("_") or not callable(obj) or isinstance(obj, type) or inspect.ismodule(obj):
                continue
            if name in UFUNC_OBJECTS or name in NOT_HELD or not hasattr(fe, name):
                continue
            try:
                want = [(p.name, p.kind) for p in inspect.signature(obj).parameters.values()]
            except (TypeError, ValueError):
                continue
            got = [(p.name, p.kind) for p in inspect.signature(getattr(fe, name)).parameters.values()]
            if [n for n, _ in got] != [n for n, _ in want]:
                bad.append(prefix + name)
    assert not bad, f"{len(bad)} signatures differ from JAX's: {bad}"


def test_no_framework_is_imported():
    skip_if_sliced()
    code = ("import sys, ivy_frontends.jax, ivy_frontends.jax.numpy; "
            "print(sorted(m for m in ('torch', 'jax', 'tensorflow', 'numpy', 'mxnet') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]", out


def test_repr_and_attributes_match_jax():
    import jax
    import jax.numpy as jnp

    for make in (lambda m: m.arange(3.0), lambda m: m.asarray(1.0), lambda m: m.ones((2, 2), m.int8),
                 lambda m: m.zeros(0), lambda m: m.array([True, False]), lambda m: m.float32(1.5)):
        with jax.enable_x64(False):  # the ivy jax backend keeps JAX's global x64 flag on
            w = make(jnp)
        g = make(fjnp)
        assert repr(g) == repr(w)
        assert (g.shape, g.ndim, g.size, g.dtype.name, g.weak_type) == (w.shape, w.ndim, w.size, str(w.dtype),
                                                                        w.weak_type)
    x = fjnp.arange(6.0).reshape(2, 3)
    assert x.T.shape == (3, 2) and x.tolist() == [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
    assert float(x[1, 2]) == 5.0 and int(fjnp.int32(3)) == 3 and len(x) == 2
    assert [r.tolist() for r in x] == x.tolist()
    assert x.sum().item() == 15.0 and x.mean(axis=0).tolist() == [1.5, 2.5, 3.5]
    assert x.astype(fjnp.int8).dtype == fjnp.dtype("int8")
    assert isinstance(x, fjax.Array) and fjnp.ndarray is fjax.Array
    with pytest.raises(TypeError):
        len(fjnp.asarray(1.0))
    with pytest.raises(ValueError):
        bool(fjnp.ones(2))


def test_dtypes_are_numpys_dtype_objects():
    assert fjnp.float32.dtype == fjnp.dtype("float32")
    assert repr(fjnp.dtype("float32")) == "dtype('float32')"
    assert fjnp.ones(2).dtype is fjnp.dtype(np.float32)
    assert fjnp.bfloat16.dtype.name == "bfloat16"
    assert fjnp.issubdtype(fjnp.bfloat16, fjnp.floating) and fjnp.issubdtype(fjnp.int8, fjnp.integer)
    assert fjnp.iinfo(fjnp.int8).max == 127 and fjnp.finfo(fjnp.float32).eps == np.finfo(np.float32).eps


def test_x64_flag():
    try:
        assert fjnp.ones(2, dtype=fjnp.float64).dtype.name == "float32"
        fjax.config.update("jax_enable_x64", True)
        assert fjnp.arange(3).dtype.name == "int64"
        assert fjnp.ones(2, dtype=fjnp.float64).dtype.name == "float64"
    finally:
        fjax.config.update("jax_enable_x64", False)
    assert fjnp.arange(3).dtype.name == "int32"
    with pytest.raises(ValueError):
        fjax.config.update("jax_no_such_flag", True)


def test_interface_for_other_modules():
    from ivy_frontends.jax._array import wrap
    from ivy_frontends.jax._convert import n, promote

    native = ivy.native_array([1.0, 2.0])
    a = wrap(native)
    assert n(a) is native and n(2.5) == 2.5
    x, y, weak = promote(fjnp.ones(2, fjnp.int8), 1.5)
    assert fjnp.asarray(x).dtype.name == "float32" and weak


@pytest.mark.parametrize("name", ["add", "subtract", "logical_and"])
def test_ufunc_methods_match_jax(name):
    import jax
    import jax.numpy as jnp

    a = np.arange(1, 7).reshape(2, 3)
    if name in ("logaddexp",):
        a = a.astype(np.float32)
    fa = fjnp.asarray(ivy.native_array(a))
    with jax.enable_x64(False):
        ja = jnp.asarray(a)
        want = [getattr(jnp, name).reduce(ja, axis=1), getattr(jnp, name).accumulate(ja, axis=1),
                getattr(jnp, name).outer(ja[0], ja[1]), getattr(jnp, name).at(ja, (0, 1), ja[1, 1], inplace=False)]
    f = getattr(fjnp, name)
    got = [f.reduce(fa, axis=1), f.accumulate(fa, axis=1), f.outer(fa[0], fa[1]), f.at(fa, (0, 1), fa[1, 1],
                                                                                      inplace=False)]
    for g, w in zip(got, want):
        assert g.dtype.name == str(w.dtype)
        np.testing.assert_allclose(np.asarray(g.tolist()), np.asarray(w.tolist()), rtol=1e-6)


@pytest.mark.parametrize("name", ["mean", "var", "std", "max", "prod", "median"])
def test_gradients_flow_through_reductions_to_0d(name):
    """jnp functions computed through ivy_frontends.numpy keep a 0-d result an array (a NumPy
    scalar's Python value had cut the trace: jax.grad of jnp.mean(x * x) was all zeros)."""
    from ivy.testing.helpers import has_autodiff

    if not has_autodiff():
        pytest.skip("the numpy backend has no autodiff (jax.grad raises there: test_transforms)")
    import jax

    x = np.random.default_rng(0).normal(size=(3, 4)).astype(np.float32)

    def f(m, a):
        return getattr(m.numpy, name)(a * a)

    want = np.asarray(jax.grad(lambda a: f(jax, a))(jax.numpy.asarray(x)))
    got = np.asarray(fjax.grad(lambda a: f(fjax, a))(fjnp.asarray(x)).tolist())
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-6)


def test_numpy_scalars_convert_and_bfloat16_scalars_do_not_recurse():
    """A NumPy scalar is a 0-d array; ml_dtypes' bfloat16 scalar sent asarray into a recursion."""
    ml_dtypes = pytest.importorskip("ml_dtypes")
    assert fjnp.asarray(np.float32(2.5)).tolist() == 2.5 and str(fjnp.asarray(np.int8(3)).dtype) == "int8"
    try:
        r = fjnp.asarray(np.array(1.5, dtype=ml_dtypes.bfloat16)[()])
    except ivy.IvyError:  # a backend without bfloat16 host conversion says so
        return
    assert float(r) == 1.5 and str(r.dtype) == "bfloat16"
