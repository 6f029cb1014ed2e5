import { KeywordPhrase } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled, hasKeyword, requireUnderstood } from '../cards/compiled';
import { formatManaCost, parseManaCost } from '../cards/mana-cost';
import { Ctx, objectName } from '../context';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import { freshId } from '../rules/121-drawing';
import { checkTiming, payManaCost } from '../rules/601-casting-spells';
import { splitSecondViolation } from './702.61-split-second';
import { oneSpellViolation } from '../rules/601.3-one-spell-each-turn';
import { hasLostAbilities } from '../rules/613-layers';
import { Unsupported } from '../unsupported';
import { cardName, msg } from '../trace/message';

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * 702.62a: "Suspend N—[cost]" is three abilities: the static ability that works in the hand (the
 * special action of 116.2f: pay [cost] and exile the card with N time counters on it), and two
 * triggered abilities that work in exile: "At the beginning of your upkeep, if this card is
 * suspended, remove a time counter from it" and "When the last time counter is removed from this
 * card, if it's exiled, you may play it without paying its mana cost if able". Only mana costs.
 */
export function suspendAbilities(line: string): Ability[] | null {
  const m = /^Suspend (\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*[—-]\s*((?:\{(?:\d+|[WUBRGC]|[WUBRG]\/[WUBRGP])\})+)$/.exec(
    line,
  );
  if (!m) return null;
  const n = NUMBER_WORDS[m[1]] ?? Number(m[1]);
  if (!parseManaCost(m[2]) || n < 1) return null;
  return [
    { kind: 'suspend', n, cost: m[2], text: line },
    {
      kind: 'triggered',
      trigger: { event: 'suspendedUpkeep' },
      condition: { kind: 'sourceSuspended' },
      targets: [],
      effects: [{ kind: 'removeTimeCounter' }],
      text: `${line}: at the beginning of your upkeep, if this card is suspended, remove a time counter from it`,
      rule: '702.62a',
    },
    {
      kind: 'triggered',
      trigger: { event: 'lastTimeCounterRemoved' },
      condition: { kind: 'sourceInExile' },
      targets: [],
      effects: [{ kind: 'castWithoutPaying', keyword: 'suspend' }],
      text: `${line}: when the last time counter is removed from this card, if it's exiled, you may play it without paying its mana cost if able`,
      rule: '702.62a',
    },
  ];
}

/** The suspend of a card: N and its cost (the first instance, if several), or null. */
export function suspendOf(card: CardDefinition): { n: number; cost: string } | null {
  for (const a of compiled(card).abilities) if (a.kind === 'suspend') return { n: a.n, cost: a.cost };
  return null;
}

/** 702.62b: a card is suspended if it is in exile, has suspend and has a time counter on it. */
export function isSuspended(state: GameState, o: GameObject): boolean {
  return state.exile.includes(o) && o.card !== null && !o.faceDown && suspendOf(o.card) !== null && (o.counters.time ?? 0) > 0;
}

/** Whether a board has a card in exile that has suspend: cheap, for the trigger collection. */
export function anySuspendInExile(state: GameState): boolean {
  return state.exile.some((o) => o.card !== null && !o.faceDown && suspendOf(o.card) !== null);
}

/**
 * 116.2f, 702.62a: the special action: a player who has a card with suspend in their hand, while
 * they have priority and could begin to cast it (its timing, 117.1a, 307.1; 702.62c: nothing forbids
 * casting it, 702.61b split second), pays its suspend cost and exiles it with N time counters on it.
 * It does not use the stack (116.1); the player receives priority again (117.3c).
 */
export function suspendCard(
  ctx: Ctx,
  action: { player: string; object: string; payment?: { tap?: string[]; pool?: string } },
): Violation[] {
  const state = ctx.state;
  if (state.turn.priority !== action.player)
    return [{ code: 'NO_PRIORITY', rule: '116.2f', message: msg('702.62-suspend.NO_PRIORITY', { player: action.player }) }];
  const player = state.players.find((p) => p.id === action.player);
  const index = player ? player.hand.findIndex((o) => o.id === action.object) : -1;
  if (!player || index < 0)
    return [
      { code: 'NOT_IN_HAND', rule: '116.2f', message: msg('702.62-suspend.NOT_IN_HAND', { object: action.object, player: action.player }) },
    ];
  const card = player.hand[index];
  if (!card.card) return [{ code: 'HIDDEN_CARD', rule: '116.2f', message: msg('601-casting-spells.HIDDEN_CARD', { card: action.object }) }];
  requireUnderstood(ctx, card.card);
  const suspend = suspendOf(card.card);
  if (!suspend) return [{ code: 'NO_SUSPEND', rule: '702.62a', message: msg('702.62-suspend.NO_SUSPEND', { name: cardName(card.card) }) }];
  // 702.62c: whatever would forbid casting it forbids suspending it.
  const locked = splitSecondViolation(state, 'cast') ?? oneSpellViolation(state, action.player);
  if (locked) return [locked];
  // 116.2f: only when its player could begin to cast it (601.2a): a sorcery's timing unless it has flash (117.1a).
  const timing = checkTiming(state, action.player, card.card.types, hasKeyword(card.card, 'flash'));
  if (timing)
    return [{ ...timing, rule: '116.2f', message: msg('702.62-suspend.timing', { name: cardName(card.card), why: timing.message }) }];
  const cost = parseManaCost(suspend.cost);
  if (!cost) throw new Error(`unparsable suspend cost ${suspend.cost}`);
  ctx.trace.cite(
    '702.62a',
    'suspendCost',
    msg('702.62-suspend.pay', { player: action.player, describe: objectName(card), cost: formatManaCost(cost) || '{0}' }),
    [card.id],
  );
  const violation = payManaCost(ctx, action, cost, 0, null);
  if (violation) return [violation];
  player.hand.splice(player.hand.indexOf(card), 1);
  card.counters = { ...card.counters, time: suspend.n };
  card.controller = card.owner;
  state.exile.push(card);
  ctx.trace.cite(
    '116.2f',
    'suspend',
    msg('702.62-suspend.exiled', { player: action.player, describe: objectName(card), count: suspend.n }),
    [card.id],
  );
  ctx.trace.emit({ type: 'zoneChange', object: card.id, from: 'hand', to: 'exile', player: action.player });
  return [];
}

/** The index of a card's triggered ability whose trigger is `event` (among its triggered abilities), or -1. */
function triggeredIndex(card: CardDefinition, event: 'suspendedUpkeep' | 'lastTimeCounterRemoved'): number {
  return compiled(card)
    .abilities.filter((a) => a.kind === 'triggered')
    .findIndex((a) => a.kind === 'triggered' && a.trigger.event === event);
}

function trigger(
  ctx: Ctx,
  o: GameObject,
  event: 'suspendedUpkeep' | 'lastTimeCounterRemoved',
  key: '702.62-suspend.upkeepTriggered' | '702.62-suspend.lastTriggered',
): void {
  const card = o.card;
  if (!card) return;
  const index = triggeredIndex(card, event);
  if (index < 0) return;
  const id = freshId(ctx.state, `${o.id}.trigger.${index}`);
  // 108.4a: a card in exile is controlled by its owner for what asks ("your upkeep", the trigger's controller, 603.3a).
  ctx.state.pending.push({ id, source: o.id, index, controller: o.owner, ordered: false, targets: null });
  ctx.trace.cite('702.62a', 'triggered', msg(key, { describe: objectName(o), id, owner: o.owner }), [o.id]);
  ctx.trace.emit({ type: 'triggered', trigger: id, source: o.id, controller: o.owner });
}

/**
 * 702.62a, 603.2, 603.4: as `active`'s upkeep begins, each card they own that is suspended (702.62b)
 * triggers its "At the beginning of your upkeep, if this card is suspended" ability.
 */
export function collectSuspendUpkeep(ctx: Ctx, active: string): void {
  for (const o of ctx.state.exile)
    if (o.owner === active && isSuspended(ctx.state, o)) trigger(ctx, o, 'suspendedUpkeep', '702.62-suspend.upkeepTriggered');
}

/**
 * 702.62a: the upkeep trigger resolves: a time counter is removed from the card (603.4: still
 * suspended, checked before). The last one removed triggers "When the last time counter is removed".
 */
export function removeTimeCounter(ctx: Ctx, source: string | undefined): void {
  const o = ctx.state.exile.find((p) => p.id === source);
  if (!o) return;
  const n = o.counters.time ?? 0;
  if (n <= 0) return;
  if (n === 1) delete o.counters.time;
  else o.counters.time = n - 1;
  ctx.trace.cite('702.62a', 'removeCounter', msg('702.62-suspend.removeCounter', { describe: objectName(o), count: n - 1 }), [o.id]);
  if (n === 1) trigger(ctx, o, 'lastTimeCounterRemoved', '702.62-suspend.lastTriggered');
}

/**
 * 702.62a: a creature spell cast through its suspend ability has haste until its controller loses
 * control of it or of the permanent it becomes: the permanent carries `alternativeCost: "suspend"`,
 * dropped as its control changes (613-control).
 */
export function hasSuspendHaste(state: GameState, o: GameObject): boolean {
  if (o.alternativeCost !== 'suspend') return false;
  // 613.7: an effect that removes its abilities may be later than the haste it gained (or earlier): not told apart.
  if (hasLostAbilities(state, o))
    throw new Unsupported('UNSUPPORTED_EFFECT', msg('702.62-suspend.UNSUPPORTED_LOST_ABILITIES', { describe: objectName(o) }), '613.7');
  return true;
}

/** 702.62a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const SUSPEND: KeywordPhrase = { rule: '702.62a', line: suspendAbilities };
