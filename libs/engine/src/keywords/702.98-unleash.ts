import { Ability } from '../cards/ability';
import { KeywordPhrase } from '../cards/keyword-table';
import { parseCondition } from '../cards/grammar/condition';

/** 611.3a: "as long as it has a +1/+1 counter on it", read by the condition grammar. */
const HAS_COUNTER = parseCondition('CARDNAME has a +1/+1 counter on it');

/**
 * 702.98a: "Unleash" means "You may have this permanent enter with an additional +1/+1 counter on
 * it" and "This permanent can't block as long as it has a +1/+1 counter on it." The first is a
 * choice its controller makes as it enters (614.12a): a resolving permanent spell asks it
 * ("yes" / "no", the enteringChoice decision) and keeps it on the permanent (`chosen.unleash`); put
 * onto the battlefield by any other way, it is not guessed (UNSUPPORTED_ENTERING_CHOICE). The second
 * is a "can't block" with an "as long as" (611.3a: true or false at any moment, whatever put the
 * counter there).
 */
export const UNLEASH: KeywordPhrase = {
  rule: '702.98a',
  abilities(item): Ability[] | null {
    if (item !== 'unleash' || !HAS_COUNTER.ok) return null;
    return [
      { kind: 'static', effects: [{ kind: 'chooseAsEnters', choice: 'unleash' }], text: 'Unleash' },
      { kind: 'static', effects: [{ kind: 'cantBlock', affected: { kind: 'self' } }], condition: HAS_COUNTER.value, text: 'Unleash' },
    ];
  },
};
