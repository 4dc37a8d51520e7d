"""A private package index and git server on 127.0.0.1 that demands HTTP basic auth.

What the authenticated-build tests need from "a private host", built from the standard
library and ``git http-backend``, with no network:

- ``/simple/`` and ``/simple/<project>/``: a PEP 503 index of the files put in ``files/``;
- ``/files/<name>``: the files themselves (direct wheel URLs);
- ``/git/<repo>.git/...``: git's smart HTTP protocol, served by ``git http-backend`` (CGI).

Every request without a valid ``Authorization: Basic`` header gets 401 with a
``WWW-Authenticate`` challenge (what makes pip and git look for credentials). Every request
is logged with the username it carried, so tests can tell which username arrived, and that
a token was sent at all.

The files are made here too: ``make_wheel`` writes a pure-Python wheel by hand (METADATA,
WHEEL, RECORD and the modules), and ``make_backend_project`` a source tree whose in-tree
PEP 517 backend builds one without any download.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import hashlib
import html
import os
import re
import shutil
import subprocess
import threading
import zipfile
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

REALM = "component-kit private index"


# --------------------------------------------------------------------------- files


def _record_hash(data: bytes) -> str:
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def make_wheel(directory: Path, name: str, version: str, files: Mapping[str, str]) -> Path:
    """A pure-Python ``py3-none-any`` wheel holding ``files`` (archive path -> text)."""
    dist = re.sub(r"[-_.]+", "_", name)
    info = f"{dist}-{version}.dist-info"
    contents: dict[str, bytes] = {path: text.encode("utf-8") for path, text in files.items()}
    contents[f"{info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        "Summary: test package of component-kit\n"
    ).encode()
    contents[f"{info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: component-kit-tests\nRoot-Is-Purelib: true\n"
        b"Tag: py3-none-any\n"
    )
    record = "".join(f"{path},{_record_hash(data)},{len(data)}\n" for path, data in contents.items())
    record += f"{info}/RECORD,,\n"
    contents[f"{info}/RECORD"] = record.encode()
    directory.mkdir(parents=True, exist_ok=True)
    wheel = directory / f"{dist}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, data in contents.items():
            # Fixed timestamps: the same inputs make the same bytes.
            archive.writestr(zipfile.ZipInfo(path, (2020, 1, 1, 0, 0, 0)), data)
    return wheel


# An in-tree PEP 517 backend (standard library only): builds a wheel of one module recording
# the SHA-256 of the build-time variables CK_BUILD_PROBE and NO_PROXY, so a test can prove
# that the dependency step saw a value without that value entering the image.
_BACKEND = '''\
"""In-tree build backend of a component-kit test package: standard library only."""
import base64, hashlib, os, zipfile

NAME = {name!r}
VERSION = {version!r}


def _hash(data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode()


def get_requires_for_build_wheel(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    probes = {{
        name: hashlib.sha256(os.environ.get(name, "").encode()).hexdigest()
        for name in ("CK_BUILD_PROBE", "NO_PROXY")
    }}
    module = "PROBES = %r\\nSOURCE = 'git'\\n" % probes
    info = NAME + "-" + VERSION + ".dist-info"
    files = {{
        NAME + ".py": module.encode(),
        info + "/METADATA": ("Metadata-Version: 2.1\\nName: %s\\nVersion: %s\\n" % (NAME, VERSION)).encode(),
        info + "/WHEEL": b"Wheel-Version: 1.0\\nGenerator: ck\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n",
    }}
    record = "".join("%s,%s,%d\\n" % (p, _hash(d), len(d)) for p, d in files.items())
    files[info + "/RECORD"] = (record + info + "/RECORD,,\\n").encode()
    wheel = NAME + "-" + VERSION + "-py3-none-any.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w") as archive:
        for path, data in files.items():
            archive.writestr(path, data)
    return wheel
'''


def make_backend_project(directory: Path, name: str, version: str) -> Path:
    """A source tree (pyproject.toml + in-tree backend) that builds ``name`` offline."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "pyproject.toml").write_text(
        "[build-system]\n"
        "requires = []\n"
        'build-backend = "ck_backend"\n'
        'backend-path = ["."]\n\n'
        "[project]\n"
        f'name = "{name}"\n'
        f'version = "{version}"\n',
        encoding="utf-8",
    )
    (directory / "ck_backend.py").write_text(
        _BACKEND.format(name=name, version=version), encoding="utf-8"
    )
    return directory


