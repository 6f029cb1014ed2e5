import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, GIANT_GROWTH, GRIZZLY_BEARS, ISLAND, MURDER, PLAINS, SWAMP, ids, lands, passes, perm } from '../testing/spell-cards';
import { choose, onField } from '../testing/actions';

/** Real cards, current Oracle text. */
const CRAB = defineCard({
  name: 'Horseshoe Crab',
  manaCost: '{2}{U}',
  types: ['Creature'],
  subtypes: ['Crab'],
  power: '1',
  toughness: '3',
  text: '{U}: Untap Horseshoe Crab.',
});
const PHANTASMAL_BEAR = defineCard({
  name: 'Phantasmal Bear',
  manaCost: '{U}',
  types: ['Creature'],
  subtypes: ['Bear', 'Illusion'],
  power: '2',
  toughness: '2',
  text: 'When Phantasmal Bear becomes the target of a spell or ability, sacrifice it.',
});
const GROUNDBREAKER = defineCard({
  name: 'Groundbreaker',
  manaCost: '{G}{G}{G}',
  types: ['Creature'],
  subtypes: ['Elemental'],
  power: '6',
  toughness: '1',
  text: 'Trample, haste\nAt the beginning of the end step, sacrifice Groundbreaker.',
});
const BALOTH = defineCard({
  name: 'Canopy Baloth',
  manaCost: '{3}{G}',
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '4',
  toughness: '3',
  text: 'Landfall — Whenever a land you control enters, Canopy Baloth gets +2/+2 until end of turn.',
});
const GRAVE_TITAN = defineCard({
  name: 'Grave Titan',
  manaCost: '{4}{B}{B}',
  types: ['Creature'],
  subtypes: ['Giant'],
  power: '6',
  toughness: '6',
  text: 'Deathtouch\nWhenever Grave Titan enters or attacks, create two 2/2 black Zombie creature tokens.',
});
const SUN_TITAN = defineCard({
  name: 'Sun Titan',
  manaCost: '{4}{W}{W}',
  types: ['Creature'],
  subtypes: ['Giant'],
  power: '6',
  toughness: '6',
  text: 'Vigilance\nWhenever Sun Titan enters or attacks, you may return target permanent card with mana value 3 or less from your graveyard to the battlefield.',
});
const ARGENTUM_ARMOR = defineCard({
  name: 'Argentum Armor',
  manaCost: '{6}',
  types: ['Artifact'],
  subtypes: ['Equipment'],
  text: 'Equipped creature gets +6/+6.\nWhenever equipped creature attacks, destroy target permanent.\nEquip {6}',
});
const OCULUS = defineCard({
  name: 'Oculus',
  manaCost: '{1}{U}',
  types: ['Creature'],
  subtypes: ['Phyrexian', 'Homunculus'],
  power: '1',
  toughness: '1',
  text: 'When Oculus dies, you may draw a card.',
});
const AUTOMATON = defineCard({
  name: 'Verdant Automaton',
  manaCost: '{2}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Construct'],
  power: '1',
  toughness: '2',
  text: '{3}{G}: Put a +1/+1 counter on Verdant Automaton.',
});
const CLOUD_PIRATES = defineCard({
  name: 'Cloud Pirates',
  manaCost: '{U}',
  types: ['Creature'],
  subtypes: ['Human', 'Pirate'],
  power: '1',
  toughness: '1',
  text: 'Flying\nCloud Pirates can block only creatures with flying.',
});
const CLOUD_SPRITE = defineCard({
  name: 'Cloud Sprite',
  manaCost: '{U}',
  types: ['Creature'],
  subtypes: ['Faerie'],
  power: '1',
  toughness: '1',
  text: 'Flying\nCloud Sprite can block only creatures with flying.',
});
const CARDS: CardDefinition[] = [
  CRAB,
  PHANTASMAL_BEAR,
  GROUNDBREAKER,
  BALOTH,
  GRAVE_TITAN,
  SUN_TITAN,
  ARGENTUM_ARMOR,
  OCULUS,
  AUTOMATON,
  CLOUD_PIRATES,
  CLOUD_SPRITE,
];
const catalog = new InMemoryCatalog([...CARDS, PLAINS, ISLAND, SWAMP, FOREST, GRIZZLY_BEARS, GIANT_GROWTH, MURDER]);

