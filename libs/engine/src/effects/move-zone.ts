import { Effect, ZoneDestination } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { GameObject, GameState, StackObject } from '../state/types';
import { lookBack, putIntoOwnerZone, takeFromBattlefield } from '../state/zones';
import { ZoneName } from '../trace/trace';
import { putOntoBattlefield } from '../rules/614-replacement-effects';
import { applyShuffle } from '../rules/701.23-search';
import { endTextChanges } from '../rules/612-text-changing';
import { msg, Message } from '../trace/message';

/**
 * The verb "move to a zone" (400.1): one object, the ability's source or one of its targets, goes
 * from the zone it is in to its owner's hand, library (top, bottom, or shuffled in) or exile, or
 * onto the battlefield. Every wording of it (cards/grammar/zone-effects.ts) is this one effect.
 *
 * - The object is looked for where it is expected: a permanent on the battlefield, a card in a
 *   graveyard, a resolving spell (its own "Exile CARDNAME", "Shuffle CARDNAME into its owner's library")
 *   as it resolves. One that has left that zone is a new object the instruction does not find (400.7).
 * - 400.3: a card goes to its owner's hand, library or graveyard, whoever moves it.
 * - 110.2a: a card put onto the battlefield enters under the control of the player the effect names
 *   ("under your control": the ability's controller), else under the player who puts it there;
 *   "return ... to the battlefield" without more is its owner's (the card was in its owner's graveyard).
 * - 400.4a: an instant or sorcery card would not enter the battlefield: it stays where it is.
 * - 702.34a: a spell cast with flashback that would leave the stack is exiled instead; 707.10a: a
 *   copy of a spell that leaves the stack ceases to exist.
 */
export function applyMoveZone(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'moveZone' }>, name: string): void {
  const state = ctx.state;
  const found = locate(state, spell, effect);
  // 608.2c: a target put onto the battlefield is what a later "It gains haste.", "Exile it at the beginning of the next
  // end step." refers to (the compiler's `makes`).
  const makes = effect.to.zone === 'battlefield' && 'target' in effect;
  if (makes) spell.made = [];
  if (!found) {
    const id =
      'source' in effect ? (spell.ability?.source ?? spell.id) : 'referred' in effect ? spell.refersTo : spell.targets[effect.target];
    ctx.trace.cite('400.7', 'notFound', msg('move-zone.gone', { name, id }));
    return;
  }
  const { o, from } = found;
  let to = effect.to;
  if (from === 'stack') {
    if (spell.copy) {
      ctx.trace.cite('707.10a', 'ceasedToExist', msg('608-resolving.ceasedToExist', { describe: objectName(o) }), [o.id]);
      ctx.trace.emit({ type: 'ceasedToExist', object: o.id });
      spell.object = null;
      return;
    }
    if (spell.flashback && to.zone !== 'exile') {
      ctx.trace.cite('702.34a', 'exile', msg('move-zone.flashback', { describe: objectName(o) }), [o.id]);
      to = { zone: 'exile' };
    }
  }
  if (to.zone === 'battlefield' && o.card && (o.card.types.includes('Instant') || o.card.types.includes('Sorcery'))) {
    ctx.trace.cite('400.4a', 'stays', msg('move-zone.stays', { name, describe: objectName(o) }), [o.id]);
    return;
  }
  // Out of the zone it is in.
  if (from === 'battlefield') {
    ctx.trace.departed.set(o.id, lookBack(state, o, ++ctx.trace.batch));
    takeFromBattlefield(state, o.id);
  } else if (from === 'graveyard') {
    const owner = state.players.find((p) => p.graveyard.includes(o));
    if (owner) owner.graveyard = owner.graveyard.filter((x) => x !== o);
  } else if (from === 'exile') {
    state.exile = state.exile.filter((x) => x !== o);
  } else {
    // 400.7: the spell becomes a new object; text changes on it end.
    endTextChanges(state, o.id);
  }
  const fromText = zoneText(from, o);
  // Into the new one.
  let rule = '400.3';
  let controller = o.owner;
  if (to.zone === 'battlefield') {
    controller = to.control === 'you' ? spell.controller : o.owner;
    putOntoBattlefield(ctx, o, controller);
    if (makes) spell.made?.push(o.id);
    if (to.tapped) o.tapped = true;
    rule = '110.2a';
  } else {
    putIntoOwnerZone(state, o, to.zone, ctx.trace);
    if (to.zone === 'exile') rule = '701.13a';
    // 122.1, 702.62a: "Exile CARDNAME with three time counters on it": the new object gets them as it arrives.
    if (to.zone === 'exile' && to.timeCounters !== undefined) {
      o.counters = { time: to.timeCounters };
      ctx.trace.cite('122.1', 'counters', msg('move-zone.timeCounters', { describe: objectName(o), count: to.timeCounters }), [o.id]);
    }
    if (to.zone === 'library') {
      const owner = state.players.find((p) => p.id === o.owner);
      // A library is listed top first: "on top" is its first card, "on the bottom" its last (putIntoOwnerZone's place).
      if (owner && to.position === 'top') owner.library = [o, ...owner.library.filter((x) => x !== o)];
      rule = to.position === 'shuffle' ? '701.24a' : '400.3';
      // 401.7: second from the top; a library of fewer than two other cards gets it on its bottom (putIntoOwnerZone's place).
      if (owner && to.position === 'second') {
        const others = owner.library.filter((x) => x !== o);
        if (others.length >= 2) owner.library = [others[0], o, ...others.slice(1)];
        rule = '401.7';
      }
    }
  }
  ctx.trace.cite(
    rule,
    to.zone === 'exile' ? 'exile' : to.zone === 'hand' ? 'returnToHand' : to.zone === 'battlefield' ? 'enters' : 'zoneChange',
    msg('move-zone.moved', {
      name,
      describe: objectName(o),
      from: fromText,
      to: destinationText(to, to.zone === 'battlefield' ? controller : o.owner),
    }),
    [o.id],
  );
  ctx.trace.emit({
    type: 'zoneChange',
    object: o.id,
    from: from as ZoneName,
    to: to.zone,
    player: to.zone === 'battlefield' ? controller : o.owner,
  });
  if (to.zone === 'library' && to.position === 'shuffle') applyShuffle(ctx, o.owner);
}

