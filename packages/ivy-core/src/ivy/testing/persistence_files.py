"""The reference files of ``test_persistence``: one Container of every dtype a backend holds, and
one module, written by each backend (``data/written_by_<backend>.safetensors`` / ``.npz`` and
``data/module_written_by_<backend>.safetensors``), so that each backend's run of the suite reads
what every other backend wrote, and checks that it writes the same bytes itself.

Run once per backend (the MXNet one from its own venv) to make them again::

    python -m ivy.testing.persistence_files numpy torch jax tensorflow
    /work/venv-mxnet/bin/python -m ivy.testing.persistence_files mxnet
"""

from __future__ import annotations

import os
import sys

import numpy as np

DATA = os.path.join(os.path.dirname(__file__), "data")
WRITERS = ("numpy", "torch", "jax", "tensorflow", "mxnet")

_F = [0.0, -0.0, 1.5, -2.25, float("inf"), -float("inf"), float("nan")]


def reference_values():
    """key chain -> (ivy dtype name, NumPy values; bfloat16 as float32 values it holds exactly): every
    ivy dtype, with each float type's extremes (its largest value, smallest normal and subnormal,
    -0.0, infinities, NaN), each integer type's bounds, a 0-d and an empty array."""
    out = {"bool/b": ("bool", np.array([[True, False, True], [False, False, True]]))}
    for name in ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"):
        info = np.iinfo(name)
        vals = [info.min, info.max, 0, 1, 7, info.max - 1]
        out[f"ints/{name}"] = (name, np.array(vals, dtype=name).reshape(2, 3))
    for name in ("float16", "float32", "float64"):
        info = np.finfo(name)
        vals = _F + [float(info.max), float(info.smallest_normal), float(info.smallest_subnormal)]
        out[f"floats/{name}"] = (name, np.array(vals, dtype=name).reshape(2, 5))
    bf16 = _F + [3.3895313892515355e38, 2.0 ** -126, 2.0 ** -133]  # largest, smallest normal, subnormal
    out["floats/bfloat16"] = ("bfloat16", np.array(bf16, dtype=np.float32).reshape(2, 5))
    for name, real in (("complex64", np.float32), ("complex128", np.float64)):
        re = np.array([1.0, -0.0, 3.5, float(np.finfo(real).max)], dtype=real)
        im = np.array([2.0, -1.5, -0.0, float(np.finfo(real).smallest_subnormal)], dtype=real)
        out[f"complex/{name}"] = (name, (re + 1j * im).astype(name).reshape(2, 2))
    out["shapes/scalar"] = ("float32", np.array(3.25, dtype=np.float32))
    out["shapes/empty"] = ("int64", np.zeros((0, 4), dtype=np.int64))
    return out


def module_values():
    """The variables of :func:`reference_module`: ``Linear(3, 4)``, ``ReLU()``, ``Linear(4, 2)``."""
    return {"submodules/v0/w": np.arange(12, dtype=np.float32).reshape(4, 3) / 8 - 0.5,
            "submodules/v0/b": np.array([0.25, -0.5, 0.0, 1.0], dtype=np.float32),
            "submodules/v2/w": np.arange(8, dtype=np.float32).reshape(2, 4) / 4 - 1.0,
            "submodules/v2/b": np.array([-0.125, 0.5], dtype=np.float32)}


def reference_module(backend):
    """The reference module with :func:`module_values`' variables, on ``backend``."""
    import ivy

    with ivy.using_backend(backend):
        m = ivy.Sequential(ivy.Linear(3, 4), ivy.ReLU(), ivy.Linear(4, 2))
        m.v = ivy.Container.unflatten_key_chains({k: ivy.asarray(a) for k, a in module_values().items()})
    return m


def held(backend):
    """The ivy dtype names ``backend`` holds."""
    import ivy

    return {d.name for d in ivy.get_backend(backend).load().supported_dtypes()}


def reference_container(backend):
    """The reference values of the dtypes ``backend`` holds, as a Container on it."""
    import ivy

    have = held(backend)
    leaves = {}
    for kc, (dt, values) in reference_values().items():
        if dt in have:
            x = ivy.asarray(values, backend=backend)
            leaves[kc] = ivy.astype(x, ivy.dtype_from_name(dt))
    return ivy.Container.unflatten_key_chains(leaves)


def write_files(backend, where=DATA):
    os.makedirs(where, exist_ok=True)
    c = reference_container(backend)
    c.cont_save(os.path.join(where, f"written_by_{backend}.safetensors"))
    c.cont_save(os.path.join(where, f"written_by_{backend}.npz"))
    reference_module(backend).save(os.path.join(where, f"module_written_by_{backend}.safetensors"))


def main(argv=None):
    for backend in (argv if argv is not None else sys.argv[1:]) or WRITERS:
        write_files(backend)
        print("wrote the files of", backend)


if __name__ == "__main__":
    main()
