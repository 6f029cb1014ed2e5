import { TSchema } from '@sinclair/typebox';
import { render } from '../trace/message';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { parseAction } from '../actions/action';
import { adjudicate } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { simulate } from '../simulator';
import { parseBoard } from '../state/parse';
import { SPELL_CARDS } from '../testing/spell-cards';
import { board, testCatalog } from '../testing/test-catalog';
import * as W from './schema';

/**
 * The schema is the contract clients are generated from: what the adjudicator writes must be
 * what it says, and a board it describes as valid must never be refused for its shape.
 */
const compile = <T extends TSchema>(s: T) => TypeCompiler.Compile(s);
const AnswerCheck = compile(W.Answer);
const BoardCheck = compile(W.Board);
const LegalActionsCheck = compile(W.LegalActions);
const ActionCheck = compile(W.Action);
const errorsOf = (check: ReturnType<typeof compile>, value: unknown): string[] =>
  [...check.Errors(value)].slice(0, 5).map((e) => `${e.path}: ${e.message}`);

const catalog = new InMemoryCatalog(SPELL_CARDS);
const decks: [string, number][][] = [
  [
    ['Mountain', 14],
    ['Forest', 4],
    ['Lightning Bolt', 6],
    ['Shock', 4],
    ['Giant Growth', 4],
    ['Grizzly Bears', 6],
  ],
  [
    ['Forest', 12],
    ['Island', 6],
    ['Grizzly Bears', 6],
    ['Llanowar Elves', 4],
    ['Unsummon', 4],
    ['Counterspell', 4],
  ],
];

