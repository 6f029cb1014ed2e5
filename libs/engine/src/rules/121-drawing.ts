import { Ctx } from '../context';
import { replaceDraw } from './614-replacement-effects';
import { checkDredgeBeforeDraw } from '../keywords/702.52-dredge';
import { GameState } from '../state/types';
import { cardName, msg } from '../trace/message';

/** 121.1: the player puts the top card of their library into their hand; 121.4 if there is none. */
export function drawCard(ctx: Ctx, playerId: string, rule: string, dredgeAsked = false): void {
  const player = ctx.state.players.find((p) => p.id === playerId);
  if (!player) return;
  if (replaceDraw(ctx, playerId)) return;
  // 702.52a: a dredge not asked about before this draw (the draw step's is, 504.1) would need a choice here.
  if (!dredgeAsked) checkDredgeBeforeDraw(ctx, playerId);
  const card = player.library.shift();
  if (!card) {
    player.drewFromEmptyLibrary = true;
    ctx.trace.cite('121.4', 'draw', msg('121-drawing.draw', { playerId: playerId }));
    ctx.trace.emit({ type: 'draw', player: playerId, object: null });
    return;
  }
  // A hidden card has no identity in the library; it gets one as it enters the hand.
  if (card.card === null) card.id = freshId(ctx.state, `${playerId}.hand.${player.hand.length}`);
  player.hand.push(card);
  ctx.trace.cite(
    rule,
    'draw',
    msg('121-drawing.draw.2', {
      playerId: playerId,
      pValue: card.card ? msg('object.card', { name: cardName(card.card), id: card.id }) : msg('object.aCard', { id: card.id }),
    }),
    [card.id],
  );
  ctx.trace.emit({ type: 'draw', player: playerId, object: card.id });
  ctx.trace.emit({ type: 'zoneChange', object: card.id, from: 'library', to: 'hand', player: playerId });
}

/** An id no player or object uses, derived from `base` so that it is the same for the same board. */
export function freshId(state: GameState, base: string): string {
  const used = new Set<string>();
  for (const p of state.players) {
    used.add(p.id);
    for (const zone of [p.hand, p.graveyard, p.library]) for (const o of zone) used.add(o.id);
  }
  for (const zone of [state.battlefield, state.phasedOut, state.exile, state.command]) for (const o of zone) used.add(o.id);
  for (const s of state.stack) used.add(s.id);
  for (const t of state.pending) used.add(t.id);
  for (const d of state.delayed) used.add(d.id);
  // 500.7: the extra turns to come and the one being taken.
  for (const x of state.extraTurns ?? []) used.add(x.id);
  if (state.turn.extraTurn) used.add(state.turn.extraTurn.id);
  let id = base;
  for (let n = 1; used.has(id); n++) id = `${base}~${n}`;
  return id;
}
