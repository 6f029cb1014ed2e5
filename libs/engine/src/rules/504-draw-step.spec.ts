import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

// Kami of the Crescent Moon, Howling Mine and Yawgmoth's Bargain, current Oracle text.
const kami = defineCard({
  name: 'Kami of the Crescent Moon',
  manaCost: '{U}{U}',
  colors: ['U'],
  types: ['Creature'],
  supertypes: ['Legendary'],
  subtypes: ['Spirit'],
  power: '1',
  toughness: '3',
  text: "At the beginning of each player's draw step, that player draws an additional card.",
});
const mine = defineCard({
  name: 'Howling Mine',
  manaCost: '{2}',
  types: ['Artifact'],
  text: "At the beginning of each player's draw step, if Howling Mine is untapped, that player draws an additional card.",
});
const bargain = defineCard({
  name: "Yawgmoth's Bargain",
  manaCost: '{4}{B}{B}',
  colors: ['B'],
  types: ['Enchantment'],
  text: 'Skip your draw step.\nPay 1 life: Draw a card.',
});
const catalog = new InMemoryCatalog([kami, mine, bargain, ...['Island'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const library = [
  { id: 'k1', card: 'Island' },
  { id: 'k2', card: 'Island' },
  { id: 'k3', card: 'Island' },
];
const upkeep = (active: string) => ({ number: 3, active, step: 'upkeep', priority: active });
const hand = (a: ReturnType<typeof answer>, player: number) => (a.state.players[player].hand as { id: string }[]).map((o) => o.id);

describe('504.1-2: the draw step, and "At the beginning of each player\'s draw step, that player draws an additional card."', () => {
  it('the template is understood: "that player" is the active player, whose step begins', () => {
    expect(compileCard(kami)).toMatchObject({ support: 'full', unsupported: [] });
    expect(compileCard(kami).abilities[0]).toMatchObject({
      kind: 'triggered',
      trigger: { event: 'beginningOf', step: 'draw', whose: 'each' },
      effects: [{ kind: 'drawCards', players: { kind: 'one', player: { kind: 'referredPlayer' } }, amount: { kind: 'fixed', n: 1 } }],
    });
  });

  it("Kami of the Crescent Moon (bob's): alice draws for her step (504.1), then the trigger makes her draw an additional card", () => {
    const state = board(
      { battlefield: [{ id: 'm1', card: 'Kami of the Crescent Moon', controller: 'bob' }], turn: upkeep('alice') },
      { library },
    );
    const step = answer({ state, actions: passes(2) });
    expect(step.state.turn).toMatchObject({ step: 'draw' });
    expect(hand(step, 0)).toEqual(['k1']);
    expect(step.state.stack).toHaveLength(1);
    expect(cited(step)).toContain('504.1');
    const a = answer({ state: step.state, actions: passes(2) });
    expect(hand(a, 0)).toEqual(['k1', 'k2']);
    expect(hand(a, 1)).toEqual([]);
    expect(a.state.stack).toHaveLength(0);
  });

  it('Howling Mine tapped: its intervening "if" is false, no additional card (603.4)', () => {
    const state = board(
      { battlefield: [{ id: 'h1', card: 'Howling Mine', controller: 'alice', tapped: true }], turn: upkeep('alice') },
      { library },
    );
    const a = answer({ state, actions: [...passes(2), ...passes(2)] });
    expect(hand(a, 0)).toEqual(['k1']);
    expect(a.state.stack).toHaveLength(0);
  });

  it('Howling Mine untapped: the active player draws two in all', () => {
    const state = board({ battlefield: [{ id: 'h1', card: 'Howling Mine', controller: 'bob' }], turn: upkeep('alice') }, { library });
    const a = answer({ state, actions: [...passes(2), ...passes(2)] });
    expect(hand(a, 0)).toEqual(['k1', 'k2']);
  });

  it("a skipped draw step (614.10a) has no beginning: Kami's ability does not trigger", () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Kami of the Crescent Moon', controller: 'bob' },
          { id: 'y1', card: "Yawgmoth's Bargain", controller: 'alice' },
        ],
        turn: upkeep('alice'),
      },
      { library },
    );
    const a = answer({ state, actions: passes(2) });
    expect(a.state.turn).toMatchObject({ step: 'first-main' });
    expect(hand(a, 0)).toEqual([]);
    expect(a.state.stack).toHaveLength(0);
    expect(cited(a)).toContain('614.10');
  });
});
