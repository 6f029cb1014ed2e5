import { ActivationRestrictions, SacrificeCost } from '../cards/ability';
import { CostPart, TimingWindow } from '../cards/grammar/cost';
import { Ctx, objectName } from '../context';
import { GameObject, GameState, PlayerState } from '../state/types';
import { Violation } from '../violation';
import { lookBack, putIntoOwnerZone, takeFromBattlefield } from '../state/zones';
import { matchesCard, matchesOption } from '../select/selector';
import { conditionTrue } from '../select/condition';
import { putDiscardedCard } from './614-replacement-effects';
import { summoningSick } from './302-creatures';
import { characteristicsOf } from './613-layers';
import { seededRandom } from './701.24-shuffle';
import { Unsupported } from '../unsupported';
import { msg } from '../trace/message';
import { endForAsLongAsEffects } from './611-durations';

/**
 * 601.2h through 602.2b: the cost phrases of an activated ability besides its mana, {T}, life and
 * sacrifices (cards/grammar/cost.ts), and 602.5: what restricts its activation. What the player
 * chooses for a phrase comes with the action, one list of ids per verb, as "sacrifice" does:
 * `discard` (cards from the hand), `exile` (cards from the graveyard), `tapUntapped` (permanents
 * tapped), `returnToHand` (permanents returned), `putOnTop` (the card put on the library).
 */
export interface CostChoices {
  player: string;
  discard?: string[];
  exile?: string[];
  tapUntapped?: string[];
  returnToHand?: string[];
  putOnTop?: string[];
}

type ChoiceField = Exclude<keyof CostChoices, 'player'>;

/** The field of the action that names what a phrase takes. */
function fieldOf(part: CostPart): ChoiceField | null {
  if ('self' in part && part.self) return null;
  switch (part.kind) {
    case 'discard':
      return part.random ? null : 'discard';
    case 'exile':
      return 'exile';
    case 'tapUntapped':
    case 'crew':
      return 'tapUntapped';
    case 'return':
      return 'returnToHand';
    case 'putOnTop':
      return 'putOnTop';
    default:
      return null;
  }
}

const FIELDS: ChoiceField[] = ['discard', 'exile', 'tapUntapped', 'returnToHand', 'putOnTop'];

/** What a phrase takes, chosen before anything is paid (601.2h: no partial payment). */
export interface ChosenPart {
  part: CostPart;
  objects: GameObject[];
}

/**
 * 601.2h, 118.3: checks that each phrase can be paid with what the action names; nothing changes
 * yet. `tapsSource`: the cost has {T}, so the source cannot also be one of the permanents tapped.
 */
