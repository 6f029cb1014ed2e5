import { Affected, Effect, StaticEffect } from '../ability';
import { SelectorOption } from '../selector';
import { NUMBER_WORDS, object, pluralObject } from './selector';
import { Tokens } from './tokens';

/**
 * Restrictions on which creature may block which (509.1b), as static abilities:
 *
 *   restriction := "can't be blocked" ["except"] "by" creatures     (the affected creature attacking)
 *                | "can't block" creatures                          (the affected creature blocking)
 *                | "can block only" creatures                       (the affected creature blocking no other)
 *   creatures   := objects ("and/or" objects)*    objects := object ("or" object)*   (plural, on the battlefield)
 *
 * "CARDNAME can't be blocked by Walls.", "... except by creatures with flying.", "... by creatures
 * with power 2 or less.", "CARDNAME can't block creatures with power 2 or greater.", and the whole
 * line "Creatures with power less than CARDNAME's power can't block it." Each creature phrase is the
 * selector grammar's (grammar/selector.ts), read whole or not at all.
 */

/**
 * Plural battlefield objects joined by "or" ("black or red creatures", read by the selector grammar)
 * or by "and/or" ("black and/or red creatures", "Walls and/or creatures with flying"), read to the
 * end; null otherwise.
 */
export function blockingCreatures(phrase: string): SelectorOption[] | null {
  const whole = objects(phrase.replace(/ and\/or /g, ' or '));
  if (whole) return whole;
  // "creatures with flying or reach": creatures with flying, or creatures with reach (each a keyword ability, 702.9, 702.17).
  const either = /^(creatures with) ([a-z]+) or ([a-z]+)$/.exec(phrase);
  if (either) {
    const first = objects(`${either[1]} ${either[2]}`);
    const second = objects(`${either[1]} ${either[3]}`);
    const keyword = (o: SelectorOption[] | null) =>
      o?.length === 1 && o[0].kind === 'object' && o[0].filters.length === 2 && o[0].filters[1].kind === 'keyword';
    return first && second && keyword(first) && keyword(second) ? [...first, ...second] : null;
  }
  const out: SelectorOption[] = [];
  for (const part of phrase.split(' and/or ')) {
    const one = objects(part);
    if (!one) return null;
    out.push(...one);
  }
  return out;
}

function objects(phrase: string): SelectorOption[] | null {
  const t = Tokens.of(phrase);
  const out: SelectorOption[] = [];
  do {
    const o = object(t, true);
    if (!o || o.kind !== 'object' || o.zone !== 'battlefield') return null;
    out.push(o);
  } while (t.accept('or'));
  return t.done ? out : null;
}

/**
 * 509.1a, 101.1: how many more creatures than one a creature may block:
 *   additional := "can block" ("an additional creature" | "an additional" number "creatures") when
 *               | "can block any number of creatures"                      when := "each combat" | "this turn"
 * -> the count (null: any number), or undefined when the phrase is not this one. `when` is what the line must say.
 */
export function blockAdditional(rest: string, when: 'each combat' | 'this turn'): number | null | undefined {
  if (rest === `can block any number of creatures${when === 'this turn' ? ' this turn' : ''}`) return null;
  const m = /^can block an additional (?:creature|([a-z-]+) creatures) (each combat|this turn)$/.exec(rest);
  if (!m || m[2] !== when) return undefined;
  if (m[1] === undefined) return 1;
  const n = NUMBER_WORDS[m[1]];
  return n !== undefined && n > 1 ? n : undefined;
}

/** The rest of a static line after its subject ("can't be blocked by Walls") -> its restriction, or null. */
export function blockingRestriction(rest: string, affected: Affected): StaticEffect | null {
  const additional = blockAdditional(rest, 'each combat');
  if (additional !== undefined) return { kind: 'blockAdditional', affected, count: additional };
  let m = /^can't be blocked (except )?by (.+)$/.exec(rest);
  if (m) {
    const by = blockingCreatures(m[2]);
    return by ? { kind: 'cantBeBlockedBy', affected, by, except: m[1] !== undefined } : null;
  }
  m = /^can't block (.+)$/.exec(rest);
  if (m) {
    const attackers = blockingCreatures(m[1]);
    return attackers ? { kind: 'cantBlockCreatures', affected, attackers } : null;
  }
  // "Enchanted creature can block only creatures with flying." (Stratus Walk): it can't block any other creature.
  m = /^can block only (.+)$/.exec(rest);
  if (m) {
    const attackers = blockingCreatures(m[1]);
    return attackers ? { kind: 'cantBlockCreatures', affected, attackers, only: true } : null;
  }
  return null;
}

/** A whole static line about blocking whose subject is not the restricted creature: "Creatures with power less than CARDNAME's power can't block it." */
export function blockingStatic(line: string): StaticEffect | null {
  if (line === "Creatures with power less than CARDNAME's power can't block it.")
    return {
      kind: 'cantBeBlockedBy',
      affected: { kind: 'self' },
      by: [{ kind: 'object', zone: 'battlefield', filters: [{ kind: 'type', anyOf: ['Creature'] }] }],
      except: false,
      powerLessThanIts: true,
    };
  return null;
}

/**
 * 509.1b, 611.2c: a group restriction for the turn, in a spell or ability:
 *   sentence := plural-objects "can't block this turn"       ("Creatures without flying can't block this turn")
 * The bare plural is the selector grammar's, read whole; the creatures are those it describes as the effect begins.
 */
export function eachCantBlockThisTurn(sentence: string): Effect | null {
  const m = /^(.+) can't block this turn$/.exec(sentence);
  if (!m) return null;
  const t = Tokens.of(m[1]);
  const each = pluralObject(t);
  if (!each || each.kind !== 'object' || each.zone !== 'battlefield' || !t.done) return null;
  return { kind: 'eachCantBlockThisTurn', each };
}
