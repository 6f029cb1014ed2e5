import { keywordTrigger, KeywordPhrase } from '../cards/keyword-table';
import { manaValue, parseManaCost } from '../cards/mana-cost';
import { Ctx, objectName } from '../context';
import { GameObject, GameState, StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { givePriority } from '../rules/117-priority';
import { castSpell, CastAction } from '../rules/601-casting-spells';
import { abilityOfTrigger } from '../rules/603-triggered-abilities';
import { characteristicsOf } from '../rules/613-layers';
import { manaCostForValue } from '../rules/712-double-faced';
import { seededRandom } from '../rules/701.24-shuffle';
import { putIntoOwnerZone } from '../state/zones';
import { answered, waitFor, waitingFor } from '../state/pending-choice';
import { cardName, joined, msg } from '../trace/message';

/**
 * 702.85a: "Cascade" means "When you cast this spell, exile cards from the top of your library
 * until you exile a nonland card whose mana value is less than this spell's mana value. You may
 * cast that card without paying its mana cost if the resulting spell's mana value is less than this
 * spell's mana value. Then put all cards exiled this way that weren't cast on the bottom of your
 * library in a random order." A triggered ability that functions on the stack (like storm, its
 * source is the spell); 702.85c: each instance triggers separately (one ability per "Cascade").
 */
export const CASCADE: KeywordPhrase = {
  rule: '702.85a',
  abilities: (item) =>
    item === 'cascade'
      ? [
          { kind: 'keyword', keyword: 'cascade', text: 'Cascade' },
          keywordTrigger({ event: 'castSelf' }, [{ kind: 'cascade' }], 'Cascade', '702.85a'),
        ]
      : null,
};

/** Whether the triggered ability on the stack is a cascade trigger. */
function isCascade(state: GameState, top: StackObject | undefined): boolean {
  if (!top?.ability?.triggered) return false;
  const ability = abilityOfTrigger(state, { ...top.ability, modes: top.modes });
  return ability?.effects.some((e) => e.kind === 'cascade') ?? false;
}

/**
 * The cascade trigger on top of the stack, waiting for its controller's answer: the cards it exiled
 * (`linked`, in the order they were exiled) and the last of them, the one it may cast.
 */
export function cascadeWaiting(state: GameState): { trigger: StackObject; card: GameObject | undefined; exiled: string[] } | null {
  const top = state.stack[state.stack.length - 1];
  if (!waitingFor(top, 'yesNo') || !isCascade(state, top)) return null;
  const exiled = top.linked ?? [];
  const last = exiled[exiled.length - 1];
  return { trigger: top, card: state.exile.find((o) => o.id === last), exiled };
}

/** 202.3: a spell's mana value, X counting as its announced value on the stack (202.3e). */
function spellManaValue(state: GameState, spell: StackObject): number | null {
  if (!spell.object?.card) return null;
  const cost = parseManaCost(manaCostForValue(spell.object, characteristicsOf(state, spell.object).manaCost));
  return cost ? manaValue(cost, spell.x ?? 0) : null;
}

/** 202.3, 202.3e: a card's mana value off the stack (X is 0); null for one whose value is not read here (202.3d split cards). */
function cardManaValue(o: GameObject): number | null {
  if (!o.card) return null;
  if (['split', 'aftermath'].includes((o.card as { layout?: string }).layout ?? '')) return null;
  const cost = parseManaCost(manaCostForValue(o, o.card.manaCost ?? ''));
  return cost ? manaValue(cost, 0) : null;
}

/** The cascading spell: the one the trigger refers to, still on the stack (its mana value is read there). */
function cascadingSpell(ctx: Ctx, top: StackObject): { spell: StackObject; value: number } {
  const spell = ctx.state.stack.find((s) => s.id === top.refersTo && s.object);
  const value = spell ? spellManaValue(ctx.state, spell) : null;
  if (!spell || value === null)
    // The spell as it last existed on the stack (608.2h) is not kept once it left it.
    throw new Unsupported(
      'UNSUPPORTED_RESOLUTION',
      msg('702.85-cascade.UNSUPPORTED_RESOLUTION', { id: top.id, spell: top.refersTo ?? '' }),
      '702.85a',
    );
  return { spell, value };
}

/**
 * 702.85a, 608.2c: the cascade trigger resolves. Its controller exiles cards from the top of their
 * library, one at a time, until a nonland card with a lesser mana value than the spell's (202.3e: X
 * is 0 off the stack), or until the library is empty. Every card exiled must be given by the client
 * (CONTRACT "Hidden cards"): a hidden one reached is refused, never guessed. With such a card, the
 * trigger waits (608.2d, a "you may") with the exiled cards as its `linked`; without one, they all
 * go to the bottom at once.
 */
export function resolveCascade(ctx: Ctx, top: StackObject): void {
  const state = ctx.state;
  const { spell, value } = cascadingSpell(ctx, top);
  const player = state.players.find((p) => p.id === top.controller);
  if (!player) return;
  // First the cards it will exile are found (none is moved before all are known).
  let hit = -1;
  for (let i = 0; i < player.library.length && hit < 0; i++) {
    const o = player.library[i];
    if (!o.card)
      throw new Unsupported(
        'UNSUPPORTED_HIDDEN_CARD',
        msg('702.85-cascade.UNSUPPORTED_HIDDEN_CARD', { player: player.id, value, position: i + 1 }),
        '702.85a',
      );
    if (o.card.types.includes('Land')) continue;
    const mv = cardManaValue(o);
    if (mv === null)
      throw new Unsupported('UNSUPPORTED_EFFECT', msg('702.85-cascade.UNSUPPORTED_SPLIT', { name: cardName(o.card) }), '202.3d');
    if (mv < value) hit = i;
  }
  const exiled = player.library.splice(0, hit < 0 ? player.library.length : hit + 1);
  for (const o of exiled) {
    putIntoOwnerZone(state, o, 'exile', ctx.trace);
    ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'library', to: 'exile', player: player.id });
  }
  ctx.trace.cite(
    '702.85a',
    'cascade',
    msg('702.85-cascade.exiled', {
      player: player.id,
      describe: objectName(spell.object as GameObject),
      value,
      cards:
        exiled.length > 0
          ? joined(
              exiled.map((o) => objectName(o)),
              ', ',
            )
          : msg('702.85-cascade.none'),
    }),
    exiled.map((o) => o.id),
  );
  if (hit < 0) {
    ctx.trace.cite('702.85a', 'noCard', msg('702.85-cascade.noCard', { player: player.id, value }));
    toBottom(ctx, top, exiled);
    finish(ctx, top);
    return;
  }
  const card = exiled[exiled.length - 1];
  top.linked = exiled.map((o) => o.id);
  waitFor(top, { kind: 'yesNo', player: top.controller });
  state.stack.push(top);
  state.turn.priority = null;
  ctx.trace.cite(
    '702.85a',
    'chooseOptional',
    msg('702.85-cascade.chooseOptional', { player: top.controller, describe: objectName(card), value }),
    [card.id],
  );
}

