import { Ability, EnteringChoiceKind } from '../cards/ability';
import { ManaType } from '../cards/mana';
import { CardDefinition, Color } from '../cards/card';
import { compiled } from '../cards/compiled';
import { Ctx, objectName } from '../context';
import { answered, waitFor, waitingFor } from '../state/pending-choice';
import { EnteringChosen, GameObject, GameState, StackObject } from '../state/types';
import { Message, msg } from '../trace/message';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { CREATURE_TYPES } from '../cards/creature-types';

/**
 * 614.12a, 607.2d: "As CARDNAME enters, choose a color." (a creature type, an opponent, a player;
 * 702.98a unleash's "you may have it enter with an additional +1/+1 counter": "yes" or "no").
 * The choice is made by the permanent's controller before it enters; it is kept on the permanent
 * (`chosen`) for the linked "the chosen ..." of its other abilities ("Add one mana of the chosen
 * color."). A resolving permanent spell asks it through the pending choice `enteringChoice`; a
 * permanent put onto the battlefield by any other way (a land played, an effect) has no decision to
 * ask it by: refused (UNSUPPORTED_ENTERING_CHOICE), never guessed.
 */

const COLORS: Color[] = ['W', 'U', 'B', 'R', 'G'];

/** The field of `chosen` each kind of choice fills. */
export const CHOSEN_FIELD: Record<EnteringChoiceKind, keyof EnteringChosen> = {
  color: 'color',
  creatureType: 'creatureType',
  opponent: 'player',
  player: 'player',
  unleash: 'unleash',
};

/** The rule that says what may be chosen, for a refusal: 105.1 the five colors, 205.3m the creature types, 102.3 an opponent, 102.1 a player. */
export const CHOICE_RULE: Record<EnteringChoiceKind, string> = {
  color: '105.1',
  creatureType: '205.3m',
  opponent: '102.3',
  player: '102.1',
  unleash: '702.98a',
};

/** "a color", "a creature type", "an opponent", "a player", in the language rendered. */
function what(kind: EnteringChoiceKind): Message {
  if (kind === 'color') return msg('614.12-entering-choices.kind.color');
  if (kind === 'creatureType') return msg('614.12-entering-choices.kind.creatureType');
  if (kind === 'unleash') return msg('614.12-entering-choices.kind.unleash');
  return kind === 'opponent' ? msg('614.12-entering-choices.kind.opponent') : msg('614.12-entering-choices.kind.player');
}

/** The choices a card makes as it enters ("As CARDNAME enters, choose ..."), in its text's order. */
export function choicesAsItEnters(card: CardDefinition | null | undefined): EnteringChoiceKind[] {
  if (!card) return [];
  return compiled(card).abilities.flatMap((a) =>
    a.kind === 'static' ? a.effects.flatMap((e) => (e.kind === 'chooseAsEnters' ? [e.choice] : [])) : [],
  );
}

/** What `player` may choose for that kind: the colors (105.1), the creature types (205.3m), their opponents (102.3), the players (102.1). */
export function enteringChoiceOptions(state: GameState, kind: EnteringChoiceKind, player: string): string[] {
  if (kind === 'color') return [...COLORS];
  if (kind === 'creatureType') return [...CREATURE_TYPES];
  // 702.98a: "you may have this permanent enter with an additional +1/+1 counter on it".
  if (kind === 'unleash') return ['yes', 'no'];
  const live = state.players.filter((p) => p.lost === null).map((p) => p.id);
  return kind === 'opponent' ? live.filter((id) => id !== player) : live;
}

/** 607.2d: the mana a mana ability of `o` may add: "one mana of the chosen color" is the color chosen as it entered. */
export function manaOptionsOf(o: GameObject, a: Extract<Ability, { kind: 'mana' }>): ManaType[][] {
  if (!a.chosenColor) return a.options;
  return o.chosen?.color ? [[o.chosen.color]] : [];
}

/**
 * 614.12a: before a resolving permanent spell enters, its controller makes its "As CARDNAME enters,
 * choose ..." choice. Returns true when the spell waits on the stack for it (it stays there, 608.2).
 * A card with more than one such choice is not asked: refused.
 */
export function askEnteringChoice(ctx: Ctx, top: StackObject): boolean {
  const card = top.object;
  const kinds = choicesAsItEnters(card?.card);
  if (!card || kinds.length === 0) return false;
  if (kinds.length > 1)
    throw new Unsupported('UNSUPPORTED_ENTERING_CHOICE', msg('614.12-entering-choices.several', { describe: objectName(card) }), '614.12a');
  const kind = kinds[0];
  if (card.chosen?.[CHOSEN_FIELD[kind]] !== undefined) return false;
  const options = enteringChoiceOptions(ctx.state, kind, top.controller);
  if (options.length === 0)
    throw new Unsupported(
      'UNSUPPORTED_ENTERING_CHOICE',
      msg('614.12-entering-choices.nothingToChoose', { describe: objectName(card), what: what(kind) }),
      CHOICE_RULE[kind],
    );
  waitFor(top, { kind: 'enteringChoice', player: top.controller });
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  ctx.trace.cite(
    '614.12a',
    'chooseAsEnters',
    msg('614.12-entering-choices.ask', { controller: top.controller, describe: objectName(card), what: what(kind) }),
    [top.id],
  );
  return true;
}

