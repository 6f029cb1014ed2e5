import { Ctx, objectName, isGameOver, nextPlayerInGame, playersInGame } from '../context';
import { formatPool, poolSize } from '../cards/mana';
import { checkStateBasedActions, legendRuleGroups, pendingReplacementChoice } from './704-state-based-actions';
import { collectTriggers, putTriggersOnStack } from './603-triggered-abilities';
import { endStepAndContinue } from './500-turn-structure';
import { resolveTop } from './608-resolving';
import { returnExiledUntilLeft } from './607-linked-abilities';
import { Message, msg } from '../trace/message';

/**
 * A player receives priority: first the state-based actions (117.5, 704.3), then priority is
 * given, under the rule that says who receives it now (117.3a–d, 116.3).
 */
export function givePriority(ctx: Ctx, playerId: string, rule: string, why: Message): void {
  const state = ctx.state;
  // 117.5: state-based actions, then triggered abilities on the stack, repeated until neither happens.
  for (let round = 0; round < 100; round++) {
    // 603.2: abilities trigger as their events happen, before state-based actions change the board.
    returnExiledUntilLeft(ctx);
    collectTriggers(ctx);
    checkStateBasedActions(ctx);
    if (isGameOver(state)) return;
    // 610.3: a permanent put into a graveyard by a state-based action returns what it exiled "until" it left.
    returnExiledUntilLeft(ctx);
    collectTriggers(ctx);
    if (state.pending.length === 0) break;
    if (putTriggersOnStack(ctx)) {
      // A player must choose (603.3b, 603.3d): priority waits for the answer.
      state.turn.priority = playerId;
      return;
    }
  }
  const player = state.players.find((p) => p.id === playerId);
  // 800.4a: priority skips a player who has left the game.
  const receiver = player && player.lost === null ? player : nextPlayerInGame(state, playerId);
  if (!receiver) return;
  state.turn.priority = receiver.id;
  const replacement = pendingReplacementChoice(state);
  if (replacement) {
    ctx.trace.cite(
      '616.1',
      'replacementChoice',
      msg('117-priority.replacementChoice', {
        describe: objectName(replacement.object),
        length: replacement.options.length,
        options: replacement.options.map((r) => r.text).join('; '),
        controller: replacement.object.controller,
        id: receiver.id,
      }),
      [replacement.object.id],
    );
    return;
  }
  const legends = legendRuleGroups(state);
  if (legends.length > 0) {
    ctx.trace.cite(
      '704.5j',
      'stateBasedAction',
      msg('117-priority.stateBasedAction', {
        player: legends[0].player,
        length: legends[0].ids.length,
        name: legends[0].name,
        id: receiver.id,
      }),
      legends[0].ids,
    );
    return;
  }
  ctx.trace.cite(rule, 'priority', msg('117-priority.priority', { id: receiver.id, why }));
  ctx.trace.emit({ type: 'priority', player: receiver.id });
}

/** After a spell, an ability or a special action, the player who acted keeps priority (117.3c, 116.3). */
export function keepPriorityAfterAction(ctx: Ctx, playerId: string, rule: '117.3c' | '116.3'): void {
  ctx.state.turn.passed = [];
  givePriority(ctx, playerId, rule, msg('priority.afterActing'));
}

/** 117.3d: the player passes; then the next player receives priority, or 117.4 if all passed in succession. */
export function applyPass(ctx: Ctx, playerId: string): void {
  const state = ctx.state;
  const player = state.players.find((p) => p.id === playerId);
  const pool = player ? poolSize(player.manaPool) : 0;
  ctx.trace.cite(
    '117.3d',
    'pass',
    pool > 0 && player
      ? msg('117-priority.pass', { playerId: playerId, formatPool: formatPool(player.manaPool) })
      : msg('117-priority.pass.2', { playerId: playerId }),
  );
  ctx.trace.emit({ type: 'pass', player: playerId });
  if (!state.turn.passed.includes(playerId)) state.turn.passed.push(playerId);
  const everyone = playersInGame(state);
  if (everyone.every((p) => state.turn.passed.includes(p.id))) {
    state.turn.passed = [];
    state.turn.priority = null;
    allPassed(ctx);
    return;
  }
  const next = nextPlayerInGame(state, playerId);
  if (next) givePriority(ctx, next.id, '117.3d', msg('priority.theNextPlayerIn'));
}

/** 117.4: all players passed in succession: the top of the stack resolves, or the step ends (500.2). */
function allPassed(ctx: Ctx): void {
  const state = ctx.state;
  if (state.stack.length > 0) {
    const top = state.stack[state.stack.length - 1];
    ctx.trace.cite('117.4', 'allPassed', msg('117-priority.allPassed', { id: top.id }));
    resolveTop(ctx);
    return;
  }
  ctx.trace.cite('117.4', 'allPassed', msg('117-priority.allPassed.2', { step: state.turn.step }));
  endStepAndContinue(ctx, '500.2');
}
