import { Ability } from '../cards/ability';
import { KeywordPhrase, keywordTrigger } from '../cards/keyword-table';

/**
 * 702.86a: "Annihilator N": an attack trigger (508.1m) making the defending player (506.2)
 * sacrifice N permanents, each of their choice (701.21a), as many as they have if fewer. Written in
 * the language: the player-effect verb "sacrifice" with "defending player" as its subject.
 * 702.86b: each instance triggers separately.
 */
export const ANNIHILATOR: KeywordPhrase = {
  rule: '702.86a',
  abilities(item): Ability[] | null {
    const m = /^annihilator (\d+)$/.exec(item);
    if (!m) return null;
    const n = Number(m[1]);
    return [
      keywordTrigger(
        { event: 'attacks', who: 'self' },
        [
          {
            kind: 'sacrificePermanents',
            players: { kind: 'one', player: { kind: 'defendingPlayer' } },
            what: {
              kind: 'object',
              zone: 'battlefield',
              filters: [{ kind: 'type', anyOf: ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'] }],
            },
            n,
          },
        ],
        `Annihilator ${n}`,
        '702.86a',
      ),
    ];
  },
};
