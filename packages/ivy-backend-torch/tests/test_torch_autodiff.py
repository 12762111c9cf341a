"""ivy's autodiff and compile on torch, against torch's own: torch.autograd to second order,
torch.func for per-example gradients, torch.compile's graph (no breaks in ivy's dispatch),
and the torch.jit.trace fallback where torch.compile cannot run."""

from __future__ import annotations

import warnings

import ivy_backend_torch.compilation as tc
import numpy as np
import pytest
import torch

import ivy
from ivy import _tree


@pytest.fixture(autouse=True)
def _no_backend_set():
    ivy.unset_backend()
    yield
    ivy.unset_backend()


def f_ivy(x, w):
    return ivy.sum(ivy.sin(ivy.matmul(x, w)) * ivy.exp(w[0] * 0.1))


def f_torch(x, w):
    return torch.sum(torch.sin(x @ w) * torch.exp(w[0] * 0.1))


X = torch.tensor([[0.5, -1.0], [2.0, 0.25], [0.0, 1.0]], dtype=torch.float64)
W = torch.tensor([[0.3, -0.2, 1.0], [0.7, 0.1, -0.5]], dtype=torch.float64)


def test_gradients_match_torch_autograd_to_second_order():
    gx, gw = ivy.grad(f_ivy, argnums=(0, 1))(X, W)
    x, w = X.clone().requires_grad_(), W.clone().requires_grad_()
    tx, tw = torch.autograd.grad(f_torch(x, w), (x, w), create_graph=True)
    torch.testing.assert_close(gx, tx.detach())
    torch.testing.assert_close(gw, tw.detach())
    assert not gx.requires_grad  # no graph kept when nothing asked for it
    # second order: d/dw sum(d f/dw)
    h_ivy = ivy.grad(lambda w: ivy.sum(ivy.grad(f_ivy, argnums=1)(X, w)))(W)
    (h_t,) = torch.autograd.grad(tw.sum(), w)
    torch.testing.assert_close(h_ivy, h_t)
    # and with the framework's Hessian
    H = ivy.jac(ivy.grad(lambda w: f_ivy(X, w)))(W)
    torch.testing.assert_close(H, torch.autograd.functional.hessian(lambda w: f_torch(X, w), W))


def test_user_parameters_keep_their_graph():
    """A tensor that already requires grad is differentiated in place: the gradients stay
    differentiable with respect to it (so an outer torch.autograd.grad sees through them)."""
    w = W.clone().requires_grad_()
    _, g = ivy.execute_with_gradients(lambda w: f_ivy(X, w), w)
    assert g.requires_grad
    (outer,) = torch.autograd.grad(g.sum(), w)
    w2 = W.clone().requires_grad_()
    (tw,) = torch.autograd.grad(f_torch(X, w2), w2, create_graph=True)
    (expected,) = torch.autograd.grad(tw.sum(), w2)
    torch.testing.assert_close(outer, expected)


def test_variables_are_leaf_tensors_requiring_grad():
    v = ivy.variable(W)
    assert v.requires_grad and v.is_leaf and ivy.is_variable(v) and not ivy.is_variable(W)
    s = ivy.stop_gradient(v)
    assert s.requires_grad and s.is_leaf  # preserve_type: still a variable, cut from the graph
    assert not ivy.stop_gradient(v, preserve_type=False).requires_grad
    assert not ivy.variable_data(v).requires_grad


def test_vmap_of_grad_is_per_example_gradients_like_torch_func():
    xs = torch.randn(5, 3, 2, dtype=torch.float64, generator=torch.Generator().manual_seed(0))
    per = ivy.vmap(ivy.grad(lambda x, w: f_ivy(x, w), argnums=1), in_axes=(0, None))(xs, W)
    ref = torch.func.vmap(torch.func.grad(f_torch, argnums=1), in_dims=(0, None))(xs, W)
    torch.testing.assert_close(per, ref)


