"""The game server (``sgs serve``): rooms, players and games over WebSockets, stored in a
database.  It adds transport, storage and time to the engine, never rules
(docs/server.md).  Needs the ``server`` extra: ``pip install 'sgs[server]'``."""
