"""Sphinx extension that makes the built site an installable app that works offline.

Add ``"skrules.sphinx_offline"`` to the extensions to get, in an HTML build:

- on every page, a link to ``manifest.webmanifest`` (name, icons, ``start_url`` *Settle it*,
  ``display: standalone``), so that a phone can add the site to its home screen, and a script that
  registers the service worker (Settle it registers it itself, once its runtime has started, so
  that caching the site does not slow its first verdict);
- ``_static/icons/icon-192.png`` and ``icon-512.png``, drawn here (a skull on the rulebook's
  colour), so the build needs no image tool;
- ``sw.js`` at the root: a service worker that caches the whole built site on the first visit
  (every page, style, script, the Python runtime and the skrules package), its list read from the
  build output, so that the FAQ, a rule's anchor or a verdict are there with no network. Online it
  asks the server first, so that a reload after a new version is deployed shows it; its cache is named
  after the skrules version and a hash of what it caches: a rebuild that changes anything replaces the
  visitors' cache instead of keeping the old one.
"""

from __future__ import annotations

import hashlib
import json
import struct
import zlib
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

from . import __version__
from .files import write_bytes, write_text

ICON_SIZES = (192, 512)
MANIFEST = "manifest.webmanifest"
THEME = (0x1B, 0x2A, 0x41)  # the icon's background and the browser's bar: a deep sea blue
_BONE = (0xF4, 0xEF, 0xE1)
_SKIPPED = (".buildinfo", "sw.js", "objects.inv", "_static/pyodide/snapshot.key")


def png(size: int) -> bytes:
    """The app icon as a PNG of ``size`` pixels square: a skull inside the safe zone of a maskable icon."""
    raw = bytearray()
    for y in range(size):
        raw.append(0)  # no filter on this row
        for x in range(size):
            raw += bytes(_pixel((x + 0.5) / size, (y + 0.5) / size))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
        + chunk(b"IEND", b"")
    )


def _pixel(x: float, y: float) -> tuple[int, int, int]:
    """The colour at (x, y), both from 0 to 1: a round skull, its jaw, two eyes and a nose."""

    def inside(cx: float, cy: float, r: float) -> bool:
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r

    eye = inside(0.4, 0.45, 0.075) or inside(0.6, 0.45, 0.075)
    nose = 0.56 <= y <= 0.62 and abs(x - 0.5) <= (y - 0.56) * 0.5
    teeth = 0.66 <= y <= 0.74 and any(abs(x - t) < 0.008 for t in (0.44, 0.5, 0.56))
    bone = inside(0.5, 0.44, 0.25) or (0.37 <= x <= 0.63 and 0.5 <= y <= 0.74)
    return _BONE if bone and not (eye or nose or teeth) else THEME


def manifest() -> dict[str, Any]:
    colour = "#{:02x}{:02x}{:02x}".format(*THEME)
    icons = [
        {"src": f"_static/icons/icon-{n}.png", "sizes": f"{n}x{n}", "type": "image/png", "purpose": "any maskable"}
        for n in ICON_SIZES
    ]
    return {
        "name": "skrules: Skull King rules",
        "short_name": "skrules",
        "description": "Settle a Skull King trick at the table: who wins, why, and the rule that says so.",
        "start_url": "settle.html",
        "scope": "./",
        "display": "standalone",
        "background_color": colour,
        "theme_color": colour,
        "icons": icons,
    }


