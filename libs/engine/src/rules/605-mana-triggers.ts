import type { Ability } from '../cards/ability';
import type { ManaType } from '../cards/mana';
import { objectName } from '../context';
import type { Ctx } from '../context';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';
import type { GameObject, GameState } from '../state/types';
import { abilitiesNow, characteristicsOf, withBoardUnchanged } from './613-layers';

const COLORS: ManaType[] = ['W', 'U', 'B', 'R', 'G'];

type ManaTrigger = Extract<Ability, { kind: 'manaTrigger' }>;

/** One triggered mana ability (605.1b) that a land tapped for mana set off: its source and the mana it may add. */
export interface ManaTriggered {
  source: GameObject;
  ability: ManaTrigger;
  /** Each mana it may add (one of them: "one mana of any type that land produced" with two types produced). */
  options: ManaType[][];
}

/**
 * 106.12, 106.12a: `land` is tapped for mana by `player` and its mana ability produced `produced`: the triggered mana
 * abilities this triggers (605.1b). None if it produced no mana.
 */
export function manaTriggers(state: GameState, land: GameObject, player: string, produced: ManaType[]): ManaTriggered[] {
  if (produced.length === 0) return [];
  // Only reads the board: in a read-only scope each permanent's abilities cost O(1), not a layer signature of the board.
  return withBoardUnchanged(state, () => findManaTriggers(state, land, player, produced));
}

function findManaTriggers(state: GameState, land: GameObject, player: string, produced: ManaType[]): ManaTriggered[] {
  const out: ManaTriggered[] = [];
  for (const o of state.battlefield) {
    if (o.phasedOut || !o.card) continue;
    for (const a of abilitiesNow(state, o)) {
      if (a.kind !== 'manaTrigger') continue;
      // 603.10a would look back at a land gone as its cost was paid (a sacrifice): not done here.
      if (!state.battlefield.includes(land)) {
        if (!land.card?.types.includes('Land')) continue;
        throw new Unsupported('UNSUPPORTED_ACTION', msg('605-mana-triggers.landGone', { describe: objectName(land) }), '605.4a');
      }
      const c = characteristicsOf(state, land);
      if (!c.types.includes('Land')) continue;
      if (a.land.enchanted && o.attachedTo !== land.id) continue;
      if (a.land.basic && !c.supertypes.includes('Basic')) continue;
      if (a.land.subtype && !c.subtypes.includes(a.land.subtype)) continue;
      if (a.tapper === 'you' && o.controller !== player) continue;
      // 106.12: "one mana of any type that land produced": one of the types of the mana just added.
      const options =
        a.added === 'produced' ? [...new Set(produced)].map((t) => [t]) : a.added === 'anyColor' ? COLORS.map((t) => [t]) : [a.added];
      out.push({ source: o, ability: a, options });
    }
  }
  return out;
}

/**
 * The mana one activation adds with its triggered mana abilities: each way the triggers may add theirs, after the
 * mana ability's own mana (`produced`).
 */
export function withManaTriggers(state: GameState, land: GameObject, player: string, produced: ManaType[]): ManaType[][] {
  let ways: ManaType[][] = [produced];
  for (const t of manaTriggers(state, land, player, produced)) ways = ways.flatMap((w) => t.options.map((o) => [...w, ...o]));
  return [...new Map(ways.map((w) => [w.join(''), w] as const)).values()];
}

/**
 * 605.4a: the triggered mana abilities resolve at once after the mana ability: the player's pool gets their mana.
 * Where a trigger could add one of several types, the engine does not choose for the player.
 */
export function resolveManaTriggers(ctx: Ctx, land: GameObject, player: string, produced: ManaType[]): ManaType[] {
  const added: ManaType[] = [];
  const pool = ctx.state.players.find((p) => p.id === player)?.manaPool;
  if (!pool) return added;
  for (const t of manaTriggers(ctx.state, land, player, produced)) {
    if (t.options.length !== 1)
      throw new Unsupported(
        'UNSUPPORTED_ACTION',
        msg('605-mana-triggers.typeChoice', { describe: objectName(land) }),
        t.ability.added === 'anyColor' ? '605.3a' : '106.12',
      );
    for (const m of t.options[0]) pool[m] += 1;
    added.push(...t.options[0]);
    citeManaTrigger(ctx, t.source, land, player, t.options[0]);
  }
  return added;
}

/** 605.4a: the trace line of one triggered mana ability resolving. */
export function citeManaTrigger(ctx: Ctx, source: GameObject, land: GameObject, player: string, mana: ManaType[]): void {
  ctx.trace.cite(
    '605.4a',
    'manaTrigger',
    msg('605-mana-triggers.resolves', {
      source: objectName(source),
      describe: objectName(land),
      player,
      list: mana.map((m) => `{${m}}`).join(''),
    }),
    [source.id, land.id],
  );
}
