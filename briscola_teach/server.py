"""``briscola-teach serve``: the lessons as Voila apps on this machine, for a class.

Voila runs as ``briscola_teach.web`` (Voila with each browser known as a learner, and the
teacher's page; see there), and it runs with the course's page template (``share/jupyter/voila/templates/briscola``: the
address opens the course map, and nothing is fetched from the internet) and with culling of
kernels whose page was closed: Voila does not shut them down itself (voila issue 1458), so
without it every visit would leave a kernel running. A learner still reading keeps theirs:
only *disconnected* idle kernels are culled.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from .errors import InvalidOptionError
from .i18n import check_language
from .learners import Roster
from .store import default_folder
from .tables import TABLES_ENV
from .tables.run import tables_command, tables_url

PACKAGE = Path(__file__).resolve().parent
SHARE = PACKAGE / "share" / "jupyter"
INDEX = "00_index.ipynb"
# A closed page's kernel goes after this many idle seconds (long enough for a page still
# loading on a busy server to connect), checked this often.
CULL_IDLE_SECONDS = 45
CULL_INTERVAL_SECONDS = 5
CULL_ENV = "BRISCOLA_CULL_SECONDS"
# While Voila runs a lesson, it waits this long for a cell's outputs once the cell is done.
# Its default (4 s) is too short on a busy server (a class arriving at once): the outputs
# that come later, the widgets among them, are dropped and the page stays empty for good.
IOPUB_TIMEOUT_SECONDS = 120
KERNEL_STARTUP_SECONDS = 180
# Asked to stop (SIGTERM from a service manager, Ctrl-C, a closed terminal), Voila gets this
# long to shut its kernels down itself before it and they are killed: the port is free well
# within 5 seconds either way.
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
GRACE_SECONDS = 3.0
# Held (flock) in the data folder while a class is served from it.
LOCK_FILE = "serve.lock"


def lessons_dir(path: Optional[str] = None) -> Path:
    """The folder of lessons: ``path``, else ``lessons/`` beside the package (a checkout or an
    editable install), else ``lessons/`` in the current folder."""
    candidates = [Path(path)] if path else [PACKAGE.parent / "lessons", Path.cwd() / "lessons"]
    for folder in candidates:
        if folder.is_dir():
            return folder.resolve()
    raise InvalidOptionError(f"no lessons folder at {', '.join(str(c) for c in candidates)}: "
                             "pass --lessons DIR", "lessons_dir")


def check_port(port: object) -> int:
    if not isinstance(port, int) or isinstance(port, bool) or not 1 <= port <= 65535:
        raise InvalidOptionError(f"port must be a number 1-65535, not {port!r}", "port")
    return port


def cull_seconds() -> int:
    """How long a closed page's kernel stays (a test's server may shorten it)."""
    text = os.environ.get(CULL_ENV, "")
    return int(text) if text.isascii() and text.isdigit() and int(text) > 0 else CULL_IDLE_SECONDS


def voila_command(lessons: Path, port: int, ip: str = "127.0.0.1") -> list[str]:
    # Voila's preheated kernels (--preheat_kernel, --pool_size) were tried for a class
    # arriving at once and made it far worse (benchmarks/classroom.py: median 270 s against
    # 52 s for the one-cell notebook, two learners never served), so they are not offered.
    return [sys.executable, "-m", "briscola_teach.web", str(lessons), "--no-browser",
            f"--port={check_port(port)}", f"--Voila.ip={ip}", "--template=briscola",
            "--Voila.port_retries=0",   # never another port than the one printed
            "--show_tracebacks=False",
            f"--MappingKernelManager.cull_interval={CULL_INTERVAL_SECONDS}",
            f"--MappingKernelManager.cull_idle_timeout={cull_seconds()}",
            "--MappingKernelManager.cull_connected=False",
            f"--VoilaExecutor.iopub_timeout={IOPUB_TIMEOUT_SECONDS}",
            f"--VoilaExecutor.startup_timeout={KERNEL_STARTUP_SECONDS}"] + encryption_options()


def encryption_options() -> list[str]:
    """The kernels talk to the server encrypted (CurveZMQ), if their kernel spec says they can
    (``auto``): ipykernel otherwise warns at every start that it runs "over TCP without
    encryption", a line per learner in the teacher's log. Left out where pyzmq has no Curve:
    the option would then stop the server from starting."""
    try:
        import zmq
    except ImportError:   # no server installed: the command fails on its own, saying so
        return []
    return ["--MappingKernelManager.transport_encryption=auto"] if zmq.has("curve") else []


# The lesson kernels' IPython settings: no history of the cells run (a lesson's cells are the
# notebook's own; thirty kernels would otherwise each open and write one history file, and a
# kernel starts sooner without it).
KERNEL_CONFIG = "c.HistoryManager.enabled = False\n"


def voila_env(lang: str) -> dict[str, str]:
    """The environment: the course's templates on Jupyter's path, the language chosen, and
    the kernels' own IPython folder (``KERNEL_CONFIG``) beside the store."""
    env = dict(os.environ)
    env["JUPYTER_PATH"] = os.pathsep.join(p for p in (str(SHARE), env.get("JUPYTER_PATH", "")) if p)
    env["BRISCOLA_LANG"] = check_language(lang)
    env["IPYTHONDIR"] = str(kernel_ipython_dir())
    return env


