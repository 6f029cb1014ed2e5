import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

// Yawgmoth's Bargain and Symbiotic Deployment, current Oracle text.
const bargain = defineCard({
  name: "Yawgmoth's Bargain",
  manaCost: '{4}{B}{B}',
  colors: ['B'],
  types: ['Enchantment'],
  text: 'Skip your draw step.\nPay 1 life: Draw a card.',
});
const deployment = defineCard({
  name: 'Symbiotic Deployment',
  manaCost: '{2}{G}',
  colors: ['G'],
  types: ['Enchantment'],
  text: 'Skip your draw step.\n{1}, Tap two untapped creatures you control: Draw a card.',
});
const catalog = new InMemoryCatalog([
  bargain,
  deployment,
  ...['Island', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const library = [
  { id: 'k1', card: 'Island' },
  { id: 'k2', card: 'Island' },
];
const upkeep = (active: string) => ({ number: 3, active, step: 'upkeep', priority: active });
const hand = (a: ReturnType<typeof answer>, player: number) => (a.state.players[player].hand as { id: string }[]).map((o) => o.id);

describe('614.1b, 614.10: "Skip your draw step."', () => {
  it('the template is understood', () => {
    expect(compileCard(bargain)).toMatchObject({ support: 'full', unsupported: [] });
    expect(compileCard(bargain).abilities[0]).toMatchObject({ kind: 'static', effects: [{ kind: 'skipDrawStep' }] });
    expect(compileCard(deployment)).toMatchObject({ support: 'full', unsupported: [] });
  });

  it("Yawgmoth's Bargain: its controller's draw step is replaced with nothing; the turn goes from upkeep to the main phase", () => {
    const state = board(
      { battlefield: [{ id: 'y1', card: "Yawgmoth's Bargain", controller: 'alice' }], turn: upkeep('alice') },
      { library },
    );
    const a = answer({ state, actions: passes(2) });
    expect(a.state.turn).toMatchObject({ number: 3, active: 'alice', step: 'first-main' });
    expect(hand(a, 0)).toEqual([]);
    expect((a.state.players[0].library as unknown[]).length).toBe(2);
    expect(cited(a)).toContain('614.10');
    expect(cited(a)).not.toContain('504.1');
    expect(a.trace.find((t) => t.rule === '614.10')?.objects).toEqual(['y1']);
  });

  it("it skips only its controller's draw step: its opponent draws as usual (504.1)", () => {
    const state = board(
      { battlefield: [{ id: 'y1', card: "Yawgmoth's Bargain", controller: 'alice' }], turn: upkeep('bob') },
      {},
      { library },
    );
    const a = answer({ state, actions: passes(2, 'bob', 'alice') });
    expect(a.state.turn).toMatchObject({ active: 'bob', step: 'draw' });
    expect(hand(a, 1)).toEqual(['k1']);
    expect(cited(a)).toContain('504.1');
    expect(cited(a)).not.toContain('614.10');
  });

  it('without the enchantment the draw step happens (the illegal variant: no skip is invented)', () => {
    const state = board({ battlefield: [{ id: 'g1', card: 'Grizzly Bears', controller: 'alice' }], turn: upkeep('alice') }, { library });
    const a = answer({ state, actions: passes(2) });
    expect(a.state.turn).toMatchObject({ step: 'draw' });
    expect(hand(a, 0)).toEqual(['k1']);
    expect(cited(a)).not.toContain('614.10');
  });

  it('two skip effects skip the one draw step once; draws from other effects still happen (Pay 1 life: Draw a card.)', () => {
    const state = board(
      {
        battlefield: [
          { id: 'y1', card: "Yawgmoth's Bargain", controller: 'alice' },
          { id: 's1', card: 'Symbiotic Deployment', controller: 'alice' },
        ],
        turn: upkeep('alice'),
      },
      { library },
    );
    const a = answer({ state, actions: passes(2) });
    expect(a.state.turn).toMatchObject({ step: 'first-main' });
    expect(cited(a).filter((r) => r === '614.10')).toHaveLength(1);
    const b = answer({ state: a.state, actions: [{ type: 'activate', player: 'alice', source: 'y1', ability: 0 }, ...passes(2)] });
    expect(b.violations).toEqual([]);
    expect(hand(b, 0)).toEqual(['k1']);
    expect(b.state.players[0].life).toBe(19);
  });

  it('Necropotence: its skip line is read, but its other lines are not: a board with it is refused, never half-played', () => {
    const necropotence = bundledCard('Necropotence');
    expect(compileCard(necropotence).abilities).toContainEqual(expect.objectContaining({ effects: [{ kind: 'skipDrawStep' }] }));
    expect(compileCard(necropotence).support).toBe('partial');
    const state = board({ battlefield: [{ id: 'n1', card: 'Necropotence', controller: 'alice' }], turn: upkeep('alice') }, { library });
    const o = adjudicate({ state, actions: passes(2) }, new InMemoryCatalog([necropotence, bundledCard('Island')]));
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
  });
});
