import { CardDefinition } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';

/** A planeswalker with Oracle-style loyalty abilities (U+2212 minus signs). */
const walker: CardDefinition = {
  name: 'Test Pyromancer',
  manaCost: '{2}{R}{R}',
  colors: ['R'],
  supertypes: ['Legendary'],
  types: ['Planeswalker'],
  subtypes: ['Chandra'],
  power: null,
  toughness: null,
  loyalty: '3',
  text: '+1: Test Pyromancer deals 1 damage to target player or planeswalker.\n\u22122: Test Pyromancer deals 2 damage to target creature.\n\u22127: Draw two cards.',
};
const catalog = new InMemoryCatalog([walker, ...['Mountain', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const field = (more: Record<string, unknown> = {}) => [
  { id: 'w1', card: 'Test Pyromancer', controller: 'alice', counters: { loyalty: 3 }, ...more },
  { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
];

describe('606 loyalty abilities', () => {
  it('compiles the three abilities with their loyalty costs', () => {
    const c = compileCard(walker);
    expect(c.support).toBe('full');
    expect(c.abilities.map((a) => (a.kind === 'loyalty' ? a.cost : null))).toEqual([1, -2, -7]);
  });

  it('606.4: +1 puts a loyalty counter on it as a cost; the ability resolves from the stack', () => {
    const a = answer({
      state: board({ battlefield: field() }),
      actions: [{ type: 'activate', player: 'alice', source: 'w1', ability: 0, targets: ['bob'] }, ...passes(2)],
    });
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 4 }, loyaltyActivated: true });
    expect(a.state.players[1].life).toBe(19);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '602.2a', '608.2']));
  });

  it('606.3: only one loyalty ability of a permanent per turn, and only as a sorcery', () => {
    const once = answer({
      state: board({ battlefield: field({ loyaltyActivated: true }) }),
      action: { type: 'activate', player: 'alice', source: 'w1', ability: 0, targets: ['bob'] },
    });
    expect(once.violations[0]).toMatchObject({ code: 'LOYALTY_ALREADY_USED', rule: '606.3' });
    const opponentsTurn = answer({
      state: board({ battlefield: field(), turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice' } }),
      action: { type: 'activate', player: 'alice', source: 'w1', ability: 0, targets: ['bob'] },
    });
    expect(opponentsTurn.violations[0]).toMatchObject({ rule: '606.3' });
  });

  it('606.6: a negative cost needs that many loyalty counters; removing the last ones puts it into the graveyard (704.5i)', () => {
    const tooMuch = answer({
      state: board({ battlefield: field() }),
      action: { type: 'activate', player: 'alice', source: 'w1', ability: 2 },
    });
    expect(tooMuch.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    const twoLeft = answer({
      state: board({ battlefield: field({ counters: { loyalty: 2 } }) }),
      actions: [{ type: 'activate', player: 'alice', source: 'w1', ability: 1, targets: ['b1'] }, ...passes(2)],
    });
    expect(twoLeft.state.battlefield.map((o) => o.id)).toEqual([]);
    expect(cited(twoLeft)).toEqual(expect.arrayContaining(['704.5i', '704.5g']));
  });

  it('a new turn allows a loyalty ability again', () => {
    const state = board({
      battlefield: field({ loyaltyActivated: true }),
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.state.turn.number).toBe(4);
    expect(a.state.battlefield[0].loyaltyActivated).toBeUndefined();
  });
});

describe("306.5b: a planeswalker's printed loyalty", () => {
  const { answer, board } = damageAndTriggerBoards;

  it('306.5b: a planeswalker on a board without counters has its printed loyalty', () => {
    const a = answer({ state: board({ battlefield: [{ id: 'w1', card: 'Test Walker', controller: 'alice' }] }), actions: [] });
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 3 } });
  });
});

