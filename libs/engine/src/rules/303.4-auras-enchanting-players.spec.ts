import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 303.4, 702.5d: Auras that enchant a player (the Curses), on real cards of the bundled catalog. "Enchant player"
 * makes the Aura spell target a player (303.4a) and resolve attached to that player (608.3c); "enchanted player"
 * names the player it is attached to (303.4m). It is put into its owner's graveyard if that player has left the
 * game or if it is attached illegally (303.4c, 704.5m).
 */
const PIERCED = 'Curse of the Pierced Heart'; // {1}{R} Enchant player; enchanted player's upkeep: 1 damage to that player
const DEATHS_HOLD = "Curse of Death's Hold"; // {3}{B}{B} Enchant player; creatures enchanted player controls get -1/-1
const TOME = 'Curse of the Bloody Tome'; // {2}{U} Enchant player; enchanted player's upkeep: that player mills two
const BLOODLETTING = 'Curse of Bloodletting'; // {3}{R}{R} Enchant player; damage to enchanted player is doubled
const PREDATION = 'Curse of Predation'; // {2}{G} Whenever a creature attacks enchanted player, put a +1/+1 counter on it.
const FORSAKEN = 'Curse of the Forsaken'; // {2}{W} Whenever a creature attacks enchanted player, its controller gains 1 life.
const STALKED = 'Curse of Stalked Prey'; // {1}{R} Whenever a creature deals combat damage to enchanted player, +1/+1 counter on it
const NIGHTLY = 'Curse of the Nightly Hunt'; // {2}{R} Creatures enchanted player controls attack each turn if able.
const CURSES = [PIERCED, DEATHS_HOLD, TOME, BLOODLETTING, PREDATION, FORSAKEN, STALKED, NIGHTLY];
const catalog = new InMemoryCatalog([...CURSES, 'Holy Strength', 'Grizzly Bears', 'Mountain', 'Swamp', 'Lightning Bolt'].map(bundledCard));

function outcome(request: Record<string, unknown>) {
  return adjudicate(request as { state: unknown }, catalog);
}
function rule(request: Record<string, unknown>): Answer {
  const o = outcome(request);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const perm = (id: string, card: string, controller: string, more: Record<string, unknown> = {}) => ({ id, card, controller, ...more });
const mountains = (n: number, controller = 'alice') => Array.from({ length: n }, (_, i) => perm(`m${i}`, 'Mountain', controller));
const life = (a: Answer, player: string) => a.state.players.find((p) => p.id === player)?.life;
const graveyard = (a: Answer, player: string) =>
  (a.state.players.find((p) => p.id === player)?.graveyard ?? []).map((o) => ('id' in o ? o.id : ''));
/** Alice's end step, both about to pass: the next turn is bob's, and its upkeep begins. */
const aliceEnd = { number: 4, active: 'alice', step: 'end', priority: 'alice' };

describe('702.5d, 303.4a: "Enchant player": the Aura spell targets a player', () => {
  it('the Curses are understood: an enchant ability whose one option is a player', () => {
    for (const name of [PIERCED, DEATHS_HOLD, TOME, BLOODLETTING])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    expect(compileCard(bundledCard(PIERCED)).abilities[0]).toMatchObject({
      kind: 'enchant',
      target: { options: [{ kind: 'player', filters: [] }] },
    });
  });

  it('608.3c: Curse of the Pierced Heart cast on bob resolves attached to bob (303.4b: bob is enchanted)', () => {
    const state = board({ battlefield: mountains(2) }, { hand: [{ id: 'c1', card: PIERCED }] });
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'c1', targets: ['bob'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'c1')).toMatchObject({ attachedTo: 'bob', controller: 'alice' });
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2c', '608.3c']));
  });

  it('702.5d: an enchant-player Aura cannot target a creature: the cast is illegal and reversed (733.1)', () => {
    const state = board({ battlefield: [...mountains(2), perm('b1', 'Grizzly Bears', 'bob')] }, { hand: [{ id: 'c1', card: PIERCED }] });
    const a = rule({ state, action: { type: 'cast', player: 'alice', card: 'c1', targets: ['b1'] } });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET' })]);
    expect(cited(a)).toContain('733.1');
    expect(a.state.stack).toEqual([]);
  });

  it('303.4a: "Enchant creature" cannot target a player either (Holy Strength on bob)', () => {
    const state = board({ battlefield: [perm('p1', 'Mountain', 'alice')] }, { hand: [{ id: 'h1', card: 'Holy Strength' }] });
    const a = rule({ state, action: { type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] } });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET' })]);
  });
});

