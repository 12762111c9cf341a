"""What every ivy_gym environment shares: state handling, batching, actions, spaces, rendering.

An environment's state is a tuple of arrays (the original's ``get_state()``), each of shape
``batch_shape + component_shape``: ``batch_shape`` is ``()`` for one environment (the
original's shapes) and ``(num_envs,)`` for a batch; ``set_state`` takes any leading batch
shape, broadcasting the components against each other. Observations are
``batch_shape + (obs_dim,)``, actions ``batch_shape + (action_dim,)`` (or any shape that
broadcasts to it) and rewards ``batch_shape + (1,)``.

Native in, native out: a state of torch tensors steps with torch tensors and returns torch
tensors; a state or an action given as ``ivy.Array`` gives ``ivy.Array`` results, and
``reset()`` (which draws a new state, as a creation function) gives ``ivy.Array`` ones.

``step`` is the hot path of every rollout. Once a state is set, the environment holds the
state's backend (``ivy.current_backend``) and runs the dynamics as the framework's own
operators on its native arrays plus that backend's functions (``b.cos``, ``b.concat``): a
call through ivy's dispatch costs 0.05-0.4 us, and a step of 64 environments is a few dozen
calls of a few microseconds each, so dispatching each one would cost 10-60% (measured on
NumPy and torch); this way a step costs what the same code written in the framework costs.
The arrays are floating point of one dtype, so the operators' semantics agree on every
backend. An action of another dtype is cast to the state's dtype (a float64 action does not
turn a float32 rollout into a float64 one, and TensorFlow would refuse to mix them).
"""

from __future__ import annotations

import math
import warnings

import ivy
from ivy import InvalidArgumentError, ShapeError

_Array = ivy.Array
_Dtype = type(ivy.float32)
_PY_SCALARS = (int, float, bool)
_ARRAY_MODULES = {}  # top-level module of a native array class -> backend name


def _owner(x):
    """The name of the installed backend whose framework made ``x`` (by its class's module, as
    ivy's dispatch tells them), or None: no framework is imported and no backend loaded (asking
    the backend itself would load it, seconds for torch or TensorFlow)."""
    if not _ARRAY_MODULES:
        for name in ivy.backends():
            for module in ivy.get_backend(name).spec.array_modules:
                _ARRAY_MODULES[module] = name
    return _ARRAY_MODULES.get(type(x).__module__.partition(".")[0])


def _is_number_or_list(x):
    return x.__class__ in _PY_SCALARS or isinstance(x, (list, tuple))


class Box:
    """The bounds of an action or an observation of one environment (as ``gymnasium.spaces.Box``).

    ``low`` and ``high`` hold one float per element; ``ivy_gym.to_gymnasium`` turns the space
    into a ``gymnasium.spaces.Box``.

    >>> Box((-1.0,), (1.0,)).shape
    (1,)
    """

    __slots__ = ("low", "high", "shape", "dtype")

    def __init__(self, low, high, dtype=None):
        self.low = tuple(float(v) for v in low)
        self.high = tuple(float(v) for v in high)
        self.shape = (len(self.low),)
        self.dtype = ivy.float32 if dtype is None else dtype

    def __repr__(self):
        return f"Box(low={self.low}, high={self.high}, shape={self.shape}, dtype={self.dtype})"


def _state_attribute(name, doc):
    private = "_" + name

    def get(self):
        self._require_state()
        v = getattr(self, private)
        return _Array(v) if self._wrap else v

    def refuse(self, value):
        raise InvalidArgumentError(
            f"{type(self).__name__}.{name} is part of the state; set the whole state with "
            f"set_state(...) (its order: {', '.join(self._names)})"
        )

    return property(get, refuse, doc=doc)


