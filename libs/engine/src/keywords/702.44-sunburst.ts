import { KeywordPhrase } from '../cards/keyword-table';

/** 702.44a: the rule sunburst's replacement stands for. */
export const SUNBURST_RULE = '702.44a';

/**
 * 702.44a: "Sunburst" means "If this object is entering as a creature, ignoring any type-changing
 * effects that would affect it, it enters with a +1/+1 counter on it for each color of mana spent to
 * cast it. Otherwise, it enters with a charge counter on it for each color of mana spent to cast it."
 * Written in the language: an enters-with-counters replacement (614.1c) counting the colors of the
 * mana the spell it was remembers (`manaSpent`, 106.1, 601.2h), whose counter is chosen by the
 * card's printed types as it enters (rules/614-replacement-effects.ts). 702.44b: only a permanent
 * entering from the stack as a resolving spell carries that record; any other way it enters with
 * none. 702.44d: each instance works separately. "Modular—Sunburst" and sunburst setting another
 * ability's number (702.44c) are not read.
 */
export const SUNBURST: KeywordPhrase = {
  rule: SUNBURST_RULE,
  abilities(item) {
    if (item !== 'sunburst') return null;
    return [
      {
        kind: 'static',
        effects: [{ kind: 'entersWithCounters', counter: '+1/+1', n: 1, rule: SUNBURST_RULE, perColorSpent: true, sunburst: true }],
        text: 'Sunburst',
      },
    ];
  },
};
