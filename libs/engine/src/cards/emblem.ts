import { Ability } from './ability';
import { CardDefinition, defineCard } from './card';

/**
 * 114.3: an emblem has no characteristics other than the abilities the effect that created it gave
 * it: no type, no mana cost, no color, and most have no name. Its abilities are read as a card's
 * text; `source` (the card whose effect created it) only names it in messages.
 */
export function emblemDefinition(text: string, source?: string): CardDefinition {
  return defineCard({ name: source ? `Emblem (${source})` : 'Emblem', types: [], text });
}

/**
 * 114.4: the abilities an emblem may have here: static abilities whose effects the layer system
 * applies from the command zone (613.1): "Creatures you control get +N/+N [and have KEYWORD]".
 * Anything else (a triggered ability, a rule-modifying effect) is not understood, so the line is refused.
 */
export function emblemAbilitiesUnderstood(abilities: Ability[]): boolean {
  return (
    abilities.length > 0 &&
    abilities.every(
      (a) =>
        a.kind === 'static' &&
        a.effects.length > 0 &&
        a.effects.every(
          (e) =>
            (e.kind === 'modifyPT' || e.kind === 'addKeyword') &&
            e.affected.kind === 'creatures' &&
            !e.affected.other &&
            Object.keys(e.affected).every((k) => k === 'kind' || k === 'controller' || k === 'other'),
        ),
    )
  );
}
