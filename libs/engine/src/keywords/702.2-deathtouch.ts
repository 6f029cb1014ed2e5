import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';

export function hasDeathtouch(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('deathtouch');
}

/**
 * Damage that counts as lethal for `recipient` when assigning combat damage (702.19b, 510.1c):
 * its toughness minus damage already marked and already assigned this step; with deathtouch,
 * any nonzero amount (702.2c).
 */
export function lethalDamage(toughness: number, marked: number, alreadyAssigned: number, deathtouch: boolean): number {
  const remaining = Math.max(0, toughness - marked - alreadyAssigned);
  return deathtouch ? Math.min(1, remaining) : remaining;
}
