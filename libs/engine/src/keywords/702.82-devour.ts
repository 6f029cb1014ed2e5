import { KeywordPhrase } from '../cards/keyword-table';
import { compiled } from '../cards/compiled';
import { CardDefinition } from '../cards/card';
import { Ctx, objectName } from '../context';
import { characteristicsOf } from '../rules/613-layers';
import { answered, waitFor, waitingFor } from '../state/pending-choice';
import { GameObject, GameState, StackObject } from '../state/types';
import { Message, msg } from '../trace/message';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { amplifyInstances } from './702.38-amplify';
import { sacrifice } from './701.21-sacrifice';

/** 702.82a: the rule devour stands for. */
export const DEVOUR_RULE = '702.82a';

/**
 * 702.82a: "Devour N" means "As this object enters, you may sacrifice any number of creatures. This
 * permanent enters with N +1/+1 counters on it for each creature sacrificed this way." A replacement
 * effect (614.1c) with a choice made before the permanent enters (614.12a): a resolving permanent
 * spell with devour waits on the stack with the pending choice `devour` (decision `chooseSacrifice`,
 * rule 702.82a, any number of the options, none included). Only a spell resolving asks it: a
 * permanent with devour put onto the battlefield by an effect is not guessed (UNSUPPORTED_*).
 * 702.82b: the permanent remembers how many it devoured (`devoured`, for "for each creature it devoured").
 * 702.82c (devour [quality]) is not read.
 */
export const DEVOUR: KeywordPhrase = {
  rule: DEVOUR_RULE,
  abilities(item) {
    const m = /^devour (\d+)$/.exec(item);
    if (!m) return null;
    const n = Number(m[1]);
    return [{ kind: 'static', effects: [{ kind: 'devour', n }], text: `Devour ${n}` }];
  },
};

/** The N of each devour instance of a card, in the order of its text. */
export function devourInstances(card: CardDefinition | null | undefined): number[] {
  const out: number[] = [];
  if (!card) return out;
  for (const a of compiled(card).abilities) if (a.kind === 'static') for (const e of a.effects) if (e.kind === 'devour') out.push(e.n);
  return out;
}

/** 702.82a: the creatures the spell's controller may sacrifice: each creature they control (not phased out, 702.26b). */
export function devourOptions(state: GameState, top: StackObject): GameObject[] {
  return state.battlefield.filter(
    (o) => o.controller === top.controller && !o.phasedOut && o.id !== top.id && characteristicsOf(state, o).types.includes('Creature'),
  );
}

/**
 * 614.12a, 702.82a: as a permanent spell with devour resolves, before it enters: its controller chooses
 * the creatures to sacrifice. Returns true when the spell waits on the stack, marked, for the choice;
 * false when there is nothing to choose (no creature to sacrifice: it enters with no counter).
 */
export function askDevour(ctx: Ctx, top: StackObject): boolean {
  const card = top.object;
  const instances = devourInstances(card?.card);
  if (!card || instances.length === 0) return false;
  // 702.82a with 702.38a, or two devour instances: one choice each, in an order the engine does not model.
  if (instances.length > 1 || amplifyInstances(card.card!).length > 0)
    throw new Unsupported('UNSUPPORTED_REPLACEMENT_CHOICE', msg('702.82-devour.several', { describe: objectName(card) }), DEVOUR_RULE);
  const options = devourOptions(ctx.state, top);
  if (options.length === 0) {
    ctx.trace.cite(DEVOUR_RULE, 'devour', msg('702.82-devour.nothing', { controller: top.controller, describe: objectName(card) }), [
      card.id,
    ]);
    return false;
  }
  waitFor(top, { kind: 'devour', player: top.controller });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite(
    '614.12a',
    'chooseDevour',
    msg('702.82-devour.ask', { controller: top.controller, describe: objectName(card), options: options.map((o) => o.id).join(', ') }),
    [card.id],
  );
  return true;
}

/**
 * Answers the devour choice the top spell waits for: any number of the creatures offered, each at most
 * once. They are sacrificed (701.21a) and the spell, no longer waiting, gets its +1/+1 counters to enter
 * with (614.1c); the caller finishes its resolution. Violations for a wrong answer; null when nothing waits.
 */
export function answerDevour(ctx: Ctx, choice: string[]): Violation[] | null {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const wait = waitingFor(top, 'devour');
  const card = top?.object;
  if (!top || !wait || !card) return null;
  const options = devourOptions(state, top);
  const ids = new Set(options.map((o) => o.id));
  if (new Set(choice).size !== choice.length || choice.some((id) => !ids.has(id)))
    return [
      {
        code: 'INVALID_CHOICE',
        rule: DEVOUR_RULE,
        message: msg('702.82-devour.INVALID_CHOICE', { player: wait.player, describe: objectName(card), list: [...ids].join(', ') }),
      },
    ];
  answered(top);
  const n = devourInstances(card.card)[0] ?? 0;
  ctx.trace.cite(
    DEVOUR_RULE,
    'devour',
    msg('702.82-devour.devours', {
      player: wait.player,
      describe: objectName(card),
      pValue: choice.length > 0 ? choice.join(', ') : msg('word.nothing'),
      counters: n * choice.length,
    }),
    [card.id, ...choice],
  );
  for (const id of choice) {
    const o = state.battlefield.find((p) => p.id === id);
    if (o) sacrifice(ctx, o, '701.21a', ` for ${objectName(card)}'s devour (702.82a)`);
  }
  if (choice.length > 0) {
    card.devoured = choice.length;
    card.counters['+1/+1'] = (card.counters['+1/+1'] ?? 0) + n * choice.length;
    ctx.trace.cite(
      '614.1c',
      'entersWithCounters',
      msg('614-replacement-effects.entersWithCounters.2', { describe: objectName(card), nValue: n * choice.length, counter: '+1/+1' }),
      [card.id],
    );
  }
  return [];
}

/** 702.82a: a stack entry's pending devour choice must be the top spell's, a permanent spell with devour, its controller's to make. */
export function devourChoiceRefusal(state: GameState, s: StackObject, i: number): { code: string; rule: string; message: Message } | null {
  const choice = waitingFor(s, 'devour');
  if (!choice) return null;
  if (i !== state.stack.length - 1 || !s.object || devourInstances(s.object.card).length !== 1)
    return { code: 'NOTHING_TO_CHOOSE', rule: DEVOUR_RULE, message: msg('702.82-devour.NOTHING_TO_CHOOSE', { id: s.id }) };
  if (choice.player !== s.controller)
    return {
      code: 'NOT_CONTROLLER',
      rule: DEVOUR_RULE,
      message: msg('702.82-devour.NOT_CONTROLLER', { id: s.id, controller: s.controller }),
    };
  return null;
}
