"""TensorFlow's DLPack beyond the standard's cases (ivy.testing.test_dlpack_and_high_rank): a
DLPack capsule of an unaligned host buffer. TensorFlow took it, and its kernels then aborted the
process on the unaligned memory; ivy copies it (or, with copy=False, raises the standard's
BufferError). Run in a subprocess: a regression would kill the interpreter."""

from __future__ import annotations

import subprocess
import sys

_SCRIPT = """
import numpy as np
import ivy
ivy.set_backend("tensorflow")
raw = np.arange(40, dtype=np.float32)
start = (-raw.__array_interface__["data"][0] % 64 + 4) // 4  # 4 bytes past a 64-byte boundary
buf = raw[start:start + 16]
x = ivy.from_dlpack(buf.__dlpack__())
import tensorflow as tf
y = tf.reshape(x.data, (4, 4)) @ tf.ones((4, 4))  # a kernel that needs aligned memory
assert float(tf.reduce_sum(y)) == float(buf.sum()) * 4
try:
    ivy.from_dlpack(buf.__dlpack__(), copy=False)
except BufferError:
    pass
else:
    raise AssertionError("copy=False shared an unaligned buffer")
al = raw[start - 1:start + 15]  # 64-byte aligned: shared
z = ivy.from_dlpack(al.__dlpack__(), copy=False)
al[0] = 100.0
assert float(ivy.to_numpy(z)[0]) == 100.0
print("ok")
"""


def test_an_unaligned_capsule_is_copied_not_crashed_on():
    out = subprocess.run([sys.executable, "-c", _SCRIPT], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), (out.returncode, out.stderr[-3000:])
