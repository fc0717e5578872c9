"""The ``sgs`` command's own errors in the chosen language (``--lang``; English for a
command without one, ``sim``).

An error of the engine shown here (a game that cannot be set up, a log that is not
one) is said in the same language: it carries a code (:mod:`sgs.core.error_words`),
and a field of these words that holds one is said by its ``text(lang)``.

A bad flag the command finds itself is raised as :class:`Bad`: a ``BadParameter``
with a message key of :data:`WORDS` and its fields, so that it can be said in either
language.  :class:`WordsGroup` (the app's group) says every usage error of a command
whose language is Chinese in Chinese, Typer's own too (a missing argument, an unknown
option, a value that is not a number): one line of usage, one of help, one of error.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import IO, Any

import typer
from typer._click import exceptions as click_exc
from typer._click.utils import echo
from typer.core import TyperCommand, TyperGroup

from ..core import Ruleset, SgsError
from ..core.error_words import MODE_WORDS, said
from .text import plural

WORDS: dict[str, dict[str, str]] = {
    "zh": {
        "usage": "用法：", "try": "（{cmd} --help 查看说明）", "error": "错误：",
        "invalid": "{hint} 的值无效：{msg}", "missing": "缺少参数 {param}",
        "no_option": "没有选项 {option}", "did_you_mean": "（是否想用 {options}？）",
        "not_int": "{value} 不是整数", "not_float": "{value} 不是数字",
        "int": "须为整数", "number": "须为数字",
        "at_least": "须不小于 {n}", "at_most": "须不大于 {n}",
        "choose": "可选：{choices}",
        "players": "{mode} 模式需要 {lo} 到 {hi} 名玩家",
        "seat": "座位须为 0 到 {hi}",
        "log_is_dir": "{path} 是文件夹，请给出一个文件名",
        "log_unwritable": "无法写入 {path}：{err}",
        "whole": "{text} 不是整数", "seconds": "{text} 不是秒数",
        "log_dir_file": "{path} 不是文件夹", "log_dir_unwritable": "无法在 {path} 中写入：{err}",
        "bot_unknown": "没有名为 {name} 的机器人；可选：{choices}",
        "bot_none": "{spec} 中没有机器人的名字；可选：{choices}",
        "general_unknown": "此牌组中没有武将 {name}；可选：{known}",
        "general_elsewhere": "{name} 在 {decks} 中",
        "general_pair": "国战模式需要一名主将和一名副将，用“+”连接（例如 cao_cao+guo_jia），"
                        "而不是 {text}",
        "raw": "{text}",
        "verified": "{file}：已核对 {records} 条记录（{answers} 个回答，{state}）",
        "finished": "对局已结束", "unfinished": "对局未结束",
        "winners": "，胜者：{seats}", "draw": "，平局", "seat_n": "座位 {seat}",
        # what goes wrong after the flags are checked
        "fail": "[bold red]错误：[/bold red]{msg}",
        "cannot_start": "无法开始对局：{err}",
        "cannot_go_on": "对局无法继续：{err}",
        "deck_unknown": "没有牌组 {name}；可选：{known}",
        "file_error": "{file}：{err}",
        "verify_failed": "✗ {file}：核对失败",
        "partial_hint": "（也可能是一局未下完的对局：--partial 可以接受它。）",
        "seat_story": "{file}：无法讲述座位 {seat} 所见的经过：{err}",
        "story_record": "{file}：{where}无法讲述这条 {kind} 记录：{record}",
        "at_line": "第 {n} 行：",
        "unknown_pack": "警告：{file}：第 1 行：未知的扩展包 {packs}（此处没有安装，或来自更新"
                        "版本的 sgs）：其中的牌和武将以 id 显示",
        "story_head": "{mode} · {cards}{seed} · {players} 名玩家 · {records} 条记录",
        "story_deck": "牌组 {deck}", "story_packs": "扩展包 {packs}",
        "story_seed": " · 种子 {seed}",
    },
    "en": {
        "usage": "Usage: ", "try": "Try '{cmd} --help' for help.", "error": "Error: ",
        "invalid": "Invalid value for {hint}: {msg}", "missing": "Missing argument {param}.",
        "no_option": "No such option: {option}", "did_you_mean": " (Did you mean {options}?)",
        "not_int": "{value} is not a whole number", "not_float": "{value} is not a number",
        "int": "it must be a whole number", "number": "it must be a number",
        "at_least": "it must be {n} or more", "at_most": "it must be {n} or less",
        "choose": "choose one of {choices}",
        "players": "{mode} mode takes {lo} to {hi} players",
        "seat": "choose a seat from 0 to {hi}",
        "log_is_dir": "{path} is a directory; name a file",
        "log_unwritable": "cannot write {path}: {err}",
        "whole": "{text} is not a whole number", "seconds": "{text} is not a number of seconds",
        "log_dir_file": "{path} is not a folder",
        "log_dir_unwritable": "cannot write in {path}: {err}",
        "bot_unknown": "unknown bot {name}; choose from {choices}",
        "bot_none": "no bot named in {spec}; choose from {choices}",
        "general_unknown": "unknown general {name}; choose one of: {known}",
        "general_elsewhere": "{name} is in {decks}",
        "general_pair": "hegemony mode takes a main and a deputy general, joined by '+' "
                        "(e.g. cao_cao+guo_jia), not {text}",
        "raw": "{text}",
        "verified": "{file}: {records} records verified ({answers} answers, {state})",
        "finished": "finished game", "unfinished": "unfinished game",
        "winners": ", winners: {seats}", "draw": ", a draw", "seat_n": "seat {seat}",
        "fail": "[bold red]error:[/bold red] {msg}",
        "cannot_start": "cannot start the game: {err}",
        "cannot_go_on": "the game cannot go on: {err}",
        "deck_unknown": "unknown card set {name}; known: {known}",
        "file_error": "{file}: {err}",
        "verify_failed": "✗ {file}: verification failed",
        "partial_hint": " Or a game left unfinished: --partial accepts it.",
        "seat_story": "{file}: cannot tell the story of seat {seat}: {err}",
        "story_record": "{file}: {where}cannot tell this {kind} record ({exc}): {record}",
        "at_line": "line {n}: ",
        "unknown_pack": "warning: {file}: line 1: unknown pack {packs} (not installed here, or "
                        "from a newer sgs): its cards and generals are shown by id",
        "story_head": "{mode} · {cards}{seed} · {players} players · {records} records",
        "story_deck": "deck {deck}", "story_packs": "packs {packs}",
        "story_seed": " · seed {seed}",
    },
}


def verified(lang: str, file: str, records: int, answers: int, finished: bool,
             winners: Sequence[int] | None) -> str:
    """``--verify``'s line: what was checked, and how the game stands (no ``None``)."""
    state = say(lang, "finished" if finished else "unfinished")
    if finished and winners:
        sep = "、" if lang == "zh" else ", "
        state += say(lang, "winners", seats=sep.join(say(lang, "seat_n", seat=s)
                                                      for s in winners))
    elif finished:
        state += say(lang, "draw")
    return say(lang, "verified", file=file, records=records, answers=answers, state=state)


