import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';

/** Current Oracle texts (with their reminder text, which the compiler drops). */
const rogon = defineCard({
  name: 'Glowering Rogon',
  manaCost: '{5}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '4',
  toughness: '4',
  text: 'Amplify 1 (As this creature enters, put a +1/+1 counter on it for each Beast card you reveal in your hand.)',
});
const throwback = defineCard({
  name: 'Feral Throwback',
  manaCost: '{4}{G}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '3',
  toughness: '3',
  text: 'Amplify 2 (As this creature enters, put two +1/+1 counters on it for each Beast card you reveal in your hand.)\nProvoke (Whenever this creature attacks, you may have target creature defending player controls untap and block it if able.)',
});
const avianChangeling = defineCard({
  name: 'Avian Changeling',
  manaCost: '{2}{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Shapeshifter'],
  power: '2',
  toughness: '2',
  text: 'Changeling (This card is every creature type.)\nFlying',
});
/** 702.38b: a test creature with two instances (none is printed so; an effect could grant one). */
const twice = defineCard({
  name: 'Twice Amplified Beast',
  manaCost: '{3}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '1',
  toughness: '1',
  text: 'Amplify 1\nAmplify 2',
});
const catalog = new InMemoryCatalog([
  rogon,
  throwback,
  avianChangeling,
  twice,
  ...['Forest', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const forests = Array.from({ length: 6 }, (_, i) => ({ id: `f${i}`, card: 'Forest', controller: 'alice' }));
const hand = [
  { id: 'rogon', card: 'Glowering Rogon' },
  { id: 'beast', card: 'Feral Throwback' },
  { id: 'shape', card: 'Avian Changeling' },
  { id: 'bears', card: 'Grizzly Bears' },
];
const countersOf = (a: { state: { battlefield: { id: string; counters?: Record<string, number> }[] } }, id: string) =>
  a.state.battlefield.find((o) => o.id === id)?.counters ?? {};

describe('702.38 amplify', () => {
  it('is understood (reminder text dropped), with its N', () => {
    for (const card of [rogon, throwback, twice]) expect(compileCard(card).support).toBe('full');
    expect(compileCard(throwback).abilities[0]).toMatchObject({ kind: 'amplify', n: 2 });
  });

  describe('Glowering Rogon (Amplify 1) resolving', () => {
    const state = board({ battlefield: forests }, { hand });
    const cast = [{ type: 'cast', player: 'alice', card: 'rogon' }, ...passes(2)];

    it('614.12a: its controller chooses before it enters, among the known cards of their hand that share a creature type (702.73a: changeling does)', () => {
      const asked = answer({ state, actions: cast });
      expect(asked.legal).toBe(true);
      expect(asked.decision).toMatchObject({ kind: 'chooseReveal', player: 'alice', rule: '702.38a', options: ['beast', 'shape'] });
      expect(asked.state.stack).toEqual([
        expect.objectContaining({ id: 'rogon', awaitingReveal: { player: 'alice', instance: 0, counters: 0 } }),
      ]);
      expect(asked.state.battlefield.some((o) => o.id === 'rogon')).toBe(false);
      expect(cited(asked)).toContain('614.12a');
      const listed = legalActionsFor(asked.state, catalog);
      expect(listed.ok && listed.value.actions.map((x) => x.action)).toEqual(
        expect.arrayContaining([
          { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['beast', 'shape'] },
          { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: [] },
        ]),
      );
    });

    it('702.38a, 614.1c: it enters with N +1/+1 counters for each card revealed; the revealed cards stay in hand', () => {
      const asked = answer({ state, actions: cast });
      const done = answer({
        state: asked.state,
        action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['beast', 'shape'] },
      });
      expect(done.legal).toBe(true);
      expect(countersOf(done, 'rogon')).toEqual({ '+1/+1': 2 });
      expect(done.state.battlefield.find((o) => o.id === 'rogon')?.characteristics).toMatchObject({ power: 6, toughness: 6 });
      expect((done.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['beast', 'shape', 'bears']);
      expect(done.decision).toMatchObject({ kind: 'priority', player: 'alice' });
      expect(cited(done)).toEqual(expect.arrayContaining(['702.38a', '614.1c', '608.3', '117.3b']));
    });

    it('702.38a: "any number": revealing none, it enters with no counters', () => {
      const asked = answer({ state, actions: cast });
      const done = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: [] } });
      expect(countersOf(done, 'rogon')).toEqual({});
    });

    it('702.38a: a card without a shared creature type cannot be revealed, nor one card twice', () => {
      const asked = answer({ state, actions: cast });
      for (const choice of [['bears'], ['beast', 'beast']]) {
        const wrong = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice } });
        expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '702.38a' });
      }
    });

    it('with no card to reveal there is no choice: it enters with no counters', () => {
      const a = answer({
        state: board(
          { battlefield: forests },
          {
            hand: [
              { id: 'rogon', card: 'Glowering Rogon' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        ),
        actions: cast,
      });
      expect(a.decision).toMatchObject({ kind: 'priority' });
      expect(countersOf(a, 'rogon')).toEqual({});
      expect(cited(a)).toContain('702.38a');
    });
  });

  it('702.38a: Amplify 2 puts two counters for each card revealed', () => {
    const state = board(
      { battlefield: forests },
      {
        hand: [
          { id: 'ft', card: 'Feral Throwback' },
          { id: 'r', card: 'Glowering Rogon' },
        ],
      },
    );
    const asked = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'ft' }, ...passes(2)] });
    const done = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['r'] } });
    expect(countersOf(done, 'ft')).toEqual({ '+1/+1': 2 });
  });

  it('702.38b: each instance works separately: a reveal for each, the counters added up', () => {
    const state = board(
      { battlefield: forests },
      {
        hand: [
          { id: 'tw', card: 'Twice Amplified Beast' },
          { id: 'r', card: 'Glowering Rogon' },
          { id: 'ft', card: 'Feral Throwback' },
        ],
      },
    );
    const first = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'tw' }, ...passes(2)] });
    const second = answer({
      state: first.state,
      action: { type: 'choose', player: 'alice', decision: first.decision?.id, choice: ['r', 'ft'] },
    });
    expect(second.decision).toMatchObject({ kind: 'chooseReveal', options: ['r', 'ft'] });
    expect(second.decision?.id).not.toBe(first.decision?.id);
    expect(second.state.stack[0]).toMatchObject({ awaitingReveal: { player: 'alice', instance: 1, counters: 2 } });
    const done = answer({
      state: second.state,
      action: { type: 'choose', player: 'alice', decision: second.decision?.id, choice: ['ft'] },
    });
    // Amplify 1 with two cards (2) and Amplify 2 with one card (2).
    expect(countersOf(done, 'tw')).toEqual({ '+1/+1': 4 });
  });

  it("a board with a spell waiting for the reveal is checked: the player is the spell's controller", () => {
    const state = board(
      {
        battlefield: forests,
        stack: [{ id: 'rogon', card: 'Glowering Rogon', controller: 'alice', awaitingReveal: { player: 'bob', instance: 0, counters: 0 } }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
      },
      { hand: [{ id: 'ft', card: 'Feral Throwback' }] },
    );
    expect(adjudicate({ state, action: { type: 'pass', player: 'alice' } }, catalog)).toMatchObject({ kind: 'invalid' });
  });
});

