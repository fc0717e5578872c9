"""The hegemony deck's own cards (rules/hegemony.md, "Deck")."""

from __future__ import annotations
