import { KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { waitFor } from '../state/pending-choice';
import { GameObject, GameState, StackObject } from '../state/types';
import { Message, msg } from '../trace/message';
import { resolvingEffects } from '../effects/choose';
import { proliferateCandidates } from './701.34-proliferate';
import { Violation } from '../violation';
import { characteristicsOf } from '../rules/613-layers';

/**
 * 701.39a: "Bolster N" means "Choose a creature you control with the least toughness or tied for least toughness among
 * creatures you control. Put N +1/+1 counters on that creature.": a keyword action any spell or ability may say
 * ("Bolster 2.", "When CARDNAME enters the battlefield, bolster 2."). "Bolster X, where X is ..." stays refused.
 * "Bolster 1, then put ..." is two instructions in order (608.2c).
 */
export const BOLSTER: KeywordPhrase = {
  rule: '701.39a',
  abilities: () => null,
  instruction(sentence) {
    const m = /^Bolster (\d+)$/.exec(sentence);
    return m && Number(m[1]) > 0 ? { kind: 'bolster', n: Number(m[1]) } : null;
  },
  split(sentence) {
    const first = /^(Bolster \d+), then ([a-z].+)$/.exec(sentence);
    if (first) return [first[1], first[2][0].toUpperCase() + first[2].slice(1)];
    const last = /^(.+), then bolster (\d+)$/.exec(sentence);
    return last ? [last[1], `Bolster ${last[2]}`] : null;
  },
};

/** The toughness of a creature now (613), 0 when it has none. */
function toughnessNow(state: GameState, o: GameObject): number {
  return characteristicsOf(state, o).toughness ?? 0;
}

/**
 * 701.39a: the creatures `player` controls with the least toughness among the creatures they control (all those tied
 * for it); none when they control no creature.
 */
export function bolsterCandidates(state: GameState, player: string): GameObject[] {
  const mine = state.battlefield.filter(
    (o) => o.controller === player && !o.phasedOut && characteristicsOf(state, o).types.includes('Creature'),
  );
  if (mine.length === 0) return [];
  const least = Math.min(...mine.map((o) => toughnessNow(state, o)));
  return mine.filter((o) => toughnessNow(state, o) === least);
}

/** 701.39a, 122.1: N +1/+1 counters on the creature chosen. */
function bolsterOnto(ctx: Ctx, o: GameObject, n: number): void {
  o.counters['+1/+1'] = (o.counters['+1/+1'] ?? 0) + n;
  ctx.trace.cite('701.39a', 'counters', msg('701.39-bolster.counters', { nValue: n, describe: objectName(o) }), [o.id]);
}

/**
 * 701.39a: bolster as the instruction `next` of `top` (off the stack) resolves. The choice is made as it resolves
 * (608.2d): with one creature of least toughness it is that one; with several tied, the controller chooses among them
 * and the spell or ability waits (a pending choice): returns true then, `top` back on the stack. With no creature,
 * nothing happens.
 */
export function askBolster(ctx: Ctx, top: StackObject, next: number, n: number): boolean {
  const candidates = bolsterCandidates(ctx.state, top.controller);
  if (candidates.length === 0) {
    ctx.trace.cite('701.39a', 'bolster', msg('701.39-bolster.none', { player: top.controller }), [top.controller]);
    return false;
  }
  if (candidates.length === 1) {
    bolsterOnto(ctx, candidates[0], n);
    return false;
  }
  waitFor(top, { kind: 'bolster', player: top.controller, next });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite(
    '701.39a',
    'chooseBolster',
    msg('701.39-bolster.choose', { player: top.controller, id: top.id, options: candidates.map((o) => o.id).join(', ') }),
    candidates.map((o) => o.id),
  );
  return true;
}

/** 701.39a: why an answer to a pending bolster is refused (one of the creatures tied for least toughness, as they are now), or null. */
export function bolsterChoiceViolation(state: GameState, top: StackObject, choice: string[]): Violation | null {
  const options = bolsterCandidates(state, top.controller).map((o) => o.id);
  if (choice.length === 1 && options.includes(choice[0])) return null;
  return {
    code: 'INVALID_CHOICE',
    rule: '701.39a',
    message: msg('701.39-bolster.INVALID_CHOICE', { options: options.join(', '), choice: choice.join(', ') }),
  };
}

/** 701.39a: the creature chosen gets the N +1/+1 counters. */
export function bolsterChosen(ctx: Ctx, top: StackObject, n: number, id: string): void {
  const o = ctx.state.battlefield.find((p) => p.id === id);
  if (!o) return;
  ctx.trace.cite('701.39a', 'chooseBolster', msg('701.39-bolster.chosen', { player: top.controller, describe: objectName(o) }), [o.id]);
  bolsterOnto(ctx, o, n);
}

/**
 * Why a board's stack entry cannot wait for a bolster or proliferate choice (null: it can): only the top entry, at such
 * an instruction, its controller's, with a real choice (701.39a: several creatures tied; 701.34a: something with a counter).
 */
export function counterChoiceRefusal(state: GameState, s: StackObject, i: number): { code: string; rule: string; message: Message } | null {
  const choice = s.pendingChoice;
  if (choice?.kind !== 'bolster' && choice?.kind !== 'proliferate') return null;
  const effect = resolvingEffects(state, s)?.[choice.next];
  const real = choice.kind === 'bolster' ? bolsterCandidates(state, s.controller).length > 1 : proliferateCandidates(state).length > 0;
  if (i === state.stack.length - 1 && effect?.kind === choice.kind && choice.player === s.controller && real) return null;
  return {
    code: 'NOTHING_TO_CHOOSE',
    rule: choice.kind === 'bolster' ? '701.39a' : '701.34a',
    message: msg('choose.NOTHING_TO_CHOOSE.counters', { id: s.id, kind: choice.kind, controller: s.controller }),
  };
}
