import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { ContinuousEffect, StackObject } from '../state/types';
import { listed, msg } from '../trace/message';
import { amountOf } from '../rules/608.2h-quantities';
import { objectsOf } from './objects';

type Prevention = Extract<Effect, { kind: 'prevention' }>;

function newId(ctx: Ctx, spell: StackObject): string {
  const used = new Set(ctx.state.effects.map((e) => e.id));
  let n = 0;
  while (used.has(`${spell.id}.effect.${n}`)) n++;
  return `${spell.id}.effect.${n}`;
}

/**
 * Who the prevention is about as it resolves (608.2h): the ability's controller, each player in the game, a target
 * (a player or a permanent still on the battlefield; an illegal one was dropped by 608.2b), or the objects named.
 */
function affected(ctx: Ctx, spell: StackObject, effect: Prevention): string[] {
  const state = ctx.state;
  if (effect.who === 'you') return [spell.controller];
  if (effect.who === 'players') return state.players.filter((p) => p.lost === null).map((p) => p.id);
  if ('target' in effect) {
    const id = spell.targets[effect.target];
    return id !== undefined && (state.players.some((p) => p.id === id) || state.battlefield.some((o) => o.id === id)) ? [id] : [];
  }
  return 'objects' in effect ? objectsOf(ctx, spell, { objects: effect.objects }).map((o) => o.id) : [];
}

/**
 * 615.1a, 615.7, 615.11: the prevention effect a resolving spell or ability creates, until the end of the turn
 * (615.3): a shield of N for each player or object (615.11: one per object for "each ..."), or all [combat] damage
 * dealt to and/or by them prevented. The damage pipeline applies them (614-damage-replacement.ts, 120.4b, 616.1).
 */
export function applyPrevention(ctx: Ctx, spell: StackObject, effect: Prevention): void {
  const state = ctx.state;
  const ids = affected(ctx, spell, effect);
  if (ids.length === 0) return;
  const push = (e: Pick<ContinuousEffect, 'kind' | 'affects'> & Partial<ContinuousEffect>): string => {
    const id = newId(ctx, spell);
    state.effects.push({
      power: 0,
      toughness: 0,
      source: spell.id,
      controller: spell.controller,
      timestamp: state.nextTimestamp++,
      duration: 'this-turn',
      ...e,
      id,
    });
    return id;
  };
  if (effect.amount !== null) {
    const n = amountOf(ctx, effect.amount, spell);
    if (n <= 0) return;
    for (const target of ids) {
      const id = push({ kind: 'prevent-damage', amount: n, affects: [target] });
      ctx.trace.cite(
        'objects' in effect && effect.objects.kind === 'each' ? '615.11' : '615.7',
        'preventionEffect',
        msg('608-resolving.preventionEffect.2', { nValue: n, target, id }),
        [target],
      );
    }
    return;
  }
  const combat = effect.combat ? { combat: true } : {};
  const who = listed(ids, 'and');
  if (effect.side !== 'by') {
    const id = push({ kind: 'prevent-all-damage', affects: ids, ...combat });
    ctx.trace.cite('615.1a', 'preventionEffect', msg(effect.combat ? 'prevention.combatTo' : 'prevention.allTo', { who, id }), ids);
  }
  if (effect.side !== 'to') {
    const id = push({ kind: 'prevent-damage-by', affects: ids, ...combat });
    ctx.trace.cite('615.1a', 'preventionEffect', msg(effect.combat ? 'prevention.combatBy' : 'prevention.allBy', { who, id }), ids);
  }
}

/**
 * 614.9: "The next N damage that would be dealt to CARDNAME this turn is dealt to target creature you control
 * instead": a redirection shield on each object named (615.7 counts its amount the same way), to the target.
 */
export function applyRedirect(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'redirectDamage' }>): void {
  const state = ctx.state;
  const to = spell.targets[effect.target];
  if (to === undefined || !state.battlefield.some((o) => o.id === to)) return;
  const n = amountOf(ctx, effect.amount, spell);
  if (n <= 0) return;
  for (const o of objectsOf(ctx, spell, { objects: effect.from })) {
    const id = newId(ctx, spell);
    state.effects.push({
      id,
      kind: 'redirect-damage',
      power: 0,
      toughness: 0,
      amount: n,
      redirectTo: to,
      affects: [o.id],
      source: spell.id,
      controller: spell.controller,
      timestamp: state.nextTimestamp++,
      duration: 'this-turn',
    });
    ctx.trace.cite('614.9', 'replacementEffect', msg('prevention.redirect', { amount: n, from: o.id, to, id }), [o.id, to]);
  }
}
