import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { GameState, PendingChoice, StackObject } from '../state/types';
import { Departed } from '../trace/trace';
import { Violation } from '../violation';
import { Unsupported } from '../unsupported';
import { answered, waitFor } from '../state/pending-choice';
import { chosenSpell, spellAbility } from '../rules/601-casting-spells';
import { abilityOnStack } from '../rules/602-activating-abilities';
import { abilityOfTrigger } from '../rules/603-triggered-abilities';
import { withTextNow } from '../rules/612-text-changing';
import { amountOf } from '../rules/608.2h-quantities';
import { Message, msg } from '../trace/message';
import { playersOf } from './players';
import { DiscardEffect, discardCandidates, discardChosen, randomDiscard } from './discard';
import { SacrificeEffect, sacrificeCandidates, sacrificeChosen } from './sacrifice';
import { exploited } from '../keywords/702.110-exploit';
import { defendingPlayer } from '../rules/506-combat';
import { DECLINE_RETURN, ReturnEffect, returnCandidates, returnChosen, sacrificeUnlessReturned } from './return-own';

/**
 * Choices made by the players an instruction names as it resolves (608.2d): which cards they
 * discard (701.9b), which permanents they sacrifice (701.21a). Each player chooses in APNAP order
 * (101.4), knowing the choices before theirs; the cards and permanents then move together. A
 * player with no real choice (as many candidates as asked, or fewer) is not asked. Also which permanents
 * the controller returns to their owners' hands (608.2d, "return a land you control to its owner's hand"),
 * and whether they do for "sacrifice CARDNAME unless you return ..." (118.12a: asked even with one land).
 */
export type ChoiceEffect = DiscardEffect | SacrificeEffect | ReturnEffect;

export function isChoiceEffect(e: Effect): e is ChoiceEffect {
  return e.kind === 'discardCards' || e.kind === 'sacrificePermanents' || e.kind === 'returnPermanents';
}

type ChoiceKind = Extract<PendingChoice, { kind: 'discard' | 'sacrifice' | 'returnToHand' }>['kind'];

const CHOICE_KIND: Record<ChoiceEffect['kind'], ChoiceKind> = {
  discardCards: 'discard',
  sacrificePermanents: 'sacrifice',
  returnPermanents: 'returnToHand',
};
const EFFECT_OF: Record<ChoiceKind, ChoiceEffect['kind']> = {
  discard: 'discardCards',
  sacrifice: 'sacrificePermanents',
  returnToHand: 'returnPermanents',
};
const CHOICE_RULE: Record<ChoiceKind, string> = { discard: '701.9b', sacrifice: '701.21a', returnToHand: '608.2d' };

/** 608.2d, 118.12a: the rule a pending return answers to. */
export function returnRule(effect: ReturnEffect | undefined): string {
  return effect?.unless ? '118.12a' : '608.2d';
}

/**
 * The instructions of a resolving spell or ability, in the order a pending choice's `next` counts
 * them: a spell's (its chosen modes'), an ability's with its "you may" taken (608.2d: a choice is
 * asked after the "yes").
 */
export function resolvingEffects(state: GameState, top: StackObject, departed?: Map<string, Departed>): Effect[] | null {
  if (top.object) {
    const base = spellAbility(withTextNow(state, top.object, top), top.alternativeCost);
    return base ? chosenSpell(base, top.modes).effects : null;
  }
  const ability = top.ability?.triggered
    ? abilityOfTrigger(state, { ...top.ability, modes: top.modes }, departed)
    : abilityOnStack(state, top, departed);
  return ability ? ability.effects.flatMap((e) => (e.kind === 'optional' ? e.effects : [e])) : null;
}

/**
 * 608.2d: who answers an ability's "may": its controller ("you may"), or the player the instruction names ("defending player
 * may draw a card": the defending player, 506.2, while there is a combat). Null when that player does not exist now.
 */
export function optionalChooser(state: GameState, top: StackObject, effects: readonly Effect[]): string | null {
  if (!effects.some((e) => e.kind === 'optional' && e.chooser === 'defendingPlayer')) return top.controller;
  return state.combat ? (defendingPlayer(state) ?? null) : null;
}

