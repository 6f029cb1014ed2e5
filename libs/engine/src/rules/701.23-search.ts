import { SearchLibrary } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { Ctx, objectName } from '../context';
import { Message, msg } from '../trace/message';
import { waitFor } from '../state/pending-choice';
import { GameObject, GameState, StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { resolvingEffects } from '../effects/choose';
import { matchesCard } from '../select/selector';
import { putIntoGraveyard, putOntoBattlefield } from './614-replacement-effects';
import { playerOfRef } from './608.2h-quantities';
import { shuffleLibrary } from './701.24-shuffle';

export type SearchEffect = SearchLibrary;

/** The word of a "may search" answer by which the player does not search (nor shuffle): 608.2d. */
export const SEARCH_DECLINE = 'decline';

/** 201.2: the name a "card named CARDNAME" must have: the spell's, or the ability's source's (as it last existed, 113.7a). */
function sourceCardName(state: GameState, top: StackObject): string | null {
  if (top.object) return top.object.card?.name ?? null;
  const id = top.ability?.source;
  const zones = [...state.battlefield, ...state.exile, ...state.players.flatMap((p) => [...p.graveyard, ...p.hand, ...p.library])];
  return top.ability?.lastKnown?.card.name ?? zones.find((o) => o.id === id)?.card?.name ?? null;
}

/** Whether a card meets the search's description (701.23a), read on the card as printed. */
function meets(state: GameState, top: StackObject, searcher: string, card: GameObject, effect: SearchEffect): boolean {
  const printed: CardDefinition | null = card.card;
  if (!printed) return false;
  if (effect.named && printed.name !== sourceCardName(state, top)) return false;
  // 201.2: a card named in the text has that English name.
  if (effect.name !== undefined && printed.name !== effect.name) return false;
  const asker = { controller: searcher, source: top.ability?.source ?? top.id, x: top.x };
  return matchesCard(state, { kind: 'object', zone: 'graveyard', filters: effect.filters }, card, asker);
}

/** 701.23d: a search for "a card" (no stated quality) must find as many as it can. */
export function mustFind(effect: SearchEffect): boolean {
  return effect.filters.length === 0 && !effect.named && effect.name === undefined;
}

/** The search effect a resolving spell or ability waits at (its `index`th instruction), or null. */
export function searchEffectAt(state: GameState, top: StackObject, index: number): SearchEffect | null {
  const effect = resolvingEffects(state, top)?.[index];
  return effect?.kind === 'searchLibrary' ? effect : null;
}

/** The cards that may be found, named by library position (`<player>.library.<i>`, as a written board names them). */
export function searchOptions(state: GameState, top: StackObject, player: string, effect: SearchEffect): string[] {
  const library = state.players.find((p) => p.id === player)?.library ?? [];
  return library.flatMap((o, i) => (meets(state, top, player, o, effect) ? [`${player}.library.${i}`] : []));
}

/** A search decision's options: the cards, and the word to decline a "may search". */
export function searchDecisionOptions(state: GameState, top: StackObject, player: string, effect: SearchEffect): string[] {
  return [...searchOptions(state, top, player, effect), ...(effect.may ? [SEARCH_DECLINE] : [])];
}

/** Who searches: the controller, or the player the instruction names (608.2h: "its controller" as it last existed). */
export function searcherOf(ctx: Ctx, top: StackObject, effect: SearchEffect): string | null {
  return effect.searcher ? playerOfRef(ctx, effect.searcher, top) : top.controller;
}

/** The hidden cards of a library: a search looks at every card (701.23a), so all must be given. */
export function hiddenInLibrary(state: GameState, player: string): number {
  return state.players.find((p) => p.id === player)?.library.filter((o) => o.card === null).length ?? 0;
}

/**
 * 701.23a: a resolving spell's or ability's search: the searcher looks at their whole library and
 * chooses the cards to find (701.23b: none, even if some are there). The library must be given in full
 * (CONTRACT §2 "Hidden cards"): otherwise UNSUPPORTED_HIDDEN_CARD. The spell or ability waits (a
 * pending choice); false when nobody searches (the player named has left the game).
 */
export function askSearch(ctx: Ctx, top: StackObject, index: number, effect: SearchEffect): boolean {
  const player = searcherOf(ctx, top, effect);
  if (player === null || !ctx.state.players.some((p) => p.id === player && p.lost === null)) return false;
  const hidden = hiddenInLibrary(ctx.state, player);
  if (hidden > 0)
    throw new Unsupported('UNSUPPORTED_HIDDEN_CARD', msg('701.23-search.hiddenWhileResolving', { player, hidden }), '701.23a');
  waitFor(top, { kind: 'search', player, next: index });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite('701.23a', 'search', effect.may ? msg('701.23-search.maySearch', { player }) : msg('701.23-search.searches', { player }), [
    top.id,
  ]);
  return true;
}

/**
 * 701.23a-b: a search answer: up to `count` different options, or none (`[]`); 701.23d: for "a card",
 * as many as the library has up to `count`; `["decline"]` for a "may search" (608.2d).
 */
export function checkSearch(state: GameState, top: StackObject, player: string, effect: SearchEffect, choice: string[]): Violation | null {
  if (effect.may && choice.length === 1 && choice[0] === SEARCH_DECLINE) return null;
  const options = searchOptions(state, top, player, effect);
  const set = new Set(options);
  const need = mustFind(effect) ? Math.min(effect.count, options.length) : 0;
  if (choice.length > effect.count || choice.length < need || new Set(choice).size !== choice.length || !choice.every((c) => set.has(c)))
    return {
      code: 'INVALID_CHOICE',
      rule: need > 0 ? '701.23d' : '701.23a',
      message:
        need > 0
          ? msg('701.23-search.INVALID_CHOICE_ANY', { player, count: need, options: options.join(', ') })
          : options.length > 0
            ? msg('701.23-search.INVALID_CHOICE', { player, count: effect.count, options: options.join(', ') })
            : msg('701.23-search.INVALID_CHOICE_NONE', { player }),
    };
  // 201.2b: cards "with different names": no two of those found have a name in common.
  if (effect.differentNames) {
    const library = state.players.find((p) => p.id === player)?.library ?? [];
    const names = choice.map((c) => library[Number(c.split('.').pop())]?.card?.name);
    if (names.some((n) => n === undefined) || new Set(names).size !== names.length)
      return {
        code: 'INVALID_CHOICE',
        rule: '201.2b',
        message: msg('701.23-search.INVALID_CHOICE_NAMES', { player, count: effect.count }),
      };
  }
  return null;
}

/**
 * 701.23a: puts the cards found where the effect says (onto the battlefield, tapped or not, under the
 * searcher's control; into their hand or graveyard; on top after the shuffle), then 701.24a shuffles
 * when the same instruction says so. A declined "may search" does neither (608.2d).
 */
export function applySearch(ctx: Ctx, player: string, effect: SearchEffect, choice: string[]): void {
  const state = ctx.state;
  const owner = state.players.find((p) => p.id === player);
  if (!owner) return;
  if (effect.may && choice.length === 1 && choice[0] === SEARCH_DECLINE) {
    ctx.trace.cite('608.2d', 'search', msg('701.23-search.declines', { player }));
    return;
  }
  if (choice.length === 0) ctx.trace.cite('701.23b', 'search', msg('701.23-search.none', { player }));
  const positions = new Set(choice.map((c) => Number(c.slice(`${player}.library.`.length))));
  // In the order of the answer: with `oneTo` (Cultivate, Fork in the Road), the first goes there.
  const found: GameObject[] = choice.map((c) => owner.library[Number(c.slice(`${player}.library.`.length))]).filter((o) => o !== undefined);
  owner.library = owner.library.filter((_, i) => !positions.has(i));
  if (effect.to === 'top') {
    applyShuffle(ctx, player);
    owner.library.unshift(...found);
    for (const card of found)
      ctx.trace.cite('701.23a', 'search', msg('701.23-search.toTop', { player, describe: objectName(card) }), [card.id]);
    return;
  }
  // "put one onto the battlefield tapped and the other into your hand" with a single card found: where it goes is not
  // settled by the text (the one, or the other?); refused rather than guessed.
  if (effect.oneTo && found.length === 1)
    throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('701.23-search.oneOfTwo', { player }), '701.23a');
  for (const [n, card] of found.entries()) {
    const to = effect.oneTo && n === 0 ? effect.oneTo : effect.to;
    if (to === 'hand') {
      owner.hand.push(card);
      ctx.trace.cite('701.23a', 'search', msg('701.23-search.toHand', { player, describe: objectName(card) }), [card.id]);
      ctx.trace.emit({ type: 'zoneChange', object: card.id, from: 'library', to: 'hand', player });
    } else if (to === 'graveyard') {
      ctx.trace.cite('701.23a', 'search', msg('701.23-search.toGraveyard', { player, describe: objectName(card) }), [card.id]);
      putIntoGraveyard(ctx, card, 'library');
    } else {
      card.tapped = effect.tapped;
      // 110.2a: the player who puts it onto the battlefield controls it.
      card.controller = player;
      putOntoBattlefield(ctx, card, player);
      ctx.trace.cite(
        '701.23a',
        'search',
        effect.tapped
          ? msg('701.23-search.toBattlefieldTapped', { player, describe: objectName(card) })
          : msg('701.23-search.toBattlefield', { player, describe: objectName(card) }),
        [card.id],
      );
      ctx.trace.emit({ type: 'zoneChange', object: card.id, from: 'library', to: 'battlefield', player });
    }
  }
  if (effect.shuffle) applyShuffle(ctx, player);
}

