import { Ability } from '../cards/ability';
import { KeywordPhrase } from '../cards/keyword-table';

/**
 * 702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on target creature.": an
 * activated ability that works only while the card is in a player's hand (activated through 602, the card discarded
 * as its cost is paid, 701.9). 702.77b: it exists in every zone (only its activation needs the hand).
 * "Reinforce X—{X}{W}{W}" (X in the number of counters) stays refused.
 */
export const REINFORCE: KeywordPhrase = {
  rule: '702.77a',
  abilities(item) {
    const m = /^reinforce (\d+)—((?:\{(?:\d+|[wubrgc])\})+)$/.exec(item);
    const n = m ? Number(m[1]) : 0;
    if (!m || n < 1) return null;
    const mana = m[2].toUpperCase();
    const ability: Ability = {
      kind: 'activated',
      cost: { tap: false, mana, discardSelf: true },
      targets: [
        {
          count: { kind: 'target', min: 1, max: 1 },
          options: [{ kind: 'object', zone: 'battlefield', filters: [{ kind: 'type', anyOf: ['Creature'] }] }],
          text: 'target creature',
        },
      ],
      effects: [{ kind: 'counters', counter: '+1/+1', n, objects: { kind: 'target' }, target: 0, rule: '702.77a' }],
      sorcerySpeed: false,
      text: `Reinforce ${n}—${mana}`,
      fromHand: true,
    };
    return [ability];
  },
};
