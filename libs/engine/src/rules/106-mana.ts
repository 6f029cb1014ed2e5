import type { Ability, SpendRestriction } from '../cards/ability';
import { notUnderstood } from '../cards/compiled';
import { objectName } from '../context';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';
import { abilitiesNow, characteristicsOf } from './613-layers';
import { manaOptionsOf } from './614.12-entering-choices';
import { MANA_TYPES, emptyPool, poolSize } from '../cards/mana';
import type { ManaPool, ManaType } from '../cards/mana';
import { matchesOption } from '../select/selector';
import type { GameObject, GameState, PlayerState, StackObject } from '../state/types';

/**
 * 106.6: mana whose spending a restriction limits ("Spend this mana only to cast a creature spell."). The mana
 * keeps its restriction in the pool (PlayerState.restrictedMana, a part of the pool's counts); a payment may
 * spend it only on a cost the restriction allows, and spends it before the pool's other mana of that type.
 */

/** What a payment is for: the spell being cast (601.2h), or the permanent whose ability is activated (602.2b). */
export interface SpendPurpose {
  spell?: StackObject;
  /** The source of the ability activated, on the battlefield (109.2), or elsewhere (not an "artifact" then). */
  abilitySource?: GameObject;
}

/** Whether a restriction lets its mana pay `cost` (its symbols: 107.3, {X} in the cost) for `purpose`. */
export function spendAllowed(
  state: GameState,
  restriction: SpendRestriction,
  purpose: SpendPurpose | undefined,
  costHasX: boolean,
  player: string,
): boolean {
  if (restriction.xCosts && costHasX) return true;
  if (!purpose) return false;
  const asker = { controller: player, source: '', x: null };
  const spell = purpose.spell;
  if (restriction.spells && spell?.object) {
    const found = { kind: 'object' as const, zone: 'stack' as const, object: spell.object, controller: spell.controller, x: spell.x };
    if (matchesOption(state, restriction.spells, found, asker)) return true;
  }
  const source = purpose.abilitySource;
  if (restriction.abilitiesOf && source && state.battlefield.includes(source)) {
    const found = { kind: 'object' as const, zone: 'battlefield' as const, object: source, controller: source.controller, x: null };
    if (matchesOption(state, restriction.abilitiesOf, found, asker)) return true;
  }
  return false;
}

/** The mana of the pool that may pay this cost: the pool less the restricted mana the restriction keeps from it (106.6). */
export function spendablePool(
  state: GameState,
  player: PlayerState,
  purpose: SpendPurpose | undefined,
  costHasX: boolean,
): { pool: ManaPool; withheld: ManaPool } {
  const pool = { ...player.manaPool };
  const withheld = emptyPool();
  for (const entry of player.restrictedMana ?? []) {
    if (spendAllowed(state, entry.spendOnly, purpose, costHasX, player.id)) continue;
    for (const t of MANA_TYPES) {
      const n = Math.min(entry.mana[t], pool[t]);
      pool[t] -= n;
      withheld[t] += n;
    }
  }
  return { pool, withheld };
}

/** 106.6, 118.12: the mana of the pool that pays a cost not of a spell or an ability ("unless its controller pays {1}"). */
export function unrestrictedPool(state: GameState, player: PlayerState): ManaPool {
  return spendablePool(state, player, undefined, false).pool;
}

/**
 * Removes the mana spent from the pool: of each type, the restricted mana this cost may take first (mana without
 * a restriction can pay whatever it can), then the rest.
 */
export function spendFromPool(
  state: GameState,
  player: PlayerState,
  spent: ManaPool,
  purpose: SpendPurpose | undefined,
  costHasX: boolean,
): void {
  for (const t of MANA_TYPES) player.manaPool[t] -= spent[t];
  if (!player.restrictedMana) return;
  const left = { ...spent };
  for (const entry of player.restrictedMana) {
    if (!spendAllowed(state, entry.spendOnly, purpose, costHasX, player.id)) continue;
    for (const t of MANA_TYPES) {
      const n = Math.min(entry.mana[t], left[t]);
      entry.mana[t] -= n;
      left[t] -= n;
    }
  }
  // The unrestricted mana is what is left of the pool once the restricted entries are counted.
  keepWithinPool(player);
}