/**
 * 400.7, 400.7j: "Exile target creature you control, then return that card to the battlefield under your control": the
 * permanent is exiled, and the same effect finds the card in exile and puts it back, a new object (summoning sick,
 * without its counters, damage or the effects that applied to it). 111.8: a token exiled stays there (it ceases to
 * exist as state-based actions are checked).
 */
export function applyFlicker(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'flicker' }>, name: string): void {
  const state = ctx.state;
  const o = state.battlefield.find((p) => p.id === spell.targets[effect.target]);
  if (!o) return;
  ctx.trace.departed.set(o.id, lookBack(state, o, ++ctx.trace.batch));
  takeFromBattlefield(state, o.id);
  putIntoOwnerZone(state, o, 'exile', ctx.trace);
  ctx.trace.cite(
    '701.13a',
    'exile',
    msg('move-zone.moved', { name, describe: objectName(o), from: msg('move-zone.from.battlefield'), to: msg('move-zone.to.exile') }),
    [o.id],
  );
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'exile', player: o.owner });
  if (!state.exile.includes(o)) return;
  if (o.token) {
    ctx.trace.cite('111.8', 'stays', msg('move-zone.tokenStays', { describe: objectName(o) }), [o.id]);
    return;
  }
  state.exile = state.exile.filter((x) => x !== o);
  const controller = effect.control === 'you' ? spell.controller : o.owner;
  putOntoBattlefield(ctx, o, controller);
  ctx.trace.cite(
    '400.7j',
    'enters',
    msg('move-zone.returned', {
      name,
      describe: objectName(o),
      to: destinationText({ zone: 'battlefield', control: effect.control, tapped: false }, controller),
    }),
    [o.id],
  );
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'exile', to: 'battlefield', player: controller });
}

