"""The class server's web front: Voila, with each browser known as a learner.

``briscola-teach serve`` runs ``python -m briscola_teach.web`` with Voila's arguments. It is
Voila (``voila.app.Voila``) with a few handlers of its own, because standalone Voila loads no
server extensions (voila issue 495) and its kernels only learn of a request what Voila passes
on (the query string, and the headers named in ``http_header_envs``):

- **Pages are rendered with caches** shared by every request (``page_cache``: templates
  compiled once, Markdown converted once), the same pages with less of the server's time.
- **Kernels start without a debugger** (``briscola_teach.kernel``, named in the ``python3``
  kernel spec by ``PageKernelSpecs``): no page is debugged, and each start is cheaper.
- **Kernels are bounded** (``page_kernels``): a closed page's kernel goes, a learner has a
  few pages open at once (the oldest gives way, and says so), and a page's websocket opens
  only for the browser whose page it is.
- **Every lesson page** (``/voila/render/...``) first finds its learner: the browser's
  ``briscola_learner`` cookie (an unguessable key, HttpOnly, so the page's scripts never see
  it) is looked up by its hash (``learners.Roster``). A browser with no cookie, or a stale,
  forged or unknown one, becomes a new learner and gets a new cookie. The handler then sets
  the request header ``X-Briscola-Learner`` to the learner's number, after dropping any such
  header the browser sent, and Voila passes it to the page's kernel as
  ``HTTP_X_BRISCOLA_LEARNER`` (``learners.here()`` reads it). The key itself never reaches a
  kernel, a URL, a log line or a widget.
- ``POST /briscola/login`` takes a login code (``{"code": "K7MXA"}``) typed on another
  device and gives this browser a key of the code's learner.
- ``/teacher`` is the teacher's way in. ``serve`` prints ``http://HOST:PORT/teacher#key=...``:
  the key is in the address's fragment, which a browser never sends, so it is in no request
  and no log. The page posts it to ``POST /briscola/teacher``, which uses the key up and
  sets the HttpOnly ``briscola_teacher`` cookie to a new session's token; the page then opens
  the class page (``course.CLASS_NOTEBOOK``) with the key gone from the address bar. The key
  works once: Chromium's history keeps ``/teacher#key=...`` whatever the page does, and on a
  shared classroom computer the address bar would offer it to the next learner.
  ``briscola-teach teacher-link`` prints a new address for the running class. With the
  cookie the page request carries ``X-Briscola-Teacher: SESSION`` (the session's id, not its
  token) for the kernel, which checks the session is still open. ``POST /briscola/logout``
  ends the session, on every page it opened.

The POSTs answer JSON, ``{"ok": true}`` or ``{"error": CODE}``; they accept only JSON
from this server's own pages (a form on another site cannot log a learner in), and a browser
that keeps guessing is slowed down (``limits.Guesses``: per browser, so that classmates
behind one school address do not lock each other out, and much more loosely per address). A
login posted without a known learner's cookie is refused (``learner_unknown``): every page of
the course that posts one was opened with a cookie.

Against a learner who wants to take the server down:

- **Connections** (``connections``): a request's headers and body must come within seconds,
  one client address holds a bounded number of connections, the server a bounded share of
  the files it may open, and a body over 64 kB is refused before it is read. Requests from
  one address beyond ``requests_at_once``, then ``requests_per_second`` (``ClassVoila``
  settings) wait.
- **Learners** are made only for a GET of a page that exists, and at most
  ``new_learners_at_once`` at once from one address, then ``new_learners_per_minute``
  (``limits.TokenBucket``; both ``ClassVoila`` settings, e.g. in ``voila.json``): a class
  behind one NAT arrives at once, a script cannot fill the teacher's list. A browser beyond
  them gets a page, in both languages, saying to try again in a moment (429).
- **Pages** are made at most ``pages_at_once`` at a time for one address, the rest waiting
  their turn (``limits.Slots``): each starts a kernel.
- **The kernels' sockets** take messages of at most 4 MB (a bigger one closes the socket, and
  the page connects again), and are read no faster than a page sends (``page_kernels.PageSocket``,
  per kernel); what a page may open in its kernel is bounded there (``kernel``).
- **The log**: repeated lines are left out, and counted (``limits.RepeatFilter``).
- **Framing**: every answer says that only this server's own pages may frame it.
"""

from __future__ import annotations

