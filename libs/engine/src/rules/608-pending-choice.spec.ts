import * as boards from '../testing/graveyard-and-payment-boards';

/**
 * 608.2: a spell or ability stopped in the middle of its resolution for a player's answer carries
 * one `pendingChoice` on the board (CONTRACT §1 "Pending choices"); the deprecated field names it
 * replaces are read on input and written back as `pendingChoice`.
 */
describe('608.2: one pending choice on the board', () => {
  const { answer, run, board, lands, ids, cast, passes, refusedAt } = boards;
  const cited = (a: { trace: { rule: string }[] }) => a.trace.map((t) => t.rule);

  // Bob's Lightning Bolt is on the stack; alice's Mana Leak targets it; bob has {3} open (118.12a).
  const leak = () =>
    board(
      {
        battlefield: [...lands('Island', 'u', 2), ...lands('Mountain', 'r', 4, 'bob')],
        stack: [],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      { hand: [{ id: 'leak', card: 'Mana Leak' }] },
      { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
    );
  const waitingLeak = () =>
    answer({
      state: leak(),
      actions: [cast('bolt', ['alice'], 'bob'), { type: 'pass', player: 'bob' }, cast('leak', ['bolt']), ...passes(2, 'alice', 'bob')],
    });

  it('118.12a: Mana Leak waiting for bob is written with one pendingChoice {kind: "payment", player} and no old field', () => {
    const a = waitingLeak();
    const top = a.state.stack[a.state.stack.length - 1] as Record<string, unknown>;
    expect(top.id).toBe('leak');
    expect(top.pendingChoice).toEqual({ kind: 'payment', player: 'bob' });
    expect(top).not.toHaveProperty('awaitingPayment');
    expect(a.decision).toMatchObject({ player: 'bob', kind: 'payCost', rule: '118.12a', options: ['pay', 'decline'] });
    expect(cited(a)).toContain('118.12a');
  });

  it("round trip: the answer's board, sent back, waits for the same decision and is written the same", () => {
    const a = waitingLeak();
    const again = answer({ state: a.state, actions: [] });
    expect(again.decision).toEqual(a.decision);
    expect(again.state.stack).toEqual(a.state.stack);
  });

  it('118.12a, 701.6a: "decline" answered through the pending choice counters the Bolt; the choice is gone', () => {
    const a = waitingLeak();
    const d = answer({ state: a.state, action: { type: 'choose', player: 'bob', decision: a.decision?.id, choice: ['decline'] } });
    expect(d.legal).toBe(true);
    expect(ids(d.state.players[1].graveyard)).toEqual(['bolt']);
    expect(d.state.stack).toEqual([]);
    expect(d.state.players[0].life).toBe(20);
    expect(cited(d)).toEqual(expect.arrayContaining(['701.6a', '608.2n']));
  });

  it('illegal answers: another player, a choice not among the options, two choices: refused, nothing changes', () => {
    const a = waitingLeak();
    const id = a.decision?.id;
    const wrongPlayer = answer({ state: a.state, action: { type: 'choose', player: 'alice', decision: id, choice: ['decline'] } });
    expect(wrongPlayer.violations[0]).toMatchObject({ code: 'NO_SUCH_DECISION', rule: '118.12a' });
    const notAnOption = answer({ state: a.state, action: { type: 'choose', player: 'bob', decision: id, choice: ['yes'] } });
    expect(notAnOption.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '118.12a' });
    const tooMany = answer({ state: a.state, action: { type: 'choose', player: 'bob', decision: id, choice: ['pay', 'decline'] } });
    expect(tooMany.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '118.12a' });
    for (const o of [wrongPlayer, notAnOption, tooMany]) {
      expect(o.legal).toBe(false);
      expect(o.state.stack).toEqual(a.state.stack);
    }
  });

  it('deprecated input: "awaitingPayment": "bob" is read as the payment choice and written back as pendingChoice', () => {
    const a = waitingLeak();
    const stack = a.state.stack.map((s) => {
      const { pendingChoice, ...rest } = s as Record<string, unknown>;
      return pendingChoice ? { ...rest, awaitingPayment: 'bob' } : rest;
    });
    const old = answer({ state: { ...a.state, stack }, actions: [] });
    expect(old.decision).toEqual(a.decision);
    expect(old.state.stack).toEqual(a.state.stack);
  });

  it('400: two choices at once (pendingChoice and a deprecated field) are refused, naming the field', () => {
    const a = waitingLeak();
    const stack = a.state.stack.map((s) => ((s as { id: string }).id === 'leak' ? { ...s, awaitingChoice: 'bob' } : s));
    const o = run({ state: { ...a.state, stack }, actions: [] });
    expect(refusedAt(o, 'state.stack[1].awaitingChoice')).toBe(true);
  });

  it('400: a pending choice of an unknown kind, or without a player, is refused, naming the field', () => {
    const a = waitingLeak();
    const withChoice = (pendingChoice: unknown) => ({
      ...a.state,
      stack: a.state.stack.map((s) => ((s as { id: string }).id === 'leak' ? { ...s, pendingChoice } : s)),
    });
    expect(refusedAt(run({ state: withChoice({ kind: 'guess', player: 'bob' }) }), 'state.stack[1].pendingChoice.kind')).toBe(true);
    expect(refusedAt(run({ state: withChoice({ kind: 'payment' }) }), 'state.stack[1].pendingChoice.player')).toBe(true);
    expect(refusedAt(run({ state: withChoice({ kind: 'payment', player: 'zed' }) }), 'state.stack[1].pendingChoice.player')).toBe(true);
    expect(refusedAt(run({ state: withChoice('bob') }), 'state.stack[1].pendingChoice')).toBe(true);
  });
});
