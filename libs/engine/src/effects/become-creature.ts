import { Ctx } from '../context';
import { ContinuousEffect, StackObject } from '../state/types';
import { msg } from '../trace/message';
import { BecomeCreature, Effect } from '../cards/ability';
import { objectsOf } from './objects';
import { CREATURE_TYPES } from '../cards/creature-types';

/** The ability's source as it resolves, if it is still the same permanent on the battlefield (400.7). */
function sourceOnBattlefield(ctx: Ctx, spell: StackObject): string | null {
  const source = spell.ability?.source;
  return source !== undefined && ctx.state.battlefield.some((o) => o.id === source) ? source : null;
}

/**
 * 611.2c, 613.1d, 205.1b: "Until end of turn, CARDNAME becomes a 5/5 Human Soldier Ally creature
 * with indestructible that's still a planeswalker.", a land's "CARDNAME becomes a 4/4 white and blue
 * Elemental creature with flying and vigilance until end of turn. It's still a land." (its colors in
 * layer 5, 613.1e; an artifact too; all creature types, 205.3m): the source becomes a creature, adding these
 * creature types and keeping every type, supertype and subtype it had (layer 4); it has that base
 * power and toughness (613.4b, layer 7b) and those keywords (613.1f, layer 6), until the cleanup step
 * (514.2). One timestamp for all the parts (613.7). A source no longer on the battlefield is left alone.
 * `id`: the prefix of the new effects' ids.
 */
export function applySourceBecomesCreature(
  ctx: Ctx,
  spell: StackObject,
  effect: Extract<Effect, { kind: 'sourceBecomesCreature' | 'targetBecomesCreature' | 'eachBecomesCreature' }>,
  id: string,
): void {
  const state = ctx.state;
  if (effect.kind === 'eachBecomesCreature') {
    // 611.2c: the permanents affected are fixed as the effect begins; each becomes a creature as a source would.
    const each = objectsOf(ctx, spell, effect);
    ctx.trace.cite(
      '611.2c',
      'continuousEffect',
      msg('effects.eachBecomesCreature', { ids: each.map((o) => o.id).join(', ') || '-' }),
      each.map((o) => o.id),
    );
    each.forEach((o, k) => becomes(ctx, spell, effect, o.id, `${id}.${k}`));
    return;
  }
  // "Target land becomes ...": the target, if still on the battlefield (608.2b checked its legality).
  const target = effect.kind === 'targetBecomesCreature' ? spell.targets[effect.target] : null;
  const source =
    effect.kind === 'targetBecomesCreature'
      ? state.battlefield.some((o) => o.id === target)
        ? target
        : null
      : sourceOnBattlefield(ctx, spell);
  if (!source) return;
  becomes(ctx, spell, effect, source, id);
}

/** The continuous effects by which permanent `source` becomes a creature (layers 4, 5, 6, 7b; one timestamp, 613.7). */
function becomes(
  ctx: Ctx,
  spell: StackObject,
  effect: Extract<Effect, { kind: string } & BecomeCreature>,
  source: string,
  id: string,
): void {
  const state = ctx.state;
  const base: Omit<ContinuousEffect, 'id' | 'kind'> = {
    affects: [source],
    source,
    controller: spell.controller,
    timestamp: state.nextTimestamp++,
    duration: effect.permanent ? 'permanent' : 'until-end-of-turn',
    power: 0,
    toughness: 0,
  };
  // 205.3m: "with all creature types" (Mutavault): every creature type the rules list.
  const subtypes = effect.allCreatureTypes ? [...CREATURE_TYPES] : [...effect.subtypes];
  const types = effect.artifact ? ['Artifact', 'Creature'] : ['Creature'];
  state.effects.push({ ...base, id: `${id}.types`, kind: 'add-types', types, subtypes });
  // 613.1e: "becomes a 4/4 white and blue Elemental creature": its new colors replace the old ones (layer 5).
  if (effect.colors) state.effects.push({ ...base, id: `${id}.colors`, kind: 'set-colors', colors: [...effect.colors] });
  state.effects.push({ ...base, id: `${id}.pt`, kind: 'set-pt', power: effect.power, toughness: effect.toughness });
  // 509.1b: "and can't be blocked this turn": a restriction on blocking it, for the turn.
  if (effect.unblockable) state.effects.push({ ...base, id: `${id}.unblockable`, kind: 'cant-be-blocked', duration: 'this-turn' });
  // 613.1f: "with "Whenever this creature attacks, ..."": the quoted ability, in layer 6.
  if (effect.grants) state.effects.push({ ...base, id: `${id}.ability`, kind: 'add-ability', text: effect.grants });
  effect.keywords.forEach((keyword, k) => state.effects.push({ ...base, id: `${id}.keyword.${k}`, kind: 'add-keyword', keyword }));
  ctx.trace.cite(
    '613.1d',
    'continuousEffect',
    msg('effects.sourceBecomesCreature', {
      source,
      pt: `${effect.power}/${effect.toughness}`,
      subtypes: [
        ...(effect.colors ?? []),
        ...(effect.allCreatureTypes ? ['(all creature types)'] : effect.subtypes),
        ...(effect.artifact ? ['artifact'] : []),
      ].join(' '),
      keywords: [...effect.keywords, ...(effect.grants ? [`"${effect.grants}"`] : [])].join(', ') || '-',
    }),
    [source],
  );
}

/**
 * 615.1a: "Prevent all damage that would be dealt to him this turn.": a prevention effect on the
 * ability's source for the rest of the turn (rules/614-damage-replacement.ts applies it), whatever
 * it is then (a creature, a planeswalker, both: 120.3c, 120.3e). A source no longer on the
 * battlefield is left alone.
 */
export function applyPreventAllDamageToSource(ctx: Ctx, spell: StackObject, id: string): void {
  const state = ctx.state;
  const source = sourceOnBattlefield(ctx, spell);
  if (!source) return;
  state.effects.push({
    id,
    kind: 'prevent-all-damage',
    power: 0,
    toughness: 0,
    affects: [source],
    source,
    controller: spell.controller,
    timestamp: state.nextTimestamp++,
    duration: 'this-turn',
  });
  ctx.trace.cite('615.1a', 'continuousEffect', msg('effects.preventAllDamageTo', { source, id }), [source]);
}