function candidates(ctx: Ctx, top: StackObject, effect: ChoiceEffect, player: string): { options: string[]; count: number } {
  if (effect.kind === 'sacrificePermanents') return sacrificeCandidates(ctx.state, top, effect, player);
  if (effect.kind === 'returnPermanents') return returnCandidates(ctx.state, top, effect);
  return discardCandidates(
    ctx.state,
    player,
    effect.amount === 'hand' ? 'hand' : amountOf(ctx, effect.amount, top),
    effect.what,
    top.ability?.source,
  );
}

/**
 * Applies a choice effect (the `index`th instruction of `top`, which is off the stack), from the player
 * after `after` on. Returns false when a player must choose: `top` goes back on the stack, waiting.
 */
export function runChoiceEffect(
  ctx: Ctx,
  top: StackObject,
  effect: ChoiceEffect,
  index: number,
  why: string,
  chosen: string[] = [],
  after?: string,
): boolean {
  if (effect.kind === 'returnPermanents') return runReturn(ctx, top, effect, index, why, chosen);
  const players = playersOf(ctx, top, effect);
  for (let i = after === undefined ? 0 : players.indexOf(after) + 1; i < players.length; i++) {
    const player = players[i];
    const { options, count } = candidates(ctx, top, effect, player);
    if (count === 0) continue;
    if (effect.kind === 'discardCards' && effect.random) {
      const picked = randomDiscard(ctx.state, top, player, options, count);
      ctx.trace.cite('701.9b', 'discardAtRandom', msg('effects.discardAtRandom', { playerId: player, nValue: count }), picked);
      chosen.push(...picked);
      continue;
    }
    if (options.length <= count) {
      chosen.push(...options);
      continue;
    }
    const kind = effect.kind === 'discardCards' ? 'discard' : 'sacrifice';
    // An instruction outside the resolution's order (a "you may"'s "if you don't") cannot be resumed after a choice.
    if (index < 0) throw new Unsupported('UNSUPPORTED_EFFECT', msg('choose.UNSUPPORTED_EFFECT', { why, kind }), '608.2d');
    waitFor(top, { kind, player, next: index, count, ...(chosen.length > 0 ? { chosen: [...chosen] } : {}) });
    ctx.state.stack.push(top);
    ctx.state.turn.priority = null;
    if (kind === 'discard')
      ctx.trace.cite('701.9b', 'chooseDiscard', msg('608-resolving.chooseDiscard', { id: player, nValue: count }), [player]);
    else ctx.trace.cite('701.21a', 'chooseSacrifice', msg('effects.chooseSacrifice', { playerId: player, nValue: count }), [player]);
    return false;
  }
  if (effect.kind === 'discardCards') discardChosen(ctx, chosen);
  else {
    // 702.110b: the source exploits the creature as it is sacrificed (the event first: a source that exploits itself sees it).
    const source = top.ability?.source;
    if (effect.exploit && source !== undefined && chosen.length > 0) exploited(ctx, source, chosen[0]);
    sacrificeChosen(ctx, chosen, ` (${why})`);
  }
  return true;
}

/**
 * 608.2d: the controller returns the permanents chosen (`chosen`: the answer), or chooses them: asked only with
 * more candidates than the instruction names; "unless": asked whenever there are enough (118.12a: they may
 * decline), the source sacrificed when there are not. Returns false when the controller must choose.
 */
