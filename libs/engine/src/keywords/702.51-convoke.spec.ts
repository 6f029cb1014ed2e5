import { Answer } from '../adjudicate';
import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { parseAction } from '../actions/action';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import * as convokeAndExaltedBoards from '../testing/convoke-and-exalted-boards';

/**
 * 702.51 convoke: for each colored mana in the spell's total cost, its caster may tap an untapped
 * creature of that color they control rather than pay that mana; for each generic mana, any
 * untapped creature they control. Current Oracle texts, reminder text left in.
 */
const reminder =
  " (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)";
const stoke = defineCard({
  name: 'Stoke the Flames',
  manaCost: '{2}{R}{R}',
  colors: ['R'],
  types: ['Instant'],
  text: `Convoke${reminder}\nStoke the Flames deals 4 damage to any target.`,
});
const wurm = defineCard({
  name: 'Siege Wurm',
  manaCost: '{5}{G}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Wurm'],
  power: '5',
  toughness: '5',
  text: `Convoke${reminder}\nTrample`,
});
const elves = defineCard({
  name: 'Llanowar Elves',
  manaCost: '{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Elf', 'Druid'],
  power: '1',
  toughness: '1',
  text: '{T}: Add {G}.',
});
const catalog = new InMemoryCatalog([
  stoke,
  wurm,
  elves,
  ...['Forest', 'Mountain', 'Grizzly Bears', 'Raging Goblin', 'Lightning Bolt'].map((n) => testCatalog.find(n)!),
]);
const answer = rulingsWith(catalog);
const tappedOf = (a: Answer, id: string) =>
  (a.state.battlefield.find((o) => o.id === id) as { tapped?: boolean } | undefined)?.tapped ?? false;
const perm = (id: string, card: string, controller = 'alice', more: Record<string, unknown> = {}) => ({ id, card, controller, ...more });
const inHand = (id: string, card: string) => ({ hand: [{ id, card }] });
const stokeBob = (payment: unknown) => ({ type: 'cast', player: 'alice', card: 's1', targets: ['bob'], payment });
const lifeOf = (a: Answer, p: string) => a.state.players.find((x) => x.id === p)?.life;
const resolve = [
  { type: 'pass', player: 'alice' },
  { type: 'pass', player: 'bob' },
];

