import { KeywordPhrase } from '../cards/keyword-table';
import { parseTrigger } from '../cards/grammar/trigger';
import { Unsupported } from '../unsupported';
import { characteristicsOf } from '../rules/613-layers';
import { GameState } from '../state/types';
import { Departed } from '../trace/trace';
import { msg } from '../trace/message';

/**
 * 702.100a: "Evolve" means "Whenever a creature you control enters, if that creature's power is
 * greater than this creature's power and/or its toughness is greater than this creature's
 * toughness, put a +1/+1 counter on this creature." Written in the language: the enters trigger
 * of the trigger grammar (which refers to the creature that entered, 603.2), an intervening "if"
 * (603.4) comparing the two, and the counters verb on the source. 702.100d: each instance
 * triggers on its own.
 */
const TRIGGER = parseTrigger('Whenever a creature you control enters');

export const EVOLVE: KeywordPhrase = {
  rule: '702.100a',
  abilities(item) {
    if (item !== 'evolve' || !TRIGGER.ok) return null;
    return [
      {
        kind: 'triggered',
        trigger: TRIGGER.value,
        condition: { kind: 'referredGreaterPowerOrToughness' },
        targets: [],
        effects: [{ kind: 'counters', counter: '+1/+1', n: 1, rule: '702.100a', objects: { kind: 'source' } }],
        text: 'Evolve',
        rule: '702.100a',
      },
    ];
  },
};

/**
 * Power and toughness now, or as last known (608.2h); null for a permanent that is not a creature
 * (702.100c: nothing to compare); 'unknown' for an object gone that the board does not describe.
 */
function sizeOf(state: GameState, id: string, departed?: Map<string, Departed>): { power: number; toughness: number } | null | 'unknown' {
  const o = state.battlefield.find((p) => p.id === id && !p.phasedOut);
  if (o) {
    const c = characteristicsOf(state, o);
    return c.types.includes('Creature') && c.power !== null && c.toughness !== null ? { power: c.power, toughness: c.toughness } : null;
  }
  // 608.2h: gone, it is read as it last existed on the battlefield.
  const gone = departed?.get(id);
  if (!gone) return 'unknown';
  return gone.types.includes('Creature') && typeof gone.power === 'number' && typeof gone.toughness === 'number'
    ? { power: gone.power, toughness: gone.toughness }
    : null;
}

/**
 * 603.4, 702.100a: whether the creature that entered (`entered`, the trigger's referent) has a
 * greater power or a greater toughness than the evolving creature (`source`), checked as the
 * ability triggers and again as it resolves. A source gone from the battlefield gets no counter
 * either way (false). The creature that entered, gone since, is read as it last existed (608.2h);
 * when the board does not say how it was, the engine refuses rather than guess.
 */
export function greaterPowerOrToughness(
  state: GameState,
  source: string | undefined,
  entered: string | undefined,
  departed?: Map<string, Departed>,
): boolean {
  if (source === undefined || !state.battlefield.some((p) => p.id === source && !p.phasedOut)) return false;
  if (entered === undefined) throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('702.100-evolve.noReferent', { source }), '702.100a');
  const mine = sizeOf(state, source, departed);
  const theirs = sizeOf(state, entered, departed);
  if (theirs === 'unknown')
    throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('702.100-evolve.goneUnknown', { source, entered }), '608.2h');
  // 702.100c: a noncreature permanent has no power or toughness to compare.
  if (!mine || mine === 'unknown' || !theirs) return false;
  return theirs.power > mine.power || theirs.toughness > mine.toughness;
}
