"""MXNet-specific checks beyond the ivy.testing conformance suite (run that with
``pytest --pyargs ivy.testing --ivy-backend mxnet``)."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import ivy

mx = pytest.importorskip("mxnet")
_mxu = pytest.importorskip("ivy_backend_mxnet._util")


def _np(x):
    return np.asarray(x)  # ivy.Array.__array__


def test_spec_does_not_import_mxnet_and_backend_is_listed():
    import ivy_backend_mxnet

    assert ivy_backend_mxnet.spec.name == "mxnet"
    assert "mxnet" in ivy.backends()


@pytest.mark.parametrize("d", ["int16", "uint16", "uint32", "uint64", "complex64", "complex128", "bfloat16"])
def test_unheld_dtypes_raise(d):
    with pytest.raises(ivy.UnsupportedDtypeError, match=d):
        ivy.zeros((2,), dtype=getattr(ivy, d), backend="mxnet")
    assert d in ivy.backend_info("mxnet")["unsupported_dtypes"]


def test_native_in_native_out_and_promotion():
    a = mx.np.array([1, 2], dtype="int32")
    b = mx.np.array([0.5, 1.5], dtype="float32")
    r = ivy.add(a, b)
    assert isinstance(r, mx.np.ndarray) and r.dtype == np.float64  # ivy's promotion, not MXNet's float32
    assert ivy.sqrt(a).dtype == np.float32
    with pytest.raises(ivy.UnsupportedDtypeError):
        ivy.add(mx.np.array([1], dtype="int8"), mx.np.array([1], dtype="uint8"))  # -> int16


def _fd(f, a, eps=1e-6):
    g = np.zeros_like(a)
    for i in range(a.size):
        hi, lo = a.copy(), a.copy()
        hi.flat[i] += eps
        lo.flat[i] -= eps
        fh = float(f(ivy.asarray(hi, backend="mxnet")))
        fl = float(f(ivy.asarray(lo, backend="mxnet")))
        g.flat[i] = (fh - fl) / (2 * eps)
    return g


def test_first_order_gradients_against_finite_differences():
    a = np.array([[0.3, -1.2], [2.0, 0.7]])
    w = np.array([[0.5], [-0.25]])

    def f(x):
        return ivy.sum(ivy.tanh(ivy.matmul(x, ivy.asarray(w, backend="mxnet"))) * ivy.exp(x[:, :1]))

    y, g = ivy.execute_with_gradients(f, ivy.asarray(a, backend="mxnet"))
    np.testing.assert_allclose(_np(g), _fd(f, a), rtol=1e-6, atol=1e-6)


def test_unconnected_gradient_is_zero_and_containers():
    xs = ivy.Container({"a": ivy.asarray([1.0, 2.0], backend="mxnet"), "b": ivy.asarray([3.0], backend="mxnet")})
    _, g = ivy.execute_with_gradients(lambda c: ivy.sum(c["a"] * c["a"]), xs)
    np.testing.assert_allclose(_np(g["a"]), [2.0, 4.0])
    np.testing.assert_allclose(_np(g["b"]), [0.0])


def test_second_order_raises_autodiff_error():
    f = ivy.grad(lambda x: ivy.sum(x * x * x))
    with pytest.raises(ivy.AutodiffError, match="second-order"):
        ivy.grad(lambda x: ivy.sum(f(x)))(ivy.asarray([1.0, 2.0], backend="mxnet"))


def test_compile_falls_back_with_a_warning():
    x = ivy.asarray([1.0, 2.0], backend="mxnet")
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        fc = ivy.compile(lambda t: ivy.sin(t) * 2.0, x)
    assert any("falling back" in str(w.message) for w in rec)
    np.testing.assert_allclose(_np(fc(x)), np.sin([1.0, 2.0]) * 2.0, rtol=1e-6)


def test_complex_output_functions_raise():
    x = ivy.asarray([1.0, 2.0, 3.0, 4.0], backend="mxnet")
    with pytest.raises(ivy.UnsupportedDtypeError, match="complex"):
        ivy.fft.fft(x)
    with pytest.raises(ivy.UnsupportedDtypeError, match="complex"):
        ivy.linalg.eigvals(ivy.reshape(x, (2, 2)))


def test_softmax_row_check_while_recording_and_many_rows():
    """oneDNN's softmax result is kept only when it holds no NaN (checked on a host view of it);
    rows with NaN, +inf, -inf, all -inf and huge values agree with torch, and inside autograd's
    record the check leaves the graph alone."""
    torch = pytest.importorskip("torch")
    x = np.random.default_rng(0).standard_normal((3, 12, 5)).astype(np.float32)
    x[1, 9, 2] = np.nan
    x[2, 3, 0] = np.inf
    x[0, 0, 1] = -np.inf
    x[0, 1] = -np.inf
    x[0, 2, :2] = 3e38
    x[1, 4, 3:] = np.inf
    exp = torch.softmax(torch.from_numpy(x), dim=-1).numpy()
    with ivy.using_backend("mxnet"):
        a = mx.np.array(x)
        np.testing.assert_allclose(ivy.softmax(a, axis=-1).asnumpy(), exp, rtol=1e-6, atol=1e-7)
        finite = mx.np.array(np.nan_to_num(x, nan=0.0, posinf=0.0))
        finite.attach_grad()
        with mx.autograd.record():
            y = ivy.softmax(finite, axis=-1)
            loss = (y * mx.np.arange(5, dtype="float32")).sum()
        loss.backward()
        t = torch.from_numpy(np.nan_to_num(x, nan=0.0, posinf=0.0)).requires_grad_()
        (torch.softmax(t, dim=-1) * torch.arange(5.0)).sum().backward()
        np.testing.assert_allclose(finite.grad.asnumpy(), t.grad.numpy(), rtol=1e-5, atol=1e-6)


def test_linear_and_layer_norm_with_default_and_other_keywords():
    """linear passes flatten/no_bias and layer_norm eps only when they differ from MXNet's
    defaults: 2-d and 3-d input, with and without bias, and eps other than 1e-5."""
    torch = pytest.importorskip("torch")
    F = torch.nn.functional
    rng = np.random.default_rng(1)
    w = rng.standard_normal((4, 6)).astype(np.float32)
    b = rng.standard_normal(4).astype(np.float32)
    with ivy.using_backend("mxnet"):
        for shape in ((3, 6), (2, 3, 6)):
            x = rng.standard_normal(shape).astype(np.float32)
            for bias in (None, b):
                mb = None if bias is None else mx.np.array(bias)
                tb = None if bias is None else torch.from_numpy(bias)
                got = ivy.linear(mx.np.array(x), mx.np.array(w), bias=mb)
                exp = F.linear(torch.from_numpy(x), torch.from_numpy(w), tb)
                np.testing.assert_allclose(got.asnumpy(), exp.numpy(), rtol=1e-5, atol=1e-5, err_msg=f"{shape} {tb}")
            for eps in (1e-5, 0.5):
                got = ivy.layer_norm(mx.np.array(x), -1, eps=eps)
                exp = F.layer_norm(torch.from_numpy(x), (6,), eps=eps)
                np.testing.assert_allclose(got.asnumpy(), exp.numpy(), rtol=1e-5, atol=1e-5, err_msg=f"{shape} {eps}")


def test_softmax_nan_check_of_sliced_and_other_device_arrays(monkeypatch):
    """The host view of a slice starts at the slice's offset; an array MXNet does not report as
    in host memory is not viewed (its softmax is not oneDNN's, so it is returned unchecked)."""
    x = np.random.default_rng(2).standard_normal((4, 6)).astype(np.float32)
    x[0, 1] = np.nan
    a = mx.np.array(x)
    with ivy.using_backend("mxnet"):
        assert np.array_equal(ivy.max(a[1:], axis=-1).asnumpy(), x[1:].max(axis=-1))
        assert np.isnan(ivy.max(a[:1]).asnumpy())
        assert _mxu.has_nan(a, 24) and not _mxu.has_nan(a[1:], 18)
        monkeypatch.setattr(_mxu, "_CPU_DEVICES", frozenset())
        assert _mxu.host_view(a, 24) is None
        assert _mxu.has_nan(a, 24) and not _mxu.has_nan(a[1:], 18)
        assert np.isnan(ivy.min(a, axis=1).asnumpy()[0])


def test_max_min_nan_check_after_a_onednn_convolution():
    """A convolution's result may be held in oneDNN's blocked layout: the NaN check reads it in
    row-major order and max/min agree with NumPy on it."""
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 3, 8, 8)).astype(np.float32)
    x[1, 2, 5, 5] = np.nan
    w = mx.np.array(rng.standard_normal((16, 3, 3, 3)).astype(np.float32))
    for inp in (x, np.nan_to_num(x)):
        y = mx.npx.convolution(mx.np.array(inp), w, kernel=(3, 3), num_filter=16, no_bias=True, pad=(1, 1))
        h = y.asnumpy()
        with ivy.using_backend("mxnet"):
            for ax in (None, 1, -1):
                r = ivy.max(y, axis=ax).asnumpy()
                assert np.array_equal(r, np.max(h, axis=ax), equal_nan=True), ax


