import { withSplices } from '../keywords/702.47-splice';
import { Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { GameObject, GameState, StackObject } from '../state/types';
import { putIntoOwnerZone } from '../state/zones';
import { cardMeets } from '../select/selector';
import { waitFor } from '../state/pending-choice';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { chosenSpell, spellAbility } from '../rules/601-casting-spells';
import { Message, msg } from '../trace/message';
import { resolvingEffects } from './choose';
import { putOntoBattlefield } from '../rules/614-replacement-effects';

type Reveal = Extract<Effect, { kind: 'revealHand' }>;
type Choose = Extract<Effect, { kind: 'chooseFromHand' }>;
type PutBack = Extract<Effect, { kind: 'putFromHand' }>;
type PutOnto = Extract<Effect, { kind: 'putOntoBattlefieldFromHand' }>;

/**
 * Revealing a hand and choosing a card from it (Duress, Thoughtseize, Inquisition of Kozilek, Coercion,
 * Castigate):
 *
 * - 701.20a: "Target opponent reveals their hand": every card of it is shown to all players; 701.20b:
 *   it stays in the hand. A hand is hidden information: the client gives its cards (CONTRACT §2
 *   "Hidden cards"); one given by its count, or with hidden cards, cannot be revealed by the engine:
 *   `UNSUPPORTED_HIDDEN_CARD`, naming the hand, never a guess.
 * - 608.2d: "You choose a nonland card from it": the spell's controller chooses as it resolves, a
 *   pending choice (`handCard`), among the cards that meet the phrase; with none, nothing is chosen and
 *   the spell goes on. "That player discards that card" (701.9a) or "exile that card" (701.13a) then
 *   happens to the card chosen.
 * - 401.4: "Put two cards from your hand on top of your library in any order" (Brainstorm): the same
 *   choice, of the controller's own hand (which the client gives: it is the adjudicator's to know),
 *   of that many cards (all of them if fewer), the first given on top.
 */

/** The chooseFromHand effect at `index` of the spell (or triggered ability, for a revealed hand) on the stack, or null. */
export function handCardEffectAt(top: StackObject, index: number, state?: GameState): Choose | PutBack | PutOnto | null {
  const base = top.object ? spellAbility(withSplices(top.object, top)) : null;
  const effect = base
    ? chosenSpell(base, top.modes).effects[index]
    : state && !top.object
      ? resolvingEffects(state, top)?.[index]
      : undefined;
  return effect?.kind === 'chooseFromHand' || effect?.kind === 'putFromHand' || effect?.kind === 'putOntoBattlefieldFromHand'
    ? effect
    : null;
}

/** Whose hand the effect chooses from: the target player's, or the controller's own. */
function chooserHand(top: StackObject, effect: Choose | PutBack | PutOnto): string | undefined {
  return effect.kind === 'chooseFromHand' ? top.targets[effect.target] : top.controller;
}

/** How many cards are chosen: one of a revealed hand; N of one's own (all of them, if fewer). */
export function handCardCount(state: GameState, top: StackObject, index: number): number {
  const effect = handCardEffectAt(top, index, state);
  if (!effect) return 0;
  if (effect.kind === 'putOntoBattlefieldFromHand') return Math.min(1, handCardOptions(state, top, index).length);
  return effect.kind === 'chooseFromHand' ? 1 : Math.min(effect.n, handOf(state, top.controller).length);
}

function handOf(state: GameState, player: string | undefined): GameObject[] {
  return state.players.find((p) => p.id === player)?.hand ?? [];
}

function hiddenRefusal(state: GameState, player: string, rule: string): Unsupported | null {
  const hand = handOf(state, player);
  const hidden = hand.filter((o) => o.card === null).length;
  if (hidden === 0) return null;
  return new Unsupported(
    'UNSUPPORTED_HIDDEN_CARD',
    msg('reveal-hand.UNSUPPORTED_HIDDEN_CARD', { player, hidden, count: hand.length }),
    rule,
  );
}

/** 701.20a: the target player reveals their hand. */
export function applyRevealHand(ctx: Ctx, spell: StackObject, effect: Reveal): void {
  const player = spell.targets[effect.target];
  const rule = effect.look ? '701.20e' : '701.20a';
  const refusal = hiddenRefusal(ctx.state, player, rule);
  if (refusal) throw refusal;
  const hand = handOf(ctx.state, player);
  if (effect.look) {
    // 701.20e: looking is revealing to one player: the controller sees the cards, which stay in the hand.
    const cards = hand.length === 0 ? msg('reveal-hand.nothing') : hand.map((o) => objectName(o));
    ctx.trace.cite(
      '701.20e',
      'reveal',
      msg('reveal-hand.looks', { controller: spell.controller, player, cards }),
      hand.map((o) => o.id),
    );
    return;
  }
  ctx.trace.cite(
    '701.20a',
    'reveal',
    msg('reveal-hand.reveals', { player, cards: hand.length === 0 ? msg('reveal-hand.nothing') : hand.map((o) => objectName(o)) }),
    hand.map((o) => o.id),
  );
}

/** The ids of the cards of the revealed hand that meet the phrase (608.2d: what the controller may choose). */
export function handCardOptions(state: GameState, top: StackObject, index: number): string[] {
  const effect = handCardEffectAt(top, index, state);
  if (!effect) return [];
  const asker = { controller: top.controller, source: top.object?.id ?? top.id, x: top.x };
  const hand = handOf(state, chooserHand(top, effect));
  if (effect.kind === 'putFromHand') return hand.map((o) => o.id);
  // 608.2h: "the number of charge counters on CARDNAME" is the ability's source's (its permanent).
  const who = effect.kind === 'putOntoBattlefieldFromHand' && !top.object && top.ability ? { ...asker, source: top.ability.source } : asker;
  return hand.filter((o) => o.card !== null && cardMeets(state, effect.card, o, who)).map((o) => o.id);
}

/**
 * 608.2d: the spell waits for its controller's choice of a card from the revealed hand. Returns false
 * when there is nothing to choose (no card meets the phrase): the spell goes on.
 */
export function askHandCard(ctx: Ctx, top: StackObject, index: number): boolean {
  const effect = handCardEffectAt(top, index, ctx.state);
  const player = effect ? chooserHand(top, effect) : undefined;
  if (!effect || !player) return false;
  const refusal = hiddenRefusal(ctx.state, player, effect.kind === 'putFromHand' ? '401.4' : '701.20a');
  if (refusal) throw refusal;
  if (effect.kind === 'putOntoBattlefieldFromHand') requireSourceCounted(ctx.state, top, effect);
  const options = handCardOptions(ctx.state, top, index);
  // 401.4: one card or none to put back: nothing to choose.
  if (effect.kind === 'putFromHand' && options.length <= 1) {
    putOnTop(ctx, top, options);
    return false;
  }
  if (options.length === 0) {
    ctx.trace.cite('608.2d', 'chooseCard', msg('reveal-hand.none', { controller: top.controller, player }));
    return false;
  }
  waitFor(top, { kind: 'handCard', player: top.controller, next: index });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite('608.2d', 'chooseCard', msg('reveal-hand.choose', { controller: top.controller, player, count: options.length }), options);
  return true;
}

/** An answer: exactly one of the options. */
export function checkHandCard(state: GameState, top: StackObject, index: number, choice: string[]): Violation | null {
  const options = handCardOptions(state, top, index);
  const count = handCardCount(state, top, index);
  if (choice.length === count && new Set(choice).size === count && choice.every((c) => options.includes(c))) return null;
  const effect = handCardEffectAt(top, index, state);
  // 608.2d: "you may put": none chosen declines.
  if (effect?.kind === 'putOntoBattlefieldFromHand' && effect.may && choice.length === 0) return null;
  const putBack = effect?.kind === 'putFromHand';
  return {
    code: 'INVALID_CHOICE',
    rule: putBack ? '401.4' : '608.2d',
    message: putBack
      ? msg('reveal-hand.INVALID_CHOICE.2', { count, cards: options.join(', ') })
      : msg('reveal-hand.INVALID_CHOICE', { cards: options.join(', ') }),
  };
}

/** 401.4: the cards go from the controller's hand on top of their library, the first given on top. */
function putOnTop(ctx: Ctx, top: StackObject, ids: string[]): void {
  const player = ctx.state.players.find((p) => p.id === top.controller);
  if (!player) return;
  const cards = ids.map((id) => player.hand.find((o) => o.id === id)).filter((o): o is GameObject => o !== undefined);
  player.hand = player.hand.filter((o) => !cards.includes(o));
  for (const o of cards) putIntoOwnerZone(ctx.state, o, 'library', ctx.trace);
  player.library = [...cards, ...player.library.filter((o) => !cards.includes(o))];
  for (const o of cards) ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'hand', to: 'library', player: o.owner });
  ctx.trace.cite('401.4', 'zoneChange', msg('reveal-hand.putBack', { player: top.controller, count: cards.length }), ids);
}

