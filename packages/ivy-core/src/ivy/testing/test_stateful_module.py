"""``ivy.Module``: variable discovery and key chains, the functional ``__call__(x, v=...)``,
build modes, ``v`` given to the constructor, train/eval, ``save_weights``/``load_weights``
round trips, gradients through ``v`` against central finite differences (float64), and
``to_native()`` modules trained with torch's, Keras' and JAX's own optimizers.

The modules here use standard functions only (``matmul``, ``tanh``), so the file runs on
every backend; gradient tests need autodiff (torch, jax, tensorflow).
"""

from __future__ import annotations

import numpy as np
import pytest

import ivy

from .helpers import assert_same, backend, has_autodiff, supported_dtypes, to_ivy, to_numpy

RNG = np.random.default_rng(1234)


AUTODIFF = has_autodiff()
needs_autodiff = pytest.mark.skipif(not AUTODIFF, reason="the backend has no autodiff (see test_no_autodiff)")
HAS_F64 = ivy.float64 in supported_dtypes("real floating")


class Dense(ivy.Module):
    """``tanh(x @ w + b)`` (or without the tanh), weights drawn with NumPy."""

    def __init__(self, n_in, n_out, act=True, seed=0, dtype="float32", **kw):
        self.n_in, self.n_out, self.act, self.seed, self.np_dtype = n_in, n_out, act, seed, dtype
        super().__init__(**kw)

    def _create_variables(self, device=None, dtype=None):
        rng = np.random.default_rng(self.seed)
        d = self.np_dtype if dtype is None else dtype.name
        return {"w": to_ivy(rng.standard_normal((self.n_in, self.n_out)).astype(d) * 0.5),
                "b": to_ivy(rng.standard_normal(self.n_out).astype(d) * 0.1)}

    def _forward(self, x):
        y = ivy.matmul(x, self.v.w) + self.v.b
        return ivy.tanh(y) if self.act else y


class MLP(ivy.Module):
    def __init__(self, dtype="float32", **kw):
        self.first = Dense(3, 4, seed=1, dtype=dtype)
        self._blocks = [Dense(4, 4, seed=2, dtype=dtype), {"out": Dense(4, 2, act=False, seed=3, dtype=dtype)}]
        super().__init__(**kw)

    def _forward(self, x):
        return self._blocks[1]["out"](self._blocks[0](self.first(x)))


def _np_mlp(v, x):
    def dense(p, x, act=True):
        y = x @ p["w"] + p["b"]
        return np.tanh(y) if act else y

    return dense(v["blocks"]["v1"]["out"], dense(v["blocks"]["v0"], dense(v["first"], x)), act=False)


def _np_v(m):
    return _np_v_from(m.v)


def _keychains(nest, prefix=""):
    out = []
    for k, val in nest.items():
        if hasattr(val, "items"):
            out += _keychains(val, prefix + k + "/")
        else:
            out.append(prefix + k)
    return sorted(out)


# ------------------------------------------------------------ structure


def test_variables_are_found_with_ivy_key_chains():
    m = MLP()
    assert isinstance(m.v, ivy.Container)
    assert _keychains(m.v) == ["blocks/v0/b", "blocks/v0/w", "blocks/v1/out/b", "blocks/v1/out/w",
                               "first/b", "first/w"]
    x = RNG.standard_normal((5, 3)).astype(np.float32)
    assert_same(m(to_ivy(x)), _np_mlp(_np_v(m), x).astype(np.float32), rtol=1e-5, atol=1e-5)
    assert m.v.first.w is m.first.v.w


