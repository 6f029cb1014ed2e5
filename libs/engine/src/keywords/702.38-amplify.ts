import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Unsupported } from '../unsupported';
import { Ability } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled, hasKeyword } from '../cards/compiled';
import { Ctx, objectName } from '../context';
import { GameObject, GameState, StackObject } from '../state/types';
import { Violation } from '../violation';
import { msg } from '../trace/message';

/**
 * 702.38a: "Amplify N" means "As this object enters, reveal any number of cards from your hand
 * that share a creature type with it. This permanent enters with N +1/+1 counters on it for each
 * card revealed this way. You can't reveal this card or any other cards that are entering the
 * battlefield at the same time as this card." A replacement effect (614.1c) with a choice, made
 * before the permanent enters (614.12a).
 */
export function amplifyAbility(line: string): Ability | null {
  const m = /^Amplify (\d+)$/.exec(line);
  return m ? { kind: 'amplify', n: Number(m[1]), text: line } : null;
}

/** 702.38b: each instance works separately: the N of each, in the order of the text. */
export function amplifyInstances(card: CardDefinition): number[] {
  const out: number[] = [];
  for (const a of compiled(card).abilities) if (a.kind === 'amplify') out.push(a.n);
  return out;
}

/**
 * The creature types of a card, as a set, or 'all' with changeling (702.73a). Only creatures
 * and kindred cards have creature types (205.3m).
 */
function creatureTypes(card: CardDefinition): Set<string> | 'all' {
  if (hasKeyword(card, 'changeling')) return 'all';
  const typed = card.types.includes('Creature') || card.types.includes('Kindred') || card.types.includes('Tribal');
  return new Set(typed ? card.subtypes : []);
}

function shareCreatureType(a: CardDefinition, b: CardDefinition): boolean {
  const x = creatureTypes(a);
  const y = creatureTypes(b);
  if (x === 'all') return y === 'all' || y.size > 0;
  if (y === 'all') return x.size > 0;
  return [...x].some((t) => y.has(t));
}

/**
 * The cards its controller may reveal for an amplify spell: the cards of their hand that share a
 * creature type with it. A hidden card cannot be revealed here: the adjudicator cannot check it.
 */
export function revealable(state: GameState, spell: StackObject): GameObject[] {
  const card = spell.object?.card;
  const hand = state.players.find((p) => p.id === spell.controller)?.hand ?? [];
  return card ? hand.filter((o) => o.card !== null && o.id !== spell.id && shareCreatureType(card, o.card)) : [];
}

/** The amplify spell on top of the stack waiting for its controller's reveal, if any. */
export function amplifyWaiting(state: GameState): StackObject | null {
  const top = state.stack[state.stack.length - 1];
  return top?.awaitingReveal ? top : null;
}

/**
 * 614.12a: as a permanent spell with amplify resolves, before it enters: its controller chooses
 * the cards to reveal. Returns the +1/+1 counters it enters with (0 when there is nothing to
 * choose), or null when the spell waits on the stack, marked, for the choice.
 */
export function askAmplify(ctx: Ctx, top: StackObject): number | null {
  const card = top.object;
  if (!card?.card) return 0;
  const instances = amplifyInstances(card.card);
  if (instances.length === 0) return 0;
  // 702.38a: any card of the hand sharing a creature type may be revealed; a hidden card may be one.
  const hidden = ctx.state.players.find((p) => p.id === top.controller)?.hand.filter((o) => o.card === null).length ?? 0;
  if (hidden > 0) {
    throw new Unsupported(
      'UNSUPPORTED_HIDDEN_CARD',
      msg('702.38-amplify.UNSUPPORTED_HIDDEN_CARD', { player: top.controller, hidden, object: objectName(card) }),
      '702.38a',
    );
  }
  const options = revealable(ctx.state, top);
  if (options.length === 0) {
    ctx.trace.cite('702.38a', 'amplify', msg('702.38-amplify.amplify', { controller: top.controller, describe: objectName(card) }), [
      card.id,
    ]);
    return 0;
  }
  top.awaitingReveal = { player: top.controller, instance: 0, counters: 0 };
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite(
    '614.12a',
    'chooseReveal',
    msg('702.38-amplify.chooseReveal', {
      controller: top.controller,
      describe: objectName(card),
      options: options.map((o) => o.id).join(', '),
    }),
    [card.id],
  );
  return null;
}

/**
 * Answers the reveal: any number of the cards offered, each at most once. With several instances
 * (702.38b) each is answered in turn; after the last, returns the counters to enter with (the spell
 * still on top of the stack, no longer waiting), else null.
 */
export function answerAmplify(ctx: Ctx, choice: string[]): { counters: number } | Violation[] | null {
  const top = amplifyWaiting(ctx.state);
  const wait = top?.awaitingReveal;
  const card = top?.object;
  if (!top || !wait || !card?.card) return [];
  const options = new Set(revealable(ctx.state, top).map((o) => o.id));
  if (new Set(choice).size !== choice.length || choice.some((id) => !options.has(id))) {
    return [
      {
        code: 'INVALID_CHOICE',
        rule: '702.38a',
        message: msg('702.38-amplify.INVALID_CHOICE', { list: [...options].join(', '), player: wait.player, describe: objectName(card) }),
      },
    ];
  }
  const instances = amplifyInstances(card.card);
  const n = instances[wait.instance] ?? 0;
  const counters = wait.counters + n * choice.length;
  const which = instances.length > 1 ? ` (702.38b: its amplify ${wait.instance + 1} of ${instances.length}, Amplify ${n})` : '';
  ctx.trace.cite(
    '702.38a',
    'reveal',
    msg('702.38-amplify.reveal', {
      player: wait.player,
      pValue: choice.length > 0 ? choice.join(', ') : msg('word.noCard'),
      which: which,
      pValue2: n * choice.length,
    }),
    [card.id, ...choice],
  );
  if (wait.instance + 1 < instances.length) {
    top.awaitingReveal = { player: wait.player, instance: wait.instance + 1, counters };
    return null;
  }
  delete top.awaitingReveal;
  return { counters };
}

/** 614.1c, 702.38a: the permanent enters with the counters for the cards revealed. */
export function enterAmplified(ctx: Ctx, o: GameObject, counters: number): void {
  if (counters <= 0) return;
  o.counters['+1/+1'] = (o.counters['+1/+1'] ?? 0) + counters;
  ctx.trace.cite(
    '614.1c',
    'entersWithCounters',
    msg('702.38-amplify.entersWithCounters', { describe: objectName(o), counters: counters }),
    [o.id],
  );
}

/** 702.38a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const AMPLIFY: KeywordPhrase = { rule: '702.38a', line: oneAbility(amplifyAbility) };
