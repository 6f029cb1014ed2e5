import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited } from '../testing/test-catalog';
import { attack, combatBoard, passes, perm, TEST_WALKER, TO_ATTACKERS, upToBlocks } from '../testing/combat-cards';
import { GRIZZLY_BEARS, ISLAND, lands } from '../testing/spell-cards';

/** 702.49 ninjutsu, on real cards (Oracle text of the bundled catalog, reminder text included). */
const NINJA = bundledCard('Ninja of the Deep Hours'); // {3}{U} 2/2, Ninjutsu {1}{U}; combat damage to a player: you may draw a card
const STUDENT = bundledCard("Sakashima's Student"); // Ninjutsu {1}{U}; may enter as a copy of a creature
const catalog = new InMemoryCatalog([NINJA, STUDENT, GRIZZLY_BEARS, ISLAND]);

function rule(request: { state: unknown; actions: unknown[] }): Answer {
  const o = adjudicate(request, catalog);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}

/** Alice has two Grizzly Bears (g1, g2), `islands` Islands, and `card` in her hand; bob has a Grizzly Bears (b1) and a planeswalker. */
function board(islands = 2, card = 'Ninja of the Deep Hours'): Record<string, unknown> {
  return combatBoard(
    [
      perm('g1', 'Grizzly Bears', 'alice'),
      perm('g2', 'Grizzly Bears', 'alice'),
      perm('b1', 'Grizzly Bears', 'bob'),
      perm('pw', TEST_WALKER, 'bob', { counters: { loyalty: 4 } }),
      ...lands('Island', 'i', islands),
    ],
    {},
    { hand: [{ id: 'n', card }] },
    { hand: { count: 3 } },
  );
}

const ninjutsu = (returned: string) => ({ type: 'activate', player: 'alice', source: 'n', ability: 0, returnToHand: [returned] });
const handOf = (a: Answer, player: string) => (a.state.players.find((p) => p.id === player)?.hand ?? []) as { id?: string }[];

