"""Devices: listing, the default device, where arrays live, moving them (round trips over
every device the backend sees: on a CPU-only machine just "cpu"; nothing needs a GPU).
"""

from __future__ import annotations

import numpy as np
import pytest

import ivy

from .helpers import assert_same, backend_name, to_ivy, to_native, to_numpy

A = np.array([[1.5, -2.0], [0.0, 3.25]], dtype=np.float32)


def test_devices_listing():
    devs = ivy.devices()
    assert isinstance(devs, list) and devs and all(isinstance(d, str) for d in devs)
    assert "cpu" in devs
    assert devs == ivy.devices(backend=backend_name())
    info = ivy.__array_namespace_info__().devices()
    assert isinstance(info, tuple) and list(info) == devs  # the standard (2025.12) returns a tuple
    assert ivy.gpu_is_available() == any(d.startswith("gpu") for d in devs)
    assert ivy.num_gpus() == sum(d.startswith("gpu") for d in devs)
    assert ivy.tpu_is_available() == any(d.startswith("tpu") for d in devs)
    assert ivy.num_cpu_cores() >= ivy.num_cpu_cores(logical=False) >= 1


def test_default_device():
    d = ivy.default_device()
    assert d in ivy.devices()
    assert d == ivy.__array_namespace_info__().default_device()
    assert ivy.zeros(2).device == d
    x = to_ivy(A)
    assert ivy.default_device(item=x) == x.device == ivy.dev(x)
    assert ivy.default_device("cpu") == "cpu"
    assert ivy.default_device("cpu", as_native=False) == "cpu"
    assert ivy.default_device("cpu", as_native=True) == ivy.as_native_dev("cpu")


@pytest.mark.parametrize("native", [False, True])
def test_to_device_round_trips(native):
    x = to_native(A) if native else to_ivy(A)
    home = ivy.dev(x)
    for d in ivy.devices():
        y = ivy.to_device(x, d)
        assert isinstance(y, ivy.Array) != native
        assert ivy.dev(y) == d
        assert_same(y, A)
        back = ivy.to_device(y, home)
        assert ivy.dev(back) == home
        assert_same(back, A)
        if not native:
            z = x.to_device(d)
            assert z.device == d and ivy.dev(z.to_device(home)) == home
            assert_same(z, A)


def test_creation_on_each_device():
    for d in ivy.devices():
        for arr in (ivy.zeros((2, 3), device=d), ivy.arange(4, device=d), ivy.asarray([1.0, 2.0], device=d),
                    ivy.full((2,), 7, device=d), ivy.eye(2, device=d), ivy.zeros_like(to_ivy(A), device=d)):
            assert arr.device == d
        assert_same(ivy.asarray([1.0, 2.0], device=d), np.array([1.0, 2.0], dtype=np.float32))


def test_native_and_ivy_device_conversions():
    for d in ivy.devices():
        n = ivy.as_native_dev(d)
        assert ivy.as_ivy_dev(n) == d
        assert ivy.as_ivy_dev(d) == d
        assert ivy.dev(ivy.zeros(1, device=n), as_native=True) == n


def test_set_default_device_applies_to_creation_only():
    x = to_ivy(A)
    for d in ivy.devices():
        ivy.set_default_device(d)
        try:
            assert ivy.default_device() == d
            assert ivy.zeros(3).device == d and ivy.asarray([1.0]).device == d
            assert ivy.__array_namespace_info__().default_device() == d
            # A NumPy array handed to another backend has no device there: it goes to d too.
            assert ivy.asarray(np.array(A)).device == d
            assert ivy.zeros_like(x).device == x.device  # an array argument decides
        finally:
            ivy.unset_default_device()
    with ivy.DefaultDevice(ivy.devices()[-1]):
        assert ivy.ones(2).device == ivy.devices()[-1]
    assert ivy.default_device() == ivy.default_device(backend=backend_name())


def test_windows_and_frombuffer_go_to_the_default_device():
    """Creation functions with no ``device`` argument (the windows, ``frombuffer``) still create
    on ivy.set_default_device's device."""
    make = [lambda: ivy.hann_window(4), lambda: ivy.hamming_window(1), lambda: ivy.blackman_window(5),
            lambda: ivy.kaiser_window(6), lambda: ivy.vorbis_window(4), lambda: ivy.kaiser_bessel_derived_window(1),
            lambda: ivy.kaiser_bessel_derived_window(4), lambda: ivy.frombuffer(np.ones(2, np.float32).tobytes(),
                                                                                dtype=ivy.float32)]
    for d in ivy.devices():
        ivy.set_default_device(d)
        try:
            for i, f in enumerate(make):
                assert f().device == d, (i, d)
        finally:
            ivy.unset_default_device()


def test_default_device_is_consulted_and_restored():
    """An unknown default device makes creation from nothing fail (proof it is used), never
    functions that take an array, and unsetting it restores the backend's default."""
    x = to_ivy(A)
    before = ivy.zeros(1).device
    ivy.set_default_device("nosuchdevice:7")
    try:
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.zeros(2)
        assert_same(ivy.zeros_like(x), np.zeros_like(A))
        assert_same(x + 1, A + 1)
    finally:
        ivy.unset_default_device()
    assert ivy.zeros(1).device == before
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.set_default_device(None)


def test_dev_and_to_device_errors():
    with pytest.raises(ivy.InvalidArgumentError, match="expected an array"):
        ivy.dev([1, 2])
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.to_device(to_ivy(A), "nosuchdevice:3")
    assert to_numpy(ivy.to_device(to_ivy(A), "cpu")).tolist() == A.tolist()


def test_device_conversions_of_none_and_of_arrays():
    """None is the default device; an array (ivy or native) is an InvalidArgumentError on every
    backend (torch had raised a bare TypeError, NumPy a truth-value ValueError)."""
    assert ivy.as_ivy_dev(None) == ivy.default_device()
    assert ivy.as_ivy_dev(ivy.as_native_dev(None)) == ivy.default_device()
    x = to_ivy(A)
    for fn in (ivy.as_ivy_dev, ivy.as_native_dev):
        for arr in (x, x.data):
            with pytest.raises(ivy.InvalidArgumentError, match="expected a device, got an array"):
                fn(arr)
