import { Effect } from '../ability';
import { Selector } from '../selector';
import { parseTarget } from './selector';

/**
 * 601.2d: damage divided among targets, announced as the spell is cast:
 *
 *   sentence := "CARDNAME deals" N "damage divided as you choose among" how "target" options
 *   how      := "one or two" | "one, two, or three" | "any number of"
 *   options  := plural objects or players, joined by "or" / "and/or" ("creatures and/or players")
 *
 * One instance of the word "target" chosen up to M times (M: two, three, or N for "any number of",
 * since each target receives at least 1, 601.2d): M targets of one word (115.3), the first one
 * required (the N damage must go somewhere), the others optional (115.6). Each target gets one
 * `damage` effect marked `divided`: the damage it is dealt is its share of the division the cast
 * announced (the stack object's `division`), never `amount`, which is the total to divide. Only a
 * fixed N is read ("X damage divided ..." is refused: the targets' number would depend on X).
 */
export function dividedDamage(sentence: string, targets: Selector[]): Effect[] | null {
  const m = /^CARDNAME deals (\d+) damage divided as you choose among (one or two|one, two, or three|any number of) (target .+)$/.exec(
    sentence,
  );
  if (!m) return null;
  const total = Number(m[1]);
  const max = m[2] === 'one or two' ? 2 : m[2] === 'one, two, or three' ? 3 : total;
  if (total < 1 || max < 1 || max > 20) return null;
  const parsed = parseTarget(`up to ${max} ${m[3].replace(/ and\/or /g, ' or ')}`);
  if (!parsed.ok || parsed.value.count.max !== max) return null;
  if (JSON.stringify(parsed.value.options).includes('"kind":"x"')) return null;
  const text = `${m[2]} ${m[3]}`;
  const at = targets.length;
  const effects: Effect[] = [];
  for (let k = 0; k < max; k++) {
    targets.push({
      count: { kind: 'target', min: k === 0 ? 1 : 0, max: 1 },
      options: structuredClone(parsed.value.options),
      text,
      word: at,
    });
    effects.push({ kind: 'damage', amount: { kind: 'fixed', n: total }, target: at + k, divided: true });
  }
  return effects;
}
