import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, ISLAND, LIGHTNING_BOLT, MOUNTAIN, SWAMP, ids, lands } from '../testing/spell-cards';
import { passes } from '../testing/actions';

/** 702.81 retrace, on real cards (Oracle text from the bundled catalog). */
const RAVENS_CRIME = bundledCard("Raven's Crime"); // {B} Sorcery: target player discards a card. Retrace.
const FLAME_JAB = bundledCard('Flame Jab'); // {R} Sorcery: 1 damage to any target. Retrace.
const OONAS_GRACE = bundledCard("Oona's Grace"); // {2}{U} Instant: target player draws a card. Retrace.
const SYPHON_LIFE = bundledCard('Syphon Life'); // {1}{B}{B} Sorcery: target player loses 2 life, you gain 2. Retrace.
const catalog = new InMemoryCatalog([RAVENS_CRIME, FLAME_JAB, OONAS_GRACE, SYPHON_LIFE, SWAMP, MOUNTAIN, ISLAND, FOREST, LIGHTNING_BOLT]);
const answer = rulingsWith(catalog);
const cast = (card: string, more: Record<string, unknown> = {}) => ({ type: 'cast', player: 'alice', card, ...more });

describe('702.81 retrace', () => {
  it('is understood on the four bundled cards', () => {
    for (const def of [RAVENS_CRIME, FLAME_JAB, OONAS_GRACE, SYPHON_LIFE]) {
      const compiled = compileCard(def);
      expect(compiled.support).toBe('full');
      expect(compiled.abilities).toContainEqual(expect.objectContaining({ kind: 'keyword', keyword: 'retrace' }));
    }
  });

  it("702.81a: Flame Jab cast from alice's graveyard discarding a Forest; it goes back to the graveyard as it resolves", () => {
    const state = board(
      { battlefield: lands('Mountain', 'm', 1) },
      { graveyard: [{ id: 'fj', card: 'Flame Jab' }], hand: [{ id: 'f', card: 'Forest' }] },
    );
    const onStack = answer({ state, action: cast('fj', { targets: ['bob'], discard: ['f'] }) });
    expect(onStack.legal).toBe(true);
    // 601.2a: the card moved to the stack; 702.81a, 601.2h: the land card discarded as the additional cost.
    expect(onStack.state.stack).toEqual([expect.objectContaining({ card: 'Flame Jab', id: 'fj', targets: ['bob'] })]);
    expect(ids(onStack.state.players[0].graveyard)).toEqual(['f']);
    expect(onStack.state.players[0].hand).toEqual([]);
    expect(onStack.state.battlefield.filter((o) => o.tapped)).toHaveLength(1);
    expect(cited(onStack)).toEqual(expect.arrayContaining(['601.2a', '601.2h', '702.81a']));
    // 608.2n: an instant or sorcery goes to its owner's graveyard; retrace does not exile it.
    const resolved = answer({ state: onStack.state, actions: passes(2) });
    expect(resolved.legal).toBe(true);
    expect(resolved.state.players[1].life).toBe(19);
    expect(ids(resolved.state.players[0].graveyard).sort()).toEqual(['f', 'fj']);
    expect(resolved.state.exile).toEqual([]);
  });

  it("702.81a: Raven's Crime through retrace, twice in a row: the land card is the only card discarded by alice", () => {
    const state = board(
      { battlefield: lands('Swamp', 's', 2) },
      {
        graveyard: [{ id: 'rc', card: "Raven's Crime" }],
        hand: [
          { id: 'i1', card: 'Island' },
          { id: 'i2', card: 'Island' },
        ],
      },
      { hand: [{ id: 'bb', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [cast('rc', { targets: ['bob'], discard: ['i1'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[1].graveyard)).toEqual(['bb']);
    expect(ids(a.state.players[0].graveyard).sort()).toEqual(['i1', 'rc']);
    expect(ids(a.state.players[0].hand)).toEqual(['i2']);
    // Back in the graveyard, it can be cast through retrace again, discarding the other land card.
    const again = answer({ state: a.state, action: cast('rc', { targets: ['bob'], discard: ['i2'] }) });
    expect(again.legal).toBe(true);
    expect(again.state.players[0].hand).toEqual([]);
    expect(cited(again)).toContain('702.81a');
  });

  it("702.81a: Oona's Grace, an instant, cast through retrace on bob's turn", () => {
    const state = {
      ...board(
        { battlefield: lands('Island', 'i', 3) },
        { graveyard: [{ id: 'og', card: "Oona's Grace" }], hand: [{ id: 'm', card: 'Mountain' }] },
      ),
      turn: { number: 4, active: 'bob', step: 'upkeep', priority: 'alice' },
    };
    const a = answer({ state, actions: [cast('og', { targets: ['alice'], discard: ['m'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard).sort()).toEqual(['m', 'og']);
    expect(a.state.players[0].hand).toEqual({ count: 1 });
    expect(cited(a)).toContain('702.81a');
  });

  it('601.2h: through retrace the mana cost is still paid: one Swamp does not pay Syphon Life', () => {
    const state = board(
      { battlefield: lands('Swamp', 's', 1) },
      { graveyard: [{ id: 'sl', card: 'Syphon Life' }], hand: [{ id: 'f', card: 'Forest' }] },
    );
    const a = answer({ state, action: cast('sl', { targets: ['bob'], discard: ['f'] }) });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
    expect(ids(a.state.players[0].hand)).toEqual(['f']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['sl']);
  });

  describe('refusals: the board is unchanged', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 3), { id: 'bf', card: 'Forest', controller: 'alice' }] },
      {
        graveyard: [
          { id: 'sl', card: 'Syphon Life' },
          { id: 'gb', card: 'Lightning Bolt' },
          { id: 'gf', card: 'Forest' },
        ],
        hand: [
          { id: 'f', card: 'Forest' },
          { id: 'lb', card: 'Lightning Bolt' },
        ],
      },
    );
    it.each([
      ['no land card named', {}, 'DISCARD_REQUIRED', '702.81a'],
      ['two land cards named', { discard: ['f', 'f'] }, 'DISCARD_REQUIRED', '702.81a'],
      ['a nonland card named', { discard: ['lb'] }, 'NOT_A_LAND_CARD', '702.81a'],
      ['a land on the battlefield named', { discard: ['bf'] }, 'CANNOT_DISCARD', '701.9a'],
      ['a land card in the graveyard named', { discard: ['gf'] }, 'CANNOT_DISCARD', '701.9a'],
      ['a sacrifice instead', { sacrifice: ['bf'] }, 'NO_SUCH_ADDITIONAL_COST', '702.81a'],
    ])('Syphon Life through retrace with %s', (_, extra, code, rule) => {
      const a = answer({ state, action: cast('sl', { targets: ['bob'], ...extra }) });
      expect(a.legal).toBe(false);
      expect(a.violations[0]).toMatchObject({ code, rule });
      expect(ids(a.state.players[0].hand)).toEqual(['f', 'lb']);
      expect(ids(a.state.players[0].graveyard)).toEqual(['sl', 'gb', 'gf']);
      expect(a.state.stack).toEqual([]);
    });

    it('601.3: a card without retrace (Lightning Bolt) is not cast from the graveyard, even discarding a land card', () => {
      const a = answer({ state, action: cast('gb', { targets: ['bob'], discard: ['f'] }) });
      expect(a.violations[0]).toMatchObject({ code: 'NOT_IN_HAND', rule: '601.3' });
      expect(ids(a.state.players[0].hand)).toEqual(['f', 'lb']);
    });

    it("601.3: a retrace card in bob's graveyard is not alice's to cast", () => {
      const theirs = board(
        { battlefield: lands('Mountain', 'm', 1) },
        { hand: [{ id: 'f', card: 'Forest' }] },
        { graveyard: [{ id: 'fj', card: 'Flame Jab' }] },
      );
      const a = answer({ state: theirs, action: cast('fj', { targets: ['bob'], discard: ['f'] }) });
      expect(a.violations[0]).toMatchObject({ code: 'NOT_IN_HAND', rule: '601.3' });
    });
  });

  it('legal actions list one retrace cast per land card in the hand, none for a nonland card', () => {
    const state = board(
      { battlefield: lands('Mountain', 'm', 1) },
      {
        graveyard: [{ id: 'fj', card: 'Flame Jab' }],
        hand: [
          { id: 'f', card: 'Forest' },
          { id: 'lb', card: 'Lightning Bolt' },
          { id: 'i', card: 'Island' },
        ],
      },
    );
    const listed = legalActionsFor(state, catalog);
    if (!listed.ok) throw new Error('bad board');
    const retraces = listed.value.actions
      .map((x) => x.action as { type: string; card?: string; discard?: string[]; targets?: string[] })
      .filter((x) => x.type === 'cast' && x.card === 'fj');
    expect(retraces.length).toBeGreaterThan(0);
    expect([...new Set(retraces.map((x) => JSON.stringify(x.discard)))].sort()).toEqual(['["f"]', '["i"]']);
    expect(retraces).toContainEqual({ type: 'cast', player: 'alice', card: 'fj', discard: ['f'], targets: ['alice'] });
  });

  it('legal actions offer no retrace cast without a land card in the hand', () => {
    const state = board(
      { battlefield: lands('Mountain', 'm', 1) },
      { graveyard: [{ id: 'fj', card: 'Flame Jab' }], hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const listed = legalActionsFor(state, catalog);
    if (!listed.ok) throw new Error('bad board');
    expect(listed.value.actions.filter((x) => x.action.type === 'cast' && (x.action as { card?: string }).card === 'fj')).toEqual([]);
  });
});
