"""``ivy.compile``: a compiled ivy function returns what the eager one does (values, dtypes,
structure, ``ivy.Array`` or native), for nests and static arguments, after retracing for
new shapes and static values; on a backend without a compiler it warns and hands the
function back unchanged.

Compilation is slow (torch.compile takes seconds), so these tests use a few fixed
cases rather than hypothesis.
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import ivy

from .helpers import assert_same, backend, backend_name, other_float_dtypes, to_ivy, to_native, to_numpy


def _has_compiler():
    m = getattr(backend(), "compilation", None)
    return m is not None and getattr(m, "HAS_COMPILER", True) is not False and hasattr(m, "compile")


COMPILER = _has_compiler()
needs_compiler = pytest.mark.skipif(not COMPILER, reason="the backend has no compiler (see test_no_compiler_*)")


def _f(x, y):
    return ivy.sin(x) * y + ivy.exp(x * 0.5)


def _ref(a, b):
    return np.sin(a) * b + np.exp(a * 0.5)


A = np.array([[0.5, -1.0, 2.0], [0.0, 1.5, -0.25]], dtype=np.float32)
B = np.array([[1.0, 2.0, -3.0], [0.5, 0.25, 4.0]], dtype=np.float32)


def _compile_quietly(*args, **kwargs):
    """ivy.compile, tolerating only the documented fallback warnings (torch without a C++ compiler)
    and torch.compile's own advice on a GPU with TF32 tensor cores (the matmul precision is the
    user's setting, which ivy leaves alone)."""
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        out = ivy.compile(*args, **kwargs)
    for w in rec:
        msg = str(w.message)
        assert "falling back" in msg or "DeprecationWarning" in type(w.message).__name__ \
            or msg.startswith("TensorFloat32 tensor cores"), msg
    return out


@needs_compiler
def test_compiled_matches_eager_ivy_arrays_and_native():
    x, y = to_ivy(A), to_ivy(B)
    fc = _compile_quietly(_f, x, y)
    assert fc is not _f and fc.__wrapped__ is _f
    out = fc(x, y)
    assert isinstance(out, ivy.Array)
    assert_same(out, _f(x, y))
    assert_same(out, _ref(A, B), rtol=1e-5, atol=1e-5)
    # new values, same shapes: no retrace needed, still right
    out2 = fc(to_ivy(B), to_ivy(A))
    assert_same(out2, _ref(B, A), rtol=1e-5, atol=1e-5)
    # backend= chooses the compiler without example arguments; native arrays in -> native out
    fn = _compile_quietly(_f, backend=backend_name())
    assert callable(fn) and fn is not _f
    nx, ny = to_native(A), to_native(B)
    outn = fn(nx, ny)
    assert type(outn) is type(nx)
    assert_same(outn, _ref(A, B), rtol=1e-5, atol=1e-5)


@needs_compiler
def test_new_shapes_and_dtypes_retrace():
    fc = _compile_quietly(_f)
    for a, b in [(A, B), (A[:, :1], B[:, :1]), (A.astype(np.float64), B.astype(np.float64))]:
        out = fc(to_ivy(a), to_ivy(b))
        assert_same(out, _ref(a, b))


@needs_compiler
def test_nests_static_arguments_and_outputs():
    def g(p, scale, mode="sum"):
        z = p["a"] * scale + p["b"][0]
        r = ivy.sum(z) if mode == "sum" else ivy.max(z)
        return {"z": z, "r": r, "tag": mode, "n": 3}, [p["b"][0]]

    p = {"a": to_ivy(A), "b": [to_ivy(B)]}
    gc = _compile_quietly(g)
    for scale, mode in [(2.0, "sum"), (-1.0, "max")]:
        out = gc(p, scale, mode=mode)
        eager = g(p, scale, mode=mode)
        assert isinstance(out, tuple) and isinstance(out[0], dict) and isinstance(out[1], list)
        assert out[0]["tag"] == mode and out[0]["n"] == 3
        assert_same(out[0]["z"], eager[0]["z"])
        assert_same(out[0]["r"], eager[0]["r"])
        assert_same(out[1][0], B)
    with pytest.raises(ivy.InvalidArgumentError, match="hashable"):
        gc(p, {2.0})


