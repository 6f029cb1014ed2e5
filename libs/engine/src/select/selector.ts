import { manaCostForValue } from '../rules/712-double-faced';
import { ObjectFilter, ObjectRef, PlayerFilter, PlayerRef, PlayerRelation, Quantity, Selector, SelectorOption } from '../cards/selector';
import { manaValue, parseManaCost } from '../cards/mana-cost';
import { GameObject, GameState, PlayerState as Player, SacrificedForCost } from '../state/types';
import { Color } from '../cards/card';
import { ManaPool } from '../cards/mana';
import { characteristicsOf, colorsNow, keywordsNow } from '../rules/613-layers';
import { defendingPlayer } from '../rules/506-combat';
import { permanentById } from '../state/board-index';
import { CREATURE_TYPES, FORMER_CREATURE_TYPES } from '../cards/creature-types';
import { hasEveryCreatureType } from '../keywords/702.73-changeling';
import { Unsupported } from '../unsupported';
import { msg } from '../trace/message';

const BASIC_LAND_TYPES = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

/** A card by its id in a public zone or a hand (a card keeps its id as it moves here); undefined if none is known. */
function cardAnywhere(state: GameState, id: string): GameObject | undefined {
  for (const p of state.players) {
    const card = p.graveyard.find((o) => o.id === id) ?? (Array.isArray(p.hand) ? p.hand.find((o) => o.id === id) : undefined);
    if (card) return card;
  }
  return state.exile.find((o) => o.id === id) ?? permanentById(state, id);
}

/**
 * The one evaluator of selectors: whether an object or a player is what a phrase of the card
 * language describes, on a board, with the characteristics the layer system gives it now (613).
 * Targeting (115), legal actions and resolution (608.2b) all ask it.
 */

/** Who asks: the spell or ability's controller ("you", 109.5), the object that has the ability ("other"), its X (107.3). */
export interface Asker {
  controller: string;
  source: string;
  x: number | null;
  /** 106.1, 601.2h: a resolving spell's mana spent to cast it (absent: read on the source permanent, or none). */
  manaSpent?: ManaPool;
  /** 702.33d: how many times a resolving spell was kicked (absent: read on the source permanent). */
  kicked?: number;
  /**
   * 613.8, 611.3a: while the layer system applies a static ability whose effect depends on the board
   * ("as long as you control three or more artifacts", "for each artifact you control"), the
   * characteristics of each object so far; without it, the layer system is asked (613).
   */
  view?: (o: GameObject) => ObjectView | undefined;
  /** 608.2c: what the resolving spell or ability refers to (its targets, the player a trigger names): "that player controls". */
  refs?: Refs;
}

/** What the evaluator reads of an object's characteristics (613). */
export interface ObjectView {
  name: string;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: Color[];
  keywords: ReadonlySet<string>;
  power: number | null;
  toughness: number | null;
  manaCost: string;
}

/** An object's characteristics for the asker: the layers being applied (asker.view), or the layer system's (613). */
function viewOf(state: GameState, o: GameObject, asker: Asker): ObjectView {
  const seen = asker.view?.(o);
  if (seen) return seen;
  return { ...characteristicsOf(state, o), keywords: keywordsNow(state, o), colors: colorsNow(state, o) };
}

/** Where a candidate was found: a permanent, a spell on the stack (with its X), a card in a graveyard. */
export type Found =
  | { kind: 'player'; player: Player }
  | { kind: 'object'; zone: 'battlefield' | 'graveyard'; object: GameObject }
  | { kind: 'object'; zone: 'stack'; object: GameObject; controller: string; x: number | null };

/** Finds an id on the board: a player, a permanent (not phased out, 702.26b), a spell, a card in a graveyard. */
export function find(state: GameState, id: string): Found | null {
  const player = state.players.find((p) => p.id === id);
  if (player) return { kind: 'player', player };
  const permanent = permanentById(state, id);
  if (permanent) return permanent.phasedOut ? null : { kind: 'object', zone: 'battlefield', object: permanent };
  const spell = state.stack.find((s) => s.id === id);
  if (spell?.object) return { kind: 'object', zone: 'stack', object: spell.object, controller: spell.controller, x: spell.x };
  for (const p of state.players) {
    const card = p.graveyard.find((o) => o.id === id);
    if (card) return { kind: 'object', zone: 'graveyard', object: card };
  }
  return null;
}

