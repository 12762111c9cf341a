"""Build, weight and run the unifyai/models architectures of ``ivy_models_snapshot.py`` on
whichever ``ivy`` is installed: ours (``test_ivy10_models.py``) or the real ``ivy==1.0.0.5`` (in a
throwaway venv, for ``data/models_reference.*``; run this file there::

    /tmp/venv-ivy10/bin/python ivy_models_driver.py     # writes data/models_reference.{json,npz}

Each architecture is built in a small configuration, given weights drawn from NumPy's generator
seeded with the CRC-32 of each key chain (so both ivys give a leaf the same values when its key
chain and shape agree), put in eval mode (but see ``TRAINING_MODE``), and run on a seeded
input. ivy takes the weights the way ivy_models' loaders give them (``model.v =
ivy.Container(weights)``); so does the reference on ivy 1.0.0.5, except where ivy 1.0.0.5 ignores
that assignment (the models' ``BaseModel``): there they go through the constructor
(``v=weights``, with the empty containers ivy 1.0.0.5 expects for submodules without variables;
see :func:`run`). The reference runs each architecture in a process of its own.
"""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys
import tempfile
import traceback
import zlib

import numpy as np

HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

# expand_ratio 1: that EfficientNet's expanding CNNBlock gives output_channels where its depthwise
# convolution takes input_channels * expand_ratio (a bug of its own, in any Ivy)
_EFFICIENTNET_BASE = [
    {"expand_ratio": 1, "channels": 16, "repeats": 1, "stride": 1, "kernel_size": 3},
    {"expand_ratio": 1, "channels": 24, "repeats": 1, "stride": 2, "kernel_size": 3},
]

# name -> (constructor on the snapshot module, input kind, input shape). Dropout rates are 0 (the
# architectures' own defaults where they are); ResNet's AvgPool2D(7) takes the 224 x 224 images
# it was written for.
ARCHITECTURES = {
    "resnet": (lambda m, **kw: m.ResNet(m.ResidualBlock, [1, 1, 1, 1], num_classes=10, **kw),
               "image", (1, 224, 224, 3)),
    "alexnet": (lambda m, **kw: m.AlexNet(num_classes=10, **kw), "image", (1, 3, 64, 64)),
    "unet": (lambda m, **kw: m.UNET(n_channels=1, n_classes=2, **kw), "image", (1, 16, 16, 1)),
    "mlpmixer": (lambda m, **kw: m.MLPMixer(vol=72, num_classes=10, num_blocks=2, patch_size=9, hidden_dim=32,
                                            token_mlp_dim=16, channel_mlp_dim=16, **kw), "image", (1, 72, 72, 3)),
    "vit": (lambda m, **kw: m.VisionTransformer(image_size=32, patch_size=16, num_layers=1, num_heads=2,
                                                hidden_dim=16, mlp_dim=32, num_classes=10, **kw),
            "image", (1, 32, 32, 3)),
    "squeezenet": (lambda m, **kw: m.SqueezeNet("1_1", num_classes=10, dropout=0.0, **kw), "image", (1, 3, 64, 64)),
    "densenet": (lambda m, **kw: m.DenseNet(growth_rate=8, block_config=(1, 1, 1, 1), num_init_features=16,
                                            num_classes=10, **kw), "image", (1, 32, 32, 3)),
    "convnext": (lambda m, **kw: m.ConvNeXt(version=1, depths=[1, 1, 1, 1], dims=[8, 16, 32, 64], num_classes=10,
                                            **kw),
                 "image", (1, 3, 32, 32)),
    "efficientnet": (lambda m, **kw: m.EfficientNet(_EFFICIENTNET_BASE,
                                                    {"phi": 0, "resolution": 32, "dropout_rate": 0.0}, 10, **kw),
                     "image", (1, 32, 32, 3)),
    "bert": (lambda m, **kw: m.BertModel(m.BertConfig(vocab_size=50, hidden_size=16, num_attention_heads=2,
                                                      max_position_embeddings=16, num_hidden_layers=1,
                                                      intermediate_size=32, hidden_act="gelu"),
                                         pooler_out=True, **kw),
             "ids", (1, 8)),
}

