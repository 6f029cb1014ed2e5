import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/**
 * 603.2, 603.4: "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, CARDNAME deals 2
 * damage to them." (Paupers' Cage): "that player", "they", "them" are the player whose step began (the active player, 503.1a);
 * the intervening "if" about them is checked as the step begins and again as the ability resolves. 608.2h, 107.1b: "X damage
 * to that player, where X is 3 minus the number of cards in their hand" (Wheel of Torture) is read as it resolves; a result
 * below zero is 0 (no damage). "the number of Swamps they control" (Karma) counts that player's permanents.
 */
const NAMES = [
  "Paupers' Cage",
  'Wheel of Torture',
  'Iron Maiden',
  'Karma',
  'Shrieking Affliction',
  'Spiritual Sanctuary',
  'Dark Suspicions',
  'Meglonoth',
  'Anathemancer',
  'Strip Mine',
  'Wasteland',
  'Mountain',
  'Grizzly Bears',
  'Swamp',
  'Plains',
  'Forest',
];
const answer = rulingsWith(new InMemoryCatalog(NAMES.map(bundledCard)));
/** The untap step of `active`'s turn: passing on from it, the upkeep begins and its triggers go on the stack. */
const untapOf = (active: string, battlefield: Record<string, unknown>[], aliceHand: number, bobHand: number) =>
  board(
    { battlefield, turn: { number: 4, active, step: 'untap', priority: null } },
    { hand: { count: aliceHand } },
    { hand: { count: bobHand } },
  );
const life = (a: { state: { players: { life: number }[] } }) => a.state.players.map((p) => p.life);

describe('603.4: an intervening "if" about "that player" (Paupers\' Cage)', () => {
  it.each(["Paupers' Cage", 'Wheel of Torture', 'Iron Maiden', 'Karma', 'Shrieking Affliction', 'Spiritual Sanctuary', 'Dark Suspicions'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name)).support).toBe('full');
    },
  );

  it('"that player" is read as the referred player, in the condition and in the effect', () => {
    expect(compileCard(bundledCard("Paupers' Cage")).abilities[0]).toMatchObject({
      condition: { kind: 'quantity', n: { kind: 'handSize', of: { kind: 'referredPlayer' } }, compare: { op: 'atMost' } },
      effects: [{ kind: 'damageTo', amount: { kind: 'fixed', n: 2 }, player: { kind: 'referredPlayer' } }],
    });
  });

  it("a near variant stays refused: a condition about a player the trigger does not name (alice's own upkeep)", () => {
    const text = "At the beginning of your upkeep, if that player has two or fewer cards in hand, Paupers' Cage deals 2 damage to them.";
    expect(compileCard({ ...bundledCard("Paupers' Cage"), text }).support).not.toBe('full');
  });

  it("bob's upkeep with two cards in hand: it triggers (603.4) and deals 2 damage to bob", () => {
    const a = answer({
      state: untapOf('bob', [{ id: 'pc', card: "Paupers' Cage", controller: 'alice' }], 0, 2),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([20, 18]);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.4']));
  });

  it("bob's upkeep with three cards in hand: no trigger, no damage", () => {
    const a = answer({ state: untapOf('bob', [{ id: 'pc', card: "Paupers' Cage", controller: 'alice' }], 0, 3), actions: [] });
    expect(a.violations).toEqual([]);
    expect(a.state.turn.step).toBe('upkeep');
    expect(a.state.stack).toEqual([]);
    expect(life(a)).toEqual([20, 20]);
  });

  it("alice's own upkeep, alice with no card in hand: an opponent's upkeep only, nothing happens", () => {
    const a = answer({ state: untapOf('alice', [{ id: 'pc', card: "Paupers' Cage", controller: 'alice' }], 0, 0), actions: [] });
    expect(a.state.stack).toEqual([]);
    expect(life(a)).toEqual([20, 20]);
  });

  it('"they lose 3 life" (Shrieking Affliction): bob with one card loses 3; with two cards, nothing', () => {
    const sa = [{ id: 'sa', card: 'Shrieking Affliction', controller: 'alice' }];
    const one = answer({ state: untapOf('bob', sa, 0, 1), actions: passes(2, 'bob', 'alice') });
    expect(one.violations).toEqual([]);
    expect(life(one)).toEqual([20, 17]);
    const two = answer({ state: untapOf('bob', sa, 0, 2), actions: [] });
    expect(two.state.stack).toEqual([]);
  });

  it('"if that player controls a Plains, they gain 1 life" (Spiritual Sanctuary): the active player\'s own Plains', () => {
    const field = [
      { id: 'ss', card: 'Spiritual Sanctuary', controller: 'alice' },
      { id: 'p1', card: 'Plains', controller: 'bob' },
    ];
    const bobs = answer({ state: untapOf('bob', field, 3, 3), actions: passes(2, 'bob', 'alice') });
    expect(bobs.violations).toEqual([]);
    expect(life(bobs)).toEqual([20, 21]);
    // Alice controls no Plains: at her upkeep the ability does not trigger, though bob's Plains is on the battlefield.
    const alices = answer({ state: untapOf('alice', field, 3, 3), actions: [] });
    expect(alices.state.stack).toEqual([]);
    expect(life(alices)).toEqual([20, 20]);
  });
});

