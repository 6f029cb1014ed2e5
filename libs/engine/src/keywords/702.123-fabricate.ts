import { Ability, TokenDefinition } from '../cards/ability';
import { KeywordPhrase } from '../cards/keyword-table';

/** 702.123a: the token fabricate makes: a 1/1 colorless Servo artifact creature (111.4: named after its subtype). */
export const SERVO: TokenDefinition = {
  name: 'Servo Token',
  colors: [],
  types: ['Artifact', 'Creature'],
  subtypes: ['Servo'],
  power: 1,
  toughness: 1,
};

/**
 * 702.123a: "Fabricate N": an enters trigger (603.6a) whose controller chooses as it resolves
 * (608.2d): N +1/+1 counters on the permanent, or, if not, N Servo tokens (608.2c "If you don't").
 * The counters need the permanent still on the battlefield; the tokens do not (a permanent gone
 * gets no counters, 400.7). 702.123b: each instance is an ability of its own.
 */
export const FABRICATE: KeywordPhrase = {
  rule: '702.123a',
  abilities(item): Ability[] | null {
    const m = /^fabricate (\d+)$/.exec(item);
    if (!m) return null;
    const n = Number(m[1]);
    return [
      {
        kind: 'triggered',
        trigger: { event: 'enters', who: 'self' },
        condition: null,
        targets: [],
        effects: [
          {
            kind: 'optional',
            effects: [{ kind: 'counters', counter: '+1/+1', n, rule: '702.123a', objects: { kind: 'source' } }],
            otherwise: [{ kind: 'createTokens', count: n, token: SERVO }],
          },
        ],
        text: `Fabricate ${n}`,
        rule: '702.123a',
      },
    ];
  },
};
