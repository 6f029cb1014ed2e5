import type { Answer } from '../adjudicate';
import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/**
 * 611.2b: "Gain control of target artifact for as long as you control Aladdin.": the control-changing effect (613.1b)
 * lasts while the ability's controller controls its source on the battlefield; it ends when the source leaves or
 * changes controller (control then returns, 613.1b), and it never starts if that is already so as it resolves.
 */
const NAMES = ['Aladdin', 'Master Thief', 'Thrull Champion', 'Dragonlord Silumgar', 'Willow Satyr', 'Helm of Possession'];
const catalog = new InMemoryCatalog(
  [...NAMES, 'Ornithopter', 'Lightning Bolt', 'Act of Treason', 'Mountain', 'Island', 'Forest', 'Isamaru, Hound of Konda'].map(bundledCard),
);
const answer = rulingsWith(catalog);

/** Alice's Aladdin and three Mountains, bob's Ornithopter and Mountains (his Bolt, or Act of Treason, in hand). */
function aladdinBoard(bobHand: string[] = [], more: Record<string, unknown> = {}): Record<string, unknown> {
  return board(
    {
      battlefield: [
        ...lands('Mountain', 'm', 3),
        perm('al', 'Aladdin', 'alice'),
        perm('or', 'Ornithopter', 'bob'),
        ...lands('Mountain', 'bm', 3, 'bob'),
      ],
      ...more,
    },
    {},
    { hand: bobHand.map((card, i) => ({ id: `b${i}`, card })) },
  );
}
const activate = { type: 'activate', player: 'alice', source: 'al', ability: 0, targets: ['or'] };

/** Aladdin's ability resolved: alice controls the Ornithopter. */
function stolen(bobHand: string[] = []): Answer {
  const a = answer({ state: aladdinBoard(bobHand), actions: [activate, ...passes(2)] });
  expect(a.violations).toEqual([]);
  expect(onField(a, 'or')?.controller).toBe('alice');
  return a;
}

