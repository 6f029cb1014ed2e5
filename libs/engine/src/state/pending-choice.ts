import { listed, Message, msg } from '../trace/message';
import { PendingChoice, PendingChoiceKind, PENDING_CHOICE_KINDS, StackObject } from './types';

/**
 * One pending choice (CONTRACT §1 "Pending choices"): a spell or ability stopped in the middle of
 * its resolution (608.2) for a player's answer carries one `pendingChoice` field, whatever the
 * choice is. This file reads it from the wire (with the deprecated field names it replaces),
 * writes it back and answers which choice a stack entry waits for.
 */

/** The choice the entry waits for, if it is of that kind. */
export function waitingFor<K extends PendingChoiceKind>(s: StackObject | undefined, kind: K): Extract<PendingChoice, { kind: K }> | null {
  const c = s?.pendingChoice;
  return c && c.kind === kind ? (c as Extract<PendingChoice, { kind: K }>) : null;
}

/** Marks the entry as waiting for that choice (it stays on the stack, 608.2). */
export function waitFor(s: StackObject, choice: PendingChoice): void {
  s.pendingChoice = choice;
}

/** The choice is answered: the entry no longer waits. */
export function answered(s: StackObject): void {
  delete s.pendingChoice;
}

/**
 * The deprecated wire names of migrated choices, read on input (written as `pendingChoice`): the
 * field and the kind it stands for.
 */
export const DEPRECATED_CHOICE_FIELDS: Record<string, PendingChoiceKind> = {
  awaitingChoice: 'yesNo',
  awaitingPayment: 'payment',
};

export interface ChoiceReader {
  shape(path: string, message: Message): void;
  player(id: string, path: string): void;
}

const KIND_TEXT = PENDING_CHOICE_KINDS.map((k) => `"${k}"`).join(', ');

/**
 * Reads a stack entry's pending choice: `pendingChoice`, or one of the deprecated fields. Returns
 * the choice and the path it was read at (where a refusal names it), or null when there is none.
 */
export function readPendingChoice(
  raw: Record<string, unknown>,
  path: string,
  reader: ChoiceReader,
): { choice: PendingChoice; path: string } | null {
  const given = ['pendingChoice', ...Object.keys(DEPRECATED_CHOICE_FIELDS)].filter((k) => raw[k] !== undefined);
  if (given.length === 0) return null;
  if (given.length > 1) {
    reader.shape(`${path}.${given[1]}`, msg('pendingChoice.oneAtATime', { fields: listed(given, 'and') }));
    return null;
  }
  const field = given[0];
  const at = `${path}.${field}`;
  const value = raw[field];
  if (field !== 'pendingChoice') {
    const kind = DEPRECATED_CHOICE_FIELDS[field];
    if (typeof value !== 'string') {
      reader.shape(at, msg('pendingChoice.deprecated', { kind }));
      return null;
    }
    reader.player(value, at);
    return { choice: { kind, player: value } as PendingChoice, path: at };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    reader.shape(at, msg('pendingChoice.shape', { kinds: KIND_TEXT }));
    return null;
  }
  const v = value as Record<string, unknown>;
  if (typeof v.kind !== 'string' || !(PENDING_CHOICE_KINDS as readonly string[]).includes(v.kind)) {
    reader.shape(`${at}.kind`, msg('parse.oneOf', { values: KIND_TEXT }));
    return null;
  }
  const fields =
    v.kind === 'scry' ||
    v.kind === 'search' ||
    v.kind === 'handCard' ||
    v.kind === 'look' ||
    v.kind === 'color' ||
    v.kind === 'type' ||
    v.kind === 'damageSource' ||
    v.kind === 'bolster' ||
    v.kind === 'proliferate' ||
    v.kind === 'tapOrUntap' ||
    v.kind === 'newTarget'
      ? ['kind', 'player', 'next']
      : v.kind === 'discard' || v.kind === 'sacrifice'
        ? ['kind', 'player', 'next', 'count', 'chosen']
        : v.kind === 'returnToHand'
          ? ['kind', 'player', 'next', 'count']
          : v.kind === 'yesNo'
            ? ['kind', 'player', 'next']
            : ['kind', 'player'];
  const unknown = Object.keys(v).filter((k) => !fields.includes(k));
  if (unknown.length > 0) reader.shape(`${at}.${unknown[0]}`, msg('pendingChoice.notAField', { kind: v.kind, fields: fields.join(', ') }));
  if (typeof v.player !== 'string' || v.player.length === 0) {
    reader.shape(`${at}.player`, msg('pendingChoice.player'));
    return null;
  }
  reader.player(v.player, `${at}.player`);
  if (
    v.kind === 'scry' ||
    v.kind === 'search' ||
    v.kind === 'handCard' ||
    v.kind === 'look' ||
    v.kind === 'color' ||
    v.kind === 'type' ||
    v.kind === 'damageSource' ||
    v.kind === 'bolster' ||
    v.kind === 'proliferate' ||
    v.kind === 'tapOrUntap' ||
    v.kind === 'newTarget'
  ) {
    if (typeof v.next !== 'number' || !Number.isInteger(v.next) || v.next < 0 || v.next > 1000) {
      reader.shape(`${at}.next`, msg('pendingChoice.next', { kind: v.kind }));
      return null;
    }
    return { choice: { kind: v.kind, player: v.player, next: v.next }, path: at };
  }
  if (v.kind === 'discard' || v.kind === 'sacrifice' || v.kind === 'returnToHand') return playerChoice(v.kind, v, v.player, at, reader);
  if (v.kind === 'yesNo' && v.next !== undefined) {
    if (typeof v.next !== 'number' || !Number.isInteger(v.next) || v.next < 0 || v.next > 1000) {
      reader.shape(`${at}.next`, msg('pendingChoice.next', { kind: v.kind }));
      return null;
    }
    return { choice: { kind: 'yesNo', player: v.player, next: v.next }, path: at };
  }
  return { choice: { kind: v.kind as PendingChoiceKind, player: v.player } as PendingChoice, path: at };
}

/**
 * 701.9b, 701.21a, 608.2d: a discard, a sacrifice or a return to hand: the instruction's index, how many the player
 * chooses, and the choices before theirs.
 */
function playerChoice(
  kind: 'discard' | 'sacrifice' | 'returnToHand',
  v: Record<string, unknown>,
  player: string,
  at: string,
  reader: ChoiceReader,
): { choice: PendingChoice; path: string } | null {
  const int = (x: unknown, min: number) => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= 1000;
  if (!int(v.next, 0)) {
    reader.shape(`${at}.next`, msg('pendingChoice.nextInstruction', { kind }));
    return null;
  }
  if (!int(v.count, 1)) {
    reader.shape(`${at}.count`, msg('pendingChoice.count'));
    return null;
  }
  const chosen = v.chosen;
  if (
    chosen !== undefined &&
    (!Array.isArray(chosen) || chosen.length > 1000 || !chosen.every((c) => typeof c === 'string' && c.length > 0))
  ) {
    reader.shape(`${at}.chosen`, msg('pendingChoice.chosen'));
    return null;
  }
  const base = { kind, player, next: v.next as number, count: v.count as number };
  return { choice: chosen && chosen.length > 0 ? { ...base, chosen: [...(chosen as string[])] } : base, path: at };
}

/** The wire form of a pending choice (CONTRACT §1). */
export function pendingChoiceJson(c: PendingChoice): PendingChoice {
  return 'chosen' in c && c.chosen ? { ...c, chosen: [...c.chosen] } : { ...c };
}
