import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, GRIZZLY_BEARS, LIGHTNING_BOLT, PLAINS, SWAMP, ids, lands, passes, perm } from '../testing/spell-cards';

/** Real cards, current Oracle text. */
const RAISE_DEAD = defineCard({
  name: 'Raise Dead',
  manaCost: '{B}',
  types: ['Sorcery'],
  text: 'Return target creature card from your graveyard to your hand.',
});
const COFFIN_PURGE = defineCard({
  name: 'Coffin Purge',
  manaCost: '{B}',
  types: ['Instant'],
  text: 'Exile target card from a graveyard.\nFlashback {B}',
});
const BURST = defineCard({ name: 'Burst of Energy', manaCost: '{W}', types: ['Instant'], text: 'Untap target permanent.' });
const BATTLEGROWTH = defineCard({
  name: 'Battlegrowth',
  manaCost: '{G}',
  types: ['Instant'],
  text: 'Put a +1/+1 counter on target creature.',
});
const STREAM = defineCard({ name: 'Stream of Life', manaCost: '{X}{G}', types: ['Sorcery'], text: 'Target player gains X life.' });
const BREATH_OF_LIFE = defineCard({
  name: 'Breath of Life',
  manaCost: '{3}{W}',
  types: ['Sorcery'],
  text: 'Return target creature card from your graveyard to the battlefield.',
});
const THRAGTUSK = defineCard({
  name: 'Thragtusk',
  manaCost: '{4}{G}',
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '5',
  toughness: '3',
  text: 'When Thragtusk enters, you gain 5 life.\nWhen Thragtusk leaves the battlefield, create a 3/3 green Beast creature token.',
});
const CARDS: CardDefinition[] = [RAISE_DEAD, COFFIN_PURGE, BURST, BATTLEGROWTH, STREAM, BREATH_OF_LIFE];
const catalog = new InMemoryCatalog([...CARDS, THRAGTUSK, PLAINS, SWAMP, FOREST, GRIZZLY_BEARS, LIGHTNING_BOLT]);

const answer = rulingsWith(catalog);
const cast = (card: string, targets?: string[], more: Record<string, unknown> = {}) => ({
  type: 'cast',
  player: 'alice',
  card,
  ...(targets ? { targets } : {}),
  ...more,
});

