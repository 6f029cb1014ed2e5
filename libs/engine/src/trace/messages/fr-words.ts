import type { enWords } from './en-words';

/**
 * The French texts of en-words.ts: the same keys and placeholders (messages.spec.ts). An event
 * phrase starts with "l'" so that the sentences around it ("en premier à {text}") stay correct.
 */
export const frWords: Record<keyof typeof enWords, string> = {
  'conjunction.and': 'et',
  'conjunction.or': 'ou',
  'conjunction.then': 'puis',
  'event.damage': "l'infliction de {amount} blessure(s) par {source} à {target}",
  'event.combatDamage': "l'infliction de {amount} blessure(s) de combat par {source} à {target}",
  'event.combatDamageOf': "l'infliction des blessures de combat de {source} à {target}",
  'event.lifeGain': "l'obtention de {amount} point(s) de vie par {player} ({why})",
  'event.lifelinkGainOf': "l'obtention de points de vie par {player} (lien de vie de {source})",
  'event.spellDamage': "l'infliction des blessures de {spell}",
  'event.spellLifeGain': "l'obtention de points de vie due à {spell}",
  'why.lifelink': 'lien de vie de {source}',
  'why.payLife': '{player} paie {life} point(s) de vie dans le coût (601.2h)',
  'why.payLifeAdditional': '{player} paie {life} point(s) de vie dans le coût supplémentaire (601.2h)',
  'modifier.protection': 'la protection de {name}',
  'modifier.noCombatDamage': 'toutes les blessures de combat sont prévenues ce tour-ci ({id})',
  'modifier.noDamageTo': 'toutes les blessures qui seraient infligées à {recipient} sont prévenues ({id})',
  'modifier.shield': 'les {amount} prochaines blessures infligées à {recipient} sont prévenues ({id})',
  'modifier.ability': '« {text} » de {name}',
  'modifier.staticAbility': 'une capacité statique de {name}',
  'modifier.allPrevented': 'tout est prévenu',
  'modifier.partPrevented': '{prevented} en sont prévenues, il en reste {left}',
  'modifier.becomes': 'cela devient {value}',
  'damage.poison': '{amount} marqueur(s) poison ({poison})',
  'damage.life': 'points de vie {from} -> {life}',
  'damage.loyalty': '{amount} marqueur(s) loyauté retiré(s)',
  'damage.deathtouch':
    'blessé par une source avec le contact mortel : détruit à la prochaine vérification des actions basées sur un état (704.5h)',
  'damage.infect': '{amount} marqueur(s) -1/-1 au lieu de blessures marquées (infection, 702.90c)',
  'damage.wither': '{amount} marqueur(s) -1/-1 au lieu de blessures marquées (flétrissure, 702.80a)',
  'damage.marked': '{damage} blessure(s) marquée(s)',
  'damage.dealtTo': '{amount} à {recipient} ({outcome}, {rule})',
  'wordClass.color': 'un mot de couleur',
  'wordClass.basicLandType': 'un type de terrain de base',
  'wordClass.creatureType': 'un type de créature',
  'wordClass.one.color': 'un mot de couleur',
  'wordClass.one.basicLandType': 'un type de terrain de base',
  'wordClass.one.creatureType': 'un type de créature',
};