describe('611.2b: "gain control of target artifact for as long as you control CARDNAME"', () => {
  it.each(NAMES)('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it("613.1b, 611.2b: Aladdin's ability resolves: alice controls bob's Ornithopter, for as long as she controls Aladdin", () => {
    const a = stolen();
    expect(a.state.effects).toEqual([
      expect.objectContaining({
        kind: 'gain-control',
        affects: ['or'],
        controller: 'alice',
        duration: 'while-you-control-source',
        controlledSource: 'al',
      }),
    ]);
    expect(cited(a)).toEqual(expect.arrayContaining(['611.2b', '613.1b']));
  });

  it("the effect lasts past the end of the turn: at bob's turn alice still controls the Ornithopter", () => {
    const a = stolen();
    const later = answer({
      state: { ...a.state, turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' } },
      action: { type: 'pass', player: 'bob' },
    });
    expect(onField(later, 'or')?.controller).toBe('alice');
  });

  it('611.2b: Aladdin dies (Lightning Bolt): the effect ends and the Ornithopter returns to bob', () => {
    const a = stolen(['Lightning Bolt']);
    const bolted = answer({
      state: { ...a.state, turn: { ...(a.state.turn as object), priority: 'bob', passed: ['alice'] } },
      actions: [{ type: 'cast', player: 'bob', card: 'b0', targets: ['al'] }, ...passes(2, 'bob', 'alice')],
    });
    expect(bolted.violations).toEqual([]);
    expect(onField(bolted, 'al')).toBeUndefined();
    expect(onField(bolted, 'or')?.controller).toBe('bob');
    expect(bolted.state.effects ?? []).toEqual([]);
    expect(cited(bolted)).toEqual(expect.arrayContaining(['704.5g', '611.2b', '613.1b']));
  });

  it('611.2b: bob gains control of Aladdin (Act of Treason): alice no longer controls it, so the Ornithopter returns to bob', () => {
    const a = stolen(['Act of Treason']);
    // A sorcery: in bob's own main phase (307.1).
    const treason = answer({
      state: { ...a.state, turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' } },
      actions: [{ type: 'cast', player: 'bob', card: 'b0', targets: ['al'] }, ...passes(2, 'bob', 'alice')],
    });
    expect(treason.violations).toEqual([]);
    expect(onField(treason, 'al')?.controller).toBe('bob');
    expect(onField(treason, 'or')?.controller).toBe('bob');
    expect(treason.state.effects).not.toContainEqual(expect.objectContaining({ duration: 'while-you-control-source' }));
    expect(cited(treason)).toContain('611.2b');
  });

  it('611.2b: Aladdin bolted in response, the duration never starts: the Ornithopter stays with bob', () => {
    const a = answer({
      state: aladdinBoard(['Lightning Bolt']),
      actions: [
        activate,
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'b0', targets: ['al'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2, 'alice', 'bob'),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'al')).toBeUndefined();
    expect(onField(a, 'or')?.controller).toBe('bob');
    expect(a.state.effects ?? []).toEqual([]);
    expect(cited(a)).toContain('611.2b');
  });

  it('115.1: "target artifact": a creature that is not an artifact is not a legal target', () => {
    const state = aladdinBoard([], {
      battlefield: [...lands('Mountain', 'm', 3), perm('al', 'Aladdin', 'alice'), perm('al2', 'Aladdin', 'bob')],
    });
    const a = answer({ state, action: { ...activate, targets: ['al2'] } });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET' })]);
  });

  it('a board\'s effect "while-you-control-source" without "controlledSource" is refused, naming the field', () => {
    const a = stolen();
    const effects = (a.state.effects as unknown as Record<string, unknown>[]).map(({ controlledSource: _, ...e }) => e);
    const o = adjudicate({ state: { ...a.state, effects }, action: { type: 'pass', player: 'alice' } }, catalog);
    expect(o.kind).toBe('invalid');
    expect(JSON.stringify(o)).toContain('controlledSource');
  });

  it('"controlledSource" with another duration is refused too', () => {
    const a = stolen();
    const effects = (a.state.effects as unknown as Record<string, unknown>[]).map((e) => ({ ...e, duration: 'until-end-of-turn' }));
    const o = adjudicate({ state: { ...a.state, effects }, action: { type: 'pass', player: 'alice' } }, catalog);
    expect(o.kind).toBe('invalid');
    expect(JSON.stringify(o)).toContain('controlledSource');
  });
});

describe('611.2b: "for as long as you control CARDNAME and CARDNAME remains tapped" (Willow Satyr)', () => {
  const satyrBoard = () =>
    board({
      battlefield: [perm('ws', 'Willow Satyr', 'alice'), perm('is', 'Isamaru, Hound of Konda', 'bob'), perm('or', 'Ornithopter', 'bob')],
    });

  it('the ability taps the Satyr as its cost; as it resolves alice gains control of Isamaru while both hold', () => {
    const a = answer({
      state: satyrBoard(),
      actions: [{ type: 'activate', player: 'alice', source: 'ws', ability: 0, targets: ['is'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'is')?.controller).toBe('alice');
    expect(a.state.effects).toEqual([
      expect.objectContaining({ duration: 'while-you-control-source', controlledSource: 'ws', tappedSource: 'ws', affects: ['is'] }),
    ]);
    expect(cited(a)).toContain('611.2b');
  });

  it('115.1: "target legendary creature": the Ornithopter (not legendary) is not a legal target', () => {
    const a = answer({ state: satyrBoard(), action: { type: 'activate', player: 'alice', source: 'ws', ability: 0, targets: ['or'] } });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET' })]);
  });

  /** Bob's end step, Isamaru under alice's control by the Satyr's effect; `satyr`: more about the tapped Satyr. */
  const inForce = (satyr: Record<string, unknown> = {}) =>
    board({
      battlefield: [
        perm('ws', 'Willow Satyr', 'alice', { tapped: true, ...satyr }),
        perm('is', 'Isamaru, Hound of Konda', 'alice', { owner: 'bob' }),
      ],
      effects: [
        {
          id: 'e1',
          kind: 'gain-control',
          power: 0,
          toughness: 0,
          affects: ['is'],
          source: 'ws.ability',
          controller: 'alice',
          timestamp: 1,
          duration: 'while-you-control-source',
          controlledSource: 'ws',
          tappedSource: 'ws',
        },
      ],
      turn: { number: 4, active: 'bob', step: 'end', priority: 'alice', passed: ['bob'] },
    });

  it("502.3: the Satyr untaps in alice's untap step: the effect ends and Isamaru returns to bob", () => {
    const next = answer({ state: inForce(), actions: passes(1) });
    expect(next.violations).toEqual([]);
    expect(onField(next, 'ws')?.tapped).toBe(false);
    expect(onField(next, 'is')?.controller).toBe('bob');
    expect(next.state.effects ?? []).toEqual([]);
    expect(cited(next)).toEqual(expect.arrayContaining(['611.2b', '613.1b']));
  });

  it('502.3: alice keeps the Satyr tapped ("keepTapped"): she still controls Isamaru', () => {
    const next = answer({ state: inForce({ keepTapped: true }), actions: passes(1) });
    expect(next.violations).toEqual([]);
    expect(onField(next, 'ws')?.tapped).toBe(true);
    expect(onField(next, 'is')?.controller).toBe('alice');
  });
});