/** The option of `selector` that `found` meets, or null. */
export function matchingOption(state: GameState, selector: Selector, found: Found, asker: Asker): SelectorOption | null {
  return selector.options.find((o) => matchesOption(state, o, found, asker)) ?? null;
}

export function matchesOption(state: GameState, option: SelectorOption, found: Found, asker: Asker): boolean {
  if (option.kind === 'player')
    return (
      found.kind === 'player' && found.player.lost === null && option.filters.every((f) => matchesPlayer(state, f, found.player, asker))
    );
  return found.kind === 'object' && found.zone === option.zone && option.filters.every((f) => matchesObject(state, f, found, asker));
}

/** A card in a hand or a graveyard against an object option of that zone (a cost's "Discard a creature card", 601.2h): as printed. */
export function matchesCard(state: GameState, option: SelectorOption, card: GameObject, asker: Asker): boolean {
  return (
    option.kind === 'object' &&
    option.filters.every((f) => matchesObject(state, f, { kind: 'object', zone: 'graveyard', object: card }, asker))
  );
}

function matchesPlayer(state: GameState, filter: PlayerFilter, player: Player, asker: Asker): boolean {
  return isRelation(state, player.id, filter.is, asker);
}

/** 102.3: an opponent is a player other than you (the engine has no teams). 506.2: the defending player. */
function isRelation(state: GameState, id: string, relation: PlayerRelation, asker: Asker): boolean {
  if (relation === 'you') return id === asker.controller;
  if (relation === 'opponent') return id !== asker.controller;
  if (relation === 'enchantedPlayer') return id === enchantedPlayer(state, asker);
  return id === defendingPlayer(state);
}

/** 303.4m: the player the asker's source is attached to now (null if it is attached to none). */
export function enchantedPlayer(state: GameState, asker: { source: string }): string | null {
  const to = permanentById(state, asker.source)?.attachedTo ?? null;
  return to !== null && state.players.some((p) => p.id === to) ? to : null;
}

