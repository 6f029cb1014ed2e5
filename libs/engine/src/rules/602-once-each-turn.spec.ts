import { adjudicate } from '../adjudicate';
import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, lands, passes, perm } from '../testing/spell-cards';
import * as graveyardAndPaymentBoards from '../testing/graveyard-and-payment-boards';

/** Darkthicket Wolf, current Oracle text. */
const WOLF = defineCard({
  name: 'Darkthicket Wolf',
  manaCost: '{1}{G}',
  types: ['Creature'],
  subtypes: ['Wolf'],
  power: '2',
  toughness: '2',
  text: '{2}{G}: Darkthicket Wolf gets +2/+2 until end of turn. Activate only once each turn.',
});
const catalog = new InMemoryCatalog([WOLF, FOREST]);
const answer = rulingsWith(catalog);
const pump = { type: 'activate', player: 'alice', source: 'w', ability: 0 };

describe('602.5b: "Activate only once each turn"', () => {
  it('is understood (the 2017 wording too)', () => {
    expect(compileCard(WOLF).support).toBe('full');
    expect(
      compileCard({ ...WOLF, text: '{2}{G}: Darkthicket Wolf gets +2/+2 until end of turn. Activate this ability only once each turn.' })
        .abilities[0],
    ).toMatchObject({ kind: 'activated', oncePerTurn: true });
  });

  it('a second activation in the same turn is illegal, even after the first resolved', () => {
    const state = board({ battlefield: [...lands('Forest', 'f', 6), perm('w', 'Darkthicket Wolf', 'alice')] });
    const once = answer({ state, actions: [pump, ...passes(2)] });
    expect(once.state.battlefield.find((o) => o.id === 'w')).toMatchObject({
      activatedThisTurn: [0],
      characteristics: expect.objectContaining({ power: 4, toughness: 4 }),
    });
    const twice = answer({ state: once.state, action: pump });
    expect(twice.legal).toBe(false);
    expect(twice.violations[0]).toMatchObject({ code: 'ALREADY_ACTIVATED', rule: '602.5b' });
    expect(cited(twice)).not.toContain('602.2a');
  });

  it('the next turn it may be activated again', () => {
    const state = board({
      battlefield: [...lands('Forest', 'f', 3), perm('w', 'Darkthicket Wolf', 'alice', { activatedThisTurn: [0] })],
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const later = answer({ state, actions: passes(2) });
    expect(later.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(later.state.battlefield.find((o) => o.id === 'w')?.activatedThisTurn).toBeUndefined();
    const bobsTurn = answer({ state: later.state, actions: [{ type: 'pass', player: later.state.turn.priority }, pump] });
    expect(bobsTurn.violations).toEqual([]);
    expect(bobsTurn.state.battlefield.find((o) => o.id === 'w')?.activatedThisTurn).toEqual([0]);
  });

  it('a malformed "activatedThisTurn" is a bad board (400)', () => {
    const outcome = adjudicate(
      { state: board({ battlefield: [perm('w', 'Darkthicket Wolf', 'alice', { activatedThisTurn: 'yes' })] }), action: pump },
      catalog,
    );
    expect(outcome).toMatchObject({ kind: 'invalid', errors: [{ code: 'INVALID_FIELD', path: 'state.battlefield[0].activatedThisTurn' }] });
  });
});

describe('602.5b: activatedThisTurn on a board', () => {
  const { catalog, adjudicate, board } = graveyardAndPaymentBoards;

  it('602.5b: a board\'s activatedThisTurn may name only the permanent\'s "Activate only once each turn" abilities', () => {
    const state = board({ battlefield: [{ id: 'g', card: 'Grizzly Bears', controller: 'alice', activatedThisTurn: [0] }] });
    expect(adjudicate({ state, action: { type: 'pass', player: 'alice' } }, catalog)).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'NOT_ONCE_EACH_TURN', rule: '602.5b' })],
    });
  });
});
