import { board, cited } from '../testing/test-catalog';
import { ids, lands, passes, perm, ruleSpells, runSpells } from '../testing/spell-cards';
import type { Answer } from '../adjudicate';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';

/** alice casts `card` (an id in her hand) with the given extra fields. */
const cast = (card: string, more: Record<string, unknown> = {}, player = 'alice') => ({ type: 'cast', player, card, ...more });

const trace601h = (a: Answer): string =>
  a.trace
    .filter((t) => t.rule === '601.2h')
    .map((t) => t.text)
    .join(' | ');

/** The board came back as it was (733.1): the card is still in the hand, nothing is tapped, the stack is as before. */
function expectUnchanged(a: Answer, before: Record<string, unknown>, cardId: string): void {
  expect(a.legal).toBe(false);
  expect(cited(a)).toContain('733.1');
  expect(ids(a.state.players[0].hand)).toContain(cardId);
  const field = (before.battlefield as { id: string; tapped?: boolean }[]) ?? [];
  for (const p of field) expect(a.state.battlefield.find((o) => o.id === p.id)?.tapped).toBe(p.tapped ?? false);
  expect(a.state.stack.map((s) => s.id)).toEqual(((before.stack as { id: string }[]) ?? []).map((s) => s.id));
  expect(a.state.players[0].manaPool).toBe(((before.players as { manaPool?: string }[])[0].manaPool as string) ?? '');
}

