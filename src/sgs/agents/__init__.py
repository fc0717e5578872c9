"""Bots.  Each answers a request from what its seat may know."""

from .base import Agent
from .random_bot import RandomBot
from .rule import RuleBot

__all__ = ["Agent", "RandomBot", "RuleBot"]