def test_ivy_functions_compile_to_one_graph():
    """torch.compile traces through ivy's dispatch without a graph break."""
    def f(x, w):
        return ivy.sin(ivy.matmul(x, w)) + ivy.exp(w[0])

    f(X, W)  # ivy finds and loads its backends on first use, which Dynamo cannot trace
    torch._dynamo.reset()
    explanation = torch._dynamo.explain(f)(X, W)
    assert explanation.graph_count == 1 and explanation.graph_break_count == 0, explanation.break_reasons
    # ivy.Array in, with operators: one graph too (fullgraph raises otherwise). Dynamo breaks
    # the graph (the result stays right) at ``x @ w``: it cannot trace ``@`` of a Python class.
    x, w = ivy.Array(X), ivy.Array(W)

    def g(x, w):
        y = ivy.matmul(x, w)
        return ivy.sin(y) * y + y - y / (y * y + ivy.ones_like(y)) + (w[0] > w[1]) - abs(-y) ** y

    out = torch.compile(g, fullgraph=True, backend="eager")(x, w)
    assert isinstance(out, ivy.Array)
    torch.testing.assert_close(out.data, g(x, w).data)

    # Python scalars on either side, in chains, and fill values: ivy reads class tables with
    # type(x), since Dynamo can neither hash nor compare a constant's ``__class__``
    for h in (lambda a: a * 2, lambda a: a + 1.5, lambda a: a - 1, lambda a: a ** 2, lambda a: a > 0.0,
              lambda a: 1.0 / (a * a + 1) - 2 * a + a ** 2, lambda a: 1 - a, lambda a: 2.0 ** a,
              lambda a: ivy.divide(1.0, a), lambda a: ivy.full_like(a, 2.0) * a, lambda a: ivy.where(a > 0, 1.0, a),
              lambda a: ivy.clip(a, -0.5, 0.5)):
        for arg in (x, X):
            torch._dynamo.reset()
            out = torch.compile(h, fullgraph=True, backend="eager")(arg)
            ref = h(arg)
            assert type(out) is type(ref)
            torch.testing.assert_close(_native(out), _native(ref))


def _native(v):
    return v.data if isinstance(v, ivy.Array) else v


def _dev():
    """The device ivy makes the layers' variables on (the GPU under --ivy-device gpu:0)."""
    return ivy.as_native_dev(None, backend="torch")


def _layers():
    d = _dev()
    x4, x2, x3 = torch.randn(2, 8, 8, 3, device=d), torch.randn(4, 6, device=d), torch.randn(2, 5, 6, device=d)
    return [
        (ivy.Linear(6, 4), x2), (ivy.Sequential(ivy.Linear(6, 8), ivy.ReLU(), ivy.Linear(8, 2)), x2),
        (ivy.LayerNorm([6]), x2), (ivy.Conv2D(3, 4, [3, 3], 1, "SAME"), x4),
        (ivy.Conv2DTranspose(3, 4, [3, 3], 1, "SAME"), x4), (ivy.DepthwiseConv2D(3, [3, 3], 1, "SAME"), x4),
        (ivy.MaxPool2D(2, 2, "VALID"), x4), (ivy.AvgPool2D(2, 2, "VALID"), x4), (ivy.BatchNorm2D(3), x4),
        (ivy.MultiHeadAttention(6, num_heads=2), x3), (ivy.LSTM(6, 4), x3),
        (ivy.Embedding(10, 4), torch.tensor([[1, 2], [3, 4]], device=d)), (ivy.GELU(), x2), (ivy.Softmax(), x2),
    ]


@pytest.mark.parametrize("training", [True, False])
def test_modules_compile_to_one_graph(training):
    """A module's call under torch.compile is one graph: its variables are read from Containers
    (dict lookups Dynamo traces), BatchNorm's composition promotes Python scalars on the way.
    (Dropout in training is not here: ivy's seeded torch.Generator cannot enter a graph.)"""
    ivy.set_backend("torch")  # the layers' variables are made on it (the fixture unsets it)
    for m, x in _layers():
        m.train(training)
        ref = m(x)
        torch._dynamo.reset()
        out = torch.compile(lambda a, m=m: m(a), fullgraph=True, backend="eager")(x)
        (outs, otd), (refs, rtd) = _tree.flatten(out), _tree.flatten(ref)
        assert otd == rtd and len(outs) == len(refs) > 0, type(m).__name__
        for o, r in zip(outs, refs):
            torch.testing.assert_close(_native(o), _native(r), msg=type(m).__name__)


