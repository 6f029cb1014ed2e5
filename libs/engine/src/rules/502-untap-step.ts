import { StaticEffect } from '../cards/ability';
import { Ctx } from '../context';
import { endForAsLongAsEffects } from './611-durations';
import { GameObject, GameState } from '../state/types';
import { phaseAtUntap } from '../keywords/702.26-phasing';
import { ruleEffectApplies, ruleEffects } from './613-layers';
import { cardName, msg } from '../trace/message';

/** The untap step's turn-based actions: phasing (502.1), then untapping (502.3). Day/night (502.2) is not modeled. */
export function beginUntapStep(ctx: Ctx): void {
  phaseAtUntap(ctx);
  const state = ctx.state;
  const active = state.turn.active;
  const untapped: string[] = [];
  // 502.3: effects can keep permanents from untapping ("doesn't untap during your untap step").
  const holds = ruleEffects(state).filter((r) => r.effect.kind === 'doesntUntap');
  // 502.3: "doesn't untap during your next untap step": the next untap step of the effect's controller, whoever controls
  // the permanent then; it holds only a permanent that player would untap now, and ends with this step.
  const yours = new Set(
    state.effects.filter((e) => e.kind === 'doesnt-untap-your-next' && e.controller === active).flatMap((e) => e.affects),
  );
  if (yours.size > 0) state.effects = state.effects.filter((e) => !(e.kind === 'doesnt-untap-your-next' && e.controller === active));
  for (const o of state.battlefield) {
    if (o.controller !== active) continue;
    // 302.6: from now on they have been controlled continuously since the turn began.
    o.summoningSick = false;
    // 502.3: "You may choose not to untap CARDNAME during your untap step": the choice written on the board, for this step only.
    const kept = o.keepTapped === true;
    delete o.keepTapped;
    const held = o.tapped
      ? holds.find((r) => r.effect.kind === 'doesntUntap' && ruleEffectApplies(state, r.source, r.effect.affected, o) && counterHolds(r, o))
      : undefined;
    // 502.3: "doesn't untap during its controller's next untap step": this one, whoever controls it now; the effect ends with it.
    const next = state.effects.find((e) => e.kind === 'doesnt-untap-next' && e.affects.includes(o.id));
    if (next) {
      state.effects = state.effects.filter((e) => !(e.kind === 'doesnt-untap-next' && e.affects.includes(o.id)));
      if (o.tapped) {
        ctx.trace.cite('502.3', 'doesntUntap', msg('502-untap-step.doesntUntapNext', { id: o.id, effect: next.id }), [o.id]);
        continue;
      }
    }
    if (o.tapped && yours.has(o.id)) {
      ctx.trace.cite('502.3', 'doesntUntap', msg('502-untap-step.doesntUntapYourNext', { id: o.id, player: active }), [o.id]);
      continue;
    }
    if (held) {
      ctx.trace.cite(
        '502.3',
        'doesntUntap',
        msg('502-untap-step.doesntUntap', { id: o.id, name: cardName(held.source.card), id2: held.source.id }),
        [o.id],
      );
      continue;
    }
    // 611.2b: "It doesn't untap during its controller's untap step for as long as CARDNAME remains tapped" (the source as
    // the step began: the permanents untap simultaneously, and the effects that end with it end after, endForAsLongAsEffects).
    const whileTapped = o.tapped ? state.effects.find((e) => e.kind === 'doesnt-untap' && e.affects.includes(o.id)) : undefined;
    if (whileTapped) {
      ctx.trace.cite(
        '502.3',
        'doesntUntap',
        msg('502-untap-step.heldWhileTapped', { id: o.id, effect: whileTapped.id, source: whileTapped.tappedSource ?? '' }),
        [o.id],
      );
      continue;
    }
    if (o.tapped && kept && mayChooseNotToUntap(state, o)) {
      ctx.trace.cite('502.3', 'doesntUntap', msg('502-untap-step.keptTapped', { id: o.id, player: active }), [o.id]);
      continue;
    }
    if (o.tapped) {
      o.tapped = false;
      untapped.push(o.id);
      ctx.trace.emit({ type: 'untap', object: o.id });
    }
  }
  // 611.2b: what lasted while one of them stayed tapped ends as it untaps.
  endForAsLongAsEffects(ctx);
  ctx.trace.cite('302.6', 'turnStart', msg('502-untap-step.turnStart', { active: active }));
  if (untapped.length > 0)
    ctx.trace.cite('502.3', 'untap', msg('502-untap-step.untap', { active: active, untapped: untapped.join(', ') }), untapped);
  else ctx.trace.cite('502.3', 'untap', msg('502-untap-step.untap.2', { active: active }));
}

/** 502.3: "... if it has a depletion counter on it": the counter on the permanent held, or on the source, now. */
function counterHolds(r: { source: GameObject; effect: StaticEffect }, o: GameObject): boolean {
  if (r.effect.kind !== 'doesntUntap' || !r.effect.ifCounter) return true;
  const { counter, on } = r.effect.ifCounter;
  return ((on === 'affected' ? o : r.source).counters?.[counter] ?? 0) > 0;
}

/** 502.3: whether the permanent has its own "You may choose not to untap CARDNAME during your untap step." now. */
export function mayChooseNotToUntap(state: GameState, o: GameObject): boolean {
  return ruleEffects(state).some((r) => r.effect.kind === 'mayNotUntap' && r.source.id === o.id);
}
