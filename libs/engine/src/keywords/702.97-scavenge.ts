import { targetPhrase } from '../cards/grammar/selector';
import { KeywordPhrase } from '../cards/keyword-table';
import { keywordCost } from './alternative-costs';

/**
 * 702.97a: "Scavenge [cost]" is an activated ability that works only while the card is in a
 * graveyard (113.6m), written in the language: its cost is [cost] and exiling the card itself from
 * its owner's graveyard (cost parts the grammar reads, paid in order, 601.2h via 602.2b); its target
 * is a creature (115.1); its effect puts +1/+1 counters on that creature, as many as the power of
 * the card exiled, counted as it resolves (608.2h: the card, now in exile, as it is there); sorcery
 * timing (602.5d). Only a mana [cost] is read.
 */
export const SCAVENGE: KeywordPhrase = {
  rule: '702.97a',
  abilities(item) {
    const cost = keywordCost(item, 'scavenge');
    if (cost === null) return null;
    return [
      {
        kind: 'activated',
        cost: { tap: false, mana: cost, parts: [{ kind: 'exile', self: true, from: 'graveyard' }] },
        targets: [targetPhrase('target creature')],
        effects: [
          {
            kind: 'counters',
            counter: '+1/+1',
            n: 0,
            objects: { kind: 'target' },
            target: 0,
            amount: { kind: 'stat', stat: 'power', of: { kind: 'source' } },
          },
        ],
        sorcerySpeed: true,
        text: `Scavenge ${cost}`,
        fromGraveyard: true,
      },
    ];
  },
};