def test_a_compiled_module_is_not_compiled_again_by_other_changes_and_sees_its_own():
    """A module skips re-reading its variables while no Container changed (a global clock), but
    not under torch.compile, whose guard on the clock would compile the call again after every
    change of any Container (an optimizer step) until Dynamo gives up and runs it eagerly."""
    ivy.set_backend("torch")
    m = ivy.Sequential(ivy.Linear(6, 8), ivy.ReLU(), ivy.Linear(8, 2))
    x = torch.randn(4, 6, device=_dev())
    m(x)
    torch._dynamo.reset()
    f = torch.compile(lambda a: m(a), backend="eager")
    torch.testing.assert_close(f(x).data, m(x).data)
    with torch._dynamo.config.patch(error_on_recompile=True):
        for i in range(10):
            c = ivy.Container({"a": i})
            c["b"] = ivy.ones((2,))  # the structure clock moves
            torch.testing.assert_close(f(x).data, m(x).data)
    # its own variables replaced: the compiled call sees them (compiled again)
    m.v.submodules.v0 = ivy.Container({"w": ivy.zeros((8, 6)), "b": ivy.ones((8,))})
    out = f(x)
    torch.testing.assert_close(out.data, m(x).data)
    last = m.v.submodules.v2
    torch.testing.assert_close(out.data, ivy.linear(ivy.ones((4, 8)), last.w, bias=last.b).data)


@pytest.mark.parametrize("as_array", [True, False])
def test_ivy_compile_compiles_once(as_array):
    """``ivy.compile`` of a module never called before, and of a function returning a nest with
    constants, compiles once: nothing ivy writes while Dynamo traces (the outputs' structure,
    Sequential's call plan, the dispatch tables' entries) is left for a guard to see changed on
    the next call. Before, each such call compiled twice. And each compiled function is compiled
    on its own: before, all shared one code object, so each was a recompile of the one before
    and from the ninth on (Dynamo's limit of 8) they all ran eagerly."""
    ivy.set_backend("torch")
    m = ivy.Sequential(ivy.Linear(6, 8), ivy.ReLU(), ivy.Linear(8, 2))
    x = torch.randn(4, 6, device=_dev())
    arg = ivy.Array(x) if as_array else x
    ivy._dispatch._invalidate_tables()  # as in a fresh process: no function has seen a tensor
    torch._dynamo.reset()
    fm = ivy.compile(lambda a: m(a))
    fn = ivy.compile(lambda a: {"y": ivy.tanh(a), "n": a.shape[0], "pair": (ivy.sum(a), None)})
    many = [ivy.compile(lambda a, k=k: ivy.sin(a) * k) for k in range(10)]
    with torch._dynamo.config.patch(error_on_recompile=True), warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)  # a RecompileError: ivy's fallback warning
        outs = [(fm(arg), fn(arg)) for _ in range(3)]
        for k, f in enumerate(many):
            for _ in range(2):
                torch.testing.assert_close(_native(f(arg)), torch.sin(x) * k)
    ref_m, ref_n = m(arg), fn.__wrapped__(arg)
    for om, on in outs:
        assert type(om) is type(ref_m) and type(on["y"]) is type(ref_n["y"])
        torch.testing.assert_close(_native(om), _native(ref_m))
        torch.testing.assert_close(_native(on["y"]), _native(ref_n["y"]))
        torch.testing.assert_close(_native(on["pair"][0]), _native(ref_n["pair"][0]))
        assert on["n"] == 4 and on["pair"][1] is None


