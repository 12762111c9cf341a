"""Choosing the backend (ARCHITECTURE.md §3), partial and compositional
implementations, the dispatch hook, ``backend_info`` and ``to_backend``."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading

import numpy as np
import pytest

import ivy
from ivy import _dispatch

HAS_STRICT = "strict" in ivy.backends()
FUNCTION_SOURCES = {"native", "partial", "compositional", "missing"}


def _run(code, **env):
    """Run ``code`` in a fresh interpreter; return its stdout (fails the test on a non-zero exit)."""
    e = dict(os.environ)
    e.pop("IVY_BACKEND", None)
    e.update(env)
    p = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, env=e,
                       timeout=120)
    assert p.returncode == 0, p.stderr
    return p.stdout.strip()


# ------------------------------------------------------------------ backend=


def test_backend_keyword_by_name_and_object():
    by_name = ivy.zeros(3, backend="numpy")
    by_obj = ivy.zeros(3, backend=ivy.get_backend("numpy"))
    for x in (by_name, by_obj):
        assert isinstance(x, ivy.Array) and isinstance(x.data, np.ndarray)
        assert x.backend.name == "numpy"
    a = np.ones(2, dtype=np.float32)
    r = ivy.add(a, a, backend="numpy")
    assert type(r) is np.ndarray  # native in, native out


def test_backend_keyword_wins_over_set_backend(other):
    ivy.set_backend(other)
    assert ivy.zeros(2).backend is other
    assert ivy.zeros(2, backend="numpy").backend.name == "numpy"
    with ivy.using_backend(other):
        assert ivy.zeros(2, backend="numpy").backend.name == "numpy"


def test_backend_keyword_other_backend(other):
    x = ivy.ones(3, backend=other)
    assert x.backend is other
    r = ivy.add(x, x)  # inferred from the arrays
    assert r.backend is other
    np.testing.assert_array_equal(np.asarray(r), np.full(3, 2.0, np.float32))


# ----------------------------------------------------------- set / using


def test_set_and_unset_backend(other):
    assert ivy.current_backend().name == "numpy"  # the default when installed
    ivy.set_backend(other.name)
    assert ivy.current_backend() is other
    assert ivy.asarray([1.0]).backend is other
    ivy.unset_backend()
    assert ivy.current_backend().name == "numpy"
    assert ivy.asarray([1.0]).backend.name == "numpy"


def test_set_backend_by_object(other):
    ivy.set_backend(other)
    assert ivy.current_backend() is other


def test_using_backend_nests_and_restores(other):
    assert ivy.current_backend().name == "numpy"
    with ivy.using_backend(other) as b:
        assert b is other
        assert ivy.current_backend() is other
        with ivy.using_backend("numpy"):
            assert ivy.current_backend().name == "numpy"
            assert ivy.zeros(1).backend.name == "numpy"
            with ivy.using_backend(other):
                assert ivy.zeros(1).backend is other
            assert ivy.zeros(1).backend.name == "numpy"
        assert ivy.current_backend() is other
        assert ivy.zeros(1).backend is other
    assert ivy.current_backend().name == "numpy"
    assert "backend" not in _dispatch._state.__dict__


def test_using_backend_restores_on_error(other):
    with pytest.raises(ZeroDivisionError):
        with ivy.using_backend(other):
            1 / 0  # noqa: B018
    assert ivy.current_backend().name == "numpy"


def test_using_backend_over_a_set_backend(other):
    ivy.set_backend(other)
    with ivy.using_backend("numpy"):
        assert ivy.zeros(1).backend.name == "numpy"
    assert ivy.zeros(1).backend is other


def test_fast_path_flag_resets(other):
    """With nothing set anywhere, generated functions take their fast path again."""
    assert _dispatch._GLOBALS["_SB"] is None
    with ivy.using_backend(other):
        assert _dispatch._GLOBALS["_SB"] is not None
    assert _dispatch._GLOBALS["_SB"] is None
    ivy.set_backend(other)
    assert _dispatch._GLOBALS["_SB"] is not None
    ivy.unset_backend()
    assert _dispatch._GLOBALS["_SB"] is None


def test_using_backend_is_thread_local(other):
    """A thread sees the global backend, not another thread's using_backend block."""
    inside, release = threading.Event(), threading.Event()
    seen = {}

    def worker():
        with ivy.using_backend(other):
            seen["worker"] = ivy.current_backend().name
            seen["worker_zeros"] = ivy.zeros(2).backend.name
            inside.set()
            release.wait(10)
        seen["worker_after"] = ivy.current_backend().name

    t = threading.Thread(target=worker)
    t.start()
    assert inside.wait(10)
    seen["main"] = ivy.current_backend().name
    seen["main_zeros"] = ivy.zeros(2).backend.name
    a = np.ones(2, dtype=np.float32)
    seen["main_native"] = type(ivy.add(a, a)).__module__.partition(".")[0]
    release.set()
    t.join(10)
    assert seen == {"worker": other.name, "worker_zeros": other.name, "worker_after": "numpy",
                    "main": "numpy", "main_zeros": "numpy", "main_native": "numpy"}


