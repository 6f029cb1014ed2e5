import { CardDefinition } from '../cards/card';
import { manaValue, parseManaCost } from '../cards/mana-cost';
import { ContinuousEffect, GameObject, GameState } from './types';
import { Departed, Trace, ZoneName } from '../trace/trace';
import { characteristicsOf, colorsNow, keywordsNow } from '../rules/613-layers';
import { removeFromCombat } from '../rules/506-combat';
import { revealFaceDown } from '../rules/708-face-down';
import { ceaseBestowed } from '../keywords/702.103-bestow';
import { ceaseFused } from '../keywords/702.102-fuse';
import { manaCostForValue, turnFrontFaceUp } from '../rules/712-double-faced';
import { cardNow } from '../rules/612-text-changing';
import { msg } from '../trace/message';

/**
 * 400.7, 603.7c: an object changes zones and becomes a new object: the delayed abilities that referred to it (waiting,
 * triggered, or on the stack) no longer find it, even if it comes back with the same id.
 */
export function loseDelayedReferent(state: GameState, id: string): void {
  for (const d of state.delayed) if (d.refersTo === id) d.referentLeft = true;
  for (const p of state.pending) if (p.delayed !== undefined && p.refersTo === id) p.referentLeft = true;
  for (const s of state.stack) if (s.ability?.delayed !== undefined && s.refersTo === id) s.referentLeft = true;
}

/**
 * 400.7, 120.3: an object enters the battlefield as a new object: the damage dealt this turn by the object
 * it was, under the same id, was not dealt by it ("a creature dealt damage by CARDNAME this turn"). Forgotten
 * as it enters, not as it leaves: a creature that leaves with it still saw it as its source (603.10a).
 */
export function forgetDamageDealtBy(state: GameState, id: string): void {
  for (const o of state.battlefield)
    if (o.damagedBy?.includes(id)) {
      const rest = o.damagedBy.filter((d) => d !== id);
      if (rest.length > 0) o.damagedBy = rest;
      else delete o.damagedBy;
    }
}

/** Removes an object from the battlefield or the stack; returns it. */
export function takeFromBattlefield(state: GameState, id: string): GameObject | undefined {
  const i = state.battlefield.findIndex((o) => o.id === id);
  if (i < 0) return undefined;
  leftBattlefield(state, state.battlefield[i]);
  return state.battlefield.splice(i, 1)[0];
}

/**
 * What ends as a permanent leaves the battlefield: it is removed from combat (506.4), and the
 * effects that applied to it no longer do, for it becomes a new object (400.7). Its controller is
 * marked as having had a permanent leave the battlefield this turn (revolt).
 */
export function leftBattlefield(state: GameState, o: GameObject): void {
  const id = o.id;
  const controller = state.players.find((p) => p.id === o.controller);
  if (controller) controller.permanentLeftThisTurn = true;
  // 702.95e: it and the creature it was paired with are no longer paired.
  if (o.pairedWith !== undefined) {
    const partner = state.battlefield.find((p) => p.id === o.pairedWith && p.pairedWith === id);
    if (partner) delete partner.pairedWith;
    delete o.pairedWith;
  }
  removeFromCombat(state, id);
  // 509.1b: "can't block CARDNAME" named that object; the new object it becomes is not restricted against.
  const named = (e: ContinuousEffect) => e.kind === 'cant-block' && e.attacker === id;
  if (!state.effects.some((e) => e.affects.includes(id) || named(e))) return;
  state.effects = state.effects
    .filter((e) => !named(e))
    .map((e) => (e.affects.includes(id) ? { ...e, affects: e.affects.filter((a) => a !== id) } : e))
    .filter((e) => e.affects.length > 0 || e.kind === 'prevent-combat-damage');
}

