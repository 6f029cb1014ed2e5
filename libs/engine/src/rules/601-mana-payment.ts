import { COLORS, formatManaCost, variableValue } from '../cards/mana-cost';
import type { ManaCost, VariableValues } from '../cards/mana-cost';
import { MANA_TYPES, emptyPool, formatPool, poolSize } from '../cards/mana';
import type { ManaPool, ManaType } from '../cards/mana';

/**
 * Paying a mana cost (601.2g–h) from the mana pool and from mana abilities (605) of untapped sources.
 *
 * Model: a cost is a set of demands ("one mana of these kinds", "n mana of any kind"); mana is of a
 * kind = type × whether a snow source made it. Whether given mana can pay the demands is a small
 * max-flow problem; which sources to tap (and which option of each) is a bounded depth-first search,
 * pruned by the same flow with the undecided sources relaxed (a source with several options may give
 * any of its types up to its largest option). For sources that each add one mana — most lands — that
 * relaxation is exact, so the search goes straight to a solution.
 */

/** A permanent with mana abilities: each option is the mana one activation adds. */
export interface ManaSource {
  id: string;
  options: ManaType[][];
  snow?: boolean;
}

export interface PaymentPlan {
  /** Mana spent from the pool as it was before any tap. */
  fromPool: ManaPool;
  /** Each source activated once, with the mana its chosen option adds; in the order of the sources given. */
  taps: { source: string; mana: ManaType[] }[];
  /** Life paid for Phyrexian symbols (2 per symbol, 107.4f). */
  life: number;
  /** Mana the taps added but the cost did not use: it stays in the pool (106.4). */
  leftover: ManaPool;
}

export type PaymentFailureReason = 'NOT_ENOUGH_MANA' | 'WRONG_COLORS' | 'TOO_COMPLEX' | 'INVALID_PAYMENT';

export type PaymentResult =
  | { ok: true; plan: PaymentPlan }
  | { ok: false; reason: PaymentFailureReason; message: string };

export interface FindPaymentOptions {
  /** The payer's life total; unlimited when absent. */
  lifeAvailable?: number;
  /**
   * Whether Phyrexian symbols may be paid with 2 life each (default false). Even when true, a Phyrexian
   * symbol is paid with mana whenever the sources can pay it: life is only paid for the symbols mana
   * cannot cover, as few as possible, and before tapping fewer sources.
   */
  payLifeForPhyrexian?: boolean;
  /** Bound on the work (search nodes and flow augmentations) before giving up with TOO_COMPLEX. */
  maxSteps?: number;
}

export interface GivenPayment {
  /** Sources the player activates, each once. */
  tap: string[];
  /** Mana from the pool the player spends; none when absent. All of it must be spent. */
  pool?: ManaPool;
  /**
   * Life the player pays for Phyrexian symbols (601.2b: the player chooses for each symbol). When absent,
   * Phyrexian symbols are paid with the given mana where it can, and with life for the rest.
   */
  life?: number;
}

export interface CheckPaymentOptions {
  /** The payer's life total; unlimited when absent. */
  lifeAvailable?: number;
  maxSteps?: number;
}

export const DEFAULT_MAX_STEPS = 20_000;

type Failure = Extract<PaymentResult, { ok: false }>;

const fail = (reason: PaymentFailureReason, message: string): Failure => ({ ok: false, reason, message });

const INF = 1e15;
const COLORLESS = 5;
const TYPE_NAMES = ['white', 'blue', 'black', 'red', 'green', 'colorless'];

/** Kinds of mana: type index (W U B R G C) × 2 + 1 when made by a snow source. */
const KINDS = 12;
const ANY_KIND = 0xfff;
const SNOW_KINDS = 0xaaa;
const typeKinds = (type: number): number => 0b11 << (2 * type);
const kindOf = (type: number, snow: boolean): number => type * 2 + (snow ? 1 : 0);

class TooComplex extends Error {}

