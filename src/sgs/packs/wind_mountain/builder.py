"""The 风/山 generals' builder: skills.py registers into it on import."""

from ..base import PackBuilder

wm = PackBuilder("wind_mountain")
