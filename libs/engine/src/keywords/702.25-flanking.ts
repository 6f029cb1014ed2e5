import { KeywordPhrase, keywordWith } from '../cards/keyword-table';
import { Ability } from '../cards/ability';

/**
 * 702.25a: "Flanking" means "Whenever this creature becomes blocked by a creature without
 * flanking, the blocking creature gets -1/-1 until end of turn." It triggers once for each such
 * blocker (509.3d), and each instance triggers separately (702.25b). Whether the blocker has
 * flanking is read as it becomes a blocking creature (509.3f).
 */
export function flankingAbility(): Ability {
  return {
    kind: 'triggered',
    trigger: { event: 'becomesBlockedByCreature', who: 'self', without: 'flanking' },
    condition: null,
    targets: [],
    effects: [{ kind: 'modifyBlockerPT', power: -1, toughness: -1 }],
    text: 'Flanking',
  };
}

/** 702.25a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const FLANKING: KeywordPhrase = { rule: '702.25a', abilities: keywordWith('flanking', flankingAbility) };
