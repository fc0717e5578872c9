"""The words of the errors a player may read besides refusals, by code, in English and
Chinese: a game that cannot be set up as asked (:class:`~sgs.core.errors.ConfigError`)
and a log that is not one or does not replay (:mod:`sgs.replay`'s errors).

As a refusal (:mod:`sgs.core.refusals`), such an error is a code and its parameters;
its text comes from this one table, so that a surface says it in its language
(``error.text("zh")``) and ``str(error)`` stays the English one.  A parameter that is
itself such an error (or a refusal: anything with ``text(lang)``) is said in the same
language; ``mode`` is said by the mode's printed name, and with a name table the
general ids (``main``, ``deputy``, ``general``) by theirs.
"""

from __future__ import annotations

import errno
from collections.abc import Callable, Mapping
from typing import Any

# code -> (English, Chinese); {placeholders} are the error's parameters
ERROR_WORDS: dict[str, tuple[str, str]] = {
    # setting a game up (ConfigError)
    "mode.takes": ("{mode} mode takes {lo} to {hi} players, not {got}",
                   "{mode}需要 {lo} 到 {hi} 名玩家，而不是 {got}"),
    "mode.players": ("players must be {lo} to {hi} in {mode} mode, not {got}",
                     "{mode}的玩家数须为 {lo} 到 {hi}，而不是 {got}"),
    "game.face_down_view": ("face_down_view is one of {choices}, not {got}",
                            "face_down_view 须为 {choices} 之一，而不是 {got}"),
    "set.unknown_packs": ("set {name} names unknown packs {missing}; known: {known}",
                          "牌组 {name} 用到未知的扩展包 {missing}；已有：{known}"),
    "options.unknown": ("mode_options has an unknown option {key} ({mode} takes {known})",
                        "mode_options 中有未知的选项 {key}（{mode}的选项：{known}）"),
    "options.range": ("mode_options {key} must be a number from {lo} to {hi}, not {got}",
                      "mode_options 的 {key} 须为 {lo} 到 {hi} 的数，而不是 {got}"),
    "options.bool": ("mode_options {key} must be true or false, not {got}",
                     "mode_options 的 {key} 须为 true 或 false，而不是 {got}"),
    "options.bool_or_null": ("mode_options {key} must be true, false or null, not {got}",
                             "mode_options 的 {key} 须为 true、false 或 null，而不是 {got}"),
    "options.generals": ("mode_options generals must map seats 0 to {hi} to general ids: "
                         "{got}",
                         "mode_options 的 generals 须把座位 0 到 {hi} 对应到武将 id：{got}"),
    "options.pairs": ("mode_options generals must map seats 0 to {hi} to a main and a deputy "
                      "general id: {got}",
                      "mode_options 的 generals 须把座位 0 到 {hi} 对应到一名主将和一名副将的 "
                      "id：{got}"),
    # reading a log (sgs.replay)
    "log.empty_line": ("empty line (a log has one JSON object on every line)",
                       "空行（日志每一行是一个 JSON 对象）"),
    "log.not_json_at": ("not valid JSON ({why} at column {col})", "不是有效的 JSON（第 {col} 列）"),
    "log.not_json": ("not valid JSON ({why})", "不是有效的 JSON"),
    "log.too_deep": ("not a log record: nested more than {n} deep",
                     "不是日志记录：嵌套超过 {n} 层"),
    "log.big_int": ("not a log record: an integer of more than {n} digits",
                    "不是日志记录：有超过 {n} 位的整数"),
    "log.not_record": ("a record must be a JSON object with a \"t\" field",
                       "每条记录须为带 \"t\" 字段的 JSON 对象"),
    "log.first_header": ("the first record must be the header, not {got}",
                         "第一条记录须为日志头（header），而不是 {got}"),
    "log.version": ("unsupported log version {got} (this sgs reads version {version})",
                    "不支持的日志版本 {got}（此 sgs 读取第 {version} 版）"),
    "log.header_missing": ("the header has no {key}", "日志头缺少 {key}"),
    "log.header_type": ("the header's {key} has the wrong type: {got}",
                        "日志头的 {key} 类型不对：{got}"),
    "log.header_names": ("the header's {key} must be a list of names: {got}",
                         "日志头的 {key} 须为名字的列表：{got}"),
    "log.header_packs": ("the header's packs must be 1 to {n} different names: {got}",
                         "日志头的 packs 须为 1 到 {n} 个不同的名字：{got}"),
    "log.header_object": ("the header's {key} must be an object: {got}",
                          "日志头的 {key} 须为对象：{got}"),
    "log.header_mode": ("the header's {err}", "日志头：{err}"),
    "log.header_option": ("the header's unknown option {key} (known: {known})",
                          "日志头有未知的选项 {key}（已知：{known}）"),
    "log.header_option_value": ("the header's option {key} cannot be {got}",
                                "日志头的选项 {key} 不能是 {got}"),
    "log.header_card": ("the header's cards[{i}] must be [{i}, name, suit, rank]: {got}",
                        "日志头的 cards[{i}] 须为 [{i}, 名字, 花色, 点数]：{got}"),
    "log.header_seats": ("the header's seats must be a list: {got}",
                         "日志头的 seats 须为列表：{got}"),
    "log.unknown_mode": ("unknown mode {got}; known: {known}", "未知的模式 {got}；已有：{known}"),
    "log.too_many_records": ("the log goes on past {n} records, more than a game can have",
                             "日志超过 {n} 条记录，多于一局游戏所能有的"),
    "log.empty": ("the file is empty", "文件是空的"),
    "log.text_too_long": ("the log is longer than {mib} MiB", "日志超过 {mib} MiB"),
    "log.line_too_long": ("the line is longer than {mib} MiB (not a log record)",
                          "这一行超过 {mib} MiB（不是日志记录）"),
    "log.file_too_big": ("the file is {size} MiB, more than a log can be ({mib} MiB)",
                         "文件有 {size} MiB，超过日志的上限（{mib} MiB）"),
    "log.file_too_long": ("the file goes on past {mib} MiB, more than a log can be",
                          "文件超过 {mib} MiB，超过日志的上限"),
    "log.cannot_read": ("cannot read {name}: {err}", "无法读取 {name}：{err}"),
    "log.not_utf8": ("not UTF-8 text", "不是 UTF-8 文本"),
    "log.unknown_pack": ("unknown pack {got}; known: {known}", "未知的扩展包 {got}；已有：{known}"),
    "log.packs_fail": ("cannot load the packs {got}: {err}", "无法加载扩展包 {got}：{err}"),
    "log.mode_fail": ("cannot re-create mode {mode} with options {options}: {err}",
                      "无法按选项 {options} 重建模式 {mode}：{err}"),
    "log.game_fail": ("cannot re-create the game: {kind}: {err}", "无法重建对局：{kind}：{err}"),
    # re-running a log (sgs.replay.verify)
    "log.not_json_record": ("the game produced a record that is not JSON: {err}",
                            "对局产生了一条不是 JSON 的记录：{err}"),
    "log.over_goes_on": ("the game is over, but the file goes on with {rec}",
                         "对局已经结束，但文件还有 {rec}"),
    "log.waits": ("the file has {rec}, but the game waits for an answer from seat {seat} "
                  "({kind})", "文件中是 {rec}，但对局在等座位 {seat} 的回答（{kind}）"),
    "log.answer_after_over": ("the file has an answer, but the game is over",
                              "文件中还有回答，但对局已经结束"),
    "log.wrong_seat": ("the file answers for seat {seat} ({kind}), but the game asks seat "
                       "{asked} ({asked_kind}: {prompt})",
                       "文件中是座位 {seat} 的回答（{kind}），但对局询问的是座位 {asked}"
                       "（{asked_kind}：{prompt}）"),
    "log.illegal_answer": ("illegal recorded answer {value} for seat {seat} ({kind}: "
                           "{prompt}): {err}",
                           "座位 {seat} 记录的回答 {value} 不合法（{kind}：{prompt}）：{err}"),
    "log.engine_failed": ("the game failed on the recorded answer {value}: {kind}: {err}",
                          "对局在记录的回答 {value} 上出错：{kind}：{err}"),
    "log.differs": ("record differs at {path}: the file has {file}, the game produced {game}\n"
                    "  expected (file): {shown_file}\n  got (replay):    {shown_game}",
                    "记录不同，在 {path}：文件中是 {file}，重演得到 {game}\n"
                    "  文件中：{shown_file}\n  重演得到：{shown_game}"),
    "log.truncated": ("the file ends after line {n}, but the game goes on with {rec} "
                      "(truncated file?)",
                      "文件在第 {n} 行后结束，但对局还在继续：{rec}（文件被截断了？）"),
    "log.unfinished": ("the file ends after line {n} before the game is over (the game waits "
                       "for seat {seat}: {kind}); truncated file?",
                       "文件在第 {n} 行后结束，对局尚未结束（在等座位 {seat}：{kind}）；"
                       "文件被截断了？"),
    "log.at_line": ("line {line}: {text}", "第 {line} 行：{text}"),
}

