import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { defineCard } from '../cards/card';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 114.4, 602.2: an emblem's activated ability works from the command zone. Ob Nixilis of the Black Oath's "−8: You get
 * an emblem with "{1}{B}, Sacrifice a creature: You gain X life and draw X cards, where X is the sacrificed creature's
 * power."": its owner (its controller, 114.2) activates it while they have priority, pays {1}{B} and sacrifices a
 * creature (601.2h); X is that creature's power as it last existed (608.2h).
 */
const TEXT = "{1}{B}, Sacrifice a creature: You gain X life and draw X cards, where X is the sacrificed creature's power.";
const catalog = new InMemoryCatalog(['Ob Nixilis of the Black Oath', 'Hill Giant', 'Swamp', 'Island'].map(bundledCard));
const answer = rulingsWith(catalog);
const line = (name: string, cost: string) =>
  bundledCard(name)
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));
const emblem = { id: 'em', owner: 'alice', emblem: TEXT };
const field = [
  { id: 'g1', card: 'Hill Giant', controller: 'alice' },
  { id: 's1', card: 'Swamp', controller: 'alice' },
  { id: 's2', card: 'Swamp', controller: 'alice' },
];
const activate = (player = 'alice') => ({
  type: 'activate',
  player,
  source: 'em',
  ability: 0,
  sacrifice: ['g1'],
  payment: { tap: ['s1', 's2'] },
});
const library = Array.from({ length: 5 }, () => 'Island');

describe('compiled', () => {
  it('Ob Nixilis of the Black Oath is understood in full', () => {
    expect(compileCard(bundledCard('Ob Nixilis of the Black Oath')).support).toBe('full');
  });

  it('an emblem with a {T} ability stays refused (an emblem is no permanent, 114.5)', () => {
    const card = defineCard({
      name: 'Odd Walker',
      types: ['Planeswalker'],
      manaCost: '{3}',
      loyalty: '3',
      text: '\u22121: You get an emblem with "{T}: You gain 1 life."',
    });
    expect(compileCard(card).support).not.toBe('full');
  });
});

describe('Ob Nixilis of the Black Oath \u22128', () => {
  it('114.2: its controller gets the emblem, in the command zone', () => {
    const a = answer({
      state: board({ battlefield: [{ id: 'o1', card: 'Ob Nixilis of the Black Oath', controller: 'alice', counters: { loyalty: 9 } }] }),
      actions: [
        { type: 'activate', player: 'alice', source: 'o1', ability: line('Ob Nixilis of the Black Oath', '\u22128') },
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.command).toEqual([expect.objectContaining({ owner: 'alice', emblem: TEXT })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '114.2']));
  });
});

describe("the emblem's ability, from the command zone", () => {
  it('602.2a, 601.2h, 608.2h: {1}{B} paid, the 3/3 sacrificed; its controller gains 3 life and draws 3 cards', () => {
    const a = answer({
      state: board({ battlefield: field, command: [emblem] }, { library }),
      actions: [activate(), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'g1')).toBeUndefined();
    expect(JSON.stringify(a.state.players[0].graveyard)).toContain('"g1"');
    expect(a.state.players[0].life).toBe(23);
    expect(a.state.players[0].hand).toHaveLength(3);
    expect(a.state.command).toEqual([emblem]);
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a', '601.2h', '701.21a', '119.3', '121.1']));
  });

  it('it may be activated at instant speed: on the opponent\u2019s turn, with priority', () => {
    const a = answer({
      state: board(
        { battlefield: field, command: [emblem], turn: { number: 4, active: 'bob', step: 'upkeep', priority: 'alice' } },
        { library },
      ),
      actions: [activate(), ...passes(2, 'alice', 'bob')],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].life).toBe(23);
  });

  it('602.2: only its controller activates it', () => {
    const a = answer({
      state: board({ battlefield: field, command: [emblem], turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' } }),
      action: activate('bob'),
    });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_CONTROLLER', rule: '602.2' });
  });

  it('601.2h: the sacrifice is part of the cost: without a creature named, nothing happens', () => {
    const a = answer({
      state: board({ battlefield: field, command: [emblem] }),
      action: { ...activate(), sacrifice: [] },
    });
    expect(a.violations[0]).toMatchObject({ code: 'SACRIFICE_REQUIRED' });
    expect(a.state.battlefield).toHaveLength(3);
    expect(a.state.players[0].life).toBe(20);
  });
});
