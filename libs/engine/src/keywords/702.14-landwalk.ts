import { Characteristics, characteristicsOf, keywordsNow } from '../rules/613-layers';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import type { BlockContext } from './blocking';
import { nameOf } from './names';
import { msg } from '../trace/message';

/** A landwalk ability read from its keyword (702.14a), and the lands it looks for (702.14c). */
export interface Landwalk {
  /** The keyword as the object has it, e.g. "swampwalk", "nonbasic landwalk", "snow forestwalk". */
  keyword: string;
  /** Whether a land the defending player controls satisfies it. */
  matches: (land: Characteristics) => boolean;
}

const has = (ch: Characteristics, quality: string): boolean =>
  [...ch.supertypes, ...ch.types, ...ch.subtypes].some((t) => t.toLowerCase() === quality);

/**
 * The forms 702.14c lists: "[land type]walk" (islandwalk), "[type or supertype] landwalk"
 * (artifact landwalk), "non[type or supertype] landwalk" (nonbasic landwalk), and
 * "[type or supertype] [land type]walk" (snow swampwalk). Null when `keyword` is not landwalk.
 */
export function parseLandwalk(keyword: string): Landwalk | null {
  const quality = /^(non)?([a-z]+) landwalk$/.exec(keyword);
  if (quality) {
    const [, non, q] = quality;
    return { keyword, matches: non ? (ch) => !has(ch, q) : (ch) => has(ch, q) };
  }
  const landType = /^(?:([a-z]+) )?([a-z]+)walk$/.exec(keyword);
  if (landType && landType[2] !== 'land') {
    const [, q, subtype] = landType;
    return { keyword, matches: (ch) => ch.subtypes.some((s) => s.toLowerCase() === subtype) && (q === undefined || has(ch, q)) };
  }
  return null;
}

/** The landwalk abilities `o` has now (613.1f); multiple instances of the same kind are redundant (702.14e). */
export function landwalksOf(state: GameState, o: GameObject): Landwalk[] {
  const out: Landwalk[] = [];
  for (const k of keywordsNow(state, o)) {
    const lw = parseLandwalk(k);
    if (lw) out.push(lw);
  }
  return out;
}

/**
 * 702.14c: a creature with landwalk can't be blocked as long as the defending player controls at
 * least one land of the kind it names. Phased-out lands do not count (702.26b). Landwalk
 * abilities don't cancel one another (702.14d): the blocker's own landwalk is irrelevant.
 */
export function checkLandwalk(c: BlockContext): Violation | null {
  const walks = landwalksOf(c.state, c.attacker);
  if (walks.length === 0) return null;
  const lands = c.state.battlefield
    .filter((o) => o.controller === c.defendingPlayer && !o.phasedOut)
    .map((o) => ({ o, ch: characteristicsOf(c.state, o) }))
    .filter(({ ch }) => ch.types.includes('Land'));
  for (const walk of walks) {
    const land = lands.find(({ ch }) => walk.matches(ch));
    if (land) {
      return {
        code: 'CANNOT_BLOCK_LANDWALK',
        rule: '702.14c',
        message: msg('702.14-landwalk.CANNOT_BLOCK_LANDWALK', {
          nameOf: nameOf(c.attacker),
          keyword: walk.keyword,
          defendingPlayer: c.defendingPlayer,
          nameOf2: nameOf(land.o),
        }),
      };
    }
  }
  return null;
}