/** What a permanent was as it leaves the battlefield, for abilities that look back (603.10a). */
export function lookBack(state: GameState, o: GameObject, batch: number): Departed {
  const card = cardNow(state, o);
  const now = characteristicsOf(state, o);
  const cost = parseManaCost(manaCostForValue(o, now.manaCost));
  return {
    batch,
    id: o.id,
    card,
    ...(card !== o.card ? { copiable: o.card } : {}),
    controller: o.controller,
    owner: o.owner,
    types: now.types,
    subtypes: now.subtypes,
    supertypes: now.supertypes,
    colors: colorsNow(state, o),
    attachedTo: o.attachedTo,
    attachments: state.battlefield.filter((p) => p.attachedTo === o.id).map((p) => p.id),
    power: now.power,
    toughness: now.toughness,
    manaValue: cost ? manaValue(cost, 0) : null,
    keywords: [...keywordsNow(state, o)],
    counters: { ...o.counters },
    ...(o.exiled ? { exiled: [...o.exiled] } : {}),
    ...(o.exiledUntilLeaves ? { exiledUntilLeaves: [...o.exiledUntilLeaves] } : {}),
    ...(o.token ? { token: true } : {}),
    ...(o.damagedBy ? { damagedBy: [...o.damagedBy] } : {}),
  };
}

/**
 * Puts a card into its owner's hand, graveyard or library, or into exile (400.3); resets what a
 * permanent had (400.7). A graveyard goes through the replacement effects first: see putIntoGraveyard (614).
 */
export function putIntoOwnerZone(
  state: GameState,
  o: GameObject,
  zone: Extract<ZoneName, 'hand' | 'graveyard' | 'library' | 'exile'>,
  trace?: Trace,
): void {
  const owner = state.players.find((p) => p.id === o.owner);
  if (!owner) return;
  loseDelayedReferent(state, o.id);
  // 702.84a: an unearthed permanent that would leave the battlefield for a hand or a library is exiled instead (614.1a).
  if (o.unearthed && zone !== 'exile') {
    trace?.cite('702.84a', 'replaced', msg('702.84-unearth.exiledInstead', { id: o.id }), [o.id]);
    zone = 'exile';
  }
  // 708.9: a face-down permanent or spell is revealed as it moves (to any zone but the battlefield).
  if (o.faceDown) revealFaceDown(o, zone, trace);
  // 400.7, 702.103b: a bestowed Aura is the card itself in its new zone.
  ceaseBestowed(o);
  // 400.7, 709.4: a fused split spell is the split card itself in its new zone.
  ceaseFused(o);
  o.controller = o.owner;
  delete o.baseController;
  o.tapped = false;
  o.damage = 0;
  o.counters = {};
  o.attachedTo = null;
  o.summoningSick = false;
  o.timestamp = 0;
  o.deathtouchDamage = false;
  o.regenerationShields = 0;
  delete o.damagedBy;
  delete o.dealtDamageThisTurn;
  delete o.attackedThisTurn;
  o.loyaltyActivated = false;
  delete o.activatedThisTurn;
  delete o.kicked;
  delete o.kickedWith;
  delete o.manaSpent;
  delete o.devoured;
  delete o.renowned;
  delete o.monstrous;
  delete o.chosen;
  delete o.exiled;
  delete o.exiledUntilLeaves;
  delete o.unearthed;
  delete o.alternativeCost;
  delete o.pairedWith;
  // 400.7: a copy that leaves the battlefield is its own card again in its new zone.
  if (o.original) {
    o.card = o.original.card;
    o.inline = o.original.inline;
    delete o.original;
  }
  // 712.8a: outside the battlefield and the stack, a double-faced card has only its front face's characteristics.
  turnFrontFaceUp(o);
  if (zone === 'exile') state.exile.push(o);
  else owner[zone].push(o);
}

/** A card or token as a new object of the game, with nothing on it (400.7). */
export function newObject(id: string, card: CardDefinition | null, inline: boolean, owner: string, controller: string): GameObject {
  return {
    id,
    card,
    inline,
    owner,
    controller,
    token: false,
    tapped: false,
    summoningSick: false,
    damage: 0,
    counters: {},
    attachedTo: null,
    faceDown: false,
    phasedOut: false,
    timestamp: 0,
    deathtouchDamage: false,
    regenerationShields: 0,
    loyaltyActivated: false,
    upkeepsSinceControl: 2,
  };
}

/**
 * 111.1: a token created under `controller`'s control, its owner (111.2), entering the battlefield
 * now: a new timestamp (613.7d), and not yet controlled since its controller's turn began (302.6).
 */
export function newToken(state: GameState, id: string, card: CardDefinition, inline: boolean, controller: string): GameObject {
  return {
    ...newObject(id, card, inline, controller, controller),
    token: true,
    summoningSick: true,
    timestamp: state.nextTimestamp++,
    upkeepsSinceControl: 0,
  };
}
