"""The class server's kernel (``briscola_teach.kernel``), started as the class server starts
it: no debugger, the course imported by a thread once the kernel is made, and widgets that
still reach the page (ipywidgets found the kernel's shell)."""

from __future__ import annotations

import os
import time

import pytest

from briscola_teach.web import PageKernelSpecs


def ipython_dir(tmp_path_factory):
    return tmp_path_factory.getbasetemp() / "ipython"


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    from jupyter_client import KernelManager

    manager = KernelManager(kernel_name="python3", kernel_spec_manager=PageKernelSpecs())
    assert "briscola_teach.kernel" in manager.kernel_spec.argv
    env = dict(os.environ, BRISCOLA_DATA=str(tmp_path_factory.mktemp("kernel-data")),
               IPYTHONDIR=str(ipython_dir(tmp_path_factory)))
    manager.start_kernel(env=env)
    running = manager.client()
    running.start_channels()
    running.wait_for_ready(timeout=120)
    yield running
    running.stop_channels()
    manager.shutdown_kernel(now=True)


def run(client, code: str) -> tuple[str, list[dict]]:
    """What ``code`` printed, and every message it sent on iopub."""
    msg_id, printed, sent = client.execute(code), [], []
    while True:
        msg = client.get_iopub_msg(timeout=60)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        sent.append(msg)
        if msg["msg_type"] == "stream":
            printed.append(msg["content"]["text"])
        if msg["msg_type"] == "error":
            raise AssertionError(msg["content"]["evalue"])
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            return "".join(printed).strip(), sent


def test_the_kernel_runs_without_a_debugger(client):
    reply = client.kernel_info(reply=True)
    assert not reply["content"].get("debugger")          # absent, or False
    assert run(client, "import sys; print(sys.modules.get('debugpy', 'absent'))")[0] == "None"


def test_the_course_is_imported_before_a_cell_asks_for_it(client):
    deadline = time.monotonic() + 60
    while run(client, "import sys; print('briscola_teach.course' in sys.modules)")[0] != "True":
        assert time.monotonic() < deadline, "the course was never imported"
        time.sleep(0.2)


def test_widgets_made_after_the_import_reach_the_page(client):
    _, sent = run(client, "from briscola_teach.course import Lesson\nLesson('01').bar()")
    opened = [m for m in sent if m["msg_type"] == "comm_open"]
    assert opened and all(m["content"]["target_name"] == "jupyter.widget" for m in opened)
    assert any(m["msg_type"] in ("display_data", "execute_result") for m in sent)


def test_the_kernel_writes_no_input_history(client, tmp_path_factory):
    """Every kernel of a server would write each cell it runs into one shared SQLite file."""
    run(client, "x = 1")
    assert run(client, "print(get_ipython().history_manager.enabled)")[0] == "False"
    assert not list(ipython_dir(tmp_path_factory).rglob("history.sqlite"))
