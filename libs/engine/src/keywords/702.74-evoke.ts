import { KeywordPhrase } from '../cards/keyword-table';
import { alternativeCostAbility, keywordCost } from './alternative-costs';

/**
 * 702.74a: "Evoke [cost]" is two abilities, written in the language: an alternative cost (118.9)
 * that lets the card be cast from its owner's hand for [cost] (601.2b, 601.2f-h: a cast action
 * with `alternativeCost: "evoke"`), and "When this permanent enters, if its evoke cost was paid,
 * its controller sacrifices it": an enters trigger with an intervening "if" (603.4) read on the
 * permanent the spell became (its board entry carries `alternativeCost: "evoke"`), whose effect is
 * the sacrifice of its source (701.21a). Its other enters abilities trigger too: its controller
 * orders them (603.3b).
 */
export const EVOKE: KeywordPhrase = {
  rule: '702.74a',
  abilities(item) {
    const cost = keywordCost(item, 'evoke');
    if (cost === null) return null;
    return [
      alternativeCostAbility('evoke', cost),
      {
        kind: 'triggered',
        trigger: { event: 'enters', who: 'self' },
        condition: { kind: 'alternativeCostPaid', keyword: 'evoke' },
        targets: [],
        effects: [{ kind: 'sacrificeSource' }],
        text: `Evoke ${cost}`,
        rule: '702.74a',
      },
    ];
  },
};
