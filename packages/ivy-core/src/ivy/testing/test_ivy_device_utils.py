"""ivy 1.0's device helpers: memory and use against ``/proc`` read here (and torch.cuda where a GPU
is seen), the arrays on a device against those the test holds, split factors, ``split_func_call``
against the unsplit call in NumPy, the supported device kinds against ``ivy.devices()``, and the
soft device mode (fixed off) and its one-call form."""

from __future__ import annotations

import gc
import os

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy
from ivy import device as _device

from .helpers import assert_same, backend_name, device_name, to_ivy

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _meminfo():
    out = {}
    with open("/proc/meminfo") as fh:
        for line in fh:
            k, _, v = line.partition(":")
            out[k] = int(v.split()[0]) * 1024
    return out


_linux = pytest.mark.skipif(not os.path.exists("/proc/meminfo"), reason="the reference is Linux's /proc")


# ------------------------------------------------------------------ memory and use


@_linux
def test_cpu_memory_against_proc():
    m = _meminfo()
    assert ivy.total_mem_on_dev("cpu") == m["MemTotal"] / 1e9
    total = m["MemTotal"] / 1e9
    used = ivy.used_mem_on_dev("cpu")
    ref = (m["MemTotal"] - m["MemAvailable"]) / 1e9
    assert 0 < used <= total
    assert abs(used - ref) < 0.05 * total  # (other processes allocate in between)
    pct = ivy.percent_used_mem_on_dev("cpu")
    assert 0 < pct <= 100 and abs(pct - 100 * ref / total) < 5


@_linux
def test_process_memory_against_proc_status():
    with open("/proc/self/status") as fh:
        rss = next(int(line.split()[1]) * 1024 for line in fh if line.startswith("VmRSS:"))
    used = ivy.used_mem_on_dev("cpu", process_specific=True)
    assert 0 < used <= ivy.total_mem_on_dev("cpu")
    assert abs(used - rss / 1e9) < 0.2 * rss / 1e9 + 0.05
    pct = ivy.percent_used_mem_on_dev("cpu", process_specific=True)
    assert abs(pct - 100 * used / ivy.total_mem_on_dev("cpu")) < 1


@_linux
def test_cpu_use_is_a_percentage_that_sees_load():
    assert 0.0 <= ivy.dev_util("cpu") <= 100.0
    assert ivy.clear_cached_mem_on_dev("cpu") is None


def test_memory_queries_refuse_other_devices():
    for fn in (ivy.total_mem_on_dev, ivy.used_mem_on_dev, ivy.percent_used_mem_on_dev, ivy.dev_util,
               ivy.clear_cached_mem_on_dev):
        for bad in ("tpu:0", "gpu:x", None, "device1"):
            with pytest.raises(ivy.InvalidArgumentError):
                fn(bad)


def test_gpu_memory_through_torch_or_a_clear_error():
    import sys

    torch = sys.modules.get("torch")
    if torch is None or not torch.cuda.is_available():
        for fn in (ivy.total_mem_on_dev, ivy.used_mem_on_dev, ivy.dev_util):
            with pytest.raises(ivy.InvalidArgumentError, match="torch"):
                fn("gpu:0")
        ivy.clear_cached_mem_on_dev("gpu:0")  # nothing cached: nothing to do
        return
    free, total = torch.cuda.mem_get_info(0)
    assert ivy.total_mem_on_dev("gpu:0") == total / 1e9
    assert ivy.total_mem_on_dev("gpu") == total / 1e9
    used = ivy.used_mem_on_dev("gpu:0")
    assert 0 < used <= total / 1e9 and abs(used - (total - free) / 1e9) < 0.05 * total / 1e9
    t = torch.ones(2**20, device="cuda:0")
    assert ivy.used_mem_on_dev("gpu:0", process_specific=True) >= t.numel() * 4 / 1e9
    assert 0 < ivy.percent_used_mem_on_dev("gpu:0") <= 100
    ivy.clear_cached_mem_on_dev("gpu:0")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.total_mem_on_dev(f"gpu:{torch.cuda.device_count()}")


# ------------------------------------------------------------------ arrays on a device


def test_ivy_arrays_on_dev_are_the_live_ones():
    dev = ivy.default_device()
    held = [to_ivy(np.ones(i + 1, np.float32)) for i in range(2)]
    gc.collect()
    c = ivy.get_all_ivy_arrays_on_dev(dev)
    assert isinstance(c, ivy.Container)
    for h in held:
        assert c[str(id(h))] is h
    if dev != "cpu":  # (strict's second device) an array elsewhere is not counted
        elsewhere = ivy.to_device(held[0], "cpu")
        assert str(id(elsewhere)) not in ivy.get_all_ivy_arrays_on_dev(dev)
        assert str(id(elsewhere)) in ivy.get_all_ivy_arrays_on_dev("cpu")
    del c, h
    gc.collect()
    # counted with the two held and without them (not against a count taken before making them:
    # an array the process makes meanwhile, a lazily built constant, would be in only one count)
    with_them = ivy.num_ivy_arrays_on_dev(dev)
    del held
    gc.collect()
    assert with_them - ivy.num_ivy_arrays_on_dev(dev) == 2
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.get_all_ivy_arrays_on_dev(to_ivy(np.ones(1)))


