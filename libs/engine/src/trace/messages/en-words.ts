/**
 * The English words and phrases other sentences are built from: the conjunctions that join a list
 * (`listed()` in trace/message.ts) and the phrases naming a damage or life-gain event and the
 * replacement and prevention effects applied to it (616.1). Part of the English catalog (en.ts);
 * fr-words.ts has the same keys.
 */
export const enWords = {
  'conjunction.and': 'and',
  'conjunction.or': 'or',
  'conjunction.then': 'then',
  'event.damage': 'the {amount} damage {source} would deal to {target}',
  'event.combatDamage': 'the {amount} combat damage {source} would deal to {target}',
  'event.combatDamageOf': 'the combat damage {source} would deal to {target}',
  'event.lifeGain': 'the {amount} life {player} would gain ({why})',
  'event.lifelinkGainOf': 'the life {player} would gain (lifelink of {source})',
  'event.spellDamage': 'the damage {spell} would deal',
  'event.spellLifeGain': 'the life {spell} would make a player gain',
  'why.lifelink': 'lifelink of {source}',
  'why.payLife': '{player} pays {life} life as part of the cost (601.2h)',
  'why.payLifeAdditional': '{player} pays {life} life as part of the additional cost (601.2h)',
  'modifier.protection': 'the protection of {name}',
  'modifier.noCombatDamage': 'all combat damage is prevented this turn ({id})',
  'modifier.noDamageTo': 'all damage to {recipient} is prevented ({id})',
  'modifier.shield': 'the next {amount} damage to {recipient} is prevented ({id})',
  'modifier.ability': '"{text}" of {name}',
  'modifier.staticAbility': 'a static ability of {name}',
  'modifier.allPrevented': 'all of it is prevented',
  'modifier.partPrevented': '{prevented} of it is prevented, {left} left',
  'modifier.becomes': 'it becomes {value}',
  'damage.poison': '{amount} poison counter(s) ({poison})',
  'damage.life': 'life {from} -> {life}',
  'damage.loyalty': '{amount} loyalty counter(s) removed',
  'damage.deathtouch': 'dealt damage by a source with deathtouch: destroyed at the next check of state-based actions (704.5h)',
  'damage.infect': '{amount} -1/-1 counter(s) instead of damage marked (infect, 702.90c)',
  'damage.wither': '{amount} -1/-1 counter(s) instead of damage marked (wither, 702.80a)',
  'damage.marked': '{damage} damage marked',
  'damage.dealtTo': '{amount} to {recipient} ({outcome}, {rule})',
  'wordClass.color': 'color word',
  'wordClass.basicLandType': 'basic land type',
  'wordClass.creatureType': 'creature type',
  'wordClass.one.color': 'one color word',
  'wordClass.one.basicLandType': 'one basic land type',
  'wordClass.one.creatureType': 'one creature type',
} as const;
