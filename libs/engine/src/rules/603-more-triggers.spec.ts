import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, GRIZZLY_BEARS, ISLAND, LIGHTNING_BOLT, MOUNTAIN, MURDER, PLAINS, SWAMP, UNSUMMON, ids, lands, passes, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/** Real cards, current Oracle text. */
const VETERAN = defineCard({ name: 'Benalish Veteran', manaCost: '{2}{W}', types: ['Creature'], subtypes: ['Human', 'Soldier'], power: '2', toughness: '2', text: 'Whenever Benalish Veteran attacks, it gets +1/+1 until end of turn.' });
const HARVESTER = defineCard({ name: 'Dross Harvester', manaCost: '{1}{B}{B}', types: ['Creature'], subtypes: ['Horror'], power: '4', toughness: '4', text: 'Protection from white\nAt the beginning of your end step, you lose 4 life.\nWhenever a creature dies, you gain 2 life.' });
const WELCOME = defineCard({ name: "Ajani's Welcome", manaCost: '{W}', types: ['Enchantment'], text: 'Whenever a creature you control enters, you gain 1 life.' });
const GOLEM = defineCard({ name: 'Howling Golem', manaCost: '{3}', types: ['Artifact', 'Creature'], subtypes: ['Golem'], power: '2', toughness: '3', text: 'Whenever Howling Golem attacks or blocks, each player draws a card.' });
const ARCHER = defineCard({ name: 'Firebrand Archer', manaCost: '{1}{R}', types: ['Creature'], subtypes: ['Human', 'Archer'], power: '2', toughness: '1', text: 'Whenever you cast a noncreature spell, Firebrand Archer deals 1 damage to each opponent.' });
const CUTTHROAT = defineCard({ name: 'Viashino Cutthroat', manaCost: '{2}{R}{R}', types: ['Creature'], subtypes: ['Viashino'], power: '5', toughness: '3', text: "Haste\nAt the beginning of the end step, return Viashino Cutthroat to its owner's hand." });
const THRAGTUSK = defineCard({ name: 'Thragtusk', manaCost: '{4}{G}', types: ['Creature'], subtypes: ['Beast'], power: '5', toughness: '3', text: 'When Thragtusk enters, you gain 5 life.\nWhen Thragtusk leaves the battlefield, create a 3/3 green Beast creature token.' });
const MAGPIE = defineCard({ name: 'Thieving Magpie', manaCost: '{2}{U}{U}', types: ['Creature'], subtypes: ['Bird'], power: '1', toughness: '3', text: 'Flying\nWhenever Thieving Magpie deals damage to an opponent, draw a card.' });
const MIRRI = defineCard({ name: 'Mirri the Cursed', manaCost: '{2}{B}{B}', supertypes: ['Legendary'], types: ['Creature'], subtypes: ['Vampire', 'Cat'], power: '3', toughness: '2', text: 'Flying, first strike, haste\nWhenever Mirri the Cursed deals combat damage to a creature, put a +1/+1 counter on Mirri the Cursed.' });
const CARDS: CardDefinition[] = [VETERAN, HARVESTER, WELCOME, GOLEM, ARCHER, CUTTHROAT, THRAGTUSK, MAGPIE, MIRRI];
const catalog = new InMemoryCatalog([...CARDS, PLAINS, SWAMP, MOUNTAIN, FOREST, ISLAND, GRIZZLY_BEARS, LIGHTNING_BOLT, MURDER, UNSUMMON]);

const answer = rulingsWith(catalog);
const cast = (card: string, targets?: string[], player = 'alice') => ({ type: 'cast', player, card, ...(targets ? { targets } : {}) });
const attack = (...ids: string[]) => ({ type: 'declareAttackers', player: 'alice', attackers: ids.map((id) => ({ id, attacking: 'bob' })) });
const library = (p: string) => [1, 2, 3].map((i) => ({ id: `${p}${i}`, card: 'Forest' }));