/** 701.24a: the player shuffles their library (in an order drawn from the board's seed). */
export function applyShuffle(ctx: Ctx, player: string): void {
  shuffleLibrary(ctx.state, player);
  ctx.trace.cite('701.24a', 'shuffle', msg('701.24-shuffle.shuffles', { player }));
}

/**
 * A board's search choice: on the top spell or ability, at one of its search effects, for the player
 * who searches (its controller, or the one the instruction names: "its controller" of a permanent
 * still there; of one gone, the board's word is taken), with the library given in full.
 */
export function searchChoiceRefusal(state: GameState, s: StackObject, i: number): { code: string; rule: string; message: Message } | null {
  const choice = s.pendingChoice?.kind === 'search' ? s.pendingChoice : null;
  if (!choice) return null;
  const effect = searchEffectAt(state, s, choice.next);
  if (i !== state.stack.length - 1 || !effect)
    return {
      code: 'NOTHING_TO_SEARCH',
      rule: '701.23a',
      message: msg('701.23-search.NOTHING_TO_SEARCH', { id: s.id, next: choice.next }),
    };
  const expected = expectedSearcher(state, s, effect);
  if (expected !== null && choice.player !== expected)
    return {
      code: 'NOT_CONTROLLER',
      rule: '701.23a',
      message: msg('701.23-search.NOT_CONTROLLER', { id: s.id, controller: expected, player: choice.player }),
    };
  const hidden = hiddenInLibrary(state, choice.player);
  if (hidden > 0)
    return {
      code: 'UNSUPPORTED_HIDDEN_CARD',
      rule: '701.23a',
      message: msg('701.23-search.UNSUPPORTED_HIDDEN_CARD', { player: choice.player, hidden }),
    };
  return null;
}

/** The searcher a board can be checked against: the controller, or "its controller" of a permanent still on the battlefield; null: not known. */
function expectedSearcher(state: GameState, s: StackObject, effect: SearchEffect): string | null {
  const ref = effect.searcher;
  if (!ref) return s.controller;
  if (ref.kind === 'controllerOf' && ref.of.kind === 'target') {
    const id = s.targets[ref.of.index];
    return state.battlefield.find((o) => o.id === id)?.controller ?? null;
  }
  return null;
}