def test_set_backend_is_seen_by_other_threads(other):
    ivy.set_backend(other)
    seen = {}

    def worker():
        seen["global"] = ivy.current_backend().name
        with ivy.using_backend("numpy"):
            seen["scoped"] = ivy.zeros(1).backend.name

    t = threading.Thread(target=worker)
    t.start()
    t.join(10)
    assert seen == {"global": other.name, "scoped": "numpy"}
    assert ivy.current_backend() is other  # the worker's block did not leak into this thread


# ----------------------------------------------------------------- inference


def test_inference_from_native_arrays():
    a = np.arange(3, dtype=np.int32)
    r = ivy.add(a, a)
    assert type(r) is np.ndarray and r.dtype == np.int32
    assert _dispatch._TYPES[np.ndarray].name == "numpy"  # cached per type
    assert ivy.current_backend(a).name == "numpy"


def test_inference_from_other_backend_arrays(other):
    x = ivy.ones(2, backend=other).data
    r = ivy.add(x, x)
    assert _dispatch.backend_of(r) is other and not isinstance(r, ivy.Array)
    assert ivy.current_backend(x) is other


def test_asarray_of_a_list_goes_to_the_backend_of_its_first_array(other):
    """With nothing set, a nested list starting with another backend's array (native or wrapped)
    becomes an array of that backend, as any function taking that array would give."""
    x = ivy.ones((), backend=other)
    for obj in ([x.data, 2.0], [[x], [x]], (x, 1), [[x.data, 3.0]]):
        r = ivy.asarray(obj)
        assert isinstance(r, ivy.Array) and _dispatch.backend_of(r) is other, obj
    assert np.asarray(ivy.asarray([x, 2.0])).tolist() == [1.0, 2.0]
    # a list that does not start with an array, or holds none: the default backend
    for obj in ([2.0, x], [], [[]], [1, 2]):
        assert _dispatch.backend_of(ivy.asarray(obj)).name == "numpy", obj
    # a chosen backend wins over the list's arrays
    assert _dispatch.backend_of(ivy.asarray([x], backend="numpy")).name == "numpy"
    with ivy.using_backend("numpy"):
        assert _dispatch.backend_of(ivy.asarray([x.data])).name == "numpy"


def test_python_scalars_and_unknown_types_belong_to_no_backend():
    for v in (1, 2.0, 1j, True, None, [1], (1,), "s"):
        assert _dispatch.backend_of(v) is None

    class Foreign:
        pass

    assert _dispatch.backend_of(Foreign()) is None


def test_inference_never_imports_a_framework():
    out = _run("""
        import sys
        import ivy
        assert "numpy" not in sys.modules, "import ivy imported numpy"
        ivy.backends()
        assert "numpy" not in sys.modules, "discovering backends imported numpy"

        class Tensor:  # looks like a torch tensor by its module
            pass
        Tensor.__module__ = "torch._tensor"
        found = ivy._dispatch.backend_of(Tensor())  # the torch plugin, where one is installed
        assert (found and found.name) == ("torch" if "torch" in ivy.backends() else None), found
        assert "torch" not in sys.modules

        import numpy as np
        before = set(sys.modules)
        a = np.ones(2)
        ivy.add(a, a)
        new = sorted(m for m in set(sys.modules) - before
                     if not m.startswith(("ivy_backend_numpy", "numpy")))
        print(new)
        print([m for m in sys.modules if m.startswith(("array_api_strict", "torch", "jax", "tensorflow"))])
    """)
    new, frameworks = out.splitlines()
    assert frameworks == "[]", frameworks
    assert "ivy_backend_strict.hooks" not in new


def test_ivy_backend_env_default():
    code = "import ivy; print(ivy.zeros(2).backend.name, ivy.current_backend().name)"
    assert _run(code, IVY_BACKEND="numpy") == "numpy numpy"
    assert _run(code, IVY_BACKEND="np") == "numpy numpy"  # an alias
    assert _run(code) == "numpy numpy"  # numpy is the default when installed


