import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';
import { playerOfRef } from '../rules/608.2h-quantities';
import { objectsOf } from './objects';

export type DamageToEffect = Extract<Effect, { kind: 'damageTo' }>;

/**
 * 120.3: who "CARDNAME deals N damage to that player / its controller / it" reaches as it resolves:
 * the player a reference names now (603.2 "that player": the one the trigger refers to; 108.4 "its
 * controller", as it last existed if it has left, 608.2h), or the permanents referred to (400.7: one
 * that has left is not dealt damage). The caller deals the damage (rules/120-damage.ts).
 */
export function damageRecipients(ctx: Ctx, spell: StackObject, effect: DamageToEffect): string[] {
  if ('player' in effect) {
    const player = playerOfRef(ctx, effect.player, spell);
    if (player === null || !ctx.state.players.some((p) => p.id === player && p.lost === null)) {
      ctx.trace.cite('603.2', 'noPlayer', msg('objects.noPlayer', { id: spell.id }));
      return [];
    }
    return [player];
  }
  return objectsOf(ctx, spell, effect).map((o) => o.id);
}