function runReturn(ctx: Ctx, top: StackObject, effect: ReturnEffect, index: number, why: string, chosen: string[]): boolean {
  if (chosen.length > 0) {
    if (effect.unless && chosen[0] === DECLINE_RETURN) sacrificeUnlessReturned(ctx, top, false);
    else if (effect.may && chosen[0] === DECLINE_RETURN)
      ctx.trace.cite('608.2d', 'declined', msg('effects.returnOwn.none', { playerId: top.controller }), [top.controller]);
    else returnChosen(ctx, chosen, why);
    return true;
  }
  const { options, count } = returnCandidates(ctx.state, top, effect);
  // 118.12a: "unless you return two Forests" cannot be done in part: with fewer, the source is sacrificed.
  if (effect.unless && options.length < effect.n) {
    sacrificeUnlessReturned(ctx, top, true);
    return true;
  }
  if (count === 0) return true;
  // 608.2d: "you may return": asked whenever there is a card to return (they may decline).
  if (!effect.unless && !effect.may && options.length <= count) {
    returnChosen(ctx, options, why);
    return true;
  }
  if (index < 0) throw new Unsupported('UNSUPPORTED_EFFECT', msg('choose.UNSUPPORTED_EFFECT', { why, kind: 'returnToHand' }), '608.2d');
  waitFor(top, { kind: 'returnToHand', player: top.controller, next: index, count });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite(
    returnRule(effect),
    'chooseReturn',
    msg(effect.unless ? 'effects.chooseReturn.unless' : effect.may ? 'effects.chooseReturn.may' : 'effects.chooseReturn', {
      playerId: top.controller,
      nValue: count,
      what: effect.text,
    }),
    [top.controller],
  );
  return false;
}

/** The options of a pending discard, sacrifice or return, for its decision (derived from the board). */
export function choiceOptions(
  state: GameState,
  top: StackObject,
  choice: Extract<PendingChoice, { kind: 'discard' | 'sacrifice' | 'returnToHand' }>,
): string[] {
  const effect = resolvingEffects(state, top)?.[choice.next];
  if (choice.kind === 'discard')
    return discardCandidates(state, choice.player, 'hand', effect?.kind === 'discardCards' ? effect.what : undefined, top.ability?.source)
      .options;
  if (choice.kind === 'returnToHand') {
    if (effect?.kind !== 'returnPermanents') return [];
    const { options } = returnCandidates(state, top, effect);
    // 118.12a: "unless": the controller may decline (then the source is sacrificed); 608.2d: "you may return": return none.
    return effect.unless || effect.may ? [...options, DECLINE_RETURN] : options;
  }
  return effect?.kind === 'sacrificePermanents' ? sacrificeCandidates(state, top, effect, choice.player).options : [];
}

/** Why a board's pending discard or sacrifice cannot be waiting (null: it can): the top of the stack, at such an effect, with that many to choose. */
export function choiceRefusal(state: GameState, top: StackObject, onTop: boolean): { code: string; rule: string; message: Message } | null {
  const choice = top.pendingChoice;
  if (!choice || (choice.kind !== 'discard' && choice.kind !== 'sacrifice' && choice.kind !== 'returnToHand')) return null;
  const effect = resolvingEffects(state, top)?.[choice.next];
  const rule = CHOICE_RULE[choice.kind];
  const kind = EFFECT_OF[choice.kind];
  if (!onTop || !effect || effect.kind !== kind)
    return {
      code: 'NOTHING_TO_CHOOSE',
      rule,
      message: msg('choose.NOTHING_TO_CHOOSE', { id: top.id, next: choice.next, kind: choice.kind }),
    };
  const options = choiceOptions(state, top, choice);
  // 608.2d: a return names the controller, who chooses one permanent at a time or declines.
  const expected =
    effect.kind === 'returnPermanents' ? (effect.unless ? effect.n : returnCandidates(state, top, effect).count) : choice.count;
  if (choice.kind === 'returnToHand' && (choice.player !== top.controller || choice.chosen || choice.count !== expected))
    return {
      code: 'NOTHING_TO_CHOOSE',
      rule,
      message: msg('choose.NOTHING_TO_CHOOSE.return', { id: top.id, player: top.controller }),
    };
  if (choice.count < 1 || options.length <= choice.count)
    return {
      code: 'NOTHING_TO_CHOOSE',
      rule,
      message: msg('choose.NOTHING_TO_CHOOSE.all', { player: choice.player, options: options.length, count: choice.count }),
    };
  return null;
}

/**
 * Answers a pending discard or sacrifice: exactly `count` different options. The answer is added to the
 * choices before it, the next player is asked, or the effect is applied. Returns violations (nothing
 * changed), or `waiting` (another player chooses), or the index of the instruction to resume after.
 */