def kernel_ipython_dir() -> Path:
    folder = default_folder() / "ipython"
    config = folder / "profile_default" / "ipython_kernel_config.py"
    config.parent.mkdir(parents=True, exist_ok=True)
    if not config.exists() or config.read_text(encoding="utf-8") != KERNEL_CONFIG:
        config.write_text(KERNEL_CONFIG, encoding="utf-8")
    return folder


def start(lessons: Path, port: int, lang: str, ip: str = "127.0.0.1",
          quiet: bool = False, log: Optional[Path] = None) -> subprocess.Popen:
    """Start Voila in the background (for tests and benchmarks); the caller stops it.
    Its messages go to ``log`` if given, else nowhere if ``quiet``, else to ours."""
    command, env = voila_command(lessons, port, ip), voila_env(lang)
    if log:
        with open(log, "ab") as output:   # the server keeps its own copy of the file
            return subprocess.Popen(command, env=env, stdout=output, stderr=subprocess.STDOUT)
    sink = subprocess.DEVNULL if quiet else None
    return subprocess.Popen(command, env=env, stdout=sink, stderr=sink)


def addresses(ip: str) -> list[str]:
    """The addresses learners can open: with 0.0.0.0 (every network), this machine's own."""
    if ip not in ("0.0.0.0", ""):
        return [ip]
    import socket
    try:
        found = socket.gethostbyname_ex(socket.gethostname())[2]
    except OSError:
        found = []
    return [a for a in dict.fromkeys(found) if not a.startswith("127.")] + ["127.0.0.1"]


def serve(port: int = 8866, lang: str = "it", lessons: Optional[str] = None,
          ip: str = "127.0.0.1", argv_extra: Sequence[str] = (),
          tables_port: Optional[int] = None) -> int:
    """Serve the lessons until Ctrl-C (or SIGTERM, SIGHUP); prints the address of the course
    map once the server answers. The class tables' server runs beside Voila (on
    ``tables_port``, by default the next port, on this machine only: the page kernels are its
    clients), and is started again if it dies. On the way out both, and every kernel, are
    stopped. A class already served here (its port, its tables' port or its data folder) is
    refused with one sentence, before anything is written."""
    folder = lessons_dir(lessons)
    command = voila_command(folder, port, ip) + list(argv_extra)
    tables = check_port(port + 1 if tables_port is None else tables_port)
    try:
        refuse_taken(ip, port, f"port {port}", "--port")
        refuse_taken("127.0.0.1", tables, f"the tables' port {tables}", "--tables-port")
        hold = hold_class(default_folder())
    except ServeRefused as refused:
        print(f"Briscola: {refused}", file=sys.stderr, flush=True)
        return 1
    key = open_class()
    shown = addresses(ip)
    Roster().set_address(f"http://{shown[0]}:{port}")

    def ready() -> None:
        print(f"Briscola: the lessons in {folder}  (Ctrl-C to stop)", flush=True)
        for address in shown:
            print(f"  open http://{address}:{port}/", flush=True)
        print("The teacher's page (keep this address to yourself; it works once; "
              "briscola-teach teacher-link prints a new one):", flush=True)
        print(f"  {teacher_address(shown[0], port, key)}", flush=True)

    env = voila_env(lang)
    env[TABLES_ENV] = tables_url(tables)
    with hold:
        return run_until_stopped(command, env, tables_command(tables),
                                 Answering(local_host(ip), port, tables, ready))