class Meter {
  steps = 0;
  constructor(readonly max: number) {}
  tick(): void {
    this.steps += 1;
    if (this.steps > this.max) throw new TooComplex();
  }
}

/** A tiny max-flow network (Edmonds–Karp), grown in stages so that earlier supplies are used first. */
class Net {
  private readonly head: number[] = [];
  private readonly to: number[] = [];
  private readonly cap: number[] = [];
  private readonly next: number[] = [];

  node(): number {
    this.head.push(-1);
    return this.head.length - 1;
  }

  edge(from: number, to: number, capacity: number): number {
    const e = this.to.length;
    this.to.push(to, from);
    this.cap.push(capacity, 0);
    this.next.push(this.head[from], this.head[to]);
    this.head[from] = e;
    this.head[to] = e + 1;
    return e;
  }

  flowOn(edge: number): number {
    return this.cap[edge + 1];
  }

  /** Augments from the current flow until no path is left; returns the flow added. */
  augment(s: number, t: number, meter: Meter): number {
    const n = this.head.length;
    const via = new Int32Array(n);
    const queue = new Int32Array(n);
    let total = 0;
    for (;;) {
      via.fill(-1);
      via[s] = -2;
      let qh = 0;
      let qt = 0;
      queue[qt++] = s;
      while (qh < qt && via[t] === -1) {
        const u = queue[qh++];
        for (let e = this.head[u]; e !== -1; e = this.next[e]) {
          const v = this.to[e];
          if (this.cap[e] > 0 && via[v] === -1) {
            via[v] = e;
            queue[qt++] = v;
          }
        }
      }
      if (via[t] === -1) return total;
      let f = INF;
      for (let v = t; v !== s; v = this.to[via[v] ^ 1]) f = Math.min(f, this.cap[via[v]]);
      for (let v = t; v !== s; v = this.to[via[v] ^ 1]) {
        this.cap[via[v]] -= f;
        this.cap[via[v] ^ 1] += f;
      }
      total += f;
      meter.tick();
    }
  }
}

/** `count` mana, each of one of the kinds in `mask`, or 2 life each when `life`. */
interface Demand {
  mask: number;
  life: boolean;
  count: number;
}

interface Shape {
  text: string;
  /** Demands other than generic mana and monocolored hybrid symbols. */
  base: Demand[];
  generic: number;
  /** Count of {2/c} symbols per color (WUBRG). */
  mono: number[];
  /** Symbols that may be paid with life. */
  phyrexian: number;
  /** Mana needed when every symbol is paid its cheapest way with mana. */
  minMana: number;
}

function addDemand(list: Demand[], mask: number, life: boolean, count: number): void {
  if (count <= 0) return;
  const same = list.find((d) => d.mask === mask && d.life === life);
  if (same) same.count += count;
  else list.push({ mask, life, count });
}

function shapeOf(cost: ManaCost, x: VariableValues): Shape {
  const base: Demand[] = [];
  const mono = [0, 0, 0, 0, 0];
  let generic = 0;
  let phyrexian = 0;
  const kindsOfColor = (c: (typeof COLORS)[number]): number => typeKinds(COLORS.indexOf(c));
  for (const symbol of cost.symbols) {
    switch (symbol.kind) {
      case 'generic':
        generic += symbol.amount;
        break;
      case 'x':
        // 107.4b: X stands for generic mana; 107.3a: its announced value.
        generic += variableValue(symbol, x);
        break;
      case 'colored':
        addDemand(base, kindsOfColor(symbol.color), false, 1);
        break;
      case 'colorless':
        // 107.4c: only colorless mana pays {C}.
        addDemand(base, typeKinds(COLORLESS), false, 1);
        break;
      case 'hybrid':
        addDemand(base, kindsOfColor(symbol.colors[0]) | kindsOfColor(symbol.colors[1]), false, 1);
        break;
      case 'colorlessHybrid':
        addDemand(base, typeKinds(COLORLESS) | kindsOfColor(symbol.color), false, 1);
        break;
      case 'monoHybrid':
        mono[COLORS.indexOf(symbol.color)] += 1;
        break;
      case 'phyrexian':
        phyrexian += 1;
        addDemand(base, kindsOfColor(symbol.color), true, 1);
        break;
      case 'hybridPhyrexian':
        phyrexian += 1;
        addDemand(base, kindsOfColor(symbol.colors[0]) | kindsOfColor(symbol.colors[1]), true, 1);
        break;
      case 'snow':
        // 107.4h: any type of mana, as long as a snow source produced it.
        addDemand(base, SNOW_KINDS, false, 1);
        break;
    }
  }
  const minMana = base.reduce((n, d) => n + d.count, 0) + generic + mono.reduce((n, k) => n + k, 0);
  return { text: formatManaCost(cost), base, generic, mono, phyrexian, minMana };
}

