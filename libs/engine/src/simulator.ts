import { Action } from './actions/action';
import { adjudicate } from './adjudicate';
import { CardCatalog } from './cards/card';
import { legalActionsFor } from './legal-actions';
import { BoardJson } from './state/serialize';

/** A small seeded PRNG (mulberry32): the same seed plays the same games. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353) >>> 0;
  let a = h;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SAMPLE_DECKS: Record<string, [string, number][]> = {
  red: [
    ['Mountain', 18],
    ['Lightning Bolt', 4],
    ['Shock', 4],
    ['Raging Goblin', 4],
    ['Hill Giant', 4],
    ['Lava Axe', 3],
    ['Blaze', 3],
  ],
  green: [
    ['Forest', 18],
    ['Grizzly Bears', 6],
    ['Llanowar Elves', 4],
    ['Giant Growth', 4],
    ['Giant Spider', 4],
    ['Craw Wurm', 4],
  ],
  white: [
    ['Plains', 17],
    ['Venerable Monk', 4],
    ['Serra Angel', 3],
    ['Glorious Anthem', 2],
    ['Holy Strength', 3],
    ['Pacifism', 3],
    ['Raise the Alarm', 4],
    ['Savannah Lions', 4],
  ],
  blue: [
    ['Island', 17],
    ['Wind Drake', 4],
    ['Prodigal Sorcerer', 4],
    ['Counterspell', 3],
    ['Unsummon', 4],
    ['Divination', 3],
    ['Turn to Frog', 3],
    ['Bonesplitter', 2],
  ],
  // Replacement and control effects (614.1a, 613.1b), storm.
  redEffects: [
    ['Mountain', 17],
    ['Magma Spray', 4],
    ['Act of Treason', 3],
    ['Anger of the Gods', 2],
    ['Grapeshot', 3],
    ['Mogg Fanatic', 4],
    ['Hill Giant', 4],
    ['Shivan Dragon', 3],
  ],
  // Layer 2 Auras, a draw replacement (614.11), flashback.
  blueEffects: [
    ['Island', 17],
    ['Control Magic', 3],
    ['Mind Control', 2],
    ['Laboratory Maniac', 2],
    ['Think Twice', 4],
    ['Sandbar Crocodile', 4],
    ['Wind Drake', 4],
    ['Counterspell', 4],
  ],
  // Banding (702.22), damage prevention and doubling (615, 614.1a, 616.1), Auras.
  whiteBanding: [
    ['Plains', 17],
    ['Benalish Hero', 4],
    ['Mesa Pegasus', 4],
    ['Fog Bank', 3],
    ['Gaseous Form', 2],
    ['Pacifism', 3],
    ['Boon Reflection', 2],
    ['Serra Angel', 3],
    ['Savannah Lions', 2],
  ],
  // Copies (707), morph (702.37), text change (612), characteristic-defining abilities (604.3), madness, amplify.
  blueCopies: [
    ['Island', 9],
    ['Forest', 8],
    ['Clone', 3],
    ['Phyrexian Metamorph', 2],
    ['Battering Craghorn', 3],
    ['Daru Lancer', 2],
    ['Sleight of Mind', 2],
    ['Maro', 2],
    ['Sculpting Steel', 2],
    ['Glowering Rogon', 3],
    ['Wind Drake', 4],
  ],
  // Echo, kicker, fading, cumulative upkeep.
  greenUpkeep: [
    ['Forest', 18],
    ['Pouncing Jaguar', 4],
    ['Kavu Titan', 4],
    ['Skyshroud Ridgeback', 4],
    ['Simian Grunts', 4],
    ['Uktabi Efreet', 3],
    ['Giant Growth', 3],
  ],
};

export interface SimulationProblem {
  game: number;
  step: number;
  problem: string;
  /** A request that replays the failing step. */
  request: unknown;
}

export interface SimulationReport {
  games: number;
  actions: number;
  finished: number;
  problems: SimulationProblem[];
  /** Where the time went, in milliseconds: listing legal actions, adjudicating the chosen action, the checks after it. */
  milliseconds: { legalActions: number; adjudication: number; checks: number };
}

export interface SimulationOptions {
  games: number;
  seed: string;
  maxActionsPerGame?: number;
  decks?: [string, number][][];
  /** Extra checks on every answer (e.g. that every cited rule exists): returns problems found. */
  check?: (answer: { trace: { rule: string }[]; violations: { rule: string }[] }) => string[];
  /** Sees each board before its action is chosen (a spec collects boards the games reach). */
  onBoard?: (state: unknown) => void;
}