@needs_compiler
def test_compiled_function_with_matmul_and_reductions():
    def h(w, x):
        return ivy.mean(ivy.matmul(x, w), axis=0), ivy.sum(w * w)

    w = np.arange(6, dtype=np.float32).reshape(3, 2) / 5
    hc = _compile_quietly(h, to_ivy(w), to_ivy(A))
    m, s = hc(to_ivy(w), to_ivy(A))
    assert_same(m, (A @ w).mean(axis=0), rtol=1e-5, atol=1e-5)
    assert_same(s, np.asarray(np.sum(w * w)), rtol=1e-5, atol=1e-5)


def _assert_tree_same(out, expected):
    """Same nest, same leaf kinds (ivy.Array, native array or constant), same values."""
    if isinstance(expected, (tuple, list, dict)):
        assert type(out) is type(expected), (type(out), type(expected))
        assert len(out) == len(expected)
        keys = list(expected) if isinstance(expected, dict) else range(len(expected))
        if isinstance(expected, dict):
            assert list(out) == keys
        for k in keys:
            _assert_tree_same(out[k], expected[k])
    elif isinstance(expected, ivy.Array) or ivy._dispatch.backend_of(expected) is not None:
        assert type(out) is type(expected), (type(out), type(expected))
        assert_same(out, to_numpy(expected), rtol=1e-5, atol=1e-5)
    else:
        assert out == expected, (out, expected)


@needs_compiler
def test_outputs_that_follow_shapes_and_dtypes_after_retracing():
    # A compiled function is retraced for a new shape or dtype, and a call that reuses an
    # earlier trace runs no Python: what later traces returned (another nest, other constants)
    # must not leak into it. The shapes alternate so that every call after the first two reuses one.
    def g(x):
        if x.shape[0] > 2:
            return ivy.sum(x), x.shape[0], {"dtype": str(x.dtype)}
        return (x, x * 2), x.shape[0]

    fc = _compile_quietly(g)
    floats = [ivy.float32] + [d for d in other_float_dtypes() if d is ivy.float64]
    calls = [(n, d) for d in floats for n in (3, 2, 3, 2)] + [(3, ivy.float32), (2, floats[-1])]
    for n, d in calls:
        x = to_ivy(np.arange(n, dtype=np.dtype(d.name)))
        for arg in (x, x.data):  # an ivy.Array and the native array (they are compiled apart)
            _assert_tree_same(fc(arg), g(arg))


@needs_compiler
def test_arrays_as_arguments_native_wrapped_and_mixed():
    # Calls whose arguments are all arrays take a shorter path (found by the arguments' classes):
    # it must hand back what the eager function does for each form, on every call.
    def g(x, y):  # ivy functions only: a framework's own operator may refuse an ivy.Array (MXNet's)
        return ivy.add(ivy.multiply(ivy.sin(x), y), ivy.exp(ivy.multiply(x, 0.5)))

    fc = _compile_quietly(g)
    x, y = to_ivy(A), to_ivy(B)
    for _ in range(3):  # the first call traces; the others take the entries it made
        for a, b in ((x, y), (x.data, y.data), (x, y.data), (x.data, y)):
            _assert_tree_same(fc(a, b), g(a, b))
    # a 0-d array and an empty one are arrays too
    z = to_ivy(np.float32(1.5))
    _assert_tree_same(fc(z, z), g(z, z))
    e = to_ivy(np.zeros((0, 3), np.float32))
    _assert_tree_same(fc(e, e.data), g(e, e.data))

    # as many array leaves as arguments, but nested: not arrays as arguments
    def h(t, u):
        return ivy.add(ivy.add(u[0], u[1]), len(t))

    hc = _compile_quietly(h)
    for _ in range(2):
        _assert_tree_same(hc((), (x, y.data)), h((), (x, y.data)))


