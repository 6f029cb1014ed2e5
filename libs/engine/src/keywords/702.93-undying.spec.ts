import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { MURDER, SWAMP, ids, lands, passes, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/** 702.93 undying, on real cards (current Oracle text, from the bundled catalog); persist is its twin (702.79-persist.spec.ts). */
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

describe('702.93 undying', () => {
  it('is understood: the same trigger, on +1/+1 counters', () => {
    expect(compileCard(WOLF).support).toBe('full');
    expect(compileCard(WOLF).abilities).toEqual([
      expect.objectContaining({ condition: { kind: 'hadNoCounter', counter: '+1/+1' }, rule: '702.93a' }),
    ]);
  });

  it('702.93a: Young Wolf dies without a +1/+1 counter: it returns with one, a 2/2', () => {
    const back = answer({ state: dying('Young Wolf'), actions: [murder('m1', 'k'), ...passes(2), ...passes(2)] });
    expect(onField(back, 'k')).toMatchObject({ controller: 'bob', counters: { '+1/+1': 1 } });
    expect(onField(back, 'k')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(cited(back)).toContain('702.93a');
  });

  it('603.4: with a +1/+1 counter on it as it dies, undying does not trigger; a -1/-1 counter does not stop it', () => {
    const stays = answer({ state: dying('Young Wolf', { counters: { '+1/+1': 1 } }), actions: [murder('m1', 'k'), ...passes(2)] });
    expect(stays.state.stack).toEqual([]);
    expect(ids(stays.state.players[1].graveyard)).toEqual(['k']);
    // A 1/1 with a -1/-1 counter dies as a state-based action (704.5f); undying still returns it.
    const sba = answer({ state: dying('Young Wolf', { counters: { '-1/-1': 1 } }), actions: passes(2) });
    expect(cited(sba)).toContain('704.5f');
    const back = answer({ state: sba.state, actions: passes(2) });
    expect(onField(back, 'k')?.counters).toEqual({ '+1/+1': 1 });
  });
});
