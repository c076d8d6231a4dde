"""Building the site without the npm package ``pyodide`` (``skrules.sphinx_settle``): the build goes on, and
says where the runtime was looked for and how to install it, rather than leaving *Settle it* silently unable
to start."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from skrules.sphinx_settle import _write_site_files


def test_a_site_built_without_the_runtime_says_how_to_add_it(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """The site's package is still zipped for the page; no runtime is copied, and the build says so."""
    app = SimpleNamespace(
        builder=SimpleNamespace(format="html"),
        outdir=str(tmp_path / "html"),
        confdir=str(tmp_path / "docs"),
        config=SimpleNamespace(settle_runtime="../web/node_modules/pyodide"),
    )
    with caplog.at_level("INFO"):
        _write_site_files(app, None)  # type: ignore[arg-type]  # what the hook reads of a Sphinx app
    assert (tmp_path / "html" / "_static" / "skrules.zip").is_file()
    assert not (tmp_path / "html" / "_static" / "pyodide").exists()
    said = caplog.text
    assert f"no Python runtime at {tmp_path / 'web' / 'node_modules' / 'pyodide'}" in said
    assert "npm ci --prefix web" in said
