"""``briscola-teach build-site OUT``: the whole course as a static website.

Every lesson becomes an app page (Voici: the notebook's outputs, no code showing) whose Python
runs in the learner's browser on Pyodide, in a JupyterLite kernel. Any web host serves the
folder (``python -m http.server -d OUT``, GitHub Pages); no kernel runs on a server.

The site is built from package registries only, and fetches nothing but its own files:
- the Pyodide runtime from the npm package ``pyodide`` (``npm pack``): it holds the core only;
- every wheel from PyPI (``pip download``), and the kernel's own small wheels from
  ``jupyterlite-pyodide-kernel``; ``pyodide-lock.json`` is written anew for exactly the wheels
  shipped (the npm lock names wheels it does not hold, with other hashes);
- this package as a wheel made from the installed package's files;
- every wheel with its byte code made ahead by Pyodide's own Python in Node.js (``compiled``):
  a page then imports without compiling, which saves about 3 s at every page load.

The build tools are the ``site`` extra (``pip install "briscola-teach[site]"``): Voici 0.9
with jupyterlite-pyodide-kernel 0.6.1 and Pyodide 0.27.6, the combination that works offline
(Voici 0.10 fails with the newer kernels). That Pyodide has no ``sqlite3``: progress is kept by
``progress.py``'s JSON store in the browser's IndexedDB there.

Downloads are kept in ``~/.cache/briscola_teach/site`` (``$BRISCOLA_SITE_CACHE``), so a second
build needs no network.
"""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Optional

from . import __version__
from .syllabus import CLASS_SERVER_PAGES
from .errors import InvalidOptionError

PACKAGE = Path(__file__).resolve().parent
SHARE = PACKAGE / "share" / "jupyter"
TEMPLATE = "briscola"

PYODIDE_VERSION = "0.27.6"
PYTHON_VERSION = "3.12"          # the Python inside that Pyodide
# The core files of the npm package the browser needs (no source maps, no type files).
PYODIDE_CORE = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm",
                "python_stdlib.zip", "package.json")
# Pure-Python wheels from PyPI, pinned: the widgets, IPython 9 (IPython 8 imports sqlite3,
# which this Pyodide lacks, and the kernel then dies without a word) and what they need.
# Left out on purpose: pexpect/ptyprocess (no processes in a browser), jupyterlab_widgets and
# widgetsnbextension (front-end files the page already has; the kernel ships a stand-in), jedi
# and parso (completion while typing code: an app page has no code to type; jedi alone is
# 4.9 MB and thousands of files to unpack as the page starts).
WHEELS = ("anywidget==0.11.0", "asttokens==3.0.2", "comm==0.2.3", "decorator==5.3.1",
          "executing==2.3.0", "ipython==9.12.0", "ipython_pygments_lexers==1.1.1",
          "ipywidgets==8.1.9", "matplotlib_inline==0.2.2", "micropip==0.9.0",
          "packaging==24.2", "prompt_toolkit==3.0.53", "psygnal==0.16.1",
          "pure_eval==0.2.4", "pygments==2.21.0", "stack_data==0.6.3", "traitlets==5.16.1",
          "typing_extensions==4.16.0", "wcwidth==0.9.4")
# The kernel's own wheels (in jupyterlite-pyodide-kernel's static/pypi folder).
KERNEL_WHEELS = ("ipykernel", "piplite", "pyodide_kernel", "widgetsnbextension-4")
# The kernel installs these by name when it starts; this Pyodide has neither ssl nor sqlite3,
# and the site leaves jedi out, so the lock names an empty stand-in for each (``import
# sqlite3`` still fails, as it should: progress.py then keeps its JSON store).
ABSENT = ("ssl", "sqlite3", "jedi")
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"


def cache_dir() -> Path:
    """Where downloads are kept between builds."""
    base = os.environ.get("BRISCOLA_SITE_CACHE")
    if base:
        return Path(base)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "briscola_teach" / "site"


def canonical(name: str) -> str:
    """A package's name as Pyodide's lock keys it: ``Stack_Data`` -> ``stack-data``."""
    return re.sub(r"[-_.]+", "-", name).lower()


# -- the build tools ---------------------------------------------------------------------------

def check_tools() -> Path:
    """The folder of the kernel's own wheels; a clear error if the build tools are missing."""
    try:
        import jupyterlite_pyodide_kernel  # noqa: F401
        import voici_core  # noqa: F401
    except ImportError:
        raise InvalidOptionError("building the site needs Voici and the Pyodide kernel: "
                                 "pip install \"briscola-teach[site]\"", "site_tools") from None
    prefix = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite" / \
        "pyodide-kernel-extension" / "static" / "pypi"
    if not prefix.is_dir():
        raise InvalidOptionError(f"no Pyodide kernel wheels at {prefix}: reinstall "
                                 "jupyterlite-pyodide-kernel", "site_tools")
    return prefix


