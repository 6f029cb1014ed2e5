import { hasHaste } from '../keywords/702.10-haste';
import { GameObject, GameState } from '../state/types';
import { characteristicsOf } from './613-layers';

/**
 * 302.6: a creature's {T} abilities can't be activated, and it can't attack, unless it has been
 * under its controller's control continuously since their most recent turn began, or has haste
 * (702.10b-c). What counts is what it is now (613): a land animated this turn is a creature.
 */
export function summoningSick(state: GameState, o: GameObject): boolean {
  return o.summoningSick && characteristicsOf(state, o).types.includes('Creature') && !hasHaste(state, o);
}
