"""Loading the torch backend does not import ``torch._dynamo`` (seconds of imports: sympy, the
symbolic shapes) unless the user's program has: ``torch.compiler.disable`` of the import-time
probes is applied only where Dynamo is already loaded (the only case where the module can be
imported inside a ``torch.compile`` trace)."""

from __future__ import annotations

import subprocess
import sys


def test_first_call_does_not_import_dynamo():
    code = ("import sys, ivy, torch; ivy.add(torch.ones(2), torch.ones(2)); "
            "print('torch._dynamo' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "False"


def test_probes_stay_out_of_compile_graphs_when_dynamo_is_loaded():
    code = ("import sys, torch, torch._dynamo, ivy; ivy.add(torch.ones(2), torch.ones(2)); "
            "from ivy_backend_torch import elementwise as e; "
            "print(getattr(e._sqrt_is_rounded, '_torchdynamo_disable', False))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "True"
