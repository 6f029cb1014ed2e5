import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';
import { objectsOf } from './objects';
import { amountOf } from '../rules/608.2h-quantities';

export type PumpEffect = Extract<Effect, { kind: 'modifyPT' }>;

/**
 * 613.4d: "Switch <objects>'s power and toughness until end of turn": one continuous effect in layer 7d on the
 * objects as it begins (611.2c), after every other change to power and toughness (613.4a-c).
 */
export function applySwitchPT(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'switchPT' }>, id: string): void {
  const affects = objectsOf(ctx, spell, effect).map((o) => o.id);
  if (affects.length === 0) return;
  const source = spell.object ? spell.id : (spell.ability?.source ?? spell.id);
  const timestamp = ctx.state.nextTimestamp++;
  ctx.state.effects.push({
    id,
    kind: 'switch-pt',
    power: 0,
    toughness: 0,
    affects,
    source,
    controller: spell.controller,
    timestamp,
    duration: 'until-end-of-turn',
  });
  ctx.trace.cite('613.4d', 'continuousEffect', msg('effects.switchPT', { target: affects.join(', '), id }), affects);
}

/**
 * "<objects> get(s) +N/+N [and gain(s) K] until end of turn": one continuous effect on the objects
 * as it begins (611.2c: each creature an "each" phrase describes then, not one that comes later),
 * applied in layer 7c (613.4c) for the change of power and toughness and in layer 6 for the keyword
 * (613.1f). `newId`: a fresh effect id for each part; `rule`: the keyword rule that says so (702.45a bushido).
 */
export function applyPump(ctx: Ctx, spell: StackObject, effect: PumpEffect, newId: () => string, rule = '613.4c'): void {
  const state = ctx.state;
  const affects = objectsOf(ctx, spell, effect).map((o) => o.id);
  if (affects.length === 0) return;
  const source = spell.object ? spell.id : (spell.ability?.source ?? spell.id);
  const timestamp = state.nextTimestamp++;
  // 611.2a: without a stated duration ("That token gains haste."), it lasts as long as the object it affects.
  const duration = 'permanent' in effect && effect.permanent ? ('permanent' as const) : ('until-end-of-turn' as const);
  const base = { affects, source, controller: spell.controller, timestamp, duration };
  const who = affects.join(', ');
  // 611.2c: "each creature ...", "Permanents you control ...": the objects affected were fixed as the effect began.
  const fixedSet = 'objects' in effect && effect.objects?.kind === 'each';
  if (effect.keyword) {
    const kid = newId();
    state.effects.push({ id: kid, kind: 'add-keyword', keyword: effect.keyword, power: 0, toughness: 0, ...base });
    ctx.trace.cite(
      fixedSet ? '611.2c' : '613.1f',
      'continuousEffect',
      msg('608-resolving.continuousEffect.2', { target: who, keyword: effect.keyword, kid }),
      affects,
    );
  }
  // 608.2h, 611.2c: "for each ...": counted once as the effect begins; the change is then fixed, not counted again.
  const times = effect.per ? amountOf(ctx, effect.per, spell) : 1;
  // 107.3a: "+X/+0": the X announced for the spell or ability.
  if (effect.per?.kind === 'x') ctx.trace.cite('107.3a', 'continuousEffect', msg('effects.pumpX', { times, id: spell.id }), affects);
  else if (effect.per) ctx.trace.cite('608.2h', 'continuousEffect', msg('effects.pumpCounted', { times, id: spell.id }), affects);
  const power = effect.power * times;
  const toughness = effect.toughness * times;
  if (power === 0 && toughness === 0) return;
  const id = newId();
  state.effects.push({ id, kind: 'modify-pt', power, toughness, ...base });
  const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
  ctx.trace.cite(
    fixedSet ? '611.2c' : rule,
    'continuousEffect',
    msg('608-resolving.continuousEffect.3', { target: who, sign: sign(power), sign2: sign(toughness), id }),
    affects,
  );
}
