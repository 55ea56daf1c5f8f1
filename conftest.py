"""Shared by every test, the lessons' notebooks included: the progress store goes to a
temporary folder, so tests never touch (or depend on) a learner's own progress.

Under pytest-xdist (scripts/test runs two workers) each worker has a folder of its own: a
worker inherits the controller's environment, and two workers sharing one folder would share
one roster and one ``serve.lock``, which a second server rightly refuses."""

import os
import tempfile

WORKER = os.environ.get("PYTEST_XDIST_WORKER")
if WORKER or "BRISCOLA_DATA" not in os.environ:
    os.environ["BRISCOLA_DATA"] = tempfile.mkdtemp(prefix=f"briscola-test-data-{WORKER or 'main'}-")
