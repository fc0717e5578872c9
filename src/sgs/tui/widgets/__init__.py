"""The table's widgets: the seats, the story, the chips to point at, the prompt."""