/**
 * 608.2h: a card phrase that counts counters on the ability's source ("equal to the number of charge counters on
 * CARDNAME") reads it as it resolves; once the source has left the battlefield its last known counters are not
 * kept here: refused rather than counted as none.
 */
function requireSourceCounted(state: GameState, top: StackObject, effect: PutOnto): void {
  const counts = JSON.stringify(effect.card).includes('"counters"');
  if (!counts || !top.ability || state.battlefield.some((o) => o.id === top.ability?.source)) return;
  throw new Unsupported(
    'UNSUPPORTED_RESOLUTION',
    msg('reveal-hand.sourceCountersGone', { id: top.id, source: top.ability.source }),
    '608.2h',
  );
}

/** 110.2a: the card chosen (if any) goes from the controller's hand onto the battlefield under their control. */
function putOntoBattlefieldFromHand(ctx: Ctx, top: StackObject, ids: string[]): void {
  const player = ctx.state.players.find((p) => p.id === top.controller);
  const o = player?.hand.find((x) => x.id === ids[0]);
  // 608.2c: what a later instruction ("That creature gains haste.") refers to: the card put, or nothing.
  top.made = [];
  if (!player || !o) {
    ctx.trace.cite('608.2d', 'chooseCard', msg('reveal-hand.declined', { controller: top.controller }));
    return;
  }
  // 303.4a: an Aura put onto the battlefield this way is attached as it enters, by a choice this engine does not ask.
  if (o.card?.subtypes.includes('Aura'))
    throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('reveal-hand.auraFromHand', { describe: objectName(o) }), '303.4a');
  player.hand = player.hand.filter((x) => x !== o);
  putOntoBattlefield(ctx, o, top.controller);
  top.made = [o.id];
  ctx.trace.cite('110.2a', 'enters', msg('reveal-hand.putOnto', { controller: top.controller, describe: objectName(o) }), [o.id]);
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'hand', to: 'battlefield', player: top.controller });
}