@pytest.mark.skipif(not HAS_STRICT, reason="needs the ivy-backend-strict plugin installed (nox -s plugin)")
def test_ivy_backend_env_selects_strict():
    assert _run("import ivy; print(ivy.zeros(2).backend.name)", IVY_BACKEND="strict") == "strict"


def test_ivy_backend_env_unknown():
    out = _run("""
        import ivy
        try:
            ivy.zeros(2)
        except ivy.UnknownBackendError as e:
            print(e)
    """, IVY_BACKEND="nosuchfw")
    assert "nosuchfw" in out and "numpy" in out and "pip install ivy-backend-nosuchfw" in out


# ------------------------------------------------------------- mixed / errors


def test_mixed_frameworks_error(other):
    a = np.ones(2, dtype=np.float32)
    b = ivy.ones(2, backend=other)
    for call in (lambda: ivy.add(a, b.data), lambda: ivy.add(b.data, a), lambda: ivy.add(ivy.asarray(a), b),
                 lambda: ivy.asarray(a) + b):
        with pytest.raises(ivy.MixedFrameworksError) as e:
            call()
        assert "numpy" in str(e.value) and other.name in str(e.value)
        assert "to_backend" in str(e.value)
    with pytest.raises(ivy.MixedFrameworksError):
        ivy.add(b.data, b.data, backend="numpy")


def test_mixed_frameworks_in_a_sequence(other):
    a = np.ones(2, dtype=np.float32)
    with pytest.raises(ivy.MixedFrameworksError):
        ivy.concat([a, ivy.ones(2, backend=other).data])


def test_asarray_converts_a_foreign_array_to_the_chosen_backend(other):
    a = np.asarray([1.0, 2.0], dtype=np.float32)
    with ivy.using_backend(other):
        x = ivy.asarray(a)
    assert x.backend is other
    y = ivy.asarray(a, backend=other)
    assert y.backend is other
    z = ivy.asarray(y.data, backend="numpy")
    assert type(z.data) is np.ndarray
    for arr in (x, y, z):
        np.testing.assert_array_equal(np.asarray(arr), a)
    # without a chosen backend, asarray keeps the array's own framework
    assert ivy.asarray(y.data).backend is other


def test_to_backend_resolves_mixing(other):
    a = ivy.asarray([1.0, 2.0])
    b = ivy.to_backend(ivy.asarray([3.0, 4.0], backend=other), "numpy")
    assert b.backend.name == "numpy"
    np.testing.assert_array_equal(np.asarray(a + b), np.asarray([4.0, 6.0], np.float32))


@pytest.mark.parametrize("name,dist", [("jax", "ivy-backend-jax"), ("torch", "ivy-backend-torch"),
                                       ("tensorflow", "ivy-backend-tf"), ("tf", "ivy-backend-tf"),
                                       ("mxnet", "ivy-backend-mxnet")])
def test_unknown_backend_error(name, dist):
    if _dispatch._ALIASES.get(name, name) in ivy.backends():
        pytest.skip(f"the {name} backend is installed in this environment")
    for call in (lambda: ivy.set_backend(name), lambda: ivy.zeros(2, backend=name),
                 lambda: ivy.using_backend(name).__enter__(), lambda: ivy.backend_info(name),
                 lambda: ivy.to_backend(ivy.zeros(1), name), lambda: ivy.get_backend(name)):
        with pytest.raises(ivy.UnknownBackendError) as e:
            call()
        msg = str(e.value)
        assert repr(name) in msg
        assert "installed backends:" in msg and "numpy" in msg
        assert f"pip install {dist}" in msg
    assert ivy.current_backend().name == "numpy"  # nothing was set by the failed calls


def test_backend_must_be_a_name_or_backend():
    with pytest.raises(ivy.InvalidArgumentError, match="backend must be"):
        ivy.set_backend(3)


def test_function_missing_error(fake):
    with pytest.raises(ivy.FunctionMissingError) as e:
        ivy.sin(ivy.ones(2, backend="fake"))
    msg = str(e.value)
    assert "ivy.sin" in msg and "'fake'" in msg
    assert "numpy" in msg  # the backends that have it
    assert ivy.backend_info("fake")["functions"]["sin"] == "missing"