def test_call_with_v_is_functional_and_restores():
    m = MLP()
    x = RNG.standard_normal((2, 7, 3)).astype(np.float32)  # leading batch dims
    before = _np_v(m)
    other = ivy.gradient_descent_update(m.v, m.v, -1.0)  # every variable doubled
    out = m(to_ivy(x), v=other)
    ref = _np_mlp(_np_v_from(other), x)
    assert_same(out, ref.astype(np.float32), rtol=1e-5, atol=1e-5)
    # the stored variables are untouched, in the parent and in every submodule
    assert_same(m(to_ivy(x)), _np_mlp(before, x).astype(np.float32), rtol=1e-5, atol=1e-5)
    assert_same(m.first.v.w, before["first"]["w"])


def _np_v_from(v):
    return {k: _np_v_from(val) if hasattr(val, "items") else np.array(to_numpy(val)) for k, val in v.items()}


def test_setting_v_updates_submodules():
    m = MLP()
    new = ivy.gradient_descent_update(m.v, m.v, 0.5)  # halved
    m.v = new
    assert_same(m.first.v.w, to_numpy(new.first.w))
    assert_same(m._blocks[1]["out"].v.b, to_numpy(new.blocks.v1.out.b))
    x = RNG.standard_normal((4, 3)).astype(np.float32)
    assert_same(m(to_ivy(x)), _np_mlp(_np_v_from(new), x).astype(np.float32), rtol=1e-5, atol=1e-5)
    # a plain nested dict works too
    m.v = {"first": dict(m.v.first), "blocks": {"v0": dict(m.v.blocks.v0), "v1": {"out": dict(m.v.blocks.v1.out)}}}
    assert isinstance(m.v, ivy.Container)


class Outer(ivy.Module):
    """An MLP one level down: grandchildren of the module that is called."""

    def __init__(self, **kw):
        self.inner = MLP()
        super().__init__(**kw)

    def _forward(self, x):
        return self.inner(x)


def test_sub_containers_replaced_inside_v_are_seen():
    m = Outer()
    x = RNG.standard_normal((2, 3)).astype(np.float32)
    # a grandchild's container replaced inside the child's part of v
    halved = ivy.gradient_descent_update(m.v.inner.first, m.v.inner.first, 0.5)
    m.v.inner["first"] = halved
    assert_same(m(to_ivy(x)), _np_mlp(_np_v_from(m.v.inner), x).astype(np.float32), rtol=1e-5, atol=1e-5)
    assert m.inner.first.v is halved
    # the child's whole container replaced
    doubled = ivy.gradient_descent_update(m.v.inner, m.v.inner, -1.0)
    m.v["inner"] = doubled
    assert_same(m(to_ivy(x)), _np_mlp(_np_v_from(doubled), x).astype(np.float32), rtol=1e-5, atol=1e-5)
    assert m.inner.v is doubled and m.inner._blocks[1]["out"].v is doubled.blocks.v1.out
    # a leaf replaced: the containers are shared, so every level sees it at once
    w = to_ivy(np.zeros((4, 2), np.float32))
    m.v.inner.blocks.v1.out["w"] = w
    assert m.inner._blocks[1]["out"].v.w is w
    assert_same(m(to_ivy(x)), _np_mlp(_np_v_from(m.v.inner), x).astype(np.float32), rtol=1e-5, atol=1e-5)


def _halve(c):
    return ivy.gradient_descent_update(c, c, 0.5)


# Every way of changing the structure inside v. The first call before the change lets the
# module skip its hand-down (nothing changed since the last one); the change must end that.
_CHANGES = {
    "setitem": lambda m, new: m.v.inner.__setitem__("first", new),
    "setattr": lambda m, new: setattr(m.v.inner, "first", new),
    "key chain": lambda m, new: m.v.__setitem__("inner/first", new),
    "set_at_key_chain": lambda m, new: m.v.cont_set_at_key_chain("inner/first", new, inplace=True),
    "update": lambda m, new: m.v.inner.update({"first": new}),
    "pop and setdefault": lambda m, new: (m.v.inner.pop("first"), m.v.inner.setdefault("first", new)),
    "inplace_update": lambda m, new: m.v.cont_inplace_update({"inner": {"first": new}}),
    "sub_conts inplace": lambda m, new: m.v.inner.cont_map_sub_conts(
        lambda c, kc: new if kc == "first" else c, inplace=True, include_self=False),
}


