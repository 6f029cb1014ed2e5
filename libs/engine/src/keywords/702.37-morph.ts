import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { formatManaCost, parseManaCost } from '../cards/mana-cost';
import { Ctx, objectName } from '../context';
import { keepPriorityAfterAction } from '../rules/117-priority';
import { payManaCost } from '../rules/601-casting-spells';
import { realCard, turnFaceUp } from '../rules/708-face-down';
import { Violation } from '../violation';
import { Unsupported } from '../unsupported';
import { hasLostAbilities } from '../rules/613-layers';
import { msg } from '../trace/message';

/** 702.37c: the cost paid to cast a card face down with morph, rather than its mana cost. */
export const MORPH_CAST_COST = '{3}';

/**
 * 702.37a: "Morph [cost]"; 702.37b: "Megamorph [cost]" (a megamorph cost is a morph cost).
 * Only mana costs without X are understood: "Morph—Pay 5 life." or a cost with X (702.37f) is not.
 */
export function morphAbility(line: string): Ability | null {
  const m = /^(Morph|Megamorph) ((?:\{[^}X]+\})+)$/.exec(line);
  if (!m || !parseManaCost(m[2])) return null;
  return { kind: 'morph', cost: m[2], mega: m[1] === 'Megamorph', text: line };
}

/** The morph (or megamorph) ability of a card, if it has one the engine understands. */
export function morphOf(card: CardDefinition | null): { cost: string; mega: boolean } | null {
  if (!card) return null;
  const a = compiled(card).abilities.find((x) => x.kind === 'morph');
  return a && a.kind === 'morph' ? { cost: a.cost, mega: a.mega } : null;
}

export interface TurnFaceUpAction {
  player: string;
  object: string;
  payment?: { tap?: string[]; pool?: string };
}

/**
 * 702.37e (116.2b): any time they have priority, a player may turn a face-down permanent they
 * control that has a morph ability face up, by paying its morph cost. A special action: it does
 * not use the stack, and the player receives priority afterward (116.3).
 */
export function turnFaceUpWithMorph(ctx: Ctx, action: TurnFaceUpAction): Violation[] {
  const state = ctx.state;
  if (state.turn.priority !== action.player) {
    return [
      {
        code: 'NO_PRIORITY',
        rule: '116.2b',
        message: msg('702.37-morph.NO_PRIORITY', { player: action.player }),
      },
    ];
  }
  const o = state.battlefield.find((p) => p.id === action.object);
  if (!o)
    return [{ code: 'NOT_ON_BATTLEFIELD', rule: '702.37e', message: msg('702.37-morph.NOT_ON_BATTLEFIELD', { object: action.object }) }];
  if (o.controller !== action.player)
    return [
      {
        code: 'NOT_CONTROLLER',
        rule: '702.37e',
        message: msg('702.37-morph.NOT_CONTROLLER', { player: action.player, describe: objectName(o) }),
      },
    ];
  if (!o.faceDown)
    return [{ code: 'NOT_FACE_DOWN', rule: '702.37e', message: msg('702.37-morph.NOT_FACE_DOWN', { describe: objectName(o) }) }];
  const morph = morphOf(realCard(o));
  if (!morph) {
    return [
      {
        code: 'NO_MORPH_COST',
        rule: '702.37e',
        message: msg('702.37-morph.NO_MORPH_COST', { id: o.id }),
      },
    ];
  }
  // 702.37e asks what its morph cost would be if it were face up, with the effects that apply to it (708.8):
  // having lost all its abilities (613.1f), whether it would keep one is not judged here.
  if (hasLostAbilities(state, o)) {
    throw new Unsupported('UNSUPPORTED_ACTION', msg('702.37-morph.UNSUPPORTED_ACTION', { id: o.id }), '702.37e');
  }
  const cost = parseManaCost(morph.cost);
  if (!cost) throw new Error(`unparsable morph cost ${morph.cost}`);
  // 702.37e: the player shows what its morph cost would be, then pays it.
  ctx.trace.cite(
    '702.37e',
    'showMorphCost',
    msg('702.37-morph.showMorphCost', {
      player: action.player,
      id: o.id,
      formatManaCost: formatManaCost(cost),
      pValue: morph.mega ? 'megamorph' : 'morph',
    }),
    [o.id],
  );
  const violation = payManaCost(ctx, action, cost, 0, null);
  if (violation) return [violation];
  turnFaceUp(o);
  ctx.trace.cite('702.37e', 'turnFaceUp', msg('702.37-morph.turnFaceUp', { player: action.player, describe: objectName(o) }), [o.id]);
  ctx.trace.cite('708.8', 'turnFaceUp', msg('702.37-morph.turnFaceUp.2', { describe: objectName(o) }), [o.id]);
  if (morph.mega) {
    // 702.37b, 708.11: applied while it is being turned face up.
    o.counters['+1/+1'] = (o.counters['+1/+1'] ?? 0) + 1;
    ctx.trace.cite('702.37b', 'counters', msg('702.37-morph.counters', { describe: objectName(o) }), [o.id]);
  }
  ctx.trace.emit({ type: 'turnedFaceUp', object: o.id, player: action.player });
  keepPriorityAfterAction(ctx, action.player, '116.3');
  return [];
}

/** 702.37a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const MORPH: KeywordPhrase = { rule: '702.37a', line: oneAbility(morphAbility) };
