import { Ability, Condition, Effect, Modal, Selector } from '../cards/ability';
import type { BoardCondition } from '../cards/selector';
import { alternativeCostPaid } from '../keywords/alternative-costs';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { Ctx, describe, quotedText } from '../context';
import { Decision } from '../decision';
import { DelayedTrigger, DelayedWhen, GameObject, GameState, PendingTrigger } from '../state/types';
import { anySuspendInExile, collectSuspendUpkeep, isSuspended } from '../keywords/702.62-suspend';
import { delayedEffects } from '../cards/oracle-compiler';
import { Departed } from '../trace/trace';
import { hadNoCounter } from '../keywords/702.79-persist';
import { greaterPowerOrToughness } from '../keywords/702.100-evolve';
import { notRenowned } from '../keywords/702.112-renown';
import { permanentKicked } from '../keywords/702.33-kicker';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { cameUnderControlSinceLastUpkeep } from '../keywords/702.30-echo';
import { checkTarget, targetCandidates } from './115-targets';
import { defendingPlayer } from './506-combat';
import { freshId } from './121-drawing';
import { abilitiesNow, characteristicsOf, colorsNow, keywordsNow, withBoardUnchanged } from './613-layers';
import { stormCount } from '../keywords/702.40-storm';
import { timesReplicated } from '../keywords/702.56-replicate';
import { conspired } from '../keywords/702.78-conspire';
import { cardNow } from './612-text-changing';
import { compileGranted } from '../cards/oracle-compiler';
import { grantedOfKind, grantedText, grantsAbilityOfKind } from '../cards/grammar/granted-abilities';
import { attackedAlone } from '../keywords/702.83-exalted';
import { attacksPlayerWithMostLife } from '../keywords/702.105-dethrone';
import { isModularTrigger, modularCount } from '../keywords/702.43-modular';
import { Message, msg } from '../trace/message';
import { Trigger, TriggerSubject } from '../cards/ability';
import type { SelectorOption } from '../cards/selector';
import type { GameEvent } from '../trace/trace';
import { leavesBattlefield, triggerEvents } from '../cards/grammar/trigger';
import { triggerReferents } from '../cards/grammar/object-effects';
import { Asker, matchesOption } from '../select/selector';
import { conditionTrue } from '../select/condition';
import { soulbondUnpaired } from '../keywords/702.95-soulbond';
import { matchesLastKnown } from '../select/last-known';

export type TriggeredAbility = Extract<Ability, { kind: 'triggered' }>;

/** A card's triggered abilities, in the order of its text (the `index` of pending triggers). */
/** 603.6c, 702.59a: whether a card in this player's graveyard has an ability that triggers from there. */
function triggersInGraveyard(player: { graveyard: { card: CardDefinition | null }[] }): boolean {
  return player.graveyard.some((o) =>
    triggeredAbilities(o.card).some(
      (a) => a.trigger.event === 'putIntoGraveyardFromAnywhere' || a.trigger.event === 'creatureIntoYourGraveyard',
    ),
  );
}

export function triggeredAbilities(card: CardDefinition | null): TriggeredAbility[] {
  return card ? compiled(card).abilities.filter((a): a is TriggeredAbility => a.kind === 'triggered') : [];
}

/** 603.4: an intervening "if" clause, checked as the ability triggers and as it resolves. */
export function conditionHolds(
  state: GameState,
  condition: Condition | null,
  controller: string,
  source?: string,
  departed?: Map<string, Departed>,
  refersTo?: string,
): boolean {
  if (!condition) return true;
  if (condition.kind === 'soulbondUnpaired') return soulbondUnpaired(state, condition.other, controller, source, refersTo);
  if (condition.kind === 'referredGreaterPowerOrToughness') return greaterPowerOrToughness(state, source, refersTo, departed);
  if (condition.kind === 'hadNoCounter') return hadNoCounter(departed, source, condition.counter);
  if (condition.kind === 'sourceNotRenowned') return notRenowned(state, source);
  if (condition.kind === 'cameUnderControlSinceLastUpkeep') return cameUnderControlSinceLastUpkeep(state, source, controller);
  if (condition.kind === 'sourceOnBattlefield') return state.battlefield.some((o) => o.id === source && !o.phasedOut);
  if (condition.kind === 'kicked') return wasKicked(state, source, condition.withCost);
  // 702.62a, 702.62b: "if this card is suspended"; "if it's exiled".
  if (condition.kind === 'sourceSuspended') return state.exile.some((o) => o.id === source && isSuspended(state, o));
  if (condition.kind === 'sourceInExile') return state.exile.some((o) => o.id === source);
  if (condition.kind === 'noSpellsCastLastTurn') return spellsCastLastTurn(state) === 0;
  if (condition.kind === 'playerCastTwoSpellsLastTurn') return aPlayerCastTwoLastTurn(state);
  if (condition.kind === 'alternativeCostPaid') return alternativeCostPaid(state, source, condition.keyword);
  if (condition.kind === 'lifeAtMost' || condition.kind === 'lifeAtLeast') {
    const life = state.players.find((p) => p.id === controller)?.life ?? 0;
    return condition.kind === 'lifeAtMost' ? life <= condition.n : life >= condition.n;
  }
  // A condition of the grammar (cards/grammar/condition.ts), read by the one evaluator (select/condition.ts).
  // 603.2: "that player" is the player the trigger refers to (the active player of the step that began).
  const referredPlayer = refersTo !== undefined && state.players.some((p) => p.id === refersTo) ? refersTo : undefined;
  const refs = { targets: [], ...(referredPlayer !== undefined ? { referredPlayer } : {}) };
  return conditionTrue(state, condition as BoardCondition, { controller, source: source ?? '', x: null, refs }, refs);
}

/** 702.33e-f, 607.2: "if it was kicked [with its [cost] kicker]", read on the permanent the kicked spell became. */
function wasKicked(state: GameState, source: string | undefined, withCost: string | undefined): boolean {
  const o = state.battlefield.find((p) => p.id === source);
  if (!o) throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('603-triggered-abilities.kickedUnknown', { source }), '603.4');
  return permanentKicked(o, withCost);
}

/** 603.4: the spells cast last turn, as the board gives them (turn.spellsCastLastTurn) or as the game went on. */
function spellsCastLastTurn(state: GameState): number {
  const n = state.turn.spellsCastLastTurn;
  if (n === undefined) throw new Unsupported('UNSUPPORTED_SPELLS_LAST_TURN', msg('603-triggered-abilities.lastTurnUnknown'), '603.4');
  return n;
}

/**
 * 603.4: "if a player cast two or more spells last turn": one player's count. Spells the board counts
 * without naming who cast them could have been one player's or several: the engine does not guess.
 */
function aPlayerCastTwoLastTurn(state: GameState): boolean {
  const total = spellsCastLastTurn(state);
  const by = Object.values(state.turn.spellsCastLastTurnBy);
  if (by.some((n) => n >= 2)) return true;
  const unnamed = total - by.reduce((a, b) => a + b, 0);
  if (total < 2 || unnamed === 0) return false;
  throw new Unsupported(
    'UNSUPPORTED_SPELLS_LAST_TURN',
    msg('603-triggered-abilities.lastTurnByPlayerUnknown', { total, unnamed }),
    '603.4',
  );
}

/**
 * 601.2i: how many spells `player` had cast this turn as the spell of the cast event at `at` became cast (that one
 * included): the count now less the casts of theirs after it. A board that counts spells cast this turn without
 * naming who cast them all leaves that unknown: the engine does not guess.
 */
function castCount(state: GameState, events: readonly GameEvent[], at: number, player: string, source: string): number {
  const known = Object.values(state.turn.spellsCastBy).reduce((a, b) => a + b, 0);
  if (state.turn.spellsCast > known)
    throw new Unsupported(
      'UNSUPPORTED_TRIGGER',
      msg('603-triggered-abilities.UNSUPPORTED_TRIGGER.castCount', { player, source }),
      '601.2i',
    );
  const later = events.slice(at + 1).filter((x) => x.type === 'cast' && x.player === player).length;
  return (state.turn.spellsCastBy[player] ?? 0) - later;
}

interface Source {
  id: string;
  controller: string;
  abilities: TriggeredAbility[];
  /** What it is (or was, as it left) attached to (303.4, 301.5). */
  attachedTo?: string | null;
  /** 113.6m: a card in its owner's graveyard, whose abilities that work there are looked at. */
  inGraveyard?: true;
}

