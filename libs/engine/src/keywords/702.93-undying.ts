import { KeywordPhrase } from '../cards/keyword-table';
import { returnsWithCounter } from './702.79-persist';

/**
 * 702.93a: "Undying" means "When this permanent is put into a graveyard from the battlefield, if
 * it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a
 * +1/+1 counter on it." Persist's ability with the other counter (keywords/702.79-persist.ts).
 */
export const UNDYING: KeywordPhrase = {
  rule: '702.93a',
  abilities: (item) => (item === 'undying' ? [returnsWithCounter('Undying', '+1/+1', '702.93a')] : null),
};