export function answerChoice(ctx: Ctx, choice: string[], why: string): Violation[] | 'waiting' | number {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = top?.pendingChoice;
  if (!top || !wait || (wait.kind !== 'discard' && wait.kind !== 'sacrifice' && wait.kind !== 'returnToHand')) return [];
  const effect = resolvingEffects(state, top, ctx.trace.departed)?.[wait.next];
  if (!effect || !isChoiceEffect(effect) || CHOICE_KIND[effect.kind] !== wait.kind) return [];
  const options = new Set(choiceOptions(state, top, wait));
  // 118.12a: declining is the whole answer.
  const declined = effect.kind === 'returnPermanents' && choice.length === 1 && choice[0] === DECLINE_RETURN && options.has(DECLINE_RETURN);
  if (
    !declined &&
    (choice.length !== wait.count ||
      new Set(choice).size !== choice.length ||
      !choice.every((id) => options.has(id) && id !== DECLINE_RETURN))
  ) {
    const rule = effect.kind === 'returnPermanents' ? returnRule(effect) : CHOICE_RULE[wait.kind];
    const message =
      wait.kind === 'discard'
        ? msg('608-resolving.INVALID_CHOICE.2', { count: wait.count, player: wait.player })
        : wait.kind === 'sacrifice'
          ? msg('effects.INVALID_SACRIFICE', { count: wait.count, player: wait.player })
          : msg(options.has(DECLINE_RETURN) ? 'effects.INVALID_RETURN.unless' : 'effects.INVALID_RETURN', {
              count: wait.count,
              player: wait.player,
              what: effect.kind === 'returnPermanents' ? effect.text : '',
            });
    return [{ code: 'INVALID_CHOICE', rule, message }];
  }
  state.stack.pop();
  answered(top);
  ctx.trace.cite(
    effect.kind === 'returnPermanents' ? returnRule(effect) : CHOICE_RULE[wait.kind],
    'choose',
    msg('effects.chose', { playerId: wait.player, pValue: choice.join(', ') }),
    [wait.player],
  );
  if (!runChoiceEffect(ctx, top, effect, wait.next, why, [...(wait.chosen ?? []), ...choice], wait.player)) return 'waiting';
  return wait.next;
}

/**
 * Why a board's stack entry cannot wait for a color (null: it can): 608.2d, the top of the stack, at an
 * instruction that asks "the color of your choice", answered by its controller.
 */
export function colorChoiceRefusal(state: GameState, s: StackObject, i: number): { code: string; rule: string; message: Message } | null {
  const choice = s.pendingChoice;
  if (choice?.kind !== 'color') return null;
  const effect = resolvingEffects(state, s)?.[choice.next];
  if (
    i !== state.stack.length - 1 ||
    (effect?.kind !== 'protectionOfChoice' &&
      effect?.kind !== 'addManaOfChoice' &&
      !(effect?.kind === 'becomesOfChoice' && effect.what === 'color')) ||
    choice.player !== s.controller
  )
    return {
      code: 'NOTHING_TO_CHOOSE',
      rule: '608.2d',
      message: msg('choose.NOTHING_TO_CHOOSE.color', { id: s.id, controller: s.controller }),
    };
  return null;
}

/**
 * Why a board's stack entry cannot wait for a type (null: it can): 608.2d, the top of the stack, at an instruction that
 * asks "the creature type / basic land type of your choice", answered by its controller.
 */
export function typeChoiceRefusal(state: GameState, s: StackObject, i: number): { code: string; rule: string; message: Message } | null {
  const choice = s.pendingChoice;
  if (choice?.kind !== 'type') return null;
  const effect = resolvingEffects(state, s)?.[choice.next];
  if (i !== state.stack.length - 1 || effect?.kind !== 'becomesOfChoice' || effect.what === 'color' || choice.player !== s.controller)
    return {
      code: 'NOTHING_TO_CHOOSE',
      rule: '608.2d',
      message: msg('choose.NOTHING_TO_CHOOSE.type', { id: s.id, controller: s.controller }),
    };
  return null;
}