export function chooseCostParts(
  state: GameState,
  parts: CostPart[],
  action: CostChoices,
  source: GameObject,
  tapsSource: boolean,
): ChosenPart[] | Violation {
  const player = state.players.find((p) => p.id === action.player);
  if (!player) return [];
  const asker = { controller: action.player, source: source.id, x: null };
  for (const field of FIELDS) {
    // 601.2h: the cards discarded at random are not chosen by the player.
    if (field === 'discard' && action.discard !== undefined && parts.some(isRandom) && !parts.some((p) => fieldOf(p) === 'discard'))
      return { code: 'NO_SUCH_COST', rule: '601.2h', message: msg('602-activation-costs.RANDOM_DISCARD') };
    if (action[field] !== undefined && !parts.some((p) => fieldOf(p) === field))
      return { code: 'NO_SUCH_COST', rule: '602.2b', message: msg('602-activation-costs.NO_SUCH_COST', { field }) };
  }
  const used = new Set<string>();
  const out: ChosenPart[] = [];
  const named = (field: ChoiceField, n: number, what: string): string[] | Violation => {
    const ids = action[field] ?? [];
    if (ids.length !== n || new Set(ids).size !== ids.length)
      return {
        code: 'COST_CHOICE_REQUIRED',
        rule: '601.2h',
        message: msg('602-activation-costs.COST_CHOICE_REQUIRED', { count: n, what, field }),
      };
    for (const id of ids)
      if (used.has(id)) return { code: 'COST_CHOICE_REQUIRED', rule: '601.2h', message: msg('602-activation-costs.USED_TWICE', { id }) };
    ids.forEach((id) => used.add(id));
    return ids;
  };
  const known = (o: GameObject): void => {
    if (!o.card) throw new Unsupported('UNSUPPORTED_ACTION', msg('602-activation-costs.UNSUPPORTED_ACTION.hidden', { id: o.id }), '601.2h');
  };
  for (const part of parts) {
    switch (part.kind) {
      case 'untap':
        // 107.6: an untapped permanent cannot be untapped to pay {Q}; 602.5a: a creature's {Q} needs it under control since the turn began.
        if (!source.tapped)
          return { code: 'NOT_TAPPED', rule: '107.6', message: msg('602-activation-costs.NOT_TAPPED', { describe: objectName(source) }) };
        if (summoningSick(state, source))
          return {
            code: 'SUMMONING_SICK',
            rule: '602.5a',
            message: msg('602-activating-abilities.SUMMONING_SICK', { describe: objectName(source), player: action.player }),
          };
        out.push({ part, objects: [source] });
        break;
      case 'removeCounters': {
        const kind = part.counter.replace(/\u2212/g, '-');
        const has = source.counters[kind] ?? 0;
        if (has < part.n)
          return {
            code: 'NOT_ENOUGH_COUNTERS',
            rule: '118.3',
            message: msg('602-activation-costs.NOT_ENOUGH_COUNTERS', { describe: objectName(source), has, count: part.n, kind }),
          };
        out.push({ part, objects: [source] });
        break;
      }
      case 'energy': {
        // 107.14, 118.3: {E} is paid with the player's own energy counters; one without enough cannot pay.
        const has = player.energy ?? 0;
        if (has < part.n)
          return {
            code: 'NOT_ENOUGH_ENERGY',
            rule: '118.3',
            message: msg('602-activation-costs.NOT_ENOUGH_ENERGY', { player: player.id, has, count: part.n }),
          };
        out.push({ part, objects: [] });
        break;
      }
      case 'discard':
      case 'putOnTop': {
        if ('self' in part && part.self) break;
        if (part.kind === 'discard' && part.random) {
          // 601.2h: the cards are chosen at random as the cost is paid, after the rest; the player names none.
          if (action.discard !== undefined)
            return { code: 'NO_SUCH_COST', rule: '601.2h', message: msg('602-activation-costs.RANDOM_DISCARD') };
          const hand = player.hand.filter((o) => o.id !== source.id && !used.has(o.id));
          if (hand.length < part.n)
            return {
              code: 'CANNOT_DISCARD',
              rule: '118.3',
              message: msg('602-activation-costs.CANNOT_DISCARD', { player: player.id, has: hand.length, count: part.n }),
            };
          out.push({ part, objects: [] });
          break;
        }
        const field = part.kind === 'discard' ? 'discard' : 'putOnTop';
        const ids = named(field, part.n, part.text);
        if ('code' in ids) return ids;
        const objects: GameObject[] = [];
        for (const id of ids) {
          const o = player.hand.find((c) => c.id === id);
          if (!o || o.id === source.id)
            return { code: 'NOT_IN_HAND', rule: '118.3', message: msg('602-activation-costs.NOT_IN_HAND', { id, player: player.id }) };
          known(o);
          if (!matchesCard(state, part.option, o, asker)) return mismatch(o, part.text);
          objects.push(o);
        }
        out.push({ part, objects });
        break;
      }
      case 'exile': {
        if (part.self) {
          used.add(source.id);
          out.push({ part, objects: [source] });
          break;
        }
        const ids = named('exile', part.n, part.text);
        if ('code' in ids) return ids;
        const objects: GameObject[] = [];
        // 118.9: an alternative cost written on a card exiles cards from the hand (Force of Will).
        const fromHand = part.option.kind === 'object' && part.option.zone === 'hand';
        for (const id of ids) {
          const o = (fromHand ? player.hand : player.graveyard).find((c) => c.id === id);
          if (fromHand && (!o || o.id === source.id))
            return { code: 'NOT_IN_HAND', rule: '118.3', message: msg('602-activation-costs.NOT_IN_HAND', { id, player: player.id }) };
          if (fromHand && o) known(o);
          if (!o)
            return {
              code: 'NOT_IN_GRAVEYARD',
              rule: '118.3',
              message: msg('602-activation-costs.NOT_IN_GRAVEYARD', { id, player: player.id }),
            };
          if (!matchesCard(state, part.option, o, asker)) return mismatch(o, part.text);
          objects.push(o);
        }
        out.push({ part, objects });
        break;
      }
      case 'return':
      case 'tapUntapped': {
        if ('self' in part && part.self) {
          used.add(source.id);
          out.push({ part, objects: [source] });
          break;
        }
        if (part.kind === 'return' && part.self) break;
        const field = part.kind === 'return' ? 'returnToHand' : 'tapUntapped';
        const ids = named(field, part.n, part.text);
        if ('code' in ids) return ids;
        const objects: GameObject[] = [];
        for (const id of ids) {
          const o = state.battlefield.find((p) => p.id === id && !p.phasedOut);
          if (!o || o.controller !== action.player)
            return {
              code: 'NOT_CONTROLLED',
              rule: '118.3',
              message: msg('602-activation-costs.NOT_CONTROLLED', { id, player: action.player }),
            };
          // 118.3: a permanent tapped by {T} is not also one of the untapped ones the cost taps.
          if (part.kind === 'tapUntapped' && (o.tapped || (tapsSource && o.id === source.id)))
            return {
              code: 'ALREADY_TAPPED',
              rule: '118.3',
              message: msg('602-activation-costs.ALREADY_TAPPED', { describe: objectName(o) }),
            };
          if (!matchesOption(state, part.option, { kind: 'object', zone: 'battlefield', object: o }, asker)) return mismatch(o, part.text);
          objects.push(o);
        }
        out.push({ part, objects });
        break;
      }
      case 'crew': {
        const chosen = crewChoice(state, part.n, action, source, used);
        if ('code' in chosen) return chosen;
        out.push({ part, objects: chosen });
        break;
      }
      default:
        throw new Error(`cost part ${part.kind} is paid by the caller`);
    }
  }
  return out;
}

