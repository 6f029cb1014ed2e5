import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { parseBoard } from '../state/parse';
import { serializeBoard } from '../state/serialize';
import { passes } from '../testing/actions';

describe('115.7a: "Change the target of target spell with a single target." (Deflection, Misdirection, Shunt, Swerve)', () => {
  const catalog = new InMemoryCatalog(
    [
      'Deflection',
      'Misdirection',
      'Shunt',
      'Swerve',
      "Imp's Mischief",
      'Divert',
      'Lightning Bolt',
      'Doom Blade',
      'Giant Growth',
      'Agony Warp',
      'Prey Upon',
      'Divination',
      'Counterspell',
      'Grizzly Bears',
      'Slippery Bogle',
      'Island',
    ].map(bundledCard),
  );
  const answer = rulingsWith(catalog);
  /** The board written back is read again as it was (the pending choice kept). */
  const stable = (a: Answer): void => {
    const strip = (x: unknown): unknown => JSON.parse(JSON.stringify(x, (k, v) => (k === 'characteristics' ? undefined : v)));
    const again = parseBoard(JSON.parse(JSON.stringify(a.state)), catalog);
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(strip(serializeBoard(again.value))).toEqual(strip(a.state));
  };
  const islands = Array.from({ length: 4 }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));
  /** Bob's spell on the stack (by default Lightning Bolt at alice's Grizzly Bears); Deflection in alice's hand. */
  const start = (
    spell: Record<string, unknown> = { id: 'bolt', card: 'Lightning Bolt', controller: 'bob', targets: ['ab'] },
    creatures: Record<string, unknown>[] = [
      { id: 'ab', card: 'Grizzly Bears', controller: 'alice' },
      { id: 'bb', card: 'Grizzly Bears', controller: 'bob' },
    ],
  ) => board({ battlefield: [...islands, ...creatures], stack: [spell] }, { hand: [{ id: 'dfl', card: 'Deflection' }] });
  const deflect = (target = 'bolt') => ({ type: 'cast', player: 'alice', card: 'dfl', targets: [target] });
  const decision = 't3.first-main.chooseTargets.dfl';
  const choose = (id: string) => ({ type: 'choose', player: 'alice', decision, choice: [id] });

  it("Deflection, Misdirection, Shunt and Swerve are understood; with more to do (Imp's Mischief, Divert) it stays refused", () => {
    for (const name of ['Deflection', 'Misdirection', 'Shunt', 'Swerve']) expect(compileCard(bundledCard(name)).support).toBe('full');
    expect(compileCard(bundledCard("Imp's Mischief")).support).not.toBe('full');
    expect(compileCard(bundledCard('Divert')).support).not.toBe('full');
  });

  it('115.7a: as Deflection resolves, alice chooses among the other legal targets of the Bolt (no "no")', () => {
    const a = answer({ state: start(), actions: [deflect(), ...passes(2)] });
    expect(a.decision).toMatchObject({ id: decision, player: 'alice', kind: 'chooseTargets', rule: '115.7a', count: 1 });
    // "any target": both players and bob's Bears; not the current target, not "no" (the change is not optional).
    expect([...(a.decision?.options ?? [])].sort()).toEqual(['alice', 'bb', 'bob']);
    expect(a.state.stack.map((s) => s.id)).toEqual(['bolt', 'dfl']);
    expect(a.state.stack[1]).toMatchObject({ pendingChoice: { kind: 'newTarget', player: 'alice', next: 0 } });
    stable(a);
  });

  it("115.7a: the Bolt's target becomes bob's Bears; it resolves there (alice's Bears live)", () => {
    const chosen = answer({ state: start(), actions: [deflect(), ...passes(2), choose('bb')] });
    expect(chosen.legal).toBe(true);
    expect(chosen.state.stack).toEqual([expect.objectContaining({ id: 'bolt', targets: ['bb'] })]);
    expect(cited(chosen)).toContain('115.7a');
    expect(chosen.state.players[0].graveyard).toEqual([{ id: 'dfl', card: 'Deflection' }]);
    const done = answer({ state: chosen.state, actions: passes(2) });
    expect(done.state.battlefield.map((o) => o.id)).toContain('ab');
    expect(done.state.battlefield.map((o) => o.id)).not.toContain('bb');
  });

  it("115.7a: the new target may be bob himself ('any target'): bob is dealt 3", () => {
    const chosen = answer({ state: start(), actions: [deflect(), ...passes(2), choose('bob')] });
    const done = answer({ state: chosen.state, actions: passes(2) });
    expect(done.state.players.map((p) => p.life)).toEqual([20, 17]);
  });

  it('115.7a: an answer that is not another legal target (the current one, "no", a spell) is refused', () => {
    const waiting = answer({ state: start(), actions: [deflect(), ...passes(2)] });
    for (const bad of [['ab'], ['no'], ['bolt'], ['bb', 'bob']]) {
      const a = answer({ state: waiting.state, action: { type: 'choose', player: 'alice', decision, choice: bad } });
      expect(a.legal).toBe(false);
      expect(a.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '115.7a' });
    }
  });

  it("115.7a: legality is the Bolt's controller's: alice's hexproof Bogle is not offered, bob's is", () => {
    const creatures = [
      { id: 'ab', card: 'Grizzly Bears', controller: 'alice' },
      { id: 'asb', card: 'Slippery Bogle', controller: 'alice' },
      { id: 'bsb', card: 'Slippery Bogle', controller: 'bob' },
    ];
    const a = answer({ state: start(undefined, creatures), actions: [deflect(), ...passes(2)] });
    expect([...(a.decision?.options ?? [])].sort()).toEqual(['alice', 'bob', 'bsb']);
    const b = answer({ state: a.state, action: choose('asb') });
    expect(b.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '115.7a' });
  });

  it('115.7a: with exactly one other legal target, the target is changed to it without a question', () => {
    // Doom Blade ("target nonblack creature") at alice's Bears: bob's Bears is the only other creature.
    const spell = { id: 'db', card: 'Doom Blade', controller: 'bob', targets: ['ab'] };
    const a = answer({ state: start(spell), actions: [deflect('db'), ...passes(2)] });
    expect(a.decision?.kind).not.toBe('chooseTargets');
    expect(a.state.stack).toEqual([expect.objectContaining({ id: 'db', targets: ['bb'] })]);
    expect(cited(a)).toContain('115.7a');
  });

  it('115.7a: with no other legal target, the target is unchanged', () => {
    const spell = { id: 'db', card: 'Doom Blade', controller: 'bob', targets: ['ab'] };
    const a = answer({
      state: start(spell, [{ id: 'ab', card: 'Grizzly Bears', controller: 'alice' }]),
      actions: [deflect('db'), ...passes(2)],
    });
    expect(a.state.stack).toEqual([expect.objectContaining({ id: 'db', targets: ['ab'] })]);
    expect(cited(a)).toContain('115.7a');
    const done = answer({ state: a.state, actions: passes(2) });
    expect(done.state.battlefield.map((o) => o.id)).not.toContain('ab');
  });

  it('115.7: a spell with two targets, one targeting the same creature twice, or none, is not "a spell with a single target"', () => {
    const two = { id: 'pu', card: 'Prey Upon', controller: 'bob', targets: ['bb', 'ab'] };
    const twice = { id: 'aw', card: 'Agony Warp', controller: 'bob', targets: ['ab', 'ab'] };
    const none = { id: 'dv', card: 'Divination', controller: 'bob', targets: [] };
    for (const spell of [two, twice, none]) {
      const a = answer({ state: start(spell), action: deflect(spell.id) });
      expect(a.legal).toBe(false);
      expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    }
  });

  it('608.2n: Counterspell aimed at a spell may be turned on Deflection itself, still on the stack', () => {
    const state = board(
      {
        battlefield: [...islands, { id: 'ab', card: 'Grizzly Bears', controller: 'alice' }],
        stack: [
          { id: 'gg', card: 'Giant Growth', controller: 'alice', targets: ['ab'] },
          { id: 'cs', card: 'Counterspell', controller: 'bob', targets: ['gg'] },
        ],
      },
      { hand: [{ id: 'dfl', card: 'Deflection' }] },
    );
    // Counterspell's only other legal target is Deflection (resolving, still on the stack): changed to it without a question.
    const a = answer({ state, actions: [deflect('cs'), ...passes(2)] });
    expect(a.state.stack.find((s) => s.id === 'cs')).toMatchObject({ targets: ['dfl'] });
    // 608.2b: Counterspell's one target is gone: it does not resolve; Giant Growth does.
    const done = answer({ state: a.state, actions: [...passes(2), ...passes(2)] });
    expect(done.state.stack).toEqual([]);
    expect(done.state.players[0].graveyard.map((c) => c.id).sort()).toEqual(['dfl', 'gg']);
  });

  it('a single target among several target requirements (Forked Bolt at one creature) is refused, not guessed', () => {
    const cat = new InMemoryCatalog(['Deflection', 'Forked Bolt', 'Grizzly Bears', 'Island'].map(bundledCard));
    const spell = { id: 'fb', card: 'Forked Bolt', controller: 'bob', targets: ['ab'], division: { ab: 2 } };
    const outcome = adjudicate({ state: start(spell), actions: [deflect('fb'), ...passes(2)] } as never, cat);
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_RESOLUTION', rule: '115.7a' });
  });

  it('a board waiting for a new target where there is nothing to choose is refused (NOTHING_TO_CHOOSE)', () => {
    const state = start({ id: 'bolt', card: 'Lightning Bolt', controller: 'bob', targets: ['ab'] });
    (state.stack as unknown[]).push({
      id: 'dfl',
      card: 'Deflection',
      controller: 'alice',
      targets: ['bolt'],
      pendingChoice: { kind: 'newTarget', player: 'bob', next: 0 },
    });
    (state.players as { hand?: unknown }[])[0].hand = [];
    const parsed = parseBoard(state, catalog);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.map((e) => e.code)).toEqual(['NOTHING_TO_CHOOSE']);
  });
});
