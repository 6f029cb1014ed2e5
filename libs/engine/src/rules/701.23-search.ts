import { Effect } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { Ctx, objectName } from '../context';
import { Message, msg } from '../trace/message';
import { waitFor } from '../state/pending-choice';
import { GameObject, GameState, StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { chosenSpell, spellAbility } from './601-casting-spells';
import { putOntoBattlefield } from './614-replacement-effects';
import { shuffleLibrary } from './701.24-shuffle';

export type SearchEffect = Extract<Effect, { kind: 'searchLibrary' }>;

/**
 * "Search your library for a basic land card and put that card onto the battlefield tapped",
 * "... for an Island or Swamp card and put it into your hand" (701.23a), as a spell says it.
 */
export function searchSentence(sentence: string): Effect | null {
  const m =
    /^Search your library for (a basic land card|an? ([A-Z][a-z]+) or ([A-Z][a-z]+) card) and put (?:it|that card) (onto the battlefield( tapped)?|into your hand)$/.exec(
      sentence,
    );
  if (!m) return null;
  return {
    kind: 'searchLibrary',
    basicLand: m[2] === undefined,
    subtypes: m[2] === undefined ? [] : [m[2], m[3]],
    to: m[4] === 'into your hand' ? 'hand' : 'battlefield',
    tapped: m[5] !== undefined,
  };
}

/** 701.24a: "Then shuffle your library." */
export function shuffleSentence(sentence: string): Effect | null {
  return /^Then shuffle your library$/.test(sentence) ? { kind: 'shuffleLibrary' } : null;
}

/** Whether a card meets the search's description (701.23a). */
function meets(card: CardDefinition, effect: SearchEffect): boolean {
  if (effect.basicLand) return card.supertypes.includes('Basic') && card.types.includes('Land');
  return effect.subtypes.some((t) => card.subtypes.includes(t));
}

/** The search effect a resolving spell waits at, or null. */
export function searchEffectAt(top: StackObject, index: number): SearchEffect | null {
  const base = top.object ? spellAbility(top.object) : null;
  const effect = base ? chosenSpell(base, top.modes).effects[index] : undefined;
  return effect?.kind === 'searchLibrary' ? effect : null;
}

/** The cards that may be found, named by library position (`<player>.library.<i>`, as a written board names them). */
export function searchOptions(state: GameState, player: string, effect: SearchEffect): string[] {
  const library = state.players.find((p) => p.id === player)?.library ?? [];
  return library.flatMap((o, i) => (o.card && meets(o.card, effect) ? [`${player}.library.${i}`] : []));
}

/** The hidden cards of a library: a search looks at every card (701.23a), so all must be given. */
export function hiddenInLibrary(state: GameState, player: string): number {
  return state.players.find((p) => p.id === player)?.library.filter((o) => o.card === null).length ?? 0;
}

/**
 * 701.23a: a resolving spell's search: its controller looks at their whole library and chooses
 * the card to find (701.23b: none, even if one is there). The library must be given in full
 * (CONTRACT §2 "Hidden cards"): otherwise UNSUPPORTED_HIDDEN_CARD. The spell waits (a pending choice).
 */
export function askSearch(ctx: Ctx, top: StackObject, index: number): void {
  const hidden = hiddenInLibrary(ctx.state, top.controller);
  if (hidden > 0)
    throw new Unsupported(
      'UNSUPPORTED_HIDDEN_CARD',
      msg('701.23-search.hiddenWhileResolving', { player: top.controller, hidden }),
      '701.23a',
    );
  waitFor(top, { kind: 'search', player: top.controller, next: index });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite('701.23a', 'search', msg('701.23-search.searches', { player: top.controller }), [top.id]);
}

/** 701.23a-b: a search answer: one of the options, or none (`[]`). */
export function checkSearch(state: GameState, player: string, effect: SearchEffect, choice: string[]): Violation | null {
  const options = searchOptions(state, player, effect);
  if (choice.length > 1 || (choice.length === 1 && !options.includes(choice[0])))
    return {
      code: 'INVALID_CHOICE',
      rule: '701.23a',
      message:
        options.length > 0
          ? msg('701.23-search.INVALID_CHOICE', { player, options: options.join(', ') })
          : msg('701.23-search.INVALID_CHOICE_NONE', { player }),
    };
  return null;
}

/** 701.23a: puts the card found where the effect says (tapped onto the battlefield, or into the hand). */
export function applySearch(ctx: Ctx, player: string, effect: SearchEffect, choice: string[]): void {
  const state = ctx.state;
  const owner = state.players.find((p) => p.id === player);
  if (!owner) return;
  if (choice.length === 0) {
    ctx.trace.cite('701.23b', 'search', msg('701.23-search.none', { player }));
    return;
  }
  const index = Number(choice[0].slice(`${player}.library.`.length));
  const [card]: GameObject[] = owner.library.splice(index, 1);
  if (effect.to === 'hand') {
    owner.hand.push(card);
    ctx.trace.cite('701.23a', 'search', msg('701.23-search.toHand', { player, describe: objectName(card) }), [card.id]);
    ctx.trace.emit({ type: 'zoneChange', object: card.id, from: 'library', to: 'hand', player });
    return;
  }
  card.tapped = effect.tapped;
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

/** 701.24a: the player shuffles their library (in an order drawn from the board's seed). */
export function applyShuffle(ctx: Ctx, player: string): void {
  shuffleLibrary(ctx.state, player);
  ctx.trace.cite('701.24a', 'shuffle', msg('701.24-shuffle.shuffles', { player }));
}

/** A board's search choice: on the top spell, at one of its search effects, for its controller, with the library given in full. */
export function searchChoiceRefusal(state: GameState, s: StackObject, i: number): { code: string; rule: string; message: Message } | null {
  const choice = s.pendingChoice?.kind === 'search' ? s.pendingChoice : null;
  if (!choice) return null;
  if (i !== state.stack.length - 1 || !searchEffectAt(s, choice.next))
    return {
      code: 'NOTHING_TO_SEARCH',
      rule: '701.23a',
      message: msg('701.23-search.NOTHING_TO_SEARCH', { id: s.id, next: choice.next }),
    };
  if (choice.player !== s.controller)
    return {
      code: 'NOT_CONTROLLER',
      rule: '701.23a',
      message: msg('701.23-search.NOT_CONTROLLER', { id: s.id, controller: s.controller, player: choice.player }),
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