describe('702.38a: amplify on a board', () => {
  const { run, board, refusedAt } = copyAndKeywordBoards;

  it('702.38a: only an amplify spell waits for a reveal', () => {
    const state = board({
      stack: [{ id: 's', card: 'Grizzly Bears', controller: 'alice', awaitingReveal: { player: 'alice', instance: 0, counters: 0 } }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    expect(refusedAt(run({ state, action: { type: 'pass', player: 'alice' } }), 'state.stack[0].awaitingReveal')).toBe(true);
    // 702.38b: Glowering Rogon has one instance, numbered 0.
    const reveal = (instance: number) =>
      board({
        stack: [{ id: 's', card: 'Glowering Rogon', controller: 'alice', awaitingReveal: { player: 'alice', instance, counters: 0 } }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
      });
    expect(run({ state: reveal(0), action: { type: 'pass', player: 'alice' } }).kind).toBe('answer');
    expect(refusedAt(run({ state: reveal(1), action: { type: 'pass', player: 'alice' } }), 'state.stack[0].awaitingReveal')).toBe(true);
  });

  it("702.38a: an amplify spell whose controller's hand holds hidden cards is refused, not limited to the known cards", () => {
    const state = board(
      {
        stack: [{ id: 's', card: 'Glowering Rogon', controller: 'alice' }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
      },
      { hand: { count: 2 } },
    );
    expect(
      run({
        state,
        actions: [
          { type: 'pass', player: 'alice' },
          { type: 'pass', player: 'bob' },
        ],
      }),
    ).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '702.38a' });
  });
});
