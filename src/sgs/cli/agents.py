"""Bots by name for the command line: ``--bots rule,random``."""

from __future__ import annotations

import importlib

from ..agents.base import Agent

BOT_NAMES = ("rule", "random")


class AgentUnavailable(ValueError):
    """A bot name that is known but cannot be made (its module is missing)."""


def make_agent(name: str, seed: int) -> Agent:
    """A fresh bot called ``name``, seeded with ``seed``.

    The rule-based bot is imported only when asked for, so the other bots
    work even where it is not installed.
    """
    key = name.strip().lower()
    if key == "random":
        from ..agents.random_bot import RandomBot

        return RandomBot(seed)
    if key == "rule":
        try:
            rule_cls = importlib.import_module("sgs.agents.rule").RuleBot
        except (ImportError, AttributeError) as exc:
            raise AgentUnavailable(
                f"the rule bot (sgs.agents.rule.RuleBot) is not available: {exc}; "
                "use --bots random") from None
        bot: Agent = rule_cls(seed)
        return bot
    raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOT_NAMES)}")


def parse_bots(spec: str) -> list[str]:
    """"rule,random" → ["rule", "random"], each name checked (and made once)."""
    names = [s.strip().lower() for s in spec.split(",") if s.strip()]
    if not names:
        raise ValueError(f"no bot named in {spec!r}; choose from {', '.join(BOT_NAMES)}")
    for n in names:
        make_agent(n, 0)
    return names