describe('wire schema (CONTRACT)', () => {
  it('describes every answer, board and list of legal actions of whole games played at random (and each answer board is a valid request board)', () => {
    const report = simulate(catalog, {
      games: 1,
      maxActionsPerGame: 150,
      seed: 'wire-schema',
      decks,
      check: (answer) => {
        const problems: string[] = [];
        if (!AnswerCheck.Check(answer)) problems.push(`answer: ${errorsOf(AnswerCheck, answer).join('; ')}`);
        const state = (answer as unknown as { state: unknown }).state;
        if (!BoardCheck.Check(state)) problems.push(`answer board as input: ${errorsOf(BoardCheck, state).join('; ')}`);
        const legal = legalActionsFor(JSON.parse(JSON.stringify(state)), catalog);
        if (legal.ok && !LegalActionsCheck.Check(JSON.parse(JSON.stringify(legal.value))))
          problems.push(`legal actions: ${errorsOf(LegalActionsCheck, legal.value).join('; ')}`);
        return problems;
      },
    });
    expect(report.problems).toEqual([]);
    expect(report.actions).toBeGreaterThan(50);
  });

  it('a board the schema accepts is never refused for its shape (only the rules may refuse it)', () => {
    const boards: unknown[] = [
      board(),
      board(
        {
          battlefield: [
            {
              card: 'Grizzly Bears',
              controller: 'bob',
              counters: { '+1/+1': 2 },
              tapped: true,
              damage: 1,
              timestamp: 4,
              upkeepsSinceControl: 1,
            },
          ],
        },
        { manaPool: { R: 2, G: 1 }, hand: ['Lightning Bolt', { id: 'h2', card: 'Forest' }, { hidden: true }], graveyard: ['Divination'] },
        { hand: { count: 3 }, life: 7, poison: 2 },
      ),
      board({
        battlefield: [
          {
            id: 'x',
            card: {
              name: 'Test Bear',
              manaCost: '{1}{G}',
              types: ['Creature'],
              subtypes: ['Bear'],
              power: 2,
              toughness: '*',
              text: 'Vigilance',
            },
            controller: 'alice',
          },
        ],
        stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }],
        exile: [{ id: 'e1', card: 'Forest', owner: 'bob' }],
        effects: [
          {
            id: 'f1',
            kind: 'modify-pt',
            power: 2,
            toughness: 2,
            affects: ['x'],
            controller: 'alice',
            timestamp: 9,
            duration: 'until-end-of-turn',
          },
        ],
        turn: { number: 4, active: 'alice', step: 'first-main', priority: 'bob', passed: ['alice'], spellsCast: 1 },
        seed: 'abc',
        format: 'board/1',
      }),
      board({
        battlefield: [{ id: 'a', card: 'Grizzly Bears', controller: 'alice' }],
        combat: { attackers: [{ id: 'a', attacking: 'bob' }], blockers: [] },
        turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: null },
      }),
    ];
    for (const b of boards) {
      expect(errorsOf(BoardCheck, b)).toEqual([]);
      const parsed = parseBoard(b, testCatalog);
      expect(parsed.ok ? [] : parsed.errors.filter((e) => e.kind === 'shape')).toEqual([]);
    }
  });

  it('the action parser checks each action against its variant: the field named, the message the schema gives', () => {
    const errors = (raw: unknown) => {
      const r = parseAction(raw, 'action');
      return r.ok ? [] : r.errors.map((e) => [e.path, render(e.message)]);
    };
    expect(errors({ type: 'playLand', player: 'alice' })).toEqual([['action.card', 'required: the id of the land card']]);
    expect(errors({ type: 'cast', player: 'alice', card: 'h1', x: 1001, payment: { tap: 'm1', bogus: 1 }, tapped: true })).toEqual(
      expect.arrayContaining([
        ['action.x', 'an integer from 0 to 1000'],
        ['action.payment.tap', 'a list of permanent ids'],
        ['action.payment.bogus', 'unknown field: "tap", "pool", "convoke", "delve" or "improvise"'],
        ['action.tapped', 'unknown field for this action type'],
      ]),
    );
    expect(errors({ type: 'activate', player: 'alice', source: 'm1', ability: 0, payment: { convoke: ['c1'] } })).toEqual([
      ['action.payment.convoke', 'unknown field: "tap" or "pool" ("convoke" and "delve" are for casting a spell, 702.51a, 702.66a)'],
    ]);
    expect(errors({ type: 'declareAttackers', player: 'alice', attackers: [{ id: 'a1' }], bands: [[]] })).toEqual([
      ['action.attackers[0]', '{"id": creature id, "attacking": player or planeswalker id}'],
      ['action.bands', 'the attacking bands (702.22c): a list of non-empty lists of attacking creature ids, e.g. [["a1", "a2"]]'],
    ]);
    expect(errors({ type: 'assignDamage', player: 'alice', assignments: { a1: { b1: -1 } } })).toEqual([
      ['action.assignments', 'required: {attackerId: {targetId: amount}} with whole amounts 0 or more'],
    ]);
    expect(errors({ type: 'dance', player: 'alice' })).toEqual([['action.type', expect.stringContaining('one of pass, playLand, cast')]]);
    expect(errors({ type: 'pass', player: '' })).toEqual([['action.player', 'required: the id of the player taking the action']]);
  });

  it('every action the schema accepts, the parser accepts, and the other way round', () => {
    const actions: unknown[] = [
      { type: 'pass', player: 'alice' },
      {
        type: 'cast',
        player: 'alice',
        card: 'h1',
        targets: ['bob'],
        x: 0,
        modes: [0, 1],
        payment: { tap: ['m1'], pool: '{R}', convoke: ['c1'] },
        alternativeCost: 'flashback',
        additionalCosts: ['kicker', 'kicker'],
        faceDown: false,
        sacrifice: [],
        discard: ['h2'],
      },
      { type: 'activate', player: 'alice', source: 'm1', ability: 0, sacrifice: ['c1'] },
      { type: 'choose', player: 'bob', decision: 't3.first-main.chooseMode.s1', choice: ['0'] },
      { type: 'specialAction', player: 'alice', kind: 'turnFaceUp', object: 'fd1', payment: { pool: '{2}{G}' } },
      { type: 'keep', player: 'alice', bottom: ['h1'] },
      { type: 'cast', player: 'alice', card: 'h1', additionalCosts: ['flashback'] },
      { type: 'specialAction', player: 'alice', kind: 'morph', object: 'fd1' },
      { type: 'choose', player: 'bob', decision: 'd', choice: 'yes' },
    ];
    for (const a of actions) expect([a, parseAction(a, 'action').ok]).toEqual([a, ActionCheck.Check(a)]);
  });

  it('an answer refused by the rules is still an answer of the schema (733: the board as it was)', () => {
    const outcome = adjudicate(
      {
        state: board({}, { hand: [{ id: 'h1', card: 'Forest' }], landsPlayedThisTurn: 1 }),
        action: { type: 'playLand', player: 'alice', card: 'h1' },
      },
      testCatalog,
    );
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    expect(outcome.answer.legal).toBe(false);
    expect(errorsOf(AnswerCheck, JSON.parse(JSON.stringify(outcome.answer)))).toEqual([]);
  });
});
