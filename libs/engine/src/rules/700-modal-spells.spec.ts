import { CardDefinition } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import * as modalTriggerBoards from '../testing/modal-trigger-boards';

/** Blue Elemental Blast's current Oracle text. */
const blast: CardDefinition = {
  name: 'Blue Elemental Blast',
  manaCost: '{U}',
  colors: ['U'],
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  text: 'Choose one —\n• Counter target red spell.\n• Destroy target red permanent.',
};
const catalog = new InMemoryCatalog([
  blast,
  ...['Island', 'Mountain', 'Lightning Bolt', 'Raging Goblin', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const state = board(
  {
    battlefield: [
      { id: 'i1', card: 'Island', controller: 'alice' },
      { id: 'g1', card: 'Raging Goblin', controller: 'bob' },
      { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
    ],
  },
  { hand: [{ id: 'h1', card: 'Blue Elemental Blast' }] },
);

describe('700.2 modal spells', () => {
  it('601.2b: the mode is chosen as the spell is cast; only its targets are chosen (700.2c); it resolves as that mode', () => {
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'h1', modes: [1], targets: ['g1'] },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['i1', 'b1']);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '601.2c', '701.8a']));
  });

  it('the chosen mode decides what may be targeted: a green creature is not a red permanent', () => {
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'h1', modes: [1], targets: ['b1'] } });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });

  it.each([[[]], [[0, 1]], [[2]]])('700.2a: choosing %j is illegal for "Choose one"', (modes) => {
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'h1', modes, targets: ['g1'] } });
    expect(a.violations[0]).toMatchObject({ code: 'INVALID_MODES', rule: '700.2a' });
    expect(a.state.stack).toEqual([]);
  });
});

describe('700.2a: modal spells on a board', () => {
  const { turn, adjudicate, defineCard, InMemoryCatalog, board, GRIZZLY_BEARS, passes, perm, refusedAt } = modalTriggerBoards;
  const JUND_CHARM = defineCard({
    name: 'Jund Charm',
    manaCost: '{B}{R}{G}',
    colors: ['B', 'R', 'G'],
    types: ['Instant'],
    text: "Choose one —\n• Exile target player's graveyard.\n• Jund Charm deals 2 damage to each creature.\n• Put two +1/+1 counters on target creature.",
  });
  const cat = new InMemoryCatalog([JUND_CHARM, GRIZZLY_BEARS]);
  const onStack = (modes?: number[]) =>
    board({
      battlefield: [perm('bear', 'Grizzly Bears', 'bob')],
      stack: [{ id: 's', card: 'Jund Charm', controller: 'alice', targets: [], ...(modes ? { modes } : {}) }],
      turn: turn('alice'),
    });
  const outcome = (modes?: number[]) => adjudicate({ state: onStack(modes), actions: passes(2) } as { state: unknown }, cat);

  it('700.2a, 601.2b: a "Choose one" spell on the stack with two modes is refused (both used to be followed: Jund Charm dealt its 2 damage to each creature and more)', () => {
    expect(refusedAt(outcome([0, 1]), 'state.stack[0].modes')).toBe(true);
  });

  it('700.2a: a modal spell on the stack without its mode, or with a mode it does not have, is refused (it used to resolve doing nothing)', () => {
    expect(refusedAt(outcome(), 'state.stack[0].modes')).toBe(true);
    expect(refusedAt(outcome([7]), 'state.stack[0].modes')).toBe(true);
  });

  it('700.2a: its one mode, on the stack, resolves (Jund Charm deals 2 damage to each creature)', () => {
    const o = outcome([1]);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    expect(o.answer.state.players[1].graveyard.map((c) => c.id)).toEqual(['bear']);
  });
});

describe('700.2, 608.2c: Hydroblast\'s modes target any spell or permanent; "if it\'s red" is tested as it resolves', () => {
  const hydro = new InMemoryCatalog(
    ['Hydroblast', 'Island', 'Mountain', 'Lightning Bolt', 'Giant Growth', 'Raging Goblin', 'Grizzly Bears'].map(bundledCard),
  );
  const rule = rulingsWith(hydro);
  const onStack = (spell: string, targets: string[]) =>
    board(
      {
        battlefield: [
          { id: 'i1', card: 'Island', controller: 'alice' },
          { id: 'g1', card: 'Raging Goblin', controller: 'bob' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
        stack: [{ id: 's', card: spell, controller: 'bob', targets }],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice' },
      },
      { hand: [{ id: 'h', card: 'Hydroblast' }] },
    );
  const twoPasses = [
    { type: 'pass', player: 'alice' },
    { type: 'pass', player: 'bob' },
  ] as const;

  it('is read in full: each mode one instruction done only if its target is red', () => {
    const read = compileCard(bundledCard('Hydroblast'));
    expect(read.support).toBe('full');
    expect(JSON.stringify(read.abilities)).toContain(
      '"condition":{"kind":"object","of":{"kind":"target","index":0},"filters":[{"kind":"color","anyOf":["R"]}]}',
    );
  });

  it('counters a red spell (Lightning Bolt): alice keeps her 20 life', () => {
    const a = rule({
      state: onStack('Lightning Bolt', ['alice']),
      actions: [{ type: 'cast', player: 'alice', card: 'h', modes: [0], targets: ['s'] }, ...twoPasses],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].life).toBe(20);
    expect(a.state.players[1].graveyard.map((c) => c.id)).toEqual(['s']);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '608.2c', '701.6a']));
  });

  it('may target a green spell (Giant Growth): it resolves doing nothing, and Giant Growth still resolves', () => {
    const a = rule({
      state: onStack('Giant Growth', ['b1']),
      actions: [{ type: 'cast', player: 'alice', card: 'h', modes: [0], targets: ['s'] }, ...twoPasses],
    });
    expect(a.legal).toBe(true);
    expect(a.state.stack.map((s) => s.id)).toEqual(['s']);
    expect(cited(a)).toContain('608.2c');
    expect(cited(a)).not.toContain('701.6a');
  });

  it('destroys a red permanent, and may target a green one that it leaves on the battlefield', () => {
    const base = board(
      {
        battlefield: [
          { id: 'i1', card: 'Island', controller: 'alice' },
          { id: 'g1', card: 'Raging Goblin', controller: 'bob' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'h', card: 'Hydroblast' }] },
    );
    const red = rule({ state: base, actions: [{ type: 'cast', player: 'alice', card: 'h', modes: [1], targets: ['g1'] }, ...twoPasses] });
    expect(red.legal).toBe(true);
    expect(red.state.battlefield.map((o) => o.id)).toEqual(['i1', 'b1']);
    const green = rule({ state: base, actions: [{ type: 'cast', player: 'alice', card: 'h', modes: [1], targets: ['b1'] }, ...twoPasses] });
    expect(green.legal).toBe(true);
    expect(green.state.battlefield.map((o) => o.id)).toEqual(['i1', 'g1', 'b1']);
    expect(cited(green)).not.toContain('701.8a');
  });
});