def test_max_min_nan_check():
    """max/min find NaNs by a dot product of a host view with itself (infinities and overflow do
    not set it off); NaN rows, rows with both infinities, 1-d, 0-d and float16 input, every axis
    form."""
    cases = [np.array([[1, np.nan, 3], [4, 5, 6]], "float32"), np.array([[1, np.inf, -np.inf], [4, 5, 6]], "float32"),
             np.array([[np.inf, np.nan], [1, 2]], "float64"), np.array([1.0, 2.0, np.nan], "float32"),
             np.array(3.0, "float32"), np.array([[1, 2], [3, 4]], "float16"),
             np.array([[1, np.nan], [3, 4]], "float16"), np.array([[3e38, -3e38], [1e300, 2]], "float64")]
    with ivy.using_backend("mxnet"):
        for c in cases:
            for ax in (None, 0, -1, (0,)) if c.ndim > 1 else (None,):
                for kd in (False, True):
                    for f, nf in ((ivy.max, np.max), (ivy.min, np.min)):
                        r = f(mx.np.array(c), axis=ax, keepdims=kd).asnumpy()
                        e = nf(c, axis=ax, keepdims=kd)
                        assert r.shape == e.shape and np.array_equal(r, e, equal_nan=True), (c, ax, kd, r, e)


