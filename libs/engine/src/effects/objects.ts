import { Objects } from '../cards/ability';
import { Ctx } from '../context';
import { GameObject, StackObject } from '../state/types';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';
import { eachObject } from './each-object';

/** An effect's objects (cards/ability.ts ObjectsSubject); without `objects`, its `target`. */
export type ObjectsOf = { objects?: Objects; target?: number };

/**
 * The permanents an instruction is done to as it resolves (cards/grammar/object-effects.ts reads
 * them): its source on the battlefield (a resolving spell is no permanent), a target, what the source
 * is attached to now (303.4b, 301.5a), the object its trigger refers to (603.2), or each permanent an
 * object phrase describes now (608.2h, 611.2c). One that has left the battlefield is a new object the
 * instruction does not find (400.7): none then.
 */
export function objectsOf(ctx: Ctx, spell: StackObject, effect: ObjectsOf): GameObject[] {
  const state = ctx.state;
  const on = (id: string | undefined): GameObject[] => {
    const o = id === undefined ? undefined : state.battlefield.find((p) => p.id === id && !p.phasedOut);
    if (!o && id !== undefined) ctx.trace.cite('400.7', 'noObject', msg('objects.gone', { id, spell: spell.id }));
    return o ? [o] : [];
  };
  const o: Objects = effect.objects ?? { kind: 'target' };
  switch (o.kind) {
    case 'target':
      return on(effect.target === undefined ? undefined : spell.targets[effect.target]);
    case 'source':
      return spell.object ? [] : on(spell.ability?.source);
    case 'attached': {
      const source = state.battlefield.find((p) => p.id === spell.ability?.source);
      // 113.7a: what it was attached to as it last existed is not remembered here: refused rather than guessed.
      if (!source)
        throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('608-resolving.enchantedUnknown', { source: spell.ability?.source }), '113.7a');
      return source.attachedTo ? on(source.attachedTo) : [];
    }
    case 'referred':
      // 603.2: the board names what the trigger was about ("refersTo"); without it, not guessed.
      if (!spell.refersTo) throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('objects.noReferent', { id: spell.id }), '603.2');
      // 400.7, 603.7c: it has changed zones since the delayed ability was created: a new object, not affected.
      if (spell.referentLeft) {
        ctx.trace.cite('603.7c', 'noObject', msg('objects.referentLeft', { id: spell.id, object: spell.refersTo }));
        return [];
      }
      return on(spell.refersTo);
    case 'created':
      // 608.2c: what an earlier instruction of this resolution created or put onto the battlefield; not remembered once
      // the resolution stopped for a choice and went through a board (refused rather than guessed).
      if (!spell.made) throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('objects.notMade', { id: spell.id }), '608.2c');
      return spell.made.flatMap((id) => on(id));
    case 'each':
      return eachObject(ctx, spell, o.each) ?? [];
  }
}
