// Settle it: the Python runtime and skrules, loaded once in this module worker so that the page stays
// responsive while the runtime starts. The page starts this worker while it is still being read.
// Messages in: {id, request} (a JSON string for skrules.web.respond); out: {id, reply} (its JSON string)
// or {id, error} when the runtime failed; {id: 0, progress, step, steps} says what is loading, {id: 0, ready} that it is done.
//
// The quick start: the build's memory snapshot of the runtime with skrules already imported
// (_static/pyodide/snapshot.bin.gz, skrules.sphinx_snapshot) starts in about a second; without it, Python
// starts the ordinary way, five seconds or so. Everything is fetched at once, before it is needed.

const here = new URL(".", import.meta.url); // _static/settle/
// Each step in the page's words (its English, which the page says in the language chosen), numbered.
const progress = (text, step) => self.postMessage({ id: 0, progress: text, step, steps: 3 });
const bytes = (name) => fetch(new URL(name, here)).then((r) => (r.ok ? r.arrayBuffer() : null), () => null);
// The snapshot is gzipped; a host that serves it with Content-Encoding: gzip has unzipped it already.
const gunzipped = async (buffer) => {
  if (!buffer || new Uint8Array(buffer, 0, 2).join() !== "31,139") return buffer;
  const stream = new Blob([buffer]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
};

const ready = (async () => {
  progress("Getting the rules ready: the first time takes a few seconds; after that it works offline.", 1);
  const snapshot = bytes("../pyodide/snapshot.bin.gz").then(gunzipped);
  const zip = bytes("../skrules.zip");
  let loadPyodide;
  try {
    // A dynamic import, so that a build without the runtime gets a message instead of a dead worker.
    ({ loadPyodide } = await import(new URL("../pyodide/pyodide.mjs", here).href));
  } catch (err) {
    throw new Error("the Python runtime is not part of this build: run 'npm ci --prefix web', then build the site again");
  }
  const memory = await snapshot;
  progress(memory ? "Starting the rules…" : "Starting the rules (a few seconds)…", 2);
  const options = { indexURL: new URL("../pyodide/", here).href, packages: [] };
  const pyodide = await loadPyodide(memory ? { ...options, _loadSnapshot: memory } : options);
  progress("Almost ready…", 3);
  const archive = await zip;
  if (!archive) throw new Error("skrules.zip could not be loaded");
  pyodide.unpackArchive(archive, "zip", { extractDir: "/home/pyodide/site" });
  // A snapshot has skrules imported already; the files are there for what it imports later.
  pyodide.runPython("import sys\nif '/home/pyodide/site' not in sys.path: sys.path.insert(0, '/home/pyodide/site')\nimport skrules.web");
  return pyodide.pyimport("skrules.web").respond;
})();

self.onmessage = async (event) => {
  const { id, request } = event.data;
  try {
    const respond = await ready;
    self.postMessage({ id, reply: respond(request) });
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
};

// Announce readiness (or the failure) without waiting for a first request.
ready.then(
  () => self.postMessage({ id: 0, ready: true }),
  (err) => self.postMessage({ id: 0, error: String(err && err.message ? err.message : err) }),
);
