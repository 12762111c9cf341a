"""Files of arrays that load without running code: safetensors (the default) and npz.

Every saver in ivy (``ivy.save``, ``Module.save``/``save_weights``, ``Container.cont_save``) writes
through :func:`write`, every loader reads through :func:`read`:

- **safetensors** (https://huggingface.co/docs/safetensors: an 8-byte little-endian header length,
  a JSON header naming each array's dtype, shape and byte range, then the raw little-endian bytes)
  is written and read here, no package needed, so files open with the ``safetensors`` package and
  any other reader of the format. ivy's JSON description (its version, the module's class and
  constructor arguments, each array's ivy dtype and shape) is the header's ``__metadata__["ivy"]``.
  complex64/complex128, which the format lacks, are stored as float32/float64 pairs (a last axis of
  2) and restored from the description; bfloat16 is the format's ``BF16``.
- **npz** (``numpy.load`` opens it) holds ``.npy`` members without pickled objects; bfloat16 is
  stored as its uint16 bits, and the description is the zip's comment (``numpy.load`` lists the
  arrays alone; a description beyond a comment's 64 KiB goes to the member ``__ivy__.json``).
- **pickle** (Ivy 1.0's ``Module.save``) is read only with ``allow_pickle=True``: unpickling runs
  whatever code the file names. Met without it (also inside a zip: a ``torch.save`` file, an npz
  holding object arrays), it is a :class:`ivy.PickleRefusedError` saying how to opt in.

The file is recognised by its first bytes, not its name. It is read and checked whole before
anything is built from it: a truncated or corrupt file is a :class:`ivy.FileFormatError`, never a
partial load. Writes go to a temporary file renamed into place, so a failed save leaves no
half-written file. The bytes do not depend on the backend that wrote them.

>>> import io, numpy as np
>>> buf = io.BytesIO()
>>> write(buf, {"w": np.arange(3, dtype=np.float32)}, {"kind": "container"})
>>> got = read(io.BytesIO(buf.getvalue()))
>>> got.format, got.arrays["w"][1], got.description["kind"]
('safetensors', 'float32', 'container')
"""

from __future__ import annotations

import io
import json
import os
import secrets
import struct
import zipfile

from .__about__ import __version__
from .errors import FileFormatError, InvalidArgumentError, IvyError, PickleRefusedError, UnsupportedDtypeError

FORMAT_VERSION = 1
# ivy dtype -> the format's code (complex as pairs of its float code)
_CODES = {"bool": "BOOL", "uint8": "U8", "int8": "I8", "int16": "I16", "uint16": "U16", "float16": "F16",
          "bfloat16": "BF16", "int32": "I32", "uint32": "U32", "float32": "F32", "float64": "F64", "int64": "I64",
          "uint64": "U64", "complex64": "F32", "complex128": "F64"}
# the format's code -> (NumPy dtype of the stored bytes, ivy dtype)
_STORED = {"BOOL": ("|b1", "bool"), "U8": ("|u1", "uint8"), "I8": ("|i1", "int8"), "I16": ("<i2", "int16"),
           "U16": ("<u2", "uint16"), "F16": ("<f2", "float16"), "BF16": ("<u2", "bfloat16"), "I32": ("<i4", "int32"),
           "U32": ("<u4", "uint32"), "F32": ("<f4", "float32"), "F64": ("<f8", "float64"), "I64": ("<i8", "int64"),
           "U64": ("<u8", "uint64")}
_LE = {"bool": "|b1", "uint8": "|u1", "int8": "|i1", "int16": "<i2", "uint16": "<u2", "float16": "<f2",
       "int32": "<i4", "uint32": "<u4", "float32": "<f4", "float64": "<f8", "int64": "<i8", "uint64": "<u8",
       "complex64": "<c8", "complex128": "<c16"}
_PAIR = {"complex64": "<f4", "complex128": "<f8"}
_MAX_HEADER = 1 << 28  # 256 MiB of JSON: more is no header ivy (or anyone) wrote
# npz: ivy's description is the zip's comment (numpy.load lists the arrays alone), or, beyond a
# comment's 64 KiB, the member __ivy__.json
_DESCRIPTION = "__ivy__.json"
_ZIP_COMMENT = 65535