def say(lang: str, key: str, **kw: Any) -> str:
    """Words ``key`` in ``lang`` with their fields (an engine error by its text there)."""
    lang = lang if lang in WORDS else "en"
    text = WORDS[lang][key].format(**{k: said(v, lang) for k, v in kw.items()})
    return plural(text) if lang == "en" else text


def mode_word(lang: str, mode: str) -> str:
    """A mode's printed name (身份局, 国战; a plugin's mode by its id)."""
    words = MODE_WORDS.get(mode)
    return words[1 if lang == "zh" else 0] if words else mode


class GeneralsError(ValueError):
    """A bad ``--general``, said in either language (its message: in English)."""

    def __init__(self, key: str, **kw: Any) -> None:
        self.key, self.kw = key, kw
        super().__init__(self.said("en"))

    def said(self, lang: str) -> str:
        return say(lang, self.key, **self.kw)


class UnknownGeneral(GeneralsError):
    """A ``--general`` the set does not have: the set's names, and the sets that have
    one of that name (``诸葛亮 is in --deck standard``)."""

    def __init__(self, text: str, known: str, decks: list[str]) -> None:
        self.text, self.known, self.decks = text, known, decks
        super().__init__("general_unknown", name=repr(text), known=known)

    def said(self, lang: str) -> str:
        text = say(lang, "general_unknown", name=repr(self.text), known=self.known)
        if not self.decks:
            return text
        where = say(lang, "general_elsewhere", name=self.text.strip(),
                    decks=" / ".join(f"--deck {d}" for d in self.decks))
        return where + ("；" if lang == "zh" else "; ") + text


def decks_with(text: str, named: Callable[[Ruleset, str], str | None]) -> list[str]:
    """The sets that have a general ``named`` ``text``, each only when no smaller set of
    them listed before has it (standard, not standard+maneuvering too)."""
    from ..packs import SETS, ruleset

    found: list[str] = []
    for name, packs in SETS.items():
        if any(set(SETS[f]) <= set(packs) for f in found):
            continue
        try:
            if named(ruleset(name), text) is not None:
                found.append(name)
        except SgsError:
            continue
    return found


