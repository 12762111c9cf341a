"""Positions: cartesian and spherical polar coordinates, homogeneous coordinates and
transformations (the original ivy_mech.position)."""

from . import coordinate_conversions, transformations
from .coordinate_conversions import *  # noqa: F403
from .transformations import *  # noqa: F403

__all__ = ["coordinate_conversions", "transformations"] + coordinate_conversions.__all__ + transformations.__all__
