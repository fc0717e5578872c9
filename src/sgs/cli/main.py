"""The ``sgs`` command: play in the terminal, simulate bot games, replay and verify logs.

See docs/cli.md.
"""

from __future__ import annotations

import json
import math
import os
import re
import secrets
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..core import ConfigError, Game, Ruleset, SgsError
from ..packs import SETS
from ..replay import save_new
from .agents import BOT_NAMES, make_agent, parse_bots
from .cli_words import (
    Bad,
    GeneralsError,
    PlainUsage,
    UnknownGeneral,
    WordsGroup,
    decks_with,
    mode_word,
    say,
    verified,
)
from .session import PlayOptions, default_bots, default_log_path, default_set, replay_hint
from .text import LANGS, Names

app = typer.Typer(
    cls=WordsGroup,  # a command's usage errors in its --lang
    name="sgs",
    help="Sanguosha-family card games: play against bots, simulate, replay logs.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    # click's plain help: it wraps long values (standard+maneuvering+wind_mountain)
    # instead of cutting them off in a narrow column, and prints [ ] as written
    rich_markup_mode=None,
)


def _version(value: bool) -> None:
    if value:
        from .. import __version__

        typer.echo(f"sgs {__version__}")
        raise typer.Exit()


@app.callback()
def _root(version: Annotated[bool, typer.Option(
        "--version", is_eager=True, callback=_version,
        help="Print the version of sgs and exit.")] = False) -> None:
    pass


def _fail(console: Console, message: str, code: int = 1, lang: str = "en") -> typer.Exit:
    console.print(say(lang, "fail", msg=escape(message)), highlight=False)
    return typer.Exit(code)


