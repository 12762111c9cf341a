"""ivy 1.0's global modes (set/unset stacks published as ``ivy.<name>``) and general utilities:
the modes ivy honours or stores against their definitions, the fixed ones refusing other values;
``arg_info`` against ``inspect``, ``cache_fn`` by counting calls, the arrays in memory against
objects the test holds, the in-place answers against what ``ivy.inplace_update`` does to the
array, ``frombuffer`` against NumPy's ``frombuffer``, ``to_dlpack`` through NumPy's DLPack reader,
``save``/``load`` by round trips."""

from __future__ import annotations

import gc
import inspect
import os

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy
from ivy import general as _general

from .helpers import assert_same, backend_name, has_autodiff, lacking, np_dtype, supported_dtypes, to_ivy, to_numpy

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)

# --------------------------------------------------------------------- modes

_FIXED = [  # (name, ivy's value, a refused value, a badly typed value)
    ("inplace_mode", "lenient", "strict", "loose"),
    ("soft_device_mode", False, True, 1.0),
]


@pytest.mark.parametrize("name,value,refused,bad", _FIXED)
def test_fixed_modes_accept_ivys_value_only(name, value, refused, bad):
    setter, unsetter = getattr(ivy, "set_" + name), getattr(ivy, "unset_" + name)
    assert getattr(ivy, name) == value
    setter(value)
    assert getattr(ivy, name) == value
    assert _general._MODE_STACKS[name] == [value]
    for v in (refused, bad):
        with pytest.raises(ivy.InvalidArgumentError, match="set_" + name):
            setter(v)
    assert _general._MODE_STACKS[name] == [value]  # a refused value is not pushed
    unsetter()
    unsetter()  # popping an empty stack keeps the default
    assert _general._MODE_STACKS[name] == [] and getattr(ivy, name) == value


@pytest.mark.parametrize("name,default,values,bad", [
    ("array_mode", True, [False, True], 1),
    ("nestable_mode", True, [False, True], "no"),
    ("precise_mode", True, [False, True], None),
    ("exception_trace_mode", "full", ["ivy", "none"], "everything"),
    ("show_func_wrapper_trace_mode", True, [False, True], 0),
])
def test_ivy10_modes_switch_and_restore(name, default, values, bad):
    """The modes Ivy 1.0 lets users switch: a stack of values, badly typed ones refused."""
    setter, unsetter = getattr(ivy, "set_" + name), getattr(ivy, "unset_" + name)
    assert getattr(ivy, name) == default
    try:
        for v in values:
            setter(v)
            assert getattr(ivy, name) == v
        with pytest.raises(ivy.InvalidArgumentError, match="set_" + name):
            setter(bad)
        assert _general._MODE_STACKS[name] == values
    finally:
        for _ in values:
            unsetter()
    unsetter()  # popping an empty stack keeps the default
    assert _general._MODE_STACKS[name] == [] and getattr(ivy, name) == default


def test_array_mode_false_returns_native_arrays():
    """``set_array_mode(False)``: ``ivy.Array`` in, native out (methods and creation too); back to
    ``ivy.Array`` out once unset, the same function objects."""
    x = ivy.asarray([-1.0, 2.0])
    fn = ivy.abs
    ivy.set_array_mode(False)
    try:
        for r in (ivy.abs(x), x.abs(), ivy.zeros(2), ivy.add(x, x, out=None)):
            assert ivy.is_native_array(r), type(r)
        assert_same(ivy.abs(x), np.asarray([1.0, 2.0], dtype="float32"))
    finally:
        ivy.unset_array_mode()
    assert ivy.abs is fn and isinstance(ivy.abs(x), ivy.Array) and isinstance(ivy.zeros(2), ivy.Array)


def test_nestable_mode_false_does_not_map_containers():
    c = ivy.Container(a=ivy.asarray([-1.0]))
    assert_same(ivy.abs(c)["a"], np.asarray([1.0], dtype="float32"))
    ivy.set_nestable_mode(False)
    try:
        with pytest.raises(Exception):  # noqa: B017 - whatever the backend makes of a dict
            ivy.abs(c)
        assert_same(c.abs()["a"], np.asarray([1.0], dtype="float32"))  # the method still maps
    finally:
        ivy.unset_nestable_mode()
    assert_same(ivy.abs(c)["a"], np.asarray([1.0], dtype="float32"))


