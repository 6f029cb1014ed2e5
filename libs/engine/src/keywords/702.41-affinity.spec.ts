import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';

/** Current Oracle texts. */
const frogmite = defineCard({
  name: 'Frogmite',
  manaCost: '{4}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Frog'],
  power: '2',
  toughness: '2',
  text: 'Affinity for artifacts',
});
const thoughtcast = defineCard({
  name: 'Thoughtcast',
  manaCost: '{4}{U}',
  types: ['Sorcery'],
  text: 'Affinity for artifacts\nDraw two cards.',
});
const relic = defineCard({ name: 'Test Relic', manaCost: '{2}', types: ['Artifact'], text: '' });
const catalog = new InMemoryCatalog([
  frogmite,
  thoughtcast,
  relic,
  ...['Island', 'Forest'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const relics = (n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${controller[0]}r${i}`, card: 'Test Relic', controller }));
const islands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));

describe('702.41 affinity', () => {
  it('is understood', () => {
    expect(compileCard(frogmite).support).toBe('full');
    expect(compileCard(thoughtcast).support).toBe('full');
  });

  it('702.41a: {1} less for each artifact its caster controls: with four, Frogmite costs {0}', () => {
    const state = board({ battlefield: relics(4) }, { hand: [{ id: 'f1', card: 'Frogmite' }] });
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'f1' } });
    expect(a.legal).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.41a', '601.2f']));
    expect(a.trace).toContainEqual(
      expect.objectContaining({ rule: '601.2f', event: 'totalCost', text: expect.stringContaining('the total cost is {0}') }),
    );
  });

  it("702.41a: only the caster's artifacts count; what is left is paid (601.2h)", () => {
    const state = board({ battlefield: [...relics(2), ...relics(3, 'bob'), ...islands(1)] }, { hand: [{ id: 'f1', card: 'Frogmite' }] });
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'f1' } }).violations[0]).toMatchObject({ rule: '601.2h' });
    const enough = board({ battlefield: [...relics(2), ...islands(2)] }, { hand: [{ id: 'f1', card: 'Frogmite' }] });
    expect(answer({ state: enough, action: { type: 'cast', player: 'alice', card: 'f1' } }).legal).toBe(true);
  });

  it('118.7a: the reduction takes off generic mana only: Thoughtcast still costs {U}', () => {
    const withIsland = board({ battlefield: [...relics(6), ...islands(1)] }, { hand: [{ id: 't1', card: 'Thoughtcast' }] });
    const a = answer({ state: withIsland, action: { type: 'cast', player: 'alice', card: 't1' } });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.find((o) => o.id === 'i0')?.tapped).toBe(true);
    const without = board({ battlefield: relics(6) }, { hand: [{ id: 't1', card: 'Thoughtcast' }] });
    expect(answer({ state: without, action: { type: 'cast', player: 'alice', card: 't1' } }).violations[0]).toMatchObject({
      rule: '601.2h',
    });
  });
});
