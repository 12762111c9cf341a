#!/usr/bin/env bash
# The torch and JAX conformance suites (and their packages' tests) with every array on a GPU,
# on a machine that has torch and JAX with CUDA but cannot reach a package registry.
#
# Before (where the registry is reachable), into an ignored folder .whl that travels along:
#   mkdir -p .whl && for p in ivy-core ivy-backend-numpy ivy-backend-torch ivy-backend-jax; do
#       uv build -q --wheel -o .whl packages/$p; done
#   python3 -m pip download --no-deps --only-binary=:all: -d .whl array-api-strict
# There:
#   bash benchmarks/gpu_check.sh                 # both suites, side by side (about 4 minutes on an H100)
#   bash benchmarks/gpu_check.sh "divide or sqrt" # only the tests pytest -k selects
# Logs go to $OUT (or /tmp) as torch.log and jax.log; the failures are printed at the end.
set -u
OUT=${OUT:-/tmp}
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=/tmp/site XLA_PYTHON_CLIENT_PREALLOCATE=false PYTHONUNBUFFERED=1
K=()
if [ $# -gt 0 ]; then K=(-k "$1"); fi
P=(python3 -m pytest -p no:cacheprovider -v --tb=short -rfE --ivy-device gpu:0 "${K[@]}")
(IVY_TEST_BACKEND=torch timeout 500 "${P[@]}" -n 8 --pyargs ivy.testing packages/ivy-backend-torch/tests \
    --ivy-backend torch > "$OUT/torch.log" 2>&1; echo "torch rc $?" >> "$OUT/torch.log") &
(IVY_TEST_BACKEND=jax timeout 500 "${P[@]}" -n 7 --pyargs ivy.testing packages/ivy-backend-jax/tests \
    --ivy-backend jax > "$OUT/jax.log" 2>&1; echo "jax rc $?" >> "$OUT/jax.log") &
wait
for f in torch jax; do
    echo "== $f"
    grep -E "^(FAILED|ERROR)" "$OUT/$f.log" | head -40
    grep -E "(passed|failed).* in " "$OUT/$f.log" | tail -2
done
