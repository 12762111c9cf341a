"""The Ivy paper's section 1.1 example: an ivy function dropped into a Keras model.

A ``Conv2D`` reads an image and predicts a depth image and per-pixel features; ``ivy_vision`` turns
the depth into world co-ordinates (``depth_to_world_coords``) and scatters them with their features
into a voxel grid (``coords_to_voxel_grid``); a ``Conv3D`` then predicts an occupancy grid from the
voxels. The ivy functions receive and return TensorFlow tensors, so Keras trains the whole model
through them: the loss goes down and the ``Conv2D`` before the ivy calls gets nonzero gradients.

    python examples/keras_voxel_layer.py [--steps N]
"""

from __future__ import annotations

import argparse
import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402

import ivy
import ivy_vision  # noqa: E402

H, W = 24, 32          # image size
VOXELS = [8, 8, 8]     # voxel grid size
BOUNDS = [-1.0, -1.0, 1.0, 1.0, 1.0, 3.0]   # x, y, z min then max (metres, camera frame = world frame)
FEATURES = 3


def camera():
    """A pinhole camera at the world origin looking along +z: the inverse full matrix [3,4]."""
    f = 28.0
    K = np.array([[f, 0.0, W / 2], [0.0, f, H / 2], [0.0, 0.0, 1.0]], np.float32)
    return np.concatenate([np.linalg.inv(K), np.zeros((3, 1), np.float32)], -1)


class VoxelNetwork(tf.keras.Model):
    """Conv2D -> ivy_vision (depth -> world co-ordinates -> voxel grid) -> Conv3D."""

    def __init__(self):
        super().__init__()
        self.conv2d = tf.keras.layers.Conv2D(1 + FEATURES, 3, padding="same")
        self.conv3d = tf.keras.layers.Conv3D(1, 3, padding="same")
        self.inv_full_mat = tf.constant(camera())

    def call(self, images):
        x = self.conv2d(images)
        depth = 2.0 + tf.tanh(x[..., 0:1])                     # [B, H, W, 1] metres in (1, 3)
        feats = tf.sigmoid(x[..., 1:])                           # [B, H, W, F]
        batch = images.shape[0]
        inv_full = tf.broadcast_to(self.inv_full_mat, [batch, 3, 4])
        world = ivy_vision.depth_to_world_coords(depth, inv_full)                 # [B, H, W, 4]
        coords = tf.reshape(world, [batch, H * W, 4])
        grid = ivy_vision.coords_to_voxel_grid(coords, VOXELS, coord_bounds=BOUNDS,
                                               features=tf.reshape(feats, [batch, H * W, FEATURES]))[0]
        # mean co-ordinates, mean features and log(1 + count) of each voxel
        grid = tf.concat([grid[..., :-1], tf.math.log1p(grid[..., -1:])], -1)
        return self.conv3d(grid)                                # [B, 8, 8, 8, 1] occupancy logits


def data(rng, n=4):
    """Images of a scene (channels: its depth, and two of noise) and the occupancy grid the scene's
    depth gives: the task is to voxelize what the image shows."""
    col = np.arange(W, dtype=np.float32)[None, None, :]
    row = np.arange(H, dtype=np.float32)[None, :, None]
    phase = rng.uniform(0, 2 * np.pi, (n, 1, 1)).astype(np.float32)
    depth = 2.0 + 0.6 * np.sin(col / 5.0 + phase) * np.cos(row / 7.0)          # [n, H, W]
    images = np.stack([depth - 2.0, rng.normal(size=depth.shape), rng.normal(size=depth.shape)], -1)
    world = ivy_vision.depth_to_world_coords(depth[..., None], np.broadcast_to(camera(), (n, 3, 4)))
    world = ivy.to_numpy(world).reshape(n, H * W, 4)        # (NumPy in, NumPy out, unless a backend is set)
    grid = ivy.to_numpy(ivy_vision.coords_to_voxel_grid(world, VOXELS, coord_bounds=BOUNDS)[0])
    target = (grid[..., -1:] > 0).astype(np.float32)                                # [n, 8, 8, 8, 1]
    return tf.constant(images.astype(np.float32)), tf.constant(target)


def main(steps=10, seed=0, quiet=False):
    tf.random.set_seed(seed)
    rng = np.random.default_rng(seed)
    images, target = data(rng)
    model = VoxelNetwork()
    opt = tf.keras.optimizers.Adam(0.01)
    loss_fn = tf.keras.losses.BinaryCrossentropy(from_logits=True)
    losses, grad_norms = [], []
    for step in range(steps):
        with tf.GradientTape() as tape:
            loss = loss_fn(target, model(images))
        grads = tape.gradient(loss, model.trainable_variables)
        # the Conv2D's kernel is only reached through ivy_vision's functions
        conv2d_grad = grads[model.trainable_variables.index(model.conv2d.kernel)]
        norm = float(tf.norm(conv2d_grad))
        opt.apply_gradients(zip(grads, model.trainable_variables))
        losses.append(float(loss))
        grad_norms.append(norm)
        if not quiet:
            print(f"step {step:2d}  loss {losses[-1]:.5f}  |d loss / d Conv2D kernel| {norm:.3e}")
    return losses, grad_norms


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--steps", type=int, default=10)
    main(p.parse_args().steps)
