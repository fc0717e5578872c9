"""Every message a client may send, validated in this one place (pydantic), and the
server's one-line errors.

A client message is a JSON object with a ``type``; :func:`parse` turns its text into
one of the models below or an :class:`Error` that says in zh and en what is wrong.
Nothing a client sends gets past here unchecked: unknown fields are refused, strings
and lists are bounded, numbers are whole numbers in range.  An answer's ``value`` is
any JSON; the engine checks it (``Game.submit``) — it is only bounded in size here.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

NAME_MAX = 24
CHAT_MAX = 300
CODE_LEN = 6
BOTS_MAX = 10


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class RoomSettings(_Msg):
    """What a room's game is: the host picks it when making the room."""

    mode: Annotated[str, Field(max_length=40)] = "identity"
    card_set: Annotated[str, Field(max_length=80)] = "honglou"
    players: Annotated[int, Field(ge=2, le=10)] = 5
    decision_seconds: Annotated[int, Field(ge=5, le=600)] = 30
    # the bots that take the seats nobody took when the game starts, in turn
    # (``[]``: every seat needs a person)
    bots: Annotated[list[Annotated[str, Field(max_length=20)]],
                    Field(max_length=BOTS_MAX)] = Field(default_factory=lambda: ["rule"])
    spectators: bool = True
    private: bool = False
    face_down_view: Literal["all", "owner"] = "all"


class Ping(_Msg):
    type: Literal["ping"]


class CreateRoom(_Msg):
    type: Literal["create_room"]
    settings: RoomSettings = Field(default_factory=RoomSettings)


class JoinRoom(_Msg):
    """Join by the room's id (public rooms, from the lobby) or its join code (any room)."""

    type: Literal["join_room"]
    room: Annotated[str, Field(max_length=40)] | None = None
    code: Annotated[str, Field(max_length=12)] | None = None
    watch: bool = False


class LeaveRoom(_Msg):
    type: Literal["leave_room"]


class TakeSeat(_Msg):
    """Sit at ``seat`` (0-based); ``null`` stands up (and stays in the room)."""

    type: Literal["take_seat"]
    seat: Annotated[int, Field(ge=0, le=9)] | None


class Ready(_Msg):
    type: Literal["ready"]
    ready: bool = True


class Start(_Msg):
    type: Literal["start"]


class Chat(_Msg):
    type: Literal["chat"]
    text: Annotated[str, Field(min_length=1, max_length=CHAT_MAX)]


class Answer(_Msg):
    """The answer to the seat's request number ``id`` (the ``id`` of the request sent)."""

    type: Literal["answer"]
    id: Annotated[int, Field(ge=0)]
    value: Any = None


class Auto(_Msg):
    """托管: hand the seat to the rule bot (``on``) or take it back."""

    type: Literal["auto"]
    on: bool


class Resume(_Msg):
    """After a reconnection: the last cursor the client has, to get the rest."""

    type: Literal["resume"]
    cursor: Annotated[int, Field(ge=0)] = 0


ClientMessage = Annotated[
    Ping | CreateRoom | JoinRoom | LeaveRoom | TakeSeat | Ready | Start | Chat | Answer
    | Auto | Resume,
    Field(discriminator="type")]
TYPES = ("ping", "create_room", "join_room", "leave_room", "take_seat", "ready", "start",
         "chat", "answer", "auto", "resume")
_ADAPTER: TypeAdapter[ClientMessage] = TypeAdapter(ClientMessage)


