"""A memory snapshot of the Python runtime with skrules already imported, made at build time.

Starting Pyodide runs Python's start-up and Pyodide's own imports (some 190 modules): about five
seconds on two busy cores, every time the page opens. A snapshot of the runtime's memory taken once
that is done, and skrules imported and warmed by a few requests, starts in about one second instead.
The docs build makes it with Node (``node``, which ``npm ci --prefix web`` already needs) from the
very runtime and ``skrules.zip`` it copies into the site, as ``_static/pyodide/snapshot.bin.gz``
(gzipped: 31 MB of memory is 6 MB to download and to keep offline; the page unzips it with the
browser's own ``DecompressionStream``). The worker falls back to an ordinary start when the file is
missing (no Node on the build machine).

The snapshot is only valid for the runtime and the package it was made with, so its name records a
hash of both (``snapshot.key``), and a build whose inputs have not changed keeps the file it has.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

from .files import write_bytes, write_text

SNAPSHOT = "snapshot.bin.gz"
_KEY = "snapshot.key"
# Requests that import and warm what a verdict, a question and a translation need, before the snapshot.
_WARM = (
    {"cards": ["Ann=mermaid", "Ben=sk", "Cat=rosie"], "lang": "fr"},
    {"cards": ["Ann=rosie", "Ben=sk", "Cat=mermaid"], "why": "Ben", "what_if": "Ben=escape", "lang": "zh"},
    {"cards": ["g3", "b5", "kraken", "p7"], "hands": ["P1=g3,g9"], "edition": "2021", "abilities": True},
    {"cards": ["sk", "sk"]},
)
_SCRIPT = """\
import { readFileSync, writeFileSync } from "node:fs";
const [runtime, zip, out, warm] = process.argv.slice(2);
const parent = process.ppid;  // the build that started this: should it die, this ends too
setInterval(() => { if (process.ppid !== parent) process.exit(1); }, 500).unref();
const { loadPyodide } = await import(runtime + "/pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: runtime + "/", _makeSnapshot: true });
pyodide.unpackArchive(new Uint8Array(readFileSync(zip)), "zip", { extractDir: "/home/pyodide/site" });
pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/site'); import skrules.web");
const respond = pyodide.pyimport("skrules.web").respond;
for (const request of JSON.parse(warm)) respond(JSON.stringify(request));
respond.destroy();
writeFileSync(out, pyodide.makeMemorySnapshot());
"""


def _key(runtime: Path, package_zip: Path) -> str:
    digest = hashlib.sha256()
    for path in (runtime / "pyodide.asm.wasm", runtime / "python_stdlib.zip", package_zip):
        digest.update(path.read_bytes())
    return digest.hexdigest()


def make_snapshot(runtime: Path, package_zip: Path) -> str:
    """Write ``runtime/snapshot.bin.gz`` unless an up-to-date one is there; says what happened, for the log."""
    target, key_file = runtime / SNAPSHOT, runtime / _KEY
    key = _key(runtime, package_zip)
    if target.is_file() and key_file.is_file() and key_file.read_text() == key:
        return "runtime snapshot up to date"
    target.unlink(missing_ok=True)
    node = shutil.which("node")
    if node is None:
        return "no runtime snapshot: node is not installed, so Settle it starts the slower way"
    with tempfile.TemporaryDirectory() as tmp:
        script, memory = Path(tmp) / "snapshot.mjs", Path(tmp) / "snapshot.bin"
        script.write_text(_SCRIPT, encoding="utf-8")
        argv = [node, str(script), runtime.as_posix(), str(package_zip), str(memory), json.dumps(_WARM)]
        try:
            done = subprocess.run(argv, capture_output=True, text=True, timeout=300, check=False)
        except (OSError, subprocess.TimeoutExpired) as err:
            return f"no runtime snapshot: {err}"
        if done.returncode != 0 or not memory.is_file():
            return f"no runtime snapshot: node exited with {done.returncode}: {done.stderr.strip()[-300:]}"
        write_bytes(target, gzip.compress(memory.read_bytes(), compresslevel=6, mtime=0))
    write_text(key_file, key)
    return f"runtime snapshot written ({target.stat().st_size // 1_000_000} MB)"