def np():
    """NumPy (every backend has it); :class:`ivy.container.MissingDependencyError` without."""
    try:
        import numpy
    except ImportError:  # pragma: no cover - numpy is there wherever a backend is
        from .container import MissingDependencyError

        raise MissingDependencyError("saving and loading arrays needs numpy: pip install numpy") from None
    return numpy


# ------------------------------------------------------------------ writing


def host_array(leaf, name):
    """``(ivy dtype name, shape, little-endian NumPy array of the stored values)`` of an array leaf
    (``ivy.Array`` or native, any backend) or a Python number. bfloat16 is read through float32
    (exact) and kept as its 16 bits; complex stays complex (:func:`write` splits it)."""
    from . import _dispatch as _d

    n = leaf._data if leaf.__class__ is _d._Array else leaf
    b = _d._TYPES[type(n)]
    numpy = np()
    if b is None:
        if leaf.__class__ in (bool, int, float, complex):
            a = numpy.asarray(leaf)
            if a.dtype.kind == "O":
                raise InvalidArgumentError(f"cannot save {name!r}: the int {leaf} does not fit int64")
            return a.dtype.name, (), a
        raise InvalidArgumentError(
            f"cannot save leaf {name!r}: it is a {type(leaf).__name__}; only arrays and Python numbers can be saved "
            f"(drop it first, e.g. with c.prune({name!r}))")
    b = b.load()
    d = b.dtype(n)
    shape = tuple(int(s) for s in b.shape(n))
    if d.name == "bfloat16":
        f32 = numpy.asarray(b.to_numpy(b.astype(n, b.native_dtype(_dtype("float32")))), dtype="<f4")
        a = (numpy.ascontiguousarray(f32).view("<u4") >> 16).astype("<u2")
    else:
        a = numpy.asarray(b.to_numpy(n), dtype=_LE[d.name])
    if not a.flags.c_contiguous:
        a = a.copy(order="C")
    return d.name, shape, a.reshape(shape)


def _dtype(name):
    from . import dtypes

    return dtypes.dtype_from_name(name)


def write(target, flat, description, fmt="safetensors", *, metadata=None, compress=False):
    """Write ``flat`` (name -> array leaf, Python number or host array from :func:`host_array`) and
    the JSON-able ``description`` (ivy adds its version and each array's dtype and shape) to
    ``target`` (a path, written to a temporary file renamed into place, or a binary file object).
    ``metadata``: more strings for a safetensors header; ``compress``: deflate an npz."""
    if fmt not in ("safetensors", "npz"):
        raise InvalidArgumentError(f"unknown file format {fmt!r}: ivy writes 'safetensors' (the default) or 'npz'")
    numpy = np()
    arrays, meta = {}, {}
    for name, leaf in flat.items():
        if not isinstance(name, str) or not name or name == "__metadata__":
            raise InvalidArgumentError(f"cannot save an array named {name!r}")
        if isinstance(leaf, tuple) and len(leaf) == 3:  # (dtype name, shape, host array) already
            dt, shape, a = leaf
        elif isinstance(leaf, numpy.ndarray):
            dt, shape, a = leaf.dtype.name, leaf.shape, numpy.asarray(leaf, dtype=_LE.get(leaf.dtype.name, leaf.dtype))
            if dt not in _LE:
                raise UnsupportedDtypeError(f"cannot save {name!r}: NumPy dtype {dt} is no ivy dtype")
        else:
            dt, shape, a = host_array(leaf, name)
        arrays[name] = (dt, tuple(shape), a)
        meta[name] = {"dtype": dt, "shape": list(shape)}
    desc = dict(description)
    desc["ivy_version"] = __version__
    desc["format_version"] = FORMAT_VERSION
    desc["arrays"] = meta
    text = json.dumps(desc, sort_keys=True, separators=(",", ":"), allow_nan=False)
    if metadata is not None and not (isinstance(metadata, dict) and all(
            isinstance(k, str) and isinstance(v, str) and k not in ("format", "ivy") for k, v in metadata.items())):
        raise InvalidArgumentError("metadata must be a dict of strings (not the keys 'format' and 'ivy', ivy's own)")
    if fmt == "safetensors":
        body = _safetensors_bytes(arrays, text, metadata)
    else:
        if metadata:
            raise InvalidArgumentError("metadata is kept in safetensors files only")
        if len(text.encode("utf-8")) > _ZIP_COMMENT:  # the .npy headers hold the rest: keep bfloat16's
            desc["arrays"] = {k: m for k, m in meta.items() if m["dtype"] == "bfloat16"}
            text = json.dumps(desc, sort_keys=True, separators=(",", ":"), allow_nan=False)
        body = _npz_bytes(arrays, text, compress)
    _put(target, body)


