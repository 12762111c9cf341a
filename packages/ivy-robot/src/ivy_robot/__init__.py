"""ivy_robot: differentiable robot kinematics and spline motion planning, on every ivy backend.

Pure ivy code: no framework is imported here; the arrays a function receives choose the
backend (native in, native out; ``ivy.Array`` in, ``ivy.Array`` out).
"""

from .__about__ import __version__
from .manipulator import Manipulator, MicoManipulator, PandaManipulator
from .planning import sample_spline_path
from .rigid_mobile import RigidMobile

__all__ = ["Manipulator", "MicoManipulator", "PandaManipulator", "RigidMobile", "__version__", "sample_spline_path"]
