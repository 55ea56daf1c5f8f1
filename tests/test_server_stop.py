"""``briscola-teach serve`` asked to stop (SIGTERM from a service manager, Ctrl-C, a closed
terminal) stops Voila and every kernel it started, and frees its port within 5 seconds."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time
import urllib.request

import nbformat
import pytest

from briscola_teach.server import descendants

STOP_WITHIN = 5.0   # seconds: the promise to a teacher restarting the server


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def port_is_free(port: int) -> bool:
    """A new server could listen on ``port``. (As servers do, with SO_REUSEADDR: the closed
    connections' TIME_WAIT, left by any server stopped with clients, does not count.)"""
    with socket.socket() as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.fixture
def folder(tmp_path):
    notebook = nbformat.v4.new_notebook()
    notebook.cells.append(nbformat.v4.new_code_cell("print('ready')"))
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    nbformat.write(notebook, tmp_path / "one_cell.ipynb")
    return tmp_path


def start_serving(folder, port: int, tmp_path) -> subprocess.Popen:
    command = [sys.executable, "-m", "briscola_teach.cli", "serve", "--port", str(port),
               "--lessons", str(folder)]
    env = {"BRISCOLA_DATA": str(tmp_path / "data"), "PATH": "/usr/bin:/bin",
           "HOME": str(tmp_path), "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime")}
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 90
    while port_is_free(port):
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"briscola-teach serve did not open port {port}")
        time.sleep(0.2)
    return process


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP],
                         ids=["SIGTERM", "SIGINT", "SIGHUP"])
def test_a_stop_signal_stops_voila_and_its_kernels(folder, tmp_path, signum):
    port = free_port()
    process = start_serving(folder, port, tmp_path)
    try:
        page = urllib.request.urlopen(f"http://127.0.0.1:{port}/voila/render/one_cell.ipynb",
                                      timeout=120).read().decode()
        assert "ready" in page            # the page was run: a kernel is up
        started = descendants(process.pid)
        commands = [open(f"/proc/{pid}/cmdline", "rb").read() for pid in started]
        assert any(b"voila" in c for c in commands)
        assert any(b"briscola_teach.kernel" in c for c in commands)     # the class server's kernel
        process.send_signal(signum)
        deadline = time.monotonic() + STOP_WITHIN
        while time.monotonic() < deadline and (process.poll() is None or not port_is_free(port)
                                               or any(alive(pid) for pid in started)):
            time.sleep(0.1)
        assert process.poll() == 0, "briscola-teach serve is still running"
        assert port_is_free(port), f"port {port} is still taken"
        assert [pid for pid in started if alive(pid)] == [], "Voila or a kernel outlived it"
    finally:
        if process.poll() is None:
            process.kill()
        for pid in descendants(process.pid):
            subprocess.run(["kill", "-9", str(pid)], check=False)

