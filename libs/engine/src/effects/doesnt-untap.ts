import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';

/**
 * 502.3: "Target permanent doesn't untap during its controller's next untap step": an effect on
 * that permanent, used up by the next untap step of whoever controls it then (rules/502-untap-step.ts),
 * whether or not it is tapped by then. `id`: the new effect's id. `yours`: "during your next untap step",
 * used up by the next untap step of the ability's controller instead (the effect's controller).
 */
/**
 * 502.3, 611.2b: "It doesn't untap during its controller's untap step for as long as CARDNAME remains tapped": an effect
 * on the target that keeps it tapped in every untap step while the ability's source stays tapped on the battlefield;
 * if the source is no longer tapped as the ability resolves, the duration never starts (nothing happens).
 */
export function applyDoesntUntapWhileSourceTapped(ctx: Ctx, spell: StackObject, target: string, id: string): void {
  const state = ctx.state;
  const source = state.battlefield.find((o) => o.id === spell.ability?.source);
  if (!source?.tapped) {
    ctx.trace.cite('611.2b', 'durationNeverStarts', msg('608-resolving.whileTappedNeverStarts', { id: spell.id }));
    return;
  }
  state.effects.push({
    id,
    kind: 'doesnt-untap',
    power: 0,
    toughness: 0,
    affects: [target],
    source: spell.id,
    controller: spell.controller,
    timestamp: state.nextTimestamp++,
    duration: 'while-source-tapped',
    tappedSource: source.id,
  });
  ctx.trace.cite('611.2b', 'continuousEffect', msg('effects.doesntUntapWhileTapped', { target, id, source: source.id }), [target]);
}

export function applyDoesntUntapNext(ctx: Ctx, spell: StackObject, target: string, id: string, yours = false): void {
  const state = ctx.state;
  state.effects.push({
    id,
    kind: yours ? 'doesnt-untap-your-next' : 'doesnt-untap-next',
    power: 0,
    toughness: 0,
    affects: [target],
    source: spell.object ? spell.id : (spell.ability?.source ?? spell.id),
    controller: spell.controller,
    timestamp: state.nextTimestamp++,
    duration: 'permanent',
  });
  ctx.trace.cite(
    '502.3',
    'continuousEffect',
    yours ? msg('effects.doesntUntapYourNext', { target, id, player: spell.controller }) : msg('effects.doesntUntapNext', { target, id }),
    [target],
  );
}
