// Settle it: the Python runtime and skrules, loaded once in this module worker so that the page stays
// responsive while the ~10 MB runtime starts. Messages in: {id, request} (a JSON string for
// skrules.web.respond); out: {id, reply} (its JSON string) or {id, error} when the runtime failed.

const here = new URL(".", import.meta.url); // _static/settle/

const ready = (async () => {
  let loadPyodide;
  try {
    // A dynamic import, so that a build without the runtime gets a message instead of a dead worker.
    ({ loadPyodide } = await import(new URL("../pyodide/pyodide.mjs", here).href));
  } catch (err) {
    throw new Error("the Python runtime is not part of this build: run 'npm ci --prefix web', then build the site again");
  }
  const pyodide = await loadPyodide({ indexURL: new URL("../pyodide/", here).href });
  const zip = await fetch(new URL("../skrules.zip", here));
  if (!zip.ok) throw new Error(`skrules.zip: HTTP ${zip.status}`);
  pyodide.unpackArchive(await zip.arrayBuffer(), "zip", { extractDir: "/home/pyodide/site" });
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/site'); import skrules.web");
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