/**
 * The demands once each {2/c} is settled (107.4e): `paidWithColor[c]` of them with one mana of color c,
 * the rest with two generic. 'relaxed' counts each as one mana of any kind (a lower bound).
 */
function demandsOf(shape: Shape, paidWithColor: number[] | 'relaxed'): Demand[] {
  const list = shape.base.map((d) => ({ ...d }));
  let generic = shape.generic;
  shape.mono.forEach((k, c) => {
    if (paidWithColor === 'relaxed') generic += k;
    else {
      addDemand(list, typeKinds(c), false, paidWithColor[c]);
      generic += 2 * (k - paidWithColor[c]);
    }
  });
  addDemand(list, ANY_KIND, false, generic);
  return list;
}

interface Prepared {
  id: string;
  /** Position in the caller's list. */
  index: number;
  snow: boolean;
  /** Distinct options, as given and as counts per type. */
  raw: ManaType[][];
  counts: number[][];
  maxSize: number;
  /** Per type, the most of it one option adds. */
  maxCount: number[];
  /** Same group = same options and snow: interchangeable. */
  group: number;
}

const TYPE_INDEX: Record<string, number> = { W: 0, U: 1, B: 2, R: 3, G: 4, C: 5 };

function prepareSources(sources: ManaSource[]): Prepared[] | Failure {
  const seen = new Set<string>();
  const groups = new Map<string, number>();
  const out: Prepared[] = [];
  for (const [index, source] of sources.entries()) {
    if (seen.has(source.id)) return fail('INVALID_PAYMENT', `two mana sources have the id "${source.id}"`);
    seen.add(source.id);
    const raw: ManaType[][] = [];
    const counts: number[][] = [];
    const keys = new Set<string>();
    for (const option of source.options) {
      const count = [0, 0, 0, 0, 0, 0];
      for (const type of option) {
        const t = TYPE_INDEX[type];
        if (t === undefined) return fail('INVALID_PAYMENT', `mana source "${source.id}" adds "${String(type)}", which is not a type of mana`);
        count[t] += 1;
      }
      const key = count.join(',');
      if (option.length === 0 || keys.has(key)) continue;
      keys.add(key);
      raw.push(option);
      counts.push(count);
    }
    const snow = source.snow === true;
    const signature = `${snow}|${[...keys].sort().join(';')}`;
    if (!groups.has(signature)) groups.set(signature, index);
    const maxCount = [0, 1, 2, 3, 4, 5].map((t) => Math.max(0, ...counts.map((c) => c[t])));
    const maxSize = Math.max(0, ...raw.map((o) => o.length));
    out.push({ id: source.id, index, snow, raw, counts, maxSize, maxCount, group: groups.get(signature) ?? index });
  }
  return out;
}

/** Sources with fewer options first (the flexible ones stay untapped), interchangeable ones side by side. */
function preferenceOrder(sources: Prepared[]): Prepared[] {
  return sources
    .filter((s) => s.raw.length > 0)
    .sort((a, b) => a.raw.length - b.raw.length || a.group - b.group || a.index - b.index);
}

