import { Ability, Affected, StaticEffect } from '../cards/ability';
import { CardDefinition, Color, printedKeywords } from '../cards/card';
import { outsideStriations } from '../cards/grammar/leveler';
import { compiled } from '../cards/compiled';
import { compileGranted } from '../cards/oracle-compiler';
import { colorsWithDevoid } from '../keywords/702.114-devoid';
import { COLOR_NAMES } from '../keywords/names';
import { ContinuousEffect, GameObject, GameState } from '../state/types';
import { isOnBattlefield, permanentById, readOnlyScope, withBoardUnchanged } from '../state/board-index';
import { evaluate } from './604.3-characteristic-defining';
import { countExpr, definingEffects } from '../cards/grammar/characteristic-defining';
import { cardNow } from './612-text-changing';
import { Asker, evaluateQuantity, matchesOption, ObjectView } from '../select/selector';
import { conditionTrue } from '../select/condition';
import { CREATURE_TYPES } from '../cards/creature-types';
import { intrinsicManaAbility, LAND_TYPES } from '../cards/land-types';

const CREATURE_TYPE_SET: ReadonlySet<string> = new Set(CREATURE_TYPES);

/** What an object is now, after the continuous effects in force (613). */
export interface Characteristics {
  name: string;
  manaCost: string;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  abilities: string[];
}

/** The characteristics being built layer by layer, for one object (the abilities as compiled, with their texts). */
interface Working extends Omit<Characteristics, 'abilities'> {
  id: string;
  controller: string;
  attachedTo: string | null;
  /** 702.95b: the creature it is paired with (soulbond), if any. */
  pairedWith: string | null;
  abilityTexts: string[];
  keywords: Set<string>;
  /** Compiled printed abilities; emptied when the object loses all abilities (613.1f). */
  abilities: Ability[];
  lostAll: boolean;
}

/**
 * The layers and sublayers of 613.1 and 613.4 that effects in this engine can reach. Layer 1
 * (613.1a) is applied as a copy effect starts: a copy's `card` is its copiable values (707-copies.ts),
 * which is where `initial` starts; layer 2 (control) is 613-control.ts; layer 3 (text, 613.1c) is
 * applied as `initial` starts too, from the object's text now (612-text-changing.ts: text-changing
 * effects come from resolved spells, on fixed objects, in timestamp order); counters apply in 7c (613.4c).
 */
const LAYERS = ['4', '5', '6', '7a', '7b', '7c', '7d'] as const;
type Layer = (typeof LAYERS)[number];

/** A continuous effect as the layer system applies it. */
interface LayerEffect {
  id: string;
  timestamp: number;
  /** 613.3, 613.4a: characteristic-defining abilities apply first. */
  cda: boolean;
  parts: Partial<Record<Layer, (w: Working) => void>>;
  /** A fixed set (611.2c: resolved spells and abilities), or a filter read now (611.3a: static abilities). */
  fixed: string[] | null;
  filter: ((w: Working, all: Map<string, Working>) => boolean) | null;
  /** For a static ability: its source, which must still have it when the effect starts (613.8a). */
  source: string | null;
  sourceAbility: Ability | null;
  /** 613.1f: the abilities it grants, whose own static effects start as it applies (613.7a). */
  grants?: Ability[];
  /** 611.3a: "as long as ...": the effect exists only while its condition is true, read as it starts to apply. */
  condition?: (all: Map<string, Working>) => boolean;
}

function printed(value: string | null): number | null {
  if (value === null) return null;
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? 0 : n;
}

/**
 * The characteristics the layers start from: the card's, or for a face-down object the
 * face-down characteristics of 708.2a (its `card` while face down, 708.2): its copiable values,
 * on which every layer then applies (613.1a).
 */
function initial(o: GameObject, card: GameObject['card'] = o.card): Working {
  if (!card) {
    return {
      id: o.id,
      controller: o.controller,
      attachedTo: o.attachedTo,
      pairedWith: o.pairedWith ?? null,
      name: '',
      manaCost: '',
      colors: [],
      supertypes: [],
      types: [],
      subtypes: [],
      power: null,
      toughness: null,
      loyalty: null,
      abilityTexts: [],
      keywords: new Set(),
      abilities: [],
      lostAll: false,
    };
  }
  const p = printedOf(card);
  return {
    id: o.id,
    controller: o.controller,
    attachedTo: o.attachedTo,
    pairedWith: o.pairedWith ?? null,
    name: card.name,
    manaCost: card.manaCost,
    colors: p.colors.slice(),
    supertypes: card.supertypes.slice(),
    types: card.types.slice(),
    subtypes: card.subtypes.slice(),
    power: p.power,
    toughness: p.toughness,
    loyalty: o.counters.loyalty ?? p.loyalty,
    abilityTexts: p.abilityTexts.slice(),
    keywords: new Set(p.keywords),
    abilities: p.abilities,
    lostAll: false,
  };
}

