import { CardDefinition } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';

/** Blue Elemental Blast's current Oracle text. */
const blast: CardDefinition = { name: 'Blue Elemental Blast', manaCost: '{U}', colors: ['U'], supertypes: [], types: ['Instant'], subtypes: [], power: null, toughness: null, loyalty: null, text: 'Choose one —\n• Counter target red spell.\n• Destroy target red permanent.' };
const catalog = new InMemoryCatalog([blast, ...['Island', 'Mountain', 'Lightning Bolt', 'Raging Goblin', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const state = board(
  { battlefield: [{ id: 'i1', card: 'Island', controller: 'alice' }, { id: 'g1', card: 'Raging Goblin', controller: 'bob' }, { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] },
  { hand: [{ id: 'h1', card: 'Blue Elemental Blast' }] },
);

describe('700.2 modal spells', () => {
  it('601.2b: the mode is chosen as the spell is cast; only its targets are chosen (700.2c); it resolves as that mode', () => {
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'h1', modes: [1], targets: ['g1'] }, { type: 'pass', player: 'alice' }, { type: 'pass', player: 'bob' }] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['i1', 'b1']);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '601.2c', '701.8a']));
  });

  it('the chosen mode decides what may be targeted: a green creature is not a red permanent', () => {
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'h1', modes: [1], targets: ['b1'] } });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });

  it.each([[[]], [[0, 1]], [[2]]])('700.2a: choosing %j is illegal for "Choose one"', (modes) => {
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'h1', modes, targets: ['g1'] } });
    expect(a.violations[0]).toMatchObject({ code: 'INVALID_MODES', rule: '700.2a' });
    expect(a.state.stack).toEqual([]);
  });
});
