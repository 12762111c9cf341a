"""``ivy_tracer.transpile(obj, source=None, target=..., args=None, kwargs=None)``: code of one
framework as native, trainable code of another.

How: the source is traced in its framework (:func:`ivy_tracer.trace`), each node is run by the
frontend's function of the same name on the target's arrays while an ivy trace records the
ivy calls they make (``lift``), and that graph of ivy calls is lowered to the target's own
operations and written as Python source (``emit``), wrapped as the target's module
(``wrappers``). With ``args`` it transpiles at once (both train and eval code of a module);
without, on the first call, and again for each new input signature (shapes, dtypes, static
arguments).

Sources: ``torch`` (``torch.nn.Module`` s and functions of torch tensors), ``jax`` (functions,
params pytrees, ``flax.linen`` modules), ``tensorflow`` (functions, Keras layers and models,
``tf.Module`` s), ``numpy`` (functions of NumPy arrays) and ``ivy`` (ivy functions and
``ivy.Module`` s: already graphs of ivy calls). Targets: ``torch``, ``jax``, ``tensorflow``,
``numpy``, ``mxnet`` (through ivy's MXNet backend); on JAX and TensorFlow the emitted code runs
compiled from its second call (:mod:`~ivy_tracer.transpile.jit`). Needs
``ivy-tracer[transpile]`` (the frontends).

>>> import torch, ivy_tracer                                   # doctest: +SKIP
>>> m = torch.nn.Linear(3, 2)                                  # doctest: +SKIP
>>> jm = ivy_tracer.transpile(m, target="jax", args=(torch.ones(4, 3),))  # doctest: +SKIP
>>> jm.apply(jm.params, jax.numpy.ones((4, 3))).shape          # doctest: +SKIP
(4, 2)
"""

from __future__ import annotations

import ivy

from .errors import TranspileError

__all__ = ["transpile", "unsupported", "TranspileError", "SOURCES", "TARGETS"]

SOURCES = ("torch", "jax", "tensorflow", "numpy", "ivy")
TARGETS = ("torch", "jax", "tensorflow", "numpy", "mxnet")
_ALIASES = {"tf": "tensorflow", "np": "numpy", "pytorch": "torch", "keras": "tensorflow", "flax": "jax"}
# each source's module: ``core(obj, target, name, args, kwargs) -> Core``, ``is_module(obj)``,
# ``unsupported(obj, args, kwargs) -> [(op, line), ...]``
_SOURCE_MODULES = {"torch": "source_torch", "jax": "source_jax", "tensorflow": "source_tensorflow",
                   "numpy": "source_numpy", "ivy": "source_ivy"}
# the frontend each source is lifted through (ivy code needs none)
_FRONTENDS = {"torch": "ivy_frontends.torch", "jax": "ivy_frontends.jax", "tensorflow": "ivy_frontends.tensorflow",
              "numpy": "ivy_frontends.numpy"}


def _source_module(src):
    import importlib

    fe = _FRONTENDS.get(src)
    if fe is not None:
        try:
            importlib.import_module(fe)
        except ImportError as e:
            raise TranspileError("transpile: needs ivy-frontends; install it with pip install "
                                 "'ivy-tracer[transpile]'") from e
    return importlib.import_module(f"{__name__}.{_SOURCE_MODULES[src]}")


def _framework_of(x):
    """The framework whose object ``x`` is (an array, a module, a Keras layer), or None."""
    import sys

    if isinstance(x, ivy.Module) or type(x) is ivy.Array:
        return "ivy"
    torch = sys.modules.get("torch")
    if torch is not None and isinstance(x, (torch.Tensor, torch.nn.Module)):
        return "torch"
    jax = sys.modules.get("jax")
    if jax is not None and isinstance(x, jax.Array):
        return "jax"
    flax = sys.modules.get("flax.linen")
    if flax is not None and isinstance(x, flax.Module):
        return "jax"
    tf = sys.modules.get("tensorflow")
    if tf is not None and isinstance(x, (tf.Tensor, tf.Variable, tf.Module)):
        return "tensorflow"
    keras = sys.modules.get("keras")
    if keras is not None and isinstance(x, keras.layers.Layer):
        return "tensorflow"
    np = sys.modules.get("numpy")
    if np is not None and isinstance(x, (np.ndarray, np.generic)):
        return "numpy"
    return None