def test_precise_mode_false_is_ivy10s_promotion():
    """Ivy 1.0's non-precise table: an integer or bool array meeting a floating one computes in
    that one's dtype (int32 + float16 -> float16; the precise table gives float64)."""
    i = ivy.asarray([1, 2], dtype=ivy.int32)
    f = ivy.asarray([0.5, 0.25], dtype=ivy.float16 if ivy.float16 in supported_dtypes() else ivy.float32)
    precise = ivy.promote_types(ivy.int32, f.dtype)
    assert ivy.add(i, f).dtype == precise
    ivy.set_precise_mode(False)
    try:
        assert ivy.promote_types(ivy.int32, ivy.float16) == ivy.float16
        assert ivy.promote_types(ivy.int64, ivy.float32) == ivy.float32
        assert ivy.promote_types(ivy.int8, ivy.uint8) == ivy.int16  # kinds that do not mix: as before
        for r in (ivy.add(i, f), ivy.multiply(f, i), i * f, ivy.add(i.data, f.data)):
            assert ivy.as_ivy_dtype(r.dtype) == f.dtype
        assert_same(ivy.add(i, f), np.asarray([1.5, 2.25], dtype=np_dtype(f.dtype)))
        assert ivy.add(i, i).dtype == ivy.int32
    finally:
        ivy.unset_precise_mode()
    assert ivy.add(i, f).dtype == precise and ivy.promote_types(ivy.int32, ivy.float16) == ivy.float64


@pytest.mark.parametrize("name,default,values", [
    ("shape_array_mode", False, [True, False]),
    ("queue_timeout", 15.0, [10, 2.5]),
    ("tmp_dir", "/tmp", ["/a", "/b/c"]),
])
def test_stored_modes_are_stacks(name, default, values):
    setter, unsetter = getattr(ivy, "set_" + name), getattr(ivy, "unset_" + name)
    assert getattr(ivy, name) == default
    for v in values:
        setter(v)
        assert getattr(ivy, name) == v and getattr(_general, name) == v
    unsetter()
    assert getattr(ivy, name) == values[0]
    unsetter()
    assert getattr(ivy, name) == default
    unsetter()
    assert getattr(ivy, name) == default


def test_stored_modes_refuse_bad_values():
    for bad in (-1, True, "10", None, float("nan")):
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.set_queue_timeout(bad)
    for bad in (1, None, ["/tmp"]):
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.set_tmp_dir(bad)
    for bad in (1, "yes", None):
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.set_shape_array_mode(bad)
    assert ivy.queue_timeout == 15.0 and ivy.tmp_dir == "/tmp" and ivy.shape_array_mode is False
    from pathlib import Path

    ivy.set_tmp_dir(Path("/x/y"))
    try:
        assert ivy.tmp_dir == "/x/y"
    finally:
        ivy.unset_tmp_dir()


@_few
@given(a=hnp.arrays(np.float32, hnp.array_shapes(min_dims=0, max_dims=4, min_side=0, max_side=3)))
def test_shape_array_mode_makes_shape_an_array(a):
    x = to_ivy(a)
    ivy.set_shape_array_mode(True)
    try:
        s, n = ivy.shape(x), ivy.get_num_dims(x)
    finally:
        ivy.unset_shape_array_mode()
    assert isinstance(s, ivy.Array) and isinstance(n, ivy.Array)
    assert_same(s, np.asarray(a.shape, dtype=np.int64))
    assert_same(n, np.asarray(a.ndim, dtype=np.int64))
    assert ivy.shape(x) == a.shape and ivy.get_num_dims(x) == a.ndim


# ------------------------------------------------------------- introspection


def test_arg_info_against_inspect():
    def f(a, b=2, /, c=3, *, d=4):
        return a

    params = inspect.signature(f).parameters
    for i, name in enumerate(params):
        assert ivy.arg_info(f, name=name) == {"idx": i, "param": params[name]}
        assert ivy.arg_info(f, idx=i) == {"idx": i, "param": params[name]}
    assert ivy.arg_info(f, idx=-1)["param"] == params["d"]
    for kwargs in ({}, {"name": "a", "idx": 0}, {"name": "z"}, {"idx": 4}, {"idx": True}):
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.arg_info(f, **kwargs)


