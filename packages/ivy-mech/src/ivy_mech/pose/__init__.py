"""Poses: a position and an orientation, as matrices ``[R | t]``, quaternion, Euler, axis-angle
and rotation vector poses, and the conversions between them (the original ivy_mech.pose)."""

from . import axis_angle_pose, euler_pose, matrix_pose, quaternion_pose
from .axis_angle_pose import *  # noqa: F403
from .euler_pose import *  # noqa: F403
from .matrix_pose import *  # noqa: F403
from .quaternion_pose import *  # noqa: F403

__all__ = (
    ["axis_angle_pose", "euler_pose", "matrix_pose", "quaternion_pose"]
    + axis_angle_pose.__all__
    + euler_pose.__all__
    + matrix_pose.__all__
    + quaternion_pose.__all__
)
