"""The 君临天下·势 (momentum) pack's builder: its modules register into it on import."""

from ..base import PackBuilder

hx = PackBuilder("heg_momentum")
