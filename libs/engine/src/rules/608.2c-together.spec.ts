import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { lands, perm } from '../testing/spell-cards';

/**
 * 608.2c: one instruction over several objects joined by "and" ("Destroy target creature and target land"): all of them
 * are destroyed (701.8a), returned (400.3) or exiled at once. 608.2b: an illegal target is left out, the legal ones are
 * still affected; all of them illegal, the spell does not resolve. 601.2c: each word "target" is its own target, which
 * may be the same object as another's (destroyed once).
 */
const catalog = new InMemoryCatalog(
  [
    'Spiteful Blow',
    'Plague Spores',
    'Peel from Reality',
    'Wizard Mentor',
    'Dryad Arbor',
    'Decimate',
    'Grizzly Bears',
    'Hill Giant',
    'Swamp',
    'Mountain',
    'Island',
    'Forest',
  ].map(bundledCard),
);
const answer = rulingsWith(catalog);
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);
const onStack = (card: string, targets: string[]) => ({
  stack: [{ id: 'sp', card, controller: 'alice', targets }],
  turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob', passed: ['alice'] },
});

describe('608.2c: one instruction over several targets', () => {
  it('the cards are understood in full', () => {
    for (const name of ['Spiteful Blow', 'Plague Spores', 'Peel from Reality', 'Wizard Mentor', 'Decimate'])
      expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full' });
  });

  it('Spiteful Blow: the Hill Giant and the Forest are destroyed by one instruction', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 6), perm('hg', 'Hill Giant', 'bob'), perm('f', 'Forest', 'bob')] },
      { hand: [{ id: 'sb', card: 'Spiteful Blow' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'sb', targets: ['hg', 'f'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[1].graveyard).sort()).toEqual(['f', 'hg']);
    expect(cited(a).filter((r) => r === '701.8a')).toHaveLength(2);
  });

  it('Spiteful Blow: a creature chosen for "target land" is illegal at once (601.2c)', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 6), perm('hg', 'Hill Giant', 'bob'), perm('gb', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'sb', card: 'Spiteful Blow' }] },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'sb', targets: ['hg', 'gb'] } });
    expect(a.legal).toBe(false);
    // Refused for the target, not for anything else (the mana is there): the board is as it was (733).
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: '115.1' })]);
    expect(a.state.stack).toEqual([]);
    expect(ids(a.state.players[0].hand)).toEqual(['sb']);
  });

  it('608.2b: the land target illegal as it resolves, the creature is still destroyed', () => {
    // The spell was cast with the Forest; the Grizzly Bears in its place is not a land.
    const state = board({
      ...onStack('Spiteful Blow', ['hg', 'gb']),
      battlefield: [perm('hg', 'Hill Giant', 'bob'), perm('gb', 'Grizzly Bears', 'bob')],
    });
    const a = answer({ state, action: { type: 'pass', player: 'bob' } });
    expect(ids(a.state.players[1].graveyard)).toEqual(['hg']);
    expect(ids(a.state.battlefield)).toContain('gb');
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2b', '701.8a']));
    expect(ids(a.state.players[0].graveyard)).toEqual(['sp']);
  });

  it('608.2b: both targets illegal, Spiteful Blow does not resolve and destroys nothing', () => {
    const state = board({
      ...onStack('Spiteful Blow', ['f', 'gb']),
      battlefield: [perm('f', 'Forest', 'bob'), perm('gb', 'Grizzly Bears', 'bob')],
    });
    const a = answer({ state, action: { type: 'pass', player: 'bob' } });
    expect(ids(a.state.battlefield).sort()).toEqual(['f', 'gb']);
    expect(cited(a)).toContain('608.2b');
    expect(cited(a)).not.toContain('701.8a');
    expect(ids(a.state.players[0].graveyard)).toEqual(['sp']);
  });

  it('601.2c: Dryad Arbor chosen for both "target creature" and "target land" is destroyed once', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 6), perm('da', 'Dryad Arbor', 'bob')] },
      { hand: [{ id: 'sb', card: 'Spiteful Blow' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'sb', targets: ['da', 'da'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[1].graveyard)).toEqual(['da']);
    expect(cited(a).filter((r) => r === '701.8a')).toHaveLength(1);
  });

  it('701.19c: Plague Spores\' "They can\'t be regenerated": a regeneration shield does not save the creature', () => {
    const state = board({
      ...onStack('Plague Spores', ['gb', 'f']),
      battlefield: [perm('gb', 'Grizzly Bears', 'bob', { regenerationShields: 1 }), perm('f', 'Forest', 'bob')],
    });
    const a = answer({ state, action: { type: 'pass', player: 'bob' } });
    expect(ids(a.state.players[1].graveyard).sort()).toEqual(['f', 'gb']);
  });

  it("400.3: Peel from Reality returns alice's and bob's creatures, each to its owner's hand", () => {
    const state = board(
      { battlefield: [...lands('Island', 'i', 2), perm('mine', 'Grizzly Bears', 'alice'), perm('theirs', 'Hill Giant', 'bob')] },
      { hand: [{ id: 'pr', card: 'Peel from Reality' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'pr', targets: ['mine', 'theirs'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].hand)).toEqual(['mine']);
    expect(ids(a.state.players[1].hand)).toEqual(['theirs']);
    expect(cited(a)).toContain('400.3');
  });

  it('Peel from Reality: bob\'s creature for "target creature you control" is refused', () => {
    const state = board(
      { battlefield: [...lands('Island', 'i', 2), perm('b1', 'Grizzly Bears', 'bob'), perm('b2', 'Hill Giant', 'bob')] },
      { hand: [{ id: 'pr', card: 'Peel from Reality' }] },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'pr', targets: ['b1', 'b2'] } });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: '115.1' })]);
    expect(a.state.stack).toEqual([]);
    expect(ids(a.state.players[0].hand)).toEqual(['pr']);
  });

  it("Wizard Mentor returns itself and the target creature to their owners' hands", () => {
    const state = board({ battlefield: [perm('wm', 'Wizard Mentor', 'alice'), perm('gb', 'Grizzly Bears', 'alice')] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'wm', ability: 0, targets: ['gb'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].hand).sort()).toEqual(['gb', 'wm']);
  });
});