# -- downloads -----------------------------------------------------------------------------------

def fetch_pyodide(cache: Path) -> Path:
    """The npm package ``pyodide`` (``npm pack``), unpacked once into the cache."""
    folder = cache / f"pyodide-{PYODIDE_VERSION}"
    if (folder / "pyodide.asm.wasm").exists():
        return folder
    npm = shutil.which("npm")
    if npm is None:
        raise InvalidOptionError("building the site needs npm (Node.js) to fetch the Pyodide "
                                 "runtime: install nodejs and npm", "npm")
    cache.mkdir(parents=True, exist_ok=True)
    subprocess.run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(cache),
                    "--silent"], check=True, stdout=subprocess.DEVNULL)
    archive = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    unpacked = cache / f"pyodide-{PYODIDE_VERSION}.partial"
    shutil.rmtree(unpacked, ignore_errors=True)
    unpacked.mkdir()
    with tarfile.open(archive) as tar:
        for member in tar.getmembers():
            name = member.name.removeprefix("package/")
            if member.isfile() and name in PYODIDE_CORE + ("pyodide-lock.json",):
                source = tar.extractfile(member)
                assert source is not None   # a regular file, as checked above
                with source:
                    (unpacked / name).write_bytes(source.read())
    unpacked.rename(folder)
    archive.unlink()
    return folder


def fetch_wheels(cache: Path) -> list[Path]:
    """The pinned wheels from PyPI (pure Python, for Pyodide's Python)."""
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    missing = [pin for pin in WHEELS if not _wheel_for(folder, pin)]
    if missing:
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet",
                        "--disable-pip-version-check", "--no-deps", "--only-binary=:all:",
                        "--python-version", PYTHON_VERSION, "--platform", "any",
                        "--implementation", "py", "--abi", "none", "-d", str(folder), *missing],
                       check=True)
    wheels = []
    for pin in WHEELS:
        found = _wheel_for(folder, pin)
        if found is None:
            raise InvalidOptionError(f"pip gave no wheel for {pin} in {folder}", "site_wheels")
        wheels.append(found)
    return wheels


def _wheel_for(folder: Path, pin: str) -> Optional[Path]:
    name, version = pin.split("==")
    for wheel in folder.glob("*.whl"):
        parts = wheel.name.split("-")
        if canonical(parts[0]) == canonical(name) and parts[1] == version:
            return wheel
    return None


def kernel_wheels(pypi: Path) -> list[Path]:
    wheels = []
    for prefix in KERNEL_WHEELS:
        found = sorted(pypi.glob(f"{prefix}*.whl"))
        if not found:
            raise InvalidOptionError(f"no {prefix} wheel in {pypi}", "site_tools")
        wheels.append(found[-1])
    return wheels


# -- wheels made here ---------------------------------------------------------------------------

def write_wheel(folder: Path, name: str, version: str, files: dict[str, bytes]) -> Path:
    """A minimal pure-Python wheel of ``files`` (path in the wheel -> content)."""
    dist = f"{name}-{version}.dist-info"
    files = dict(files)
    files[f"{dist}/METADATA"] = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode()
    files[f"{dist}/WHEEL"] = (b"Wheel-Version: 1.0\nGenerator: briscola_teach.site\n"
                              b"Root-Is-Purelib: true\nTag: py3-none-any\n")
    target = folder / f"{name}-{version}-py3-none-any.whl"
    zip_wheel(files, f"{dist}/RECORD", target)
    return target


def zip_wheel(files: dict[str, bytes], record: str, target: Path) -> None:
    """Write ``files`` as the wheel ``target``, with ``record`` (its RECORD) made for them."""
    rows = io.StringIO()
    writer = csv.writer(rows, lineterminator="\n")
    files = {name: data for name, data in files.items() if name != record}
    for name, data in sorted(files.items()):
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        writer.writerow([name, f"sha256={digest}", len(data)])
    writer.writerow([record, "", ""])
    files[record] = rows.getvalue().encode()
    partial = target.with_suffix(".partial")
    # A fixed date: the same files give the same wheel, so browsers keep their cached copy.
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in sorted(files.items()):
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    partial.replace(target)


def package_files() -> dict[str, bytes]:
    """This package's files for the browser: its code, scripts and styles (not the server's
    page templates, not caches)."""
    files = {}
    for path in sorted(PACKAGE.rglob("*")):
        relative = path.relative_to(PACKAGE)
        if (path.is_dir() or "__pycache__" in relative.parts or relative.parts[0] == "share"
                or path.suffix not in (".py", ".js", ".css", ".json")):
            continue
        files[f"briscola_teach/{relative.as_posix()}"] = path.read_bytes()
    return files


