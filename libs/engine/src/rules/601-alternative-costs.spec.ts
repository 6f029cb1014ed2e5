import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, GRIZZLY_BEARS, ISLAND, PLAINS, SWAMP, MOUNTAIN, ids, lands, perm } from '../testing/spell-cards';
import { passes } from '../testing/actions';

/** 118.9: alternative costs written on real cards (current Oracle text, from the bundled catalog). */
const FORCE_OF_WILL = bundledCard('Force of Will');
const DAZE = bundledCard('Daze');
const SNUFF_OUT = bundledCard('Snuff Out');
const BORDERPOST = bundledCard('Fieldmist Borderpost');
const FIREBLAST = bundledCard('Fireblast');
const BOLT = bundledCard('Lightning Bolt');
const BRAINSTORM = bundledCard('Brainstorm');
const INVIGORATE = bundledCard('Invigorate');
const catalog = new InMemoryCatalog([
  FORCE_OF_WILL,
  DAZE,
  SNUFF_OUT,
  BORDERPOST,
  FIREBLAST,
  BOLT,
  BRAINSTORM,
  INVIGORATE,
  GRIZZLY_BEARS,
  FOREST,
  ISLAND,
  PLAINS,
  SWAMP,
  MOUNTAIN,
]);
const answer = rulingsWith(catalog);

const written = (card: string, more: Record<string, unknown> = {}) => ({
  type: 'cast',
  player: 'alice',
  card,
  alternativeCost: 'card',
  ...more,
});

/** Bob's Lightning Bolt at alice on the stack; alice has priority. */
const boltOnStack = (alice: Record<string, unknown>, battlefield: unknown[] = []) =>
  board(
    {
      battlefield,
      stack: [{ id: 'bolt', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }],
      turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice' },
    },
    alice,
  );

