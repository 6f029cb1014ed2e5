/**
 * 605.1b, 106.12a: a triggered mana ability that adds more mana when a land is tapped for mana.
 *
 *   line   := "Whenever" (tapped | taps) "," adds "."
 *   tapped := ("enchanted" land | ("a" | "an") land) "is" "tapped" "for" "mana"
 *   taps   := ("a" "player" | "you") ("tap" | "taps") ("a" | "an") land "for" "mana"
 *   land   := ["basic"] ("land" | basic-land-type)
 *   adds   := ("its" "controller" | "that" "player") "adds" mana | "add" mana      (who adds is who tapped the land)
 *   mana   := ["an" "additional"] symbols ["to" "their" "mana" "pool"]
 *           | "one" ["additional"] "mana" ["to" "their" "mana" "pool"] "of" "any" ("type" "that" "land" "produced" | "color")
 *
 * "its controller" goes with "is tapped", "that player" with "a player taps", "add" with "you tap". Anything else
 * (a chosen color, "two mana in any combination", "for each Elf", a condition) stays refused.
 */
import type { Ability } from '../ability';
import type { ManaType } from '../mana';

export type ManaTriggerAbility = Extract<Ability, { kind: 'manaTrigger' }>;

const LAND = '(basic )?(land|Plains|Island|Swamp|Mountain|Forest)';
const MANA =
  '(?:an additional )?((?:\\{[WUBRGC]\\})+)(?: to their mana pool)?|one (?:additional )?mana (?:to their mana pool )?of any (type that land produced|color)(?: to their mana pool)?';
const FORMS: { re: RegExp; tapper: 'any' | 'you'; enchanted?: true }[] = [
  { re: new RegExp(`^Whenever enchanted ${LAND} is tapped for mana, its controller adds (?:${MANA})\\.$`), tapper: 'any', enchanted: true },
  { re: new RegExp(`^Whenever an? ${LAND} is tapped for mana, its controller adds (?:${MANA})\\.$`), tapper: 'any' },
  { re: new RegExp(`^Whenever a player taps an? ${LAND} for mana, that player adds (?:${MANA})\\.$`), tapper: 'any' },
  { re: new RegExp(`^Whenever you tap an? ${LAND} for mana, add (?:${MANA})\\.$`), tapper: 'you' },
];

export function manaTriggerAbility(line: string): ManaTriggerAbility | null {
  for (const form of FORMS) {
    const m = form.re.exec(line);
    if (!m) continue;
    const [, basic, noun, symbols, any] = m;
    const added: ManaType[] | 'produced' | 'anyColor' = symbols
      ? (symbols.slice(1, -1).split('}{') as ManaType[])
      : any === 'color'
        ? 'anyColor'
        : 'produced';
    return {
      kind: 'manaTrigger',
      land: {
        ...(form.enchanted ? { enchanted: true as const } : {}),
        ...(basic ? { basic: true as const } : {}),
        ...(noun !== 'land' ? { subtype: noun } : {}),
      },
      tapper: form.tapper,
      added,
      text: line,
    };
  }
  return null;
}
