import { Ability } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { CostPart } from '../cards/grammar/cost';
import { Ctx } from '../context';
import { sacrifice } from '../keywords/701.21-sacrifice';
import { matchesOption } from '../select/selector';
import { GameObject, GameState } from '../state/types';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { cardName, msg } from '../trace/message';
import { changeLife } from './119-life';
import { lifeGainModifiers } from './614-damage-replacement';
import { cantGainLifeFrom } from './119.7-cant-gain-life';
import { nameOf } from '../keywords/names';
import {
  ChosenPart,
  chooseCostParts,
  firstCostChoices,
  payAfterMana,
  payBeforeMana,
  sacrificeCandidates,
  sacrificeChoices,
} from './602-activation-costs';

/** The value of a cast action's `alternativeCost` that names the alternative cost written on the card itself (118.9). */
export const WRITTEN_ALTERNATIVE_COST = 'card';

type WrittenAlternativeCost = Extract<Ability, { kind: 'writtenAlternativeCost' }>;

/** 118.9: the alternative cost the card's own text offers ("You may ... rather than pay CARDNAME's mana cost."), or null. */
export function writtenAlternativeCostOf(def: CardDefinition): WrittenAlternativeCost | null {
  const a = compiled(def).abilities.find((x) => x.kind === 'writtenAlternativeCost');
  return a && a.kind === 'writtenAlternativeCost' ? a : null;
}

/** 601.2f: the mana the written alternative cost asks ("{0}" when it asks none: Force of Will, Daze). */
export function writtenAlternativeMana(def: CardDefinition): string | null {
  const cost = writtenAlternativeCostOf(def);
  if (!cost) return null;
  const mana = cost.parts.find((p) => p.kind === 'mana');
  return mana && mana.kind === 'mana' ? mana.mana : '{0}';
}

/** The fields of a cast action that name what pays the phrases of an alternative cost written on the card. */
export interface AlternativeCostChoices {
  player: string;
  exile?: string[];
  returnToHand?: string[];
  tapUntapped?: string[];
  sacrifice?: string[];
  discard?: string[];
}

/** What the caster named for each phrase, checked before anything is paid (601.2h: no partial payment). */
export interface ChosenAlternativeCost {
  text: string;
  parts: ChosenPart[];
  sacrificed: GameObject[];
  life: number;
  /** 118.9: "have an opponent gain N life": the opponent and the life they gain. */
  opponentGains?: { player: string; n: number };
}

const PAID_BY: Partial<Record<CostPart['kind'], keyof Omit<AlternativeCostChoices, 'player'>>> = {
  exile: 'exile',
  return: 'returnToHand',
  tapUntapped: 'tapUntapped',
  sacrifice: 'sacrifice',
  discard: 'discard',
};

/** Which of `sacrifice` / `discard` the card's written alternative cost takes (the rest pay an additional cost, 118.8). */
export function fieldsTaken(def: CardDefinition): Set<string> {
  const cost = writtenAlternativeCostOf(def);
  return new Set((cost?.parts ?? []).flatMap((p) => PAID_BY[p.kind] ?? []));
}

/**
 * The fields that name what pays a cost phrase when the spell is cast without the card's written
 * alternative cost: `exile`, `returnToHand` and `tapUntapped` pay nothing then (601.2h).
 */
export function checkUnusedFields(action: AlternativeCostChoices, written: boolean): Violation | null {
  if (written) return null;
  for (const field of ['exile', 'returnToHand', 'tapUntapped'] as const)
    if (action[field] !== undefined)
      return { code: 'NO_SUCH_COST', rule: '601.2h', message: msg('601-alternative-costs.NO_SUCH_COST', { field }) };
  return null;
}

/**
 * 118.9, 601.2b, 601.2h: the caster announces that they pay the alternative cost written on the card
 * and names what pays each of its phrases: the cards exiled from their hand (the spell itself is on
 * the stack by then, 601.2a, so it cannot be one of them), the permanents returned, sacrificed or
 * tapped, the cards discarded. 118.3: a phrase that cannot be paid with what is named refuses the
 * cast; 119.4: life is paid only by a player whose life total is at least the payment. Nothing
 * changes yet.
 */
