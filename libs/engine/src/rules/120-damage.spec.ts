import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { GRIZZLY_BEARS, LIGHTNING_BOLT, MOUNTAIN, SWAMP, WRATH_OF_GOD } from '../testing/spell-cards';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { adjudicate } from '../adjudicate';

/** Real card, current Oracle text. */
const CHAR = defineCard({
  name: 'Char',
  manaCost: '{2}{R}',
  colors: ['R'],
  types: ['Instant'],
  text: 'Char deals 4 damage to any target and 2 damage to you.',
});
const answer = rulingsWith(new InMemoryCatalog([CHAR, MOUNTAIN, GRIZZLY_BEARS]));
const mountains = ['m1', 'm2', 'm3'].map((id) => ({ id, card: 'Mountain', controller: 'alice' }));

describe('120 damage: two damage events from one sentence', () => {
  it("120.3a, 608.2c: Char to bob's face deals 4 damage to bob, then 2 damage to alice, its controller", () => {
    const state = board({ battlefield: mountains }, { hand: [{ id: 'c1', card: 'Char' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'c1', targets: ['bob'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players.map((p) => p.life)).toEqual([18, 16]);
    const damage = a.trace.filter((t) => t.event === 'damage');
    expect(damage.map((t) => t.objects)).toEqual([['bob'], ['alice']]);
    expect(cited(a)).toContain('120.3a');
    expect(a.state.players[0].graveyard.map((o) => o.id)).toEqual(['c1']);
  });

  it('120.3e: Char on a Grizzly Bears destroys it (704.5g) and still deals 2 damage to alice', () => {
    const state = board(
      { battlefield: [...mountains, { id: 'g1', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 'c1', card: 'Char' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'c1', targets: ['g1'] }, ...passes(2)] });
    expect(a.state.players[1].graveyard.map((o) => o.id)).toEqual(['g1']);
    expect(a.state.players.map((p) => p.life)).toEqual([18, 20]);
    expect(cited(a)).toContain('704.5g');
  });

  it('601.2c: Char needs its target; and with two Mountains its cost cannot be paid (601.2h)', () => {
    const state = board({ battlefield: mountains }, { hand: [{ id: 'c1', card: 'Char' }] });
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'c1' } }).legal).toBe(false);
    const poor = board({ battlefield: mountains.slice(0, 2) }, { hand: [{ id: 'c1', card: 'Char' }] });
    const a = answer({ state: poor, action: { type: 'cast', player: 'alice', card: 'c1', targets: ['bob'] } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
  });
});

/** Real cards, current Oracle text. */
const SENGIR_VAMPIRE = defineCard({
  name: 'Sengir Vampire',
  manaCost: '{3}{B}{B}',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Vampire'],
  power: '3',
  toughness: '3',
  text: 'Flying\nWhenever a creature dealt damage by Sengir Vampire this turn dies, put a +1/+1 counter on Sengir Vampire.',
});
const FATAL_BLOW = defineCard({
  name: 'Fatal Blow',
  manaCost: '{B}',
  colors: ['B'],
  types: ['Instant'],
  text: "Destroy target creature that was dealt damage this turn. It can't be regenerated.",
});
const AVENGING_ARROW = defineCard({
  name: 'Avenging Arrow',
  manaCost: '{2}{W}',
  colors: ['W'],
  types: ['Instant'],
  text: 'Destroy target creature that dealt damage this turn.',
});
const HILL_GIANT = defineCard({
  name: 'Hill Giant',
  manaCost: '{3}{R}',
  colors: ['R'],
  types: ['Creature'],
  subtypes: ['Giant'],
  power: '3',
  toughness: '3',
});
const PLAINS = defineCard({ name: 'Plains', types: ['Land'], supertypes: ['Basic'], subtypes: ['Plains'], text: '({T}: Add {W}.)' });
const withDamage = rulingsWith(
  new InMemoryCatalog([
    SENGIR_VAMPIRE,
    FATAL_BLOW,
    AVENGING_ARROW,
    HILL_GIANT,
    GRIZZLY_BEARS,
    LIGHTNING_BOLT,
    MOUNTAIN,
    SWAMP,
    PLAINS,
    WRATH_OF_GOD,
  ]),
);
const perm = (id: string, card: string, controller: string, extra: Record<string, unknown> = {}) => ({ id, card, controller, ...extra });
const onField = (a: ReturnType<typeof withDamage>, id: string) => a.state.battlefield.find((o) => o.id === id);
const inGraveyard = (a: ReturnType<typeof withDamage>, id: string) => a.state.players.some((p) => p.graveyard.some((o) => o.id === id));

describe('120.3: what dealt damage to what this turn ("dealt damage by CARDNAME this turn", "that was dealt damage this turn")', () => {
  const blocked = (attacker: string) =>
    board({
      battlefield: [perm('s1', 'Sengir Vampire', 'alice'), perm('h1', 'Hill Giant', 'alice'), perm('g1', 'Grizzly Bears', 'bob')],
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
      combat: {
        attackers: [
          { id: 's1', attacking: 'bob' },
          { id: 'h1', attacking: 'bob' },
        ],
        blockers: [{ id: 'g1', blocking: [attacker] }],
      },
    });

  it('603.10a: Grizzly Bears blocking Sengir Vampire dies of its damage; Sengir Vampire gets a +1/+1 counter', () => {
    const a = withDamage({ state: blocked('s1'), actions: passes(4) });
    expect(a.legal).toBe(true);
    expect(inGraveyard(a, 'g1')).toBe(true);
    expect(onField(a, 's1')).toMatchObject({ counters: { '+1/+1': 1 }, damage: 2, dealtDamageThisTurn: true, damagedBy: ['g1'] });
    expect(onField(a, 'h1')?.counters).toEqual({});
    expect(cited(a)).toEqual(expect.arrayContaining(['510.2', '704.5g', '603.6c']));
  });

  it('603.10a: Grizzly Bears killed by the Hill Giant beside it is no creature Sengir Vampire dealt damage to: no trigger', () => {
    const a = withDamage({ state: blocked('h1'), actions: passes(4) });
    expect(a.legal).toBe(true);
    expect(inGraveyard(a, 'g1')).toBe(true);
    expect(onField(a, 's1')?.counters).toEqual({});
    expect(a.state.stack).toEqual([]);
  });

  it('603.10a: damage dealt earlier this turn comes with the board (damagedBy): a Lightning Bolt then kills it, and the Vampire triggers', () => {
    const state = board(
      {
        battlefield: [
          perm('s1', 'Sengir Vampire', 'alice'),
          perm('m1', 'Mountain', 'alice'),
          perm('g1', 'Grizzly Bears', 'bob', { damage: 1, damagedBy: ['s1'] }),
        ],
      },
      { hand: [{ id: 'b1', card: 'Lightning Bolt' }] },
    );
    const a = withDamage({ state, actions: [{ type: 'cast', player: 'alice', card: 'b1', targets: ['g1'] }, ...passes(4)] });
    expect(a.legal).toBe(true);
    expect(inGraveyard(a, 'g1')).toBe(true);
    expect(onField(a, 's1')?.counters).toEqual({ '+1/+1': 1 });
  });

  it('603.10a: a Wrath of God destroys both; the Vampire still sees the Bears die (its counter has nowhere to go)', () => {
    const state = board(
      {
        battlefield: [
          perm('s1', 'Sengir Vampire', 'alice'),
          ...['p1', 'p2', 'p3', 'p4'].map((id) => perm(id, 'Plains', 'alice')),
          perm('g1', 'Grizzly Bears', 'bob', { damage: 1, damagedBy: ['s1'] }),
        ],
      },
      { hand: [{ id: 'w1', card: 'Wrath of God' }] },
    );
    const a = withDamage({ state, actions: [{ type: 'cast', player: 'alice', card: 'w1' }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(inGraveyard(a, 's1') && inGraveyard(a, 'g1')).toBe(true);
    expect(a.state.stack.map((s) => s.ability?.source)).toEqual(['s1']);
  });

  it('400.7: a Sengir Vampire that left and came back is a new object: damage the old one dealt is not its damage', () => {
    const swamps = ['w1', 'w2', 'w3', 'w4', 'w5'].map((id) => perm(id, 'Swamp', 'alice'));
    const state = board(
      { battlefield: [...swamps, perm('m1', 'Mountain', 'alice'), perm('g1', 'Grizzly Bears', 'bob', { damage: 1, damagedBy: ['s1'] })] },
      {
        hand: [
          { id: 's1', card: 'Sengir Vampire' },
          { id: 'b1', card: 'Lightning Bolt' },
        ],
      },
    );
    const a = withDamage({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 's1' },
        ...passes(2),
        { type: 'cast', player: 'alice', card: 'b1', targets: ['g1'] },
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(inGraveyard(a, 'g1')).toBe(true);
    expect(onField(a, 's1')?.counters).toEqual({});
    expect(a.state.stack).toEqual([]);
  });

  it('115.1: Fatal Blow targets only a creature that was dealt damage this turn', () => {
    const field = [
      perm('w1', 'Swamp', 'alice'),
      perm('g1', 'Grizzly Bears', 'bob'),
      perm('g2', 'Grizzly Bears', 'bob', { damage: 1, damagedBy: ['x'] }),
    ];
    const state = board({ battlefield: field }, { hand: [{ id: 'f1', card: 'Fatal Blow' }] });
    const refused = withDamage({ state, action: { type: 'cast', player: 'alice', card: 'f1', targets: ['g1'] } });
    expect(refused.legal).toBe(false);
    expect(refused.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: '115.1' })]);
    const a = withDamage({ state, actions: [{ type: 'cast', player: 'alice', card: 'f1', targets: ['g2'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(inGraveyard(a, 'g2')).toBe(true);
  });

  it('115.1: Avenging Arrow targets only a creature that dealt damage this turn; combat damage marks the dealer', () => {
    const plains = ['p1', 'p2', 'p3'].map((id) => perm(id, 'Plains', 'bob'));
    const after = withDamage({ state: blocked('h1'), actions: passes(2) });
    expect(onField(after, 'h1')?.dealtDamageThisTurn).toBe(true);
    const state = board(
      {
        battlefield: [...plains, perm('h1', 'Hill Giant', 'alice', { dealtDamageThisTurn: true }), perm('x1', 'Hill Giant', 'alice')],
        turn: { number: 3, active: 'alice', step: 'end', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'a1', card: 'Avenging Arrow' }] },
    );
    const refused = withDamage({ state, action: { type: 'cast', player: 'bob', card: 'a1', targets: ['x1'] } });
    expect(refused.legal).toBe(false);
    expect(refused.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: '115.1' })]);
    const a = withDamage({ state, actions: [{ type: 'cast', player: 'bob', card: 'a1', targets: ['h1'] }, ...passes(2, 'bob', 'alice')] });
    expect(a.legal).toBe(true);
    expect(inGraveyard(a, 'h1')).toBe(true);
    expect(onField(a, 'x1')).toBeDefined();
  });

  it('120.3: "this turn" ends with the turn: the records are gone as the next turn begins', () => {
    const state = board({
      battlefield: [
        perm('s1', 'Sengir Vampire', 'alice', { dealtDamageThisTurn: true }),
        perm('g1', 'Grizzly Bears', 'bob', { damage: 1, damagedBy: ['s1'] }),
      ],
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const a = withDamage({ state, actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(onField(a, 'g1')).not.toHaveProperty('damagedBy');
    expect(onField(a, 's1')).not.toHaveProperty('dealtDamageThisTurn');
  });

  it('120.3: a record naming one source twice, or not a list of ids, is a 400', () => {
    for (const damagedBy of [['s1', 's1'], 's1', [3]]) {
      const state = board({ battlefield: [perm('g1', 'Grizzly Bears', 'bob', { damagedBy })] });
      const outcome = adjudicate({ state, action: { type: 'pass', player: 'alice' } }, new InMemoryCatalog([GRIZZLY_BEARS]));
      expect(outcome.kind === 'invalid' && outcome.errors.map((e) => e.path)).toEqual(['state.battlefield[0].damagedBy']);
    }
  });
});
