import { Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { GameObject, GameState, StackObject } from '../state/types';
import { putIntoOwnerZone } from '../state/zones';
import { waitFor } from '../state/pending-choice';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { resolvingEffects } from './choose';
import { putIntoGraveyard, putOntoBattlefield } from '../rules/614-replacement-effects';
import { matchesCard } from '../select/selector';
import { Message, msg } from '../trace/message';

type Look = Extract<Effect, { kind: 'lookAtLibrary' }>;

/** In the answer to a look that picks cards from among those looked at (110.2a, 701.20a), the word after those picked. */
export const LOOK_REST = 'rest';

/**
 * A look at the top of a library (701.20e: looking is revealing to one player only; 701.20b: the
 * cards stay where they are until moved): "Look at the top N cards of your library, then put them back
 * in any order", "... Put one of them into your hand and the rest on the bottom of your library in any
 * order" (Impulse, Anticipate, Dig Through Time), "... and the rest into your graveyard" (Forbidden
 * Alchemy). The controller chooses, as a pending choice (`look`), which cards go to their hand and the
 * order of the others (401.4: cards put in one place of a library at once are arranged by their owner,
 * who is the controller here). The cards looked at must be given (CONTRACT §2 "Hidden cards").
 *
 * The answer lists every card looked at once (`<player>.library.<i>`, from the top): the first `keep`
 * go to the hand; the others follow in their new order, the first given the topmost of them.
 */

/** The look a resolving spell or ability waits at (its `index`th instruction), or null. */
export function lookEffectAt(state: GameState, top: StackObject, index: number): Look | null {
  const effect = resolvingEffects(state, top)?.[index];
  return effect?.kind === 'lookAtLibrary' ? effect : null;
}

/** Whose library is looked at: the target player's ("target player's library", Eye Spy, Cruel Fate), else the controller's. */
export function lookOwner(top: StackObject, effect: Look | null): string {
  return effect?.targetLibrary !== undefined ? (top.targets[effect.targetLibrary] ?? '') : top.controller;
}

function lookCards(state: GameState, player: string, n: number): GameObject[] {
  return state.players.find((p) => p.id === player)?.library.slice(0, n) ?? [];
}

/** The positions of the cards looked at, as a written board names library cards. */
export function lookOptions(state: GameState, top: StackObject, index: number): string[] {
  const effect = lookEffectAt(state, top, index);
  if (!effect) return [];
  const owner = lookOwner(top, effect);
  const cards = lookCards(state, owner, effect.n).map((_, i) => `${owner}.library.${i}`);
  return effect.pick ? [...cards, LOOK_REST] : cards;
}

/** How many of the cards looked at go to the hand (fewer when fewer are looked at). */
export function lookKeep(state: GameState, top: StackObject, index: number): number {
  return lookEffectAt(state, top, index)?.keep ?? 0;
}

function hiddenMessage(player: string, cards: GameObject[]): Message {
  const hidden = cards.filter((o) => o.card === null).length;
  return msg('look-at-library.UNSUPPORTED_HIDDEN_CARD', { player, count: cards.length, hidden });
}

/**
 * 701.20e: the spell waits for its controller's answer; false when the library is empty (nothing to look at) or when
 * nothing is left to choose (forcedLook: the cards are moved at once). 701.20a: revealed cards are shown to every player.
 */
export function askLook(ctx: Ctx, top: StackObject, index: number): boolean {
  const effect = lookEffectAt(ctx.state, top, index);
  if (!effect) return false;
  const owner = lookOwner(top, effect);
  const cards = lookCards(ctx.state, owner, effect.n);
  const rule = effect.reveal ? '701.20a' : '701.20e';
  if (cards.length === 0) {
    ctx.trace.cite(rule, 'look', msg('look-at-library.nothing', { player: owner }));
    return false;
  }
  if (cards.some((o) => o.card === null)) throw new Unsupported('UNSUPPORTED_HIDDEN_CARD', hiddenMessage(owner, cards), rule);
  const ids = cards.map((o) => o.id);
  const forced = forcedLook(ctx.state, top, index);
  if (forced) {
    ctx.trace.cite(rule, 'look', msg('look-at-library.reveals', { player: top.controller, count: cards.length }), ids);
    applyLook(ctx, top, index, forced);
    return false;
  }
  waitFor(top, { kind: 'look', player: top.controller, next: index });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  const key = effect.reveal ? 'look-at-library.revealsAndChooses' : 'look-at-library.looks';
  ctx.trace.cite(rule, 'look', msg(key, { player: top.controller, count: cards.length }), ids);
  return true;
}

/** The answer: every card looked at exactly once; the first `keep` (or all of them, if fewer) to the hand. */
export function checkLook(
  state: GameState,
  top: StackObject,
  index: number,
  choice: string[],
): Violation | { kept: string[]; rest: string[] } {
  const effect = lookEffectAt(state, top, index);
  if (effect?.pick) return checkPick(state, top, effect, effect.pick, choice);
  const options = lookOptions(state, top, index);
  const cards = lookCards(state, lookOwner(top, effect), effect?.n ?? 0);
  const keep = Math.min(effect?.keep ?? 0, options.length);
  const set = new Set(options);
  if (!effect || choice.length !== options.length || new Set(choice).size !== choice.length || !choice.every((c) => set.has(c)))
    return { code: 'INVALID_CHOICE', rule: '701.20e', message: msg('look-at-library.INVALID_CHOICE', { cards: options.join(', '), keep }) };
  const id = (c: string) => cards[options.indexOf(c)].id;
  return { kept: choice.slice(0, keep).map(id), rest: choice.slice(keep).map(id) };
}

/**
 * The cards picked (110.2a: put onto the battlefield; 701.20a: revealed and put into the hand), up to `keep`, each meeting
 * the phrase (as printed; with `all`, every card that meets it), then the word "rest", then the others in their new order;
 * every card looked at exactly once.
 */
function checkPick(
  state: GameState,
  top: StackObject,
  effect: Look,
  pick: NonNullable<Look['pick']>,
  choice: string[],
): Violation | { kept: string[]; rest: string[] } {
  const owner = lookOwner(top, effect);
  const cards = lookCards(state, owner, effect.n);
  const positions = cards.map((_, i) => `${owner}.library.${i}`);
  const at = choice.indexOf(LOOK_REST);
  const given = choice.filter((c) => c !== LOOK_REST);
  const meets = (c: string) => pickable(state, top, pick, cards[positions.indexOf(c)]);
  const ok =
    at >= 0 &&
    at <= effect.keep &&
    choice.lastIndexOf(LOOK_REST) === at &&
    given.length === positions.length &&
    new Set(given).size === given.length &&
    given.every((c) => positions.includes(c)) &&
    choice.slice(0, at).every(meets) &&
    (!pick.all || !choice.slice(at + 1).some(meets)) &&
    // 608.2c: an instruction without "may" or "up to": as many as it says, fewer only when fewer cards meet it.
    (!pick.exactly || at === Math.min(effect.keep, given.filter(meets).length));
  const key = pick.all ? 'all' : pick.to === 'battlefield' ? 'onto' : 'pick';
  if (!ok)
    return {
      code: 'INVALID_CHOICE',
      rule: pick.to === 'battlefield' ? '110.2a' : effect.reveal ? '701.20a' : '701.20e',
      message: msg(`look-at-library.INVALID_CHOICE.${key}`, { cards: positions.join(', '), keep: effect.keep, rest: LOOK_REST }),
    };
  const id = (c: string) => cards[positions.indexOf(c)].id;
  return { kept: choice.slice(0, at).map(id), rest: choice.slice(at + 1).map(id) };
}

/** Whether a card looked at meets the phrase of the cards picked (read as a card's selector, in no zone of its own). */
function pickable(state: GameState, top: StackObject, pick: NonNullable<Look['pick']>, card: GameObject): boolean {
  const asker = { controller: top.controller, source: top.ability?.source ?? top.id, x: top.x };
  return matchesCard(state, { kind: 'object', zone: 'graveyard', filters: pick.filters }, card, asker);
}

/**
 * 608.2c: "Put all Goblin cards revealed this way into your hand and the rest into your graveyard", "Put all land cards
 * from among them onto the battlefield and the rest into your hand" leave nothing to choose when the rest go to the
 * graveyard or the hand or are one card at most (401.4 orders two or more): the answer it would be.
 */
export function forcedLook(state: GameState, top: StackObject, index: number): { kept: string[]; rest: string[] } | null {
  const effect = lookEffectAt(state, top, index);
  const pick = effect?.pick;
  if (!effect || !pick?.all) return null;
  const cards = lookCards(state, lookOwner(top, effect), effect.n);
  const kept = cards.filter((o) => pickable(state, top, pick, o));
  const rest = cards.filter((o) => !kept.includes(o));
  // The graveyard and the hand are not ordered (401.4 orders a library only).
  if ((effect.rest === 'top' || effect.rest === 'bottom') && rest.length > 1) return null;
  return { kept: kept.map((o) => o.id), rest: rest.map((o) => o.id) };
}

/** Moves the cards as answered: to the hand, then the others on top, on the bottom (in that order) or into the graveyard. */
export function applyLook(ctx: Ctx, top: StackObject, index: number, order: { kept: string[]; rest: string[] }): void {
  const effect = lookEffectAt(ctx.state, top, index);
  const player = ctx.state.players.find((p) => p.id === lookOwner(top, effect));
  if (!effect || !player) return;
  const byId = new Map(player.library.map((o) => [o.id, o]));
  const pick = (ids: string[]) => ids.map((i) => byId.get(i)).filter((o): o is GameObject => o !== undefined);
  const moved = new Set([...order.kept, ...order.rest]);
  const others = player.library.filter((o) => !moved.has(o.id));
  const kept = pick(order.kept);
  const rest = pick(order.rest);
  player.library = effect.rest === 'top' ? [...rest, ...others] : effect.rest === 'bottom' ? [...others, ...rest] : others;
  const to = effect.pick?.to ?? 'hand';
  for (const o of kept) {
    if (to === 'battlefield') {
      // 110.2a: under the control of the player who puts them there.
      putOntoBattlefield(ctx, o, top.controller);
      ctx.trace.cite('110.2a', 'enters', msg('look-at-library.onto', { player: top.controller, id: o.id }), [o.id]);
      // 110.5b: "onto the battlefield tapped": a status other than untapped, as the ability says.
      if (effect.pick?.tapped) {
        o.tapped = true;
        ctx.trace.cite('110.5b', 'enters', msg('look-at-library.tapped', { id: o.id }), [o.id]);
      }
      ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'library', to: 'battlefield', player: top.controller });
      continue;
    }
    if (to === 'graveyard') {
      putIntoGraveyard(ctx, o, 'library');
      continue;
    }
    putIntoOwnerZone(ctx.state, o, 'hand', ctx.trace);
    ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'library', to: 'hand', player: o.owner });
  }
  if (effect.rest === 'graveyard') for (const o of rest) putIntoGraveyard(ctx, o, 'library');
  if (effect.rest === 'exile')
    for (const o of rest) {
      putIntoOwnerZone(ctx.state, o, 'exile', ctx.trace);
      ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'library', to: 'exile', player: o.owner });
    }
  if (effect.rest === 'hand')
    for (const o of rest) {
      putIntoOwnerZone(ctx.state, o, 'hand', ctx.trace);
      ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'library', to: 'hand', player: o.owner });
    }
  const onto = { bottom: 'onto', top: 'ontoTop', graveyard: 'ontoGraveyard', hand: 'ontoHand', exile: 'ontoExile' } as const;
  const key =
    to === 'battlefield'
      ? (`look-at-library.done.${onto[effect.rest]}` as const)
      : to === 'graveyard'
        ? 'look-at-library.done.pickGraveyard'
        : effect.rest === 'hand'
          ? 'look-at-library.done.ontoHand'
          : (`look-at-library.done.${effect.rest}` as const);
  ctx.trace.cite(
    effect.rest === 'graveyard' || effect.rest === 'hand' || effect.rest === 'exile' || rest.length < 2
      ? effect.reveal
        ? '701.20a'
        : '701.20e'
      : '401.4',
    'look',
    msg(key, { player: top.controller, kept: kept.length, rest: rest.length }),
    [...order.kept, ...order.rest],
  );
}

