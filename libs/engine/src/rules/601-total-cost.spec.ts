import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';

/** Current Oracle texts. */
const thalia = defineCard({
  name: 'Thalia, Guardian of Thraben',
  manaCost: '{1}{W}',
  supertypes: ['Legendary'],
  types: ['Creature'],
  subtypes: ['Human', 'Soldier'],
  power: '2',
  toughness: '1',
  text: 'First strike\nNoncreature spells cost {1} more to cast.',
});
const electromancer = defineCard({
  name: 'Goblin Electromancer',
  manaCost: '{R}{R}',
  types: ['Creature'],
  subtypes: ['Goblin', 'Wizard'],
  power: '2',
  toughness: '2',
  text: 'Instant and sorcery spells you cast cost {1} less to cast.',
});
const augustin = defineCard({
  name: 'Grand Arbiter Augustin IV',
  manaCost: '{2}{W}{U}',
  supertypes: ['Legendary'],
  types: ['Creature'],
  subtypes: ['Human', 'Advisor'],
  power: '2',
  toughness: '3',
  text: 'White spells you cast cost {1} less to cast.\nBlue spells you cast cost {1} less to cast.\nSpells your opponents cast cost {1} more to cast.',
});
const catalog = new InMemoryCatalog([
  thalia,
  electromancer,
  augustin,
  ...['Island', 'Mountain', 'Plains', 'Forest', 'Grizzly Bears', 'Lightning Bolt', 'Divination'].map(
    (n) => testCatalog.find(n) as CardDefinition,
  ),
]);
const answer = rulingsWith(catalog);
const lands = (card: string, n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${card[0].toLowerCase()}${i}`, card, controller }));
const tapped = (a: ReturnType<typeof answer>) => a.state.battlefield.filter((o) => o.tapped).length;
const bolt = { type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] };

describe('601.2f: cost increases and reductions', () => {
  it('the common templates are understood', () => {
    for (const card of [thalia, electromancer, augustin]) expect(compileCard(card).support).toBe('full');
  });

  it('601.2f: "Noncreature spells cost {1} more to cast" applies to every player\'s noncreature spells', () => {
    const thaliaBob = { id: 't1', card: 'Thalia, Guardian of Thraben', controller: 'bob' };
    const poor = board({ battlefield: [...lands('Mountain', 1), thaliaBob] }, { hand: [{ id: 'h1', card: 'Lightning Bolt' }] });
    const refused = answer({ state: poor, action: bolt });
    expect(refused.violations[0]).toMatchObject({ rule: '601.2h' });
    const rich = board({ battlefield: [...lands('Mountain', 2), thaliaBob] }, { hand: [{ id: 'h1', card: 'Lightning Bolt' }] });
    const a = answer({ state: rich, action: bolt });
    expect(a.legal).toBe(true);
    expect(tapped(a)).toBe(2);
    expect(a.trace).toContainEqual(
      expect.objectContaining({ rule: '601.2f', event: 'costChange', text: expect.stringContaining('Thalia, Guardian of Thraben (t1)') }),
    );
    // A creature spell is not affected.
    const creature = board({ battlefield: [...lands('Forest', 2), thaliaBob] }, { hand: [{ id: 'g1', card: 'Grizzly Bears' }] });
    expect(tapped(answer({ state: creature, action: { type: 'cast', player: 'alice', card: 'g1' } }))).toBe(2);
  });

  it('601.2f, 118.7a: a reduction takes off generic mana: Divination costs {1}{U}; Lightning Bolt still {R}', () => {
    const state = board(
      { battlefield: [...lands('Island', 3), ...lands('Mountain', 1), { id: 'e1', card: 'Goblin Electromancer', controller: 'alice' }] },
      {
        hand: [
          { id: 'd1', card: 'Divination' },
          { id: 'h1', card: 'Lightning Bolt' },
        ],
      },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'd1' } });
    expect(a.legal).toBe(true);
    expect(tapped(a)).toBe(2);
    expect(cited(a)).toContain('601.2f');
    const b = answer({ state, action: bolt });
    expect(tapped(b)).toBe(1);
    expect(b.trace).toContainEqual(expect.objectContaining({ text: expect.stringContaining('118.7a') }));
  });

  it('601.2f: increases come before reductions: with Thalia and the Electromancer, Lightning Bolt costs {R}', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Mountain', 1),
          { id: 'e1', card: 'Goblin Electromancer', controller: 'alice' },
          { id: 't1', card: 'Thalia, Guardian of Thraben', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, action: bolt });
    expect(a.legal).toBe(true);
    expect(tapped(a)).toBe(1);
  });

  it('"you cast" and "your opponents cast" are read from the static ability\'s controller', () => {
    const augustinAlice = { id: 'a1', card: 'Grand Arbiter Augustin IV', controller: 'alice' };
    // Alice's own red spell: no change. Bob's red spell: {1} more.
    const mine = board({ battlefield: [...lands('Mountain', 1), augustinAlice] }, { hand: [{ id: 'h1', card: 'Lightning Bolt' }] });
    expect(tapped(answer({ state: mine, action: bolt }))).toBe(1);
    const theirs = board(
      {
        battlefield: [...lands('Mountain', 1, 'bob'), augustinAlice],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'h2', card: 'Lightning Bolt' }] },
    );
    expect(answer({ state: theirs, action: { type: 'cast', player: 'bob', card: 'h2', targets: ['alice'] } }).violations[0]).toMatchObject({
      rule: '601.2h',
    });
    // Alice's blue spell: {1} less.
    const blue = board({ battlefield: [...lands('Island', 2), augustinAlice] }, { hand: [{ id: 'd1', card: 'Divination' }] });
    expect(answer({ state: blue, action: { type: 'cast', player: 'alice', card: 'd1' } }).legal).toBe(true);
  });
});