function shuffle<T>(list: T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function startingBoard(decks: [string, number][][], random: () => number): Record<string, unknown> {
  const names = ['alice', 'bob'];
  const players = names.map((id, p) => {
    const cards = shuffle(
      decks[p].flatMap(([name, n]) => Array.from({ length: n }, () => name)),
      random,
    );
    return { id, hand: cards.slice(0, 7), library: cards.slice(7) };
  });
  return { players, battlefield: [], turn: { number: 1, active: 'alice', step: 'upkeep', priority: 'alice' } };
}

/** Picks an action to take now: one of the legal ones, with random choices where they multiply. */
function pickAction(state: unknown, catalog: CardCatalog, random: () => number): Action | null {
  const listed = legalActionsFor(state, catalog);
  if (!listed.ok) return null;
  const legal = listed.value;
  const decision = legal.decision;
  if (!decision) return null;
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  if (decision.kind === 'declareAttackers' && legal.attackers) {
    const attackers = legal.attackers
      .filter((a) => a.canAttack.length > 0 && (a.mustAttack || random() < 0.6))
      .map((a) => ({ id: a.id, attacking: pick(a.canAttack) }));
    return { type: 'declareAttackers', player: decision.player, attackers };
  }
  if (decision.kind === 'declareBlockers' && legal.blockers) {
    const blockers = legal.blockers
      .filter((b) => b.canBlock.length > 0 && random() < 0.5)
      .map((b) => ({ id: b.id, blocking: [pick(b.canBlock)] }));
    return { type: 'declareBlockers', player: decision.player, blockers };
  }
  const choices = legal.actions.filter((a) => a.action.type !== 'concede');
  if (choices.length === 0) return null;
  // Passing is most of what players do; it keeps games moving.
  const nonPass = choices.filter((a) => a.action.type !== 'pass');
  const chosen = nonPass.length > 0 && random() < 0.5 ? pick(nonPass) : (choices.find((a) => a.action.type === 'pass') ?? pick(choices));
  const action = { ...chosen.action } as Action & { targets?: string[] };
  if (chosen.targetOptions) action.targets = chosen.targetOptions.map((o) => pick(o));
  return action;
}

/**
 * Plays whole games between random legal actions, checking after every one that the engine
 * raised nothing, that the board round-trips, and that the game's invariants hold.
 */
export function simulate(catalog: CardCatalog, options: SimulationOptions): SimulationReport {
  const random = seededRandom(options.seed);
  // By default each game pairs two of the sample decks, in turn.
  const names = Object.keys(SAMPLE_DECKS);
  const report: SimulationReport = {
    games: 0,
    actions: 0,
    finished: 0,
    problems: [],
    milliseconds: { legalActions: 0, adjudication: 0, checks: 0 },
  };
  const clock = (): number => performance.now();
  const max = options.maxActionsPerGame ?? 2000;
  for (let game = 0; game < options.games; game++) {
    report.games++;
    const decks = options.decks ?? [SAMPLE_DECKS[names[game % names.length]], SAMPLE_DECKS[names[(game + 1) % names.length]]];
    let state: unknown = startingBoard(decks, random);
    for (let step = 0; step < max; step++) {
      let action: Action | null;
      options.onBoard?.(state);
      let started = clock();
      try {
        action = pickAction(state, catalog, random);
        report.milliseconds.legalActions += clock() - started;
      } catch (error) {
        report.problems.push({ game, step, problem: `legal actions raised: ${(error as Error).stack ?? error}`, request: { state } });
        break;
      }
      if (!action) break;
      const request = { state, action };
      let outcome;
      started = clock();
      try {
        outcome = adjudicate(request, catalog);
        report.milliseconds.adjudication += clock() - started;
      } catch (error) {
        report.problems.push({ game, step, problem: `the engine raised: ${(error as Error).stack ?? error}`, request });
        break;
      }
      report.actions++;
      if (outcome.kind !== 'answer') {
        report.problems.push({ game, step, problem: `a listed action was refused: ${JSON.stringify(outcome).slice(0, 500)}`, request });
        break;
      }
      const answer = outcome.answer;
      started = clock();
      const problems: string[] = [];
      if (!answer.legal) problems.push(`a listed action was judged illegal: ${JSON.stringify(answer.violations)}`);
      problems.push(...invariants(answer.state));
      // The board as a client receives it (its JSON text, written once), read back.
      const written = JSON.stringify(answer.state);
      const again = adjudicate({ state: JSON.parse(written), actions: [] }, catalog);
      if (again.kind !== 'answer') problems.push(`the answer's board does not parse back: ${JSON.stringify(again).slice(0, 500)}`);
      else if (JSON.stringify(again.answer.state) !== written) problems.push("the answer's board does not round-trip unchanged");
      if (options.check) problems.push(...options.check(answer));
      report.milliseconds.checks += clock() - started;
      if (problems.length > 0) {
        report.problems.push({ game, step, problem: problems.join('; '), request });
        break;
      }
      state = answer.state;
      if (answer.gameOver) {
        report.finished++;
        break;
      }
    }
  }
  return report;
}

/** No object in two zones, sane life, counters and damage. */
export function invariants(board: BoardJson): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const see = (id: string | undefined, where: string): void => {
    if (id === undefined) return;
    if (seen.has(id)) out.push(`${id} is in two places (again in ${where})`);
    seen.add(id);
  };
  for (const p of board.players) {
    see(p.id, 'players');
    if (!Number.isInteger(p.life)) out.push(`${p.id} has life ${p.life}`);
    if (p.poison < 0) out.push(`${p.id} has ${p.poison} poison`);
    for (const zone of [p.hand, p.library, p.graveyard])
      if (Array.isArray(zone)) for (const o of zone) see((o as { id?: string }).id, `${p.id}'s zones`);
  }
  for (const o of board.battlefield) {
    see(o.id, 'battlefield');
    if (o.damage < 0) out.push(`${o.id} has ${o.damage} damage`);
    for (const [k, n] of Object.entries(o.counters)) if (n <= 0) out.push(`${o.id} has ${n} ${k} counters`);
  }
  for (const s of board.stack) see(s.id, 'stack');
  for (const o of [...board.exile, ...board.command]) see((o as { id?: string }).id, 'exile/command');
  return out;
}