/** A board's look choice: on the top spell, at a look effect, for its controller, the cards looked at given. */
export function lookChoiceRefusal(state: GameState, s: StackObject, i: number): { code: string; rule: string; message: Message } | null {
  const choice = s.pendingChoice?.kind === 'look' ? s.pendingChoice : null;
  if (!choice) return null;
  const effect = lookEffectAt(state, s, choice.next);
  if (i !== state.stack.length - 1 || !effect)
    return {
      code: 'NOTHING_TO_LOOK_AT',
      rule: '701.20e',
      message: msg('look-at-library.NOTHING_TO_LOOK_AT', { id: s.id, next: choice.next }),
    };
  if (choice.player !== s.controller)
    return {
      code: 'NOT_CONTROLLER',
      rule: '701.20e',
      message: msg('look-at-library.NOT_CONTROLLER', { id: s.id, controller: s.controller, player: choice.player }),
    };
  const owner = lookOwner(s, effect);
  const cards = lookCards(state, owner, effect.n);
  if (cards.length === 0 || cards.some((o) => o.card === null))
    return { code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.20e', message: hiddenMessage(owner, cards) };
  return null;
}

/**
 * 701.20e: "Look at the top card of your library." (or of the target player's): the controller sees the cards, which stay
 * where they are. The trace names them, so they must be given (CONTRACT §2 "Hidden cards"), as a hand looked at must.
 */
export function applyLookAtTop(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'lookAtTop' }>): void {
  const owner = 'target' in effect ? spell.targets[effect.target] : spell.controller;
  const cards = lookCards(ctx.state, owner, effect.n);
  if (cards.some((o) => o.card === null)) throw new Unsupported('UNSUPPORTED_HIDDEN_CARD', hiddenMessage(owner, cards), '701.20e');
  const names = cards.length === 0 ? msg('look-at-library.nothing', { player: owner }) : cards.map((o) => objectName(o));
  ctx.trace.cite(
    '701.20e',
    'look',
    msg('look-at-library.looksAtTop', { controller: spell.controller, player: owner, cards: names }),
    cards.map((o) => o.id),
  );
}