def test_cache_fn_caches_equal_hashable_calls_only():
    calls = []

    def f(*args, **kwargs):
        calls.append((args, kwargs))
        return len(calls)

    g = ivy.cache_fn(f)
    assert g.__name__ == "f"
    assert g(1, k=2) == 1 and g(1, k=2) == 1  # the same arguments: one call
    assert g(True, k=2) == 2 and g(1.0, k=2) == 3  # equal but of other types: new calls
    assert g(1, k=3) == 4
    assert g([1]) == 5 and g([1]) == 6  # unhashable: not cached
    x = to_ivy(np.ones(2, np.float32))
    assert g(x) == 7 and g(x) == 8  # arrays (an ivy.Array, and its native) are never cached
    assert g(x.data) == 9 and g(x.data) == 10
    assert len(calls) == 10
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.cache_fn(3)


def test_multiprocessing_module_and_contexts():
    mp = ivy.multiprocessing()
    assert callable(mp.Process) and callable(mp.Queue)
    if backend_name() == "torch":
        import torch.multiprocessing

        assert mp is torch.multiprocessing
    import multiprocessing

    for ctx in multiprocessing.get_all_start_methods():
        assert ivy.multiprocessing(ctx).get_start_method() == ctx
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.multiprocessing("threads")


def test_is_ivy_nested_array_is_false():
    for x in (to_ivy(np.ones(2)), to_ivy(np.ones(2)).data, [[1.0], [2.0, 3.0]], None):
        assert ivy.is_ivy_nested_array(x) is False


# ------------------------------------------------------------ arrays in memory


def test_arrays_in_memory_are_the_live_ones():
    held = [to_ivy(np.arange(i + 1, dtype=np.float32)) for i in range(3)]
    gc.collect()
    found = ivy.get_all_arrays_in_memory()
    assert all(any(a is h for a in found) for h in held)
    assert not any(a is h.data for a in found for h in held)  # a wrapped native is not counted again
    del found
    gc.collect()
    # counted with the three held and without them (arrays the process made meanwhile, a cache's
    # for example, are in both counts: the count before making them could differ by those)
    with_them = ivy.num_arrays_in_memory()
    del held
    gc.collect()
    assert with_them - ivy.num_arrays_in_memory() == 3


def test_native_arrays_in_memory_where_tracked():
    n = to_ivy(np.ones(2, np.float32)).data
    if not gc.is_tracked(n):
        pytest.skip(f"{type(n).__name__} is not tracked by Python's garbage collector (documented)")
    assert any(a is n for a in ivy.get_all_arrays_in_memory())


@pytest.mark.skipif(backend_name() != "tensorflow", reason="symbolic tensors of unknown rank are TensorFlow's")
def test_print_all_arrays_in_memory_with_a_symbolic_tensor_alive(capsys):
    """A tf.function's tensor of unknown rank kept alive is printed with its shape as TensorFlow prints it."""
    import tensorflow as tf

    kept = []

    @tf.function(input_signature=[tf.TensorSpec(None, tf.float32)])
    def f(t):
        kept.append(t)
        return t

    f.get_concrete_function()
    assert kept[0].shape.rank is None
    ivy.print_all_arrays_in_memory()
    assert f"{type(kept[0])} {kept[0].shape}" in capsys.readouterr().out


def test_print_all_arrays_in_memory(capsys):
    x = to_ivy(np.zeros((2, 7, 3), np.float32))
    ivy.print_all_arrays_in_memory()
    assert f"{type(x)} (2, 7, 3)" in capsys.readouterr().out


