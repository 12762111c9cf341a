"""Every test, lint, build, benchmark and demo session of the ivy monorepo.

    nox                      # lint + every test session (what CI runs)
    nox -s demo              # the README's demos
    nox -s "tests(backend='numpy')"
    nox -s "libs(package='robot')"
    nox -s frontends -- --full   # the frontends' whole frontend x backend matrix (CI runs a spread)
    nox -s bench                # ivy / native timings: the core per backend, then the libraries
"""

from __future__ import annotations

import os
import pathlib

import nox

ROOT = pathlib.Path(__file__).parent
PKG = ROOT / "packages"
CONSTRAINTS = ("-c", str(ROOT / "constraints.txt"))

nox.options.default_venv_backend = "uv|virtualenv"
nox.options.sessions = ["lint", "core", "tests", "plugin", "libs", "libs_mxnet", "tracer", "transpile_models",
                        "frontends"]
nox.options.reuse_existing_virtualenvs = True

# backend name -> (plugin package dir, extra requirements for its venv)
BACKENDS = {
    "numpy": ("ivy-backend-numpy", []),
    "torch": ("ivy-backend-torch", []),  # torch==2.13.0 from constraints.txt and LOCAL_WHEELS
    "jax": ("ivy-backend-jax", []),
    "tensorflow": ("ivy-backend-tf", []),
    # MXNet 1.9.1 imports only with numpy<1.24: these pins live in this backend's venvs alone.
    "mxnet": ("ivy-backend-mxnet", ["numpy==1.23.5", "mxnet==1.9.1"]),
}
# Backends that share one venv (demo, bench): every one whose framework takes NumPy 2.
MODERN = [b for b in BACKENDS if b != "mxnet"]
# Installed beside the backend under test (their frameworks are test dependencies anyway), so
# the cross-backend tests (variables on another backend, Module.to_native("torch")) run.
COMPANIONS = ("numpy", "torch")
STRICT_PLUGIN = str(PKG / "ivy-core" / "tests" / "plugins" / "ivy-backend-strict")
# torch is the reference for the superset's neural-network functions in every session.
TEST_DEPS = ["pytest>=7", "pytest-xdist>=3", "hypothesis>=6.80", "array-api-strict>=2.3", "numpy>=1.23", "torch"]
# The conformance suite runs on every core (pytest-xdist); IVY_TEST_WORKERS=0 runs it in one process.
WORKERS = ("-n", os.environ.get("IVY_TEST_WORKERS", "auto"))


# The local CPU wheel of torch (see constraints.txt); uv does not read pip's find-links.
LOCAL_WHEELS = ("--find-links", "/opt/wheels") if pathlib.Path("/opt/wheels").is_dir() else ()


def _backend_env(backend):
    """The environment of a test run on ``backend``: IVY_TEST_BACKEND, and on JAX the lean
    hypothesis profile ("ci-lean": JAX compiles each operation for each new shape, ~20-30 ms an
    example on 2 cores) unless HYPOTHESIS_PROFILE is set (``HYPOTHESIS_PROFILE=thorough`` goes deep)."""
    env = {"IVY_TEST_BACKEND": backend}
    if backend == "jax" and "HYPOTHESIS_PROFILE" not in os.environ:
        env["HYPOTHESIS_PROFILE"] = "ci-lean"
    return env


def _install(session, *args):
    """Install ``args`` under the constraints; torch's compiled kernels go in the session's venv."""
    session.install(*CONSTRAINTS, *LOCAL_WHEELS, *args)
    # torch.compile's kernel cache defaults to /tmp/torchinductor_<user>, shared by every process
    # on the machine: kernels left there by another run (one under valgrind writes ones that
    # corrupt the heap when run natively) would reach the tests. Each venv keeps its own.
    session.env["TORCHINDUCTOR_CACHE_DIR"] = str(pathlib.Path(session.virtualenv.location) / "torchinductor")


