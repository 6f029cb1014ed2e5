import { Effect } from '../cards/ability';
import { KeywordPhrase } from '../cards/keyword-table';
import { parseTrigger } from '../cards/grammar/trigger';
import { Ctx, objectName } from '../context';
import { characteristicsOf } from '../rules/613-layers';
import { GameObject, GameState, StackObject } from '../state/types';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';

/**
 * 702.95a: "Soulbond" is two triggered abilities, written in the language: "When this creature
 * enters, if you control both this creature and another creature and both are unpaired, you may
 * pair this creature with another unpaired creature you control ..." and "Whenever another
 * creature you control enters, if you control both that creature and this one and both are
 * unpaired, you may pair that creature with this creature ...". Each has an intervening "if"
 * (603.4) and a "you may" (608.2d). The pair is kept on the board: each creature's `pairedWith`
 * names the other (702.95b).
 */
const ANOTHER_ENTERS = parseTrigger('Whenever another creature you control enters');

export const SOULBOND: KeywordPhrase = {
  rule: '702.95a',
  abilities(item) {
    if (item !== 'soulbond' || !ANOTHER_ENTERS.ok) return null;
    return [
      {
        kind: 'triggered',
        trigger: { event: 'enters', who: 'self' },
        condition: { kind: 'soulbondUnpaired', other: 'another' },
        targets: [],
        effects: [{ kind: 'optional', effects: [{ kind: 'pairSoulbond', with: 'another' }] }],
        text: 'Soulbond',
        rule: '702.95a',
      },
      {
        kind: 'triggered',
        trigger: ANOTHER_ENTERS.value,
        condition: { kind: 'soulbondUnpaired', other: 'referred' },
        targets: [],
        effects: [{ kind: 'optional', effects: [{ kind: 'pairSoulbond', with: 'referred' }] }],
        text: 'Soulbond',
        rule: '702.95a',
      },
    ];
  },
};

/** 702.95a, 702.95c: a creature on the battlefield, controlled by `controller`, unpaired. */
function unpairedCreatureOf(state: GameState, id: string | undefined, controller: string): GameObject | null {
  const o = state.battlefield.find((p) => p.id === id && !p.phasedOut);
  if (!o || o.controller !== controller || o.pairedWith !== undefined) return null;
  return characteristicsOf(state, o).types.includes('Creature') ? o : null;
}

/** 702.95a: the other unpaired creatures `controller` controls, besides `source`. */
function otherUnpaired(state: GameState, source: string, controller: string): GameObject[] {
  return state.battlefield.filter((o) => o.id !== source && unpairedCreatureOf(state, o.id, controller) !== null);
}

/** 603.4, 702.95a: soulbond's intervening "if", checked as it triggers and as it resolves. */
export function soulbondUnpaired(
  state: GameState,
  other: 'referred' | 'another',
  controller: string,
  source: string | undefined,
  refersTo: string | undefined,
): boolean {
  if (!source || !unpairedCreatureOf(state, source, controller)) return false;
  if (other === 'referred') return refersTo !== source && unpairedCreatureOf(state, refersTo, controller) !== null;
  return otherUnpaired(state, source, controller).length > 0;
}

/**
 * 702.95a, 702.95c-d: the pairing, once its controller chose to pair: neither becomes paired if one
 * is no longer an unpaired creature on the battlefield under that player's control. "Another
 * unpaired creature you control" is chosen as it resolves: with more than one, a choice the
 * answer to "you may" does not carry, refused (UNSUPPORTED_RESOLUTION) rather than guessed.
 */
export function pairSoulbond(ctx: Ctx, spell: StackObject, withWhat: 'referred' | 'another'): void {
  const state = ctx.state;
  const controller = spell.controller;
  const source = unpairedCreatureOf(state, spell.ability?.source, controller);
  let partner: GameObject | null = null;
  if (source && withWhat === 'referred')
    partner = spell.refersTo === source.id ? null : unpairedCreatureOf(state, spell.refersTo, controller);
  if (source && withWhat === 'another') {
    // 702.95a: the one its controller named answering the "you may" (soulbondPartnerOptions), if still a candidate (702.95c).
    const named = ctx.soulbondPartner;
    const candidates = otherUnpaired(state, source.id, controller).filter((o) => named === undefined || o.id === named);
    if (candidates.length > 1)
      throw new Unsupported(
        'UNSUPPORTED_RESOLUTION',
        msg('702.95-soulbond.whichCreature', { describe: objectName(source), list: candidates.map((o) => o.id).join(', ') }),
        '702.95a',
      );
    partner = candidates[0] ?? null;
  }
  if (!source || !partner) {
    ctx.trace.cite('702.95c', 'notPaired', msg('702.95-soulbond.notPaired', { id: spell.id }));
    return;
  }
  source.pairedWith = partner.id;
  partner.pairedWith = source.id;
  ctx.trace.cite('702.95a', 'paired', msg('702.95-soulbond.paired', { describe: objectName(source), other: objectName(partner) }), [
    source.id,
    partner.id,
  ]);
}

/**
 * 702.95a: when the soulbond creature itself entered and its controller has more than one other
 * unpaired creature, the "you may" is answered by naming the creature to pair it with (or "no"):
 * the ids, else null (a plain yes or no).
 */
export function soulbondPartnerOptions(state: GameState, top: StackObject, effects: readonly Effect[]): string[] | null {
  const pairs = effects.some((e) => e.kind === 'optional' && e.effects.some((i) => i.kind === 'pairSoulbond' && i.with === 'another'));
  const source = top.ability?.source;
  if (!pairs || !source) return null;
  const candidates = otherUnpaired(state, source, top.controller);
  return candidates.length > 1 ? candidates.map((o) => o.id) : null;
}

/**
 * 702.95e: why a paired creature is no longer paired: it or its partner left the battlefield, is
 * no longer a creature, or they no longer have the same controller. Null while the pair holds.
 */
export function pairBroken(state: GameState, o: GameObject): string | null {
  const partner = state.battlefield.find((p) => p.id === o.pairedWith && !p.phasedOut);
  if (!partner || partner.pairedWith !== o.id) return 'the creature it was paired with left the battlefield';
  if (!characteristicsOf(state, o).types.includes('Creature') || !characteristicsOf(state, partner).types.includes('Creature'))
    return 'one of the two is no longer a creature';
  if (partner.controller !== o.controller) return 'they no longer have the same controller';
  return null;
}