def test_arrays_in_memory_skip_an_array_a_backend_error_cut_short(capsys):
    # A dispatcher makes its ivy.Array before the backend call that fills it: when the call
    # raises, a kept traceback holds that empty Array, and the scan must not trip over it.
    half_made = object.__new__(ivy.Array)
    x = to_ivy(np.zeros((4, 1), np.float32))
    assert not any(a is half_made for a in ivy.get_all_arrays_in_memory())
    on_dev = ivy.get_all_ivy_arrays_on_dev(ivy.dev(x))  # (the session's device: --ivy-device)
    assert str(id(half_made)) not in on_dev and str(id(x)) in on_dev
    ivy.print_all_arrays_in_memory()
    assert f"{type(x)} (4, 1)" in capsys.readouterr().out


def test_get_referrers_recursive():
    item = ["leaf value"]
    holder = {"k": item}
    outer = [holder]
    c = ivy.get_referrers_recursive(item, max_depth=2)
    assert isinstance(c, ivy.Container) and c["repr"] == "['leafvalue']"
    sub = c[str(id(holder))]
    assert sub["repr"] == str(holder).replace(" ", "")
    assert sub[str(id(outer))]["repr"] == str(outer).replace(" ", "")
    c1 = ivy.get_referrers_recursive(item, max_depth=0)
    assert c1[str(id(holder))] == str(holder).replace(" ", "")  # at the depth limit: its repr only


# ------------------------------------------------------------------ in place


def _writes_in_place(n, b):
    before = to_numpy(ivy.Array(n)).copy()
    ivy.inplace_update(n, ivy.asarray(before + 1, device=ivy.dev(n)).data)
    return bool(np.array_equal(to_numpy(ivy.Array(n)), before + 1))


def test_inplace_answers_match_inplace_update():
    b = ivy.current_backend()
    x = to_ivy(np.ones(3, np.float32))
    observed = _writes_in_place(x.data, b)
    assert ivy.inplace_arrays_supported() is observed
    assert ivy.supports_inplace_updates(x) is observed and ivy.supports_inplace_updates(x.data) is observed
    if observed:
        assert ivy.assert_supports_inplace(x) is True
    else:
        with pytest.raises(ivy.InvalidArgumentError, match="in place"):
            ivy.assert_supports_inplace(x)
    if has_autodiff():
        v = ivy.variable(to_ivy(np.ones(3, np.float32)).data)
        observed_v = _writes_in_place(v, b)
        assert ivy.inplace_variables_supported() is observed_v
        assert ivy.supports_inplace_updates(v) is observed_v
    else:
        assert ivy.inplace_variables_supported() is False
    for bad in ([1.0], 3.0, "x"):
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.supports_inplace_updates(bad)


# ------------------------------------------------------------ small utilities


@given(x=st.one_of(st.integers(-5, 5), st.floats(-5, 5, allow_subnormal=False), st.booleans(),
                   st.sampled_from([np.int32(3), np.float64(-2.0), "s", [1], None])),
       force_integer=st.booleans(), force_positive=st.booleans())
def test_check_scalar(x, force_integer, force_positive):
    scalar = isinstance(x, (bool, int, float, str)) or isinstance(x, np.generic)
    integer = isinstance(x, (int, np.integer)) and not isinstance(x, bool)
    expected = scalar and (integer or not force_integer)
    if expected and force_positive:
        expected = not isinstance(x, str) and bool(x >= 0)
    assert ivy.check_scalar(x, force_integer, force_positive) is expected


def test_optional_get_element():
    x = to_ivy(np.arange(3, dtype=np.float32))
    assert ivy.optional_get_element(x) is x
    out = to_ivy(np.zeros(3, np.float32))
    r = ivy.optional_get_element(x, out=out)
    assert r is out
    assert_same(out, np.arange(3, dtype=np.float32))
    with pytest.raises(ivy.InvalidArgumentError, match="no value"):
        ivy.optional_get_element(None)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.optional_get_element()


class _Capsule:
    """A capsule behind the ``__dlpack__`` protocol, for NumPy's reader (it takes no bare capsule)."""

    def __init__(self, capsule):
        self.capsule = capsule

    def __dlpack__(self, **kwargs):
        return self.capsule

    def __dlpack_device__(self):
        return (1, 0)  # kDLCPU