def _head(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    """The manifest, the icon and the service worker's registration, in every page's head."""
    root = "../" * pagename.count("/")
    colour = "#{:02x}{:02x}{:02x}".format(*THEME)
    context["metatags"] = context.get("metatags", "") + (
        f'\n<link rel="manifest" href="{root}{MANIFEST}">'
        f'\n<link rel="icon" type="image/png" href="{root}_static/icons/icon-192.png">'
        f'\n<link rel="apple-touch-icon" href="{root}_static/icons/icon-192.png">'
        f'\n<meta name="theme-color" content="{colour}">'
        f'\n<script>if ("serviceWorker" in navigator && location.protocol.startsWith("http")) '
        f'addEventListener("load", () => {{ if (!document.getElementById("settle-form")) '
        f'navigator.serviceWorker.register("{root}sw.js").catch(() => {{}}); }});</script>'
    )


def precache_list(out: Path) -> list[str]:
    """Every file of the built site a visitor may need, relative to its root, the pages first."""
    found = [p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()]
    kept = [f for f in found if f not in _SKIPPED and not f.startswith(("_sources/", ".doctrees/"))]
    return sorted(kept, key=lambda f: (not f.endswith(".html"), f))


def _write_files(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    out = Path(app.outdir)
    icons = out / "_static" / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    for n in ICON_SIZES:
        target = icons / f"icon-{n}.png"
        if not target.is_file():  # the drawing never changes between builds: drawn once per output folder
            write_bytes(target, png(n))
    write_text(out / MANIFEST, json.dumps(manifest(), indent=2) + "\n")
    precache = precache_list(out)
    digest = hashlib.sha256()
    for path in precache:
        digest.update(path.encode() + b"\0" + (out / path).read_bytes())
    cache = f"skrules-{__version__}-{digest.hexdigest()[:12]}"
    script = _SERVICE_WORKER.replace("__CACHE__", json.dumps(cache)).replace("__PRECACHE__", json.dumps(precache))
    write_text(out / "sw.js", script)


# The service worker at the site's root, so that its scope covers every page. Network first: online, every
# file is asked of the server (revalidated, so a copy the browser's own cache holds is used only while the
# server says it is current), and the answer kept; offline, or with a network slower to answer than WAIT_MS,
# the copy cached is served. A reload after a new version is deployed shows the new version, its pages, styles,
# scripts and package alike, never the old page with the new files nor the new page with the old. Installing a
# build caches the whole site under a cache named after it (revalidated too: a stale copy from the browser's
# cache is not taken for the new file), and the caches of earlier builds go once it is active.
_SERVICE_WORKER = """\
// Generated by the docs build (skrules.sphinx_offline): the whole site, offline after the first visit.
const CACHE = __CACHE__;
const PRECACHE = __PRECACHE__;
const WAIT_MS = 4000; // a network slower than this to answer is as good as none: the cached copy is served
const scope = (path) => new URL(path, self.registration.scope).pathname;
const PRECACHED = new Set(PRECACHE.map(scope));

self.addEventListener("install", (event) => {
  const fresh = PRECACHE.map((path) => new Request(path, { cache: "no-cache" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(fresh)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  // Drop the caches of earlier builds, then serve the open pages at once.
  event.waitUntil(
    caches.keys()
      .then((keys) => keys.filter((key) => key.startsWith("skrules-") && key !== CACHE))
      .then((old) => Promise.all(old.map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  const path = url.pathname.endsWith("/") ? url.pathname + "index.html" : url.pathname;
  // A file of the site is kept under its path (a style's ?v=... aside), anything else as asked.
  const key = PRECACHED.has(path) ? new URL(path, url).href : request;
  event.respondWith(networkFirst(new Request(request, { cache: "no-cache" }), key));
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  const asked = fetch(request).then((response) => {
    // kept for offline use; with the device's storage full, the copy cached stays as it was
    if (response.ok && response.type === "basic") cache.put(key, response.clone()).catch(() => {});
    return response;
  });
  const cached = () => cache.match(key, { ignoreSearch: true });
  const late = new Promise((resolve) => setTimeout(resolve, WAIT_MS, "late"));
  try {
    const first = await Promise.race([asked, late]);
    if (first !== "late") return first;
    return (await cached()) ?? (await asked); // slow: the copy cached, or the network's answer when none is
  } catch (err) {
    const hit = await cached(); // offline
    if (hit) return hit;
    throw err;
  }
}
"""


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("html-page-context", _head)
    app.connect("build-finished", _write_files, priority=900)  # after the other extensions wrote their files
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
