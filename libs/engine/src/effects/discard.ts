import { Effect } from '../cards/ability';
import { seededRandom } from '../rules/701.24-shuffle';
import { Ctx } from '../context';
import { GameObject, GameState, StackObject } from '../state/types';
import { SelectorOption } from '../cards/selector';
import { matchesCard } from '../select/selector';
import { putDiscardedCard } from '../rules/614-replacement-effects';
import { msg } from '../trace/message';

export type DiscardEffect = Extract<Effect, { kind: 'discardCards' }>;

/** 701.9b: the cards a player may discard (their hand; `what`: those of it that are such a card) and how many they discard of them (all of it for "their hand"). */
export function discardCandidates(
  state: GameState,
  player: string,
  n: number | 'hand',
  what?: SelectorOption,
  source?: string,
): { options: string[]; count: number } {
  const hand = state.players.find((p) => p.id === player)?.hand ?? [];
  // "discard a creature card": the cards that are one (a hidden card cannot be shown to be one, 400.2).
  const fits = (o: GameObject): boolean =>
    !what || (o.card !== null && matchesCard(state, what, o, { controller: player, source: source ?? player, x: null }));
  const options = hand.filter(fits).map((o) => o.id);
  return { options, count: n === 'hand' ? options.length : Math.min(n, options.length) };
}

/**
 * 701.9b: a random discard. The cards are drawn from the board's seed (CONTRACT: random choices are
 * reproducible from it), the player, the spell or ability and the hand's size: the same board discards the same cards.
 */
export function randomDiscard(state: GameState, spell: StackObject, player: string, options: string[], count: number): string[] {
  const random = seededRandom(
    `${state.seed}\u0000${player}\u0000discard\u0000${spell.id}\u0000${options.length}\u0000${state.turn.number}`,
  );
  const pool = [...options];
  const out: string[] = [];
  while (out.length < count && pool.length > 0) out.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return out;
}

/** 701.9a: the cards chosen (of any players' hands) go from their owner's hand to that player's graveyard, each player's together. */
export function discardChosen(ctx: Ctx, ids: string[]): void {
  const chosen = new Set(ids);
  for (const player of ctx.state.players) {
    const gone = player.hand.filter((o) => chosen.has(o.id));
    if (gone.length === 0) continue;
    player.hand = player.hand.filter((o) => !chosen.has(o.id));
    ctx.trace.cite(
      '701.9a',
      'discard',
      msg('608-resolving.discard', {
        playerId: player.id,
        pValue: gone.map((o) => (o.card ? `${o.card.name} (${o.id})` : o.id)).join(', '),
      }),
      gone.map((o) => o.id),
    );
    for (const o of gone) putDiscardedCard(ctx, o);
  }
}
