"""A rule-based bot that plays like a sensible person, from its own seat's knowledge.

It is a client of the seat protocol (docs/protocol.md) like any other:
``RuleBot.act(observation, request)`` reads only the JSON the host hands it —
the table as its seat sees it, with the events being resolved (the card in
the processing area and its targets, a damage, a judgment), its own reach
and hand limit, the log records its seat may see since it was last asked
(each read once, into what it remembers of the game), the content
catalogue sent with the first observation, and the request, whose tree of
legal selections its plans walk.  It imports nothing of the engine
(tests/test_agent_imports.py), and keeps its state for one game: a fresh
bot per game, shown every observation of its seat.

How it decides:

* **Sides** (``beliefs``, ``sight``).  :class:`~.beliefs.Beliefs` guesses every
  hidden role from who harmed or helped whom; ``Sight.hostility`` turns the
  guesses into a friend/foe score by the bot's own role (a renegade hunts
  rebels first, then loyalists, and the lord last).
* **Hegemony** (``kingdoms``, ``hegemony``).  In hegemony mode (国战) sides are
  kingdoms: :class:`~.kingdoms.KingdomBeliefs` reads the kingdoms shown, the
  seat's own generals and those it looked at, and guesses each hidden player's
  kingdom from whom they harm or help among the players whose kingdom is shown;
  the bot is alone against all while its first reveal would make it a careerist
  (its kingdom has half the starting players revealed, the dead counted).  It
  picks its main and deputy by 阴阳鱼 HP, skills and companions, and reveals for
  what it gets now (先驱, 珠联璧合, shown allies, its kingdom's last place, a skill
  worth using), never when the reveal would make it a careerist.
* **Play phase** (``play``).  Every option is scored by a small planner per
  card name (``card_plans``) or per active skill (``skill_plans``); the best
  positive one is played, and the phase ends when nothing scores above zero.
* **Answers** (``respond``): 闪, 杀, 药, 无懈可击 — the cheapest legal answer,
  given only where the rule for the request's reason says it pays.
* **Everything else** (``card_choices``, ``choices``) has a handler per request
  kind, with per-reason rules where the reason matters.

Any answer that fails the request's own rules (``sgs.agents.legal.problem``)
is replaced by the request's default and counted in ``RuleBot.illegal``
(tests check it stays 0).
"""

from .bot import RuleBot

__all__ = ["RuleBot"]