def _safetensors_bytes(arrays, text, metadata=None):
    numpy = np()
    # widest items first, then by name: every array starts at a multiple of its item size (as the
    # safetensors package orders them), and the file does not depend on the order of the leaves
    order = sorted(arrays, key=lambda k: (-numpy.dtype(_stored_dtype(arrays[k])).itemsize, k))
    header, chunks, offset = {}, [], 0
    for name in order:
        dt, shape, a = arrays[name]
        if dt in _PAIR:
            a = a.reshape(-1).view(_PAIR[dt]).reshape(shape + (2,))
            code, stored_shape = _CODES[dt], list(shape) + [2]
        else:
            code, stored_shape = _CODES[dt], list(shape)
        raw = memoryview(a).cast("B") if a.size else b""
        header[name] = {"dtype": code, "shape": stored_shape, "data_offsets": [offset, offset + len(raw)]}
        chunks.append(raw)
        offset += len(raw)
    header["__metadata__"] = {**(metadata or {}), "format": "ivy", "ivy": text}
    h = json.dumps(header, separators=(",", ":")).encode("utf-8")
    h += b" " * (-len(h) % 8)  # the data starts 8-aligned
    return [struct.pack("<Q", len(h)), h, *chunks]


def _stored_dtype(entry):
    dt = entry[0]
    return _PAIR.get(dt) or ("<u2" if dt == "bfloat16" else _LE[dt])


def _npz_bytes(arrays, text, compress=False):
    numpy = np()
    buf = io.BytesIO()
    mode = zipfile.ZIP_DEFLATED if compress else zipfile.ZIP_STORED
    with zipfile.ZipFile(buf, mode="w", compression=mode, allowZip64=True) as zf:
        for name in sorted(arrays):
            _, _, a = arrays[name]
            with zf.open(_member(name + ".npy", mode), "w", force_zip64=True) as fh:
                numpy.lib.format.write_array(fh, a, allow_pickle=False)
        raw = text.encode("utf-8")
        if len(raw) <= _ZIP_COMMENT:
            zf.comment = raw  # (numpy.load lists the arrays alone)
        else:
            zf.writestr(_member(_DESCRIPTION, mode), raw)
    return [buf.getvalue()]


def _member(name, mode):
    """A zip member with a fixed date: the file's bytes depend on its contents only."""
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.compress_type = mode
    info.external_attr = 0o644 << 16
    return info


