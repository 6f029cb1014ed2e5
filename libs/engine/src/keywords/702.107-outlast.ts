import { KeywordPhrase } from '../cards/keyword-table';
import { keywordCost } from './alternative-costs';

/**
 * 702.107a: "Outlast [cost]" is an activated ability, written in the language: "[Cost], {T}: Put a
 * +1/+1 counter on this creature. Activate only as a sorcery." Its cost is the printed mana cost
 * and the tap symbol (602.1a, 107.5: a creature's {T} needs it to have been under its controller's
 * control continuously since their most recent turn began, 302.6), its effect puts a +1/+1 counter
 * on the creature that has it (its source, 122.1), and it is activated only as a sorcery (602.5d).
 */
export const OUTLAST: KeywordPhrase = {
  rule: '702.107a',
  abilities(item) {
    const cost = keywordCost(item, 'outlast');
    if (cost === null) return null;
    return [
      {
        kind: 'activated',
        cost: { tap: true, mana: cost },
        targets: [],
        effects: [{ kind: 'counters', counter: '+1/+1', n: 1, objects: { kind: 'source' }, rule: '702.107a' }],
        sorcerySpeed: true,
        text: `Outlast ${cost}`,
      },
    ];
  },
};
