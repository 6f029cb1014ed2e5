import { KeywordPhrase, keywordTrigger } from '../cards/keyword-table';

/**
 * 702.121a: "Melee" means "Whenever this creature attacks, it gets +1/+1 until end of turn for each
 * opponent you attacked with a creature this combat." Written in the language: an attack trigger
 * (508.1m) and the pump verb on its source, that many times, counted as it resolves (608.2h).
 * 702.121b: each instance is its own ability and triggers separately.
 */
export const MELEE: KeywordPhrase = {
  rule: '702.121a',
  abilities(item) {
    if (item !== 'melee') return null;
    return [
      keywordTrigger(
        { event: 'attacks', who: 'self' },
        [{ kind: 'modifyPT', power: 1, toughness: 1, objects: { kind: 'source' }, per: { kind: 'opponentsAttacked' } }],
        'Melee',
        '702.121a',
      ),
    ];
  },
};