interface Supply {
  kind: number;
  amount: number;
  phase: number;
}

interface Problem {
  demands: Demand[];
  supplies: Supply[];
  lifeUnits: number;
  lifePhase: number;
  relaxed?: { budget: number; sources: Prepared[]; phase: number };
  /** Phase-0 supplies (and life when its phase is 0) must be spent entirely. */
  forced: boolean;
}

interface Allocation {
  /** Per supply, how much of it is spent. */
  used: number[];
  lifeUsed: number;
}

/**
 * Max-flow from supplies to demands, phase by phase: a later phase only adds to what earlier phases
 * spent (the flow out of the source never decreases), so earlier supplies are preferred.
 */
function solve(p: Problem, meter: Meter): Allocation | null {
  meter.tick();
  const wanted = p.demands.reduce((n, d) => n + d.count, 0);
  const net = new Net();
  const s = net.node();
  const t = net.node();
  const demandNodes = p.demands.map((d) => {
    const v = net.node();
    net.edge(v, t, d.count);
    return v;
  });
  const hubs: number[] = new Array<number>(KINDS).fill(-1);
  const hub = (kind: number): number => {
    if (hubs[kind] === -1) {
      hubs[kind] = net.node();
      p.demands.forEach((d, i) => {
        if (d.mask & (1 << kind)) net.edge(hubs[kind], demandNodes[i], INF);
      });
    }
    return hubs[kind];
  };
  const phases = new Set<number>(p.supplies.map((x) => x.phase));
  if (p.lifeUnits > 0) phases.add(p.lifePhase);
  if (p.relaxed && p.relaxed.budget > 0) phases.add(p.relaxed.phase);
  const supplyEdges: number[] = new Array<number>(p.supplies.length).fill(-1);
  let lifeEdge = -1;
  let total = 0;
  for (const phase of [...phases].sort((a, b) => a - b)) {
    p.supplies.forEach((x, i) => {
      if (x.phase === phase && x.amount > 0) supplyEdges[i] = net.edge(s, hub(x.kind), x.amount);
    });
    if (p.relaxed && p.relaxed.phase === phase && p.relaxed.budget > 0) {
      const budget = net.node();
      net.edge(s, budget, p.relaxed.budget);
      for (const source of p.relaxed.sources) {
        const v = net.node();
        net.edge(budget, v, source.maxSize);
        source.maxCount.forEach((n, type) => {
          if (n > 0) net.edge(v, hub(kindOf(type, source.snow)), n);
        });
      }
    }
    if (p.lifeUnits > 0 && p.lifePhase === phase) {
      const life = net.node();
      lifeEdge = net.edge(s, life, p.lifeUnits);
      p.demands.forEach((d, i) => {
        if (d.life) net.edge(life, demandNodes[i], INF);
      });
    }
    total += net.augment(s, t, meter);
  }
  if (total < wanted) return null;
  const used = supplyEdges.map((e) => (e === -1 ? 0 : net.flowOn(e)));
  const lifeUsed = lifeEdge === -1 ? 0 : net.flowOn(lifeEdge);
  if (p.forced) {
    if (p.supplies.some((x, i) => x.phase === 0 && used[i] < x.amount)) return null;
    if (p.lifePhase === 0 && lifeUsed < p.lifeUnits) return null;
  }
  return { used, lifeUsed };
}

/** Tries each way of paying the {2/c} symbols, paying with the color first (less mana spent). */
function solveExact(shape: Shape, p: Omit<Problem, 'demands' | 'relaxed'>, meter: Meter): Allocation | null {
  const colors = [0, 1, 2, 3, 4].filter((c) => shape.mono[c] > 0);
  const choice = shape.mono.slice();
  const tryFrom = (i: number): Allocation | null => {
    if (i === colors.length) return solve({ ...p, demands: demandsOf(shape, choice) }, meter);
    const c = colors[i];
    for (let j = shape.mono[c]; j >= 0; j--) {
      choice[c] = j;
      const found = tryFrom(i + 1);
      if (found) return found;
    }
    return null;
  };
  return tryFrom(0);
}