describe('702.49 ninjutsu', () => {
  it('is understood: an activated ability from the hand, returning an unblocked attacking creature you control', () => {
    expect(compileCard(NINJA).support).toBe('full');
    expect(compileCard(NINJA).abilities).toContainEqual(
      expect.objectContaining({
        kind: 'activated',
        fromHand: true,
        effects: [{ kind: 'ninjutsu' }],
        cost: expect.objectContaining({
          tap: false,
          mana: '{1}{U}',
          parts: [
            expect.objectContaining({
              kind: 'return',
              self: false,
              n: 1,
              option: expect.objectContaining({
                filters: expect.arrayContaining([
                  { kind: 'combat', role: 'unblocked' },
                  { kind: 'combat', role: 'attacking' },
                ]),
              }),
            }),
          ],
        }),
      }),
    );
  });

  it('702.49a-c: the unblocked bear goes back to the hand; the Ninja enters tapped, attacking the same planeswalker, unblocked', () => {
    const actions = [...upToBlocks(['g1', ['g2', 'pw']], [['b1', 'g1']]), ninjutsu('g2')];
    const activated = rule({ state: board(), actions });
    expect(activated.legal).toBe(true);
    expect(handOf(activated, 'alice').map((o) => o.id)).toEqual(expect.arrayContaining(['n', 'g2']));
    expect(activated.state.stack).toEqual([expect.objectContaining({ controller: 'alice', refersTo: 'pw' })]);
    expect(cited(activated)).toEqual(expect.arrayContaining(['702.49b', '601.2h']));
    const resolved = rule({ state: board(), actions: [...actions, ...passes(2)] });
    expect(resolved.legal).toBe(true);
    const ninja = resolved.state.battlefield.find((o) => o.id === 'n');
    expect(ninja).toEqual(expect.objectContaining({ controller: 'alice', tapped: true }));
    expect(resolved.state.combat?.attackers).toEqual(
      expect.arrayContaining([
        { id: 'g1', attacking: 'bob', blocked: true },
        { id: 'n', attacking: 'pw', blocked: false },
      ]),
    );
    expect(resolved.state.combat?.attackers.some((a) => a.id === 'g2')).toBe(false);
    expect(cited(resolved)).toEqual(expect.arrayContaining(['702.49c', '508.4d']));
  });

  it('702.49c, 510.2: the Ninja attacking the player deals its combat damage; its own trigger draws a card', () => {
    const actions = [...upToBlocks(['g1'], []), ninjutsu('g1'), ...passes(2)];
    const resolved = rule({ state: board(), actions });
    expect(resolved.state.combat?.attackers).toEqual([{ id: 'n', attacking: 'bob', blocked: false }]);
    // Both pass: the combat damage step; the Ninja deals 2 to bob and its trigger goes on the stack (603.3).
    const dealt = rule({ state: board(), actions: [...actions, ...passes(2)] });
    expect(dealt.state.players.find((p) => p.id === 'bob')?.life).toBe(18);
    expect(dealt.state.stack).toEqual([expect.objectContaining({ ability: expect.objectContaining({ source: 'n', triggered: true }) })]);
    // It resolves: its "you may draw" asks alice.
    const asked = rule({ state: board(), actions: [...actions, ...passes(4)] });
    expect(asked.decision).toEqual(expect.objectContaining({ player: 'alice', kind: 'chooseOptional', rule: '608.2d' }));
    const drawn = rule({
      state: asked.state,
      actions: [{ type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['yes'] }],
    });
    expect(drawn.legal).toBe(true);
    expect(handOf(drawn, 'alice')).toHaveLength(2);
    expect(cited(drawn)).toContain('121.1');
  });

  it('509.1h: before blockers are declared no attacker is unblocked: ninjutsu cannot be activated', () => {
    const a = rule({ state: board(), actions: [...TO_ATTACKERS, attack('g1'), ninjutsu('g1')] });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toEqual(expect.objectContaining({ rule: '118.3' }));
  });

  it('702.49a: a blocked creature cannot be returned', () => {
    const a = rule({ state: board(), actions: [...upToBlocks(['g1'], [['b1', 'g1']]), ninjutsu('g1')] });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toEqual(expect.objectContaining({ rule: '118.3' }));
  });

  it('702.49a: a creature that is not attacking cannot be returned', () => {
    const a = rule({ state: board(), actions: [...upToBlocks(['g1'], []), ninjutsu('g2')] });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toEqual(expect.objectContaining({ rule: '118.3' }));
  });

  it('601.2g-h: without {1}{U} to pay, ninjutsu cannot be activated', () => {
    const a = rule({ state: board(1), actions: [...upToBlocks(['g1'], []), ninjutsu('g1')] });
    expect(a.legal).toBe(false);
    expect(handOf(a, 'alice').map((o) => o.id)).toEqual(['n']);
  });

  it("614.12a: Sakashima's Student put onto the battlefield by ninjutsu would choose what it copies: refused, not guessed", () => {
    const o = adjudicate(
      { state: board(2, "Sakashima's Student"), actions: [...upToBlocks(['g1'], []), ninjutsu('g1'), ...passes(2)] },
      catalog,
    );
    expect(o).toEqual(expect.objectContaining({ kind: 'unsupported', code: 'UNSUPPORTED_REPLACEMENT_CHOICE', rule: '614.12a' }));
  });

  /** A board in the declare blockers step with the ninjutsu ability on the stack; `refersTo` what the returned creature attacked. */
  const onStack = (refersTo?: string) =>
    combatBoard(
      [perm('b1', 'Grizzly Bears', 'bob')],
      {
        turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
        combat: { attackers: [], blockers: [], attackersDeclared: true, blockersDeclared: true, creaturesAttacked: true },
        stack: [{ id: 'nj', controller: 'alice', ability: { source: 'n', index: 0 }, targets: [], ...(refersTo ? { refersTo } : {}) }],
      },
      { hand: [{ id: 'n', card: 'Ninja of the Deep Hours' }] },
    );

  it('508.4a: what the returned creature attacked is gone (a planeswalker no longer there): the Ninja enters tapped, not attacking', () => {
    const a = rule({ state: onStack('pw'), actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.find((o) => o.id === 'n')).toEqual(expect.objectContaining({ tapped: true }));
    expect(a.state.combat?.attackers ?? []).toEqual([]);
    expect(cited(a)).toContain('508.4a');
  });

  it('702.49c: a ninjutsu ability given without what the returned creature attacked is refused, not guessed', () => {
    const o = adjudicate({ state: onStack(), actions: passes(2) }, catalog);
    expect(o).toEqual(expect.objectContaining({ kind: 'unsupported', code: 'UNSUPPORTED_EFFECT', rule: '702.49c' }));
  });
});
