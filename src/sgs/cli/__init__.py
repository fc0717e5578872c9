"""The command-line surfaces: ``sgs play``, ``sgs sim`` and ``sgs replay`` (docs/cli.md)."""
