import type { ObjectFilter, PlayerRelation, SelectorOption } from '../cards/selector';
import type { Departed } from '../trace/trace';
import type { Asker } from './selector';

/**
 * 603.10a: the same selector options, matched against a permanent as it last existed on the
 * battlefield (its last known information, kept as it left), for the triggers that look back in
 * time ("Whenever a creature you control dies"). The grammar reads for them only the filters this
 * information can answer (cards/grammar/trigger.ts); any other filter here does not match.
 */
export function matchesLastKnown(option: SelectorOption, was: Departed, asker: Asker): boolean {
  return option.kind === 'object' && option.zone === 'battlefield' && option.filters.every((f) => wasLike(f, was, asker));
}

/** 102.3: an opponent is a player other than you. */
function isRelation(id: string | undefined, relation: PlayerRelation, asker: Asker): boolean {
  if (id === undefined) return false;
  if (relation === 'you') return id === asker.controller;
  if (relation === 'opponent') return id !== asker.controller;
  return false;
}

function wasLike(filter: ObjectFilter, was: Departed, asker: Asker): boolean {
  switch (filter.kind) {
    case 'type':
      return filter.anyOf.some((t) => was.types.includes(t));
    case 'subtype':
      return filter.anyOf.some((t) => (was.subtypes ?? was.card?.subtypes ?? []).includes(t));
    case 'supertype':
      return filter.anyOf.some((t) => (was.supertypes ?? was.card?.supertypes ?? []).includes(t));
    case 'color':
      return was.colors !== undefined && filter.anyOf.some((c) => was.colors?.includes(c));
    case 'colorless':
      return was.colors !== undefined && was.colors.length === 0;
    case 'colorCount':
      return was.colors !== undefined && (filter.count === 'one' ? was.colors.length === 1 : was.colors.length >= 2);
    case 'controller':
      return isRelation(was.controller, filter.is, asker);
    case 'owner':
      return isRelation(was.owner, filter.is, asker);
    case 'keyword':
      return (was.keywords ?? []).includes(filter.keyword);
    case 'compare': {
      const value = filter.stat === 'power' ? was.power : filter.stat === 'toughness' ? was.toughness : was.manaValue;
      if (value === null || value === undefined || filter.value.kind !== 'fixed') return false;
      const n = filter.value.n;
      return filter.op === 'atLeast' ? value >= n : filter.op === 'atMost' ? value <= n : value === n;
    }
    case 'other':
      return was.id !== asker.source;
    case 'token':
      return was.token === true;
    case 'damagedThisTurn':
      // 120.3, 603.10a: the sources that had dealt damage to it this turn, as it left.
      return filter.bySource ? (was.damagedBy ?? []).includes(asker.source) : (was.damagedBy?.length ?? 0) > 0;
    case 'counter':
      // 122.1, 603.10a: the counters it had as it last existed on the battlefield.
      return (was.counters?.[filter.counter] ?? 0) > 0;
    case 'not':
      return !wasLike(filter.filter, was, asker);
    case 'anyOf':
      return filter.filters.some((f) => wasLike(f, was, asker));
    default:
      return false;
  }
}
