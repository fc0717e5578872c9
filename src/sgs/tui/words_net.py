"""The table's words for a game on a server (``sgs play --connect``), zh and en: the
time left on a decision, 托管, the room's chat and a lost connection.  Merged into
``WORDS`` like the flow's words."""

from __future__ import annotations

NET_WORDS: dict[str, dict[str, str]] = {
    "zh": {
        "net.left": "剩余 {s} 秒",
        "net.auto": "托管中：机器人替你出牌（F3 收回）",
        "net.auto_on": "已托管：机器人替你出牌，F3 收回",
        "net.auto_off": "已收回托管：由你出牌",
        "net.reconnecting": "连接断开，正在重连（第 {n} 次）……",
        "net.back": "已重新连接",
        "net.gone": "与服务器的连接已断开",
        "net.stale": "此问已过时（超时或托管），游戏继续",
        "net.hint": "F3 托管 · / 聊天",
        "chat.title": "聊天",
        "chat.keys": "输入一句话，Enter 发送 · Esc 取消",
        "chat.you": "你",
    },
    "en": {
        "net.left": "{s} s left",
        "net.auto": "托管 (auto-play): the bot plays for you (F3 takes it back)",
        "net.auto_on": "托管 on: the bot plays for you; F3 takes it back",
        "net.auto_off": "托管 off: you play again",
        "net.reconnecting": "Connection lost, reconnecting (try {n})…",
        "net.back": "Reconnected",
        "net.gone": "The connection to the server is gone",
        "net.stale": "That question is over (time ran out, or 托管): the game goes on",
        "net.hint": "F3 托管 · / chat",
        "chat.title": "Chat",
        "chat.keys": "Type a line, Enter sends · Esc cancels",
        "chat.you": "you",
    },
}
