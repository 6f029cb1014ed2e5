import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, ISLAND, SWAMP, ids, lands, perm } from '../testing/spell-cards';
import { choose, onField, passes } from '../testing/actions';

/** 702.74 evoke, on real cards (current Oracle text, from the bundled catalog). */
const MULLDRIFTER = bundledCard('Mulldrifter'); // {4}{U} 2/2 Flying; ETB draw two cards; Evoke {2}{U}
const SHRIEKMAW = bundledCard('Shriekmaw'); // {4}{B} 3/2 Fear; ETB destroy target nonartifact, nonblack creature; Evoke {1}{B}
const catalog = new InMemoryCatalog([MULLDRIFTER, SHRIEKMAW, GRIZZLY_BEARS, ISLAND, SWAMP]);
const answer = rulingsWith(catalog);

const evoke = (card: string, more: Record<string, unknown> = {}) => ({
  type: 'cast',
  player: 'alice',
  card,
  alternativeCost: 'evoke',
  ...more,
});

describe('702.74 evoke', () => {
  it('is understood: an alternative cost and an enters trigger with an intervening "if"', () => {
    const c = compileCard(MULLDRIFTER);
    expect(c.support).toBe('full');
    expect(c.abilities).toContainEqual({ kind: 'alternativeCost', keyword: 'evoke', cost: '{2}{U}', text: 'Evoke {2}{U}' });
    expect(c.abilities).toContainEqual(
      expect.objectContaining({
        kind: 'triggered',
        trigger: { event: 'enters', who: 'self' },
        condition: { kind: 'alternativeCostPaid', keyword: 'evoke' },
        effects: [{ kind: 'sacrificeSource' }],
        rule: '702.74a',
      }),
    );
  });

  it('702.74a: Mulldrifter cast for {2}{U}: both its enters abilities trigger; alice orders them, draws two, then sacrifices it', () => {
    const state = board({ battlefield: lands('Island', 'i', 3) }, { hand: [{ id: 'm', card: 'Mulldrifter' }] });
    const cast = answer({ state, actions: [evoke('m'), ...passes(2)] });
    expect(cast.legal).toBe(true);
    expect(cast.state.battlefield.filter((o) => o.tapped)).toHaveLength(3);
    expect(onField(cast, 'm')).toMatchObject({ alternativeCost: 'evoke', summoningSick: true });
    expect(cited(cast)).toEqual(expect.arrayContaining(['601.2f', '601.2h', '608.3', '603.2', '702.74a']));
    expect(cast.trace.find((t) => t.rule === '601.2f')?.text).toContain('the evoke cost {2}{U}');
    // 603.3b: both trigger at once; the sacrifice is put on the stack first, the draw on top of it.
    expect(cast.decision).toMatchObject({ player: 'alice', kind: 'orderTriggers', options: ['m.trigger.0', 'm.trigger.1'] });
    const ordered = answer({ state: cast.state, actions: [choose(cast, ['m.trigger.1', 'm.trigger.0']), ...passes(2)] });
    expect(ordered.state.players[0].library).toEqual({ count: 28 });
    expect(ordered.state.players[0].hand).toEqual({ count: 2 });
    expect(onField(ordered, 'm')).toBeDefined();
    const sacrificed = answer({ state: ordered.state, actions: passes(2) });
    expect(onField(sacrificed, 'm')).toBeUndefined();
    expect(ids(sacrificed.state.players[0].graveyard)).toEqual(['m']);
    expect(cited(sacrificed)).toContain('701.21a');
    // 400.7: in the graveyard it is a new object, which remembers nothing of its evoke cost.
    expect(sacrificed.state.players[0].graveyard[0]).not.toHaveProperty('alternativeCost');
  });

  it('702.74a: Shriekmaw evoked for {1}{B} destroys a creature, then is sacrificed', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 2), perm('b', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'w', card: 'Shriekmaw' }] },
    );
    const cast = answer({ state, actions: [evoke('w'), ...passes(2)] });
    expect(cast.decision).toMatchObject({ kind: 'orderTriggers' });
    // The sacrifice first (bottom), then the destruction, which targets the Bears (603.3d).
    const ordered = answer({ state: cast.state, actions: [choose(cast, ['w.trigger.1', 'w.trigger.0'])] });
    expect(ordered.state.stack.map((e) => [e.id, e.targets])).toEqual([
      ['w.trigger.1', []],
      ['w.trigger.0', ['b']],
    ]);
    const done = answer({ state: ordered.state, actions: [...passes(2), ...passes(2)] });
    expect(ids(done.state.players[1].graveyard)).toEqual(['b']);
    expect(ids(done.state.players[0].graveyard)).toEqual(['w']);
    expect(done.state.battlefield.map((o) => o.id)).toEqual(['s1', 's2']);
  });

  it('603.4: Mulldrifter cast for its mana cost: only its draw triggers, and it stays', () => {
    const state = board({ battlefield: lands('Island', 'i', 5) }, { hand: [{ id: 'm', card: 'Mulldrifter' }] });
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'm' }, ...passes(2)] });
    expect(onField(cast, 'm')).not.toHaveProperty('alternativeCost');
    expect(cast.decision?.kind).not.toBe('orderTriggers');
    const drawn = answer({ state: cast.state, actions: passes(2) });
    expect(drawn.state.players[0].hand).toEqual({ count: 2 });
    expect(onField(drawn, 'm')).toBeDefined();
    expect(drawn.state.stack).toEqual([]);
  });

  it('a board in: an evoked Mulldrifter whose sacrifice trigger is on the stack is sacrificed as it resolves', () => {
    const state = board({
      battlefield: [perm('m', 'Mulldrifter', 'alice', { summoningSick: true, alternativeCost: 'evoke' })],
      stack: [{ id: 't', controller: 'alice', ability: { source: 'm', index: 1, triggered: true } }],
    });
    const done = answer({ state, actions: passes(2) });
    expect(ids(done.state.players[0].graveyard)).toEqual(['m']);
    expect(cited(done)).toContain('701.21a');
  });

  it('601.2h: the evoke cost must be paid: two Islands do not pay {2}{U}', () => {
    const state = board({ battlefield: lands('Island', 'i', 2) }, { hand: [{ id: 'm', card: 'Mulldrifter' }] });
    const a = answer({ state, action: evoke('m') });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
  });

  it('118.9: a card without evoke is not cast for an evoke cost', () => {
    const state = board({ battlefield: lands('Island', 'i', 3) }, { hand: [{ id: 'g', card: 'Grizzly Bears' }] });
    const a = answer({ state, action: evoke('g') });
    expect(a.violations[0]).toMatchObject({ code: 'NO_SUCH_ALTERNATIVE_COST', rule: '118.9' });
  });

  it('legal actions list the evoke cast', () => {
    const listed = legalActionsFor(board({ battlefield: lands('Island', 'i', 3) }, { hand: [{ id: 'm', card: 'Mulldrifter' }] }), catalog);
    const actions = listed.ok ? listed.value.actions.map((a) => a.action) : [];
    expect(actions).toContainEqual({ type: 'cast', player: 'alice', card: 'm', alternativeCost: 'evoke' });
    expect(actions).not.toContainEqual({ type: 'cast', player: 'alice', card: 'm' });
  });
});