@needs_compiler
def test_arrays_of_another_framework_and_another_set_backend_are_refused_as_eagerly():
    # The shorter path is keyed by classes, and every ivy.Array has the same class: one of
    # another framework, or a backend set after the first call, must still be refused.
    fc = _compile_quietly(_f)
    x, y = to_ivy(A), to_ivy(B)
    fc(x, y)
    fc(x.data, y.data)
    other = next((n for n in ivy.backends() if n != backend_name()), None)
    if other is None:
        pytest.skip("only one backend is installed: there is no other framework to mix in")
    ox = ivy.asarray(A, backend=other)
    for a, b in ((ox, y), (x, ox), (ox, ox)):
        with pytest.raises(ivy.MixedFrameworksError):
            _f(a, b)
        with pytest.raises(ivy.MixedFrameworksError):
            fc(a, b)
    with ivy.using_backend(other):
        with pytest.raises(ivy.MixedFrameworksError):
            fc(x.data, y.data)
        with pytest.raises(ivy.MixedFrameworksError):
            fc(x, y)
    _assert_tree_same(fc(x, y), _f(x, y))  # and the entries still serve once the set backend is back


@pytest.mark.skipif(COMPILER, reason="the backend has a compiler (tested above)")
def test_no_compiler_returns_the_function_with_a_warning():
    x, y = to_ivy(A), to_ivy(B)
    with pytest.warns(RuntimeWarning, match="no compiler"):
        fc = ivy.compile(_f, x, y)
    assert fc is _f
    with pytest.warns(RuntimeWarning, match="no compiler"):
        assert ivy.compile(_f, backend=backend_name()) is _f
    with pytest.warns(RuntimeWarning, match="no compiler"):
        assert ivy.compile(_f) is _f  # the conformance suite sets the backend
    assert_same(fc(x, y), _ref(A, B), rtol=1e-5, atol=1e-5)


def test_compile_rejects_non_callables():
    with pytest.raises(ivy.InvalidArgumentError, match="function"):
        ivy.compile(3)


@needs_compiler
def test_compiled_randint_keeps_its_bounds():
    """randint inside compiled code, with array bounds beyond float64's precision and a Python
    int span beyond ``ivy.plugin.RANDINT_MODULO_SPAN`` (no value can be read back there to decide
    on another draw: JAX's eager rule failed on a traced bound)."""
    lo, hi = to_ivy(np.array([0, 2**62], dtype=np.int64)), to_ivy(np.array([5, 2**62 + 3], dtype=np.int64))
    f = _compile_quietly(lambda lo, hi: ivy.randint(lo, hi, shape=(50, 2), seed=3))
    r = to_numpy(f(lo, hi))
    assert r.dtype == np.int64 and r.shape == (50, 2)
    assert set(r[:, 0].tolist()) <= set(range(5)) and set(r[:, 1].tolist()) <= set(range(2**62, 2**62 + 3))
    g = _compile_quietly(lambda x: x + ivy.randint(0, 3 * 2**61, shape=(20,), seed=1))
    r2 = [int(v) for v in to_numpy(g(to_ivy(np.zeros(20, np.int64)))).tolist()]
    assert all(0 <= v < 3 * 2**61 for v in r2) and len(set(r2)) == 20


