"""Every test, lint, build, benchmark and demo session of the ivy monorepo.

    nox                      # lint + every test session (what CI runs)
    nox -s demo              # the README's demo
    nox -s "tests(backend='numpy')"
    nox -s bench
"""

from __future__ import annotations

import os
import pathlib

import nox

ROOT = pathlib.Path(__file__).parent
PKG = ROOT / "packages"
CONSTRAINTS = ("-c", str(ROOT / "constraints.txt"))

nox.options.default_venv_backend = "uv|virtualenv"
nox.options.sessions = ["lint", "core", "tests", "plugin"]
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
    env = {"IVY_TEST_BACKEND": backend}
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
                "--ivy-backend", backend, *session.posargs)


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


@nox.session
def build(session):
    """Wheel and sdist of every package into dist/."""
    session.install("build")
    for pkg in sorted(p for p in PKG.iterdir() if (p / "pyproject.toml").exists()):
        session.run("python", "-m", "build", "--outdir", str(ROOT / "dist"), str(pkg))


@nox.session
@nox.parametrize("group", ["modern", "mxnet"])
def bench(session, group):
    """ivy / native timings on every backend (table and analysis in packages/ivy-core/README.md);
    mxnet runs in a venv of its own (its NumPy pin)."""
    names = MODERN if group == "modern" else ["mxnet"]
    extra = [r for b in names for r in BACKENDS[b][1]]
    _install(session, "numpy", *extra, "-e", str(PKG / "ivy-core"), *_plugins(names))
    session.run("python", str(ROOT / "benchmarks" / "bench.py"), *session.posargs)


@nox.session
@nox.parametrize("group", ["modern", "mxnet"])
def demo(session, group):
    """The README's demos: ivy code on the NumPy backend, then one model trained on every backend
    (mxnet in a venv of its own, compared with the curves the first venv saved)."""
    curves = ROOT / ".nox" / "demo-curves.json"
    if group == "modern":
        _install(session, "-e", str(PKG / "ivy-core"), *_plugins(MODERN))
        session.run("python", str(ROOT / "examples" / "demo.py"))
        session.run("python", str(ROOT / "examples" / "train_fc.py"), "--save", str(curves))
    else:
        _install(session, *BACKENDS["mxnet"][1], "-e", str(PKG / "ivy-core"), *_plugins(["mxnet"]))
        session.run("python", str(ROOT / "examples" / "train_fc.py"), "--compare", str(curves))