function poolSupplies(pool: ManaPool, phase: number): Supply[] {
  return MANA_TYPES.map((type, t) => ({ kind: kindOf(t, false), amount: pool[type], phase })).filter((x) => x.amount > 0);
}

interface Tap {
  source: Prepared;
  option: number;
}

/** Mana from taps: non-snow in `phase`, snow in `phase + 1` (kept for {S}, 107.4h). */
function tapSupplies(taps: Tap[], phase: number): Supply[] {
  const byKind = new Array<number>(KINDS).fill(0);
  for (const { source, option } of taps) {
    source.counts[option].forEach((n, t) => {
      byKind[kindOf(t, source.snow)] += n;
    });
  }
  const out: Supply[] = [];
  byKind.forEach((amount, kind) => {
    if (amount > 0) out.push({ kind, amount, phase: phase + (kind & 1) });
  });
  return out;
}

function sumLargest(sources: Prepared[], from: number, count: number): number {
  if (count <= 0) return 0;
  const sizes: number[] = [];
  for (let i = from; i < sources.length; i++) sizes.push(sources[i].maxSize);
  sizes.sort((a, b) => b - a);
  let total = 0;
  for (let i = 0; i < Math.min(count, sizes.length); i++) total += sizes[i];
  return total;
}

/** Supplies in phase 0 are the pool's; later phases are the taps'. */
function buildPlan(fromPool: ManaPool, taps: Tap[], supplies: Supply[], allocation: Allocation): PaymentPlan {
  const leftover = emptyPool();
  for (const { source, option } of taps) for (const type of source.raw[option]) leftover[type] += 1;
  supplies.forEach((x, i) => {
    if (x.phase > 0) leftover[MANA_TYPES[x.kind >> 1]] -= allocation.used[i];
  });
  return {
    fromPool,
    taps: taps.map(({ source, option }) => ({ source: source.id, mana: [...source.raw[option]] })),
    life: 2 * allocation.lifeUsed,
    leftover,
  };
}

function validateX(x: VariableValues): Failure | null {
  const values = typeof x === 'number' ? [x] : [x.X, x.Y, x.Z].filter((v): v is number => v !== undefined);
  // 107.1a, 107.1b: a chosen number is a whole number, not negative.
  if (values.some((v) => !Number.isSafeInteger(v) || v < 0)) return fail('INVALID_PAYMENT', 'X must be a whole number, 0 or more (107.1a, 107.1b)');
  return null;
}

function validatePool(pool: ManaPool, what: string): Failure | null {
  for (const type of MANA_TYPES) {
    const n = pool[type];
    if (!Number.isSafeInteger(n) || n < 0) return fail('INVALID_PAYMENT', `${what} has an invalid amount of {${type}}`);
  }
  return null;
}

/** 119.4: life can be paid only up to the life total; each Phyrexian symbol costs 2 (107.4f). */
const lifeUnitsAffordable = (lifeAvailable: number | undefined): number =>
  lifeAvailable === undefined ? INF : Math.max(0, Math.floor(lifeAvailable / 2));

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Why the mana cannot pay the cost, when a single type (or snow) is short. */
function diagnose(shape: Shape, pool: ManaPool, sources: Prepared[], lifeUnits: number, where: string): string {
  const demands = demandsOf(shape, 'relaxed');
  for (let t = 0; t < 6; t++) {
    const need = demands
      .filter((d) => (d.mask & ~typeKinds(t)) === 0 && (!d.life || lifeUnits === 0))
      .reduce((n, d) => n + d.count, 0);
    const have = pool[MANA_TYPES[t]] + sources.reduce((n, s) => n + s.maxCount[t], 0);
    if (need > have) return `${shape.text} needs ${need} ${TYPE_NAMES[t]} mana; at most ${have} ${where}`;
  }
  const snowNeed = demands.filter((d) => d.mask === SNOW_KINDS).reduce((n, d) => n + d.count, 0);
  const snowHave = sources.filter((s) => s.snow).reduce((n, s) => n + s.maxSize, 0);
  if (snowNeed > snowHave) return `${shape.text} needs ${plural(snowNeed, 'mana')} from snow sources; at most ${snowHave} ${where} (107.4h)`;
  return `the colors of the mana that ${where} can't pay ${shape.text}`;
}