@needs_compiler
@pytest.mark.parametrize("how", ["closure", "module", "bound method", "attribute", "list"])
def test_compiled_code_sees_the_variables_of_the_modules_it_calls_now(how):
    """A compiled function that calls a module (from its closure, the module itself, a bound
    method, an attribute of a plain object, a list) uses the module's variables of each call, as
    the eager call does: after an optimizer step (``m.v = ...``), after one weight is replaced,
    after a variable is added. jax.jit and tf.function kept the first call's weights as
    constants of the compiled code, so the compiled function kept returning the untrained
    model's outputs; torch.compile saw the new ones. Where the compiler runs the Python once
    (all but torch), the function is traced once for all the steps of the same structure."""
    ivy.seed(seed_value=0)
    m = ivy.Sequential(ivy.Linear(3, 5), ivy.ReLU(), ivy.Linear(5, 2))
    traces = [0]

    def counted(a):
        traces[0] += 1
        return m(a)

    class Holder:
        def run(self, a):
            traces[0] += 1
            return m(a)

    class Owner:  # not a Module: holds the model as an attribute
        def __init__(self):
            self.net = m

    owner, models = Owner(), [m]

    def through_attribute(a):
        traces[0] += 1
        return owner.net(a)

    def through_list(a):
        traces[0] += 1
        return models[0](a)

    fn = {"closure": counted, "module": m, "bound method": Holder().run, "attribute": through_attribute,
          "list": through_list}[how]
    f = _compile_quietly(fn)
    x = to_ivy(A[:, :3].copy())

    def check(msg):
        np.testing.assert_allclose(to_numpy(f(x)), to_numpy(m(x)), rtol=1e-5, atol=1e-6, err_msg=f"{how}: {msg}")

    check("first call")
    opt = ivy.SGD(0.5)
    for step in range(3):
        _, grads = ivy.execute_with_gradients(lambda v: ivy.sum(m(x, v=v) ** 2), m.v)
        m.v = opt.step(m.v, grads)
        check(f"after optimizer step {step}")
    m.v.submodules.v2.w = m.v.submodules.v2.w * 3.0
    check("after a weight was replaced")
    follows = getattr(backend().compilation, "FOLLOWS_PYTHON", False)
    if how != "module" and not follows:
        assert traces[0] == 1, f"traced {traces[0]} times for variables of one structure"
    m.v.submodules.v0.extra = ivy.ones((2,))  # another structure: traced again, still right
    check("after a variable was added")


@needs_compiler
def test_batch_norm_in_training_compiled_leaves_concrete_running_statistics():
    """BatchNorm's running statistics stay arrays with values after compiled training calls:
    either left unchanged (jax.jit, tf.function: the statistics inside have no value, see
    ``ivy.stateful.norms``) or updated as two eager calls would (torch.compile replays the
    writes it traced). tf.function's symbolic tensors were stored, and the next eager call
    failed with "out of scope". Then the compiled function follows ``eval()`` and the running
    statistics that eager training calls change."""
    x = to_ivy(np.linspace(-2.0, 3.0, 24, dtype=np.float32).reshape(6, 4))
    bn, twin = ivy.BatchNorm1D(4), ivy.BatchNorm1D(4)
    f = _compile_quietly(lambda a: bn(a))
    f(x)
    f(x)
    twin(x)
    twin(x)
    start = np.zeros(4, np.float32), np.ones(4, np.float32)
    for name, initial in zip(("running_mean", "running_var"), start):
        got = to_numpy(bn.buffers[name])
        assert np.array_equal(got, initial) or np.allclose(got, to_numpy(twin.buffers[name]), rtol=1e-5), (name, got)
    # eval mode after compiled training calls, then running statistics changed by eager calls:
    # the compiled function follows both (jax.jit and tf.function had kept the training path
    # and the first statistics as constants)
    for step in range(2):
        bn.train(False)
        twin.v, twin.buffers = bn.v, bn.buffers
        twin.train(False)
        assert_same(f(x), twin(x), rtol=1e-5, atol=1e-6, msg=f"eval {step}")
        bn.train(True)
        bn(x * 2.0 + 1.0)


