"""The code examples of docs/testing.md run as they are written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[2] / "docs"


def blocks(name: str) -> list[str]:
    text = (DOCS / name).read_text(encoding="utf-8")
    return re.findall(r"```python\n(.*?)```", text, flags=re.S)


@pytest.mark.parametrize("i", range(len(blocks("testing.md"))))
def test_testing_md_examples_run(i: int) -> None:
    """Each python block of docs/testing.md runs without error (its asserts hold)."""
    code = blocks("testing.md")[i]
    exec(compile(code, f"docs/testing.md#block{i}", "exec"), {"__name__": "docs_example"})


def test_testing_md_has_examples() -> None:
    assert len(blocks("testing.md")) >= 3


def test_new_set_md_examples_run() -> None:
    """The python blocks of docs/new-set.md run in order, in one namespace: the set
    they register is played by the rule test that follows."""
    from sgs import packs

    code = blocks("new-set.md")
    assert len(code) >= 2
    ns: dict[str, object] = {"__name__": "docs_example"}
    try:
        for i, block in enumerate(code):
            exec(compile(block, f"docs/new-set.md#block{i}", "exec"), ns)
        assert packs.SETS["mine"] == ("standard", "honglou", "mine")
    finally:
        packs.PACKS.pop("mine", None)
        packs.SETS.pop("mine", None)
