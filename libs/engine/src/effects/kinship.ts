import { CardDefinition } from '../cards/card';
import { hasKeyword } from '../cards/compiled';
import { CREATURE_TYPES } from '../cards/creature-types';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { waitFor } from '../state/pending-choice';
import { characteristicsOf, keywordsNow } from '../rules/613-layers';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';

const CREATURE_TYPE_SET = new Set(CREATURE_TYPES);

/** 205.3m: only creatures and kindreds have creature types; 702.73a: a changeling has every one ('all'). */
function creatureTypes(types: string[], subtypes: string[], changeling: boolean): Set<string> | 'all' {
  if (!types.includes('Creature') && !types.includes('Kindred') && !types.includes('Tribal')) return new Set();
  if (changeling) return 'all';
  return new Set(subtypes.filter((s) => CREATURE_TYPE_SET.has(s)));
}

function share(a: Set<string> | 'all', b: Set<string> | 'all'): boolean {
  if (a === 'all') return b === 'all' || b.size > 0;
  if (b === 'all') return a.size > 0;
  return [...a].some((t) => b.has(t));
}

/** The card a kinship ability looks at: its controller's top card; null when the library is empty. Hidden: refused. */
function topCard(ctx: Ctx, top: StackObject, name: string): { id: string; card: CardDefinition } | null {
  const player = top.controller;
  const o = ctx.state.players.find((p) => p.id === player)?.library[0];
  if (!o) return null;
  // CONTRACT §2 "Hidden cards": the card looked at must be given, never guessed.
  if (o.card === null)
    throw new Unsupported('UNSUPPORTED_HIDDEN_CARD', msg('transform.UNSUPPORTED_HIDDEN_CARD', { name, player }), '701.20e');
  return { id: o.id, card: o.card };
}

/**
 * 207.2c kinship, once its controller chose to look (608.2d): they look at the top card of their library (701.20e; it stays
 * there, 701.20b). When it shares a creature type (205.3m; a changeling has every one, 702.73a) with the source as it is now
 * (613), they choose whether to reveal it: the ability waits on the stack (a yes/no at `next`): returns true. Otherwise
 * (an empty library, no type shared) the reveal cannot be done, nor what follows "If you do" (608.2c): returns false.
 */
export function askKinship(ctx: Ctx, top: StackObject, next: number, name: string): boolean {
  const player = top.controller;
  const looked = topCard(ctx, top, name);
  if (!looked) {
    ctx.trace.cite('701.20e', 'look', msg('look-at-library.nothing', { player }));
    return false;
  }
  ctx.trace.cite('701.20e', 'look', msg('kinship.looked', { name, player, card: looked.card.name }), [looked.id]);
  const source = ctx.state.battlefield.find((o) => o.id === top.ability?.source);
  // 608.2h: a source gone from the battlefield would be compared as it last existed: its types are not kept (refused).
  if (!source) throw new Unsupported('UNSUPPORTED_EFFECT', msg('kinship.UNSUPPORTED_EFFECT', { name }), '608.2h');
  const now = characteristicsOf(ctx.state, source);
  const mine = creatureTypes(now.types, now.subtypes, keywordsNow(ctx.state, source).has('changeling'));
  const its = creatureTypes(looked.card.types, looked.card.subtypes, hasKeyword(looked.card, 'changeling'));
  if (!share(mine, its)) {
    ctx.trace.cite('205.3m', 'noSharedType', msg('kinship.noSharedType', { name, card: looked.card.name }), [looked.id]);
    return false;
  }
  ctx.trace.cite(
    its === 'all' || mine === 'all' ? '702.73a' : '205.3m',
    'sharedType',
    msg('kinship.sharedType', { name, card: looked.card.name }),
    [looked.id],
  );
  waitFor(top, { kind: 'yesNo', player, next });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite('608.2d', 'chooseOptional', msg('kinship.mayReveal', { name, player, card: looked.card.name, id: top.id }), [top.id]);
  return true;
}

/**
 * The answer to kinship's "you may reveal it" (608.2d): "yes" reveals the top card (701.20a; it stays on top, 701.20b) and
 * the instructions after it follow (returns true); "no": nothing more is done (608.2c "If you do").
 */
export function answerKinship(ctx: Ctx, top: StackObject, yes: boolean, name: string): boolean {
  const player = top.controller;
  if (!yes) {
    ctx.trace.cite('608.2c', 'declined', msg('kinship.declined', { name, player }));
    return false;
  }
  const looked = topCard(ctx, top, name);
  if (!looked) return false;
  ctx.trace.cite('701.20a', 'reveal', msg('transform.revealed', { name, player, card: looked.card.name }), [looked.id]);
  return true;
}

/** Whether the yes/no a stack entry waits for at `next` is kinship's reveal (its instruction there). */
export function isKinshipAt(effects: { kind: string }[] | null, next: number): boolean {
  return effects?.[next]?.kind === 'kinshipReveal';
}
