"""The store's migrations, oldest first (``v0001_…``); each names its predecessor."""