/** What `initial` reads from a definition, read once per definition (definitions are never mutated). */
interface PrintedValues {
  colors: Color[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  abilityTexts: string[];
  keywords: ReadonlySet<string>;
  abilities: Ability[];
  hasStatic: boolean;
  /** A static ability with a condition or a count (611.3a, 613.4c): its effect changes with the board. */
  dependsOnBoard: boolean;
}

const printedValues = new WeakMap<CardDefinition, PrintedValues>();

function printedOf(card: CardDefinition): PrintedValues {
  let known = printedValues.get(card);
  if (!known) {
    const abilities = compiled(card).abilities;
    known = {
      colors: [...colorsWithDevoid(card)],
      power: printed(card.power),
      toughness: printed(card.toughness),
      loyalty: printed(card.loyalty),
      // 711.2: the text of a leveler's striations is the text of the abilities they grant (added as they apply).
      abilityTexts: card.text === '' ? [] : outsideStriations(card.text.split('\n')),
      keywords: printedKeywords(card),
      abilities,
      hasStatic: abilities.some((a) => a.kind === 'static'),
      dependsOnBoard: abilities.some((a) => a.kind === 'static' && (a.condition !== undefined || a.effects.some((e) => 'per' in e))),
    };
    printedValues.set(card, known);
  }
  return known;
}

function cloneWorking(w: Working): Working {
  return {
    ...w,
    colors: [...w.colors],
    supertypes: [...w.supertypes],
    types: [...w.types],
    subtypes: [...w.subtypes],
    abilityTexts: [...w.abilityTexts],
    keywords: new Set(w.keywords),
  };
}

/** Parts of a resolved effect in the board's `effects`, each in its layer. */
function fromResolved(e: ContinuousEffect, env: CountEnv): LayerEffect {
  const parts: LayerEffect['parts'] = {};
  let grants: Ability[] | undefined;
  switch (e.kind) {
    case 'add-ability': {
      // 613.1f: "becomes a ... creature with "Whenever this creature attacks, ..."": the quoted ability, compiled as a granted one.
      const abilities = e.text ? compileGranted(e.text) : null;
      if (abilities && e.text) {
        const grant = { kind: 'grantAbility' as const, affected: { kind: 'self' as const }, abilities, text: e.text };
        parts['6'] = (w) => grantAbilities(w, grant);
        grants = abilities;
      }
      break;
    }
    case 'add-types':
      parts['4'] = (w) => {
        for (const t of e.types ?? []) if (!w.types.includes(t)) w.types.push(t);
        // 205.1b: the subtypes it adds, keeping the others ("that's still a planeswalker").
        for (const s of e.subtypes ?? []) if (!w.subtypes.includes(s)) w.subtypes.push(s);
      };
      break;
    case 'lose-keyword':
      parts['6'] = (w) => {
        if (!e.keyword || !w.keywords.has(e.keyword)) return;
        w.keywords.delete(e.keyword);
        w.abilityTexts = w.abilityTexts.filter((t) => t.toLowerCase() !== e.keyword);
      };
      break;
    case 'set-creature-types':
      parts['4'] = (w) => {
        // 205.1a: the new creature types replace the creature types; its other subtypes stay.
        if (e.subtypes) w.subtypes = [...w.subtypes.filter((t) => !CREATURE_TYPE_SET.has(t)), ...e.subtypes];
      };
      break;
    case 'set-land-types':
      parts['4'] = (w) => {
        if (e.subtypes) setLandTypes(w, e.subtypes);
      };
      break;
    case 'set-colors':
      parts['5'] = (w) => {
        if (e.colors) w.colors = [...e.colors];
      };
      break;
    case 'lose-abilities':
      parts['6'] = loseAll;
      break;
    case 'add-keyword':
      parts['6'] = (w) => {
        if (e.keyword) addKeyword(w, e.keyword);
      };
      break;
    case 'set-pt': {
      // 613.4b: "becomes a creature with 'This creature's power and toughness are each equal to ...'" (613.6): read as it applies (208.2a).
      const equalTo = e.equalTo ? countExpr(e.equalTo) : null;
      parts['7b'] = equalTo
        ? (w) => {
            const n = evaluate(equalTo, w, env.all.values(), env.state, (o) => env.all.get(o.id) ?? initial(o));
            setPT(w, n, n);
          }
        : (w) => setPT(w, e.power, e.toughness);
      break;
    }
    case 'modify-pt':
      parts['7c'] = (w) => modifyPT(w, e.power, e.toughness);
      break;
    case 'switch-pt':
      parts['7d'] = switchPT;
      break;
  }
  return {
    id: e.id,
    timestamp: e.timestamp,
    cda: false,
    parts,
    fixed: e.affects,
    filter: null,
    source: null,
    sourceAbility: null,
    ...(grants ? { grants } : {}),
  };
}

/**
 * 305.7, 205.1a: a land whose subtype is set to basic land types no longer has its other land types; it loses the
 * abilities of its rules text and has the mana ability of each new type (305.6). Abilities other effects grant it are
 * applied later, in layer 6 (613.1f), and stay. Its card types and supertypes stay. Only a land has land types.
 */
function setLandTypes(w: Working, landTypes: string[]): void {
  if (!w.types.includes('Land')) return;
  w.subtypes = [...w.subtypes.filter((t) => !LAND_TYPES.includes(t)), ...landTypes];
  const intrinsic = landTypes.flatMap((t) => intrinsicManaAbility(t) ?? []);
  w.abilities = intrinsic;
  w.abilityTexts = intrinsic.map((a) => a.text);
  w.keywords = new Set();
  w.lostAll = true;
}

function loseAll(w: Working): void {
  w.abilityTexts = [];
  w.keywords = new Set();
  w.abilities = [];
  w.lostAll = true;
}

function addKeyword(w: Working, keyword: string): void {
  if (!w.keywords.has(keyword)) {
    w.keywords.add(keyword);
    w.abilityTexts.push(keyword[0].toUpperCase() + keyword.slice(1));
  }
}

/** 613.1f: "loses flying". */
function loseKeyword(w: Working, keyword: string): void {
  if (!w.keywords.has(keyword)) return;
  w.keywords.delete(keyword);
  w.abilityTexts = w.abilityTexts.filter((t) => t.toLowerCase() !== keyword);
}

/** 613.1f: "has '[ability]'": the object has the ability, as the quoted text says it. */
function grantAbilities(w: Working, e: Extract<StaticEffect, { kind: 'grantAbility' }>): void {
  w.abilities = [...w.abilities, ...e.abilities];
  w.abilityTexts = [...w.abilityTexts, e.text];
  for (const a of e.abilities) if (a.kind === 'keyword') w.keywords.add(a.keyword);
}

function setPT(w: Working, power: number, toughness: number): void {
  w.power = power;
  w.toughness = toughness;
}

function modifyPT(w: Working, power: number, toughness: number): void {
  if (w.power === null || w.toughness === null) return;
  w.power += power;
  w.toughness += toughness;
}

function switchPT(w: Working): void {
  if (w.power === null || w.toughness === null) return;
  [w.power, w.toughness] = [w.toughness, w.power];
}

/** Whether an object matches what a static ability of `source` affects, read on current characteristics. */
export function matchesAffected(a: Affected, source: Working, w: Working, env: CountEnv): boolean {
  switch (a.kind) {
    case 'self':
      return w.id === source.id;
    case 'enchanted':
      // "As long as enchanted permanent is an Equipment": its card type or subtype now.
      if (a.is && !w.types.includes(a.is) && !w.subtypes.includes(a.is)) return false;
      return source.attachedTo === w.id && source.subtypes.includes('Aura');
    case 'equipped':
      // 301.5f: "equipped creature" is whatever the permanent is attached to.
      return source.attachedTo === w.id;
    case 'paired':
      // 702.95b: the source and the creature it is paired with, while they are paired.
      return source.pairedWith !== null && (w.id === source.id || w.id === source.pairedWith);
    case 'objects': {
      // 611.3a: the one selector evaluator, reading the characteristics the layers have given so far (613.8).
      const o = permanentById(env.state, w.id);
      const asker: Asker = { controller: source.controller, source: source.id, x: null, view: (x) => env.all.get(x.id) ?? initial(x) };
      return o !== undefined && matchesOption(env.state, a.of, { kind: 'object', zone: 'battlefield', object: o }, asker);
    }
  }
}

/**
 * What a count of a characteristic-defining ability reads (208.2a): the board, and the permanents'
 * characteristics so far (phased-out permanents are kept apart, 702.26b).
 */
interface CountEnv {
  state: GameState;
  all: Map<string, Working>;
}

/** 611.3a, 613.4c: the evaluator's asker for a static ability of `source`, reading the characteristics the layers have given so far. */
function askerIn(all: Map<string, Working>, source: string): Asker {
  return { controller: all.get(source)?.controller ?? '', source, x: null, view: (o) => all.get(o.id) ?? initial(o) };
}

function staticParts(e: StaticEffect, env: CountEnv, source?: string): LayerEffect['parts'] | null {
  switch (e.kind) {
    case 'defineColors':
      // 604.3, 613.3: a characteristic-defining ability, applied first in layer 5.
      return { '5': (w) => (w.colors = [...e.colors]) };
    case 'definePT':
      // 613.4a: layer 7a, before any effect that sets or modifies power and toughness.
      return {
        '7a': (w) => {
          const view = (o: GameObject): Working => env.all.get(o.id) ?? initial(o);
          if (e.power) w.power = evaluate(e.power, w, env.all.values(), env.state, view);
          if (e.toughness) w.toughness = evaluate(e.toughness, w, env.all.values(), env.state, view);
        },
      };
    case 'setColors':
      return { '5': (w) => (w.colors = [...e.colors]) };
    case 'setLandTypes':
      // 305.7, 613.1d: "Enchanted land is a Swamp.", "Nonbasic lands are Mountains.".
      return { '4': (w) => setLandTypes(w, e.landTypes) };
    case 'addKeyword':
      return { '6': (w) => addKeyword(w, e.keyword) };
    case 'protectionFromChosenColor': {
      // 607.2d: the color its source chose as it entered (614.12a); none chosen, no protection.
      const color = env.state.battlefield.find((o) => o.id === source)?.chosen?.color;
      return color ? { '6': (w) => addKeyword(w, `protection from ${COLOR_NAMES[color]}`) } : null;
    }
    case 'loseKeyword':
      return { '6': (w) => loseKeyword(w, e.keyword) };
    case 'grantAbility':
      return { '6': (w) => grantAbilities(w, e) };
    case 'loseAllAbilities':
      return { '6': loseAll };
    case 'setPT':
      return { '7b': (w) => setPT(w, e.power, e.toughness) };
    case 'modifyPT': {
      const per = e.per;
      // 613.4c: "+1/+1 for each artifact you control": counted as the effect applies.
      if (per && source)
        return {
          '7c': (w) => {
            const k = Math.max(0, evaluateQuantity(env.state, per, askerIn(env.all, source)) ?? 0);
            modifyPT(w, e.power * k, e.toughness * k);
          },
        };
      return per ? null : { '7c': (w) => modifyPT(w, e.power, e.toughness) };
    }
    default:
      return null; // rule-modifying effects (613.11): read where the rule applies
  }
}

/** The static abilities of permanents on the battlefield, as layer effects (611.3). */
function fromStatics(state: GameState, env: CountEnv): LayerEffect[] {
  const out: LayerEffect[] = [];
  for (const o of state.battlefield) {
    const card = cardNow(state, o);
    if (!card || o.phasedOut) continue;
    const abilities = compiled(card).abilities;
    for (const ability of abilities) {
      if (ability.kind !== 'static') continue;
      ability.effects.forEach((e, i) => {
        if (!('affected' in e)) return;
        const parts = staticParts(e, env, o.id);
        if (!parts) return;
        const sourceId = o.id;
        const condition = ability.condition;
        out.push({
          id: `${o.id}.static.${abilities.indexOf(ability)}.${i}`,
          // 613.7a: the timestamp of the object the ability is on.
          timestamp: o.timestamp,
          // 604.3a: a static ability printed on the card (or copied, 707.2) that defines its colors or power and toughness.
          cda: e.kind === 'definePT' || e.kind === 'defineColors',
          parts,
          fixed: null,
          filter: (w, all) => {
            const source = all.get(sourceId);
            return source !== undefined && matchesAffected(e.affected, source, w, { state, all });
          },
          source: sourceId,
          sourceAbility: ability,
          ...(e.kind === 'grantAbility' ? { grants: e.abilities } : {}),
          ...(condition ? { condition: (all: Map<string, Working>) => conditionTrue(state, condition, askerIn(all, sourceId)) } : {}),
        });
      });
    }
  }
  out.push(...emblemStatics(state, env));
  return out;
}

/** 114.4: the static abilities of emblems work in the command zone; an emblem's controller is its owner (114.2). */
function emblemStatics(state: GameState, env: CountEnv): LayerEffect[] {
  const out: LayerEffect[] = [];
  for (const o of state.command) {
    if (!o.emblem) continue;
    if (!o.card) continue;
    const source = initial(o, o.card);
    compiled(o.card).abilities.forEach((ability, ai) => {
      if (ability.kind !== 'static') return;
      ability.effects.forEach((e, i) => {
        if (!('affected' in e)) return;
        const parts = staticParts(e, env);
        if (parts)
          out.push({
            id: `${o.id}.static.${ai}.${i}`,
            timestamp: o.timestamp,
            cda: false,
            parts,
            fixed: null,
            filter: (w, all) => matchesAffected(e.affected, source, w, { state, all }),
            source: null,
            sourceAbility: null,
            ...(e.kind === 'grantAbility' ? { grants: e.abilities } : {}),
          });
      });
    });
  }
  return out;
}

/**
 * 613.1f, 613.7a: the static abilities a grant gave to `ids`, as effects of their own. Each has
 * the timestamp of the object it is on or of the grant, whichever is later; when the object gets
 * a new timestamp (613.7e) they follow it, after the object's own abilities: the relative order stays.
 */
function grantedStatics(state: GameState, env: CountEnv, grant: LayerEffect, ids: string[]): LayerEffect[] {
  const out: LayerEffect[] = [];
  for (const id of ids) {
    const o = permanentById(state, id);
    if (!o) continue;
    (grant.grants ?? []).forEach((ability, ai) => {
      if (ability.kind !== 'static') return;
      ability.effects.forEach((e, i) => {
        if (!('affected' in e)) return;
        const parts = staticParts(e, env);
        if (!parts) return;
        out.push({
          id: `${grant.id}>${id}.${ai}.${i}`,
          timestamp: Math.max(o.timestamp, grant.timestamp) + 0.5,
          cda: false,
          parts,
          fixed: null,
          filter: (w, all) => {
            const source = all.get(id);
            return source !== undefined && matchesAffected(e.affected, source, w, { state, all });
          },
          source: id,
          sourceAbility: ability,
        });
      });
    });
  }
  return out;
}

/** Whether a static effect still exists: its source still has the ability (613.1f, 613.8a). */
function exists(e: LayerEffect, all: Map<string, Working>): boolean {
  if (e.condition && !e.condition(all)) return false;
  if (!e.source || !e.sourceAbility) return true;
  const source = all.get(e.source);
  return source !== undefined && source.abilities.includes(e.sourceAbility);
}

function appliesTo(e: LayerEffect, all: Map<string, Working>): string[] {
  if (e.fixed) return e.fixed.filter((id) => all.has(id));
  const out: string[] = [];
  for (const w of all.values()) if (e.filter?.(w, all)) out.push(w.id);
  return out;
}

/** 613.8a: `a` depends on `b` if applying `b` first would change whether `a` exists or what it applies to. */
function dependsOn(a: LayerEffect, b: LayerEffect, layer: Layer, all: Map<string, Working>, started: Map<string, string[]>): boolean {
  if (a.cda !== b.cda) return false;
  if (started.has(a.id) && started.has(b.id)) return false;
  const before = { exists: exists(a, all), set: started.get(a.id) ?? appliesTo(a, all) };
  const trial = new Map<string, Working>();
  for (const [id, w] of all) trial.set(id, cloneWorking(w));
  const bSet = started.get(b.id) ?? appliesTo(b, trial);
  if (!exists(b, trial)) return false;
  for (const id of bSet) {
    const w = trial.get(id);
    if (w) b.parts[layer]?.(w);
  }
  const after = { exists: exists(a, trial), set: started.get(a.id) ?? appliesTo(a, trial) };
  return before.exists !== after.exists || before.set.join('|') !== after.set.join('|');
}

/**
 * Orders a layer's effects (613.3, 613.7, 613.8): characteristic-defining ones first, then by
 * timestamp, except that an effect waits for those it depends on; in a loop, timestamp order.
 * Dependencies are found by trying, not declared: applying one effect first and seeing whether
 * the other's existence or set of affected objects changes (613.8a (b)).
 */
function applyLayer(
  layer: Layer,
  effects: LayerEffect[],
  all: Map<string, Working>,
  started: Map<string, string[]>,
  spawn?: (grant: LayerEffect, ids: string[]) => LayerEffect[],
): void {
  const order = (x: LayerEffect, y: LayerEffect) => Number(y.cda) - Number(x.cda) || x.timestamp - y.timestamp || (x.id < y.id ? -1 : 1);
  const pending = effects.filter((e) => e.parts[layer]).sort(order);
  // Dependencies can only arise where an effect changes what another reads: types, colors, abilities.
  const mayDepend = pending.length > 1 && (layer === '4' || layer === '5' || layer === '6');
  while (pending.length > 0) {
    let next = 0;
    if (mayDepend) {
      const free = pending.findIndex(
        (a) => !pending.some((b) => b !== a && dependsOn(a, b, layer, all, started) && !dependsOn(b, a, layer, all, started)),
      );
      next = free >= 0 ? free : 0;
    }
    const [e] = pending.splice(next, 1);
    // 613.6: once an effect starts to apply, it keeps applying to the same objects in later layers.
    if (!started.has(e.id)) {
      if (!exists(e, all)) continue;
      started.set(e.id, appliesTo(e, all));
    }
    for (const id of started.get(e.id) ?? []) {
      const w = all.get(id);
      if (w) e.parts[layer]?.(w);
    }
    // 613.1f: the static abilities just granted apply too, in their timestamp order (613.7a).
    if (e.grants && spawn) {
      const made = spawn(e, started.get(e.id) ?? []).filter((n) => n.parts[layer]);
      if (made.length > 0) {
        pending.push(...made);
        pending.sort(order);
      }
    }
  }
}

function counters(all: Map<string, Working>, state: GameState): void {
  for (const o of state.battlefield) {
    const w = all.get(o.id);
    if (!w) continue;
    const [p, t] = counterPT(o);
    if (p !== 0 || t !== 0) modifyPT(w, p, t);
  }
}

/** 122.1a, 613.4c: what the +X/+Y and -X/-Y counters on a permanent add to its power and toughness (any X and Y: +1/+0, -0/-2 ...). */
function counterPT(o: GameObject): [number, number] {
  let p = 0;
  let t = 0;
  for (const [kind, n] of Object.entries(o.counters)) {
    const m = /^([+-])(\d+)\/([+-])(\d+)$/.exec(kind);
    if (!m || !n) continue;
    p += (m[1] === '-' ? -1 : 1) * Number(m[2]) * n;
    t += (m[3] === '-' ? -1 : 1) * Number(m[4]) * n;
  }
  return [p, t];
}

/** Whether a permanent has a static ability: read once per read-only scope. */
function staticsNow(state: GameState): boolean {
  return frozenIndex(state)?.statics ?? hasStatics(state);
}

function hasStatics(state: GameState): boolean {
  if (state.command.some((o) => o.emblem !== undefined)) return true;
  for (const o of state.battlefield) {
    const card = cardNow(state, o);
    if (card && printedOf(card).hasStatic) return true;
  }
  return false;
}

/**
 * What the layer system reads from a board. The result is kept per board and recomputed only
 * when this changes: rules functions ask for characteristics many times between two changes.
 */
function signature(state: GameState): string {
  let s = '';
  for (const o of state.battlefield) {
    s += `${o.id}|${o.card?.name ?? ''}|${o.controller}|${o.attachedTo ?? ''}|${o.timestamp}|${counterPT(o).join(',')}|${o.counters.loyalty ?? ''}|${o.phasedOut ? 1 : 0}|${o.faceDown ? 1 : 0}${o.bestowedCard ? 'b' : ''}${o.pairedWith ? `~${o.pairedWith}` : ''};`;
  }
  for (const e of state.effects) s += `#${e.id}:${e.timestamp}:${e.affects.join(',')}`;
  for (const o of state.command) if (o.emblem) s += `@${o.id}:${o.timestamp}`;
  // 208.2a: characteristic-defining abilities may count cards in hands and graveyards, or life.
  if (state.battlefield.some((o) => o.card && definesPT(o.card)) || state.effects.some((e) => e.equalTo))
    for (const p of state.players) s += `@${p.id}:${p.life}:${p.hand.length}:${p.graveyard.map((o) => o.id).join(',')}`;
  // 611.3a, 613.4c: a condition or a count may read anything the evaluator reads.
  if (state.battlefield.some((o) => o.card && printedOf(o.card).dependsOnBoard)) s += conditionSignature(state);
  return s;
}

/** What a condition or a count may read besides what `signature` reads: taps, counters, designations, hands, graveyards, life, combat, the turn. */
function conditionSignature(state: GameState): string {
  let s = `!${state.turn.active}:${state.turn.step}`;
  for (const o of state.battlefield)
    s += `|${o.id}:${o.tapped ? 1 : 0}:${JSON.stringify(o.counters)}${o.monstrous ? 'm' : ''}${o.renowned ? 'r' : ''}`;
  for (const p of state.players) s += `@${p.id}:${p.life}:${p.hand.map((o) => o.id).join(',')}:${p.graveyard.map((o) => o.id).join(',')}`;
  if (state.combat) s += `&${state.combat.attackers.map((a) => a.id).join(',')}&${state.combat.blockers.map((b) => b.id).join(',')}`;
  return s;
}

const computed = new WeakMap<GameState, { signature: string; all: Map<string, Working> }>();

/**
 * What a board that will not change meanwhile is read from: the objects on its battlefield (a
 * set: "is it on the battlefield" in O(1)), whether any has a static ability, and the
 * characteristics already worked out, by object. Built on the first lookup of a read-only scope
 * (withBoardUnchanged), dropped as the scope ends: each lookup costs O(1), not a scan of the board.
 */
interface BoardIndex {
  statics: boolean;
  /** Whether any continuous effect applies (else each object is its printed characteristics and counters). */
  layered: boolean;
  /** The whole layer system applied (computeAll), once asked. */
  all: Map<string, Working> | null;
  /** With no continuous effect: each object's printed characteristics and counters, as first asked. */
  plain: Map<GameObject, Working>;
  /** The rule-modifying effects in force (ruleEffects), once asked. */
  rules: { source: GameObject; effect: StaticEffect }[] | null;
}

export { withBoardUnchanged };

/** What the layer system keeps while the board is in a read-only scope (state/board-index.ts). */
function frozenIndex(state: GameState): BoardIndex | null {
  const scope = readOnlyScope(state);
  if (!scope) return null;
  if (!scope.layers) {
    const statics = hasStatics(state);
    scope.layers = { statics, layered: statics || state.effects.length > 0, all: null, plain: new Map(), rules: null } satisfies BoardIndex;
  }
  return scope.layers as BoardIndex;
}

/**
 * A copy of a board (state/clone.ts: each legal action is tried on one) starts with what the layer
 * system worked out for the original; as on any board, it is used only while the signature matches.
 */
export function inheritLayers(from: GameState, to: GameState): void {
  const known = computed.get(from);
  if (known) computed.set(to, known);
}

/** Every permanent's characteristics now: the layer system applied to the whole battlefield (613). */
export function computeAll(state: GameState): Map<string, Working> {
  const index = frozenIndex(state);
  if (index?.all) return index.all;
  const known = computed.get(state);
  const sig = signature(state);
  const all = known && known.signature === sig ? known.all : layerAll(state);
  if (all !== known?.all) computed.set(state, { signature: sig, all });
  if (index) index.all = all;
  return all;
}

function layerAll(state: GameState): Map<string, Working> {
  const all = new Map<string, Working>();
  // 613.1c: layer 3, the text each object has now.
  for (const o of state.battlefield) all.set(o.id, initial(o, cardNow(state, o)));
  const env: CountEnv = { state, all };
  const effects = [...state.effects.map((e) => fromResolved(e, env)), ...(staticsNow(state) ? fromStatics(state, env) : [])];
  const started = new Map<string, string[]>();
  const spawn = (grant: LayerEffect, ids: string[]): LayerEffect[] => {
    const made = grantedStatics(state, env, grant, ids);
    effects.push(...made);
    return made;
  };
  for (const layer of LAYERS) {
    if (layer === '7c') counters(all, state);
    if (effects.length > 0) applyLayer(layer, effects, all, started, spawn);
  }
  return all;
}

const defining = new WeakMap<CardDefinition, ReturnType<typeof definingEffects>>();

/** A card's characteristic-defining effects (604.3), read once per definition. */
function definingOf(card: CardDefinition): ReturnType<typeof definingEffects> {
  let found = defining.get(card);
  if (!found) {
    found = definingEffects(compiled(card).abilities);
    defining.set(card, found);
  }
  return found;
}

function definesPT(card: CardDefinition): boolean {
  return definingOf(card).some((e) => e.kind === 'definePT');
}

/**
 * An object off the battlefield (a spell, a card in a hand or a graveyard): its printed
 * characteristics, with its characteristic-defining abilities applied, which function in every
 * zone (604.3). "You" is its controller, or its owner if it has none (109.5).
 */
function offBattlefield(state: GameState, o: GameObject): Working {
  // 613.1c: a spell's text may have been changed too (layer 3).
  const card = cardNow(state, o);
  const w = initial(o, card);
  const effects = card ? definingOf(card) : [];
  if (effects.length === 0) return w;
  const env: CountEnv = { state, all: computeAll(state) };
  for (const layer of ['5', '7a'] as const) for (const e of effects) staticParts(e, env)?.[layer]?.(w);
  return w;
}

/** 613.4c with nothing else in force: the printed characteristics and the counters. */
function plainWorking(o: GameObject): Working {
  const w = initial(o);
  // 613.4c, as `counters` does for the whole battlefield.
  const [p, t] = counterPT(o);
  if (p !== 0 || t !== 0) modifyPT(w, p, t);
  return w;
}

function working(state: GameState, o: GameObject): Working {
  const index = frozenIndex(state);
  if (index) {
    if (!isOnBattlefield(state, o)) return offBattlefield(state, o);
    if (index.layered) return computeAll(state).get(o.id) ?? initial(o);
    let w = index.plain.get(o);
    if (!w) {
      w = plainWorking(o);
      index.plain.set(o, w);
    }
    return w;
  }
  if (!state.battlefield.includes(o)) return offBattlefield(state, o);
  if (state.effects.length === 0 && !hasStatics(state)) return plainWorking(o);
  return computeAll(state).get(o.id) ?? initial(o);
}

function publicView(w: Working): Characteristics {
  return {
    name: w.name,
    manaCost: w.manaCost,
    colors: w.colors,
    supertypes: w.supertypes,
    types: w.types,
    subtypes: w.subtypes,
    power: w.power,
    toughness: w.toughness,
    loyalty: w.loyalty,
    abilities: w.abilityTexts,
  };
}

export function characteristicsOf(state: GameState, o: GameObject): Characteristics {
  return publicView(working(state, o));
}

/** Every battlefield object's characteristics at once (serializing a board computes the layers once). */
export function characteristicsOfAll(state: GameState): Map<string, Characteristics> {
  const out = new Map<string, Characteristics>();
  if (state.effects.length === 0 && !staticsNow(state)) {
    for (const o of state.battlefield) out.set(o.id, publicView(plainWorking(o)));
    return out;
  }
  for (const [id, w] of computeAll(state)) out.set(id, publicView(w));
  return out;
}

/** 613.1f: whether `o` has lost all its abilities. */
export function hasLostAbilities(state: GameState, o: GameObject): boolean {
  return working(state, o).lostAll;
}

/** The abilities `o` has now (613.1f): its compiled abilities, unless it has lost them. */
export function abilitiesNow(state: GameState, o: GameObject): Ability[] {
  if (!o.card) return [];
  return working(state, o).abilities;
}

/**
 * 614.12, 305.7: whether a static "Nonbasic lands are Mountains." / "All Mountains are Plains." in force would set the
 * land types of `o`, a land about to enter: then the abilities of its rules text ("enters tapped" among them) are not its
 * as it enters.
 */
export function landTypesSetAsItEnters(state: GameState, o: GameObject): boolean {
  const card = o.card;
  if (!card || !card.types.includes('Land')) return false;
  const w = initial(o, card);
  for (const s of state.battlefield) {
    if (s.phasedOut || !s.card || s.id === o.id) continue;
    for (const a of abilitiesNow(state, s))
      if (a.kind === 'static' && !a.condition)
        for (const e of a.effects)
          if (
            e.kind === 'setLandTypes' &&
            e.affected.kind === 'objects' &&
            matchesOption(
              state,
              e.affected.of,
              { kind: 'object', zone: 'battlefield', object: o },
              { controller: s.controller, source: s.id, x: null, view: (x) => (x.id === o.id ? w : initial(x)) },
            )
          )
            return true;
  }
  return false;
}

/**
 * 614.12: the characteristics of `o`, about to enter the battlefield, as it would exist there: its own static abilities
 * and the continuous effects already in force that would apply to it (the layer system asked of the board with it on it,
 * under the control it enters with). On the battlefield already, what it is now.
 */
export function viewAsItWouldEnter(state: GameState, o: GameObject): ObjectView {
  const there = state.battlefield.includes(o);
  const w = there ? working(state, o) : (layerAll({ ...state, battlefield: [...state.battlefield, o] }).get(o.id) ?? initial(o));
  return { ...publicView(w), keywords: w.keywords };
}

/** Keyword abilities `o` has now, lower-case: printed, granted (613.1f), unless lost. */
export function keywordsNow(state: GameState, o: GameObject): Set<string> {
  if (!o.card) return new Set();
  return working(state, o).keywords;
}

/** Colors `o` has now (613.1e). */
export function colorsNow(state: GameState, o: GameObject): Color[] {
  if (!o.card) return [];
  return working(state, o).colors;
}

/** Rule-modifying effects of static abilities in force (613.11), with their source. */
export function ruleEffects(state: GameState): { source: GameObject; effect: StaticEffect }[] {
  const index = frozenIndex(state);
  if (!index) return findRuleEffects(state);
  index.rules ??= findRuleEffects(state);
  return index.rules;
}

function findRuleEffects(state: GameState): { source: GameObject; effect: StaticEffect }[] {
  const out: { source: GameObject; effect: StaticEffect }[] = [];
  if (!staticsNow(state)) return out;
  const all = computeAll(state);
  for (const o of state.battlefield) {
    const w = all.get(o.id);
    if (!w) continue;
    for (const a of w.abilities)
      if (a.kind === 'static' && (!a.condition || conditionTrue(state, a.condition, { controller: o.controller, source: o.id, x: null })))
        for (const e of a.effects)
          if (
            e.kind === 'cantAttack' ||
            e.kind === 'cantActivate' ||
            e.kind === 'cantBlock' ||
            e.kind === 'cantBeBlocked' ||
            e.kind === 'mustAttack' ||
            e.kind === 'blockAdditional' ||
            e.kind === 'mustBeBlockedByAll' ||
            e.kind === 'mustBlock' ||
            e.kind === 'mustBeBlocked' ||
            e.kind === 'cantAttackAlone' ||
            e.kind === 'cantBlockAlone' ||
            e.kind === 'additionalLand' ||
            e.kind === 'graveyardReplacement' ||
            e.kind === 'winInsteadOfDrawingFromEmptyLibrary' ||
            e.kind === 'skipDrawStep' ||
            e.kind === 'preventDamage' ||
            e.kind === 'modifyDamage' ||
            e.kind === 'modifyLifeGain' ||
            e.kind === 'doesntUntap' ||
            e.kind === 'mayNotUntap' ||
            e.kind === 'cantBeBlockedBy' ||
            e.kind === 'cantBlockCreatures' ||
            e.kind === 'blockedByAtMostOne' ||
            e.kind === 'blockedByAtLeast' ||
            e.kind === 'noMaximumHandSize' ||
            e.kind === 'loyaltyAtInstantSpeed' ||
            e.kind === 'permanentsEnterTapped' ||
            e.kind === 'playerHexproof' ||
            e.kind === 'playerShroud' ||
            e.kind === 'cantGainLife' ||
            e.kind === 'damageLifeFloor' ||
            e.kind === 'oneSpellEachTurn' ||
            e.kind === 'cantCastTypes' ||
            e.kind === 'attackCost'
          )
            out.push({ source: o, effect: e });
  }
  return out;
}

/** Whether a rule-modifying effect of `source` applies to `target` (read on current characteristics). */
export function ruleEffectApplies(state: GameState, source: GameObject, affected: Affected, target: GameObject): boolean {
  const all = computeAll(state);
  const s = all.get(source.id);
  const t = all.get(target.id);
  return s !== undefined && t !== undefined && matchesAffected(affected, s, t, { state, all });
}
