"""Seeded draws on the numpy backend are Ivy 1.0's: its NumPy backend seeded NumPy's legacy
generator (``np.random.seed(seed)``), so ``ivy.random_normal(shape=(2, 3), seed=42)`` gave the
numbers of ``np.random.RandomState(42)``; ivy's numpy backend draws from a RandomState made from
the seed (without touching NumPy's global state). The reference is NumPy's own generator."""

from __future__ import annotations

import numpy as np
import pytest

import ivy


@pytest.fixture(autouse=True)
def _numpy_backend():
    with ivy.using_backend("numpy"):
        yield


def test_uniform_normal_and_randint_are_numpys_legacy_draws():
    np.testing.assert_array_equal(ivy.to_numpy(ivy.random_normal(mean=1.0, std=2.0, shape=(2, 3), seed=42)),
                                  np.random.RandomState(42).normal(1.0, 2.0, (2, 3)).astype(np.float32))
    np.testing.assert_array_equal(ivy.to_numpy(ivy.random_uniform(low=2.0, high=5.0, shape=(4,), seed=7)),
                                  np.random.RandomState(7).uniform(2.0, 5.0, (4,)).astype(np.float32))
    np.testing.assert_array_equal(ivy.to_numpy(ivy.randint(2, 20, shape=(2, 2), seed=42)),
                                  np.random.RandomState(42).randint(2, 20, (2, 2)))


def test_multinomial_draws_each_row_with_choice():
    rs = np.random.RandomState(42)
    want = np.stack([rs.choice(10, 5, True, p=np.full(10, 0.1)) for _ in range(2)])
    np.testing.assert_array_equal(ivy.to_numpy(ivy.multinomial(10, 5, batch_size=2, seed=42)), want)


def test_global_seed_and_large_seeds():
    ivy.seed(seed_value=3)
    a = ivy.to_numpy(ivy.random_uniform(shape=(3,)))
    np.testing.assert_array_equal(a, np.random.RandomState(3).random_sample(3).astype(np.float32))
    # a seed beyond 32 bits is two words of the generator's state, and still reproducible
    s = 2**40 + 5
    assert np.array_equal(ivy.to_numpy(ivy.randint(0, 100, shape=(5,), seed=s)),
                          ivy.to_numpy(ivy.randint(0, 100, shape=(5,), seed=s)))
    np.testing.assert_array_equal(ivy.to_numpy(ivy.shuffle(ivy.arange(6).reshape((2, 3)), 1, seed=3)),
                                  np.random.RandomState(3).permutation(np.arange(6).reshape((2, 3)).T).T)
