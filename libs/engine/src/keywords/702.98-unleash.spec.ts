import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { MOUNTAIN, SWAMP, lands } from '../testing/spell-cards';
import { choose, onField, passes } from '../testing/actions';
import { block, combatBoard, perm, upToBlocks } from '../testing/combat-cards';

/** 702.98 unleash, on real cards (current Oracle text, from the bundled catalog). */
const CHAINWALKER = bundledCard('Gore-House Chainwalker'); // {1}{R} 2/1; Unleash
const BEARS = bundledCard('Grizzly Bears');
const ZOMBIFY = bundledCard('Zombify'); // {3}{B} sorcery: return target creature card from your graveyard to the battlefield
const catalog = new InMemoryCatalog([CHAINWALKER, BEARS, ZOMBIFY, MOUNTAIN, SWAMP]);
const answer = rulingsWith(catalog);
/** Alice casts Gore-House Chainwalker; as it would enter, the unleash choice is asked. */
function asked() {
  const a = answer({
    state: board({ battlefield: lands('Mountain', 'm', 2) }, { hand: [{ id: 'c', card: 'Gore-House Chainwalker' }] }),
    actions: [{ type: 'cast', player: 'alice', card: 'c' }, ...passes(2)],
  });
  expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseAsEnters', rule: '614.12a', options: ['yes', 'no'] });
  return a;
}
/** Alice attacks with her bears; bob's chainwalker (as given) tries to block. */
const blocking = (more: Record<string, unknown>) =>
  adjudicate(
    {
      state: combatBoard([
        perm('a1', 'Grizzly Bears', 'alice'),
        perm('x', 'Grizzly Bears', 'bob'),
        perm('c', 'Gore-House Chainwalker', 'bob', more),
      ]),
      actions: [...upToBlocks(['a1']), block(['c', 'a1'])],
    },
    catalog,
  );

describe('702.98 unleash', () => {
  it('702.98a: is understood: a choice as it enters, and "can\'t block as long as it has a +1/+1 counter on it"', () => {
    expect(compileCard(CHAINWALKER).support).toBe('full');
    expect(compileCard(CHAINWALKER).abilities).toEqual([
      { kind: 'static', effects: [{ kind: 'chooseAsEnters', choice: 'unleash' }], text: 'Unleash' },
      expect.objectContaining({
        effects: [{ kind: 'cantBlock', affected: { kind: 'self' } }],
        condition: expect.objectContaining({ kind: 'counters', counter: '+1/+1' }),
      }),
    ]);
  });

  it('702.98a, 614.12a: unleashed, it enters with an additional +1/+1 counter: a 3/2', () => {
    const a = asked();
    const yes = answer({ state: a.state, action: choose(a, ['yes']) });
    expect(onField(yes, 'c')).toMatchObject({ counters: { '+1/+1': 1 }, chosen: { unleash: 'yes' } });
    expect(onField(yes, 'c')?.characteristics).toMatchObject({ power: 3, toughness: 2 });
    expect(cited(yes)).toEqual(expect.arrayContaining(['614.12a', '702.98a']));
  });

  it('702.98a: not unleashed, no counter: a 2/1', () => {
    const a = asked();
    const no = answer({ state: a.state, action: choose(a, ['no']) });
    expect(onField(no, 'c')?.counters).toEqual({});
    expect(onField(no, 'c')?.characteristics).toMatchObject({ power: 2, toughness: 1 });
  });

  it('702.98a: the choice is "yes" or "no"', () => {
    const a = asked();
    const bad = adjudicate({ state: a.state, action: choose(a, ['maybe']) }, catalog);
    expect(bad).toMatchObject({ kind: 'answer', answer: { legal: false } });
    if (bad.kind === 'answer')
      expect(bad.answer.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE', rule: '702.98a' })]);
  });

  it("702.98a, 611.3a: with a +1/+1 counter it can't block, whatever put the counter there; without one it can", () => {
    const unleashed = blocking({ counters: { '+1/+1': 1 }, chosen: { unleash: 'yes' } });
    expect(unleashed).toMatchObject({ kind: 'answer', answer: { legal: false } });
    if (unleashed.kind === 'answer')
      expect(unleashed.answer.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    const other = blocking({ counters: { '+1/+1': 1 } });
    expect(other).toMatchObject({ kind: 'answer', answer: { legal: false } });
    const free = blocking({ chosen: { unleash: 'no' } });
    expect(free).toMatchObject({ kind: 'answer', answer: { legal: true } });
  });

  it('702.98a: a board says "yes" or "no" for it, or leaves it out; nothing else', () => {
    const bad = adjudicate(
      { state: combatBoard([perm('c', 'Gore-House Chainwalker', 'alice', { chosen: { unleash: true } })]), actions: [] },
      catalog,
    );
    expect(bad.kind).toBe('invalid');
  });

  it('614.12a: put onto the battlefield by an effect (Zombify), no decision asks the choice: refused, not guessed', () => {
    const state = board(
      { battlefield: lands('Swamp', 's', 4) },
      { hand: [{ id: 'z', card: 'Zombify' }], graveyard: [{ id: 'c', card: 'Gore-House Chainwalker' }] },
    );
    const cast = answer({ state, action: { type: 'cast', player: 'alice', card: 'z', targets: ['c'] } });
    expect(cast.legal).toBe(true);
    const o = adjudicate({ state: cast.state, actions: passes(2) }, catalog);
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_ENTERING_CHOICE' });
  });
});
