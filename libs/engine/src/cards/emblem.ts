import { Ability, Effect, Trigger } from './ability';
import { CardDefinition, defineCard } from './card';

/**
 * 114.3: an emblem has no characteristics other than the abilities the effect that created it gave
 * it: no type, no mana cost, no color, and most have no name. Its abilities are read as a card's
 * text; `source` (the card whose effect created it) only names it in messages.
 */
export function emblemDefinition(text: string, source?: string): CardDefinition {
  return defineCard({ name: source ? `Emblem (${source})` : 'Emblem', types: [], text: innerQuotes(text) });
}

/**
 * An ability quoted inside the emblem's own quotes is written ‘...’ in Oracle text (its closing mark
 * sometimes a plain apostrophe, never one inside a word such as "creature's"): read as the quotes of a
 * granted ability (613.1f), as a card's own line would write them.
 */
function innerQuotes(text: string): string {
  return text.replace(/‘(.*?)['’](?=$|[^a-z])/g, '"$1"');
}

/**
 * 114.4: the triggered abilities an emblem may have here: those whose trigger event is about
 * other objects or players (a draw, a cast, a step of a turn), which the engine watches for from
 * the command zone (rules/603-triggered-abilities.ts). A trigger about the object itself ("When
 * CARDNAME enters", "Whenever CARDNAME attacks") never happens for an emblem, which is no
 * permanent (114.5); one about another creature entering or dying is read the same way for it.
 */
function emblemTrigger(trigger: Trigger): boolean {
  switch (trigger.event) {
    case 'draws':
    case 'cast':
    case 'beginningOf':
    case 'gainLife':
      return true;
    case 'enters':
    case 'dies':
    case 'attacks':
      // Another object matching a phrase ("Whenever a creature enters the battlefield under your control", "Whenever a
      // creature attacks you"), never the emblem itself.
      return typeof trigger.who === 'object' && !trigger.who.orSelf;
    default:
      return false;
  }
}

/**
 * What a triggered ability of an emblem may do here: not an instruction about its own source
 * ("CARDNAME gets +1/+1", "this emblem deals damage"), which the engine reads off a permanent or a
 * spell, never off an emblem in the command zone.
 */
function emblemEffect(e: Effect): boolean {
  return !/Source|Attached|Attacker|Blocker|damage/i.test(e.kind) && (e.kind !== 'optional' || e.effects.every(emblemEffect));
}

/**
 * 114.4, 602.1: an activated ability an emblem may have here ("{1}{B}, Sacrifice a creature: You gain X life and draw X
 * cards, where X is the sacrificed creature's power.", Ob Nixilis of the Black Oath's emblem), activated from the command
 * zone by its owner (rules/602-activating-abilities.ts): a cost of mana and of the sacrifice of a permanent, no cost
 * the emblem itself would pay ({T}, "Sacrifice this emblem": it is no permanent, 114.5), no restriction, no targets,
 * and no instruction about its own source.
 */
function emblemActivated(a: Ability): boolean {
  if (a.kind !== 'activated') return false;
  const { tap, mana, sacrifice, ...rest } = a.cost;
  const other = Object.keys(rest).length > 0 || (sacrifice !== undefined && sacrifice.another);
  return (
    !tap &&
    !other &&
    /^(\{[0-9WUBRGC]+\})*$/.test(mana) &&
    a.targets.length === 0 &&
    !a.sorcerySpeed &&
    !a.fromHand &&
    !a.fromGraveyard &&
    !a.oncePerTurn &&
    !a.restrictions &&
    a.effects.every(emblemEffect)
  );
}

/**
 * 114.4: the abilities an emblem may have here: static abilities whose effects the layer system
 * applies from the command zone (613.1): "Creatures you control get +N/+N [and have KEYWORD]", "Creatures you
 * control have haste and ‘{T}: ...'" (613.1f: an ability in quotes, which each of them has);
 * triggered abilities whose event the engine watches from there (emblemTrigger), whose source is
 * the emblem (113.7). Anything else (a rule-modifying effect) is not understood, so the line is refused.
 */
export function emblemAbilitiesUnderstood(abilities: Ability[]): boolean {
  return (
    abilities.length > 0 &&
    abilities.every(
      (a) =>
        (a.kind === 'triggered' && emblemTrigger(a.trigger) && !a.modal && a.effects.every(emblemEffect)) ||
        emblemActivated(a) ||
        // 606.3: the permission the engine reads off the emblems of the player who activates (rules/602-activating-abilities.ts).
        (a.kind === 'static' && a.effects.length === 1 && a.effects[0].kind === 'loyaltyAtInstantSpeed') ||
        (a.kind === 'static' &&
          a.effects.length > 0 &&
          a.effects.every(
            (e) =>
              (e.kind === 'modifyPT' || e.kind === 'addKeyword' || e.kind === 'grantAbility') &&
              // A set of permanents (611.3a): "Creatures you control", "Mountains you control" (Koth of the Hammer),
              // "Artifacts, creatures, enchantments, and lands you control"; "other" names no permanent an emblem is not.
              e.affected.kind === 'objects' &&
              !e.affected.of.filters.some((f) => f.kind === 'other'),
          )),
    )
  );
}