@pytest.mark.parametrize("change", list(_CHANGES))
def test_every_change_of_the_containers_inside_v_is_seen(change):
    m = Outer()
    x = to_ivy(RNG.standard_normal((2, 3)).astype(np.float32))
    new = _halve(m.v.inner.first)
    expected = _np_mlp(_np_v_from({**m.v.inner, "first": new}), to_numpy(x)).astype(np.float32)
    m(x)
    m(x)  # (made before these calls: making a Container changes nothing inside v)
    _CHANGES[change](m, new)  # (cont_inplace_update writes new's leaves into the container there)
    assert_same(m(x), expected, rtol=1e-5, atol=1e-5)
    assert m.inner.first.v is m.v.inner.first


def test_a_submodule_given_its_own_v_is_reset_by_the_parent():
    """The top module's v is the source of truth, also after calls that skipped the hand-down."""
    m = Outer()
    x = RNG.standard_normal((2, 3)).astype(np.float32)
    kept = m.v.inner.first
    halved = _halve(kept)
    m(to_ivy(x))
    m(to_ivy(x))
    m.inner.first.v = halved
    assert_same(m(to_ivy(x)), _np_mlp(_np_v_from(m.v.inner), x).astype(np.float32), rtol=1e-5, atol=1e-5)
    assert m.inner.first.v is kept


