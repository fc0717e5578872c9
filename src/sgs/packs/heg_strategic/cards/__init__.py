"""The cards of 君临天下·势备篇: tricks (``tricks.py``) and equipment (``equipment.py``).

Source: the card list of Mogara's QSanguosha-For-Hegemony (``strategic-advantage.cpp``,
52 cards) and the texts of its ``StrategicAdvantagePackage.lua`` ([M]).  Every kingdom
relation goes through ``sgs.packs.hegemony.relations``.

Readings taken on purpose:

- The deck is the source's 52 cards, 木牛流马 (♦5) among them.
- [choice] 调虎离山 (♥2, ♦10 with 連橫): one or two other players; each target is removed
  (the engine's ``Player.removed``, 调离, ``ops.set_removed``): alive, but not counted in
  distances (the ring, kept rows included), 下家/上家 and 相邻 (``Game.next_alive``,
  ``Game.ring_seats``), 队列 and 围攻 (``relations``); no card's legal target
  (``Game.prohibited``, the target step); uses no card (no option of any use request;
  打出 is still allowed: the text forbids using only).  "于此回合结束之前": every removal
  ends as the turn ends, before its 回合结束时 effects (``ops.end_removals`` in
  ``run_turn``), so turn order is never changed by it.  此牌结算后 (after every target,
  even if nullified), its user draws a card (``lure_tiger_draw``).  Skills that pick
  players (not cards) may still pick a removed one.  A later printing drops the draw and
  adds 体力值不会改变 (the targets' HP cannot change); this set keeps the 势备篇 text.
- [choice] 木牛流马 (a treasure), as printed: 出牌阶段限一次，你可以将一张手牌置于木牛流马下，
  然后你可以将木牛流马移动到一名其他角色的装备区里；你可以将木牛流马下的牌如手牌般使用或打出。当你
  失去装备区里的木牛流马时，若木牛流马未移动到其他角色的装备区，你将木牛流马下的所有牌置入弃牌堆。
  The cards under it lie in the engine's ``Zone.UNDER`` (out of the game, its holder alone
  sees them; the others see how many, as the source's private pile); they follow the
  card into another player's equipment area and go to the discard pile when it leaves
  for anywhere else, whatever moved it (the engine's move primitive).  Readings:
  at most five cards lie under it (the source's limit: with five the skill is refused,
  ``act.under_full``); 限一次 counts its holder's uses in the phase (``per_phase``), so a
  木牛流马 back with them the same phase cannot be used again (the source resets it);
  it moves only to another player whose treasure slot is empty (the source's rule:
  no treasure is replaced), 调离 players included (moving it targets no one); the
  move is optional (choosing nobody keeps it).  如手牌般使用或打出: they are offered as
  the holder's hand cards are (themselves, under 锁定视为 as hand cards; use and 打出),
  while the card's skill is in effect; a converting skill that takes hand cards
  (丈八蛇矛, 武圣 …) converts only the hand's and the equipment it names — it does not
  reach under 木牛流马 (the source lets them).  They are no hand cards otherwise: not
  counted, discarded, given, taken or recast as such.  An exchange of equipment areas
  through the processing area (none in the engine's content) would leave them to the
  discard pile.
- [choice] 連橫 is offered for a marked copy in the hand (the engine's card action); the
  source also lets 惊帆 and 护心镜 be given from the equipment area, which is not done.
- [choice] 挟天子以令诸侯: usable by a player with a revealed general whose kingdom is big
  (玉玺 included); it targets its user.  Its effect ends the user's play phase when it is
  theirs; only then (若如此做) does the user get the end-of-turn offer: at the end of this
  turn (after the turn's other 回合结束时 effects) they may discard a card (hand or
  equipment) and take an extra turn.  The offer is a skill the card gives its user for
  the rest of the turn (``threaten_emperor_turn``).
- [choice] 火烧连营: its targets are its user's 下家 and the rest of the 下家's 队列
  (``formation_of``; the 下家 alone when it is in none), in seat order from the 下家 —
  the user too when the 队列 reaches round to them.
- [choice] 勠力同心: its user picks one player (the card's one target step): the targets
  are every player of the big kingdoms if that player is big, else every small player
  (hidden players are small).  Usable only while a big kingdom exists; it may always be
  recast (重铸) instead.
- [choice] 联军盛宴: its user (with a revealed general) picks a player of another kingdom;
  the targets are the user and every player of that player's kingdom (one careerist is a
  kingdom of one).  X, what the user draws, is the number of living players of that
  kingdom when the user's effect resolves.
- [choice] 敕令: each target chooses among what it can do: reveal a general then draw 1
  (only while it may reveal one), discard an equipment card (hand or equipment area),
  lose 1 HP.  When a 敕令 enters the discard pile other than after its own use as 敕令 (a
  discard, a judgment, a conversion into another card …) it is removed from the game
  instead, and at the end of that turn (one whose player died ends too) its effect
  resolves on every player with no kingdom in seat order from the current player, each
  with a 无懈可击 window — with no user (as the source's
  ``from = NULL``) and no 使用时/指定目标 step: nobody "used" it.  The engine has no
  timing before a move, so the card is taken out right after it entered the discard
  pile (a skill reacting to that same move sees it arrive there).
- [choice] 青龙偃月刀 (势): from the moment its holder uses a 杀 (使用时) until that 杀
  finishes, the players it targeted then may not reveal generals (``forbids_reveal``);
  the restriction is the weapon's, so it lapses if the holder loses it meanwhile.
- [choice] 方天画戟 (势): when its holder's 杀 chooses its targets (指定目标时), they may add
  any number of other legal targets, one at a time, so that no two of all its targets
  with a kingdom share it (careerists and players with no kingdom are free).  When a 闪
  then offsets that 杀 for one target, it is nullified (无效) for its later targets.
- [choice] 玉玺 needs a treasure slot: the engine's ``EquipSlot.TREASURE``.  While its
  holder has a revealed general, the holder's side is the only big kingdom
  (``relations.big_sides``), they draw one more in the draw phase, and at the start of
  their play phase they are 視為 using 知己知彼 on a player they choose (they must, when
  one can be its target).
"""
