import { Ability } from '../ability';
import { parseCost } from './cost';

/** The phrase of a spell's mandatory additional cost (118.8, 601.2f); rules/601-additional-costs.ts pays it. */

export type AdditionalCostAbility = Extract<Ability, { kind: 'additionalCost' }>;

/**
 * 118.8: "As an additional cost to cast this spell, sacrifice a creature." (or an artifact, a land,
 * "an artifact or creature"), "..., discard a card." ("two cards", "three cards", "X cards"), "..., pay 3 life." ("X life"): a
 * cost every cast of the
 * spell pays (not optional, 118.8b).
 */
export function additionalCostAbility(line: string): AdditionalCostAbility | null {
  const m =
    /^As an additional cost to cast (?:this spell|CARDNAME), (?:sacrifice (?:a|an) ((?:creature|artifact|land)(?: or (?:creature|artifact|land))?)|discard (a card|two cards|three cards|X cards)|pay (\d+|X) life)\.$/.exec(
      line,
    );
  if (!m) return subtypeSacrifice(line) ?? costPhrase(line);
  // 107.3a, 601.2b: "discard X cards", "pay X life": the X the caster announces as the spell is cast.
  if (m[2])
    return {
      kind: 'additionalCost',
      discard: ({ 'a card': 1, 'two cards': 2, 'three cards': 3, 'X cards': 'X' } as const)[m[2]],
      text: line,
    };
  if (m[3]) return { kind: 'additionalCost', life: m[3] === 'X' ? 'X' : Number(m[3]), text: line };
  return {
    kind: 'additionalCost',
    sacrifice: { types: m[1].split(' or ').map((t) => t[0].toUpperCase() + t.slice(1)), another: false },
    text: line,
  };
}

/**
 * 118.8, 701.21a: "As an additional cost to cast CARDNAME, sacrifice a Goblin.": one permanent of that subtype (205.3) the
 * caster controls, read by the activation cost's grammar (a phrase of subtypes, or of subtypes with card types, only).
 */
function subtypeSacrifice(line: string): AdditionalCostAbility | null {
  const m = /^As an additional cost to cast (?:this spell|CARDNAME), (sacrifice an? [^,]+)\.$/.exec(line);
  const parsed = m ? parseCost(m[1][0].toUpperCase() + m[1].slice(1)) : null;
  if (!parsed?.ok || parsed.parts.length !== 1) return null;
  const part = parsed.parts[0];
  if (part.kind !== 'sacrifice' || part.self || part.n !== 1 || part.option.kind !== 'object') return null;
  const filters = part.option.filters;
  if (!filters.some((f) => f.kind === 'subtype') || !filters.every((f) => f.kind === 'subtype' || f.kind === 'type')) return null;
  const types = filters.flatMap((f) => (f.kind === 'type' ? f.anyOf : []));
  return { kind: 'additionalCost', sacrifice: { types, another: false, option: part.option, count: 1, text: part.text }, text: line };
}

/**
 * 118.8: "..., exile a creature card from your graveyard." (cards of the caster's graveyard, chosen), "..., discard a
 * card at random." (701.9b: chosen at random as the cost is paid, 601.2h): one phrase of an activation cost's grammar.
 */
function costPhrase(line: string): AdditionalCostAbility | null {
  const m =
    /^As an additional cost to cast (?:this spell|CARDNAME), ((?:exile [^,]+ from your graveyard)|(?:discard [^,]+ at random))\.$/.exec(
      line,
    );
  const parsed = m ? parseCost(m[1][0].toUpperCase() + m[1].slice(1)) : null;
  if (!parsed?.ok || parsed.parts.length !== 1) return null;
  const part = parsed.parts[0];
  const fits = (part.kind === 'exile' && !part.self) || (part.kind === 'discard' && !part.self && part.random);
  return fits ? { kind: 'additionalCost', parts: parsed.parts, text: line } : null;
}