def test_convolutions_outside_mxnet_kernels_match_numpy():
    """What MXNet's kernels do not take (float16, size-0 batches, input dilation) goes to the
    composition; mixed float32/float64 and integer filters are cast first; native cases read each
    property once. Every case agrees with the torch backend."""
    torch = pytest.importorskip("torch")
    rng = np.random.default_rng(4)
    x = rng.integers(-2, 3, (2, 5, 5, 3)).astype(np.float32)
    w = rng.integers(-2, 3, (3, 3, 3, 4)).astype(np.float32)
    wt = rng.integers(-2, 3, (3, 3, 4, 3)).astype(np.float32)
    dw = rng.integers(-2, 3, (3, 3, 3)).astype(np.float32)
    cases = [
        ("conv2d", (x, w, 1, "SAME"), {}), ("conv2d", (x.astype(np.float16), w.astype(np.float16), 1, "VALID"), {}),
        ("conv2d", (x[:0], w, 1, "SAME"), {}), ("conv2d", (x, w.astype(np.float64), 2, "SAME"), {}),
        ("conv2d", (x, w.astype(np.int32), 1, "VALID"), {}),
        ("conv2d", (x, w, 1, "SAME"), {"bias": np.arange(4, dtype=np.float32)}),
        ("conv2d", (x, w, 1, "VALID"), {"x_dilations": 2}),
        ("conv1d", (x[:, 0], w[0], 1, "SAME"), {}), ("conv3d", (x[:, None], w[None], 1, "SAME"), {}),
        ("depthwise_conv2d", (x, dw, 1, "SAME"), {}), ("depthwise_conv2d", (x.astype(np.float16), dw, 1, "SAME"), {}),
        ("conv2d_transpose", (x, wt, 2, "SAME"), {}), ("conv2d_transpose", (x.astype(np.float16), wt, 2, "VALID"), {}),
        ("conv1d_transpose", (x[:, 0], wt[0], 1, "VALID"), {"bias": np.arange(4, dtype=np.float32)}),
        ("conv_general_dilated", (x, w, 1, "SAME"), {"dims": 2}),
        ("conv_general_transpose", (x, wt, 1, "VALID"), {"dims": 2}),
    ]
    for name, args, kw in cases:
        fn = getattr(ivy, name)
        got = fn(*(mx.np.array(a) if isinstance(a, np.ndarray) else a for a in args),
                 **{k: mx.np.array(v) if isinstance(v, np.ndarray) else v for k, v in kw.items()})
        exp = fn(*(torch.from_numpy(a) if isinstance(a, np.ndarray) else a for a in args),
                 **{k: torch.from_numpy(v) if isinstance(v, np.ndarray) else v for k, v in kw.items()}).numpy()
        assert got.dtype == exp.dtype, (name, got.dtype, exp.dtype)
        tol = 1e-2 if exp.dtype == np.float16 else 1e-5
        np.testing.assert_allclose(got.asnumpy(), exp, rtol=tol, atol=tol, err_msg=name)


_INF_CASES = np.array([[1, np.inf, 3], [4, 5, 6], [-np.inf, 1, np.inf]], "float32")