describe('118.9 alternative costs written on the card', () => {
  it('is understood: Force of Will, Daze, Snuff Out and a borderpost read their "rather than pay" line', () => {
    for (const card of [FORCE_OF_WILL, DAZE, SNUFF_OUT, BORDERPOST, FIREBLAST]) expect(compileCard(card).support).toBe('full');
    expect(compileCard(FORCE_OF_WILL).abilities).toContainEqual(
      expect.objectContaining({
        kind: 'writtenAlternativeCost',
        parts: [{ kind: 'life', n: 1 }, expect.objectContaining({ kind: 'exile', n: 1, text: 'blue card' })],
      }),
    );
    expect(compileCard(SNUFF_OUT).abilities).toContainEqual(
      expect.objectContaining({ kind: 'writtenAlternativeCost', onlyIf: expect.objectContaining({ text: 'a Swamp' }) }),
    );
  });

  it('Force of Will: alice pays 1 life and exiles a blue card from her hand, taps nothing, and counters the Bolt', () => {
    const state = boltOnStack(
      {
        life: 5,
        hand: [
          { id: 'fow', card: 'Force of Will' },
          { id: 'bs', card: 'Brainstorm' },
        ],
      },
      lands('Island', 'i', 2),
    );
    const cast = answer({ state, action: written('fow', { targets: ['bolt'], exile: ['bs'] }) });
    expect(cast.legal).toBe(true);
    expect(cast.state.players[0].life).toBe(4);
    expect(ids(cast.state.exile ?? [])).toEqual(['bs']);
    expect(cast.state.players[0].hand).toEqual([]);
    expect(cast.state.stack.map((s) => s.id)).toEqual(['bolt', 'fow']);
    expect(cast.state.battlefield.filter((o) => o.tapped)).toEqual([]);
    expect(cited(cast)).toEqual(expect.arrayContaining(['118.9', '601.2f', '119.4', '701.13a', '601.2i']));
    expect(cast.trace.find((t) => t.rule === '601.2f')?.text).toContain('{0}');
    const resolved = answer({ state: cast.state, actions: passes(2) });
    expect(resolved.state.stack).toEqual([]);
    expect(ids(resolved.state.players[1].graveyard)).toEqual(['bolt']);
    expect(resolved.state.players[0].life).toBe(4);
  });

  it('Force of Will: a red card is not a blue card (118.3), and nothing is paid', () => {
    const state = boltOnStack({
      hand: [
        { id: 'fow', card: 'Force of Will' },
        { id: 'lb', card: 'Lightning Bolt' },
      ],
    });
    const cast = answer({ state, action: written('fow', { targets: ['bolt'], exile: ['lb'] }) });
    expect(cast.legal).toBe(false);
    expect(cast.violations[0]).toMatchObject({ code: 'COST_CHOICE_MISMATCH', rule: '118.3' });
    expect(cast.state.players[0].life).toBe(20);
    expect(ids(cast.state.players[0].hand as { id: string }[])).toEqual(['fow', 'lb']);
  });

  it('Force of Will cannot exile itself: it is on the stack as its costs are paid (601.2a)', () => {
    const state = boltOnStack({ hand: [{ id: 'fow', card: 'Force of Will' }] });
    const cast = answer({ state, action: written('fow', { targets: ['bolt'], exile: ['fow'] }) });
    expect(cast.legal).toBe(false);
    expect(cast.violations[0]).toMatchObject({ code: 'NOT_IN_HAND', rule: '118.3' });
    // A second Force of Will is a blue card that pays it.
    const two = boltOnStack({
      hand: [
        { id: 'fow', card: 'Force of Will' },
        { id: 'fow2', card: 'Force of Will' },
      ],
    });
    expect(answer({ state: two, action: written('fow', { targets: ['bolt'], exile: ['fow2'] }) }).legal).toBe(true);
  });

  it('Force of Will: no card named for the exile is refused (601.2h)', () => {
    const state = boltOnStack({
      hand: [
        { id: 'fow', card: 'Force of Will' },
        { id: 'bs', card: 'Brainstorm' },
      ],
    });
    const cast = answer({ state, action: written('fow', { targets: ['bolt'] }) });
    expect(cast.violations[0]).toMatchObject({ code: 'COST_CHOICE_REQUIRED', rule: '601.2h' });
  });

  it('Daze: alice returns a tapped Island to her hand rather than pay {1}{U}', () => {
    const state = boltOnStack({ hand: [{ id: 'dz', card: 'Daze' }] }, [{ ...perm('i1', 'Island', 'alice'), tapped: true }]);
    const cast = answer({ state, action: written('dz', { targets: ['bolt'], returnToHand: ['i1'] }) });
    expect(cast.legal).toBe(true);
    expect(cast.state.battlefield).toEqual([]);
    expect(ids(cast.state.players[0].hand as { id: string }[])).toEqual(['i1']);
    expect(cast.state.stack.map((s) => s.id)).toEqual(['bolt', 'dz']);
    expect(cited(cast)).toEqual(expect.arrayContaining(['118.9', '601.2h']));
  });

  it("Daze: bob's Island is not one alice controls (118.3); a Plains is not an Island", () => {
    const state = boltOnStack({ hand: [{ id: 'dz', card: 'Daze' }] }, [perm('i2', 'Island', 'bob'), perm('p1', 'Plains', 'alice')]);
    expect(answer({ state, action: written('dz', { targets: ['bolt'], returnToHand: ['i2'] }) }).violations[0]).toMatchObject({
      code: 'NOT_CONTROLLED',
      rule: '118.3',
    });
    expect(answer({ state, action: written('dz', { targets: ['bolt'], returnToHand: ['p1'] }) }).violations[0]).toMatchObject({
      code: 'COST_CHOICE_MISMATCH',
      rule: '118.3',
    });
  });

  it('Snuff Out: 4 life with a Swamp; 3 life cannot pay 4 (119.4); no Swamp, no alternative cost', () => {
    const creature = perm('b', 'Grizzly Bears', 'bob');
    const withSwamp = board({ battlefield: [perm('s1', 'Swamp', 'alice'), creature] }, { hand: [{ id: 'so', card: 'Snuff Out' }] });
    const cast = answer({ state: withSwamp, actions: [written('so', { targets: ['b'] }), ...passes(2)] });
    expect(cast.legal).toBe(true);
    expect(cast.state.players[0].life).toBe(16);
    expect(ids(cast.state.players[1].graveyard)).toEqual(['b']);
    expect(cast.state.battlefield.find((o) => o.id === 's1')?.tapped).toBe(false);

    const poor = board({ battlefield: [perm('s1', 'Swamp', 'alice'), creature] }, { life: 3, hand: [{ id: 'so', card: 'Snuff Out' }] });
    const refused = answer({ state: poor, action: written('so', { targets: ['b'] }) });
    expect(refused.violations[0]).toMatchObject({ code: 'CANNOT_PAY_LIFE', rule: '119.4' });
    expect(refused.state.players[0].life).toBe(3);

    const noSwamp = board({ battlefield: [perm('m1', 'Mountain', 'alice'), creature] }, { hand: [{ id: 'so', card: 'Snuff Out' }] });
    expect(answer({ state: noSwamp, action: written('so', { targets: ['b'] }) }).violations[0]).toMatchObject({
      code: 'CONDITION_NOT_MET',
      rule: '118.9',
    });
  });

  it('Fieldmist Borderpost: the Plains tapped for {1} is then the basic land returned (601.2g-h)', () => {
    const state = board({ battlefield: [perm('p1', 'Plains', 'alice')] }, { hand: [{ id: 'fb', card: 'Fieldmist Borderpost' }] });
    const cast = answer({ state, actions: [written('fb', { returnToHand: ['p1'] }), ...passes(2)] });
    expect(cast.legal).toBe(true);
    expect(ids(cast.state.players[0].hand as { id: string }[])).toEqual(['p1']);
    expect(cast.state.battlefield.map((o) => [o.id, o.tapped])).toEqual([['fb', true]]);
    expect(cited(cast)).toEqual(expect.arrayContaining(['118.9', '605.3b', '601.2h']));
    // A Plains of bob's is not a basic land alice controls (118.3).
    const theirs = board(
      { battlefield: [perm('p1', 'Plains', 'alice'), perm('p2', 'Plains', 'bob')] },
      { hand: [{ id: 'fb', card: 'Fieldmist Borderpost' }] },
    );
    expect(answer({ state: theirs, action: written('fb', { returnToHand: ['p2'] }) }).violations[0]).toMatchObject({
      code: 'NOT_CONTROLLED',
      rule: '118.3',
    });
  });

  it('Fireblast: two Mountains sacrificed, no mana; one Mountain is not enough', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'm', 2), perm('b', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'fb', card: 'Fireblast' }] },
    );
    const cast = answer({ state, actions: [written('fb', { targets: ['b'], sacrifice: ['m1', 'm2'] }), ...passes(2)] });
    expect(cast.legal).toBe(true);
    expect(ids(cast.state.players[0].graveyard)).toEqual(['m1', 'm2', 'fb']);
    expect(ids(cast.state.players[1].graveyard)).toEqual(['b']);
    expect(cited(cast)).toContain('701.21a');
    expect(answer({ state, action: written('fb', { targets: ['b'], sacrifice: ['m1'] }) }).violations[0]).toMatchObject({
      code: 'SACRIFICE_REQUIRED',
      rule: '601.2h',
    });
  });

  it('118.9: "card" on a card with no written alternative cost, and its fields without it, are refused', () => {
    const state = boltOnStack(
      {
        hand: [
          { id: 'bs', card: 'Brainstorm' },
          { id: 'fow', card: 'Force of Will' },
        ],
      },
      lands('Island', 'i', 4),
    );
    expect(answer({ state, action: written('bs') }).violations[0]).toMatchObject({ code: 'NO_SUCH_ALTERNATIVE_COST', rule: '118.9' });
    const paid = answer({ state, action: { type: 'cast', player: 'alice', card: 'fow', targets: ['bolt'], exile: ['bs'] } });
    expect(paid.violations[0]).toMatchObject({ code: 'NO_SUCH_COST', rule: '601.2h' });
    // Force of Will cast for its mana cost {3}{U}{U}: four Islands are not enough.
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'fow', targets: ['bolt'] } }).legal).toBe(false);
  });

  it('a malformed "exile" or "returnToHand" is a bad request (400)', () => {
    const state = boltOnStack({ hand: [{ id: 'fow', card: 'Force of Will' }] });
    expect(adjudicate({ state, action: written('fow', { targets: ['bolt'], exile: 'bs' }) }, catalog)).toMatchObject({
      kind: 'invalid',
      errors: [{ code: 'INVALID_FIELD', path: 'action.exile' }],
    });
    expect(adjudicate({ state, action: written('fow', { targets: ['bolt'], returnToHand: [3] }) }, catalog)).toMatchObject({
      kind: 'invalid',
    });
  });

  it('Invigorate: with a Forest, alice has bob gain 3 life rather than pay {2}{G}; no Forest, no alternative cost', () => {
    expect(compileCard(INVIGORATE).support).toBe('full');
    expect(compileCard(INVIGORATE).abilities).toContainEqual(
      expect.objectContaining({ kind: 'writtenAlternativeCost', parts: [{ kind: 'opponentGainsLife', n: 3 }] }),
    );
    const bears = perm('b', 'Grizzly Bears', 'alice');
    const withForest = board({ battlefield: [perm('f1', 'Forest', 'alice'), bears] }, { hand: [{ id: 'inv', card: 'Invigorate' }] });
    const cast = answer({ state: withForest, actions: [written('inv', { targets: ['b'] }), ...passes(2)] });
    expect(cast.legal).toBe(true);
    expect(cast.state.players.map((p) => p.life)).toEqual([20, 23]);
    expect(cast.state.battlefield.find((o) => o.id === 'f1')?.tapped).toBe(false);
    expect(cast.state.battlefield.find((o) => o.id === 'b')?.characteristics).toMatchObject({ power: 6, toughness: 6 });
    expect(cited(cast)).toContain('118.9');

    const noForest = board({ battlefield: [perm('m1', 'Mountain', 'alice'), bears] }, { hand: [{ id: 'inv', card: 'Invigorate' }] });
    const refused = answer({ state: noForest, action: written('inv', { targets: ['b'] }) });
    expect(refused.violations[0]).toMatchObject({ code: 'CONDITION_NOT_MET', rule: '118.9' });
    expect(refused.state.players[1].life).toBe(20);
  });

  it('legal actions: Force of Will is offered for its written cost with the first blue card, not with itself', () => {
    const state = boltOnStack({
      hand: [
        { id: 'fow', card: 'Force of Will' },
        { id: 'lb', card: 'Lightning Bolt' },
        { id: 'bs', card: 'Brainstorm' },
      ],
    });
    const listed = legalActionsFor(state, catalog);
    const actions = listed.ok ? listed.value.actions.map((a) => a.action) : [];
    expect(actions).toContainEqual(expect.objectContaining({ type: 'cast', card: 'fow', alternativeCost: 'card', exile: ['bs'] }));
    expect(actions).not.toContainEqual(expect.objectContaining({ card: 'fow', alternativeCost: undefined }));
    // With no other blue card in hand, none is offered.
    const alone = legalActionsFor(
      boltOnStack({
        hand: [
          { id: 'fow', card: 'Force of Will' },
          { id: 'lb', card: 'Lightning Bolt' },
        ],
      }),
      catalog,
    );
    expect((alone.ok ? alone.value.actions : []).some((a) => a.action.type === 'cast' && a.action.card === 'fow')).toBe(false);
  });
});