class Env:
    """The base of the five environments: subclasses give ``_spec``, ``step``, ``_derive``,
    ``_observation``, ``_reward`` and ``_draw``.

    ``_spec`` lists the state's components: ``(name, component_shape, draw)`` with ``draw``
    ``(low, high)`` for a uniform draw at ``reset`` or ``None`` for zeros.
    """

    metadata = {"render_modes": ["human", "rgb_array"], "render_fps": 30}
    screen_width = 500
    screen_height = 500

    def __init__(self, num_envs=None, *, backend=None, device=None, dtype=None):
        if num_envs is not None and (
            isinstance(num_envs, bool) or not isinstance(num_envs, int) or num_envs < 0
        ):
            raise InvalidArgumentError(
                f"{type(self).__name__}: num_envs must be None (one environment, the original's "
                f"shapes) or an int >= 0, got {num_envs!r}"
            )
        if backend is not None:
            backend = ivy.get_backend(backend).name  # an unknown name raises UnknownBackendError here
        if dtype is not None:
            if isinstance(dtype, str):
                dtype = getattr(ivy, dtype, dtype)
            if not isinstance(dtype, _Dtype) or not ivy.isdtype(dtype, "real floating"):
                raise InvalidArgumentError(
                    f"{type(self).__name__}: dtype must be a real floating ivy dtype "
                    f"(ivy.float32, ivy.float64, ...), got {dtype!r}"
                )
        self.num_envs = num_envs
        self.backend = backend
        self.device = device
        self.dtype = dtype
        self._names = tuple(n for n, _, _ in self._spec)
        self._b = None
        self._cls = None
        self._wrap = False
        self.batch_shape = None
        self._acls = None
        self._figure = None
        self._image = None
        self._warned_display = False
        for n in self._names:
            setattr(self, "_" + n, None)

    def __repr__(self):
        extra = "".join(f", {k}={v!r}" for k, v in self._init_args())
        return (f"{type(self).__name__}({extra[2:]}{', ' if extra else ''}num_envs={self.num_envs!r}"
                + (f", backend={self.backend!r}" if self.backend else "") + ")")

    def _init_args(self):
        return ()

    # -- spaces
    @property
    def action_space(self):
        """The bounds of one environment's action: ``[-1, 1]`` per element."""
        n = self._action_dim
        return Box((-1.0,) * n, (1.0,) * n)

    @property
    def observation_space(self):
        """The bounds of one environment's observation."""
        low, high = self._observation_bounds()
        return Box(low, high)

    # -- state
    def _require_state(self):
        if self._b is None:
            raise InvalidArgumentError(
                f"{type(self).__name__} has no state yet: call reset() or set_state(state) first"
            )

    def get_state(self):
        """The current state: a tuple of arrays, in the order ``set_state`` takes."""
        self._require_state()
        vals = tuple(getattr(self, "_" + n) for n in self._names)
        return tuple(_Array(v) for v in vals) if self._wrap else vals

    def set_state(self, state):
        """Set the state (a tuple of arrays, as ``get_state`` returns) and return the observation.

        Each component has shape ``batch_shape + component_shape``; the components' batch
        shapes broadcast against each other (a goal shared by every environment may come
        without one). Components of several float dtypes are promoted to one; integers and
        Python numbers become the environment's dtype (float32 by default).
        """
        names = self._names
        if self._b is not None and state.__class__ is tuple and len(state) == len(names):
            # the fast path: native arrays of the current state's class, dtypes and shapes (a
            # rollout or training loop restarting from a state like the last one; under
            # torch.compile, fewer guards and no re-validation)
            old = [getattr(self, "_" + n) for n in names]
            if all(type(v) is self._cls and v.dtype is o.dtype and v.shape == o.shape for v, o in zip(state, old)):
                for n, v in zip(names, state):
                    setattr(self, "_" + n, v)
                if self._wrap:
                    self._wrap = False
                self._derive()
                return self._observation()
        cls = type(self).__name__
        if not isinstance(state, (tuple, list)) or len(state) != len(names):
            raise InvalidArgumentError(
                f"{cls}.set_state takes a tuple of {len(names)} arrays ({', '.join(names)}), "
                f"got {type(state).__name__}{'' if not isinstance(state, (tuple, list)) else f' of {len(state)}'}"
            )
        vals, wrap = [], False
        for name, v in zip(names, state):
            if v.__class__ is _Array:
                v = v.data
                wrap = True
            elif not _is_number_or_list(v) and _owner(v) is None:
                raise InvalidArgumentError(
                    f"{cls}.set_state: {name} must be an array (or a number or a list of numbers), "
                    f"got {type(v).__name__}"
                )
            vals.append(v)
        arrays = [v for v in vals if not _is_number_or_list(v)]
        if len(arrays) < len(vals):  # Python numbers or lists: made on the arrays' backend
            if arrays:
                b = ivy.current_backend(*arrays)
            else:  # all of them: as a creation function, on the env's or the current backend
                b = ivy.get_backend(self.backend) if self.backend is not None else ivy.current_backend()
                wrap = True
            b.load()
            vals = [b.asarray(v) if _is_number_or_list(v) else v for v in vals]
        else:
            b = ivy.current_backend(*arrays)
        # one float dtype
        dts = [b.dtype(v) for v in vals]
        dt = dts[0] if all(d == dts[0] for d in dts) else ivy.result_type(*dts)
        if not ivy.isdtype(dt, "real floating"):
            if ivy.isdtype(dt, "complex floating"):
                raise InvalidArgumentError(f"{cls}.set_state: the state must be real, got dtype {dt}")
            dt = self.dtype or ivy.default_float_dtype()
        ndt = b.native_dtype(dt, f"{cls}.set_state")
        vals = [v if d == dt else b.astype(v, ndt) for v, d in zip(vals, dts)]
        # one batch shape
        batches = []
        for v, (name, shape, _) in zip(vals, self._spec):
            s = tuple(v.shape)
            k = len(shape)
            if len(s) < k or s[len(s) - k:] != shape:
                raise ShapeError(
                    f"{cls}.set_state: {name} must have shape batch_shape + {shape}, got {s}"
                    + (f"; add the trailing axis, e.g. {name}[..., None]" if shape == (1,) else "")
                )
            batches.append(s[: len(s) - k])
        try:
            batch = ivy.broadcast_shapes(*batches)
        except ShapeError as e:
            raise ShapeError(
                f"{cls}.set_state: the components' batch shapes "
                f"({', '.join(f'{n}: {bs}' for n, bs in zip(names, batches))}) do not broadcast"
            ) from e
        vals = [
            v if bs == batch else b.broadcast_to(v, batch + shape)
            for v, bs, (_, shape, _) in zip(vals, batches, self._spec)
        ]
        for n, v in zip(names, vals):
            setattr(self, "_" + n, v)
        self._b = b
        self._cls = type(vals[0])
        self._wrap = wrap
        self._dtype = dt
        self._ndt = ndt
        self.batch_shape = batch
        self._full_action = batch + (self._action_dim,)
        self._acls = None  # the action cache (see _action) starts again
        self._derive()
        return self.get_observation()

    def reset(self, seed=None):
        """Draw a new state (``num_envs`` of them, or one) and return its observation.

        ``seed`` (an int) makes the draw repeatable on a backend; without it the backend's
        generator draws (``ivy.seed`` resets it). Returns ``ivy.Array``s, as ivy's creation
        functions do; ``set_state`` with native arrays gives native results.
        """
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise InvalidArgumentError(f"{type(self).__name__}.reset: seed must be an int or None, got {seed!r}")
        batch = () if self.num_envs is None else (self.num_envs,)
        dtype = self.dtype or ivy.default_float_dtype()
        n = len(self._spec)
        keys = ivy.random.split(ivy.random.key(seed), n) if seed is not None else (None,) * n
        parts = []
        for (_, shape, draw), key in zip(self._spec, keys):
            if draw is None:
                x = ivy.zeros(batch + shape, dtype=dtype, device=self.device, backend=self.backend)
            else:
                x = ivy.random_uniform(low=draw[0], high=draw[1], shape=batch + shape, dtype=dtype,
                                       device=self.device, seed=key, backend=self.backend)
            parts.append(x)
        return self.set_state(tuple(parts))

    def get_observation(self):
        """The observation of the current state: ``batch_shape + (obs_dim,)``."""
        self._require_state()
        o = self._observation()
        return _Array(o) if self._wrap else o

    def get_reward(self):
        """The reward of the current state: ``batch_shape + (1,)``, in [0, 1]."""
        self._require_state()
        r = self._reward()
        return _Array(r) if self._wrap else r

    # -- actions
    def _action(self, action):
        """``step``'s slow path: an action of a class, dtype or shape not seen last time is
        checked, cast to the state's dtype, and (when it needed nothing) remembered so the next
        one like it takes the fast path."""
        self._require_state()
        cls = type(self).__name__
        b = self._b
        if _is_number_or_list(action):
            try:
                action = b.asarray(action, dtype=self._ndt)
            except Exception as e:  # noqa: BLE001 - a ragged list or a non-number
                raise InvalidArgumentError(f"{cls}.step: cannot make an action array of {action!r}") from e
        owner = _owner(action)
        if owner is None:
            raise InvalidArgumentError(
                f"{cls}.step: the action must be an array (or a list of numbers), got {type(action).__name__}"
            )
        if owner != b.name:
            raise ivy.MixedFrameworksError(
                f"{cls}.step: a {owner} action for a {b.name} state; convert it first, "
                f"e.g. ivy.to_backend(action, {b.name!r})"
            )
        shape = tuple(action.shape)
        full = self._full_action
        try:
            ok = ivy.broadcast_shapes(shape, full) == full
        except ShapeError:
            ok = False
        if not ok:
            raise ShapeError(
                f"{cls}.step: an action of shape {shape} for a batch of shape {self.batch_shape} "
                f"with {self._action_dim}-dimensional actions; expected {full} (or a shape that "
                f"broadcasts to it without changing it)"
            )
        if b.dtype_of(action) != self._ndt:
            try:
                adt = b.dtype(action)
            except ivy.IvyError:
                adt = None
            if adt is not None and ivy.isdtype(adt, "complex floating"):
                raise InvalidArgumentError(f"{cls}.step: the action must be real, got dtype {adt}")
            return b.astype(action, self._ndt)
        self._acls = type(action)
        self._adt = action.dtype
        self._ashape = action.shape
        return action

    # -- rendering
    def render(self, mode="human"):
        """Draw the current state: ``"rgb_array"`` returns a NumPy uint8 image
        ``batch_shape + (screen_height, screen_width, 3)``; ``"human"`` also shows it in a
        matplotlib window (``pip install ivy-gym[human]``) and returns it.

        Drawn with NumPy alone (``pip install ivy-gym[render]``), with no display.
        """
        if mode not in ("human", "rgb_array"):
            raise InvalidArgumentError(
                f"{type(self).__name__}.render: mode must be 'human' or 'rgb_array', got {mode!r}"
            )
        self._require_state()
        try:
            import numpy as np
        except ImportError as e:  # pragma: no cover - every test environment has NumPy
            raise InvalidArgumentError("render draws with NumPy: pip install ivy-gym[render]") from e
        from ._canvas import Canvas

        state = [np.asarray(ivy.to_numpy(getattr(self, "_" + n)), dtype=np.float64) for n in self._names]
        reward = np.asarray(ivy.to_numpy(self._reward()), dtype=np.float64)
        batch = self.batch_shape
        frames = np.empty((math.prod(batch), self.screen_height, self.screen_width, 3), np.uint8)
        flat = [s.reshape((-1,) + s.shape[len(batch):]) for s in state]
        flat_reward = reward.reshape(-1)
        for i in range(frames.shape[0]):
            canvas = Canvas(np, self.screen_width, self.screen_height, self._bounds())
            self._draw(canvas, *(s[i] for s in flat), reward=float(flat_reward[i]))
            frames[i] = canvas.image
        frames = frames.reshape(batch + frames.shape[1:])
        if mode == "human":
            self._show(np, frames)
        return frames

    def _show(self, np, frames):
        try:
            import matplotlib.pyplot as plt
        except ImportError:
            if not self._warned_display:
                warnings.warn(
                    f"{type(self).__name__}.render('human') shows frames with matplotlib, which is not "
                    "installed (pip install ivy-gym[human]); returning the frame only",
                    stacklevel=3,
                )
                self._warned_display = True
            return
        flat = frames.reshape((-1,) + frames.shape[-3:])
        if flat.shape[0] == 0:
            return
        cols = min(flat.shape[0], 8)
        rows = -(-flat.shape[0] // cols)
        pad = np.full((rows * cols - flat.shape[0],) + flat.shape[1:], 255, np.uint8)
        tiles = np.concatenate([flat, pad]).reshape(rows, cols, *flat.shape[1:])
        grid = tiles.transpose(0, 2, 1, 3, 4).reshape(rows * flat.shape[1], cols * flat.shape[2], 3)
        if self._figure is None or not plt.fignum_exists(self._figure.number):
            self._figure, ax = plt.subplots()
            ax.set_axis_off()
            self._image = ax.imshow(grid)
            self._figure.canvas.manager.set_window_title(type(self).__name__)
            plt.show(block=False)
        else:
            self._image.set_data(grid)
        plt.pause(1.0 / self.metadata["render_fps"])

    def close(self):
        """Close the window ``render("human")`` opened, if any."""
        if self._figure is not None:
            import matplotlib.pyplot as plt

            plt.close(self._figure)
            self._figure = None
            self._image = None