/** What is paid before the mana (so that it cannot also be tapped for mana): the permanents tapped, {Q}. */
export function payBeforeMana(ctx: Ctx, chosen: ChosenPart[], player: string): void {
  for (const { part, objects } of chosen) {
    if (part.kind === 'tapUntapped' || part.kind === 'crew')
      for (const o of objects) {
        o.tapped = true;
        ctx.trace.emit({ type: 'tap', object: o.id });
        // 702.122b: a creature tapped to pay a crew cost crews the Vehicle.
        if (part.kind === 'crew')
          ctx.trace.cite('702.122b', 'payCost', msg('702.122-crew.tapped', { player, describe: objectName(o) }), [o.id]);
        else ctx.trace.cite('601.2h', 'payCost', msg('602-activation-costs.tap', { player, describe: objectName(o) }), [o.id]);
      }
    if (part.kind === 'untap')
      for (const o of objects) {
        o.tapped = false;
        ctx.trace.emit({ type: 'untap', object: o.id });
        ctx.trace.cite('107.6', 'payCost', msg('602-activation-costs.untap', { player, describe: objectName(o) }), [o.id]);
        endForAsLongAsEffects(ctx);
      }
  }
}

/**
 * The rest, after the mana: counters removed, cards discarded or put on the library, permanents
 * returned, cards exiled (601.2h: those with a random element come last, payRandomParts).
 */
export function payAfterMana(ctx: Ctx, chosen: ChosenPart[], player: string, source: GameObject): void {
  const state = ctx.state;
  const owner = state.players.find((p) => p.id === player);
  if (!owner) return;
  for (const { part, objects } of chosen.filter((c) => !isRandom(c.part))) {
    switch (part.kind) {
      case 'removeCounters': {
        const kind = part.counter.replace(/\u2212/g, '-');
        const left = (source.counters[kind] ?? 0) - part.n;
        if (left > 0) source.counters[kind] = left;
        else delete source.counters[kind];
        if (part.n > 0) ctx.trace.emit({ type: 'counterRemoved', object: source.id, counter: kind, left: Math.max(0, left) });
        ctx.trace.cite(
          '122.8',
          'payCost',
          msg('602-activation-costs.removeCounters', { count: part.n, kind, describe: objectName(source) }),
          [source.id],
        );
        break;
      }
      case 'energy':
        payEnergy(ctx, owner, part.n);
        break;
      case 'discard':
        discardForCost(ctx, owner.id, objects);
        break;
      case 'putOnTop':
        for (const o of objects) {
          owner.hand = owner.hand.filter((c) => c !== o);
          owner.library.unshift(o);
          ctx.trace.cite('601.2h', 'payCost', msg('602-activation-costs.putOnTop', { player, describe: objectName(o) }), [o.id]);
          ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'hand', to: 'library', player });
        }
        break;
      case 'return':
        for (const o of objects) {
          ctx.trace.departed.set(o.id, lookBack(state, o, ++ctx.trace.batch));
          if (!takeFromBattlefield(state, o.id)) continue;
          putIntoOwnerZone(state, o, 'hand', ctx.trace);
          ctx.trace.cite('601.2h', 'payCost', msg('602-activation-costs.return', { player, describe: objectName(o) }), [o.id]);
          ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'hand', player: o.owner });
        }
        break;
      case 'exile':
        for (const o of objects)
          exileForCost(
            ctx,
            o,
            part.self ? part.from : part.option.kind === 'object' && part.option.zone === 'hand' ? 'hand' : 'graveyard',
            player,
          );
        break;
      default:
        break;
    }
  }
}