describe('601 casting spells: timing (117.1a, 304.1, 307.1, 302.1)', () => {
  it("304.1, 117.1a: an instant may be cast on the opponent's turn by a player with priority", () => {
    const state = board(
      {
        battlefield: [perm('m1', 'Mountain', 'alice')],
        turn: { number: 4, active: 'bob', step: 'upkeep', priority: 'alice', passed: ['bob'] },
      },
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    const a = ruleSpells({ state, action: cast('h1', { targets: ['bob'] }) });
    expect(a.legal).toBe(true);
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([expect.objectContaining({ id: 'h1', controller: 'alice', card: 'Lightning Bolt', targets: ['bob'] })]);
    expect(ids(a.state.players[0].hand)).toEqual([]);
    // 601.2a-i in order, then 117.3c: the caster receives priority again.
    const rules = cited(a);
    for (const r of ['601.2a', '601.2c', '601.2h', '601.2i', '117.3c']) expect(rules).toContain(r);
    expect(rules.indexOf('601.2a')).toBeLessThan(rules.indexOf('601.2c'));
    expect(rules.indexOf('601.2c')).toBeLessThan(rules.indexOf('601.2h'));
    expect(rules.indexOf('601.2h')).toBeLessThan(rules.indexOf('601.2i'));
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    expect(a.state.turn).toMatchObject({ active: 'bob', step: 'upkeep', priority: 'alice', passed: [] });
  });

  it("307.1: a sorcery may be cast in its caster's main phase with an empty stack", () => {
    const state = board({ battlefield: lands('Island', 'i', 3) }, { hand: [{ id: 'h1', card: 'Divination' }] });
    const a = ruleSpells({ state, action: cast('h1') });
    expect(a.legal).toBe(true);
    expect(a.state.stack.map((s) => s.id)).toEqual(['h1']);
    expect(a.state.battlefield.every((o) => o.tapped)).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2a', '601.2h', '601.2i', '117.3c']));
  });

  it("302.1: a creature spell may be cast in its caster's second main phase with an empty stack", () => {
    const state = board(
      { battlefield: lands('Forest', 'f', 2), turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' } },
      { hand: [{ id: 'h1', card: 'Grizzly Bears' }] },
    );
    const a = ruleSpells({ state, action: cast('h1') });
    expect(a.legal).toBe(true);
    expect(a.state.stack.map((s) => s.id)).toEqual(['h1']);
  });

  const boltOnStack = [{ id: 's1', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }];
  it.each([
    ['a sorcery with a spell on the stack', 'Divination', { stack: boltOnStack }, '307.1', 'STACK_NOT_EMPTY'],
    [
      "a sorcery on the opponent's turn",
      'Divination',
      { turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice' } },
      '307.1',
      'NOT_YOUR_TURN',
    ],
    [
      'a sorcery in the upkeep',
      'Divination',
      { turn: { number: 3, active: 'alice', step: 'upkeep', priority: 'alice' } },
      '307.1',
      'NOT_MAIN_PHASE',
    ],
    [
      'a creature spell during combat',
      'Grizzly Bears',
      { turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' } },
      '302.1',
      'NOT_MAIN_PHASE',
    ],
    ['a creature spell with a spell on the stack', 'Grizzly Bears', { stack: boltOnStack }, '302.1', 'STACK_NOT_EMPTY'],
    [
      "a creature spell on the opponent's turn",
      'Grizzly Bears',
      { turn: { number: 4, active: 'bob', step: 'second-main', priority: 'alice' } },
      '302.1',
      'NOT_YOUR_TURN',
    ],
  ])('%s is illegal; the board comes back unchanged (601.2e, 733)', (_, cardName, overrides, ruleNumber, code) => {
    const state = board(
      { battlefield: [...lands('Island', 'i', 3), ...lands('Forest', 'f', 2)], ...overrides },
      { hand: [{ id: 'h1', card: cardName }] },
    );
    const a = ruleSpells({ state, action: cast('h1') });
    expect(a.violations).toEqual([expect.objectContaining({ rule: ruleNumber, code })]);
    expectUnchanged(a, state, 'h1');
  });

  it.each([
    ['during combat', { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' }],
    ["on the opponent's turn", { number: 4, active: 'bob', step: 'end', priority: 'alice', passed: ['bob'] }],
  ])('702.8a: a creature with flash may be cast any time its caster could cast an instant: %s', (_, turn) => {
    const flashBear = {
      name: 'Flash Bear',
      manaCost: '{1}{G}',
      types: ['Creature'],
      subtypes: ['Bear'],
      power: 2,
      toughness: 2,
      text: 'Flash',
    };
    const state = board({ battlefield: lands('Forest', 'f', 2), turn }, { hand: [{ id: 'h1', card: flashBear }] });
    const a = ruleSpells({ state, actions: [cast('h1'), ...passes(2, turn.priority, turn.priority === 'alice' ? 'bob' : 'alice')] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.find((o) => o.id === 'h1')).toMatchObject({ controller: 'alice', summoningSick: true });
  });

  it('117.1: a player without priority cannot cast even an instant', () => {
    const state = board(
      { battlefield: [perm('m1', 'Mountain', 'alice')], turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' } },
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    const a = ruleSpells({ state, action: cast('h1', { targets: ['bob'] }) });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '117.1', code: 'NO_PRIORITY' })]);
    expectUnchanged(a, state, 'h1');
    expect(a.state.turn.priority).toBe('bob');
  });

  it('305.1: a land is played as a special action, never cast', () => {
    const state = board({}, { hand: [{ id: 'h1', card: 'Forest' }] });
    const a = ruleSpells({ state, action: cast('h1') });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '305.1' })]);
    expectUnchanged(a, state, 'h1');
    expect(a.state.battlefield).toEqual([]);
  });

  it.each([
    ['her graveyard', { graveyard: [{ id: 'h1', card: 'Lightning Bolt' }] }, {}],
    ["the opponent's hand", {}, { hand: [{ id: 'h1', card: 'Lightning Bolt' }] }],
  ])('601.3: a card in %s cannot be cast without an effect allowing it', (_, alice, bob) => {
    const state = board({ battlefield: [perm('m1', 'Mountain', 'alice')] }, alice, bob);
    const a = ruleSpells({ state, action: cast('h1', { targets: ['bob'] }) });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ rule: '601.3', code: 'NOT_IN_HAND' })]);
    expect(a.state.stack).toEqual([]);
    expect(a.state.battlefield[0].tapped).toBe(false);
  });

  it('a card id that is on no zone of the board is refused as a request (422), not ruled on', () => {
    const out = runSpells({
      state: board({}, { hand: [{ id: 'h1', card: 'Lightning Bolt' }] }),
      action: cast('nope', { targets: ['bob'] }),
    });
    expect(out.kind).toBe('invalid');
    if (out.kind === 'invalid') expect(out.errors).toEqual([expect.objectContaining({ code: 'UNKNOWN_OBJECT', path: 'action.card' })]);
  });
});

