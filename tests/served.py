"""A class server for the tests: ``briscola-teach serve`` started for real, with its own
store, spoken to over HTTP (tests/test_class_server.py) or by browsers
(tests/browser/test_class.py). Its Voila's settings can be given as a teacher gives them
(``voila.json``), and its open files bounded as on a desktop (``files``)."""

from __future__ import annotations

import http.client
import json
import re
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterable, Optional

import pytest

from briscola_teach.learners import Roster
from briscola_teach.server import descendants

from test_server_stop import free_port, port_is_free

LESSONS = Path(__file__).resolve().parents[1] / "lessons"


class ClassServer:
    """``briscola-teach serve`` on a copy of ``notebooks`` (the lessons' file names), with a
    store of its own in ``tmp``; the teacher's key is read from what it prints."""

    def __init__(self, tmp: Path, notebooks: Iterable[str], lang: str = "it",
                 env: Optional[dict] = None, voila: Optional[dict] = None,
                 files: Optional[int] = None) -> None:
        if voila:   # as a teacher would: ~/.jupyter/voila.json
            (tmp / ".jupyter").mkdir()
            (tmp / ".jupyter" / "voila.json").write_text(json.dumps(voila))
        folder = tmp / "lessons"
        folder.mkdir()
        for name in notebooks:
            shutil.copy(LESSONS / name, folder / name)
        self.data = tmp / "data"
        self.log = tmp / "serve.log"
        self.port, self.tables_port = free_port(), free_port()
        env = {"BRISCOLA_DATA": str(self.data), "PATH": "/usr/bin:/bin", "HOME": str(tmp),
               "JUPYTER_RUNTIME_DIR": str(tmp / "runtime"), **(env or {})}
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "briscola_teach.cli", "serve", "--port", str(self.port),
                 "--lessons", str(folder), "--lang", lang, "--tables-port", str(self.tables_port)],
                env=env, stdout=log, stderr=subprocess.STDOUT,
                preexec_fn=None if files is None else lambda: resource.setrlimit(
                    resource.RLIMIT_NOFILE, (files, files)))
        self.env = env
        # serve prints the addresses once the server answers.
        deadline = time.monotonic() + 90
        while not (found := re.search(r"/teacher#key=(\S+)", self.log.read_text())):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.process.kill()
                pytest.fail(f"serve did not start:\n{self.log.read_text()}")
            time.sleep(0.2)
        if port_is_free(self.port) or port_is_free(self.tables_port):
            self.process.kill()
            pytest.fail(f"serve printed its address before it answered:\n{self.log.read_text()}")
        self.teacher_key = found.group(1)     # works once
        self.url = f"http://127.0.0.1:{self.port}"

    def fresh_teacher_key(self) -> str:
        """A new key of the teacher's address, as ``briscola-teach teacher-link`` prints it
        (the printed one works once)."""
        printed = subprocess.run([sys.executable, "-m", "briscola_teach.cli", "teacher-link"],
                                 env=self.env, capture_output=True, text=True, check=True).stdout
        found = re.search(rf"^{re.escape(self.url)}/teacher#key=(\S+)$", printed.strip())
        assert found, printed
        return found.group(1)

    def request(self, method: str, path: str, body: object = None, headers: dict = None,
                source: Optional[str] = None, timeout: float = 180):
        """One request; ``source``: the client's address (all of 127.0.0.0/8 is this machine)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout,
                                                source_address=(source, 0) if source else None)
        sent = dict(headers or {})
        data = None
        if body is not None:
            data = body if isinstance(body, bytes) else json.dumps(body).encode()
            sent.setdefault("Content-Type", "application/json")
        connection.request(method, path, body=data, headers=sent)
        reply = connection.getresponse()
        text = reply.read().decode("utf-8", "replace")
        cookies = {}
        for header in reply.headers.get_all("Set-Cookie") or []:
            name, _, rest = header.partition("=")
            cookies[name] = (rest.split(";", 1)[0], header)
        connection.close()
        return reply.status, text, cookies

    def page(self, notebook: str = "00_index.ipynb", cookies: dict = None, headers: dict = None,
             **how):
        sent = dict(headers or {})
        if cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in cookies.items())
        return self.request("GET", f"/voila/render/{notebook}", headers=sent, **how)

    def voila_pid(self) -> int:
        """The process of Voila (``briscola_teach.web``), which ``serve`` started."""
        return next(pid for pid in descendants(self.process.pid)
                    if b"briscola_teach.web" in _command(pid))

    def kernel_pid(self, kernel_id: str) -> int:
        return next(pid for pid in descendants(self.process.pid)
                    if f"kernel-{kernel_id}.json".encode() in _command(pid))

    def roster(self) -> Roster:
        return Roster(self.data / "progress.sqlite3")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(20)
        except subprocess.TimeoutExpired:
            self.process.kill()


def _command(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def memory_mb(pid: int, field: str = "VmRSS") -> float:
    """A process's memory now (``VmRSS``) or at its highest so far (``VmHWM``), in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    raise LookupError(f"no {field} for process {pid}")