def test_print_all_ivy_arrays_on_dev(capsys):
    x = to_ivy(np.zeros((3, 5, 2), np.int32))
    ivy.print_all_ivy_arrays_on_dev()
    assert f"((3, 5, 2), {x.dtype!r})" in capsys.readouterr().out
    ivy.print_all_ivy_arrays_on_dev(device=ivy.default_device(), attr_only=False)
    assert str(x) in capsys.readouterr().out


# ------------------------------------------------------------------ soft device mode


def test_handle_soft_device_variable_moves_inputs_to_the_default_device():
    a, b = np.arange(3, dtype=np.float32), np.ones(3, np.float32)
    x = ivy.asarray(a, device="cpu")
    y = to_ivy(b)
    seen = []

    def fn(p, q, *, extra):
        seen.extend([ivy.dev(p), ivy.dev(q), ivy.dev(extra[0])])
        return ivy.add(p, q)

    r = ivy.handle_soft_device_variable(x, y, fn=fn, extra=[x.data])
    assert seen == [ivy.default_device()] * 3
    assert_same(r, a + b)


def test_soft_device_mode_is_off_in_the_default_device_context():
    with ivy.DefaultDevice(ivy.default_device()):
        assert ivy.soft_device_mode is False
    with pytest.raises(ivy.InvalidArgumentError, match="to_device"):
        ivy.set_soft_device_mode(True)


# ------------------------------------------------------------------ split factors and calls


def test_split_factor_per_device():
    dev = ivy.default_device()
    saved = dict(_device.split_factors)
    try:
        assert ivy.split_factor() == 0.0
        ivy.set_split_factor(0.25)
        ivy.set_split_factor(0.75, device="gpu:7")
        assert ivy.split_factor() == 0.25 and ivy.split_factor(dev) == 0.25
        assert ivy.split_factor("gpu:7") == 0.75
        assert ivy.split_factors[dev] == 0.25
        ivy.set_split_factor(1.5, device="gpu:7")  # (Ivy allows any factor >= 0)
        assert ivy.split_factor("gpu:7") == 1.5
        for bad in (-0.1, float("inf"), float("nan"), "0.5", True, None):
            with pytest.raises(ivy.InvalidArgumentError):
                ivy.set_split_factor(bad)
    finally:
        _device.split_factors.clear()
        _device.split_factors.update(saved)