describe('601.2f-h costs and payment', () => {
  it('601.2h: automatic payment taps the only land that can pay, and the trace says which', () => {
    const state = board(
      { battlefield: [perm('f1', 'Forest', 'alice'), perm('m1', 'Mountain', 'alice'), perm('i1', 'Island', 'alice')] },
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    const a = ruleSpells({ state, action: cast('h1', { targets: ['bob'] }) });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => [o.id, o.tapped])).toEqual([
      ['f1', false],
      ['m1', true],
      ['i1', false],
    ]);
    expect(trace601h(a)).toMatch(/automatic/);
    expect(trace601h(a)).toContain('m1');
    expect(a.events).toContainEqual({ type: 'tap', object: 'm1' });
    expect(cited(a)).toContain('601.2f');
  });

  it.each([
    ['Giant Growth {G}', 'Giant Growth', [perm('m1', 'Mountain', 'alice'), perm('f1', 'Forest', 'alice')], ['f1'], ['b1']],
    [
      'Murder {1}{B}{B}',
      'Murder',
      [perm('s1', 'Swamp', 'alice'), perm('m1', 'Mountain', 'alice'), perm('s2', 'Swamp', 'alice')],
      ['s1', 'm1', 's2'],
      ['b1'],
    ],
    [
      'Counterspell {U}{U}',
      'Counterspell',
      [perm('i1', 'Island', 'alice'), perm('m1', 'Mountain', 'alice'), perm('i2', 'Island', 'alice')],
      ['i1', 'i2'],
      ['x1'],
    ],
  ])('601.2h: %s with exactly one way to pay taps exactly those lands', (_, cardName, field, expected, targets) => {
    const state = board(
      {
        battlefield: [...field, perm('b1', 'Grizzly Bears', 'bob')],
        stack: [{ id: 'x1', card: 'Shock', controller: 'bob', targets: ['alice'] }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', passed: ['bob'] },
      },
      { hand: [{ id: 'h1', card: cardName }] },
    );
    const a = ruleSpells({ state, action: cast('h1', { targets }) });
    expect(a.legal).toBe(true);
    expect(
      a.state.battlefield
        .filter((o) => o.tapped)
        .map((o) => o.id)
        .sort(),
    ).toEqual([...expected].sort());
    for (const id of expected) expect(trace601h(a)).toContain(id);
  });

  it('601.2h, 733.1: without enough mana the spell is illegal and the board is as it was', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 4) }, { hand: [{ id: 'h1', card: 'Lava Axe' }] });
    const a = ruleSpells({ state, action: cast('h1', { targets: ['bob'] }) });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '601.2h', code: 'NOT_ENOUGH_MANA' })]);
    expectUnchanged(a, state, 'h1');
    expect(a.state.players[1].life).toBe(20);
    // Nothing that happened during the illegal cast remains in the record (733.1).
    expect(a.events.filter((e) => e.type === 'tap' || e.type === 'zoneChange')).toEqual([]);
  });

  it('601.2h: mana of the wrong colors cannot pay colored symbols', () => {
    const state = board(
      { battlefield: [perm('i1', 'Island', 'alice'), perm('m1', 'Mountain', 'alice'), perm('m2', 'Mountain', 'alice')] },
      {
        hand: [{ id: 'h1', card: 'Counterspell' }],
      },
      {},
    );
    const withSpell = { ...state, stack: [{ id: 'x1', card: 'Shock', controller: 'bob', targets: ['alice'] }] };
    const a = ruleSpells({ state: withSpell, action: cast('h1', { targets: ['x1'] }) });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '601.2h', code: 'WRONG_COLORS' })]);
    expectUnchanged(a, withSpell, 'h1');
  });

  it('601.2h: an explicit payment taps exactly the lands named', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 3) }, { hand: [{ id: 'h1', card: 'Lightning Bolt' }] });
    const a = ruleSpells({ state, action: cast('h1', { targets: ['bob'], payment: { tap: ['m3'] } }) });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => [o.id, o.tapped])).toEqual([
      ['m1', false],
      ['m2', false],
      ['m3', true],
    ]);
    expect(trace601h(a)).toContain('m3');
    expect(trace601h(a)).not.toMatch(/automatic/);
  });

  it('106.4, 601.2h: a land tapped beyond what the cost needs leaves its mana in the pool', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 2) }, { hand: [{ id: 'h1', card: 'Lightning Bolt' }] });
    const a = ruleSpells({ state, action: cast('h1', { targets: ['bob'], payment: { tap: ['m1', 'm2'] } }) });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.every((o) => o.tapped)).toBe(true);
    expect(a.state.players[0].manaPool).toBe('{R}');
  });

  it('601.2h: an explicit payment that does not cover the cost is illegal (partial payments are not allowed)', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 5) }, { hand: [{ id: 'h1', card: 'Lava Axe' }] });
    const a = ruleSpells({ state, action: cast('h1', { targets: ['bob'], payment: { tap: ['m1', 'm2'] } }) });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '601.2h', code: 'NOT_ENOUGH_MANA' })]);
    expectUnchanged(a, state, 'h1');
  });

  it('a payment naming a permanent that is not on the board is refused as a request (422)', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 1) }, { hand: [{ id: 'h1', card: 'Lightning Bolt' }] });
    const out = runSpells({ state, action: cast('h1', { targets: ['bob'], payment: { tap: ['m9'] } }) });
    expect(out.kind).toBe('invalid');
    if (out.kind === 'invalid')
      expect(out.errors).toEqual([expect.objectContaining({ code: 'UNKNOWN_OBJECT', path: 'action.payment.tap[0]' })]);
  });

  describe("tapping the opponent's land to pay", () => {
    const state = board(
      { battlefield: [perm('m1', 'Mountain', 'alice'), perm('bm', 'Mountain', 'bob')] },
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    const attempt = () => ruleSpells({ state, action: cast('h1', { targets: ['bob'], payment: { tap: ['bm'] } }) });

    it('is illegal, and both lands stay untapped (733.1)', () => {
      const a = attempt();
      expectUnchanged(a, state, 'h1');
    });

    it("cites 602.2: only an object's controller can activate its activated (mana) abilities (605.3)", () => {
      const a = attempt();
      expect(a.violations.map((v) => v.rule)).toContain('602.2');
    });
  });

  describe('a land already tapped cannot pay again', () => {
    const state = board(
      { battlefield: [perm('m1', 'Mountain', 'alice', { tapped: true }), perm('m2', 'Mountain', 'alice')] },
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    const attempt = () => ruleSpells({ state, action: cast('h1', { targets: ['bob'], payment: { tap: ['m1'] } }) });

    it('is illegal; m2 is not tapped in its place', () => {
      const a = attempt();
      expectUnchanged(a, state, 'h1');
    });

    it('cites 118.3: a permanent that is already tapped cannot be tapped to pay a cost', () => {
      const a = attempt();
      expect(a.violations.map((v) => v.rule)).toContain('118.3');
    });
  });

  it('106.4, 601.2h: mana already in the pool pays the cost, with no land to tap', () => {
    const state = board({}, { manaPool: '{R}{G}', hand: [{ id: 'h1', card: 'Lightning Bolt' }] });
    const a = ruleSpells({ state, action: cast('h1', { targets: ['bob'] }) });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].manaPool).toBe('{G}');
    expect(trace601h(a)).toContain('{R}');
  });

  it('601.2h: an explicit payment from the pool leaves the lands untapped; an explicit tap leaves the pool alone', () => {
    const state = board(
      { battlefield: [perm('m1', 'Mountain', 'alice')] },
      { manaPool: '{R}', hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    const fromPool = ruleSpells({ state, action: cast('h1', { targets: ['bob'], payment: { pool: '{R}' } }) });
    expect(fromPool.legal).toBe(true);
    expect(fromPool.state.players[0].manaPool).toBe('');
    expect(fromPool.state.battlefield[0].tapped).toBe(false);
    const fromLand = ruleSpells({ state, action: cast('h1', { targets: ['bob'], payment: { tap: ['m1'] } }) });
    expect(fromLand.legal).toBe(true);
    expect(fromLand.state.players[0].manaPool).toBe('{R}');
    expect(fromLand.state.battlefield[0].tapped).toBe(true);
  });

  it('601.2h: spending from the pool mana that is not there is illegal', () => {
    const state = board(
      { battlefield: [perm('m1', 'Mountain', 'alice')] },
      { manaPool: '{G}', hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    const a = ruleSpells({ state, action: cast('h1', { targets: ['bob'], payment: { pool: '{R}' } }) });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '601.2h' })]);
    expectUnchanged(a, state, 'h1');
    expect(a.state.players[0].manaPool).toBe('{G}');
  });

  describe('107.3a, 601.2b: Blaze {X}{R}', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 4) }, { hand: [{ id: 'h1', card: 'Blaze' }] });

    it('requires X to be announced', () => {
      const a = ruleSpells({ state, action: cast('h1', { targets: ['bob'] }) });
      expect(a.violations).toEqual([expect.objectContaining({ rule: '107.3a' })]);
      expectUnchanged(a, state, 'h1');
    });

    it('with X = 3 and four Mountains: all four are tapped, the spell keeps X = 3 on the stack, and it deals 3', () => {
      const a = ruleSpells({ state, actions: [cast('h1', { targets: ['bob'], x: 3 }), ...passes(2)] });
      expect(a.legal).toBe(true);
      expect(a.state.battlefield.every((o) => o.tapped)).toBe(true);
      expect(a.state.players[1].life).toBe(17);
      expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '601.2h', '120.3a', '608.2n']));
      const onStack = ruleSpells({ state, action: cast('h1', { targets: ['bob'], x: 3 }) });
      expect(onStack.state.stack[0]).toMatchObject({ id: 'h1', x: 3 });
    });

    it('with X = 4 and four Mountains the cost ({4}{R}) cannot be paid', () => {
      const a = ruleSpells({ state, action: cast('h1', { targets: ['bob'], x: 4 }) });
      expect(a.violations).toEqual([expect.objectContaining({ rule: '601.2h', code: 'NOT_ENOUGH_MANA' })]);
      expectUnchanged(a, state, 'h1');
    });

    it('X = 0 is a legal announcement: only {R} is paid and no damage is dealt', () => {
      const a = ruleSpells({ state, actions: [cast('h1', { targets: ['bob'], x: 0 }), ...passes(2)] });
      expect(a.legal).toBe(true);
      expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(1);
      expect(a.state.players[1].life).toBe(20);
    });
  });

  describe('Dark Ritual: 106.3, 106.4 mana added on resolution; 500.5 it empties as the step ends', () => {
    const state = board(
      { battlefield: [perm('s1', 'Swamp', 'alice')] },
      {
        hand: [
          { id: 'h1', card: 'Dark Ritual' },
          { id: 'h2', card: 'Walking Corpse' },
        ],
      },
    );

    it("adds {B}{B}{B} to its caster's pool as it resolves, not as it is cast", () => {
      const castOnly = ruleSpells({ state, action: cast('h1') });
      expect(castOnly.state.players[0].manaPool).toBe('');
      const a = ruleSpells({ state, actions: [cast('h1'), ...passes(2)] });
      expect(a.legal).toBe(true);
      expect(a.state.players[0].manaPool).toBe('{B}{B}{B}');
      expect(a.state.players[1].manaPool).toBe('');
      expect(cited(a)).toContain('106.4');
      expect(ids(a.state.players[0].graveyard)).toEqual(['h1']);
      expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    });

    it('that mana pays for a creature spell in the same step; what is left empties when the step ends (500.5)', () => {
      const a = ruleSpells({ state, actions: [cast('h1'), ...passes(2), cast('h2'), ...passes(2)] });
      expect(a.legal).toBe(true);
      expect(a.state.battlefield.map((o) => o.id)).toEqual(['s1', 'h2']);
      expect(a.state.players[0].manaPool).toBe('{B}');
      const more = ruleSpells({ state: a.state, actions: passes(2) });
      expect(more.state.turn.step).toBe('beginning-of-combat');
      expect(more.state.players[0].manaPool).toBe('');
      expect(cited(more)).toContain('500.5');
    });
  });

  describe('302.6: Llanowar Elves taps for mana only once it has been controlled since the turn began', () => {
    it("an Elves that has been under its controller's control since the turn began pays for Giant Growth", () => {
      const state = board(
        { battlefield: [perm('e1', 'Llanowar Elves', 'alice', { summoningSick: false })] },
        { hand: [{ id: 'h1', card: 'Giant Growth' }] },
      );
      const a = ruleSpells({ state, action: cast('h1', { targets: ['e1'] }) });
      expect(a.legal).toBe(true);
      expect(a.state.battlefield[0].tapped).toBe(true);
      expect(trace601h(a)).toContain('e1');
    });

    it('a summoning-sick Elves is not a source for automatic payment', () => {
      const state = board(
        { battlefield: [perm('e1', 'Llanowar Elves', 'alice', { summoningSick: true })] },
        { hand: [{ id: 'h1', card: 'Giant Growth' }] },
      );
      const a = ruleSpells({ state, action: cast('h1', { targets: ['e1'] }) });
      expect(a.violations).toEqual([expect.objectContaining({ rule: '601.2h', code: 'NOT_ENOUGH_MANA' })]);
      expectUnchanged(a, state, 'h1');
    });

    describe('naming a summoning-sick Elves in an explicit payment', () => {
      const state = board(
        { battlefield: [perm('e1', 'Llanowar Elves', 'alice', { summoningSick: true }), perm('f1', 'Forest', 'alice')] },
        { hand: [{ id: 'h1', card: 'Giant Growth' }] },
      );
      const attempt = () => ruleSpells({ state, action: cast('h1', { targets: ['e1'], payment: { tap: ['e1'] } }) });

      it('is illegal, and the Forest is not tapped in its place', () => {
        expectUnchanged(attempt(), state, 'h1');
      });

      it('cites 302.6, the rule that forbids activating the {T} ability', () => {
        expect(attempt().violations.map((v) => v.rule)).toContain('302.6');
      });
    });
  });
});

describe('601.2c: too many targets on a board', () => {
  const { catalog, adjudicate, board, passes } = damageAndTriggerBoards;

  it('601.2c: a stack entry with more targets than its spell has is refused (422), not judged on its first target', () => {
    const outcome = adjudicate(
      { state: board({ stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'bob', targets: ['alice', 'bob'] }] }), actions: passes(2) },
      catalog,
    );
    expect(outcome).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'TOO_MANY_TARGETS', rule: '601.2c', path: 'state.stack[0].targets' })],
    });
    expect(
      adjudicate(
        { state: board({ stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }] }), actions: passes(2) },
        catalog,
      ).kind,
    ).toBe('answer');
  });
});
