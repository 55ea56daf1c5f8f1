"""``briscola-teach hub-config``: the JupyterHub configuration of the course.

It writes a ``jupyterhub_config.py`` (or the file ``--out`` names; The Littlest JupyterHub
reads every file of ``/opt/tljh/config/jupyterhub_config.d/``) that adds to the Hub's own:

- the service ``briscola`` (``service.py``), started and restarted by the Hub, proxied at
  ``/services/briscola/``, with the role it needs to read users' names and groups;
- the classes, as Hub groups (``--class class-a=anna,bruno``);
- each class's teacher role (``--teacher class-a=carla``): ``read:users!group=class-a``
  and ``list:users!group=class-a``, as nbgrader's formgrader scopes a grader; the
  teacher's page shows exactly the classes those scopes name;
- every user may use the service (the ``user`` role, plus ``access:services!service=briscola``),
  and their server's token may too, so a kernel can sit at the tables and report progress;
- the users' servers: ``briscola-teach singleuser`` (the lessons in each home, Voila with the
  course's template), opening on the course map, told where the service is.

The values are written as Python literals (``repr``), never pasted as code.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Optional

from ..errors import InvalidOptionError
from ..i18n import check_language
from ..server import check_port, lessons_dir
from ..store import default_folder
from ..syllabus import COURSE_MAP
from . import HOME_LESSONS, LESSONS_ENV, PROGRESS_ENV, SERVICE

NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}")
CONFIG_FILE = "jupyterhub_config.py"
SERVICE_PORT = 10101


@dataclass(frozen=True)
class HubPlan:
    """What the configuration says: the classes and their teachers, where the users' servers
    reach the Hub's proxy (``hub_url``), the service's port and folder, the lessons, the
    language."""

    classes: dict[str, tuple[str, ...]] = field(default_factory=dict)
    teachers: dict[str, tuple[str, ...]] = field(default_factory=dict)
    hub_url: str = "http://127.0.0.1:8000"
    port: int = SERVICE_PORT
    data: Path = field(default_factory=lambda: default_folder() / "hub")
    lessons: Optional[Path] = None
    lang: str = "it"
    # Where the Hub's proxy reaches the service: on the Hub's machine unless the proxy runs
    # elsewhere (Zero to JupyterHub: http://hub:10101, the hub pod's address).
    service_host: str = "127.0.0.1"
    python: str = sys.executable          # the service's (the Hub's machine or image)
    user_python: Optional[str] = None     # the users' servers', when their image differs

    def __post_init__(self) -> None:
        for name, users in (*self.classes.items(), *self.teachers.items()):
            _check_name(name, "class")
            for user in users:
                _check_name(user, "user")
        unknown = sorted(set(self.teachers) - set(self.classes))
        if unknown:
            raise InvalidOptionError(f"a teacher of a class not given with --class: {unknown[0]}",
                                     "hub_class", value=unknown[0])
        if not re.fullmatch(r"https?://[^\s/'\"\\]+", self.hub_url.rstrip("/")):
            raise InvalidOptionError(f"the Hub's address is http(s)://HOST:PORT, not "
                                     f"{self.hub_url!r:.60}", "hub_url", value=self.hub_url[:60])
        check_language(self.lang)
        check_port(self.port)
        if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9.-]{0,252}", self.service_host):
            raise InvalidOptionError(f"the service's host is a name or an address, not "
                                     f"{self.service_host!r:.60}", "hub_service_host",
                                     value=self.service_host[:60])
        if self.user_python is not None and not re.fullmatch(r"/[^\s'\"\\]+", self.user_python):
            raise InvalidOptionError(f"the users' Python is an absolute path, not "
                                     f"{self.user_python!r:.60}", "hub_python",
                                     value=self.user_python[:60])


def _check_name(name: Any, what: str) -> None:
    if not isinstance(name, str) or not NAME.fullmatch(name):
        raise InvalidOptionError(f"a {what}'s name is 1-64 letters, digits and _.@- "
                                 f"(starting with a letter or digit), not {name!r:.40}",
                                 "hub_name", value=repr(name)[:40])


def parse_groups(specs: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """``["class-a=anna,bruno", ...]`` as ``{"class-a": ("anna", "bruno")}``."""
    found: dict[str, tuple[str, ...]] = {}
    for spec in specs:
        name, equals, users = spec.partition("=")
        if not equals:
            raise InvalidOptionError(f"a class is given as NAME=user1,user2, not {spec!r:.40}",
                                     "hub_class", value=spec[:40])
        found[name.strip()] = found.get(name.strip(), ()) + tuple(
            user.strip() for user in users.split(",") if user.strip())
    return found


def access() -> str:
    return f"access:services!service={SERVICE}"


def service(plan: HubPlan) -> dict[str, Any]:
    return {
        "name": SERVICE,
        "url": f"http://{plan.service_host}:{plan.port}",
        "command": [plan.python, "-m", "briscola_teach.cli", "hub-service"],
        "environment": {"BRISCOLA_DATA": str(plan.data), "BRISCOLA_LANG": plan.lang},
        "display": True,
        "oauth_no_confirm": True,
        # The teacher's page gets, of these, the ones its user holds (users.teacher_classes).
        "oauth_client_allowed_scopes": [access()] + [f"read:users!group={name}"
                                                     for name in plan.classes],
    }


def roles(plan: HubPlan) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = [
        {"name": "user", "description": "Standard user privileges, and the Briscola course",
         "scopes": ["self", access()]},
        {"name": f"{SERVICE}-service", "description": "The Briscola service reads who is who",
         "scopes": ["read:users:name", "read:users:groups", "list:users", "read:groups",
                    "list:groups"], "services": [SERVICE]}]
    for name, users in plan.teachers.items():
        found.append({"name": f"{SERVICE}-teacher-{name}",
                      "description": f"Teaches Briscola to {name}",
                      "scopes": [f"read:users!group={name}", f"list:users!group={name}", access()],
                      "users": list(users)})
    return found


def user_environment(plan: HubPlan) -> dict[str, str]:
    base = plan.hub_url.rstrip("/") + f"/services/{SERVICE}/"
    return {"BRISCOLA_TABLES": "ws" + base[len("http"):] + "tables",
            PROGRESS_ENV: base + "progress", "BRISCOLA_LANG": plan.lang,
            LESSONS_ENV: str(plan.lessons or lessons_dir())}


def server_command(plan: HubPlan) -> list[str]:
    return [plan.user_python or plan.python, "-m", "briscola_teach.cli", "singleuser"]


def config_text(plan: HubPlan) -> str:
    groups = {name: {"users": list(users)} for name, users in plan.classes.items()}
    lines = [
        "# The Briscola course on this JupyterHub, written by `briscola-teach hub-config`.",
        "# It adds to the Hub's own configuration (the authenticator, the spawner, the",
        "# address): load it after that, or as a file of jupyterhub_config.d/.",
        "c = get_config()  # noqa: F821 (the Hub defines get_config)",
        "",
        "# The service: the class tables, the progress reports and the teacher's page.",
        f"c.JupyterHub.services.append({service(plan)!r})",
        "# The classes, and who teaches each.",
        f"c.JupyterHub.load_groups.update({groups!r})",
        f"c.JupyterHub.load_roles.extend({roles(plan)!r})",
        "# A server's token (its kernels') may use the service too.",
        "c.Spawner.server_token_scopes = ['users:activity!user', 'access:servers!server', "
        f"{access()!r}]",
        "# The users' servers: the lessons in each home, Voila with the course's template.",
        f"c.Spawner.cmd = {server_command(plan)!r}",
        f"c.Spawner.default_url = {f'/voila/render/{HOME_LESSONS}/{COURSE_MAP}'!r}",
        f"c.Spawner.environment.update({user_environment(plan)!r})",
        "",
    ]
    return "\n".join(lines)


def write_config(plan: HubPlan, out: Optional[Path] = None) -> Path:
    """Write the configuration into ``out`` (a ``.py`` file, or a folder for
    jupyterhub_config.py; the current folder if None)."""
    target = Path(out) if out is not None else Path.cwd()
    if target.is_dir() or target.suffix != ".py":
        target = target / CONFIG_FILE
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(config_text(plan), encoding="utf-8")
    return target