@pytest.mark.parametrize("d", ["float32", "int32", "uint8", "bool"])
def test_to_dlpack_is_read_by_numpy(d):
    if lacking(d):
        pytest.skip(f"the backend has no {d}")
    if d == "bool" and backend_name() == "mxnet":
        pytest.skip("MXNet exports bool as 1-bit unsigned ints, which DLPack readers refuse")
    a = (np.arange(6) % 2 == 1).reshape(2, 3) if d == "bool" else np.arange(6).astype(d).reshape(2, 3)
    x = ivy.asarray(a, device="cpu")
    cap = ivy.to_dlpack(x)
    assert type(cap).__name__ == "PyCapsule"
    np.testing.assert_array_equal(np.from_dlpack(_Capsule(cap)), a)
    np.testing.assert_array_equal(np.from_dlpack(_Capsule(ivy.to_dlpack(x.data))), a)
    for bad in ([1.0], None):
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.to_dlpack(bad)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.to_dlpack(x, out=x)


def test_save_load_container(tmp_path):
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    b = np.array([1, -2], dtype=np.int32)
    c = ivy.Container(a=to_ivy(a), n={"b": to_ivy(b)})
    p = str(tmp_path / "c.npz")
    ivy.save(c, p)
    r = ivy.load(p, type="container")
    assert isinstance(r, ivy.Container)
    assert_same(r["a"], a)
    assert_same(r["n"]["b"], b)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.save([1, 2], p)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.load(p, type="array")


def test_save_load_module(tmp_path):
    if not has_autodiff():
        pytest.skip("ivy.Linear's variables need autodiff")
    m = ivy.Linear(3, 2)
    x = to_ivy(np.arange(6, dtype=np.float32).reshape(2, 3))
    y = m(x)
    for name, fmt in (("m.safetensors", None), ("m.npz", None), ("m.bin", "npz")):
        p = os.path.join(str(tmp_path), "sub", name)
        ivy.save(m, p, format=fmt)  # no pickle: the class and its arguments are recorded (test_persistence)
        m2 = ivy.load(p)  # type="module" is Ivy's default
        assert isinstance(m2, ivy.Linear) and m2 is not m
        assert_same(m2(x), to_numpy(y))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.save(m, p, format="hdf5")


# ------------------------------------------------------------------ frombuffer


@_few
@given(data=st.data())
def test_frombuffer_against_numpy(data):
    d = data.draw(st.sampled_from(supported_dtypes()))
    nd = np_dtype(d)
    n = data.draw(st.integers(0, 6))
    offset = data.draw(st.integers(0, 3))
    if nd.kind == "b":
        body = bytes(data.draw(st.lists(st.integers(0, 1), min_size=n, max_size=n)))
    elif nd.kind == "f" or nd.kind == "c":
        vals = data.draw(hnp.arrays(nd, n, elements=st.floats(-1e3, 1e3, width=32, allow_subnormal=False)))
        body = vals.tobytes()
    else:
        body = bytes(data.draw(st.lists(st.integers(0, 255), min_size=n * nd.itemsize, max_size=n * nd.itemsize)))
    buf = bytes(offset) + body
    count = data.draw(st.sampled_from([-1, n, max(n - 1, 0)]))
    expected = np.frombuffer(buf, dtype=nd, count=count, offset=offset)
    r = ivy.frombuffer(buf, dtype=d, count=count, offset=offset)
    assert isinstance(r, ivy.Array) and ivy.dev(r) == ivy.as_ivy_dev(ivy.default_device())
    assert_same(r, expected)


def test_frombuffer_default_dtype_and_errors():
    buf = np.array([1.5, -2.0], dtype=np.float64).tobytes()
    if lacking("float64"):
        with pytest.raises(ivy.UnsupportedDtypeError, match="float64"):
            ivy.frombuffer(buf)
    else:
        assert_same(ivy.frombuffer(buf), np.frombuffer(buf))  # float64, as NumPy
    assert_same(ivy.frombuffer(bytearray(b"\x01\x02"), dtype=ivy.uint8), np.array([1, 2], np.uint8))
    assert_same(ivy.frombuffer(b"\x01\x02\x03", dtype="uint8", offset=3), np.zeros(0, np.uint8))
    for kwargs in ({"count": -1, "offset": 0}, {"count": 2, "offset": 0}, {"count": 1, "offset": 6}):
        with pytest.raises(ValueError):  # NumPy refuses the same reads
            np.frombuffer(bytes(5), dtype=np.int32, **kwargs)
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.frombuffer(bytes(5), dtype=ivy.int32, **kwargs)
    for kwargs in ({"offset": -1}, {"count": 1.0}):
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.frombuffer(b"\x00\x00", dtype=ivy.int8, **kwargs)
    with pytest.raises(ivy.InvalidArgumentError, match="buffer"):
        ivy.frombuffer([1, 2], dtype=ivy.int8)
    for d in lacking("uint16", "uint32", "uint64", "complex128", "float16"):
        with pytest.raises(ivy.UnsupportedDtypeError, match=d.name):
            ivy.frombuffer(bytes(16), dtype=d)