/** 113.6m: the cards in graveyards with a triggered ability that works there (`fromGraveyard`), as sources of it. */
function graveyardSources(state: GameState): Source[] {
  const out: Source[] = [];
  for (const p of state.players)
    for (const o of p.graveyard) {
      const abilities = triggeredAbilities(o.card).filter((a) => a.fromGraveyard === true);
      // 404.2: its owner's graveyard; "you" is its owner (109.5).
      if (abilities.length > 0) out.push({ id: o.id, controller: p.id, abilities, inGraveyard: true });
    }
  return out;
}

/** The triggered abilities a battlefield permanent has now (613.1f: none once it lost its abilities). */
function onBattlefield(state: GameState, o: GameObject): Source {
  const all = abilitiesNow(state, o).filter((a): a is TriggeredAbility => a.kind === 'triggered');
  return { id: o.id, controller: o.controller, abilities: all, attachedTo: o.attachedTo };
}

/** The evaluator's asker for a trigger's source: "you" is its controller (109.5), "another" is not it. */
function askerOf(s: Source): Asker {
  return { controller: s.controller, source: s.id, x: null };
}

/**
 * Whether the trigger's subject is the permanent `id` as it is now (603.2): the source itself,
 * what the source is attached to ("equipped creature", 301.5, 303.4), or a permanent the
 * selector option describes, read by the one evaluator (select/).
 */
function subjectIs(state: GameState, who: TriggerSubject | 'creatureYouControl', s: Source, id: string): boolean {
  if (who === 'self') return s.id === id;
  if (who === 'attached') return (s.attachedTo ?? state.battlefield.find((o) => o.id === s.id)?.attachedTo) === id;
  const o = state.battlefield.find((p) => p.id === id);
  if (!o || o.phasedOut) return false;
  if (who === 'creatureYouControl') return isCreature(state, o) && o.controller === s.controller;
  if (who.orSelf && s.id === id) return true;
  return matchesOption(state, who.matching, { kind: 'object', zone: 'battlefield', object: o }, askerOf(s));
}

/** 603.10a: whether the subject of a leaves-the-battlefield trigger is `gone`, as it last existed on the battlefield. */
function subjectWas(who: TriggerSubject, s: Source, gone: Departed): boolean {
  if (who === 'self') return s.id === gone.id;
  // 603.10a: attached to it as it left (an Aura put into a graveyard since, 704.5m; an Equipment unattached since, 704.5n).
  if (who === 'attached') return (gone.attachments?.includes(s.id) ?? false) || s.attachedTo === gone.id;
  if (who.orSelf && s.id === gone.id) return true;
  return matchesLastKnown(who.matching, gone, askerOf(s));
}

/** 508.1: whether the attacker `id`, attacking `attacked`, is one of a "one or more creatures [you control] attack [you]" group. */
function oneOfGroup(state: GameState, t: Extract<Trigger, { event: 'creaturesAttack' }>, s: Source, id: string, attacked: string): boolean {
  // 506.3: "attack you": the player attacked is the source's controller (not a planeswalker of theirs).
  if (t.you && attacked !== s.controller) return false;
  return subjectIs(state, { matching: t.who }, s, id);
}

/** 506.3: whether what a creature attacks is a planeswalker `player` controls. */
function attacksPlaneswalkerOf(state: GameState, attacked: string, player: string): boolean {
  const o = state.battlefield.find((p) => p.id === attacked);
  return o !== undefined && o.controller === player && characteristicsOf(state, o).types.includes('Planeswalker');
}

function isCreature(state: GameState, o: GameObject): boolean {
  return characteristicsOf(state, o).types.includes('Creature');
}

/** 603.2: the player and the object an event is about, recorded as "refersTo" when the trigger's text refers to one. */
type Referred = { player?: string; object?: string };

/** A simple trigger that matches (the parts of "either", 603.2: each event is looked at on its own). */
type Match = (t: Trigger, s: Source) => boolean;

/**
 * 603.2: looks at the events since the last check and records every ability they trigger.
 * Abilities that trigger on leaving the battlefield look back at the permanent as it was (603.10a).
 */