/** 107.14: `n` energy counters removed from the player who pays (checked before, 118.3). */
export function payEnergy(ctx: Ctx, player: PlayerState, n: number): void {
  const left = (player.energy ?? 0) - n;
  if (left > 0) player.energy = left;
  else delete player.energy;
  ctx.trace.cite('107.14', 'payCost', msg('602-activation-costs.payEnergy', { player: player.id, count: n, left: Math.max(0, left) }));
}

function isRandom(part: CostPart): boolean {
  return part.kind === 'discard' && !part.self && part.random;
}

/** 601.2h: the costs with a random element, paid after all the others (the cards discarded at random). */
export function payRandomParts(ctx: Ctx, chosen: ChosenPart[], player: string, source: GameObject): void {
  const state = ctx.state;
  const owner = state.players.find((p) => p.id === player);
  if (!owner) return;
  for (const { part } of chosen) {
    if (part.kind !== 'discard' || part.self || !part.random) continue;
    const hand = owner.hand.filter((o) => o.id !== source.id);
    // A card nobody knows cannot be discarded at random here: which one it is would be guessed.
    if (hand.some((o) => !o.card))
      throw new Unsupported('UNSUPPORTED_ACTION', msg('602-activation-costs.UNSUPPORTED_ACTION.random', { player: owner.id }), '601.2h');
    const random = seededRandom(`${state.seed}\u0000${owner.id}\u0000discard\u0000${state.turn.number}\u0000${hand.length}`);
    const picked: GameObject[] = [];
    for (let i = 0; i < part.n; i++) {
      const left = hand.filter((o) => !picked.includes(o));
      picked.push(left[Math.floor(random() * left.length)]);
    }
    ctx.trace.cite('601.2h', 'payCost', msg('602-activation-costs.random', { player, count: part.n }));
    discardForCost(ctx, owner.id, picked);
  }
}

/** 701.9a: from the hand to the graveyard (614: a replacement may send it elsewhere). */
function discardForCost(ctx: Ctx, player: string, cards: GameObject[]): void {
  const owner = ctx.state.players.find((p) => p.id === player);
  if (!owner) return;
  for (const o of cards) {
    owner.hand = owner.hand.filter((c) => c !== o);
    ctx.trace.cite('701.9a', 'payCost', msg('602-activating-abilities.payCost', { player, describe: objectName(o) }), [o.id]);
    putDiscardedCard(ctx, o);
  }
}

/** 406.1, 701.13a: a card or permanent exiled to pay a cost. */
function exileForCost(ctx: Ctx, o: GameObject, from: 'battlefield' | 'graveyard' | 'hand', player: string): void {
  const state = ctx.state;
  const owner = state.players.find((p) => p.id === o.owner);
  if (from === 'battlefield') {
    ctx.trace.departed.set(o.id, lookBack(state, o, ++ctx.trace.batch));
    if (!takeFromBattlefield(state, o.id)) return;
  } else if (owner) {
    if (from === 'graveyard') owner.graveyard = owner.graveyard.filter((c) => c !== o);
    else owner.hand = owner.hand.filter((c) => c !== o);
  }
  putIntoOwnerZone(state, o, 'exile', from === 'battlefield' ? ctx.trace : undefined);
  ctx.trace.cite('701.13a', 'payCost', msg('602-activation-costs.exile', { player, describe: objectName(o) }), [o.id]);
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from, to: 'exile', player: o.owner });
}

/**
 * 701.21a, 118.3: the permanents named by `action.sacrifice` for a "Sacrifice a Goblin" / "Sacrifice
 * two lands" cost read by the grammar: as many as it says, each one the player controls that is
 * what it says.
 */
