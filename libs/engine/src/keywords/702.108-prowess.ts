import { KeywordPhrase, keywordWith } from '../cards/keyword-table';
import { Ability } from '../cards/ability';

/** 702.108a: "Prowess" means "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." */
export function prowessAbility(): Ability {
  return {
    kind: 'triggered',
    trigger: { event: 'cast', whose: 'you', types: null, notTypes: ['Creature'] },
    condition: null,
    targets: [],
    effects: [{ kind: 'modifySourcePT', power: 1, toughness: 1, rule: '702.108a' }],
    text: 'Prowess',
  };
}

/** 702.108a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const PROWESS: KeywordPhrase = { rule: '702.108a', abilities: keywordWith('prowess', prowessAbility) };
