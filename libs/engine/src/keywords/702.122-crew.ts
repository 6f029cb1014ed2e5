import { KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';

/**
 * 702.122a: "Crew N" is an activated ability of a Vehicle, written in the language: its cost is
 * one phrase, tapping any number of other untapped creatures its controller controls with total
 * power N or greater (a `crew` cost part, paid before the mana, rules/602-activation-costs.ts; the
 * creatures come in the action's `tapUntapped`); its effect makes the source an artifact creature
 * until end of turn (crewed, below). It may be activated whenever its controller has priority (602.2).
 */
export const CREW: KeywordPhrase = {
  rule: '702.122a',
  abilities(item) {
    const m = /^crew (\d+)$/.exec(item);
    if (!m) return null;
    const n = Number(m[1]);
    return [
      {
        kind: 'activated',
        cost: { tap: false, mana: '', parts: [{ kind: 'crew', n }] },
        targets: [],
        effects: [{ kind: 'becomesArtifactCreature' }],
        sorcerySpeed: false,
        text: `Crew ${n}`,
      },
    ];
  },
};

/**
 * 702.122a: the crew ability resolves: its source, if still on the battlefield (400.7), becomes an
 * artifact creature until end of turn: a type-changing effect (layer 4, 613.1d) that adds the card
 * types, keeping its others (205.1b); its printed power and toughness then apply (208.3).
 */
export function becomesArtifactCreature(ctx: Ctx, entry: StackObject): void {
  const state = ctx.state;
  const id = entry.ability?.source;
  const o = state.battlefield.find((p) => p.id === id && !p.phasedOut);
  if (!o) {
    ctx.trace.cite('400.7', 'resolve', msg('702.122-crew.gone', { id }));
    return;
  }
  state.effects.push({
    id: `${entry.id}.crew`,
    kind: 'add-types',
    types: ['Artifact', 'Creature'],
    power: 0,
    toughness: 0,
    affects: [o.id],
    source: o.id,
    controller: entry.controller,
    timestamp: state.nextTimestamp++,
    duration: 'until-end-of-turn',
  });
  ctx.trace.cite('702.122a', 'becomes', msg('702.122-crew.becomes', { describe: objectName(o) }), [o.id]);
}
