import { Ability } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { KeywordPhrase } from '../cards/keyword-table';
import { StackObject } from '../state/types';
import { keywordCost } from './alternative-costs';

/**
 * 702.56a: "Replicate [cost]" is two abilities: an additional cost the caster may pay any number
 * of times (601.2b, 601.2f-h: a cast action's `additionalCosts` holds "replicate" once per
 * payment), and "When you cast this spell, if a replicate cost was paid for it, copy it for each
 * time its replicate cost was paid" (the copies keep the original's targets: choosing new ones,
 * 707.10c, is not offered). Only mana costs without X; one instance (702.56b is not read).
 */
export const REPLICATE: KeywordPhrase = {
  rule: '702.56a',
  abilities(item) {
    const cost = keywordCost(item, 'replicate');
    if (cost === null) return null;
    const text = `Replicate ${cost}`;
    return [
      { kind: 'replicate', cost, text },
      { kind: 'triggered', trigger: { event: 'castSelf' }, condition: null, targets: [], effects: [{ kind: 'replicateCopies' }], text },
    ];
  },
  verify(card) {
    // 702.56b: two instances are paid and trigger separately: not read.
    const n = card.text.split('\n').filter((line) => /^Replicate\b/.test(line)).length;
    return n <= 1 && (card.types.includes('Instant') || card.types.includes('Sorcery'));
  },
};

/** The replicate cost of a card, if it has one (702.56a). */
export function replicateCost(card: CardDefinition): string | null {
  const a = compiled(card).abilities.find((x): x is Extract<Ability, { kind: 'replicate' }> => x.kind === 'replicate');
  return a ? a.cost : null;
}

/** 702.56a: how many times a spell's replicate cost was paid (its "replicate" additional costs). */
export function timesReplicated(entry: Pick<StackObject, 'additionalCosts'>): number {
  return (entry.additionalCosts ?? []).filter((c) => c === 'replicate').length;
}