export function collectTriggers(ctx: Ctx): void {
  const { state, trace } = ctx;
  const events = trace.events;
  const found: {
    source: Source;
    ability: TriggeredAbility;
    why: string;
    refersTo?: string;
    rule?: string;
    x?: number;
    linked?: string[];
  }[] = [];
  const batchStart = trace.triggerCursor;
  const fired: { delayed: DelayedTrigger; why: string }[] = [];
  const each = (why: string, match: Match, sources: Source[], refers?: string | Referred, rule?: string) => {
    for (const s of sources)
      for (const a of s.abilities) {
        // 113.6m: an ability that moves its card out of the graveyard triggers from there only.
        if (a.fromGraveyard === true && s.inGraveyard !== true) continue;
        const t = triggerEvents(a.trigger).find((x) => match(x, s));
        if (!t) continue;
        // 603.2: what the event was about, for the text's "that player" / "that creature" (cards/grammar/object-effects.ts).
        const r = typeof refers === 'object' ? triggerReferents(t) : null;
        // 701.6a: "counter that spell": the spell whose casting triggered it.
        const cast = typeof refers === 'object' && a.effects.some((x) => x.kind === 'counterCastSpell');
        const refersTo = cast
          ? refers.object
          : typeof refers === 'object'
            ? r?.object
              ? refers.object
              : r?.player
                ? refers.player
                : undefined
            : refers;
        // "When CARDNAME enters or dies": the rule of the event that happened.
        const why2 = rule ?? (a.trigger.event === 'either' && !leavesBattlefield(t) ? '603.2' : undefined);
        found.push({ source: s, ability: a, why, ...(refersTo ? { refersTo } : {}), ...(why2 ? { rule: why2 } : {}) });
      }
  };
  // Most boards have no triggered ability at all: nothing to look at then.
  const anyTrigger = (card: CardDefinition | null) =>
    card !== null &&
    (compiled(card).abilities.some((a) => a.kind === 'triggered') || grantsAbilityOfKind(compiled(card).abilities, 'triggered'));
  // 702.40a: a spell's own "when you cast this spell" ability (storm) functions on the stack.
  const castSelf = (card: CardDefinition | null) => triggeredAbilities(card).some((a) => a.trigger.event === 'castSelf');
  if (
    state.delayed.length === 0 &&
    // 725.2: the monarch's two inherent triggered abilities.
    state.monarch === undefined &&
    // 613.1f: a resolved effect that gives a quoted ability (a land that becomes a creature "with "Whenever ..."").
    !state.effects.some((e) => e.kind === 'add-ability') &&
    !state.battlefield.some((o) => anyTrigger(o.card)) &&
    !state.command.some((o) => o.emblem && anyTrigger(o.card)) &&
    ![...trace.departed.values()].some((d) => anyTrigger(d.card)) &&
    !state.stack.some((s) => s.object && castSelf(s.object.card)) &&
    // 113.6m: "Whenever you cast a multicolored spell, you may return CARDNAME from your graveyard ...".
    !events.slice(trace.triggerCursor).some((x) => x.type === 'cast' && graveyardSources(state).length > 0) &&
    // 702.62a: suspend's upkeep trigger functions in exile.
    !anySuspendInExile(state) &&
    // 702.29c: a card cycled triggers from the zone it went to.
    !events.slice(trace.triggerCursor).some((x) => x.type === 'discard' && x.cycled) &&
    // 603.6c, 702.59a: a card put into a graveyard, or recover, triggers from the graveyard.
    !events
      .slice(trace.triggerCursor)
      .some(
        (x) => x.type === 'zoneChange' && x.to === 'graveyard' && state.players.some((p) => p.id === x.player && triggersInGraveyard(p)),
      )
  ) {
    trace.triggerCursor = events.length;
    return;
  }
  // The board does not change while the events are read (only `pending` grows): read it once, in a
  // read-only scope (the layers worked out once for every permanent, not once per permanent).
  let cachedBattlefield: Source[] | null = null;
  const battlefield = (): Source[] =>
    (cachedBattlefield ??= withBoardUnchanged(state, () => [
      ...state.battlefield.filter((o) => o.card && !o.phasedOut).map((o) => onBattlefield(state, o)),
      // 114.4: the triggered abilities of emblems function in the command zone; an emblem is its ability's source (113.7).
      ...state.command.filter((o) => o.emblem).map((o) => ({ id: o.id, controller: o.controller, abilities: triggeredAbilities(o.card) })),
    ]));
  const departedSource = (d: Departed): Source => ({
    id: d.id,
    controller: d.controller,
    abilities: triggeredAbilities(d.card),
    attachedTo: d.attachedTo ?? null,
  });
  // 603.2, 603.10: a permanent that left the battlefield after an event (a creature dealt lethal
  // damage by the combat damage it dealt, 704.5g) was there as the event happened: it sees it.
  const leftAfter = (index: number): Source[] => {
    const out: Source[] = [];
    for (let j = index + 1; j < events.length; j++) {
      const later = events[j];
      if (later.type !== 'zoneChange' || later.from !== 'battlefield' || state.battlefield.some((o) => o.id === later.object)) continue;
      const d = trace.departed.get(later.object);
      if (d && !out.some((x) => x.id === d.id)) out.push(departedSource(d));
    }
    return out;
  };
  for (; trace.triggerCursor < events.length; trace.triggerCursor++) {
    const e = events[trace.triggerCursor];
    const at = trace.triggerCursor;
    switch (e.type) {
      case 'step':
        each(
          e.step === 'end-of-combat' ? 'the end of combat step begins' : `the ${e.step} step begins`,
          (t, s) => {
            if (t.event !== 'beginningOf' || t.step !== e.step) return false;
            if (t.whose === 'each') return true;
            if (t.whose === 'your') return s.controller === e.active;
            if (t.whose === 'opponents') return s.controller !== e.active;
            // 303.4m: the player the Aura is attached to, as the step begins.
            if (t.whose === 'enchantedPlayer') return state.battlefield.find((p) => p.id === s.id)?.attachedTo === e.active;
            // 303.4: the controller of the permanent the Aura is attached to, as the step begins.
            const attached = state.battlefield.find((o) => o.id === state.battlefield.find((p) => p.id === s.id)?.attachedTo);
            return attached !== undefined && attached.controller === e.active;
          },
          battlefield(),
          { player: e.active },
          e.step === 'end-of-combat' ? '511.2' : undefined,
        );
        // 702.62a: "At the beginning of your upkeep, if this card is suspended" (702.62b), in exile.
        if (e.step === 'upkeep') collectSuspendUpkeep(ctx, e.active);
        // 725.2: "At the beginning of the monarch's end step, that player draws a card."
        if (e.step === 'end' && state.monarch === e.active)
          monarchTrigger(ctx, e.active, MONARCH_DRAW, undefined, (id) => msg('725-monarch.endStep', { playerId: e.active, id }));
        if (state.delayed.length > 0) {
          // 603.7a: created earlier, it waits for the next such step (513.2: the next turn's, if created during it).
          const when =
            e.step === 'upkeep' ? 'next-upkeep' : e.step === 'end' ? 'next-end-step' : e.step === 'end-of-combat' ? 'end-of-combat' : null;
          // 702.88a: "at the beginning of your next upkeep": its controller's.
          // 500.7, 603.7a: "at the beginning of that turn's end step": the end step of the extra turn it names.
          const extra = state.turn.extraTurn?.id;
          const now = (x: DelayedTrigger) =>
            x.when === when ||
            (e.step === 'upkeep' && x.when === 'your-next-upkeep' && x.controller === e.active) ||
            (e.step === 'end' && x.when === 'that-turn-end-step' && extra !== undefined && x.turn === extra);
          for (const d of state.delayed.filter(now)) fired.push({ delayed: d, why: `turn ${e.turn}: the ${e.step} step begins` });
          // 603.7b: it triggers only once.
          state.delayed = state.delayed.filter((x) => !now(x));
        }
        break;
      case 'zoneChange':
      case 'created': {
        const entering = e.type === 'created' || e.to === 'battlefield' ? state.battlefield.find((o) => o.id === e.object) : undefined;
        if (entering) {
          // 603.6a: every permanent on the battlefield, the newcomer included, is checked.
          each(
            `${describe(entering)} enters the battlefield`,
            (t, s) =>
              (t.event === 'entersOrAttacks' && s.id === entering.id) || (t.event === 'enters' && subjectIs(state, t.who, s, entering.id)),
            battlefield(),
            { object: entering.id },
          );
        }
        // 603.6c, 603.10a: "leaves the battlefield" looks back at the permanent, whatever zone it went to.
        const left = e.type === 'zoneChange' && e.from === 'battlefield' ? trace.departed.get(e.object) : undefined;
        if (left) {
          const before = found.length;
          each(
            `${left.card?.name ?? left.id} (${left.id}) leaves the battlefield`,
            (t, s) => t.event === 'leaves' && subjectWas(t.who, s, left),
            [departedSource(left)],
          );
          // 607.2a, 603.10a: its "return the exiled card" refers to the cards exiled with it, as it left.
          if (left.exiled) for (const f of found.slice(before)) f.linked = [...(left.exiled ?? [])];
        }
        // 603.6c, 113.6k: "When CARDNAME is put into a graveyard from anywhere" triggers from the graveyard it is in now
        // (not a look back: its abilities there decide); 108.4a: its owner controls it there.
        const buried =
          e.type === 'zoneChange' && e.to === 'graveyard'
            ? state.players.find((p) => p.id === e.player)?.graveyard.find((o) => o.id === e.object)
            : undefined;
        if (buried?.card && e.type === 'zoneChange')
          each(
            `${buried.card.name} (${buried.id}) is put into a graveyard from the ${e.from}`,
            (t) => t.event === 'putIntoGraveyardFromAnywhere',
            [{ id: buried.id, controller: buried.owner, abilities: triggeredAbilities(cardNow(state, buried)) }],
            undefined,
            '603.6c',
          );
        if (e.type === 'zoneChange' && e.from === 'battlefield' && e.to === 'graveyard') {
          const gone = trace.departed.get(e.object);
          // 700.4: only creatures and planeswalkers die; other permanents are put into a graveyard.
          const dies =
            (gone?.types.includes('Creature') ?? false) || (gone?.types.includes('Planeswalker') ?? false)
              ? 'dies'
              : 'is put into a graveyard from the battlefield';
          if (gone) {
            const before = found.length;
            // 603.10a: permanents that left at the same time or since see this one leave; so does an Aura that was attached to it (603.6e).
            const others: Source[] = [...trace.departed.values()]
              .filter((d) => d.batch >= gone.batch && d.id !== gone.id && !state.battlefield.some((o) => o.id === d.id))
              .map(departedSource);
            each(
              `${gone.card?.name ?? gone.id} (${gone.id}) ${dies}`,
              // 700.4, 603.6c: a permanent's own such ability triggers whatever its types (Rancor); the others' subjects say what they watch.
              (t, s) => t.event === 'dies' && subjectWas(t.who, s, gone),
              [departedSource(gone), ...others, ...battlefield()],
            );
            // 702.59a, 603.10a: recover, of the cards that were in that graveyard as the creature left (not one put there since).
            if (gone.types.includes('Creature')) {
              const since = new Set(events.slice(at + 1).flatMap((x) => (x.type === 'zoneChange' ? [x.object] : [])));
              const recover = (state.players.find((p) => p.id === e.player)?.graveyard ?? []).filter(
                (o) =>
                  o.id !== gone.id &&
                  !since.has(o.id) &&
                  triggeredAbilities(o.card).some((a) => a.trigger.event === 'creatureIntoYourGraveyard'),
              );
              each(
                `${gone.card?.name ?? gone.id} (${gone.id}) is put into ${e.player}'s graveyard from the battlefield`,
                (t) => t.event === 'creatureIntoYourGraveyard',
                recover.map((o) => ({ id: o.id, controller: o.owner, abilities: triggeredAbilities(cardNow(state, o)) })),
                undefined,
                '702.59a',
              );
            }
            // 702.43a, 603.10a: modular's number, fixed as it triggers from the permanent as it last existed ("x").
            for (const f of found.slice(before)) if (f.source.id === gone.id && isModularTrigger(f.ability)) f.x = modularCount(gone);
          }
        }
        break;
      }
      case 'targeted':
        each(
          `${e.object} becomes the target of ${e.by}`,
          (t, s) =>
            ((t.event === 'becomesTarget' && !t.spell) || (t.event === 'becomesTargetOfOpponent' && s.controller !== e.controller)) &&
            subjectIs(state, t.who, s, e.object),
          battlefield(),
          e.by,
        );
        // 115.1, 601.2c: "becomes the target of an instant or sorcery spell": the spell (not an ability) as it is on the stack.
        each(
          `${e.object} becomes the target of ${e.by}`,
          (t, s) => {
            if (t.event !== 'becomesTarget' || !t.spell || !subjectIs(state, t.who, s, e.object)) return false;
            const by = state.stack.find((x) => x.id === e.by);
            if (!by?.object) return false;
            return matchesOption(
              state,
              t.spell,
              { kind: 'object', zone: 'stack', object: by.object, controller: by.controller, x: by.x },
              askerOf(s),
            );
          },
          battlefield(),
          { object: e.object },
          '115.1',
        );
        break;
      case 'counterRemoved':
        // 702.63a: the removal of the last counter of its kind; a permanent gone since was there as it happened (603.2).
        if (e.left === 0)
          each(
            `the last ${e.counter} counter is removed from ${e.object}`,
            (t, s) => t.event === 'lastCounterRemoved' && t.counter === e.counter && s.id === e.object,
            [...battlefield(), ...leftAfter(at)],
          );
        break;
      case 'exploited':
        // 702.110b: a creature that exploited itself was there as it did: it sees it (603.2).
        each(
          `${e.object} exploits ${e.sacrificed}`,
          (t, s) => t.event === 'exploits' && s.id === e.object,
          [...battlefield(), ...leftAfter(at)],
          e.sacrificed,
        );
        break;
      case 'becameMonstrous':
        each(`${e.object} becomes monstrous`, (t, s) => t.event === 'becomesMonstrous' && s.id === e.object, battlefield());
        break;
      case 'turnedFaceUp':
        // 702.37e, 708.8: it has its abilities once face up; abilities about entering do not trigger.
        each(`${e.object} is turned face up`, (t, s) => t.event === 'turnedFaceUp' && subjectIs(state, t.who, s, e.object), battlefield());
        break;
      case 'tap':
        // 603.2e: an untapped permanent becoming tapped (one entering tapped emits no such event).
        each(`${e.object} becomes tapped`, (t, s) => t.event === 'becomesTapped' && subjectIs(state, t.who, s, e.object), battlefield(), {
          object: e.object,
        });
        break;
      case 'untap':
        // 603.2e: a tapped permanent becoming untapped (the untap step, an effect, a cost).
        each(
          `${e.object} becomes untapped`,
          (t, s) => t.event === 'becomesUntapped' && subjectIs(state, t.who, s, e.object),
          battlefield(),
          {
            object: e.object,
          },
        );
        break;
      case 'attack':
        each(
          `${e.object} attacks`,
          (t, s) =>
            ((t.event === 'attacks' || t.event === 'attacksOrBlocks' || t.event === 'entersOrAttacks') &&
              subjectIs(state, 'who' in t ? t.who : 'self', s, e.object) &&
              // 506.3: "attacks you": the player attacked is the source's controller (not a planeswalker of theirs).
              // 303.4m: "attacks enchanted player": the player the source is attached to.
              (t.event !== 'attacks' || !t.enchantedPlayer || e.attacking === s.attachedTo) &&
              (t.event !== 'attacks' ||
                !t.you ||
                e.attacking === s.controller ||
                (t.orPlaneswalker === true && attacksPlaneswalkerOf(state, e.attacking, s.controller))) &&
              // 508.3a: battalion: at least so many other creatures declared as attackers with it.
              (t.event !== 'attacks' || t.withOthers === undefined || (state.combat?.attackers.length ?? 0) - 1 >= t.withOthers)) ||
            false,
          battlefield(),
          { object: e.object },
        );
        // 702.83a, 506.5: "a creature you control attacks alone" (exalted) refers to that creature.
        each(
          `${e.object} attacks alone`,
          (t, s) => t.event === 'attacksAlone' && subjectIs(state, t.who, s, e.object) && attackedAlone(events, at),
          battlefield(),
          e.object,
        );
        // 508.1, 603.2c: "Whenever one or more creatures attack [you]": once, at the first attacker declared that is one.
        each(
          `${e.object} attacks`,
          (t, s) =>
            t.event === 'creaturesAttack' &&
            !events.slice(batchStart, at).some((d) => d.type === 'attack' && oneOfGroup(state, t, s, d.object, d.attacking)) &&
            oneOfGroup(state, t, s, e.object, e.attacking),
          battlefield(),
          undefined,
          '603.2c',
        );
        // 702.105a: dethrone, when what it attacks is a player with the most life or tied for it.
        each(
          `${e.object} attacks ${e.attacking}`,
          (t, s) => t.event === 'attacksPlayerWithMostLife' && s.id === e.object && attacksPlayerWithMostLife(state, e.attacking),
          battlefield(),
        );
        break;
      case 'block': {
        // 509.3a: "blocks" triggers once, however many creatures it blocks.
        each(
          `${e.object} blocks`,
          (t, s) =>
            ((t.event === 'blocks' && !t.creature && subjectIs(state, t.who, s, e.object)) ||
              ((t.event === 'attacksOrBlocks' || t.event === 'blocksOrBecomesBlocked') && s.id === e.object)) &&
            true,
          battlefield(),
        );
        const blocker = state.battlefield.find((o) => o.id === e.object);
        for (const attacker of e.blocking) {
          // 509.3b, 509.3f: "blocks a creature [with flying]": once for each attacker it blocks, as it is now.
          const blocked = state.battlefield.find((o) => o.id === attacker);
          each(
            `${e.object} blocks ${attacker}`,
            (t, s) =>
              t.event === 'blocks' &&
              t.creature !== undefined &&
              blocked !== undefined &&
              subjectIs(state, t.who, s, e.object) &&
              matchesOption(state, t.creature, { kind: 'object', zone: 'battlefield', object: blocked }, askerOf(s)),
            battlefield(),
            attacker,
            '509.3b',
          );
          // 509.3d: "becomes blocked by a creature" triggers once for each blocker; 509.3f: the blocker as it blocks.
          each(
            `${attacker} becomes blocked by ${e.object}`,
            (t, s) => {
              if (t.event !== 'becomesBlockedByCreature' || s.id !== attacker) return false;
              if (t.by && !(blocker && matchesOption(state, t.by, { kind: 'object', zone: 'battlefield', object: blocker }, askerOf(s))))
                return false;
              return !t.without || !blocker || !keywordsNow(state, blocker).has(t.without);
            },
            battlefield(),
            e.object,
          );
        }
        break;
      }
      case 'blocked':
        // 509.3c, 603.2e: "becomes blocked" triggers once, as the creature becomes blocked.
        each(
          `${e.object} becomes blocked`,
          (t, s) =>
            (t.event === 'becomesBlocked' && subjectIs(state, t.who, s, e.object)) ||
            (t.event === 'blocksOrBecomesBlocked' && s.id === e.object),
          battlefield(),
          // 603.2: "Whenever a creature you control becomes blocked, it ...": the creature that became blocked.
          { object: e.object },
        );
        break;
      case 'unblocked':
        // 509.3g: "attacks and isn't blocked" triggers as blockers are declared, for each attacker no creature blocks.
        each(
          `${e.object} attacks and isn't blocked`,
          (t, s) => t.event === 'attacksUnblocked' && subjectIs(state, t.who, s, e.object),
          battlefield(),
          { object: e.object },
          '509.3g',
        );
        break;
      case 'damage': {
        // 603.2, 603.10: what was on the battlefield as the damage was dealt, the permanents that died of it included.
        const present = (): Source[] => [...battlefield(), ...leftAfter(at)];
        // 603.2c, 510.2: the damage dealt to one object at once (two blockers' combat damage) is one event: "is dealt
        // damage" triggers once for it, "that much" its total. Other damage to it in the same batch may be other events: refused.
        if (!events.slice(batchStart, at).some((d) => d.type === 'damage' && d.target === e.target)) {
          const group = events.slice(at).filter((d): d is typeof e => d.type === 'damage' && d.target === e.target);
          const before = found.length;
          each(
            `${e.target} is dealt damage`,
            (t, s) => t.event === 'dealtDamage' && (!t.combat || e.combat) && subjectIs(state, t.who, s, e.target),
            present(),
            { object: e.target },
          );
          if (found.length > before && group.length > 1 && group.some((d) => !d.combat))
            throw new Unsupported(
              'UNSUPPORTED_TRIGGER',
              msg('603-triggered-abilities.UNSUPPORTED_TRIGGER.dealtEvents', { object: e.target }),
              '603.2c',
            );
          const total = group.reduce((n, d) => n + d.amount, 0);
          for (const f of found.slice(before)) f.x = total;
        }
        const toPlayer = state.players.some((p) => p.id === e.target);
        // 725.2: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."
        if (toPlayer && e.combat && state.monarch === e.target) {
          const monarch = e.target;
          monarchTrigger(ctx, monarch, MONARCH_TAKEN, e.source, (id) =>
            msg('725-monarch.combatDamage', { source: e.source, playerId: monarch, id }),
          );
        }
        const source = (t: Trigger & { who: TriggerSubject }, s: Source) => subjectIs(state, t.who, s, e.source);
        // 603.10a: a creature that dealt the damage and left the battlefield since (it died of combat damage) as it last existed.
        const dealtBy = (who: SelectorOption, s: Source, id: string) => {
          const gone = state.battlefield.some((o) => o.id === id) ? undefined : trace.departed.get(id);
          return gone ? matchesLastKnown(who, gone, askerOf(s)) : subjectIs(state, { matching: who }, s, id);
        };
        // Damage of any kind to a player (an opponent of the source's controller), combat damage to a creature.
        // 120.3a: "Whenever a creature deals damage to you": the creature is what the trigger refers to.
        if (toPlayer)
          each(
            `${e.source} deals damage to ${e.target}`,
            (t, s) =>
              t.event === 'dealsDamageToYou' &&
              (!t.combat || e.combat) &&
              // 303.4m: "to enchanted player": the player the source is attached to.
              (t.enchantedPlayer ? s.attachedTo === e.target : s.controller === e.target) &&
              source(t, s),
            present(),
            { object: e.source },
          );
        if (toPlayer) {
          const before = found.length;
          each(
            `${e.source} deals damage to ${e.target}`,
            (t, s) => t.event === 'dealsDamageToPlayer' && source(t, s) && (!t.opponent || s.controller !== e.target),
            present(),
            e.target, // 603.2: "that player" is the one dealt damage
          );
          // 603.2: "that much" is the damage of this event, fixed as it triggers.
          for (const f of found.slice(before)) f.x = e.amount;
        } else {
          const hit = state.battlefield.find((o) => o.id === e.target);
          const creature = hit ? isCreature(state, hit) : (trace.departed.get(e.target)?.types.includes('Creature') ?? false);
          if (creature) {
            const before = found.length;
            each(
              `${e.source} deals ${e.combat ? 'combat ' : ''}damage to ${e.target}`,
              (t, s) => t.event === 'dealsCombatDamageToCreature' && (e.combat || t.anyDamage === true) && source(t, s),
              present(),
              { object: e.target },
            );
            // 603.2: "that much" is the damage dealt to that creature in this event.
            for (const f of found.slice(before)) f.x = e.amount;
          }
        }
        // 603.2c, 120.1: "deals damage" triggers once for each damage event, with its total (603.2: "that much").
        // Combat damage is one event (510.2); one source's other damage in one batch may be several events: refused.
        if (!events.slice(batchStart, at).some((d) => d.type === 'damage' && d.source === e.source)) {
          const group = events.slice(at).filter((d): d is typeof e => d.type === 'damage' && d.source === e.source);
          const before = found.length;
          each(
            `${e.source} deals damage`,
            (t, s) => t.event === 'dealsDamage' && subjectIs(state, t.who, s, e.source),
            present(),
            undefined,
            '603.2c',
          );
          if (found.length > before && group.length > 1 && group.some((d) => !d.combat))
            throw new Unsupported(
              'UNSUPPORTED_TRIGGER',
              msg('603-triggered-abilities.UNSUPPORTED_TRIGGER.damageEvents', { source: e.source }),
              '603.2c',
            );
          const total = group.reduce((n, d) => n + d.amount, 0);
          for (const f of found.slice(before)) f.x = total;
        }
        // 510.2, 603.2c: "one or more creatures you control deal combat damage to a player": once for each player,
        // at the first combat damage to them from one of those creatures in this step.
        if (e.combat && toPlayer)
          each(
            `${e.source} deals combat damage to ${e.target}`,
            (t, s) =>
              t.event === 'creaturesDealCombatDamageToPlayer' &&
              !events
                .slice(batchStart, at)
                .some((d) => d.type === 'damage' && d.combat && d.target === e.target && dealtBy(t.who, s, d.source)) &&
              dealtBy(t.who, s, e.source),
            present(),
            e.target,
            '603.2c',
          );
        if (e.combat && toPlayer) {
          const before = found.length;
          each(
            `${e.source} deals combat damage to ${e.target}`,
            (t, s) => t.event === 'dealsCombatDamageToPlayer' && source(t, s) && (!t.opponent || s.controller !== e.target),
            present(),
            e.target,
          );
          // 603.2, 510.2: "that many" is the combat damage of this event, fixed as it triggers (Empyreal Voyager).
          for (const f of found.slice(before)) f.x = e.amount;
          // 510.1c, 506.2: "target artifact that player controls" is read as the defending player's (cards/oracle-compiler.ts):
          // combat damage redirected to another player (615.4) is not.
          if (
            e.target !== defendingPlayer(state) &&
            found.slice(before).some((f) => JSON.stringify(f.ability.targets).includes('"defendingPlayer"'))
          )
            throw new Unsupported(
              'UNSUPPORTED_TRIGGER',
              msg('603-triggered-abilities.UNSUPPORTED_TRIGGER.notDefending', { source: e.source, player: e.target }),
              '506.2',
            );
        }
        break;
      }
      case 'cast': {
        const spell = state.stack.find((s) => s.id === e.object);
        each(
          `${e.player} casts ${e.object}`,
          (t, s) => {
            if (t.event !== 'cast') return false;
            const whose = t.whose === 'any' || (t.whose === 'you') === (s.controller === e.player);
            if (!whose) return false;
            // "during your turn" / "during an opponent's turn": the active player as the spell became cast (500.1).
            if (t.during && (t.during === 'your') !== (state.turn.active === s.controller)) return false;
            // 601.2i: "your second spell each turn": the caster's count as this spell became cast.
            if (t.nth !== undefined && castCount(state, events, at, e.player, s.id) !== t.nth) return false;
            // Heroic: the spell's targets as it was cast (601.2c) include this trigger's source.
            if (t.targetsSource) return spell?.targets.includes(s.id) === true;
            if (t.spell) {
              // 601.2i: the spell as it is on the stack once cast (its characteristics there, 613).
              if (!spell?.object)
                throw new Unsupported(
                  'UNSUPPORTED_TRIGGER',
                  msg('603-triggered-abilities.UNSUPPORTED_TRIGGER.gone', { object: e.object, source: s.id }),
                  '603.2',
                );
              return matchesOption(
                state,
                t.spell,
                { kind: 'object', zone: 'stack', object: spell.object, controller: spell.controller, x: spell.x },
                askerOf(s),
              );
            }
            return (t.types === null || t.types.some((x) => e.types.includes(x))) && !(t.notTypes ?? []).some((x) => e.types.includes(x));
          },
          // 113.6m: and the cards in graveyards whose cast trigger works there.
          [...battlefield(), ...graveyardSources(state)],
          { player: e.player, object: e.object },
        );
        if (spell?.object && castSelf(spell.object.card))
          each(
            `${e.player} casts ${e.object}`,
            (t) => t.event === 'castSelf',
            [{ id: spell.id, controller: spell.controller, abilities: triggeredAbilities(spell.object.card) }],
            spell.id,
          );
        break;
      }
      case 'draw':
        // 121.1: a card drawn (121.4: an attempt on an empty library draws nothing).
        if (e.object !== null)
          each(
            `${e.player} draws a card`,
            (t, s) => t.event === 'draws' && (t.whose === 'any' || (t.whose === 'you') === (s.controller === e.player)),
            battlefield(),
            { player: e.player },
          );
        break;
      case 'sacrificed': {
        // 701.21a, 603.10a: the permanent as it last existed; those that left with it, or since, see it too.
        const gone = trace.departed.get(e.object);
        if (!gone) break;
        const others: Source[] = [...trace.departed.values()]
          .filter((d) => d.batch >= gone.batch && d.id !== gone.id && !state.battlefield.some((o) => o.id === d.id))
          .map(departedSource);
        each(
          `${e.player} sacrifices ${gone.card?.name ?? gone.id} (${gone.id})`,
          (t, s) =>
            t.event === 'sacrifices' &&
            (t.whose === 'any' || (t.whose === 'you') === (s.controller === e.player)) &&
            matchesLastKnown(t.what, gone, askerOf(s)),
          [departedSource(gone), ...others, ...battlefield()],
          { object: e.object },
          '701.21a',
        );
        break;
      }
      case 'discard': {
        // 701.9a: "Whenever an opponent discards a card" (702.29d: a cycled card is discarded, once).
        const whose = (t: { whose: 'you' | 'opponent' | 'any' }, s: Source) =>
          t.whose === 'any' || (t.whose === 'you') === (s.controller === e.player);
        each(`${e.player} discards ${e.object}`, (t, s) => t.event === 'discards' && whose(t, s), battlefield(), { player: e.player });
        if (!e.cycled) break;
        each(
          `${e.player} cycles ${e.object}`,
          (t, s) => t.event === 'cycles' && whose(t, s),
          battlefield(),
          { player: e.player },
          '702.29c',
        );
        // 702.29c: "When you cycle CARDNAME" triggers from whatever zone the card went to; 108.4a: its owner controls it there.
        const card = [...state.exile, ...state.players.flatMap((p) => [...p.graveyard, ...p.hand, ...p.library])].find(
          (o) => o.id === e.object,
        );
        if (card?.card)
          each(
            `${e.player} cycles ${e.object}`,
            (t) => t.event === 'cycleSelf',
            [{ id: card.id, controller: card.owner, abilities: triggeredAbilities(cardNow(state, card)) }],
            undefined,
            '702.29c',
          );
        break;
      }
      case 'life':
        // 119.9: one trigger per life gain event (none for 0 life); 603.2: "that much" is the life gained in it.
        if (e.to > e.from) {
          const before = found.length;
          each(`${e.player} gains life`, (t, s) => t.event === 'gainLife' && s.controller === e.player, battlefield());
          for (const f of found.slice(before)) f.x = e.to - e.from;
        }
        break;
      default:
        break;
    }
  }
  stateTriggers(state, battlefield(), trace.departed, (source, ability) =>
    found.push({ source, ability, why: 'the game state matches its condition', rule: '603.8' }),
  );
  for (const f of found) {
    // 603.4: with an intervening "if", the ability triggers only if the condition is true now.
    // 702.56a: "if a replicate cost was paid for it": an intervening "if" on the spell's payments.
    // 702.78a: "if its conspire cost was paid": the same on the conspire payment.
    const unreplicated =
      (f.ability.effects.some((e) => e.kind === 'replicateCopies') &&
        timesReplicated(state.stack.find((s) => s.id === f.source.id) ?? {}) === 0) ||
      (f.ability.effects.some((e) => e.kind === 'conspireCopy') && !conspired(state.stack.find((s) => s.id === f.source.id) ?? {}));
    if (unreplicated || !conditionHolds(state, f.ability.condition, f.source.controller, f.source.id, trace.departed, f.refersTo)) {
      ctx.trace.cite('603.4', 'notTriggered', msg('603-triggered-abilities.notTriggered', { text: f.ability.text, id: f.source.id }));
      continue;
    }
    // 603.4: a condition that holds is what lets it trigger: said, as a false one is.
    if (f.ability.condition)
      ctx.trace.cite('603.4', 'condition', msg('603-triggered-abilities.conditionHolds', { text: f.ability.text, id: f.source.id }));
    // 613.1f: an ability granted by another object is carried as its text (its index: among the abilities the source has now).
    const granted = grantedText(f.ability);
    const index =
      granted !== undefined ? Math.max(0, f.source.abilities.indexOf(f.ability)) : indexOf(state, f.source.id, f.ability, trace.departed);
    const id = freshId(state, `${f.source.id}.trigger.${index}`);
    // 603.3a: controlled by the player who controlled the source as it triggered.
    state.pending.push({
      id,
      source: f.source.id,
      index,
      controller: f.source.controller,
      ordered: false,
      targets: null,
      ...(f.refersTo ? { refersTo: f.refersTo } : {}),
      ...(f.linked ? { linked: f.linked } : {}),
      // 702.40a: storm's count, fixed as it triggers (cascade, 702.85a, another "when you cast this spell", has none).
      ...(f.ability.effects.some((e) => e.kind === 'stormCopies') ? { x: stormCount(state) } : {}),
      ...(f.x !== undefined ? { x: f.x } : {}),
      ...(granted !== undefined ? { granted } : {}),
      ...copyLastKnown(state, f.source.id, trace.departed),
    });
    ctx.trace.cite(
      f.rule ?? triggerRule(state, f.source, f.ability),
      'triggered',
      msg('603-triggered-abilities.triggered', { why: f.why, text: f.ability.text, id: f.source.id, id2: id }),
      [f.source.id],
    );
    if (f.ability.rule)
      ctx.trace.cite(f.ability.rule, 'keyword', msg('603-triggered-abilities.keyword', { text: f.ability.text, rule: f.ability.rule }), [
        f.source.id,
      ]);
    ctx.trace.emit({ type: 'triggered', trigger: id, source: f.source.id, controller: f.source.controller });
  }
  for (const { delayed: d, why } of fired) {
    const id = freshId(state, d.id);
    state.pending.push({
      id,
      source: d.source,
      index: 0,
      controller: d.controller,
      ordered: false,
      targets: null,
      delayed: d.effect,
      // 603.7c: what its text refers to ("it", "that creature").
      ...(d.refersTo !== undefined ? { refersTo: d.refersTo } : {}),
      ...(d.referentLeft ? { referentLeft: true as const } : {}),
    });
    ctx.trace.cite(
      '603.7b',
      'triggered',
      msg('603-triggered-abilities.triggered.2', { why: why, effect: d.effect, id: id, controller: d.controller }),
      [d.source],
    );
    ctx.trace.emit({ type: 'triggered', trigger: id, source: d.source, controller: d.controller });
  }
}