export function sacrificeChoices(
  state: GameState,
  cost: SacrificeCost & { option: NonNullable<SacrificeCost['option']> },
  action: { player: string; sacrifice?: string[] },
  source: GameObject,
): GameObject[] | Violation {
  const n = cost.count ?? 1;
  const ids = action.sacrifice ?? [];
  const what = `${n === 1 ? 'a' : n} ${cost.text ?? ''}`.trim();
  if (ids.length !== n || new Set(ids).size !== ids.length)
    return { code: 'SACRIFICE_REQUIRED', rule: '601.2h', message: msg('602-activating-abilities.SACRIFICE_REQUIRED', { what }) };
  const out: GameObject[] = [];
  for (const id of ids) {
    const o = state.battlefield.find((p) => p.id === id && !p.phasedOut);
    if (!o || o.controller !== action.player)
      return {
        code: 'CANNOT_SACRIFICE',
        rule: '701.21a',
        message: msg('602-activating-abilities.CANNOT_SACRIFICE', { pValue: id, player: action.player }),
      };
    if (
      !matchesOption(
        state,
        cost.option,
        { kind: 'object', zone: 'battlefield', object: o },
        { controller: action.player, source: source.id, x: null },
      )
    )
      return {
        code: 'CANNOT_SACRIFICE',
        rule: '118.3',
        message: msg('602-activation-costs.MISMATCH', { describe: objectName(o), what: cost.text ?? '' }),
      };
    out.push(o);
  }
  return out;
}

/**
 * 602.5: an activation its restrictions forbid (602.5b: they follow the object, whoever controls
 * it), or null. `times`: how often it was activated this turn.
 */
export function restrictionViolation(
  state: GameState,
  restrictions: ActivationRestrictions | undefined,
  player: string,
  source: GameObject,
  times: number,
  text: string,
): Violation | null {
  if (!restrictions) return null;
  if (restrictions.timing) {
    const bad = outsideWindow(state, restrictions.timing, player);
    if (bad)
      return {
        code: 'WRONG_TIME',
        rule: '602.5b',
        message: msg('602-activation-costs.timing', { text, player, when: restrictions.timing.text, now: bad }),
      };
  }
  if (restrictions.maxPerTurn !== undefined && times >= restrictions.maxPerTurn)
    return {
      code: 'ALREADY_ACTIVATED',
      rule: '602.5b',
      message: msg('602-activation-costs.maxPerTurn', { text, describe: objectName(source), count: restrictions.maxPerTurn }),
    };
  if (restrictions.onlyIf) {
    const option = restrictions.onlyIf.option;
    const asker = { controller: player, source: source.id, x: null };
    const holds = state.battlefield.some(
      (o) => !o.phasedOut && matchesOption(state, option, { kind: 'object', zone: 'battlefield', object: o }, asker),
    );
    if (!holds)
      return {
        code: 'CONDITION_NOT_MET',
        rule: '602.5b',
        message: msg('602-activation-costs.onlyIf', { text, player, what: restrictions.onlyIf.text }),
      };
  }
  // 602.5b: "Activate only if seven or more cards are in your graveyard": the condition, read as the ability is activated.
  if (restrictions.condition && !conditionTrue(state, restrictions.condition.test, { controller: player, source: source.id, x: null }))
    return {
      code: 'CONDITION_NOT_MET',
      rule: '602.5b',
      message: msg('602-activation-costs.condition', { text, condition: restrictions.condition.text }),
    };
  return null;
}

/**
 * 602.5b, 601.3: whether now is outside a window ("during your upkeep", "during combat", "before
 * attackers are declared"): null inside it, else the step and whose turn it is, for the message.
 */
export function outsideWindow(state: GameState, window: TimingWindow, player: string): string | null {
  const turn = state.turn;
  const yours = turn.active === player;
  const ok =
    (window.turn === undefined || (window.turn === 'you') === yours) && (window.steps === undefined || window.steps.includes(turn.step));
  return ok ? null : `${turn.step} (${turn.active})`;
}

/** The permanents `player` could sacrifice for the cost, one by one (legal actions list one activation for each). */
export function sacrificeCandidates(state: GameState, cost: SacrificeCost, player: string, source: GameObject): GameObject[] {
  const asker = { controller: player, source: source.id, x: null };
  return state.battlefield.filter(
    (x) =>
      x.controller === player &&
      !x.phasedOut &&
      (cost.option
        ? matchesOption(state, cost.option, { kind: 'object', zone: 'battlefield', object: x }, asker)
        : !(cost.another && x.id === source.id) && cost.types.some((t) => characteristicsOf(state, x).types.includes(t))),
  );
}

