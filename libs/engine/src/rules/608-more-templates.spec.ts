import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { DIVINATION, FOREST, GRIZZLY_BEARS, ISLAND, PLAINS, SWAMP, UNSUMMON, ids, lands, passes, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/** Real cards, current Oracle text. */
const CLAUSTROPHOBIA = defineCard({ name: 'Claustrophobia', manaCost: '{1}{U}{U}', types: ['Enchantment'], subtypes: ['Aura'], text: "Enchant creature\nWhen Claustrophobia enters, tap enchanted creature.\nEnchanted creature doesn't untap during its controller's untap step." });
const MIDNIGHT_HAUNTING = defineCard({ name: 'Midnight Haunting', manaCost: '{2}{W}', types: ['Instant'], text: 'Create two 1/1 white Spirit creature tokens with flying.' });
const WHIRLERMAKER = defineCard({ name: 'Whirlermaker', manaCost: '{3}', types: ['Artifact'], text: '{4}, {T}: Create a 1/1 colorless Thopter artifact creature token with flying.' });
const HIGHWAY_ROBBER = defineCard({ name: 'Highway Robber', manaCost: '{2}{B}{B}', types: ['Creature'], subtypes: ['Human', 'Mercenary'], power: '2', toughness: '2', text: 'When Highway Robber enters, target opponent loses 2 life and you gain 2 life.' });
const ARENA = defineCard({ name: 'Phyrexian Arena', manaCost: '{1}{B}{B}', types: ['Enchantment'], text: 'At the beginning of your upkeep, you draw a card and you lose 1 life.' });
const CALL_TO_MIND = defineCard({ name: 'Call to Mind', manaCost: '{2}{U}', types: ['Sorcery'], text: 'Return target instant or sorcery card from your graveyard to your hand.' });
const DISPERSE = defineCard({ name: 'Disperse', manaCost: '{1}{U}', types: ['Instant'], text: "Return target nonland permanent to its owner's hand." });
const LEAF_ARROW = defineCard({ name: 'Leaf Arrow', manaCost: '{G}', types: ['Instant'], text: 'Leaf Arrow deals 3 damage to target creature with flying.' });
const BIRD = defineCard({ name: 'Test Bird', manaCost: '{1}{U}', types: ['Creature'], subtypes: ['Bird'], power: '1', toughness: '1', text: 'Flying' });
const PREY_UPON = defineCard({ name: 'Prey Upon', manaCost: '{G}', types: ['Sorcery'], text: "Target creature you control fights target creature you don't control." });
const CARDS: CardDefinition[] = [CLAUSTROPHOBIA, MIDNIGHT_HAUNTING, WHIRLERMAKER, HIGHWAY_ROBBER, ARENA, CALL_TO_MIND, DISPERSE, LEAF_ARROW, PREY_UPON];
const catalog = new InMemoryCatalog([...CARDS, BIRD, PLAINS, ISLAND, SWAMP, FOREST, GRIZZLY_BEARS, DIVINATION, UNSUMMON]);

const answer = rulingsWith(catalog);
const cast = (card: string, targets?: string[]) => ({ type: 'cast', player: 'alice', card, ...(targets ? { targets } : {}) });

describe('more templates: Auras that tap, tokens with flying, drains, graveyard and nonland targets', () => {
  it('every test card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('701.26a: Claustrophobia taps the creature it enchants as its trigger resolves', () => {
    const state = board({ battlefield: [...lands('Island', 'u', 3), perm('x', 'Grizzly Bears', 'bob')] }, { hand: [{ id: 'h', card: 'Claustrophobia' }] });
    const a = answer({ state, actions: [cast('h', ['x']), ...passes(2), ...passes(2)] });
    expect(onField(a, 'h')?.attachedTo).toBe('x');
    expect(onField(a, 'x')?.tapped).toBe(true);
    expect(cited(a)).toContain('701.26a');
  });

  it('111.2: Midnight Haunting creates two 1/1 white Spirit tokens with flying', () => {
    const state = board({ battlefield: lands('Plains', 'w', 3) }, { hand: [{ id: 'h', card: 'Midnight Haunting' }] });
    const a = answer({ state, actions: [cast('h'), ...passes(2)] });
    const tokens = a.state.battlefield.filter((o) => o.token);
    expect(tokens).toHaveLength(2);
    expect(tokens[0].characteristics).toMatchObject({ power: 1, toughness: 1, colors: ['W'], types: ['Creature'], subtypes: ['Spirit'], abilities: ['Flying'] });
  });

  it('111.2: Whirlermaker\'s Thopter is an artifact creature with flying', () => {
    const state = board({ battlefield: [...lands('Plains', 'w', 4), perm('m', 'Whirlermaker', 'alice')] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'm', ability: 0 }, ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.token)?.characteristics).toMatchObject({ types: ['Artifact', 'Creature'], subtypes: ['Thopter'], colors: [], abilities: ['Flying'] });
  });

  it('119.3: Highway Robber: the target opponent loses 2 life, then its controller gains 2 life (608.2c)', () => {
    const state = board({ battlefield: lands('Swamp', 's', 4) }, { hand: [{ id: 'h', card: 'Highway Robber' }] });
    const a = answer({ state, actions: [cast('h'), ...passes(2), ...passes(2)] });
    expect(a.state.players.map((p) => p.life)).toEqual([22, 18]);
  });

  it('Phyrexian Arena: at the beginning of its controller\'s upkeep, they draw a card and lose 1 life', () => {
    const state = board({ battlefield: [perm('a', 'Phyrexian Arena', 'bob')], turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' } }, {}, { library: [{ id: 'l1', card: 'Island' }] });
    const a = answer({ state, actions: [...passes(2), ...passes(2, 'bob', 'alice')] });
    expect(ids(a.state.players[1].hand)).toEqual(['l1']);
    expect(a.state.players[1].life).toBe(19);
  });

  it('115.1: Call to Mind returns an instant or sorcery card, not a creature card', () => {
    const state = board({ battlefield: lands('Island', 'u', 3) }, { hand: [{ id: 'h', card: 'Call to Mind' }], graveyard: [{ id: 'd', card: 'Divination' }, { id: 'b', card: 'Grizzly Bears' }] });
    expect(answer({ state, action: cast('h', ['b']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const a = answer({ state, actions: [cast('h', ['d']), ...passes(2)] });
    expect(ids(a.state.players[0].hand)).toEqual(['d']);
  });

  it('115.1: Disperse cannot target a land', () => {
    const state = board({ battlefield: [...lands('Island', 'u', 2), perm('f', 'Forest', 'bob'), perm('x', 'Grizzly Bears', 'bob')] }, { hand: [{ id: 'h', card: 'Disperse' }] });
    expect(answer({ state, action: cast('h', ['f']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const a = answer({ state, actions: [cast('h', ['x']), ...passes(2)] });
    expect(ids(a.state.players[1].hand)).toEqual(['x']);
  });

  it('115.1: Leaf Arrow targets only a creature with flying (as it is now, 613.1f)', () => {
    const state = board({ battlefield: [...lands('Forest', 'g', 1), perm('x', 'Grizzly Bears', 'bob'), perm('b', 'Test Bird', 'bob')] }, { hand: [{ id: 'h', card: 'Leaf Arrow' }] });
    expect(answer({ state, action: cast('h', ['x']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const a = answer({ state, actions: [cast('h', ['b']), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['b']);
  });

  it('"Artifact creatures you control have haste" is not read as a creature type: not understood (refused, not guessed)', () => {
    const engineer = defineCard({ name: 'Thopter Engineer', manaCost: '{2}{R}', types: ['Creature'], subtypes: ['Human', 'Artificer'], power: '1', toughness: '3', text: 'When Thopter Engineer enters, create a 1/1 colorless Thopter artifact creature token with flying.\nArtifact creatures you control have haste.' });
    expect(compileCard(engineer).unsupported).toEqual(['Artifact creatures you control have haste.']);
  });

  describe('701.14: Prey Upon, "target creature you control fights target creature you don\'t control"', () => {
    const field = [...lands('Forest', 'g', 1), ...lands('Island', 'u', 1, 'bob'), perm('mine', 'Grizzly Bears', 'alice'), perm('bird', 'Test Bird', 'bob')];
    const state = board({ battlefield: field }, { hand: [{ id: 'h', card: 'Prey Upon' }] }, { hand: [{ id: 'u', card: 'Unsummon' }] });

    it('the targets are its caster\'s creature first, then one they do not control (115.1)', () => {
      expect(answer({ state, action: cast('h', ['bird', 'mine']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    });

    it('701.14a: each deals damage equal to its power to the other: the 1/1 dies, the 2/2 has 1 damage', () => {
      const a = answer({ state, actions: [cast('h', ['mine', 'bird']), ...passes(2)] });
      expect(ids(a.state.players[1].graveyard)).toEqual(['bird']);
      expect(onField(a, 'mine')?.damage).toBe(1);
      expect(cited(a)).toEqual(expect.arrayContaining(['701.14a', '704.5g']));
    });

    it('701.14b: one of them left the battlefield (bounced in response): neither deals damage', () => {
      const a = answer({ state, actions: [cast('h', ['mine', 'bird']), { type: 'pass', player: 'alice' }, { type: 'cast', player: 'bob', card: 'u', targets: ['bird'] }, ...passes(2, 'bob', 'alice'), ...passes(2)] });
      expect(ids(a.state.players[1].hand)).toEqual(['bird']);
      expect(onField(a, 'mine')?.damage).toBe(0);
      expect(cited(a)).toContain('701.14b');
    });
  });
});