describe('303.4m: "At the beginning of enchanted player\'s upkeep"', () => {
  it("Curse of the Pierced Heart on bob: at the beginning of bob's upkeep it deals 1 damage to bob", () => {
    const state = board({ battlefield: [perm('c1', PIERCED, 'alice', { attachedTo: 'bob' })], turn: aliceEnd });
    const a = rule({ state, actions: [...passes(2), ...passes(2, 'bob', 'alice')] });
    expect(a.violations).toEqual([]);
    expect(a.state.turn).toMatchObject({ active: 'bob', step: 'upkeep' });
    expect(life(a, 'bob')).toBe(19);
    expect(life(a, 'alice')).toBe(20);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '503.1', '608.2', '120.3a']));
  });

  it("it does not trigger at alice's upkeep: the enchanted player's upkeep only", () => {
    const state = board({
      battlefield: [perm('c1', PIERCED, 'alice', { attachedTo: 'bob' })],
      turn: { number: 5, active: 'bob', step: 'end', priority: 'bob' },
    });
    const a = rule({ state, actions: passes(2, 'bob', 'alice') });
    expect(a.state.turn).toMatchObject({ active: 'alice', step: 'upkeep', priority: 'alice' });
    expect(a.state.stack).toEqual([]);
    expect(life(a, 'bob')).toBe(20);
    expect(life(a, 'alice')).toBe(20);
  });

  it('Curse of the Bloody Tome on bob: at the beginning of his upkeep bob mills two cards', () => {
    const state = board(
      { battlefield: [perm('t1', TOME, 'alice', { attachedTo: 'bob' })], turn: aliceEnd },
      {},
      {
        library: [
          { id: 'l1', card: 'Mountain' },
          { id: 'l2', card: 'Swamp' },
          { id: 'l3', card: 'Mountain' },
        ],
      },
    );
    const a = rule({ state, actions: [...passes(2), ...passes(2, 'bob', 'alice')] });
    expect(a.violations).toEqual([]);
    expect(graveyard(a, 'bob')).toEqual(expect.arrayContaining(['l1', 'l2']));
    expect(graveyard(a, 'bob')).not.toContain('l3');
  });
});

describe('303.4m: "Creatures enchanted player controls get -1/-1" (Curse of Death\'s Hold)', () => {
  it("bob's Bears are 1/1, alice's stay 2/2", () => {
    const state = board({
      battlefield: [
        perm('d1', DEATHS_HOLD, 'alice', { attachedTo: 'bob' }),
        perm('b1', 'Grizzly Bears', 'bob'),
        perm('a1', 'Grizzly Bears', 'alice'),
      ],
    });
    const a = rule({ state, actions: [] });
    expect(onField(a, 'b1')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
    expect(onField(a, 'a1')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
  });
});

describe('614.1a, 303.4m: Curse of Bloodletting doubles damage dealt to the enchanted player', () => {
  it('Lightning Bolt to bob deals 6; to alice, 3', () => {
    for (const [target, lost] of [
      ['bob', 6],
      ['alice', 3],
    ] as const) {
      const state = board(
        { battlefield: [perm('x1', BLOODLETTING, 'alice', { attachedTo: 'bob' }), perm('m1', 'Mountain', 'alice')] },
        { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
      );
      const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: [target] }, ...passes(2)] });
      expect([target, life(a, target)]).toEqual([target, 20 - lost]);
    }
  });
});

describe('303.4c, 704.5m: an Aura attached to a player illegally, or to one who has left the game', () => {
  const turn = { number: 3, active: 'alice', step: 'first-main', priority: null };

  it('"Enchant creature" on a player (a board given so): Holy Strength is put into its owner\'s graveyard', () => {
    const a = rule({ state: board({ battlefield: [perm('h0', 'Holy Strength', 'alice', { attachedTo: 'bob' })], turn }), actions: [] });
    expect(onField(a, 'h0')).toBeUndefined();
    expect(graveyard(a, 'alice')).toContain('h0');
    expect(cited(a)).toContain('704.5m');
  });

  it('"Enchant player" on a creature (a board given so): the Curse is put into the graveyard, the Bears stay', () => {
    const a = rule({
      state: board({ battlefield: [perm('b1', 'Grizzly Bears', 'bob'), perm('c1', PIERCED, 'alice', { attachedTo: 'b1' })], turn }),
      actions: [],
    });
    expect(graveyard(a, 'alice')).toContain('c1');
    expect(onField(a, 'b1')).toBeDefined();
    expect(cited(a)).toContain('704.5m');
  });

  it('a Curse on a player of the game stays on the battlefield', () => {
    const a = rule({ state: board({ battlefield: [perm('c1', PIERCED, 'alice', { attachedTo: 'bob' })], turn }), actions: [] });
    expect(onField(a, 'c1')).toMatchObject({ attachedTo: 'bob' });
    expect(cited(a)).not.toContain('704.5m');
  });

  it('303.4b: an Aura attached to a player who is not in the game (and no object) is no board: 422 UNKNOWN_ATTACHMENT', () => {
    const o = outcome({ state: board({ battlefield: [perm('c1', PIERCED, 'alice', { attachedTo: 'carol' })], turn }), actions: [] });
    expect(o.kind).toBe('invalid');
    if (o.kind === 'invalid')
      expect(o.errors).toEqual([
        expect.objectContaining({ code: 'UNKNOWN_ATTACHMENT', rule: '303.4b', path: 'state.battlefield(c1).attachedTo' }),
      ]);
  });
});

