import { COLORS, formatManaCost, variableValue } from '../cards/mana-cost';
import type { ManaCost, VariableValues } from '../cards/mana-cost';
import { MANA_TYPES, emptyPool, formatPool, poolSize } from '../cards/mana';
import type { ManaPool, ManaType } from '../cards/mana';
import { Message, MessageKey, msg } from '../trace/message';

/**
 * Paying a mana cost (601.2g–h) from the mana pool and from mana abilities (605) of untapped sources.
 *
 * Model: a cost is a set of demands ("one mana of these kinds", "n mana of any kind", "or 2 life");
 * mana is of a kind = type × whether a snow source made it. Whether some mana can pay the demands is
 * a small max-flow problem. Choosing what to tap:
 * - basic lands against plain colored/generic costs: greedy (exact there);
 * - sources that each add one mana (lands, mana creatures): one flow, adding the sources one by one
 *   in preference order (exact: such sources form a matroid);
 * - sources adding several mana at once (Sol Ring, bounce lands): a bounded depth-first search over
 *   them, pruned by the flow with the undecided sources relaxed, the one-mana sources completing
 *   each branch as above.
 */

/** A permanent with mana abilities: each option is the mana one activation adds. */
export interface ManaSource {
  id: string;
  options: ManaType[][];
  snow?: boolean;
  /** Its mana ability sacrifices it (111.10a Treasure): used automatically only when nothing else pays. */
  sacrifice?: boolean;
  /**
   * What the permanent is, for automatic payment: lands are tapped before other permanents, and
   * creatures last (untapped, a creature may still attack or block). Absent: a land.
   */
  permanent?: 'land' | 'other' | 'creature';
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

export type PaymentResult = { ok: true; plan: PaymentPlan } | { ok: false; reason: PaymentFailureReason; message: Message };

export interface FindPaymentOptions {
  /** The payer's life total; unlimited when absent. */
  lifeAvailable?: number;
  /**
   * Whether Phyrexian symbols may be paid with 2 life each (default false: never). Even when true, a
   * Phyrexian symbol is paid with mana whenever the pool and sources can pay it: life is paid only for
   * the symbols mana cannot cover, as few as possible — paying less life comes before tapping fewer
   * sources.
   */
  payLifeForPhyrexian?: boolean;
  /** Bound on the work (search nodes and flow augmentations) before giving up with TOO_COMPLEX. */
  maxSteps?: number;
  /**
   * The colored mana the rest of the request will need (one entry per colored symbol of the later
   * actions' costs): sources making it are kept for it, tapped for generic mana last.
   */
  reserve?: ManaType[];
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

const fail = (reason: PaymentFailureReason, message: Message): Failure => ({ ok: false, reason, message });

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

/**
 * A tiny max-flow network (Edmonds–Karp), grown in stages so that earlier supplies are used first.
 * The arrays are reused from one network to the next (payment is synchronous: one network at a time).
 */
class Net {
  private static shared: Net | null = null;
  private nodes = 0;
  private edges = 0;
  private head: Int32Array;
  private to: Int32Array;
  private next: Int32Array;
  private cap: Float64Array;
  private via: Int32Array;
  private queue: Int32Array;

  private constructor(maxNodes: number, maxEdges: number) {
    this.head = new Int32Array(maxNodes);
    this.via = new Int32Array(maxNodes);
    this.queue = new Int32Array(maxNodes);
    this.to = new Int32Array(2 * maxEdges);
    this.next = new Int32Array(2 * maxEdges);
    this.cap = new Float64Array(2 * maxEdges);
  }

  /** An empty network with room for that many nodes and edges. */
  static create(maxNodes: number, maxEdges: number): Net {
    let net = Net.shared;
    if (!net || net.head.length < maxNodes || net.to.length < 2 * maxEdges) {
      net = new Net(Math.max(maxNodes, 64), Math.max(maxEdges, 256));
      Net.shared = net;
    }
    net.nodes = 0;
    net.edges = 0;
    net.head.fill(-1, 0, maxNodes);
    return net;
  }

  node(): number {
    return this.nodes++;
  }

  edge(from: number, to: number, capacity: number): number {
    const e = this.edges;
    this.edges += 2;
    this.to[e] = to;
    this.cap[e] = capacity;
    this.next[e] = this.head[from];
    this.head[from] = e;
    this.to[e + 1] = from;
    this.cap[e + 1] = 0;
    this.next[e + 1] = this.head[to];
    this.head[to] = e + 1;
    return e;
  }

