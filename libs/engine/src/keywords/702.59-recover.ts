import { KeywordPhrase } from '../cards/keyword-table';
import { keywordCost } from './alternative-costs';

/**
 * 702.59a: "Recover [cost]" is a triggered ability that works only while the card is in its owner's graveyard
 * (113.6k): "When a creature is put into your graveyard from the battlefield, you may pay [cost]. If you do,
 * return this card from your graveyard to your hand. Otherwise, exile this card." Written in the language: the
 * trigger event `creatureIntoYourGraveyard` (seen by rules/603-triggered-abilities.ts from the graveyard), a
 * "you may pay" (608.2d) whose "If you do" and "Otherwise" move the card itself out of that graveyard (nothing
 * moves once it has left it, 400.7). Only a mana [cost] is read.
 */
export const RECOVER: KeywordPhrase = {
  rule: '702.59a',
  abilities(item) {
    const cost = keywordCost(item, 'recover');
    if (cost === null) return null;
    return [
      {
        kind: 'triggered',
        trigger: { event: 'creatureIntoYourGraveyard' },
        condition: null,
        targets: [],
        effects: [
          {
            kind: 'optional',
            pay: cost,
            effects: [{ kind: 'moveZone', to: { zone: 'hand' }, source: true, sourceIn: 'graveyard' }],
            otherwise: [{ kind: 'moveZone', to: { zone: 'exile' }, source: true, sourceIn: 'graveyard' }],
          },
        ],
        text: `Recover ${cost}`,
        rule: '702.59a',
      },
    ];
  },
};
