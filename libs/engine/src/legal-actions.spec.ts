import { Action } from './actions/action';
import { adjudicate, tryAction } from './adjudicate';
import { CardDefinition } from './cards/card';
import { InMemoryCatalog } from './cards/in-memory-catalog';
import { legalActionsFor } from './legal-actions';
import { runUntilDecision } from './rules/500-turn-structure';
import { seededRandom, simulate } from './simulator';
import { parseBoard } from './state/parse';
import { GameState } from './state/types';
import { SPELL_CARDS } from './testing/spell-cards';
import { Trace } from './trace/trace';

const extra: CardDefinition[] = [
  {
    name: 'Hill Giant',
    manaCost: '{3}{R}',
    colors: ['R'],
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Giant'],
    power: '3',
    toughness: '3',
    loyalty: null,
    text: '',
  },
  {
    name: 'Raging Goblin',
    manaCost: '{R}',
    colors: ['R'],
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Goblin', 'Berserker'],
    power: '1',
    toughness: '1',
    loyalty: null,
    text: 'Haste',
  },
  {
    name: 'Giant Spider',
    manaCost: '{3}{G}',
    colors: ['G'],
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Spider'],
    power: '2',
    toughness: '4',
    loyalty: null,
    text: 'Reach',
  },
  {
    name: 'Craw Wurm',
    manaCost: '{4}{G}{G}',
    colors: ['G'],
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Wurm'],
    power: '6',
    toughness: '4',
    loyalty: null,
    text: '',
  },
];
const catalog = new InMemoryCatalog([...SPELL_CARDS, ...extra]);

const decks: [string, number][][] = [
  [
    ['Mountain', 12],
    ['Forest', 4],
    ['Lightning Bolt', 4],
    ['Shock', 4],
    ['Raging Goblin', 4],
    ['Hill Giant', 4],
    ['Blaze', 2],
    ['Giant Growth', 2],
  ],
  [
    ['Forest', 12],
    ['Island', 4],
    ['Grizzly Bears', 4],
    ['Llanowar Elves', 4],
    ['Giant Spider', 4],
    ['Unsummon', 4],
    ['Counterspell', 2],
    ['Craw Wurm', 2],
  ],
];