export function chooseWrittenAlternativeCost(
  state: GameState,
  def: CardDefinition,
  spell: GameObject,
  action: AlternativeCostChoices,
): ChosenAlternativeCost | Violation {
  const cost = writtenAlternativeCostOf(def);
  if (!cost)
    return {
      code: 'NO_SUCH_ALTERNATIVE_COST',
      rule: '118.9',
      message: msg('601-alternative-costs.NO_WRITTEN_COST', { name: cardName(def) }),
    };
  const player = state.players.find((p) => p.id === action.player);
  if (!player) return { text: cost.text, parts: [], sacrificed: [], life: 0 };
  // "If you control a Swamp, you may ...": the permission holds only while the caster controls one.
  if (cost.onlyIf) {
    const option = cost.onlyIf.option;
    const asker = { controller: action.player, source: spell.id, x: null };
    const holds = state.battlefield.some(
      (o) => !o.phasedOut && matchesOption(state, option, { kind: 'object', zone: 'battlefield', object: o }, asker),
    );
    if (!holds)
      return {
        code: 'CONDITION_NOT_MET',
        rule: '118.9',
        message: msg('601-alternative-costs.NOT_MET', { name: cardName(def), player: action.player, what: cost.onlyIf.text }),
      };
  }
  for (const field of ['exile', 'returnToHand', 'tapUntapped'] as const)
    if (action[field] !== undefined && !cost.parts.some((p) => PAID_BY[p.kind] === field))
      return { code: 'NO_SUCH_COST', rule: '601.2h', message: msg('601-alternative-costs.NO_SUCH_COST', { field }) };
  let life = 0;
  let opponentGains: ChosenAlternativeCost['opponentGains'];
  let sacrificed: GameObject[] = [];
  const others: CostPart[] = [];
  for (const part of cost.parts) {
    if (part.kind === 'mana') continue;
    if (part.kind === 'opponentGainsLife') {
      // 102.2: the caster's opponents; with more than one, which one gains the life is a choice the cast does not name.
      const opponents = state.players.filter((p) => p.id !== player.id && p.lost === null);
      if (opponents.length !== 1)
        throw new Unsupported('UNSUPPORTED_ACTION', msg('601-alternative-costs.WHICH_OPPONENT', { name: cardName(def) }), '118.9');
      // 119.7: a cost that has a player who can't gain life gain life can't be paid.
      const forbids = cantGainLifeFrom(state, opponents[0].id);
      if (forbids)
        return {
          code: 'CANNOT_GAIN_LIFE',
          rule: '119.7',
          message: msg('601-alternative-costs.CANNOT_GAIN_LIFE', {
            name: cardName(def),
            opponent: opponents[0].id,
            nameOf: nameOf(forbids),
          }),
        };
      // 616.1: an order of life-gain replacement effects is not asked during a cast.
      if (lifeGainModifiers(state, opponents[0].id).length > 0)
        throw new Unsupported('UNSUPPORTED_ACTION', msg('601-alternative-costs.LIFE_GAIN_REPLACED', { name: cardName(def) }), '616.1');
      opponentGains = { player: opponents[0].id, n: part.n };
      continue;
    }
    if (part.kind === 'life') {
      if (player.life < part.n)
        return {
          code: 'CANNOT_PAY_LIFE',
          rule: '119.4',
          message: msg('601-additional-costs.CANNOT_PAY_LIFE', { player: player.id, life: player.life, life2: part.n }),
        };
      life = part.n;
    } else if (part.kind === 'sacrifice' && !part.self) {
      const chosen = sacrificeChoices(
        state,
        { types: [], another: false, option: part.option, count: part.n, text: part.text },
        action,
        spell,
      );
      if ('code' in chosen) return chosen;
      sacrificed = chosen;
    } else others.push(part);
  }
  const parts = chooseCostParts(state, others, { ...action, putOnTop: undefined }, spell, false);
  if ('code' in parts) return parts;
  return { text: cost.text, parts, sacrificed, life, ...(opponentGains ? { opponentGains } : {}) };
}

/** 601.2h: what is paid before the mana (the creatures tapped: they cannot also be tapped for mana then). */
export function payWrittenBeforeMana(ctx: Ctx, chosen: ChosenAlternativeCost, player: string): void {
  payBeforeMana(ctx, chosen.parts, player);
}

/**
 * 601.2h: the rest of the alternative cost, after the mana abilities were activated (601.2g): a land
 * tapped for mana may then be the one returned or sacrificed. The permanents sacrificed (701.21a),
 * the life (119.4), the cards exiled (701.13a), returned or discarded (701.9a).
 */
export function payWrittenAfterMana(ctx: Ctx, chosen: ChosenAlternativeCost, player: string, spell: GameObject): void {
  for (const o of chosen.sacrificed) {
    const still = ctx.state.battlefield.find((p) => p.id === o.id);
    if (still) sacrifice(ctx, still, '701.21a', ' as part of the alternative cost (601.2h)');
  }
  if (chosen.life > 0) changeLife(ctx, player, -chosen.life, '119.4', msg('why.payLife', { player, life: chosen.life }));
  if (chosen.opponentGains)
    changeLife(
      ctx,
      chosen.opponentGains.player,
      chosen.opponentGains.n,
      '118.9',
      msg('why.opponentGainsLifeCost', { player, opponent: chosen.opponentGains.player, life: chosen.opponentGains.n }),
    );
  payAfterMana(ctx, chosen.parts, player, spell);
}

/** The cast names what pays both costs in one field: which phrase each id pays is not said. */
export function sharedFieldUnsupported(def: CardDefinition, field: string): Unsupported {
  return new Unsupported('UNSUPPORTED_ACTION', msg('601-alternative-costs.SHARED_FIELD', { name: cardName(def), field }), '601.2h');
}

/**
 * For the legal actions: the fields of a cast for the card's written alternative cost, with the first
 * cards or permanents that fit each phrase; null when the card has none, or nothing fits a phrase.
 */
export function writtenAlternativeChoices(
  state: GameState,
  card: GameObject,
  player: string,
): Omit<AlternativeCostChoices, 'player'> | null {
  const cost = card.card ? writtenAlternativeCostOf(card.card) : null;
  if (!cost) return null;
  // 119.7: an opponent who can't gain life can't be had gain life as a cost.
  if (
    cost.parts.some((p) => p.kind === 'opponentGainsLife') &&
    state.players.some((p) => p.id !== player && p.lost === null && cantGainLifeFrom(state, p.id))
  )
    return null;
  const choices = firstCostChoices(
    state,
    cost.parts.filter((p) => p.kind !== 'sacrifice' && p.kind !== 'opponentGainsLife'),
    player,
    card,
    false,
  );
  if (!choices) return null;
  const out: Omit<AlternativeCostChoices, 'player'> = { ...choices };
  delete (out as { putOnTop?: string[] }).putOnTop;
  for (const part of cost.parts) {
    if (part.kind !== 'sacrifice' || part.self) continue;
    const candidates = sacrificeCandidates(
      state,
      { types: [], another: false, option: part.option, count: part.n, text: part.text },
      player,
      card,
    );
    if (candidates.length < part.n) return null;
    out.sacrifice = candidates.slice(0, part.n).map((o) => o.id);
  }
  return out;
}
