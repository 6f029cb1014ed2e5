import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { lands, perm } from '../testing/spell-cards';

/**
 * 103.6a: "If CARDNAME is in your opening hand, you may begin the game with it on the battlefield." is an action taken
 * once the mulligans are done, before the first turn (103.6). The engine rules on games under way, so on a board it is
 * given the line does nothing: the card is cast as any other, and no action puts it onto the battlefield from a hand.
 */
const catalog = new InMemoryCatalog(['Leyline of the Void', 'Lightning Bolt', 'Grizzly Bears', 'Swamp', 'Mountain'].map(bundledCard));
const answer = rulingsWith(catalog);
const ids = (objects: { id: string }[] | undefined) => (objects ?? []).map((o) => o.id);

describe('103.6a: beginning the game with a card on the battlefield (Leyline of the Void)', () => {
  it('the line is read as working before the game only, the other line as the replacement it is', () => {
    const compiled = compileCard(bundledCard('Leyline of the Void'));
    expect(compiled.support).toBe('full');
    expect(compiled.abilities).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'beforeGame', rule: '103.6a' })]));
  });

  it('in a hand during a game, it is a spell to cast: no action puts it onto the battlefield, and without mana none casts it', () => {
    const listed = legalActionsFor(board({ battlefield: [] }, { hand: [{ id: 'l', card: 'Leyline of the Void' }] }), catalog);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    expect(listed.value.actions.filter((x) => JSON.stringify(x.action).includes('"l"'))).toEqual([]);
    const paid = legalActionsFor(
      board({ battlefield: lands('Swamp', 's', 4) }, { hand: [{ id: 'l', card: 'Leyline of the Void' }] }),
      catalog,
    );
    if (!paid.ok) throw new Error(JSON.stringify(paid.errors));
    expect(paid.value.actions.map((x) => x.action)).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'cast', card: 'l' })]));
  });

  it('cast for {2}{B}{B}, it resolves onto the battlefield (608.3)', () => {
    const state = board({ battlefield: lands('Swamp', 's', 4) }, { hand: [{ id: 'l', card: 'Leyline of the Void' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l' }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.battlefield)).toEqual(expect.arrayContaining(['l']));
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2a', '608.3']));
  });

  it("on the battlefield, its replacement works: bob's Bears killed by a Bolt is exiled instead of dying (614.6), the Bolt goes to alice's graveyard", () => {
    const state = board(
      { battlefield: [perm('l', 'Leyline of the Void', 'alice'), ...lands('Mountain', 'm', 1), perm('gb', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'lb', targets: ['gb'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(ids(a.state.exile)).toEqual(['gb']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['lb']);
    expect(cited(a)).toEqual(expect.arrayContaining(['704.5g', '614.6']));
  });
});
