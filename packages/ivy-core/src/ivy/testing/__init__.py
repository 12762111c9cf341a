"""The conformance suite every ivy backend must pass (extra ``ivy-core[testing]``).

Run it against any installed backend::

    pytest --pyargs ivy.testing --ivy-backend numpy

Each test draws arrays with hypothesis (every dtype the backend holds, shapes
including 0-d and size 0), runs the ivy function on the backend, and compares
with a ground truth: ``array-api-strict`` for standard behaviour, NumPy for the
rest. ``HYPOTHESIS_PROFILE=thorough`` runs more examples.
"""