function matchesObject(state: GameState, filter: ObjectFilter, found: Extract<Found, { kind: 'object' }>, asker: Asker): boolean {
  const o = found.object;
  // A hidden card (no definition) has no characteristic to meet a filter with.
  if (!o.card) return false;
  // 613: what the object is now (on the battlefield and the stack); a card in a graveyard is as printed.
  const now = () => (asker.view ? viewOf(state, o, asker) : characteristicsOf(state, o));
  switch (filter.kind) {
    case 'token':
      return o.token === true;
    case 'named':
      // 201.2: its name now (a face-down permanent has none, 708.2).
      return now().name === filter.name;
    case 'type':
      return filter.anyOf.some((t) => now().types.includes(t));
    case 'subtype': {
      const c = now();
      if (filter.anyOf.some((t) => c.subtypes.includes(t))) return true;
      // 702.73a, 604.3: a changeling is every creature type, in every zone (205.3d: a creature's or a kindred's).
      const keywords = asker.view ? viewOf(state, o, asker).keywords : keywordsNow(state, o);
      return (
        hasEveryCreatureType(c.types, keywords) && filter.anyOf.some((t) => CREATURE_TYPES.includes(t) || FORMER_CREATURE_TYPES.includes(t))
      );
    }
    case 'supertype':
      return filter.anyOf.some((t) => now().supertypes.includes(t));
    case 'color': {
      const colors = asker.view ? viewOf(state, o, asker).colors : colorsNow(state, o);
      return filter.anyOf.some((c) => colors.includes(c));
    }
    case 'colorless':
      return (asker.view ? viewOf(state, o, asker).colors : colorsNow(state, o)).length === 0;
    case 'colorCount': {
      const n = (asker.view ? viewOf(state, o, asker).colors : colorsNow(state, o)).length;
      return filter.count === 'one' ? n === 1 : n >= 2;
    }
    case 'controller':
      // A card in a graveyard has no controller (108.4a); its owner is asked instead.
      return found.zone !== 'graveyard' && isRelation(state, found.zone === 'stack' ? found.controller : o.controller, filter.is, asker);
    case 'controlledBy': {
      // 608.2c: only a resolving spell or ability knows the player it names; asked elsewhere, it is a bug, not a "no".
      if (!asker.refs) throw new Unsupported('UNSUPPORTED_EFFECT', msg('selector.playerUnknown', { id: asker.source }), '608.2c');
      if (found.zone === 'graveyard') return false;
      const player = playerOf(state, filter.player, asker, asker.refs);
      return player !== null && (found.zone === 'stack' ? found.controller : o.controller) === player;
    }
    case 'owner':
      return isRelation(state, o.owner, filter.is, asker);
    case 'tapped':
      return found.zone === 'battlefield' && o.tapped;
    case 'attachedBy':
      // 303.4, 301.5: a permanent attached to it now (attachmentKind).
      return (
        found.zone === 'battlefield' &&
        state.battlefield.some((p) => p.attachedTo === o.id && !p.phasedOut && attachmentKind(p) === filter.subtype)
      );
    case 'combat':
      // 506.4: a creature declared as an attacker or blocker and not removed from combat since.
      return (
        found.zone === 'battlefield' &&
        (filter.role === 'attacking'
          ? (state.combat?.attackers.some((a) => a.id === o.id) ?? false)
          : filter.role === 'unblocked'
            ? // 509.1h: neither blocked nor unblocked before blockers are declared.
              state.combat?.blockersDeclared === true && state.combat.attackers.some((a) => a.id === o.id && !a.blocked)
            : (state.combat?.blockers.some((b) => b.id === o.id) ?? false))
      );
    case 'keyword':
      return (asker.view ? viewOf(state, o, asker).keywords : keywordsNow(state, o)).has(filter.keyword);
    case 'attachedTo': {
      // 301.5, 303.4: attached to the object referred to (only the source is referred to outside a resolution).
      const to = filter.of.kind === 'source' ? asker.source : null;
      return found.zone === 'battlefield' && to !== null && o.attachedTo === to;
    }
    case 'compare': {
      const value = statOf(state, filter.stat, found, asker);
      if (value === null) return false;
      const n = evaluateQuantity(state, filter.value, asker);
      if (n === null) return false;
      return filter.op === 'atLeast' ? value >= n : filter.op === 'atMost' ? value <= n : value === n;
    }
    case 'sameManaValueAsDiscardedSource': {
      // 702.53a: the discarded card's mana value, from its mana cost (202.3: X is 0 off the stack), wherever it went since.
      const value = statOf(state, 'manaValue', found, asker);
      const discarded = cardAnywhere(state, asker.source);
      const cost = discarded?.card ? parseManaCost(discarded.card.manaCost) : null;
      if (!cost) throw new Unsupported('UNSUPPORTED_EFFECT', msg('selector.discardedUnknown', { id: asker.source }), '702.53a');
      return value !== null && value === manaValue(cost, 0);
    }
    case 'singleTarget': {
      // 115.7: exactly one target chosen (115.6: one left unchosen is none; 115.3: one chosen twice is two).
      const spell = found.zone === 'stack' ? state.stack.find((s) => s.object === o || s.id === o.id) : undefined;
      return spell !== undefined && spell.targets.filter((t) => t !== '').length === 1;
    }
    case 'damagedThisTurn':
      // 120.3: a permanent's record of this turn's damage (a card elsewhere is a new object, 400.7).
      return (
        found.zone === 'battlefield' && (filter.bySource ? (o.damagedBy ?? []).includes(asker.source) : (o.damagedBy?.length ?? 0) > 0)
      );
    case 'attackedThisTurn':
      return found.zone === 'battlefield' && o.attackedThisTurn === true;
    case 'designation':
      return found.zone === 'battlefield' && o[filter.is] === true;
    case 'dealtDamageThisTurn':
      return found.zone === 'battlefield' && o.dealtDamageThisTurn === true;
    case 'counter':
      // 122.1: a counter of that kind on the permanent (a card elsewhere has none, 400.7).
      return found.zone === 'battlefield' && (o.counters[filter.counter] ?? 0) > 0;
    case 'other':
      // "Enchanted creature gets +1/+1 for each other creature you control": other than the object the source is attached to.
      if (filter.than === 'attached') return o.id !== (permanentById(state, asker.source)?.attachedTo ?? null);
      return o.id !== asker.source;
    case 'not':
      return !matchesObject(state, filter.filter, found, asker);
    case 'anyOf':
      return filter.filters.some((f) => matchesObject(state, f, found, asker));
  }
}

