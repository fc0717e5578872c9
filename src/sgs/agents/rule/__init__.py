"""A rule-based bot that plays like a sensible person, from its own seat's knowledge.

It reads only what its seat may know: its view (``sgs.core.view.view``), the
log records filtered for it (``visible_record``, read once each), public
queries (distances, attack ranges, card definitions, the faces of its own
cards) and the request itself, whose options and data say what is being
decided.  Where the request does not say which card or damage is being
resolved, the bot looks at the innermost event of that kind on ``g.stack`` —
the card in the processing area and its target, which the whole table sees.

How it decides:

* **Sides** (``beliefs``, ``sight``).  :class:`~.beliefs.Beliefs` guesses every
  hidden role from who harmed or helped whom; ``Sight.hostility`` turns the
  guesses into a friend/foe score by the bot's own role (a renegade hunts
  rebels first, then loyalists, and the lord last).
* **Play phase** (``play``).  Every option is scored by a small planner per
  card name (``card_plans``) or per active skill (``skill_plans``); the best
  positive one is played, and the phase ends when nothing scores above zero.
* **Answers** (``respond``): 闪, 杀, 药, 无懈可击 — the cheapest legal answer,
  given only where the rule for the request's reason says it pays.
* **Everything else** (``card_choices``, ``choices``) has a handler per request
  kind, with per-reason rules where the reason matters.

Any answer that fails validation is replaced by the request's default and
counted in ``RuleBot.illegal`` (tests check it stays 0).
"""

from .bot import RuleBot

__all__ = ["RuleBot"]