def test_unsupported_dtype_error_names_backend_function_dtype():
    for call, fn in ((lambda: ivy.zeros(3, dtype=ivy.bfloat16), "zeros"),
                     (lambda: ivy.ones((2, 2), dtype="bfloat16"), "ones"),
                     (lambda: ivy.asarray([1.0], dtype=ivy.bfloat16), "asarray")):
        with pytest.raises(ivy.UnsupportedDtypeError) as e:
            call()
        msg = str(e.value)
        assert "numpy" in msg and fn in msg and "bfloat16" in msg
    assert isinstance(e.value, TypeError)


def test_unsupported_dtype_of_one_function(fake):
    x = ivy.ones(2, dtype=ivy.int8, backend="fake")
    with pytest.raises(ivy.UnsupportedDtypeError) as e:
        ivy.multiply(x, x)
    msg = str(e.value)
    assert "'fake'" in msg and "multiply" in msg and "int8" in msg
    y = ivy.ones(2, dtype=ivy.int16, backend="fake")
    np.testing.assert_array_equal(np.asarray(ivy.multiply(y, y)), np.ones(2, np.int16))
    assert ivy.backend_info("fake")["unsupported_dtypes_by_function"] == {"multiply": ["int8"]}


def test_bad_dtype_and_device_arguments():
    with pytest.raises(ivy.InvalidArgumentError, match="float33"):
        ivy.zeros(2, dtype="float33")
    with pytest.raises(ivy.InvalidArgumentError, match="not a dtype"):
        ivy.zeros(2, dtype=5)
    assert ivy.zeros(2, dtype=np.dtype("int16")).dtype is ivy.int16  # the backend's own dtype is fine
    with pytest.raises(ivy.InvalidArgumentError, match="cpu"):
        ivy.zeros(2, device="gpu:3")


def test_shape_errors_are_ivy_errors():
    a, b = np.ones(2, np.float32), np.ones(3, np.float32)
    for call, fn in ((lambda: ivy.add(a, b), "add"), (lambda: ivy.add(ivy.asarray(a), ivy.asarray(b)), "add"),
                     (lambda: ivy.asarray(a) * ivy.asarray(b), "multiply"),
                     (lambda: ivy.matmul(ivy.ones((2, 3)), ivy.ones((2, 3))), "matmul")):
        with pytest.raises(ivy.ShapeError) as e:
            call()
        assert f"ivy.{fn}" in str(e.value) and "numpy" in str(e.value)
        assert isinstance(e.value, ValueError)
        assert e.value.__cause__ is not None  # the framework's own error stays attached
    with pytest.raises(ivy.ShapeError):
        ivy.ones((2, 3)).T.T[None].T  # noqa: B018
    with pytest.raises(IndexError):  # an out-of-range index stays an IndexError
        ivy.ones(2)[5]


# ------------------------------------------------- partial and compositional


def test_partial_implementation(fake, fake_calls, test_api):
    double = test_api["ivytest_double"]
    v = ivy.asarray([1.0, 2.0], backend="fake")
    r = double(v)  # 1-d: the backend's predicate holds -> native
    assert fake_calls == ["ivytest_double"]
    np.testing.assert_array_equal(np.asarray(r), [2.0, 4.0])
    fake_calls.clear()
    m = ivy.asarray([[1.0], [2.0]], backend="fake")
    r = double(m)  # 2-d: the predicate fails -> ivy-core's composition (x + x with the backend's add)
    assert fake_calls == ["add"]
    np.testing.assert_array_equal(np.asarray(r), [[2.0], [4.0]])
    assert isinstance(r, ivy.Array) and r.backend is fake
    assert ivy.backend_info("fake")["functions"]["ivytest_double"] == "partial"


def test_with_fallback_implementation(fake, fake_calls, test_api):
    """ivy.plugin.with_fallback: the backend function gets the composition as its first argument."""
    quad = test_api["ivytest_quad"]
    for _ in range(2):  # the second round runs from the filled dispatch tables
        fake_calls.clear()
        r = quad(ivy.asarray([1.0, 2.0], backend="fake"))  # 1-d: covered by the backend
        assert fake_calls == ["ivytest_quad"]
        np.testing.assert_array_equal(np.asarray(r), [4.0, 8.0])
        fake_calls.clear()
        r = quad(ivy.asarray([[1.0], [2.0]], backend="fake"))  # 2-d: handed to the composition
        assert fake_calls == ["add", "add", "add"]
        np.testing.assert_array_equal(np.asarray(r), [[4.0], [8.0]])
        assert isinstance(r, ivy.Array) and r.backend is fake
    assert ivy.backend_info("fake")["functions"]["ivytest_quad"] == "partial"
    # no composition to hand over: the missing-function error, naming the function
    nocomp = test_api["ivytest_nocomp"]
    assert nocomp(ivy.asarray([1.0], backend="fake")).shape == (1,)
    with pytest.raises(ivy.FunctionMissingError, match="ivytest_nocomp"):
        nocomp(ivy.asarray([[1.0]], backend="fake"))