import functools
import html
import json
import os
import sys
from typing import Any, Optional

import tornado.web
from jupyter_core.utils import ensure_async
from tornado.ioloop import PeriodicCallback
from traitlets import Float, Int
from jupyter_client.kernelspec import NATIVE_KERNEL_NAME, KernelSpec, KernelSpecManager
from jupyter_server.services.contents.largefilemanager import LargeFileManager
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from .syllabus import CLASS_NOTEBOOK
from . import connections, page_cache
from .errors import InvalidOptionError
from .i18n import LANGUAGES, t
from .learners import LEARNER_HEADER, TEACHER_HEADER, Roster
from .page_kernels import PAGES_PER_LEARNER, PageKernels, PageSocket
from .limits import Guesses, Slots, TokenBucket, guard_loggers

LEARNER_COOKIE = "briscola_learner"
TEACHER_COOKIE = "briscola_teacher"
COOKIE_DAYS = 365
# New learners from one client address: a class behind one NAT at once, then a steady rate
# (latecomers, the next class). ``ClassVoila`` settings.
NEW_LEARNERS_AT_ONCE = 60
NEW_LEARNERS_PER_MINUTE = 10
NEW_LEARNERS = "briscola_new_learners"        # the application setting holding the bucket
# Pages being made at once for one client address, and how many more may wait their turn.
PAGES_AT_ONCE, PAGES_WAITING = 2, 200
PAGES_BEING_MADE = "briscola_pages_being_made"
# The server's own loggers besides Voila's: what they log again and again is left out.
SERVER_LOGGERS = ("tornado.access", "tornado.application", "tornado.general", "asyncio")

# Wrong login codes and teacher's keys, per browser and per address (``limits.Guesses``).
CODE_GUESSES, KEY_GUESSES = Guesses(), Guesses()


def _roster() -> Roster:
    return Roster()


def _cookie_path(handler: tornado.web.RequestHandler) -> str:
    return handler.settings.get("base_url", "/") or "/"


def learner_of(handler: tornado.web.RequestHandler) -> Optional[str]:
    """The learner (their number, as the page kernels' environment has it) whose browser
    sent this request, or None."""
    learner = _roster().learner_for_key(handler.get_cookie(LEARNER_COOKIE))
    return None if learner is None else str(learner)


class LearnerPageHandler(TornadoVoilaHandler):
    """A lesson page: the learner is found (or, for a GET of a page, made) before the kernel
    starts."""

    async def prepare(self) -> None:
        if self.request.method != "GET":
            # A page is only ever got. Said at once: neither a learner nor an error page
            # is made for a HEAD or an OPTIONS, however many come.
            self.set_status(405)
            self.set_header("Allow", "GET")
            return self.finish()
        await super().prepare()
        for header in (LEARNER_HEADER, TEACHER_HEADER):
            self.request.headers.pop(header, None)      # only the server says who asks
        roster = _roster()
        learner = roster.learner_for_key(self.get_cookie(LEARNER_COOKIE))
        if learner is None:
            if not await self._opens_a_page():
                return            # Voila answers it (404) for nobody
            if not self.settings[NEW_LEARNERS].take(self.request.remote_ip or "?"):
                return self._busy()
            learner, key = roster.new_learner()
            self.set_cookie(LEARNER_COOKIE, key, path=_cookie_path(self), httponly=True,
                            samesite="Lax", expires_days=COOKIE_DAYS)
        session = roster.teacher_session(self.get_cookie(TEACHER_COOKIE))
        if session is not None:
            roster.make_teacher(learner)
            self.request.headers[TEACHER_HEADER] = session
        self.request.headers[LEARNER_HEADER] = str(learner)

    async def get(self, path: Optional[str] = None) -> None:
        """The page, made when its address's turn comes (``PAGES_BEING_MADE``): making one
        starts a kernel, and a few at a time from one address make a class behind one NAT
        no slower (the server's cores make them one after another anyway), while a script's
        thousands of tabs or learners wait behind each other, not in front of a classmate."""
        where = self.request.remote_ip or "?"
        slots = self.settings[PAGES_BEING_MADE]
        if not await slots.take(where):
            return self._busy()
        try:
            if not self.request.connection.stream.closed():     # (left while it waited)
                await super().get(path)
        finally:
            slots.give(where)

    async def _opens_a_page(self) -> bool:
        """A notebook that is there: a wrong address makes no learner."""
        path = self.path_args[0] if self.path_args else ""
        return bool(path) and await ensure_async(self.contents_manager.file_exists(path))

    def _busy(self) -> None:
        self.set_status(429)
        self.set_header("Retry-After", "30")
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(busy_page(os.environ.get("BRISCOLA_LANG", "it")))