@needs_compiler
def test_compiled_random_draws_are_new_each_call_and_follow_the_seed():
    """Draws without ``seed=`` inside compiled code give new numbers on each call, follow
    ``ivy.seed``, and leave the backend's random state usable eagerly. On JAX the key was a
    constant of the compiled code and the split one a tracer left in the backend's state: the
    second call failed with UnexpectedTracerError."""
    x = to_ivy(np.ones(64, np.float32))
    f = _compile_quietly(lambda a: ivy.dropout(a, 0.5) + ivy.random_uniform(shape=(64,)))
    g = _compile_quietly(lambda a: a * 2.0)  # draws nothing
    ivy.seed(seed_value=7)
    first = [to_numpy(f(x)) for _ in range(3)]
    assert not np.array_equal(first[0], first[1]) and not np.array_equal(first[1], first[2])
    assert to_numpy(ivy.random_uniform(shape=(3,))).shape == (3,)  # the eager state still works
    np.testing.assert_array_equal(to_numpy(g(x)), np.full(64, 2.0, np.float32))
    ivy.seed(seed_value=7)
    again = [to_numpy(f(x)) for _ in range(3)]
    for a, b in zip(first, again):
        np.testing.assert_array_equal(a, b)


@needs_compiler
def test_a_compiled_training_step_passes_the_variables_in_and_out():
    """A training step compiled with the variables passed in and returned trains on every
    backend. One that assigns a module new variables inside compiled code is refused where the
    compiler runs the Python once (jax.jit, tf.function: the assignment would happen only while
    tracing, and the optimizer's own state would be frozen; before, tracers leaked into the
    module), and works where it follows Python state (torch.compile)."""
    ivy.seed(seed_value=1)
    m = ivy.Linear(3, 2)
    x = to_ivy(A[:, :3].copy())

    def loss(v):
        return ivy.mean(m(x, v=v) ** 2)

    step = _compile_quietly(lambda v: ivy.gradient_descent_update(v, ivy.execute_with_gradients(loss, v)[1], 0.1))
    v = m.v
    losses = []
    for _ in range(3):
        losses.append(float(to_numpy(loss(v))))
        v = step(v)
    assert losses[0] > losses[1] > losses[2], losses

    opt = ivy.SGD(0.1)

    def in_place(a):
        _, g = ivy.execute_with_gradients(loss, m.v)
        m.v = opt.step(m.v, g)
        return a

    before = to_numpy(m.v.w).copy()
    f = _compile_quietly(in_place)
    if getattr(backend().compilation, "FOLLOWS_PYTHON", False):
        f(x)
        assert not np.array_equal(to_numpy(m.v.w), before)
    else:
        with pytest.raises(ivy.InvalidArgumentError, match="new variables"):
            f(x)
        np.testing.assert_array_equal(to_numpy(m.v.w), before)  # the module left as it was
        assert to_numpy(m(x)).shape == (2, 2)


@needs_compiler
def test_a_module_built_on_its_first_call_inside_compiled_code():
    """A module with ``build_mode="on_call"`` called first inside a compiled function: on JAX
    and TensorFlow that first call runs eagerly and builds it (inside jax.jit or tf.function its
    variables were tracers left in the module, and the call failed), then the function compiles
    and follows the module's variables."""
    m = ivy.Linear(3, 2, build_mode="on_call")
    f = _compile_quietly(lambda a: m(a) * 2.0)
    x = to_ivy(A[:, :3].copy())
    first = f(x)
    assert m.built
    np.testing.assert_allclose(to_numpy(first), to_numpy(m(x) * 2.0), rtol=1e-6)
    for step in range(3):  # the compiled calls follow the variables
        m.v.w = m.v.w + 1.0
        np.testing.assert_allclose(to_numpy(f(x)), to_numpy(m(x) * 2.0), rtol=1e-5, atol=1e-6, err_msg=str(step))

    # a module the function only refers to, never built by it: one eager call, then compiled
    unused = ivy.Linear(3, 2, build_mode="explicit")
    k = ivy.Linear(3, 2)
    runs = [0]

    def g(a):
        runs[0] += 1
        assert unused is not None
        return k(a)

    gc = _compile_quietly(g)
    for _ in range(4):
        np.testing.assert_allclose(to_numpy(gc(x)), to_numpy(k(x)), rtol=1e-6)
    if not getattr(backend().compilation, "FOLLOWS_PYTHON", False):
        assert runs[0] == 2, f"the function's Python ran {runs[0]} times in 4 calls (one eager, one trace)"