/** Boards reached by random legal play: each one a board a client could send. */
function reachableBoards(seed: string, count: number): unknown[] {
  const random = seededRandom(seed);
  const boards: unknown[] = [];
  const shuffle = (cards: string[]): string[] => {
    const out = [...cards];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  let state: unknown = null;
  const fresh = () => ({
    players: ['alice', 'bob'].map((id, p) => {
      const cards = shuffle(decks[p].flatMap(([n, k]) => Array.from({ length: k }, () => n)));
      return { id, hand: cards.slice(0, 7), library: cards.slice(7) };
    }),
    turn: { number: 1, active: 'alice', step: 'upkeep', priority: 'alice' },
  });
  for (let n = 0; boards.length < count; n++) {
    state ??= fresh();
    const listed = legalActionsFor(state, catalog);
    if (!listed.ok || !listed.value.decision) {
      state = null;
      continue;
    }
    // Every third board, so that the sample reaches later turns and combat.
    if (n % 3 === 0) boards.push(state);
    const all = listed.value.actions.filter((a) => a.action.type !== 'concede');
    const nonPass = all.filter((a) => a.action.type !== 'pass');
    let action: Action = (nonPass.length > 0 && random() < 0.6 ? nonPass[Math.floor(random() * nonPass.length)] : all[0]).action;
    if (listed.value.decision.kind === 'declareAttackers' && listed.value.attackers) {
      action = {
        type: 'declareAttackers',
        player: listed.value.decision.player,
        attackers: listed.value.attackers
          .filter((a) => a.canAttack.length > 0 && random() < 0.7)
          .map((a) => ({ id: a.id, attacking: a.canAttack[0] })),
      };
    }
    if (listed.value.decision.kind === 'declareBlockers' && listed.value.blockers) {
      action = {
        type: 'declareBlockers',
        player: listed.value.decision.player,
        blockers: listed.value.blockers
          .filter((b) => b.canBlock.length > 0 && random() < 0.7)
          .map((b) => ({ id: b.id, blocking: [b.canBlock[0]] })),
      };
    }
    const outcome = adjudicate({ state, action }, catalog);
    state = outcome.kind === 'answer' && outcome.answer.legal && !outcome.answer.gameOver ? outcome.answer.state : null;
  }
  return boards;
}

function settled(raw: unknown): GameState {
  const parsed = parseBoard(raw, catalog);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const ctx = { state: parsed.value, trace: new Trace() };
  runUntilDecision(ctx);
  return ctx.state;
}

/** Every cast, activation and land play one could propose on a board, legal or not. */
function candidates(state: GameState, player: string): Action[] {
  const ids = [...state.players.map((p) => p.id), ...state.battlefield.map((o) => o.id), ...state.stack.map((s) => s.id)];
  const out: Action[] = [{ type: 'pass', player }];
  const me = state.players.find((p) => p.id === player);
  for (const card of me?.hand ?? []) {
    out.push({ type: 'playLand', player, card: card.id });
    out.push({ type: 'cast', player, card: card.id });
    for (const t of ids)
      out.push({ type: 'cast', player, card: card.id, targets: [t], ...(card.card?.manaCost.includes('{X}') ? { x: 0 } : {}) });
    if (card.card?.manaCost.includes('{X}')) out.push({ type: 'cast', player, card: card.card ? card.id : card.id, x: 0 });
  }
  for (const o of state.battlefield)
    for (let i = 0; i < 2; i++) {
      out.push({ type: 'activate', player, source: o.id, ability: i });
      for (const t of ids) out.push({ type: 'activate', player, source: o.id, ability: i, targets: [t] });
    }
  return out;
}

function listedCovers(listed: ReturnType<typeof legalActionsFor>, a: Action): boolean {
  if (!listed.ok) return false;
  return listed.value.actions.some(({ action, targetOptions }) => {
    if (action.type !== a.type) return false;
    if (action.type === 'pass') return true;
    if (action.type === 'playLand' && a.type === 'playLand') return action.card === a.card;
    const sameObject =
      (action.type === 'cast' && a.type === 'cast' && action.card === a.card) ||
      (action.type === 'activate' && a.type === 'activate' && action.source === a.source && action.ability === a.ability);
    if (!sameObject) return false;
    const targets = (a as { targets?: string[] }).targets ?? [];
    return targets.every((t, i) => targetOptions?.[i]?.includes(t));
  });
}

describe('legal actions (property tests on boards reached by random legal play)', () => {
  const boards = reachableBoards('legal-actions', 120);

  it('every listed action is judged legal by the adjudicator', () => {
    let checked = 0;
    for (const board of boards) {
      const listed = legalActionsFor(board, catalog);
      if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
      for (const { action } of listed.value.actions) {
        const outcome = adjudicate({ state: board, action }, catalog);
        expect({ action, legal: outcome.kind === 'answer' && outcome.answer.legal }).toEqual({ action, legal: true });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(boards.length);
  });

  it('every pass, land play, cast and activation the adjudicator judges legal is listed', () => {
    let legal = 0;
    for (const board of boards) {
      const state = settled(board);
      const listed = legalActionsFor(board, catalog);
      if (!listed.ok || listed.value.decision?.kind !== 'priority') continue;
      for (const a of candidates(state, listed.value.decision.player)) {
        if (!tryAction(state, a).legal) continue;
        legal++;
        expect({ action: a, listed: listedCovers(listed, a) }).toEqual({ action: a, listed: true });
      }
    }
    expect(legal).toBeGreaterThan(boards.length);
  });

  it('declaration steps list per-creature options, not every combination', () => {
    const kinds = new Set(boards.map((b) => legalActionsFor(b, catalog)).map((l) => (l.ok ? l.value.decision?.kind : 'error')));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['declareAttackers', 'priority']));
    const state = {
      players: [{ id: 'alice' }, { id: 'bob' }],
      battlefield: [
        { id: 'a1', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'a2', card: 'Hill Giant', controller: 'alice' },
        { id: 'a3', card: 'Hill Giant', controller: 'alice', summoningSick: true },
        { id: 'b1', card: 'Giant Spider', controller: 'bob' },
      ],
      turn: { number: 3, active: 'alice', step: 'declare-attackers' },
    };
    const attack = legalActionsFor(state, catalog);
    if (!attack.ok) throw new Error('board refused');
    expect(attack.value.decision?.kind).toBe('declareAttackers');
    expect(attack.value.attackers).toEqual([
      { id: 'a1', canAttack: ['bob'] },
      { id: 'a2', canAttack: ['bob'] },
    ]);
    expect(attack.value.actions.map((a) => a.action)).toContainEqual({ type: 'declareAttackers', player: 'alice', attackers: [] });
    const block = legalActionsFor(
      {
        ...state,
        combat: {
          attackers: [
            { id: 'a1', attacking: 'bob' },
            { id: 'a2', attacking: 'bob' },
          ],
        },
        turn: { number: 3, active: 'alice', step: 'declare-blockers' },
      },
      catalog,
    );
    if (!block.ok) throw new Error('board refused');
    expect(block.value.blockers).toEqual([{ id: 'b1', canBlock: ['a1', 'a2'] }]);
  });

  it('the simulator plays whole games with no engine error, round trip or invariant problem', () => {
    const report = simulate(catalog, { games: 3, seed: 'spec', decks });
    expect(report.problems).toEqual([]);
    expect(report.actions).toBeGreaterThan(100);
  });
});
