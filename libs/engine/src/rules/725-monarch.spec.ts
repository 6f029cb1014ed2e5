import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 725 the monarch (the rules' numbering of 2026: 724 is ending turns), on real cards of the bundled catalog. "you
 * become the monarch" gives a player the designation (725.1), taking it from the current monarch (725.3); the monarch
 * draws a card at the beginning of their end step, and a creature dealing combat damage to the monarch makes its
 * controller the monarch (725.2: two inherent triggered abilities with no source, controlled by the monarch).
 */
const SENTINELS = 'Palace Sentinels'; // {3}{W} 2/4 When it enters, you become the monarch.
const THRONE = 'Throne of the High City'; // land; {4}, {T}, Sacrifice: You become the monarch.
const catalog = new InMemoryCatalog(
  [
    SENTINELS,
    THRONE,
    "Marchesa's Decree",
    'Thorn of the Black Rose',
    'Skyline Despot',
    'Queen Marchesa',
    'Crown-Hunter Hireling',
    'Grizzly Bears',
    'Plains',
  ].map(bundledCard),
);

function outcome(request: Record<string, unknown>) {
  return adjudicate(request as { state: unknown }, catalog);
}
function rule(request: Record<string, unknown>): Answer {
  const o = outcome(request);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const perm = (id: string, card: string, controller: string, more: Record<string, unknown> = {}) => ({ id, card, controller, ...more });
const monarchOf = (a: Answer) => (a.state as { monarch?: string }).monarch;
const handSize = (a: Answer, player: string) => {
  const hand = a.state.players.find((p) => p.id === player)?.hand;
  return Array.isArray(hand) ? hand.length : (hand as { count: number } | undefined)?.count;
};

describe('725.1: "you become the monarch"', () => {
  it('the cards are understood', () => {
    for (const name of [SENTINELS, THRONE, "Marchesa's Decree", 'Thorn of the Black Rose'])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    expect(compileCard(bundledCard(SENTINELS)).abilities[0]).toMatchObject({
      kind: 'triggered',
      effects: [{ kind: 'becomeMonarch', players: { kind: 'one', player: { kind: 'you' } } }],
    });
  });

  it('Palace Sentinels enters under alice: its trigger resolves and alice is the monarch (written on the board)', () => {
    const state = board({ stack: [{ id: 's1', card: SENTINELS, controller: 'alice' }] });
    const a = rule({ state, actions: passes(4) });
    expect(a.violations).toEqual([]);
    expect(onField(a, 's1')).toBeDefined();
    expect(monarchOf(a)).toBe('alice');
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '725.1']));
  });

  it('725.3: bob was the monarch; alice becomes it and bob ceases to be it', () => {
    const state = board({ stack: [{ id: 's1', card: SENTINELS, controller: 'alice' }], monarch: 'bob' });
    const a = rule({ state, actions: passes(4) });
    expect(monarchOf(a)).toBe('alice');
    expect(cited(a)).toContain('725.3');
  });

  it("Throne of the High City's activated ability makes alice the monarch", () => {
    const state = board({
      battlefield: [perm('t1', THRONE, 'alice'), ...['w1', 'w2', 'w3', 'w4'].map((id) => perm(id, 'Plains', 'alice'))],
    });
    const a = rule({ state, actions: [{ type: 'activate', player: 'alice', source: 't1', ability: 1 }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(monarchOf(a)).toBe('alice');
  });

  it('no monarch: a board without one writes none', () => {
    const a = rule({ state: board(), actions: [] });
    expect(monarchOf(a)).toBeUndefined();
  });
});

describe('725.2: the monarch draws a card at the beginning of their end step', () => {
  it('alice, the monarch, draws one card as her end step begins (a trigger she controls)', () => {
    const state = board({ monarch: 'alice', turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' } }, { hand: [] });
    const triggered = rule({ state, actions: passes(2) });
    expect(triggered.state.turn).toMatchObject({ step: 'end' });
    expect(triggered.state.stack).toEqual([expect.objectContaining({ controller: 'alice' })]);
    expect(cited(triggered)).toContain('725.2');
    const a = rule({ state, actions: passes(4) });
    expect(a.violations).toEqual([]);
    expect(handSize(a, 'alice')).toBe(1);
    expect(monarchOf(a)).toBe('alice');
  });

  it("bob's end step: alice, the monarch, draws nothing", () => {
    const state = board({ monarch: 'alice', turn: { number: 4, active: 'bob', step: 'second-main', priority: 'bob' } }, { hand: [] });
    const a = rule({ state, actions: passes(2, 'bob', 'alice') });
    expect(a.state.turn).toMatchObject({ step: 'end' });
    expect(a.state.stack).toEqual([]);
    expect(handSize(a, 'alice')).toBe(0);
  });
});

describe('725.2: a creature dealing combat damage to the monarch makes its controller the monarch', () => {
  it("bob is the monarch; alice's unblocked Bears deal him combat damage: alice becomes the monarch", () => {
    const state = board({
      monarch: 'bob',
      battlefield: [perm('a1', 'Grizzly Bears', 'alice')],
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
      combat: { attackers: [{ id: 'a1', attacking: 'bob' }], blockers: [] },
    });
    const a = rule({ state, actions: [...passes(2), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players.find((p) => p.id === 'bob')?.life).toBe(18);
    expect(monarchOf(a)).toBe('alice');
    expect(cited(a)).toEqual(expect.arrayContaining(['510.2', '725.2', '725.3']));
  });

  it('combat damage to a player who is not the monarch changes nothing', () => {
    const state = board({
      monarch: 'alice',
      battlefield: [perm('a1', 'Grizzly Bears', 'alice')],
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
      combat: { attackers: [{ id: 'a1', attacking: 'bob' }], blockers: [] },
    });
    const a = rule({ state, actions: passes(2) });
    expect(a.state.stack).toEqual([]);
    expect(monarchOf(a)).toBe('alice');
  });
});

describe('725.1: the board names the monarch by a player id', () => {
  it('a monarch who is not a player of the game is a 422 UNKNOWN_PLAYER', () => {
    const o = outcome({ state: board({ monarch: 'carol' }), actions: [] });
    expect(o.kind).toBe('invalid');
    if (o.kind === 'invalid') expect(o.errors).toEqual([expect.objectContaining({ code: 'UNKNOWN_PLAYER', path: 'state.monarch' })]);
  });

  it('a monarch that is not a string is a 400', () => {
    const o = outcome({ state: board({ monarch: 3 }), actions: [] });
    expect(o.kind).toBe('invalid');
    if (o.kind === 'invalid') expect(o.errors).toEqual([expect.objectContaining({ kind: 'shape', path: 'state.monarch' })]);
  });
});

describe('603.4, 725.1: "if you\'re the monarch", "if an opponent is the monarch" (intervening conditions)', () => {
  /** Bob's end step, both about to pass: alice's turn begins and her upkeep with it. */
  const bobEnd = { number: 4, active: 'bob', step: 'end', priority: 'bob' };
  const tokens = (a: Answer) => a.state.battlefield.filter((o) => (o as { token?: boolean }).token === true);

  it('Skyline Despot and Queen Marchesa are understood', () => {
    for (const name of ['Skyline Despot', 'Queen Marchesa']) expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
  });

  it('Skyline Despot: alice is the monarch as her upkeep begins: a 5/5 Dragon token', () => {
    const state = board({ monarch: 'alice', battlefield: [perm('d1', 'Skyline Despot', 'alice')], turn: bobEnd });
    const a = rule({ state, actions: [...passes(2, 'bob', 'alice'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(tokens(a)).toEqual([
      expect.objectContaining({ controller: 'alice', characteristics: expect.objectContaining({ power: 5, toughness: 5 }) }),
    ]);
  });

  it('Skyline Despot: bob is the monarch: it does not trigger (603.4)', () => {
    const state = board({ monarch: 'bob', battlefield: [perm('d1', 'Skyline Despot', 'alice')], turn: bobEnd });
    const a = rule({ state, actions: passes(2, 'bob', 'alice') });
    expect(a.state.turn).toMatchObject({ active: 'alice', step: 'upkeep' });
    expect(a.state.stack).toEqual([]);
    expect(tokens(a)).toEqual([]);
  });

  it('Skyline Despot: no monarch at all: it does not trigger either', () => {
    const state = board({ battlefield: [perm('d1', 'Skyline Despot', 'alice')], turn: bobEnd });
    const a = rule({ state, actions: passes(2, 'bob', 'alice') });
    expect(a.state.stack).toEqual([]);
  });

  it('Queen Marchesa: bob (an opponent) is the monarch as her upkeep begins: a 1/1 Assassin token; alice the monarch: none', () => {
    const bobMonarch = rule({
      state: board({ monarch: 'bob', battlefield: [perm('q1', 'Queen Marchesa', 'alice')], turn: bobEnd }),
      actions: [...passes(2, 'bob', 'alice'), ...passes(2)],
    });
    expect(tokens(bobMonarch)).toEqual([
      expect.objectContaining({ controller: 'alice', characteristics: expect.objectContaining({ power: 1, toughness: 1 }) }),
    ]);
    const aliceMonarch = rule({
      state: board({ monarch: 'alice', battlefield: [perm('q1', 'Queen Marchesa', 'alice')], turn: bobEnd }),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(aliceMonarch.state.stack).toEqual([]);
    expect(tokens(aliceMonarch)).toEqual([]);
  });
});

describe('508.1c, 725.1: "can\'t attack unless defending player is the monarch" (Crown-Hunter Hireling)', () => {
  const combat = { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' };
  const attack = { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'h1', attacking: 'bob' }] };

  it('bob, the defending player, is the monarch: the Hireling may attack', () => {
    const state = board({ monarch: 'bob', battlefield: [perm('h1', 'Crown-Hunter Hireling', 'alice')], turn: combat });
    const a = rule({ state, actions: [...passes(2), attack] });
    expect(a.violations).toEqual([]);
  });

  it('alice is the monarch, or there is none: it cannot attack, so no attackers are declared (508.1a); declaring it is illegal', () => {
    for (const monarch of [{ monarch: 'alice' }, {}]) {
      const state = board({ ...monarch, battlefield: [perm('h1', 'Crown-Hunter Hireling', 'alice')], turn: combat });
      const skipped = rule({ state, actions: passes(2) });
      expect(cited(skipped)).toContain('508.1a');
      expect(skipped.state.combat?.attackers ?? []).toEqual([]);
      const a = rule({ state, actions: [...passes(2), attack] });
      expect(a.legal).toBe(false);
      expect(a.violations).toEqual([expect.objectContaining({ code: 'NOT_DECLARE_ATTACKERS' })]);
      expect(cited(a)).toContain('733.1');
    }
  });
});