def _put(target, chunks):
    if not isinstance(target, (str, bytes, os.PathLike)):
        if not hasattr(target, "write"):
            raise InvalidArgumentError(f"cannot write to a {type(target).__name__}: pass a path or a binary file")
        for c in chunks:
            target.write(c)
        return
    path = os.fspath(target)
    d = os.path.dirname(path) or "."
    os.makedirs(d, exist_ok=True)
    # (not tempfile.mkstemp: its file is private, 0600, and would stay so once renamed)
    tmp = os.path.join(d, f".{os.path.basename(path)}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        with open(tmp, "xb") as fh:
            for c in chunks:
                fh.write(c)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


# ------------------------------------------------------------------ reading


class Loaded:
    """What :func:`read` found: ``format`` ("safetensors", "npz" or "pickle"), ``arrays`` (name ->
    ``(NumPy array, ivy dtype name)``; bfloat16 as float32 values, exact), ``description`` (ivy's,
    or None for a file others wrote) and ``obj`` (the unpickled object of a pickle)."""

    def __init__(self, fmt, arrays=None, description=None, obj=None):
        self.format = fmt
        self.arrays = arrays if arrays is not None else {}
        self.description = description
        self.obj = obj


def _corrupt(where, why):
    return FileFormatError(f"{where} is not a file ivy can load: {why}. Nothing was loaded")


def _pickled(where, what):
    return PickleRefusedError(
        f"{where} {what}. Unpickling runs whatever code the file names, so ivy does not do it unless told "
        "to: if you trust the file (Ivy 1.0's Module.save wrote pickles), pass allow_pickle=True; "
        "better, load it once that way and save it again, as safetensors")


def read(source, *, allow_pickle=False, fmt=None, where=None):
    """Read a file of arrays (see the module): ``source`` a path or a binary file object; ``fmt``
    the format the caller expects (``"safetensors"``, ``"npz"``, ``"pickle"``; None: any)."""
    where = where or (repr(os.fspath(source)) if isinstance(source, (str, bytes, os.PathLike)) else "the file")
    data = _get(source, where)
    if len(data) >= 9 and data[8:9] == b"{":
        found = "safetensors"
    elif data[:4] in (b"PK\x03\x04", b"PK\x05\x06"):
        found = "npz"
    elif data[:1] == b"\x80" and len(data) > 1 and 2 <= data[1] <= 5:
        found = "pickle"
    elif not data:
        raise _corrupt(where, "it is empty")
    else:
        found = None
    if fmt is not None and found is not None and found != fmt:
        raise FileFormatError(f"{where} is a {found} file, not {fmt}: leave format=None to load any of ivy's formats")
    if found == "safetensors":
        return _read_safetensors(data, where)
    if found == "npz":
        return _read_npz(data, where)
    if not allow_pickle:
        if found == "pickle":
            raise _pickled(where, "is a pickle")
        raise _corrupt(where, f"it is neither safetensors nor npz (it starts {data[:12]!r}); if it is a pickle "
                              "you trust, pass allow_pickle=True")
    return _read_pickle(data, where)


def _get(source, where):
    if isinstance(source, (str, bytes, os.PathLike)):
        try:
            with open(source, "rb") as fh:
                return fh.read()
        except OSError as e:
            from .errors import FileAccessError, MissingFileError

            cls = MissingFileError if isinstance(e, FileNotFoundError) else FileAccessError
            raise cls(e.errno, f"cannot read {where}: {e.strerror}", os.fsdecode(source)) from e
    if not hasattr(source, "read"):
        from ._argcheck import not_an_array

        not_an_array("ivy.load", "filepath", source, "a path (a str or os.PathLike) or a binary file")
    data = source.read()
    if not isinstance(data, (bytes, bytearray)):
        raise InvalidArgumentError(f"{where} was opened in text mode: open it with 'rb'")
    return bytes(data)


def _read_safetensors(data, where):
    numpy = np()
    (n,) = struct.unpack("<Q", data[:8])
    if n > len(data) - 8:
        raise _corrupt(where, f"it is truncated: its header is {n} bytes long, the file has {len(data) - 8} more")
    if n > _MAX_HEADER:
        raise _corrupt(where, f"its header claims {n} bytes")
    try:
        header = json.loads(data[8:8 + n].decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as e:
        raise _corrupt(where, f"its header is no JSON ({e})") from None
    if not isinstance(header, dict):
        raise _corrupt(where, "its header is no JSON object")
    meta = header.pop("__metadata__", None)
    if meta is not None and not (isinstance(meta, dict) and all(isinstance(v, str) for v in meta.values())):
        raise _corrupt(where, "its __metadata__ is not a map of strings")
    buf = memoryview(data)[8 + n:]
    entries = []
    for name, e in header.items():
        try:
            code, shape, (begin, end) = e["dtype"], e["shape"], e["data_offsets"]
            ok = (code in _STORED and isinstance(shape, list) and all(type(s) is int and s >= 0 for s in shape)
                  and type(begin) is int and type(end) is int)
        except (TypeError, KeyError, ValueError):
            ok = False
        if not ok:
            raise _corrupt(where, f"its header entry {name!r} is malformed ({str(e)[:200]})")
        size = 1
        for s in shape:
            size *= s
        stored = numpy.dtype(_STORED[code][0])
        if end - begin != size * stored.itemsize:
            raise _corrupt(where, f"{name!r} holds {end - begin} bytes, its {code} shape {shape} needs "
                                  f"{size * stored.itemsize}")
        entries.append((begin, end, name, code, shape, size, stored))
    entries.sort(key=lambda t: (t[0], t[1]))
    at = 0
    for begin, end, name, *_ in entries:
        if begin != at:
            raise _corrupt(where, f"the data of {name!r} starts at byte {begin}, not {at} (overlapping or a gap)")
        at = end
    if at != len(buf):
        raise _corrupt(where, f"it is truncated: its header lists {at} bytes of data, the file has {len(buf)}"
                       if at > len(buf) else f"{len(buf) - at} bytes follow the data the header lists")
    desc = None
    if meta is not None and "ivy" in meta:
        try:
            desc = json.loads(meta["ivy"])
        except ValueError as e:
            raise _corrupt(where, f"ivy's description in it is no JSON ({e})") from None
        if not isinstance(desc, dict):
            raise _corrupt(where, "ivy's description in it is no JSON object")
    described = _described(desc, where)
    arrays = {}
    for begin, _, name, code, shape, size, stored in entries:
        a = numpy.frombuffer(buf, dtype=stored, count=size, offset=begin).reshape(shape)
        dt = _STORED[code][1]
        want = described.get(name)
        if want is not None and want[0] in _PAIR:
            if dt != {"complex64": "float32", "complex128": "float64"}[want[0]] or tuple(shape) != want[1] + (2,):
                raise _corrupt(where, f"{name!r} is described as {want[0]} {list(want[1])} but stored as {dt} {shape}")
            a = numpy.ascontiguousarray(a).view(_LE[want[0]]).reshape(want[1])
            dt = want[0]
        elif want is not None and (want[0] != dt or want[1] != tuple(shape)):
            raise _corrupt(where, f"{name!r} is described as {want[0]} {list(want[1])} but stored as {dt} {shape}")
        arrays[name] = (_host_values(a, dt), dt)
    _all_described(described, arrays, where)
    return Loaded("safetensors", arrays, desc)


def _host_values(a, dt):
    """The values of stored array ``a`` as a NumPy array a backend takes (bfloat16: float32, exact)."""
    numpy = np()
    if dt == "bfloat16":
        return (a.astype("<u4") << 16).view("<f4")
    return numpy.array(a, dtype=a.dtype.newbyteorder("="))  # a copy that owns its memory, native byte order


def _described(desc, where):
    """name -> (ivy dtype name, shape) from ivy's description (empty for others' files)."""
    if desc is None:
        return {}
    arrays = desc.get("arrays", {})
    out = {}
    try:
        for name, m in arrays.items():
            out[name] = (str(m["dtype"]), tuple(int(s) for s in m["shape"]))
    except (AttributeError, KeyError, TypeError, ValueError):
        raise _corrupt(where, "ivy's description of its arrays is malformed") from None
    return out


def _all_described(described, arrays, where):
    missing = sorted(set(described) - set(arrays))
    if missing:
        raise _corrupt(where, f"it lacks arrays its description lists: {missing[:10]} (truncated or edited)")


def _read_npz(data, where):
    numpy = np()
    arrays, desc = {}, None
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            names = zf.namelist()
            pickles = [m for m in names if m.endswith((".pkl", ".pickle")) or m.rpartition("/")[2] == "data.pkl"]
            if pickles:
                raise _pickled(where, f"is a zip of pickles ({pickles[0]}: a torch.save file?), which ivy "
                                      "does not read; load it with its framework")
            if zf.comment[:1] == b"{":
                desc = json.loads(zf.comment.decode("utf-8"))
            for m in names:
                if m == _DESCRIPTION:
                    desc = json.loads(zf.read(m).decode("utf-8"))
                    continue
                if not m.endswith(".npy"):
                    raise _corrupt(where, f"it is a zip with the member {m!r}, which is no .npy array")
                with zf.open(m) as fh:
                    try:
                        a = numpy.lib.format.read_array(fh, allow_pickle=False)
                    except ValueError as e:
                        if "allow_pickle" in str(e) or "Object arrays" in str(e):
                            raise _pickled(where, f"holds pickled objects (the object array {m[:-4]!r})") from None
                        raise
                if a.dtype.name not in _LE:
                    raise _corrupt(where, f"{m[:-4]!r} has the NumPy dtype {a.dtype}, which is no ivy dtype")
                arrays[m[:-4]] = a
    except IvyError:
        raise
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, OSError, ValueError, KeyError, UnicodeDecodeError,
            RuntimeError, NotImplementedError) as e:
        raise _corrupt(where, f"it is a damaged zip or npz ({type(e).__name__}: {e})") from None
    except Exception as e:  # noqa: BLE001 - zlib.error and other decoders' errors
        raise _corrupt(where, f"it is a damaged zip or npz ({type(e).__name__}: {e})") from None
    if desc is not None and not isinstance(desc, dict):
        raise _corrupt(where, "ivy's description in it is no JSON object")
    described = _described(desc, where)
    out = {}
    for name, a in arrays.items():
        want = described.get(name)
        dt = a.dtype.name
        if want is not None and want[0] == "bfloat16" and dt == "uint16":
            dt = "bfloat16"
        if want is not None and (want[0] != dt or want[1] != tuple(a.shape)):
            raise _corrupt(where, f"{name!r} is described as {want[0]} {list(want[1])} but stored as {dt} "
                                  f"{list(a.shape)}")
        out[name] = (_host_values(a, dt), dt)
    _all_described(described, out, where)
    return Loaded("npz", out, desc)


def _read_pickle(data, where):
    import pickle

    try:
        obj = pickle.loads(data)  # noqa: S301 - the caller passed allow_pickle=True
    except Exception as e:  # noqa: BLE001 - any failure of a damaged or foreign pickle
        raise _corrupt(where, f"unpickling it failed ({type(e).__name__}: {e})") from e
    return Loaded("pickle", obj=obj)


def to_array(values, dt, backend, where="", name=""):
    """An ``ivy.Array`` of host ``values`` (from :class:`Loaded`) with ivy dtype ``dt`` on ``backend``
    (a Backend, a name or None: the set or default one)."""
    import ivy

    target = "bfloat16" if dt == "bfloat16" else None
    try:
        x = ivy.asarray(values, dtype=None if target else _dtype(dt), backend=backend)
        if target:
            x = ivy.astype(x, ivy.bfloat16)
    except UnsupportedDtypeError as e:
        raise UnsupportedDtypeError(f"cannot load {name!r} of {where}: {e}") from e
    return x


# ------------------------------------------------------------ constructor arguments


class Unrecordable(Exception):
    """A constructor argument ivy cannot describe in JSON (an array, a user's function)."""


def encode(v, path="argument"):
    """JSON for a constructor argument: numbers, strings, None, lists, tuples, dicts with string
    keys, ivy dtypes, ivy's array functions (``ivy.relu``) and modules or initializers whose own
    arguments are recorded. :class:`Unrecordable` otherwise."""
    import math

    import ivy

    if v is None or v is True or v is False or isinstance(v, str):
        return v
    if type(v) is int:
        return v
    if type(v) is float:
        return v if math.isfinite(v) else {"$float": repr(v)}
    if type(v) is complex:
        return {"$complex": [encode(v.real), encode(v.imag)]}
    if isinstance(v, list):
        return [encode(x, f"{path}[{i}]") for i, x in enumerate(v)]
    if isinstance(v, tuple) and not hasattr(v, "_fields"):
        return {"$tuple": [encode(x, f"{path}[{i}]") for i, x in enumerate(v)]}
    if type(v) is dict and all(isinstance(k, str) for k in v):
        return {"$dict": {k: encode(x, f"{path}[{k!r}]") for k, x in v.items()}}
    if isinstance(v, ivy.Dtype):
        return {"$dtype": v.name}
    rec = getattr(v, "__dict__", {}).get("_ivy_init") if not isinstance(v, type) else None
    if rec is not None:
        if isinstance(rec, str):
            raise Unrecordable(f"{path} is a {type(v).__name__} whose {rec}")
        return {"$new": rec}
    name = getattr(v, "__name__", None)
    if callable(v) and name and getattr(ivy, name, None) is v and _is_api_function(v):
        return {"$ivy": name}
    raise Unrecordable(f"{path} is {_a(type(v).__name__)}, which a file cannot describe")


def _is_api_function(fn):
    """Whether ``fn`` is one of ivy's generated array functions (``ivy.relu``, ``ivy.tanh``): the only
    functions a file may name as a constructor argument (not ``ivy.save``, ``ivy.set_backend``, ...)."""
    return callable(fn) and hasattr(fn, "__ivy_source__")


def _a(word):
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def record(cls, args, kwargs):
    """``{"class": "module:Qual", "args": [...], "kwargs": {...}}`` of a constructor call, or the
    reason (a string) why it cannot be recorded."""
    try:
        return {"class": class_path(cls), "args": [encode(a, f"argument {i}") for i, a in enumerate(args)],
                "kwargs": {k: encode(a, f"argument {k!r}") for k, a in kwargs.items()}}
    except Unrecordable as e:
        return str(e)


def class_path(cls):
    return f"{cls.__module__}:{cls.__qualname__}"


def resolve(path, where):
    """The class a description names: an ``ivy.Module`` or initializer class of a module already
    imported (ivy imports nothing a file names, and constructs no other class)."""
    import sys

    from .stateful.initializers import Initializer
    from .stateful.module import Module

    mod, _, qual = str(path).partition(":")
    m = sys.modules.get(mod)
    if m is None:
        raise FileFormatError(f"{where} holds a {qual} of the module {mod!r}, which is not imported: import it "
                              "first (ivy imports nothing a file names), or construct the module yourself and "
                              "call .load_weights()")
    obj = m
    for part in qual.split("."):
        if part.startswith("<") or not part.isidentifier():
            raise FileFormatError(f"{where} names the class {path!r}, which cannot be looked up")
        obj = getattr(obj, part, None)
    if not (isinstance(obj, type) and issubclass(obj, (Module, Initializer))):
        raise FileFormatError(f"{where} names {path!r}, which is no ivy.Module or initializer class here")
    return obj


def decode(v, where):
    """The Python value of :func:`encode`'s JSON (constructing recorded modules and initializers)."""
    import ivy

    if isinstance(v, list):
        return [decode(x, where) for x in v]
    if not isinstance(v, dict):
        return v
    if len(v) != 1:
        raise FileFormatError(f"{where}: a constructor argument is malformed ({str(v)[:100]})")
    (tag, x), = v.items()
    if tag == "$tuple":
        return tuple(decode(e, where) for e in x)
    if tag == "$dict":
        return {k: decode(e, where) for k, e in x.items()}
    if tag == "$float":
        return float(x)
    if tag == "$complex":
        return complex(decode(x[0], where), decode(x[1], where))
    if tag == "$dtype":
        return ivy.dtype_from_name(x)
    if tag == "$ivy":
        fn = getattr(ivy, str(x), None)
        if not _is_api_function(fn):
            raise FileFormatError(f"{where}: {x!r} is none of ivy's array functions")
        return fn
    if tag == "$new":
        return construct(x, where)
    raise FileFormatError(f"{where}: a constructor argument is malformed ({str(v)[:100]})")


def construct(rec, where, cls=None):
    """The object a :func:`record` describes (``cls``: the class to use instead of the named one)."""
    if not isinstance(rec, dict) or not isinstance(rec.get("args", []), list) or not isinstance(
            rec.get("kwargs", {}), dict):
        raise FileFormatError(f"{where}: its module description is malformed")
    if cls is None:
        cls = resolve(rec.get("class"), where)
    args = [decode(a, where) for a in rec.get("args", [])]
    kwargs = {str(k): decode(a, where) for k, a in rec.get("kwargs", {}).items()}
    return cls(*args, **kwargs)
