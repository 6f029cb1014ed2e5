import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { parseManaCost } from '../cards/mana-cost';
import { Ctx, objectName } from '../context';
import { GameObject, GameState, StackObject } from '../state/types';
import { Violation } from '../violation';
import { givePriority } from '../rules/117-priority';
import { freshId } from '../rules/121-drawing';
import { castSpell, CastAction, manaSources, refuseIfOtherManaSources } from '../rules/601-casting-spells';
import { findPayment } from '../rules/601-mana-payment';
import { totalCost } from '../rules/601-total-cost';
import { putIntoGraveyard } from '../rules/614-replacement-effects';
import { answered, waitFor, waitingFor } from '../state/pending-choice';
import { msg } from '../trace/message';

/**
 * 702.35a: "Madness [cost]" is two abilities: a static ability that works while the card is in a
 * hand ("If a player would discard this card, that player discards it, but exiles it instead of
 * putting it into their graveyard") and the trigger of that exile ("When this card is exiled
 * this way, its owner may cast it by paying [cost] rather than paying its mana cost. If that
 * player doesn't, they put this card into their graveyard."). Compiled as that triggered
 * ability; the replacement is read from it (614-replacement-effects).
 */
export function madnessAbility(line: string): Ability | null {
  const m = /^Madness ((?:\{(?:\d+|[WUBRGCX])\})+)$/.exec(line);
  if (!m) return null;
  return {
    kind: 'triggered',
    trigger: { event: 'exiledWithMadness' },
    condition: null,
    targets: [],
    effects: [{ kind: 'madnessCast', cost: m[1] }],
    text: line,
  };
}

/** The madness cost of a card, or null when it has no madness (the first instance, if several). */
export function madnessCost(card: CardDefinition): string | null {
  for (const a of compiled(card).abilities) {
    if (a.kind !== 'triggered' || a.trigger.event !== 'exiledWithMadness') continue;
    const e = a.effects[0];
    if (e?.kind === 'madnessCast') return e.cost;
  }
  return null;
}

/** Whether a card has madness: cheap, for the discard path. */
export function hasMadness(o: GameObject): boolean {
  return o.card !== null && madnessCost(o.card) !== null;
}

/**
 * 702.35a, 603.2: the card was exiled by its madness replacement effect: its madness ability
 * triggers, controlled by its owner (the card's controller in exile, 108.4a), and waits to be put
 * on the stack (603.3) the next time a player would receive priority.
 */
export function triggerMadness(ctx: Ctx, o: GameObject): void {
  const card = o.card;
  if (!card) return;
  const triggered = compiled(card).abilities.filter((a) => a.kind === 'triggered');
  const index = triggered.findIndex((a) => a.kind === 'triggered' && a.trigger.event === 'exiledWithMadness');
  if (index < 0) return;
  const id = freshId(ctx.state, `${o.id}.trigger.${index}`);
  ctx.state.pending.push({ id, source: o.id, index, controller: o.owner, ordered: false, targets: null });
  ctx.trace.cite(
    '603.2',
    'triggered',
    msg('702.35-madness.triggered', { describe: objectName(o), text: triggered[index].text, id: id, owner: o.owner }),
    [o.id],
  );
  ctx.trace.emit({ type: 'triggered', trigger: id, source: o.id, controller: o.owner });
}

/** The madness trigger on top of the stack, waiting for its owner's answer, and its card in exile. */
export function madnessWaiting(state: GameState): { trigger: StackObject; card: GameObject | undefined } | null {
  const top = state.stack[state.stack.length - 1];
  if (!waitingFor(top, 'yesNo') || !top.ability?.triggered || top.ability.delayed !== undefined) return null;
  const source = top.ability.source;
  const card = state.exile.find((o) => o.id === source);
  const def = card?.card ?? null;
  const ability = def ? compiled(def).abilities.filter((a) => a.kind === 'triggered')[top.ability.index] : undefined;
  if (!ability || ability.kind !== 'triggered' || ability.trigger.event !== 'exiledWithMadness') return null;
  return { trigger: top, card };
}