/**
 * 603.8: the state triggers of the permanents on the battlefield whose condition holds now ("When you control no
 * Islands": their controller controls none). One does not trigger again while it waits to be put on the stack or is
 * on it (it triggers again once it has left the stack, if its condition still holds).
 */
function stateTriggers(
  state: GameState,
  sources: Source[],
  departed: Map<string, Departed>,
  add: (source: Source, ability: TriggeredAbility) => void,
): void {
  for (const s of sources)
    for (const a of s.abilities) {
      const t = a.trigger;
      if (t.event !== 'controlsNone' || grantedText(a) !== undefined) continue;
      const index = indexOf(state, s.id, a, departed);
      const waiting =
        state.pending.some((p) => p.source === s.id && p.index === index && p.delayed === undefined && p.granted === undefined) ||
        state.stack.some((x) => x.ability?.triggered && x.ability.source === s.id && x.ability.index === index);
      if (waiting) continue;
      const asker = askerOf(s);
      const any = state.battlefield.some(
        (o) =>
          o.controller === s.controller &&
          !o.phasedOut &&
          matchesOption(state, t.what, { kind: 'object', zone: 'battlefield', object: o }, asker),
      );
      if (!any) add(s, a);
    }
}

/**
 * The rule by which an ability triggers: 603.6c for a leaves-the-battlefield ability ("dies" is
 * one, 700.4), 603.10a when its own source left the battlefield, its ability seen by looking
 * back in time; 603.2 for any other event.
 */