def test_half_in_float32(test_api):
    """api(half_in_float32=True): a float16 first argument runs the function in float32 and its
    float32 results come back as float16 (other results as they are); other dtypes pass as they
    come, without a cast."""
    from conftest import HALF_SEEN

    half = test_api["ivytest_half"]
    HALF_SEEN.clear()
    y, i = half(np.asarray([1.5, 2048.0], np.float16))
    assert HALF_SEEN == [ivy.float32]
    assert y.dtype == np.float16 and y.tolist() == [3.0, 4096.0]
    assert i.dtype == np.int32 and i.tolist() == [1, 2048]
    for d in (np.float32, np.float64, np.int8):
        HALF_SEEN.clear()
        y, _ = half(np.asarray([1, 2], d))
        assert HALF_SEEN == [ivy.dtype_from_name(np.dtype(d).name)] and y.dtype == d
    y, _ = half(ivy.asarray([1.0], dtype=ivy.float16))  # an ivy.Array: the same, wrapped
    assert isinstance(y, ivy.Array) and y.dtype == ivy.float16


def test_compositional_fallback(fake, fake_calls, test_api):
    triple = test_api["ivytest_triple"]
    r = triple(ivy.asarray([1, 2], dtype=ivy.int32, backend="fake"))
    assert fake_calls == ["add", "add"]
    np.testing.assert_array_equal(np.asarray(r), np.asarray([3, 6], np.int32))
    assert ivy.backend_info("fake")["functions"]["ivytest_triple"] == "compositional"
    # numpy has neither natively either: the same composition runs on it, native in, native out
    r = triple(np.asarray([1.5], np.float32))
    assert type(r) is np.ndarray and r.dtype == np.float32 and r[0] == 4.5
    assert ivy.backend_info("numpy")["functions"]["ivytest_triple"] == "compositional"


# ------------------------------------------------------------- backend_info


def test_backend_info_numpy():
    import ivy_backend_numpy

    info = ivy.backend_info("numpy")
    assert info["name"] == "numpy"
    assert info["plugin"] == "ivy-backend-numpy"
    assert info["plugin_version"] == ivy_backend_numpy.__version__
    assert info["framework"] == "numpy"
    assert info["framework_version"] == np.__version__
    assert info["unsupported_dtypes"] == ["bfloat16"]
    assert set(info["dtypes"]) == {d.name for d in ivy.all_dtypes} - {"bfloat16"}
    assert info["devices"] == ["cpu"]
    assert set(info["functions"]) == set(_dispatch.REGISTRY)
    assert set(info["functions"].values()) <= FUNCTION_SOURCES
    assert info["functions"]["add"] == "native"
    assert isinstance(info["unsupported_dtypes_by_function"], dict)


def test_backend_info_fake(fake, test_api):
    info = ivy.backend_info("fake")
    assert info["plugin"] == "ivy-backend-fake" and info["framework_version"] == "0.0.1"
    assert set(info["unsupported_dtypes"]) == {"float16", "bfloat16"}
    f = info["functions"]
    assert f["add"] == f["multiply"] == f["asarray"] == "native"
    assert f["ivytest_double"] == "partial" and f["ivytest_triple"] == "compositional"
    assert f["cos"] == "missing"


def test_backends_lists_installed_with_versions():
    import ivy_backend_numpy

    bs = ivy.backends()
    assert bs["numpy"] == ivy_backend_numpy.__version__
    assert list(bs) == sorted(bs)


# -------------------------------------------------------------- dispatch hook


