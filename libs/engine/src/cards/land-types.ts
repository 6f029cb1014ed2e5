import { ManaType } from './mana';
import type { Ability } from './ability';

/** 305.6: the basic land types. */
export const BASIC_LAND_TYPES: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** 205.3i: the land types (the basic ones among them). */
export const LAND_TYPES: readonly string[] = [
  'Cave',
  'Desert',
  'Forest',
  'Gate',
  'Island',
  'Lair',
  'Locus',
  'Mine',
  'Mountain',
  'Plains',
  'Planet',
  'Power-Plant',
  'Sphere',
  'Swamp',
  'Tower',
  'Town',
  "Urza's",
];

/** 305.6: the mana of each basic land type's intrinsic "{T}: Add [mana symbol]." */
export const BASIC_LAND_MANA: Readonly<Record<string, ManaType>> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** 305.6: the intrinsic mana ability of a basic land type, one object per type (the same ability wherever it is read). */
const INTRINSIC: Record<string, Ability> = Object.fromEntries(
  Object.entries(BASIC_LAND_MANA).map(([type, mana]) => [
    type,
    { kind: 'mana', tap: true, options: [[mana]], text: `{T}: Add {${mana}}.`, intrinsic: '305.6' } satisfies Ability,
  ]),
);

export function intrinsicManaAbility(type: string): Ability | null {
  return INTRINSIC[type] ?? null;
}
