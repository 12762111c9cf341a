"""ivy from many threads at once (the guarantees are in ivy-core's README, "Threads").

Per thread: ``using_backend`` blocks, and the default device and dtypes (``set_default_device``,
``set_default_*_dtype``, ``DefaultDevice``): a thread that sets one gets its own copy of the
stacks, starting from the main thread's; a thread that set nothing sees the main thread's.
Global: ``set_backend``, the modes, ``min_denominator``/``min_base``, the dispatch hook.

First use (discovering the backends, importing one, filling the per-type tables) takes locks;
afterwards nothing does. Before, 8 threads that started at once, half in ``using_backend("numpy")``
and half in ``using_backend("torch")``, failed 7 of 8 on a cold start ("a numpy array was passed
while the backend is 'numpy'": two threads had each discovered the backends and made their own
``Backend`` objects). The cold start is tested in fresh interpreters."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
import textwrap
import threading

import numpy as np
import pytest

import ivy

from .helpers import backend_name, device_name

_DEVICE_MODULE = importlib.import_module("ivy.device")

_COLD = textwrap.dedent('''
    import sys, threading
    import ivy
    names = sys.argv[1].split(",")
    n = int(sys.argv[2])
    barrier = threading.Barrier(n)
    failures = []

    def work(i):
        name = names[i % len(names)]
        barrier.wait()
        try:
            with ivy.using_backend(name):
                x = ivy.asarray([1.0, 2.0, 3.0])
                s = ivy.sum(x * x)
                assert float(s) == 14.0, float(s)
                assert ivy.current_backend(x).name == name, (ivy.current_backend(x).name, name)
                assert ivy.current_backend().name == name
                n_x = x.data
                assert float(ivy.sum(n_x)) == 6.0  # a native array, its backend inferred
        except BaseException as e:
            failures.append(f"{name}: {type(e).__name__}: {e}")

    threads = [threading.Thread(target=work, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print(len(failures))
    for f in failures:
        print(f)
''')


def _other_backends():
    """The backend under test, and numpy where it is another installed backend (cheap to import)."""
    names = [backend_name()]
    if "numpy" in ivy.backends() and backend_name() != "numpy":
        names.append("numpy")
    return names


@pytest.mark.parametrize("run", range(5 if os.environ.get("HYPOTHESIS_PROFILE") == "thorough" else 1))
def test_cold_start_from_many_threads(run):
    """A fresh interpreter whose first ivy calls come from 16 threads at once, in
    ``using_backend`` blocks of different backends: every result right, no thread's backend
    leaking into another's (one interpreter in the ci profile, each ~the import of the backend;
    five in the thorough one)."""
    names = _other_backends()
    env = dict(os.environ)
    env.pop("IVY_BACKEND", None)
    out = subprocess.run([sys.executable, "-c", _COLD, ",".join(names), "16"], capture_output=True, text=True,
                         env=env, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    lines = out.stdout.strip().splitlines()
    assert lines and lines[0] == "0", "\n".join(lines[:10])


def _float_dtypes():
    b = ivy.get_backend(backend_name()).load()
    held = set(b.supported_dtypes())
    return [d for d in (ivy.float64, ivy.float16, ivy.bfloat16, ivy.float32) if d in held]


def test_threads_keep_their_own_settings():
    """24 threads at once, each in its own ``using_backend`` block, each with its own default float
    dtype (set, or left to the main thread's), default device, and a module it builds and calls:
    every result is checked, and no thread sees another's settings."""
    # (with --ivy-device, the main thread's device is one only the backend under test has)
    names = [backend_name()] if device_name() else _other_backends()
    dtypes = _float_dtypes()
    devices = ivy.devices(backend=backend_name())
    n = 24
    barrier = threading.Barrier(n)
    failures = []
    main_stack = list(ivy.default_float_dtype_stack)

    def work(i):
        name = names[i % len(names)]
        own = dtypes[i % len(dtypes)] if i % 3 else None  # every third thread sets none
        barrier.wait()
        try:
            with ivy.using_backend(name):
                for _ in range(3):
                    if own is not None:
                        ivy.set_default_float_dtype(own)
                        ivy.set_default_device(devices[i % len(devices)] if name == backend_name() else "cpu")
                    expect = own if own is not None else ivy.float32
                    assert ivy.default_float_dtype() is expect, (ivy.default_float_dtype(), expect)
                    assert list(ivy.default_float_dtype_stack) == main_stack + ([own] if own is not None else [])
                    z = ivy.zeros((2, 3))
                    assert z.dtype is expect and ivy.current_backend(z).name == name
                    assert ivy.asarray([1.5]).dtype is expect
                    layer = ivy.Linear(3, 2, dtype=ivy.float32)
                    x = np.arange(6, dtype=np.float32).reshape(2, 3)
                    y = layer(ivy.asarray(x, dtype=ivy.float32))
                    w, b = (ivy.to_numpy(layer.v[k]) for k in ("w", "b"))
                    np.testing.assert_allclose(ivy.to_numpy(y), x @ w.T + b, rtol=1e-5, atol=1e-5)
                    assert ivy.current_backend(y).name == name
                    if own is not None:
                        ivy.unset_default_device()
                        ivy.unset_default_float_dtype()
                    assert ivy.default_float_dtype() is ivy.float32
        except BaseException as e:  # noqa: BLE001 - reported below
            failures.append(f"thread {i} ({name}, {own}): {type(e).__name__}: {e}")

    threads = [threading.Thread(target=work, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not failures, "\n".join(failures[:5])
    assert list(ivy.default_float_dtype_stack) == main_stack  # the main thread saw none of it
    assert ivy.zeros(1).dtype is ivy.float32


def test_a_thread_starts_from_the_main_threads_settings():
    """The main thread's defaults hold in a worker until it sets its own; the worker's changes
    (a copy) are not seen by the main thread, nor by a later worker."""
    seen = {}
    ivy.set_default_float_dtype(ivy.float64)
    try:
        def worker():
            seen["inherited"] = ivy.zeros(1).dtype
            ivy.set_default_float_dtype(ivy.float16)
            seen["own"] = ivy.default_float_dtype()
            seen["stack"] = list(ivy.default_float_dtype_stack)
            ivy.unset_default_float_dtype()
            ivy.unset_default_float_dtype()  # pops its copy of the main thread's float64
            seen["after"] = ivy.default_float_dtype()

        t = threading.Thread(target=worker)
        t.start()
        t.join()
        assert seen == {"inherited": ivy.float64, "own": ivy.float16, "stack": [ivy.float64, ivy.float16],
                        "after": ivy.float32}
        assert ivy.default_float_dtype() is ivy.float64 and list(ivy.default_float_dtype_stack) == [ivy.float64]
    finally:
        ivy.unset_default_float_dtype()
    assert ivy._dispatch._GLOBALS["_DT"] is None  # no thread holds a setting: the dispatchers pay nothing


def test_default_device_blocks_are_per_thread():
    device = device_name() or ivy.devices(backend=backend_name())[0]
    got = {}

    def worker():
        with ivy.DefaultDevice(device):
            got["in"] = ivy.default_device()
            barrier.wait()  # the main thread looks now
            barrier.wait()
        got["out"] = list(_DEVICE_MODULE._default_device_stack)

    barrier = threading.Barrier(2)
    t = threading.Thread(target=worker)
    t.start()
    barrier.wait()
    main_view = list(_DEVICE_MODULE._default_device_stack)
    barrier.wait()
    t.join()
    assert got["in"] == device
    assert main_view == ([device_name()] if device_name() else [])
    assert got["out"] == main_view


def test_using_backend_is_per_thread_and_set_backend_global():
    other = sorted((n for n in ivy.backends() if n != backend_name()), key=lambda n: n != "numpy")  # numpy: cheap
    if not other:
        pytest.skip("only one backend is installed: nothing to tell apart")
    seen = {}
    ready, done = threading.Event(), threading.Event()

    def worker():
        with ivy.using_backend(other[0]):
            ready.set()
            done.wait(30)
            seen["worker"] = ivy.current_backend().name

    t = threading.Thread(target=worker)
    t.start()
    ready.wait(30)
    seen["main"] = ivy.current_backend().name  # the session's set_backend, not the worker's block
    done.set()
    t.join()
    assert seen == {"main": backend_name(), "worker": other[0]}
