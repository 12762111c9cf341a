"""The backend calls MXNet's operators through its C API (``_util.Op``/``op1``/``op2``) instead of
the generated ``mx.np``/``mx.npx`` wrappers: results, gradients and errors must be the wrappers'."""

from __future__ import annotations

import numpy as np
import pytest

import ivy

mx = pytest.importorskip("mxnet")
_mxu = pytest.importorskip("ivy_backend_mxnet._util")
ivy.get_backend("mxnet").load()

_RNG = np.random.default_rng(0)


def _arr(*shape, dtype="float32"):
    return mx.np.array(_RNG.standard_normal(shape).astype(dtype))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("shape", [(), (0,), (3,), (2, 0, 3), (2, 3, 4)])
def test_unary_and_binary_operators_match_the_wrappers(shape, dtype):
    a, b = _arr(*shape, dtype=dtype), _arr(*shape, dtype=dtype)
    for name in ("exp", "tanh", "sqrt", "log1p"):
        r = _mxu.op1("_npi_" + name)(a)
        e = getattr(mx.np, name)(a)
        assert r.dtype == e.dtype and r.shape == e.shape
        np.testing.assert_array_equal(r.asnumpy(), e.asnumpy())
    for name in ("add", "multiply", "true_divide", "maximum", "less", "arctan2"):
        r = _mxu.op2("_npi_" + name)(a, b)
        e = getattr(mx.np, name)(a, b)
        assert r.dtype == e.dtype and r.shape == e.shape
        np.testing.assert_array_equal(r.asnumpy(), e.asnumpy())


def test_operators_with_parameters_match_the_wrappers():
    x, w, bias = _arr(4, 5), _arr(3, 5), _arr(3)
    fc = _mxu.Op("FullyConnected")
    np.testing.assert_array_equal(fc(x, w, bias, num_hidden=3).asnumpy(),
                                  mx.npx.fully_connected(x, w, bias, num_hidden=3).asnumpy())
    np.testing.assert_array_equal(fc(x, w, num_hidden=3, no_bias=True).asnumpy(),
                                  mx.npx.fully_connected(x, w, None, num_hidden=3, no_bias=True).asnumpy())
    s = _mxu.Op("_np_sum")
    y = _arr(2, 3, 4)
    for kw in ({}, {"axis": 1}, {"axis": (0, 2)}, {"axis": (0, 2), "keepdims": True}):
        np.testing.assert_allclose(s(y, **kw).asnumpy(), mx.np.sum(y, **kw).asnumpy(), rtol=1e-6)
    # a list (unhashable) is converted on each call rather than kept
    np.testing.assert_allclose(s(y, axis=[0, 2]).asnumpy(), y.asnumpy().sum(axis=(0, 2)), rtol=1e-5)
    # several outputs come back as a list
    g, b0 = mx.np.ones(3), mx.np.zeros(3)
    out = _mxu.Op("_npx_batch_norm")(_arr(4, 3), g, b0, mx.np.zeros(3), mx.np.ones(3), axis=-1, fix_gamma=False,
                                      output_mean_var=True)
    assert isinstance(out, list) and len(out) == 3


def test_parameter_sets_are_bounded():
    op = _mxu.Op("_npi_multiply_scalar")
    y = _arr(2, 3)
    for i in range(_mxu._MAX_PARAM_SETS + 10):
        np.testing.assert_array_equal(op(y, scalar=float(i)).asnumpy(), y.asnumpy() * np.float32(i))
    assert 0 < len(op._params) <= _mxu._MAX_PARAM_SETS


def test_gradients_are_recorded():
    x, w, bias = _arr(4, 5), _arr(3, 5), _arr(3)
    for arr in (x, w, bias):
        arr.attach_grad()
    with mx.autograd.record():
        y = (_mxu.Op("FullyConnected")(x, w, bias, num_hidden=3) * _mxu.op1("_npi_exp")(bias)).sum()
    y.backward()
    e = np.exp(bias.asnumpy())
    np.testing.assert_allclose(x.grad.asnumpy(), np.tile(e @ w.asnumpy(), (4, 1)), rtol=1e-5)
    np.testing.assert_allclose(w.grad.asnumpy(), np.outer(e, x.asnumpy().sum(0)), rtol=1e-5)


def test_refusals_raise_mxnet_errors_and_ivy_errors():
    with pytest.raises(mx.base.MXNetError):
        _mxu.op2("_npi_add")(mx.np.ones((2, 3)), mx.np.ones((4,)))
    with pytest.raises(mx.base.MXNetError):
        _mxu.Op("FullyConnected")(mx.np.ones((2, 3)), mx.np.ones((4, 5)), num_hidden=4, no_bias=True)
    with pytest.raises(mx.base.MXNetError):
        _mxu.Op("FullyConnected")(mx.np.ones((2, 3)), mx.np.ones((4, 3)), num_hidden="many", no_bias=True)
    with pytest.raises(ivy.ShapeError):  # through the backend, as ivy's error
        ivy.add(mx.np.ones((2, 3)), mx.np.ones((4,)))
    with pytest.raises(mx.base.MXNetError, match="not registered"):
        _mxu.Op("no_such_operator")


def test_row_slices_are_views_recorded_by_autograd():
    x = _arr(5, 3)
    a = ivy.Array(x)
    for key in (slice(1, 3), slice(-2, None), slice(None, 1), slice(2, 100)):
        np.testing.assert_array_equal(np.asarray(a[key]), x.asnumpy()[key])
    x.attach_grad()
    with mx.autograd.record():
        y = (ivy.Array(x)[1:3]._data * 2.0).sum()
    y.backward()
    e = np.zeros((5, 3), "float32")
    e[1:3] = 2.0
    np.testing.assert_array_equal(x.grad.asnumpy(), e)