def busy_page(lang: str) -> str:
    """Too many new learners from this address just now: try again in a moment, in both
    languages (the server's first)."""
    lang = lang if lang in LANGUAGES else "it"
    order = [lang] + [code for code in LANGUAGES if code != lang]
    blocks = "".join(
        f"<section lang='{code}'><h1>{html.escape(t('busy.title', code))}</h1>"
        f"<p>{html.escape(t('busy.text', code))}</p>"
        f"<p><button onclick='location.reload()'>{html.escape(t('busy.again', code))}"
        "</button></p></section>" for code in order)
    return _BUSY_PAGE.replace("{lang}", lang).replace("{blocks}", blocks)


# The head of the server's own pages (this one and the teacher's): the course's colours.
_PAGE_HEAD = """<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><title>Briscola</title>
<link rel="icon" href="data:;base64,=">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { background: #f4efe3; color: #22302a; font: 18px/1.5 system-ui, sans-serif; margin: 0; }
main { max-width: 640px; margin: 60px auto; padding: 0 24px; }
h1 { color: #1f5c39; font-size: 1.6em; }
section + section { margin-top: 40px; padding-top: 24px; border-top: 1px solid #c9bfa6; }
button { font-size: 18px; padding: 6px 16px; background: #1f5c39; color: #fff; border: 0;
  border-radius: 6px; cursor: pointer; }
"""
_BUSY_PAGE = _PAGE_HEAD + """</style></head>
<body><main>{blocks}</main></body></html>
"""


class JsonPost(tornado.web.RequestHandler):
    """A small JSON POST from this server's own pages."""

    def prepare(self) -> None:
        self.check_xsrf_cookie()

    def check_xsrf_cookie(self) -> None:
        """Instead of tornado's form token: JSON only (a cross-site form cannot send it
        without the browser asking first), and from this server's own pages."""
        if not self.request.headers.get("Content-Type", "").startswith("application/json"):
            raise tornado.web.HTTPError(415)
        origin = self.request.headers.get("Origin")
        if origin is not None and origin.split("://", 1)[-1] != self.request.host:
            raise tornado.web.HTTPError(403)

    def body(self, field: str) -> Any:
        try:
            data = json.loads(self.request.body or b"null")
        except ValueError:
            data = None
        return data.get(field) if isinstance(data, dict) else None

    def answer(self, status: int, error: Optional[str] = None) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.set_header("Cache-Control", "no-store")
        self.finish(json.dumps({"ok": True} if error is None else {"error": error}))

    def who(self) -> str:
        return self.request.remote_ip or "?"

    def browser(self) -> Optional[int]:
        """The learner of this browser's cookie, if it is a known one."""
        return _roster().learner_for_key(self.get_cookie(LEARNER_COOKIE))


class LoginHandler(JsonPost):
    """``{"code": ...}``: this browser becomes the code's learner. Every page that asks for
    a code was opened with a learner's cookie: a post without one is refused."""

    def post(self) -> None:
        browser = self.browser()
        if browser is None:
            return self.answer(403, "learner_unknown")
        if CODE_GUESSES.too_many(browser, self.who()):
            return self.answer(429, "code_wait")
        try:
            _learner, key = _roster().redeem(self.body("code"))
        except InvalidOptionError as error:
            CODE_GUESSES.wrong(browser, self.who())
            return self.answer(400, error.code)
        self.set_cookie(LEARNER_COOKIE, key, path=_cookie_path(self), httponly=True,
                        samesite="Lax", expires_days=COOKIE_DAYS)
        self.answer(200)


class TeacherKeyHandler(JsonPost):
    """``{"key": ...}``: the key of the teacher's address, used up; the browser gets a
    session's cookie. The answer never says anything else (a wrong key and a used one are
    refused alike)."""

    def post(self) -> None:
        if KEY_GUESSES.too_many(self.browser(), self.who()):
            return self.answer(429, "teacher_wait")
        token = _roster().use_teacher_key(self.body("key"))
        if token is None:
            KEY_GUESSES.wrong(self.browser(), self.who())
            return self.answer(403, "teacher_key")
        self.set_cookie(TEACHER_COOKIE, token, path=_cookie_path(self), httponly=True,
                        samesite="Strict")
        self.answer(200)


