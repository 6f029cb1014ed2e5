import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { dealDamage } from '../rules/120-damage';
import { amountOf } from '../rules/608.2h-quantities';
import { eachObject } from './each-object';

/**
 * 120.3: "CARDNAME deals N damage to target player and each creature they control": each
 * permanent the phrase describes as the ability resolves (608.2h) is dealt N damage by the source
 * (113.7: the object whose ability it is). The creatures are read once, before any is dealt damage.
 */
export function applyDamageEach(
  ctx: Ctx,
  spell: StackObject,
  effect: Extract<Effect, { kind: 'damageEachObject' }>,
  name: string,
  colors: string[],
): void {
  const victims = eachObject(ctx, spell, effect.each, effect.controlledBy) ?? [];
  const n = amountOf(ctx, effect.amount, spell);
  const sourceId = spell.object ? spell.id : (spell.ability?.source ?? spell.id);
  const spellSource = spell.object?.card
    ? { controller: spell.controller, types: spell.object.card.types, object: spell.object }
    : undefined;
  for (const o of victims) dealDamage(ctx, name, o.id, n, colors, sourceId, spellSource);
}
