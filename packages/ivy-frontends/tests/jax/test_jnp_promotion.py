"""JAX's type promotion in ``ivy_frontends.jax.numpy`` against the real JAX: ``promote_types`` for
every dtype pair (and Python types), with x64 on and off; ``result_type`` and the dtype/weak type of
binary operations on arrays, weak arrays and Python scalars (hypothesis over dtype pairs)."""

from __future__ import annotations

import contextlib
import warnings

import hypothesis.strategies as st
import numpy as np
import pytest
from hypothesis import given, settings
from jnp_driver import skip_if_sliced

import ivy
import ivy_frontends.jax.numpy as fjnp
from ivy_frontends.jax import config as fconfig

DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "bfloat16", "float16",
          "float32", "float64", "complex64", "complex128")
PYTYPES = (int, float, complex)


def _held():
    return {d.name for d in ivy.current_backend().supported_dtypes()}


@contextlib.contextmanager
def x64(flag):
    """The frontend's x64 flag set to ``flag`` (the real JAX's is set per call by :func:`J`: the ivy
    jax backend needs JAX's global flag on)."""
    warnings.filterwarnings("ignore", message="Explicitly requested dtype")
    fconfig.update("jax_enable_x64", flag)
    try:
        yield
    finally:
        fconfig.update("jax_enable_x64", False)


def J(fn):  # noqa: N802
    """``fn()`` computed by the real JAX under the frontend's x64 flag."""
    import jax

    with jax.enable_x64(fconfig.jax_enable_x64):
        return fn()


@pytest.mark.parametrize("flag", [False, True])
def test_promote_types_every_pair_matches_jax(flag):
    import jax.numpy as jnp

    skip_if_sliced()

    with x64(flag):
        bad = []
        for a in DTYPES + PYTYPES:
            for b in DTYPES + PYTYPES:
                want = str(J(lambda a=a, b=b: jnp.promote_types(a, b)))
                got = str(fjnp.promote_types(a, b))
                if want != got:
                    bad.append((a, b, got, want))
        assert not bad, bad


def _operand(kind, dtype):
    """(real JAX operand, frontend operand) of a kind: "array", "weak" (0-d weak array) or "py"."""
    import jax.numpy as jnp

    if kind == "py":
        v = {"bool": True, "int32": 3, "float32": 1.5, "complex64": 1.5 + 1j}[dtype]
        return v, v
    if kind == "weak":
        v = {"int32": 3, "float32": 1.5, "complex64": 1.5 + 1j}[dtype]
        return J(lambda: jnp.asarray(v)), fjnp.asarray(v)
    a = np.ones((2,), dtype="float32")
    return J(lambda: jnp.asarray(a).astype(dtype)), fjnp.asarray(ivy.native_array(a)).astype(
        fjnp.bfloat16 if dtype == "bfloat16" else dtype)


_KIND = st.sampled_from(["array", "array", "weak", "py"])


@st.composite
def operand_specs(draw):
    kind = draw(_KIND)
    if kind == "array":
        return kind, draw(st.sampled_from(DTYPES))
    if kind == "weak":
        return kind, draw(st.sampled_from(["int32", "float32", "complex64"]))
    return kind, draw(st.sampled_from(["bool", "int32", "float32", "complex64"]))


@settings(deadline=None)
@given(a=operand_specs(), b=operand_specs(), flag=st.booleans(),
       op=st.sampled_from(["add", "multiply", "subtract", "maximum", "equal", "divide"]))
def test_binary_op_dtype_and_weak_type_match_jax(a, b, flag, op):
    import jax.numpy as jnp

    held = _held()
    if any(k == "array" and d not in held for k, d in (a, b)) or (a[0] == "py" and b[0] == "py"):
        return  # a dtype the backend cannot hold; two Python scalars are Python arithmetic
    with x64(flag):
        ja, fa = _operand(*a)
        jb, fb = _operand(*b)
        try:
            want = J(lambda: getattr(jnp, op)(ja, jb))
        except Exception:  # noqa: BLE001 - JAX refuses the pair (subtract of bools): so must the frontend
            with pytest.raises(ivy.IvyError):
                getattr(fjnp, op)(fa, fb)
            return
        if str(want.dtype) not in held:
            return
        got = getattr(fjnp, op)(fa, fb)
        assert (got.dtype.name, got.weak_type) == (str(want.dtype), want.weak_type), (a, b, flag, op)


@settings(deadline=None)
@given(a=operand_specs(), b=operand_specs(), flag=st.booleans())
def test_result_type_matches_jax(a, b, flag):
    import jax.numpy as jnp

    if any(k == "array" and d not in _held() for k, d in (a, b)):
        return
    with x64(flag):
        ja, fa = _operand(*a)
        jb, fb = _operand(*b)
        want = J(lambda: jnp.result_type(ja, jb))
        assert fjnp.result_type(fa, fb).name == str(want)


@pytest.mark.parametrize("flag", [False, True])
def test_defaults_follow_the_x64_flag(flag):
    import jax.numpy as jnp

    with x64(flag):
        for make in (lambda m: m.arange(3), lambda m: m.arange(3.0), lambda m: m.array([1, 2]),
                     lambda m: m.array([1.5]), lambda m: m.zeros(2), lambda m: m.asarray(1),
                     lambda m: m.asarray(1j), lambda m: m.linspace(0, 1, 3), lambda m: m.sum(m.arange(3)),
                     lambda m: m.mean(m.arange(3)), lambda m: m.argmax(m.arange(3)),
                     lambda m: m.ones(2, dtype=m.float64), lambda m: m.ones(2, dtype=m.int64)):
            w, g = J(lambda make=make: make(jnp)), make(fjnp)
            assert (g.dtype.name, g.weak_type) == (str(w.dtype), w.weak_type)


def test_python_int_overflow_is_jaxs():
    import jax.numpy as jnp

    x = fjnp.ones(2, fjnp.uint8)
    assert fjnp.add(x, 1000).tolist() == J(lambda: jnp.add(jnp.ones(2, "uint8"), 1000)).tolist()  # wraps
    with pytest.raises(OverflowError) as e:
        fjnp.add(fjnp.ones(2, fjnp.int32), 2 ** 40)
    assert isinstance(e.value, ivy.IvyError)
