"""Serial robot manipulators from Denavit-Hartenberg parameters: link frames, poses and samples.

Conventions
-----------
- ``dh_convention="standard"`` (the default; Siciliano et al., *Robotics: Modelling, Planning and
  Control*, pp. 61-65, as the original ivy_robot): link ``i``'s frame follows link ``i-1``'s by
  ``A_i = RotZ(theta_i) TransZ(d_i) TransX(a_i) RotX(alpha_i)``.
- ``dh_convention="modified"`` (Craig's; Franka's published Panda table): row ``i`` holds
  ``a_{i-1}, alpha_{i-1}, d_i`` and ``A_i = RotX(alpha_{i-1}) TransX(a_{i-1}) RotZ(theta_i) TransZ(d_i)``.
- The DH angle of joint ``i`` is ``theta_i = q_i * dh_joint_scales[i] - dh_joint_offsets[i]`` for
  the robot's joint angles ``q``.
- Link matrices are 4x4 homogeneous transforms from each link frame to the robot's base frame
  (frame 0 first, the identity); ``sample_links`` returns points in the world frame, through
  ``base_inv_ext_mat`` (base to world).
- DH parameters are constants (Python floats), so one robot serves every backend; joint angles
  are differentiable.
"""

from __future__ import annotations

import math

import ivy
import ivy_mech

from ._constants import ConstantCache, float_dtype, native

__all__ = ["Manipulator", "MicoManipulator", "PandaManipulator"]


def _is_array(x):
    return ivy.is_native_array(x) or isinstance(x, ivy.Array)


def _floats(x, name, size=None):
    """``x`` (a 1-d array of any backend, or a sequence of numbers) as a list of Python floats."""
    if _is_array(x):
        if len(x.shape) != 1:
            raise ivy.ShapeError(f"Manipulator: {name} must have shape [num_joints], got {tuple(x.shape)}")
        vals = [float(v) for v in ivy.to_list(x)]
    else:
        try:
            vals = [float(v) for v in x]
        except (TypeError, ValueError) as e:
            raise ivy.InvalidArgumentError(
                f"Manipulator: {name} must be a 1-d array or a sequence of numbers [num_joints]: {e}") from e
    if size is not None and len(vals) != size:
        raise ivy.ShapeError(
            f"Manipulator: {name} must have shape [num_joints={size}] (the length of a_s), got [{len(vals)}]")
    return vals


def _base_rows(m):
    """``base_inv_ext_mat`` ([3, 4] or [4, 4]) as three rows of four Python floats."""
    rows = ivy.to_list(m) if _is_array(m) else [list(r) for r in m]
    if len(rows) not in (3, 4) or any(len(r) != 4 for r in rows):
        shape = tuple(m.shape) if _is_array(m) else (len(rows),)
        raise ivy.ShapeError(f"Manipulator: base_inv_ext_mat must have shape [3, 4] or [4, 4], got {shape}")
    return [[float(v) for v in r] for r in rows[:3]]


def _matmul4(p, q):
    return [[sum(p[i][k] * q[k][j] for k in range(4)) for j in range(4)] for i in range(4)]


def _rot_x(alpha):
    c, s = math.cos(alpha), math.sin(alpha)
    return [[1.0, 0.0, 0.0, 0.0], [0.0, c, -s, 0.0], [0.0, s, c, 0.0], [0.0, 0.0, 0.0, 1.0]]


def _trans(x, z):
    return [[1.0, 0.0, 0.0, x], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, z], [0.0, 0.0, 0.0, 1.0]]


