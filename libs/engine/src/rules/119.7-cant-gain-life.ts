import { GameObject, GameState } from '../state/types';
import { ruleEffects } from './613-layers';

/**
 * 119.7: the permanent whose "Players can't gain life." (or "Your opponents can't gain life.", read from its
 * controller) applies to `player` now, or null. While one does, the player gains no life, a replacement effect
 * that would replace their life gain does nothing, and a cost that has them gain life can't be paid.
 */
export function cantGainLifeFrom(state: GameState, player: string): GameObject | null {
  return (
    ruleEffects(state).find(
      (r) => r.effect.kind === 'cantGainLife' && !r.source.phasedOut && (r.effect.who === 'players' || r.source.controller !== player),
    )?.source ?? null
  );
}