describe('606 loyalty abilities of real planeswalkers', () => {
  const chandra = bundledCard('Chandra Nalaar');
  const ob = bundledCard('Ob Nixilis Reignited');
  const real = rulingsWith(new InMemoryCatalog([chandra, ob, bundledCard('Grizzly Bears')]));
  const minusX = chandra.text.split('\n').findIndex((l) => l.startsWith('−X:'));
  const plusOne = ob.text.split('\n').findIndex((l) => l.startsWith('+1:'));
  const chandraBoard = (more: Record<string, unknown> = {}) =>
    board({
      battlefield: [
        { id: 'c1', card: chandra.name, controller: 'alice', counters: { loyalty: 6 } },
        { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
      ],
      ...more,
    });

  it('107.3a, 606.4: Chandra Nalaar −X with X = 2 removes two loyalty counters and deals 2 damage to the creature', () => {
    const a = real({
      allowUnsupported: true,
      state: chandraBoard(),
      actions: [{ type: 'activate', player: 'alice', source: 'c1', ability: minusX, targets: ['b1'], x: 2 }, ...passes(2)],
    });
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['c1']);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 4 }, loyaltyActivated: true });
    expect(a.state.players[1].graveyard).toEqual([expect.objectContaining({ card: 'Grizzly Bears' })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '120.3e', '704.5g']));
  });

  it('606.6, 107.3a: −X with X above its loyalty, or with no X, is illegal; nothing is paid', () => {
    const tooMuch = real({
      allowUnsupported: true,
      state: chandraBoard(),
      action: { type: 'activate', player: 'alice', source: 'c1', ability: minusX, targets: ['b1'], x: 7 },
    });
    expect(tooMuch.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(tooMuch.state.battlefield[0]).toMatchObject({ counters: { loyalty: 6 } });
    const noX = real({
      allowUnsupported: true,
      state: chandraBoard(),
      action: { type: 'activate', player: 'alice', source: 'c1', ability: minusX, targets: ['b1'] },
    });
    expect(noX.violations[0]).toMatchObject({ code: 'X_NOT_CHOSEN', rule: '107.3a' });
  });

  it('606.3: a second loyalty ability of Chandra Nalaar in one turn, or one while a spell or ability is on the stack, is illegal', () => {
    const twice = real({
      allowUnsupported: true,
      state: chandraBoard(),
      actions: [
        { type: 'activate', player: 'alice', source: 'c1', ability: minusX, targets: ['b1'], x: 1 },
        ...passes(2),
        { type: 'activate', player: 'alice', source: 'c1', ability: minusX, targets: ['b1'], x: 1 },
      ],
    });
    expect(twice.violations[0]).toMatchObject({ code: 'LOYALTY_ALREADY_USED', rule: '606.3' });
    const onStack = real({
      allowUnsupported: true,
      state: chandraBoard({
        stack: [{ id: 's1', ability: { source: 'c1', index: minusX }, controller: 'alice', targets: ['b1'], x: 1 }],
      }),
      action: { type: 'activate', player: 'alice', source: 'c1', ability: 0, targets: ['bob'] },
    });
    expect(onStack.violations[0]).toMatchObject({ code: 'SORCERY_SPEED', rule: '606.3' });
  });

  it('Ob Nixilis Reignited +1: "You draw a card and you lose 1 life"', () => {
    const a = real({
      allowUnsupported: true,
      state: board({ battlefield: [{ id: 'o1', card: ob.name, controller: 'alice', counters: { loyalty: 5 } }] }),
      actions: [{ type: 'activate', player: 'alice', source: 'o1', ability: plusOne }, ...passes(2)],
    });
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 6 } });
    expect(a.state.players[0]).toMatchObject({ life: 19, hand: { count: 1 }, library: { count: 29 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '121.1', '119.3']));
  });
});

describe('606 loyalty abilities of real planeswalkers: the phrases of cards/grammar/loyalty-sentences.ts', () => {
  const chandra = bundledCard('Chandra Nalaar');
  const elspeth = bundledCard("Elspeth, Sun's Champion");
  const real = rulingsWith(new InMemoryCatalog([chandra, elspeth, bundledCard('Grizzly Bears'), bundledCard('Serra Angel')]));
  const index = (card: CardDefinition, cost: string) => card.text.split('\n').findIndex((l) => l.startsWith(`${cost}:`));

  it('120.3, 704.5g: Chandra Nalaar −8 deals 10 damage to target player and each creature that player controls, none to the others', () => {
    const a = real({
      state: board({
        battlefield: [
          { id: 'c1', card: chandra.name, controller: 'alice', counters: { loyalty: 9 } },
          { id: 'a1', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'b2', card: 'Serra Angel', controller: 'bob' },
        ],
      }),
      actions: [{ type: 'activate', player: 'alice', source: 'c1', ability: index(chandra, '−8'), targets: ['bob'] }, ...passes(2)],
    });
    expect(a.state.players[1].life).toBe(10);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['c1', 'a1']);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 1 }, loyaltyActivated: true });
    expect(a.state.players[1].graveyard.map((o) => o.card)).toEqual(expect.arrayContaining(['Grizzly Bears', 'Serra Angel']));
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '120.3a', '120.3e', '704.5g']));
  });

  it('606.6, 115.1: the −8 with seven loyalty counters, or aimed at a creature (115.1: a player is asked for), is illegal; nothing is paid', () => {
    const state = (loyalty: number) =>
      board({
        battlefield: [
          { id: 'c1', card: chandra.name, controller: 'alice', counters: { loyalty } },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      });
    const short = real({
      state: state(7),
      action: { type: 'activate', player: 'alice', source: 'c1', ability: index(chandra, '−8'), targets: ['bob'] },
    });
    expect(short.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(short.state.battlefield[0]).toMatchObject({ counters: { loyalty: 7 } });
    const creature = real({
      state: state(8),
      action: { type: 'activate', player: 'alice', source: 'c1', ability: index(chandra, '−8'), targets: ['b1'] },
    });
    expect(creature.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });

  it("701.8a: Elspeth, Sun's Champion −3 destroys each creature with power 4 or greater, whoever controls it", () => {
    const a = real({
      state: board({
        battlefield: [
          { id: 'e1', card: elspeth.name, controller: 'alice', counters: { loyalty: 4 } },
          { id: 'a1', card: 'Serra Angel', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'b2', card: 'Serra Angel', controller: 'bob' },
        ],
      }),
      actions: [{ type: 'activate', player: 'alice', source: 'e1', ability: index(elspeth, '−3') }, ...passes(2)],
    });
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['e1', 'b1']);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '701.8a']));
  });

  it('606.3: after the −3, a second loyalty ability of Elspeth that turn is illegal', () => {
    const a = real({
      state: board({ battlefield: [{ id: 'e1', card: elspeth.name, controller: 'alice', counters: { loyalty: 4 } }] }),
      actions: [
        { type: 'activate', player: 'alice', source: 'e1', ability: index(elspeth, '−3') },
        ...passes(2),
        { type: 'activate', player: 'alice', source: 'e1', ability: index(elspeth, '+1') },
      ],
    });
    expect(a.violations[0]).toMatchObject({ code: 'LOYALTY_ALREADY_USED', rule: '606.3' });
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 1 } });
  });
});