def _detect(obj, args, kwargs):
    from ivy import _tree

    src = _framework_of(obj)
    if src is not None:
        return src
    if args is not None or kwargs:
        leaves, _ = _tree.flatten((list(args or ()), dict(kwargs or {})))
        found = [f for f in map(_framework_of, leaves) if f is not None]
        # (NumPy arrays beside another framework's are that framework's constants)
        for f in ("torch", "jax", "tensorflow", "ivy", "numpy"):
            if f in found:
                # (a function calling jnp/jax/lax on NumPy inputs is JAX code)
                names = set(getattr(getattr(obj, "__code__", None), "co_names", ()))
                if f == "numpy" and names & {"tf", "tensorflow", "keras"}:  # (and tf on NumPy inputs TF code)
                    return "tensorflow"
                return "jax" if f == "numpy" and names & {"jnp", "jax", "lax"} else f
    mod = (getattr(obj, "__module__", None) or type(obj).__module__ or "").partition(".")[0]
    by_module = {"torch": "torch", "ivy": "ivy", "jax": "jax", "flax": "jax", "tensorflow": "tensorflow",
                 "keras": "tensorflow", "tf_keras": "tensorflow", "numpy": "numpy", "kornia": "torch",
                 "transformers": "torch"}
    if mod in by_module:
        return by_module[mod]
    code = getattr(obj, "__code__", None)
    names = set(getattr(code, "co_names", ())) if code is not None else set()
    for word, f in (("torch", "torch"), ("F", "torch"), ("jnp", "jax"), ("jax", "jax"), ("lax", "jax"),
                    ("tf", "tensorflow"), ("tensorflow", "tensorflow"), ("keras", "tensorflow"),
                    ("np", "numpy"), ("numpy", "numpy"), ("ivy", "ivy")):
        if word in names:
            return f
    raise TranspileError(
        f"transpile: cannot tell the source framework of {getattr(obj, '__name__', type(obj).__name__)}; pass "
        f"source= one of {', '.join(SOURCES)} (or example args of that framework)")


def _name(obj):
    n = getattr(obj, "__name__", None)
    if n is None or n == "<lambda>" or not str(n).isidentifier():
        return "forward"
    return n


def transpile(obj, source=None, target=None, args=None, kwargs=None, output="object", path=None, progress=None,
              compile=True):  # noqa: A002 - the option's plain name
    """``obj`` (a function or module of ``source``) as native, trainable code of ``target``.

    Returns, for a module (or a function closing over trainable weights): ``target="torch"`` a
    ``torch.nn.Module`` (its ``parameters()`` the weights, ``forward`` plain torch code);
    ``"tensorflow"`` a ``tf.Module`` (``trainable_variables``); ``"jax"`` a
    :class:`~ivy_tracer.transpile.wrappers.JaxModel` (``.params``, ``.apply(params, *inputs)``,
    callable); ``"numpy"`` a :class:`~ivy_tracer.transpile.wrappers.NumpyModel`. A function
    without weights becomes a function of the target's arrays. ``.source`` (``.transpiled.source``
    for a function) is the emitted code. ``args``/``kwargs``: example inputs (of the source's or
    the target's framework) to transpile at once; without them the first call transpiles.
    ``output="source"`` returns the emitted source instead (for ``args``, in the module's current
    mode): ``def forward(<weights>, <inputs>) -> (outputs, new_state)``, written to ``path`` too
    where given. ``compile``: on JAX and TensorFlow, run each emitted function through the
    framework's compiler (``jax.jit``, ``tf.function``) from its second call on (the first runs
    eagerly; code that cannot be compiled stays eager); ``False``: always eagerly, op by op
    (see :mod:`~ivy_tracer.transpile.jit`). ``progress``: report the operations traced, converted and emitted on stderr
    (``None``: for a source of 300 operations or more). Raises :class:`TranspileError` (an
    ``ivy.IvyError``) naming an operation that cannot be transpiled and the line that called it.
    """
    if output not in ("object", "source"):
        raise TranspileError(f"transpile: output must be 'object' or 'source', got {output!r}")
    if output == "source" and args is None:
        raise TranspileError("transpile: output='source' needs example args (the source is emitted for their shapes)")
    if target is None:
        raise TranspileError(f"transpile: pass target= one of {', '.join(TARGETS)}")
    tgt = _ALIASES.get(target, target)
    if tgt not in TARGETS:
        raise TranspileError(f"transpile: target must be one of {', '.join(TARGETS)}, got {target!r}")
    src = _ALIASES.get(source, source) if source is not None else _detect(obj, args, kwargs)
    if src not in SOURCES:
        raise TranspileError(f"transpile: source {source!r} is not supported yet; transpiling works from "
                             f"{', '.join(SOURCES)} (jax, tensorflow and numpy sources need their frontends)")
    if not callable(obj):
        raise TranspileError(f"transpile: expected a function or module, got {type(obj).__name__}")
    from .wrappers import wrap

    sm = _source_module(src)
    is_module = sm.is_module(obj)
    name = "forward" if is_module else _name(obj)
    from . import progress as _progress

    with _progress.setting(progress):
        core = sm.core(obj, tgt, name, args, kwargs)
    core.compile = bool(compile)
    if output == "source":
        from .standalone import standalone_source

        # (through entry: a source may take the inputs in its own arrangement, as JAX's sorted dicts)
        em, _ = core.entry(core.training if core.has_modes else None, args, kwargs or {})
        text = standalone_source(core, em, *core.inputs_of(args, kwargs or {}))
        if path is not None:
            import os

            with open(os.fspath(path), "w") as fh:
                fh.write(text)
        return text
    return wrap(core, is_module)


def unsupported(obj, args, kwargs=None, source=None):
    """``[(op, line), ...]``: every operation of ``obj`` (traced once on ``args``) that cannot be
    transpiled, found in one pass before any conversion (empty: all can)."""
    src = _ALIASES.get(source, source) if source is not None else _detect(obj, args, kwargs)
    if src not in SOURCES:
        raise TranspileError(f"transpile: source must be one of {', '.join(SOURCES)}, got {source!r}")
    return _source_module(src).unsupported(obj, args, kwargs or {})