/**
 * Power and toughness as the layers make them (613.4); a noncreature has none (208.3), so it
 * meets no comparison. 202.3: mana value from the mana cost now, X counting as its announced value
 * on the stack (202.3e) and 0 elsewhere.
 */
function statOf(
  state: GameState,
  stat: 'power' | 'toughness' | 'manaValue',
  found: Extract<Found, { kind: 'object' }>,
  asker?: Asker,
): number | null {
  const c = asker?.view ? viewOf(state, found.object, asker) : characteristicsOf(state, found.object);
  if (stat === 'power') return c.power;
  if (stat === 'toughness') return c.toughness;
  const cost = parseManaCost(manaCostForValue(found.object, c.manaCost));
  return cost ? manaValue(cost, found.zone === 'stack' ? (found.x ?? 0) : 0) : null;
}

/**
 * What the spell or ability resolving refers to besides its selectors (608.2c): its targets in
 * order, what its source is attached to, and the last known information (608.2h) of an object
 * that has left the zone it was in (the resolution keeps it as the object leaves).
 */
export interface Refs {
  targets: readonly string[];
  /** 603.2: the player the triggered ability refers to (the one dealt damage), if any. */
  referredPlayer?: string;
  /** 603.2: the object the triggered ability refers to (the creature that entered, the blocker ...), if any. */
  referredObject?: string;
  /** 601.2h, 608.2h: the permanent sacrificed to pay the cost, as it last existed on the battlefield, if one was. */
  sacrificed?: SacrificedForCost;
  lastKnown?: (
    id: string,
  ) => { controller: string; owner: string; power: number | null; toughness: number | null; manaValue: number | null } | null;
}

/**
 * A quantity's value for the spell or ability that names it, determined once as the effect is
 * applied (608.2h): 107.3 X is the value announced; a count reads the board now; an object's
 * power or toughness is its current value where it is, its last known information if it has left (608.2h, 113.7a).
 * The value may be negative (107.1b): the effect that uses it gives 0 instead. Null: the object is
 * gone and its last known information was not kept (it left in an earlier request): not guessed.
 */
