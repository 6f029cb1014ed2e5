import { Ability } from '../ability';
import { NUMBER_WORDS } from './selector';

/**
 * Counters with rules of their own (122.1b keyword counters, 122.1c shield, 122.1d stun, 122.1e
 * loyalty, 122.1g defense, 122.1h finality, 714 lore, 702.62a time ...): not understood here.
 * +X/+Y counters (122.1a) other than +1/+1 and -1/-1 are not applied by the layers yet.
 */
const COUNTERS_WITH_RULES = new Set([
  'shield',
  'stun',
  'loyalty',
  'defense',
  'finality',
  'lore',
  'time',
  'fade',
  'age',
  'poison',
  'energy',
  'experience',
  'rad',
  'ticket',
  'flying',
  'deathtouch',
  'haste',
  'hexproof',
  'indestructible',
  'lifelink',
  'menace',
  'reach',
  'trample',
  'vigilance',
  'shadow',
]);

/**
 * 614.1c: "CARDNAME enters [the battlefield] [tapped] with N +1/+1 counters on it.", "... with X +1/+1
 * counters on it." (107.3m: X is the value announced for the spell that became it, 0 otherwise;
 * no "where X is ..." here). The counters are +1/+1, -1/-1 or a counter kind with no rules of its
 * own (a charge counter, 122.1); null for anything else. Converge's "... with a +1/+1 counter on it for
 * each color of mana spent to cast it" counts the colors of the mana the spell it was spent (106.1, 601.2h). "... if you
 * cast it from your hand" (the Myojin): only a permanent that was a spell cast from the hand (601.2a) gets them.
 */
export function entersWithCountersAbility(line: string): Ability | null {
  const m =
    /^(Converge — )?(?:CARDNAME|This (?:creature|artifact|enchantment|permanent|land)) enters(?: the battlefield)?( tapped)? with (an?|one|two|three|four|five|six|seven|eight|nine|ten|\d+|X) ([+-]1\/[+-]1|[a-z]+) counters? on it( for each color of mana spent to cast (?:it|CARDNAME))?( if you cast it from your hand)?\.$/.exec(
      line,
    );
  // 207.2c: converge is an ability word (no rules meaning); its replacement counts the colors of mana spent (106.1, 601.2h).
  if (!m || (m[1] !== undefined && m[5] === undefined)) return null;
  const counter = m[4];
  if (counter.includes('/') ? counter !== '+1/+1' && counter !== '-1/-1' : COUNTERS_WITH_RULES.has(counter)) return null;
  const x = m[3] === 'X';
  if (x && m[5]) return null;
  const n = x ? 0 : (NUMBER_WORDS[m[3]] ?? Number(m[3]));
  const withCounters = {
    kind: 'entersWithCounters' as const,
    counter,
    n,
    rule: '614.1c',
    ...(x ? { x } : {}),
    ...(m[5] ? { perColorSpent: true } : {}),
    ...(m[6] ? { ifCastFromHand: true as const } : {}),
  };
  // 614.1c, 614.1d: "enters tapped with two charge counters on it" (the Vivid lands): two replacements of one entering.
  return { kind: 'static', effects: m[2] ? [{ kind: 'entersTapped' }, withCounters] : [withCounters], text: line };
}
