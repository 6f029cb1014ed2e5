import { Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { answered, waitFor, waitingFor } from '../state/pending-choice';
import { GameObject, GameState, StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { cardName, msg } from '../trace/message';
import { resolvingEffects } from '../effects/choose';
import { checkTarget, NO_TARGET, targetCandidates } from './115-targets';
import { freshId } from './121-drawing';
import { castTargetSpecs } from './601-casting-spells';
import { withTextNow } from './612-text-changing';
import { colorsNow } from './613-layers';

/**
 * 707.10: a copy of a spell on the stack, put onto the stack under `controller`'s control (its owner too): not cast,
 * with the original's modes, X, additional and alternative costs, division (115.7f) and targets (707.10c: a copy whose
 * controller may choose new ones gets them before it is put onto the stack). Not pushed here.
 */
export function spellCopy(original: StackObject & { object: GameObject }, controller: string, id: string): StackObject {
  const object: GameObject = { ...original.object, id, owner: controller, controller, counters: {} };
  const copy: StackObject = {
    id,
    controller,
    object,
    ability: null,
    targets: [...original.targets],
    x: original.x,
    modes: original.modes ? [...original.modes] : null,
    copy: true,
  };
  if (original.additionalCosts) copy.additionalCosts = [...original.additionalCosts];
  // 707.10, 115.7f: a copy keeps the division announced for the original.
  if (original.division) copy.division = { ...original.division };
  // 707.10: the additional cost paid for the original is the copy's: "the sacrificed creature" is the same.
  if (original.sacrificed) copy.sacrificed = { ...original.sacrificed };
  // 707.10: the alternative cost chosen for the original is the copy's too (702.96c overload's text, 702.113a awaken's target).
  if (original.alternativeCost) copy.alternativeCost = original.alternativeCost;
  return copy;
}

type CopyEffect = Extract<Effect, { kind: 'copyTargetSpell' }>;

/** The spell a resolving "Copy target instant or sorcery spell" copies (its target, on the stack), or null. */
function copiedSpell(state: GameState, top: StackObject, effect: CopyEffect): (StackObject & { object: GameObject }) | null {
  const id = top.targets[effect.target];
  const s = state.stack.find((x) => x.id === id && x !== top);
  return s?.object?.card ? (s as StackObject & { object: GameObject }) : null;
}

/**
 * 707.10c: the targets the copy's controller may give the copy, for its one target (the copied spell's own target
 * requirement, as its text is now, legal for a spell that controller controls). Null when the copy has no target.
 */
function newTargetOptions(state: GameState, copy: StackObject & { object: GameObject }): string[] | null {
  const chosen = copy.targets.filter((t) => t !== NO_TARGET);
  if (chosen.length === 0) return null;
  const name = copy.object.card ? cardName(copy.object.card) : copy.id;
  const specs = castTargetSpecs(withTextNow(state, copy.object, copy), copy.modes, copy.alternativeCost);
  // 707.10c, 115.7d: several targets (each left or changed, none made illegal by another) are not offered.
  if (copy.targets.length !== 1 || specs.length !== 1)
    throw new Unsupported(
      'UNSUPPORTED_RESOLUTION',
      msg('707.10-copy-spell.severalTargets', { name, count: copy.targets.length }),
      '707.10c',
    );
  const spec = specs[0];
  const colors = colorsNow(state, copy.object);
  return targetCandidates(state, [spec]).filter(
    (id) => checkTarget(state, spec, id, copy.controller, colors, copy.id, copy.object.id, copy.object.card, copy.x) === null,
  );
}

/** The copy a resolving `top` would put onto the stack at its instruction `next`, with the original's targets. */
function pendingCopy(state: GameState, top: StackObject, effect: CopyEffect): StackObject & { object: GameObject } {
  const original = copiedSpell(state, top, effect);
  if (!original) throw new Error('the copied spell is on the stack (608.2b checked its target)');
  const card = original.object.card;
  if (!card || (!card.types.includes('Instant') && !card.types.includes('Sorcery')))
    throw new Unsupported(
      'UNSUPPORTED_RESOLUTION',
      msg('702.40-storm.permanentSpell', { name: card ? cardName(card) : original.id }),
      '707.10f',
    );
  // 702.47a: the spliced text is the spell's: a copy of it is not read.
  if (original.spliced?.length)
    throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('707.10-copy-spell.spliced', { name: cardName(card) }), '702.47a');
  return spellCopy(original, top.controller, freshId(state, `${original.id}.copy.1`)) as StackObject & { object: GameObject };
}

/**
 * 707.10, 707.10c: "Copy target instant or sorcery spell. You may choose new targets for the copy." resolving: with a
 * target the copy could be given instead of the original's, its controller chooses first (a `yesNo` pending choice at
 * the instruction, its decision naming the legal targets, or "no"); returns true then. Otherwise the copy is put onto
 * the stack with the original's targets.
 */
export function askCopyTargets(ctx: Ctx, top: StackObject, next: number, effect: CopyEffect): boolean {
  const state = ctx.state;
  const copy = pendingCopy(state, top, effect);
  // 608.2n: the resolving spell is still on the stack as the targets are chosen (a copy of a counterspell may target it).
  state.stack.push(top);
  const options = newTargetOptions(state, copy);
  if (options && options.some((id) => !copy.targets.includes(id))) {
    waitFor(top, { kind: 'yesNo', player: top.controller, next });
    state.turn.priority = null;
    ctx.trace.cite(
      '707.10c',
      'chooseNewTargets',
      msg('707.10-copy-spell.chooseNewTargets', { player: top.controller, id: top.id, targets: copy.targets.join(', ') }),
      [top.id],
    );
    return true;
  }
  state.stack.pop();
  putCopy(ctx, copy);
  return false;
}

/** 707.10c: the decision's options for a spell waiting for its copy's new targets: the legal targets, or "no". Null when it does not wait for them. */
export function copyTargetsOptions(state: GameState, top: StackObject): string[] | null {
  const next = top.object ? waitingFor(top, 'yesNo')?.next : undefined;
  if (next === undefined) return null;
  const effect = resolvingEffects(state, top)?.[next];
  if (effect?.kind !== 'copyTargetSpell' || !copiedSpell(state, top, effect)) return null;
  return [...(newTargetOptions(state, pendingCopy(state, top, effect)) ?? []), 'no'];
}

/** Whether a board's stack entry waits for its copy's new targets: the top spell, at a copy instruction, its controller's. */
export function waitsForCopyTargets(state: GameState, s: StackObject, i: number): boolean {
  const next = s.object ? waitingFor(s, 'yesNo')?.next : undefined;
  if (next === undefined || i !== state.stack.length - 1) return false;
  const effect = resolvingEffects(state, s)?.[next];
  return effect?.kind === 'copyTargetSpell' && copiedSpell(state, s, effect) !== null;
}

/**
 * 707.10c: the answer: one of the legal targets (the copy targets it instead), or "no" (it keeps the original's);
 * the copy is put onto the stack, and the spell that copies goes on resolving after the instruction (`next`).
 * Returns the instruction to resume after, or the violation.
 */
export function answerCopyTargets(ctx: Ctx, choice: string[]): { next: number; top: StackObject } | Violation {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const options = top ? copyTargetsOptions(state, top) : null;
  const next = top ? waitingFor(top, 'yesNo')?.next : undefined;
  const effect = top && next !== undefined ? resolvingEffects(state, top, ctx.trace.departed)?.[next] : undefined;
  if (!top || !options || next === undefined || effect?.kind !== 'copyTargetSpell')
    return { code: 'NO_SUCH_DECISION', rule: '707.10c', message: msg('707.10-copy-spell.NO_SUCH_DECISION') };
  if (choice.length !== 1 || !options.includes(choice[0]))
    return { code: 'INVALID_CHOICE', rule: '707.10c', message: msg('707.10-copy-spell.INVALID_CHOICE', { list: options.join(', ') }) };
  state.stack.pop();
  answered(top);
  const copy = pendingCopy(state, top, effect);
  if (choice[0] !== 'no') {
    const before = copy.targets[0];
    copy.targets = [choice[0]];
    // 115.7f: the division is kept: the one target's share goes to the new one.
    if (copy.division && before in copy.division) copy.division = { [choice[0]]: copy.division[before] };
  }
  ctx.trace.cite(
    '707.10c',
    'newTargets',
    msg(choice[0] === 'no' ? '707.10-copy-spell.keepTargets' : '707.10-copy-spell.newTargets', {
      player: top.controller,
      targets: copy.targets.join(', '),
    }),
    copy.targets,
  );
  putCopy(ctx, copy);
  return { next, top };
}

/** 707.10: the copy is put onto the stack (not cast: no cast trigger, 601.2i not counted); its targets become targeted. */
function putCopy(ctx: Ctx, copy: StackObject & { object: GameObject }): void {
  ctx.state.stack.push(copy);
  ctx.trace.cite(
    '707.10',
    'copySpell',
    msg('707.10-copy-spell.copySpell', {
      describe: objectName(copy.object),
      controller: copy.controller,
      targets: copy.targets.length > 0 ? copy.targets.join(', ') : msg('word.none'),
    }),
    [copy.id],
  );
  for (const t of copy.targets)
    if (t !== NO_TARGET) ctx.trace.emit({ type: 'targeted', object: t, by: copy.id, controller: copy.controller });
}
