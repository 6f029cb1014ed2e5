import { Effect, Selector } from '../ability';
import { CREATURE_TYPES } from '../creature-types';

/** The phrases of text-changing effects (612) and the word classes they change; rules/612-text-changing.ts applies them. */

export type WordClass = 'color' | 'basicLandType' | 'creatureType';

export type ChangeTextEffect = Extract<Effect, { kind: 'changeText' }>;

const COLOR_WORD_LIST = ['white', 'blue', 'black', 'red', 'green'];
/** 305.6: the basic land types. */
const BASIC_LAND_TYPE_LIST = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
export const CREATURE_TYPE_SET = new Set(CREATURE_TYPES);

export function wordsOf(cls: WordClass): readonly string[] {
  return cls === 'color' ? COLOR_WORD_LIST : cls === 'basicLandType' ? BASIC_LAND_TYPE_LIST : CREATURE_TYPES;
}

export function wordClass(word: string): WordClass | null {
  if (COLOR_WORD_LIST.includes(word)) return 'color';
  if (BASIC_LAND_TYPE_LIST.includes(word)) return 'basicLandType';
  if (CREATURE_TYPE_SET.has(word)) return 'creatureType';
  return null;
}

const CLASS_PHRASE: Record<string, WordClass> = {
  'color word': 'color',
  'basic land type': 'basicLandType',
  'creature type': 'creatureType',
};
export const CLASS_NAME: Record<WordClass, string> = {
  color: 'color word',
  basicLandType: 'basic land type',
  creatureType: 'creature type',
};

/**
 * "Change the text of target spell or permanent by replacing all instances of one color word with
 * another [or one basic land type with another] [until end of turn]" (a sentence of a spell).
 */
export function changeTextSentence(sentence: string, targets: Selector[], targetOf: (phrase: string) => Selector | null): Effect | null {
  const m =
    /^Change the text of (target spell or permanent|target permanent|target spell) by replacing all instances of one (color word|basic land type|creature type) with another(?: or one (color word|basic land type|creature type) with another)?( until end of turn)?$/.exec(
      sentence,
    );
  if (!m) return null;
  const spec = targetOf(m[1]);
  if (!spec) return null;
  const target = targets.push(spec) - 1;
  const words = [CLASS_PHRASE[m[2]], ...(m[3] ? [CLASS_PHRASE[m[3]]] : [])];
  return { kind: 'changeText', target, words, untilEndOfTurn: m[4] !== undefined };
}

/** "The new creature type can't be Wall." (Artificial Evolution): a restriction on the text change just before. */
export function changeTextRestriction(sentence: string, effects: Effect[]): boolean {
  const m = /^The new (color word|basic land type|creature type) can't be ([A-Z][a-z]+)$/.exec(sentence);
  const last = effects[effects.length - 1];
  if (!m || last?.kind !== 'changeText' || !last.words.includes(CLASS_PHRASE[m[1]])) return false;
  last.notTo = [...(last.notTo ?? []), m[2]];
  return true;
}
