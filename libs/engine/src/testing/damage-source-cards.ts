import { CardDefinition, defineCard } from '../cards/card';

const card = defineCard;
const basic = (name: string, symbol: string): CardDefinition =>
  card({ name, supertypes: ['Basic'], types: ['Land'], subtypes: [name], text: `({T}: Add {${symbol}}.)` });

/**
 * The cards the damage keyword specs (702.2 deathtouch, 702.15 lifelink, 702.80 wither, 702.90
 * infect) share: lands, two creatures to damage, and two sources of noncombat damage (an ability
 * of a permanent that stays, one of a permanent sacrificed as its cost). Oracle text of the
 * bundled catalog.
 */
export const DAMAGE_SOURCE_CARDS: CardDefinition[] = [
  basic('Mountain', 'R'),
  basic('Swamp', 'B'),
  card({ name: 'Grizzly Bears', manaCost: '{1}{G}', colors: ['G'], types: ['Creature'], subtypes: ['Bear'], power: '2', toughness: '2' }),
  card({
    name: 'Serra Angel',
    manaCost: '{3}{W}{W}',
    colors: ['W'],
    types: ['Creature'],
    subtypes: ['Angel'],
    power: '4',
    toughness: '4',
    text: "Flying (This creature can't be blocked except by creatures with flying or reach.)\nVigilance (Attacking doesn't cause this creature to tap.)",
  }),
  card({
    name: 'Prodigal Pyromancer',
    manaCost: '{2}{R}',
    colors: ['R'],
    types: ['Creature'],
    subtypes: ['Human', 'Wizard'],
    power: '1',
    toughness: '1',
    text: '{T}: Prodigal Pyromancer deals 1 damage to target creature or player.',
  }),
  card({
    name: 'Mogg Fanatic',
    manaCost: '{R}',
    colors: ['R'],
    types: ['Creature'],
    subtypes: ['Goblin'],
    power: '1',
    toughness: '1',
    text: 'Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to target creature or player.',
  }),
];
