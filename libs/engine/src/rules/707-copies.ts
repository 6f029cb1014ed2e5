import { Ability, CopyException } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { Ctx, describe, objectName } from '../context';
import { GameObject, GameState, StackObject } from '../state/types';
import { newToken } from '../state/zones';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { givePriority } from './117-priority';
import { freshId } from './121-drawing';
import { enterAsPermanent } from './608-resolving';
import { characteristicsOf, keywordsNow } from './613-layers';
import { isChangeling } from '../keywords/702.73-changeling';
import { applyEntersReplacements } from './614-replacement-effects';
import { cardName, msg } from '../trace/message';

/**
 * Copy effects (707) and layer 1 (613.1a, 613.2a). In this engine a copy effect is applied once,
 * as it starts: a permanent that is a copy holds its copiable values as its `card` (707.2), and
 * its own card aside (`original`) for when it leaves the battlefield (400.7). Every other layer
 * then builds on the copiable values, so what a copy copies is exactly 613.2c's values: the
 * original's card, as modified by other copy effects (707.3), never by other continuous effects,
 * counters or status (707.2). A copy effect set once is not changed by later changes to the
 * original (707.2b).
 */

/** 707.2, 613.2c: an object's copiable values; null for a hidden object. */
export function copiableValues(o: GameObject): CardDefinition | null {
  // 702.103b: being bestowed is an effect, not a copiable value: the card's own values.
  return o.bestowedCard ?? o.card;
}

/** 707.9b: the copiable values as the copy effect modifies them; the same definition when it does not. */
export function copiedValues(def: CardDefinition, except: CopyException | null): CardDefinition {
  if (!except) return def;
  const add = (list: string[], more: string[] | undefined) => [...list, ...(more ?? []).filter((x) => !list.includes(x))];
  return { ...def, types: add(def.types, except.addTypes), subtypes: add(def.subtypes, except.addSubtypes) };
}

function describeException(except: CopyException | null): string {
  if (!except) return '';
  const added = [...(except.addTypes ?? []), ...(except.addSubtypes ?? [])];
  return `, except it's ${added.join(' ')} in addition to its other types (707.9b)`;
}

/** The "enter as a copy" ability of a resolving permanent spell, if it has one. */
function entersAsCopyOf(top: StackObject): Extract<Ability, { kind: 'entersAsCopy' }> | null {
  const def = top.object?.card;
  if (!def) return null;
  const a = compiled(def).abilities.find((x) => x.kind === 'entersAsCopy');
  return a?.kind === 'entersAsCopy' ? a : null;
}

/** The permanents a resolving "enter as a copy" spell may copy, read on their characteristics now. */
export function copyCandidates(state: GameState, top: StackObject): string[] {
  const ability = entersAsCopyOf(top);
  if (!ability) return [];
  const out: string[] = [];
  for (const o of state.battlefield) {
    if (!o.card) continue;
    const c = characteristicsOf(state, o);
    if (!ability.types.some((t) => c.types.includes(t))) continue;
    if (ability.notTypes?.some((t) => c.types.includes(t))) continue;
    if (ability.youControl && o.controller !== top.controller) continue;
    // 702.73a: a changeling is every creature type.
    if (ability.subtype && !c.subtypes.includes(ability.subtype) && !isChangeling(keywordsNow(state, o))) continue;
    out.push(o.id);
  }
  return out;
}

/**
 * 614.12a, 707.5: as a permanent spell with "You may have CARDNAME enter as a copy of ..."
 * resolves, its controller chooses what it enters as a copy of, or none ("you may"), before it
 * enters. Returns true when the spell waits on the stack for that choice.
 */
export function askCopyChoice(ctx: Ctx, top: StackObject): boolean {
  const ability = entersAsCopyOf(top);
  if (!ability) return false;
  const state = ctx.state;
  if (copyCandidates(state, top).length === 0) {
    ctx.trace.cite('707.5', 'noCopy', msg('707-copies.noCopy', { describe: objectName(top.object as GameObject) }), [top.id]);
    return false;
  }
  top.awaitingCopy = top.controller;
  state.stack.push(top);
  state.turn.priority = null;
  ctx.trace.cite(
    '614.12a',
    'chooseCopy',
    msg('707-copies.chooseCopy', {
      controller: top.controller,
      describe: objectName(top.object as GameObject),
      text: ability.text.split('CARDNAME').join(top.object?.card?.name ?? 'it'),
    }),
    [top.id],
  );
  return true;
}

/**
 * Gives `o` the copiable values of `original` (707.2, 707.3), with the copy effect's exceptions
 * (707.9b); its own card is kept aside for when it leaves the battlefield.
 */
function becomeCopy(o: GameObject, original: GameObject, except: CopyException | null): void {
  const values = copiableValues(original);
  if (!values || !o.card) return;
  if (!o.original) o.original = { card: o.card, inline: o.inline };
  o.card = copiedValues(values, except);
  o.inline = except ? true : original.inline;
}

/**
 * 707.5: copied "enter as a copy" text would replace the entering of the copy again; whether it
 * gets that opportunity (614.5, 614.12) is not modelled: such a copy is refused, never guessed.
 */