function costLabel(shape: Shape, cost: ManaCost, x: VariableValues): string {
  const hasX = cost.symbols.some((s) => s.kind === 'x');
  return hasX ? `${shape.text} with X=${typeof x === 'number' ? x : JSON.stringify(x)}` : shape.text;
}

/**
 * Automatic payment. Choices, in order: pay Phyrexian symbols with mana where possible (life only
 * with `payLifeForPhyrexian`, for as few symbols as possible); spend mana already in the pool; tap as
 * few sources as possible (so no tapped source is unneeded); among those, tap sources with fewer
 * options, then earlier ones. Deterministic.
 */
export function findPayment(cost: ManaCost, x: VariableValues, pool: ManaPool, sources: ManaSource[], opts: FindPaymentOptions = {}): PaymentResult {
  const invalid = validateX(x) ?? validatePool(pool, 'the mana pool');
  if (invalid) return invalid;
  const prepared = prepareSources(sources);
  if (!Array.isArray(prepared)) return prepared;
  const meter = new Meter(opts.maxSteps ?? DEFAULT_MAX_STEPS);
  try {
    const shape = shapeOf(cost, x);
    return find(shape, costLabel(shape, cost, x), pool, preferenceOrder(prepared), opts, meter);
  } catch (e) {
    if (e instanceof TooComplex) return fail('TOO_COMPLEX', `no payment for ${formatManaCost(cost)} found within ${meter.max} steps`);
    throw e;
  }
}

interface Found {
  taps: Tap[];
  supplies: Supply[];
  allocation: Allocation;
}

