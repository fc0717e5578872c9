"""The skills of the 25 standard generals, one module per kingdom."""
