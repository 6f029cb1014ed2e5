import { KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { createDelayedTrigger } from '../rules/603-triggered-abilities';
import { putOntoBattlefield } from '../rules/614-replacement-effects';
import { StackObject } from '../state/types';
import { lookBack, putIntoOwnerZone, takeFromBattlefield } from '../state/zones';
import { msg } from '../trace/message';
import { keywordCost } from './alternative-costs';

/** 702.84a: the text of unearth's delayed triggered ability, as the board carries it (603.7). */
export const UNEARTH_EXILE = 'Exile the permanent unearth returned.';

/**
 * 702.84a: "Unearth [cost]" is an activated ability that works while the card is in a graveyard
 * (113.6m), written in the language: [cost] (a mana cost), sorcery timing (602.5d), no target; its
 * effect (unearth, below) returns the card, gives it haste, creates the delayed trigger that exiles
 * it at the beginning of the next end step (603.7), and marks it `unearthed`: the replacement
 * effect "if it would leave the battlefield, exile it instead" (614.1a) is read on that mark.
 */
export const UNEARTH: KeywordPhrase = {
  rule: '702.84a',
  abilities(item) {
    const cost = keywordCost(item, 'unearth');
    if (cost === null) return null;
    return [
      {
        kind: 'activated',
        cost: { tap: false, mana: cost },
        targets: [],
        effects: [{ kind: 'unearth' }],
        sorcerySpeed: true,
        text: `Unearth ${cost}`,
        fromGraveyard: true,
      },
    ];
  },
  delayed: (text) => (text === UNEARTH_EXILE ? [{ kind: 'exileUnearthed' }] : null),
};

/**
 * 702.84a: the ability resolves: the card returns from its owner's graveyard to the battlefield
 * under the control of the ability's controller (it is their graveyard), gains haste (613.1f, for
 * as long as it is this object, 400.7), and the delayed trigger is created (603.7e: the ability is
 * its source). A card no longer in that graveyard is a new object (400.7): nothing returns.
 */
export function unearth(ctx: Ctx, entry: StackObject): void {
  const state = ctx.state;
  const id = entry.ability?.source;
  const owner = state.players.find((p) => p.id === entry.controller);
  const o = owner?.graveyard.find((x) => x.id === id);
  if (!owner || !o) {
    ctx.trace.cite('400.7', 'resolve', msg('702.84-unearth.gone', { id }));
    return;
  }
  owner.graveyard = owner.graveyard.filter((x) => x.id !== o.id);
  putOntoBattlefield(ctx, o, entry.controller);
  o.unearthed = true;
  ctx.trace.cite('702.84a', 'enters', msg('702.84-unearth.returns', { describe: objectName(o), player: entry.controller }), [o.id]);
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'graveyard', to: 'battlefield', player: entry.controller });
  state.effects.push({
    id: `${o.id}.unearth.haste`,
    kind: 'add-keyword',
    keyword: 'haste',
    power: 0,
    toughness: 0,
    affects: [o.id],
    source: o.id,
    controller: entry.controller,
    timestamp: state.nextTimestamp++,
    duration: 'permanent',
  });
  createDelayedTrigger(ctx, entry, 'next-end-step', UNEARTH_EXILE);
}

/**
 * 702.84a: the delayed trigger resolves: the permanent is exiled. One that left the battlefield
 * since (it was exiled already, 702.84a's replacement) is a new object the ability does not know
 * (400.7): nothing happens.
 */
export function exileUnearthed(ctx: Ctx, entry: StackObject): void {
  const state = ctx.state;
  const id = entry.ability?.source;
  const o = state.battlefield.find((p) => p.id === id && p.unearthed);
  if (!o) {
    ctx.trace.cite('400.7', 'resolve', msg('702.84-unearth.gone', { id }));
    return;
  }
  ctx.trace.departed.set(o.id, lookBack(state, o, ++ctx.trace.batch));
  takeFromBattlefield(state, o.id);
  putIntoOwnerZone(state, o, 'exile', ctx.trace);
  ctx.trace.cite('702.84a', 'exile', msg('702.84-unearth.exiled', { describe: objectName(o) }), [o.id]);
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'exile', player: o.owner });
}
