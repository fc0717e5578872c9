"""Typed errors. Every illegal answer raises one and leaves the game unchanged."""


class SgsError(Exception):
    """Base class of all sgs errors."""


class IllegalAnswer(SgsError, ValueError):
    """The answer does not fit the pending request; the request stays pending."""


class NoPendingRequest(SgsError, ValueError):
    """An answer was given while the game waits for nothing (it is over)."""


class UnknownName(SgsError, KeyError):
    """A card, general, skill or pack name that is not registered."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown name"


class ConfigError(SgsError, ValueError):
    """A game cannot be set up as asked."""


class ReplayMismatch(SgsError):
    """Re-running a log produced a different record."""