def _git(*args: str, cwd: Path | None = None) -> None:
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(cwd or "/"),
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_AUTHOR_NAME": "ck",
        "GIT_AUTHOR_EMAIL": "ck@example.invalid",
        "GIT_COMMITTER_NAME": "ck",
        "GIT_COMMITTER_EMAIL": "ck@example.invalid",
        "GIT_AUTHOR_DATE": "2020-01-01T00:00:00Z",
        "GIT_COMMITTER_DATE": "2020-01-01T00:00:00Z",
    }
    subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True, timeout=60)


def make_git_repo(source: Path, bare: Path) -> Path:
    """Commit ``source`` (a directory) into a new bare repository ``bare``."""
    _git("init", "-q", "-b", "main", str(source))
    _git("add", "-A", cwd=source)
    _git("commit", "-q", "-m", "package", cwd=source)
    _git("clone", "-q", "--bare", str(source), str(bare))
    return bare


def git_available() -> bool:
    return shutil.which("git") is not None


# -------------------------------------------------------------------------- server


@dataclass(frozen=True)
class Seen:
    """One request as the server saw it. ``username`` is None without a Basic header."""

    method: str
    path: str
    username: str | None
    status: int


class PrivateIndex:
    """The server. Use as a context manager; ``url`` is ``http://127.0.0.1:PORT``.

    ``tokens`` are accepted with any username, like a personal-access-token host; the
    username is logged all the same.
    """

    def __init__(self, root: Path, *, tokens: Iterable[str] = ()) -> None:
        self.root = root
        self.files = root / "files"
        self.git_root = root / "git"
        self.files.mkdir(parents=True, exist_ok=True)
        self.git_root.mkdir(parents=True, exist_ok=True)
        self.tokens = set(tokens)
        self._seen: list[Seen] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle ---------------------------------------------------------------------------

    def start(self) -> PrivateIndex:
        handler = type("Handler", (_Handler,), {"index": self})
        server = _Server(("127.0.0.1", 0), handler)
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=10)
            self._thread = None

    def __enter__(self) -> PrivateIndex:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        assert self._server is not None, "the server is not running"
        return int(self._server.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    # -- what it saw -------------------------------------------------------------------------

    def record(self, seen: Seen) -> None:
        with self._lock:
            self._seen.append(seen)

    @property
    def seen(self) -> list[Seen]:
        with self._lock:
            return list(self._seen)

    def clear(self) -> None:
        with self._lock:
            self._seen.clear()

    def usernames(self) -> set[str]:
        """Usernames that came with an accepted token."""
        return {s.username for s in self.seen if s.username is not None and s.status < 400}

    def authorized(self, username: str | None, token: str | None) -> bool:
        return username is not None and token is not None and token in self.tokens


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        pass  # a client hanging up early (uv does, after a 401) is no failure of the test


def _credentials(header: str | None) -> tuple[str | None, str | None]:
    if not header or not header.lower().startswith("basic "):
        return None, None
    try:
        decoded = base64.b64decode(header[6:].strip(), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None, None
    username, sep, token = decoded.partition(":")
    return username, token if sep else None


def _page(title: str, links: list[tuple[str, str]]) -> bytes:
    body = "".join(f'<a href="{html.escape(h)}">{html.escape(t)}</a><br>\n' for h, t in links)
    return (
        f'<!DOCTYPE html>\n<html><head><meta name="pypi:repository-version" content="1.0">'
        f"<title>{html.escape(title)}</title></head><body>\n{body}</body></html>\n"
    ).encode()


class _Handler(BaseHTTPRequestHandler):
    index: PrivateIndex
    protocol_version = "HTTP/1.1"
    server_version = "ck-private-index"

    def log_message(self, format: str, *args: object) -> None:
        pass  # the test reads ``seen`` instead

    def do_GET(self) -> None:
        self._handle()

    def do_HEAD(self) -> None:
        self._handle()

    def do_POST(self) -> None:
        self._handle()

    def _body(self) -> bytes:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            chunks = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    break
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
            return b"".join(chunks)
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def _send(self, status: int, body: bytes, content_type: str = "text/html",
              headers: Mapping[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _handle(self) -> None:
        body = self._body() if self.command == "POST" else b""
        split = urlsplit(self.path)
        path = unquote(split.path)
        username, token = _credentials(self.headers.get("Authorization"))
        if not self.index.authorized(username, token):
            self.index.record(Seen(self.command, path, username, 401))
            self._send(
                401,
                b"401 Unauthorized: credentials required\n",
                "text/plain",
                {"WWW-Authenticate": f'Basic realm="{REALM}"'},
            )
            return
        status = self._route(path, split.query, body, username)
        self.index.record(Seen(self.command, path, username, status))

    def _route(self, path: str, query: str, body: bytes, username: str | None) -> int:
        files = self.index.files
        if path in ("/simple", "/simple/"):
            names = sorted({normalize(f.name.split("-")[0]) for f in files.iterdir()})
            self._send(200, _page("Simple index", [(f"{n}/", n) for n in names]))
            return 200
        match = re.fullmatch(r"/simple/([^/]+)/?", path)
        if match:
            project = normalize(match[1])
            links = [
                (f"../../files/{f.name}#sha256={hashlib.sha256(f.read_bytes()).hexdigest()}",
                 f.name)
                for f in sorted(files.iterdir())
                if normalize(f.name.split("-")[0]) == project
            ]
            if not links:
                self._send(404, b"no such project\n", "text/plain")
                return 404
            self._send(200, _page(f"Links for {project}", links))
            return 200
        match = re.fullmatch(r"/files/([^/]+)", path)
        if match and (files / match[1]).is_file():
            self._send(200, (files / match[1]).read_bytes(), "application/octet-stream")
            return 200
        if path.startswith("/git/"):
            return self._git(path[len("/git"):], query, body, username or "")
        self._send(404, b"not found\n", "text/plain")
        return 404

    def _git(self, path_info: str, query: str, body: bytes, username: str) -> int:
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "GIT_PROJECT_ROOT": str(self.index.git_root),
            "GIT_HTTP_EXPORT_ALL": "1",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": os.devnull,
            "REQUEST_METHOD": self.command,
            "PATH_INFO": path_info,
            "QUERY_STRING": query,
            "CONTENT_TYPE": self.headers.get("Content-Type", ""),
            "CONTENT_LENGTH": str(len(body)),
            "REMOTE_USER": username,
            "REMOTE_ADDR": "127.0.0.1",
            "GATEWAY_INTERFACE": "CGI/1.1",
            "SERVER_PROTOCOL": "HTTP/1.1",
        }
        for header in ("Content-Encoding", "Git-Protocol"):
            if self.headers.get(header):
                env["HTTP_" + header.upper().replace("-", "_")] = self.headers[header]
        proc = subprocess.run(
            ["git", "http-backend"], input=body, env=env, capture_output=True, timeout=120,
            check=False,
        )
        head, sep, payload = proc.stdout.partition(b"\r\n\r\n")
        if not sep:
            head, sep, payload = proc.stdout.partition(b"\n\n")
        status = 200
        headers: dict[str, str] = {}
        for line in head.decode("latin-1").splitlines():
            key, _, value = line.partition(":")
            if key.lower() == "status":
                status = int(value.strip().split()[0])
            elif key:
                headers[key.strip()] = value.strip()
        if proc.returncode != 0 and not sep:
            self._send(500, proc.stderr or b"git http-backend failed\n", "text/plain")
            return 500
        headers.pop("Content-Length", None)
        content_type = headers.pop("Content-Type", "application/octet-stream")
        self._send(status, payload, content_type, headers)
        return status


@contextlib.contextmanager
def serving(root: Path, **kwargs: object) -> Iterator[PrivateIndex]:
    """Start a ``PrivateIndex``; it stops when the block ends, also on failure."""
    server = PrivateIndex(root, **kwargs)  # type: ignore[arg-type]
    server.start()
    try:
        yield server
    finally:
        server.stop()
