"""Shared by every test, the lessons' notebooks included: the progress store goes to a
temporary folder, so tests never touch (or depend on) a learner's own progress."""

import os
import tempfile

os.environ.setdefault("BRISCOLA_DATA", tempfile.mkdtemp(prefix="briscola-test-data-"))
