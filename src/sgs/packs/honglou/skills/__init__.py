"""The skills of seed 003's generals, one module per house."""
