import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';

/** Current Oracle text of Capsize. */
const capsize = defineCard({
  name: 'Capsize',
  manaCost: '{1}{U}{U}',
  types: ['Instant'],
  text: "Buyback {3}\nReturn target permanent to its owner's hand.",
});
const catalog = new InMemoryCatalog([
  capsize,
  ...['Island', 'Mountain', 'Grizzly Bears', 'Lightning Bolt'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const islands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);

describe('702.27 buyback', () => {
  it('is understood, in current Oracle wording and with the 2017 reminder text', () => {
    expect(compileCard(capsize).support).toBe('full');
    const old = defineCard({
      name: 'Capsize',
      manaCost: '{1}{U}{U}',
      types: ['Instant'],
      text: "Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put this card into your hand as it resolves.)\nReturn target permanent to its owner's hand.",
    });
    expect(compileCard(old).support).toBe('full');
  });

  it("702.27a: with its buyback cost paid, the spell returns to its owner's hand as it resolves", () => {
    const state = board(
      { battlefield: [...islands(6), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 'c1', card: 'Capsize' }] },
    );
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'c1', targets: ['b1'], additionalCosts: ['buyback'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(6);
    expect(ids(a.state.players[0].hand)).toEqual(['c1']);
    expect(ids(a.state.players[1].hand)).toEqual(['b1']);
    expect(a.state.players[0].graveyard).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '702.27a', '601.2f']));
    expect(a.events).toContainEqual({ type: 'zoneChange', object: 'c1', from: 'stack', to: 'hand', player: 'alice' });
  });

  it('without buyback it goes to the graveyard; 601.2h: the buyback cost must be paid', () => {
    const state = board(
      { battlefield: [...islands(5), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 'c1', card: 'Capsize' }] },
    );
    const plain = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'c1', targets: ['b1'] }, ...passes(2)] });
    expect(ids(plain.state.players[0].graveyard)).toEqual(['c1']);
    const short = answer({ state, action: { type: 'cast', player: 'alice', card: 'c1', targets: ['b1'], additionalCosts: ['buyback'] } });
    expect(short.violations[0]).toMatchObject({ rule: '601.2h' });
  });

  it('702.27a: only as it resolves: a bought-back spell whose target is gone does not resolve (608.2b) and goes to the graveyard', () => {
    const state = board({
      battlefield: [{ id: 'b1', card: 'Grizzly Bears', controller: 'bob' }],
      stack: [
        { id: 'c1', card: 'Capsize', controller: 'alice', targets: ['b1'], additionalCosts: ['buyback'] },
        { id: 'l1', card: 'Lightning Bolt', controller: 'bob', targets: ['b1'] },
      ],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
    });
    const a = answer({ state, actions: [...passes(2), ...passes(2)] });
    expect(ids(a.state.players[0].graveyard)).toEqual(['c1']);
    expect(a.state.players[0].hand).toEqual([]);
    expect(cited(a)).toContain('608.2b');
  });

  it('legal actions list the cast with buyback', () => {
    const listed = legalActionsFor(
      board(
        { battlefield: [...islands(6), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] },
        { hand: [{ id: 'c1', card: 'Capsize' }] },
      ),
      catalog,
    );
    expect(listed.ok && listed.value.actions.map((a) => a.action)).toContainEqual(
      expect.objectContaining({ type: 'cast', card: 'c1', additionalCosts: ['buyback'] }),
    );
  });
});

describe('702.27a: buyback on a board', () => {
  const { run, board, passes, refusedAt } = copyAndKeywordBoards;

  it('702.27a: a spell on the board that says it paid a buyback it does not have is refused (Lightning Bolt has no buyback)', () => {
    const state = board({
      stack: [{ id: 's', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'], additionalCosts: ['buyback'] }],
    });
    expect(refusedAt(run({ state, actions: passes(2) }), 'state.stack[0].additionalCosts')).toBe(true);
  });
});

describe('702.27a buyback that sacrifices a land: Reaping the Rewards', () => {
  // {W} instant: "Buyback—Sacrifice a land." "You gain 2 life."
  const REAPING = bundledCard('Reaping the Rewards');
  const reapingCatalog = new InMemoryCatalog([REAPING, bundledCard('Plains'), bundledCard('Grizzly Bears')]);
  const reaping = rulingsWith(reapingCatalog);
  const plains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, card: 'Plains', controller: 'alice' }));
  const state = (battlefield: unknown[]) => board({ battlefield }, { hand: [{ id: 'rr', card: 'Reaping the Rewards' }] });
  const cast = (more: Record<string, unknown> = {}) => ({ type: 'cast', player: 'alice', card: 'rr', ...more });

  it('is understood: the whole card', () => {
    expect(compileCard(REAPING).support).toBe('full');
  });

  it('701.21a, 702.27a: the land named is sacrificed as the cost is paid; the spell returns to the hand as it resolves', () => {
    const a = reaping({ state: state(plains(2)), actions: [cast({ additionalCosts: ['buyback'], sacrifice: ['p1'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.battlefield)).toEqual(['p0']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['p1']);
    expect(ids(a.state.players[0].hand)).toEqual(['rr']);
    expect(a.state.players[0].life).toBe(22);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.27a', '601.2h']));
  });

  it('601.2g: the land tapped for the {W} may be the one sacrificed', () => {
    const a = reaping({ state: state(plains(1)), actions: [cast({ additionalCosts: ['buyback'], sacrifice: ['p0'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield).toEqual([]);
    expect(ids(a.state.players[0].hand)).toEqual(['rr']);
  });

  it('without buyback, no land is sacrificed and the spell goes to the graveyard', () => {
    const a = reaping({ state: state(plains(1)), actions: [cast(), ...passes(2)] });
    expect(ids(a.state.battlefield)).toEqual(['p0']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['rr']);
    expect(reaping({ state: state(plains(1)), action: cast({ sacrifice: ['p0'] }) }).violations[0]).toMatchObject({ rule: '118.8' });
  });

  it('701.21a, 601.2h: only a land the caster controls pays it, and one must be named', () => {
    const bears = { id: 'b1', card: 'Grizzly Bears', controller: 'alice' };
    const creature = reaping({ state: state([...plains(1), bears]), action: cast({ additionalCosts: ['buyback'], sacrifice: ['b1'] }) });
    expect(creature.legal).toBe(false);
    const theirs = reaping({
      state: state([...plains(1), { id: 'q0', card: 'Plains', controller: 'bob' }]),
      action: cast({ additionalCosts: ['buyback'], sacrifice: ['q0'] }),
    });
    expect(theirs.violations[0]).toMatchObject({ code: 'CANNOT_SACRIFICE', rule: '701.21a' });
    const unnamed = reaping({ state: state(plains(1)), action: cast({ additionalCosts: ['buyback'] }) });
    expect(unnamed.violations[0]).toMatchObject({ code: 'SACRIFICE_REQUIRED', rule: '601.2h' });
  });

  it('legal actions offer the cast with buyback, a land named', () => {
    const listed = legalActionsFor(state(plains(1)), reapingCatalog);
    expect(listed.ok && listed.value.actions.map((x) => x.action)).toContainEqual(
      cast({ additionalCosts: ['buyback'], sacrifice: ['p0'] }),
    );
  });
});
