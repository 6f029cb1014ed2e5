import { KeywordPhrase } from '../cards/keyword-table';

/**
 * 702.115a: "Ingest" means "Whenever this creature deals combat damage to a player, that player
 * exiles the top card of their library." Written in the language: the combat damage trigger (510.2,
 * 603.2: "that player" is the player dealt the damage, the trigger's referent) and the player
 * effect exiling the top of a library (406.3). 702.115b: each instance triggers on its own.
 */
export const INGEST: KeywordPhrase = {
  rule: '702.115a',
  abilities(item) {
    if (item !== 'ingest') return null;
    return [
      {
        kind: 'triggered',
        trigger: { event: 'dealsCombatDamageToPlayer', who: 'self' },
        condition: null,
        targets: [],
        effects: [
          { kind: 'exileTopOfLibrary', players: { kind: 'one', player: { kind: 'referredPlayer' } }, amount: { kind: 'fixed', n: 1 } },
        ],
        text: 'Ingest',
        rule: '702.115a',
      },
    ];
  },
};