def _guards_kept(f, arg):
    """How many guards Dynamo keeps for ``ivy.compile``'s ``f`` on its first call, and how many
    it made (ivy's guard filter sees them all)."""
    seen = []
    orig = tc.fixed_python_values

    def counting(fn):
        keep = orig(fn)

        def filt(entries):
            flags = keep(entries)
            seen.append((sum(flags), len(flags)))
            return flags

        return filt

    tc.fixed_python_values = counting
    try:
        f(arg)
    finally:
        tc.fixed_python_values = orig
    return seen


def test_ivy_compile_follows_modules_without_guarding_them():
    """On torch, ``ivy.compile`` drops Dynamo's guards on the Python state of the modules the
    function calls and on ivy's own dispatch (103 of 118 for a two-layer Sequential: ~11 us a call)
    and follows the modules itself, as on JAX and TensorFlow: after optimizer steps, a
    sub-container replaced in place, a Container of the same shapes in another key order, and
    ``eval()``, each call matches the eager module, and the steps do not make Dynamo compile
    again (a changed structure or training flag compiles anew, under a new code object)."""
    ivy.set_backend("torch")
    ivy.seed(seed_value=3)
    torch.manual_seed(0)
    m = ivy.Sequential(ivy.Linear(4, 4), ivy.ReLU(), ivy.BatchNorm1D(4), ivy.LayerNorm([4]), ivy.Linear(4, 3))
    x = ivy.Array(torch.randn(5, 4, device=_dev()))
    torch._dynamo.reset()
    f = ivy.compile(lambda a: m(a))
    kept = _guards_kept(f, x)
    assert kept and all(k <= 30 < n for k, n in kept), kept  # (25 of 494 here)

    def check(msg):
        torch.testing.assert_close(f(x).data, m(x).data, rtol=1e-5, atol=1e-5, msg=msg)

    opt = ivy.SGD(0.01)
    with torch._dynamo.config.patch(error_on_recompile=True):
        check("first")
        for step in range(3):
            _, g = ivy.execute_with_gradients(lambda v: ivy.sum(m(x, v=v) ** 2), m.v)
            m.v = opt.step(m.v, g)
            check(f"step {step}")
        m.v.submodules.v0 = ivy.Container(w=m.v.submodules.v0.w * 2.0, b=m.v.submodules.v0.b + 1.0)
        check("a sub-container replaced in place")
    ln = m.v.submodules.v3  # weight and bias of one shape: the order must not matter
    m.v.submodules.v3 = ivy.Container(bias=ln.weight + 0.5, weight=ln.bias - 2.0)
    check("another key order")
    m.eval()  # BatchNorm's running statistics now: Dynamo no longer guards the flag, ivy follows it
    check("eval")
    m.train()
    check("train")
    m.v.submodules.v0.extra = ivy.ones((2,))  # another structure
    check("a variable added")


def _twin(m):
    t = ivy.Linear(3, 2)
    t.v = m.v.cont_map(lambda a, _: a + 0.0)
    return t


def _helper_call(a):
    return _REACHED_INDIRECTLY[0](a)


_REACHED_INDIRECTLY = []


