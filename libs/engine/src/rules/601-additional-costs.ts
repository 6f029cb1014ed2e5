import { AdditionalCostAbility } from '../cards/grammar/additional-cost';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { Ctx, objectName } from '../context';
import { sacrifice } from '../keywords/701.21-sacrifice';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import { characteristicsOf } from './613-layers';
import { putDiscardedCard } from './614-replacement-effects';
import { sacrificeChoice } from './602-activating-abilities';
import { changeLife } from './119-life';
import { cardName, msg } from '../trace/message';
import { ChosenPart, chooseCostParts, firstCostChoices, payAfterMana, payRandomParts, sacrificeChoices } from './602-activation-costs';
import { matchesOption } from '../select/selector';

/** 107.3a, 601.2b: whether the spell's mandatory additional cost has an X ("pay X life", "discard X cards"), announced with the spell. */
export function additionalCostHasX(def: CardDefinition): boolean {
  const cost = additionalCostOf(def);
  return cost?.life === 'X' || cost?.discard === 'X';
}

/** The spell's mandatory additional cost, if it has one. */
export function additionalCostOf(def: CardDefinition): AdditionalCostAbility | null {
  const a = compiled(def).abilities.find((x) => x.kind === 'additionalCost');
  return a && a.kind === 'additionalCost' ? a : null;
}

export interface ChosenCosts {
  sacrificed: GameObject | null;
  /** 702.119c: the permanent sacrificed is the emerge cost's, not an additional cost's. */
  forEmerge?: boolean;
  discarded: GameObject[];
  life?: number;
  /** 601.2h: the phrases paid as an activation cost's are, with what pays each (none yet for a random discard). */
  parts?: ChosenPart[];
}

/**
 * 601.2h: what the caster names to pay the additional cost: the permanent sacrificed (701.21a: one
 * they control, of that type; 118.3: without one, the cost cannot be paid) or the cards discarded
 * from their hand (701.9a; the spell itself already left it, 601.2a). Checked before anything is paid.
 */
export function chooseAdditionalCosts(
  state: GameState,
  def: CardDefinition,
  spell: GameObject,
  action: { player: string; sacrifice?: string[]; discard?: string[]; exile?: string[]; x?: number },
): ChosenCosts | Violation {
  const cost = additionalCostOf(def);
  if (!cost) {
    if (action.sacrifice !== undefined)
      return {
        code: 'NO_SUCH_ADDITIONAL_COST',
        rule: '118.8',
        message: msg('601-additional-costs.NO_SUCH_ADDITIONAL_COST', { pValue: def.name || 'this spell' }),
      };
    if (action.discard !== undefined)
      return {
        code: 'NO_SUCH_ADDITIONAL_COST',
        rule: '118.8',
        message: msg('601-additional-costs.NO_SUCH_ADDITIONAL_COST.2', { pValue: def.name || 'this spell' }),
      };
    return { sacrificed: null, discarded: [] };
  }
  if (cost.parts) {
    if (action.sacrifice !== undefined)
      return {
        code: 'NO_SUCH_ADDITIONAL_COST',
        rule: '118.8',
        message: msg('601-additional-costs.NO_SUCH_ADDITIONAL_COST.5', { name: cardName(def) }),
      };
    // 118.3: the cards named must be there and fit (a creature card of the caster's graveyard); a random discard names none.
    const parts = chooseCostParts(state, cost.parts, { player: action.player, discard: action.discard, exile: action.exile }, spell, false);
    return 'code' in parts ? parts : { sacrificed: null, discarded: [], parts };
  }
  if (cost.sacrifice) {
    if (action.discard !== undefined)
      return {
        code: 'NO_SUCH_ADDITIONAL_COST',
        rule: '118.8',
        message: msg('601-additional-costs.NO_SUCH_ADDITIONAL_COST.3', { name: cardName(def) }),
      };
    // 701.21a, 118.3: "sacrifice a Goblin": a permanent of that subtype (a selector option, read as an activation cost's is).
    const option = cost.sacrifice.option;
    if (option) {
      const os = sacrificeChoices(state, { ...cost.sacrifice, option }, action, spell);
      return 'code' in os ? os : { sacrificed: os[0], discarded: [] };
    }
    const o = sacrificeChoice(state, cost.sacrifice, action, spell);
    return 'code' in o ? o : { sacrificed: o, discarded: [] };
  }
  if (cost.life !== undefined) {
    // 107.3a: "pay X life": the X announced (601.2b, before the costs are paid).
    const amount = cost.life === 'X' ? (action.x ?? 0) : cost.life;
    if (action.sacrifice !== undefined || action.discard !== undefined)
      return {
        code: 'NO_SUCH_ADDITIONAL_COST',
        rule: '118.8',
        message: msg('601-additional-costs.NO_SUCH_ADDITIONAL_COST.4', { name: cardName(def), life: amount }),
      };
    // 119.4: life is paid only by a player whose life total is at least the payment (118.3); paying 0 life is always possible.
    const life = state.players.find((p) => p.id === action.player)?.life ?? 0;
    if (amount > 0 && life < amount)
      return {
        code: 'CANNOT_PAY_LIFE',
        rule: '119.4',
        message: msg('601-additional-costs.CANNOT_PAY_LIFE', { player: action.player, life: life, life2: amount }),
      };
    return { sacrificed: null, discarded: [], life: amount };
  }
  const n = cost.discard === 'X' ? (action.x ?? 0) : (cost.discard ?? 0);
  if (action.sacrifice !== undefined)
    return {
      code: 'NO_SUCH_ADDITIONAL_COST',
      rule: '118.8',
      message: msg('601-additional-costs.NO_SUCH_ADDITIONAL_COST.5', { name: cardName(def) }),
    };
  const ids = action.discard ?? [];
  if (ids.length !== n || new Set(ids).size !== ids.length)
    return {
      code: 'DISCARD_REQUIRED',
      rule: '601.2h',
      message: msg('601-additional-costs.DISCARD_REQUIRED', {
        name: cardName(def),
        nValue: n,
        pValue: msg(n === 1 ? 'plural.itsId' : 'plural.theirIds'),
      }),
    };
  const hand = state.players.find((p) => p.id === action.player)?.hand ?? [];
  const discarded: GameObject[] = [];
  for (const id of ids) {
    const card = hand.find((o) => o.id === id);
    if (!card)
      return {
        code: 'CANNOT_DISCARD',
        rule: '701.9a',
        message: msg('601-additional-costs.CANNOT_DISCARD', { id: id, player: action.player }),
      };
    discarded.push(card);
  }
  return { sacrificed: null, discarded };
}

