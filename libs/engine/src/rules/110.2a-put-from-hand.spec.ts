import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited } from '../testing/test-catalog';
import { choose, onField, passes } from '../testing/actions';

/**
 * 110.2a, 608.2d: "You may put an Equipment card from your hand onto the battlefield." (Stoneforge Mystic), "... a creature
 * card with converted mana cost equal to the number of charge counters on CARDNAME ..." (Aether Vial). Real cards.
 */
const catalog = new InMemoryCatalog(
  ['Stoneforge Mystic', 'Aether Vial', 'Bonesplitter', 'Grizzly Bears', 'Craw Wurm', 'Plains', 'Shock', 'Collected Company', 'Forest'].map(
    bundledCard,
  ),
);
function outcome(request: Record<string, unknown>) {
  return adjudicate(request as { state: unknown }, catalog);
}
function rule(request: Record<string, unknown>): Answer {
  const o = outcome(request);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const hand = [
  { id: 'bone', card: 'Bonesplitter' },
  { id: 'bears', card: 'Grizzly Bears' },
  { id: 'wurm', card: 'Craw Wurm' },
];
const activate = (source: string) => ({ type: 'activate', player: 'alice', source, ability: 0 });
const handIds = (a: Answer) => ((a.state.players[0].hand ?? []) as { id: string }[]).map((o) => o.id);

describe('110.2a put a card from your hand onto the battlefield', () => {
  it('is understood: Stoneforge Mystic and Aether Vial read in full', () => {
    for (const name of ['Stoneforge Mystic', 'Aether Vial']) expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    const vial = compileCard(bundledCard('Aether Vial')).abilities.find((a) => a.kind === 'activated');
    expect(vial).toMatchObject({
      effects: [
        {
          kind: 'putOntoBattlefieldFromHand',
          may: true,
          card: expect.objectContaining({
            filters: expect.arrayContaining([
              { kind: 'compare', stat: 'manaValue', op: 'equal', value: { kind: 'counters', counter: 'charge', of: { kind: 'source' } } },
            ]),
          }),
        },
      ],
    });
  });

  it("Stoneforge Mystic: only the Equipment may be chosen; Bonesplitter enters under alice's control", () => {
    const state = board(
      {
        battlefield: [
          { id: 'p0', card: 'Plains', controller: 'alice' },
          { id: 'p1', card: 'Plains', controller: 'alice' },
          { id: 'sfm', card: 'Stoneforge Mystic', controller: 'alice' },
        ],
      },
      { hand },
    );
    const asked = rule({ state, actions: [activate('sfm'), ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({ player: 'alice', kind: 'chooseCard', options: ['bone'], count: 1 });
    const wrong = rule({ state: asked.state, action: choose(asked, ['bears']) });
    expect(wrong.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE' })]);
    const a = rule({ state: asked.state, action: choose(asked, ['bone']) });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'bone')).toMatchObject({ controller: 'alice' });
    expect(handIds(a)).toEqual(['bears', 'wurm']);
    expect(cited(a)).toContain('110.2a');
    // 608.2d: "you may": choosing nothing puts nothing.
    const none = rule({ state: asked.state, action: choose(asked, []) });
    expect(none.violations).toEqual([]);
    expect(handIds(none)).toEqual(['bone', 'bears', 'wurm']);
  });

  it('Aether Vial with two charge counters: Grizzly Bears (mana value 2) may be put, Craw Wurm (6) not; none with one counter', () => {
    const vial = (n: number) =>
      board({ battlefield: [{ id: 'vial', card: 'Aether Vial', controller: 'alice', counters: { charge: n } }] }, { hand });
    const asked = rule({ state: vial(2), actions: [activate('vial'), ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseCard', options: ['bears'] });
    const a = rule({ state: asked.state, action: choose(asked, ['bears']) });
    expect(onField(a, 'bears')).toMatchObject({ controller: 'alice', summoningSick: true });
    const wurm = rule({ state: asked.state, action: choose(asked, ['wurm']) });
    expect(wurm.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE', rule: '608.2d' })]);
    const one = rule({ state: vial(1), actions: [activate('vial'), ...passes(2)] });
    expect(one.decision).toMatchObject({ kind: 'priority' });
    expect(handIds(one)).toEqual(['bone', 'bears', 'wurm']);
    expect(cited(one)).toContain('608.2d');
  });

  it('608.2h: the Vial gone before its ability resolves: its counters are not guessed (UNSUPPORTED_RESOLUTION)', () => {
    const state = board(
      {
        battlefield: [{ id: 'vial', card: 'Aether Vial', controller: 'alice', tapped: true }],
        stack: [{ id: 'ab', controller: 'alice', ability: { source: 'vial', index: 0 }, targets: [] }],
      },
      { hand },
    );
    const gone = { ...state, battlefield: [] };
    const players = (state.players as Record<string, unknown>[]).map((p, i) =>
      i === 0 ? { ...p, graveyard: [{ id: 'vial', card: 'Aether Vial' }] } : p,
    );
    const o = outcome({ state: { ...gone, players }, actions: passes(2) });
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_RESOLUTION', rule: '608.2h' });
  });
});

describe('110.2a, 401.4 Collected Company: up to two creature cards with mana value 3 or less onto the battlefield', () => {
  const library = [
    { id: 'l0', card: 'Grizzly Bears' },
    { id: 'l1', card: 'Craw Wurm' },
    { id: 'l2', card: 'Stoneforge Mystic' },
    { id: 'l3', card: 'Shock' },
    { id: 'l4', card: 'Grizzly Bears' },
    { id: 'l5', card: 'Plains' },
    { id: 'l6', card: 'Forest' },
  ];
  const forests = Array.from({ length: 4 }, (_, i) => ({ id: `f${i}`, card: 'Forest', controller: 'alice' }));
  const state = board({ battlefield: forests }, { hand: [{ id: 'coco', card: 'Collected Company' }], library });
  const asked = () => rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'coco' }, ...passes(2)] });
  const libraryIds = (a: Answer) => ((a.state.players[0].library ?? []) as { id: string }[]).map((o) => o.id);
  const p = (i: number) => `alice.library.${i}`;

  it('is understood', () => expect(compileCard(bundledCard('Collected Company')).support).toBe('full'));

  it("the Bears and Stoneforge Mystic enter under alice's control; the other four go to the bottom in the order given", () => {
    const a0 = asked();
    expect(a0.decision).toMatchObject({ player: 'alice', kind: 'chooseLook', options: [0, 1, 2, 3, 4, 5].map(p).concat('rest'), count: 2 });
    const a = rule({ state: a0.state, action: choose(a0, [p(0), p(2), 'rest', p(5), p(4), p(3), p(1)]) });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'l0')).toMatchObject({ controller: 'alice', summoningSick: true });
    expect(onField(a, 'l2')).toMatchObject({ controller: 'alice' });
    expect(libraryIds(a)).toEqual(['l6', 'l5', 'l4', 'l3', 'l1']);
    expect(cited(a)).toEqual(expect.arrayContaining(['110.2a', '401.4']));
    // "up to": none at all.
    const none = rule({ state: a0.state, action: choose(a0, ['rest', p(0), p(1), p(2), p(3), p(4), p(5)]) });
    expect(none.violations).toEqual([]);
    expect(libraryIds(none)).toEqual(['l6', 'l0', 'l1', 'l2', 'l3', 'l4', 'l5']);
  });

  it('refused: Craw Wurm (mana value 6), Shock (not a creature), three cards, or no "rest"', () => {
    const a0 = asked();
    for (const choice of [
      [p(1), 'rest', p(0), p(2), p(3), p(4), p(5)],
      [p(3), 'rest', p(0), p(1), p(2), p(4), p(5)],
      [p(0), p(2), p(4), 'rest', p(1), p(3), p(5)],
      [p(0), p(1), p(2), p(3), p(4), p(5)],
    ]) {
      const a = rule({ state: a0.state, action: choose(a0, choice) });
      expect(a.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE', rule: '110.2a' })]);
    }
  });

  it('701.20e: a library given by its count cannot be looked at (UNSUPPORTED_HIDDEN_CARD)', () => {
    const hidden = board({ battlefield: forests }, { hand: [{ id: 'coco', card: 'Collected Company' }] });
    const o = outcome({ state: hidden, actions: [{ type: 'cast', player: 'alice', card: 'coco' }, ...passes(2)] });
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
  });
});