/** 106.6: mana a mana ability adds with its restriction (605.3b). */
export function addRestrictedMana(player: PlayerState, added: ManaType[], spendOnly: SpendRestriction): void {
  const mana = emptyPool();
  for (const m of added) mana[m] += 1;
  if (poolSize(mana) === 0) return;
  const same = (player.restrictedMana ?? []).find((e) => e.spendOnly.text === spendOnly.text);
  if (same) for (const t of MANA_TYPES) same.mana[t] += mana[t];
  else player.restrictedMana = [...(player.restrictedMana ?? []), { mana, spendOnly }];
}

/** The entries never hold more than the pool does (500.5: an emptied pool empties them), and none is empty. */
export function keepWithinPool(player: PlayerState): void {
  if (!player.restrictedMana) return;
  const room = { ...player.manaPool };
  for (const entry of player.restrictedMana)
    for (const t of MANA_TYPES) {
      entry.mana[t] = Math.min(entry.mana[t], room[t]);
      room[t] -= entry.mana[t];
    }
  const kept = player.restrictedMana.filter((e) => poolSize(e.mana) > 0);
  if (kept.length > 0) player.restrictedMana = kept;
  else delete player.restrictedMana;
}

type ManaAbility = Extract<Ability, { kind: 'mana' }>;

/**
 * The mana one activation of a mana ability may add, as it is now: 607.2d "the chosen color"; 106.7 "any color that
 * a land an opponent controls could produce", the types those lands' mana abilities would add if they resolved now
 * (their costs ignored), through other such abilities too (Exotic Orchard facing Exotic Orchard), but never from
 * nothing: a type counts only when some land's own ability says it.
 */
export function manaOptionsNow(state: GameState, o: GameObject, a: ManaAbility): ManaType[][] {
  if (!a.couldProduce) return manaOptionsOf(o, a);
  return MANA_TYPES.filter((t) => couldProduce(state, o, a.couldProduce!, t)).map((t) => [t]);
}

type CouldProduce = NonNullable<ManaAbility['couldProduce']>;

/** The lands an ability of `o` ("a land you control", "a basic land an opponent controls") looks at. */
function landsLookedAt(state: GameState, o: GameObject, spec: CouldProduce): GameObject[] {
  return state.battlefield.filter((land) => {
    if (land.phasedOut || !land.card) return false;
    const c = characteristicsOf(state, land);
    if (!c.types.includes('Land') || (spec.basic && !c.supertypes.includes('Basic'))) return false;
    return spec.controller === 'you' ? land.controller === o.controller : land.controller !== o.controller;
  });
}

/** Whether `type` is among what the lands `spec` names could produce (106.7): a search over the lands reached. */
function couldProduce(state: GameState, o: GameObject, spec: CouldProduce, type: ManaType): boolean {
  if (type === 'C' && !spec.anyType) return false;
  const seen = new Set<string>();
  const queue: GameObject[] = landsLookedAt(state, o, spec);
  while (queue.length > 0) {
    const land = queue.shift()!;
    if (seen.has(land.id)) continue;
    seen.add(land.id);
    // 106.7: a mana ability of the land the engine does not read might produce more: not guessed.
    if (land.card && notUnderstood(land.card, (line) => /\bAdd\b|\bmana\b/.test(line)).length > 0)
      throw new Unsupported('UNSUPPORTED_ACTION', msg('106-mana.couldProduceUnread', { describe: objectName(land) }), '106.7');
    for (const b of abilitiesNow(state, land)) {
      if (b.kind !== 'mana') continue;
      if (b.couldProduce) {
        if (type !== 'C' || b.couldProduce.anyType) queue.push(...landsLookedAt(state, land, b.couldProduce));
        continue;
      }
      // 106.7: "Add {G} for each Elf you control" would add none with no Elf: counted as it resolves, not read here.
      if (b.times) throw new Unsupported('UNSUPPORTED_ACTION', msg('106-mana.couldProduceUnread', { describe: objectName(land) }), '106.7');
      const types = b.combination ?? manaOptionsOf(land, b).flat();
      if (types.includes(type)) return true;
    }
  }
  return false;
}