function triggerRule(state: GameState, source: Source, ability: TriggeredAbility): string {
  if (!leavesBattlefield(ability.trigger)) return '603.2';
  return state.battlefield.some((o) => o.id === source.id) ? '603.6c' : '603.10a';
}

/** 725.2: the texts of the monarch's two inherent triggered abilities, carried as the text of a delayed one is (603.7). */
const MONARCH_DRAW = 'Draw a card.';
const MONARCH_TAKEN = 'Its controller becomes the monarch.';

/**
 * 725.2: one of the monarch's inherent triggered abilities triggers. It has no source and is controlled by the player
 * who is the monarch as it triggers (an exception to 113.8); on the board its `source` is that player.
 */
function monarchTrigger(ctx: Ctx, monarch: string, text: string, refersTo: string | undefined, why: (id: string) => Message): void {
  const state = ctx.state;
  const id = freshId(state, `${monarch}.monarch`);
  state.pending.push({
    id,
    source: monarch,
    index: 0,
    controller: monarch,
    ordered: false,
    targets: null,
    delayed: text,
    ...(refersTo !== undefined ? { refersTo } : {}),
  });
  ctx.trace.cite('725.2', 'triggered', why(id), [monarch]);
  ctx.trace.emit({ type: 'triggered', trigger: id, source: monarch, controller: monarch });
}

