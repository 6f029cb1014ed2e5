import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { Answer } from '../adjudicate';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, passes, perm } from '../testing/spell-cards';

/**
 * 111.1, 603.10a: "Whenever another nontoken creature you control dies": a leaves-the-battlefield
 * trigger looks back at the creature as it last existed on the battlefield, whether it was a token
 * included. Real cards of the bundled catalog, whole requests.
 */
const NAMES = [
  'Grim Haruspex', // Morph {B}. Whenever another nontoken creature you control dies, draw a card.
  'Field of Souls', // Whenever a nontoken creature is put into your graveyard from the battlefield, create a 1/1 white Spirit creature token with flying.
  'Grizzly Bears',
  'Lightning Bolt',
  'Mountain',
];
const answer = rulingsWith(new InMemoryCatalog(NAMES.map(bundledCard)));
const triggerSources = (a: Answer): string[] => a.state.stack.flatMap((s) => (s.ability?.triggered ? [s.ability.source] : []));
const soldier = (id: string, controller: string) => ({
  id,
  token: true,
  controller,
  card: { name: 'Soldier', colors: ['W'], types: ['Creature'], subtypes: ['Soldier'], power: '1', toughness: '1' },
});
const bolt = (target: string) => [{ type: 'cast', player: 'alice', card: 'lb', targets: [target] }, ...passes(2)];
const hand = { hand: [{ id: 'lb', card: 'Lightning Bolt' }] };

describe('603.10a: "nontoken" subjects of triggers', () => {
  it.each(NAMES.slice(0, 2))('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('603.10a: Grim Haruspex sees a nontoken creature of its controller die, and draws', () => {
    const state = board(
      { battlefield: [perm('gh', 'Grim Haruspex', 'alice'), perm('gb', 'Grizzly Bears', 'alice'), ...lands('Mountain', 'm', 1)] },
      hand,
    );
    const died = answer({ state, actions: bolt('gb') });
    expect(triggerSources(died)).toEqual(['gh']);
    expect(cited(died)).toContain('603.6c');
  });

  it('111.1: a token creature of its controller dying does not trigger Grim Haruspex; nor does a nontoken creature of an opponent', () => {
    const token = answer({
      state: board({ battlefield: [perm('gh', 'Grim Haruspex', 'alice'), soldier('t1', 'alice'), ...lands('Mountain', 'm', 1)] }, hand),
      actions: bolt('t1'),
    });
    expect(token.state.battlefield.map((o) => o.id)).not.toContain('t1');
    expect(triggerSources(token)).toEqual([]);
    const theirs = answer({
      state: board(
        { battlefield: [perm('gh', 'Grim Haruspex', 'alice'), perm('gb', 'Grizzly Bears', 'bob'), ...lands('Mountain', 'm', 1)] },
        hand,
      ),
      actions: bolt('gb'),
    });
    expect(triggerSources(theirs)).toEqual([]);
  });

  it('603.10a: Field of Souls: a Bear put into its owner\u2019s graveyard makes a Spirit; a token dying does not', () => {
    const field = [
      perm('fs', 'Field of Souls', 'alice'),
      perm('gb', 'Grizzly Bears', 'alice'),
      soldier('t1', 'alice'),
      ...lands('Mountain', 'm', 1),
    ];
    const bear = answer({ state: board({ battlefield: field }, hand), actions: [...bolt('gb'), ...passes(2)] });
    expect(bear.state.battlefield.filter((o) => o.token && JSON.stringify(o.card).includes('Spirit'))).toHaveLength(1);
    const token = answer({ state: board({ battlefield: field }, hand), actions: bolt('t1') });
    expect(triggerSources(token)).toEqual([]);
  });
});

describe('603.10a, 400.7: "When CARDNAME dies, return it to its owner\'s hand." (Endless Cockroaches)', () => {
  const rule = rulingsWith(bundledCatalog());
  it('is understood in full; "leaves the battlefield, return it" is not read', () => {
    expect(compileCard(bundledCard('Endless Cockroaches')).support).toBe('full');
    const leaves = {
      ...bundledCard('Endless Cockroaches'),
      text: "When Endless Cockroaches leaves the battlefield, return it to its owner's hand.",
    };
    expect(compileCard(leaves).support).toBe('none');
  });
  it("destroyed by Murder: the card goes from the graveyard to its owner's hand", () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 3), perm('c', 'Endless Cockroaches', 'bob')] },
      { hand: [{ id: 'm', card: 'Murder' }] },
    );
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'm', targets: ['c'] }, ...passes(4)] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.some((o) => o.id === 'c')).toBe(false);
    expect(a.state.players[1].graveyard).toEqual([]);
    expect(a.state.players[1].hand).toEqual([expect.objectContaining({ id: 'c' })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.10a', '603.3', '400.7e']));
  });
});
