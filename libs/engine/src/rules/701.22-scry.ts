import { Ctx } from '../context';
import { Message, msg } from '../trace/message';
import { waitFor } from '../state/pending-choice';
import { GameObject, GameState, StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { resolvingEffects } from '../effects/choose';

/** The N of the scry effect a resolving spell or ability waits at (0 when that effect is not a scry). */
export function scryAmount(state: GameState, top: StackObject, index: number): number {
  const effect = resolvingEffects(state, top)?.[index];
  return effect?.kind === 'scry' ? effect.n : 0;
}

/** The word of a scry answer that separates the cards kept on top from those put on the bottom. */
export const SCRY_BOTTOM = 'bottom';

/** 701.22a: the cards a scry N looks at: the top N of the player's library (fewer if it has fewer). */
export function scryCards(state: GameState, player: string, n: number): GameObject[] {
  return state.players.find((p) => p.id === player)?.library.slice(0, n) ?? [];
}

/**
 * The names a scry decision gives the cards looked at: their positions, `<player>.library.<i>`
 * from the top, which is how a board written back names a library's cards (it keeps no library
 * ids), so a decision read from an answer's board can be answered against it.
 */
export function scryOptions(state: GameState, player: string, n: number): string[] {
  return scryCards(state, player, n).map((_, i) => `${player}.library.${i}`);
}

/**
 * 701.22a: a resolving spell's or ability's "scry N": its controller looks at the top N cards of their library
 * and chooses, as a pending choice, which go on the bottom and the order of each part. Returns
 * false when there is nothing to choose (scry 0, 701.22b; an empty library): the spell goes on.
 * The cards looked at must be given (CONTRACT §2 "Hidden cards"): the engine never guesses them.
 */
export function askScry(ctx: Ctx, top: StackObject, index: number, n: number): boolean {
  const cards = scryCards(ctx.state, top.controller, n);
  if (n === 0 || cards.length === 0) {
    ctx.trace.cite(n === 0 ? '701.22b' : '701.22a', 'scry', msg('701.22-scry.nothing', { player: top.controller, amount: n }));
    return false;
  }
  const hidden = cards.filter((o) => o.card === null).length;
  if (hidden > 0)
    throw new Unsupported(
      'UNSUPPORTED_HIDDEN_CARD',
      msg('701.22-scry.hiddenWhileResolving', { player: top.controller, count: n, hidden, total: cards.length }),
      '701.22a',
    );
  waitFor(top, { kind: 'scry', player: top.controller, next: index });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite(
    '701.22a',
    'scry',
    msg('701.22-scry.looks', { player: top.controller, count: cards.length }),
    cards.map((o) => o.id),
  );
  return true;
}

/**
 * 701.22a: a scry answer: every card looked at exactly once, in its new order, the ones kept on
 * top first (the first given on top), then `"bottom"` and the ones put on the bottom (the last
 * given at the very bottom). Without `"bottom"`, all stay on top.
 */
export function checkScry(state: GameState, player: string, n: number, choice: string[]): Violation | { top: string[]; bottom: string[] } {
  const options = scryOptions(state, player, n);
  const cards = scryCards(state, player, n);
  const split = choice.indexOf(SCRY_BOTTOM);
  const topIds = split < 0 ? choice : choice.slice(0, split);
  const bottomIds = split < 0 ? [] : choice.slice(split + 1);
  const ids = [...topIds, ...bottomIds];
  const looked = new Set(options);
  if (ids.includes(SCRY_BOTTOM) || ids.length !== looked.size || new Set(ids).size !== ids.length || !ids.every((id) => looked.has(id)))
    return {
      code: 'INVALID_CHOICE',
      rule: '701.22a',
      message: msg('701.22-scry.INVALID_CHOICE', { cards: [...looked].join(', ') }),
    };
  const object = (id: string) => cards[options.indexOf(id)].id;
  return { top: topIds.map(object), bottom: bottomIds.map(object) };
}

/** 701.22a: puts the cards looked at back: `top` on top in that order, `bottom` under the rest of the library. */
export function applyScry(ctx: Ctx, player: string, order: { top: string[]; bottom: string[] }): void {
  const library = ctx.state.players.find((p) => p.id === player)?.library;
  if (!library) return;
  const moved = new Set([...order.top, ...order.bottom]);
  const byId = new Map(library.map((o) => [o.id, o]));
  const rest = library.filter((o) => !moved.has(o.id));
  const pick = (ids: string[]) => ids.map((id) => byId.get(id)).filter((o): o is GameObject => o !== undefined);
  library.splice(0, library.length, ...pick(order.top), ...rest, ...pick(order.bottom));
  ctx.trace.cite('701.22a', 'scry', msg('701.22-scry.done', { player, top: order.top.length, bottom: order.bottom.length }), [
    ...order.top,
    ...order.bottom,
  ]);
}

/**
 * A board's scry choice (CONTRACT §2 "Pending choices"): on the top spell or ability of the stack, at
 * one of its scry effects, answered by its controller (701.22a), with the cards looked at given.
 */
export function scryChoiceRefusal(
  state: GameState,
  s: StackObject,
  i: number,
  n: number,
): { code: string; rule: string; message: Message } | null {
  const choice = s.pendingChoice?.kind === 'scry' ? s.pendingChoice : null;
  if (!choice) return null;
  if (i !== state.stack.length - 1 || n === 0)
    return {
      code: 'NOTHING_TO_SCRY',
      rule: '701.22a',
      message: msg('701.22-scry.NOTHING_TO_SCRY', { id: s.id, next: choice.next }),
    };
  if (choice.player !== s.controller)
    return {
      code: 'NOT_CONTROLLER',
      rule: '701.22a',
      message: msg('701.22-scry.NOT_CONTROLLER', { id: s.id, controller: s.controller, player: choice.player }),
    };
  const cards = scryCards(state, choice.player, n);
  const hidden = cards.filter((o) => o.card === null).length;
  if (cards.length === 0 || hidden > 0)
    return {
      code: 'UNSUPPORTED_HIDDEN_CARD',
      rule: '701.22a',
      message: msg('701.22-scry.UNSUPPORTED_HIDDEN_CARD', { player: choice.player, count: n, hidden, total: cards.length }),
    };
  return null;
}