def test_ivy_compile_reads_the_watched_variables_by_key_and_never_stale_ones(monkeypatch):
    """``ivy.compile`` hands torch.compile the watched modules' variables as plain dicts too,
    which the compiled code reads by key, for the first shapes and for the ones traced again
    later; a Container's items it would read by position through a Python helper
    (``dict_keys_getitem``, ~3k instructions a variable each call). The compiled code reads the
    plain dicts only where ivy made them for this call:
    a module's variables changed inside the compiled function (in place, or with ``v=``), and a
    module the function reaches only through another function (so not watched by it) after a
    change that another compiled function's copies have not seen, are read from the module."""
    ivy.set_backend("torch")
    ivy.seed(seed_value=5)
    torch.manual_seed(2)
    x = ivy.Array(torch.randn(4, 3, device=_dev()))
    seq = ivy.Sequential(ivy.Linear(3, 4), ivy.ReLU(), ivy.LayerNorm([4]), ivy.Linear(4, 2))
    h = ivy.compile(lambda a: seq(a))
    shapes = [x, ivy.Array(torch.randn(5, 3, device=_dev())), ivy.Array(torch.randn(7, 3, device=_dev()))]
    for a in shapes:  # (traced for the first, then again with a dynamic batch size)
        h(a)
    by_position = []
    helper = torch._dynamo.utils.dict_keys_getitem
    monkeypatch.setattr(torch._dynamo.utils, "dict_keys_getitem", lambda d, n: by_position.append(n) or helper(d, n))
    for a in shapes:
        torch.testing.assert_close(h(a).data, seq(a).data)
    assert not by_position, f"{len(by_position)} variables read by position"
    monkeypatch.undo()

    lin = ivy.Linear(3, 2)
    twin = _twin(lin)

    def bump_then_call(mod, a):
        mod.v["b"] = mod.v["b"] + 1.0  # in place, then read in the same call
        return mod(a)

    f = ivy.compile(lambda a: bump_then_call(lin, a))
    for k in range(3):
        torch.testing.assert_close(f(x).data, bump_then_call(twin, x).data, msg=f"in place, call {k}")
    torch.testing.assert_close(lin.v["b"].data, twin.v["b"].data)

    other_v = ivy.Container(w=lin.v["w"] * -1.0, b=lin.v["b"] * 0.0)
    g = ivy.compile(lambda a: lin(a, v=other_v) + lin(a))
    for _ in range(2):
        torch.testing.assert_close(g(x).data, (lin(x, v=other_v) + lin(x)).data, msg="v=")

    m = ivy.Linear(3, 2)
    first = ivy.compile(lambda a: m(a))  # watches m: makes m's plain copies
    _REACHED_INDIRECTLY[:] = [m]
    pre = ivy.Linear(3, 3)
    second = ivy.compile(lambda a: _helper_call(pre(a)))  # watches pre only
    torch.testing.assert_close(first(x).data, m(x).data)
    torch.testing.assert_close(second(x).data, m(pre(x)).data)
    m.v["w"] = m.v["w"] * 2.0  # first's copies are stale until its next call
    torch.testing.assert_close(second(x).data, m(pre(x)).data, msg="a module another compiled function watches")
    torch.testing.assert_close(first(x).data, m(x).data)
    torch.testing.assert_close(second(x).data, m(pre(x)).data)


def test_compiled_step_with_a_stateful_optimizer_in_its_closure_matches_eager():
    """An optimizer whose own state changes each step (Adam's step count and moments), called in
    a compiled function: its Python state stays guarded (it is not a module ivy follows), so
    each step is Adam's next one, as eagerly."""
    ivy.set_backend("torch")
    ivy.seed(seed_value=4)
    m, twin = ivy.Linear(3, 2), ivy.Linear(3, 2)
    twin.v = m.v.cont_map(lambda a, _: a + 0.0)
    opt, opt_twin = ivy.Adam(0.05), ivy.Adam(0.05)
    torch.manual_seed(1)
    x = ivy.Array(torch.randn(4, 3, device=_dev()))

    def step(mod, o):
        _, g = ivy.execute_with_gradients(lambda v: ivy.mean(mod(x, v=v) ** 2), mod.v)
        mod.v = o.step(mod.v, g)
        return mod(x)

    f = ivy.compile(lambda a: step(m, opt) * 1.0)
    for k in range(4):
        torch.testing.assert_close(f(x).data, step(twin, opt_twin).data, msg=f"step {k}")


_FIRST_CALL_COMPILED = """
import torch, torch._dynamo.testing, ivy
f = lambda x: ivy.exp(x) * 2 + ivy.sum(x)
counter = torch._dynamo.testing.CompileCounter()
g = torch.compile(f, backend=counter)
x = torch.linspace(-1, 1, 5)
outs = [g(x) for _ in range(4)]  # ivy's first use of all: inside the trace
frames = counter.frame_count
ref = torch.exp(x) * 2 + torch.sum(x)
assert all(torch.allclose(o, ref) for o in outs), outs
g(x)
assert counter.frame_count == frames <= 2, (frames, counter.frame_count)
# the backend is loaded now: one graph
h = torch.compile(lambda x: ivy.tanh(x) - ivy.mean(x), fullgraph=True, backend="eager")
assert torch.allclose(h(x), torch.tanh(x) - torch.mean(x))
print("ok", frames)
"""