/** For legal actions: a first choice for each phrase that needs one (the first cards or permanents that fit), or null when none fits. */
export function firstCostChoices(
  state: GameState,
  parts: CostPart[],
  player: string,
  source: GameObject,
  tapsSource: boolean,
): Omit<CostChoices, 'player'> | null {
  const owner = state.players.find((p) => p.id === player);
  if (!owner) return null;
  const asker = { controller: player, source: source.id, x: null };
  const out: Omit<CostChoices, 'player'> = {};
  const used = new Set<string>();
  for (const part of parts) {
    // 702.122a: the strongest untapped other creatures first, until their total power is enough.
    if (part.kind === 'crew') {
      const crew = crewCandidates(state, player, source)
        .filter((o) => !used.has(o.id))
        .sort((a, b) => (characteristicsOf(state, b).power ?? 0) - (characteristicsOf(state, a).power ?? 0));
      const ids: string[] = [];
      let total = 0;
      for (const o of crew) {
        if (total >= part.n && ids.length > 0) break;
        ids.push(o.id);
        total += characteristicsOf(state, o).power ?? 0;
      }
      if (ids.length === 0 || total < part.n) return null;
      out.tapUntapped = ids;
      ids.forEach((id) => used.add(id));
      continue;
    }
    const field = fieldOf(part);
    if (!field || !('option' in part)) continue;
    const pool =
      part.kind === 'discard' || part.kind === 'putOnTop'
        ? owner.hand.filter((o) => o.card && o.id !== source.id && matchesCard(state, part.option, o, asker))
        : part.kind === 'exile' && part.option.kind === 'object' && part.option.zone === 'hand'
          ? owner.hand.filter((o) => o.card && o.id !== source.id && matchesCard(state, part.option, o, asker))
          : part.kind === 'exile'
            ? owner.graveyard.filter((o) => matchesCard(state, part.option, o, asker))
            : state.battlefield.filter(
                (o) =>
                  !o.phasedOut &&
                  o.controller === player &&
                  !(part.kind === 'tapUntapped' && (o.tapped || (tapsSource && o.id === source.id))) &&
                  matchesOption(state, part.option, { kind: 'object', zone: 'battlefield', object: o }, asker),
              );
    const ids = pool.map((o) => o.id).filter((id) => !used.has(id));
    if (ids.length < part.n) return null;
    out[field] = ids.slice(0, part.n);
    out[field]?.forEach((id) => used.add(id));
  }
  return out;
}

/** 702.122a: the creatures that could crew `source` for `player`: other untapped creatures they control. */
function crewCandidates(state: GameState, player: string, source: GameObject): GameObject[] {
  return state.battlefield.filter(
    (o) =>
      !o.phasedOut && o.controller === player && !o.tapped && o.id !== source.id && characteristicsOf(state, o).types.includes('Creature'),
  );
}

/**
 * 702.122a: "Tap any number of other untapped creatures you control with total power N or greater":
 * the creatures named in `tapUntapped`, at least one (118.3), each one of those, their total power
 * (as it is now, 208.1) at least N. Summoning sickness does not matter: it is not a {T} cost (302.6).
 */
function crewChoice(state: GameState, n: number, action: CostChoices, source: GameObject, used: Set<string>): GameObject[] | Violation {
  const ids = action.tapUntapped ?? [];
  if (ids.length === 0 || new Set(ids).size !== ids.length)
    return { code: 'COST_CHOICE_REQUIRED', rule: '702.122a', message: msg('702.122-crew.REQUIRED', { crew: n }) };
  const candidates = crewCandidates(state, action.player, source);
  const objects: GameObject[] = [];
  for (const id of ids) {
    const o = candidates.find((c) => c.id === id);
    if (!o || used.has(id)) return { code: 'CANNOT_CREW', rule: '702.122a', message: msg('702.122-crew.CANNOT_CREW', { id }) };
    used.add(id);
    objects.push(o);
  }
  const total = objects.reduce((sum, o) => sum + (characteristicsOf(state, o).power ?? 0), 0);
  if (total < n) return { code: 'CREW_POWER_TOO_LOW', rule: '702.122a', message: msg('702.122-crew.TOO_LOW', { total, crew: n }) };
  return objects;
}

/** 118.3: the object named to pay a cost is not one the cost allows. */
function mismatch(o: GameObject, what: string): Violation {
  return { code: 'COST_CHOICE_MISMATCH', rule: '118.3', message: msg('602-activation-costs.MISMATCH', { describe: objectName(o), what }) };
}