export function evaluateQuantity(state: GameState, q: Quantity, asker: Asker, refs?: Refs): number | null {
  switch (q.kind) {
    case 'fixed':
      return q.n;
    case 'x':
      return asker.x ?? 0;
    case 'count':
      return countOf(state, q.of, asker);
    case 'stat': {
      const id = refs ? objectRefId(state, q.of, asker, refs) : null;
      if (id === null) return null;
      const found = find(state, id);
      if (found?.kind === 'object' && found.zone !== 'graveyard') return statOf(state, q.stat, found) ?? 0;
      // 702.97a: the source exiled to pay the cost ("the power of the card you exiled"): the card as it is in exile.
      const exiled = found ? undefined : state.exile.find((o) => o.id === id);
      if (q.of.kind === 'source' && exiled) return statOf(state, q.stat, { kind: 'object', zone: 'graveyard', object: exiled }) ?? 0;
      // 608.2h: gone from the battlefield or the stack: as it last existed there; a card targeted in a graveyard: as it is.
      // A noncreature has no power (208.3): 0. A negative value stays negative in the calculation (107.1b).
      const last = refs?.lastKnown?.(id);
      if (last) return last[q.stat] ?? 0;
      // A source or an attached object in a graveyard has left the battlefield: without its last known information, not guessed.
      return found?.kind === 'object' && q.of.kind === 'target' ? (statOf(state, q.stat, found) ?? 0) : null;
    }
    case 'times': {
      const n = evaluateQuantity(state, q.of, asker, refs);
      return n === null ? null : q.factor * n;
    }
    case 'plus': {
      const n = evaluateQuantity(state, q.of, asker, refs);
      return n === null ? null : q.n + n;
    }
    case 'life': {
      const id = playerOf(state, q.of, asker, refs ?? { targets: [] });
      return state.players.find((p) => p.id === id)?.life ?? null;
    }
    case 'counters': {
      // 122.1: counters on an object on the battlefield. 608.2h: one that has left is read as it last existed, and
      // its last known information keeps no counters (a source sacrificed to pay the cost): not guessed.
      const id = objectRefId(state, q.of, asker, refs ?? { targets: [] });
      const o = id === null ? undefined : permanentById(state, id);
      if (o) return o.counters[q.counter] ?? 0;
      return id === null ? 0 : null;
    }
    case 'greatest': {
      // The largest value among the permanents the option describes now; with none of them, there is no greater value than 0.
      let best = 0;
      for (const o of state.battlefield)
        if (!o.phasedOut && matchesOption(state, q.of, { kind: 'object', zone: 'battlefield', object: o }, asker))
          best = Math.max(best, statOf(state, q.stat, { kind: 'object', zone: 'battlefield', object: o }, asker) ?? 0);
      return best;
    }
    case 'sum': {
      let total = 0;
      for (const part of q.of) {
        const n = evaluateQuantity(state, part, asker, refs);
        if (n === null) return null;
        total += n;
      }
      return total;
    }
    case 'half': {
      // 107.1a: a fraction is rounded as the effect says (up or down), never left a fraction.
      const n = evaluateQuantity(state, q.of, asker, refs);
      return n === null ? null : q.round === 'up' ? Math.ceil(n / 2) : Math.floor(n / 2);
    }
    case 'difference': {
      // 107.1b: the value may be negative here; the effect that uses it reads 0 for a result below zero.
      const a = evaluateQuantity(state, q.of[0], asker, refs);
      const b = evaluateQuantity(state, q.of[1], asker, refs);
      return a === null || b === null ? null : a - b;
    }
    case 'total': {
      // 208.1, 202.3: the sum of the stat over the permanents the option describes now (a negative power counts as it is, 107.1b).
      let total = 0;
      for (const o of state.battlefield)
        if (!o.phasedOut && matchesOption(state, q.of, { kind: 'object', zone: 'battlefield', object: o }, asker))
          total += statOf(state, q.stat, { kind: 'object', zone: 'battlefield', object: o }, asker) ?? 0;
      return total;
    }
    case 'cardTypes':
      return cardTypesAmong(state, q.of, asker);
    case 'basicLandTypes': {
      // 305.6: the basic land types are Plains, Island, Swamp, Mountain and Forest; each counts once, on the permanents now.
      const found = new Set<string>();
      for (const o of state.battlefield)
        if (!o.phasedOut && matchesOption(state, q.of, { kind: 'object', zone: 'battlefield', object: o }, asker))
          for (const s of viewOf(state, o, asker).subtypes) if (BASIC_LAND_TYPES.has(s)) found.add(s);
      return found.size;
    }
    case 'opponentsAttacked': {
      // 702.121a, 508.1: the opponents a creature of the asker's was declared attacking this combat (not one put onto the
      // battlefield attacking, 508.4). The board keeps only the attackers still in combat: an opponent none of them attacks
      // may have been attacked by one removed from combat since (506.4), so that count is not guessed.
      const combat = state.combat;
      if (!combat) return null;
      const opponents = state.players.filter((p) => p.id !== asker.controller && p.lost === null);
      const attacked = opponents.filter((p) =>
        combat.attackers.some((a) => {
          const o = state.battlefield.find((x) => x.id === a.id);
          return a.attacking === p.id && o !== undefined && o.controller === asker.controller && o.attackedThisTurn === true;
        }),
      );
      return attacked.length === opponents.length ? attacked.length : null;
    }
    case 'handSize': {
      // 402.1: the cards in the player's hand now.
      const id = playerOf(state, q.of, asker, refs ?? { targets: [] });
      const hand = state.players.find((p) => p.id === id)?.hand;
      return hand ? hand.length : null;
    }
    case 'colorsSpent':
      return colorsSpent(asker.manaSpent ?? permanentById(state, asker.source)?.manaSpent);
    case 'cardStat': {
      // 608.2h: the targeted card in a graveyard, or in exile where the ability put it (the same characteristics there).
      const id = refs?.targets[q.target];
      const card =
        id === undefined
          ? undefined
          : (state.players.flatMap((p) => p.graveyard).find((o) => o.id === id) ?? state.exile.find((o) => o.id === id && !o.faceDown));
      return card ? (statOf(state, q.stat, { kind: 'object', zone: 'graveyard', object: card }) ?? 0) : null;
    }
    case 'sacrificedStat': {
      // 608.2h: the sacrificed permanent as it last existed on the battlefield (a noncreature has no power, 208.3: 0).
      // Without it recorded (a board whose stack entry does not say it), the value is not guessed.
      const last = refs?.sacrificed;
      if (!last) return null;
      return last[q.stat] ?? (q.stat === 'manaValue' ? null : 0);
    }
    case 'devoured':
      // 702.82b: read on the permanent; one that has left is a new object that devoured nothing (400.7).
      return permanentById(state, asker.source)?.devoured ?? 0;
    case 'devotion':
      return devotion(state, q.colors, asker);
    case 'timesKicked': {
      // 702.33d: a resolving spell's own kicks, or those read on the permanent the kicked spell became; once that
      // permanent has left (400.7), not guessed.
      if (asker.kicked !== undefined) return asker.kicked;
      const o = permanentById(state, asker.source);
      return o ? (o.kicked ?? 0) : null;
    }
  }
}

