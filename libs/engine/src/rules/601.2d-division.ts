import { Effect } from '../cards/ability';
import { StackObject } from '../state/types';
import { Violation } from '../violation';
import { cardName, msg, MessageKey } from '../trace/message';
import { NO_TARGET } from './115-targets';

/**
 * 601.2d: a spell that divides damage among its targets ("CARDNAME deals 2 damage divided as you
 * choose among one or two target creatures and/or players"): the caster announces the division as
 * the targets are chosen, each target receiving at least 1 and the shares adding up to the damage.
 * The division travels with the spell (the stack object's `division`, target id -> share) and is
 * never chosen again (115.7f); as the spell resolves each legal target is dealt its share, an
 * illegal one nothing (608.2b).
 */

type DivisionRefusal = 'required' | 'nothingDivided' | 'notATarget' | 'noShare' | 'atLeastOne' | 'sum';

/** The targets (their indexes) the spell's divided damage goes to, and the damage divided: null when it divides nothing. */
export function dividedDamageOf(effects: readonly Effect[]): { targets: number[]; total: number } | null {
  const parts = effects.filter((e): e is Extract<Effect, { kind: 'damage' }> => e.kind === 'damage' && e.divided === true);
  if (parts.length === 0) return null;
  const first = parts[0].amount;
  return { targets: parts.map((e) => e.target), total: first.kind === 'fixed' ? first.n : 0 };
}

/**
 * 601.2d: the division a cast (or a board's spell on the stack) announces, checked against its
 * targets: a share for each target of the divided damage chosen and for no other id, each at least
 * 1, adding up to the damage. The violation (code INVALID_DIVISION, naming the `division` field),
 * or null when the division is right.
 */
export function checkDivision(
  effects: readonly Effect[],
  targets: readonly string[],
  division: Readonly<Record<string, number>> | undefined,
  name: ReturnType<typeof cardName>,
): Violation | null {
  const divided = dividedDamageOf(effects);
  const refuse = (key: DivisionRefusal, params: Record<string, string | number> = {}): Violation => ({
    code: 'INVALID_DIVISION',
    rule: '601.2d',
    message: msg(`601.2d-division.${key}` as MessageKey, { name, ...params }),
  });
  if (!divided) return division === undefined ? null : refuse('nothingDivided');
  if (division === undefined) return refuse('required', { total: divided.total });
  const chosen = divided.targets.map((i) => targets[i]).filter((t): t is string => t !== undefined && t !== NO_TARGET);
  const extra = Object.keys(division).find((id) => !chosen.includes(id));
  if (extra !== undefined) return refuse('notATarget', { id: extra });
  const missing = chosen.find((id) => division[id] === undefined);
  if (missing !== undefined) return refuse('noShare', { id: missing });
  const zero = chosen.find((id) => division[id] < 1);
  if (zero !== undefined) return refuse('atLeastOne', { id: zero });
  const sum = chosen.reduce((n, id) => n + division[id], 0);
  if (sum !== divided.total) return refuse('sum', { sum, total: divided.total });
  return null;
}

/** The share of divided damage a target is dealt as the spell resolves (601.2d): what the division announced for it. */
export function shareOf(spell: StackObject, targetId: string): number {
  return spell.division?.[targetId] ?? 0;
}

/** A legal action's example division: all the damage to the first target chosen (the others left unchosen). */
export function exampleDivision(effects: readonly Effect[], targets: string[]): Record<string, number> | null {
  const divided = dividedDamageOf(effects);
  if (!divided) return null;
  const [first, ...rest] = divided.targets;
  for (const i of rest) if (i < targets.length) targets[i] = NO_TARGET;
  while (targets.length > 0 && targets[targets.length - 1] === NO_TARGET) targets.pop();
  const id = targets[first];
  return id === undefined || id === NO_TARGET ? null : { [id]: divided.total };
}
