"""Build, weight and run the unifyai/models architectures of ``ivy_models_snapshot.py`` on
whichever ``ivy`` is installed: ours (``test_ivy10_models.py``) or the real ``ivy==1.0.0.5`` (in a
throwaway venv, for ``data/models_reference.*``; run this file there::

    /tmp/venv-ivy10/bin/python ivy_models_driver.py     # writes data/models_reference.{json,npz}

Each architecture is built in a small configuration, given weights drawn from NumPy's generator
seeded with the CRC-32 of each key chain (so both ivys give a leaf the same values when its key
chain and shape agree), put in eval mode, and run on a seeded input. ivy takes the weights the
way ivy_models' loaders give them (``model.v = ivy.Container(weights)``); the reference, built
on ivy 1.0.0.5, takes them through the constructor (``v=weights``), since ivy 1.0.0.5 ignores
that assignment on the models' ``BaseModel`` (see :func:`run`).
"""

from __future__ import annotations

import json
import pathlib
import sys
import traceback
import zlib

import numpy as np

HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

_EFFICIENTNET_BASE = [
    {"expand_ratio": 1, "channels": 16, "repeats": 1, "stride": 1, "kernel_size": 3},
    {"expand_ratio": 6, "channels": 24, "repeats": 1, "stride": 2, "kernel_size": 3},
]

# name -> (constructor on the snapshot module, input kind, input shape)
ARCHITECTURES = {
    "resnet": (lambda m, **kw: m.ResNet(m.BasicBlock, [1, 1, 1, 1], num_classes=10, **kw), "image", (1, 32, 32, 3)),
    "alexnet": (lambda m, **kw: m.AlexNet(num_classes=10, **kw), "image", (1, 3, 64, 64)),
    "unet": (lambda m, **kw: m.UNET(n_channels=1, n_classes=2, **kw), "image", (1, 16, 16, 1)),
    "mlpmixer": (lambda m, **kw: m.MLPMixer(vol=72, num_classes=10, num_blocks=2, patch_size=9, hidden_dim=32,
                                            token_mlp_dim=16, channel_mlp_dim=16, **kw), "image", (1, 72, 72, 3)),
    "vit": (lambda m, **kw: m.VisionTransformer(image_size=32, patch_size=16, num_layers=1, num_heads=2,
                                                hidden_dim=16, mlp_dim=32, num_classes=10, **kw),
            "image", (1, 3, 32, 32)),
    "squeezenet": (lambda m, **kw: m.SqueezeNet("1_1", num_classes=10, **kw), "image", (1, 64, 64, 3)),
    "densenet": (lambda m, **kw: m.DenseNet(growth_rate=8, block_config=(1, 1, 1, 1), num_init_features=16,
                                            num_classes=10, **kw), "image", (1, 32, 32, 3)),
    "convnext": (lambda m, **kw: m.ConvNeXt(version=1, depths=[1, 1, 1, 1], dims=[8, 16, 32, 64], num_classes=10,
                                            **kw),
                 "image", (1, 3, 32, 32)),
    "efficientnet": (lambda m, **kw: m.EfficientNetV1(_EFFICIENTNET_BASE,
                                                      {"phi": 0, "resolution": 32, "dropout_rate": 0.2}, 10,
                                                      device="cpu", training=False, **kw), "image", (1, 32, 32, 3)),
    "bert": (lambda m, **kw: m.BertModel(m.BertConfig(vocab_size=50, hidden_size=16, num_attention_heads=2,
                                                      max_position_embeddings=16, num_hidden_layers=1,
                                                      intermediate_size=32, hidden_act="gelu"),
                                         pooler_out=True, **kw),
             "ids", (1, 8)),
}


def seeded(key_chain, shape):
    """A leaf's weights: NumPy's generator seeded with the key chain's CRC-32 (running variances
    positive), float32."""
    rng = np.random.RandomState(zlib.crc32(key_chain.encode()))
    if key_chain.endswith("running_var"):
        return rng.uniform(0.5, 1.5, shape).astype(np.float32)
    return rng.normal(0.0, 0.1, shape).astype(np.float32)


def _nested(flat):
    out = {}
    for kc, value in flat.items():
        d = out
        keys = kc.split("/")
        for k in keys[:-1]:
            d = d.setdefault(k, {})
        d[keys[-1]] = value
    return out


def run(name, ivy, snapshot, assign=True):
    """``(structure, outputs)`` of architecture ``name``: its ``[(key chain, shape), ...]`` and its
    outputs as NumPy arrays (``{"out": ...}``, BERT's ``last_hidden_state`` and ``pooled_output``).

    ``assign``: the weights are given by ``model.v = ivy.Container(weights)`` (the way of ivy_models'
    loaders, which ivy must honour); else by building the model again with ``v=weights``, the
    constructor's way (on ``ivy==1.0.0.5`` the assignment to a ``BaseModel``'s ``v`` is ignored:
    its ``__setattr__`` writes ``__dict__["v"]``, which Ivy 1.0's ``v`` property never reads)."""
    make, kind, shape = ARCHITECTURES[name]
    model = make(snapshot)
    structure = [(kc, list(ivy.to_numpy(leaf).shape)) for kc, leaf in model.v.cont_to_iterator()]
    weights = ivy.Container(_nested({kc: ivy.asarray(seeded(kc, tuple(s))) for kc, s in structure}))
    if assign:
        model.v = weights
    else:
        model = make(snapshot, v=weights)
    if hasattr(model, "eval"):
        model.eval()
    rng = np.random.RandomState(0)
    if kind == "ids":
        x = ivy.asarray(rng.randint(1, 50, shape).astype(np.int64))
    else:
        x = ivy.asarray(rng.normal(0.0, 1.0, shape).astype(np.float32))
    out = model(x)
    if isinstance(out, dict):
        outputs = {k: ivy.to_numpy(out[k]) for k in ("last_hidden_state", "pooled_output")}
    else:
        outputs = {"out": ivy.to_numpy(out)}
    return structure, outputs


def main():
    """Run every architecture on this interpreter's ivy (numpy backend) and write the reference."""
    import ivy_models_snapshot as snapshot

    import ivy

    ivy.set_backend("numpy")
    report, arrays = {}, {}
    for name in ARCHITECTURES:
        try:
            structure, outputs = run(name, ivy, snapshot, assign=False)
        except Exception as e:  # noqa: BLE001 - an architecture Ivy 1.0 cannot run either
            report[name] = {"runs": False, "error": f"{type(e).__name__}: {e}"[:500],
                            "where": traceback.format_exc().splitlines()[-3:]}
            continue
        report[name] = {"runs": True, "structure": structure}
        for k, v in outputs.items():
            arrays[f"{name}/{k}"] = v
    version = getattr(ivy, "__version__", "?")
    (HERE / "data" / "models_reference.json").write_text(
        json.dumps({"ivy": version, "backend": "numpy", "architectures": report}, indent=1) + "\n")
    np.savez_compressed(HERE / "data" / "models_reference.npz", **arrays)
    print({k: v["runs"] for k, v in report.items()})


if __name__ == "__main__":
    main()
