"""ivy_mech: mechanics on ivy — rotations, poses and coordinate transformations, written once
and run on every ivy backend (NumPy, PyTorch, JAX, TensorFlow, MXNet).

Conventions: quaternions are scalar-last ``[qi, qj, qk, qr]`` (returned with ``qr >= 0``),
rotation matrices act as ``v' = R v``, Euler angles ``[e0, e1, e2]`` of convention ``"abc"``
are extrinsic, ``R = R_c(e2) @ R_b(e1) @ R_a(e0)`` (SciPy's lower-case ``from_euler``), poses
are ``[x, y, z, <orientation>]`` and matrix poses ``[R | t]``. Every function takes any leading
batch dimensions and returns what it is given: native arrays of one framework give that
framework's arrays, ``ivy.Array`` gives ``ivy.Array``.

>>> import numpy as np, ivy_mech
>>> ivy_mech.quaternion_to_rot_mat(np.array([0.0, 0.0, 0.0, 1.0]))
array([[1., 0., 0.],
       [0., 1., 0.],
       [0., 0., 1.]])

``import ivy_mech`` imports no framework.
"""

from . import orientation, pose, position
from .__about__ import __version__
from .orientation import *  # noqa: F403
from .pose import *  # noqa: F403
from .position import *  # noqa: F403

__all__ = ["orientation", "pose", "position"] + orientation.__all__ + pose.__all__ + position.__all__