function find(shape: Shape, label: string, pool: ManaPool, order: Prepared[], opts: FindPaymentOptions, meter: Meter): PaymentResult {
  const maxLife = opts.payLifeForPhyrexian ? Math.min(shape.phyrexian, lifeUnitsAffordable(opts.lifeAvailable)) : 0;
  const inPool = poolSize(pool);
  const available = inPool + order.reduce((n, s) => n + s.maxSize, 0);
  if (available + maxLife < shape.minMana) {
    return fail('NOT_ENOUGH_MANA', `${label} needs ${plural(shape.minMana, 'mana')}; only ${available} can be produced`);
  }
  const relaxedDemands = demandsOf(shape, 'relaxed');
  const fromPool = poolSupplies(pool, 0);
  const feasible = (taps: Tap[], from: number, budget: number, life: number): boolean => {
    const supplies = [...fromPool, ...tapSupplies(taps, 0)];
    const fixed = supplies.reduce((n, x) => n + x.amount, 0);
    if (fixed + budget + life < shape.minMana) return false;
    const relaxed = { budget, sources: order.slice(from), phase: 0 };
    return solve({ demands: relaxedDemands, supplies, lifeUnits: life, lifePhase: 0, relaxed, forced: false }, meter) !== null;
  };

  let life = 0;
  while (life <= maxLife && !feasible([], 0, INF, life)) life++;
  if (life > maxLife) return fail('WRONG_COLORS', diagnose(shape, pool, order, maxLife, 'can be produced'));

  for (; life <= maxLife; life++) {
    const lifeUnits = life;
    const chosen: Tap[] = [];
    const leaf = (): Found | null => {
      const supplies = [...fromPool, ...tapSupplies(chosen, 1)];
      const allocation = solveExact(shape, { supplies, lifeUnits, lifePhase: 3, forced: false }, meter);
      return allocation && { taps: [...chosen], supplies, allocation };
    };
    // Depth-first over the sources in preference order, choosing exactly `remaining` more of them.
    const search = (start: number, remaining: number, lastPosition: number): Found | null => {
      if (remaining === 0) return leaf();
      for (let i = start; i <= order.length - remaining; i++) {
        const source = order[i];
        // Interchangeable sources: choose them in order, with options in order (no permutations).
        if (i > start && order[i - 1].group === source.group) continue;
        const previous = chosen[chosen.length - 1];
        const firstOption = lastPosition === i - 1 && previous && previous.source.group === source.group ? previous.option : 0;
        for (let option = firstOption; option < source.raw.length; option++) {
          meter.tick();
          chosen.push({ source, option });
          const promising = remaining === 1 || feasible(chosen, i + 1, sumLargest(order, i + 1, remaining - 1), lifeUnits);
          const found = promising ? search(i + 1, remaining - 1, i) : null;
          if (found) return found;
          chosen.pop();
        }
      }
      return null;
    };
    for (let k = 0; k <= order.length; k++) {
      if (inPool + sumLargest(order, 0, k) + life < shape.minMana) continue;
      if (k > 0 && !feasible([], 0, sumLargest(order, 0, k), life)) continue;
      const found = search(0, k, -1);
      if (found) {
        const spent = emptyPool();
        found.supplies.forEach((x, i) => {
          if (x.phase === 0) spent[MANA_TYPES[x.kind >> 1]] += found.allocation.used[i];
        });
        const taps = found.taps.sort((a, b) => a.source.index - b.source.index);
        return { ok: true, plan: buildPlan(spent, taps, found.supplies, found.allocation) };
      }
    }
  }
  return fail('WRONG_COLORS', `no choice of mana that can be produced pays ${label}`);
}

/**
 * Checks the player's own payment: exactly the sources in `given.tap` are activated (each once), and
 * exactly the mana in `given.pool` is spent from the pool. Tapping a source whose mana isn't needed is
 * legal — its mana stays in the pool (106.4) and is reported as leftover. For sources with several
 * options, the options that make the payment work are chosen.
 */
