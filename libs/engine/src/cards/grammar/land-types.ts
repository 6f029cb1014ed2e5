import type { Affected, ChoiceOfWhat, StaticEffect } from '../ability';
import { BASIC_LAND_TYPES } from '../land-types';
import type { Color } from '../card';

/**
 * Choices made on resolution and land-type changes, read from a sentence or a static line:
 *
 *   of-choice  := subject "becomes" "the" ("color" | "creature" "type" | "basic" "land" "type") "of" "your" "choice"
 *                 "until" "end" "of" "turn"                                      (608.2d; 105.3, 205.1a, 305.7)
 *   color      := subject "becomes" ("white" | "blue" | "black" | "red" | "green" | "colorless") "until" "end" "of" "turn"
 *                                                                                (105.3, 613.1e)
 *   land-turn  := land-target "becomes" ("a" | "an") basic-type ["until" "end" "of" "turn"]    (305.7; 611.2a)
 *   land-static:= ("Enchanted" "land" "is" | "Nonbasic" "lands" "are" | "All" basic-plural "are") basic-list "."
 *   basic-list := basic-type | basic-type "," basic-type ["," ] "and" basic-type                (305.7: "a Mountain, Forest, and Plains")
 *   subject    := "CARDNAME" | target-phrase (a permanent; never a spell: the color of a spell is not modelled)
 *
 * A land whose subtype is set to basic land types loses its other land types and the abilities of its rules text,
 * and has the mana ability of each new type (305.7); "in addition to its other types" (205.1b) is not read here.
 */

const WHAT: Record<string, ChoiceOfWhat> = { color: 'color', 'creature type': 'creatureType', 'basic land type': 'basicLandType' };

/** 608.2d: "[subject] becomes the color / creature type / basic land type of your choice until end of turn". */
export function becomesOfChoiceSentence(sentence: string): { subject: string; what: ChoiceOfWhat } | null {
  const m = /^(CARDNAME|[Tt]arget [a-z ]+?) becomes the (color|creature type|basic land type) of your choice until end of turn$/.exec(
    sentence,
  );
  if (!m || /\bspells?\b/.test(m[1])) return null;
  const what = WHAT[m[2]];
  // 305.6: only a land has land types; 205.3m: a creature type is a creature's (CARDNAME is a creature for the Mistforms).
  if (what === 'basicLandType' && !/^[Tt]arget land(?: you control)?$/.test(m[1])) return null;
  return { subject: m[1], what };
}

const COLOR_OF: Record<string, Color[]> = { white: ['W'], blue: ['U'], black: ['B'], red: ['R'], green: ['G'], colorless: [] };

/**
 * 105.3: "[CARDNAME / Target creature] becomes blue until end of turn.", "... becomes colorless until end of turn.": a
 * permanent (never a spell: the color of a spell is not modelled) gets that color in place of its colors.
 */
export function becomesColorSentence(sentence: string): { subject: string; colors: Color[] } | null {
  const m = /^(CARDNAME|[Tt]arget [a-z ]+?) becomes (white|blue|black|red|green|colorless) until end of turn$/.exec(sentence);
  if (!m || /\bspells?\b/.test(m[1])) return null;
  return { subject: m[1], colors: COLOR_OF[m[2]] };
}

const BASIC = BASIC_LAND_TYPES.join('|');

/** 305.7: "Target land becomes an Island until end of turn." -> the target phrase and the land types. */
export function becomesLandTypeSentence(sentence: string): { subject: string; landTypes: string[]; permanent: boolean } | null {
  const m = new RegExp(
    `^([Tt]arget (?:non-?basic )?land(?: you control| an opponent controls)?) becomes an? (${BASIC})( until end of turn)?$`,
  ).exec(sentence);
  // 611.2a: no duration stated ("Target land becomes a Forest."): it lasts as long as the land does.
  return m ? { subject: m[1], landTypes: [m[2]], permanent: m[3] === undefined } : null;
}

/** "Mountain, Forest, and Plains", "Swamp" -> the basic land types named (each once), or null. */
function basicList(text: string, plural: boolean): string[] | null {
  const words = text.split(/, and |, | and /);
  const out: string[] = [];
  for (const w of words) {
    const type = BASIC_LAND_TYPES.find((t) => w === (plural ? pluralOf(t) : t));
    if (!type || out.includes(type)) return null;
    out.push(type);
  }
  return out.length > 0 ? out : null;
}

/** 205.3i: the plural of a basic land type as card text writes it ("Plains" stays). */
function pluralOf(type: string): string {
  return type === 'Plains' ? 'Plains' : `${type}s`;
}

/** 305.7, 205.4a: "Nonbasic lands": the lands without the basic supertype, whoever controls them. */
const NONBASIC_LANDS: Affected = {
  kind: 'objects',
  of: {
    kind: 'object',
    zone: 'battlefield',
    filters: [
      { kind: 'type', anyOf: ['Land'] },
      { kind: 'not', filter: { kind: 'supertype', anyOf: ['Basic'] } },
    ],
  },
};

/** 305.7: "All Mountains": the permanents of that land type, whoever controls them. */
function landsOfType(type: string): Affected {
  return { kind: 'objects', of: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'subtype', anyOf: [type] }] } };
}

/** 305.7: "Enchanted land is a Swamp.", "Nonbasic lands are Mountains.", "All Mountains are Plains." -> the static effect. */
export function landTypeStatic(line: string): StaticEffect | null {
  let m = /^Enchanted land is an? (.+)\.$/.exec(line);
  if (m) {
    const landTypes = basicList(m[1], false);
    return landTypes ? { kind: 'setLandTypes', affected: { kind: 'enchanted' }, landTypes } : null;
  }
  m = /^Nonbasic lands are (.+)\.$/.exec(line);
  if (m) {
    const landTypes = basicList(m[1], true);
    return landTypes ? { kind: 'setLandTypes', affected: NONBASIC_LANDS, landTypes } : null;
  }
  m = /^All (\S+) are (.+)\.$/.exec(line);
  if (m) {
    const from = basicList(m[1], true);
    const landTypes = basicList(m[2], true);
    if (!from || from.length !== 1 || !landTypes) return null;
    return { kind: 'setLandTypes', affected: landsOfType(from[0]), landTypes };
  }
  return null;
}
