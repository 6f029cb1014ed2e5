import { Ctx } from '../context';
import { characteristicsOf } from '../rules/613-layers';
import { GameObject, GameState, StackObject } from '../state/types';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';

/** 510.1a: whether an effect says this creature assigns no combat damage (this turn). */
export function assignsNoCombatDamage(state: GameState, o: GameObject): boolean {
  return state.effects.some((e) => e.kind === 'assigns-no-combat-damage' && e.affects.includes(o.id));
}

/**
 * 510.1a: "If you do, CARDNAME assigns no combat damage this turn." (the Laccoliths): the ability's source, as the permanent
 * it is now (400.7: one that left the battlefield is a new object, left alone), assigns no combat damage for the rest of the
 * turn (514.2). After "you may have it deal damage equal to its power" (`afterPowerDamage`), a power of 0 or less dealt
 * none (120.8): whether "you did" is not decided here (refused). After "you may draw a card" (Ophidian), drawing is doing it.
 */
export function applyAssignsNoCombatDamage(ctx: Ctx, spell: StackObject, id: string, afterPowerDamage: boolean): void {
  const state = ctx.state;
  const source = state.battlefield.find((o) => o.id === spell.ability?.source);
  if (!source) return;
  if (afterPowerDamage && (characteristicsOf(state, source).power ?? 0) <= 0)
    throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('effects.assignsNoCombatDamage.noPower', { source: source.id }), '120.8');
  state.effects.push({
    id,
    kind: 'assigns-no-combat-damage',
    power: 0,
    toughness: 0,
    affects: [source.id],
    source: source.id,
    controller: spell.controller,
    timestamp: state.nextTimestamp++,
    duration: 'this-turn',
  });
  ctx.trace.cite('510.1a', 'continuousEffect', msg('effects.assignsNoCombatDamage', { source: source.id, id }), [source.id]);
}