class Manipulator:
    """A serial manipulator of revolute joints, from its Denavit-Hartenberg parameters.

    Parameters
    ----------
    a_s
        Denavit-Hartenberg "a" parameters (link lengths, metres) *[num_joints]*.
    d_s
        Denavit-Hartenberg "d" parameters (link offsets, metres) *[num_joints]*.
    alpha_s
        Denavit-Hartenberg "alpha" parameters (link twists, radians) *[num_joints]*.
    dh_joint_scales
        Scales applied to the input joint angles *[num_joints]*.
    dh_joint_offsets
        Offsets subtracted from the scaled joint angles *[num_joints]*.
    base_inv_ext_mat
        Inverse extrinsic matrix of the robot base (base to world) *[3, 4]* or *[4, 4]*;
        identity if None.
    dh_convention
        ``"standard"`` (default, as the original) or ``"modified"`` (Craig): see the module docstring.

    Arrays may be of any backend or plain sequences; they are read once, as constants.

    Examples
    --------
    >>> import math, ivy
    >>> from ivy_robot import Manipulator
    >>> arm = Manipulator([1.0, 1.0], [0.0, 0.0], [0.0, 0.0], [1.0, 1.0], [0.0, 0.0])  # planar 2-link
    >>> q = ivy.asarray([math.pi / 2, -math.pi / 2])
    >>> [[round(v, 6) + 0.0 for v in p] for p in ivy.to_list(arm.compute_link_matrices(q, 2)[:, 0:3, 3])]
    [[0.0, 0.0, 0.0], [0.0, 1.0, 0.0], [1.0, 1.0, 0.0]]
    """

    def __init__(self, a_s, d_s, alpha_s, dh_joint_scales, dh_joint_offsets, base_inv_ext_mat=None, *,
                 dh_convention="standard"):
        a = _floats(a_s, "a_s")
        nj = len(a)
        if nj < 1:
            raise ivy.ShapeError("Manipulator: a_s must have shape [num_joints >= 1], got [0]")
        d = _floats(d_s, "d_s", nj)
        alpha = _floats(alpha_s, "alpha_s", nj)
        scales = _floats(dh_joint_scales, "dh_joint_scales", nj)
        offsets = _floats(dh_joint_offsets, "dh_joint_offsets", nj)
        if dh_convention not in ("standard", "modified"):
            raise ivy.InvalidArgumentError(
                f"Manipulator: dh_convention must be 'standard' or 'modified', got {dh_convention!r}")
        self._num_joints = nj
        self._dh_convention = dh_convention
        self._dh_params = {"a": a, "d": d, "alpha": alpha, "scales": scales, "offsets": offsets}
        # The constant factor C_i of each joint's transform: standard A_i = RotZ(theta) C_i with
        # C_i = TransZ(d) TransX(a) RotX(alpha); modified A_i = C_i RotZ(theta) with
        # C_i = RotX(alpha) TransX(a) TransZ(d), kept transposed (A_i^T = RotZ(-theta) C_i^T).
        consts = []
        for ai, di, al in zip(a, d, alpha):
            if dh_convention == "standard":
                consts.append(_matmul4(_trans(ai, di), _rot_x(al)))
            else:
                m = _matmul4(_matmul4(_rot_x(al), _trans(ai, 0.0)), _trans(0.0, di))
                consts.append([list(r) for r in zip(*m)])
        values = {
            "rows01": [[c[0], c[1]] for c in consts],  # NJ x 2 x 4
            "rows23": [[c[2], c[3]] for c in consts],  # NJ x 2 x 4
            "eye": _matmul4(_trans(0.0, 0.0), _trans(0.0, 0.0)),
        }
        self._angles_are_dh = all(s == 1.0 for s in scales) and not any(offsets)
        if not self._angles_are_dh:
            values["scales"] = scales
            values["offsets"] = offsets
        self._base = None
        if base_inv_ext_mat is not None:
            rows = _base_rows(base_inv_ext_mat)
            identity = [[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]]
            if rows != identity:
                self._base = rows
                values["base_rot_t"] = [[rows[j][i] for j in range(3)] for i in range(3)]
                values["base_trans"] = [rows[i][3] for i in range(3)]
        self._consts = ConstantCache(**values)
        # distances between consecutive link frame origins: sqrt(a^2 + d^2) in both conventions
        self._link_lengths = [math.hypot(ai, di) for ai, di in zip(a, d)]
        self._samplers = {}

    @property
    def num_joints(self):
        """The number of joints."""
        return self._num_joints

    @property
    def dh_convention(self):
        """``"standard"`` or ``"modified"``."""
        return self._dh_convention

    # ------------------------------------------------------------------ helpers

    def _joint_angles(self, joint_angles, batch_shape, where):
        if not _is_array(joint_angles):
            raise ivy.InvalidArgumentError(
                f"{where}: joint_angles must be an array [batch_shape, {self._num_joints}], "
                f"got {type(joint_angles).__name__}")
        shape = tuple(joint_angles.shape)
        if len(shape) < 1 or shape[-1] != self._num_joints:
            raise ivy.ShapeError(
                f"{where}: joint_angles must have shape [batch_shape, num_joints={self._num_joints}], got {shape}")
        if batch_shape is not None and tuple(batch_shape) != shape[:-1]:
            raise ivy.ShapeError(
                f"{where}: batch_shape {tuple(batch_shape)} does not match joint_angles [batch_shape, "
                f"{self._num_joints}] of shape {shape}")
        q, wrap = native(joint_angles)
        dtype = float_dtype(q)
        if ivy.dtype(q) != dtype:
            q = ivy.astype(q, dtype)
        return q, wrap, dtype

    def _link_num(self, link_num, where):
        if isinstance(link_num, bool) or not isinstance(link_num, int) or not 1 <= link_num <= self._num_joints:
            raise ivy.InvalidArgumentError(
                f"{where}: link_num must be an integer from 1 to {self._num_joints}, got {link_num!r}")
        return link_num

    def _link_matrices(self, q, dtype, link_num):
        k = self._consts.like(q, dtype)
        theta = q if self._angles_are_dh else q * k["scales"] - k["offsets"]
        if link_num != self._num_joints:
            theta = theta[..., :link_num]
            rows01, rows23 = k["rows01"][:link_num], k["rows23"][:link_num]
        else:
            rows01, rows23 = k["rows01"], k["rows23"]
        # BS x LN x 1 x 1
        theta = ivy.expand_dims(theta, axis=(-1, -2))
        c, s = ivy.cos(theta), ivy.sin(theta)
        if self._dh_convention == "modified":
            s = -s
        r0, r1 = rows01[:, 0:1, :], rows01[:, 1:2, :]
        batch = tuple(q.shape[:-1])
        # BS x LN x 4 x 4: RotZ(theta) C (standard), or its transpose's RotZ(-theta) C^T (modified)
        a = ivy.concat([c * r0 - s * r1, s * r0 + c * r1,
                        ivy.broadcast_to(rows23, batch + (link_num, 2, 4))], axis=-2)
        if self._dh_convention == "modified":
            a = ivy.swapaxes(a, -1, -2)
        t = a[..., 0, :, :]
        frames = [ivy.broadcast_to(k["eye"], batch + (4, 4)), t]
        for i in range(1, link_num):
            t = ivy.matmul(t, a[..., i, :, :])
            frames.append(t)
        return ivy.stack(frames, axis=-3)

    def _sampler(self, link_num, samples_per_metre):
        """The constant [S, link_num + 1] matrix taking frame origins to the sampled link points."""
        key = (link_num, samples_per_metre)
        sampler = self._samplers.get(key)
        if sampler is None:
            rows = []
            for i in range(link_num):
                n = max(math.ceil(round(self._link_lengths[i] * samples_per_metre, 9)), 0)
                keep = n if (i == link_num - 1 or n == 1) else n - 1
                for j in range(keep):
                    w = j / (n - 1) if n > 1 else 0.0
                    row = [0.0] * (link_num + 1)
                    row[i] = 1.0 - w
                    row[i + 1] = w
                    rows.append(row)
            sampler = self._samplers[key] = (len(rows), ConstantCache(weights=rows) if rows else None)
        return sampler

    # ------------------------------------------------------------------ public

    def compute_link_matrices(self, joint_angles, link_num, batch_shape=None):
        """Homogeneous transforms of link frames 0 to ``link_num``, relative to the base frame.

        Parameters
        ----------
        joint_angles
            Joint angles of the robot *[batch_shape, num_joints]*.
        link_num
            The last link whose matrix to compute, from 1 to ``num_joints``.
        batch_shape
            Shape of batch. Inferred from inputs if None; if given it must equal
            ``joint_angles.shape[:-1]``.

        Returns
        -------
        ret
            The matrices of frames 0 (the base, identity) to ``link_num``
            *[batch_shape, link_num + 1, 4, 4]*.

        Examples
        --------
        >>> import ivy
        >>> from ivy_robot import PandaManipulator
        >>> m = PandaManipulator().compute_link_matrices(ivy.zeros(7), 7)
        >>> m.shape, [round(v, 4) + 0.0 for v in ivy.to_list(m[-1, 0:3, 3])]
        ((8, 4, 4), [0.088, 0.0, 0.926])
        """
        where = "Manipulator.compute_link_matrices"
        link_num = self._link_num(link_num, where)
        q, wrap, dtype = self._joint_angles(joint_angles, batch_shape, where)
        out = self._link_matrices(q, dtype, link_num)
        return ivy.Array(out) if wrap else out

    def compute_link_poses(self, joint_angles, link_num, batch_shape=None):
        """Rotation vector poses ``[x, y, z, rx, ry, rz]`` of link frames 0 to ``link_num``.

        Parameters
        ----------
        joint_angles
            Joint angles of the robot *[batch_shape, num_joints]*.
        link_num
            The last link whose pose to compute, from 1 to ``num_joints``.
        batch_shape
            Shape of batch. Inferred from inputs if None.

        Returns
        -------
        ret
            The poses of frames 0 to ``link_num``, relative to the base frame
            *[batch_shape, link_num + 1, 6]* (``ivy_mech.mat_pose_to_rot_vec_pose`` of the matrices).

        Examples
        --------
        >>> import ivy
        >>> from ivy_robot import PandaManipulator
        >>> ivy_poses = PandaManipulator().compute_link_poses(ivy.zeros((2, 7)), 3)
        >>> ivy_poses.shape
        (2, 4, 6)
        """
        where = "Manipulator.compute_link_poses"
        link_num = self._link_num(link_num, where)
        q, wrap, dtype = self._joint_angles(joint_angles, batch_shape, where)
        out = ivy_mech.mat_pose_to_rot_vec_pose(self._link_matrices(q, dtype, link_num)[..., 0:3, :])
        return ivy.Array(out) if wrap else out

    def sample_links(self, joint_angles, link_num=None, samples_per_metre=25, batch_shape=None):
        """Points along the links (straight segments between frame origins), in the world frame.

        Link ``i`` (from frame ``i-1`` to frame ``i``) is sampled at ``ceil(length_i *
        samples_per_metre)`` evenly spaced points including both ends, the end dropped where the
        next link starts (as the original); ``length_i = sqrt(a_i^2 + d_i^2)``.

        Parameters
        ----------
        joint_angles
            Joint angles of the robot *[batch_shape, num_joints]*.
        link_num
            The last link to sample, from 1 to ``num_joints``; all links if None.
        samples_per_metre
            Samples per metre of link (default 25).
        batch_shape
            Shape of batch. Inferred from inputs if None.

        Returns
        -------
        ret
            The sampled points in the world frame *[batch_shape, total_sampling_chain_length, 3]*.

        Examples
        --------
        >>> import ivy
        >>> from ivy_robot import MicoManipulator
        >>> MicoManipulator().sample_links(ivy.zeros((5, 6))).shape
        (5, 26, 3)
        """
        where = "Manipulator.sample_links"
        link_num = self._num_joints if link_num is None else self._link_num(link_num, where)
        if isinstance(samples_per_metre, bool) or not isinstance(samples_per_metre, (int, float)) \
                or not samples_per_metre > 0 or math.isinf(samples_per_metre):
            raise ivy.InvalidArgumentError(
                f"{where}: samples_per_metre must be a finite number > 0, got {samples_per_metre!r}")
        q, wrap, dtype = self._joint_angles(joint_angles, batch_shape, where)
        count, weights = self._sampler(link_num, samples_per_metre)
        mats = self._link_matrices(q, dtype, link_num)
        origins = mats[..., 0:3, 3]  # BS x LN+1 x 3
        if weights is None:
            out = origins[..., :0, :]
        else:
            out = ivy.matmul(weights.like(q, dtype)["weights"], origins)  # BS x S x 3
            if self._base is not None:
                k = self._consts.like(q, dtype)
                out = ivy.matmul(out, k["base_rot_t"]) + k["base_trans"]
        return ivy.Array(out) if wrap else out


