"""蜀 (hegemony, 君临天下·标准): the skills of the 15 shu generals.

Edition [M] (Mogara/QSanguosha-For-Hegemony, the original 君临天下 text) unless
generals_shu.toml says otherwise.  Tests: tests/packs/hegemony/test_shu.py.
"""

from __future__ import annotations

from ...honglou.skills.qun import Mashu
from ..builder import hg

# 马术 (锁定技，你与其他角色的距离-1): the Red Chamber's 马术, which 马超, 庞德 and 马腾 share.
hg.skill(Mashu)
