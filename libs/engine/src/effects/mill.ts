import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { amountOf } from '../rules/608.2h-quantities';
import { graveyardDestination, putIntoGraveyard } from '../rules/614-replacement-effects';
import { cardName, msg } from '../trace/message';
import { playersOf } from './players';
import { putIntoOwnerZone } from '../state/zones';

/**
 * 701.17a: each player named puts that many cards from the top of their library into their graveyard
 * (701.17b: as many as there are). A card the board hides cannot be put into a public zone unnamed
 * (400.2): the engine refuses rather than guess it.
 */
export function applyMill(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'mill' }>, why: string): void {
  const n = amountOf(ctx, effect.amount, spell);
  for (const id of playersOf(ctx, spell, effect)) {
    const player = ctx.state.players.find((p) => p.id === id);
    if (!player) continue;
    const milled = player.library.slice(0, n);
    if (milled.some((o) => !o.card))
      throw new Unsupported('UNSUPPORTED_HIDDEN_CARD', msg('mill.UNSUPPORTED_HIDDEN_CARD', { why, id, count: n }), '701.17a');
    // Where each goes is read before they move (614.1a), then they move together.
    const destinations = milled.map((o) => graveyardDestination(ctx, o, 'library'));
    player.library = player.library.slice(milled.length);
    ctx.trace.cite(
      '701.17a',
      'mill',
      msg('effects.mill', {
        playerId: id,
        nValue: milled.length,
        pValue: milled.map((o) => msg('object.card', { name: cardName(o.card), id: o.id })).join(', ') || msg('effects.nothing'),
      }),
      milled.map((o) => o.id),
    );
    milled.forEach((o, i) => putIntoGraveyard(ctx, o, 'library', destinations[i]));
  }
}

/**
 * 406.3, 702.115a: each player named exiles that many cards from the top of their library (as many
 * as there are), face up. A card the board hides cannot be exiled unnamed (400.2): the engine
 * refuses rather than guess it.
 */
export function applyExileTop(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'exileTopOfLibrary' }>, why: string): void {
  const n = amountOf(ctx, effect.amount, spell);
  for (const id of playersOf(ctx, spell, effect)) {
    const player = ctx.state.players.find((p) => p.id === id);
    if (!player) continue;
    const exiled = player.library.slice(0, n);
    if (exiled.some((o) => !o.card))
      throw new Unsupported('UNSUPPORTED_HIDDEN_CARD', msg('mill.UNSUPPORTED_HIDDEN_CARD.exile', { why, id, count: n }), '406.3');
    player.library = player.library.slice(exiled.length);
    ctx.trace.cite(
      '406.3',
      'exileTop',
      msg('effects.exileTop', {
        playerId: id,
        nValue: exiled.length,
        pValue: exiled.map((o) => msg('object.card', { name: cardName(o.card), id: o.id })).join(', ') || msg('effects.nothing'),
      }),
      exiled.map((o) => o.id),
    );
    for (const o of exiled) {
      putIntoOwnerZone(ctx.state, o, 'exile', ctx.trace);
      ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'library', to: 'exile', player: o.owner });
    }
  }
}

/** 122.1f: each player named gets that many poison counters (704.5c: with ten or more, they lose the game). */
export function applyPoisonCounters(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'poisonCounters' }>): void {
  for (const id of playersOf(ctx, spell, effect)) {
    const player = ctx.state.players.find((p) => p.id === id);
    if (!player || player.lost !== null) continue;
    player.poison += effect.n;
    ctx.trace.cite('122.1f', 'poison', msg('effects.poison', { playerId: id, nValue: effect.n, total: player.poison }), [id]);
  }
}
