"""Rotations: axis-angle, Euler angles, quaternions and rotation matrices, and the conversions
between them (the original ivy_mech.orientation)."""

from . import axis_angle, euler_angles, quaternion, rotation_matrix
from .axis_angle import *  # noqa: F403
from .euler_angles import *  # noqa: F403
from .quaternion import *  # noqa: F403
from .rotation_matrix import *  # noqa: F403

__all__ = (
    ["axis_angle", "euler_angles", "quaternion", "rotation_matrix"]
    + axis_angle.__all__
    + euler_angles.__all__
    + quaternion.__all__
    + rotation_matrix.__all__
)
