"""群: 华佗 急救 青囊 · 吕布 无双 · 貂蝉 离间 闭月.

All five are the Red Chamber's rules (林黛玉, 史湘云, 香菱): the honglou classes are
registered here, under their own ids where the names differ.
Tests: tests/packs/standard_generals/test_qun.py.
"""

from __future__ import annotations

from ...honglou.skills.qun import Jijiu, Zanghua, Zuiwo
from ...honglou.skills.xue import Lijian, Yinglian
from ..builder import sg

for _same in (Jijiu, Lijian):
    sg.skill(_same)


@sg.skill
class Qingnang(Zanghua):
    """青囊 (林黛玉's 葬花): once per turn, discard a hand card: a wounded player recovers 1."""

    id = "qingnang"


@sg.skill
class Wushuang(Zuiwo):
    """无双 (史湘云's 醉卧, 锁定技): your 杀 needs two 闪; your 决斗 opponent 打出s two 杀."""

    id = "wushuang"


@sg.skill
class Biyue(Yinglian):
    """闭月 (香菱's 应怜): at your finish phase you may draw a card."""

    id = "biyue"