def own_wheels(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    wheels = [write_wheel(folder, "briscola_teach", __version__, package_files())]
    for name in ABSENT:
        wheels.append(write_wheel(folder, name, "0.0.0", {}))
    return wheels


# -- byte code made ahead ------------------------------------------------------------------------

# Byte-compiles every .py under a folder with Pyodide's own Python, in Node.js (the runtime's
# npm package runs there too): ``node -e SCRIPT CORE FOLDER``.
COMPILE_JS = """
const path = require("path");
const [core, folder] = process.argv.slice(1);
const { loadPyodide } = require(path.join(core, "pyodide.js"));
loadPyodide({ indexURL: core + "/" }).then((py) => {
  py.FS.mkdirTree("/work");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: folder }, "/work");
  py.runPython("import compileall, py_compile, warnings\\n"
    + "warnings.simplefilter('ignore')\\n"
    + "assert compileall.compile_dir('/work', quiet=1, workers=1, "
    + "invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)");
});
"""


def compiled(core: Path, wheels: list[Path], folder: Path) -> list[Path]:
    """The wheels as byte code of Pyodide's Python in place of their sources: a page would
    otherwise compile every module it imports, each time it loads, in WebAssembly (and the
    byte code is smaller to send than source and byte code both). Kept in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    todo = [w for w in wheels if not (folder / w.name).exists()]
    if todo:
        node = shutil.which("node")
        if node is None:
            raise InvalidOptionError("building the site needs Node.js (node) to byte-compile "
                                     "the wheels for Pyodide", "node")
        with tempfile.TemporaryDirectory(prefix="briscola-pyc-") as work:
            for wheel in todo:
                with zipfile.ZipFile(wheel) as archive:
                    archive.extractall(Path(work) / wheel.name)
            subprocess.run([node, "-e", COMPILE_JS, str(core.resolve()), work], check=True)
            for wheel in todo:
                repack(wheel, Path(work) / wheel.name, folder / wheel.name)
    return [folder / w.name for w in wheels]


def repack(original: Path, unpacked: Path, target: Path) -> None:
    """``original`` with each module's source replaced by its byte code from ``unpacked``
    (``x.py`` -> ``x.pyc``, which Python imports without a source), without the packages'
    own tests, and its RECORD anew."""
    with zipfile.ZipFile(original) as archive:
        files = {info.filename: archive.read(info) for info in archive.infolist()
                 if not info.is_dir() and "/tests/" not in info.filename}
    for pyc in unpacked.rglob("__pycache__/*.cpython-*.pyc"):
        module = pyc.name.split(".")[0]
        source = (pyc.parent.parent / f"{module}.py").relative_to(unpacked).as_posix()
        if source in files:
            del files[source]
            files[source + "c"] = pyc.read_bytes()
    record = next(name for name in files if name.endswith(".dist-info/RECORD"))
    zip_wheel(files, record, target)


# -- the lock ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Shipped:
    """A wheel the site ships, as the lock describes it."""

    name: str
    version: str
    file_name: str
    sha256: str
    imports: tuple[str, ...]


def describe(wheel: Path) -> Shipped:
    parts = wheel.name.split("-")
    with zipfile.ZipFile(wheel) as archive:
        tops = {n.split("/")[0] for n in archive.namelist()}
    imports = tuple(sorted(t.removesuffix(".py") for t in tops
                           if not t.endswith((".dist-info", ".data", ".pth"))))
    return Shipped(canonical(parts[0]), parts[1], wheel.name,
                   hashlib.sha256(wheel.read_bytes()).hexdigest(), imports)


def write_lock(core: Path, shipped: Iterable[Shipped], target: Path) -> None:
    """``pyodide-lock.json`` for exactly the wheels shipped: no dependencies between them (the
    page loads them all at once when Pyodide starts)."""
    info = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))["info"]
    packages = {s.name: {"name": s.name, "version": s.version, "file_name": s.file_name,
                         "install_dir": "site", "sha256": s.sha256, "package_type": "package",
                         "imports": list(s.imports), "depends": [], "unvendored_tests": False,
                         "shared_library": False}
                for s in shipped}
    target.write_text(json.dumps({"info": info, "packages": packages}, indent=1), encoding="utf-8")


def kernel_settings(shipped: Iterable[Shipped]) -> dict:
    """The kernel's settings: every shipped wheel loaded as Pyodide starts (the kernel then
    installs none by name), and never PyPI."""
    names = [s.name for s in shipped]
    # The kernel skips its own installs for the names it finds here, as it spells them.
    names += ["pyodide_kernel"]
    return {"disablePyPIFallback": True, "pipliteUrls": [],
            "loadPyodideOptions": {"packages": names}}


# -- the build -----------------------------------------------------------------------------------

def lessons_source(lessons: Optional[str] = None) -> Path:
    from .server import lessons_dir
    return lessons_dir(lessons)


def build_site(out: Path, lessons: Optional[str] = None, cache: Optional[Path] = None,
               quiet: bool = True) -> Path:
    """Build the course as a static site in ``out`` (made anew); returns ``out``."""
    out = Path(out).resolve()
    folder = lessons_source(lessons)
    cache = cache or cache_dir()
    pypi = check_tools()
    core = fetch_pyodide(cache)
    wheels = fetch_wheels(cache) + kernel_wheels(pypi)
    with tempfile.TemporaryDirectory(prefix="briscola-site-") as work:
        lite = Path(work)
        static = lite / "static" / "pyodide"
        static.mkdir(parents=True)
        for name in PYODIDE_CORE:
            shutil.copy2(core / name, static / name)
        wheels = compiled(core, wheels, cache / f"compiled-{PYODIDE_VERSION}")
        wheels += compiled(core, own_wheels(lite / "made"), lite / "compiled")
        shipped = []
        for wheel in wheels:
            shutil.copy2(wheel, static / wheel.name)
            shipped.append(describe(wheel))
        write_lock(core, shipped, static / "pyodide-lock.json")
        config = {"jupyter-lite-schema-version": 0,
                  "jupyter-config-data": {"appName": "Briscola",
                                          "litePluginSettings": {KERNEL_PLUGIN: kernel_settings(shipped)}}}
        (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=1), encoding="utf-8")
        contents = lite / "lessons"
        contents.mkdir()
        for notebook in sorted(folder.glob("*.ipynb")):
            if notebook.name not in CLASS_SERVER_PAGES:     # a class server's: no class here
                site_notebook(notebook, contents / notebook.name)
        if out.exists():
            shutil.rmtree(out)
        env = dict(os.environ)
        env["JUPYTER_PATH"] = os.pathsep.join(p for p in (str(SHARE), env.get("JUPYTER_PATH", "")) if p)
        command = [sys.executable, "-c", "from voici_core.app import main; main()", "build", "--lite-dir", str(lite),
                   "--contents", str(contents), "--output-dir", str(out),
                   f"--template={TEMPLATE}", "--no-sourcemaps", "--no-unused-shared-packages"]
        done = subprocess.run(command, cwd=lite, env=env, capture_output=quiet, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"the site build failed ({' '.join(command)}):\n"
                               f"{(done.stdout or '')[-3000:]}\n{(done.stderr or '')[-3000:]}")
    finish_pages(out)
    write_front_page(out)
    return out


# A first cell on every page of the site: progress is read from the browser's storage before
# the lesson's own cells show stars (progress.browser_ready). The notebooks stay as they are.
READY_CELL: dict[str, Any] = {"cell_type": "code", "execution_count": None, "id": "briscola-site-ready",
              "metadata": {}, "outputs": [],
              "source": ["from briscola_teach.progress import browser_ready\n",
                         "await browser_ready()"]}


def site_notebook(source: Path, target: Path) -> None:
    """A lesson as the site runs it: the lesson's cells after ``READY_CELL``."""
    notebook = json.loads(source.read_text(encoding="utf-8"))
    notebook["cells"] = [READY_CELL] + notebook["cells"]
    target.write_text(json.dumps(notebook, indent=1, ensure_ascii=False), encoding="utf-8")