class Bad(typer.BadParameter):
    """A bad value of ``hint`` (``--seat``), said by ``key`` of :data:`WORDS` with
    ``kw``; its message (for a caller that reads it) is the English one."""

    def __init__(self, key: str, hint: str | None, **kw: Any) -> None:
        self.key, self.kw = key, kw
        super().__init__(say("en", key, **kw), param_hint=hint)

    def said(self, lang: str) -> str:
        return say(lang, self.key, **self.kw)


# Typer's own messages, recognised to be said in another language
_OWN = ((re.compile(r"'?(.*?)'? is not a valid integer\.?$"), "not_int"),
        (re.compile(r"'?(.*?)'? is not a valid float\.?$"), "not_float"),
        (re.compile(r"()Input should be a valid integer"), "int"),
        (re.compile(r"()Input should be a (?:valid|finite) number"), "number"),
        (re.compile(r"Input should be greater than or equal to (\S+)$"), "at_least"),
        (re.compile(r"Input should be less than or equal to (\S+)$"), "at_most"))


def message(e: click_exc.UsageError, lang: str) -> str:
    """The error line's message in ``lang`` (after ``Error:``)."""
    if isinstance(e, click_exc.NoSuchOption):
        text = say(lang, "no_option", option=e.option_name)
        if e.possibilities:
            text += say(lang, "did_you_mean", options=", ".join(sorted(e.possibilities)))
        return text
    if isinstance(e, click_exc.MissingParameter):
        param = e.param.name if e.param is not None and e.param.name else ""
        kind = e.param_type or (e.param.param_type_name if e.param is not None else "")
        opts = getattr(e.param, "opts", None) or [param]
        return say(lang, "missing", param=opts[0] if kind == "option" else f"'{param}'")
    if isinstance(e, click_exc.BadParameter):
        hint = e.param_hint if isinstance(e.param_hint, str) else \
            " / ".join(e.param_hint) if e.param_hint else \
            (e.param.opts[0] if e.param is not None and e.param.opts else "")
        if isinstance(e, Bad):
            msg = e.said(lang)
        else:
            msg = e.message
            for pattern, key in _OWN:
                m = pattern.match(e.message)
                if m:
                    msg = say(lang, key, value=m[1], n=m[1])
                    break
        return say(lang, "invalid", hint=hint, msg=msg)
    return e.format_message()


class Said(click_exc.UsageError):
    """A usage error shown in a language: usage, where to find help, the error."""

    def __init__(self, e: click_exc.UsageError, lang: str) -> None:
        super().__init__(message(e, lang), e.ctx)
        self.lang = lang

    def show(self, file: IO[Any] | None = None) -> None:
        lang = self.lang
        if self.ctx is not None:
            usage = self.ctx.get_usage().removeprefix("Usage: ")
            echo(say(lang, "usage") + usage, file=file, err=file is None)
            echo(say(lang, "try", cmd=self.ctx.command_path) + "\n", file=file,
                 err=file is None)
        echo(say(lang, "error") + self.message, file=file, err=file is None)


def lang_of(command: Any, args: Sequence[str]) -> str:
    """The language a command's errors are said in: its ``--lang`` among ``args``, else
    the option's default; English for a command without one."""
    params = {p.name: p for p in getattr(command, "params", ())}
    if "lang" not in params:
        return "en"
    for i, a in enumerate(args):
        if a == "--lang" and i + 1 < len(args):
            return args[i + 1] if args[i + 1] in WORDS else "en"
        if a.startswith("--lang="):
            value = a.split("=", 1)[1]
            return value if value in WORDS else "en"
    default = params["lang"].default
    return default if isinstance(default, str) and default in WORDS else "en"


class WordsGroup(TyperGroup):
    """The app's group: a command's usage errors said in its language."""

    def invoke(self, ctx: Any) -> Any:
        args = [*ctx._protected_args, *ctx.args]  # (what invoke is about to consume)
        try:
            return super().invoke(ctx)
        except click_exc.UsageError as e:
            if isinstance(e, Said) or not args:
                raise
            lang = lang_of(self.commands.get(args[0]), args[1:])
            raise Said(e, lang) from None


class PlainUsage(TyperCommand):
    """A command whose usage line names a required argument as the help does (``sgs
    replay [OPTIONS] FILE``), not in Typer's braces (``{file}``)."""

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        return [re.sub(r"^\{(.*)\}$", r"\1", piece)
                for piece in super().collect_usage_pieces(ctx)]
