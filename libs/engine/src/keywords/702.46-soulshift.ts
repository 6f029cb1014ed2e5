import { Ability } from '../cards/ability';
import { targetPhrase } from '../cards/grammar/selector';
import { KeywordPhrase } from '../cards/keyword-table';

/**
 * 702.46a: "Soulshift N" means "When this permanent is put into a graveyard from the battlefield,
 * you may return target Spirit card with mana value N or less from your graveyard to your hand."
 * Written in the language: a "dies" trigger (700.4; soulshift is printed on creatures only) whose
 * effect is optional (608.2d), with a graveyard target read by the selector grammar.
 * 702.46b: each instance triggers separately (one ability per instance).
 */
export const SOULSHIFT: KeywordPhrase = {
  rule: '702.46a',
  abilities(item: string): Ability[] | null {
    const m = /^soulshift (\d+)$/.exec(item);
    if (!m) return null;
    const n = Number(m[1]);
    const text = `Soulshift ${n}`;
    return [
      {
        kind: 'triggered',
        trigger: { event: 'dies', who: 'self' },
        condition: null,
        targets: [targetPhrase(`target Spirit card with mana value ${n} or less from your graveyard`)],
        effects: [{ kind: 'optional', effects: [{ kind: 'graveyardToHand', target: 0 }] }],
        text,
        rule: '702.46a',
      },
    ];
  },
};