def _plugins(names):
    """Editable installs of the plugin packages of backends ``names``."""
    return [f"-e{PKG / BACKENDS[b][0]}" for b in names]


@nox.session
def lint(session):
    """ruff over the whole repository."""
    session.install("ruff")
    session.run("ruff", "check", ".")


@nox.session
def core(session):
    """ivy-core alone: installs nothing else, imports without NumPy, core tests."""
    _install(session, "-e", str(PKG / "ivy-core"))
    session.run("python", "-c", "import importlib.util as u; assert u.find_spec('numpy') is None, 'numpy leaked in'")
    session.run("python", "-c", "import ivy; print('ivy', ivy.__version__, 'backends:', ivy.backends())")
    session.install("pytest")
    session.run("python", "-c", "import importlib.util as u; assert u.find_spec('numpy') is None, 'numpy leaked in'")
    session.run("pytest", "-q", str(PKG / "ivy-core" / "tests" / "no_backend"), *session.posargs)


@nox.session
@nox.parametrize("backend", list(BACKENDS))
def tests(session, backend):
    """The ivy.testing conformance suite on one backend (on numpy, also ivy-core's own tests)."""
    pkg, extra = BACKENDS[backend]
    # (ivy-backend-numpy needs NumPy 2, so the mxnet venv gets the torch plugin only)
    others = _plugins(c for c in COMPANIONS if c != backend and (backend in MODERN or c != "numpy"))
    _install(session, *TEST_DEPS, *extra, "-e", f"{PKG / 'ivy-core'}[testing]", "-e", str(PKG / pkg), *others)
    env = _backend_env(backend)
    if backend == "numpy":
        # ivy-core's own tests (dispatch, errors, entry points) use NumPy arrays; the strict
        # plugin is a second backend beside numpy for the mixed-framework and conversion tests.
        _install(session, STRICT_PLUGIN)
        session.run("pytest", "-q", "-p", "no:cacheprovider", str(PKG / "ivy-core" / "tests"),
                    "--ignore", str(PKG / "ivy-core" / "tests" / "no_backend"), *session.posargs, env=env)
    own = PKG / pkg / "tests"
    if any(own.glob("test_*.py")):
        session.run("pytest", "-q", "-p", "no:cacheprovider", str(own), *session.posargs, env=env)
    session.run("pytest", "-q", "-p", "no:cacheprovider", *WORKERS, "--durations=8", "--pyargs", "ivy.testing",
                "--ivy-backend", backend, *session.posargs, env=env)


@nox.session
def plugin(session):
    """A third-party backend (on array-api-strict) found by its entry point, passing ivy.testing
    on its CPU and on its second device."""
    _install(session, *TEST_DEPS, "-e", f"{PKG / 'ivy-core'}[testing]",
             STRICT_PLUGIN)
    session.run("python", "-c", "import ivy; b = ivy.backends(); assert 'strict' in b, b; print(b)")
    session.run("pytest", "-q", "-p", "no:cacheprovider", *WORKERS, "--pyargs", "ivy.testing",
                "--ivy-backend", "strict", *session.posargs)
    # Again with every array on the plugin's second device (array_api_strict refuses to combine
    # arrays of two devices): what a composition creates must land where its inputs live, as on
    # a GPU, which CI does not have.
    session.run("pytest", "-q", "-p", "no:cacheprovider", *WORKERS, "--pyargs", "ivy.testing",
                "--ivy-backend", "strict", "--ivy-device", "device1", *session.posargs)


# The applied libraries: nox name -> (package dir, the ivy-* packages it needs, test-only ground truths).
LIBS = {
    "mech": ("ivy-mech", [], ["scipy"]),
    "vision": ("ivy-vision", ["ivy-mech"], ["scipy", "opencv-python-headless"]),
    "robot": ("ivy-robot", ["ivy-mech", "ivy-vision"], ["scipy", "roboticstoolbox-python"]),
    "gym": ("ivy-gym", [], ["gymnasium"]),
}
LIB_TEST_DEPS = ["pytest>=7", "hypothesis>=6.80", "numpy>=1.23"]