describe('303.4m, 506.3: "Whenever a creature attacks enchanted player"', () => {
  const combat = { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' };
  const attack = (...list: [string, string][]) => ({
    type: 'declareAttackers',
    player: 'alice',
    attackers: list.map(([id, attacking]) => ({ id, attacking })),
  });

  it("Curse of Predation on bob: alice's Bears attacking bob get a +1/+1 counter (3/3)", () => {
    const state = board({
      battlefield: [perm('c1', PREDATION, 'alice', { attachedTo: 'bob' }), perm('a1', 'Grizzly Bears', 'alice')],
      turn: combat,
    });
    const a = rule({ state, actions: [...passes(2), attack(['a1', 'bob']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'a1')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(onField(a, 'a1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(cited(a)).toEqual(expect.arrayContaining(['508.1k', '603.2', '603.3']));
  });

  it('a Curse of Predation on alice does not trigger when her creature attacks bob', () => {
    const state = board({
      battlefield: [perm('c1', PREDATION, 'bob', { attachedTo: 'alice' }), perm('a1', 'Grizzly Bears', 'alice')],
      turn: combat,
    });
    const a = rule({ state, actions: [...passes(2), attack(['a1', 'bob'])] });
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'a1')?.counters ?? {}).toEqual({});
  });

  it("Curse of the Forsaken on bob: the attacking creature's controller, alice, gains 1 life", () => {
    const state = board({
      battlefield: [perm('c1', FORSAKEN, 'bob', { attachedTo: 'bob' }), perm('a1', 'Grizzly Bears', 'alice')],
      turn: combat,
    });
    const a = rule({ state, actions: [...passes(2), attack(['a1', 'bob']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(life(a, 'alice')).toBe(21);
    expect(life(a, 'bob')).toBe(20);
  });
});

describe('303.4m: "Whenever a creature deals combat damage to enchanted player" (Curse of Stalked Prey)', () => {
  it("alice's unblocked Bears deal 2 combat damage to bob: a +1/+1 counter on them", () => {
    const state = board({
      battlefield: [perm('c1', STALKED, 'alice', { attachedTo: 'bob' }), perm('a1', 'Grizzly Bears', 'alice')],
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
      combat: { attackers: [{ id: 'a1', attacking: 'bob' }], blockers: [] },
    });
    const a = rule({ state, actions: [...passes(2), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(life(a, 'bob')).toBe(18);
    expect(onField(a, 'a1')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['510.2', '603.2']));
  });

  it('combat damage to alice (not enchanted) does not trigger it', () => {
    const state = board({
      battlefield: [perm('c1', STALKED, 'alice', { attachedTo: 'bob' }), perm('b1', 'Grizzly Bears', 'bob')],
      turn: { number: 4, active: 'bob', step: 'declare-blockers', priority: 'bob' },
      combat: { attackers: [{ id: 'b1', attacking: 'alice' }], blockers: [] },
    });
    const a = rule({ state, actions: passes(2, 'bob', 'alice') });
    expect(life(a, 'alice')).toBe(18);
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'b1')?.counters ?? {}).toEqual({});
  });
});

describe('303.4m, 508.1d: "Creatures enchanted player controls attack each turn if able" (Curse of the Nightly Hunt)', () => {
  const bobCombat = { number: 4, active: 'bob', step: 'beginning-of-combat', priority: 'bob' };

  it("bob's Bears must attack: declaring no attackers is illegal", () => {
    const state = board({
      battlefield: [perm('c1', NIGHTLY, 'alice', { attachedTo: 'bob' }), perm('b1', 'Grizzly Bears', 'bob')],
      turn: bobCombat,
    });
    const a = rule({ state, actions: [...passes(2, 'bob', 'alice'), { type: 'declareAttackers', player: 'bob', attackers: [] }] });
    expect(a.legal).toBe(false);
    expect(cited(a)).toContain('508.1d');
  });

  it('declaring the Bears as an attacker is legal', () => {
    const state = board({
      battlefield: [perm('c1', NIGHTLY, 'alice', { attachedTo: 'bob' }), perm('b1', 'Grizzly Bears', 'bob')],
      turn: bobCombat,
    });
    const a = rule({
      state,
      actions: [...passes(2, 'bob', 'alice'), { type: 'declareAttackers', player: 'bob', attackers: [{ id: 'b1', attacking: 'alice' }] }],
    });
    expect(a.violations).toEqual([]);
  });

  it("alice's creatures are not bound: with the Curse on bob, alice may declare no attackers", () => {
    const state = board({
      battlefield: [perm('c1', NIGHTLY, 'alice', { attachedTo: 'bob' }), perm('a1', 'Grizzly Bears', 'alice')],
      turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' },
    });
    const a = rule({ state, actions: [...passes(2), { type: 'declareAttackers', player: 'alice', attackers: [] }] });
    expect(a.violations).toEqual([]);
  });
});