class ServeRefused(Exception):
    """``serve`` cannot start: the sentence says why and what to do."""


def hold_class(folder: Path) -> Any:
    """The data folder's lock, held while this server runs: a second ``serve`` of the same
    class would write a new teacher's key into the store the first one serves, and its table
    server would fight the first one's. Refused (``ServeRefused``) if held."""
    import fcntl
    folder.mkdir(parents=True, exist_ok=True)
    lock = open(folder / LOCK_FILE, "a+b")
    try:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        lock.close()
        raise ServeRefused(f"the class in {folder} is already being served: stop that server "
                           "first, or serve another class with BRISCOLA_DATA=another folder.")
    return lock


def class_is_served(folder: Path) -> bool:
    """Whether a ``serve`` holds the data folder ``folder`` now."""
    import fcntl
    if not (folder / LOCK_FILE).exists():
        return False
    with open(folder / LOCK_FILE, "a+b") as lock:
        try:
            fcntl.flock(lock.fileno(), fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:
            return True
    return False


def refuse_taken(ip: str, port: int, what: str, option: str) -> None:
    """``ServeRefused`` if something listens on ``port`` already (as a server binds: with
    SO_REUSEADDR, so a stopped server's closed connections do not count)."""
    import socket
    with socket.socket() as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((ip, port))
        except OSError:
            raise ServeRefused(f"{what} is already in use (is the class served already?): "
                               f"stop that server first, or choose another with {option}.") from None


def local_host(ip: str) -> str:
    return "127.0.0.1" if ip in ("0.0.0.0", "") else ip


class Answering:
    """Whether both servers answer yet: Voila to an HTTP request, the table server to a
    connection. ``check`` calls ``then`` once, the first time they do."""

    def __init__(self, host: str, port: int, tables: int, then: Callable[[], None]) -> None:
        self.host, self.port, self.tables, self.then = host, port, tables, then
        self.done = False

    def check(self) -> None:
        if not self.done and _answers_http(self.host, self.port) and \
                _listens("127.0.0.1", self.tables):
            self.done = True
            self.then()


def _answers_http(host: str, port: int) -> bool:
    import http.client
    connection = http.client.HTTPConnection(host, port, timeout=2)
    try:
        connection.request("GET", "/teacher")
        return connection.getresponse().status == 200
    except (OSError, http.client.HTTPException):
        return False
    finally:
        connection.close()


def _listens(host: str, port: int) -> bool:
    import socket
    try:
        with socket.create_connection((host, port), timeout=1):
            return True
    except OSError:
        return False


def open_class() -> str:
    """Ready the store for a class: learners removed in an earlier run are forgotten, the
    teacher's sessions of an earlier run end, and the teacher gets a new key (returned)."""
    roster = Roster()
    roster.forget_removed(time.time())
    roster.end_teacher_sessions()
    roster.forget_strangers(time.time())
    return roster.new_teacher_key()


def teacher_address(host: str, port: int, key: str) -> str:
    """The teacher's address: the key in the fragment, which no browser sends to a server."""
    return f"http://{host}:{port}/teacher#key={key}"


def teacher_link() -> str:
    """A new teacher's address for the class served from this data folder (the key of the
    last one stops working if it was not used). ``ServeRefused`` if no class is served."""
    folder = default_folder()
    if not class_is_served(folder):
        raise ServeRefused(f"no class is served from {folder}: start it with briscola-teach "
                           "serve (it prints the teacher's address).")
    roster = Roster()
    return f"{roster.address()}/teacher#key={roster.new_teacher_key()}"


def run_until_stopped(command: list[str], env: dict[str, str],
                      companion: Optional[list[str]] = None,
                      answering: Optional[Answering] = None) -> int:
    """Run Voila (and ``companion``, the table server) until Voila ends or this process is
    asked to stop. Voila handles SIGTERM by shutting its kernels down, but not SIGHUP, and
    it would outlive us if we simply died: so every stop signal is passed on as SIGTERM,
    and whatever is left after ``GRACE_SECONDS`` is killed. A companion that dies is
    started again (it keeps everything in its store), a little later each time it dies
    again at once. ``answering`` is checked until both answer (the addresses are printed
    then)."""
    process = _start(command, env)
    helper = _start(companion, env) if companion else None
    restarts = Restarts()
    asked: list[int] = []

    def stop(signum: int, _frame: object) -> None:
        asked.append(signum)
        for running in (process, helper):
            if running is not None:
                _signal(running.pid, signal.SIGTERM)

    previous = {signum: signal.signal(signum, stop) for signum in STOP_SIGNALS}
    try:
        while process.poll() is None and not asked:
            _wait(process, 0.2)   # a signal's handler runs between two waits
            if answering is not None and not asked:
                answering.check()
            if companion and helper is not None and helper.poll() is not None and not asked:
                print(f"The table server stopped ({helper.returncode}): starting it again",
                      flush=True)
                restarts.died(time.monotonic())
                helper = None
            if companion and helper is None and not asked and restarts.due(time.monotonic()):
                helper = _start(companion, env)
        if helper is not None:
            _signal(helper.pid, signal.SIGTERM)
        if asked:
            _stop(process)
        if helper is not None:
            _stop(helper)
        return 0 if asked else process.returncode
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


class Restarts:
    """When to start a dead table server again: at once the first time, then after 1, 2, 4
    ... up to 30 s while it keeps dying within a minute of its start (a port taken by
    something else would otherwise restart it five times a second)."""

    def __init__(self) -> None:
        self.delay, self.at, self.last = 0.0, 0.0, -60.0

    def died(self, now: float) -> None:
        self.delay = 0.0 if now - self.last > 60 else min(30.0, max(1.0, self.delay * 2))
        self.at = now + self.delay

    def due(self, now: float) -> bool:
        if now < self.at:
            return False
        self.last = now
        return True


def _start(command: list[str], env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen(command, env=env, start_new_session=True,
                            preexec_fn=_die_with_parent)


def _wait(process: subprocess.Popen, seconds: Optional[float]) -> None:
    try:
        process.wait(seconds)
    except subprocess.TimeoutExpired:
        pass


def _stop(process: subprocess.Popen) -> None:
    """Voila has been sent SIGTERM: give it the grace time, then kill it and its kernels."""
    kernels = descendants(process.pid)
    _wait(process, GRACE_SECONDS)
    if process.poll() is None:
        kernels = descendants(process.pid) or kernels
        _signal(process.pid, signal.SIGKILL)
        process.wait()
    for pid in kernels:
        _signal(pid, signal.SIGKILL)


def _signal(pid: int, signum: int) -> None:
    try:
        os.kill(pid, signum)
    except (ProcessLookupError, PermissionError):
        pass


def _die_with_parent() -> None:  # pragma: no cover - runs in the child before exec
    """Linux: Voila gets SIGTERM if this process dies without a word (killed with SIGKILL)."""
    try:
        import ctypes
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def descendants(pid: int) -> list[int]:
    """The processes started by ``pid`` and theirs (read from /proc; empty elsewhere)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(parent, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found