export function checkPayment(
  cost: ManaCost,
  x: VariableValues,
  pool: ManaPool,
  sources: ManaSource[],
  given: GivenPayment,
  opts: CheckPaymentOptions = {},
): PaymentResult {
  const spend = given.pool ?? emptyPool();
  const invalid = validateX(x) ?? validatePool(pool, 'the mana pool') ?? validatePool(spend, 'the mana to spend from the pool');
  if (invalid) return invalid;
  const prepared = prepareSources(sources);
  if (!Array.isArray(prepared)) return prepared;
  const byId = new Map(prepared.map((s) => [s.id, s]));
  const tapped: Prepared[] = [];
  for (const id of given.tap) {
    const source = byId.get(id);
    if (!source) return fail('INVALID_PAYMENT', `"${id}" is not one of the available mana sources`);
    if (tapped.includes(source)) return fail('INVALID_PAYMENT', `"${id}" can be tapped only once`);
    if (source.raw.length === 0) return fail('INVALID_PAYMENT', `"${id}" has no mana ability`);
    tapped.push(source);
  }
  const missing = emptyPool();
  for (const type of MANA_TYPES) missing[type] = Math.max(0, spend[type] - pool[type]);
  if (poolSize(missing) > 0) return fail('INVALID_PAYMENT', `the mana pool doesn't hold ${formatPool(missing)} to spend (118.3)`);

  const shape = shapeOf(cost, x);
  const label = costLabel(shape, cost, x);
  const affordable = lifeUnitsAffordable(opts.lifeAvailable);
  if (given.life !== undefined) {
    const units = given.life / 2;
    if (!Number.isSafeInteger(units) || units < 0) return fail('INVALID_PAYMENT', 'life for Phyrexian symbols is paid 2 per symbol (107.4f)');
    if (units > affordable) return fail('INVALID_PAYMENT', `paying ${given.life} life needs a life total of at least ${given.life} (119.4)`);
    if (units > shape.phyrexian) return fail('INVALID_PAYMENT', `${shape.text} has ${plural(shape.phyrexian, 'Phyrexian symbol')}; ${given.life} life is too much`);
  }
  const lifeFixed = given.life !== undefined;
  const maxLife = lifeFixed ? (given.life ?? 0) / 2 : Math.min(shape.phyrexian, affordable);
  const givenMana = poolSize(spend) + tapped.reduce((n, s) => n + s.maxSize, 0);
  if (givenMana + maxLife < shape.minMana) {
    return fail('NOT_ENOUGH_MANA', `${label} needs ${plural(shape.minMana, 'mana')}; the payment gives ${givenMana}`);
  }

  const meter = new Meter(opts.maxSteps ?? DEFAULT_MAX_STEPS);
  // Sources with a single option first: they fix part of the supply before the search branches.
  const order = [...tapped].sort((a, b) => a.raw.length - b.raw.length || a.group - b.group || tapped.indexOf(a) - tapped.indexOf(b));
  const forcedPool = poolSupplies(spend, 0);
  const relaxedDemands = demandsOf(shape, 'relaxed');
  const relaxedCheck = (taps: Tap[], from: number, life: number, forced: boolean): boolean => {
    const relaxed = { budget: INF, sources: order.slice(from), phase: 1 };
    const supplies = [...forcedPool, ...tapSupplies(taps, 1)];
    return solve({ demands: relaxedDemands, supplies, lifeUnits: life, lifePhase: lifeFixed ? 0 : 1, relaxed, forced }, meter) !== null;
  };

  try {
    const lives = lifeFixed ? [maxLife] : Array.from({ length: maxLife + 1 }, (_, i) => i);
    for (const life of lives) {
      if (!relaxedCheck([], 0, life, true)) continue;
      const chosen: Tap[] = [];
      const search = (position: number): Found | null => {
        if (position === order.length) {
          const supplies = [...forcedPool, ...tapSupplies(chosen, 1)];
          const allocation = solveExact(shape, { supplies, lifeUnits: life, lifePhase: lifeFixed ? 0 : 3, forced: true }, meter);
          return allocation && { taps: [...chosen], supplies, allocation };
        }
        const source = order[position];
        const previous = chosen[position - 1];
        const firstOption = previous && previous.source.group === source.group ? previous.option : 0;
        for (let option = firstOption; option < source.raw.length; option++) {
          meter.tick();
          chosen.push({ source, option });
          const promising = position + 1 === order.length || relaxedCheck(chosen, position + 1, life, true);
          const found = promising ? search(position + 1) : null;
          if (found) return found;
          chosen.pop();
        }
        return null;
      };
      const found = search(0);
      if (found) {
        const taps = found.taps.sort((a, b) => given.tap.indexOf(a.source.id) - given.tap.indexOf(b.source.id));
        return { ok: true, plan: buildPlan({ ...emptyPool(), ...spend }, taps, found.supplies, found.allocation) };
      }
    }
    if (!relaxedCheck([], 0, maxLife, false)) {
      return fail('WRONG_COLORS', diagnose(shape, spend, tapped, maxLife, 'is given'));
    }
    if (!relaxedCheck([], 0, maxLife, true)) {
      return fail('INVALID_PAYMENT', `not all of ${formatPool(spend)} from the pool can be spent on ${label}`);
    }
    return fail('WRONG_COLORS', `no choice of the tapped sources' mana pays ${label}`);
  } catch (e) {
    if (e instanceof TooComplex) return fail('TOO_COMPLEX', `could not check the payment for ${shape.text} within ${meter.max} steps`);
    throw e;
  }
}