@pytest.mark.parametrize("where", ["host", "device"])
def test_sum_and_mean_with_infinities_on_every_axis_form(where, monkeypatch):
    """MXNet's compensated summation turns an infinity into NaN. In host memory the result (0-d by
    one C copy, larger through its host view) is checked and such input summed on the host; on
    another device (where a read is a device sync and a copy) nothing is read back: the NaNs are
    replaced by the plain sum's on the device (here that path, on the CPU, made to raise if it
    reads anything)."""
    from ivy_backend_mxnet import statistical

    if where == "device":
        monkeypatch.setattr(statistical, "_READ_BACK", lambda x: False)

        def no_read(*a, **k):
            raise AssertionError("read back")

        for name in ("_nan_in", "read_scalar", "has_nan"):
            monkeypatch.setattr(statistical, name, no_read)
    x = _INF_CASES
    with ivy.using_backend("mxnet"), np.errstate(invalid="ignore"):  # inf - inf, as NumPy
        for c in (x, x.astype("float64"), x[:1, :1], np.array(2.5, "float32")):
            for ax in (None, 0, -1, (0, 1)) if c.ndim > 1 else (None,):
                for kd in (False, True):
                    for f, nf in ((ivy.sum, np.sum), (ivy.mean, np.mean)):
                        r = f(mx.np.array(c), axis=ax, keepdims=kd).asnumpy()
                        e = nf(c, axis=ax, keepdims=kd)
                        assert r.shape == e.shape and np.allclose(r, e, equal_nan=True), (c, ax, kd, r, e)


def test_sums_with_infinities_under_the_threaded_engine(tmp_path):
    """In a process that imported MXNet before ivy (its threaded engine, whose operators run after
    the call returns), sum and mean of float arrays holding infinities give IEEE's answers."""
    import subprocess
    import sys

    script = tmp_path / "threaded.py"
    script.write_text("""
import os, sys
os.environ.pop("MXNET_ENGINE_TYPE", None)
import mxnet as mx  # first: MXNet's threaded engine
import numpy as np
import ivy
inf = float("inf")
x = np.array({cases}, "float32")
with ivy.using_backend("mxnet"), np.errstate(invalid="ignore"):
    for ax in (None, 0, 1):
        for kd in (False, True):
            for f, nf in ((ivy.sum, np.sum), (ivy.mean, np.mean)):
                r = f(mx.np.array(x), axis=ax, keepdims=kd).asnumpy()
                e = nf(x, axis=ax, keepdims=kd)
                assert r.shape == e.shape and np.allclose(r, e, equal_nan=True), (ax, kd, r, e)
print("ok")
""".replace("{cases}", repr(_INF_CASES.tolist())))
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr[-2000:]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_softplus_and_logsigmoid_gradients_at_zero(dtype):
    """softplus' = sigmoid and logsigmoid' = sigmoid(-x) (closed forms), at 0 too: there MXNet's
    gradients of max (ties to the first operand) and |x| (0) of the stable formula gave 1."""
    h = np.array([-30.0, -2.0, -0.5, -0.0, 0.0, 0.5, 2.0, 30.0], dtype=dtype)
    x = mx.np.array(h, dtype=dtype)
    sig = 1.0 / (1.0 + np.exp(-h))
    for f, want in [(lambda v: ivy.softplus(v), sig), (lambda v: ivy.softplus(v, beta=2.0, threshold=20.0),
                                                       1.0 / (1.0 + np.exp(-2.0 * h))),
                    (ivy.logsigmoid, 1.0 - sig)]:
        (g,) = ivy.vjp(f, x)[1](mx.np.ones_like(x))
        np.testing.assert_allclose(g.asnumpy(), want, rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(ivy.logsigmoid(x).asnumpy(), -np.logaddexp(0.0, -h), rtol=1e-6)
    np.testing.assert_allclose(ivy.softplus(x).asnumpy(), np.logaddexp(0.0, h), rtol=1e-6)


def test_sum_and_mean_of_nan_input_keep_their_gradient():
    """A NaN in the sum sent it to the host, which mx.autograd does not record: every gradient
    came out 0. d sum / dx = 1 and d mean / dx = 1/n, NaN or not."""
    x = mx.np.array([1.0, np.nan, np.inf, -2.0], dtype="float32")
    (g,) = ivy.vjp(ivy.sum, x)[1](mx.np.array(1.0, dtype="float32"))
    np.testing.assert_array_equal(g.asnumpy(), np.ones(4))
    (g,) = ivy.vjp(ivy.mean, x)[1](mx.np.array(1.0, dtype="float32"))
    np.testing.assert_allclose(g.asnumpy(), np.full(4, 0.25))
    (g,) = ivy.vjp(lambda v: ivy.sum(ivy.sin(v) * 2.0), x)[1](mx.np.array(1.0, dtype="float32"))
    np.testing.assert_allclose(g.asnumpy()[[0, 3]], 2.0 * np.cos([1.0, -2.0]), rtol=1e-6)