/** 601.2h: the additional cost is paid with the mana cost (in any order): the sacrifice (701.21a), the life (119.4), the discard (701.9a). */
export function payAdditionalCosts(ctx: Ctx, player: string, chosen: ChosenCosts, spell?: GameObject): Violation | null {
  const state = ctx.state;
  if (chosen.sacrificed) {
    const o = state.battlefield.find((p) => p.id === chosen.sacrificed?.id);
    if (!o)
      return {
        code: 'CANNOT_SACRIFICE',
        rule: '118.3',
        message: msg('601-additional-costs.CANNOT_SACRIFICE', { id: chosen.sacrificed.id }),
      };
    sacrifice(ctx, o, '701.21a', chosen.forEmerge ? ' as part of the emerge cost (702.119c)' : ' as part of the additional cost (601.2h)');
  }
  if (chosen.life) changeLife(ctx, player, -chosen.life, '119.4', msg('why.payLifeAdditional', { player, life: chosen.life }));
  const owner = state.players.find((p) => p.id === player);
  for (const card of chosen.discarded) {
    if (!owner) break;
    owner.hand = owner.hand.filter((o) => o !== card);
    ctx.trace.cite('601.2h', 'payCost', msg('601-additional-costs.payCost', { player: player, describe: objectName(card) }), [card.id]);
    putDiscardedCard(ctx, card);
  }
  // 601.2h: the cards exiled (701.13a), then last the costs with a random element (701.9b).
  if (chosen.parts && spell) {
    payAfterMana(ctx, chosen.parts, player, spell);
    payRandomParts(ctx, chosen.parts, player, spell);
  }
  return null;
}

/** Whether the spell's mandatory additional cost exiles cards (paid through the cast's `exile` field). */
export function additionalCostExiles(def: CardDefinition): boolean {
  return additionalCostOf(def)?.parts?.some((p) => p.kind === 'exile') ?? false;
}

/** For the legal actions: one choice per permanent that could be sacrificed, or per card that could be discarded; null without such a cost. */
export function additionalCostChoices(
  state: GameState,
  card: GameObject,
  player: string,
): { sacrifice?: string[]; discard?: string[]; exile?: string[] }[] | null {
  const cost = card.card ? additionalCostOf(card.card) : null;
  if (!cost) return null;
  if (cost.life !== undefined) return null;
  // 107.3a: the legal actions announce X = 0: no card to discard.
  if (cost.discard === 'X') return null;
  if (cost.parts) {
    const first = firstCostChoices(state, cost.parts, player, card, false);
    return first ? [first] : [];
  }
  if (cost.sacrifice) {
    const { types, option } = cost.sacrifice;
    const fits = (x: GameObject): boolean =>
      option
        ? matchesOption(state, option, { kind: 'object', zone: 'battlefield', object: x }, { controller: player, source: card.id, x: null })
        : types.some((t) => characteristicsOf(state, x).types.includes(t));
    return state.battlefield.filter((x) => x.controller === player && !x.phasedOut && fits(x)).map((x) => ({ sacrifice: [x.id] }));
  }
  // A hidden card is not offered: discarding it would reveal it (400.2).
  const hand = state.players.find((p) => p.id === player)?.hand ?? [];
  const cards = hand.filter((o) => o.id !== card.id && o.card);
  if (cost.discard === 1) return cards.map((o) => ({ discard: [o.id] }));
  // Several cards to discard: the first ones of the hand (one legal choice among many).
  const n = cost.discard ?? 0;
  return cards.length >= n ? [{ discard: cards.slice(0, n).map((o) => o.id) }] : [];
}