const answer = rulingsWith(catalog);
const cast = (card: string, targets?: string[], player = 'alice') => ({ type: 'cast', player, card, ...(targets ? { targets } : {}) });
const attack = (...ids: string[]) => ({
  type: 'declareAttackers',
  player: 'alice',
  attackers: ids.map((id) => ({ id, attacking: 'bob' })),
});
const combat = { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' };

describe('a permanent\'s abilities about itself, more trigger events, and "you may" (608.2d)', () => {
  it('every test card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('701.26b: Horseshoe Crab untaps itself', () => {
    const state = board({ battlefield: [...lands('Island', 'u', 1), perm('c', 'Horseshoe Crab', 'alice', { tapped: true })] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'c', ability: 0 }, ...passes(2)] });
    expect(onField(a, 'c')?.tapped).toBe(false);
    expect(cited(a)).toContain('701.26b');
  });

  it("701.21a: Phantasmal Bear is sacrificed when it becomes the target of a spell, even its controller's; the spell then has no legal target (608.2b)", () => {
    const state = board(
      { battlefield: [...lands('Forest', 'g', 1), perm('p', 'Phantasmal Bear', 'alice')] },
      { hand: [{ id: 'h', card: 'Giant Growth' }] },
    );
    const a = answer({ state, actions: [cast('h', ['p']), ...passes(2), ...passes(2)] });
    expect(ids(a.state.players[0].graveyard)).toEqual(expect.arrayContaining(['p', 'h']));
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '701.21a', '608.2b']));
  });

  it('Groundbreaker is sacrificed at the beginning of the end step (701.21a: sacrificed, not destroyed)', () => {
    const state = board({
      battlefield: [perm('g', 'Groundbreaker', 'bob')],
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
    });
    const a = answer({ state, actions: [...passes(2), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['g']);
    expect(cited(a)).toContain('701.21a');
  });

  it("207.2c: Landfall is an ability word: a land its controller plays triggers Canopy Baloth; an opponent's land does not", () => {
    const state = board({ battlefield: [perm('b', 'Canopy Baloth', 'alice')] }, { hand: [{ id: 'f', card: 'Forest' }] });
    const a = answer({ state, actions: [{ type: 'playLand', player: 'alice', card: 'f' }, ...passes(2)] });
    expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 6, toughness: 5 });
    const theirs = board(
      { battlefield: [perm('b', 'Canopy Baloth', 'alice')], turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' } },
      {},
      { hand: [{ id: 'f', card: 'Forest' }] },
    );
    expect(cited(answer({ state: theirs, action: { type: 'playLand', player: 'bob', card: 'f' } }))).not.toContain('603.2');
  });

  it('Grave Titan: entering and attacking each trigger it (two Zombies each time)', () => {
    const state = board({ battlefield: [...lands('Swamp', 's', 6)] }, { hand: [{ id: 't', card: 'Grave Titan' }] });
    const a = answer({ state, actions: [cast('t'), ...passes(2), ...passes(2)] });
    expect(a.state.battlefield.filter((o) => o.token)).toHaveLength(2);
    const attacking = board({ battlefield: [perm('t', 'Grave Titan', 'alice')], turn: combat });
    const b = answer({ state: attacking, actions: [...passes(2), attack('t'), ...passes(2)] });
    expect(b.state.battlefield.filter((o) => o.token)).toHaveLength(2);
  });

  it('110.4a, 608.2d: Sun Titan attacks; its controller may return a permanent card of mana value 3 or less from their graveyard', () => {
    const graveyard = [
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'plains', card: 'Plains' },
      { id: 'grave', card: 'Grave Titan' },
      { id: 'murder', card: 'Murder' },
    ];
    const attacking = board({ battlefield: [perm('t', 'Sun Titan', 'alice')], turn: combat }, { graveyard });
    const a = answer({ state: attacking, actions: [...passes(2), attack('t')] });
    expect(a.decision).toMatchObject({ player: 'alice' });
    // 115.1, 601.2c: a mana value above 3 (Grave Titan) or a card of no permanent type (Murder, 110.4a) cannot be chosen.
    for (const card of ['grave', 'murder']) {
      const refused = answer({ state: a.state, action: choose(a, [card]) });
      expect(refused.legal).toBe(false);
      expect(refused.violations?.[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    }
    const targeted = answer({ state: a.state, actions: [choose(a, ['bears']), ...passes(2)] });
    expect(targeted.decision).toMatchObject({ player: 'alice', kind: 'chooseOptional', rule: '608.2d' });
    // 110.2a: the card enters under the control of the player who puts it there, here also its owner.
    const yes = answer({ state: targeted.state, action: choose(targeted, ['yes']) });
    expect(onField(yes, 'bears')).toMatchObject({ controller: 'alice', owner: 'alice' });
    expect(ids(yes.state.players[0].graveyard)).toEqual(['plains', 'grave', 'murder']);
    expect(cited(yes)).toContain('608.2d');
    const no = answer({ state: targeted.state, action: choose(targeted, ['no']) });
    expect(onField(no, 'bears')).toBeUndefined();
    expect(ids(no.state.players[0].graveyard)).toEqual(['bears', 'plains', 'grave', 'murder']);
  });

  it('603.3d: Sun Titan enters with no permanent card of mana value 3 or less in the graveyard: its trigger is removed', () => {
    const state = board(
      { battlefield: [...lands('Plains', 'w', 6)] },
      {
        hand: [{ id: 't', card: 'Sun Titan' }],
        graveyard: [
          { id: 'grave', card: 'Grave Titan' },
          { id: 'murder', card: 'Murder' },
        ],
      },
    );
    const a = answer({ state, actions: [cast('t'), ...passes(2)] });
    expect(onField(a, 't')).toBeDefined();
    expect(a.state.stack).toEqual([]);
    expect(ids(a.state.players[0].graveyard)).toEqual(['grave', 'murder']);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '603.3d']));
  });

  it('Argentum Armor: "whenever equipped creature attacks" sees the creature it is attached to, not another', () => {
    const field = [
      perm('bears', 'Grizzly Bears', 'alice'),
      perm('other', 'Grizzly Bears', 'alice'),
      perm('armor', 'Argentum Armor', 'alice', { attachedTo: 'bears' }),
      perm('x', 'Phantasmal Bear', 'bob'),
    ];
    const other = answer({ state: board({ battlefield: field, turn: combat }), actions: [...passes(2), attack('other')] });
    expect(cited(other)).not.toContain('603.2');
    const a = answer({ state: board({ battlefield: field, turn: combat }), actions: [...passes(2), attack('bears')] });
    expect(a.decision).toMatchObject({ player: 'alice' });
    const targeted = answer({ state: a.state, actions: [choose(a, ['x']), ...passes(2)] });
    expect(ids(targeted.state.players[1].graveyard)).toEqual(['x']);
  });

  it('608.2d: Oculus dies; its controller chooses, as the ability resolves, whether to draw', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 3), perm('o', 'Oculus', 'bob')] },
      { hand: [{ id: 'm', card: 'Murder' }] },
      { library: [{ id: 'l1', card: 'Island' }] },
    );
    const a = answer({ state, actions: [cast('m', ['o']), ...passes(2), ...passes(2)] });
    expect(a.decision).toMatchObject({ player: 'bob', kind: 'chooseOptional', rule: '608.2d' });
    const yes = answer({ state: a.state, action: choose(a, ['yes']) });
    expect(ids(yes.state.players[1].hand)).toEqual(['l1']);
    const no = answer({ state: a.state, action: choose(a, ['no']) });
    expect(ids(no.state.players[1].hand)).toEqual([]);
    expect(no.state.stack).toEqual([]);
  });

  it('122.1: Verdant Automaton puts a +1/+1 counter on itself', () => {
    const state = board({ battlefield: [...lands('Forest', 'g', 4), perm('v', 'Verdant Automaton', 'alice')] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'v', ability: 0 }, ...passes(2)] });
    expect(onField(a, 'v')?.counters).toEqual({ '+1/+1': 1 });
  });

  it('509.1b: Cloud Pirates can block a creature with flying, not one without', () => {
    const field = [
      perm('sprite', 'Cloud Sprite', 'alice'),
      perm('bears', 'Grizzly Bears', 'alice'),
      perm('p', 'Cloud Pirates', 'bob'),
      perm('q', 'Grizzly Bears', 'bob'),
    ];
    const asked = answer({
      state: board({ battlefield: field, turn: combat }),
      actions: [...passes(2), attack('sprite', 'bears'), ...passes(2)],
    });
    const bad = answer({
      state: asked.state,
      action: { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'p', blocking: ['bears'] }] },
    });
    expect(bad.violations[0]).toMatchObject({ code: 'CANT_BLOCK', rule: '509.1b' });
    const good = answer({
      state: asked.state,
      action: { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'p', blocking: ['sprite'] }] },
    });
    expect(good.legal).toBe(true);
  });
});