  flowOn(edge: number): number {
    return this.cap[edge + 1];
  }

  /** Augments from the current flow until no path is left; returns the flow added. */
  augment(s: number, t: number, meter: Meter): number {
    const { via, queue, head, next, to, cap } = this;
    let total = 0;
    for (;;) {
      via.fill(-1, 0, this.nodes);
      via[s] = -2;
      let qh = 0;
      let qt = 0;
      queue[qt++] = s;
      while (qh < qt && via[t] === -1) {
        const u = queue[qh++];
        for (let e = head[u]; e !== -1; e = next[e]) {
          const v = to[e];
          if (cap[e] > 0 && via[v] === -1) {
            via[v] = e;
            queue[qt++] = v;
          }
        }
      }
      if (via[t] === -1) return total;
      let f = INF;
      for (let v = t; v !== s; v = to[via[v] ^ 1]) f = Math.min(f, cap[via[v]]);
      for (let v = t; v !== s; v = to[via[v] ^ 1]) {
        cap[via[v]] -= f;
        cap[via[v] ^ 1] += f;
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
  /** Same group = same options, snow and rank: interchangeable. */
  group: number;
  /** 0 a land, 1 another noncreature permanent, 2 a creature (ManaSource.permanent). */
  rank: number;
}

const sameCounts = (a: number[], b: number[]): boolean => a.every((n, t) => n === b[t]);

function prepareSources(sources: ManaSource[]): Prepared[] | Failure {
  const seen = new Set<string>();
  const out: Prepared[] = [];
  for (let index = 0; index < sources.length; index++) {
    const source = sources[index];
    if (seen.has(source.id)) return fail('INVALID_PAYMENT', msg('601-mana-payment.INVALID_PAYMENT', { id: source.id }));
    seen.add(source.id);
    const raw: ManaType[][] = [];
    const counts: number[][] = [];
    const maxCount = [0, 0, 0, 0, 0, 0];
    let maxSize = 0;
    for (const option of source.options) {
      const count = [0, 0, 0, 0, 0, 0];
      for (const type of option) {
        const t = MANA_TYPES.indexOf(type);
        if (t === -1) return fail('INVALID_PAYMENT', msg('601-mana-payment.INVALID_PAYMENT.2', { id: source.id, string: String(type) }));
        count[t] += 1;
      }
      if (option.length === 0 || counts.some((c) => sameCounts(c, count))) continue;
      raw.push(option);
      counts.push(count);
      maxSize = Math.max(maxSize, option.length);
      for (let t = 0; t < 6; t++) maxCount[t] = Math.max(maxCount[t], count[t]);
    }
    const rank = source.permanent === 'creature' ? 2 : source.permanent === 'other' ? 1 : 0;
    out.push({ id: source.id, index, snow: source.snow === true, raw, counts, maxSize, maxCount, group: index, rank });
  }
  return out;
}

/** Same options in the same order and same snow: the search treats such sources as interchangeable. */
function groupSources(sources: Prepared[]): void {
  for (const source of sources) {
    const twin = sources.find(
      (other) =>
        other.snow === source.snow &&
        other.rank === source.rank &&
        other.counts.length === source.counts.length &&
        other.counts.every((c, i) => sameCounts(c, source.counts[i])),
    );
    source.group = twin ? twin.index : source.index;
  }
}

/**
 * The order the search tries sources in, the earlier tapped first among payments that are otherwise
 * equal (CONTRACT §2 lists it): the one that keeps the most options open.
 * 1. Lands, then other permanents, then creatures (an untapped creature may still attack or block).
 * 2. Fewer options first (sources making several colors stay untapped).
 * 3. The type with the most to spare first: the sources available that make it, less the mana of it
 *    that this cost's colored symbols and the rest of the request (`reserve`) need; for a source
 *    making several, its scarcest.
 * 4. Sources whose mana the rest of the request does not need, then those whose mana only generic
 *    symbols of this cost can use (they pay generic mana and keep the others).
 * 5. Those adding less mana (less left over); interchangeable sources side by side; the caller's order.
 */
function preferenceOrder(sources: Prepared[], shape: Shape, reserve: readonly ManaType[] = []): Prepared[] {
  const specific = demandsOf(shape, 'relaxed').reduce((mask, d) => (d.mask === ANY_KIND ? mask : mask | d.mask), 0);
  const relevance = (s: Prepared): number => s.maxCount.filter((n, t) => n > 0 && (specific & (1 << kindOf(t, s.snow))) !== 0).length;
  const reserved = [0, 0, 0, 0, 0, 0];
  for (const type of reserve) if (MANA_TYPES.includes(type)) reserved[MANA_TYPES.indexOf(type)] += 1;
  const needed = reserved.slice();
  for (const d of shape.base) {
    const type = needed.findIndex((_, t) => d.mask === typeKinds(t));
    if (type !== -1 && !d.life) needed[type] += d.count;
  }
  const usable = sources.filter((s) => s.raw.length > 0);
  const makers = [0, 1, 2, 3, 4, 5].map((t) => usable.filter((s) => s.maxCount[t] > 0).length);
  const spare = (s: Prepared): number => Math.min(...s.maxCount.flatMap((n, t) => (n > 0 ? [makers[t] - needed[t]] : [])));
  const later = (s: Prepared): number => s.maxCount.filter((n, t) => n > 0 && reserved[t] > 0).length;
  return usable
    .map((s) => ({ s, spare: spare(s), later: later(s), relevance: relevance(s) }))
    .sort(
      (a, b) =>
        a.s.rank - b.s.rank ||
        a.s.raw.length - b.s.raw.length ||
        b.spare - a.spare ||
        a.later - b.later ||
        a.relevance - b.relevance ||
        a.s.maxSize - b.s.maxSize ||
        a.s.group - b.s.group ||
        a.s.index - b.s.index,
    )
    .map(({ s }) => s);
}

/** Pool mana pays generic costs in this order: colorless first, keeping colored mana. */
const GENERIC_FROM_POOL = [COLORLESS, 0, 1, 2, 3, 4];

/**
 * The common case — sources that each add one mana of one type (basic lands), a cost of colored,
 * {C} and generic symbols — where greedy is exact: the pool pays what it can (its own type first, then
 * generic), sources of the needed type pay the rest of each color, the earliest remaining sources in
 * preference order pay the rest of the generic mana. Null when it does not apply or does not succeed.
 */
function greedy(shape: Shape, pool: ManaPool, order: Prepared[]): PaymentPlan | null {
  if (shape.phyrexian > 0 || shape.mono.some((k) => k > 0)) return null;
  if (!order.every((s) => s.raw.length === 1 && s.maxSize === 1)) return null;
  const need = [0, 0, 0, 0, 0, 0];
  for (const d of shape.base) {
    const type = need.findIndex((_, t) => d.mask === typeKinds(t));
    if (type === -1) return null;
    need[type] += d.count;
  }
  const fromPool = emptyPool();
  need.forEach((n, t) => {
    fromPool[MANA_TYPES[t]] = Math.min(n, pool[MANA_TYPES[t]]);
    need[t] -= fromPool[MANA_TYPES[t]];
  });
  const tapped = order.map(() => false);
  order.forEach((source, i) => {
    const type = source.maxCount.findIndex((n) => n > 0);
    if (need[type] > 0) {
      need[type] -= 1;
      tapped[i] = true;
    }
  });
  if (need.some((n) => n > 0)) return null;
  let generic = shape.generic;
  for (const t of GENERIC_FROM_POOL) {
    const spent = Math.min(generic, pool[MANA_TYPES[t]] - fromPool[MANA_TYPES[t]]);
    fromPool[MANA_TYPES[t]] += spent;
    generic -= spent;
  }
  for (let i = 0; i < order.length && generic > 0; i++) {
    if (!tapped[i]) {
      tapped[i] = true;
      generic -= 1;
    }
  }
  if (generic > 0) return null;
  const taps = order.filter((_, i) => tapped[i]).sort((a, b) => a.index - b.index);
  return { fromPool, taps: taps.map((s) => ({ source: s.id, mana: [...s.raw[0]] })), life: 0, leftover: emptyPool() };
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
  /** Undecided sources, each counted as able to add its largest option in any mix of its types. */
  relaxed?: { sources: Prepared[]; phase: number };
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
  const demands = p.demands;
  let wanted = 0;
  for (const d of demands) wanted += d.count;
  // Interchangeable relaxed sources (side by side in the order) pooled into one node.
  const relaxed: { snow: boolean; size: number; counts: number[] }[] = [];
  if (p.relaxed) {
    let last: Prepared | null = null;
    for (const source of p.relaxed.sources) {
      const top = relaxed[relaxed.length - 1];
      if (last && top && last.group === source.group) {
        top.size += source.maxSize;
        for (let t = 0; t < 6; t++) top.counts[t] += source.maxCount[t];
      } else relaxed.push({ snow: source.snow, size: source.maxSize, counts: source.maxCount.slice() });
      last = source;
    }
  }
  const net = Net.create(
    4 + demands.length + KINDS + relaxed.length,
    2 + demands.length * (KINDS + 2) + p.supplies.length + relaxed.length * 7,
  );
  const { s, t, hub, demandNodes } = demandNetwork(net, demands);
  const relaxedPhase = relaxed.length > 0 && p.relaxed ? p.relaxed.phase : -1;
  const phases: number[] = [];
  for (const x of p.supplies) if (!phases.includes(x.phase)) phases.push(x.phase);
  if (p.lifeUnits > 0 && !phases.includes(p.lifePhase)) phases.push(p.lifePhase);
  if (relaxedPhase >= 0 && !phases.includes(relaxedPhase)) phases.push(relaxedPhase);
  phases.sort((a, b) => a - b);
  const supplyEdges: number[] = p.supplies.map(() => -1);
  let lifeEdge = -1;
  let total = 0;
  for (const phase of phases) {
    p.supplies.forEach((x, i) => {
      if (x.phase === phase && x.amount > 0) supplyEdges[i] = net.edge(s, hub(x.kind), x.amount);
    });
    if (phase === relaxedPhase) {
      for (const group of relaxed) {
        const v = net.node();
        net.edge(s, v, group.size);
        for (let type = 0; type < 6; type++) if (group.counts[type] > 0) net.edge(v, hub(kindOf(type, group.snow)), group.counts[type]);
      }
    }
    if (p.lifeUnits > 0 && p.lifePhase === phase) {
      const life = net.node();
      lifeEdge = net.edge(s, life, p.lifeUnits);
      for (let i = 0; i < demands.length; i++) if (demands[i].life) net.edge(life, demandNodes[i], INF);
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

/** Listed so that the flow, which tries the last-added supply first, spends pool mana in GENERIC_FROM_POOL order. */
function poolSupplies(pool: ManaPool, phase: number): Supply[] {
  return [...GENERIC_FROM_POOL]
    .reverse()
    .map((t) => ({ kind: kindOf(t, false), amount: pool[MANA_TYPES[t]], phase }))
    .filter((x) => x.amount > 0);
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

const toTapList = (taps: Tap[]): PaymentPlan['taps'] =>
  taps.map(({ source, option }) => ({ source: source.id, mana: [...source.raw[option]] }));

/** Supplies in phase 0 are the pool's; later phases are the mana of `taps`. */
function buildPlan(fromPool: ManaPool, taps: Tap[], supplies: Supply[], allocation: Allocation): PaymentPlan {
  const leftover = emptyPool();
  for (const { source, option } of taps) for (const type of source.raw[option]) leftover[type] += 1;
  supplies.forEach((x, i) => {
    if (x.phase > 0) leftover[MANA_TYPES[x.kind >> 1]] -= allocation.used[i];
  });
  return { fromPool, taps: toTapList(taps), life: 2 * allocation.lifeUsed, leftover };
}

function validateX(x: VariableValues): Failure | null {
  const values = typeof x === 'number' ? [x] : [x.X, x.Y, x.Z].filter((v): v is number => v !== undefined);
  // 107.1a, 107.1b: a chosen number is a whole number, not negative.
  if (values.some((v) => !Number.isSafeInteger(v) || v < 0)) return fail('INVALID_PAYMENT', msg('601-mana-payment.INVALID_PAYMENT.3'));
  return null;
}

function validatePool(pool: ManaPool, what: string): Failure | null {
  for (const type of MANA_TYPES) {
    const n = pool[type];
    if (!Number.isSafeInteger(n) || n < 0)
      return fail('INVALID_PAYMENT', msg('601-mana-payment.INVALID_PAYMENT.4', { what: what, type: type }));
  }
  return null;
}

/** 119.4: life can be paid only up to the life total; each Phyrexian symbol costs 2 (107.4f). */
const lifeUnitsAffordable = (lifeAvailable: number | undefined): number =>
  lifeAvailable === undefined ? INF : Math.max(0, Math.floor(lifeAvailable / 2));

function plural(n: number, word: 'mana' | 'Phyrexian symbol'): Message {
  const one = n === 1;
  if (word === 'mana') return msg(one ? '601-mana-payment.mana.one' : '601-mana-payment.mana.other', { count: n });
  return msg(one ? '601-mana-payment.phyrexian.one' : '601-mana-payment.phyrexian.other', { count: n });
}

/** Why the mana cannot pay the cost, when a single type (or snow) is short. */
function diagnose(shape: Shape, pool: ManaPool, sources: Prepared[], lifeUnits: number, where: Message): Message {
  const demands = demandsOf(shape, 'relaxed');
  for (let t = 0; t < 6; t++) {
    const need = demands.filter((d) => (d.mask & ~typeKinds(t)) === 0 && (!d.life || lifeUnits === 0)).reduce((n, d) => n + d.count, 0);
    const have = pool[MANA_TYPES[t]] + sources.reduce((n, s) => n + s.maxCount[t], 0);
    if (need > have)
      return msg('601-mana-payment.needsType', { cost: shape.text, need, type: msg(`mana.${TYPE_NAMES[t]}` as MessageKey), have, where });
  }
  const snowNeed = demands.filter((d) => d.mask === SNOW_KINDS).reduce((n, d) => n + d.count, 0);
  const snowHave = sources.filter((s) => s.snow).reduce((n, s) => n + s.maxSize, 0);
  if (snowNeed > snowHave)
    return msg('601-mana-payment.needsSnow', { cost: shape.text, need: plural(snowNeed, 'mana'), have: snowHave, where });
  return msg('601-mana-payment.wrongColors', { where, cost: shape.text });
}

function costLabel(shape: Shape, cost: ManaCost, x: VariableValues): string {
  const hasX = cost.symbols.some((s) => s.kind === 'x');
  return hasX ? `${shape.text} with X=${typeof x === 'number' ? x : JSON.stringify(x)}` : shape.text;
}

/**
 * The network's source, sink and demand side: one node per demand (to the sink, its count), and
 * one hub per kind of mana, created when first used, reaching the demands that kind can pay.
 */
function demandNetwork(
  net: Net,
  demands: { count: number; mask: number }[],
): { s: number; t: number; hub: (kind: number) => number; demandNodes: number[] } {
  const s = net.node();
  const t = net.node();
  const demandNodes = demands.map((d) => {
    const v = net.node();
    net.edge(v, t, d.count);
    return v;
  });
  const hubs: number[] = Array.from({ length: 12 }, () => -1);
  const hub = (kind: number): number => {
    if (hubs[kind] === -1) {
      const v = net.node();
      hubs[kind] = v;
      for (let i = 0; i < demands.length; i++) if (demands[i].mask & (1 << kind)) net.edge(v, demandNodes[i], INF);
    }
    return hubs[kind];
  };
  return { s, t, hub, demandNodes };
}

/**
 * Automatic payment (601.2g). Choices, in order: pay Phyrexian symbols with mana where possible (life
 * only with `payLifeForPhyrexian`, for as few symbols as possible); spend mana already in the pool;
 * tap as few sources as possible (so no tapped source is unneeded); then leave the least mana over;
 * among equals, the order of `preferenceOrder` (lands first, creatures last; fewer options; mana with
 * the most to spare after this cost and `reserve`). Deterministic.
 */
export function findPayment(
  cost: ManaCost,
  x: VariableValues,
  pool: ManaPool,
  sources: ManaSource[],
  opts: FindPaymentOptions = {},
): PaymentResult {
  const invalid = validateX(x) ?? validatePool(pool, 'the mana pool');
  if (invalid) return invalid;
  const prepared = prepareSources(sources);
  if (!Array.isArray(prepared)) return prepared;
  const meter = new Meter(opts.maxSteps ?? DEFAULT_MAX_STEPS);
  try {
    const shape = shapeOf(cost, x);
    const order = preferenceOrder(prepared, shape, opts.reserve);
    const quick = greedy(shape, pool, order);
    if (quick) return { ok: true, plan: quick };
    return find(shape, costLabel(shape, cost, x), pool, order, opts, meter);
  } catch (e) {
    if (e instanceof TooComplex)
      return fail('TOO_COMPLEX', msg('601-mana-payment.TOO_COMPLEX', { formatManaCost: formatManaCost(cost), max: meter.max }));
    throw e;
  }
}

/** Is `a` a better payment than `b`: less life (mana first), then fewer taps, then less mana left over? */
const better = (a: PaymentPlan, b: PaymentPlan | null): boolean =>
  !b ||
  a.life < b.life ||
  (a.life === b.life &&
    (a.taps.length < b.taps.length || (a.taps.length === b.taps.length && poolSize(a.leftover) < poolSize(b.leftover))));

/**
 * Pays with the pool, the mana of `fixed` taps, then sources that each add one mana (of a type among
 * their options). One flow does it: the pool first, then the fixed taps, then each unit source in
 * preference order is added and kept when it lets more of the cost be paid — the sets of unit sources
 * that can pay together form a matroid, so this taps the fewest, preferred ones first — life last.
 * Each way of paying the {2/c} symbols is tried; the least life, then the fewest taps, wins.
 */
function payWithUnitSources(
  shape: Shape,
  pool: ManaPool,
  fixed: Tap[],
  units: Prepared[],
  maxLife: number,
  meter: Meter,
): PaymentPlan | null {
  let best: PaymentPlan | null = null;
  const colors = [0, 1, 2, 3, 4].filter((c) => shape.mono[c] > 0);
  const choice = shape.mono.slice();
  const fromPool = poolSupplies(pool, 0);
  const fromTaps = tapSupplies(fixed, 1);
  const optionCount = units.reduce((n, source) => n + source.raw.length, 0);
  const tryChoice = (): void => {
    const demands = demandsOf(shape, choice);
    let wanted = 0;
    for (const d of demands) wanted += d.count;
    meter.tick();
    const net = Net.create(5 + demands.length + KINDS + units.length, 3 + demands.length * (KINDS + 2) + 18 + units.length + optionCount);
    const { s, t, hub, demandNodes } = demandNetwork(net, demands);
    let total = 0;
    const supplyEdges: number[] = [];
    for (const phase of [0, 1, 2]) {
      for (const x of [...fromPool, ...fromTaps]) if (x.phase === phase) supplyEdges.push(net.edge(s, hub(x.kind), x.amount));
      total += net.augment(s, t, meter);
    }
    const unitEdges: { edge: number; options: number[] }[] = [];
    for (const source of units) {
      if (total === wanted) break;
      const v = net.node();
      const edge = net.edge(s, v, 1);
      const options = source.counts.map((count) =>
        net.edge(
          v,
          hub(
            kindOf(
              count.findIndex((n) => n > 0),
              source.snow,
            ),
          ),
          1,
        ),
      );
      unitEdges.push({ edge, options });
      total += net.augment(s, t, meter);
    }
    let lifeEdge = -1;
    if (total < wanted && maxLife > 0) {
      const life = net.node();
      lifeEdge = net.edge(s, life, maxLife);
      for (let i = 0; i < demands.length; i++) if (demands[i].life) net.edge(life, demandNodes[i], INF);
      total += net.augment(s, t, meter);
    }
    if (total < wanted) return;
    const supplies = [
      ...fromPool.filter((x) => x.phase === 0),
      ...fromTaps.filter((x) => x.phase === 1),
      ...fromTaps.filter((x) => x.phase === 2),
    ];
    const used = supplies.map((_, i) => net.flowOn(supplyEdges[i]));
    const spent = emptyPool();
    supplies.forEach((x, i) => {
      if (x.phase === 0) spent[MANA_TYPES[x.kind >> 1]] += used[i];
    });
    const taps = [...fixed];
    unitEdges.forEach(({ edge, options }, i) => {
      if (net.flowOn(edge) > 0) taps.push({ source: units[i], option: options.findIndex((e) => net.flowOn(e) > 0) });
    });
    taps.sort((a, b) => a.source.index - b.source.index);
    const lifeUsed = lifeEdge === -1 ? 0 : net.flowOn(lifeEdge);
    // Unit sources' mana is all spent; only the fixed taps can leave mana over.
    const plan = { ...buildPlan(spent, fixed, supplies, { used, lifeUsed }), taps: toTapList(taps) };
    if (better(plan, best)) best = plan;
  };
  const tryFrom = (i: number): void => {
    if (i === colors.length) return tryChoice();
    for (let j = shape.mono[colors[i]]; j >= 0; j--) {
      choice[colors[i]] = j;
      tryFrom(i + 1);
    }
  };
  tryFrom(0);
  return best;
}

function find(shape: Shape, label: string, pool: ManaPool, preferred: Prepared[], opts: FindPaymentOptions, meter: Meter): PaymentResult {
  const maxLife = opts.payLifeForPhyrexian ? Math.min(shape.phyrexian, lifeUnitsAffordable(opts.lifeAvailable)) : 0;
  const inPool = poolSize(pool);
  const available = inPool + preferred.reduce((n, s) => n + s.maxSize, 0);
  if (available + maxLife < shape.minMana) {
    return fail(
      'NOT_ENOUGH_MANA',
      msg('601-mana-payment.NOT_ENOUGH_MANA', { label: label, plural: plural(shape.minMana, 'mana'), available: available }),
    );
  }
  const wrongColors = (): Failure => fail('WRONG_COLORS', diagnose(shape, pool, preferred, maxLife, msg('601-mana-payment.canBeProduced')));
  if (preferred.every((s) => s.maxSize === 1)) {
    const plan = payWithUnitSources(shape, pool, [], preferred, maxLife, meter);
    return plan ? { ok: true, plan } : wrongColors();
  }

  // Sources adding more than one mana at once: each is left untapped or tapped for one of its options,
  // by a depth-first search; the unit sources complete each choice exactly (above).
  groupSources(preferred);
  const order = preferenceOrder(preferred, shape, opts.reserve);
  const bulky = order.filter((s) => s.maxSize > 1);
  const units = order.filter((s) => s.maxSize === 1);
  const relaxedDemands = demandsOf(shape, 'relaxed');
  const fromPool = poolSupplies(pool, 0);
  const feasible = (taps: Tap[], from: number, life: number): boolean => {
    const relaxed = { sources: [...bulky.slice(from), ...units], phase: 0 };
    const supplies = [...fromPool, ...tapSupplies(taps, 0)];
    return solve({ demands: relaxedDemands, supplies, lifeUnits: life, lifePhase: 0, relaxed, forced: false }, meter) !== null;
  };
  // The least life any payment needs (a lower bound: the relaxation is optimistic).
  let leastLife = 0;
  while (leastLife <= maxLife && !feasible([], 0, leastLife)) leastLife++;
  if (leastLife > maxLife) return wrongColors();

  /** The most mana one source from bulky[i] on, or a unit source, adds. */
  const largest = bulky.map((_, i) => Math.max(units.length > 0 ? 1 : 0, ...bulky.slice(i).map((s) => s.maxSize)));
  largest.push(units.length > 0 ? 1 : 0);
  let best: PaymentPlan | null = null;
  const chosen: Tap[] = [];
  /** Option index per bulky source; the number of its options leaves it untapped. */
  const values: number[] = [];
  const search = (i: number): void => {
    if (best && best.life <= leastLife) {
      // Stop when this branch can no longer beat the best plan: at least the mana still missing must
      // come from sources not decided yet, each adding at most `largest[i]`.
      const missing = shape.minMana - best.life / 2 - inPool - chosen.reduce((n, tap) => n + tap.source.raw[tap.option].length, 0);
      const more = missing <= 0 ? 0 : largest[i] === 0 ? INF : Math.ceil(missing / largest[i]);
      const taps = chosen.length + more;
      if (taps > best.taps.length || (taps === best.taps.length && poolSize(best.leftover) === 0)) return;
    }
    if (i === bulky.length) {
      const plan = payWithUnitSources(shape, pool, chosen, units, maxLife, meter);
      if (plan && better(plan, best)) best = plan;
      return;
    }
    const source = bulky[i];
    // Tapped before untapped, so that payments turn up early; interchangeable sources take
    // non-decreasing values (no permutations).
    const first = i > 0 && bulky[i - 1].group === source.group ? values[i - 1] : 0;
    for (let value = first; value <= source.raw.length; value++) {
      meter.tick();
      values[i] = value;
      const tap = value < source.raw.length;
      if (tap) chosen.push({ source, option: value });
      if (i + 1 === bulky.length || feasible(chosen, i + 1, maxLife)) search(i + 1);
      if (tap) chosen.pop();
    }
  };
  search(0);
  const found: PaymentPlan | null = best;
  return found ? { ok: true, plan: found } : fail('WRONG_COLORS', msg('601-mana-payment.WRONG_COLORS', { label: label }));
}

interface Found {
  taps: Tap[];
  supplies: Supply[];
  allocation: Allocation;
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
    if (!source) return fail('INVALID_PAYMENT', msg('601-mana-payment.INVALID_PAYMENT.5', { id: id }));
    if (tapped.includes(source)) return fail('INVALID_PAYMENT', msg('601-mana-payment.INVALID_PAYMENT.6', { id: id }));
    if (source.raw.length === 0) return fail('INVALID_PAYMENT', msg('601-mana-payment.INVALID_PAYMENT.7', { id: id }));
    tapped.push(source);
  }
  const missing = emptyPool();
  for (const type of MANA_TYPES) missing[type] = Math.max(0, spend[type] - pool[type]);
  if (poolSize(missing) > 0) return fail('INVALID_PAYMENT', msg('601-mana-payment.INVALID_PAYMENT.8', { formatPool: formatPool(missing) }));

  const shape = shapeOf(cost, x);
  const label = costLabel(shape, cost, x);
  const affordable = lifeUnitsAffordable(opts.lifeAvailable);
  if (given.life !== undefined) {
    const units = given.life / 2;
    if (!Number.isSafeInteger(units) || units < 0) return fail('INVALID_PAYMENT', msg('601-mana-payment.INVALID_PAYMENT.9'));
    if (units > affordable)
      return fail('INVALID_PAYMENT', msg('601-mana-payment.INVALID_PAYMENT.10', { life: given.life, life2: given.life }));
    if (units > shape.phyrexian)
      return fail(
        'INVALID_PAYMENT',
        msg('601-mana-payment.INVALID_PAYMENT.11', {
          text: shape.text,
          plural: plural(shape.phyrexian, 'Phyrexian symbol'),
          life: given.life,
        }),
      );
  }
  const lifeFixed = given.life !== undefined;
  const maxLife = lifeFixed ? (given.life ?? 0) / 2 : Math.min(shape.phyrexian, affordable);
  const givenMana = poolSize(spend) + tapped.reduce((n, s) => n + s.maxSize, 0);
  if (givenMana + maxLife < shape.minMana) {
    return fail(
      'NOT_ENOUGH_MANA',
      msg('601-mana-payment.NOT_ENOUGH_MANA.2', { label: label, plural: plural(shape.minMana, 'mana'), givenMana: givenMana }),
    );
  }

  const meter = new Meter(opts.maxSteps ?? DEFAULT_MAX_STEPS);
  // Sources with a single option first: they fix part of the supply before the search branches.
  groupSources(tapped);
  const order = [...tapped].sort((a, b) => a.raw.length - b.raw.length || a.group - b.group || tapped.indexOf(a) - tapped.indexOf(b));
  const forcedPool = poolSupplies(spend, 0);
  const relaxedDemands = demandsOf(shape, 'relaxed');
  // Pruning ignores that the given pool mana must all be spent: the relaxed demands count {2/c} as
  // one mana, which would understate how much pool mana the cost can take.
  const relaxedCheck = (taps: Tap[], from: number, life: number): boolean => {
    const relaxed = { sources: order.slice(from), phase: 1 };
    const supplies = [...forcedPool, ...tapSupplies(taps, 1)];
    return (
      solve({ demands: relaxedDemands, supplies, lifeUnits: life, lifePhase: lifeFixed ? 0 : 1, relaxed, forced: false }, meter) !== null
    );
  };
  const branching = order.some((source) => source.raw.length > 1);
  /** Whether some choice paid the cost but only by leaving part of the given pool mana unspent. */
  let overpaid = false;

  try {
    const lives = lifeFixed ? [maxLife] : Array.from({ length: maxLife + 1 }, (_, i) => i);
    for (const life of lives) {
      if (branching && !relaxedCheck([], 0, life)) continue;
      const chosen: Tap[] = [];
      const search = (position: number): Found | null => {
        if (position === order.length) {
          const supplies = [...forcedPool, ...tapSupplies(chosen, 1)];
          const problem = { supplies, lifeUnits: life, lifePhase: lifeFixed ? 0 : 3, forced: true };
          const allocation = solveExact(shape, problem, meter);
          if (allocation) return { taps: [...chosen], supplies, allocation };
          if (!overpaid && forcedPool.length > 0) overpaid = solveExact(shape, { ...problem, forced: false }, meter) !== null;
          return null;
        }
        const source = order[position];
        const previous = chosen[position - 1];
        const firstOption = previous && previous.source.group === source.group ? previous.option : 0;
        for (let option = firstOption; option < source.raw.length; option++) {
          meter.tick();
          chosen.push({ source, option });
          const promising = position + 1 === order.length || source.raw.length === 1 || relaxedCheck(chosen, position + 1, life);
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
    if (overpaid) {
      // 118.3a: paying removes exactly the cost's mana; the rest of the given pool mana can't be spent on it.
      return fail('INVALID_PAYMENT', msg('601-mana-payment.INVALID_PAYMENT.12', { formatPool: formatPool(spend), label: label }));
    }
    if (!relaxedCheck([], 0, maxLife))
      return fail('WRONG_COLORS', diagnose(shape, spend, tapped, maxLife, msg('601-mana-payment.isGiven')));
    return fail('WRONG_COLORS', msg('601-mana-payment.WRONG_COLORS.2', { label: label }));
  } catch (e) {
    if (e instanceof TooComplex) return fail('TOO_COMPLEX', msg('601-mana-payment.TOO_COMPLEX.2', { text: shape.text, max: meter.max }));
    throw e;
  }
}