/**
 * 700.5, 700.5a: the mana symbols among the mana costs of the permanents the asker controls (after copy effects: the
 * cost the permanent has now) that are of one of the colors, each counted once ({B/R} counts for black, for red and for
 * "black and red" once; {2/B} and {B/P} are black symbols).
 */
function devotion(state: GameState, colors: readonly string[], asker: Asker): number {
  let n = 0;
  for (const o of state.battlefield) {
    if (o.phasedOut || o.controller !== asker.controller) continue;
    for (const symbol of viewOf(state, o, asker).manaCost.match(/\{[^}]+\}/g) ?? [])
      if (colors.some((c) => symbol.slice(1, -1).split('/').includes(c))) n++;
  }
  return n;
}

/** 205.2a: the card types (Tribal is kindred's former name: one type) among the objects an option describes. */
const CARD_TYPES = new Set(['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery']);

function cardTypesAmong(state: GameState, option: SelectorOption, asker: Asker): number {
  if (option.kind !== 'object') return 0;
  const found = new Set<string>();
  const add = (o: GameObject, zone: 'battlefield' | 'graveyard'): void => {
    if (!matchesOption(state, option, { kind: 'object', zone, object: o }, asker)) return;
    const types = zone === 'battlefield' ? viewOf(state, o, asker).types : (o.card?.types ?? []);
    for (const t of types) {
      const type = t === 'Tribal' ? 'Kindred' : t;
      if (CARD_TYPES.has(type)) found.add(type);
    }
  };
  if (option.zone === 'battlefield') {
    for (const o of state.battlefield) if (!o.phasedOut) add(o, 'battlefield');
  } else if (option.zone === 'graveyard') for (const p of state.players) for (const o of p.graveyard) add(o, 'graveyard');
  return found.size;
}

/** 105.1, 106.1: how many of the five colors are among the mana spent (colorless mana is no color). */
export function colorsSpent(pool: ManaPool | undefined): number {
  return pool ? (['W', 'U', 'B', 'R', 'G'] as const).filter((t) => pool[t] > 0).length : 0;
}

/** How many objects of the option's zone meet it now (phased-out permanents do not exist, 702.26b). */
/** Whether a card in a hand or a graveyard meets an object option's filters (its zone is the caller's to know). */
export function cardMeets(state: GameState, option: SelectorOption, o: GameObject, asker: Asker): boolean {
  return (
    option.kind === 'object' &&
    option.filters.every((f) => matchesObject(state, f, { kind: 'object', zone: 'graveyard', object: o }, asker))
  );
}

