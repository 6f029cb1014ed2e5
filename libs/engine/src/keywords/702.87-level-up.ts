import { KeywordPhrase } from '../cards/keyword-table';
import { keywordCost } from './alternative-costs';

/**
 * 702.87a: "Level up [cost]" is an activated ability, written in the language: its cost is [cost]
 * (a mana cost: the only form printed), its effect puts a level counter on the permanent that has it
 * (the ability's source, 122.1), and it is activated only as a sorcery (602.5d). 711.4: a leveler
 * permanent has it at any number of level counters. What the counters do is read from the card's
 * level striations (cards/grammar/leveler.ts, rules/711-leveler-cards.ts).
 */
export const LEVEL_UP: KeywordPhrase = {
  rule: '702.87a',
  abilities(item) {
    const cost = keywordCost(item, 'level up');
    if (cost === null) return null;
    return [
      {
        kind: 'activated',
        cost: { tap: false, mana: cost },
        targets: [],
        effects: [{ kind: 'counters', counter: 'level', n: 1, objects: { kind: 'source' }, rule: '702.87a' }],
        sorcerySpeed: true,
        text: `Level up ${cost}`,
      },
    ];
  },
};