/** What happens to the card chosen: discarded by `discard` (701.9a, with its replacement effects), or exiled (701.13a). */
export function applyHandCard(
  ctx: Ctx,
  top: StackObject,
  index: number,
  ids: string[],
  discard: (ctx: Ctx, player: string, ids: string[]) => void,
): void {
  const effect = handCardEffectAt(top, index, ctx.state);
  const player = effect ? chooserHand(top, effect) : undefined;
  if (!effect || !player) return;
  if (effect.kind === 'putFromHand') {
    putOnTop(ctx, top, ids);
    return;
  }
  if (effect.kind === 'putOntoBattlefieldFromHand') {
    putOntoBattlefieldFromHand(ctx, top, ids);
    return;
  }
  const id = ids[0];
  ctx.trace.cite('608.2d', 'chooseCard', msg('reveal-hand.chosen', { controller: top.controller, id }), [id]);
  if (effect.then === 'discard') {
    discard(ctx, player, [id]);
    return;
  }
  const owner = ctx.state.players.find((p) => p.id === player);
  const o = owner?.hand.find((x) => x.id === id);
  if (!owner || !o) return;
  owner.hand = owner.hand.filter((x) => x !== o);
  putIntoOwnerZone(ctx.state, o, 'exile', ctx.trace);
  ctx.trace.cite(
    '701.13a',
    'exile',
    msg('move-zone.moved', {
      name: top.object?.card?.name ?? top.id,
      describe: objectName(o),
      from: msg('reveal-hand.hand', { player }),
      to: msg('move-zone.to.exile'),
    }),
    [o.id],
  );
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'hand', to: 'exile', player: o.owner });
}

/** A board's card choice (CONTRACT §2 "Pending choices"): on the top spell or triggered ability, at such an effect, for its controller, the hand given. */
export function handCardChoiceRefusal(
  state: GameState,
  s: StackObject,
  i: number,
): { code: string; rule: string; message: Message } | null {
  const choice = s.pendingChoice?.kind === 'handCard' ? s.pendingChoice : null;
  if (!choice) return null;
  const effect = handCardEffectAt(s, choice.next, state);
  if (i !== state.stack.length - 1 || !effect)
    return {
      code: 'NOTHING_TO_CHOOSE',
      rule: '608.2d',
      message: msg('reveal-hand.NOTHING_TO_CHOOSE', { id: s.id, next: choice.next }),
    };
  if (choice.player !== s.controller)
    return {
      code: 'NOT_CONTROLLER',
      rule: '608.2d',
      message: msg('reveal-hand.NOT_CONTROLLER', { id: s.id, controller: s.controller, player: choice.player }),
    };
  const refusal = hiddenRefusal(state, chooserHand(s, effect) ?? '', '701.20a');
  return refusal ? { code: refusal.code, rule: '701.20a', message: refusal.text } : null;
}