describe('608.2h, 107.1b: "X damage to that player, where X is ..." read as it resolves', () => {
  it('Wheel of Torture: bob with one card takes 3 - 1 = 2', () => {
    const a = answer({
      state: untapOf('bob', [{ id: 'wt', card: 'Wheel of Torture', controller: 'alice' }], 0, 1),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([20, 18]);
  });

  it('Wheel of Torture: bob with five cards: 3 - 5 is below zero, so 0 is used (107.1b): no damage', () => {
    const a = answer({
      state: untapOf('bob', [{ id: 'wt', card: 'Wheel of Torture', controller: 'alice' }], 0, 5),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
    expect(life(a)).toEqual([20, 20]);
  });

  it('Iron Maiden: bob with seven cards takes 7 - 4 = 3', () => {
    const a = answer({
      state: untapOf('bob', [{ id: 'im', card: 'Iron Maiden', controller: 'alice' }], 0, 7),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([20, 17]);
  });

  it("Karma: at bob's upkeep, damage equal to the Swamps bob controls (not alice's)", () => {
    const field = [
      { id: 'k', card: 'Karma', controller: 'alice' },
      { id: 's1', card: 'Swamp', controller: 'bob' },
      { id: 's2', card: 'Swamp', controller: 'bob' },
      { id: 's3', card: 'Swamp', controller: 'alice' },
      { id: 'f1', card: 'Forest', controller: 'bob' },
    ];
    const a = answer({ state: untapOf('bob', field, 0, 0), actions: passes(2, 'bob', 'alice') });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([20, 18]);
    // At alice's own upkeep, her one Swamp: 1 damage to her.
    const b = answer({ state: untapOf('alice', field, 0, 0), actions: passes(2) });
    expect(life(b)).toEqual([19, 20]);
  });

  it("Dark Suspicions: bob loses the cards in bob's hand minus the cards in alice's hand (6 - 2 = 4)", () => {
    const a = answer({
      state: untapOf('bob', [{ id: 'ds', card: 'Dark Suspicions', controller: 'alice' }], 2, 6),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([20, 16]);
  });
});

describe('"that creature\'s controller" after "Whenever CARDNAME blocks a creature" (Meglonoth)', () => {
  it('is understood in full: the controller of the creature it blocks, never its own', () => {
    expect(compileCard(bundledCard('Meglonoth')).support).toBe('full');
    expect(compileCard(bundledCard('Meglonoth')).abilities[2]).toMatchObject({
      effects: [{ kind: 'damageTo', player: { kind: 'controllerOf', of: { kind: 'referred' } } }],
    });
  });

  it("alice's Meglonoth blocks bob's Grizzly Bears: bob takes 6 (Meglonoth's power)", () => {
    const state = board({
      battlefield: [
        { id: 'me', card: 'Meglonoth', controller: 'alice' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob', tapped: true },
      ],
      turn: { number: 4, active: 'bob', step: 'declare-attackers', priority: 'bob' },
      combat: { attackers: [{ id: 'gb', attacking: 'alice' }] },
    });
    const a = answer({
      state,
      actions: [
        ...passes(2, 'bob', 'alice'),
        { type: 'declareBlockers', player: 'alice', blockers: [{ id: 'me', blocking: ['gb'] }] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([20, 14]);
  });
});

describe('115.1: "to target player equal to the number of nonbasic lands that player controls" (Anathemancer)', () => {
  it('is understood in full, "that player" bound to the target', () => {
    expect(compileCard(bundledCard('Anathemancer')).support).toBe('full');
    expect(compileCard(bundledCard('Anathemancer')).abilities[0]).toMatchObject({
      effects: [
        {
          kind: 'damage',
          target: 0,
          amount: { of: { filters: expect.arrayContaining([{ kind: 'controlledBy', player: { kind: 'targetPlayer', index: 0 } }]) } },
        },
      ],
    });
  });

  it("alice targets bob: 2 damage for bob's Strip Mine and Wasteland (his Swamp is basic, alice's lands are not his)", () => {
    const state = board(
      {
        battlefield: [
          { id: 'l1', card: 'Swamp', controller: 'alice' },
          { id: 'l2', card: 'Mountain', controller: 'alice' },
          { id: 'l3', card: 'Forest', controller: 'alice' },
          { id: 'w1', card: 'Wasteland', controller: 'alice' },
          { id: 'b1', card: 'Strip Mine', controller: 'bob' },
          { id: 'b2', card: 'Wasteland', controller: 'bob' },
          { id: 'b3', card: 'Swamp', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'an', card: 'Anathemancer' }] },
    );
    const cast = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'an', payment: { tap: ['l1', 'l2', 'l3'] } }, ...passes(2)],
    });
    expect(cast.decision).toMatchObject({ kind: 'chooseTargets', player: 'alice' });
    const a = answer({
      state: cast.state,
      actions: [{ type: 'choose', player: 'alice', decision: cast.decision?.id, choice: ['bob'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([20, 18]);
  });
});
