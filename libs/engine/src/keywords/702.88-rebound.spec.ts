import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { choose, passes } from '../testing/actions';
import { REBOUND_CAST } from './702.88-rebound';

/** Current Oracle text of Staggershock. */
const staggershock = defineCard({
  name: 'Staggershock',
  manaCost: '{2}{R}',
  colors: ['R'],
  types: ['Instant'],
  text: 'Staggershock deals 2 damage to any target.\nRebound (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)',
});
const catalog = new InMemoryCatalog([
  staggershock,
  ...['Mountain', 'Grizzly Bears', 'Rest in Peace'].map((n) => testCatalog.find(n) as CardDefinition).filter((c) => c !== undefined),
]);
const answer = rulingsWith(catalog);
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);
const mountains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' }));
const rebounding = (active: string) =>
  board({
    exile: [{ id: 'ss', card: 'Staggershock', owner: 'alice' }],
    delayed: [{ id: 'ss.delayed', source: 'ss', controller: 'alice', when: 'your-next-upkeep', effect: REBOUND_CAST }],
    battlefield: [{ id: 'bear', card: 'Grizzly Bears', controller: 'bob' }],
    turn: { number: 5, active, step: 'untap', priority: null },
  });

describe('702.88 rebound', () => {
  it('is understood', () => {
    expect(compileCard(staggershock).support).toBe('full');
  });

  it('702.88a: cast from the hand, it is exiled as it resolves, with a delayed trigger for its next upkeep', () => {
    const state = board(
      { battlefield: [...mountains(3), { id: 'bear', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 'ss', card: 'Staggershock' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'ss', targets: ['bear'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[1].graveyard)).toEqual(['bear']);
    expect(a.state.exile).toEqual([{ id: 'ss', card: 'Staggershock', owner: 'alice' }]);
    expect(a.state.players[0].graveyard).toEqual([]);
    expect(a.state.delayed).toEqual([
      expect.objectContaining({ source: 'ss', controller: 'alice', when: 'your-next-upkeep', effect: REBOUND_CAST }),
    ]);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.88a', '603.7d']));
  });

  it("603.7: the delayed trigger waits for its controller's upkeep, not the opponent's", () => {
    const a = answer({ state: rebounding('bob'), actions: passes(2) });
    expect(a.state.delayed).toHaveLength(1);
    expect(a.state.exile).toEqual([{ id: 'ss', card: 'Staggershock', owner: 'alice' }]);
  });

  it('702.88a, 608.2g: at that upkeep it may be cast from exile without paying its mana cost; then it goes to the graveyard', () => {
    const asked = answer({ state: rebounding('alice'), actions: passes(2) });
    expect(asked.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice', rule: '702.88a' });
    expect(asked.state.delayed ?? []).toEqual([]);
    const listed = legalActionsFor(asked.state, catalog);
    expect(listed.ok && listed.value.actions.map((x) => x.action)).toContainEqual(
      expect.objectContaining({ type: 'cast', card: 'ss', alternativeCost: 'rebound' }),
    );
    const cast = answer({
      state: asked.state,
      actions: [{ type: 'cast', player: 'alice', card: 'ss', alternativeCost: 'rebound', targets: ['bob'] }, ...passes(2)],
    });
    expect(cast.legal).toBe(true);
    expect(cast.state.players[1].life).toBe(18);
    // Cast from exile, not from the hand: it does not rebound again.
    expect(ids(cast.state.players[0].graveyard)).toEqual(['ss']);
    expect(cast.state.exile).toEqual([]);
    expect(cited(cast)).toEqual(expect.arrayContaining(['608.2g', '601.2i']));
  });

  it('702.88a: declined, the card stays in exile', () => {
    const asked = answer({ state: rebounding('alice'), actions: passes(2) });
    const no = answer({ state: asked.state, action: choose(asked, ['no']) });
    expect(no.legal).toBe(true);
    expect(no.state.exile).toEqual([{ id: 'ss', card: 'Staggershock', owner: 'alice' }]);
  });

  it('702.88a: a spell with rebound cast from elsewhere than the hand goes to the graveyard', () => {
    const state = board({
      stack: [{ id: 'ss', card: 'Staggershock', controller: 'alice', targets: ['bob'], castFrom: 'exile', alternativeCost: 'rebound' }],
    });
    const a = answer({ state, actions: passes(2) });
    expect(ids(a.state.players[0].graveyard)).toEqual(['ss']);
    expect(a.state.delayed ?? []).toEqual([]);
  });

  it('702.88a: cast through rebound only as its delayed trigger resolves', () => {
    const state = board({ battlefield: mountains(3) }, { hand: [{ id: 'ss', card: 'Staggershock' }] });
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'ss', alternativeCost: 'rebound', targets: ['bob'] } });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_FREE_CAST_TIME', rule: '702.88a' });
  });
});