def _package_tests(session, package, backends):
    """``packages/<package>/tests`` once per backend of ``backends`` (one pytest process each)."""
    for backend in backends:
        session.run("pytest", "-q", "-p", "no:cacheprovider", str(PKG / package / "tests"), *session.posargs,
                    env=_backend_env(backend))


@nox.session
@nox.parametrize("package", list(LIBS))
def libs(session, package):
    """One applied library (ivy-mech, ivy-vision, ivy-robot, ivy-gym) on numpy, torch, jax and tensorflow."""
    pkg, needs, truths = LIBS[package]
    _install(session, *LIB_TEST_DEPS, *truths, "-e", f"{PKG / 'ivy-core'}[testing]", *_plugins(MODERN),
             *(f"-e{PKG / n}" for n in (*needs, pkg)))
    _no_framework_at_import(session, pkg.replace("-", "_"))
    _package_tests(session, pkg, MODERN)


@nox.session
def libs_mxnet(session):
    """The applied libraries, transpiling to MXNet and a slice of the frontends' tests, on MXNet (its
    NumPy pin: a venv of its own)."""
    truths = sorted({t for _, _, ts in LIBS.values() for t in ts if t != "roboticstoolbox-python"})
    _install(session, *LIB_TEST_DEPS, *BACKENDS["mxnet"][1], *truths, "-e", f"{PKG / 'ivy-core'}[testing]",
             *_plugins(["mxnet"]), *(f"-e{PKG / LIBS[n][0]}" for n in LIBS))
    for pkg, _, _ in LIBS.values():
        _package_tests(session, pkg, ["mxnet"])
    # transpiling to MXNet (torch as the source and ground truth; JAX and TF cannot share this venv)
    # and the frontends on MXNet (a slice: IVY_FRONTENDS_SLICE=mxnet; torch and NumPy 1.23 are the
    # ground truths there, the tests comparing with JAX/TF skip saying so)
    # (the torch plugin: the tracer's torch capture and the torch frontend's ground truth need
    # torch tensors known to ivy)
    _install(session, "torch", "expecttest", "scipy", *_plugins(["torch"]), "-e", str(PKG / "ivy-frontends"),
             "-e", f"{PKG / 'ivy-tracer'}[transpile]")
    session.run("pytest", "-q", "-p", "no:cacheprovider", str(PKG / "ivy-tracer" / "tests" / "test_transpile_mxnet.py"),
                *session.posargs, env=_backend_env("mxnet"))
    session.run("pytest", "-q", "-p", "no:cacheprovider", str(PKG / "ivy-frontends" / "tests"), *session.posargs,
                env={**_backend_env("mxnet"), "IVY_FRONTENDS_SLICE": "mxnet"})


@nox.session
def tracer(session):
    """ivy-tracer on numpy, torch, jax and tensorflow (ivy code and each framework's own code)."""
    # [transpile] pulls ivy-frontends (transpile's route), torch is the ground truth of its tests
    # (flax: the JAX transpile source's flax.linen cases; Keras comes with TensorFlow)
    _install(session, *LIB_TEST_DEPS, "flax", "-e", f"{PKG / 'ivy-core'}[testing]", *_plugins(MODERN),
             "-e", str(PKG / "ivy-frontends"), "-e", f"{PKG / 'ivy-tracer'}[transpile]")
    _no_framework_at_import(session, "ivy_tracer")
    _package_tests(session, "ivy-tracer", MODERN)  # (each backend's session captures its framework's code)
    # ivy-tracer takes over ivy.compile (entry point ivy.compilers): ivy-core's compile tests again
    # with it installed, on each backend with a compiler
    for backend in ("torch", "jax", "tensorflow"):
        session.run("pytest", "-q", "-p", "no:cacheprovider", "--pyargs", "ivy.testing.test_compile",
                    "--ivy-backend", backend, *session.posargs)


