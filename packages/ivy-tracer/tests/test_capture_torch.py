"""Tracing PyTorch code (TorchFunctionMode): modules with parameters and buffers in train and eval
mode, a CNN with batch norm, a transformer block, in-place semantics, random draws, nested
structures, reads of values, mixed ivy and torch code. The ground truth is torch itself: every
graph replayed on fresh inputs equals the module or function called directly. Run in the torch
session only."""

from __future__ import annotations

import numpy as np
import pytest
from _helpers import only_on

import ivy
import ivy_tracer
from ivy_tracer import TraceError

pytestmark = only_on("torch")
torch = pytest.importorskip("torch") if __import__("_helpers").BACKEND == "torch" else None


def _close(a, b, tol=1e-5):
    torch.testing.assert_close(a, b, rtol=tol, atol=tol)


class MLP(torch.nn.Module if torch else object):
    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(6, 16)
        self.fc2 = torch.nn.Linear(16, 16)
        self.fc3 = torch.nn.Linear(16, 3)

    def forward(self, x):
        return self.fc3(torch.relu(self.fc2(torch.nn.functional.gelu(self.fc1(x)))))


def test_mlp_module_named_parameters_and_source():
    torch.manual_seed(0)
    m = MLP().eval()
    x = torch.randn(4, 6)
    g = ivy_tracer.trace(m, x)
    assert [n.target for n in g.parameters] == [f"fc{i}.{p}" for i in (1, 2, 3) for p in ("weight", "bias")]
    src = g.source()
    assert "torch.nn.functional.linear(x, fc1_weight, fc1_bias)" in src and "def forward(x, *," in src
    for _ in range(2):
        x2 = torch.randn(9, 6)  # (another batch: no shape was read)
        _close(g(x2), m(x2))
    ns = {}
    exec(src, ns)
    _close(ns["forward"](x, **g.bound_values()), m(x))
    # an optimizer step updates the parameters in place: the graph reads them
    opt = torch.optim.SGD(m.parameters(), lr=0.1)
    m(x).sum().backward()
    opt.step()
    _close(g(x), m(x))


class CNN(torch.nn.Module if torch else object):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.bn = torch.nn.BatchNorm2d(8)
        self.head = torch.nn.Linear(8, 4)

    def forward(self, x):
        y = torch.relu(self.bn(self.conv(x)))
        return self.head(y.mean(dim=(2, 3)))


@pytest.mark.parametrize("mode", ["train", "eval"])
def test_cnn_with_batch_norm_in_train_and_eval_mode(mode):
    torch.manual_seed(0)
    m, twin = CNN(), CNN()
    twin.load_state_dict(m.state_dict())
    getattr(m, mode)()
    getattr(twin, mode)()
    x = torch.randn(2, 3, 8, 8)
    g = ivy_tracer.trace(m, x)  # (one training call's statistics update)
    twin(x)
    names = {n.target for n in g.parameters}
    assert {"bn.running_mean", "bn.running_var", "bn.weight", "conv.weight"} <= names
    for _ in range(3):
        x2 = torch.randn(2, 3, 8, 8)
        _close(g(x2), twin(x2))
        # in training the running statistics move on each call, in place, as in the module
        _close(m.bn.running_mean, twin.bn.running_mean)
        _close(m.bn.running_var, twin.bn.running_var)
    assert m.bn.num_batches_tracked == twin.bn.num_batches_tracked
    # the graph holds the mode it was traced in: switching the module traces again
    other = "eval" if mode == "train" else "train"
    getattr(m, other)()
    getattr(twin, other)()
    x3 = torch.randn(2, 3, 8, 8)
    _close(g(x3), twin(x3))


def test_transformer_block():
    torch.manual_seed(0)
    layer = torch.nn.TransformerEncoderLayer(16, 4, 32, dropout=0.0, batch_first=True).eval()
    x = torch.randn(2, 5, 16)
    g = ivy_tracer.trace(layer, x)
    assert len(g.calls) > 10
    for _ in range(2):
        x2 = torch.randn(2, 5, 16)
        _close(g(x2), layer(x2), 1e-4)


def test_in_place_methods_and_setitem():
    def f(x, y):
        z = x.clone()
        z.add_(y)
        z[0] = -1.0
        z[1:, 0] *= 2.0
        y.mul_(3.0)  # (an input written in place)
        return z.relu_()

    x, y = torch.randn(3, 2), torch.randn(3, 2)
    g = ivy_tracer.trace(f, x.clone(), y.clone())
    muts = [n for n in g.calls if n.meta.get("mutates")]
    assert len(muts) >= 4
    x2, y2 = torch.randn(3, 2), torch.randn(3, 2)
    ya, yb = y2.clone(), y2.clone()
    _close(g(x2, ya), f(x2, yb))
    _close(ya, yb)  # the replay wrote the input as the function does
    # in-place writes are never removed or folded
    assert len([n for n in g.eliminate_dead_code().calls if n.meta.get("mutates")]) == len(muts)


def test_power_operators_are_the_tensor_methods():
    # (``x ** y`` and ``x **= y`` reach the mode as torch._tensor's wrappers of TensorBase.pow and
    # pow_, which were recorded as opaque functions, so transpiling failed on them)
    def f(x):
        y = x ** 2
        y **= x
        return y

    x = torch.rand(4) + 0.5
    g = ivy_tracer.trace(f, x)
    assert [n.format_target() for n in g.calls][-2:] == [".pow", ".pow_"]
    assert g.calls[-1].meta.get("mutates")
    x2 = torch.rand(4) + 0.5
    _close(g(x2), f(x2))