@_few
@given(data=st.data())
def test_split_func_call_against_the_whole_call(data):
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=5))
    axis = data.draw(st.integers(0, len(shape) - 1))
    a = data.draw(hnp.arrays(np.float32, shape, elements=st.floats(-8, 8, width=32, allow_subnormal=False)))
    b = data.draw(hnp.arrays(np.float32, shape, elements=st.floats(-8, 8, width=32, allow_subnormal=False)))
    chunk = data.draw(st.integers(1, shape[axis] + 1))
    x, y = to_ivy(a), to_ivy(b)
    n_chunks = -(-shape[axis] // chunk)

    r = ivy.split_func_call(lambda p, q: ivy.multiply(p, q), [x, y], "concat", chunk_size=chunk, input_axes=axis)
    assert_same(r, a * b)
    r1, r2 = ivy.split_func_call(lambda p, q: (p - q, ivy.abs(q)), [x, y], "concat", chunk_size=chunk,
                                 input_axes=[axis, axis])
    assert_same(r1, a - b)
    assert_same(r2, np.abs(b))
    s = ivy.split_func_call(lambda p: ivy.sum(p, axis=axis), [x], "sum", chunk_size=chunk, input_axes=axis)
    assert_same(s, a.astype(np.float64).sum(axis=axis).astype(np.float32), rtol=1e-5, atol=1e-4)
    m = ivy.split_func_call(lambda p: ivy.sum(p, axis=axis), [x], "mean", chunk_size=chunk, input_axes=axis)
    total = a.astype(np.float64).sum(axis=axis).astype(np.float32)
    expected_mean = total / np.float32(n_chunks if chunk < shape[axis] else 1)
    assert_same(m, expected_mean, rtol=1e-5, atol=1e-4)


def test_split_func_call_chunk_sizes_and_axes():
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    x = to_ivy(a)
    sizes = []

    def f(p):
        sizes.append(tuple(p.shape))
        return p * 2

    saved = dict(_device.split_factors)
    try:
        # the default split factor 0.0 gives chunks of 1 along the axis
        assert_same(ivy.split_func_call(f, [x], "concat", input_axes=1), a * 2)
        assert sizes == [(3, 1)] * 4
        sizes.clear()
        ivy.set_split_factor(0.5)  # 1 + round((4 - 1) * 0.5) = 3 (round half to even: 1.5 -> 2, so 3)
        assert_same(ivy.split_func_call(f, [x], "concat", input_axes=1), a * 2)
        assert sizes == [(3, 3), (3, 1)]
        sizes.clear()
        assert_same(ivy.split_func_call(f, [x], "concat", max_chunk_size=3, input_axes=0), a * 2)
        assert sizes == [(2, 4), (1, 4)]  # 1 + round(2 * 0.5) = 2
    finally:
        _device.split_factors.clear()
        _device.split_factors.update(saved)
    sizes.clear()
    r = ivy.split_func_call(lambda p: ivy.permute_dims(p, (1, 0)), [x], "concat", chunk_size=2, input_axes=0,
                            output_axes=1)
    assert_same(r, a.T)
    assert ivy.split_func_call(f, [x], "concat", chunk_size=10) is not None and sizes == [(3, 4)]
    for kwargs in ({"chunk_size": 0}, {"chunk_size": 1.5}, {"input_axes": 2}, {"input_axes": [0, 0]}):
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.split_func_call(f, [x], "concat", **kwargs)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.split_func_call(f, [x], "max", chunk_size=1)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.split_func_call(lambda p, q: p, [x, to_ivy(np.ones((2, 4), np.float32))], "concat", chunk_size=1)


def test_split_func_call_stop_gradients():
    from .helpers import has_autodiff

    if not has_autodiff():
        pytest.skip("needs autodiff")
    a = np.arange(4, dtype=np.float32)
    x = ivy.variable(to_ivy(a))

    def loss(v):
        return ivy.split_func_call(lambda p: ivy.sum(p * p), [v], "sum", chunk_size=2, stop_gradients=True)

    def loss_live(v):
        return ivy.split_func_call(lambda p: ivy.sum(p * p), [v], "sum", chunk_size=2)

    _, g_live = ivy.execute_with_gradients(loss_live, x)
    assert_same(g_live, 2 * a)
    v, g = ivy.execute_with_gradients(loss, x)
    assert_same(v, np.asarray((a * a).sum(), np.float32))
    assert_same(g, np.zeros(4, np.float32))  # every chunk's result had its gradient stopped


# ------------------------------------------------------------------ supported devices


def test_function_supported_devices_are_the_backends_kinds():
    kinds = []
    for d in ivy.devices():
        k = d.split(":")[0]
        if k not in kinds:
            kinds.append(k)
    for fn in (ivy.add, ivy.ones, ivy.linalg.svd):
        assert ivy.function_supported_devices(fn) == tuple(kinds)
        un = ivy.function_unsupported_devices(fn)
        assert set(un) == {"cpu", "gpu", "tpu"} - set(kinds)
        assert not set(un) & set(kinds)
    if device_name():
        assert device_name().split(":")[0] in kinds
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.function_supported_devices(3)


def test_function_devices_and_dtypes():
    held = {d.name for d in ivy.current_backend().supported_dtypes()}
    every = {d.name for d in ivy.all_dtypes}
    kinds = ivy.function_supported_devices(ivy.add)
    partial = [k for k, v in ivy.backend_info(backend_name())["functions"].items() if v == "partial"]
    for fn in [ivy.add, ivy.matmul] + [getattr(ivy, k) for k in partial[:1]]:
        sup = ivy.function_supported_devices_and_dtypes(fn)
        unsup = ivy.function_unsupported_devices_and_dtypes(fn)
        ref = ivy.function_supported_dtypes(fn) if hasattr(ivy, "function_supported_dtypes") else None
        if isinstance(ref, dict) or set(sup) == {"compositional", "primary"}:
            assert set(sup) == set(unsup) == {"compositional", "primary"}
            pairs = [(sup[k], unsup[k], None if ref is None else ref[k]) for k in sup]
        else:
            pairs = [(sup, unsup, ref)]
        for s, u, r in pairs:
            assert set(s) == set(kinds)
            for k, names in s.items():
                assert set(names) <= held
                if r is not None:
                    assert set(names) == {d.name for d in r}
                assert set(u[k]) == every - set(names)
            for k in ("cpu", "gpu", "tpu"):
                if k not in kinds:
                    assert set(u[k]) == every
    assert "float32" in ivy.function_supported_devices_and_dtypes(ivy.add)[kinds[0]]
