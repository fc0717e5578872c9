"""The Makefile's set-up (issue 8, item 3), run with stand-in Pythons: a wrong Python is
refused with a message, ``make play`` installs the runtime only and ``make test`` the
dev tools, and a ``.venv`` made by another Python version is made again."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="needs make")

# A stand-in for `python` of one version: answers the Makefile's version questions, makes
# a "venv" of itself (with stand-in sgs, ruff, mypy and pytest that only say they ran),
# and writes every `-m` it is asked to run (pip installs) to $CALLS.
FAKE = """#!/bin/sh
case "$1" in
  --version) echo "Python {version}.0" ;;
  -c) case "$2" in
        *sys.exit*) exit {refuse} ;;
        *) echo "{version}" ;;
      esac ;;
  -m) echo "$*" >> "$CALLS"
      if [ "$2" = venv ]; then
        mkdir -p "$3/bin" && cp "$0" "$3/bin/python"
        for tool in sgs ruff mypy pytest pip; do
          printf '#!/bin/sh\\necho "%s ran: $*"\\n' "$tool" > "$3/bin/$tool"
          chmod +x "$3/bin/$tool"
        done
      fi ;;
esac
"""


def fake_python(where: Path, version: str) -> Path:
    path = where / f"python{version}"
    refuse = 1 if tuple(map(int, version.split("."))) < (3, 11) else 0
    path.write_text(FAKE.format(version=version, refuse=refuse))
    path.chmod(0o755)
    return path


def make(tmp: Path, target: str, py: Path | str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CALLS": str(tmp / "calls.log")}
    env.pop("MAKEFLAGS", None)
    return subprocess.run(["make", "--no-print-directory", target, f"PY={py}"], cwd=tmp,
                          env=env, capture_output=True, text=True, timeout=60)


def calls(tmp: Path) -> list[str]:
    log = tmp / "calls.log"
    return log.read_text().splitlines() if log.exists() else []


@pytest.fixture
def project(tmp_path: Path) -> Path:
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path


def test_an_old_or_missing_python_is_refused_with_a_message(project: Path) -> None:
    res = make(project, "play", fake_python(project, "3.10"))
    assert res.returncode != 0
    assert "sgs needs Python 3.11 or newer" in res.stderr and "Python 3.10.0" in res.stderr
    assert "PY=python3.12" in res.stderr
    assert not (project / ".venv").exists()
    res = make(project, "test", project / "no-such-python")
    assert res.returncode != 0 and "not found" in res.stderr


def test_play_installs_the_runtime_and_test_the_dev_tools(project: Path) -> None:
    py = fake_python(project, "3.12")
    res = make(project, "play", py)
    assert res.returncode == 0, res.stderr
    assert "sgs ran: play" in res.stdout
    installs = [c for c in calls(project) if "pip install" in c and "-e" in c]
    assert installs == ["-m pip install -q -e ."]  # no [dev]: no mypy, pytest, ruff
    res = make(project, "test", py)
    assert res.returncode == 0, res.stderr
    assert calls(project)[-1] == "-m pip install -q -e .[dev]"
    assert "ruff ran" in res.stdout and "mypy ran" in res.stdout and "pytest ran" in res.stdout
    before = calls(project)
    assert make(project, "play", py).returncode == 0
    assert calls(project) == before  # the dev install has the runtime: nothing to do
    os.utime(project / "pyproject.toml", (1e10, 1e10))  # a newer pyproject: install again,
    assert make(project, "play", py).returncode == 0  # what playing needs
    assert calls(project)[-1] == "-m pip install -q -e ."


def test_a_venv_of_another_python_is_made_again(project: Path) -> None:
    assert make(project, "play", fake_python(project, "3.12")).returncode == 0
    res = make(project, "play", fake_python(project, "3.13"))
    assert res.returncode == 0, res.stderr
    assert ".venv was made by Python 3.12, not" in res.stdout and "(3.13)" in res.stdout
    venvs = [c for c in calls(project) if c.startswith("-m venv")]
    assert len(venvs) == 2
    (project / ".venv" / "bin" / "python").unlink()  # a broken .venv
    res = make(project, "play", fake_python(project, "3.13"))
    assert res.returncode == 0 and "making it again" in res.stdout
    assert len([c for c in calls(project) if c.startswith("-m venv")]) == 3


def test_serve_installs_the_server_extra_and_runs_sgs_serve(project: Path) -> None:
    py = fake_python(project, "3.12")
    res = make(project, "serve", py)
    assert res.returncode == 0, res.stderr
    assert "sgs ran: serve" in res.stdout
    installs = [c for c in calls(project) if "pip install" in c and "-e" in c]
    assert installs == ["-m pip install -q -e .[server]"]
    assert make(project, "test", py).returncode == 0
    before = calls(project)
    assert make(project, "serve", py).returncode == 0
    assert calls(project) == before  # the dev install has the server: nothing to do