/** What a delayed triggered ability does, compiled once per text (boards carry it as text). */
const delayedCache = new Map<string, TriggeredAbility | null>();

/** The ability a pending trigger or a triggered ability on the stack stands for: printed on its source, or delayed (603.7). */
export function abilityOfTrigger(
  state: GameState,
  t: {
    source: string;
    index: number;
    delayed?: string;
    granted?: string;
    lastKnown?: { card: CardDefinition };
    modes?: number[] | null;
  },
  departed?: Map<string, Departed>,
): TriggeredAbility | null {
  // 700.2b-c: a modal ability, once its mode is chosen, is that mode's targets and instructions.
  if (t.modes) {
    const a = abilityOfTrigger(state, { ...t, modes: null }, departed);
    return a?.modal ? { ...a, ...chosenModes(a.modal, t.modes) } : a;
  }
  if (t.granted !== undefined) return grantedOfKind(t.granted, 'triggered', compileGranted)[0] ?? null;
  // 113.7a: the source as it last existed, carried by the ability on the stack (a copy that left, 707.2).
  if (t.lastKnown && t.delayed === undefined && !state.battlefield.some((o) => o.id === t.source))
    return triggeredAbilities(t.lastKnown.card)[t.index] ?? null;
  if (t.delayed === undefined) return triggeredAbilityOf(state, t.source, t.index, departed);
  // 603.7c: a delayed ability about an object reads "it" and "that creature" as that object.
  const refers = delayedEffects(t.delayed) === null;
  const key = `${refers ? 'about:' : ''}${t.delayed}`;
  let a = delayedCache.get(key);
  if (a === undefined) {
    const effects = delayedEffects(t.delayed, refers);
    // The trigger event has happened by now: the ability is only its effects.
    a = effects
      ? {
          kind: 'triggered',
          trigger: { event: 'beginningOf', step: 'upkeep', whose: 'each' },
          condition: null,
          targets: [],
          effects,
          text: t.delayed,
        }
      : null;
    if (delayedCache.size > 1000) delayedCache.clear();
    delayedCache.set(key, a);
  }
  return a;
}

