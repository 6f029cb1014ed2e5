import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adjudicate, tryAction } from './adjudicate';
import * as precheck from './legal-actions-precheck';
import { legalActionsFor } from './legal-actions';
import { runUntilDecision } from './rules/500-turn-structure';
import { simulate } from './simulator';
import { parseBoard } from './state/parse';
import { bundledCatalog } from './testing/bundled-catalog';
import { Trace } from './trace/trace';
import { Action } from './actions/action';

const catalog = bundledCatalog();

/** The boards of the rules vectors (test/vectors), as given and after their actions. */
function vectorBoards(): unknown[] {
  const dir = join(__dirname, '../../../test/vectors');
  const boards: unknown[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const request = (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { request: { state: unknown } }).request;
    boards.push(request.state);
    const outcome = adjudicate(JSON.parse(JSON.stringify(request)) as { state: unknown }, catalog);
    if (outcome.kind === 'answer') boards.push(outcome.answer.state);
  }
  return boards;
}

/** Boards the simulator's games reach, every deck pairing, a few hundred in all. */
function simulatedBoards(): unknown[] {
  const boards: unknown[] = [];
  const report = simulate(catalog, {
    games: 10,
    seed: 'precheck',
    maxActionsPerGame: 40,
    onBoard: (state) => boards.push(JSON.parse(JSON.stringify(state))),
  });
  expect(report.problems).toEqual([]);
  return boards;
}

/** Counts the tries the precheck refuses while `run` runs, each checked against the full try. */
function countingRefusals<T>(run: () => T): { value: T; refused: number; wrong: string[] } {
  const original = precheck.surelyRefused;
  let refused = 0;
  const wrong: string[] = [];
  const spy = jest.spyOn(precheck, 'surelyRefused').mockImplementation((state, action: Action) => {
    const answer = original(state, action);
    if (answer) {
      refused++;
      const full = tryAction(state, action);
      if (full.legal || full.unsupported || full.violations.some((v) => v.rule === '601.2h')) wrong.push(JSON.stringify(action));
    }
    return answer;
  });
  // 104.3a: each try the precheck finds legal without playing it, played in full: legal too.
  const originalLegal = precheck.surelyLegal;
  const legalSpy = jest.spyOn(precheck, 'surelyLegal').mockImplementation((state, action: Action) => {
    const answer = originalLegal(state, action);
    if (answer && !tryAction(state, action).legal) wrong.push(`listed legal: ${JSON.stringify(action)}`);
    return answer;
  });
  try {
    return { value: run(), refused, wrong };
  } finally {
    spy.mockRestore();
    legalSpy.mockRestore();
  }
}

describe('legal actions: the precheck that skips tries a cheap look refuses', () => {
  const cases: [string, () => unknown[]][] = [
    ['the rules vectors', vectorBoards],
    ['boards the simulator plays', simulatedBoards],
  ];
  it.each(cases)('%s: the same lists with and without it, and each skipped try refused by the full try', (_, boards) => {
    const list = boards();
    expect(list.length).toBeGreaterThan(20);
    let refused = 0;
    for (const board of list) {
      const without = legalActionsFor(board, catalog, { precheck: false });
      const counted = countingRefusals(() => legalActionsFor(board, catalog));
      expect(counted.wrong).toEqual([]);
      expect(JSON.stringify(counted.value)).toBe(JSON.stringify(without));
      refused += counted.refused;
    }
    // The precheck is worth having: it does skip tries.
    expect(refused).toBeGreaterThan(0);
  });

  it('302.1, 305.3, 602.2b: the opponent of the active player is refused a creature, a land and a tapped land, without a try', () => {
    const state = {
      players: [
        { id: 'alice', hand: [], library: [] },
        {
          id: 'bob',
          hand: [
            { id: 'b1', card: 'Grizzly Bears' },
            { id: 'b2', card: 'Forest' },
          ],
          library: [],
        },
      ],
      battlefield: [{ id: 'f1', card: 'Forest', controller: 'bob', tapped: true }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
    };
    const parsed = parseBoard(state, catalog, { warnings: [] });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const ctx = { state: parsed.value, trace: new Trace() };
    runUntilDecision(ctx);
    const refused = (a: Action): boolean => precheck.surelyRefused(ctx.state, a);
    expect(refused({ type: 'cast', player: 'bob', card: 'b1' })).toBe(true);
    expect(tryAction(ctx.state, { type: 'cast', player: 'bob', card: 'b1' }).violations.map((v) => v.rule)).toEqual(['302.1']);
    expect(refused({ type: 'playLand', player: 'bob', card: 'b2' })).toBe(true);
    expect(refused({ type: 'activate', player: 'bob', source: 'f1', ability: 0 })).toBe(true);
    expect(tryAction(ctx.state, { type: 'activate', player: 'bob', source: 'f1', ability: 0 }).violations.map((v) => v.rule)).toEqual([
      '602.2b',
    ]);
    // Never for what the full try must judge: passing, an instant, a payment.
    expect(refused({ type: 'pass', player: 'bob' })).toBe(false);
    // 104.3a: a concession in a two-player game is legal, with or without priority: listed without a try.
    expect(precheck.surelyLegal(ctx.state, { type: 'concede', player: 'alice' })).toBe(true);
    expect(tryAction(ctx.state, { type: 'concede', player: 'alice' }).legal).toBe(true);
    expect(precheck.surelyLegal(ctx.state, { type: 'concede', player: 'carol' })).toBe(false);
    expect(precheck.surelyLegal(ctx.state, { type: 'pass', player: 'bob' })).toBe(false);
  });
});
