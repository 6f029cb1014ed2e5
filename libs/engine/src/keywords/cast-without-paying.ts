import { Ctx, objectName } from '../context';
import { GameObject, GameState, StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { givePriority } from '../rules/117-priority';
import { castSpell, CastAction } from '../rules/601-casting-spells';
import { abilityOfTrigger } from '../rules/603-triggered-abilities';
import { answered, waitFor, waitingFor } from '../state/pending-choice';
import { cardName, msg } from '../trace/message';

export type FreeCastKeyword = 'suspend' | 'rebound';

/** The keyword of a trigger that casts its card without paying its mana cost (702.62a, 702.88a), or null. */
function freeCastKeyword(state: GameState, top: StackObject): FreeCastKeyword | null {
  if (!top.ability?.triggered) return null;
  const ability = abilityOfTrigger(state, { ...top.ability, modes: top.modes });
  const e = ability?.effects.find((x) => x.kind === 'castWithoutPaying');
  return e && e.kind === 'castWithoutPaying' ? e.keyword : null;
}

/**
 * The suspend (702.62a) or rebound (702.88a) trigger on top of the stack, waiting for its
 * controller's answer, its card in exile and the keyword.
 */
export function freeCastWaiting(state: GameState): { trigger: StackObject; card: GameObject | undefined; keyword: FreeCastKeyword } | null {
  const top = state.stack[state.stack.length - 1];
  if (!waitingFor(top, 'yesNo')) return null;
  const keyword = freeCastKeyword(state, top);
  if (!keyword) return null;
  return { trigger: top, card: state.exile.find((o) => o.id === top.ability?.source), keyword };
}

/**
 * 608.2d, 608.2g: the trigger resolves: if its card is still in exile (400.7: once it left, it is a
 * new object the trigger cannot find), its controller chooses whether to cast it; the trigger waits
 * on the stack, marked. 702.62a "play it": a land card would be played, which is not implemented.
 */
export function resolveFreeCast(ctx: Ctx, top: StackObject, keyword: FreeCastKeyword): void {
  const state = ctx.state;
  const rule = keyword === 'suspend' ? '702.62a' : '702.88a';
  const card = state.exile.find((o) => o.id === top.ability?.source);
  if (!card?.card) {
    ctx.trace.cite('400.7', 'noObject', msg('cast-without-paying.noObject', { source: top.ability?.source, id: top.id }));
    finish(ctx, top);
    return;
  }
  if (card.card.types.includes('Land'))
    throw new Unsupported('UNSUPPORTED_ACTION', msg('cast-without-paying.UNSUPPORTED_LAND', { name: cardName(card.card) }), rule);
  waitFor(top, { kind: 'yesNo', player: top.controller });
  state.stack.push(top);
  state.turn.priority = null;
  ctx.trace.cite(
    rule,
    'chooseOptional',
    msg('cast-without-paying.chooseOptional', { player: top.controller, describe: objectName(card) }),
    [card.id],
  );
}

/**
 * The controller answers: `cast` (a cast action naming the keyword as its alternative cost, or a
 * plain "yes") casts the card from exile during the resolution (608.2g: timing permissions do not
 * apply, nobody receives priority after it is cast; 702.62d, 702.88b: without paying its mana cost
 * is an alternative cost, 601.2b, 601.2f-h); null ("no") leaves it in exile (702.62a).
 */
export function answerFreeCast(ctx: Ctx, cast: CastAction | null): Violation[] {
  const state = ctx.state;
  const waiting = freeCastWaiting(state);
  if (!waiting) return [];
  const { trigger, card, keyword } = waiting;
  const rule = keyword === 'suspend' ? '702.62a' : '702.88a';
  if (cast && (cast.card !== card?.id || cast.player !== trigger.controller)) {
    return [
      {
        code: 'NOT_THE_EXILED_CARD',
        rule,
        message: msg('cast-without-paying.NOT_THE_EXILED_CARD', {
          id: trigger.id,
          player: trigger.controller,
          source: trigger.ability?.source,
        }),
      },
    ];
  }
  state.stack.pop();
  answered(trigger);
  if (cast && card) {
    ctx.trace.cite(
      '608.2g',
      'castDuringResolution',
      msg('cast-without-paying.castDuringResolution', { player: cast.player, describe: objectName(card), id: trigger.id }),
      [card.id],
    );
    const violations = castSpell(ctx, { ...cast, alternativeCost: keyword }, { duringResolution: true });
    if (violations.length > 0) return violations;
  } else if (card) {
    ctx.trace.cite(rule, 'declined', msg('cast-without-paying.declined', { player: trigger.controller, describe: objectName(card) }), [
      card.id,
    ]);
  }
  finish(ctx, trigger);
  return [];
}

function finish(ctx: Ctx, top: StackObject): void {
  ctx.trace.cite('608.2n', 'resolve', msg('702.35-madness.resolve', { id: top.id }));
  givePriority(ctx, ctx.state.turn.active, '117.3b', msg('priority.afterResolution'));
}