def test_frombuffer_bfloat16_against_torch():
    torch = pytest.importorskip("torch", reason="torch reads bfloat16 bytes independently")
    if lacking("bfloat16"):
        with pytest.raises(ivy.UnsupportedDtypeError, match="bfloat16"):
            ivy.frombuffer(bytes(4), dtype=ivy.bfloat16)
        return
    t = torch.tensor([1.0, -2.5, 3.0e38, float("inf"), 0.0078125], dtype=torch.bfloat16)
    buf = t.view(torch.int16).numpy().tobytes()
    r = ivy.frombuffer(buf, dtype=ivy.bfloat16)
    assert r.dtype == ivy.bfloat16
    assert_same(ivy.astype(r, ivy.float32), t.float().numpy())


# ------------------------------------------------------------------ complex


def _parts(d):
    width = min(np_dtype(d).itemsize * 8, 32)
    special = st.sampled_from([0.0, float("inf"), -float("inf"), float("nan")])
    return st.floats(allow_subnormal=False, width=width) | special


@_few
@given(data=st.data())
def test_complex_against_numpy_parts(data):
    fl = [d for d in supported_dtypes("real floating", standard=False)]
    dr, di = data.draw(st.sampled_from(fl)), data.draw(st.sampled_from(fl))
    s = data.draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=3))
    s2 = data.draw(hnp.broadcastable_shapes(s, min_dims=0, max_dims=3, min_side=0, max_side=3))
    r = data.draw(hnp.arrays(np_dtype(dr), s, elements=_parts(dr)))
    i = data.draw(hnp.arrays(np_dtype(di), s2, elements=_parts(di)))
    wide = ivy.promote_types(dr, di) == ivy.float64
    cd = np.complex128 if wide else np.complex64
    if lacking(cd.__name__):
        with pytest.raises(ivy.UnsupportedDtypeError):
            ivy.complex(to_ivy(r), to_ivy(i))
        return
    rb, ib = np.broadcast_arrays(r, i)
    expected = np.empty(rb.shape, cd)  # NumPy sets each part exactly
    expected.real, expected.imag = rb, ib
    z = ivy.complex(to_ivy(r), to_ivy(i))
    assert_same(z, expected)
    zn = to_numpy(z)
    np.testing.assert_array_equal(np.isnan(zn.real), np.isnan(rb))  # (no NaN leaks between the parts)
    np.testing.assert_array_equal(np.isnan(zn.imag), np.isnan(ib))


def test_complex_refuses_non_floats():
    for d in supported_dtypes(("integral", "bool", "complex floating")):
        a = to_ivy(np.ones(2, np_dtype(d)))
        with pytest.raises(ivy.DtypeError, match="real floating"):
            ivy.complex(a, to_ivy(np.ones(2, np.float32)))
        with pytest.raises(ivy.DtypeError, match="real floating"):
            ivy.complex(to_ivy(np.ones(2, np.float32)), a)
    if lacking("complex64"):
        with pytest.raises(ivy.UnsupportedDtypeError, match="complex64"):
            ivy.complex(to_ivy(np.ones(2, np.float32)), to_ivy(np.ones(2, np.float32)))
        return
    with pytest.raises((ivy.ShapeError, ivy.InvalidArgumentError)):
        ivy.complex(to_ivy(np.ones(2, np.float32)), to_ivy(np.ones(3, np.float32)))
