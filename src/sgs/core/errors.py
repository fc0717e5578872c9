"""Typed errors. Every illegal answer raises one and leaves the game unchanged."""

from __future__ import annotations

from typing import Any

from .error_words import ERROR_WORDS, error_text
from .refusals import Names, Refusal


class SgsError(Exception):
    """Base class of all sgs errors."""


class IllegalAnswer(SgsError, ValueError):
    """The answer does not fit the pending request; the request stays pending.

    ``refusal`` says why in the catalogue's words (``text("zh")``, ``text("en")``);
    content may still raise one with a plain message.  The game attaches its
    name table (``names``) so cards and skills read as printed.
    """

    def __init__(self, why: Refusal | str, names: Names | None = None) -> None:
        self.refusal = why if isinstance(why, Refusal) else None
        self.message = why if isinstance(why, str) else ""
        self.names = names
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        if self.refusal is None:
            return self.message
        return self.refusal.text(lang, self.names)

    def __str__(self) -> str:
        return self.text("en")


class NoPendingRequest(SgsError, ValueError):
    """An answer was given while the game waits for nothing (it is over)."""


class UnknownName(SgsError, KeyError):
    """A card, general, skill or pack name that is not registered."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown name"


class CodedError(SgsError):
    """An error said by a code of :data:`~sgs.core.error_words.ERROR_WORDS` and its
    parameters, in either language (``text(lang)``; ``str()`` is the English text).
    A text that is no code (a plugin's own message) is said as it is, in every
    language."""

    def __init__(self, what: str, /, **params: Any) -> None:
        self.code: str | None = what if what in ERROR_WORDS else None
        self.params = params
        self.names: Names | None = None  # printed names of the ids among the parameters
        self.message = what if self.code is None else error_text(what, "en", params)
        super().__init__(self.message)

    def named(self, names: Names) -> CodedError:
        """This error, its general ids said by their printed names (``names(id, lang)``);
        ``str()`` keeps the ids."""
        self.names = names
        return self

    def text(self, lang: str = "en") -> str:
        if self.code is None:
            return self.message
        return error_text(self.code, lang, self.params, self.names)


class ConfigError(CodedError, ValueError):
    """A game cannot be set up as asked."""


class ReplayMismatch(SgsError):
    """Re-running a log produced a different record."""
