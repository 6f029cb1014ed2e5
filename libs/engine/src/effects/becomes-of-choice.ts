import { ChoiceOfWhat, Effect } from '../cards/ability';
import { Color } from '../cards/card';
import { CREATURE_TYPES } from '../cards/creature-types';
import { BASIC_LAND_TYPES } from '../cards/land-types';
import { Ctx } from '../context';
import { ContinuousEffect, StackObject } from '../state/types';
import { msg } from '../trace/message';

/**
 * 608.2d: "[Target creature / CARDNAME] becomes the color / the creature type / the basic land type of your choice until
 * end of turn": the controller chooses as the instruction resolves; the object then has it until end of turn, fixed as
 * the effect begins (611.2c), with one timestamp (613.7a): a color in place of its colors (105.3, layer 5, 613.1e), a
 * creature type in place of its creature types (205.1a, layer 4, 613.1d), a basic land type in place of its land types
 * and of the abilities of its rules text (305.7, layer 4). Also "Target land becomes an Island until end of turn." (305.7).
 */

export type BecomesOfChoice = Extract<Effect, { kind: 'becomesOfChoice' }>;
export type BecomesLandType = Extract<Effect, { kind: 'becomesLandType' }>;
export type BecomesColor = Extract<Effect, { kind: 'becomesColor' }>;

const COLOR_WORD = { W: 'mana.white', U: 'mana.blue', B: 'mana.black', R: 'mana.red', G: 'mana.green' } as const;

/** What may be chosen for a creature type (205.3m) or a basic land type (305.6). */
export function typeOptions(what: ChoiceOfWhat): readonly string[] {
  return what === 'basicLandType' ? BASIC_LAND_TYPES : what === 'creatureType' ? CREATURE_TYPES : ['W', 'U', 'B', 'R', 'G'];
}

/** The object the instruction changes: its target, or the ability's source; null when it has left the battlefield (400.7). */
export function becomingObject(ctx: Ctx, top: StackObject, effect: BecomesOfChoice | BecomesLandType | BecomesColor): string | null {
  const id = 'source' in effect ? top.ability?.source : top.targets[effect.target];
  return id !== undefined && ctx.state.battlefield.some((o) => o.id === id) ? id : null;
}

function until(ctx: Ctx, top: StackObject, target: string, id: string, permanent = false): Omit<ContinuousEffect, 'kind'> {
  return {
    id,
    affects: [target],
    source: top.ability?.source ?? top.id,
    controller: top.controller,
    timestamp: ctx.state.nextTimestamp++,
    duration: permanent ? 'permanent' : 'until-end-of-turn',
    power: 0,
    toughness: 0,
  };
}

/** 105.3, 205.1a, 305.7: the object becomes what was chosen, until end of turn. */
export function applyBecomesChosen(ctx: Ctx, top: StackObject, effect: BecomesOfChoice, chosen: string, id: string): void {
  const target = becomingObject(ctx, top, effect);
  if (target === null) return;
  const base = until(ctx, top, target, id);
  if (effect.what === 'color') {
    ctx.state.effects.push({ ...base, kind: 'set-colors', colors: [chosen as Color] });
    ctx.trace.cite('105.3', 'becomes', msg('608-resolving.becomesColor', { target, color: msg(COLOR_WORD[chosen as Color]) }), [target]);
    return;
  }
  if (effect.what === 'creatureType') {
    ctx.state.effects.push({ ...base, kind: 'set-creature-types', subtypes: [chosen] });
    ctx.trace.cite('205.1a', 'becomes', msg('608-resolving.becomesCreatureType', { target, type: chosen }), [target]);
    return;
  }
  ctx.state.effects.push({ ...base, kind: 'set-land-types', subtypes: [chosen] });
  ctx.trace.cite('305.7', 'becomes', msg('608-resolving.becomesLandType', { target, type: chosen }), [target]);
}

/** 305.7: "Target land becomes an Island until end of turn." */
export function applyBecomesLandType(ctx: Ctx, top: StackObject, effect: BecomesLandType, id: string): void {
  const target = becomingObject(ctx, top, effect);
  if (target === null) return;
  ctx.state.effects.push({ ...until(ctx, top, target, id, effect.permanent), kind: 'set-land-types', subtypes: [...effect.landTypes] });
  const key = effect.permanent ? '608-resolving.becomesLandType.permanent' : '608-resolving.becomesLandType';
  ctx.trace.cite('305.7', 'becomes', msg(key, { target, type: effect.landTypes.join(' ') }), [target]);
}

/** 105.3, 613.1e: "Target creature becomes blue until end of turn.": that color (none: colorless) in place of its colors. */
export function applyBecomesColor(ctx: Ctx, top: StackObject, effect: BecomesColor, id: string): void {
  const target = becomingObject(ctx, top, effect);
  if (target === null) return;
  ctx.state.effects.push({ ...until(ctx, top, target, id), kind: 'set-colors', colors: [...effect.colors] });
  const color = effect.colors.length === 0 ? msg('mana.colorless') : msg(COLOR_WORD[effect.colors[0]]);
  ctx.trace.cite('105.3', 'becomes', msg('608-resolving.becomesColor', { target, color }), [target]);
}
