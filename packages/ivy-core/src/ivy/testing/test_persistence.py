"""Saving and loading (``ivy.save``/``ivy.load``, ``Module.save``/``load``/``save_weights``/
``load_weights``, the Container's savers and loaders): safe by default, exact, checked.

- A file crafted to run code when unpickled runs nothing at any loader unless ``allow_pickle=True``
  (the payload really runs with it: the test can fail), and the refusal says how to opt in.
- Every dtype round-trips bit for bit (bfloat16, complex, -0.0, NaN, subnormals, integer bounds), in
  both formats, 0-d and empty arrays too.
- Files written by each backend (``data/``, made by ``ivy.testing.persistence_files``) load on this
  one, and this one writes the same bytes as they did.
- Loading checks names, shapes and dtypes and reports every mismatch at once; a truncated or corrupt
  file is an ``ivy.FileFormatError`` that leaves the module as it was.
- Files open with the ``safetensors`` package (a reader nobody here wrote), and its files with ivy.
"""

from __future__ import annotations

import io
import json
import os
import pickle
import struct
import zipfile

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy
from ivy import _persist

from .helpers import backend_name
from .persistence_files import DATA, WRITERS, held, module_values, reference_module, reference_values

# ----------------------------------------------------------------- crafted files


class _Payload:
    """Unpickled, it creates the file ``marker`` (any code could run there)."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return open, (self.marker, "w")


def _crafted(tmp_path, kind):
    marker = str(tmp_path / f"ran-{kind}")
    path = tmp_path / f"crafted-{kind}.safetensors"  # the name says nothing: files are recognised by their bytes
    payload = _Payload(marker)
    if kind == "pickle":
        path.write_bytes(pickle.dumps(payload))
    elif kind == "pickle0":  # protocol 0: a text pickle, no magic byte
        path.write_bytes(pickle.dumps(payload, protocol=0))
    elif kind == "npz_object_array":
        buf = io.BytesIO()
        np.savez(buf, w=np.array([payload], dtype=object))
        path.write_bytes(buf.getvalue())
    elif kind == "torch_zip":
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w") as zf:
            zf.writestr("archive/data.pkl", pickle.dumps(payload))
        path.write_bytes(buf.getvalue())
    return path, marker


def _loaders():
    """Every loader in ivy, as a function of the path."""
    return {
        "ivy.load": lambda p: ivy.load(p),
        "ivy.load(type=container)": lambda p: ivy.load(p, type="container"),
        "ivy.load(file object)": lambda p: ivy.load(open(p, "rb")),
        "Module.load": lambda p: ivy.Module.load(p),
        "Linear.load": lambda p: ivy.Linear.load(p),
        "Module.load_weights": lambda p: ivy.Linear(2, 3).load_weights(p),
        "Container.cont_load": lambda p: ivy.Container.cont_load(p),
        "Container.load": lambda p: ivy.Container.load(p),
        "Container.cont_from_disk_as_npz": lambda p: ivy.Container.cont_from_disk_as_npz(p),
        "Container.cont_from_disk_as_safetensors": lambda p: ivy.Container.cont_from_disk_as_safetensors(p),
        "Container.cont_from_disk_as_pickled": lambda p: ivy.Container.cont_from_disk_as_pickled(p),
    }


@pytest.mark.parametrize("kind", ["pickle", "pickle0", "npz_object_array", "torch_zip"])
@pytest.mark.parametrize("loader", list(_loaders()))
def test_a_crafted_pickle_runs_nothing(tmp_path, kind, loader):
    path, marker = _crafted(tmp_path, kind)
    with pytest.raises(ivy.FileFormatError) as info:
        _loaders()[loader](path)
    assert not os.path.exists(marker), f"{loader} ran the code of a {kind} file"
    if kind in ("pickle", "npz_object_array", "torch_zip") and "from_disk_as_" not in loader:
        assert isinstance(info.value, ivy.PickleRefusedError)
        assert "allow_pickle=True" in str(info.value) or "torch" in str(info.value)


def test_the_crafted_pickle_does_run_when_allowed(tmp_path):
    """The payload is real: with ``allow_pickle=True`` it runs (then the loader says what it got)."""
    path, marker = _crafted(tmp_path, "pickle")
    with pytest.raises(ivy.FileFormatError, match="not an ivy.Module"):
        ivy.load(path, allow_pickle=True)
    assert os.path.exists(marker)


def test_a_description_naming_another_class_constructs_nothing(tmp_path):
    """A safetensors file whose description names ``os:system`` (or any class that is no
    ``ivy.Module``) is refused before anything is called."""
    marker = tmp_path / "ran-description"
    desc = {"kind": "module", "class": "os:system",
            "module": {"class": "os:system", "args": [f"touch {marker}"], "kwargs": {}}}
    path = tmp_path / "evil.safetensors"
    _persist.write(str(path), {}, desc)
    for load in (ivy.load, ivy.Module.load):
        with pytest.raises(ivy.FileFormatError, match="no ivy.Module"):
            load(str(path))
    desc["module"]["class"] = "some_module_never_imported:Model"
    _persist.write(str(path), {}, desc)
    with pytest.raises(ivy.FileFormatError, match="not imported"):
        ivy.Module.load(str(path))
    # an argument naming one of ivy's functions that is no array function (ivy.save, ivy.set_backend)
    desc["module"] = {"class": "ivy.stateful.layers:Linear", "args": [2, 3], "kwargs": {"dtype": {"$ivy": "save"}}}
    _persist.write(str(path), {}, desc)
    with pytest.raises(ivy.FileFormatError, match="none of ivy's array functions"):
        ivy.Module.load(str(path))
    assert not marker.exists()


def test_ivy_1_0_pickles_load_when_allowed(tmp_path):
    """Ivy 1.0's ``Module.save`` pickled the module, ``cont_to_disk_as_pickled`` the Container: both
    load with ``allow_pickle=True`` (and are refused without)."""
    m = reference_module(backend_name())
    p = tmp_path / "module.pkl"
    m.save(p, format="pickle")
    with pytest.raises(ivy.PickleRefusedError):
        ivy.load(p)
    m2 = ivy.load(p, allow_pickle=True)
    x = ivy.asarray(np.ones((1, 3), np.float32))
    np.testing.assert_array_equal(ivy.to_numpy(m2(x)), ivy.to_numpy(m(x)))
    lin = ivy.Sequential(ivy.Linear(3, 4), ivy.ReLU(), ivy.Linear(4, 2))
    lin.load_weights(p, allow_pickle=True)  # a pickled module's weights
    np.testing.assert_array_equal(ivy.to_numpy(lin(x)), ivy.to_numpy(m(x)))
    c = ivy.Container(a=ivy.ones(2), b={"c": 3})
    c.cont_to_disk_as_pickled(tmp_path / "c.pkl")
    with pytest.raises(ivy.PickleRefusedError):
        ivy.Container.cont_from_disk_as_pickled(tmp_path / "c.pkl")
    c2 = ivy.Container.cont_from_disk_as_pickled(tmp_path / "c.pkl", allow_pickle=True)
    assert ivy.Container.cont_identical([c, c2], same_arrays=False)


# ----------------------------------------------------------------- exact round trips


def _bits(values, dt):
    """Comparable bits of host values: NaNs as one pattern (frameworks may quiet a NaN's payload)."""
    del dt
    a = np.asarray(values)
    if a.dtype.kind == "f":
        a = np.where(np.isnan(a), np.nan, a).astype(a.dtype)
    if a.dtype.kind == "c":
        parts = np.stack([a.real, a.imag])
        parts = np.where(np.isnan(parts), np.nan, parts).astype(parts.dtype)
        return a.dtype.name, a.shape, parts.tobytes()
    return a.dtype.name, a.shape, np.ascontiguousarray(a).tobytes()


def _host(x, dt):
    """``x`` (an array of this backend) as host values of ivy dtype ``dt`` (bfloat16 as float32)."""
    dt_, shape, a = _persist.host_array(x, "x")
    assert dt_ == dt
    return _persist._host_values(a, dt)


@pytest.mark.parametrize("fmt", ["safetensors", "npz"])
def test_every_dtype_round_trips_exactly(tmp_path, fmt):
    have = held(backend_name())
    ref = {kc: v for kc, v in reference_values().items() if v[0] in have}
    c = ivy.Container.unflatten_key_chains(
        {kc: ivy.astype(ivy.asarray(values), ivy.dtype_from_name(dt)) for kc, (dt, values) in ref.items()})
    path = tmp_path / f"c.{fmt}"
    c.cont_save(path, fmt)
    got = ivy.Container.load(path)
    assert sorted(got.cont_all_key_chains()) == sorted(ref)
    for kc, (dt, values) in ref.items():
        x = got[kc]
        assert x.dtype.name == dt and x.shape == values.shape, kc
        assert _bits(_host(x, dt), dt) == _bits(values.astype(np.float32 if dt == "bfloat16" else dt), dt), kc


_DTYPES = st.sampled_from(["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16",
                           "bfloat16", "float32", "float64", "complex64", "complex128"])


@settings(max_examples=max(10, settings().max_examples))
@given(dt=_DTYPES, shape=st.lists(st.integers(0, 3), max_size=3).map(tuple), seed=st.integers(0, 2**32 - 1),
       fmt=st.sampled_from(["safetensors", "npz"]))
def test_random_arrays_round_trip(dt, shape, seed, fmt):
    if dt not in held(backend_name()):
        return  # (a dtype the backend lacks cannot be made on it; test_lacking_dtypes_are_refused)
    rng = np.random.default_rng(seed)
    raw = rng.integers(0, 256, size=int(np.prod(shape, dtype=np.int64)) * 16, dtype=np.uint8)
    if dt == "bfloat16":
        values = (raw.view(np.uint16)[: int(np.prod(shape, dtype=np.int64))].astype(np.uint32) << 16).view(np.float32)
    elif dt == "bool":
        values = raw[: int(np.prod(shape, dtype=np.int64))] % 2 == 1
    else:
        item = np.dtype(dt).itemsize
        values = raw[: int(np.prod(shape, dtype=np.int64)) * item].view(dt)
    values = values.reshape(shape)
    x = ivy.asarray(values) if dt != "bfloat16" else ivy.astype(ivy.asarray(values), ivy.bfloat16)
    buf = io.BytesIO()
    ivy.Container(x=x).cont_save(buf, fmt)
    got = ivy.Container.load(io.BytesIO(buf.getvalue()))["x"]
    assert got.dtype.name == dt and got.shape == shape
    assert _bits(_host(got, dt), dt) == _bits(_host(x, dt), dt)


def test_python_numbers_and_empty_containers_come_back(tmp_path):
    c = ivy.Container(a={"n": 3, "f": -0.5, "t": True, "z": 1 + 2j, "e": {}}, w=ivy.ones(2))
    for name in ("c.safetensors", "c.npz"):
        c.save(tmp_path / name)
        got = ivy.Container.load(tmp_path / name)
        assert got.a.n == 3 and type(got.a.n) is int and got.a.f == -0.5 and got.a.t is True and got.a.z == 1 + 2j
        assert isinstance(got.a.e, ivy.Container) and not got.a.e


# ----------------------------------------------------------------- across backends


def _files(pattern):
    out = [os.path.join(DATA, pattern.format(w)) for w in WRITERS]
    missing = [p for p in out if not os.path.exists(p)]
    assert not missing, f"reference files missing (python -m ivy.testing.persistence_files): {missing}"
    return out


@pytest.mark.parametrize("writer", WRITERS)
@pytest.mark.parametrize("ext", ["safetensors", "npz"])
def test_files_written_by_each_backend_load_here(writer, ext):
    """Each backend's file holds the dtypes it holds; here the arrays of those this backend holds
    load with the reference values bit for bit, and the others are refused by name."""
    path = os.path.join(DATA, f"written_by_{writer}.{ext}")
    got = _persist.read(path)
    ref = reference_values()
    assert set(got.arrays) <= set(ref) and got.description["kind"] == "container"
    have = held(backend_name())
    for kc, (values, dt) in got.arrays.items():
        want_dt, want = ref[kc]
        assert dt == want_dt
        if dt not in have:
            with pytest.raises(ivy.UnsupportedDtypeError):
                _persist.to_array(values, dt, backend_name())
            continue
        x = _persist.to_array(values, dt, backend_name())
        assert _bits(_host(x, dt), dt) == _bits(want.astype(np.float32 if dt == "bfloat16" else dt), dt), kc
    if set(v[1] for v in got.arrays.values()) <= have:
        c = ivy.Container.load(path)  # the whole file, through the public loader
        assert sorted(c.cont_all_key_chains()) == sorted(got.arrays)


@pytest.mark.parametrize("ext", ["safetensors", "npz"])
def test_this_backend_writes_the_same_bytes(tmp_path, ext):
    """The arrays this backend writes are, byte for byte, the ones every other backend wrote; a
    writer holding the same dtypes wrote the same file."""
    from .persistence_files import reference_container

    path = tmp_path / f"mine.{ext}"
    reference_container(backend_name()).cont_save(path)
    mine = _persist.read(str(path)).arrays
    for other in _files("written_by_{}." + ext):
        theirs = _persist.read(other).arrays
        for kc in set(mine) & set(theirs):
            assert _bits(*mine[kc]) == _bits(*theirs[kc]), (other, kc)
        if set(theirs) == set(mine):
            assert path.read_bytes() == open(other, "rb").read(), other


@pytest.mark.parametrize("writer", WRITERS)
def test_modules_written_by_each_backend_load_here(writer):
    m = ivy.Module.load(os.path.join(DATA, f"module_written_by_{writer}.safetensors"))
    assert type(m) is ivy.Sequential and ivy.current_backend(m.v.submodules.v0.w).name == backend_name()
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    v = module_values()
    hidden = np.maximum(x @ v["submodules/v0/w"].T + v["submodules/v0/b"], 0)
    want = hidden @ v["submodules/v2/w"].T + v["submodules/v2/b"]
    np.testing.assert_allclose(ivy.to_numpy(m(ivy.asarray(x))), want, rtol=1e-6, atol=1e-6)


def test_module_files_are_the_same_on_every_backend(tmp_path):
    reference_module(backend_name()).save(tmp_path / "m.safetensors")
    for other in _files("module_written_by_{}.safetensors"):
        assert (tmp_path / "m.safetensors").read_bytes() == open(other, "rb").read(), other


# ----------------------------------------------------------------- modules


def test_module_save_load_round_trip(tmp_path):
    class Net(ivy.Module):
        def __init__(self, sizes, *, act=ivy.relu, scale=2.0, dtype=None):
            self.layers = [ivy.Linear(a, b, dtype=dtype) for a, b in zip(sizes[:-1], sizes[1:])]
            self.act, self.scale = act, scale
            super().__init__(dtype=dtype)

        def _forward(self, x):
            for layer in self.layers[:-1]:
                x = self.act(layer(x))
            return self.layers[-1](x) * self.scale

    globals()["Net"] = Net  # a class a file can name: Module.load finds it in this (imported) module
    Net.__qualname__ = "Net"
    try:
        m = Net((3, 5, 2), act=ivy.tanh, scale=0.5, dtype=ivy.float64)
        m.eval()
        p = tmp_path / "net.safetensors"
        ivy.save(m, p)
        desc = _persist.read(str(p)).description
        assert desc["class"].endswith(":Net") and desc["module"]["kwargs"]["act"] == {"$ivy": "tanh"}
        assert desc["arrays"]["v/layers/v0/w"] == {"dtype": "float64", "shape": [5, 3]}
        assert desc["ivy_version"] == ivy.__version__
        for got in (ivy.load(p), Net.load(p), ivy.Module.load(p)):
            assert type(got) is Net and got.scale == 0.5 and got.act is ivy.tanh and got.training is False
            x = ivy.asarray(np.ones((4, 3)), dtype=ivy.float64)
            np.testing.assert_array_equal(ivy.to_numpy(got(x)), ivy.to_numpy(m(x)))
    finally:
        del globals()["Net"]


def test_mismatches_are_reported_at_once_and_nothing_loads(tmp_path):
    src = ivy.Sequential(ivy.Linear(3, 4), ivy.ReLU(), ivy.Linear(4, 2))
    p = tmp_path / "w.safetensors"
    src.save_weights(p)
    dst = ivy.Sequential(ivy.Linear(3, 5), ivy.ReLU(), ivy.Linear(5, 2, with_bias=False, dtype=ivy.float64))
    before = {k: ivy.to_numpy(v).copy() for k, v in dst.v.cont_to_iterator()}
    with pytest.raises(ivy.WeightsMismatchError) as info:
        dst.load_weights(p)
    msg = str(info.value)
    for part in ("'v/submodules/v0/w' has shape (4, 3)", "'v/submodules/v0/b' has shape (4,)",
                 "'v/submodules/v2/w' is float32", "the file has arrays the module does not: ['v/submodules/v2/b']"):
        assert part in msg, msg
    assert "nothing was loaded" in msg
    for k, v in dst.v.cont_to_iterator():
        np.testing.assert_array_equal(ivy.to_numpy(v), before[k])


@pytest.mark.parametrize("fmt", ["safetensors", "npz"])
def test_truncated_or_corrupt_files_load_nothing(tmp_path, fmt):
    src = ivy.Linear(3, 4)
    p = tmp_path / f"w.{fmt}"
    src.save_weights(p)
    data = p.read_bytes()
    dst = ivy.Linear(3, 4)
    before = ivy.to_numpy(dst.v.w).copy()
    cuts = sorted({0, 1, 7, 8, 9, 20, len(data) // 3, len(data) // 2, len(data) - 40, len(data) - 1})
    for cut in cuts:
        bad = tmp_path / f"cut{cut}"
        bad.write_bytes(data[:cut])
        with pytest.raises(ivy.FileFormatError):
            dst.load_weights(bad)
        with pytest.raises(ivy.FileFormatError):
            ivy.Container.load(bad)
    flipped = bytearray(data)
    # safetensors: a byte of the JSON header; npz: a byte of an array, which the zip's CRC catches
    flipped[12 if fmt == "safetensors" else len(data) // 3] ^= 0xFF
    (tmp_path / "flip").write_bytes(bytes(flipped))
    with pytest.raises(ivy.FileFormatError):
        dst.load_weights(tmp_path / "flip")
    np.testing.assert_array_equal(ivy.to_numpy(dst.v.w), before)


def test_header_lies_are_caught(tmp_path):
    """Offsets that overlap, leave a gap, or disagree with the shape; a description that disagrees
    with the header: each a FileFormatError."""
    def file(header, data):
        h = json.dumps(header).encode()
        return struct.pack("<Q", len(h)) + h + data

    cases = {
        "size": file({"a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 4]}}, b"\0" * 4),
        "gap": file({"a": {"dtype": "U8", "shape": [1], "data_offsets": [1, 2]}}, b"\0" * 2),
        "overlap": file({"a": {"dtype": "U8", "shape": [2], "data_offsets": [0, 2]},
                         "b": {"dtype": "U8", "shape": [2], "data_offsets": [1, 3]}}, b"\0" * 3),
        "dtype": file({"a": {"dtype": "X9", "shape": [1], "data_offsets": [0, 1]}}, b"\0"),
        "trailing": file({"a": {"dtype": "U8", "shape": [1], "data_offsets": [0, 1]}}, b"\0\0"),
        "description": file({"a": {"dtype": "U8", "shape": [1], "data_offsets": [0, 1]},
                             "__metadata__": {"ivy": json.dumps({"arrays": {"a": {"dtype": "int8", "shape": [1]}}})}},
                            b"\0"),
        "not json": struct.pack("<Q", 3) + b"{x}",
    }
    for name, raw in cases.items():
        with pytest.raises(ivy.FileFormatError):
            ivy.Container.load(io.BytesIO(raw))
        del name


def test_unrecordable_constructor_arguments(tmp_path):
    """A module given an argument a file cannot describe (a user's function) still saves; loading it
    says how to proceed; ``format="pickle"`` is the way for such modules."""
    m = ivy.Sequential(ivy.Linear(2, 2), lambda x: x * 2)
    p = tmp_path / "m.safetensors"
    m.save(p)
    with pytest.raises(ivy.FileFormatError, match="load_weights"):
        ivy.Module.load(p)
    m2 = ivy.Sequential(ivy.Linear(2, 2), lambda x: x * 2)
    m2.load_weights(p)
    np.testing.assert_array_equal(ivy.to_numpy(m2.v.submodules.v0.w), ivy.to_numpy(m.v.submodules.v0.w))


def test_missing_files_and_bad_arguments_are_ivy_errors(tmp_path):
    with pytest.raises(ivy.MissingFileError) as info:
        ivy.load(tmp_path / "nope.safetensors")
    assert isinstance(info.value, FileNotFoundError)
    with pytest.raises(ivy.FileAccessError):
        ivy.Container.load(tmp_path)  # a directory
    with pytest.raises(ivy.ArgumentTypeError):
        ivy.load(None)
    with pytest.raises(ivy.ArgumentTypeError):
        ivy.save(object(), tmp_path / "x")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.Container(a=ivy.ones(2)).cont_save(tmp_path / "x", "hdf5")
    ivy.Container(a=ivy.ones(2)).save(tmp_path / "x.npz")
    with pytest.raises(ivy.FileFormatError, match="is a npz file, not safetensors"):
        ivy.Container.cont_from_disk_as_safetensors(tmp_path / "x.npz")


def test_a_failed_save_leaves_no_file(tmp_path):
    p = tmp_path / "c.safetensors"
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.Container(a=ivy.ones(2), b=object()).save(p)
    assert not p.exists() and not list(tmp_path.iterdir())


# ----------------------------------------------------------------- other readers


def test_the_safetensors_package_reads_ivys_files_and_ivy_its(tmp_path):
    st = pytest.importorskip("safetensors.numpy", reason="the optional safetensors package is not installed")
    have = held(backend_name())
    ref = {kc: v for kc, v in reference_values().items() if v[0] in have and v[0] != "bfloat16"}
    c = ivy.Container.unflatten_key_chains(
        {kc: ivy.astype(ivy.asarray(values), ivy.dtype_from_name(dt)) for kc, (dt, values) in ref.items()})
    p = tmp_path / "c.safetensors"
    c.save(p)
    theirs = st.load_file(str(p))
    for kc, (dt, values) in ref.items():
        a = theirs[kc]
        if dt.startswith("complex"):
            a = np.ascontiguousarray(a).view(dt).reshape(values.shape)  # stored as float pairs
        assert _bits(a, dt) == _bits(values.astype(dt), dt), kc
    p2 = tmp_path / "theirs.safetensors"
    st.save_file({"w": np.arange(6, dtype=np.float32).reshape(2, 3), "i": np.array([1, -2], np.int64)}, str(p2),
                 metadata={"k": "v"})
    got = ivy.Container.load(p2)
    np.testing.assert_array_equal(ivy.to_numpy(got.w), np.arange(6, dtype=np.float32).reshape(2, 3))
    assert got.i.dtype is ivy.int64


def test_numpy_reads_ivys_npz_files(tmp_path):
    c = ivy.Container(w=ivy.ones((2, 2)), b={"x": ivy.zeros(2)})
    c.save(tmp_path / "w.npz")
    with np.load(tmp_path / "w.npz") as f:
        np.testing.assert_array_equal(f["b/x"], np.zeros(2, np.float32))
        assert sorted(f.files) == ["b/x", "w"]  # ivy's description is the zip's comment
    with zipfile.ZipFile(tmp_path / "w.npz") as zf:
        assert json.loads(zf.comment)["kind"] == "container"


def test_a_long_npz_description_keeps_what_the_npy_headers_lack(tmp_path):
    """2000 arrays' names, dtypes and shapes exceed a zip comment's 64 KiB: the .npy headers hold
    them, and the comment keeps the rest (bfloat16's names: stored as uint16)."""
    c = ivy.Container({f"layer{i:04d}": {"w": ivy.ones(1), "b": ivy.zeros(1)} for i in range(1000)})
    half = "bfloat16" in held(backend_name())
    c["half"] = ivy.astype(ivy.ones(2), ivy.bfloat16) if half else ivy.ones(2)
    c.save(tmp_path / "big.npz")
    with zipfile.ZipFile(tmp_path / "big.npz") as zf:
        arrays = json.loads(zf.comment)["arrays"]
    assert arrays == ({"half": {"dtype": "bfloat16", "shape": [2]}} if half else {})
    got = ivy.Container.load(tmp_path / "big.npz")
    assert ivy.Container.cont_identical([c, got], same_arrays=False)
