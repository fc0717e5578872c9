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


def test_protocol_md_shows_every_request_kind_with_its_current_fields() -> None:
    """docs/protocol.md has one example per request kind, with the fields to_json gives."""
    import json

    from sgs.core.requests import (
        ActOption,
        ArrangeRequest,
        ChooseCardOfRequest,
        ChooseCardsRequest,
        ChooseOptionRequest,
        ChoosePlayersRequest,
        ConfirmRequest,
        DistributeRequest,
        PlayRequest,
        RespondRequest,
    )

    text = (DOCS / "protocol.md").read_text(encoding="utf-8")
    examples = {d["kind"]: d for d in
                (json.loads(b) for b in re.findall(r"```json\n(.*?)```", text, flags=re.S))}
    fresh = [PlayRequest(0, "p"), RespondRequest(0, "p"), ChooseCardsRequest(0, "p", cards=[1]),
             ChooseCardOfRequest(0, "p", hand_count=1), ChoosePlayersRequest(0, "p", seats=[1]),
             ChooseOptionRequest(0, "p", options=["a"]), ConfirmRequest(0, "p"),
             ArrangeRequest(0, "p", cards=[1]), DistributeRequest(0, "p", cards=[1], seats=[1])]
    for req in fresh:
        assert set(examples[req.kind]) == set(req.to_json()), req.kind
    assert set(examples) == {req.kind for req in fresh}
    # and each option of the play and respond examples has an option's fields
    option = PlayRequest(0, "p", options=[ActOption("card:1", "slash", fixed_cards=(1,))])
    fields = set(option.to_json()["options"][0])
    for kind in ("play", "respond"):
        assert examples[kind]["options"]
        assert all(set(o) == fields for o in examples[kind]["options"]), kind
