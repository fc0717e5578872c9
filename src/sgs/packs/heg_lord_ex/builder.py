"""The 君临天下·EX/不臣篇 (lord_ex) pack's builder: its modules register into it on import."""

from ..base import PackBuilder

hx = PackBuilder("heg_lord_ex")
