import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { MURDER, SWAMP, ids, lands, passes, perm } from '../testing/spell-cards';
import { choose } from '../testing/actions';
import '../keywords/phrases';

/** 702.46 soulshift, on real cards (their current Oracle text, from the bundled catalog). */
const EMPTY_GRAVES = bundledCard('Kami of Empty Graves'); // {3}{B} 4/1, Soulshift 3
const GARAMI = bundledCard('Forked-Branch Garami'); // {3}{G}{G} 4/4, Soulshift 4, soulshift 4
const DEATHKNELL = bundledCard('Deathknell Kami'); // {1}{B} Spirit: mana value 2
const GIBBERING = bundledCard('Gibbering Kami'); // {3}{B} Spirit: mana value 4
const BEARS = bundledCard('Grizzly Bears'); // {1}{G}, not a Spirit
const BURR = bundledCard('Burr Grafter'); // {3}{G} Spirit: mana value 4
const catalog = new InMemoryCatalog([EMPTY_GRAVES, GARAMI, DEATHKNELL, GIBBERING, BEARS, BURR, MURDER, SWAMP]);
const answer = rulingsWith(catalog);
const murder = (target: string) => ({ type: 'cast', player: 'alice', card: 'm', targets: [target] });

/** Bob's creature `kami`, a Murder in alice's hand, bob's graveyard as given. */
function dying(kami: string, graveyard: { id: string; card: string }[]) {
  return board(
    { battlefield: [...lands('Swamp', 's', 3), perm('k', kami, 'bob')] },
    { hand: [{ id: 'm', card: 'Murder' }] },
    { graveyard },
  );
}

describe('702.46 soulshift', () => {
  it('702.46a: is understood as a "dies" trigger returning a Spirit card of mana value N or less', () => {
    expect(compileCard(EMPTY_GRAVES).support).toBe('full');
    expect(compileCard(EMPTY_GRAVES).abilities).toEqual([
      expect.objectContaining({ kind: 'triggered', trigger: { event: 'dies', who: 'self' }, rule: '702.46a' }),
    ]);
  });

  it('702.46a: Kami of Empty Graves dies; its controller may return a Spirit card of mana value 3 or less to their hand', () => {
    const state = dying('Kami of Empty Graves', [{ id: 'g1', card: 'Deathknell Kami' }]);
    const died = answer({ state, actions: [murder('k'), ...passes(2)] });
    expect(ids(died.state.players[1].graveyard)).toEqual(['g1', 'k']);
    expect(died.state.stack).toEqual([expect.objectContaining({ controller: 'bob', targets: ['g1'] })]);
    expect(cited(died)).toEqual(expect.arrayContaining(['603.10a', '702.46a']));
    const asked = answer({ state: died.state, actions: passes(2) });
    expect(asked.decision).toMatchObject({ player: 'bob', kind: 'chooseOptional', rule: '608.2d' });
    const yes = answer({ state: asked.state, action: choose(asked, ['yes']) });
    expect(ids(yes.state.players[1].hand)).toEqual(['g1']);
    expect(ids(yes.state.players[1].graveyard)).toEqual(['k']);
    const no = answer({ state: asked.state, action: choose(asked, ['no']) });
    expect(ids(no.state.players[1].hand)).toEqual([]);
    expect(ids(no.state.players[1].graveyard)).toEqual(['g1', 'k']);
  });

  it('702.46a: only a Spirit card of mana value N or less can be the target: a 4-mana Spirit and a non-Spirit cannot', () => {
    const state = dying('Kami of Empty Graves', [
      { id: 'g2', card: 'Gibbering Kami' },
      { id: 'g3', card: 'Grizzly Bears' },
    ]);
    const died = answer({ state, actions: [murder('k'), ...passes(2)] });
    // 603.3d: a triggered ability with no legal target is removed from the stack.
    expect(died.state.stack).toEqual([]);
    expect(cited(died)).toContain('603.3d');
    expect(ids(died.state.players[1].graveyard)).toEqual(['g2', 'g3', 'k']);
    expect(ids(died.state.players[1].hand)).toEqual([]);
  });

  it("702.46a: the Spirit card it returns is its controller's own: one in an opponent's graveyard is not a target", () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 3), perm('k', 'Kami of Empty Graves', 'bob')] },
      { hand: [{ id: 'm', card: 'Murder' }], graveyard: [{ id: 'g1', card: 'Deathknell Kami' }] },
    );
    const died = answer({ state, actions: [murder('k'), ...passes(2)] });
    expect(died.state.stack).toEqual([]);
    expect(ids(died.state.players[0].graveyard)).toEqual(['g1', 'm']);
  });

  it('702.46b: Forked-Branch Garami has two instances: each triggers, each returns a card', () => {
    const state = dying('Forked-Branch Garami', [
      { id: 'g1', card: 'Burr Grafter' },
      { id: 'g2', card: 'Gibbering Kami' },
    ]);
    expect(compileCard(GARAMI).abilities.filter((a) => a.kind === 'triggered')).toHaveLength(2);
    const died = answer({ state, actions: [murder('k'), ...passes(2)] });
    expect(died.decision).toMatchObject({ player: 'bob', kind: 'orderTriggers', rule: '603.3b' });
    expect(died.state.pending).toHaveLength(2);
    const ordered = answer({ state: died.state, action: choose(died, died.decision?.options ?? []) });
    expect(ordered.decision).toMatchObject({ player: 'bob', kind: 'chooseTargets', options: ['g1', 'g2'] });
    const first = answer({ state: ordered.state, action: choose(ordered, ['g1']) });
    const second = answer({ state: first.state, action: choose(first, ['g2']) });
    expect(second.state.stack.map((e) => e.targets)).toEqual([['g1'], ['g2']]);
    const top = answer({ state: second.state, actions: passes(2) });
    expect(top.decision).toMatchObject({ player: 'bob', kind: 'chooseOptional' });
    const once = answer({ state: top.state, actions: [choose(top, ['yes']), ...passes(2)] });
    const twice = answer({ state: once.state, action: choose(once, ['yes']) });
    expect(ids(twice.state.players[1].hand).sort()).toEqual(['g1', 'g2']);
    expect(twice.state.stack).toEqual([]);
  });
});
