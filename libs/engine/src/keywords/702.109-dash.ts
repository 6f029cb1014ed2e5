import { KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { abilitiesNow } from '../rules/613-layers';
import { GameObject, GameState, StackObject } from '../state/types';
import { lookBack, putIntoOwnerZone, takeFromBattlefield } from '../state/zones';
import { msg } from '../trace/message';
import { DASH_RETURN, alternativeCostAbility, keywordCost } from './alternative-costs';

/**
 * 702.109a: "Dash [cost]" is three abilities, written in the language: an alternative cost (118.9)
 * that lets the card be cast from its owner's hand for [cost] (a cast action with
 * `alternativeCost: "dash"`); "If this spell's dash cost was paid, return the permanent this spell
 * becomes to its owner's hand at the beginning of the next end step": a delayed triggered ability
 * (603.7) created as the spell becomes a permanent (keywords/alternative-costs.ts); and "As long as
 * this permanent's dash cost was paid, it has haste" (hasDashHaste). The permanent carries
 * `alternativeCost: "dash"` on the board.
 */
export const DASH: KeywordPhrase = {
  rule: '702.109a',
  abilities(item) {
    const cost = keywordCost(item, 'dash');
    return cost === null ? null : [alternativeCostAbility('dash', cost)];
  },
  delayed: (text) => (text === DASH_RETURN ? [{ kind: 'returnDashed' }] : null),
};

/**
 * 702.109a: "As long as this permanent's dash cost was paid, it has haste": an ability of the
 * permanent, so not once it lost its abilities (613.1f: its dash ability is gone with them).
 */
export function hasDashHaste(state: GameState, o: GameObject): boolean {
  return o.alternativeCost === 'dash' && abilitiesNow(state, o).some((a) => a.kind === 'alternativeCost' && a.keyword === 'dash');
}

/**
 * 702.109a: the delayed trigger resolves: the permanent returns to its owner's hand. One that left
 * the battlefield since is a new object (400.7) the ability does not know: nothing returns.
 */
export function returnDashed(ctx: Ctx, entry: StackObject): void {
  const state = ctx.state;
  const id = entry.ability?.source;
  const o = state.battlefield.find((p) => p.id === id && p.alternativeCost === 'dash');
  if (!o) {
    ctx.trace.cite('400.7', 'resolve', msg('702.109-dash.gone', { id }));
    return;
  }
  ctx.trace.departed.set(o.id, lookBack(state, o, ++ctx.trace.batch));
  takeFromBattlefield(state, o.id);
  putIntoOwnerZone(state, o, 'hand', ctx.trace);
  ctx.trace.cite('702.109a', 'returnToHand', msg('702.109-dash.returns', { describe: objectName(o), owner: o.owner }), [o.id]);
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'hand', player: o.owner });
}
