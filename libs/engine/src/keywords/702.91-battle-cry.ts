import { KeywordPhrase, keywordTrigger } from '../cards/keyword-table';

/**
 * 702.91a: "Battle cry" means "Whenever this creature attacks, each other attacking creature gets
 * +1/+0 until end of turn." Written in the language: an attack trigger (508.1m) and the pump verb on
 * each other attacking creature, the creatures fixed as the effect begins (611.2c).
 * 702.91b: each instance is its own ability and triggers separately.
 */
export const BATTLE_CRY: KeywordPhrase = {
  rule: '702.91a',
  abilities(item) {
    if (item !== 'battle cry') return null;
    return [
      keywordTrigger(
        { event: 'attacks', who: 'self' },
        [
          {
            kind: 'modifyPT',
            power: 1,
            toughness: 0,
            objects: {
              kind: 'each',
              each: {
                kind: 'object',
                zone: 'battlefield',
                filters: [{ kind: 'type', anyOf: ['Creature'] }, { kind: 'combat', role: 'attacking' }, { kind: 'other' }],
              },
            },
          },
        ],
        'Battle cry',
        '702.91a',
      ),
    ];
  },
};
