import type { Ability, StaticEffect } from '../ability';

/**
 * 711.1, 711.2: a leveler card's text box, as the catalog gives it: the lines of the card (its
 * level up ability first, 702.87a), then its two striations, each a level symbol on a line of its
 * own ("LEVEL 2-6", "LEVEL 7+"), its power/toughness box ("3/3") and the abilities printed in it
 * ("First strike"), up to the next level symbol or the end of the text.
 */
export interface Striation {
  /** 711.2: N1 of "N1-N2", or N3 of "N3+". */
  min: number;
  /** 711.2a: N2 of "N1-N2"; null for "N3+" (711.2b). */
  max: number | null;
  power: number;
  toughness: number;
  /** The abilities printed in the striation, one a line (none for a striation with only a P/T box). */
  lines: string[];
  /** The striation as printed: the level symbol, the P/T box, the abilities. */
  text: string;
}

const LEVEL_SYMBOL = /^LEVEL (\d+)(?:-(\d+)|\+)$/;
const PT_BOX = /^(\d+)\/(\d+)$/;

/** Whether a line of text is a level symbol (711.2): where a leveler's striations begin. */
export function isLevelSymbol(line: string): boolean {
  return LEVEL_SYMBOL.test(line.trim());
}

/**
 * The lines of a text before its first level symbol (711.4: those abilities are treated normally);
 * the whole text for a card that has none.
 */
export function outsideStriations(lines: string[]): string[] {
  const first = lines.findIndex(isLevelSymbol);
  return first < 0 ? lines : lines.slice(0, first);
}

/**
 * Reads a text's striations (711.2): null when it has no level symbol; else the lines outside them
 * and the striations, or `unreadable` (every line from the first level symbol on) when the layout
 * is not the one 711 describes: each symbol followed by its P/T box, the ranges in increasing order
 * without overlap, only the last one open-ended ("N3+").
 */
export function readStriations(lines: string[]): { rest: string[]; striations: Striation[] | null; unreadable: string[] } | null {
  const first = lines.findIndex(isLevelSymbol);
  if (first < 0) return null;
  const rest = lines.slice(0, first);
  const tail = lines.slice(first);
  const refused = { rest, striations: null, unreadable: tail };
  const striations: Striation[] = [];
  let i = 0;
  while (i < tail.length) {
    const symbol = LEVEL_SYMBOL.exec(tail[i]);
    const box = PT_BOX.exec(tail[i + 1] ?? '');
    if (!symbol || !box) return refused;
    const start = i;
    i += 2;
    while (i < tail.length && !isLevelSymbol(tail[i])) i++;
    const min = Number(symbol[1]);
    const max = symbol[2] === undefined ? null : Number(symbol[2]);
    const previous = striations[striations.length - 1];
    if ((max !== null && max < min) || (previous && (previous.max === null || previous.max >= min))) return refused;
    striations.push({
      min,
      max,
      power: Number(box[1]),
      toughness: Number(box[2]),
      lines: tail.slice(start + 2, i),
      text: tail.slice(start, i).join('\n'),
    });
  }
  return { rest, striations, unreadable: [] };
}

/**
 * 711.2a, 711.2b: a striation is a static ability of the permanent: "As long as this creature has at
 * least N1 [and at most N2] level counters on it, it has base power and toughness [P/T] (layer 7b)
 * and has [abilities] (layer 6, 613.1f)." `abilities`: those printed in it, read by the compiler.
 */
export function striationAbility(s: Striation, abilities: Ability[]): Ability {
  const effects: StaticEffect[] = [{ kind: 'setPT', affected: { kind: 'self' }, power: s.power, toughness: s.toughness }];
  if (abilities.length > 0) effects.push({ kind: 'grantAbility', affected: { kind: 'self' }, abilities, text: s.lines.join('\n') });
  return { kind: 'static', effects, text: s.text, condition: { kind: 'levelCounters', min: s.min, max: s.max } };
}
