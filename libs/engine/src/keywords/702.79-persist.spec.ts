import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { MURDER, SWAMP, ids, lands, passes, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/** 702.79 persist and 702.93 undying, on real cards (current Oracle text, from the bundled catalog). */
const FINKS = bundledCard('Kitchen Finks'); // {1}{G/W}{G/W} 3/2: ETB gain 2 life; Persist
const WOLF = bundledCard('Young Wolf'); // {G} 1/1: Undying
const PURGE = bundledCard('Coffin Purge'); // {B}: Exile target card from a graveyard. Flashback {B}
const catalog = new InMemoryCatalog([FINKS, WOLF, PURGE, MURDER, SWAMP]);
const answer = rulingsWith(catalog);
const murder = (card: string, target: string) => ({ type: 'cast', player: 'alice', card, targets: [target] });

/** Bob's creature `k`, alice with six Swamps and two Murders. */
function dying(creature: string, more: Record<string, unknown> = {}) {
  return board(
    { battlefield: [...lands('Swamp', 's', 6), perm('k', creature, 'bob', more)] },
    {
      hand: [
        { id: 'm1', card: 'Murder' },
        { id: 'm2', card: 'Murder' },
        { id: 'p', card: 'Coffin Purge' },
      ],
    },
  );
}

describe('702.79 persist', () => {
  it('is understood: a "dies" trigger with an intervening "if" on its -1/-1 counters', () => {
    expect(compileCard(FINKS).support).toBe('full');
    expect(compileCard(FINKS).abilities).toContainEqual(
      expect.objectContaining({
        kind: 'triggered',
        trigger: { event: 'dies', who: 'self' },
        condition: { kind: 'hadNoCounter', counter: '-1/-1' },
        rule: '702.79a',
      }),
    );
  });

  it("702.79a: Kitchen Finks dies without a -1/-1 counter: it returns under its owner's control with one, and enters anew", () => {
    const died = answer({ state: dying('Kitchen Finks'), actions: [murder('m1', 'k'), ...passes(2)] });
    expect(ids(died.state.players[1].graveyard)).toEqual(['k']);
    expect(died.state.stack).toEqual([expect.objectContaining({ controller: 'bob', ability: expect.objectContaining({ source: 'k' }) })]);
    expect(cited(died)).toEqual(expect.arrayContaining(['603.10a', '702.79a']));
    const back = answer({ state: died.state, actions: passes(2) });
    const finks = onField(back, 'k');
    expect(finks).toMatchObject({ controller: 'bob', counters: { '-1/-1': 1 }, summoningSick: true });
    expect(finks?.characteristics).toMatchObject({ power: 2, toughness: 1 });
    expect(ids(back.state.players[1].graveyard)).toEqual([]);
    // Its enters-the-battlefield ability triggers as it returns (603.6a): bob gains 2 life.
    const life = answer({ state: back.state, actions: passes(2) });
    expect(life.state.players[1].life).toBe(22);
  });

  it('603.4: with a -1/-1 counter on it as it dies, persist does not trigger: it stays in the graveyard', () => {
    const died = answer({ state: dying('Kitchen Finks', { counters: { '-1/-1': 1 } }), actions: [murder('m1', 'k'), ...passes(2)] });
    expect(cited(died)).toContain('603.4');
    expect(died.state.stack).toEqual([]);
    expect(ids(died.state.players[1].graveyard)).toEqual(['k']);
  });

  it('702.79a: returned once, it dies again with its -1/-1 counter and stays dead', () => {
    const back = answer({ state: dying('Kitchen Finks'), actions: [murder('m1', 'k'), ...passes(2), ...passes(2), ...passes(2)] });
    expect(onField(back, 'k')?.counters).toEqual({ '-1/-1': 1 });
    const again = answer({ state: back.state, actions: [murder('m2', 'k'), ...passes(2)] });
    expect(again.state.stack).toEqual([]);
    expect(ids(again.state.players[1].graveyard)).toEqual(['k']);
  });

  it('400.7: exiled from the graveyard before persist resolves, it is a new object: nothing returns', () => {
    const died = answer({ state: dying('Kitchen Finks'), actions: [murder('m1', 'k'), ...passes(2)] });
    const purged = answer({ state: died.state, actions: [murder('p', 'k'), ...passes(2), ...passes(2)] });
    expect(ids(purged.state.exile)).toEqual(['k']);
    expect(onField(purged, 'k')).toBeUndefined();
    expect(cited(purged)).toContain('400.7');
  });
});
