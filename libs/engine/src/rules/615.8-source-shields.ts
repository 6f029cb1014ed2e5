import { Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { waitFor } from '../state/pending-choice';
import { ContinuousEffect, GameState, StackObject } from '../state/types';
import { Message, msg } from '../trace/message';
import { characteristicsOf, colorsNow } from './613-layers';

export type SourceShield = Extract<Effect, { kind: 'preventNextFromSource' }>;

const PERMANENT_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'];

/** Whether an object with these colors and card types has the properties the shield names (609.7b, 615.9). */
export function hasShieldProperties(
  shield: { colors?: readonly string[]; types?: readonly string[] },
  colors: readonly string[],
  types: readonly string[],
): boolean {
  if (shield.colors && shield.colors.length > 0 && !shield.colors.some((c) => colors.includes(c))) return false;
  return !shield.types || shield.types.every((t) => types.includes(t));
}

/**
 * 609.7a: the sources the controller may choose, with the properties the text names: a permanent, or a spell on the
 * stack. Only an instant or sorcery spell is offered (609.7a: a permanent spell's shield carries over to the permanent
 * it becomes, which the engine does not follow); the objects referred to by an object on the stack or by an effect
 * waiting to apply, and the objects in the command zone, are not offered either.
 */
export function sourceOptions(state: GameState, top: StackObject, shield: SourceShield): string[] {
  const out: string[] = [];
  for (const o of state.battlefield) {
    if (hasShieldProperties(shield, colorsNow(state, o), characteristicsOf(state, o).types)) out.push(o.id);
  }
  for (const s of state.stack) {
    const card = s.object?.card;
    if (s.id === top.id || !s.object || !card || card.types.some((t) => PERMANENT_TYPES.includes(t))) continue;
    if (hasShieldProperties(shield, colorsNow(state, s.object), card.types)) out.push(s.id);
  }
  return out;
}

/**
 * 609.7a: the source is chosen as the effect is created, as the instruction `next` resolves: the spell or ability
 * waits for its controller's choice (608.2d). Returns false (nothing to wait for) when there is no such source: the
 * instruction does nothing.
 */
export function askSource(ctx: Ctx, top: StackObject, next: number, shield: SourceShield): boolean {
  if (sourceOptions(ctx.state, top, shield).length === 0) {
    ctx.trace.cite('609.7a', 'chooseSource', msg('615.8-source-shields.noSource', { id: top.id }), [top.id]);
    return false;
  }
  waitFor(top, { kind: 'damageSource', player: top.controller, next });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite('609.7a', 'chooseSource', msg('615.8-source-shields.choose', { player: top.controller, id: top.id }), [top.id]);
  return true;
}

/**
 * 615.8: the shield, once the source is chosen: the next time that source would deal damage to the controller (or the
 * target) this turn, that damage is prevented (609.7b: if it still has the properties named then).
 */
export function createSourceShield(ctx: Ctx, top: StackObject, shield: SourceShield, source: string, id: string): void {
  // The target, checked as the ability resolved (608.2b: an illegal one was not asked for).
  const shielded = 'target' in shield ? top.targets[shield.target] : top.controller;
  const effect: ContinuousEffect = {
    id,
    kind: 'prevent-next-from-source',
    power: 0,
    toughness: 0,
    affects: [shielded],
    damageSource: source,
    source: top.id,
    controller: top.controller,
    timestamp: ctx.state.nextTimestamp++,
    duration: 'this-turn',
  };
  if (shield.colors.length > 0) effect.colors = [...shield.colors];
  if (shield.types.length > 0) effect.types = [...shield.types];
  ctx.state.effects.push(effect);
  const on = ctx.state.battlefield.find((o) => o.id === source);
  ctx.trace.cite(
    '615.8',
    'preventionEffect',
    msg('615.8-source-shields.created', { player: shielded, source: on ? objectName(on) : source, id }),
    [shielded, source],
  );
}

/** Why a board's stack entry cannot wait for a damage source (null: it can): the top entry, at such an instruction, its controller's. */
export function sourceChoiceRefusal(
  state: GameState,
  s: StackObject,
  i: number,
  effects: Effect[] | null | undefined,
): { code: string; rule: string; message: Message } | null {
  const choice = s.pendingChoice;
  if (choice?.kind !== 'damageSource') return null;
  const effect = effects?.[choice.next];
  if (i !== state.stack.length - 1 || effect?.kind !== 'preventNextFromSource' || choice.player !== s.controller)
    return {
      code: 'NOTHING_TO_CHOOSE',
      rule: '609.7a',
      message: msg('choose.NOTHING_TO_CHOOSE.damageSource', { id: s.id, controller: s.controller }),
    };
  return null;
}
