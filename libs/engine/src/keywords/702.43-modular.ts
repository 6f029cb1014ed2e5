import { Ability } from '../cards/ability';
import { KeywordPhrase } from '../cards/keyword-table';
import { Departed } from '../trace/trace';

/** 702.43a: the rule modular's dies trigger stands for (its `rule`, how the engine knows it). */
export const MODULAR_RULE = '702.43a';

/**
 * 702.43a: "Modular N" means "This permanent enters with N +1/+1 counters on it" (a static
 * ability, 614.1c) and "When this permanent is put into a graveyard from the battlefield, you may
 * put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent" (a
 * "dies" trigger, 603.6c, 700.4, with a "you may", 608.2d). Written in the language: the number
 * of counters is the ability's "x", fixed as it triggers from the permanent as it last existed on
 * the battlefield (603.10a, 608.2h; modularCount), so a board sent later with the trigger pending
 * or on the stack carries it. 702.43b: each instance is its own pair of abilities and triggers
 * separately. "Modular—Sunburst" (702.44) is not read: it stays refused.
 */
export const MODULAR: KeywordPhrase = {
  rule: MODULAR_RULE,
  abilities(item): Ability[] | null {
    const m = /^modular (\d+)$/.exec(item);
    if (!m) return null;
    const n = Number(m[1]);
    const text = `Modular ${n}`;
    return [
      { kind: 'static', effects: [{ kind: 'entersWithCounters', counter: '+1/+1', n, rule: MODULAR_RULE }], text },
      {
        kind: 'triggered',
        trigger: { event: 'dies', who: 'self' },
        condition: null,
        targets: [
          {
            count: { kind: 'target', min: 1, max: 1 },
            options: [
              {
                kind: 'object',
                zone: 'battlefield',
                filters: [
                  { kind: 'type', anyOf: ['Artifact'] },
                  { kind: 'type', anyOf: ['Creature'] },
                ],
              },
            ],
            text: 'target artifact creature',
          },
        ],
        effects: [
          {
            kind: 'optional',
            effects: [
              {
                kind: 'counters',
                counter: '+1/+1',
                n: 0,
                amount: { kind: 'x' },
                rule: MODULAR_RULE,
                objects: { kind: 'target' },
                target: 0,
              },
            ],
          },
        ],
        text,
        rule: MODULAR_RULE,
      },
    ];
  },
};

/** Whether a triggered ability is modular's dies trigger (702.43a): its number is fixed as it triggers ("x"). */
export function isModularTrigger(ability: { rule?: string } | null | undefined): boolean {
  return ability?.rule === MODULAR_RULE;
}

/**
 * 702.43a, 603.10a, 608.2h: "for each +1/+1 counter on this permanent": the +1/+1 counters it had
 * as it last existed on the battlefield (it is in a graveyard as the ability resolves).
 */
export function modularCount(gone: Departed): number {
  return gone.counters?.['+1/+1'] ?? 0;
}
