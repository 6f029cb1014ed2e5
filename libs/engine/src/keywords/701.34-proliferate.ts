import { KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { waitFor } from '../state/pending-choice';
import { GameState, StackObject } from '../state/types';
import { msg } from '../trace/message';
import { Violation } from '../violation';

/**
 * 701.34a: "Proliferate" means choosing any number of permanents and/or players that have a counter, then giving each
 * one additional counter of each kind it already has. The engine follows the current rules' wording (one more of
 * each kind, not one more of a single kind chosen, as the 2011 wording read): a keyword action any spell or ability
 * may say ("Proliferate.", "Draw two cards, then proliferate.", "Proliferate, then proliferate again.").
 * 701.34b (Two-Headed Giant's shared poison) is not a game the engine plays.
 */
export const PROLIFERATE: KeywordPhrase = {
  rule: '701.34a',
  abilities: () => null,
  instruction(sentence) {
    return /^Proliferate(?: again)?$/.test(sentence) ? { kind: 'proliferate' } : null;
  },
  split(sentence) {
    const m = /^(.+), then proliferate( again)?$/.exec(sentence);
    return m ? [m[1], 'Proliferate'] : null;
  },
};

/** 701.34a: the permanents and the players that have a counter (permanents first, in board order; then players). */
export function proliferateCandidates(state: GameState): string[] {
  const permanents = state.battlefield.filter((o) => !o.phasedOut && Object.values(o.counters).some((n) => n > 0)).map((o) => o.id);
  const players = state.players.filter((p) => p.poison > 0 || (p.energy ?? 0) > 0).map((p) => p.id);
  return [...permanents, ...players];
}

/**
 * 701.34a: proliferate as the instruction `next` of `top` (off the stack) resolves: the controller chooses which of
 * the permanents and players with a counter get more (any number of them, none included: a pending choice; the
 * spell or ability waits, `top` back on the stack: returns true). With none to choose, nothing happens (false).
 */
export function askProliferate(ctx: Ctx, top: StackObject, next: number): boolean {
  const options = proliferateCandidates(ctx.state);
  if (options.length === 0) {
    ctx.trace.cite('701.34a', 'proliferate', msg('701.34-proliferate.none', { id: top.id }), [top.id]);
    return false;
  }
  waitFor(top, { kind: 'proliferate', player: top.controller, next });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite('701.34a', 'chooseProliferate', msg('701.34-proliferate.choose', { player: top.controller, id: top.id }), options);
  return true;
}

/** 701.34a: why an answer to a pending proliferate is refused (any number of the candidates, each once), or null. */
export function proliferateChoiceViolation(state: GameState, choice: string[]): Violation | null {
  const options = proliferateCandidates(state);
  if (choice.every((c) => options.includes(c)) && new Set(choice).size === choice.length) return null;
  return {
    code: 'INVALID_CHOICE',
    rule: '701.34a',
    message: msg('701.34-proliferate.INVALID_CHOICE', { options: options.join(', '), choice: choice.join(', ') }),
  };
}

/** 701.34a, 122.1: each permanent and player chosen gets one more counter of each kind it already has. */
export function proliferateChosen(ctx: Ctx, top: StackObject, chosen: string[]): void {
  if (chosen.length === 0) ctx.trace.cite('701.34a', 'proliferate', msg('701.34-proliferate.nothingChosen', { player: top.controller }));
  for (const id of chosen) {
    const o = ctx.state.battlefield.find((p) => p.id === id);
    if (o) {
      const kinds = Object.keys(o.counters).filter((k) => o.counters[k] > 0);
      for (const k of kinds) o.counters[k] += 1;
      ctx.trace.cite('701.34a', 'counters', msg('701.34-proliferate.object', { describe: objectName(o), kinds: kinds.join(', ') }), [o.id]);
      continue;
    }
    const p = ctx.state.players.find((x) => x.id === id);
    if (!p) continue;
    const kinds: string[] = [];
    if (p.poison > 0) {
      p.poison += 1;
      kinds.push('poison');
    }
    if ((p.energy ?? 0) > 0) {
      p.energy = (p.energy ?? 0) + 1;
      kinds.push('energy');
    }
    ctx.trace.cite('701.34a', 'counters', msg('701.34-proliferate.player', { player: p.id, kinds: kinds.join(', ') }), [p.id]);
  }
}