describe('702.51 convoke', () => {
  it('is understood (a keyword that works as the cost is paid)', () => {
    for (const card of [stoke, wurm]) expect(compileCard(card).support).toBe('full');
    expect(compileCard(stoke).abilities[0]).toEqual({ kind: 'keyword', keyword: 'convoke', text: 'convoke' });
  });

  it('702.51a: two red creatures pay {R}{R}, two other creatures the {2}: no mana at all', () => {
    const field = [perm('g1', 'Raging Goblin'), perm('g2', 'Raging Goblin'), perm('b1', 'Grizzly Bears'), perm('b2', 'Grizzly Bears')];
    const state = board({ battlefield: field }, inHand('s1', 'Stoke the Flames'));
    const a = answer({ state, actions: [stokeBob({ convoke: ['g1', 'g2', 'b1', 'b2'] }), ...resolve] });
    expect(a.violations).toEqual([]);
    for (const id of ['g1', 'g2', 'b1', 'b2']) expect(tappedOf(a, id)).toBe(true);
    expect(lifeOf(a, 'bob')).toBe(16);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.51a', '601.2h']));
  });

  it('702.51a: a creature that was just cast (summoning sick) can convoke: it is not a {T} ability (302.6)', () => {
    const field = [
      perm('g1', 'Raging Goblin', 'alice', { summoningSick: true }),
      perm('m1', 'Mountain'),
      perm('m2', 'Mountain'),
      perm('m3', 'Mountain'),
    ];
    const a = answer({ state: board({ battlefield: field }, inHand('s1', 'Stoke the Flames')), actions: [stokeBob({ convoke: ['g1'] })] });
    expect(a.violations).toEqual([]);
    expect(['g1', 'm1', 'm2', 'm3'].map((id) => tappedOf(a, id))).toEqual([true, true, true, true]);
  });

  it('702.51a: with named lands, the rest of the cost is paid exactly with them', () => {
    const field = [
      perm('b1', 'Grizzly Bears'),
      perm('b2', 'Grizzly Bears'),
      perm('m1', 'Mountain'),
      perm('m2', 'Mountain'),
      perm('m3', 'Mountain'),
    ];
    const state = board({ battlefield: field }, inHand('s1', 'Stoke the Flames'));
    const a = answer({ state, actions: [stokeBob({ convoke: ['b1', 'b2'], tap: ['m1', 'm2'] })] });
    expect(a.violations).toEqual([]);
    expect(tappedOf(a, 'm3')).toBe(false);
    // Green creatures cannot pay the {R}{R}: one Mountain is not enough for the rest.
    const short = answer({ state, actions: [stokeBob({ convoke: ['b1', 'b2'], tap: ['m1'] })] });
    expect(short.legal).toBe(false);
    expect(short.violations[0]).toMatchObject({ rule: '601.2h' });
  });

  it('702.51a: a green creature cannot pay red mana: three of them for {2}{R}{R} with no red source is illegal', () => {
    const field = [
      perm('b1', 'Grizzly Bears'),
      perm('b2', 'Grizzly Bears'),
      perm('b3', 'Grizzly Bears'),
      perm('f1', 'Forest'),
      perm('f2', 'Forest'),
    ];
    const a = answer({
      state: board({ battlefield: field }, inHand('s1', 'Stoke the Flames')),
      actions: [stokeBob({ convoke: ['b1', 'b2', 'b3'] })],
    });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'CANNOT_CONVOKE', rule: '702.51a' });
  });

  it('702.51a: only untapped creatures its caster controls, each once; only for a spell with convoke', () => {
    const field = [
      perm('g1', 'Raging Goblin', 'alice', { tapped: true }),
      perm('x1', 'Raging Goblin', 'bob'),
      perm('m1', 'Mountain'),
      perm('m2', 'Mountain'),
      perm('m3', 'Mountain'),
      perm('b1', 'Grizzly Bears'),
    ];
    const state = board(
      { battlefield: field },
      {
        hand: [
          { id: 's1', card: 'Stoke the Flames' },
          { id: 'l1', card: 'Lightning Bolt' },
        ],
      },
    );
    expect(answer({ state, actions: [stokeBob({ convoke: ['g1'] })] }).violations[0]).toMatchObject({
      code: 'ALREADY_TAPPED',
      rule: '702.51a',
    });
    expect(answer({ state, actions: [stokeBob({ convoke: ['x1'] })] }).violations[0]).toMatchObject({
      code: 'NOT_CONTROLLER',
      rule: '702.51a',
    });
    expect(answer({ state, actions: [stokeBob({ convoke: ['m1'] })] }).violations[0]).toMatchObject({
      code: 'NOT_A_CREATURE',
      rule: '702.51a',
    });
    expect(answer({ state, actions: [stokeBob({ convoke: ['b1', 'b1'] })] }).violations[0]).toMatchObject({ rule: '118.3' });
    expect(answer({ state, actions: [stokeBob({ convoke: ['b1'], tap: ['b1', 'm1', 'm2'] })] }).violations[0]).toMatchObject({
      rule: '118.3',
    });
    const bolt = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['bob'], payment: { convoke: ['b1'] } }],
    });
    expect(bolt.violations[0]).toMatchObject({ code: 'NO_CONVOKE', rule: '702.51a' });
  });

  it('702.51a: a creature with a mana ability tapped for convoke does not also add its mana', () => {
    const field = [perm('e1', 'Llanowar Elves'), ...Array.from({ length: 5 }, (_, i) => perm(`f${i}`, 'Forest'))];
    const state = board({ battlefield: field }, inHand('w1', 'Siege Wurm'));
    // Seven mana: five Forests, the Elves' convoke ({G}) — one short, whatever the automatic payment does.
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'w1', payment: { convoke: ['e1'] } }] });
    expect(a.legal).toBe(false);
    const more = board({ battlefield: [...field, perm('b1', 'Grizzly Bears')] }, inHand('w1', 'Siege Wurm'));
    const b = answer({
      state: more,
      actions: [{ type: 'cast', player: 'alice', card: 'w1', payment: { convoke: ['e1', 'b1'] } }, ...resolve],
    });
    expect(b.violations).toEqual([]);
    expect(b.state.battlefield.some((o) => o.id === 'w1')).toBe(true);
  });

  it('the wire format: payment.convoke is a list of ids, for a cast only', () => {
    expect(parseAction({ type: 'cast', player: 'alice', card: 's1', payment: { convoke: 'g1' } }, 'actions[0]').ok).toBe(false);
    expect(
      parseAction({ type: 'activate', player: 'alice', source: 'e1', ability: 0, payment: { convoke: ['g1'] } }, 'actions[0]').ok,
    ).toBe(false);
    expect(parseAction({ type: 'cast', player: 'alice', card: 's1', payment: { convoke: ['g1'] } }, 'actions[0]')).toMatchObject({
      ok: true,
      value: { payment: { convoke: ['g1'] } },
    });
  });
});