function refuseCopiedCopyText(copy: string, original: Copied): void {
  // 708.2: a face-down permanent's copiable values are a nameless 2/2, which the board cannot name (`copyOf`, `card`).
  if (original.card?.name === '') throw new Unsupported('UNSUPPORTED_COPY', msg('707-copies.faceDown', { copy, id: original.id }), '708.2');
  if (!original.card || !compiled(original.card).abilities.some((a) => a.kind === 'entersAsCopy')) return;
  throw new Unsupported(
    'UNSUPPORTED_COPY',
    msg('707-copies.entersAsCopy', { copy, name: cardName(original.card), id: original.id }),
    '707.5',
  );
}

/** Answers the copy choice a resolving permanent spell waits for, then it enters the battlefield (608.3). */
export function answerCopyChoice(ctx: Ctx, choice: string[]): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const ability = top ? entersAsCopyOf(top) : null;
  if (!top?.awaitingCopy || !top.object || !ability) return [];
  const options = copyCandidates(state, top);
  if (choice.length !== 1 || (choice[0] !== 'none' && !options.includes(choice[0]))) {
    return [
      { code: 'INVALID_CHOICE', rule: '707.5', message: msg('707-copies.INVALID_CHOICE', { list: [...options, 'none'].join(', ') }) },
    ];
  }
  const card = top.object;
  const chosen = state.battlefield.find((o) => o.id === choice[0]);
  if (chosen?.card?.subtypes.includes('Aura')) {
    // 303.4f: an Aura entering without being cast needs an object to enchant, chosen as it enters.
    throw new Unsupported('UNSUPPORTED_COPY', msg('707-copies.aura', { object: objectName(card), aura: objectName(chosen) }), '303.4f');
  }
  if (chosen) refuseCopiedCopyText(describe(card), chosen);
  state.stack.pop();
  delete top.awaitingCopy;
  if (!chosen) {
    ctx.trace.cite('707.5', 'chooseCopy', msg('707-copies.chooseCopy.2', { controller: top.controller, describe: objectName(card) }), [
      card.id,
    ]);
  } else {
    const name = card.card?.name;
    const copyOfCopy = chosen.original !== undefined;
    becomeCopy(card, chosen, ability.except);
    ctx.trace.cite(
      '707.5',
      'chooseCopy',
      msg('707-copies.chooseCopy.3', {
        name: name,
        id: card.id,
        describe: objectName(chosen),
        describeException: describeException(ability.except),
      }),
      [card.id, chosen.id],
    );
    ctx.trace.cite(
      copyOfCopy ? '707.3' : '707.2',
      'copy',
      msg('707-copies.copy', { id: chosen.id, pValue: copyOfCopy ? ', which is itself a copy: the values it copied' : '' }),
      [card.id, chosen.id],
    );
  }
  enterAsPermanent(ctx, top, card);
  givePriority(ctx, state.turn.active, '117.3b', msg('priority.afterResolution'));
  return [];
}

/**
 * 707.2, 111.1: "Create a token that's a copy of ...": a token whose copiable values are the
 * original's (707.3: a copy's, if it is one), with the copy effect's exceptions (707.9b).
 */
/** 113.7a, 608.2h: the ability's source as it last existed on the battlefield, once it has left. */
export function lastKnownSource(ctx: Ctx, spell: StackObject): Copied | null {
  const id = spell.ability?.source;
  if (!id) return null;
  if (spell.ability?.lastKnown) return { id, ...spell.ability.lastKnown };
  const departed = ctx.trace.departed.get(id);
  // 707.2: copiable values, without text changes (612, layer 3).
  const card = departed?.copiable ?? departed?.card;
  return card ? { id, card, inline: true } : null;
}

/** What a token copies: an object, or what it last was. */
type Copied = Pick<GameObject, 'id' | 'card' | 'inline'>;

export function createTokenCopy(ctx: Ctx, spell: StackObject, original: Copied | null, except: CopyException | null): void {
  const state = ctx.state;
  // 608.2c: what a later instruction ("That token gains haste.") refers to: the token, or nothing if none is created.
  spell.made = [];
  if (!original?.card) {
    ctx.trace.cite('608.2b', 'noObject', msg('707-copies.noObject', { id: spell.id }));
    return;
  }
  refuseCopiedCopyText(`a token created by ${spell.id}`, original);
  if (original.card.subtypes.includes('Aura')) {
    throw new Unsupported(
      'UNSUPPORTED_COPY',
      msg('707-copies.auraToken', { id: spell.id, name: cardName(original.card), aura: original.id }),
      '303.4f',
    );
  }
  const values = copiedValues(original.card, except);
  const id = freshId(state, `${spell.id}.token.0`);
  const token = newToken(state, id, values, except ? true : original.inline, spell.controller);
  ctx.trace.cite(
    '707.2',
    'createToken',
    msg('707-copies.createToken', {
      controller: spell.controller,
      id: id,
      name: cardName(original.card),
      id2: original.id,
      describeException: describeException(except),
    }),
    [id, original.id],
  );
  // 707.5: "enters with" abilities of what it copies apply as it enters (614.1c).
  applyEntersReplacements(ctx, token);
  state.battlefield.push(token);
  spell.made = [id];
  ctx.trace.emit({ type: 'created', object: id, player: spell.controller });
}
