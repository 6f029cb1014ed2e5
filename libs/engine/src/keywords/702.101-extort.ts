import { Ability } from '../cards/ability';
import { KeywordPhrase } from '../cards/keyword-table';

/**
 * 702.101a: "Extort": a cast trigger (601.2i) for any spell its controller casts; as it resolves
 * they may pay {W/B} (608.2d, a hybrid symbol paid with either color, 107.4e); if they do, each
 * opponent loses 1 life (119.3) and they gain the total lost that way (the language's "drain").
 * 702.101b: each instance triggers separately.
 */
export const EXTORT: KeywordPhrase = {
  rule: '702.101a',
  abilities(item): Ability[] | null {
    if (item !== 'extort') return null;
    return [
      {
        kind: 'triggered',
        trigger: { event: 'cast', whose: 'you', types: null, spell: { kind: 'object', zone: 'stack', filters: [] } },
        condition: null,
        targets: [],
        effects: [
          {
            kind: 'optional',
            pay: '{W/B}',
            effects: [
              { kind: 'life', players: { kind: 'each', who: 'opponent' }, gain: false, amount: { kind: 'fixed', n: 1 }, drain: true },
            ],
          },
        ],
        text: 'Extort',
        rule: '702.101a',
      },
    ];
  },
};