class MicoManipulator(Manipulator):
    """The Kinova Mico arm (6 joints), standard DH parameters.

    Lengths and the DH table from Kinova's *Mico robotic arm user guide* (pp. 50-55; the same
    values as "DH Parameters of Mico" v1.0.8, 2013); joint angle scales and offsets from Kinova's
    *Jaco2 6DOF Advanced Specification Guide* (p. 10), as the original ivy_robot:
    ``theta = [-q1, q2 - 90deg, q3 + 90deg, q4, q5 - 180deg, q6 + 90deg]``.

    Parameters
    ----------
    base_inv_ext_mat
        Inverse extrinsic matrix of the robot base (base to world) *[3, 4]* or *[4, 4]*.

    Examples
    --------
    >>> import ivy
    >>> from ivy_robot import MicoManipulator
    >>> MicoManipulator().compute_link_matrices(ivy.zeros(6), 6).shape
    (7, 4, 4)
    """

    # lengths (metres): user guide p. 50
    D1, D2, D3, D4, D5, D6, E2 = 0.2755, 0.2900, 0.1233, 0.0741, 0.0741, 0.1600, 0.0070

    def __init__(self, base_inv_ext_mat=None):
        pi = math.pi
        aa = pi / 6  # the wrist's 60 degree bends (2 aa): user guide p. 53
        k = math.sin(aa) / math.sin(2 * aa)
        d4b = self.D3 + k * self.D4
        d5b = k * self.D4 + k * self.D5
        d6b = k * self.D5 + self.D6
        super().__init__(
            a_s=[0.0, self.D2, 0.0, 0.0, 0.0, 0.0],
            d_s=[self.D1, 0.0, -self.E2, -d4b, -d5b, -d6b],
            alpha_s=[pi / 2, pi, pi / 2, 2 * aa, 2 * aa, pi],
            dh_joint_scales=[-1.0, 1.0, 1.0, 1.0, 1.0, 1.0],
            dh_joint_offsets=[0.0, pi / 2, -pi / 2, 0.0, pi, -pi / 2],
            base_inv_ext_mat=base_inv_ext_mat,
        )


