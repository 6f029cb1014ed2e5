import { compileCard } from '../cards/oracle-compiler';
import { legalActionsFor } from '../legal-actions';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, ISLAND, MOUNTAIN, ids, lands, perm } from '../testing/spell-cards';
import { passes } from '../testing/actions';

/** 702.56 replicate, on real cards (current Oracle text, from the bundled catalog). */
const PYROMATICS = bundledCard('Pyromatics'); // {1}{R} instant: 1 damage to any target; Replicate {1}{R}
const GIGADROWSE = bundledCard('Gigadrowse'); // {U} instant: tap target permanent; Replicate {U}
const VANDALBLAST = bundledCard('Vandalblast'); // no replicate
const catalog = new InMemoryCatalog([PYROMATICS, GIGADROWSE, VANDALBLAST, GRIZZLY_BEARS, MOUNTAIN, ISLAND]);
const answer = rulingsWith(catalog);

const cast = (card: string, targets: string[], replicates: number) => ({
  type: 'cast',
  player: 'alice',
  card,
  targets,
  ...(replicates > 0 ? { additionalCosts: Array.from({ length: replicates }, () => 'replicate') } : {}),
});
const withPyromatics = (mountains: number) =>
  board(
    { battlefield: [...lands('Mountain', 'r', mountains), perm('b1', 'Grizzly Bears', 'bob')] },
    { hand: [{ id: 'p', card: 'Pyromatics' }] },
  );

describe('702.56 replicate', () => {
  it('is understood: an additional cost and a "when you cast" trigger', () => {
    for (const c of [PYROMATICS, GIGADROWSE]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(PYROMATICS).abilities).toContainEqual({ kind: 'replicate', cost: '{1}{R}', text: 'Replicate {1}{R}' });
  });

  it('702.56a: Pyromatics replicated twice ({1}{R} x 3) at bob: two copies, 3 damage in all (707.10)', () => {
    const played = answer({ state: withPyromatics(6), actions: [cast('p', ['bob'], 2)] });
    expect(played.legal).toBe(true);
    expect(played.trace.find((t) => t.rule === '702.56a')).toBeDefined();
    const copied = answer({ state: played.state, actions: passes(2) });
    expect(copied.state.stack.map((s) => s.id)).toEqual(['p', 'p.copy.1', 'p.copy.2']);
    expect(copied.state.stack[1]).toMatchObject({ copy: true, targets: ['bob'], controller: 'alice' });
    expect(cited(copied)).toEqual(expect.arrayContaining(['702.56a', '707.10', '707.10c']));
    const done = answer({ state: copied.state, actions: [...passes(2), ...passes(2), ...passes(2)] });
    expect(done.state.players[1].life).toBe(17);
    expect(done.state.stack).toEqual([]);
    expect(ids(done.state.players[0].graveyard)).toEqual(['p']);
  }, 20000);

  it("608.2b: the copies kill Grizzly Bears; the original's target is then gone and it does nothing", () => {
    const played = answer({ state: withPyromatics(6), actions: [cast('p', ['b1'], 2), ...passes(2)] });
    const done = answer({ state: played.state, actions: [...passes(2), ...passes(2), ...passes(2)] });
    expect(done.legal).toBe(true);
    expect(ids(done.state.players[1].graveyard)).toEqual(['b1']);
    expect(done.state.players[1].life).toBe(20);
    expect(cited(done)).toEqual(expect.arrayContaining(['704.5g', '608.2b']));
  }, 20000);

  it('603.4: not replicated, Pyromatics does not trigger; one damage', () => {
    const played = answer({ state: withPyromatics(2), actions: [cast('p', ['bob'], 0)] });
    expect(played.legal).toBe(true);
    expect(played.state.stack.map((s) => s.id)).toEqual(['p']);
    const done = answer({ state: played.state, actions: passes(2) });
    expect(done.state.players[1].life).toBe(19);
  });

  it('601.2g-h: replicating twice without the mana is refused; 702.56a: a spell without replicate cannot pay one', () => {
    const poor = answer({ state: withPyromatics(5), action: cast('p', ['bob'], 2) });
    expect(poor.legal).toBe(false);
    expect(poor.violations[0].rule).toMatch(/^601\.2[gh]$/);
    const none = answer({
      state: board({ battlefield: lands('Mountain', 'r', 3) }, { hand: [{ id: 'v', card: 'Vandalblast' }] }),
      action: { type: 'cast', player: 'alice', card: 'v', targets: [], additionalCosts: ['replicate'] },
    });
    expect(none.legal).toBe(false);
    expect(none.violations[0]).toMatchObject({ code: 'NO_SUCH_ADDITIONAL_COST', rule: '702.56a' });
  });

  it('Gigadrowse replicated once taps its target, and the copy keeps it (707.10c: new targets not offered)', () => {
    const state = board(
      { battlefield: [...lands('Island', 'i', 2), perm('b1', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'g', card: 'Gigadrowse' }] },
    );
    const played = answer({ state, actions: [cast('g', ['b1'], 1), ...passes(2), ...passes(2), ...passes(2)] });
    expect(played.legal).toBe(true);
    expect(played.state.battlefield.find((o) => o.id === 'b1')?.tapped).toBe(true);
    expect(played.state.stack).toEqual([]);
  }, 20000);

  it('601.2b: legal actions offer Gigadrowse replicated once when the mana is there', () => {
    const state = board(
      { battlefield: [...lands('Island', 'i', 2), perm('b1', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'g', card: 'Gigadrowse' }] },
    );
    const listed = legalActionsFor(state, catalog);
    expect(listed.ok && listed.value.actions.map((a) => a.action)).toContainEqual(
      expect.objectContaining({ type: 'cast', card: 'g', additionalCosts: ['replicate'] }),
    );
  });
});