def write_front_page(out: Path) -> None:
    """The site's address opens the course map (JupyterLite's own front page leads to a lab
    the site does not have)."""
    (out / "index.html").write_text(
        "<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>Briscola</title>\n"
        "<link rel='icon' href='data:;base64,='>\n"
        "<meta http-equiv='refresh' content='0; url=voici/render/00_index.html'></head>\n"
        "<body><a href='voici/render/00_index.html'>Briscola</a></body></html>\n",
        encoding="utf-8")


def finish_pages(out: Path) -> None:
    """Make every app page find the site's files from where it is: the kernel's Pyodide
    address is written relative to the site's root, but read relative to the page."""
    for page in (out / "voici").rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        found = re.search(r'"baseUrl": "([./]*)"', text)
        base = found.group(1) if found else "./"
        text = text.replace('"pyodideUrl": "./static/', f'"pyodideUrl": "{base}static/')
        page.write_text(text, encoding="utf-8")


def folder_bytes(folder: Path) -> int:
    return sum(path.stat().st_size for path in Path(folder).rglob("*") if path.is_file())


def describe_site(out: Path) -> str:
    """What was built and how to look at it."""
    pages = sorted((out / "voici" / "render").glob("*.html"))
    return (f"Built {len(pages)} pages in {out} ({folder_bytes(out) / 1e6:.0f} MB on disk).\n"
            f"Serve it with: python3 -m http.server -d {out} 8000\n"
            f"then open http://localhost:8000/ (the course map).")


__all__ = ["build_site", "cache_dir", "describe_site", "PYODIDE_VERSION", "WHEELS"]
