"""The Keras example's PyTorch twin: an ivy function inside a ``torch.nn.Module``.

A ``Conv2d`` reads an image and predicts a depth image and per-pixel features; ``ivy_vision`` turns
the depth into world co-ordinates (``depth_to_world_coords``) and scatters them with their features
into a voxel grid (``coords_to_voxel_grid``); a ``Conv3d`` predicts an occupancy grid from the voxels.
The ivy functions receive and return torch tensors, so autograd trains the whole module through
them: the loss goes down and the ``Conv2d`` before the ivy calls gets nonzero gradients.

    python examples/torch_voxel_layer.py [--steps N]
"""

from __future__ import annotations

import argparse

import numpy as np
import torch

import ivy
import ivy_vision

H, W = 24, 32
VOXELS = [8, 8, 8]
BOUNDS = [-1.0, -1.0, 1.0, 1.0, 1.0, 3.0]
FEATURES = 3


def camera():
    """A pinhole camera at the world origin looking along +z: the inverse full matrix [3,4]."""
    f = 28.0
    K = np.array([[f, 0.0, W / 2], [0.0, f, H / 2], [0.0, 0.0, 1.0]], np.float32)
    return np.concatenate([np.linalg.inv(K), np.zeros((3, 1), np.float32)], -1)


class VoxelNetwork(torch.nn.Module):
    """Conv2d -> ivy_vision (depth -> world co-ordinates -> voxel grid) -> Conv3d."""

    def __init__(self):
        super().__init__()
        self.conv2d = torch.nn.Conv2d(3, 1 + FEATURES, 3, padding=1)
        self.conv3d = torch.nn.Conv3d(3 + FEATURES + 1, 1, 3, padding=1)
        self.register_buffer("inv_full_mat", torch.from_numpy(camera()))

    def forward(self, images):                                  # [B, 3, H, W], torch's channels first
        x = self.conv2d(images).permute(0, 2, 3, 1)               # [B, H, W, 1 + F]
        depth = 2.0 + torch.tanh(x[..., 0:1])
        feats = torch.sigmoid(x[..., 1:])
        b = images.shape[0]
        world = ivy_vision.depth_to_world_coords(depth, self.inv_full_mat.expand(b, 3, 4))    # [B, H, W, 4]
        grid = ivy_vision.coords_to_voxel_grid(world.reshape(b, H * W, 4), VOXELS, coord_bounds=BOUNDS,
                                               features=feats.reshape(b, H * W, FEATURES))[0]
        # mean co-ordinates, mean features and log(1 + count) of each voxel
        grid = torch.cat([grid[..., :-1], torch.log1p(grid[..., -1:])], -1)
        return self.conv3d(grid.permute(0, 4, 1, 2, 3))         # [B, 1, 8, 8, 8] occupancy logits


def data(rng, n=4):
    """Images of a scene (channels: its depth, and two of noise) and the occupancy grid the scene's
    depth gives: the task is to voxelize what the image shows."""
    col = np.arange(W, dtype=np.float32)[None, None, :]
    row = np.arange(H, dtype=np.float32)[None, :, None]
    phase = rng.uniform(0, 2 * np.pi, (n, 1, 1)).astype(np.float32)
    depth = 2.0 + 0.6 * np.sin(col / 5.0 + phase) * np.cos(row / 7.0)          # [n, H, W]
    images = np.stack([depth - 2.0, rng.normal(size=depth.shape), rng.normal(size=depth.shape)], 1)
    world = ivy_vision.depth_to_world_coords(depth[..., None], np.broadcast_to(camera(), (n, 3, 4)))
    world = ivy.to_numpy(world).reshape(n, H * W, 4)        # (NumPy in, NumPy out, unless a backend is set)
    grid = ivy.to_numpy(ivy_vision.coords_to_voxel_grid(world, VOXELS, coord_bounds=BOUNDS)[0])
    target = (grid[..., -1:] > 0).astype(np.float32)                                # [n, 8, 8, 8, 1]
    return torch.from_numpy(images.astype(np.float32)), torch.from_numpy(np.moveaxis(target, -1, 1))


def main(steps=10, seed=0, quiet=False):
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    images, target = data(rng)
    model = VoxelNetwork()
    opt = torch.optim.Adam(model.parameters(), 0.01)
    losses, grad_norms = [], []
    for step in range(steps):
        opt.zero_grad()
        loss = torch.nn.functional.binary_cross_entropy_with_logits(model(images), target)
        loss.backward()
        # the Conv2d's weight is only reached through ivy_vision's functions
        norm = float(model.conv2d.weight.grad.norm())
        opt.step()
        losses.append(loss.item())
        grad_norms.append(norm)
        if not quiet:
            print(f"step {step:2d}  loss {losses[-1]:.5f}  |d loss / d Conv2d weight| {norm:.3e}")
    return losses, grad_norms


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--steps", type=int, default=10)
    main(p.parse_args().steps)
