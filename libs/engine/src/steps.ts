/** 500.1: the steps of a turn, in order, as the board and the card language name them. */
export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'first-main',
  'beginning-of-combat',
  'declare-attackers',
  'declare-blockers',
  'first-strike-damage',
  'combat-damage',
  'end-of-combat',
  'second-main',
  'end',
  'cleanup',
] as const;
export type Step = (typeof STEPS)[number];