class Error(Exception):
    """A refused message or action: its code, parameters and words in zh and en."""

    def __init__(self, code: str, params: dict[str, Any] | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.params = params or {}

    def json(self) -> dict[str, Any]:
        zh, en = WORDS[self.code]
        return {"type": "error", "code": self.code, "params": self.params,
                "zh": zh.format(**self.params), "en": en.format(**self.params)}


# code -> (zh, en); {name}s are the error's params
WORDS: dict[str, tuple[str, str]] = {
    "msg.not_json": ("消息不是JSON", "the message is not JSON"),
    "msg.not_object": ("消息须是带 type 的JSON对象", "a message is a JSON object with a type"),
    "msg.unknown_type": ("未知的消息类型：{type}", "unknown message type: {type}"),
    "msg.invalid": ("消息 {type} 有误：{field} {why}", "bad {type} message: {field} {why}"),
    "msg.binary": ("只收文本消息", "only text messages are taken"),
    "limit.size": ("消息过大（上限 {max} 字节），连接将关闭",
                   "message too large (at most {max} bytes); closing the connection"),
    "limit.rate": ("消息过于频繁（每秒至多 {rate} 条），连接将关闭",
                   "too many messages (at most {rate} a second); closing the connection"),
    "limit.slow": ("接收过慢，连接将关闭", "the client reads too slowly; closing the connection"),
    "conn.replaced": ("你在别处打开了新连接，此连接已关闭",
                      "you connected again elsewhere; this connection is closed"),
    "conn.token": ("请先取得会话令牌（POST /session）",
                   "get a session token first (POST /session)"),
    "conn.origin": ("不允许来自 {origin} 的连接", "connections from {origin} are not allowed"),
    "name.empty": ("名字不能为空", "the name is empty"),
    "name.long": ("名字至多 {max} 个字", "a name has at most {max} characters"),
    "name.control": ("名字含有控制字符", "the name has control characters"),
    "name.taken": ("名字 {name} 已被注册", "the name {name} is taken"),
    "chat.control": ("聊天含有控制字符", "the chat line has control characters"),
    "chat.empty": ("聊天内容为空", "the chat line is empty"),
    "account.required": ("本服务器需要账号：请注册或登录",
                         "this server needs an account: register or log in"),
    "account.off": ("本服务器不用账号：POST /session 即可",
                    "this server has no accounts: POST /session"),
    "account.bad": ("名字或密码不对", "wrong name or password"),
    "account.password": ("密码须为 {lo} 至 {hi} 个字符",
                         "a password has {lo} to {hi} characters"),
    "account.slow_down": ("登录失败过多，请 {seconds} 秒后再试",
                          "too many failed logins; try again in {seconds} s"),
    "session.slow_down": ("此处新建会话过多，请 {seconds} 秒后再试",
                          "too many new sessions from here; try again in {seconds} s"),
    "room.none": ("没有这个房间", "no such room"),
    "room.in_one": ("你已在一个房间里，请先离开", "you are in a room already; leave it first"),
    "room.not_in": ("你不在房间里", "you are not in a room"),
    "room.no_spectators": ("此房间不许观战", "this room takes no spectators"),
    "room.playing": ("房间正在游戏中", "the room is playing"),
    "room.not_playing": ("房间没有进行中的游戏", "the room has no game going on"),
    "room.full": ("房间已满", "the room is full"),
    "room.not_host": ("只有房主可以开始", "only the host can start"),
    "room.not_ready": ("还有人没准备好", "not everyone is ready"),
    "room.no_person": ("至少要有一人入座", "at least one person must sit"),
    "room.no_bots": ("空座位没有机器人可补：人不够", "no bots for the empty seats: too few people"),
    "room.too_many": ("房间太多，请稍后再试", "too many rooms; try again later"),
    "seat.taken": ("{seat}号位已有人", "seat {seat} is taken"),
    "seat.range": ("没有{seat}号位", "there is no seat {seat}"),
    "seat.none": ("你没有座位", "you have no seat"),
    "settings.bad": ("房间设置有误：{why}", "bad room settings: {why}"),
    "game.none": ("没有这局已结束的游戏", "no such finished game"),
    "game.not_yours": ("你不在这局游戏中就座", "you have no seat in this game"),
    "server.internal": ("服务器出错，消息未处理", "the server failed; the message changed nothing"),
}


def parse(text: str | bytes) -> ClientMessage:
    """The message ``text`` says, or raise :class:`Error` (one line; nothing changed)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise Error("msg.not_json") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise Error("msg.not_object")
    kind = data["type"]
    if kind not in TYPES:
        raise Error("msg.unknown_type", {"type": kind[:40]})
    try:
        return _ADAPTER.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = ".".join(str(p) for p in first["loc"][1:]) or "message"
        raise Error("msg.invalid", {"type": kind, "field": loc,
                                    "why": str(first["msg"])[:120]}) from None


def clean_name(text: str) -> str:
    """A player's name as kept: NFC, trimmed; refused when empty, long or with controls."""
    name = unicodedata.normalize("NFC", text).strip()
    if not name:
        raise Error("name.empty")
    if len(name) > NAME_MAX:
        raise Error("name.long", {"max": NAME_MAX})
    if any(unicodedata.category(c).startswith("C") for c in name):
        raise Error("name.control")
    return name


def clean_chat(text: str) -> str:
    """A chat line as kept: trimmed text, no control characters (it is shown as text)."""
    line = unicodedata.normalize("NFC", text).strip()
    if not line:
        raise Error("chat.empty")
    if any(unicodedata.category(c).startswith("C") for c in line):
        raise Error("chat.control")
    return line