class LogoutHandler(JsonPost):
    """``{}``: the teacher logs out; the session ends on every page it opened."""

    def post(self) -> None:
        _roster().end_teacher_session(self.get_cookie(TEACHER_COOKIE))
        self.clear_cookie(TEACHER_COOKIE, path=_cookie_path(self))
        self.answer(200)


class TeacherPageHandler(tornado.web.RequestHandler):
    """``/teacher``: takes the key from the address's fragment (or a field), then opens the
    class page."""

    def get(self) -> None:
        base = _cookie_path(self)
        self.set_header("Cache-Control", "no-store")
        self.set_header("Referrer-Policy", "no-referrer")
        self.finish(teacher_page(base, os.environ.get("BRISCOLA_LANG", "it")))


def teacher_page(base: str, lang: str) -> str:
    """The teacher's way in, in both languages (the server's first): a field for the key,
    filled from the address's fragment when there is one."""
    lang = lang if lang in LANGUAGES else "it"
    texts = {code: {name: t(f"teacher.{name}", code) for name in
                    ("title", "key", "open", "teacher_key", "teacher_wait", "error")}
             for code in LANGUAGES}
    order = [lang] + [code for code in LANGUAGES if code != lang]
    blocks = "".join(
        f"<section lang='{code}'><h1>{html.escape(texts[code]['title'])}</h1>"
        f"<label>{html.escape(texts[code]['key'])} <input type='password' autocomplete='off' "
        f"class='key'></label> <button>{html.escape(texts[code]['open'])}</button>"
        f"<p class='message' role='alert'></p></section>" for code in order)
    return (_TEACHER_PAGE.replace("{lang}", lang).replace("{blocks}", blocks)
            .replace("{texts}", json.dumps(texts).replace("<", "\\u003c"))
            .replace("{base}", json.dumps(base).replace("<", "\\u003c"))
            .replace("{class_page}", CLASS_NOTEBOOK))


_TEACHER_PAGE = _PAGE_HEAD + """input { font-size: 18px; padding: 6px 10px; width: 15em; }
.message { color: #a3261c; min-height: 1.5em; }
</style></head>
<body><main>{blocks}</main>
<script>
const texts = {texts}, base = {base};
async function send(key, section) {
  let answer = { error: "error" };
  try {
    const reply = await fetch(base + "briscola/teacher", { method: "POST",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify({ key }) });
    answer = await reply.json();
  } catch (error) { /* the server could not be reached */ }
  if (answer.ok) { location.replace(base + "voila/render/{class_page}"); return; }
  // A key from the address is refused in every language shown; a typed one where it was typed.
  const where = section ? [section] : document.querySelectorAll("section");
  where.forEach((shown) => {
    const lang = shown.lang;
    shown.querySelector(".message").textContent = texts[lang][answer.error] || texts[lang].error;
  });
}
const fragment = new URLSearchParams(location.hash.slice(1));
history.replaceState(null, "", location.pathname);
if (fragment.get("key")) send(fragment.get("key"), null);
document.querySelectorAll("section").forEach((section) => {
  const field = section.querySelector(".key");
  const go = () => { if (field.value.trim()) send(field.value.trim(), section); };
  section.querySelector("button").addEventListener("click", go);
  field.addEventListener("keydown", (event) => { if (event.key === "Enter") go(); });
});
</script></body></html>
"""


class NotesHandler(tornado.web.RequestHandler):
    """``/briscola/notes``: what a page says when the server closed its kernel's socket, by
    the close's reason, in every language (the page template fetches it then)."""

    def get(self) -> None:
        notes = {"page_replaced": {"text": {code: t("page.replaced", code, most=PAGES_PER_LEARNER)
                                            for code in LANGUAGES},
                                   "reload": {code: t("page.reload", code) for code in LANGUAGES}}}
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(notes))


class PageKernelSpecs(KernelSpecManager):
    """The kernel specs, with Python's own started as ``briscola_teach.kernel``."""

    def get_kernel_spec(self, kernel_name: str) -> KernelSpec:
        spec = super().get_kernel_spec(kernel_name)
        if kernel_name.lower() == NATIVE_KERNEL_NAME and "ipykernel_launcher" in spec.argv:
            spec.argv = [sys.executable, "-m", "briscola_teach.kernel", "-f", "{connection_file}"]
        return spec


