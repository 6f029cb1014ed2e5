import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, GRIZZLY_BEARS, MOUNTAIN, ids, lands, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/** 702.61 split second, on real cards (current Oracle text, from the bundled catalog). */
const GRIP = bundledCard('Krosan Grip'); // {2}{G} instant: Split second; Destroy target artifact or enchantment.
const SUDDEN_SHOCK = bundledCard('Sudden Shock'); // {1}{R} instant: Split second; 2 damage to any target.
const PYROMANCER = bundledCard('Prodigal Pyromancer'); // {T}: 1 damage to any target.
const ANTHEM = bundledCard('Glorious Anthem');
const BOLT = bundledCard('Lightning Bolt');
const catalog = new InMemoryCatalog([GRIP, SUDDEN_SHOCK, PYROMANCER, ANTHEM, BOLT, GRIZZLY_BEARS, MOUNTAIN, FOREST]);
const answer = rulingsWith(catalog);

/** Alice casts Krosan Grip on bob's Glorious Anthem; bob has a Mountain, a Lightning Bolt and a Prodigal Pyromancer. */
function gripped() {
  const state = board(
    {
      battlefield: [
        ...lands('Forest', 'f', 3),
        perm('an', 'Glorious Anthem', 'bob'),
        perm('py', 'Prodigal Pyromancer', 'bob'),
        perm('gb', 'Grizzly Bears', 'alice'),
        ...lands('Mountain', 'm', 1, 'bob'),
      ],
    },
    { hand: [{ id: 'kg', card: 'Krosan Grip' }] },
    { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
  );
  return answer({
    state,
    actions: [
      { type: 'cast', player: 'alice', card: 'kg', targets: ['an'] },
      { type: 'pass', player: 'alice' },
    ],
  });
}

describe('702.61 split second', () => {
  it('is understood: a keyword of the spell', () => {
    for (const c of [GRIP, SUDDEN_SHOCK]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(GRIP).abilities[0]).toEqual({ kind: 'keyword', keyword: 'split second', text: 'Split second' });
  });

  it('702.61a: with Krosan Grip on the stack, bob cannot cast Lightning Bolt', () => {
    const g = gripped();
    expect(g.state.turn.priority).toBe('bob');
    const a = answer({ state: g.state, action: { type: 'cast', player: 'bob', card: 'lb', targets: ['gb'] } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'SPLIT_SECOND', rule: '702.61a' });
    expect(ids(a.state.players[1].hand)).toEqual(['lb']);
  });

  it("702.61a: nor activate Prodigal Pyromancer's ability; the Grip resolves and destroys the Anthem", () => {
    const g = gripped();
    const a = answer({ state: g.state, action: { type: 'activate', player: 'bob', source: 'py', ability: 0, targets: ['gb'] } });
    expect(a.violations[0]).toMatchObject({ code: 'SPLIT_SECOND', rule: '702.61a' });
    expect(onField(a, 'py')?.tapped).toBe(false);
    const done = answer({ state: g.state, action: { type: 'pass', player: 'bob' } });
    expect(ids(done.state.players[1].graveyard)).toEqual(['an']);
  });

  it('702.61b: mana abilities may still be activated: bob taps his Mountain for {R}', () => {
    const g = gripped();
    const a = answer({ state: g.state, action: { type: 'activate', player: 'bob', source: 'm1', ability: 0 } });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].manaPool).toBe('{R}');
    expect(cited(a)).not.toContain('702.61a');
  });

  it('once the split second spell has left the stack, bob casts again', () => {
    const g = gripped();
    // Bob passes: the Grip resolves; alice, active, gets priority and passes it to bob (117.3b, 117.3d).
    const done = answer({
      state: g.state,
      actions: [
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
      ],
    });
    expect(done.state.stack).toEqual([]);
    expect(done.state.turn.priority).toBe('bob');
    const bolt = answer({ state: done.state, action: { type: 'cast', player: 'bob', card: 'lb', targets: ['gb'] } });
    expect(bolt.legal).toBe(true);
  });

  it('legal actions: with Krosan Grip on the stack, bob may pass or tap his Mountain for mana, nothing else', () => {
    const g = gripped();
    const listed = legalActionsFor(g.state, catalog);
    const types = listed.ok ? listed.value.actions.map((a) => a.action.type) : [];
    expect(types).toContain('pass');
    expect(types).not.toContain('cast');
    expect(listed.ok && listed.value.actions.filter((a) => a.action.type === 'activate').map((a) => a.action)).toEqual([
      { type: 'activate', player: 'bob', source: 'm1', ability: 0 },
    ]);
  });
});
