import { adjudicate, Answer, Outcome } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { onField, passes } from './actions';

/**
 * A third test catalog, for the combat specs (506-511, 702 combat keywords, 704 in combat): real
 * cards with their printed characteristics and current Oracle text (reminder text left out,
 * as the compiler drops it anyway). Keyword mixes no plain real card has are written inline
 * further down, as boards may (CONTRACT §1).
 */
const card = defineCard;

const creature = (
  name: string,
  manaCost: string,
  subtypes: string[],
  power: number,
  toughness: number,
  text = '',
  types: string[] = ['Creature'],
): CardDefinition => card({ name, manaCost, types, subtypes, power: String(power), toughness: String(toughness), text });

export const COMBAT_CARDS: CardDefinition[] = [
  card({ name: 'Mountain', supertypes: ['Basic'], types: ['Land'], subtypes: ['Mountain'], text: '({T}: Add {R}.)' }),
  card({ name: 'Forest', supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'], text: '({T}: Add {G}.)' }),
  card({ name: 'Island', supertypes: ['Basic'], types: ['Land'], subtypes: ['Island'], text: '({T}: Add {U}.)' }),
  card({ name: 'Lightning Bolt', manaCost: '{R}', types: ['Instant'], text: 'Lightning Bolt deals 3 damage to any target.' }),
  card({ name: 'Falter', manaCost: '{1}{R}', types: ['Instant'], text: "Creatures without flying can't block this turn." }),
  card({
    name: 'Turn to Frog',
    manaCost: '{1}{U}',
    types: ['Instant'],
    text: 'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
  }),
  // Vanilla creatures.
  creature('Grizzly Bears', '{1}{G}', ['Bear'], 2, 2),
  creature('Hill Giant', '{3}{R}', ['Giant'], 3, 3),
  creature('Craw Wurm', '{4}{G}{G}', ['Wurm'], 6, 4),
  creature('Rumbling Baloth', '{2}{G}{G}', ['Beast'], 4, 4),
  // Evasion and combat keywords, one real card each.
  creature('Wind Drake', '{2}{U}', ['Drake'], 2, 2, 'Flying'),
  creature('Giant Spider', '{3}{G}', ['Spider'], 2, 4, 'Reach'),
  creature('Serra Angel', '{3}{W}{W}', ['Angel'], 4, 4, 'Flying, vigilance'),
  creature('Raging Goblin', '{R}', ['Goblin', 'Berserker'], 1, 1, 'Haste'),
  creature('Wall of Stone', '{1}{R}{R}', ['Wall'], 0, 8, 'Defender'),
  creature('Boggart Brute', '{2}{R}', ['Goblin', 'Warrior'], 3, 2, 'Menace'),
  creature('Colossal Dreadmaw', '{4}{G}{G}', ['Dinosaur'], 6, 6, 'Trample'),
  creature('Typhoid Rats', '{B}', ['Rat'], 1, 1, 'Deathtouch'),
  creature('White Knight', '{W}{W}', ['Human', 'Knight'], 2, 2, 'First strike\nProtection from black'),
  creature('Silver Knight', '{W}{W}', ['Human', 'Knight'], 2, 2, 'First strike, protection from red'),
  creature('Fencing Ace', '{1}{W}', ['Human', 'Soldier'], 1, 1, 'Double strike'),
  creature("Ajani's Sunstriker", '{W}{W}', ['Cat', 'Cleric'], 2, 2, 'Lifelink'),
  creature('Vampire Nighthawk', '{1}{B}{B}', ['Vampire', 'Shaman'], 2, 3, 'Flying\nDeathtouch\nLifelink'),
  creature(
    'Thorn Elemental',
    '{5}{G}{G}',
    ['Elemental'],
    7,
    7,
    "You may have Thorn Elemental assign its combat damage as though it weren't blocked.",
  ),
  creature('Darksteel Myr', '{3}', ['Myr'], 0, 1, 'Indestructible', ['Artifact', 'Creature']),
];

export const combatCatalog = new InMemoryCatalog(COMBAT_CARDS);

/** Inline cards for keyword mixes (CONTRACT §1). */
const inline = (name: string, manaCost: string, power: number, toughness: number, text = '', more: Record<string, unknown> = {}) => ({
  name,
  manaCost,
  types: ['Creature'],
  subtypes: ['Test'],
  power,
  toughness,
  text,
  ...more,
});
export const VENOMOUS_TRAMPLER = inline('Venomous Trampler', '{3}{B}{G}', 4, 4, 'Deathtouch, trample');
export const DOUBLE_TRAMPLER = inline('Twin-Blade Rhino', '{3}{R}{G}', 3, 3, 'Double strike, trample');
export const DOUBLE_STRIKE_WALL = inline('Double-Strike Sentry', '{2}{W}', 1, 4, 'Double strike');
export const DEATHTOUCH_SENTRY = inline('Deathtouch Sentry', '{2}{B}', 1, 4, 'Deathtouch');
export const LIFELINK_GIANT = inline('Lifelink Giant', '{3}{W}', 4, 4, 'Lifelink');
export const PRO_GREEN_BEAR = inline('Pro-Green Bear', '{1}{W}', 2, 2, 'Protection from green');
export const SPAWN_2_3 = inline('Test Spawn', '{1}{B}', 2, 3);
export const HUNTER_1_1 = inline('Test Hunter', '{1}{W}', 1, 1);
export const FIRST_STRIKE_BEAR = inline('First-Strike Bear', '{1}{W}', 2, 2, 'First strike');
export const TEST_WALKER = { name: 'Test Walker', manaCost: '{2}{W}{W}', types: ['Planeswalker'], subtypes: ['Test'], loyalty: 4 };
export const SOLDIER_TOKEN = { name: 'Soldier', colors: ['W'], types: ['Creature'], subtypes: ['Soldier'], power: 1, toughness: 1 };

export function runCombat(request: { state: unknown; action?: unknown; actions?: unknown }): Outcome {
  return adjudicate(request, combatCatalog);
}

/** The answer of a request that must be a ruling (not a refused board). */
export function ruleCombat(request: { state: unknown; action?: unknown; actions?: unknown }): Answer {
  const outcome = runCombat(request);
  if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}

/** A battlefield entry. */
export const perm = (id: string, cardName: unknown, controller: string, more: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  card: cardName,
  controller,
  ...more,
});

/**
 * A two-player board on alice's turn 3, at the beginning of combat with alice holding priority
 * unless `overrides` says otherwise; 30 hidden cards in each library.
 */
export function combatBoard(
  battlefield: Record<string, unknown>[],
  overrides: Record<string, unknown> = {},
  alice: Record<string, unknown> = {},
  bob: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    players: [
      { id: 'alice', library: { count: 30 }, ...alice },
      { id: 'bob', library: { count: 30 }, ...bob },
    ],
    battlefield,
    turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' },
    ...overrides,
  };
}

