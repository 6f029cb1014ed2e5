import { Effect } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { Ctx, objectName } from '../context';
import { GameObject, StackObject } from '../state/types';
import { msg } from '../trace/message';
import { putOntoBattlefield } from './614-replacement-effects';

/**
 * 607.2a, 406.6, 610.3: cards exiled by an ability of a permanent and brought back by it.
 *
 * - 607.2a: "When CARDNAME enters the battlefield, exile another target nonland permanent." and "When
 *   CARDNAME leaves the battlefield, return the exiled card to the battlefield under its owner's control."
 *   (Oblivion Ring) are linked: the second returns only the cards the first exiled. The permanent keeps
 *   them (`exiled` on the board) while it is on the battlefield; as it leaves (400.7) its leaves trigger
 *   carries them (`linked`, 603.10a). A card the first exiled after its source had left is linked to
 *   nothing: it stays in exile.
 * - 610.3: "Exile target creature an opponent controls until CARDNAME leaves the battlefield." (Banisher
 *   Priest): the card returns as soon as the permanent leaves, without the stack (`exiledUntilLeaves`);
 *   610.3b: if the permanent left after the ability triggered, the card is not exiled at all.
 * - 610.3c: a card returned this way enters under its owner's control. A card that has left exile since
 *   is a new object (400.7): it is not returned.
 */

/** The exiles of a card's activated and triggered abilities (those that may be linked, 607.2a, or last "until", 610.3). */
export function linkedExiles(card: CardDefinition): Extract<Effect, { kind: 'exile' }>[] {
  return compiled(card).abilities.flatMap((a) =>
    (a.kind === 'triggered' || a.kind === 'activated' ? a.effects : [])
      .flatMap((e) => (e.kind === 'optional' ? e.effects : [e]))
      .filter((e): e is Extract<Effect, { kind: 'exile' }> => e.kind === 'exile'),
  );
}

/** 610.3a-b: an exile "until CARDNAME leaves the battlefield" whose source has already left does not happen. */
export function linkSource(ctx: Ctx, spell: StackObject, o: GameObject): boolean {
  const source = linkedSourceOf(ctx, spell);
  if (source) return true;
  const rule = spell.ability?.triggered ? '610.3b' : '610.3a';
  ctx.trace.cite(
    rule,
    'notExiled',
    msg('607-linked-abilities.sourceLeft', { describe: objectName(o), source: spell.ability?.source ?? spell.id }),
    [o.id],
  );
  return false;
}

/** 607.2a, 610.3: the card just exiled is remembered on the permanent whose ability exiled it, if it is still there. */
export function linkExiled(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'exile' }>, o: GameObject): void {
  const source = linkedSourceOf(ctx, spell);
  if (!source) {
    ctx.trace.cite(
      '607.2a',
      'notLinked',
      msg('607-linked-abilities.notLinked', { describe: objectName(o), source: spell.ability?.source }),
      [o.id],
    );
    return;
  }
  if (effect.until) {
    source.exiledUntilLeaves = [...(source.exiledUntilLeaves ?? []), o.id];
    ctx.trace.cite('610.3', 'linked', msg('607-linked-abilities.until', { describe: objectName(o), source: objectName(source) }), [
      o.id,
      source.id,
    ]);
  } else {
    source.exiled = [...(source.exiled ?? []), o.id];
    ctx.trace.cite('607.2a', 'linked', msg('607-linked-abilities.linked', { describe: objectName(o), source: objectName(source) }), [
      o.id,
      source.id,
    ]);
  }
}

/** The permanent an ability's exile is linked to: its source, on the battlefield (a spell has none). */
function linkedSourceOf(ctx: Ctx, spell: StackObject): GameObject | undefined {
  if (spell.object !== null || !spell.ability) return undefined;
  const id = spell.ability.source;
  return ctx.state.battlefield.find((p) => p.id === id);
}

/** 607.2a: "Return the exiled card to the battlefield under its owner's control": the cards its trigger carries, still in exile. */
export function returnExiled(ctx: Ctx, spell: StackObject, name: string): void {
  const linked = spell.linked ?? [];
  if (linked.length === 0) {
    ctx.trace.cite('607.2a', 'nothingReturns', msg('607-linked-abilities.nothingLinked', { name }));
    return;
  }
  returnFromExile(ctx, linked, '607.2a', name);
}

/**
 * 610.3: the cards exiled "until" a permanent leaves return as soon as it has left (610.3d: at once), before
 * anything else happens; called after each instruction and before each priority. Each permanent's are
 * returned once (its look-back record is emptied).
 */
export function returnExiledUntilLeft(ctx: Ctx): void {
  forgetLeftExile(ctx);
  for (const d of ctx.trace.departed.values()) {
    const cards = d.exiledUntilLeaves;
    if (!cards || cards.length === 0) continue;
    d.exiledUntilLeaves = [];
    // Still on the battlefield (it came back since): its record is of the object it was, gone (400.7) all the same.
    returnFromExile(ctx, cards, '610.3', d.card?.name ?? d.id);
  }
}

/**
 * 400.7: a card that has left exile since (a token that ceased to exist, 704.5d; a card cast or returned by something
 * else) is a new object no link refers to: the permanents forget it, so the board they write stays consistent.
 */
function forgetLeftExile(ctx: Ctx): void {
  const state = ctx.state;
  const linked = state.battlefield.filter((o) => o.exiled || o.exiledUntilLeaves);
  if (linked.length === 0) return;
  const inExile = new Set(state.exile.map((o) => o.id));
  for (const o of linked) {
    for (const key of ['exiled', 'exiledUntilLeaves'] as const) {
      const ids = o[key];
      if (!ids || ids.every((id) => inExile.has(id))) continue;
      const kept = ids.filter((id) => inExile.has(id));
      if (kept.length > 0) o[key] = kept;
      else delete o[key];
    }
  }
}

/** 610.3c, 110.2: the cards, taken from exile together, enter the battlefield under their owners' control. */
function returnFromExile(ctx: Ctx, ids: string[], rule: '607.2a' | '610.3', name: string): void {
  const state = ctx.state;
  const moving: GameObject[] = [];
  for (const id of ids) {
    const o = state.exile.find((x) => x.id === id);
    if (!o) {
      ctx.trace.cite('400.7', 'notFound', msg('607-linked-abilities.gone', { id, name }));
      continue;
    }
    moving.push(o);
  }
  state.exile = state.exile.filter((x) => !moving.includes(x));
  for (const o of moving) {
    putOntoBattlefield(ctx, o, o.owner);
    ctx.trace.cite(rule, 'enters', msg('607-linked-abilities.returns', { name, describe: objectName(o), owner: o.owner }), [o.id]);
    if (rule === '610.3') ctx.trace.cite('610.3c', 'enters', msg('607-linked-abilities.ownersControl', { describe: objectName(o) }));
    ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'exile', to: 'battlefield', player: o.owner });
  }
}