def test_dispatch_hooks_compose_newest_outermost():
    """Two tools hooking dispatch at once (a tracer while a recording tape is on): both see every
    call once, the newest first; removing either leaves the other; set_dispatch_hook replaces all."""
    import ivy_backend_numpy.elementwise as npe

    order = []

    def make(tag):
        def hook(backend, name, fn, args, kwargs):
            order.append((tag, name, getattr(fn, "__ivy_raw__", fn) is npe.add))
            return fn(*args, **kwargs)
        return hook

    inner, outer = make("inner"), make("outer")
    b = ivy.get_backend("numpy").load()
    x = np.asarray([1.0, 2.0], np.float32)
    try:
        assert ivy.add_dispatch_hook(inner) is inner
        ivy.add_dispatch_hook(outer)
        ivy.add_dispatch_hook(outer)  # installed already: nothing changes
        assert ivy.dispatch_hooks() == (inner, outer)
        np.testing.assert_array_equal(ivy.add(x, x), x + x)
        assert order == [("outer", "add", True), ("inner", "add", True)]
        ivy.remove_dispatch_hook(inner)
        order.clear()
        ivy.add(x, x)
        assert order == [("outer", "add", True)] and ivy.get_dispatch_hook() is outer
        ivy.remove_dispatch_hook(inner)  # not installed: nothing happens
        with pytest.raises(ivy.ArgumentTypeError):
            ivy.add_dispatch_hook(object())
        ivy.add_dispatch_hook(inner)
        ivy.set_dispatch_hook(None)
        assert ivy.dispatch_hooks() == () and b.add is npe.add
    finally:
        ivy.set_dispatch_hook(None)


def test_dispatch_hook_sees_every_backend_call():
    import ivy_backend_numpy.elementwise as npe

    calls = []

    def hook(backend, name, fn, args, kwargs):
        calls.append((backend.name, name))
        return fn(*args, **kwargs)

    b = ivy.get_backend("numpy").load()
    ivy.set_dispatch_hook(hook)
    try:
        assert ivy.get_dispatch_hook() is hook
        assert b.add is not npe.add
        x = ivy.asarray([1.0, 2.0])
        y = x + x
        z = ivy.multiply(y.data, y.data)  # native arrays: the fast path is hooked too
        ivy.matmul(x, x)
        ivy.negative(x, backend="numpy")
        -x  # noqa: B018
    finally:
        ivy.set_dispatch_hook(None)
    assert calls == [("numpy", "asarray"), ("numpy", "add"), ("numpy", "multiply"), ("numpy", "matmul"),
                     ("numpy", "negative"), ("numpy", "negative")]
    np.testing.assert_array_equal(z, np.asarray([4.0, 16.0], np.float32))
    # Removed: the backend table holds the raw functions again, nothing in between.
    assert ivy.get_dispatch_hook() is None
    assert b.add is npe.add
    for qual, spec in _dispatch.REGISTRY.items():
        assert getattr(b, spec.attr) is b._raw[qual], qual
    calls.clear()
    ivy.add(np.ones(1), np.ones(1))
    assert calls == []


def test_a_hook_set_removed_and_set_again_and_another_hook_each_see_their_calls():
    """The pattern of a tracer (the same hook set and removed around each trace) and a second
    hook after it: the backend's functions are the hooked ones of the hook set now, the raw ones
    once it is removed (the hooked tables are kept per hook, and made again when a function is
    installed again)."""
    import ivy_backend_numpy.elementwise as npe

    b = ivy.get_backend("numpy").load()
    seen = []

    def first(backend, name, fn, args, kwargs):
        seen.append(("first", name))
        return fn(*args, **kwargs)

    def second(backend, name, fn, args, kwargs):
        seen.append(("second", name))
        return fn(*args, **kwargs)

    a = np.ones(2, dtype=np.float32)
    try:
        for hook in (first, first, second, first):
            ivy.set_dispatch_hook(hook)
            ivy.add(a, a)
            ivy.set_dispatch_hook(None)
            assert b.add is npe.add
            ivy.add(a, a)
        ivy.set_dispatch_hook(first)
        b._install("add")  # (a function installed again while hooked: still hooked, by this hook)
        ivy.add(a, a)
    finally:
        ivy.set_dispatch_hook(None)
    assert seen == [("first", "add"), ("first", "add"), ("second", "add"), ("first", "add"), ("first", "add")]
    for qual, spec in _dispatch.REGISTRY.items():
        assert getattr(b, spec.attr) is b._raw[qual], qual


