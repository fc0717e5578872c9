"""The rule operations.  Every one is a generator: ``yield from ops.x(g, ...)``.

Moves (moves.py) are the one way cards change place; everything else here
is built from them: using and playing cards (use.py), damage, recovery and
death (hp.py), judgment (judge.py), the glossary actions of seed 000
(vocab.py), the states of a general card — 横置/重置, 翻面, the cards on it and
the HP display (states.py, seed 002) — and the turn (turn.py).
"""

from . import deputy, states
from .generals import (
    can_reveal,
    hide_general,
    look_at_general,
    reveal_for,
    reveal_general,
)
from .hp import damage, die, dying, gain_max_hp, lose_hp, lose_max_hp, recover
from .judge import judge
from .moves import (
    PUBLIC,
    discard,
    draw,
    move,
    move_many,
    to_discard,
)
from .skills import acquire_skill, lose_skill
from .states import end_removals, flip, set_chained, set_removed, turn_cards
from .trigger import trigger
from .turn import run_game, run_turn
from .use import (
    act_options,
    ask_first_card,
    ask_for_card,
    card_targets_option,
    play_card,
    use_card,
    use_virtual,
)
from .vocab import (
    arrange_top,
    ask_discard,
    can_lianheng,
    can_pindian,
    can_place_in_judge,
    discard_all,
    discard_of,
    exchange,
    fill_hand_to,
    gain_of,
    give,
    give_among,
    lianheng,
    move_to_equip,
    move_to_judge,
    pindian,
    put_on_general,
    put_under,
    recast,
    remove_from_game,
    replace_with,
    reveal_top,
    show,
    swap_with,
    view_cards,
)

__all__ = [
    "PUBLIC", "acquire_skill", "act_options", "arrange_top", "ask_discard",
    "ask_first_card", "ask_for_card", "can_lianheng", "can_pindian", "can_place_in_judge",
    "can_reveal", "card_targets_option", "damage", "deputy", "die", "discard",
    "discard_all", "discard_of", "draw", "dying", "end_removals", "exchange", "fill_hand_to",
    "flip",
    "gain_max_hp", "gain_of", "give", "give_among", "hide_general", "judge", "lianheng",
    "look_at_general",
    "lose_hp", "lose_max_hp", "lose_skill", "move", "move_many", "move_to_equip",
    "move_to_judge", "pindian", "play_card", "put_on_general", "put_under", "recast", "recover",
    "remove_from_game", "replace_with", "reveal_for", "reveal_general", "reveal_top",
    "run_game", "run_turn", "set_chained", "set_removed", "show", "states", "swap_with",
    "to_discard",
    "trigger", "turn_cards", "use_card", "use_virtual", "view_cards",
]
