import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { DAMAGE_SOURCE_CARDS } from '../testing/damage-source-cards';
import { passes } from '../testing/actions';

const card = defineCard;
/** Real cards, Oracle text of the bundled catalog. */
const catalog = new InMemoryCatalog([
  ...DAMAGE_SOURCE_CARDS,
  card({
    name: 'Tainted Strike',
    manaCost: '{B}',
    colors: ['B'],
    types: ['Instant'],
    text: 'Target creature gets +1/+0 and gains infect until end of turn. (It deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)',
  }),
]);
const answer = rulingsWith(catalog);
const onField = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id);
const ping = (source: string, target: string) => [
  { type: 'activate', player: 'alice', source, ability: 0, targets: [target] },
  ...passes(2),
];
const struck = (battlefield: unknown[], bob: Record<string, unknown> = {}) =>
  board(
    {
      battlefield: [
        { id: 'sw', card: 'Swamp', controller: 'alice' },
        { id: 'pp', card: 'Prodigal Pyromancer', controller: 'alice' },
        ...battlefield,
      ],
    },
    { hand: [{ id: 'ts', card: 'Tainted Strike' }] },
    bob,
  );
const strike = [{ type: 'cast', player: 'alice', card: 'ts', targets: ['pp'] }, ...passes(2)];

/** 702.90b-c, 120.3b, 120.3d: damage from a source with infect, whatever the source is (702.90e). */
describe('702.90 infect', () => {
  it("120.3b: Prodigal Pyromancer, given infect by Tainted Strike, gives bob a poison counter with its ability's damage (113.7a): no life is lost", () => {
    const a = answer({ state: struck([]), actions: [...strike, ...ping('pp', 'bob')] });
    expect(a.state.players[1]).toMatchObject({ life: 20, poison: 1 });
    expect(cited(a)).toContain('120.3b');
    expect(cited(a)).not.toContain('120.3a');
  });

  it("120.3d: the same ability's damage to a creature is a -1/-1 counter", () => {
    const a = answer({ state: struck([{ id: 'sa', card: 'Serra Angel', controller: 'bob' }]), actions: [...strike, ...ping('pp', 'sa')] });
    expect(onField(a, 'sa')).toMatchObject({ counters: { '-1/-1': 1 } });
    expect(onField(a, 'sa')?.damage).toBe(0);
  });

  it('704.5c: the tenth poison counter makes bob lose the game', () => {
    const a = answer({ state: struck([], { poison: 9 }), actions: [...strike, ...ping('pp', 'bob')] });
    expect(a.state.players[1]).toMatchObject({ poison: 10 });
    expect(a.gameOver).toMatchObject({ winners: ['alice'] });
    expect(cited(a)).toContain('704.5c');
  });
});
