"""The code blocks of docs/modes.md run, in order, as one script: the mode it writes is
registered, built, shown and played on a test table."""

from __future__ import annotations

import re
from pathlib import Path

from sgs.modes import MODES

DOC = Path(__file__).resolve().parents[2] / "docs" / "modes.md"


def test_modes_md_examples_run() -> None:
    code = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)
    assert len(code) >= 4
    ns: dict[str, object] = {"__name__": "docs_example"}
    try:
        for i, block in enumerate(code):
            exec(compile(block, f"docs/modes.md#block{i}", "exec", dont_inherit=True), ns)
        assert "pairs" in MODES
    finally:
        MODES.pop("pairs", None)
