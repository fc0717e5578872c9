"""sgs: an engine and play platform for Sanguosha-family card games."""

__version__ = "0.1.0"