/**
 * 603.7a: a resolving spell or ability creates a delayed triggered ability. Its source is the
 * spell (603.7d) or the other ability's source (603.7e); its controller, whoever controlled that.
 */
export function createDelayedTrigger(
  ctx: Ctx,
  creator: { id: string; controller: string; object: GameObject | null; ability: { source: string } | null },
  when: DelayedWhen,
  effect: string,
  refersTo?: string,
  turn?: string,
): void {
  const state = ctx.state;
  const source = creator.object ? creator.id : (creator.ability?.source ?? creator.id);
  const id = freshId(state, `${creator.id}.delayed`);
  state.delayed.push({
    id,
    source,
    controller: creator.controller,
    when,
    effect,
    ...(refersTo !== undefined ? { refersTo } : {}),
    ...(turn !== undefined ? { turn } : {}),
  });
  const moment =
    when === 'that-turn-end-step'
      ? `at the beginning of the end step of the extra turn ${turn ?? ''}`
      : when === 'next-upkeep'
        ? "at the beginning of the next turn's upkeep"
        : when === 'your-next-upkeep'
          ? `at the beginning of ${creator.controller}'s next upkeep`
          : when === 'end-of-combat'
            ? 'at the beginning of the next end of combat step'
            : 'at the beginning of the next end step';
  ctx.trace.cite(
    creator.object ? '603.7d' : '603.7e',
    'delayedTrigger',
    msg('603-triggered-abilities.delayedTrigger', { id: id, effect: effect, moment: moment, controller: creator.controller }),
    [source],
  );
}

function sourceCard(
  state: GameState,
  ctxDeparted: Map<string, { card: CardDefinition | null }> | undefined,
  id: string,
): CardDefinition | null {
  // 603.10a: a source that left the battlefield is looked back at; a copy is its own card again elsewhere (400.7, 707).
  const looked = state.battlefield.some((o) => o.id === id) ? undefined : ctxDeparted?.get(id)?.card;
  if (looked) return looked;
  const everywhere: GameObject[] = [
    ...state.battlefield,
    ...state.exile,
    ...state.command,
    ...state.players.flatMap((p) => [...p.graveyard, ...p.hand, ...p.library]),
    ...state.stack.flatMap((s) => (s.object ? [s.object] : [])),
  ];
  // 612.1: the abilities as the source's text is now.
  const found = everywhere.find((o) => o.id === id);
  return (found ? cardNow(state, found) : null) ?? ctxDeparted?.get(id)?.card ?? null;
}

function indexOf(state: GameState, sourceId: string, ability: TriggeredAbility, departed?: Map<string, Departed>): number {
  const card = sourceCard(state, departed, sourceId);
  const abilities = triggeredAbilities(card);
  // The same ability, else an equal one, else one of the same text: a keyword's triggers may share its
  // text (702.63a vanishing's upkeep and last-counter triggers are both "Vanishing 2").
  let i = abilities.indexOf(ability);
  if (i < 0) {
    const same = JSON.stringify(ability);
    i = abilities.findIndex((a) => JSON.stringify(a) === same);
  }
  if (i < 0) i = abilities.findIndex((a) => a.text === ability.text);
  return Math.max(0, i);
}

/** The triggered ability a pending trigger or a stack entry stands for (113.7a: independent of its source). */
export function triggeredAbilityOf(
  state: GameState,
  source: string,
  index: number,
  departed?: Map<string, Departed>,
): TriggeredAbility | null {
  return triggeredAbilities(sourceCard(state, departed, source))[index] ?? null;
}

function apnap(state: GameState): string[] {
  const n = state.players.length;
  const start = state.players.findIndex((p) => p.id === state.turn.active);
  return Array.from({ length: n }, (_, k) => state.players[(start + k) % n].id);
}

/** The colors of a trigger's source, for protection (702.16b): as it is now, or as it last was. */
function sourceColors(state: GameState, source: string, departed?: Map<string, Departed>): string[] {
  const o = state.battlefield.find((p) => p.id === source);
  if (o) return colorsNow(state, o);
  return departed?.get(source)?.card?.colors ?? sourceCard(state, departed, source)?.colors ?? [];
}

function legalTargets(
  state: GameState,
  specs: Selector[],
  controller: string,
  selfId: string,
  colors: string[],
  source: string,
): string[][] {
  const ids = targetCandidates(state, specs);
  return specs.map((spec) => ids.filter((id) => checkTarget(state, spec, id, controller, colors, selfId, source) === null));
}

/** 700.2c: the targets and instructions of the modes chosen, in the order written; effect targets renumbered. */
function chosenModes(modal: Modal, modes: number[]): { targets: Selector[]; effects: Effect[] } {
  const targets: Selector[] = [];
  const effects: Effect[] = [];
  for (const i of [...modes].sort((a, b) => a - b)) {
    const mode = modal.modes[i];
    if (!mode) continue;
    const offset = targets.length;
    // 115.3: the targets of one word keep their word (its first target's index), renumbered with them.
    targets.push(...mode.targets.map((t) => (t.word !== undefined ? { ...t, word: t.word + offset } : t)));
    for (const e of mode.effects) effects.push('target' in e ? { ...e, target: e.target + offset } : e);
  }
  return { targets, effects };
}

/** 700.2b: the modes that may be chosen: each of whose targets has a legal choice (603.3c). */
function legalModes(state: GameState, modal: Modal, p: PendingTrigger, departed?: Map<string, Departed>): number[] {
  const colors = sourceColors(state, p.source, departed);
  return modal.modes
    .map((m, i) => (legalTargets(state, m.targets, p.controller, p.id, colors, p.source).every((o) => o.length > 0) ? i : -1))
    .filter((i) => i >= 0);
}

/** The choice a player must make before their triggered abilities can go on the stack, if any. */
export function triggerDecision(state: GameState, departed?: Map<string, Departed>): Decision | null {
  const base = `t${state.turn.number}.${state.turn.step}`;
  for (const player of apnap(state)) {
    const mine = state.pending.filter((p) => p.controller === player);
    if (mine.length === 0) continue;
    // Two instances of one ability of one source (702.46b, 702.25b) are the same ability twice: their order does not matter.
    const sameAbility = (p: PendingTrigger) => JSON.stringify(abilityOfTrigger(state, p, departed) ?? p.index);
    const distinct =
      new Set(mine.map((p) => `${p.source}#${sameAbility(p)}#${p.delayed ?? ''}`)).size > 1 ||
      mine.some(
        (p) =>
          p.targets === null &&
          ((abilityOfTrigger(state, p, departed)?.targets.length ?? 0) > 0 ||
            (!p.modes && abilityOfTrigger(state, p, departed)?.modal !== undefined)),
      );
    if (mine.length > 1 && distinct && mine.some((p) => !p.ordered)) {
      return {
        id: `${base}.orderTriggers.${player}`,
        player,
        kind: 'orderTriggers',
        rule: '603.3b',
        options: mine.map((p) => p.id),
        count: mine.length,
      };
    }
    for (const p of mine) {
      let ability = abilityOfTrigger(state, p, departed);
      // 603.3c, 700.2b: the mode of a modal ability is chosen as it is put on the stack, among the legal ones.
      if (ability?.modal && !p.modes) {
        const modes = legalModes(state, ability.modal, p, departed);
        if (modes.length > 1)
          return { id: `${base}.chooseMode.${p.id}`, player, kind: 'chooseMode', rule: '700.2b', options: modes.map(String), count: 1 };
        if (modes.length === 0) continue;
        ability = abilityOfTrigger(state, { ...p, modes }, departed);
      }
      if (!ability || p.targets !== null || ability.targets.length === 0) continue;
      const options = legalTargets(state, ability.targets, p.controller, p.id, sourceColors(state, p.source, departed), p.source);
      if (options.some((o) => o.length === 0) || options.every((o) => o.length === 1)) continue;
      return {
        id: `${base}.chooseTargets.${p.id}`,
        player,
        kind: 'chooseTargets',
        rule: '603.3d',
        options: [...new Set(options.flat())],
        count: ability.targets.length,
      };
    }
    return null;
  }
  return null;
}