/**
 * The controller answers: a cast action naming cascade as its alternative cost (or a plain "yes")
 * casts the last card exiled, during the resolution (608.2g; without paying its mana cost, 118.9,
 * 601.2f); null ("no") does not. 702.85a: the resulting spell's mana value must be less than the
 * cascading spell's. Then the exiled cards not cast go to the bottom of the library in a random order.
 */
export function answerCascade(ctx: Ctx, cast: CastAction | null): Violation[] {
  const state = ctx.state;
  const waiting = cascadeWaiting(state);
  if (!waiting) return [];
  const { trigger, card, exiled } = waiting;
  if (cast && (!card || cast.card !== card.id || cast.player !== trigger.controller)) {
    return [
      {
        code: 'NOT_THE_EXILED_CARD',
        rule: '702.85a',
        message: msg('702.85-cascade.NOT_THE_EXILED_CARD', {
          id: trigger.id,
          player: trigger.controller,
          source: card?.id ?? exiled[exiled.length - 1] ?? '',
        }),
      },
    ];
  }
  const { value } = cascadingSpell(ctx, trigger);
  state.stack.pop();
  answered(trigger);
  if (cast && card) {
    ctx.trace.cite(
      '608.2g',
      'castDuringResolution',
      msg('cast-without-paying.castDuringResolution', { player: cast.player, describe: objectName(card), id: trigger.id }),
      [card.id],
    );
    const violations = castSpell(ctx, { ...cast, alternativeCost: 'cascade' }, { duringResolution: true });
    if (violations.length > 0) return violations;
    const cascaded = state.stack.find((s) => s.id === card.id);
    const mv = cascaded ? spellManaValue(state, cascaded) : null;
    if (mv === null || mv >= value)
      return [
        {
          code: 'NOT_LESS_MANA_VALUE',
          rule: '702.85a',
          message: msg('702.85-cascade.NOT_LESS_MANA_VALUE', { describe: objectName(card), mv: mv ?? '?', value }),
        },
      ];
  } else if (card) {
    ctx.trace.cite('702.85a', 'declined', msg('702.85-cascade.declined', { player: trigger.controller, describe: objectName(card) }), [
      card.id,
    ]);
  }
  // 400.7: a card exiled this way that left exile meanwhile is a new object: it stays where it is.
  const rest = exiled.map((id) => state.exile.find((o) => o.id === id)).filter((o): o is GameObject => o !== undefined);
  toBottom(ctx, trigger, rest);
  delete trigger.linked;
  finish(ctx, trigger);
  return [];
}

/**
 * 702.85a: the cards exiled and not cast go to the bottom of their owner's library in a random
 * order, drawn from the board's seed (as shuffles are, 701.24a), so the same board does the same.
 */
function toBottom(ctx: Ctx, trigger: StackObject, cards: GameObject[]): void {
  const state = ctx.state;
  if (cards.length === 0) return;
  const random = seededRandom(`${state.seed}\u0000cascade\u0000${trigger.id}\u0000${cards.map((o) => o.id).join('\u0000')}`);
  const order = [...cards];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (const o of order) {
    const at = state.exile.indexOf(o);
    if (at >= 0) state.exile.splice(at, 1);
    const owner = state.players.find((p) => p.id === o.owner);
    if (!owner) continue;
    owner.library.push(o);
    ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'exile', to: 'library', player: owner.id });
  }
  ctx.trace.cite(
    '702.85a',
    'bottom',
    msg('702.85-cascade.bottom', {
      cards: joined(
        order.map((o) => objectName(o)),
        ', ',
      ),
      count: order.length,
    }),
    order.map((o) => o.id),
  );
}

function finish(ctx: Ctx, top: StackObject): void {
  ctx.trace.cite('608.2n', 'resolve', msg('702.35-madness.resolve', { id: top.id }));
  givePriority(ctx, ctx.state.turn.active, '117.3b', msg('priority.afterResolution'));
}