def _check_log(path: Path) -> None:
    """A ``--log`` file that cannot be written is refused before the game, not found out
    when it ends: its folders are made and a file is made there and removed again (an
    existing file is left as it is: the log goes beside it, ``replay.save_new``)."""
    if path.is_dir():
        raise Bad("log_is_dir", "--log", path=path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            if path.is_file() and not os.access(path.parent, os.W_OK):
                raise PermissionError(13, "Permission denied")
        else:
            with path.open("x"):
                pass
            path.unlink()
    except OSError as exc:
        raise Bad("log_unwritable", "--log", path=path, err=exc) from None


def _whole_number(text: str | int) -> int:
    """A typed whole number, strictly (typer's own int turns ``1.0`` into 1): digits with
    an optional sign, at most 30 of them."""
    if isinstance(text, int):
        return text
    if not re.fullmatch(r"[+-]?[0-9]{1,30}", text.strip()):
        raise Bad("whole", None, text=repr(text))
    return int(text)


def _check_pace(pace: float) -> float:
    if not math.isfinite(pace):
        raise Bad("seconds", "--pace", text=pace)
    return pace


def _check_log_dir(path: Path) -> None:
    """``sim --log-dir``: a folder that can be written in (made if new), else refused
    before the first game — a file, ``/dev/null``, ``/proc``."""
    if path.exists() and not path.is_dir():
        raise Bad("log_dir_file", "--log-dir", path=path)
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as exc:
        raise Bad("log_dir_unwritable", "--log-dir", path=path,
                  err=exc) from None


def _check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise Bad("choose", "--lang", choices=", ".join(LANGS))
    return lang


def _bots(spec: str) -> list[str]:
    try:
        return parse_bots(spec)
    except ValueError as exc:
        names = [s.strip().lower() for s in spec.split(",") if s.strip()]
        bad = next((b for b in names if b not in BOT_NAMES), None)
        choices = ", ".join(BOT_NAMES)
        if bad is not None:
            raise Bad("bot_unknown", "--bots", name=repr(bad), choices=choices) from None
        if not names:
            raise Bad("bot_none", "--bots", spec=repr(spec), choices=choices) from None
        raise Bad("raw", "--bots", text=str(exc)) from None


DECK_HELP = ("Card set: which cards and generals are in the game (how it is played is "
             "--mode): " + ", ".join(SETS) + " (honglou: the Red Chamber set; standard: "
             "the 25 classic generals and the standard deck, maneuvering adds the 军争 "
             "cards, wind_mountain 周泰, 曹仁, 邓艾; hegemony: 国战's deck and roster, with "
             "an expansion, or all of them) or one a plugin registers; --set is the same "
             "option. Default: the mode's (identity: honglou, hegemony: hegemony).")
MODE_HELP = ("Game mode, how it is played and won: identity (身份局: hidden roles, a lord, "
             "loyalists, rebels, a renegade) or hegemony (国战: a main and a deputy "
             "general face down, kingdoms as sides).")
BOTS_HELP = "Bots for the other seats, cycled in seat order ({bots}). Default: rule."


def _mode(mode: str, players: int) -> None:
    """Refuse an unknown mode or a player count outside its range."""
    from ..modes import MODES, make_mode

    if mode not in MODES:
        raise Bad("choose", "--mode", choices=", ".join(sorted(MODES)))
    m = make_mode(mode)
    if not m.min_players <= players <= m.max_players:
        raise Bad("players", "--players", mode=mode, lo=m.min_players, hi=m.max_players)


def _ruleset(card_set: str) -> Any:
    from ..packs import SETS, load_plugins, ruleset

    try:
        return ruleset(card_set)
    except SgsError as exc:
        load_plugins()
        if card_set not in SETS:
            raise Bad("deck_unknown", "--deck", name=repr(card_set),
                      known=", ".join(SETS)) from None
        raise Bad("raw", "--deck", text=exc) from None


# ---------------------------------------------------------------- play


def _check_general(rules: Ruleset, mode: str, players: int, seat: int, general: str,
                   lang: str) -> None:
    """``--general`` is refused before the game, as any bad flag: a name not in the set,
    and what only the mode knows (hegemony: a main and a deputy of one kingdom), found
    by making the game up to its first question (which fixes nothing: a dry run)."""
    from ..modes import make_mode

    try:
        options = mode_options(rules, mode, seat, general)
    except GeneralsError as exc:
        raise Bad("raw", "--general", text=exc.said(lang)) from None
    try:
        Game(rules, make_mode(mode, options), players, 0)
    except (SgsError, ConfigError, ValueError) as exc:
        raise Bad("raw", "--general", text=exc) from None


def _general_named(rules: Ruleset, text: str) -> str | None:
    want = text.strip()
    for gid in rules.generals:
        if want == gid or want == rules.name(gid, "zh") or \
                want.lower() == rules.name(gid, "en").lower():
            return gid
    return None


def resolve_general(rules: Ruleset, text: str) -> str:
    """A general id from its id, Chinese or English name; :class:`UnknownGeneral` (a
    ValueError) lists the names and the sets that have it."""
    gid = _general_named(rules, text)
    if gid is not None:
        return gid
    known = ", ".join(f"{gid} ({rules.name(gid, 'zh')})" for gid in sorted(rules.generals))
    raise UnknownGeneral(text, known, decks_with(text, _general_named))


PAIR_SEPARATORS = ("+", ",", "，")


def resolve_generals(rules: Ruleset, mode: str, text: str) -> list[str]:
    """``--general`` as general ids: one, or in hegemony mode a main and a deputy
    (``曹操+郭嘉``; a ``,`` separates them too).  ValueError says what is wrong."""
    if mode != "hegemony":
        return [resolve_general(rules, text)]
    parts = [text]
    for sep in PAIR_SEPARATORS:
        if sep in text:
            parts = text.split(sep)
            break
    if len(parts) != 2 or not all(x.strip() for x in parts):
        raise GeneralsError("general_pair", text=repr(text))
    return [resolve_general(rules, x) for x in parts]


def mode_options(rules: Ruleset, mode: str, seat: int, general: str | None) -> dict[str, Any]:
    """The mode's options for ``sgs play``: the player's own general(s) when named."""
    if general is None:
        return {}
    gids = resolve_generals(rules, mode, general)
    return {"generals": {seat: gids if mode == "hegemony" else gids[0]}}


def _uncatalogued_names(rules: Ruleset) -> dict[str, dict[str, str]]:
    """The printed names a seat's catalogue does not carry (a set's kingdoms and roles),
    for the human seat to show them as printed."""
    catalogued = set(rules.cards) | set(rules.skills) | set(rules.generals)
    return {lang: {k: v for k, v in table.items() if k not in catalogued}
            for lang, table in rules.names.items()}


def use_plain(plain: bool) -> bool:
    """Whether ``sgs play`` runs the line mode: asked for (``--plain``), or standard input
    or output is not a terminal (a pipe, a file, a test)."""
    return plain or not (sys.stdin.isatty() and sys.stdout.isatty())


def plain_game(opts: PlayOptions, log: Path | None = None, console: Console | None = None,
               read: Callable[[str], str] | None = None) -> int:
    """Play one game in the line mode (``sgs play --plain``) with ``opts`` (its seed and
    seat already drawn); returns the exit status.  ``log``: where to write the game log
    (default: a new file in :func:`sgs.cli.session.log_dir`); ``read`` replaces the
    keyboard (tests)."""
    from ..host import Seats
    from ..modes import make_mode
    from .play import HumanSeat, Quit, Terminal, run, show_result
    from .settings import Settings, load_settings, settings_path

    rules = _ruleset(opts.card_set)
    console = console or Console(highlight=False)
    names = Names(rules.names, opts.lang)
    term = Terminal(console, read)
    bot_names = parse_bots(opts.bots)
    others = [s for s in range(opts.players) if s != opts.seat]
    seat_bots = {s: bot_names[k % len(bot_names)] for k, s in enumerate(others)}
    # the seed is told only when the game ends: with it the deck order can be recomputed
    term.say(names.ui("m.you_are", seat=opts.seat, n=opts.players,
                      bots=", ".join(f"{s}:{b}" for s, b in seat_bots.items())))
    try:
        mode = make_mode(opts.mode, mode_options(rules, opts.mode, opts.seat, opts.general))
        g = Game(rules, mode, opts.players, opts.seed, opts.game_options())
    except (SgsError, ConfigError, ValueError) as exc:
        raise _fail(console, say(opts.lang, "cannot_start", err=exc), lang=opts.lang) from None
    agents = {s: make_agent(b, opts.seed * 16 + s) for s, b in seat_bots.items()}
    # this command is the host: the human is an agent of the seat protocol like the bots,
    # and may be refused any number of times (q quits)
    host = Seats(g, agents, max_refusals=None)
    # the settings the player keeps between games, at either surface (cli.settings);
    # --no-auto-pass wins over the file
    settings_file = settings_path()
    settings, bad = load_settings(settings_file, Settings())
    if bad:
        note = names.ui("m.settings_bad", path=escape(str(settings_file)), why=escape(bad))
        term.say(f"[yellow]{note}[/yellow]")
    if not opts.auto_pass:
        settings.own_trick = False
    human = HumanSeat(term, opts.lang, names=_uncatalogued_names(rules), settings=settings,
                      settings_file=settings_file)
    code = 0
    try:
        run(host, human, opts.seat)
        show_result(human, decisions=g.decisions)
    except Quit as q:
        term.say()
        term.say(f"[yellow]{names.ui('m.eof' if q.eof else 'm.quit')}[/yellow]")
    except KeyboardInterrupt:
        term.say()
        term.say(f"[yellow]{names.ui('m.interrupt')}[/yellow]")
        code = 130
    except ConfigError as exc:  # found once the game is under way (the others' deal)
        term.say(say(opts.lang, "fail", msg=escape(say(opts.lang, "cannot_go_on", err=exc))))
        code = 1
    finally:
        # one line to copy (never wrapped): the same deal, seats, bots and options
        term.say(f"[dim]{names.ui('m.replay')}[/dim]")
        term.say(escape(opts.command()), wrap=False)
        path = log if log is not None else default_log_path(opts.seed)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path = save_new(path, g.log)  # beside a log of the same name, never over it
        except OSError as exc:
            msg = names.ui("m.log_failed", path=escape(str(path)), err=escape(str(exc)))
            term.say(f"[yellow]{msg}[/yellow]")
        else:
            again = escape(replay_hint(path, opts.seat, opts.lang))
            term.say(f"[dim]{names.ui('m.log_saved', path=escape(str(path)))}[/dim]", wrap=False)
            term.say(f"[dim]{names.ui('m.log_replay', cmd=again)}[/dim]", wrap=False)
    return code


@app.command(short_help="Play in the terminal against bots.")
def play(
    players: Annotated[int, typer.Option(help="Number of players (2-10).")] = 5,
    seat: Annotated[int | None, typer.Option(
        parser=_whole_number, metavar="INTEGER",
        help="Your seat, 0-based; in identity mode the lord sits at seat 0. "
             "Default: drawn at random (never from the seed), so your role is a surprise.")
    ] = None,
    seed: Annotated[int | None, typer.Option(
        help="The number that shuffles this game's deck (default: random; printed when "
             "the game ends, so the same game can be played again).")] = None,
    general: Annotated[str | None, typer.Option(
        help="Your general, by id or name (e.g. lin_daiyu or 林黛玉); in hegemony mode a "
             "main and a deputy of one kingdom joined by '+' (e.g. 刘备+关羽).")] = None,
    lang: Annotated[str, typer.Option(help="Display language: zh or en.")] = "zh",
    bots: Annotated[str | None, typer.Option(help=BOTS_HELP.format(bots=", ".join(BOT_NAMES)))
                    ] = None,
    log: Annotated[Path | None, typer.Option(
        help="Write the game log (JSON Lines) here (default: a new file in "
             "$SGS_LOG_DIR, else ~/.local/state/sgs/games).")] = None,
    card_set: Annotated[str | None, typer.Option("--deck", "--set", help=DECK_HELP)] = None,
    mode: Annotated[str, typer.Option(help=MODE_HELP)] = "identity",
    auto_pass: Annotated[bool, typer.Option(
        "--auto-pass/--no-auto-pass",
        help="Pass the Negate (无懈可击) windows of your own tricks by themselves; at the "
             "full-screen table also answer a question with one legal answer (a lone "
             "target) by itself, as the line mode always does.")] = True,
    plain: Annotated[bool, typer.Option(
        "--plain", help="Line mode: a line at a time (chosen by itself when standard input "
                        "or output is not a terminal).")] = False,
    pace: Annotated[float, typer.Option(
        min=0, help="The full-screen table's pause after each bot action, in seconds "
                    "(0: none; + and - change it while playing).")] = 0.6,
    face_down_view: Annotated[str, typer.Option(
        "--face-down-view",
        help="Who may look at cards lying face down on a general (a room setting of "
             "the rules for cards on a general): all (anyone, at any time) or owner (the "
             "player whose general they are on).")] = "all",
    connect: Annotated[str | None, typer.Option(
        help="Play on the server at this address (sgs serve), at the same table: joins "
             "--room, or makes a room and prints its code.")] = None,
    room: Annotated[str | None, typer.Option(
        help="With --connect: the join code of the room to play in.")] = None,
    name: Annotated[str | None, typer.Option(
        help="With --connect: your name at the server (default: your login name).")
    ] = None,
) -> None:
    """Play a game in the terminal: you against bots (identity or hegemony mode)."""
    from ..core.game import FACE_DOWN_VIEWS

    _check_lang(lang)
    if connect is not None:
        raise typer.Exit(_play_connected(connect, room, name, lang, pace, players, mode,
                                         card_set, bots, face_down_view))
    if room is not None:
        raise Bad("choose", "--room", choices="--connect URL --room CODE")
    if face_down_view not in FACE_DOWN_VIEWS:
        raise Bad("choose", "--face-down-view", choices=", ".join(FACE_DOWN_VIEWS))
    _check_pace(pace)
    _mode(mode, players)
    # (an empty --deck or --bots is refused, not taken for the default)
    card_set = card_set if card_set is not None else default_set(mode)
    bots = bots if bots is not None else default_bots(mode)
    if seed is None:
        seed = secrets.randbits(64)  # too many for a player to search for their opening hand
    if seat is None:
        # drawn apart from the seed: the seed's stream deals the roles, so a seat taken
        # from it would tell the player who sits where
        seat = secrets.randbelow(players)
    if not 0 <= seat < players:
        raise Bad("seat", "--seat", hi=players - 1)
    rules = _ruleset(card_set)
    if general is not None:
        _check_general(rules, mode, players, seat, general, lang)
    _bots(bots)
    if log is not None:
        _check_log(log)
    opts = PlayOptions(players=players, seat=seat, seed=seed, lang=lang, bots=bots,
                       card_set=card_set, mode=mode, general=general, auto_pass=auto_pass,
                       plain=plain, face_down_view=face_down_view)
    if not use_plain(plain):
        from .table_host import table_game

        raise typer.Exit(table_game(opts, log, pace))
    raise typer.Exit(plain_game(opts, log))


def _play_connected(url: str, room: str | None, name: str | None, lang: str, pace: float,
                    players: int, mode: str, card_set: str | None, bots: str | None,
                    face_down_view: str) -> int:
    """``sgs play --connect``: the room's settings (when making one) from the flags."""
    import getpass

    from .net import net_play

    _check_pace(pace)
    settings: dict[str, Any] = {"mode": mode, "players": players,
                                "face_down_view": face_down_view}
    if card_set is not None:
        settings["card_set"] = card_set
    if bots is not None:
        settings["bots"] = _bots(bots)
    who = name or getpass.getuser() or "player"
    command = f"sgs play --connect {url}" + (f" --room {room}" if room else "")
    return net_play(url, room, who[:24], lang, pace, settings, command)


@app.command(short_help="Fill seats of a server's room with bots over the network.")
def bots(
    connect: Annotated[str, typer.Option(help="The server's address (sgs serve).")],
    room: Annotated[str, typer.Option(help="The room's join code.")],
    seats: Annotated[int, typer.Option(min=1, max=10, help="How many seats to fill.")] = 1,
    bots: Annotated[str, typer.Option(
        "--bots", help=BOTS_HELP.format(bots=", ".join(BOT_NAMES)))] = "rule",
    think: Annotated[str, typer.Option(
        help="Seconds each bot thinks before an answer: LO-HI (drawn) or one number.")
    ] = "0.5-2",
    seed: Annotated[int, typer.Option(help="Seeds the bots' choices and thinking.")] = 0,
) -> None:
    """Bot clients join the room of --room, get ready and play its game to the end
    (each an sgs bot acting on the observations its seat receives)."""
    from .net import net_bots

    raise typer.Exit(net_bots(connect, room, seats, _bots(bots), think, seed))


# ---------------------------------------------------------------- sim


@app.command(short_help="Run bot games headless: who wins, how fast.")
def sim(
    games: Annotated[int, typer.Option(help="Number of games.", min=1)] = 100,
    players: Annotated[int, typer.Option(help="Players per game (2-10).")] = 5,
    seed: Annotated[int, typer.Option(help="Seed of the first game; game i has seed+i.")] = 0,
    bots: Annotated[str | None, typer.Option(
        help="Comma-separated bots, rotated over the seats: in the game of seed s, seat k "
             "plays bots[(k+s) % len(bots)] (seed 0: bots[k % len(bots)]), so each bot "
             "sits at every seat alike. Default: rule.")
    ] = None,
    log_dir: Annotated[Path | None, typer.Option(
        help="Write each game's log to DIR/game_<seed>.jsonl.")] = None,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    jobs: Annotated[int | None, typer.Option(
        help="Worker processes (default: the number of CPUs).", min=1)] = None,
    card_set: Annotated[str | None, typer.Option("--deck", "--set", help=DECK_HELP)] = None,
    mode: Annotated[str, typer.Option(help=MODE_HELP)] = "identity",
) -> None:
    """Run bot games headless and summarise who wins and how fast it runs."""
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    from . import sim as simmod

    _mode(mode, players)
    card_set = card_set if card_set is not None else default_set(mode)
    bot_names = _bots(bots if bots is not None else default_bots(mode))
    _ruleset(card_set)
    if log_dir is not None:
        _check_log_dir(log_dir)
    jobs = jobs or os.cpu_count() or 1
    cfg = simmod.SimConfig(players=players, bots=tuple(bot_names), card_set=card_set,
                           log_dir=str(log_dir) if log_dir else None, mode=mode)
    out = Console(highlight=False, soft_wrap=True)
    err = Console(stderr=True, highlight=False)
    start = time.perf_counter()
    if json_out:
        totals = simmod.tally(cfg, seed, games, jobs)
    else:
        progress = Progress(TextColumn("[bold]sim"), BarColumn(), MofNCompleteColumn(),
                            TimeRemainingColumn(), console=err, auto_refresh=False,
                            transient=True)
        with progress:
            task = progress.add_task("games", total=games)

            def advance(_r: simmod.GameResult) -> None:
                progress.advance(task)
                progress.refresh()

            totals = simmod.tally(cfg, seed, games, jobs, on_result=advance)
    seconds = time.perf_counter() - start
    summary = totals.summary(seconds, cfg, seed, jobs)
    if json_out:
        out.out(json.dumps(summary, ensure_ascii=False), highlight=False)
    else:
        _print_summary(out, summary, Names(_ruleset(card_set).names, "zh"))
    if summary["errors"]:
        raise typer.Exit(1)


def _wins_table(what: str, rows: dict[str, dict[str, Any]], names: Names | None) -> Table:
    """Wins, games and win rate per role, general or bot (with display names if given)."""
    t = Table(title=f"wins by {what}", title_justify="left", box=None, padding=(0, 2))
    for col in (what, "wins", "games", "rate"):
        t.add_column(col, justify="left" if col == what else "right")
    for key, d in rows.items():
        label = f"{key} {names(key)}" if names is not None else key
        t.add_row(label, str(d["wins"]), str(d["games"]), f"{d['rate']:.1%}")
    return t


def _print_summary(out: Console, s: dict[str, Any], names: Names) -> None:
    out.print(f"[bold]{s['games']} games[/bold] · {s.get('mode', 'identity')} · "
              f"{s['players']} players · bots "
              f"{','.join(s['bots'])}{' rotated over the seats' if len(s['bots']) > 1 else ''}"
              f" · seeds {s['seed']}..{s['seed'] + s['games'] - 1} · "
              f"{s['jobs']} jobs")
    oc = s["outcomes"]
    out.print("outcomes: " + ", ".join(f"{k} {v}" for k, v in oc.items() if v or k != "error"))
    if "wins_by_role" in s:
        out.print(_wins_table("role", s["wins_by_role"], names))
    else:
        what = "kingdom" if "wins_by_kingdom" in s else "side"
        out.print(_wins_table(what, s[f"wins_by_{what}"], names))
    c = s.get("careerists")
    if c is not None:
        out.print(f"careerists: won {c['games_won']} of {s['finished']} games "
                  f"({c['win_rate']:.1%}); {c['players']} players became one "
                  f"({c['player_share']:.1%} of the players)")
    out.print(_wins_table("general", s["wins_by_general"], names))
    if len(s["wins_by_bot"]) > 1:
        out.print(_wins_table("bot", s["wins_by_bot"], None))
    out.print(f"average length: {s['avg_turns']} turns, {s['avg_decisions']} decisions")
    out.print(f"speed: {s['games_per_second']} games/s, {s['decisions_per_second']} decisions/s "
              f"({s['seconds']} s)")
    if s["errors"]:
        out.print(f"[bold red]{s['errors']} game(s) failed[/bold red]: seeds {s['error_seeds']}")
        out.print(escape(s["first_error"] or ""))


# ---------------------------------------------------------------- replay


@app.command(short_help="Tell a game log as a story, or verify it.", cls=PlainUsage)
def replay(
    file: Annotated[Path, typer.Argument(metavar="FILE", help="A game log (JSON Lines).")],
    verify: Annotated[bool, typer.Option(
        "--verify", help="Re-run the game from the log and check every record.")] = False,
    partial: Annotated[bool, typer.Option(
        "--partial", help="With --verify: accept a log of a game left unfinished.")] = False,
    seat: Annotated[int | None, typer.Option(
        parser=_whole_number, metavar="INTEGER",
        help="Tell the story as this seat saw it (re-runs the game; default: everything).")
    ] = None,
    lang: Annotated[str, typer.Option(help="Display language: zh or en.")] = "zh",
) -> None:
    """Print a game log as a story, or --verify it by re-running the game.

    Exit 2 with one line on stderr for a file that is not a log this sgs can
    re-create (unreadable, not JSON Lines, a bad header); exit 1 when a log
    does not verify.
    """
    from .. import replay as rp
    from .narrate import Narrator, card_book

    _check_lang(lang)
    out = Console(highlight=False, soft_wrap=True)
    err = Console(stderr=True, highlight=False, soft_wrap=True)
    try:
        log = rp.load(file)
    except rp.ReplayError as exc:
        raise _fail(err, say(lang, "file_error", file=file, err=exc), 2, lang) from None
    if verify:
        try:
            res = rp.verify(log, allow_unfinished=partial)
        except rp.LogFormatError as exc:
            raise _fail(err, say(lang, "file_error", file=file, err=exc), 2, lang) from None
        except rp.ReplayError as exc:
            failed = escape(say(lang, "verify_failed", file=file))
            err.print(f"[bold red]{failed}[/bold red]")
            hint = say(lang, "partial_hint") if isinstance(exc, rp.ReplayUnfinished) else ""
            err.print(escape(exc.text(lang) + hint), highlight=False)
            raise typer.Exit(1) from None
        line = verified(lang, str(file), res.records, res.answers, res.finished, res.winners)
        out.print(f"[bold green]✓[/bold green] {escape(line)}")
        return
    h = log.header
    records: list[dict[str, Any]] = log.records
    if seat is not None:
        # what a seat saw depends on the game (roles shown, cards seen): re-run it
        if not 0 <= seat < int(h["players"]):
            raise Bad("seat", "--seat", hi=h["players"] - 1)
        try:
            records = rp.verify(log, allow_unfinished=True, watch=seat).seen
        except rp.ReplayError as exc:
            raise _fail(err, say(lang, "seat_story", file=file, seat=seat, err=exc),
                        2 if isinstance(exc, rp.LogFormatError) else 1, lang) from None
    # the story needs only names: a pack not installed here is told by ids (docs/cli.md)
    tables, missing = rp.pack_names(h)
    if missing:
        warning = say(lang, "unknown_pack", file=file, packs=", ".join(map(repr, missing)))
        err.print(f"[yellow]{escape(warning)}[/yellow]")
    names = Names(tables, lang)
    narrator = Narrator(names, card_book(h), viewer=seat)
    deck = rp.deck_name(h)  # as --deck takes it, else the pack ids
    cards = say(lang, "story_deck", deck=deck) if deck is not None else \
        say(lang, "story_packs", packs="+".join(h["packs"]))
    over = any(r.get("t") == "game_over" for r in log.records)
    # the seed recomputes the deck order: a seat's story of a game not over keeps it back
    told_seed = say(lang, "story_seed", seed=h["seed"]) if over or seat is None else ""
    lines = [line for _n, line in _story(log, records, narrator, file, err, lang)]
    head = say(lang, "story_head", mode=mode_word(lang, str(h["mode"])), cards=cards,
               seed=told_seed, players=h["players"], records=len(log.records))
    out.print(f"[dim]{escape(head)}[/dim]")
    for line in lines:
        out.print(line, highlight=False)
    if not over:
        out.print(f"\n[bold]{names.ui('n.not_over')}[/bold]", highlight=False)


def _story(log: Any, records: list[dict[str, Any]], narrator: Any, file: Path,
           err: Console, lang: str = "en") -> list[tuple[int, Any]]:
    """The story's lines, told in full before any is printed: a record the narrator
    cannot read (a tampered file: a ``move`` whose ``src`` is a number) ends it with
    one line naming it, exit 2, as ``--verify`` refuses the file."""
    from ..modes.registry import brief

    out: list[tuple[int, Any]] = []
    for n, r in enumerate(records):
        try:
            out.extend((n, line) for line in narrator.feed(r))
        except (AttributeError, TypeError, KeyError, ValueError, IndexError) as exc:
            where = say(lang, "at_line", n=n + 1) if records is log.records else ""
            raise _fail(err, say(lang, "story_record", file=file, where=where,
                                 kind=brief(r.get("t")), exc=f"{type(exc).__name__}: {exc}",
                                 record=brief(r, 120)), 2, lang) from None
    return out


# ---------------------------------------------------------------- serve


@app.command(short_help="Run the game server: rooms, lobby, games over WebSockets.")
def serve(
    host: Annotated[str, typer.Option(help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(
        parser=_whole_number, metavar="INTEGER",
        help="The port (0: any free one, printed).")] = 8765,
    db: Annotated[str | None, typer.Option(
        help="A database URL (postgresql://…); default: SQLite in --data.")] = None,
    data: Annotated[Path | None, typer.Option(
        help="The folder of the SQLite database and the token secret "
             "(default: $XDG_STATE_HOME/sgs).")] = None,
    accounts: Annotated[bool, typer.Option(
        "--accounts", help="Require registered accounts with passwords.")] = False,
    origin: Annotated[list[str] | None, typer.Option(
        help="A browser origin allowed besides the server's own (repeat; * for any).")
    ] = None,
    public_url: Annotated[str | None, typer.Option(
        help="Several instances: the URL clients reach this one at (default: its address).")
    ] = None,
    instance: Annotated[str | None, typer.Option(
        help="Several instances: this one's lease owner id, URL#NAME (default: the URL and"
             " a random suffix; keep it across restarts to take its rooms back at once).")
    ] = None,
    window_seconds: Annotated[float | None, typer.Option(
        help="The waiting rule: seconds from a play action to the next public stop.")
    ] = None,
    turn_seconds: Annotated[float | None, typer.Option(
        help="The waiting rule: seconds from the end of a play phase to the next turn's.")
    ] = None,
) -> None:
    """Serve games over the network (docs/server.md): prints the address to open."""
    err = Console(stderr=True, highlight=False, soft_wrap=True)
    try:
        from ..server.serve import run
    except ImportError as exc:  # the extra is not installed: one line says how
        raise _fail(err, f"sgs serve needs the server extra ({exc.name} is missing): "
                         "pip install 'sgs[server]' (or: make serve)") from None
    try:
        code = run(host, port, db, data, accounts, tuple(origin or ()), public_url, instance,
                   window_seconds, turn_seconds)
    except OSError as exc:
        raise _fail(err, f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    raise typer.Exit(code)


def main() -> None:  # pragma: no cover - the console script calls ``app``
    app()


if __name__ == "__main__":  # pragma: no cover
    app()