# Run in training mode (BatchNorm on batch statistics; none of them draws a random number): Ivy
# 1.0.0.5's ``Module.train``/``eval`` reaches only the submodules held in attributes named by keys
# of ``v``, so its ``eval()`` leaves the BatchNorms these hold in lists and ``Sequential``s in
# training mode, where ivy's ``eval()`` reaches every submodule (a deliberate difference).
TRAINING_MODE = {"resnet", "efficientnet"}


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


def _weights(ivy, model, structure):
    """The seeded weights of ``structure`` as an ``ivy.Container``, with an empty container for each
    submodule attribute of ``model`` that has no variables (ReLU, pooling, dropout): Ivy 1.0 builds
    a model given ``v=`` against its own variables, which hold one for each such submodule."""
    nested = _nested({kc: ivy.asarray(seeded(kc, tuple(s))) for kc, s in structure})
    for attr, value in vars(model).items():
        if isinstance(value, ivy.Module) and attr not in nested:
            nested[attr] = {}
    return ivy.Container(nested)


def run(name, ivy, snapshot, assign=True):
    """``(structure, outputs)`` of architecture ``name``: its ``[(key chain, shape), ...]`` and its
    outputs as NumPy arrays (``{"out": ...}``, BERT's ``last_hidden_state`` and ``pooled_output``).

    The weights are given by ``model.v = ivy.Container(weights)``, the way of ivy_models' loaders,
    which ivy must honour. Unless ``assign``, a model that does not hold them after that is built
    again with ``v=weights``, the constructor's way: on ``ivy==1.0.0.5`` the assignment to a
    ``BaseModel``'s ``v`` is ignored (its ``__setattr__`` writes ``__dict__["v"]``, which Ivy 1.0's
    ``v`` property never reads), while a plain ``ivy.Module`` stores it."""
    make, kind, shape = ARCHITECTURES[name]
    model = make(snapshot)
    structure = [(kc, list(ivy.to_numpy(leaf).shape)) for kc, leaf in model.v.cont_to_iterator()]
    weights = _weights(ivy, model, structure)
    model.v = weights
    if not assign and model.v is not weights:
        model = make(snapshot, v=weights)
    if name not in TRAINING_MODE:
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


def _run_one(name, out_dir):
    """Child process: run ``name`` on this interpreter's ivy (numpy backend) into ``out_dir``."""
    import ivy_models_snapshot as snapshot

    import ivy

    ivy.set_backend("numpy")
    try:
        structure, outputs = run(name, ivy, snapshot, assign=False)
    except Exception as e:  # noqa: BLE001 - an architecture Ivy 1.0 cannot run either
        report = {"runs": False, "error": f"{type(e).__name__}: {e}"[:500],
                  "where": traceback.format_exc().splitlines()[-3:]}
        outputs = {}
    else:
        report = {"runs": True, "structure": structure}
    out_dir = pathlib.Path(out_dir)
    (out_dir / f"{name}.json").write_text(json.dumps({"ivy": getattr(ivy, "__version__", "?"), **report}))
    np.savez(out_dir / f"{name}.npz", **outputs)


def main():
    """Run every architecture, each in a process of its own (ivy 1.0.0.5's ``Module`` keeps class
    state between models: a second model built in one process can be left unbuilt), on this
    interpreter's ivy (numpy backend) and write the reference."""
    report, arrays, version = {}, {}, "?"
    with tempfile.TemporaryDirectory() as tmp:
        for name in ARCHITECTURES:
            subprocess.run([sys.executable, __file__, name, tmp], check=True)
            one = json.loads((pathlib.Path(tmp) / f"{name}.json").read_text())
            version = one.pop("ivy")
            report[name] = one
            with np.load(pathlib.Path(tmp) / f"{name}.npz") as f:
                arrays.update({f"{name}/{k}": f[k] for k in f.files})
    (HERE / "data" / "models_reference.json").write_text(
        json.dumps({"ivy": version, "backend": "numpy", "architectures": report}, indent=1) + "\n")
    np.savez_compressed(HERE / "data" / "models_reference.npz", **arrays)
    print({k: v["runs"] for k, v in report.items()})


if __name__ == "__main__":
    if len(sys.argv) == 3:
        _run_one(*sys.argv[1:])
    else:
        main()
