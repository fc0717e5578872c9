"""Game modes: setup, sides, victory, and what a death brings."""