/**
 * 603.3b: in APNAP order, each player puts their triggered abilities on the stack, in the order
 * they chose, choosing targets as each goes (603.3d). Stops (returns true) when a choice is needed.
 */
export function putTriggersOnStack(ctx: Ctx): boolean {
  const state = ctx.state;
  // 603.3b: abilities that triggered together go on the stack in APNAP order, each player's in the order they chose.
  const together = state.pending.length > 1;
  while (state.pending.length > 0) {
    if (triggerDecision(state, ctx.trace.departed)) return true;
    const player = apnap(state).find((p) => state.pending.some((t) => t.controller === p));
    if (!player) return false;
    for (const t of state.pending.filter((p) => p.controller === player)) {
      state.pending = state.pending.filter((p) => p !== t);
      let ability = abilityOfTrigger(state, t, ctx.trace.departed);
      if (!ability) {
        // 113.7a: the ability exists without its source; this engine cannot read it once the source is gone.
        throw new Unsupported(
          'UNSUPPORTED_TRIGGER',
          msg('603-triggered-abilities.UNSUPPORTED_TRIGGER', { id: t.id, source: t.source }),
          '113.7a',
        );
      }
      if (ability.modal && !t.modes) {
        // 603.3c: with no legal mode, the ability is removed from the stack; with one, that one is chosen.
        const modes = legalModes(state, ability.modal, t, ctx.trace.departed);
        if (modes.length === 0) {
          ctx.trace.cite(
            '603.3c',
            'noMode',
            msg('603-triggered-abilities.noMode', { text: quotedText(ability.text, state, t.source, t.lastKnown), id: t.id }),
          );
          continue;
        }
        if (modes.length > 1) {
          // Its controller chooses (a chooseMode decision): never guessed.
          state.pending = [t, ...state.pending];
          return true;
        }
        t.modes = [modes[0]];
        ctx.trace.cite(
          '700.2b',
          'chooseMode',
          msg('603-triggered-abilities.chooseMode', { controller: t.controller, text: ability.modal.modes[modes[0]].text, id: t.id }),
          [t.id],
        );
        ability = abilityOfTrigger(state, t, ctx.trace.departed) ?? ability;
      }
      let targets = t.targets ?? [];
      if (ability.targets.length > 0 && t.targets === null) {
        const options = legalTargets(
          state,
          ability.targets,
          t.controller,
          t.id,
          sourceColors(state, t.source, ctx.trace.departed),
          t.source,
        );
        if (options.some((o) => o.length === 0)) {
          ctx.trace.cite(
            '603.3d',
            'noTarget',
            msg('603-triggered-abilities.noTarget', { text: quotedText(ability.text, state, t.source, t.lastKnown), id: t.id }),
          );
          continue;
        }
        targets = options.map((o) => o[0]);
      }
      state.stack.push({
        id: t.id,
        controller: t.controller,
        object: null,
        ability: {
          source: t.source,
          index: t.index,
          triggered: true,
          ...(t.delayed !== undefined ? { delayed: t.delayed } : {}),
          ...(t.granted !== undefined ? { granted: t.granted } : {}),
          ...(t.lastKnown ? { lastKnown: t.lastKnown } : copyLastKnown(state, t.source, ctx.trace.departed)),
        },
        targets,
        x: t.x ?? null,
        modes: t.modes ? [...t.modes] : null,
        ...(t.refersTo ? { refersTo: t.refersTo } : {}),
        ...(t.referentLeft ? { referentLeft: true as const } : {}),
        ...(t.linked ? { linked: [...t.linked] } : {}),
      });
      for (const target of targets) ctx.trace.emit({ type: 'targeted', object: target, by: t.id, controller: t.controller });
      // An ordered trigger was put in order by its controller (603.3b), even when resumed last after a choice of targets.
      const batch = together || t.ordered;
      const order = batch
        ? ` (one of several abilities that triggered together: in APNAP order, then in the order ${t.controller} chose)`
        : '';
      ctx.trace.cite(
        batch ? '603.3b' : '603.3',
        'triggerToStack',
        msg('603-triggered-abilities.triggerToStack', {
          controller: t.controller,
          text: quotedText(ability.text, state, t.source, t.lastKnown),
          id: t.id,
          pValue: targets.length ? `, targeting ${targets.join(', ')}` : '',
          order: order,
        }),
        [t.id, ...targets],
      );
    }
  }
  return false;
}

/**
 * 113.7a, 707.2: a copy that left the battlefield is its own card in its new zone, and a token
 * that left has ceased to exist (704.5d); its triggered ability, pending or on the stack, keeps
 * the card it was, so a later board can still read it.
 */
function copyLastKnown(
  state: GameState,
  source: string,
  departed: Map<string, Departed>,
): { lastKnown?: { card: CardDefinition; inline: boolean } } {
  const looked = departed.get(source)?.card;
  if (!looked || state.battlefield.some((o) => o.id === source)) return {};
  const now = [...state.exile, ...state.players.flatMap((p) => [...p.graveyard, ...p.hand, ...p.library])].find((o) => o.id === source);
  return !now || (now.card && now.card !== looked) ? { lastKnown: { card: looked, inline: true } } : {};
}

/** Answers an orderTriggers, chooseMode or chooseTargets decision. */
export function answerTriggerDecision(state: GameState, decision: Decision, choice: string[]): Violation[] {
  if (decision.kind === 'orderTriggers') {
    const options = new Set(decision.options);
    if (choice.length !== options.size || new Set(choice).size !== choice.length || !choice.every((c) => options.has(c))) {
      return [
        {
          code: 'INVALID_CHOICE',
          rule: '603.3b',
          message: msg('603-triggered-abilities.INVALID_CHOICE', { list: [...options].join(', ') }),
        },
      ];
    }
    const mine = choice.map((id) => state.pending.find((p) => p.id === id) as PendingTrigger);
    for (const p of mine) p.ordered = true;
    const others = state.pending.filter((p) => !options.has(p.id));
    state.pending = [
      ...others.filter((p) => apnap(state).indexOf(p.controller) < apnap(state).indexOf(decision.player)),
      ...mine,
      ...others.filter((p) => apnap(state).indexOf(p.controller) > apnap(state).indexOf(decision.player)),
    ];
    return [];
  }
  if (decision.kind === 'chooseMode') {
    const modeFor = state.pending.find((p) => p.id === decision.id.split('.chooseMode.')[1]);
    if (!modeFor) return [{ code: 'NO_SUCH_DECISION', rule: '603.3c', message: msg('603-triggered-abilities.NO_SUCH_DECISION') }];
    if (choice.length !== 1 || !decision.options?.includes(choice[0]))
      return [
        {
          code: 'INVALID_MODES',
          rule: '700.2b',
          message: msg('603-triggered-abilities.INVALID_MODES', { options: decision.options?.join(', ') }),
        },
      ];
    modeFor.modes = [Number(choice[0])];
    return [];
  }
  const triggerId = decision.id.split('.chooseTargets.')[1];
  const pending = state.pending.find((p) => p.id === triggerId);
  let ability = pending ? abilityOfTrigger(state, pending) : null;
  if (!pending || !ability) return [{ code: 'NO_SUCH_DECISION', rule: '603.3d', message: msg('603-triggered-abilities.NO_SUCH_DECISION') }];
  // 700.2b: a modal ability whose only legal mode asks for targets: that mode is the one chosen.
  if (ability.modal && !pending.modes) {
    const modes = legalModes(state, ability.modal, pending);
    if (modes.length === 1) pending.modes = modes;
    ability = abilityOfTrigger(state, pending) ?? ability;
  }
  if (choice.length !== ability.targets.length)
    return [
      {
        code: 'WRONG_TARGET_COUNT',
        rule: '601.2c',
        message: msg('603-triggered-abilities.WRONG_TARGET_COUNT', {
          text: quotedText(ability.text, state, pending.source, pending.lastKnown),
          length: ability.targets.length,
        }),
      },
    ];
  for (let i = 0; i < choice.length; i++) {
    const v = checkTarget(
      state,
      ability.targets[i],
      choice[i],
      pending.controller,
      sourceColors(state, pending.source),
      pending.id,
      pending.source,
    );
    if (v) return [v];
  }
  pending.targets = [...choice];
  return [];
}