def test_ivy_first_used_inside_torch_compile():
    """ivy's first call in a process may come inside torch.compile: finding the backends
    (importlib.metadata, which Dynamo skips) and importing the plugin (a lock Dynamo cannot
    enter) then run eagerly at a graph break, and the next call compiles once more into one
    graph (the torch README says to load the backend first for ``fullgraph=True``)."""
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-c", _FIRST_CALL_COMPILED], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0 and r.stdout.startswith("ok"), r.stderr[-3000:]


def test_fallback_to_jit_trace_when_torch_compile_cannot_run(monkeypatch):
    def broken_compile(fn, **kw):
        def run(*a):
            raise RuntimeError("InvalidCxxCompiler: No working C++ compiler found")
        return run

    monkeypatch.setattr(torch, "compile", broken_compile)
    x = ivy.asarray(np.array([0.5, 1.0, -2.0]), backend="torch")
    with pytest.warns(RuntimeWarning, match="falling back to torch.jit.trace"):
        fc = ivy.compile(lambda a: ivy.sin(a) * a + 1, x)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        out = fc(x)
        out2 = fc(x * 2)
    assert isinstance(out, ivy.Array)
    np.testing.assert_allclose(np.asarray(out), np.sin([0.5, 1.0, -2.0]) * [0.5, 1.0, -2.0] + 1)
    np.testing.assert_allclose(np.asarray(out2), np.sin([1.0, 2.0, -4.0]) * [1.0, 2.0, -4.0] + 1)
    # a new shape is traced again (a trace holds one shape's path)
    out3 = fc(ivy.asarray(np.array([[1.0]]), backend="torch"))
    assert out3.shape == (1, 1)


def test_fallback_when_torch_compile_itself_raises(monkeypatch):
    def raising_compile(fn, **kw):
        raise RuntimeError("Dynamo is not supported on this Python")

    monkeypatch.setattr(torch, "compile", raising_compile)
    with pytest.warns(RuntimeWarning, match="falling back"):
        fc = ivy.compile(lambda a: a * 3, backend="torch")
        out = fc(X)
    torch.testing.assert_close(out, X * 3)


def test_the_functions_own_errors_are_not_mistaken_for_compiler_failures():
    def bad(a):
        return ivy.matmul(a, a)  # (3, 2) @ (3, 2): a shape error of the function itself

    fc = ivy.compile(bad, backend="torch")
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)  # no fallback warning
        with pytest.raises(ivy.ShapeError):
            fc(X)
    assert isinstance(fc._cache[next(iter(fc._cache))][0], tc._TorchCompiled)
    assert next(iter(fc._cache.values()))[0].mode == "compile"


def test_ivy_core_fallbacks_match_the_native_transforms(monkeypatch):
    """A backend with autodiff but without ``jacobian``/``vmap`` gets ivy-core's loops."""
    def f(w):
        return ivy.sin(ivy.matmul(X, w)) * ivy.sum(w)

    J_native = ivy.jac(f)(W)
    xs = torch.randn(4, 3, 2, dtype=torch.float64, generator=torch.Generator().manual_seed(1))
    v_native = ivy.vmap(f_ivy, in_axes=(0, None), out_axes=0)(xs, W)
    gm = ivy.get_backend("torch").gradients
    monkeypatch.delattr(gm, "jacobian")
    monkeypatch.delattr(gm, "vmap")
    torch.testing.assert_close(ivy.jac(f)(W), J_native)
    torch.testing.assert_close(ivy.vmap(f_ivy, in_axes=(0, None), out_axes=0)(xs, W), v_native)
    # second order through the fallback: the Hessian of a scalar function
    H = ivy.jac(ivy.grad(lambda w: f_ivy(X, w)))(W)
    torch.testing.assert_close(H, torch.autograd.functional.hessian(lambda w: f_torch(X, w), W))
