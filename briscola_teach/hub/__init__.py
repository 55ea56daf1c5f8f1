"""The course on a school's JupyterHub: every learner a Hub user, the class tables and the
teacher's page as one Hub-managed service.

- ``report.py``: what a learner's kernel tells the service of their progress (a summary,
  posted with the user's own token), and how the service reads it back;
- ``users.py``: who a client of the service is, asked of the Hub (never taken from the
  client), and the service's own file of the summaries;
- ``service.py``: the service, ``briscola-teach hub-service``: the tables, the reports, the
  teacher's page;
- ``singleuser.py``: a user's server, ``briscola-teach singleuser``: the lessons in the
  user's home, Voila with the course's template, then ``jupyterhub-singleuser``;
- ``config.py``: ``briscola-teach hub-config``, the Hub's configuration for all of it.

The names the parts agree on are here (this module imports only ``os``).
"""

import os

SERVICE = "briscola"
# What a user's server (and so each of its kernels) is told by the Hub's configuration.
PROGRESS_ENV = "BRISCOLA_PROGRESS"      # the service's address for progress reports
TOKEN_ENV = "JUPYTERHUB_API_TOKEN"      # the user's own token (the Hub sets it)
LESSONS_ENV = "BRISCOLA_LESSONS"        # the course's lessons, copied into each home
HOME_LESSONS = "briscola"               # the folder of the home they are copied into
BASE_ENV = "JUPYTERHUB_BASE_URL"        # the Hub's own prefix, "/" unless set otherwise


def service_path(environ: "dict[str, str] | None" = None) -> str:
    """The service's pages as a user's browser reaches them on their Hub."""
    base = (os.environ if environ is None else environ).get(BASE_ENV) or "/"
    return base.rstrip("/") + f"/services/{SERVICE}/"