# the modes' printed names, for the ``mode`` parameter
# mode id -> its printed name (English, Chinese), as each mode registers it
MODE_WORDS: dict[str, tuple[str, str]] = {}


def add_error_words(words: Mapping[str, tuple[str, str]],
                    mode: tuple[str, str, str] | None = None) -> None:
    """Register the error codes of a module outside the core (a mode's own: the core
    knows no mode), and ``mode``: (id, English name, Chinese name) of its mode."""
    for code, pair in words.items():
        if ERROR_WORDS.setdefault(code, pair) != pair:
            raise ValueError(f"error code {code!r} registered twice")
    if mode is not None:
        MODE_WORDS[mode[0]] = mode[1:]


# the system's reasons a file cannot be read or written (``strerror`` is English)
OS_WORDS: dict[int, str] = {
    errno.ENOENT: "没有这个文件或文件夹", errno.EACCES: "没有权限", errno.EPERM: "不允许这样操作",
    errno.EISDIR: "这是一个文件夹", errno.ENOTDIR: "路径中有一项不是文件夹",
    errno.EROFS: "文件系统只读", errno.ENOSPC: "磁盘已满", errno.ENAMETOOLONG: "文件名太长",
    errno.ELOOP: "符号链接太多层", errno.EIO: "读写出错", errno.EINVAL: "参数无效",
}


