"""Hugging Face transformers' GPT-2 and BERT (small configs, random weights, no download)
transpiled from torch to the session's target (IVY_TEST_BACKEND): the trainable weights are the
source's (names and values), outputs on fresh token ids equal torch's (1e-4 relative; torch
target 1e-5), gradients of a loss of the outputs with respect to every parameter equal torch
autograd's and one SGD step lowers the loss as torch's does (jax, tensorflow, torch), and the
result calls no torch function. Default attention (sdpa). BERT's padding mask is passed as a
4-D boolean mask (transformers uses such a mask as it is); a 2-D mask makes transformers' mask
helper read its values (to skip an all-ones mask), which is a TranspileError naming that line."""

from __future__ import annotations

import numpy as np
import pytest
from _targets import (
    ATOL,
    RTOL,
    TARGET,
    check_native,
    module_loss_and_grads,
    module_weights,
    only_targets,
    run,
    sgd_step,
    to_target,
    tonp,
    torch,
)

import ivy
import ivy_tracer

transformers = pytest.importorskip("transformers")
pytestmark = only_targets

B, T, VOCAB = 2, 7, 100


def gpt2(use_cache=False):
    torch.manual_seed(0)
    cfg = transformers.GPT2Config(n_layer=2, n_head=2, n_embd=32, vocab_size=VOCAB, n_positions=32,
                                  use_cache=use_cache, bos_token_id=0, eos_token_id=0)
    return transformers.GPT2Model(cfg).eval()


def bert():
    torch.manual_seed(0)
    cfg = transformers.BertConfig(num_hidden_layers=2, num_attention_heads=2, hidden_size=32, intermediate_size=64,
                                  vocab_size=VOCAB, max_position_embeddings=32)
    return transformers.BertModel(cfg).eval()


def gpt2_inputs(seed):
    return (torch.randint(0, VOCAB, (B, T), generator=torch.Generator().manual_seed(seed)),), {}


def bert_inputs(seed):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(0, VOCAB, (B, T), generator=g)
    keep = torch.ones(B, T, dtype=torch.bool)
    keep[1, T - 2:] = False  # (the second sequence padded)
    types = (torch.arange(T) >= 3).long().expand(B, T).contiguous()
    return (ids,), {"attention_mask": keep[:, None, None, :], "token_type_ids": types}


def _mean_square(x):
    if TARGET == "tensorflow" and not isinstance(x, torch.Tensor):
        import tensorflow as tf

        return tf.reduce_mean(x ** 2)
    return (x ** 2).mean()


def gpt2_loss(out):
    return _mean_square(out["last_hidden_state"])


def bert_loss(out):
    return _mean_square(out["last_hidden_state"]) + _mean_square(out["pooler_output"])


# name: (model, inputs(seed), loss, output keys, transpiled lazily: on the first call, in eval mode only)
CASES = {"gpt2": (gpt2, gpt2_inputs, gpt2_loss, ("last_hidden_state",), False),
         "bert": (bert, bert_inputs, bert_loss, ("last_hidden_state", "pooler_output"), True)}


def _target(args, kwargs):
    return [to_target(a) for a in args], {k: to_target(v) for k, v in kwargs.items()}


@pytest.mark.parametrize("name", list(CASES))
def test_weights_outputs_gradients_and_sgd_step_equal_torchs(name):
    make, inputs, loss_of, keys, lazy = CASES[name]
    model = make()
    args, kwargs = inputs(0)
    if lazy:
        m = ivy_tracer.transpile(model, target=TARGET)
        m(*_target(args, kwargs)[0], **_target(args, kwargs)[1])  # (traces torch: not under NoTorch)
    else:
        m = ivy_tracer.transpile(model, target=TARGET, args=args, kwargs=kwargs)
    check_native(m.source)
    params = module_weights(m)
    src = dict(model.named_parameters())
    assert set(params) == set(src)
    for n, p in src.items():
        np.testing.assert_array_equal(params[n], tonp(p), err_msg=n)
    # outputs on fresh inputs
    args, kwargs = inputs(1)
    want = model(*args, **kwargs)
    got = run(m, *_target(args, kwargs)[0], **_target(args, kwargs)[1])
    for k in keys:
        np.testing.assert_allclose(tonp(got[k]), tonp(want[k]), rtol=RTOL, atol=ATOL, err_msg=k)
    if TARGET == "numpy":
        return
    # gradients of the loss w.r.t. every parameter, then one SGD step, against torch's
    args, kwargs = inputs(2)
    model.zero_grad()
    lt = loss_of(model(*args, **kwargs))
    lt.backward()
    gt = {n: tonp(p.grad) for n, p in model.named_parameters()}
    ta, tk = _target(args, kwargs)
    lm, gm = module_loss_and_grads(m, loss_of, ta, tk)
    np.testing.assert_allclose(lm, float(lt.detach()), rtol=1e-4)
    assert set(gm) == set(gt)
    for n in gt:
        np.testing.assert_allclose(gm[n], gt[n], rtol=1e-4, atol=1e-5, err_msg=n)
    lr = 0.5
    with torch.no_grad():
        for p in model.parameters():
            p -= lr * p.grad
    sgd_step(m, gm, lr)
    with torch.no_grad():
        lt2 = float(loss_of(model(*args, **kwargs)))
    lm2, _ = module_loss_and_grads(m, loss_of, ta, tk)
    assert lt2 < float(lt.detach()) and lm2 < lm
    np.testing.assert_allclose(lm2, lt2, rtol=1e-4)


def test_a_2d_padding_mask_is_a_transpile_error_naming_the_value_read():
    model = bert()
    (ids,), _ = bert_inputs(0)
    mask = torch.ones(B, T, dtype=torch.long)
    with pytest.raises(ivy_tracer.TranspileError, match="reads the value") as e:
        ivy_tracer.transpile(model, target=TARGET, args=(ids,), kwargs={"attention_mask": mask})
    assert isinstance(e.value, ivy.IvyError)
    assert e.value.op == "bool()" and "masking_utils.py:" in e.value.line


def test_a_cache_output_is_a_transpile_error_naming_it():
    model = gpt2(use_cache=True)
    with pytest.raises(ivy_tracer.TranspileError, match="use_cache=False") as e:
        ivy_tracer.transpile(model, target=TARGET, args=gpt2_inputs(0)[0])
    assert e.value.op == "transformers.cache_utils.DynamicCache"
    assert "modeling_gpt2.py:" in e.value.line