export { onField, passes };

/** alice declares attackers: pairs [attacker, what it attacks] (bob by default). */
export const attack = (...attackers: (string | [string, string])[]) => ({
  type: 'declareAttackers',
  player: 'alice',
  attackers: attackers.map((a) => (typeof a === 'string' ? { id: a, attacking: 'bob' } : { id: a[0], attacking: a[1] })),
});

/** bob declares blockers: pairs [blocker, attacker or attackers]. */
export const block = (...blockers: [string, string | string[]][]) => ({
  type: 'declareBlockers',
  player: 'bob',
  blockers: blockers.map(([id, blocking]) => ({ id, blocking: Array.isArray(blocking) ? blocking : [blocking] })),
});

/** alice divides combat damage: {attacker: {target: n}}. */
export const assign = (assignments: Record<string, Record<string, number>>, player = 'alice') => ({
  type: 'assignDamage',
  player,
  assignments,
});

/** From the beginning of combat (alice has priority) to the declare attackers decision. */
export const TO_ATTACKERS = passes(2);

/**
 * The actions of a combat up to the end of the declaration of blockers: passes to the declare
 * attackers step, the attack, passes to the declare blockers step, and the block (if given).
 */
export function upToBlocks(attackers: (string | [string, string])[], blockers?: [string, string | string[]][]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [...TO_ATTACKERS, attack(...attackers), ...passes(2)];
  if (blockers) out.push(block(...blockers));
  return out;
}

/** Where an object is in the answer: 'battlefield', 'graveyard' (of its owner), 'exile', 'stack' or 'nowhere'. */
export function zoneOf(a: Answer, id: string): string {
  if (a.state.battlefield.some((o) => o.id === id)) return 'battlefield';
  if (a.state.stack.some((o) => o.id === id)) return 'stack';
  if (a.state.exile.some((o) => 'id' in o && o.id === id)) return 'exile';
  for (const p of a.state.players) {
    if (p.graveyard.some((o) => 'id' in o && o.id === id)) return 'graveyard';
    if (Array.isArray(p.hand) && p.hand.some((o) => 'id' in o && o.id === id)) return 'hand';
  }
  return 'nowhere';
}

export const life = (a: Answer, player: string): number | undefined => a.state.players.find((p) => p.id === player)?.life;

/** The index of the first trace entry citing `rule`, or -1. */
export const firstCite = (a: Answer, rule: string): number => a.trace.findIndex((t) => t.rule === rule);