describe('111.1-111.4: tokens created by loyalty abilities of real planeswalkers', () => {
  const ajani = bundledCard('Ajani, Caller of the Pride');
  const freyalise = bundledCard("Freyalise, Llanowar's Fury");
  const gideon = bundledCard('Gideon, Ally of Zendikar');
  const real = rulingsWith(new InMemoryCatalog([ajani, freyalise, gideon, bundledCard('Grizzly Bears')]));
  const index = (card: CardDefinition, cost: string) => card.text.split('\n').findIndex((l) => l.startsWith(`${cost}:`));

  it('608.2h, 119.1: Ajani, Caller of the Pride −8 creates as many 2/2 white Cat tokens as its controller has life as it resolves', () => {
    const a = real({
      state: board({ battlefield: [{ id: 'a1', card: ajani.name, controller: 'alice', counters: { loyalty: 8 } }] }, { life: 3 }),
      actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: index(ajani, '−8') }, ...passes(2)],
    });
    const cats = a.state.battlefield.filter((o) => o.characteristics?.name === 'Cat Token');
    expect(cats).toHaveLength(3);
    expect(cats[0]).toMatchObject({
      controller: 'alice',
      token: true,
      characteristics: expect.objectContaining({ power: 2, toughness: 2, colors: ['W'] }),
    });
    expect(a.state.players[0].graveyard).toEqual([expect.objectContaining({ card: ajani.name })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '111.2', '704.5i']));
  });

  it('111.2: Freyalise +2 creates a 1/1 green Elf Druid token with the ability "{T}: Add {G}." (111.2: the abilities the effect gives it)', () => {
    const a = real({
      state: board({ battlefield: [{ id: 'f1', card: freyalise.name, controller: 'alice', counters: { loyalty: 3 } }] }),
      actions: [{ type: 'activate', player: 'alice', source: 'f1', ability: index(freyalise, '+2') }, ...passes(2)],
    });
    const elf = a.state.battlefield.find((o) => o.characteristics?.name === 'Elf Druid Token');
    expect(elf).toMatchObject({
      token: true,
      characteristics: expect.objectContaining({ power: 1, toughness: 1, colors: ['G'], subtypes: ['Elf', 'Druid'] }),
    });
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 5 } });
    expect(elf?.characteristics?.abilities).toEqual(['{T}: Add {G}.']);
  });

  it('111.4: Gideon, Ally of Zendikar 0 creates a 2/2 white Knight Ally token, named for both subtypes', () => {
    const a = real({
      allowUnsupported: true,
      state: board({ battlefield: [{ id: 'g1', card: gideon.name, controller: 'alice', counters: { loyalty: 4 } }] }),
      actions: [{ type: 'activate', player: 'alice', source: 'g1', ability: index(gideon, '0') }, ...passes(2)],
    });
    expect(a.state.battlefield.find((o) => o.characteristics?.name === 'Knight Ally Token')).toMatchObject({
      characteristics: expect.objectContaining({ power: 2, toughness: 2, colors: ['W'], subtypes: ['Knight', 'Ally'] }),
    });
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 4 }, loyaltyActivated: true });
  });
});