def said(value: Any, lang: str) -> Any:
    """A parameter as said in ``lang``: an error or refusal by its ``text(lang)``, a
    system error by its reason (``strerror``; in Chinese from :data:`OS_WORDS`)."""
    if isinstance(value, OSError):
        if lang == "zh" and value.errno in OS_WORDS:
            return OS_WORDS[value.errno]
        if lang == "zh":
            return f"系统错误 {value.errno}" if value.errno else "系统错误"
        return value.strerror or str(value)
    text = getattr(value, "text", None)
    if callable(text):
        try:
            out = text(lang)
        except TypeError:
            return value
        return out if isinstance(out, str) else value
    return value


NAMED = ("main", "deputy", "general")


def error_text(code: str, lang: str, params: Mapping[str, Any],
               names: Callable[[str, str], str] | None = None) -> str:
    """The text of error ``code`` in ``lang`` (English for another language); ``names``:
    (id, lang) -> printed name, for the general ids among ``params``."""
    en, zh = ERROR_WORDS[code]
    kw = {k: said(v, lang) for k, v in params.items()}
    if names is not None and lang == "zh":  # (the English text names the ids, as typed)
        for k in NAMED:
            if isinstance(kw.get(k), str):
                kw[k] = names(kw[k], lang)
    mode = kw.get("mode")
    if isinstance(mode, str) and mode in MODE_WORDS:
        kw["mode"] = MODE_WORDS[mode][1 if lang == "zh" else 0]
    return (zh if lang == "zh" else en).format(**kw)
