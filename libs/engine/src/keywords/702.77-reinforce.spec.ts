import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 702.77 reinforce, on real cards (current Oracle text, from the bundled catalog). */
const GUARD = bundledCard('Mosquito Guard'); // {W} 1/1 first strike; Reinforce 1—{1}{W}
const EARTHBRAWN = bundledCard('Earthbrawn'); // {1}{G} Instant: target creature gets +3/+3; Reinforce 1—{1}{G}
const TRIAD = bundledCard('Hunting Triad'); // {3}{G} Tribal Sorcery: three 1/1 Elf Warriors; Reinforce 3—{3}{G}
const catalog = new InMemoryCatalog([GUARD, EARTHBRAWN, TRIAD, ...['Plains', 'Forest', 'Grizzly Bears', 'Serra Angel'].map(bundledCard)]);
const answer = rulingsWith(catalog);
const reinforce = (card: string, targets: string[]) => ({ type: 'activate', player: 'alice', source: card, ability: 0, targets });

describe('702.77 reinforce', () => {
  it('is understood: an activated ability from the hand, "[cost], discard this card: N +1/+1 counters on target creature"', () => {
    for (const card of [GUARD, EARTHBRAWN, TRIAD]) expect([card.name, compileCard(card).support]).toEqual([card.name, 'full']);
    expect(compileCard(TRIAD).abilities).toContainEqual(
      expect.objectContaining({
        kind: 'activated',
        cost: { tap: false, mana: '{3}{G}', discardSelf: true },
        fromHand: true,
        targets: [expect.objectContaining({ text: 'target creature' })],
        effects: [expect.objectContaining({ kind: 'counters', counter: '+1/+1', n: 3, target: 0 })],
      }),
    );
    // "Reinforce X—{X}{W}{W}" stays refused.
    expect(compileCard(bundledCard('Swell of Courage')).unsupported).toEqual(['Reinforce X—{X}{W}{W}']);
  });

  it('702.77a: Mosquito Guard, discarded from the hand for {1}{W}, puts a +1/+1 counter on the target creature', () => {
    const state = board(
      { battlefield: [...lands('Plains', 'p', 2), perm('b', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'mg', card: GUARD.name }] },
    );
    const a = answer({ state, actions: [reinforce('mg', ['b']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.players[0].graveyard)).toEqual(['mg']);
    expect(onField(a, 'b')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(cited(a)).toContain('702.77a');
  });

  it('Hunting Triad: three counters on an opponent’s creature too (any target creature)', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 4), perm('x', 'Serra Angel', 'bob')] },
      { hand: [{ id: 'ht', card: TRIAD.name }] },
    );
    const a = answer({ state, actions: [reinforce('ht', ['x']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'x')).toMatchObject({ counters: { '+1/+1': 3 } });
  });

  it('702.77a: only from the hand: Mosquito Guard on the battlefield cannot reinforce; a land is no target; the cost must be paid', () => {
    const field = board({
      battlefield: [...lands('Plains', 'p', 2), perm('mg', GUARD.name, 'alice'), perm('b', 'Grizzly Bears', 'alice')],
    });
    const onBattlefield = answer({ state: field, action: reinforce('mg', ['b']) });
    expect(onBattlefield.violations).toEqual([expect.objectContaining({ code: 'NOT_FROM_THIS_ZONE', rule: '702.77a' })]);
    const inHand = (plains: number) =>
      board(
        { battlefield: [...lands('Plains', 'p', plains), perm('b', 'Grizzly Bears', 'alice')] },
        { hand: [{ id: 'mg', card: GUARD.name }] },
      );
    const land = answer({ state: inHand(2), action: reinforce('mg', ['p1']) });
    expect(land.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: '115.1' })]);
    const poor = answer({ state: inHand(1), action: reinforce('mg', ['b']) });
    expect(poor.violations).toEqual([expect.objectContaining({ code: 'NOT_ENOUGH_MANA', rule: '601.2h' })]);
  });
});
