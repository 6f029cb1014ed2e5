import { compileCard } from '../cards/oracle-compiler';
import { legalActionsFor } from '../legal-actions';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ISLAND, MURDER, SWAMP, ids, lands, passes, perm } from '../testing/spell-cards';

/** 702.66 delve, on real cards (current Oracle text, from the bundled catalog). */
const CUT = bundledCard('Murderous Cut'); // {4}{B}: Delve; Destroy target creature.
const CRUISE = bundledCard('Treasure Cruise'); // {7}{U}: Delve; Draw three cards.
const BEARS = bundledCard('Grizzly Bears');
const catalog = new InMemoryCatalog([CUT, CRUISE, BEARS, MURDER, SWAMP, ISLAND]);
const answer = rulingsWith(catalog);

/** Alice's graveyard of `n` Grizzly Bears cards, g1..gn. */
const graveyard = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `g${i + 1}`, card: 'Grizzly Bears' }));
const cut = (delve: string[] | undefined, target = 'x') => ({
  type: 'cast',
  player: 'alice',
  card: 'c',
  targets: [target],
  ...(delve ? { payment: { delve } } : {}),
});
function cutBoard(swamps: number, cards: number, bob: Record<string, unknown> = {}) {
  return board(
    { battlefield: [...lands('Swamp', 's', swamps), perm('x', 'Grizzly Bears', 'bob')] },
    { hand: [{ id: 'c', card: 'Murderous Cut' }], graveyard: graveyard(cards) },
    bob,
  );
}

describe('702.66 delve', () => {
  it('is understood: the keyword, beside the spell ability', () => {
    expect(compileCard(CUT).support).toBe('full');
    expect(compileCard(CUT).abilities[0]).toEqual({ kind: 'keyword', keyword: 'delve', text: 'delve' });
  });

  it('702.66a: Murderous Cut for {B} and four cards exiled from the graveyard destroys its target', () => {
    const cast = answer({ state: cutBoard(1, 5), action: cut(['g1', 'g2', 'g3', 'g4']) });
    expect(cast.legal).toBe(true);
    expect(cited(cast)).toEqual(expect.arrayContaining(['601.2f', '702.66a', '601.2h']));
    expect(ids(cast.state.exile)).toEqual(['g1', 'g2', 'g3', 'g4']);
    expect(ids(cast.state.players[0].graveyard)).toEqual(['g5']);
    expect(cast.state.battlefield.find((o) => o.id === 's1')?.tapped).toBe(true);
    const done = answer({ state: cast.state, actions: passes(2) });
    expect(ids(done.state.players[1].graveyard)).toEqual(['x']);
  });

  it('702.66a: fewer cards exiled, the rest of the generic mana is paid with mana', () => {
    const cast = answer({ state: cutBoard(3, 2), action: cut(['g1', 'g2']) });
    expect(cast.legal).toBe(true);
    expect(ids(cast.state.exile)).toEqual(['g1', 'g2']);
    expect(cast.state.battlefield.filter((o) => o.tapped).map((o) => o.id)).toEqual(['s1', 's2', 's3']);
  });

  it('702.66a: Treasure Cruise for {U} and seven cards draws three', () => {
    const state = board(
      { battlefield: [perm('i1', 'Island', 'alice')] },
      {
        hand: [{ id: 't', card: 'Treasure Cruise' }],
        graveyard: graveyard(7),
        library: [1, 2, 3, 4].map((n) => ({ id: `l${n}`, card: 'Island' })),
      },
    );
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 't', payment: { delve: ids(graveyard(7)) } }, ...passes(2)],
    });
    expect(ids(a.state.players[0].hand)).toEqual(['l1', 'l2', 'l3']);
    expect(ids(a.state.exile)).toHaveLength(7);
    expect(ids(a.state.players[0].graveyard)).toEqual(['t']);
  });

  it('702.66a: delve pays only generic mana: five cards for a cost of {4}{B} is refused, the board unchanged', () => {
    const a = answer({ state: cutBoard(1, 5), action: cut(['g1', 'g2', 'g3', 'g4', 'g5']) });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'TOO_MUCH_DELVE', rule: '702.66a' })]);
    expect(ids(a.state.players[0].graveyard)).toHaveLength(5);
    expect(a.state.exile).toEqual([]);
    expect(ids(a.state.players[0].hand)).toEqual(['c']);
  });

  it('702.66a: without enough cards or mana the rest of the cost is not paid (601.2h), nothing is exiled', () => {
    const a = answer({ state: cutBoard(1, 3), action: cut(['g1', 'g2', 'g3']) });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
    expect(a.state.exile).toEqual([]);
    expect(ids(a.state.players[0].graveyard)).toEqual(['g1', 'g2', 'g3']);
  });

  it("702.66a: only cards of the caster's own graveyard: an opponent's card is refused", () => {
    const a = answer({
      state: cutBoard(1, 3, { graveyard: [{ id: 'b1', card: 'Grizzly Bears' }] }),
      action: cut(['g1', 'g2', 'g3', 'b1']),
    });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'NOT_IN_GRAVEYARD', rule: '702.66a' })]);
  });

  it('702.66a: a card named twice is exiled once (118.3)', () => {
    const a = answer({ state: cutBoard(1, 3), action: cut(['g1', 'g2', 'g3', 'g3']) });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'INVALID_PAYMENT', rule: '118.3' })]);
  });

  it('702.66a: a spell without delve cannot be paid so', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 3), perm('x', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'm', card: 'Murder' }], graveyard: graveyard(1) },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'm', targets: ['x'], payment: { delve: ['g1'] } } });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'NO_DELVE', rule: '702.66a' })]);
  });

  it('702.66a: the legal actions offer Murderous Cut paid with delve when its mana alone cannot pay it, and that action is legal', () => {
    const state = cutBoard(2, 4);
    const legal = legalActionsFor(state, catalog);
    expect(legal.ok).toBe(true);
    if (!legal.ok) return;
    const casts = legal.value.actions.filter((a) => a.action.type === 'cast');
    expect(casts).toEqual([
      expect.objectContaining({ action: expect.objectContaining({ card: 'c', payment: { delve: ['g4', 'g3', 'g2', 'g1'] } }) }),
    ]);
    const target = casts[0].targetOptions?.[0]?.[0] ?? 'x';
    const a = answer({ state, action: { ...casts[0].action, targets: [target] } });
    expect(a.legal).toBe(true);
    // Without a graveyard it is not payable.
    const none = legalActionsFor(cutBoard(2, 0), catalog);
    expect(none.ok && none.value.actions.filter((x) => x.action.type === 'cast')).toEqual([]);
  });
});