@nox.session
def transpile_models(session):
    """Transpiling real public torch code (kornia functions, transformers GPT-2 and BERT from small
    configs; ivy-tracer/tests_models) to numpy, torch, jax and tensorflow, one process per target."""
    _install(session, *LIB_TEST_DEPS, "kornia", "transformers", "-e", f"{PKG / 'ivy-core'}[testing]",
             *_plugins(MODERN), "-e", str(PKG / "ivy-frontends"), "-e", f"{PKG / 'ivy-tracer'}[transpile]")
    # CI spreads the small (kornia) cases over two targets each; `-- --full` runs every case on every target
    full = "--full" in session.posargs
    args = [a for a in session.posargs if a != "--full"]
    for backend in MODERN:
        env = _backend_env(backend)
        if not full:
            env["IVY_TRANSPILE_SPREAD"] = "1"
        session.run("pytest", "-q", "-p", "no:cacheprovider", str(PKG / "ivy-tracer" / "tests_models"), *args,
                    env=env)


# The frontends in CI: every frontend test on numpy; on torch, jax and tensorflow a slice
# (IVY_FRONTENDS_SLICE: each OpInfo op and nn case on one backend of a pair picked by its name's
# hash, the backend-independent tests left to numpy's run; packages/ivy-frontends/README.md).
# ``nox -s frontends -- --full`` runs the whole matrix: every test, op, dtype on every backend.
FRONTEND_SPREAD = {"numpy": (), "torch": (), "jax": ("-n", "2"), "tensorflow": ()}


@nox.session
def frontends(session):
    """ivy-frontends (torch, numpy, jax, tensorflow) against the real frameworks, spread over the backends."""
    _install(session, "pytest-xdist>=3", "-e", f"{PKG / 'ivy-core'}[testing]", *_plugins(MODERN),
             "-e", f"{PKG / 'ivy-frontends'}[testing]")
    for mod in ("ivy_frontends.torch", "ivy_frontends.numpy", "ivy_frontends.jax", "ivy_frontends.tensorflow"):
        _no_framework_at_import(session, mod)
    args = [a for a in session.posargs if a != "--full"]
    full = "--full" in session.posargs
    for backend, extra in FRONTEND_SPREAD.items():
        env = _backend_env(backend)
        if full:
            env.update(IVY_OPINFO="full", HYPOTHESIS_PROFILE=os.environ.get("HYPOTHESIS_PROFILE", "thorough"))
            extra = ("-n", "auto")
        elif backend != "numpy":
            env["IVY_FRONTENDS_SLICE"] = backend
        session.run("pytest", "-q", "-p", "no:cacheprovider", *extra, str(PKG / "ivy-frontends" / "tests"), *args,
                    env=env)


def _no_framework_at_import(session, module):
    """Fail unless importing ``module`` leaves every framework unimported."""
    session.run("python", "-c", f"import sys, {module}; "
                "bad = [m for m in ('torch', 'jax', 'tensorflow', 'numpy', 'mxnet') if m in sys.modules]; "
                "assert not bad, f'imported at import time: {bad}'")


@nox.session
def build(session):
    """Wheel and sdist of every package into dist/."""
    session.install("build")
    for pkg in sorted(p for p in PKG.iterdir() if (p / "pyproject.toml").exists()):
        session.run("python", "-m", "build", "--outdir", str(ROOT / "dist"), str(pkg))


APPS = ("ivy-mech", "ivy-vision", "ivy-robot", "ivy-gym")
# The benchmarks of the packages built on ivy-core (each prints its table; see the packages' READMEs).
APP_BENCHES = ["mech_bench.py", "vision_bench.py", "robot_bench.py", "gym_bench.py", "tracer_bench.py",
               "transpile_bench.py", "frontends_bench.py", "frontends_numpy_bench.py", "frontends_jax_bench.py",
               "frontends_jax_lax_bench.py", "frontends_tf_bench.py", "frontends_tf_nn_bench.py",
               "transpile_models_bench.py"]


