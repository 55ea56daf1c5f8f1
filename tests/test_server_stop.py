"""``briscola-teach serve`` asked to stop (SIGTERM from a service manager, Ctrl-C, a closed
terminal) stops Voila, every kernel it started and the table server, and frees their ports
within 5 seconds; a table server that dies is started again, with its tables."""

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


def table_servers(pid: int) -> list[int]:
    """The table servers ``pid`` started that are running."""
    found = []
    for child in descendants(pid):
        try:
            command = open(f"/proc/{child}/cmdline", "rb").read()
            if b"briscola_teach.cli\x00tables" in command and alive(child):
                found.append(child)
        except OSError:
            pass
    return found


@pytest.fixture
def folder(tmp_path):
    notebook = nbformat.v4.new_notebook()
    notebook.cells.append(nbformat.v4.new_code_cell("print('ready')"))
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    nbformat.write(notebook, tmp_path / "one_cell.ipynb")
    return tmp_path


def start_serving(folder, port: int, tmp_path, tables: int = 0) -> subprocess.Popen:
    command = [sys.executable, "-m", "briscola_teach.cli", "serve", "--port", str(port),
               "--lessons", str(folder), "--tables-port", str(tables or free_port())]
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
    port, tables = free_port(), free_port()
    process = start_serving(folder, port, tmp_path, tables)
    try:
        page = urllib.request.urlopen(f"http://127.0.0.1:{port}/voila/render/one_cell.ipynb",
                                      timeout=120).read().decode()
        assert "ready" in page            # the page was run: a kernel is up
        started = descendants(process.pid)
        commands = [open(f"/proc/{pid}/cmdline", "rb").read() for pid in started]
        assert any(b"voila" in c for c in commands)
        assert any(b"briscola_teach.kernel" in c for c in commands)     # the class server's kernel
        assert any(b"tables" in c for c in commands)                    # the table server
        process.send_signal(signum)
        deadline = time.monotonic() + STOP_WITHIN
        while time.monotonic() < deadline and (process.poll() is None or not port_is_free(port)
                                               or any(alive(pid) for pid in started)):
            time.sleep(0.1)
        assert process.poll() == 0, "briscola-teach serve is still running"
        assert port_is_free(port), f"port {port} is still taken"
        assert port_is_free(tables), f"the table server's port {tables} is still taken"
        assert [pid for pid in started if alive(pid)] == [], "Voila or a kernel outlived it"
    finally:
        if process.poll() is None:
            process.kill()
        for pid in descendants(process.pid):
            subprocess.run(["kill", "-9", str(pid)], check=False)



def test_a_table_server_that_dies_is_started_again_with_its_tables(folder, tmp_path):
    import asyncio

    from briscola_teach.tables.identity import credential, table_key
    from briscola_teach.tables.table_client import TableClient

    port, tables = free_port(), free_port()
    process = start_serving(folder, port, tmp_path, tables)
    url = f"ws://127.0.0.1:{tables}/tables"
    key = table_key(tmp_path / "data")

    async def make_table() -> str:
        client = await TableClient(url, credential(1, key=key)).connect()
        code = await client.create({"players": 2})
        await client.close()
        return code

    def listed() -> list:
        async def ask():
            client = await TableClient(url, credential(1, key=key)).connect()
            answer = await client.request({"t": "list"})
            await client.close()
            return [t["table"] for t in answer["tables"]]
        return asyncio.run(ask())

    try:
        code = asyncio.run(make_table())
        [helper] = table_servers(process.pid)
        subprocess.run(["kill", "-9", str(helper)], check=True)
        deadline = time.monotonic() + 30
        while not [pid for pid in table_servers(process.pid) if pid != helper]:
            assert time.monotonic() < deadline, "the table server was not started again"
            time.sleep(0.1)
        assert listed() == [code]     # the client waits for the new server to listen
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(10)