describe('701.8a: Elspeth Tirel −5, "Destroy all other permanents except for lands and tokens"', () => {
  const elspeth = bundledCard('Elspeth Tirel');
  const real = rulingsWith(
    new InMemoryCatalog([elspeth, ...['Grizzly Bears', 'Forest', 'Ornithopter', 'Chandra Nalaar'].map(bundledCard)]),
  );
  const minus5 = elspeth.text.split('\n').findIndex((l) => l.startsWith('−5:'));

  it("destroys every other nonland, nontoken permanent (both players'), and spares lands, tokens and Elspeth herself", () => {
    const a = real({
      state: board({
        battlefield: [
          { id: 'e1', card: elspeth.name, controller: 'alice', counters: { loyalty: 6 } },
          { id: 'f1', card: 'Forest', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
          { id: 't1', card: 'Grizzly Bears', controller: 'bob', token: true },
          { id: 'o1', card: 'Ornithopter', controller: 'bob' },
          { id: 'c1', card: 'Chandra Nalaar', controller: 'bob', counters: { loyalty: 6 } },
        ],
      }),
      actions: [{ type: 'activate', player: 'alice', source: 'e1', ability: minus5 }, ...passes(2)],
    });
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['e1', 'f1', 't1']);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 1 } });
    expect(a.state.players[1].graveyard.map((o) => o.card)).toEqual(expect.arrayContaining(['Ornithopter', 'Chandra Nalaar']));
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '701.8a']));
  });

  it('606.6: with four loyalty counters the −5 cannot be activated', () => {
    const a = real({
      state: board({ battlefield: [{ id: 'e1', card: elspeth.name, controller: 'alice', counters: { loyalty: 4 } }] }),
      action: { type: 'activate', player: 'alice', source: 'e1', ability: minus5 },
    });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
  });
});

describe('Ajani Vengeant: 502.3 "doesn\'t untap during its controller\'s next untap step", 701.8a "Destroy all lands target player controls"', () => {
  const ajani = bundledCard('Ajani Vengeant');
  const real = rulingsWith(new InMemoryCatalog([ajani, ...['Grizzly Bears', 'Forest'].map(bundledCard)]));
  const index = (cost: string) => ajani.text.split('\n').findIndex((l) => l.startsWith(`${cost}:`));

  it("+1: bob's tapped land stays tapped in his next untap step only; his other permanents untap", () => {
    const a = real({
      state: board({
        battlefield: [
          { id: 'a1', card: ajani.name, controller: 'alice', counters: { loyalty: 3 } },
          { id: 'f1', card: 'Forest', controller: 'bob', tapped: true },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob', tapped: true },
        ],
        turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      }),
      // Resolve, then main 2 -> end -> bob's turn: his untap step (502.3), then his upkeep.
      actions: [
        { type: 'activate', player: 'alice', source: 'a1', ability: index('+1'), targets: ['f1'] },
        ...passes(2),
        ...passes(2),
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.turn).toMatchObject({ active: 'bob' });
    expect(onField(a, 'f1')).toMatchObject({ tapped: true });
    expect(onField(a, 'b1')?.tapped).toBeFalsy();
    expect(onField(a, 'a1')).toMatchObject({ counters: { loyalty: 4 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '502.3']));
    // The effect is used up: no continuous effect is left for a later untap step.
    expect(JSON.stringify(a.state)).not.toContain('doesnt-untap-next');
  });

  it("−7: destroys every land the target player controls, not the other player's, nor his creatures", () => {
    const a = real({
      state: board({
        battlefield: [
          { id: 'a1', card: ajani.name, controller: 'alice', counters: { loyalty: 7 } },
          { id: 'f0', card: 'Forest', controller: 'alice' },
          { id: 'f1', card: 'Forest', controller: 'bob' },
          { id: 'f2', card: 'Forest', controller: 'bob' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      }),
      actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: index('−7'), targets: ['bob'] }, ...passes(2)],
    });
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['f0', 'b1']);
    expect(a.state.players[1].graveyard.map((o) => o.card)).toEqual(['Forest', 'Forest']);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '701.8a', '704.5i']));
  });

  it('606.3: the −7 on the turn its +1 was activated is illegal', () => {
    const a = real({
      state: board({
        battlefield: [{ id: 'a1', card: ajani.name, controller: 'alice', counters: { loyalty: 8 }, loyaltyActivated: true }],
      }),
      action: { type: 'activate', player: 'alice', source: 'a1', ability: index('−7'), targets: ['bob'] },
    });
    expect(a.violations[0]).toMatchObject({ code: 'LOYALTY_ALREADY_USED', rule: '606.3' });
  });
});