def test_random_draws_stay_nodes():
    def f(x):
        return torch.nn.functional.dropout(x, 0.5, training=True) + torch.randn(x.shape[1])

    x = torch.ones(3000, 2)
    g = ivy_tracer.trace(f, x)
    assert sum(bool(n.meta.get("random")) for n in g.calls) == 2
    a, b = g(x), g(x)
    assert not torch.equal(a, b)
    for out in (a, b):  # a column is mask * 2 + one draw of N(0, 1): half the rows dropped
        col = out[:, 0]
        dropped = (col - col.min()).abs() < 1e-5
        assert abs(dropped.float().mean().item() - 0.5) < 0.05
        torch.testing.assert_close(col[~dropped] - col.min(), torch.full_like(col[~dropped], 2.0))


def test_nested_inputs_and_outputs():
    def f(batch):
        x, (a, b) = batch["x"], batch["pair"]
        return {"y": x @ a, "z": [b.sum(), (x * 2,)]}

    mk = lambda: {"x": torch.randn(2, 3), "pair": (torch.randn(3, 4), torch.randn(5))}  # noqa: E731
    g = ivy_tracer.trace(f, mk())
    b2 = mk()
    out, ref = g(b2), f(b2)
    _close(out["y"], ref["y"])
    _close(out["z"][0], ref["z"][0])
    _close(out["z"][1][0], ref["z"][1][0])


@pytest.mark.parametrize("how", ["item", "bool", "float", "tolist", "numpy"])
def test_reading_values_is_a_trace_error_naming_the_line(how):
    fns = {"item": lambda x: x * x.sum().item(), "bool": lambda x: x if x.sum() > 0 else -x,
           "float": lambda x: x * float(x.max()), "tolist": lambda x: x * len(x.tolist()),
           "numpy": lambda x: torch.from_numpy(x.numpy() * 2)}
    with pytest.raises(TraceError, match=r"test_capture_torch\.py:\d+") as e:
        ivy_tracer.trace(fns[how], torch.ones(3))
    assert f'"{how}": lambda x' in str(e.value)


def test_guards_trace_again_for_another_value():
    def f(x):
        return x * 2 if x.sum() > 0 else -x

    g = ivy_tracer.trace(f, torch.ones(3), guards=True)
    for x in (torch.ones(3), -torch.ones(3), torch.ones(3) * 5):
        _close(g(x), f(x))


def test_shape_reads_are_guards():
    def f(x):
        return x.view(x.shape[0], -1) * x.size(1)

    g = ivy_tracer.trace(f, torch.randn(2, 3, 4))
    for s in ((2, 3, 4), (5, 3, 4), (2, 7, 1)):
        x = torch.randn(*s)
        _close(g(x), f(x))


def test_mixed_ivy_inside_torch():
    def f(x):
        y = torch.tanh(x) * 2
        z = ivy.softmax(y, axis=-1)  # ivy on a torch tensor: an ivy node, lowered to torch's softmax
        return torch.cumsum(z, dim=-1)

    x = torch.randn(3, 4)
    g = ivy_tracer.trace(f, x)
    fw = [n.meta.get("framework") for n in g.calls]
    assert "ivy" in fw and "torch" in fw
    _close(g(x), f(x))
    low = g.lower().source()
    assert "ivy." not in low.replace("ivy_tracer", "")
    with pytest.raises(TraceError, match="not an ivy call"):
        g.to_backend("numpy")


def test_ivy_module_traced_on_torch_lowers_to_torch_functions():
    m = ivy.Sequential(ivy.Linear(4, 8, backend="torch"), ivy.ReLU(), ivy.Linear(8, 2, backend="torch"))
    x = torch.randn(3, 4)
    g = ivy_tracer.trace(m, x)
    low = g.lower().source()
    assert "torch.nn.functional.linear(" in low and "torch.relu(" in low
    _close(g(x), m(x))


def test_compile_runs_torch_compile_of_the_native_source():
    torch.manual_seed(0)
    m = MLP().eval()
    x = torch.randn(4, 6)
    g = ivy_tracer.trace(m, x)
    c = g.compile()
    _close(c(x), m(x))
    x2 = torch.randn(4, 6)
    _close(c(x2), m(x2))
    assert "torch.nn.functional.linear" in c.source


def test_numpy_values_in_torch_code_are_constants():
    table = np.arange(4, dtype=np.float32)

    def f(x):
        return x + torch.from_numpy(table)

    g = ivy_tracer.trace(f, torch.zeros(4))
    _close(g(torch.ones(4)), torch.ones(4) + torch.arange(4.0))


def test_reading_a_value_made_from_constants_only_is_no_error():
    # (kornia checks (torch.tensor(sigma) > 0).all() of Python numbers: the same on every call)
    def f(x):
        sig = torch.tensor([(1.5, 2.0)])
        if not bool((sig > 0).all()):
            raise ValueError("sigma must be positive")
        return x * sig.sum()

    x = torch.randn(3)
    g = ivy_tracer.trace(f, x, source="torch")
    torch.testing.assert_close(g(x * 2), f(x * 2))
    assert not any(n.meta.get("guards") for n in g.nodes)

    def h(x):  # (a value fed by the input still cannot be read)
        sig = torch.tensor([1.5]) + x.sum()
        return x * 2 if bool((sig > 0).all()) else x

    with pytest.raises(TraceError, match="reads the value") as e:
        ivy_tracer.trace(h, x, source="torch")
    assert e.value.op == "bool()" and "test_capture_torch.py:" in e.value.line