describe('115.1: targets in a graveyard; more spell templates', () => {
  it('every test card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  const graveyards = board(
    { battlefield: lands('Swamp', 's', 2) },
    {
      hand: [
        { id: 'h', card: 'Raise Dead' },
        { id: 'p', card: 'Coffin Purge' },
      ],
      graveyard: [
        { id: 'mine', card: 'Grizzly Bears' },
        { id: 'bolt', card: 'Lightning Bolt' },
      ],
    },
    { graveyard: [{ id: 'theirs', card: 'Grizzly Bears' }] },
  );

  it("Raise Dead: a creature card in its controller's graveyard returns to their hand", () => {
    const a = answer({ state: graveyards, actions: [cast('h', ['mine']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].hand)).toEqual(['p', 'mine']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['bolt', 'h']);
    expect(a.events).toContainEqual({ type: 'zoneChange', object: 'mine', from: 'graveyard', to: 'hand', player: 'alice' });
  });

  it.each([
    ["a creature card in an opponent's graveyard", 'theirs'],
    ['a noncreature card', 'bolt'],
    ['a player', 'bob'],
  ])('Raise Dead cannot target %s (115.1)', (_, target) => {
    expect(answer({ state: graveyards, action: cast('h', [target]) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });

  it('608.2b: the card left the graveyard before Raise Dead resolves (exiled in response): Raise Dead does not resolve', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 1), ...lands('Swamp', 't', 1, 'bob')] },
      { hand: [{ id: 'h', card: 'Raise Dead' }], graveyard: [{ id: 'mine', card: 'Grizzly Bears' }] },
      { hand: [{ id: 'p', card: 'Coffin Purge' }] },
    );
    const a = answer({
      state,
      actions: [
        cast('h', ['mine']),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'p', targets: ['mine'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(ids(a.state.exile)).toEqual(['mine']);
    expect(ids(a.state.players[0].hand)).toEqual([]);
    expect(cited(a)).toContain('608.2b');
  });

  it('701.13a: Coffin Purge exiles a card from any graveyard; legal actions offer the graveyard cards as targets', () => {
    const a = answer({ state: graveyards, actions: [cast('p', ['theirs']), ...passes(2)] });
    expect(ids(a.state.exile)).toEqual(['theirs']);
    expect(ids(a.state.players[1].graveyard)).toEqual([]);
    expect(cited(a)).toContain('701.13a');
    const offered = legalActionsFor(graveyards, catalog);
    expect(
      offered.ok &&
        offered.value.actions.some((x) => x.action.type === 'cast' && x.action.card === 'p' && JSON.stringify(x).includes('theirs')),
    ).toBe(true);
  });

  it('701.26b: Burst of Energy untaps target permanent', () => {
    const state = board(
      { battlefield: [...lands('Plains', 'w', 1), perm('b', 'Grizzly Bears', 'alice', { tapped: true })] },
      { hand: [{ id: 'h', card: 'Burst of Energy' }] },
    );
    const a = answer({ state, actions: [cast('h', ['b']), ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.id === 'b')?.tapped).toBe(false);
    expect(cited(a)).toContain('701.26b');
  });

  it('122.1: Battlegrowth puts a +1/+1 counter on target creature', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 1), perm('b', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'h', card: 'Battlegrowth' }] },
    );
    const a = answer({ state, actions: [cast('h', ['b']), ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.id === 'b')).toMatchObject({
      counters: { '+1/+1': 1 },
      characteristics: expect.objectContaining({ power: 3, toughness: 3 }),
    });
  });

  it('107.3: Stream of Life with X = 3: target player gains 3 life', () => {
    const state = board({ battlefield: lands('Forest', 'f', 4) }, { hand: [{ id: 'h', card: 'Stream of Life' }] });
    const a = answer({ state, actions: [cast('h', ['bob'], { x: 3 }), ...passes(2)] });
    expect(a.state.players.map((p) => p.life)).toEqual([20, 23]);
  });

  it("110.2, 603.6a: Breath of Life puts a creature card from its caster's graveyard onto the battlefield; it enters (its enters trigger), summoning sick", () => {
    const state = board(
      { battlefield: lands('Plains', 'w', 4) },
      { hand: [{ id: 'h', card: 'Breath of Life' }], graveyard: [{ id: 't', card: 'Thragtusk' }] },
      { graveyard: [{ id: 'x', card: 'Grizzly Bears' }] },
    );
    expect(answer({ state, action: cast('h', ['x']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const a = answer({ state, actions: [cast('h', ['t']), ...passes(2), ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.id === 't')).toMatchObject({ controller: 'alice', summoningSick: true });
    expect(a.state.players[0].life).toBe(25);
    expect(cited(a)).toEqual(expect.arrayContaining(['110.2', '603.2']));
  });
});

/** 110.4a: "permanent card" targets: a card of a permanent type (Nature's Spiral, Obzedat's Aid, bundled catalog). */
describe('110.4a: "target permanent card from your graveyard"', () => {
  const spiral = bundledCard("Nature's Spiral");
  const aid = bundledCard("Obzedat's Aid");
  const cat = new InMemoryCatalog([spiral, aid, PLAINS, SWAMP, FOREST, GRIZZLY_BEARS, LIGHTNING_BOLT]);
  const ask = rulingsWith(cat);
  const yard = [
    { id: 'bears', card: 'Grizzly Bears' },
    { id: 'plains', card: 'Plains' },
    { id: 'bolt', card: 'Lightning Bolt' },
  ];

  it('both cards are understood in full', () => {
    for (const c of [spiral, aid]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it("Nature's Spiral returns a land card to its caster's hand; an instant card is not a permanent card (115.1)", () => {
    const state = board({ battlefield: lands('Forest', 'f', 2) }, { hand: [{ id: 'h', card: "Nature's Spiral" }], graveyard: yard });
    expect(ask({ state, action: cast('h', ['bolt']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const a = ask({ state, actions: [cast('h', ['plains']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].hand)).toEqual(['plains']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['bears', 'bolt', 'h']);
  });

  it("Obzedat's Aid returns a creature card to the battlefield under its caster's control (110.2a)", () => {
    const state = board(
      { battlefield: [...lands('Plains', 'w', 3), ...lands('Swamp', 's', 2)] },
      { hand: [{ id: 'h', card: "Obzedat's Aid" }], graveyard: yard },
    );
    expect(ask({ state, action: cast('h', ['bolt']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const a = ask({ state, actions: [cast('h', ['bears']), ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.id === 'bears')).toMatchObject({ controller: 'alice', owner: 'alice' });
    expect(ids(a.state.players[0].graveyard)).toEqual(['plains', 'bolt', 'h']);
  });
});

/**
 * 115.1, 115.3, 115.6, 601.2c: "Return up to two target creature cards from your graveyard to your
 * hand." (Morbid Plunder, bundled catalog): up to two targets of one word, each a creature card in
 * its caster's graveyard; 608.2b on resolution: a target gone is left alone, the other still returns.
 */
describe('115.6: "up to two target creature cards from your graveyard" (Morbid Plunder)', () => {
  const plunder = bundledCard('Morbid Plunder');
  const plunderCatalog = new InMemoryCatalog([plunder, COFFIN_PURGE, SWAMP, GRIZZLY_BEARS, LIGHTNING_BOLT, THRAGTUSK]);
  const rule = rulingsWith(plunderCatalog);
  const state = () =>
    board(
      { battlefield: [...lands('Swamp', 's', 3), ...lands('Swamp', 't', 1, 'bob')] },
      {
        hand: [{ id: 'h', card: 'Morbid Plunder' }],
        graveyard: [
          { id: 'g1', card: 'Grizzly Bears' },
          { id: 'g2', card: 'Thragtusk' },
          { id: 'g3', card: 'Grizzly Bears' },
          { id: 'bolt', card: 'Lightning Bolt' },
        ],
      },
      { hand: [{ id: 'p', card: 'Coffin Purge' }], graveyard: [{ id: 'theirs', card: 'Grizzly Bears' }] },
    );

  it('compiles as two targets of one word, each returned to the hand', () => {
    const c = compileCard(plunder);
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      kind: 'spell',
      targets: [
        { count: { min: 0, max: 1 }, word: 0, options: [{ kind: 'object', zone: 'graveyard' }] },
        { count: { min: 0, max: 1 }, word: 0, options: [{ kind: 'object', zone: 'graveyard' }] },
      ],
      effects: [
        { kind: 'graveyardToHand', target: 0 },
        { kind: 'graveyardToHand', target: 1 },
      ],
    });
  });

  it('401.4: several cards put on top of a library at once (Reinforcements) stay refused: their owner would order them', () => {
    expect(compileCard(bundledCard('Reinforcements')).support).not.toBe('full');
    expect(compileCard(bundledCard("Death's Duet")).support).toBe('full');
  });

  it('two creature cards return to their owner’s hand; the others stay', () => {
    const a = rule({ state: state(), actions: [cast('h', ['g1', 'g2']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.players[0].hand)).toEqual(['g1', 'g2']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['g3', 'bolt', 'h']);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2c', '608.2']));
  });

  it('115.6: one card, or none, may be chosen', () => {
    const one = rule({ state: state(), actions: [cast('h', ['g3']), ...passes(2)] });
    expect(one.violations).toEqual([]);
    expect(ids(one.state.players[0].hand)).toEqual(['g3']);
    const none = rule({ state: state(), actions: [cast('h', []), ...passes(2)] });
    expect(none.violations).toEqual([]);
    expect(ids(none.state.players[0].hand)).toEqual([]);
    expect(ids(none.state.players[0].graveyard)).toEqual(['g1', 'g2', 'g3', 'bolt', 'h']);
  });

  it('601.2c: a third target is too many; 115.3: the same card twice; 115.1: not a creature card, not in your graveyard', () => {
    const three = rule({ state: state(), action: cast('h', ['g1', 'g2', 'g3']) });
    expect(three.violations[0]).toMatchObject({ code: 'WRONG_TARGET_COUNT', rule: '601.2c' });
    expect(ids(three.state.players[0].hand)).toEqual(['h']);
    const twice = rule({ state: state(), action: cast('h', ['g1', 'g1']) });
    expect(twice.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.3' });
    for (const bad of [
      ['g1', 'theirs'],
      ['bolt', 'g1'],
      ['g1', 's1'],
    ]) {
      expect(rule({ state: state(), action: cast('h', bad) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    }
  });

  it('608.2b: one target exiled in response is left alone; the other still returns', () => {
    const a = rule({
      state: state(),
      actions: [
        cast('h', ['g1', 'g2']),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'p', targets: ['g1'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.exile)).toEqual(['g1']);
    expect(ids(a.state.players[0].hand)).toEqual(['g2']);
    expect(cited(a)).toContain('608.2b');
  });

  it('115.6: Cruel Revival: "up to one target Zombie card from your graveyard", chosen or not, beside its other target', () => {
    const revival = bundledCard('Cruel Revival');
    const zombie = bundledCard('Gravedigger');
    const rule2 = rulingsWith(new InMemoryCatalog([revival, zombie, SWAMP, GRIZZLY_BEARS]));
    const revivalBoard = board(
      { battlefield: [...lands('Swamp', 's', 5), perm('b', 'Grizzly Bears', 'bob')] },
      {
        hand: [{ id: 'h', card: 'Cruel Revival' }],
        graveyard: [
          { id: 'z', card: 'Gravedigger' },
          { id: 'g', card: 'Grizzly Bears' },
        ],
      },
    );
    const both = rule2({ state: revivalBoard, actions: [cast('h', ['b', 'z']), ...passes(2)] });
    expect(both.violations).toEqual([]);
    expect(ids(both.state.players[0].hand)).toEqual(['z']);
    expect(ids(both.state.players[1].graveyard)).toEqual(['b']);
    const none = rule2({ state: revivalBoard, actions: [cast('h', ['b', '']), ...passes(2)] });
    expect(none.violations).toEqual([]);
    expect(ids(none.state.players[0].hand)).toEqual([]);
    expect(ids(none.state.players[1].graveyard)).toEqual(['b']);
    const bears = rule2({ state: revivalBoard, action: cast('h', ['b', 'g']) });
    expect(bears.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
  });
});
