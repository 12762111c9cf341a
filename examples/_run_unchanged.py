"""Execute a plain framework file with some of its imports bound to other modules (the frontends),
leaving the file untouched: what the ``*_on_*`` examples share."""

from __future__ import annotations

import importlib.util
import sys


def load_with(path, tag, modules):
    """Execute the file ``path`` as module ``<stem>_<tag>`` while ``sys.modules`` maps each name of
    ``modules`` (``{"numpy": ivy_frontends.numpy}``) to its module; the previous entries come back
    afterwards. Returns the executed module."""
    saved = {k: sys.modules.get(k) for k in modules}
    sys.modules.update(modules)
    try:
        spec = importlib.util.spec_from_file_location(f"{path.stem}_{tag}", path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod
    finally:
        for k, v in saved.items():
            if v is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = v