class PandaManipulator(Manipulator):
    """The Franka Emika Panda arm (7 joints).

    Franka publishes the Panda's kinematics as a *modified* (Craig) DH table
    (https://frankaemika.github.io/docs/control_parameters.html):

    ======  =======  =====  ========  ======
    joint   a (m)    d (m)  alpha     theta
    ======  =======  =====  ========  ======
    1       0        0.333  0         q1
    2       0        0      -pi/2     q2
    3       0        0.316  pi/2      q3
    4       0.0825   0      pi/2      q4
    5       -0.0825  0.384  -pi/2     q5
    6       0        0      pi/2      q6
    7       0.088    0      pi/2      q7
    flange  0        0.107  0         0
    ======  =======  =====  ========  ======

    As the original ivy_robot, this class uses the same kinematics in the *standard* convention:
    each row's ``a`` and ``alpha`` move up one row and the flange's ``d`` joins joint 7 (RotZ and
    TransZ commute). The last frame is Franka's flange frame exactly; standard frame ``i`` is
    Franka's frame ``i`` moved by ``RotX(alpha_i) TransX(a_i)``. For Franka's own frames use
    ``Manipulator(..., dh_convention="modified")`` with the table's first seven rows.

    Parameters
    ----------
    base_inv_ext_mat
        Inverse extrinsic matrix of the robot base (base to world) *[3, 4]* or *[4, 4]*.

    Examples
    --------
    >>> import ivy
    >>> from ivy_robot import PandaManipulator
    >>> PandaManipulator().sample_links(ivy.zeros(7)).shape
    (32, 3)
    """

    #: Franka's published modified DH table: (a, d, alpha) of joints 1-7 and the flange.
    MODIFIED_DH = (
        (0.0, 0.333, 0.0), (0.0, 0.0, -math.pi / 2), (0.0, 0.316, math.pi / 2), (0.0825, 0.0, math.pi / 2),
        (-0.0825, 0.384, -math.pi / 2), (0.0, 0.0, math.pi / 2), (0.088, 0.0, math.pi / 2), (0.0, 0.107, 0.0),
    )

    def __init__(self, base_inv_ext_mat=None):
        rows = self.MODIFIED_DH
        super().__init__(
            a_s=[r[0] for r in rows[1:]],
            d_s=[r[1] for r in rows[:6]] + [rows[6][1] + rows[7][1]],
            alpha_s=[r[2] for r in rows[1:]],
            dh_joint_scales=[1.0] * 7,
            dh_joint_offsets=[0.0] * 7,
            base_inv_ext_mat=base_inv_ext_mat,
        )
