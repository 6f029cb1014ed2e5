import { timesKicked } from '../keywords/702.33-kicker';
import { Amount } from '../cards/ability';
import { emptyPool } from '../cards/mana';
import { PlayerRef } from '../cards/selector';
import { Ctx } from '../context';
import { msg } from '../trace/message';
import { StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { Asker, evaluateQuantity, playerOf, Refs } from '../select/selector';

/**
 * The values a resolving spell or ability reads (608.2h): a quantity ("the number of creatures you
 * control", "its power") is determined once, as the effect is applied, by the one selector and
 * quantity evaluator (select/); an object that has left the zone it was in is read as it last
 * existed (the departures this resolution recorded). 107.1b: a result below zero is 0.
 */

export function askerOf(spell: StackObject): Asker {
  return {
    controller: spell.controller,
    source: spell.object ? spell.id : (spell.ability?.source ?? spell.id),
    x: spell.x,
    // 608.2c: its targets and the player a trigger refers to ("each creature that player controls").
    refs: { targets: spell.targets, ...(spell.ability?.triggered && spell.refersTo ? { referredPlayer: spell.refersTo } : {}) },
    // 106.1, 601.2h: a spell reads the mana spent to cast it (none for a copy, 707.10).
    ...(spell.object ? { manaSpent: spell.manaSpent ?? emptyPool(), kicked: timesKicked(spell) } : {}),
  };
}

export function refsOf(ctx: Ctx, spell: StackObject): Refs {
  const referred = spell.ability?.triggered && spell.refersTo ? ctx.state.players.find((p) => p.id === spell.refersTo) : undefined;
  return {
    targets: spell.targets,
    ...(referred ? { referredPlayer: referred.id } : {}),
    ...(spell.ability?.triggered && spell.refersTo && !referred ? { referredObject: spell.refersTo } : {}),
    ...(spell.sacrificed ? { sacrificed: spell.sacrificed } : {}),
    lastKnown: (id) => {
      const d = ctx.trace.departed.get(id);
      return d
        ? {
            controller: d.controller,
            owner: d.owner ?? d.controller,
            power: d.power ?? null,
            toughness: d.toughness ?? null,
            manaValue: d.manaValue ?? null,
          }
        : null;
    },
  };
}

export function amountOf(ctx: Ctx, amount: Amount, spell: StackObject): number {
  if (amount.kind === 'fixed') return amount.n;
  if (amount.kind === 'x') return spell.x ?? 0;
  const n = evaluateQuantity(ctx.state, amount, askerOf(spell), refsOf(ctx, spell));
  if (n === null) throw new Unsupported('UNSUPPORTED_EFFECT', msg('608.2h-quantities.UNSUPPORTED_EFFECT', { id: spell.id }), '608.2h');
  return Math.max(0, n);
}

/** The player a reference names as the effect is applied ("its controller": 108.4, as it last existed if it has left, 608.2h). */
export function playerOfRef(ctx: Ctx, ref: PlayerRef, spell: StackObject): string | null {
  return playerOf(ctx.state, ref, askerOf(spell), refsOf(ctx, spell));
}
