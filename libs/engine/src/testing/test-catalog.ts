import { CardCatalog, CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { adjudicate, Answer, Outcome } from '../adjudicate';

/** A few real cards, with their printed characteristics, for the engine's unit tests. */
const card = defineCard;

const basic = (name: string, symbol: string): CardDefinition =>
  card({ name, supertypes: ['Basic'], types: ['Land'], subtypes: [name === 'Island' ? 'Island' : name], text: `({T}: Add {${symbol}}.)` });

export const testCatalog = new InMemoryCatalog([
  { ...basic('Forest', 'G'), frenchName: 'Forêt' },
  basic('Mountain', 'R'),
  basic('Island', 'U'),
  basic('Plains', 'W'),
  card({ name: 'Grizzly Bears', manaCost: '{1}{G}', colors: ['G'], types: ['Creature'], subtypes: ['Bear'], power: '2', toughness: '2' }),
  card({
    name: 'Raging Goblin',
    manaCost: '{R}',
    colors: ['R'],
    types: ['Creature'],
    subtypes: ['Goblin', 'Berserker'],
    power: '1',
    toughness: '1',
    text: 'Haste',
  }),
  card({
    name: 'Lightning Bolt',
    manaCost: '{R}',
    colors: ['R'],
    types: ['Instant'],
    text: 'Lightning Bolt deals 3 damage to any target.',
  }),
  card({ name: 'Divination', manaCost: '{2}{U}', colors: ['U'], types: ['Sorcery'], text: 'Draw two cards.' }),
]);

export function run(request: { state: unknown; action?: unknown; actions?: unknown }): Outcome {
  return adjudicate(request, testCatalog);
}

/** The answer of a request that must be a ruling (not a refused board). */
export function rule(request: { state: unknown; action?: unknown; actions?: unknown }): Answer {
  const outcome = run(request);
  if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}

export const cited = (answer: Answer): string[] => answer.trace.map((t) => t.rule);

/** A two-player board in alice's first main phase, turn 3, with 30 hidden cards in each library. */
export function board(
  overrides: Record<string, unknown> = {},
  alice: Record<string, unknown> = {},
  bob: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    players: [
      { id: 'alice', library: { count: 30 }, ...alice },
      { id: 'bob', library: { count: 30 }, ...bob },
    ],
    battlefield: [],
    turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
    ...overrides,
  };
}

/** Adjudicates requests against `catalog`; each must be a ruling (a refused board throws, with the reason). */
export function rulingsWith(catalog: CardCatalog): (request: Record<string, unknown>) => Answer {
  return (request) => {
    const outcome = adjudicate(request as { state: unknown }, catalog);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };
}