@nox.session
@nox.parametrize("group", ["modern", "mxnet", "libs"])
def bench(session, group):
    """ivy / native timings on every backend (table and analysis in packages/ivy-core/README.md);
    mxnet runs in a venv of its own (its NumPy pin); "libs": ivy_mech, ivy_vision, ivy_robot,
    ivy_gym, the tracer's replay and the frontends against the same computations written natively
    (``nox -s "bench(group='libs')" -- robot_bench.py`` runs one; tables in the packages' READMEs)."""
    if group == "libs":
        _install(session, "numpy", "kornia", "transformers", "-e", str(PKG / "ivy-core"), *_plugins(MODERN),
                 *(f"-e{PKG / p}" for p in (*APPS, "ivy-frontends")), "-e", f"{PKG / 'ivy-tracer'}[transpile]")
        for script in [a for a in session.posargs if a.endswith(".py")] or APP_BENCHES:
            session.run("python", str(ROOT / "benchmarks" / script))
        return
    names = MODERN if group == "modern" else ["mxnet"]
    extra = [r for b in names for r in BACKENDS[b][1]]
    _install(session, "numpy", *extra, "-e", str(PKG / "ivy-core"), *_plugins(names))
    session.run("python", str(ROOT / "benchmarks" / "bench.py"), *session.posargs)


@nox.session
@nox.parametrize("group", ["modern", "mxnet"])
def demo(session, group):
    """The README's demos: ivy code on the NumPy backend; one model trained on every backend; the
    drone's gradient-based motion planning through a room on every autodiff backend (mxnet in a venv
    of its own, compared with the results the first venv saved); differentiable control through
    ivy_gym's environments; ivy_vision's voxel grid inside a Keras and a PyTorch model; a plain
    PyTorch model run on JAX through ivy_frontends.torch; plain NumPy programs run on PyTorch through
    ivy_frontends.numpy; plain JAX programs on TensorFlow through ivy_frontends.jax; transpiling
    (a torch GPT trained with optax on JAX, a JAX function trained with torch.optim, every pair)."""
    curves, plans = ROOT / ".nox" / "demo-curves.json", ROOT / ".nox" / "demo-drone.json"
    ex = ROOT / "examples"
    if group == "modern":
        _install(session, "matplotlib", "optax", "-e", str(PKG / "ivy-core"), *_plugins(MODERN),
                 *(f"-e{PKG / p}" for p in (*APPS, "ivy-frontends")), "-e", f"{PKG / 'ivy-tracer'}[transpile]")
        session.run("python", str(ex / "demo.py"))
        session.run("python", str(ex / "train_fc.py"), "--save", str(curves))
        session.run("python", str(ex / "drone_motion_planning.py"), "--backends", "torch,jax,tensorflow", "--quiet",
                    "--save", str(plans), "--out", str(ROOT / "drone.png"))
        session.run("python", str(ex / "differentiable_control.py"), "--out", str(ROOT / "differentiable_control.png"))
        session.run("python", str(ex / "keras_voxel_layer.py"))
        session.run("python", str(ex / "torch_voxel_layer.py"))
        session.run("python", str(ex / "torch_model_on_jax.py"), "--size", "small")
        session.run("python", str(ex / "numpy_on_torch.py"), "--backends", "torch")
        session.run("python", str(ex / "jax_on_tensorflow.py"), "--backends", "tensorflow")
        session.run("python", str(ex / "transpile.py"), "--table")
    else:
        _install(session, *BACKENDS["mxnet"][1], "-e", str(PKG / "ivy-core"), *_plugins(["mxnet"]))
        session.install("--no-deps", *(f"-e{PKG / p}" for p in APPS))  # (they depend on ivy-core alone)
        session.run("python", str(ex / "train_fc.py"), "--compare", str(curves))
        session.run("python", str(ex / "drone_motion_planning.py"), "--backends", "mxnet", "--quiet",
                    "--compare", str(plans))
        session.run("python", str(ex / "differentiable_control.py"), "--backends", "mxnet")
