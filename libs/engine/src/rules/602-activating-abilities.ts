import { resolveManaTriggers } from './605-mana-triggers';
import { putDiscardedCard } from './614-replacement-effects';
import { addRestrictedMana, manaOptionsNow } from './106-mana';
import { isNinjutsu, recordNinjutsuDefender } from '../keywords/702.49-ninjutsu';
import { splitSecondViolation } from '../keywords/702.61-split-second';
import { Ability, SacrificeCost, Selector } from '../cards/ability';
import { Quantity } from '../cards/selector';
import { ManaType } from '../cards/mana';
import { evaluateQuantity } from '../select/selector';
import { compiled, notUnderstood, notUnderstoodMessage, requireUnderstood, worksFromHand } from '../cards/compiled';
import { CardDefinition } from '../cards/card';
import { abilitiesNow, characteristicsOf, colorsNow, hasLostAbilities, ruleEffects } from './613-layers';
import { summoningSick } from './302-creatures';
import { sorceryTiming } from './505-main-phase';
import { formatPool } from '../cards/mana';
import { formatManaCost, parseManaCost } from '../cards/mana-cost';
import { Ctx, describe, objectName, quotedText } from '../context';
import { GameObject, GameState, StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { activationForbidden } from './604-static-abilities';
import { Violation } from '../violation';
import { Departed } from '../trace/trace';
import { announcedTargets, checkTarget, describeSelector, NO_TARGET } from './115-targets';
import { keepPriorityAfterAction } from './117-priority';
import { freshId } from './121-drawing';
import { payManaCost, plainManaAbility } from './601-casting-spells';
import { applyManaAbilityEffects } from './608-resolving';
import { sacrifice, sacrificedForCost } from '../keywords/701.21-sacrifice';
import { cardNow } from './612-text-changing';
import { changeLife } from './119-life';
import { compileGranted, currentWording } from '../cards/oracle-compiler';
import { grantedOfKind, grantedText } from '../cards/grammar/granted-abilities';
import { bareTypes, sacrificePhrase } from '../trace/english';
import { joined, msg } from '../trace/message';
import { CostPart } from '../cards/grammar/cost';
import {
  chooseCostParts,
  payAfterMana,
  payBeforeMana,
  payRandomParts,
  restrictionViolation,
  sacrificeChoices,
} from './602-activation-costs';

export interface ActivateAction {
  player: string;
  source: string;
  ability: number;
  targets?: string[];
  x?: number;
  payment?: { tap?: string[]; pool?: string };
  /** The permanents sacrificed to pay a "Sacrifice a creature" cost (701.21a). */
  sacrifice?: string[];
  /** What the other cost phrases take (rules/602-activation-costs.ts): cards discarded, exiled, permanents tapped, returned. */
  discard?: string[];
  exile?: string[];
  tapUntapped?: string[];
  returnToHand?: string[];
  putOnTop?: string[];
  /** 605.3a: which mana a mana ability with several options adds ("{R}", "{W}{U}"). */
  mana?: string;
}

type ActivatedAbility = Extract<Ability, { kind: 'mana' | 'activated' | 'loyalty' }>;

/** A permanent's activated abilities, in the order of its text (the contract's `ability` index). */
export function activatedAbilities(state: GameState, o: GameObject): ActivatedAbility[] {
  return abilitiesNow(state, o).filter((a): a is ActivatedAbility => a.kind === 'mana' || a.kind === 'activated' || a.kind === 'loyalty');
}

/**
 * 602.1: a line of rules text that is an activated ability, "[Cost]: [Effect.]", whether understood or
 * not: a cost of mana symbols or of cost verbs before the colon, a loyalty cost (606), or a keyword
 * that stands for one (702.29a cycling and the other "[keyword] [cost]" abilities activated from a zone).
 */
const ACTIVATED_LINE =
  /^(?:[^":]*\{[^}]+\}[^":]*|(?:Sacrifice|Discard|Pay|Exile|Remove|Tap|Untap|Return|Put|Reveal|Mill)\b[^":]*|[+−-]?\d+): |^(?:[A-Za-z]+ ?)?cycling\b|^(?:equip|fortify|reconfigure|ninjutsu|unearth|scavenge|embalm|eternalize|transmute|forecast|channel|bloodrush|outlast|level up|reinforce|transfigure|boast|encore)\b/i;

/**
 * The contract's `ability` counts the source's activated abilities in the order of its text, those the
 * engine does not understand included: they exist (602.1). The index among the understood ones; an
 * index that names a line not understood is refused by name (UNSUPPORTED_CARD), never read as another
 * ability or as none, and so is every index when the order of the lines cannot be read.
 */
export function understoodIndex(card: CardDefinition, index: number): number {
  const order = textOrder(card);
  if (order === null) return index;
  const refuse = (which: string[]): never => {
    throw new Unsupported(
      'UNSUPPORTED_CARD',
      msg('602-activating-abilities.UNSUPPORTED_CARD', { message: notUnderstoodMessage(card, which), index }),
      '602.1',
    );
  };
  if (order === 'unreadable') refuse(compiled(card).unsupported.filter((l) => ACTIVATED_LINE.test(l)));
  const entries = order as TextOrder;
  // Abilities past the card's own (granted ones, 613.1f) follow them.
  if (index >= entries.length) return index - entries.filter((e) => 'line' in e).length;
  const entry = entries[index];
  if ('line' in entry) refuse([entry.line]);
  return 'understood' in entry ? entry.understood : index;
}

/** The contract's index of the understood activated ability `k` of `card` (the inverse of understoodIndex). */
export function textIndexOf(card: CardDefinition, k: number): number {
  const order = textOrder(card);
  if (order === null || order === 'unreadable') return k;
  const at = order.findIndex((e) => 'understood' in e && e.understood === k);
  return at >= 0 ? at : k + order.filter((e) => 'line' in e).length;
}

type TextOrder = ({ understood: number } | { line: string })[];

/** A card's activated abilities in the order of its text, understood or not; null when every one is understood. */
function textOrder(card: CardDefinition): TextOrder | 'unreadable' | null {
  const notRead = compiled(card).unsupported.filter((l) => ACTIVATED_LINE.test(l));
  if (notRead.length === 0) return null;
  const lines = currentWording(card.text).split('\n');
  const own = compiled(card).abilities.filter(
    (a): a is ActivatedAbility => a.kind === 'mana' || a.kind === 'activated' || a.kind === 'loyalty',
  );
  // Each understood ability at the line it was read from (305.6: intrinsic mana abilities come first); then the lines not understood.
  const intrinsic = (a: ActivatedAbility): boolean => a.kind === 'mana' && a.intrinsic !== undefined;
  const at = own.map((a) => (intrinsic(a) ? -1 : lines.findIndex((l) => sameLine(l, a.text.split('CARDNAME').join(card.name)))));
  const notReadAt = notRead.map((l) => lines.findIndex((x) => sameLine(x, l)));
  if (at.some((i, k) => i < 0 && !intrinsic(own[k])) || notReadAt.some((i) => i < 0)) return 'unreadable';
  return [...own.map((_, k) => ({ k, line: at[k] })), ...notRead.map((l, k) => ({ l, line: notReadAt[k] }))]
    .sort((a, b) => a.line - b.line)
    .map((e) => ('k' in e ? { understood: e.k } : { line: e.l }));
}

function sameLine(line: string, text: string): boolean {
  const strip = (t: string): string => t.replace(/\.$/, '').trim();
  return strip(line) === strip(text) || strip(line).startsWith(strip(text));
}

/** 602.2: activating an ability; a mana ability resolves at once instead of using the stack (605.3b). */
export function activateAbility(ctx: Ctx, action: ActivateAction): Violation[] {
  const state = ctx.state;
  const inHand = state.players.find((p) => p.id === action.player)?.hand.find((o) => o.id === action.source);
  if (inHand) return activateFromZone(ctx, inHand, 'hand', action);
  // 113.6b, 113.6m: an activated ability that works from a graveyard says so; none is understood yet, but one that exists is not "no such ability".
  const inGraveyard = state.players.find((p) => p.id === action.player)?.graveyard.find((o) => o.id === action.source);
  const fromGraveyard = inGraveyard?.card
    ? notUnderstood(
        inGraveyard.card,
        (l) => ACTIVATED_LINE.test(l) && /\bgraveyard\b|^(?:unearth|scavenge|embalm|eternalize|encore)\b/i.test(l),
      )
    : [];
  const worksThere = (c: CardDefinition): boolean => compiled(c).abilities.some((a) => a.kind === 'activated' && a.fromGraveyard);
  if (inGraveyard?.card && fromGraveyard.length === 0 && worksThere(inGraveyard.card))
    return activateFromZone(ctx, inGraveyard, 'graveyard', action);
  if (inGraveyard?.card && fromGraveyard.length > 0)
    throw new Unsupported(
      'UNSUPPORTED_CARD',
      msg('602-activating-abilities.UNSUPPORTED_CARD.graveyard', { message: notUnderstoodMessage(inGraveyard.card, fromGraveyard) }),
      '602.1',
    );
  const emblem = state.command.find((o) => o.id === action.source && o.emblem !== undefined);
  if (emblem?.card) return activateFromEmblem(ctx, emblem, action);
  const source = state.battlefield.find((o) => o.id === action.source);
  if (!source || !source.card)
    return [
      {
        code: 'NOT_ON_BATTLEFIELD',
        rule: '602.2',
        message: msg('602-activating-abilities.NOT_ON_BATTLEFIELD', { source: action.source, player: action.player }),
      },
    ];
  if (state.turn.priority !== action.player) {
    return [{ code: 'NO_PRIORITY', rule: '117.1', message: msg('602-activating-abilities.NO_PRIORITY', { player: action.player }) }];
  }
  const abilities = activatedAbilities(state, source);
  const ability = abilities[hasLostAbilities(state, source) ? action.ability : understoodIndex(source.card, action.ability)];
  if (!ability)
    return [
      {
        code: 'NO_SUCH_ABILITY',
        rule: '602.1',
        message: msg('602-activating-abilities.NO_SUCH_ABILITY', {
          describe: objectName(source),
          length: abilities.length,
          pValue: msg(abilities.length === 1 ? 'plural.activatedAbility' : 'plural.activatedAbilities'),
          ability: action.ability,
        }),
      },
    ];
  // 602.2: only an object's controller can activate its activated abilities, unless the ability says otherwise.
  const anyPlayer = ability.kind !== 'loyalty' && ability.kind === 'activated' && ability.restrictions?.anyPlayer === true;
  if (source.controller !== action.player && !anyPlayer)
    return [
      {
        code: 'NOT_CONTROLLER',
        rule: '602.2',
        message: msg('602-activating-abilities.NOT_CONTROLLER', { player: action.player, describe: objectName(source) }),
      },
    ];
  // 602.5: a static ability ("its activated abilities can't be activated", Arrest) forbids it.
  const forbidden = activationForbidden(state, source);
  if (forbidden) return [forbidden];
  // 702.61a, 702.61b: with a split second spell on the stack, only mana abilities are activated.
  const locked = ability.kind === 'mana' ? null : splitSecondViolation(state, 'activate');
  if (locked) return [locked];
  if (ability.kind === 'loyalty') return activateLoyaltyAbility(ctx, source, ability, action.ability, action);
  const tapCost = ability.kind === 'mana' ? ability.tap : ability.cost.tap;
  if (tapCost) {
    if (source.tapped)
      return [
        {
          code: 'ALREADY_TAPPED',
          rule: '602.2b',
          message: msg('602-activating-abilities.ALREADY_TAPPED', { describe: objectName(source) }),
        },
      ];
    // 602.5a, 302.6: a creature's {T} ability needs it under its controller's control since their turn began.
    if (summoningSick(state, source)) {
      return [
        {
          code: 'SUMMONING_SICK',
          rule: '302.6',
          message: msg('602-activating-abilities.SUMMONING_SICK', { describe: objectName(source), player: action.player }),
        },
      ];
    }
  }
  if (ability.kind === 'activated' && (ability.fromHand || ability.fromGraveyard)) {
    return [
      {
        code: 'NOT_FROM_THIS_ZONE',
        // 702.77a: reinforce works only while the card is in a hand; 702.29a: cycling (and the other hand abilities).
        rule: ability.fromGraveyard ? '113.6m' : ability.text.startsWith('Reinforce ') ? '702.77a' : '702.29a',
        message: msg(
          ability.fromGraveyard ? '602-activating-abilities.NOT_FROM_THIS_ZONE.graveyard' : '602-activating-abilities.NOT_FROM_THIS_ZONE',
          {
            text: quotedText(ability.text, ctx.state, source.id),
          },
        ),
      },
    ];
  }
  if (ability.kind === 'mana') {
    // 605.1a: a mana ability has no target.
    if ((action.targets ?? []).length > 0)
      return [
        {
          code: 'WRONG_TARGET_COUNT',
          rule: '605.1a',
          message: msg('602-activating-abilities.WRONG_TARGET_COUNT', { text: quotedText(ability.text, ctx.state, source.id) }),
        },
      ];
    if (action.x !== undefined && !announcedCounters(ability.parts))
      return [
        {
          code: 'NO_X',
          rule: '107.3',
          message: msg('602-activating-abilities.NO_X', { text: quotedText(ability.text, ctx.state, source.id) }),
        },
      ];
    return activateManaAbility(ctx, source, ability, action);
  }
  return activateNonManaAbility(ctx, source, ability, action);
}

/**
 * 114.4, 602.2: an activated ability of an emblem, activated from the command zone by the emblem's controller (its owner,
 * 114.2) while they have priority (117.1): its cost paid, it goes on the stack as any activated ability does. Only the
 * abilities cards/emblem.ts lets an emblem have (no {T}, no cost of the emblem itself, no targets).
 */
function activateFromEmblem(ctx: Ctx, emblem: GameObject, action: ActivateAction): Violation[] {
  const state = ctx.state;
  const card = emblem.card as CardDefinition;
  if (state.turn.priority !== action.player)
    return [{ code: 'NO_PRIORITY', rule: '117.1', message: msg('602-activating-abilities.NO_PRIORITY', { player: action.player }) }];
  const abilities = compiled(card).abilities.filter(
    (a): a is ActivatedAbility => a.kind === 'mana' || a.kind === 'activated' || a.kind === 'loyalty',
  );
  const ability = abilities[understoodIndex(card, action.ability)];
  if (!ability || ability.kind !== 'activated')
    return [
      {
        code: 'NO_SUCH_ABILITY',
        rule: '602.1',
        message: msg('602-activating-abilities.NO_SUCH_ABILITY', {
          describe: objectName(emblem),
          length: abilities.length,
          pValue: msg(abilities.length === 1 ? 'plural.activatedAbility' : 'plural.activatedAbilities'),
          ability: action.ability,
        }),
      },
    ];
  // 602.2, 114.2: only the emblem's controller activates its abilities.
  if (emblem.controller !== action.player)
    return [
      {
        code: 'NOT_CONTROLLER',
        rule: '602.2',
        message: msg('602-activating-abilities.NOT_CONTROLLER', { player: action.player, describe: objectName(emblem) }),
      },
    ];
  const locked = splitSecondViolation(state, 'activate');
  if (locked) return [locked];
  return activateNonManaAbility(ctx, emblem, ability, action, 'command');
}

/**
 * 702.29a, 113.6m: an ability that works from its owner's hand (cycling, "Discard CARDNAME",
 * "Exile CARDNAME from your hand") or graveyard ("Exile CARDNAME from your graveyard").
 */
function activateFromZone(ctx: Ctx, card: GameObject, zone: 'hand' | 'graveyard', action: ActivateAction): Violation[] {
  const state = ctx.state;
  if (state.turn.priority !== action.player) {
    return [{ code: 'NO_PRIORITY', rule: '117.1', message: msg('602-activating-abilities.NO_PRIORITY', { player: action.player }) }];
  }
  if (!card.card) return [{ code: 'HIDDEN_CARD', rule: '602.2a', message: msg('602-activating-abilities.HIDDEN_CARD', { id: card.id }) }];
  const abilities = compiled(card.card).abilities.filter(
    (a): a is ActivatedAbility => a.kind === 'mana' || a.kind === 'activated' || a.kind === 'loyalty',
  );
  const ability = abilities[understoodIndex(card.card, action.ability)];
  const locked = ability && ability.kind !== 'mana' ? splitSecondViolation(state, 'activate') : null;
  if (locked) return [locked];
  const works = ability?.kind === 'activated' && (zone === 'hand' ? ability.fromHand : ability.fromGraveyard);
  if (!ability || ability.kind !== 'activated' || !works) {
    return [
      {
        code: 'NOT_FROM_THIS_ZONE',
        rule: zone === 'hand' ? '602.2' : '113.6m',
        message:
          zone === 'hand'
            ? msg('602-activating-abilities.NOT_FROM_THIS_ZONE.2', { ability: action.ability, describe: objectName(card) })
            : msg('602-activation-costs.NOT_FROM_GRAVEYARD', { ability: action.ability, describe: objectName(card) }),
      },
    ];
  }
  // 113.6b, 113.6k: what works while the card is in a hand, or as it is cycled or discarded, says so.
  if (zone === 'hand') requireUnderstood(ctx, card.card, worksFromHand(card.card));
  return activateNonManaAbility(ctx, card, ability, action, zone);
}

/**
 * 606.3, 114.4: "You may activate loyalty abilities of planeswalkers you control on any player's turn any time you could
 * cast an instant." (Teferi, Temporal Archmage's emblem, in the command zone; or a permanent's static ability): what lets
 * `player` activate a loyalty ability of `source`, a planeswalker they control, whenever they have priority (117.1a).
 * The emblem or permanent, or null.
 */
function loyaltyAtInstantSpeed(state: GameState, player: string, source: GameObject): GameObject | null {
  if (source.controller !== player || !characteristicsOf(state, source).types.includes('Planeswalker')) return null;
  const emblem = state.command.find(
    (o) =>
      o.emblem !== undefined &&
      o.controller === player &&
      !!o.card &&
      compiled(o.card).abilities.some((a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'loyaltyAtInstantSpeed')),
  );
  if (emblem) return emblem;
  return ruleEffects(state).find((r) => r.effect.kind === 'loyaltyAtInstantSpeed' && r.source.controller === player)?.source ?? null;
}

/** 606.3-606.6: a loyalty ability: once a turn, as a sorcery, paid with loyalty counters. */
function activateLoyaltyAbility(
  ctx: Ctx,
  source: GameObject,
  ability: Extract<Ability, { kind: 'loyalty' }>,
  index: number,
  action: ActivateAction,
): Violation[] {
  const state = ctx.state;
  const anyTime = sorceryTiming(state, action.player) ? null : loyaltyAtInstantSpeed(state, action.player, source);
  if (!sorceryTiming(state, action.player) && !anyTime) {
    return [
      {
        code: 'SORCERY_SPEED',
        rule: '606.3',
        message: msg('602-activating-abilities.SORCERY_SPEED'),
      },
    ];
  }
  if (source.loyaltyActivated)
    return [
      {
        code: 'LOYALTY_ALREADY_USED',
        rule: '606.3',
        message: msg('602-activating-abilities.LOYALTY_ALREADY_USED', { describe: objectName(source) }),
      },
    ];
  if (anyTime)
    ctx.trace.cite(
      '606.3',
      'loyaltyAtInstantSpeed',
      msg('602-activating-abilities.loyaltyAtInstantSpeed', { player: action.player, describe: objectName(source), id: anyTime.id }),
      [anyTime.id],
    );
  const loyalty = source.counters.loyalty ?? 0;
  // 107.3a: "−X": its controller chooses X as the ability is activated; without X, there is none to choose.
  if (ability.x && (action.x === undefined || !Number.isInteger(action.x) || action.x < 0))
    return [
      {
        code: 'X_NOT_CHOSEN',
        rule: '107.3a',
        message: msg('602-activating-abilities.X_NOT_CHOSEN.minusX', { text: quotedText(ability.text, ctx.state, source.id) }),
      },
    ];
  if (!ability.x && action.x !== undefined)
    return [
      {
        code: 'NO_X',
        rule: '107.3',
        message: msg('602-activating-abilities.NO_X', { text: quotedText(ability.text, ctx.state, source.id) }),
      },
    ];
  const cost = ability.x ? -(action.x as number) : ability.cost;
  if (cost < 0 && loyalty < -cost) {
    return [
      {
        code: 'NOT_ENOUGH_LOYALTY',
        rule: '606.6',
        message: msg('602-activating-abilities.NOT_ENOUGH_LOYALTY', {
          describe: objectName(source),
          loyalty: loyalty,
          pValue: -cost,
        }),
      },
    ];
  }
  const entry: StackObject = {
    id: freshId(state, `${source.id}.ability.${index}`),
    controller: action.player,
    object: null,
    ability: { source: source.id, index },
    targets: [],
    x: ability.x ? (action.x as number) : null,
    modes: null,
  };
  state.stack.push(entry);
  ctx.trace.cite(
    '602.2a',
    'activateAbility',
    msg('602-activating-abilities.activateAbility.2', {
      player: action.player,
      text: quotedText(ability.text, ctx.state, source.id),
      describe: objectName(source),
      id: entry.id,
    }),
    [source.id, entry.id],
  );
  const targeting = chooseTargets(ctx, entry, ability.targets, action, source);
  if (targeting) return [targeting];
  // 606.4: the cost is putting on or removing loyalty counters.
  source.counters.loyalty = loyalty + cost;
  source.loyaltyActivated = true;
  ctx.trace.cite(
    '606.4',
    'payCost',
    msg('602-activating-abilities.payCost.2', {
      pValue:
        cost >= 0
          ? msg('602-activating-abilities.loyaltyPut', { count: cost })
          : msg('602-activating-abilities.loyaltyRemoved', { count: -cost }),
      describe: objectName(source),
      loyalty: source.counters.loyalty,
    }),
    [source.id],
  );
  keepPriorityAfterAction(ctx, action.player, '117.3c');
  return [];
}

function activateManaAbility(
  ctx: Ctx,
  source: GameObject,
  ability: Extract<Ability, { kind: 'mana' }>,
  action: ActivateAction,
): Violation[] {
  const state = ctx.state;
  // 107.3a, 601.2b through 602.2b: "Remove X storage counters", "Remove any number of storage counters": the player announces how many.
  const announced = announcedCounters(ability.parts);
  let x: number | null = null;
  if (announced) {
    const rule = announced.chosen === 'x' ? '107.3a' : '601.2b';
    if (action.x === undefined)
      return [
        {
          code: 'X_NOT_CHOSEN',
          rule,
          message: msg('602-activation-costs.X_NOT_CHOSEN.counters', {
            text: quotedText(ability.text, ctx.state, source.id),
            kind: announced.counter,
          }),
        },
      ];
    if (!Number.isInteger(action.x) || action.x < 0)
      return [{ code: 'INVALID_X', rule, message: msg('602-activation-costs.INVALID_X', { value: String(action.x) }) }];
    x = action.x;
  }
  // "Add X mana in any combination of {W} and/or {U}": the player says the combination (605.3a).
  if (ability.combination) return activateCombinationAbility(ctx, source, ability, action, x ?? 0);
  // 605.3a: which mana it adds, when it could add one of several; 607.2d: "the chosen color" is the one chosen as it entered.
  const options = manaOptionsNow(ctx.state, source, ability);
  // 106.7: no land it looks at could produce a type of mana it may add: it adds none.
  if (options.length === 0 && ability.couldProduce) options.push([]);
  // 607.2d: with no color chosen as it entered (it entered face down, 708), there is no "chosen color" to add.
  if (options.length === 0)
    throw new Unsupported(
      'UNSUPPORTED_ENTERING_CHOICE',
      msg('614.12-entering-choices.noneChosen', { describe: objectName(source) }),
      '607.2d',
    );
  let added = options[0];
  if (action.mana !== undefined) {
    const chosen = options.find((o) => o.map((m) => `{${m}}`).join('') === action.mana);
    if (!chosen)
      return [
        {
          code: 'INVALID_MANA_CHOICE',
          rule: '605.3a',
          message: msg('602-activation-costs.INVALID_MANA_CHOICE', {
            mana: action.mana,
            text: quotedText(ability.text, ctx.state, source.id),
          }),
        },
      ];
    added = chosen;
  } else if (options.length > 1) {
    // A plain mana ability chooses by itself in a payment; activated alone, or with more in it, the player says which.
    if (plainManaAbility(ability))
      throw new Unsupported(
        'UNSUPPORTED_ACTION',
        msg('602-activating-abilities.UNSUPPORTED_ACTION', {
          object: objectName(source),
          options: options.map((o) => o.map((m) => `{${m}}`).join('')).join(' / '),
        }),
        '605.3a',
      );
    return [
      {
        code: 'MANA_CHOICE_REQUIRED',
        rule: '605.3a',
        message: msg('602-activation-costs.MANA_CHOICE_REQUIRED', { text: quotedText(ability.text, ctx.state, source.id) }),
      },
    ];
  }
  // 602.5b: "Activate only if you control a Swamp."
  // 602.5b: "Activate this ability only once each turn": the activations of this ability of this permanent this turn.
  const times = (source.activatedThisTurn ?? []).filter((i) => i === action.ability).length;
  const restricted = restrictionViolation(state, ability.restrictions, action.player, source, times, ability.text);
  if (restricted) return [restricted];
  const player = state.players.find((p) => p.id === action.player);
  if (!player) return [];
  const violations = payAndAddMana(ctx, source, ability, action, added, x);
  if (violations.length === 0 && ability.restrictions?.maxPerTurn !== undefined)
    source.activatedThisTurn = [...(source.activatedThisTurn ?? []), action.ability];
  return violations;
}

/** 107.3a: the "Remove X counters" / "Remove any number of counters" phrase of a cost, if it has one. */
function announcedCounters(parts: CostPart[] | undefined): Extract<CostPart, { kind: 'removeCounters' }> | undefined {
  return parts?.find((p): p is Extract<CostPart, { kind: 'removeCounters' }> => p.kind === 'removeCounters' && !!p.chosen);
}

/**
 * "Add X mana in any combination of {W} and/or {U}" (Calciform Pools): `action.mana` names the X mana, each of
 * the colors given (605.3a, 106.1a); nothing else is accepted.
 */
function activateCombinationAbility(
  ctx: Ctx,
  source: GameObject,
  ability: Extract<Ability, { kind: 'mana' }>,
  action: ActivateAction,
  x: number,
): Violation[] {
  const colors = ability.combination ?? [];
  const said = action.mana ?? '';
  const symbols = said.match(/\{[^}]*\}/g) ?? [];
  if (x > 0 && action.mana === undefined)
    return [
      {
        code: 'MANA_CHOICE_REQUIRED',
        rule: '605.3a',
        message: msg('602-activation-costs.MANA_COMBINATION_REQUIRED', { text: quotedText(ability.text, ctx.state, source.id), count: x }),
      },
    ];
  const added = symbols.map((m) => m.slice(1, -1) as ManaType);
  if (symbols.join('') !== said || added.length !== x || !added.every((m) => colors.includes(m)))
    return [
      {
        code: 'INVALID_MANA_CHOICE',
        rule: '605.3a',
        message: msg('602-activation-costs.INVALID_MANA_COMBINATION', {
          mana: said,
          text: quotedText(ability.text, ctx.state, source.id),
          count: x,
        }),
      },
    ];
  const restricted = restrictionViolation(ctx.state, ability.restrictions, action.player, source, 0, ability.text);
  if (restricted) return [restricted];
  return payAndAddMana(ctx, source, { ...ability, times: undefined }, action, added, x);
}

/** 106.6, 602.2b: pays a cost of an ability of `source`: restricted mana may pay it only if its restriction allows. */
function payingFor<T>(ctx: Ctx, source: GameObject, pay: () => T): T {
  const outer = ctx.spendingOn;
  ctx.spendingOn = { abilitySource: source };
  try {
    return pay();
  } finally {
    ctx.spendingOn = outer;
  }
}

/** 601.2g-h, 605.3b: pays a mana ability's costs, then adds its mana (`x`: the number announced for its counters, 107.3a). */
function payAndAddMana(
  ctx: Ctx,
  source: GameObject,
  ability: Extract<Ability, { kind: 'mana' }>,
  action: ActivateAction,
  mana: ManaType[],
  x: number | null,
): Violation[] {
  const state = ctx.state;
  let added = mana;
  const player = state.players.find((p) => p.id === action.player);
  if (!player) return [];
  const cost = ability.mana ? parseManaCost(ability.mana) : null;
  if (ability.mana && !cost) throw new Error(`unparsable cost ${ability.mana}`);
  if (!cost && action.payment !== undefined)
    return [{ code: 'NO_SUCH_COST', rule: '602.2b', message: msg('602-activation-costs.NO_SUCH_COST', { field: 'payment' }) }];
  // 107.3a: the counters removed are the number announced.
  const parts = (ability.parts ?? []).map((p) => (p.kind === 'removeCounters' && p.chosen ? { ...p, n: x ?? 0 } : p));
  // 601.2h, 118.3: its other cost phrases (counters removed, creatures tapped) and life, checked before anything is paid.
  const chosen = chooseCostParts(state, parts, action, source, ability.tap);
  if ('code' in chosen) return [chosen];
  // 701.21a, 118.3: "Sacrifice a creature": a permanent its controller controls, of that kind, named by the action.
  const sacrificeCost = ability.sacrifice;
  const sacrificed = sacrificeCost?.option
    ? sacrificeChoices(state, { ...sacrificeCost, option: sacrificeCost.option }, action, source)
    : [];
  if ('code' in sacrificed) return [sacrificed];
  if (ability.life && player.life < ability.life)
    return [
      {
        code: 'CANNOT_PAY_LIFE',
        rule: '119.4',
        message: msg('602-activating-abilities.CANNOT_PAY_LIFE', { id: player.id, life: player.life, life2: ability.life }),
      },
    ];
  if (ability.tap) {
    source.tapped = true;
    ctx.trace.emit({ type: 'tap', object: source.id });
  }
  payBeforeMana(ctx, chosen, action.player);
  // 602.2b, 601.2g-h: mana in its cost is paid (by other sources, or from the pool) before it adds its own.
  if (cost) {
    const violation = payingFor(ctx, source, () => payManaCost(ctx, action, cost, 0, source.id));
    if (violation) return [violation];
  }
  if (ability.life) changeLife(ctx, player.id, -ability.life, '119.4', msg('why.payLife', { player: player.id, life: ability.life }));
  payAfterMana(ctx, chosen, action.player, source);
  for (const o of sacrificed) sacrifice(ctx, o, '701.21a', ' as part of the cost of its mana ability');
  // 602.2b, 601.2h: sacrificing the source is part of the cost (111.10a Treasure, 111.10c Gold).
  if (ability.sacrificeSelf) sacrifice(ctx, source, '701.21a', ' as part of the cost of its mana ability');
  // 601.2h: the costs with a random element are paid last.
  payRandomParts(ctx, chosen, action.player, source);
  // 608.2h, 605.3b: "Add {G} for each Elf you control": counted as it resolves, once its costs are paid (107.1b: never below 0).
  if (ability.times) {
    const n = countedManaTimes(ctx, source, ability.times, action.player, x);
    ctx.trace.cite('608.2h', 'count', msg('602-activating-abilities.countedMana', { describe: objectName(source), count: n }), [source.id]);
    added = timesOver(added, n);
  }
  for (const m of added) player.manaPool[m] += 1;
  // 106.6: the mana keeps its restriction in the pool.
  if (ability.spendOnly) addRestrictedMana(player, added, ability.spendOnly);
  ctx.trace.cite(
    '605.3b',
    'manaAbility',
    msg('602-activating-abilities.manaAbility', {
      player: action.player,
      pValue: msg(ability.tap ? 'verb.taps' : 'verb.activates'),
      describe: objectName(source),
      list: added.map((m) => `{${m}}`).join(''),
      formatPool: formatPool(player.manaPool),
    }),
    [source.id],
  );
  // 605.1a, 605.3b: what else it does happens now too, as it resolves: it never goes on the stack.
  if (ability.effects) {
    const resolving: StackObject = {
      id: `${source.id}.mana`,
      controller: action.player,
      object: null,
      ability: { source: source.id, index: action.ability },
      targets: [],
      x: null,
      modes: null,
    };
    ctx.trace.cite('605.3b', 'resolve', msg('602-activation-costs.manaEffects', { text: quotedText(ability.text, ctx.state, source.id) }), [
      source.id,
    ]);
    applyManaAbilityEffects(ctx, resolving, ability.effects);
  }
  // 106.12, 605.4a: tapped for mana, the triggered mana abilities it sets off resolve now, after it.
  if (ability.tap) resolveManaTriggers(ctx, source, action.player, added);
  // 605.3a: activated while the player has priority, it is an action: they receive priority again (117.3c).
  keepPriorityAfterAction(ctx, action.player, '117.3c');
  return [];
}

/** How many times a counted mana ability adds its mana (608.2h); a count the evaluator cannot read is refused, never guessed. */
function countedManaTimes(ctx: Ctx, source: GameObject, times: Quantity, player: string, x: number | null): number {
  const n = evaluateQuantity(ctx.state, times, { controller: player, source: source.id, x }, { targets: [] });
  if (n === null)
    throw new Unsupported('UNSUPPORTED_EFFECT', msg('602-activating-abilities.uncountedMana', { describe: objectName(source) }), '608.2h');
  return Math.max(0, n);
}

const timesOver = (mana: ManaType[], n: number): ManaType[] => Array.from({ length: n }, () => mana).flat();

function activateNonManaAbility(
  ctx: Ctx,
  source: GameObject,
  ability: Extract<Ability, { kind: 'activated' }>,
  action: ActivateAction,
  zone: 'battlefield' | 'hand' | 'graveyard' | 'command' = 'battlefield',
): Violation[] {
  const state = ctx.state;
  if (ability.sorcerySpeed && !sorceryTiming(state, action.player)) {
    return [
      {
        code: 'SORCERY_SPEED',
        rule: '602.5d',
        message: msg('602-activating-abilities.SORCERY_SPEED.2'),
      },
    ];
  }
  // 602.5b: "Activate only once each turn", "no more than twice each turn" (the permanent's, whoever controls it).
  const times = (source.activatedThisTurn ?? []).filter((i) => i === action.ability).length;
  if (ability.oncePerTurn && times > 0)
    return [
      {
        code: 'ALREADY_ACTIVATED',
        rule: '602.5b',
        message: msg('602-activating-abilities.ALREADY_ACTIVATED', {
          text: quotedText(ability.text, ctx.state, source.id),
          describe: objectName(source),
        }),
      },
    ];
  const restricted = restrictionViolation(state, ability.restrictions, action.player, source, times, ability.text);
  if (restricted) return [restricted];
  if ((ability.oncePerTurn || ability.restrictions?.maxPerTurn !== undefined) && zone === 'battlefield')
    source.activatedThisTurn = [...(source.activatedThisTurn ?? []), action.ability];
  // 602.2a: the ability is created on the stack.
  const entry: StackObject = {
    id: freshId(state, `${source.id}.ability.${action.ability}`),
    controller: action.player,
    object: null,
    ability: { source: source.id, index: action.ability },
    targets: [],
    x: null,
    modes: null,
  };
  // 613.1f: a granted ability is carried as its text: it resolves even if its source loses it (113.7a).
  const granted = grantedText(ability);
  if (granted !== undefined && entry.ability) entry.ability.granted = granted;
  state.stack.push(entry);
  ctx.trace.cite(
    '602.2a',
    'activateAbility',
    zone === 'hand'
      ? msg('602-activating-abilities.activateAbility', {
          player: action.player,
          text: quotedText(ability.text, ctx.state, source.id),
          describe: objectName(source),
          id: entry.id,
        })
      : zone === 'graveyard'
        ? msg('602-activation-costs.fromGraveyard', {
            player: action.player,
            text: quotedText(ability.text, ctx.state, source.id),
            describe: objectName(source),
            id: entry.id,
          })
        : msg('602-activating-abilities.activateAbility.3', {
            player: action.player,
            text: quotedText(ability.text, ctx.state, source.id),
            describe: objectName(source),
            pValue: granted !== undefined ? msg('602-activating-abilities.grantedAbility') : '',
            id: entry.id,
          }),
    [source.id, entry.id],
  );
  // 602.2b: the rest follows 601.2b-i.
  const cost = parseManaCost(ability.cost.mana);
  if (!cost) throw new Error(`unparsable cost ${ability.cost.mana}`);
  // 107.3a: an X in its mana cost, or in "Remove X charge counters from CARDNAME" (the same X when both say it).
  const announced = announcedCounters(ability.cost.parts);
  const hasX = cost.symbols.some((s) => s.kind === 'x') || announced !== undefined;
  if (hasX) {
    if (action.x === undefined)
      return [
        {
          code: 'X_NOT_CHOSEN',
          rule: '107.3a',
          message: announced
            ? msg('602-activation-costs.X_NOT_CHOSEN.counters', {
                text: quotedText(ability.text, ctx.state, source.id),
                kind: announced.counter,
              })
            : msg('602-activating-abilities.X_NOT_CHOSEN'),
        },
      ];
    if (announced && (!Number.isInteger(action.x) || action.x < 0))
      return [{ code: 'INVALID_X', rule: '107.3a', message: msg('602-activation-costs.INVALID_X', { value: String(action.x) }) }];
    entry.x = action.x;
  }
  const targeting = chooseTargets(ctx, entry, ability.targets, action, source);
  if (targeting) return [targeting];
  const parts = (ability.cost.parts ?? []).map((p) => (p.kind === 'removeCounters' && p.chosen ? { ...p, n: entry.x ?? 0 } : p));
  ctx.trace.cite(
    '601.2f',
    'totalCost',
    msg('602-activating-abilities.totalCost.2', {
      pValue:
        [
          ability.cost.tap ? '{T}' : '',
          formatManaCost(cost),
          ability.cost.life ? `${ability.cost.life} life` : '',
          ability.cost.sacrificeSelf ? `sacrificing ${describe(source)}` : '',
          ability.cost.discardSelf ? `discarding ${describe(source)}` : '',
          ability.cost.sacrifice?.text ? `sacrificing ${ability.cost.sacrifice.count ?? 1} ${ability.cost.sacrifice.text}` : '',
          ...parts.map(describePart),
        ]
          .filter(Boolean)
          .join(', ') || 'nothing',
    }),
  );
  // 701.21a, 118.3: the permanent sacrificed for "Sacrifice a creature" is one its controller controls, of that type.
  const sacrificeCost = ability.cost.sacrifice;
  const sacrificed: GameObject[] | Violation | null = !sacrificeCost
    ? null
    : sacrificeCost.option
      ? sacrificeChoices(state, { ...sacrificeCost, option: sacrificeCost.option }, action, source)
      : ((c) => ('code' in c ? c : [c]))(sacrificeChoice(state, sacrificeCost, action, source));
  if (sacrificed && 'code' in sacrificed) return [sacrificed];
  if (!sacrificeCost && action.sacrifice !== undefined)
    return [{ code: 'NO_SUCH_COST', rule: '602.2b', message: msg('602-activation-costs.NO_SUCH_COST', { field: 'sacrifice' }) }];
  // 601.2h, 118.3: what the other phrases take, all checked before anything is paid.
  const chosen = chooseCostParts(state, parts, action, source, ability.cost.tap);
  if ('code' in chosen) return [chosen];
  // 119.4, 118.3: life is paid only by a player whose life total is at least the payment.
  const payer = state.players.find((p) => p.id === action.player);
  if (ability.cost.life && payer && payer.life < ability.cost.life) {
    return [
      {
        code: 'CANNOT_PAY_LIFE',
        rule: '119.4',
        message: msg('602-activating-abilities.CANNOT_PAY_LIFE', { id: payer.id, life: payer.life, life2: ability.cost.life }),
      },
    ];
  }
  if (ability.cost.tap) {
    source.tapped = true;
    ctx.trace.emit({ type: 'tap', object: source.id });
  }
  payBeforeMana(ctx, chosen, action.player);
  const excluded = zone === 'battlefield' && (ability.cost.tap || ability.cost.sacrificeSelf) ? source.id : null;
  const violation = payingFor(ctx, source, () => payManaCost(ctx, action, cost, entry.x ?? 0, excluded));
  if (violation) return [violation];
  if (ability.cost.tap)
    ctx.trace.cite(
      '601.2h',
      'payCost',
      msg('602-activating-abilities.payCost.3', { player: action.player, describe: objectName(source) }),
      [source.id],
    );
  if (ability.cost.life && payer)
    changeLife(ctx, payer.id, -ability.cost.life, '119.4', msg('why.payLife', { player: payer.id, life: ability.cost.life }));
  // 113.7a: the ability on the stack outlives its source; a token's last known text travels with it (704.5d),
  // and so does a copy's, which is its own card again in the graveyard (707.2, 400.7).
  const leaving =
    ability.cost.sacrificeSelf ||
    (sacrificed ?? []).some((o) => o.id === source.id) ||
    chosen.some((c) => 'self' in c.part && c.part.self && c.part.kind !== 'discard');
  if (zone === 'battlefield' && leaving && (source.token || source.original) && source.card && entry.ability)
    entry.ability.lastKnown = { card: source.card, inline: source.inline };
  // 702.49b-c: ninjutsu reveals its card and keeps what the returned creature attacks before it leaves combat.
  if (isNinjutsu(ability))
    recordNinjutsuDefender(
      ctx,
      entry,
      source,
      chosen.flatMap((c) => (c.part.kind === 'return' ? c.objects : [])),
    );
  payAfterMana(ctx, chosen, action.player, source);
  if (ability.cost.discardSelf && payer) {
    // 701.9a, as part of the cost (601.2h through 602.2b).
    payer.hand = payer.hand.filter((o) => o !== source);
    ctx.trace.cite('601.2h', 'payCost', msg('602-activating-abilities.payCost', { player: action.player, describe: objectName(source) }), [
      source.id,
    ]);
    putDiscardedCard(ctx, source, ability.cycling === true);
  }
  for (const o of sacrificed ?? []) sacrifice(ctx, o, '701.21a', ' as part of the cost (601.2h)');
  // 608.2h: one permanent sacrificed for the cost: kept as it last existed, for "the sacrificed creature's power".
  const lastKnown = sacrificed?.length === 1 ? sacrificedForCost(ctx, sacrificed[0].id) : null;
  if (lastKnown) entry.sacrificed = lastKnown;
  if (ability.cost.sacrificeSelf) sacrifice(ctx, source, '701.21a', ' as part of the cost (601.2h)');
  // 601.2h: the costs with a random element are paid last.
  payRandomParts(ctx, chosen, action.player, source);
  keepPriorityAfterAction(ctx, action.player, '117.3c');
  return [];
}

/** A cost phrase as the total cost names it (601.2f). */
function describePart(p: CostPart): string {
  switch (p.kind) {
    case 'untap':
      return '{Q}';
    case 'discard':
      return p.self ? 'discarding it' : `discarding ${p.n} ${p.text}${p.random ? ' at random' : ''}`;
    case 'return':
      return p.self ? "returning it to its owner's hand" : `returning ${p.n} ${p.text}`;
    case 'exile':
      return p.self ? 'exiling it' : `exiling ${p.n} ${p.text}`;
    case 'removeCounters':
      return `removing ${p.n} ${p.counter} counter(s)`;
    case 'energy':
      return '{E}'.repeat(p.n);
    case 'tapUntapped':
      return `tapping ${p.n} ${p.text}`;
    case 'putOnTop':
      return 'putting a card from the hand on top of the library';
    case 'crew':
      return `tapping creatures with total power ${p.n} or greater (crew)`;
    default:
      return '';
  }
}

/** The permanent named by `action.sacrifice` for a "Sacrifice a creature" cost, or why it cannot be sacrificed (118.3, 701.21a). */
export function sacrificeChoice(
  state: GameState,
  cost: SacrificeCost,
  action: { player: string; sacrifice?: string[] },
  source: GameObject,
): GameObject | Violation {
  const what = sacrificePhrase(cost.types, cost.another);
  const ids = action.sacrifice ?? [];
  if (ids.length !== 1)
    return { code: 'SACRIFICE_REQUIRED', rule: '601.2h', message: msg('602-activating-abilities.SACRIFICE_REQUIRED', { what: what }) };
  const o = state.battlefield.find((p) => p.id === ids[0] && !p.phasedOut);
  if (!o || o.controller !== action.player)
    return {
      code: 'CANNOT_SACRIFICE',
      rule: '701.21a',
      message: msg('602-activating-abilities.CANNOT_SACRIFICE', { pValue: ids[0], player: action.player }),
    };
  if (cost.another && o.id === source.id)
    return {
      code: 'CANNOT_SACRIFICE',
      rule: '118.3',
      message: msg('602-activating-abilities.CANNOT_SACRIFICE.2', {
        toLowerCase: bareTypes(cost.types),
        describe: objectName(source),
      }),
    };
  if (!cost.types.some((t) => characteristicsOf(state, o).types.includes(t)))
    return {
      code: 'CANNOT_SACRIFICE',
      rule: '118.3',
      message: msg('602-activating-abilities.CANNOT_SACRIFICE.3', {
        describe: objectName(o),
        withArticle: sacrificePhrase(cost.types, false),
      }),
    };
  return o;
}

/** 601.2c through 602.2b: one legal target for each the ability asks for. */
function chooseTargets(ctx: Ctx, entry: StackObject, specs: Selector[], action: ActivateAction, source: GameObject): Violation | null {
  // 115.6: "up to N": a target may be left unchosen (NO_TARGET, or left out at the end).
  const announced = announcedTargets(specs, action.targets ?? []);
  if (announced !== null && !Array.isArray(announced)) return announced;
  const targets = announced ?? action.targets ?? [];
  if (targets.length !== specs.length) {
    return {
      code: 'WRONG_TARGET_COUNT',
      rule: '601.2c',
      message: msg('602-activating-abilities.WRONG_TARGET_COUNT.2', {
        length: specs.length,
        pValue: specs.length > 0 ? joined(specs.map(describeSelector), ', ') : msg('word.none'),
        length2: targets.length,
      }),
    };
  }
  for (let i = 0; i < targets.length; i++) {
    if (targets[i] === NO_TARGET) continue;
    const v = checkTarget(ctx.state, specs[i], targets[i], action.player, colorsNow(ctx.state, source), entry.id, source.id, null, entry.x);
    if (v) return v;
  }
  entry.targets = [...targets];
  const chosen = targets.filter((t) => t !== NO_TARGET);
  if (chosen.length > 0)
    ctx.trace.cite('601.2c', 'chooseTargets', msg('602-activating-abilities.chooseTargets', { targets: chosen.join(', ') }), chosen);
  for (const t of chosen) ctx.trace.emit({ type: 'targeted', object: t, by: entry.id, controller: action.player });
  return null;
}

/** The ability a stack entry stands for, from its source (113.7a: it exists independently of it). */
export function abilityOnStack(
  state: GameState,
  entry: StackObject,
  departed?: Map<string, Departed>,
): Extract<Ability, { kind: 'activated' | 'loyalty' }> | null {
  if (!entry.ability) return null;
  if (entry.ability.granted !== undefined) return grantedOfKind(entry.ability.granted, 'activated', compileGranted)[0] ?? null;
  const { source, index } = entry.ability;
  const candidates: GameObject[] = [
    ...state.battlefield,
    ...state.exile,
    ...state.players.flatMap((p) => [...p.graveyard, ...p.hand]),
    // 114.4: an emblem's, in the command zone.
    ...state.command.filter((o) => o.emblem !== undefined),
  ];
  // 113.7a: the ability exists independently of its source, which may have left (even ceased to exist).
  // A source that left the battlefield is read as it last existed when the entry carries it (a copy is its own card again, 400.7).
  const gone =
    entry.ability.lastKnown && !state.battlefield.some((c) => c.id === source) ? { card: entry.ability.lastKnown.card } : undefined;
  const found = candidates.find((c) => c.id === source);
  // 612.1: the ability as its source's text is now.
  const o =
    gone ??
    (found ? { card: cardNow(state, found) } : undefined) ??
    (departed?.get(source) ? { card: departed.get(source)?.card ?? null } : undefined);
  const a = o?.card
    ? compiled(o.card).abilities.filter((x): x is ActivatedAbility => x.kind === 'mana' || x.kind === 'activated' || x.kind === 'loyalty')[
        understoodIndex(o.card, index)
      ]
    : undefined;
  return a && (a.kind === 'activated' || a.kind === 'loyalty') ? a : null;
}
