import { adjudicate } from '../adjudicate';
import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { choose, onField, passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 702.16a, 608.2d: "Target creature you control gains protection from the color of your choice until
 * end of turn." The color is chosen as the ability (or spell) resolves, by its controller (a pending
 * choice, decision chooseColor); the target then has protection from it until end of turn (702.16b:
 * it can't be the target of a spell of that color). On Mother of Runes and Gods Willing.
 */
const mother = bundledCard('Mother of Runes');
const godsWilling = bundledCard('Gods Willing');
const knight = bundledCard('Knight of Dawn');
const catalog = new InMemoryCatalog([
  mother,
  godsWilling,
  knight,
  ...['Plains', 'Mountain', 'Grizzly Bears', 'Lightning Bolt'].map(bundledCard),
]);
const ruling = rulingsWith(catalog);

const runesBoard = (extra: Record<string, unknown> = {}) =>
  board(
    {
      battlefield: [
        { id: 'mr', card: mother.name, controller: 'alice' },
        { id: 'g1', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'g2', card: 'Grizzly Bears', controller: 'bob' },
      ],
      ...extra,
    },
    {},
    { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
  );
const activate = (target: string) => ({ type: 'activate', player: 'alice', source: 'mr', ability: 0, targets: [target] });

describe('702.16a, 608.2d: Mother of Runes, "{T}: Target creature you control gains protection from the color of your choice until end of turn."', () => {
  it('compiles as an activated ability whose color is chosen as it resolves', () => {
    expect(compiled(mother)).toMatchObject({ support: 'full' });
    expect(compiled(mother).abilities[0]).toMatchObject({
      kind: 'activated',
      cost: { tap: true },
      targets: [{ text: 'target creature you control' }],
      effects: [{ kind: 'protectionOfChoice', target: 0 }],
    });
  });

  it('the color is asked as it resolves (chooseColor); red chosen, a red spell cannot target the creature (702.16b)', () => {
    const asked = ruling({ state: runesBoard(), actions: [activate('g1'), ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({ kind: 'chooseColor', player: 'alice', options: ['W', 'U', 'B', 'R', 'G'], rule: '608.2d' });
    expect(asked.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'color', player: 'alice', next: 0 } });
    const chosen = ruling({ state: asked.state, action: choose(asked, ['R']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.stack).toEqual([]);
    expect(chosen.state.effects).toEqual([
      expect.objectContaining({ kind: 'add-keyword', keyword: 'protection from red', affects: ['g1'], duration: 'until-end-of-turn' }),
    ]);
    expect(cited(chosen)).toEqual(expect.arrayContaining(['608.2d', '608.2n']));
    // Bob's Lightning Bolt can't target it now; it can still target Mother of Runes.
    const bobs = { ...chosen.state, turn: { ...chosen.state.turn, priority: 'bob' } };
    const bolt = ruling({ state: bobs, action: { type: 'cast', player: 'bob', card: 'lb', targets: ['g1'] } });
    expect(bolt.violations[0]).toMatchObject({ code: 'TARGET_HAS_PROTECTION', rule: '702.16b' });
  });

  it('a color that is not one of the five is refused (105.1), the choice still pending', () => {
    const asked = ruling({ state: runesBoard(), actions: [activate('g1'), ...passes(2)] });
    const wrong = ruling({ state: asked.state, action: choose(asked, ['colorless']) });
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '105.1' });
    expect(wrong.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'color' } });
    const two = ruling({ state: asked.state, action: choose(asked, ['R', 'G']) });
    expect(two.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '105.1' });
  });

  it("115.1: a creature alice doesn't control is not a legal target", () => {
    const a = ruling({ state: runesBoard(), action: activate('g2') });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    expect(onField(a, 'mr')?.tapped).toBeFalsy();
  });

  it('608.2b: the target gone as it resolves, no color is asked and nothing happens', () => {
    const state = runesBoard({
      battlefield: [{ id: 'mr', card: mother.name, controller: 'alice', tapped: true }],
      stack: [{ id: 'ab', ability: { source: 'mr', index: 0 }, controller: 'alice', targets: ['g1'] }],
    });
    const a = ruling({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.decision?.kind).toBe('priority');
    expect(a.state.effects).toEqual([]);
    expect(cited(a)).toContain('608.2b');
  });

  it('a board whose ability waits for a color it does not ask is refused (422 NOTHING_TO_CHOOSE)', () => {
    const state = board({
      battlefield: [
        { id: 'g1', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'alice' },
      ],
      stack: [
        {
          id: 'lb',
          card: 'Lightning Bolt',
          controller: 'alice',
          targets: ['bob'],
          pendingChoice: { kind: 'color', player: 'alice', next: 0 },
        },
      ],
    });
    const outcome = adjudicate({ state, actions: passes(2) }, catalog);
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind === 'invalid') expect(outcome.errors[0]).toMatchObject({ code: 'NOTHING_TO_CHOOSE', rule: '608.2d' });
  });
});

describe('608.2d: Gods Willing, the color chosen, then "Scry 1."', () => {
  it('the spell waits for the color, then for the scry (701.22a)', () => {
    const state = board(
      {
        battlefield: [
          { id: 'p1', card: 'Plains', controller: 'alice' },
          { id: 'g1', card: 'Grizzly Bears', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'gw', card: godsWilling.name }], library: [{ id: 'top', card: 'Mountain' }] },
    );
    const asked = ruling({ state, actions: [{ type: 'cast', player: 'alice', card: 'gw', targets: ['g1'] }, ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseColor' });
    const chosen = ruling({ state: asked.state, action: choose(asked, ['B']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.effects).toEqual([expect.objectContaining({ keyword: 'protection from black', affects: ['g1'] })]);
    expect(chosen.decision).toMatchObject({ kind: 'chooseScry' });
  });
});

describe('702.16a: Knight of Dawn, "{W}{W}: Knight of Dawn gains protection from the color of your choice until end of turn."', () => {
  it('the knight itself gains protection from the color chosen as the ability resolves', () => {
    const state = board({
      battlefield: [
        { id: 'kd', card: knight.name, controller: 'alice' },
        { id: 'p1', card: 'Plains', controller: 'alice' },
        { id: 'p2', card: 'Plains', controller: 'alice' },
      ],
    });
    expect(compiled(knight)).toMatchObject({ support: 'full' });
    const asked = ruling({ state, actions: [{ type: 'activate', player: 'alice', source: 'kd', ability: 0 }, ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseColor', player: 'alice' });
    const chosen = ruling({ state: asked.state, action: choose(asked, ['G']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.effects).toEqual([expect.objectContaining({ keyword: 'protection from green', affects: ['kd'] })]);
  });
});
