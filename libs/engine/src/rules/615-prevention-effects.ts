import { Ctx } from '../context';

/**
 * 615: prevention effects in the board's effects. Returns how much of `amount` damage to
 * `recipient` is still dealt after "prevent all combat damage" and prevention shields (615.7).
 */
export function applyPrevention(ctx: Ctx, recipient: string, amount: number, combat: boolean, sourceName: string): number {
  const state = ctx.state;
  if (combat) {
    const all = state.effects.find((e) => e.kind === 'prevent-combat-damage');
    if (all) {
      ctx.trace.cite('615.1a', 'prevent', `combat damage is prevented (${all.id}): the ${amount} damage from ${sourceName} to ${recipient} is not dealt`, [recipient]);
      return 0;
    }
  }
  let left = amount;
  // 615.7: shields prevent damage until used up; used in timestamp order (the outcome is the same in any order).
  for (const shield of state.effects.filter((e) => e.kind === 'prevent-damage' && e.affects.includes(recipient)).sort((a, b) => a.timestamp - b.timestamp)) {
    if (left === 0) break;
    const prevented = Math.min(left, shield.amount ?? 0);
    if (prevented === 0) continue;
    shield.amount = (shield.amount ?? 0) - prevented;
    left -= prevented;
    ctx.trace.cite('615.7', 'prevent', `${prevented} of the damage from ${sourceName} to ${recipient} is prevented (${shield.id}, ${shield.amount} left)`, [recipient]);
  }
  state.effects = state.effects.filter((e) => e.kind !== 'prevent-damage' || (e.amount ?? 0) > 0);
  return left;
}
