"""A real JupyterHub for the tests and the walk: jupyterhub from PyPI, configurable-http-proxy
from npm (``.tools/``, installed by scripts/test), the dummy authenticator (any password) and
the simple local-process spawner (each user's home a folder of the test's).

The course's part is what a school gets: ``briscola-teach hub-config``, loaded by a small
configuration of the test's own (the authenticator, the spawner, the ports).
"""

from __future__ import annotations

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[1]
PROXY = ROOT / ".tools" / "node_modules" / ".bin" / "configurable-http-proxy"
PASSWORD = "any"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def port_free(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) != 0


class School:
    """A JupyterHub with the course, its classes and teachers, in ``folder``."""

    def __init__(self, folder: Path, classes: dict[str, list[str]],
                 teachers: dict[str, list[str]], lang: str = "it") -> None:
        if not PROXY.exists():
            raise RuntimeError(f"configurable-http-proxy is needed at {PROXY}: scripts/test "
                               "installs it (npm install --prefix .tools configurable-http-proxy)")
        self.folder = folder
        self.port, self.hub_port, self.api_port = free_port(), free_port(), free_port()
        self.service_port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.homes = folder / "home"
        self.homes.mkdir(parents=True, exist_ok=True)
        self.data = folder / "service"
        self._write_config(classes, teachers, lang)
        self.log = folder / "hub.log"
        self.process: Optional[subprocess.Popen] = None

    def _write_config(self, classes: dict, teachers: dict, lang: str) -> None:
        command = [sys.executable, "-m", "briscola_teach.cli", "hub-config",
                   f"--out={self.folder / 'briscola_config.py'}", f"--hub-url={self.url}",
                   f"--port={self.service_port}", f"--data={self.data}",
                   f"--lessons={ROOT / 'lessons'}", f"--lang={lang}"]
        command += [f"--class={name}={','.join(users)}" for name, users in classes.items()]
        command += [f"--teacher={name}={','.join(users)}" for name, users in teachers.items()]
        subprocess.run(command, check=True, cwd=self.folder, stdout=subprocess.DEVNULL)
        settings = {
            "JupyterHub.bind_url": self.url, "JupyterHub.hub_ip": "127.0.0.1",
            "JupyterHub.hub_port": self.hub_port,
            "JupyterHub.db_url": f"sqlite:///{self.folder / 'jupyterhub.sqlite'}",
            "JupyterHub.cookie_secret_file": str(self.folder / "cookie_secret"),
            "JupyterHub.authenticator_class": "dummy", "Authenticator.allow_all": True,
            "DummyAuthenticator.password": PASSWORD,
            "JupyterHub.spawner_class": "simple",
            "SimpleLocalProcessSpawner.home_dir_template": str(self.homes / "{username}"),
            "Spawner.start_timeout": 120, "Spawner.http_timeout": 120,
            "ConfigurableHTTPProxy.command": [str(PROXY)],
            "ConfigurableHTTPProxy.api_url": f"http://127.0.0.1:{self.api_port}",
            "ConfigurableHTTPProxy.auth_token": secrets.token_hex(16),
            "JupyterHub.cleanup_servers": True, "JupyterHub.cleanup_proxy": True,
        }
        if os.geteuid() == 0:   # CI's machine runs as root: the users' servers would refuse it
            settings["Spawner.args"] = ["--allow-root"]
        lines = ["c = get_config()  # noqa: F821", "load_subconfig('briscola_config.py')  # noqa: F821"]
        for key, value in settings.items():
            lines.append(f"c.{key} = {value!r}")
        # The service's pace and grace, shortened for the test, beside what hub-config wrote.
        lines.append("c.JupyterHub.services = c.JupyterHub.services.get_value([])\n"
                     "for service in c.JupyterHub.services:\n"
                     "    service['environment']['BRISCOLA_TABLES_GRACE'] = '8'")
        (self.folder / "jupyterhub_config.py").write_text("\n".join(lines) + "\n", encoding="utf-8")

    def start(self) -> "School":
        with open(self.log, "ab") as log:
            self.process = subprocess.Popen(
                [str(Path(sys.executable).with_name("jupyterhub")), "-f", "jupyterhub_config.py"],
                cwd=self.folder, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
                env=self._env())
        self.wait(lambda: self._answers(f"{self.url}/hub/health"), 90, "the Hub to answer")
        self.wait(lambda: self._answers(self.service_url("health")), 90, "the service to answer")
        return self

    def _env(self) -> dict[str, str]:
        env = {key: value for key, value in os.environ.items()
               if not key.startswith(("BRISCOLA_", "JUPYTER"))}
        env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
        return env

    def _answers(self, url: str) -> bool:
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                return answer.status == 200
        except OSError:
            return False

    def wait(self, done, seconds: float, what: str) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.process is not None and self.process.poll() is not None:
                raise RuntimeError(f"the Hub stopped (exit {self.process.returncode}): "
                                   f"{self.log.read_text(errors='replace')[-3000:]}")
            if done():
                return
            time.sleep(0.3)
        raise RuntimeError(f"waited {seconds} s for {what}: "
                           f"{self.log.read_text(errors='replace')[-3000:]}")

    def service_url(self, path: str = "") -> str:
        return f"{self.url}/services/briscola/{path}"

    def health(self) -> dict:
        with urllib.request.urlopen(self.service_url("health"), timeout=5) as answer:
            return json.loads(answer.read())

    def service_pids(self) -> list[int]:
        """The service's processes (the Hub's children running hub-service)."""
        found = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                command = (entry / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if b"hub-service" in command and str(self.data).encode() in \
                    (entry / "environ").read_bytes():
                found.append(int(entry.name))
        return found

    def session_pids(self) -> list[int]:
        """Every process of this school still running (the Hub, the proxy, the service, the
        users' servers and their kernels): each runs in the school's folder or has it in its
        environment (a home, the service's folder)."""
        marker, found = str(self.folder).encode(), []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit() or int(entry.name) == os.getpid():
                continue
            try:
                if marker in (entry / "environ").read_bytes() or \
                        os.readlink(entry / "cwd").startswith(str(self.folder)):
                    found.append(int(entry.name))
            except OSError:
                continue
        return found

    def ports(self) -> list[int]:
        return [self.port, self.hub_port, self.api_port, self.service_port]

    def stop(self) -> None:
        """SIGTERM to the Hub, which stops the users' servers, the service and the proxy; what
        is left after 30 s is killed (and the test says so)."""
        if self.process is None:
            return
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
        deadline = time.monotonic() + 15
        while self.session_pids() and time.monotonic() < deadline:
            time.sleep(0.2)

    def kill_leftovers(self) -> list[int]:
        left = self.session_pids()
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        return left
