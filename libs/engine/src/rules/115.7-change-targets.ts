import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { answered, waitFor, waitingFor } from '../state/pending-choice';
import { GameObject, GameState, StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { cardName, Message, msg } from '../trace/message';
import { resolvingEffects } from '../effects/choose';
import { checkTarget, NO_TARGET, targetCandidates } from './115-targets';
import { castTargetSpecs } from './601-casting-spells';
import { withTextNow } from './612-text-changing';
import { colorsNow } from './613-layers';

type ChangeEffect = Extract<Effect, { kind: 'changeTarget' }>;
type Spell = StackObject & { object: GameObject };

/** The spell a resolving "Change the target of target spell ..." changes (its target, on the stack), or null. */
function changedSpell(state: GameState, top: StackObject, effect: ChangeEffect): Spell | null {
  const id = top.targets[effect.target];
  const s = state.stack.find((x) => x.id === id && x !== top);
  return s?.object?.card ? (s as Spell) : null;
}

/**
 * 115.7a: the other legal targets the spell's one target may be changed to: its own target requirement (as its text is
 * now, its modes and alternative cost), legal for the spell as its controller's (hexproof, protection: 115.4, 702.11b),
 * the current target excluded ("another legal target"). Several targets, or targets the engine cannot match with their
 * requirement, are refused (never guessed).
 */
function otherLegalTargets(state: GameState, spell: Spell): string[] {
  const name = cardName(spell.object.card!);
  const specs = castTargetSpecs(withTextNow(state, spell.object, spell), spell.modes, spell.alternativeCost);
  if (spell.targets.length !== 1 || specs.length !== 1 || spell.targets[0] === NO_TARGET || spell.spliced?.length)
    throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('115.7-change-targets.unmatched', { name, count: spell.targets.length }), '115.7a');
  const spec = specs[0];
  const current = spell.targets[0];
  const colors = colorsNow(state, spell.object);
  return targetCandidates(state, [spec]).filter(
    (id) =>
      id !== current &&
      checkTarget(state, spec, id, spell.controller, colors, spell.id, spell.object.id, spell.object.card, spell.x) === null,
  );
}

/** 115.7a, 115.7f: the spell's one target becomes `to` (its share of a division goes with it); it becomes a target of the spell. */
function changeTo(ctx: Ctx, top: StackObject, spell: Spell, to: string): void {
  const before = spell.targets[0];
  spell.targets = [to];
  if (spell.division && before in spell.division) spell.division = { [to]: spell.division[before] };
  ctx.trace.cite(
    '115.7a',
    'changeTarget',
    msg('115.7-change-targets.changed', { player: top.controller, id: spell.id, before, after: to }),
    [spell.id, to],
  );
  ctx.trace.emit({ type: 'targeted', object: to, by: spell.id, controller: spell.controller });
}

/**
 * 115.7a: "Change the target of target spell with a single target." resolving: with several other legal targets, its
 * controller chooses one (a `newTarget` pending choice at the instruction `next`, its decision naming them; "no" is not
 * an answer: the change is not optional); returns true then. With exactly one, the target is changed to it without a
 * question (there is nothing to choose); with none, the target is unchanged (even an illegal one).
 */
export function askNewTarget(ctx: Ctx, top: StackObject, next: number, effect: ChangeEffect): boolean {
  const state = ctx.state;
  const spell = changedSpell(state, top, effect);
  if (!spell) return false;
  // 608.2n: the resolving spell is still on the stack as the new target is chosen (a Counterspell may be turned on it).
  state.stack.push(top);
  const options = otherLegalTargets(state, spell);
  if (options.length > 1) {
    waitFor(top, { kind: 'newTarget', player: top.controller, next });
    state.turn.priority = null;
    ctx.trace.cite(
      '115.7a',
      'chooseNewTarget',
      msg('115.7-change-targets.choose', { player: top.controller, id: spell.id, target: spell.targets[0] }),
      [top.id],
    );
    return true;
  }
  state.stack.pop();
  if (options.length === 1) changeTo(ctx, top, spell, options[0]);
  else
    ctx.trace.cite('115.7a', 'targetUnchanged', msg('115.7-change-targets.unchanged', { id: spell.id, target: spell.targets[0] }), [
      spell.id,
    ]);
  return false;
}

/** 115.7a: the decision's options for a spell waiting for a new target: the other legal targets. Null when it does not wait. */
export function newTargetOptions(state: GameState, top: StackObject): string[] | null {
  const next = waitingFor(top, 'newTarget')?.next;
  if (next === undefined) return null;
  const effect = resolvingEffects(state, top)?.[next];
  const spell = effect?.kind === 'changeTarget' ? changedSpell(state, top, effect) : null;
  return spell ? otherLegalTargets(state, spell) : null;
}

/**
 * 115.7a: the answer: one of the other legal targets; the spell's target is changed to it, and the spell that changes
 * it goes on resolving after the instruction. Returns the instruction to resume after, or the violation.
 */
export function answerNewTarget(ctx: Ctx, choice: string[]): { next: number; top: StackObject } | Violation {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const next = top ? waitingFor(top, 'newTarget')?.next : undefined;
  const effect = top && next !== undefined ? resolvingEffects(state, top, ctx.trace.departed)?.[next] : undefined;
  const spell = top && effect?.kind === 'changeTarget' ? changedSpell(state, top, effect) : null;
  if (!top || next === undefined || !spell)
    return { code: 'NO_SUCH_DECISION', rule: '115.7a', message: msg('115.7-change-targets.NO_SUCH_DECISION') };
  const options = otherLegalTargets(state, spell);
  if (choice.length !== 1 || !options.includes(choice[0]))
    return { code: 'INVALID_CHOICE', rule: '115.7a', message: msg('115.7-change-targets.INVALID_CHOICE', { list: options.join(', ') }) };
  state.stack.pop();
  answered(top);
  changeTo(ctx, top, spell, choice[0]);
  return { next, top };
}

/**
 * Why a board's stack entry cannot wait for a new target (null: it can): 115.7a, the top of the stack, at a "change the
 * target" instruction whose target spell is on the stack with several other legal targets, answered by its controller.
 */
export function newTargetChoiceRefusal(
  state: GameState,
  s: StackObject,
  i: number,
): { code: string; rule: string; message: Message } | null {
  const choice = s.pendingChoice;
  if (choice?.kind !== 'newTarget') return null;
  const effect = resolvingEffects(state, s)?.[choice.next];
  const spell = effect?.kind === 'changeTarget' ? changedSpell(state, s, effect) : null;
  let several = false;
  try {
    several = spell !== null && otherLegalTargets(state, spell).length > 1;
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
  }
  if (i !== state.stack.length - 1 || !several || choice.player !== s.controller)
    return {
      code: 'NOTHING_TO_CHOOSE',
      rule: '115.7a',
      message: msg('115.7-change-targets.NOTHING_TO_CHOOSE', { id: s.id, controller: s.controller }),
    };
  return null;
}