describe('702.51a: convoke with {2/W} symbols and in legal actions', () => {
  const { convokeAnswer, combatCatalog, runCombat, legalActionsFor, board, cited, passes, perm } = convokeAndExaltedBoards;

  it('601.2b, 107.4e, 702.51a: a {2/W} symbol may be announced as {2}: creatures of any color convoke it (it used to be refused, CANNOT_CONVOKE)', () => {
    const field = ['g1', 'g2', 'g3', 'g4'].map((id) => ({ id, card: 'Raging Goblin', controller: 'alice' }));
    const state = board({ battlefield: field }, { hand: [{ id: 'h1', card: 'Test Hybrid Convoker' }] });
    const a = convokeAnswer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'h1', payment: { convoke: ['g1', 'g2', 'g3', 'g4'] } }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players.find((p) => p.id === 'alice')?.life).toBe(23);
    expect(cited(a)).toContain('702.51a');
    // Two red creatures pay half of it: {2}{2} less two is {2}, and there is no mana for it.
    const short = convokeAnswer({ state, actions: [{ type: 'cast', player: 'alice', card: 'h1', payment: { convoke: ['g1', 'g2'] } }] });
    expect(short.legal).toBe(false);
    // With a Mountain and three Goblins: {2/W}{2/W} = {2}{2}, three creatures and one red mana.
    const mixed = board(
      { battlefield: [...field.slice(0, 3), { id: 'm1', card: 'Mountain', controller: 'alice' }] },
      { hand: [{ id: 'h1', card: 'Test Hybrid Convoker' }] },
    );
    expect(
      convokeAnswer({ state: mixed, actions: [{ type: 'cast', player: 'alice', card: 'h1', payment: { convoke: ['g1', 'g2', 'g3'] } }] })
        .violations,
    ).toEqual([]);
  });

  it('702.51a: legal actions offer a convoke spell its creatures can pay for (it was listed as not payable)', () => {
    const field = [
      perm('g1', 'Raging Goblin', 'alice'),
      perm('g2', 'Raging Goblin', 'alice'),
      perm('b1', 'Grizzly Bears', 'alice'),
      perm('b2', 'Grizzly Bears', 'alice'),
    ];
    const state = board({ battlefield: field }, { hand: [{ id: 's1', card: 'Stoke the Flames' }] });
    const legal = legalActionsFor(state, combatCatalog);
    expect(legal.ok).toBe(true);
    if (!legal.ok) return;
    const casts = legal.value.actions.filter((a) => a.action.type === 'cast');
    expect(casts).toEqual([
      expect.objectContaining({ action: expect.objectContaining({ card: 's1', payment: { convoke: expect.any(Array) } }) }),
    ]);
    expect(legal.value.notPayable).toEqual([]);
    // The action offered is legal.
    const outcome = runCombat({ state, actions: [casts[0].action] });
    expect(outcome.kind === 'answer' && outcome.answer.legal).toBe(true);
  });
});