/** The options of the pending entering choice on top of the stack, for its decision. */
export function pendingEnteringOptions(state: GameState, top: StackObject): string[] {
  const kinds = choicesAsItEnters(top.object?.card);
  const choice = waitingFor(top, 'enteringChoice');
  return choice && kinds.length === 1 ? enteringChoiceOptions(state, kinds[0], choice.player) : [];
}

/** The rule a pending entering choice's decision cites: 614.12a. */
export function enteringChoiceKindOf(top: StackObject): EnteringChoiceKind | null {
  const kinds = choicesAsItEnters(top.object?.card);
  return kinds.length === 1 ? kinds[0] : null;
}

/**
 * Answers the entering choice the top spell waits for: one of the options, kept on the permanent;
 * then it goes on entering (`enter`: the rest of 608.3, with its other choices, 614.12a).
 */
export function answerEnteringChoice(ctx: Ctx, choice: string[], enter: (top: StackObject, card: GameObject) => void): Violation[] {
  const state = ctx.state;
  const top = state.stack[state.stack.length - 1];
  const kind = top ? enteringChoiceKindOf(top) : null;
  const wait = waitingFor(top, 'enteringChoice');
  if (!top?.object || !kind || !wait) return [];
  const options = enteringChoiceOptions(state, kind, wait.player);
  if (choice.length !== 1 || !options.includes(choice[0]))
    return [
      {
        code: 'INVALID_CHOICE',
        rule: CHOICE_RULE[kind],
        message: msg('614.12-entering-choices.INVALID_CHOICE', {
          what: what(kind),
          choice: choice.join(', '),
          list: kind === 'creatureType' ? msg('614.12-entering-choices.aCreatureType') : options.join(', '),
        }),
      },
    ];
  state.stack.pop();
  answered(top);
  const card = top.object;
  card.chosen = { ...card.chosen, [CHOSEN_FIELD[kind]]: choice[0] };
  ctx.trace.cite(
    '614.12a',
    'chooseAsEnters',
    msg('614.12-entering-choices.chosen', { controller: wait.player, describe: objectName(card), what: what(kind), choice: choice[0] }),
    [card.id],
  );
  enter(top, card);
  return [];
}

/**
 * 614.12a: as it enters, a permanent has the choices its card asks; made by no decision (an effect
 * putting it onto the battlefield, a land played), they are not guessed.
 */
export function requireEnteringChoices(o: GameObject, card: CardDefinition): void {
  for (const kind of choicesAsItEnters(card))
    if (o.chosen?.[CHOSEN_FIELD[kind]] === undefined)
      throw new Unsupported(
        'UNSUPPORTED_ENTERING_CHOICE',
        msg('614.12-entering-choices.UNSUPPORTED', { describe: objectName(o), what: what(kind) }),
        '614.12a',
      );
}

/**
 * Why a board's permanent cannot have its `chosen` (null: it can): a choice its card asks is missing
 * (614.12a), a creature type that is none (205.3m), a chosen opponent who is not one (102.3).
 */
export function chosenRefusal(o: GameObject): { code: string; rule: string; field: string; message: Message } | null {
  const kinds = choicesAsItEnters(o.card);
  for (const kind of kinds) {
    const field = CHOSEN_FIELD[kind];
    const value = o.chosen?.[field];
    // 702.98a: whether it was unleashed is done with as it entered (its counter tells the rest): a board may leave it out.
    if (value === undefined && kind === 'unleash') continue;
    if (value === undefined)
      return {
        code: 'MISSING_ENTERING_CHOICE',
        rule: '614.12a',
        field,
        message: msg('614.12-entering-choices.missing', { id: o.id, what: what(kind) }),
      };
    if (kind === 'creatureType' && !CREATURE_TYPES.includes(value))
      return { code: 'NOT_A_CREATURE_TYPE', rule: '205.3m', field, message: msg('614.12-entering-choices.notACreatureType', { value }) };
    if (kind === 'opponent' && value === o.controller)
      return {
        code: 'NOT_AN_OPPONENT',
        rule: '102.3',
        field,
        message: msg('614.12-entering-choices.notAnOpponent', { id: o.id, value, controller: o.controller }),
      };
  }
  for (const field of Object.keys(o.chosen ?? {}) as (keyof EnteringChosen)[])
    if (!kinds.some((k) => CHOSEN_FIELD[k] === field))
      return {
        code: 'NOTHING_CHOSEN_AS_IT_ENTERS',
        rule: '614.12a',
        field,
        message: msg('614.12-entering-choices.nothingAsked', { id: o.id, field }),
      };
  return null;
}

/** Why a board's stack entry cannot wait for an entering choice (null: it can): the resolving permanent spell on top, asking one, its controller's. */
export function enteringChoiceRefusal(
  state: GameState,
  s: StackObject,
  i: number,
): { code: string; rule: string; message: Message } | null {
  const choice = waitingFor(s, 'enteringChoice');
  if (!choice) return null;
  if (i !== state.stack.length - 1 || !s.object || choicesAsItEnters(s.object.card).length !== 1)
    return { code: 'NOTHING_TO_CHOOSE', rule: '614.12a', message: msg('614.12-entering-choices.NOTHING_TO_CHOOSE', { id: s.id }) };
  if (choice.player !== s.controller)
    return {
      code: 'NOT_CONTROLLER',
      rule: '614.12a',
      message: msg('614.12-entering-choices.NOT_CONTROLLER', { id: s.id, controller: s.controller, player: choice.player }),
    };
  return null;
}