def test_function_table_follows_hooks_and_set_backends(other):
    """The per-function class -> backend-function tables (the first lines of every dispatcher)
    are refilled when a hook is set or removed, and checked against a set backend."""
    a = np.ones(2, dtype=np.float32)
    A = ivy.asarray(a)
    for _ in range(2):  # the second call of each is served from a filled table
        assert type(ivy.add(a, a)) is np.ndarray and type(ivy.add(A, A)) is ivy.Array
    calls = []

    def hook(backend, name, fn, args, kwargs):
        calls.append(name)
        return fn(*args, **kwargs)

    ivy.set_dispatch_hook(hook)
    ivy.add(a, a)
    ivy.add(A, A)
    ivy.sum(a)
    ivy.set_dispatch_hook(None)
    ivy.add(a, a)
    assert calls == ["add", "add", "sum"]
    # A set backend that owns the arrays: served as before; one that does not: an error.
    with ivy.using_backend("numpy"):
        assert type(ivy.add(a, a)) is np.ndarray
        assert type(ivy.add(A, A)) is ivy.Array
    with ivy.using_backend(other.name):
        for call in (lambda: ivy.add(a, a), lambda: ivy.add(A, A), lambda: ivy.sum(A)):
            with pytest.raises(ivy.MixedFrameworksError):
                call()
    # ivy.Arrays of two frameworks, and a native array beside an ivy.Array
    B = ivy.ones(2, backend=other)
    for call in (lambda: ivy.add(A, B), lambda: ivy.add(B, A), lambda: ivy.add(A, B.data)):
        with pytest.raises(ivy.MixedFrameworksError):
            call()
    np.testing.assert_array_equal(ivy.add(A, a).data, [2.0, 2.0])
    # Python scalars beside the arrays take the table path too, with the standard's promotion
    for _ in range(2):
        r = ivy.add(a, 1)
        assert type(r) is np.ndarray and r.dtype == np.float32 and r[0] == 2.0
        r = ivy.multiply(A, 2.5)
        assert type(r) is ivy.Array and r.dtype == ivy.float32 and r.data[0] == 2.5
        r = ivy.add(ivy.asarray([1, 2], dtype=ivy.int8), 3)
        assert r.dtype == ivy.int8 and r.data.tolist() == [4, 5]
        assert ivy.where(ivy.asarray([True, False]), A, 0.0).data.tolist() == [1.0, 0.0]
    with ivy.using_backend(other.name):
        with pytest.raises(ivy.MixedFrameworksError):
            ivy.add(A, 1.0)
        with pytest.raises(ivy.MixedFrameworksError):
            ivy.add(a, A)
    # a native array beside ivy.Arrays of its class: an ivy.Array comes out, either order
    for _ in range(2):
        for r in (ivy.add(a, A), ivy.add(A, a), ivy.where(ivy.asarray([True, False]), a, A)):
            assert type(r) is ivy.Array and type(r.data) is np.ndarray
        assert ivy.add(a, A).data.tolist() == [2.0, 2.0]
    for call in (lambda: ivy.add(a, B), lambda: ivy.add(B, a), lambda: ivy.add(a, B.data)):
        with pytest.raises(ivy.MixedFrameworksError):
            call()


def test_function_table_optional_array_arguments():
    """An array parameter that defaults to None (linear's bias) may be None or of the same class."""
    x = np.ones((2, 3), np.float32)
    w = np.ones((4, 3), np.float32)
    bias = np.arange(4, dtype=np.float32)
    for _ in range(2):
        np.testing.assert_array_equal(ivy.linear(x, w), np.full((2, 4), 3.0, np.float32))
        np.testing.assert_array_equal(ivy.linear(x, w, bias=bias), np.full((2, 4), 3.0, np.float32) + bias)
        r = ivy.linear(ivy.asarray(x), ivy.asarray(w), bias=ivy.asarray(bias))
        assert type(r) is ivy.Array
        np.testing.assert_array_equal(r.data, np.full((2, 4), 3.0, np.float32) + bias)
        r = ivy.linear(ivy.asarray(x), ivy.asarray(w))
        assert type(r) is ivy.Array and r.shape == (2, 4)
        r = ivy.linear(x, ivy.asarray(w), bias=ivy.asarray(bias))  # a module's input and weights
        assert type(r) is ivy.Array
        np.testing.assert_array_equal(r.data, np.full((2, 4), 3.0, np.float32) + bias)
        r = ivy.linear(ivy.asarray(x), w, bias=bias)
        assert type(r) is ivy.Array


def test_shape_error_names_the_backend_on_the_table_path():
    a = np.ones(2, np.float32)
    b = np.ones(3, np.float32)
    for x, y in ((a, b), (ivy.asarray(a), ivy.asarray(b))):
        with pytest.raises(ivy.ShapeError, match="backend 'numpy'"):
            ivy.add(x, y)