/** The object the effect moves, in the zone it is expected in; null when it is not there (400.7). */
function locate(
  state: GameState,
  spell: StackObject,
  effect: Extract<Effect, { kind: 'moveZone' }>,
): { o: GameObject; from: 'battlefield' | 'graveyard' | 'stack' | 'exile' } | null {
  if ('source' in effect && effect.sourceIn === 'died') {
    // 400.7e: the card the source became as it died, in its owner's graveyard, and only there.
    const id = spell.ability?.source;
    for (const p of state.players) {
      const card = p.graveyard.find((x) => x.id === id);
      if (card) return { o: card, from: 'graveyard' };
    }
    return null;
  }
  if ('source' in effect && effect.sourceIn === 'graveyard') {
    // 113.6m: "Return CARDNAME from your graveyard ...": the card in its owner's (the ability's controller's) graveyard.
    const card = state.players.find((p) => p.id === spell.controller)?.graveyard.find((x) => x.id === spell.ability?.source);
    return card ? { o: card, from: 'graveyard' } : null;
  }
  if ('source' in effect) {
    // A resolving spell's "CARDNAME" is the spell itself, unless it has already moved.
    if (spell.object) return inAZone(state, spell.object) ? null : { o: spell.object, from: 'stack' };
    const o = state.battlefield.find((p) => p.id === spell.ability?.source);
    return o ? { o, from: 'battlefield' } : null;
  }
  if ('referred' in effect) {
    // 603.7c: the object the delayed ability refers to; none once it has changed zones since (400.7, `referentLeft`).
    const id = spell.refersTo;
    if (id === undefined || spell.referentLeft) return null;
    if (effect.to.zone !== 'battlefield') {
      const permanent = state.battlefield.find((p) => p.id === id && !p.phasedOut);
      return permanent ? { o: permanent, from: 'battlefield' } : null;
    }
    // "Return it to the battlefield": a card exiled or put into a graveyard by the ability that made it.
    const exiled = state.exile.find((x) => x.id === id);
    if (exiled) return { o: exiled, from: 'exile' };
    for (const p of state.players) {
      const card = p.graveyard.find((x) => x.id === id);
      if (card) return { o: card, from: 'graveyard' };
    }
    return null;
  }
  const id = spell.targets[effect.target];
  const permanent = state.battlefield.find((p) => p.id === id);
  if (permanent) return { o: permanent, from: 'battlefield' };
  for (const p of state.players) {
    const card = p.graveyard.find((x) => x.id === id);
    if (card) return { o: card, from: 'graveyard' };
  }
  return null;
}

/** Whether an object is in one of the zones of the game (a resolving spell is in none: it was taken off the stack). */
function inAZone(state: GameState, o: GameObject): boolean {
  return (
    state.battlefield.includes(o) ||
    state.exile.includes(o) ||
    state.players.some((p) => p.hand.includes(o) || p.library.includes(o) || p.graveyard.includes(o))
  );
}

/**
 * 608.2n: a resolving spell that moved itself (its own "Exile CARDNAME", "Shuffle CARDNAME into its
 * owner's library") is no longer on the stack to be put into its owner's graveyard.
 */
export function movedItself(state: GameState, spell: StackObject): boolean {
  return spell.object === null || (spell.object !== undefined && inAZone(state, spell.object));
}

function zoneText(from: 'battlefield' | 'graveyard' | 'stack' | 'exile', o: GameObject): Message {
  if (from === 'battlefield') return msg('move-zone.from.battlefield');
  if (from === 'exile') return msg('move-zone.from.exile');
  if (from === 'stack') return msg('move-zone.from.stack');
  return msg('move-zone.from.graveyard', { player: o.owner });
}

function destinationText(to: ZoneDestination, player: string): Message {
  if (to.zone === 'hand') return msg('move-zone.to.hand', { player });
  if (to.zone === 'exile') return msg('move-zone.to.exile');
  if (to.zone === 'battlefield') return msg(to.tapped ? 'move-zone.to.battlefieldTapped' : 'move-zone.to.battlefield', { player });
  if (to.position === 'top') return msg('move-zone.to.libraryTop', { player });
  if (to.position === 'bottom') return msg('move-zone.to.libraryBottom', { player });
  if (to.position === 'second') return msg('move-zone.to.librarySecond', { player });
  return msg('move-zone.to.libraryShuffle', { player });
}