export function countOf(state: GameState, option: SelectorOption, asker: Asker): number {
  if (option.kind === 'player')
    return state.players.filter((p) => p.lost === null && matchesOption(state, option, { kind: 'player', player: p }, asker)).length;
  let n = 0;
  if (option.zone === 'battlefield') {
    for (const o of state.battlefield)
      if (!o.phasedOut && matchesOption(state, option, { kind: 'object', zone: 'battlefield', object: o }, asker)) n++;
  } else if (option.zone === 'stack') {
    for (const s of state.stack)
      if (
        s.object &&
        matchesOption(state, option, { kind: 'object', zone: 'stack', object: s.object, controller: s.controller, x: s.x }, asker)
      )
        n++;
  } else
    for (const p of state.players)
      for (const o of option.zone === 'hand' ? p.hand : p.graveyard) {
        // 400.2, 402.3: a hidden card of a hand is still a card its player holds: "cards in your hand" counts it; a
        // quality of it the board does not show ("creature cards in your hand") is not guessed.
        if (!o.card && option.zone === 'hand') {
          const owner = option.filters.filter((f): f is Extract<ObjectFilter, { kind: 'owner' }> => f.kind === 'owner');
          if (!owner.every((f) => isRelation(state, p.id, f.is, asker))) continue;
          if (owner.length !== option.filters.length)
            throw new Unsupported('UNSUPPORTED_EFFECT', msg('selector.hiddenHandCount', { player: p.id }), '400.2');
          n++;
          continue;
        }
        if (option.filters.every((f) => matchesObject(state, f, { kind: 'object', zone: 'graveyard', object: o }, asker))) n++;
      }
  return n;
}

export function objectRefId(state: GameState, ref: ObjectRef, asker: Asker, refs: Refs): string | null {
  if (ref.kind === 'source') return asker.source;
  if (ref.kind === 'target') return refs.targets[ref.index] ?? null;
  if (ref.kind === 'referred') return refs.referredObject ?? null;
  // 608.2c: the grammar reads what an instruction created only as an instruction's objects (effects/objects.ts).
  if (ref.kind === 'created') return null;
  return state.battlefield.find((o) => o.id === asker.source)?.attachedTo ?? null;
}

/** The player a reference names as the effect is applied: an object's controller or owner now, or as it last existed (608.2h). */
export function playerOf(state: GameState, ref: PlayerRef, asker: Asker, refs: Refs): string | null {
  if (ref.kind === 'you') return asker.controller;
  if (ref.kind === 'targetPlayer') return refs.targets[ref.index] ?? null;
  // 506.2: the defending player, during combat only.
  if (ref.kind === 'defendingPlayer') return state.combat ? (defendingPlayer(state) ?? null) : null;
  if (ref.kind === 'referredPlayer') return refs.referredPlayer ?? null;
  if (ref.kind === 'enchantedPlayer') return enchantedPlayer(state, asker);
  const id = objectRefId(state, ref.of, asker, refs);
  if (id === null) return null;
  const found = find(state, id);
  if (found?.kind === 'object') {
    if (ref.kind === 'ownerOf') return found.object.owner;
    if (found.zone === 'battlefield') return found.object.controller;
    if (found.zone === 'stack') return found.controller;
  }
  const last = refs.lastKnown?.(id);
  return last ? (ref.kind === 'ownerOf' ? last.owner : last.controller) : null;
}

/** The zones a selector's options look in, for listing candidates. */
export function candidateIds(state: GameState, selectors: Selector[]): string[] {
  const zones = new Set(selectors.flatMap((s) => s.options.map((o) => (o.kind === 'player' ? 'player' : o.zone))));
  const ids: string[] = [];
  if (zones.has('player')) ids.push(...state.players.filter((p) => p.lost === null).map((p) => p.id));
  if (zones.has('battlefield')) ids.push(...state.battlefield.filter((o) => !o.phasedOut).map((o) => o.id));
  if (zones.has('stack')) ids.push(...state.stack.filter((s) => s.object).map((s) => s.id));
  if (zones.has('graveyard')) for (const p of state.players) ids.push(...p.graveyard.map((o) => o.id));
  return ids;
}

/**
 * 303.4, 301.5, 301.6: what an attached permanent is, read without the layers (asked while they apply): an Equipment or a
 * Fortification by its printed subtype; anything else attached to a permanent is an Aura (704.5p unattaches the rest).
 */
function attachmentKind(p: GameObject): 'Aura' | 'Equipment' | 'Fortification' {
  const printed = p.card?.subtypes ?? [];
  return printed.includes('Equipment') ? 'Equipment' : printed.includes('Fortification') ? 'Fortification' : 'Aura';
}