def test_copies_of_a_called_module_see_their_own_changes():
    import copy
    import pickle

    m = Outer()
    x = RNG.standard_normal((2, 3)).astype(np.float32)
    m(to_ivy(x))
    for c in (copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        new = _halve(c.v.inner.first)
        c.v.inner["first"] = new
        assert_same(c(to_ivy(x)), _np_mlp(_np_v_from(c.v.inner), x).astype(np.float32), rtol=1e-5, atol=1e-5)
        assert c.inner.first.v is new
    assert_same(m(to_ivy(x)), _np_mlp(_np_v_from(m.v.inner), x).astype(np.float32), rtol=1e-5, atol=1e-5)


def test_shared_submodule_is_stored_once():
    class Tied(ivy.Module):
        def __init__(self):
            self.a = Dense(2, 2, seed=5)
            self.b = self.a
            super().__init__()

        def _forward(self, x):
            return self.b(self.a(x))

    m = Tied()
    assert _keychains(m.v) == ["a/b", "a/w"]
    x = RNG.standard_normal((3, 2)).astype(np.float32)
    v = _np_v(m)["a"]
    h = np.tanh(x @ v["w"] + v["b"])
    assert_same(m(to_ivy(x)), np.tanh(h @ v["w"] + v["b"]).astype(np.float32), rtol=1e-5, atol=1e-5)


# --------------------------------------------------------------- build modes


def test_build_on_call_takes_the_input_dtype():
    dt = "float64" if HAS_F64 else "float32"
    m = Dense(3, 2, build_mode="on_call")
    assert not m.built and m.v is None
    x = RNG.standard_normal((4, 3)).astype(dt)
    y = m(to_ivy(x))
    assert m.built and m.v.w.dtype.name == dt and y.dtype.name == dt


def test_build_on_call_with_children_built_lazily():
    class Lazy(ivy.Module):
        def __init__(self):
            self.a = Dense(3, 4, build_mode="on_call")
            self.b = Dense(4, 1, act=False, build_mode="on_call")
            super().__init__(build_mode="on_call")

        def _forward(self, x):
            return self.b(self.a(x))

    m = Lazy()
    x = to_ivy(RNG.standard_normal((2, 3)).astype(np.float32))
    y = m(x)
    assert y.shape == (2, 1)
    assert _keychains(m.v) == ["a/b", "a/w", "b/b", "b/w"]
    assert_same(m(x), to_numpy(y))


def test_build_explicit():
    m = Dense(2, 2, build_mode="explicit")
    with pytest.raises(ivy.IvyError, match="build"):
        m(to_ivy(np.ones((1, 2), np.float32)))
    v = m.build()
    assert _keychains(v) == ["b", "w"]
    assert m(to_ivy(np.ones((1, 2), np.float32))).shape == (1, 2)


def test_bad_build_mode_raises():
    with pytest.raises(ivy.InvalidArgumentError, match="build_mode"):
        Dense(2, 2, build_mode="later")


def test_v_given_to_the_constructor():
    src = Dense(3, 2, seed=7)
    m = Dense(3, 2, seed=8, v=src.v)
    assert_same(m.v.w, to_numpy(src.v.w))
    with pytest.raises(ivy.InvalidArgumentError, match="lacks key chains"):
        Dense(3, 2, v={"w": src.v.w})
    partial = Dense(3, 2, seed=8, v={"w": src.v.w}, with_partial_v=True)
    assert_same(partial.v.w, to_numpy(src.v.w))
    assert_same(partial.v.b, to_numpy(Dense(3, 2, seed=8).v.b))
    with pytest.raises(ivy.InvalidArgumentError, match="does not"):
        Dense(3, 2, v={"w": src.v.w, "b": src.v.b, "c": src.v.b})
    with pytest.raises(ivy.ShapeError, match="shape"):
        Dense(3, 2, v={"w": src.v.w, "b": to_ivy(np.zeros(3, np.float32))})


def test_train_eval_propagate():
    m = MLP()
    assert m.training and m.first.training
    assert m.eval() is m
    assert not m.training and not m.first.training and not m._blocks[1]["out"].training
    m.train()
    assert m._blocks[0].training


# ------------------------------------------------------------- save / load


def test_save_load_round_trip(tmp_path):
    m = MLP()
    path = tmp_path / "sub" / "weights.npz"
    m.save_weights(str(path))
    with np.load(path) as f:  # a user can open it with NumPy alone
        assert sorted(f.files) == ["v/" + k for k in _keychains(m.v)]
        assert_same(m.first.v.w, f["v/first/w"])
    orig = _np_v(m)
    m.v = ivy.gradient_descent_update(m.v, m.v, 0.3)
    m.load_weights(str(path))
    for k in _keychains(m.v):
        parts = k.split("/")
        a, b = m.v, orig
        for p in parts:
            a, b = a[p], b[p]
        assert_same(a, b)
        assert a.dtype.name == b.dtype.name
    # and the submodules see the loaded values
    assert_same(m.first.v.w, orig["first"]["w"])


def test_save_load_includes_buffers(tmp_path):
    """BatchNorm's running statistics are leaves of v, as Ivy 1.0 kept them (and its buffers)."""
    bn = ivy.BatchNorm1D(3)
    bn(to_ivy(RNG.standard_normal((8, 3)).astype(np.float32) * 3 + 1))  # training: running stats move
    assert bn.buffers.running_mean is bn.v.running_mean
    path = str(tmp_path / "bn.npz")
    bn.save_weights(path)
    with np.load(path) as f:
        assert sorted(f.files) == ["v/b", "v/running_mean", "v/running_var", "v/w"]
    other = ivy.BatchNorm1D(3)
    other.load_weights(path)
    assert_same(other.buffers.running_mean, to_numpy(bn.buffers.running_mean))
    assert_same(other.v.running_var, to_numpy(bn.buffers.running_var))
    # a Container's own file (the variables alone, as Ivy 1.0's weights) loads too
    bn.v.cont_map(lambda a, kc: a * 2).save(str(tmp_path / "w.npz"))
    other.load_weights(str(tmp_path / "w.npz"))
    assert_same(other.v.running_var, 2 * to_numpy(bn.v.running_var))


def test_assigned_weights_must_fit_and_are_used():
    """Ivy 1.0's ``model.v = ivy.Container(weights)``: the new variables replace the old in every
    submodule (also when written into ``__dict__["v"]``, as ivy_models' BaseModel does); weights that
    do not fit raise an ivy error naming the first key chain, never pass silently."""
    m = ivy.Sequential(ivy.Linear(3, 4), ivy.BatchNorm1D(4, training=False), ivy.Linear(4, 2))
    m.eval()
    x = to_ivy(RNG.standard_normal((5, 3)).astype(np.float32))
    w = m.v.cont_map(lambda a, kc: a * 0.5 + 0.25)
    before = to_numpy(m(x))
    m.v = w
    after = to_numpy(m(x))
    assert not np.allclose(before, after)
    fresh = ivy.Sequential(ivy.Linear(3, 4), ivy.BatchNorm1D(4, training=False), ivy.Linear(4, 2))
    fresh.eval()
    fresh.__dict__["v"] = w  # bypassing the property
    assert_same(fresh(x), after)
    lacking = w.cont_deep_copy()
    del lacking["submodules"]["v1"]["running_var"]
    with pytest.raises(ivy.InvalidArgumentError, match="submodules/v1/running_var"):
        m.v = lacking
    extra = w.cont_deep_copy()
    extra["submodules"]["v0"]["z"] = ivy.zeros(1)
    with pytest.raises(ivy.InvalidArgumentError, match="submodules/v0/z"):
        m.v = extra
    wrong = w.cont_deep_copy()
    wrong["submodules"]["v2"]["w"] = ivy.zeros((3, 3))
    with pytest.raises(ivy.ShapeError, match="submodules/v2/w"):
        m.v = wrong
    assert_same(m(x), after)  # (a refused assignment changed nothing)


def test_variables_on_the_backend_given():
    others = [b for b in ivy.backends() if b != backend().name]
    if not others:
        pytest.skip("needs a second ivy backend installed beside the one under test "
                    "(`pip install ivy-backend-numpy`, say)")
    other = min(others, key=lambda b: b not in ("numpy", "torch"))  # a first-party one where present
    with ivy.DefaultDevice("cpu"):  # (a default device set for the suite, gpu:0 say, may not exist on `other`)
        layer = ivy.Linear(3, 2, backend=other)
    assert layer.v.w.backend.name == other
    assert Dense(3, 2).v.w.backend.name == backend().name


def test_load_into_a_different_module_raises(tmp_path):
    path = str(tmp_path / "w.npz")
    Dense(3, 2).save_weights(path)
    with pytest.raises(ivy.ShapeError, match="shape"):
        Dense(3, 5).load_weights(path)
    with pytest.raises(ivy.WeightsMismatchError, match="missing from the file"):
        MLP().load_weights(path)
    with pytest.raises(ivy.IvyError, match="build"):
        Dense(3, 2, build_mode="on_call").load_weights(path)


# ---------------------------------------------------------------- gradients


def _loss(m, x):
    return lambda v: ivy.sum(m(x, v=v) ** 2)


@needs_autodiff
@pytest.mark.skipif(not HAS_F64, reason="finite differences need float64")
def test_gradients_through_v_match_finite_differences():
    m = MLP(dtype="float64")
    x = to_ivy(RNG.standard_normal((3, 3)))
    loss, grads = ivy.execute_with_gradients(_loss(m, x), m.v)
    assert isinstance(grads, ivy.Container)
    assert _keychains(grads) == _keychains(m.v)
    base = _np_v(m)
    xn = to_numpy(x)
    h = 1e-6
    for kc in _keychains(m.v):
        parts = kc.split("/")
        leaf = base
        for p in parts[:-1]:
            leaf = leaf[p]
        w = leaf[parts[-1]]
        fd = np.zeros_like(w)
        for idx in np.ndindex(w.shape):
            orig = w[idx]
            w[idx] = orig + h
            up = np.sum(_np_mlp(base, xn) ** 2)
            w[idx] = orig - h
            down = np.sum(_np_mlp(base, xn) ** 2)
            w[idx] = orig
            fd[idx] = (up - down) / (2 * h)
        g = grads
        for p in parts:
            g = g[p]
        np.testing.assert_allclose(to_numpy(g), fd, rtol=1e-5, atol=1e-7, err_msg=kc)
    assert_same(loss, np.asarray(np.sum(_np_mlp(base, xn) ** 2)), rtol=1e-10)


@needs_autodiff
def test_training_loop_decreases_the_loss():
    m = MLP()
    x = to_ivy(RNG.standard_normal((16, 3)).astype(np.float32))
    opt = ivy.Adam(lr=0.05)
    losses = []
    for _ in range(15):
        loss, grads = ivy.execute_with_gradients(_loss(m, x), m.v)
        m.v = opt.step(m.v, grads)
        losses.append(float(loss))
    assert losses[-1] < 0.5 * losses[0]


# ------------------------------------------------------------ output types


def _np_sequential(v, x):
    """relu(x @ w0.T + b0) @ w2.T + b2, the Sequential(Linear, ReLU, Linear) below, in NumPy."""
    p0, p2 = v["submodules"]["v0"], v["submodules"]["v2"]
    return np.maximum(x @ p0["w"].T + p0["b"], 0) @ p2["w"].T + p2["b"]


def test_layers_follow_the_input_type():
    """ivy's layers hand their variables to the functions as native arrays: a native input gives a
    native output, an ivy.Array input an ivy.Array, with the same values."""
    x = RNG.standard_normal((2, 3)).astype(np.float32)
    seq = ivy.Sequential(ivy.Linear(3, 4), ivy.ReLU(), ivy.Linear(4, 2))
    expected = _np_sequential(_np_v(seq), x)
    for layer, want in ((ivy.Linear(3, 4), None), (ivy.LayerNorm([3]), None), (seq, expected)):
        a, n = layer(to_ivy(x)), layer(to_ivy(x).data)
        assert a.__class__ is ivy.Array, type(layer)
        assert n.__class__ is not ivy.Array and ivy.is_native_array(n), (type(layer), type(n))
        assert_same(n, to_numpy(a))
        if want is not None:
            assert_same(a, want)


def test_sequential_hands_user_modules_what_it_was_given():
    """A Sequential runs ivy's own layers on the native array, but a user's module (or a nested
    Sequential holding one) gets the ivy.Array the Sequential was given."""
    seen = []

    class Probe(ivy.Module):
        def _forward(self, x):
            seen.append(x.__class__)
            return x

    x = to_ivy(RNG.standard_normal((2, 3)).astype(np.float32))
    for m in (ivy.Sequential(ivy.Linear(3, 3), Probe()), ivy.Sequential(ivy.Sequential(ivy.ReLU(), Probe())),
              ivy.Sequential(lambda a: (seen.append(a.__class__), a)[1])):
        seen.clear()
        out = m(x)
        assert seen == [ivy.Array] and out.__class__ is ivy.Array
    nested = ivy.Sequential(ivy.Linear(3, 3), ivy.Sequential(ivy.ReLU(), ivy.Linear(3, 2)))
    assert nested(x).__class__ is ivy.Array and nested._native_chain


@needs_autodiff
def test_gradients_through_a_sequential_of_ivy_layers():
    """Gradients flow through the native chain (ivy.Array input and v): against NumPy's analytic ones."""
    m = ivy.Sequential(ivy.Linear(3, 4), ivy.ReLU(), ivy.Linear(4, 2))
    xn = RNG.standard_normal((5, 3)).astype(np.float32)
    loss, grads = ivy.execute_with_gradients(lambda v: ivy.sum(m(to_ivy(xn), v=v)), m.v)
    v = _np_v(m)
    p0, p2 = v["submodules"]["v0"], v["submodules"]["v2"]
    h = xn @ p0["w"].T + p0["b"]
    on = (h > 0).astype(np.float32)
    up = np.ones((5, 2), np.float32) @ p2["w"] * on  # d loss / d h
    g = grads["submodules"]
    assert_same(loss, np.asarray(np.sum(_np_sequential(v, xn)), np.float32))
    assert_same(g["v2"]["b"], np.full(2, 5, np.float32))
    assert_same(g["v2"]["w"], np.tile((np.maximum(h, 0)).sum(0), (2, 1)))
    assert_same(g["v0"]["b"], up.sum(0))
    assert_same(g["v0"]["w"], up.T @ xn)


@pytest.mark.skipif(AUTODIFF, reason="checks the error of a backend without autodiff")
def test_no_autodiff():
    m = MLP()
    x = to_ivy(np.ones((1, 3), np.float32))
    with pytest.raises(ivy.AutodiffError, match="autodiff"):
        ivy.execute_with_gradients(_loss(m, x), m.v)


# ------------------------------------------------------------------ to_native
# Each framework's conversion runs where the variables live on it (the backend under test);
# NumPy and other backends without a native module convert to torch (torch is always
# installed as the reference), which also checks the cross-backend copy.

_NATIVE_FOR = {"torch": "torch", "jax": "jax", "tensorflow": "tensorflow"}
_target = _NATIVE_FOR.get(backend().name, "torch")


def _only(fw):
    if _target == fw and backend().name != fw and fw not in ivy.backends():
        # the variables are copied to the target backend first: it must be installed
        return pytest.mark.skip(reason=f"converting to {fw} needs the ivy {fw} backend, which is not "
                                f"installed here: `pip install ivy-backend-{fw}`")
    return pytest.mark.skipif(_target != fw, reason=f"{fw} conversion is tested on the {fw} backend "
                              f"(this run converts to {_target})")


def _data():
    x = RNG.standard_normal((32, 3)).astype(np.float32)
    y = np.stack([np.sin(x.sum(-1)), np.cos(x[:, 0])], -1).astype(np.float32)
    return x, y


@_only("torch")
def test_to_native_torch_trains_with_torch_optim():
    torch = pytest.importorskip("torch", reason="torch.nn.Module is the native module")
    m = MLP()
    tm = m.to_native("torch")
    assert isinstance(tm, torch.nn.Module)
    names = sorted(n for n, _ in tm.named_parameters())
    assert names == sorted(k.replace("/", ".") for k in _keychains(m.v))
    x, y = _data()
    dev = next(tm.parameters()).device  # the module's (--ivy-device gpu:0 puts it on the GPU)
    xt, yt = torch.from_numpy(x).to(dev), torch.from_numpy(y).to(dev)
    out = tm(xt)
    assert isinstance(out, torch.Tensor)
    np.testing.assert_allclose(out.detach().cpu().numpy(), to_numpy(m(to_ivy(x))), rtol=1e-5, atol=1e-5)
    opt = torch.optim.Adam(tm.parameters(), lr=0.02)
    losses = []
    for _ in range(30):
        opt.zero_grad()
        loss = torch.mean((tm(xt) - yt) ** 2)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    assert losses[-1] < 0.7 * losses[0]
    tm.eval()
    assert not m.training


@_only("torch")
def test_to_native_torch_buffers_and_modes():
    torch = pytest.importorskip("torch", reason="torch.nn.Module is the native module")

    class Normed(ivy.Module):
        def __init__(self):
            self.dense = Dense(3, 4)
            self.bn = ivy.BatchNorm1D(4)
            super().__init__()

        def _forward(self, x):
            return self.bn(self.dense(x))

    m = Normed()
    tm = m.to_native("torch")
    assert sorted(n for n, _ in tm.named_buffers()) == ["bn.running_mean", "bn.running_var"]
    dev = next(tm.parameters()).device
    x = torch.from_numpy(RNG.standard_normal((16, 3)).astype(np.float32)).to(dev)
    tm.train()
    tm(x)
    moved = tm.bn.running_mean.clone()
    assert float(torch.sum(torch.abs(moved))) > 0  # training mode updates the torch buffers
    tm.eval()
    assert not m.training and not m.bn.training
    out = tm(x)
    assert torch.equal(tm.bn.running_mean, moved)  # eval mode leaves them
    w, b = (torch.from_numpy(to_numpy(a)).to(dev) for a in (m.v.dense.w, m.v.dense.b))
    h = torch.tanh(x @ w + b)
    expected = (h - moved) / torch.sqrt(tm.bn.running_var + 1e-5) * tm.bn.w + tm.bn.b
    np.testing.assert_allclose(out.detach().cpu().numpy(), expected.detach().cpu().numpy(), rtol=1e-5, atol=1e-5)


@_only("tensorflow")
def test_to_native_keras_trains_with_keras_optimizer():
    tf = pytest.importorskip("tensorflow", reason="a Keras layer is the native module")
    m = MLP()
    layer = m.to_native("tensorflow")
    assert isinstance(layer, tf.keras.layers.Layer)
    assert len(layer.trainable_weights) == 6
    x, y = _data()
    out = layer(tf.constant(x))
    np.testing.assert_allclose(np.asarray(out), to_numpy(m(to_ivy(x))), rtol=1e-5, atol=1e-5)
    opt = tf.keras.optimizers.Adam(learning_rate=0.02)
    losses = []
    for _ in range(30):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((layer(tf.constant(x)) - y) ** 2)
        grads = tape.gradient(loss, layer.trainable_weights)
        opt.apply_gradients(zip(grads, layer.trainable_weights))
        losses.append(float(loss))
    assert losses[-1] < 0.7 * losses[0]


@_only("jax")
def test_to_native_jax_trains_with_jax_optimizer():
    jax = pytest.importorskip("jax", reason="a pure function with a params pytree is JAX's native module")
    from jax.example_libraries import optimizers

    m = MLP()
    apply_fn, params = m.to_native("jax")
    assert sorted(params) == ["blocks", "first"] and isinstance(params["first"]["w"], jax.Array)
    x, y = _data()
    expected = to_numpy(m(to_ivy(x)))
    x, y = jax.numpy.asarray(x), jax.numpy.asarray(y)
    np.testing.assert_allclose(np.asarray(apply_fn(params, x)), expected, rtol=1e-5, atol=1e-5)

    def loss_fn(p):
        return jax.numpy.mean((apply_fn(p, x) - y) ** 2)

    init, update, get = optimizers.adam(0.02)
    state = init(params)
    losses = []
    for i in range(30):
        loss, g = jax.value_and_grad(loss_fn)(get(state))
        state = update(i, g, state)
        losses.append(float(loss))
    assert losses[-1] < 0.7 * losses[0]


def test_to_native_errors():
    with pytest.raises(ivy.InvalidArgumentError, match="no native module"):
        MLP().to_native("mxnet-not")
    with pytest.raises(ivy.InvalidArgumentError, match="build"):
        Dense(2, 2, build_mode="on_call").to_native("torch")


# ------------------------------------------------------------------ docstrings


@pytest.mark.skipif(backend().name != "numpy", reason="the examples show numpy-backend arrays")
@pytest.mark.parametrize("name", ["module", "layers", "norms", "sequential", "activations", "optimizers",
                                  "initializers"])
def test_docstring_examples(name):
    import doctest
    import importlib

    mod = importlib.import_module("ivy.stateful." + name)
    res = doctest.testmod(mod, extraglobs={"ivy": ivy}, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert res.attempted > 0
    assert res.failed == 0, f"{res.failed} docstring examples of ivy.stateful.{name} failed (printed above)"
