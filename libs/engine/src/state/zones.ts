import { GameObject, GameState } from './types';
import { Departed, ZoneName } from '../trace/trace';
import { characteristicsOf } from '../rules/613-layers';
import { removeFromCombat } from '../rules/506-combat';

/** Removes an object from the battlefield or the stack; returns it. */
export function takeFromBattlefield(state: GameState, id: string): GameObject | undefined {
  const i = state.battlefield.findIndex((o) => o.id === id);
  if (i < 0) return undefined;
  removeFromCombat(state, id);
  return state.battlefield.splice(i, 1)[0];
}

/** What a permanent was as it leaves the battlefield, for abilities that look back (603.10a). */
export function lookBack(state: GameState, o: GameObject): Departed {
  return { id: o.id, card: o.card, controller: o.controller, types: characteristicsOf(state, o).types };
}

/** Puts a card into its owner's hand or graveyard (400.3); resets what a permanent had (400.7). */
export function putIntoOwnerZone(state: GameState, o: GameObject, zone: Extract<ZoneName, 'hand' | 'graveyard'>): void {
  const owner = state.players.find((p) => p.id === o.owner);
  if (!owner) return;
  o.controller = o.owner;
  o.tapped = false;
  o.damage = 0;
  o.counters = {};
  o.attachedTo = null;
  o.summoningSick = false;
  o.timestamp = 0;
  o.deathtouchDamage = false;
  o.regenerationShields = 0;
  o.loyaltyActivated = false;
  owner[zone].push(o);
}