describe('603.2: more trigger events and the source\'s own "it"', () => {
  it('every test card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('Benalish Veteran: "it" is the attacking creature itself (613.4c)', () => {
    const state = board({ battlefield: [perm('v', 'Benalish Veteran', 'alice')], turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' } });
    const a = answer({ state, actions: [...passes(2), attack('v'), ...passes(2)] });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '613.4c']));
    expect(onField(a, 'v')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
  });

  it('603.10a: "Whenever a creature dies" sees its own source die (Dross Harvester), and another creature', () => {
    const state = board({ battlefield: [...lands('Swamp', 'b', 3), perm('d', 'Dross Harvester', 'bob')] }, { hand: [{ id: 'm', card: 'Murder' }] });
    const a = answer({ state, actions: [cast('m', ['d']), ...passes(2), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['d']);
    expect(a.state.players[1].life).toBe(22);
    const other = board({ battlefield: [...lands('Swamp', 'b', 3), perm('d', 'Dross Harvester', 'bob'), perm('x', 'Grizzly Bears', 'alice')] }, { hand: [{ id: 'm', card: 'Murder' }] });
    const b = answer({ state: other, actions: [cast('m', ['x']), ...passes(2), ...passes(2)] });
    expect(b.state.players[1].life).toBe(22);
  });

  it("Ajani's Welcome: a creature entering under its controller's control triggers it; an opponent's does not", () => {
    const mine = board({ battlefield: [...lands('Forest', 'g', 2), perm('w', "Ajani's Welcome", 'alice')] }, { hand: [{ id: 'h', card: 'Grizzly Bears' }] });
    const a = answer({ state: mine, actions: [cast('h'), ...passes(2), ...passes(2)] });
    expect(a.state.players[0].life).toBe(21);
    const theirs = board({ battlefield: [...lands('Forest', 'g', 2, 'bob'), perm('w', "Ajani's Welcome", 'alice')], turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' } }, {}, { hand: [{ id: 'h', card: 'Grizzly Bears' }] });
    const b = answer({ state: theirs, actions: [cast('h', undefined, 'bob'), ...passes(2, 'bob', 'alice')] });
    expect(cited(b)).not.toContain('603.2');
  });

  it('Howling Golem: attacking triggers it; each player draws a card (121.1)', () => {
    const state = board({ battlefield: [perm('g', 'Howling Golem', 'alice')], turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' } }, { library: library('a') }, { library: library('b') });
    const a = answer({ state, actions: [...passes(2), attack('g'), ...passes(2)] });
    expect(a.state.players.map((p) => ids(p.hand))).toEqual([['a1'], ['b1']]);
  });

  it('Firebrand Archer: a noncreature spell triggers it (1 damage to each opponent); a creature spell does not', () => {
    const state = board({ battlefield: [...lands('Mountain', 'r', 1), ...lands('Forest', 'g', 2), perm('f', 'Firebrand Archer', 'alice')] }, { hand: [{ id: 'b', card: 'Lightning Bolt' }, { id: 'c', card: 'Grizzly Bears' }] });
    const a = answer({ state, actions: [cast('b', ['bob']), ...passes(2), ...passes(2)] });
    expect(a.state.players[1].life).toBe(16);
    const creature = answer({ state, actions: [cast('c'), ...passes(2)] });
    expect(cited(creature)).not.toContain('603.2');
  });

  it("Viashino Cutthroat returns to its owner's hand at the beginning of the end step, on any player's turn", () => {
    const state = board({ battlefield: [perm('v', 'Viashino Cutthroat', 'bob')], turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' } });
    const a = answer({ state, actions: [...passes(2), ...passes(2)] });
    expect(onField(a, 'v')).toBeUndefined();
    expect(ids(a.state.players[1].hand)).toEqual(['v']);
  });

  it.each([
    ['returned to its owner\'s hand (Unsummon)', 'Unsummon', 'Island', 1, 'hand'],
    ['destroyed (Murder)', 'Murder', 'Swamp', 3, 'graveyard'],
  ])('603.6c, 603.10a: Thragtusk leaves the battlefield, %s: its trigger creates a 3/3 Beast', (_, spell, land, n, zone) => {
    const state = board({ battlefield: [...lands(land as string, 'l', n as number), perm('t', 'Thragtusk', 'bob')] }, { hand: [{ id: 'h', card: spell }] });
    const a = answer({ state, actions: [cast('h', ['t']), ...passes(2), ...passes(2)] });
    expect(ids(a.state.players[1][zone as 'hand' | 'graveyard'])).toEqual(['t']);
    const beast = a.state.battlefield.find((o) => o.token);
    expect(beast).toMatchObject({ controller: 'bob', characteristics: expect.objectContaining({ power: 3, toughness: 3, subtypes: ['Beast'] }) });
    expect(cited(a)).toContain('603.2');
  });

  it('Thieving Magpie: its combat damage to an opponent triggers it (a draw)', () => {
    const state = board({ battlefield: [perm('m', 'Thieving Magpie', 'alice')], turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' } }, { library: library('a') });
    // bob has no creature: no declaration of blockers is asked (509.1).
    const a = answer({ state, actions: [...passes(2), attack('m'), ...passes(2), ...passes(2), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].life).toBe(19);
    expect(ids(a.state.players[0].hand)).toEqual(['a1']);
  });

  it('Mirri the Cursed: combat damage to the creature blocking it triggers it; to a player, not', () => {
    const field = [perm('m', 'Mirri the Cursed', 'alice'), perm('x', 'Thieving Magpie', 'bob')];
    const turn = { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' };
    const a = answer({ state: board({ battlefield: field, turn }), actions: [...passes(2), attack('m'), ...passes(2), { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'x', blocking: ['m'] }] }, ...passes(2), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[1].graveyard)).toEqual(['x']);
    expect(onField(a, 'm')?.counters).toEqual({ '+1/+1': 1 });
    const b = answer({ state: board({ battlefield: field, turn }), actions: [...passes(2), attack('m'), ...passes(2), { type: 'declareBlockers', player: 'bob', blockers: [] }, ...passes(2), ...passes(2)] });
    expect(b.legal).toBe(true);
    expect(b.state.players[1].life).toBe(17);
    expect(onField(b, 'm')?.counters ?? {}).toEqual({});
  });
});
