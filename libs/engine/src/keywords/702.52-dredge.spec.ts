import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/**
 * 702.52 dredge is not played yet: its choice replaces a draw (702.52a, 614.1a) wherever a draw happens (the draw
 * step's turn-based draw, a resolving spell's "draw two cards" one card at a time), and the engine has no pending
 * choice in the middle of a draw. Until it has, "Dredge N" stays refused, and so does any board holding such a card:
 * drawing without offering the dredge would be a wrong ruling.
 */
const LOAM = bundledCard('Life from the Loam'); // Dredge 3
const TROLL = bundledCard('Golgari Grave-Troll'); // Dredge 6
const catalog = new InMemoryCatalog([LOAM, TROLL, bundledCard('Island')]);
const library = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `k${i}`, card: 'Island' }));
const upkeep = { number: 3, active: 'alice', step: 'upkeep', priority: 'alice' };

describe('702.52 dredge (refused)', () => {
  it('"Dredge N" is not understood', () => {
    expect(compileCard(LOAM).unsupported).toEqual(['Dredge 3']);
    expect(compileCard(TROLL).unsupported).toContain('Dredge 6');
  });

  it('702.52a: Life from the Loam in the graveyard of a player about to draw: the board is refused, not played without the choice', () => {
    const state = board({ turn: upkeep }, { library: library(4), graveyard: [{ id: 'l1', card: 'Life from the Loam' }] });
    expect(adjudicate({ state, actions: passes(2) }, catalog)).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
  });

  it('702.52b: even with too few cards in the library to dredge (Golgari Grave-Troll, 6, over 2 cards), the board is refused', () => {
    const state = board({ turn: upkeep }, { library: library(2), graveyard: [{ id: 't1', card: 'Golgari Grave-Troll' }] });
    expect(adjudicate({ state, actions: passes(2) }, catalog)).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
  });
});
