"""The full-screen table of ``sgs play``: a Textual client of the seat protocol.

It sees the game only as JSON — observations and requests — through a
:class:`~sgs.tui.link.Host`; the host (``sgs.cli.table_host``) owns the game.

- ``app``: the table and its driver; ``screens``: general choice, rules text,
  confirmation, settings, the end; ``widgets``: seats, story, chips.
- ``seat_view``: what the seat knows; ``choosing``: answering each request kind
  by pointing; ``autopass``: questions answered without asking; ``prompts``,
  ``rules_text``, ``words``: the words shown; ``keys``: letters that stay put.
"""