def test_function_table_refilled_for_a_late_composition(fake, fake_calls, test_api):
    """A composition registered after a backend loaded replaces the table entry too."""
    from ivy._dispatch import composition

    triple = test_api["ivytest_triple"]
    x = np.asarray([1.0], np.float32)
    assert triple(x)[0] == 3.0
    old = _dispatch.REGISTRY["ivytest_triple"].composition
    composition("ivytest_triple")(lambda xp, x: xp.multiply(x, x))
    try:
        assert triple(x)[0] == 1.0 and triple(np.asarray([2.0], np.float32))[0] == 4.0
    finally:
        composition("ivytest_triple")(old)
    assert triple(x)[0] == 3.0
    # registered while a dispatch hook is installed: the new function is hooked too
    seen = []

    def hook(backend, name, fn, args, kwargs):
        seen.append(name)
        return fn(*args, **kwargs)

    ivy.set_dispatch_hook(hook)
    composition("ivytest_triple")(old)
    assert triple(x)[0] == 3.0
    assert seen[0] == "ivytest_triple"


def test_dispatch_hook_reaches_backends_loaded_later(fake, tmp_path):
    from ivy.plugin import BackendSpec

    seen = []

    def hook(backend, name, fn, args, kwargs):
        seen.append((backend.name, name))
        return fn(*args, **kwargs)

    ivy.set_dispatch_hook(hook)
    try:
        late = ivy.register_backend(BackendSpec(name="fake_late", array_modules=("ivy_fake_late_unused",),
                                                package=fake.package_name))
        assert not late._loaded
        ivy.zeros(2, backend="fake_late")
    finally:
        ivy.set_dispatch_hook(None)
        _dispatch._BACKENDS.pop("fake_late", None)
        _dispatch._MODULE_BACKEND.pop("ivy_fake_late_unused", None)
    assert seen == [("fake_late", "zeros")]


# ---------------------------------------------------------------- to_backend


def test_to_backend(other):
    a = np.arange(4, dtype=np.int32).reshape(2, 2)
    assert ivy.to_backend(a, "numpy") is a  # already there: no copy
    x = ivy.asarray(a)
    y = ivy.to_backend(x, other)
    assert isinstance(y, ivy.Array) and y.backend is other
    assert y.dtype is ivy.int32 and y.shape == (2, 2)
    n = ivy.to_backend(y.data, "numpy")  # native in, native out
    assert type(n) is np.ndarray and n.dtype == np.int32
    np.testing.assert_array_equal(n, a)
    back = ivy.to_backend(y, "numpy")
    assert isinstance(back, ivy.Array) and back.backend.name == "numpy"
    np.testing.assert_array_equal(np.asarray(back), a)


def test_to_backend_needs_an_array():
    with pytest.raises(ivy.InvalidArgumentError, match="expects an array"):
        ivy.to_backend([1, 2], "numpy")


# ---------------------------------------------------------------- signatures


@pytest.mark.parametrize("qual", sorted(_dispatch.REGISTRY))
def test_signature_inspectable(qual):
    import inspect

    spec = _dispatch.REGISTRY[qual]
    ns, _, short = qual.rpartition(".")
    public = getattr(getattr(ivy, ns) if ns else ivy, short)
    if qual == "fft":  # ivy.fft is the standard's namespace, and called Ivy 1.0's fft(x, dim)
        assert public is ivy.fft and inspect.signature(public) == inspect.signature(spec.dispatcher)
        assert ivy.fft.fft is _dispatch.REGISTRY["fft.fft"].dispatcher
        public = spec.dispatcher
    assert public is spec.dispatcher
    sig = inspect.signature(public)
    params = list(sig.parameters.values())
    last = params[-1]
    assert last.name == "backend" and last.kind is last.KEYWORD_ONLY and last.default is None
    stub = inspect.signature(spec.stub)
    if _dispatch._takes_out(spec):  # Ivy's out=None before backend=None
        out = params[-2]
        assert out.name == "out" and out.kind is out.KEYWORD_ONLY and out.default is None
        params = params[:-1]
    assert [(p.name, p.kind, p.default) for p in params[:-1]] == [
        (p.name, p.kind, p.default) for p in stub.parameters.values()]
    assert sig.return_annotation == stub.return_annotation
    assert public.__name__ == short and public.__doc__ and public.__doc__.strip()
    assert ">>>" in public.__doc__, f"ivy.{qual}: the docstring has no example"
    assert public.__module__ == ("ivy." + ns if ns else "ivy")
