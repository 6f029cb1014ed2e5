import { Action } from './actions/action';
import { hasKeyword, notUnderstood } from './cards/compiled';
import { splitSecondViolation } from './keywords/702.61-split-second';
import { oneSpellViolation } from './rules/601.3-one-spell-each-turn';
import { checkPlayLand } from './rules/305-lands';
import { checkTiming } from './rules/601-casting-spells';
import { activatedAbilities, understoodIndex } from './rules/602-activating-abilities';
import { hasLostAbilities } from './rules/613-layers';
import { playersInGame } from './context';
import { GameState } from './state/types';

/**
 * Whether a try of `action` while listing legal actions (tryAction) surely ends refused by a
 * violation other than 601.2h (not paid), with no UNSUPPORTED_* on the way: such a try adds nothing
 * to the list (it is neither legal, nor "not payable", nor unsupported), so it need not be played
 * on a copy of the board. Each check below reads the board as it is, in the order the full try
 * (adjudicate.ts `perform`, castSpell, activateAbility) meets them, and answers true only where the
 * full try returns a violation before anything could raise UNSUPPORTED or reach the payment; on any
 * doubt (an other path, a card with lines not understood, anything thrown) it answers false and the
 * full try decides. Only for the priority listing: `player` holds priority (117.1).
 * legal-actions-precheck.spec.ts checks that the lists are the same with and without it.
 */
export function surelyRefused(state: GameState, action: Action): boolean {
  try {
    switch (action.type) {
      case 'playLand':
        // 305.1, 305.2, 305.3: the checks of playing a land only read the board.
        return checkPlayLand(state, action.player, action.card, action.payLife === true).length > 0;
      case 'cast':
        return castRefused(state, action);
      case 'activate':
        return activationRefused(state, action);
      default:
        return false;
    }
  } catch {
    return false;
  }
}

/** castSpell's checks up to the timing (117.1a, 302.1, 307.1), for a plain cast from the hand. */
function castRefused(state: GameState, action: Extract<Action, { type: 'cast' }>): boolean {
  if (action.alternativeCost !== undefined || action.faceDown) return false;
  const player = state.players.find((p) => p.id === action.player);
  if (!player || state.turn.priority !== action.player) return false;
  // 702.61a: a spell with split second refuses any cast before the card is looked at.
  if (splitSecondViolation(state, 'cast')) return true;
  // 601.3: a limit of one spell each turn (an unknown count throws: the full try says UNSUPPORTED_ACTION).
  if (oneSpellViolation(state, action.player)) return true;
  const card = player.hand.find((o) => o.id === action.card);
  const def = card?.card;
  // 113.6: a card with lines not understood may be refused as UNSUPPORTED_CARD first.
  if (!def || def.types.includes('Land') || notUnderstood(def).length > 0) return false;
  return checkTiming(state, action.player, def.types, hasKeyword(def, 'flash')) !== null;
}

/** activateAbility's checks up to 602.2b (a {T} cost of a tapped permanent), for an ability of a permanent. */
function activationRefused(state: GameState, action: Extract<Action, { type: 'activate' }>): boolean {
  const player = state.players.find((p) => p.id === action.player);
  // Abilities that work from the hand or a graveyard take other paths.
  if (!player || player.hand.some((o) => o.id === action.source) || player.graveyard.some((o) => o.id === action.source)) return false;
  const source = state.battlefield.find((o) => o.id === action.source);
  if (!source?.card || state.turn.priority !== action.player) return false;
  const abilities = activatedAbilities(state, source);
  // 602.1: an index that names a line not understood raises UNSUPPORTED_CARD (understoodIndex throws: caught above).
  const ability = abilities[hasLostAbilities(state, source) ? action.ability : understoodIndex(source.card, action.ability)];
  if (!ability || ability.kind === 'loyalty') return false;
  const anyPlayer = ability.kind === 'activated' && ability.restrictions?.anyPlayer === true;
  if (source.controller !== action.player && !anyPlayer) return false;
  if (ability.kind !== 'mana' && splitSecondViolation(state, 'activate')) return true;
  // 602.2b: a {T} cost cannot be paid by a tapped permanent.
  const tapCost = ability.kind === 'mana' ? ability.tap : ability.cost.tap;
  return !!tapCost && source.tapped;
}

/**
 * Whether a try of `action` surely ends legal, with nothing else to learn from it: a concession
 * (104.3a) of a player still in a two-player game. The full try (adjudicate.ts `perform`) finds the
 * player, applies the loss (104.3a), and with one player left the game is over (104.2a): no priority
 * is given and nothing else runs, so nothing can be refused or raise UNSUPPORTED_*.
 * legal-actions-precheck.spec.ts checks that the lists are the same with and without it.
 */
export function surelyLegal(state: GameState, action: Action): boolean {
  if (action.type !== 'concede') return false;
  const player = state.players.find((p) => p.id === action.player);
  return !!player && player.lost === null && state.players.length === 2 && playersInGame(state).length === 2;
}