class LessonContents(LargeFileManager):
    """Voila's contents manager, without the notebooks' trust check. Voila runs every cell of a
    page itself and marks each output trusted (``voila.exporter``): a notebook's signature
    changes nothing here, and its check only logs "Notebook ... is not trusted" for every page
    a learner opens."""

    def mark_trusted_cells(self, nb: Any, path: str = "") -> None:
        self.notary.mark_cells(nb, True)


class FramingHeaders(tornado.web.OutputTransform):
    """Every answer of the server may be framed by its own pages only (Jupyter's handlers
    say so already; Voila's static files, and this module's, did not)."""

    def transform_first_chunk(self, status_code: int, headers: Any, chunk: bytes,
                              finishing: bool) -> tuple[int, Any, bytes]:
        policy = headers.get("Content-Security-Policy", "")
        if "frame-ancestors" not in policy:
            headers["Content-Security-Policy"] = "; ".join(
                part for part in (policy, "frame-ancestors 'self'") if part)
        if "X-Frame-Options" not in headers:
            headers["X-Frame-Options"] = "SAMEORIGIN"
        return status_code, headers, chunk


class ClassVoila(Voila):
    """Voila, each browser a learner (see the module's notes)."""

    new_learners_at_once = Int(NEW_LEARNERS_AT_ONCE, config=True,
                               help="New learners one client address may make at once.")
    new_learners_per_minute = Float(NEW_LEARNERS_PER_MINUTE, config=True,
                                    help="New learners one client address may make a minute, "
                                         "once those at once are used.")
    pages_at_once = Int(PAGES_AT_ONCE, config=True,
                        help="Pages made at once for one client address (the rest wait).")
    requests_at_once = Int(connections.REQUESTS_AT_ONCE, config=True,
                           help="Requests one client address may make at once.")
    requests_per_second = Float(connections.REQUESTS_PER_SECOND, config=True,
                                help="Requests one client address may make a second, once "
                                     "those at once are used (the rest wait).")

    def init_handlers(self) -> list:
        handlers = []
        ours = {TornadoVoilaHandler: LearnerPageHandler, VoilaKernelWebsocketHandler: PageSocket}
        for handler in super().init_handlers():
            handlers.append((handler[0], ours.get(handler[1], handler[1]), *handler[2:]))
        base = self.server_url.rstrip("/")
        own = [(base + "/briscola/login", LoginHandler),
               (base + "/briscola/teacher", TeacherKeyHandler),
               (base + "/briscola/logout", LogoutHandler),
               (base + "/briscola/notes", NotesHandler),
               (base + "/teacher", TeacherPageHandler)]
        return own + handlers

    def init_settings(self) -> dict:
        # The kernels learn who asks from these two headers only (set by LearnerPageHandler).
        self.voila_configuration.http_header_envs = [LEARNER_HEADER, TEACHER_HEADER]
        self.voila_configuration.kernel_spec_manager_class = PageKernelSpecs
        self.voila_configuration.multi_kernel_manager_class = PageKernels
        page_cache.install()
        settings = super().init_settings()
        settings["briscola_learner_of"] = learner_of
        self.contents_manager = settings["contents_manager"] = LessonContents(parent=self)
        settings["websocket_max_message_size"] = connections.MESSAGE_BYTES
        settings[connections.MESSAGE_BUDGET] = connections.message_budget()
        settings[PAGES_BEING_MADE] = Slots(self.pages_at_once, PAGES_WAITING)
        settings[NEW_LEARNERS] = TokenBucket(self.new_learners_at_once,
                                             self.new_learners_per_minute / 60)
        return settings

    def listen(self) -> None:
        """Voila's, on the bounded server of ``connections``, with every answer framed by
        this server's pages only and the log's repeats left out."""
        repeats = guard_loggers([self.log, *SERVER_LOGGERS])
        PeriodicCallback(repeats.report, 5000).start()
        self.app.add_transform(FramingHeaders)
        self.app.listen = functools.partial(
            connections.listen, self.app, log=self.log,
            requests=(self.requests_at_once, self.requests_per_second))
        super().listen()


main = ClassVoila.launch_instance

if __name__ == "__main__":
    main()