/**
 * The madness trigger resolves (608.2): if the card is still in exile (400.7: once it left, it is
 * a new object the trigger cannot find) and its owner could pay the madness cost, they choose
 * (608.2d): the trigger waits on the stack, marked. Otherwise the card goes to the graveyard.
 */
export function resolveMadnessTrigger(ctx: Ctx, top: StackObject): void {
  const state = ctx.state;
  const card = state.exile.find((o) => o.id === top.ability?.source);
  if (!card?.card) {
    ctx.trace.cite('400.7', 'noObject', msg('702.35-madness.noObject', { source: top.ability?.source, id: top.id }));
    finishTrigger(ctx, top);
    return;
  }
  const owner = state.players.find((p) => p.id === card.owner);
  const cost = totalCost(state, card.owner, card.card, { alternativeCost: 'madness', x: 0 });
  const parsed = cost?.cost ?? parseManaCost(madnessCost(card.card) ?? '');
  const payable =
    owner && parsed ? findPayment(parsed, 0, owner.manaPool, manaSources(state, owner.id), { lifeAvailable: owner.life }).ok : false;
  if (!payable && owner && parsed) refuseIfOtherManaSources(state, owner.id);
  if (!payable) {
    ctx.trace.cite(
      '702.35a',
      'cannotCast',
      msg('702.35-madness.cannotCast', { owner: card.owner, madnessCost: madnessCost(card.card), describe: objectName(card) }),
      [card.id],
    );
    toGraveyard(ctx, card);
    finishTrigger(ctx, top);
    return;
  }
  waitFor(top, { kind: 'yesNo', player: card.owner });
  state.stack.push(top);
  state.turn.priority = null;
  ctx.trace.cite(
    '702.35a',
    'chooseOptional',
    msg('702.35-madness.chooseOptional', { owner: card.owner, describe: objectName(card), madnessCost: madnessCost(card.card) }),
    [card.id],
  );
}

/**
 * The owner answers the madness trigger: `cast` (a cast action with alternativeCost "madness", or
 * a plain "yes") casts the card from exile during the resolution (608.2g: timing permissions do
 * not apply, and nobody receives priority after it is cast; 702.35b: the madness cost is an
 * alternative cost, 601.2b, 601.2f-h); null ("no") puts it into its owner's graveyard.
 */
export function answerMadness(ctx: Ctx, cast: CastAction | null): Violation[] {
  const state = ctx.state;
  const waiting = madnessWaiting(state);
  if (!waiting) return [];
  const { trigger, card } = waiting;
  if (cast && cast.card !== card?.id) {
    return [
      {
        code: 'NOT_THE_MADNESS_CARD',
        rule: '702.35a',
        message: msg('702.35-madness.NOT_THE_MADNESS_CARD', {
          id: trigger.id,
          awaitingChoice: waitingFor(trigger, 'yesNo')?.player,
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
      msg('702.35-madness.castDuringResolution', { player: cast.player, describe: objectName(card), id: trigger.id }),
      [card.id],
    );
    const violations = castSpell(ctx, { ...cast, alternativeCost: 'madness' }, { duringResolution: true });
    if (violations.length > 0) return violations;
  } else if (card) {
    ctx.trace.cite('702.35a', 'declined', msg('702.35-madness.declined', { controller: trigger.controller, describe: objectName(card) }), [
      card.id,
    ]);
    toGraveyard(ctx, card);
  }
  finishTrigger(ctx, trigger);
  return [];
}

function toGraveyard(ctx: Ctx, card: GameObject): void {
  const i = ctx.state.exile.indexOf(card);
  if (i >= 0) ctx.state.exile.splice(i, 1);
  putIntoGraveyard(ctx, card, 'exile');
}

function finishTrigger(ctx: Ctx, top: StackObject): void {
  ctx.trace.cite('608.2n', 'resolve', msg('702.35-madness.resolve', { id: top.id }));
  givePriority(ctx, ctx.state.turn.active, '117.3b', msg('priority.afterResolution'));
}

/** 702.35a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const MADNESS: KeywordPhrase = { rule: '702.35a', line: oneAbility(madnessAbility) };
