import { BASIC_LAND_TYPES } from '../cards/land-types';
import { tapOrUntapChoiceRefusal } from '../effects/tap';
import { waitsForCopyTargets } from '../rules/707.10-copy-spell';
import { newTargetChoiceRefusal } from '../rules/115.7-change-targets';
import { unlessPayer } from '../rules/118.12-unless-pays';
import { controlMismatches, layeredController } from '../rules/613-control';
import { cardName, listed, Message, msg } from '../trace/message';
import type { EnteringChosen, RestrictedMana } from './types';
import { CardCatalog, CardDefinition, Color, colorsOfCost, isPermanentCard } from '../cards/card';
import { compiled, notUnderstood, notUnderstoodMessage, worksInGraveyard } from '../cards/compiled';
import { emptyPool, ManaPool, MANA_TYPES, parsePool, poolSize } from '../cards/mana';
import { parseSpendRestriction } from '../cards/grammar/mana-spending';
import { fail, ok, Result } from '../result';
import { SetupError } from './setup-error';
import { activatedAbilities } from '../rules/602-activating-abilities';
import { newObject } from './zones';
import { newEmblem } from '../rules/114-emblems';
import { emblemAbilitiesUnderstood } from '../cards/emblem';
import { compileGranted, delayedEffects, IMPLEMENTED_KEYWORDS } from '../cards/oracle-compiler';
import { grantedOfKind } from '../cards/grammar/granted-abilities';
import {
  CombatState,
  ContinuousEffect,
  DELAYED_WHEN,
  DelayedTrigger,
  DelayedWhen,
  Duration,
  EFFECT_KINDS,
  EffectKind,
  ExtraTurn,
  GameObject,
  PendingTrigger,
  GameState,
  PlayerState,
  SpellReplacementChoice,
  StackObject,
  SplicedCard,
  Step,
  AdditionalPhase,
  STEPS,
  TurnState,
} from './types';
import { ADDITIONAL_COSTS, AdditionalCost } from '../actions/action';
import { turnFaceDown } from '../rules/708-face-down';
import { backFaceOf, dfcFaces, isBackFace, linkBackFace } from '../cards/double-faced';
import { linkSplitHalves, splitHalfNames, splitHalvesOf } from '../cards/split';
import { becomeFused, fusedSpellOf, hasFuse } from '../keywords/702.102-fuse';
import { countExpr } from '../cards/grammar/characteristic-defining';
import { withTextNow } from '../rules/612-text-changing';
import { wordClass } from '../cards/grammar/text-changing';
import { checkAdditionalCosts, chosenSpell, spellAbility } from '../rules/601-casting-spells';
import { checkDivision } from '../rules/601.2d-division';
import { ALTERNATIVE_COST_KEYWORDS, AlternativeCostKeyword, Modal } from '../cards/ability';
import { amplifyInstances } from '../keywords/702.38-amplify';
import { alternativeCostOf } from '../keywords/alternative-costs';
import { becomeBestowed } from '../keywords/702.103-bestow';
import { characteristicsOf } from '../rules/613-layers';
import { isModularTrigger } from '../keywords/702.43-modular';
import { spliceCost, splicedCard, withSplices } from '../keywords/702.47-splice';
import { checkAssignDamage } from '../rules/510-combat-damage';
import { Unsupported } from '../unsupported';
import { abilityOfTrigger } from '../rules/603-triggered-abilities';
import { mayChooseNotToUntap } from '../rules/502-untap-step';
import * as W from '../wire/schema';
import '../keywords/phrases'; // the keywords written in the card language (cards/keyword-table.ts)
import { readPendingChoice, waitingFor } from './pending-choice';
import { choiceRefusal, colorChoiceRefusal, optionalChooser, resolvingEffects, typeChoiceRefusal } from '../effects/choose';
import { isKinshipAt } from '../effects/kinship';
import { sourceChoiceRefusal } from '../rules/615.8-source-shields';
import { counterChoiceRefusal } from '../keywords/701.39-bolster';
import { scryAmount, scryChoiceRefusal } from '../rules/701.22-scry';
import { handCardChoiceRefusal } from '../effects/reveal-hand';
import { lookChoiceRefusal, lookEffectAt } from '../effects/look-at-library';
import { searchChoiceRefusal } from '../rules/701.23-search';
import { chosenRefusal, enteringChoiceRefusal } from '../rules/614.12-entering-choices';
import { devourChoiceRefusal } from '../keywords/702.82-devour';
import { linkedExiles } from '../rules/607-linked-abilities';

type Json = unknown;
type Obj = Record<string, Json>;

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Counts on a board (life, damage, counters, P/T changes, ...) are integers of at most a billion in size:
 * sums of them then stay exact and finite (a power of 1e308 + 2 would be Infinity, sent back as null).
 */
const MAX_MAGNITUDE = 1e9;
const isInt = (v: Json): v is number => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= MAX_MAGNITUDE;

/** The fields each object of the board may have: its schema's (wire/schema.ts), so that the two never drift apart. */
const keysOf = (...schemas: { properties: object }[]): Set<string> => new Set(schemas.flatMap((s) => Object.keys(s.properties)));
const PLAYER_KEYS = keysOf(W.Player);
const RESTRICTED_MANA_KEYS = new Set(['mana', 'spendOnly']);
const ZONE_ENTRY_KEYS = keysOf(W.ZoneCard, W.HiddenCard);
const EMBLEM_KEYS = keysOf(W.Emblem);
const PERMANENT_KEYS = keysOf(W.Permanent);
const STACK_KEYS = keysOf(W.StackEntry);
const STACK_ABILITY_KEYS = keysOf(W.StackAbility);
const CARD_KEYS = keysOf(W.InlineCard);
const TURN_KEYS = keysOf(W.Turn);
const EXTRA_TURN_NOW_KEYS = new Set(['id', 'after']);
const EXTRA_TURN_KEYS = new Set(['id', 'player']);
const BOARD_KEYS = keysOf(W.Board);
const DELAYED_KEYS = keysOf(W.DelayedTrigger);
const EFFECT_KEYS = keysOf(W.Effect);
const PENDING_KEYS = keysOf(W.PendingTrigger);
const COMBAT_KEYS = keysOf(W.Combat);
const HIDDEN_ZONE_KEYS = keysOf(W.HiddenZone);
const DURATIONS: Duration[] = [
  'until-end-of-turn',
  'this-turn',
  'until-end-of-combat',
  'until-your-next-turn',
  'while-source-tapped',
  'while-you-control-source',
  'permanent',
];
const COLORS: Color[] = ['W', 'U', 'B', 'R', 'G'];

/**
 * Reads a board (CONTRACT §1) into a validated game state, filling in the defaults the rules
 * give (20 life, 103.4; an empty mana pool; ...). Collects every error rather than stopping.
 */
export function parseBoard(raw: Json, catalog: CardCatalog, options: ParseOptions = {}): Result<GameState, SetupError> {
  const p = new BoardParser(catalog, options);
  const state = p.board(raw);
  return p.errors.length > 0 || !state ? fail(p.errors) : ok(state);
}

export interface ParseOptions {
  /** Accept cards whose text the engine does not understand; that text is then ignored and reported here. */
  allowUnsupported?: boolean;
  warnings?: Message[];
}

class BoardParser {
  readonly errors: SetupError[] = [];
  /** Where each stack entry's pending choice was read (a refusal names the field the client gave). */
  private readonly choicePaths = new Map<StackObject, string>();
  /** Where each permanent's `chosen` was read (614.12a), for a refusal. */
  private readonly chosenAt = new Map<EnteringChosen, string>();
  /** Explicit ids, gathered first so that generated ids never collide with them. */
  private readonly explicitIds = new Set<string>();
  private readonly seenIds = new Map<string, string>();
  private maxTimestamp = 0;
  private readonly cardCache = new Map<string, CardDefinition | undefined>();

  constructor(
    private readonly catalog: CardCatalog,
    private readonly options: ParseOptions,
  ) {}

  /**
   * A card whose text matters now (on the battlefield or the stack; in a graveyard, the lines that
   * work from there) must be understood (never blank).
   */
  private requireUnderstood(def: CardDefinition, path: string, matters?: (line: string) => boolean): void {
    const text = notUnderstood(def, matters);
    if (text.length === 0) return;
    const message = notUnderstoodMessage(def, text);
    if (this.options.allowUnsupported) this.options.warnings?.push(msg('parse.ignored', { path, message }));
    else this.errors.push({ kind: 'rule', code: 'UNSUPPORTED_CARD', path, message });
  }

  shape(path: string, message: Message, code = 'INVALID_FIELD'): void {
    this.errors.push({ kind: 'shape', code, path, message });
  }

  rule(path: string, code: string, rule: string, message: Message): void {
    this.errors.push({ kind: 'rule', code, path, message, rule });
  }

  board(raw: Json): GameState | null {
    if (!isObj(raw)) {
      this.shape('state', msg('parse.theBoardMustBeAn'));
      return null;
    }
    this.unknownKeys(raw, BOARD_KEYS, 'state');
    if (raw.format !== undefined && raw.format !== 'board/1') this.shape('state.format', msg('parse.onlyBoardIsSupported'));

    this.collectExplicitIds(raw);

    const playersRaw = raw.players;
    if (!Array.isArray(playersRaw)) {
      this.shape('state.players', msg('parse.requiredTheListOfPlayers'));
      return null;
    }
    const players: PlayerState[] = [];
    playersRaw.forEach((pr, i) => {
      const pl = this.player(pr, `state.players[${i}]`);
      if (pl) players.push(pl);
    });
    if (players.length !== playersRaw.length) return null;
    if (players.length < 2) this.rule('state.players', 'TOO_FEW_PLAYERS', '100.1', msg('parse.aGameOfMagicHas'));
    if (players.length > 2) {
      this.errors.push({
        kind: 'rule',
        code: 'UNSUPPORTED_MULTIPLAYER',
        path: 'state.players',
        rule: '100.1b',
        message: msg('parse.multiplayer'),
      });
    }
    const playerIds = new Set(players.map((pl) => pl.id));

    const battlefield = this.list(raw.battlefield, 'state.battlefield', (e, path, i) => this.permanent(e, path, i, playerIds));
    const stack = this.list(raw.stack, 'state.stack', (e, path, i) => this.stackObject(e, path, i, playerIds));
    const exile = this.list(raw.exile, 'state.exile', (e, path, i) => this.zoneCard(e, path, `exile.${i}`, null, playerIds, false));
    const command = this.list(raw.command, 'state.command', (e, path, i) =>
      isObj(e) && e.emblem !== undefined
        ? this.emblem(e, path, i, playerIds)
        : this.zoneCard(e, path, `command.${i}`, null, playerIds, false),
    );
    const turn = this.turn(raw.turn, players);
    // 601.2i, 500.2: the spells on the stack, copies aside (707.10), were cast this turn: storm counts them (702.40a).
    const castOnStack = stack.filter((s) => s.object !== null && !s.copy).length;
    if (turn && turn.spellsCast < castOnStack) {
      if (isObj(raw.turn) && raw.turn.spellsCast !== undefined)
        this.rule(
          'state.turn.spellsCast',
          'SPELLS_CAST_TOO_FEW',
          '601.2i',
          msg('parse.SPELLS_CAST_TOO_FEW', { count: castOnStack, given: turn.spellsCast }),
        );
      else turn.spellsCast = castOnStack;
    }
    // 702.26b, 506.4: a phased-out permanent is not in combat.
    const phasedIn = battlefield.filter((o) => !o.phasedOut);
    const priorityNamed = isObj(raw.turn) && typeof raw.turn.priority === 'string';
    const combat =
      this.combat(raw.combat, turn, phasedIn, priorityNamed) ??
      (turn && COMBAT_STEPS.has(turn.step) ? this.combat({}, turn, phasedIn, priorityNamed) : null);
    if (turn && combat && awaitingDeclaration(turn.step, combat)) {
      // 508.1, 509.1: declarations are turn-based actions made before anyone receives priority (508.2, 509.2):
      // a board that leaves priority out of a step still waiting for its declaration gives it to nobody.
      turn.priority = null;
    }
    const effects = this.list(raw.effects, 'state.effects', (e, path, i) => this.effect(e, path, i, playerIds));
    const pending = this.list(raw.pending, 'state.pending', (e, path) => this.pendingTrigger(e, path, playerIds));
    const delayed = this.list(raw.delayed, 'state.delayed', (e, path) => this.delayedTrigger(e, path, playerIds));
    this.requireStormCounts(stack, pending);
    if (raw.seed !== undefined && typeof raw.seed !== 'string') this.shape('state.seed', msg('parse.mustBeAString'));

    // Ownership needs every player known, so owners of player-zone cards are checked here.
    for (const obj of battlefield) this.checkPlayerRef(obj.owner, playerIds, `state.battlefield(${obj.id}).owner`);
    // 303.4b, 702.5d: an Aura that can enchant only players is attached to a player of the game (one who has left it
    // is still listed, 303.4c); an id naming no player nor any object of the board is no board.
    for (const obj of battlefield)
      if (
        obj.attachedTo !== null &&
        obj.card &&
        !playerIds.has(obj.attachedTo) &&
        !this.seenIds.has(obj.attachedTo) &&
        compiled(obj.card).abilities.some((a) => a.kind === 'enchant' && a.target.options.every((o) => o.kind === 'player'))
      )
        this.rule(
          `state.battlefield(${obj.id}).attachedTo`,
          'UNKNOWN_ATTACHMENT',
          '303.4b',
          msg('parse.UNKNOWN_ATTACHMENT', { id: obj.attachedTo }),
        );

    if (!turn) return null;
    const state: GameState = {
      players,
      // 702.26b: phased-out permanents are kept apart (see GameState.phasedOut).
      battlefield: battlefield.filter((o) => !o.phasedOut),
      phasedOut: battlefield.filter((o) => o.phasedOut),
      stack,
      exile,
      command,
      turn,
      combat,
      effects,
      pending,
      delayed,
      seed: typeof raw.seed === 'string' ? raw.seed : '',
      nextTimestamp: this.maxTimestamp + 1,
    };
    // 500.7: the extra turns to come, the most recently created first.
    const extraTurns = this.list(raw.extraTurns, 'state.extraTurns', (e, path) => this.extraTurn(e, path, playerIds));
    if (extraTurns.length > 0) state.extraTurns = extraTurns;
    this.checkDelayedTurns(state, raw.delayed);
    // 725.1: the monarch is a player of the game (null: there is none).
    if (raw.monarch !== undefined && raw.monarch !== null) {
      if (typeof raw.monarch !== 'string' || raw.monarch === '') this.shape('state.monarch', msg('parse.anId'));
      else {
        this.checkPlayerRef(raw.monarch, playerIds, 'state.monarch');
        state.monarch = raw.monarch;
      }
    }
    if (this.errors.length === 0) this.checkControl(state);
    if (this.errors.length === 0) this.checkDamageAssigned(state);
    if (this.errors.length === 0) this.checkAwaitingChoices(state);
    if (this.errors.length === 0) this.checkTriggerModes(state);
    if (this.errors.length === 0) this.checkTriggerReferents(state);
    if (this.errors.length === 0) this.checkSpellPayments(state);
    if (this.errors.length === 0) this.checkStackX(state);
    if (this.errors.length === 0) this.checkAwaitingReplacements(state);
    if (this.errors.length === 0) this.checkActivatedThisTurn(state);
    if (this.errors.length === 0) this.checkSpellTargetCount(state);
    if (this.errors.length === 0) this.checkEnteringChoices(state);
    if (this.errors.length === 0) this.checkPairs(state);
    if (this.errors.length === 0) this.checkExiledWith(state);
    if (this.errors.length === 0) this.checkKeepTapped(state);
    return state;
  }

  /** 601.2c: a spell on the stack has at most the targets its text (and modes, 700.2c) asks for; an Aura, one (303.4a). */
  private checkSpellTargetCount(state: GameState): void {
    state.stack.forEach((s, i) => {
      if (!s.object?.card || s.targets.length === 0) return;
      const base = spellAbility(withTextNow(state, s.object, s), s.alternativeCost);
      const allowed = base
        ? chosenSpell(base, s.modes).targets.length
        : compiled(s.object.card).abilities.some((a) => a.kind === 'enchant')
          ? 1
          : 0;
      if (s.targets.length > allowed) {
        this.rule(
          `state.stack[${i}].targets`,
          'TOO_MANY_TARGETS',
          '601.2c',
          msg('parse.TOO_MANY_TARGETS', { name: cardName(s.object.card), id: s.id, allowed, given: s.targets.length }),
        );
      }
    });
  }

  /** 502.3: `keepTapped` only on a permanent whose own ability lets its controller choose not to untap it. */
  private checkKeepTapped(state: GameState): void {
    const kept = state.battlefield.filter((o) => o.keepTapped);
    if (kept.length === 0) return;
    for (const o of kept)
      if (!mayChooseNotToUntap(state, o))
        this.rule(
          `state.battlefield(${o.id}).keepTapped`,
          'NO_UNTAP_CHOICE',
          '502.3',
          msg('parse.NO_UNTAP_CHOICE', { name: o.card ? cardName(o.card) : o.id }),
        );
  }

  /** 602.5b: `activatedThisTurn` names only the permanent's "Activate only once each turn" ("no more than twice") abilities. */
  private checkActivatedThisTurn(state: GameState): void {
    for (const o of state.battlefield) {
      if (!o.activatedThisTurn) continue;
      const abilities = activatedAbilities(state, o);
      for (const i of o.activatedThisTurn) {
        const a = abilities[i];
        const limited =
          (a?.kind === 'activated' && (a.oncePerTurn || a.restrictions?.maxPerTurn !== undefined)) ||
          (a?.kind === 'mana' && a.restrictions?.maxPerTurn !== undefined);
        if (!limited) {
          this.rule(
            `state.battlefield(${o.id}).activatedThisTurn`,
            'NOT_ONCE_EACH_TURN',
            '602.5b',
            msg('parse.NOT_ONCE_EACH_TURN', { index: i, name: o.card ? cardName(o.card) : o.id }),
          );
        }
      }
    }
  }

  /**
   * 616.1: a 616.1 order is awaited only by the resolving spell (the top of the stack) at one of its effects that deals damage
   * or gains life, and by combat damage only in a combat damage step (510.2).
   */
  private checkAwaitingReplacements(state: GameState): void {
    state.stack.forEach((s, i) => {
      if (!s.awaitingReplacement) return;
      const base = s.object ? spellAbility(withTextNow(state, s.object, s), s.alternativeCost) : null;
      const effect = base ? chosenSpell(base, s.modes).effects[s.awaitingReplacement.next] : undefined;
      if (
        i !== state.stack.length - 1 ||
        !effect ||
        !(effect.kind === 'damage' || effect.kind === 'gainLife' || effect.kind === 'targetGainsLife' || effect.kind === 'life')
      ) {
        this.rule(
          `state.stack[${i}].awaitingReplacement`,
          'NOTHING_TO_ORDER',
          '616.1',
          msg('parse.NOTHING_TO_ORDER', { id: s.id, next: s.awaitingReplacement.next }),
        );
      }
    });
    const step = state.turn.step;
    if (state.combat?.awaitingReplacement && step !== 'first-strike-damage' && step !== 'combat-damage') {
      this.rule('state.combat.awaitingReplacement', 'NOTHING_TO_ORDER', '510.2', msg('parse.NOTHING_TO_ORDER.step', { step }));
    } else if (state.combat?.awaitingReplacement && state.stack.some((s) => s.awaitingReplacement)) {
      this.rule('state.combat.awaitingReplacement', 'NOTHING_TO_ORDER', '616.1', msg('parse.aSpellOnTheStack'));
    }
  }

  /** 613.1b: the controllers the board states must be those its control-changing effects give. */
  private checkControl(state: GameState): void {
    for (const m of controlMismatches(state))
      this.rule(`state.battlefield(${m.id}).controller`, 'CONTROLLER_MISMATCH', '613.1b', m.message);
    // 110.2: without a stated one, the controller it returns to is its owner (kept only when it is another player).
    for (const o of state.battlefield)
      if (o.baseController === undefined && o.owner !== o.controller && layeredController(state, o).by !== null) o.baseController = o.owner;
  }

  /**
   * 700.2b, 603.3c: a modal triggered ability has its mode chosen as it is put on the stack (one of its own);
   * pending, its targets come after that choice (700.2c, 603.3d); an ability that is not modal has no mode (700.2).
   */
  private checkTriggerModes(state: GameState): void {
    const check = (
      path: string,
      base: { text: string; modal?: Modal } | null,
      modes: number[] | null | undefined,
      required: boolean,
      rule: string,
    ): void => {
      if (!base) return;
      const modal = base.modal;
      if (!modal) {
        if (modes && modes.length > 0) this.rule(`${path}.modes`, 'NOT_MODAL', '700.2', msg('parse.NOT_MODAL', { text: base.text }));
        return;
      }
      if (!modes) {
        if (required)
          this.rule(
            `${path}.modes`,
            'INVALID_MODES',
            rule,
            msg('parse.INVALID_MODES.missing', { text: base.text, rule: rule === '700.2b' ? '603.3c' : '601.2b' }),
          );
        return;
      }
      if (
        modes.length < modal.min ||
        modes.length > modal.max ||
        (!modal.repeatable && new Set(modes).size !== modes.length) ||
        modes.some((m) => m >= modal.modes.length)
      ) {
        this.rule(
          `${path}.modes`,
          'INVALID_MODES',
          rule,
          msg('parse.INVALID_MODES.count', {
            text: base.text,
            last: modal.modes.length - 1,
            count: modal.min === modal.max ? modal.min : `${modal.min} to ${modal.max}`,
          }),
        );
      }
    };
    state.stack.forEach((s, i) => {
      if (s.ability?.triggered) check(`state.stack[${i}]`, abilityOfTrigger(state, { ...s.ability, modes: null }), s.modes, true, '700.2b');
      // 700.2a, 601.2b: a modal spell's modes were chosen as it was cast; 702.42a: entwined, all of them.
      const spell = s.object ? spellAbility(withTextNow(state, s.object, s), s.alternativeCost) : null;
      if (!spell) return;
      const entwined = spell.modal && s.additionalCosts?.includes('entwine') ? spell.modal.modes.length : 0;
      check(
        `state.stack[${i}]`,
        entwined ? { text: spell.text, modal: { ...(spell.modal as Modal), min: entwined, max: entwined } } : spell,
        s.modes,
        true,
        entwined ? '702.42a' : '700.2a',
      );
    });
    state.pending.forEach((p, i) => {
      const base = abilityOfTrigger(state, { ...p, modes: null });
      check(`state.pending[${i}]`, base, p.modes, false, '700.2b');
      if (base?.modal && !p.modes && p.targets !== null)
        this.rule(`state.pending[${i}].targets`, 'TARGETS_BEFORE_MODE', '700.2c', msg('parse.TARGETS_BEFORE_MODE', { text: base.text }));
    });
  }

  /**
   * 702.83a, 603.2: an exalted trigger refers to the creature that attacked alone, an evolve trigger
   * (702.100a) to the creature that entered: the board names it ("refersTo").
   */
  private checkTriggerReferents(state: GameState): void {
    const refers = (ability: ReturnType<typeof abilityOfTrigger>): string | null =>
      ability?.effects.some((e) => e.kind === 'modifyAttackerPT')
        ? '702.83a'
        : ability?.condition?.kind === 'referredGreaterPowerOrToughness'
          ? '702.100a'
          : null;
    const message = (id: string, rule: string) =>
      msg(rule === '702.100a' ? 'parse.MISSING_EVOLVE_REFERENT' : 'parse.MISSING_REFERENT', { id });
    state.stack.forEach((s, i) => {
      const rule = s.ability?.triggered && !s.refersTo ? refers(abilityOfTrigger(state, { ...s.ability, modes: s.modes })) : null;
      if (rule) this.rule(`state.stack[${i}].refersTo`, 'MISSING_REFERENT', rule, message(s.id, rule));
    });
    state.pending.forEach((p, i) => {
      const rule = p.refersTo ? null : refers(abilityOfTrigger(state, p));
      if (rule) this.rule(`state.pending[${i}].refersTo`, 'MISSING_REFERENT', rule, message(p.id, rule));
    });
    // 603.2: "Whenever CARDNAME deals damage, you gain that much life": the amount dealt, fixed as it triggered ("x").
    // 603.2: "Whenever CARDNAME is dealt damage, it deals that much damage ...", "... deals combat damage to a player, draw
    // that many cards": the same, where the text reads the amount (its X).
    const AMOUNT = ['dealtDamage', 'dealsCombatDamageToPlayer', 'dealsDamageToPlayer', 'dealsCombatDamageToCreature'];
    const amount = (ability: ReturnType<typeof abilityOfTrigger>): boolean =>
      ability?.trigger.event === 'dealsDamage' ||
      (ability !== null &&
        ability !== undefined &&
        AMOUNT.includes(ability.trigger.event) &&
        JSON.stringify([ability.effects, ability.targets]).includes('"kind":"x"'));
    const noAmount = (id: string) => msg('parse.MISSING_DAMAGE_AMOUNT', { id });
    state.stack.forEach((s, i) => {
      if (s.ability?.triggered && s.x === null && amount(abilityOfTrigger(state, { ...s.ability, modes: s.modes })))
        this.rule(`state.stack[${i}].x`, 'MISSING_REFERENT', '603.2', noAmount(s.id));
    });
    state.pending.forEach((p, i) => {
      if (p.x === undefined && amount(abilityOfTrigger(state, p)))
        this.rule(`state.pending[${i}].x`, 'MISSING_REFERENT', '603.2', noAmount(p.id));
    });
    // 702.43a, 603.10a: modular's number of +1/+1 counters, fixed as it triggered from the permanent as it last existed ("x").
    const noCounters = (id: string) => msg('parse.MISSING_MODULAR_AMOUNT', { id });
    state.stack.forEach((s, i) => {
      if (s.ability?.triggered && s.x === null && isModularTrigger(abilityOfTrigger(state, { ...s.ability, modes: s.modes })))
        this.rule(`state.stack[${i}].x`, 'MISSING_REFERENT', '702.43a', noCounters(s.id));
    });
    state.pending.forEach((p, i) => {
      if (p.x === undefined && isModularTrigger(abilityOfTrigger(state, p)))
        this.rule(`state.pending[${i}].x`, 'MISSING_REFERENT', '702.43a', noCounters(p.id));
    });
  }

  /** 608.2d: an ability waits for a "you may" answer only if it has one ("You may ...", provoke 702.39a, madness 702.35a). */
  private checkAwaitingChoices(state: GameState): void {
    state.stack.forEach((s, i) => {
      // 701.22a: a scry waits on the top spell, at a scry effect, for its controller.
      const scry = scryChoiceRefusal(state, s, i, scryAmount(state, s, waitingFor(s, 'scry')?.next ?? -1));
      const refusal =
        scry ??
        searchChoiceRefusal(state, s, i) ??
        handCardChoiceRefusal(state, s, i) ??
        lookChoiceRefusal(state, s, i) ??
        enteringChoiceRefusal(state, s, i) ??
        devourChoiceRefusal(state, s, i) ??
        colorChoiceRefusal(state, s, i) ??
        typeChoiceRefusal(state, s, i) ??
        (s.pendingChoice?.kind === 'damageSource' ? sourceChoiceRefusal(state, s, i, resolvingEffects(state, s)) : null) ??
        counterChoiceRefusal(state, s, i) ??
        (s.pendingChoice?.kind === 'tapOrUntap' ? tapOrUntapChoiceRefusal(state, s, i, resolvingEffects(state, s)) : null) ??
        newTargetChoiceRefusal(state, s, i) ??
        choiceRefusal(state, s, i === state.stack.length - 1);
      if (refusal) this.rule(this.choicePaths.get(s) ?? `state.stack[${i}].pendingChoice`, refusal.code, refusal.rule, refusal.message);
      const choice = waitingFor(s, 'yesNo');
      if (!choice) return;
      const at = this.choicePaths.get(s) ?? `state.stack[${i}].pendingChoice`;
      // 701.24a: Ponder's "You may shuffle your library", asked after the look's reorder (on the top spell).
      if (choice.next !== undefined) {
        const look = lookEffectAt(state, s, choice.next);
        // 207.2c kinship's "you may reveal it" (an ability's, on top) is a yes/no at its instruction too.
        const kinship = !s.object && i === state.stack.length - 1 && isKinshipAt(resolvingEffects(state, s), choice.next);
        // 707.10c: a spell's "You may choose new targets for the copy" (on the top spell, the copied spell still there).
        const copy = waitsForCopyTargets(state, s, i);
        if (!kinship && !copy && (!s.object || i !== state.stack.length - 1 || !look?.mayShuffle))
          this.rule(at, 'NOTHING_OPTIONAL', '608.2d', msg('parse.NOTHING_OPTIONAL', { id: s.id }));
        else if (choice.player !== s.controller)
          this.rule(
            at,
            'NOT_CONTROLLER',
            '608.2d',
            msg('parse.NOT_CONTROLLER.youMay', { id: s.id, controller: s.controller, player: choice.player }),
          );
        return;
      }
      const ability = s.ability?.triggered ? abilityOfTrigger(state, { ...s.ability, modes: s.modes }) : null;
      if (
        !ability?.effects.some(
          (e) =>
            e.kind === 'provoke' ||
            e.kind === 'madnessCast' ||
            e.kind === 'castWithoutPaying' ||
            e.kind === 'cascade' ||
            e.kind === 'optional',
        )
      ) {
        this.rule(at, 'NOTHING_OPTIONAL', '608.2d', msg('parse.NOTHING_OPTIONAL', { id: s.id }));
      } else if (choice.player !== (optionalChooser(state, s, ability.effects) ?? s.controller)) {
        // 608.2d, 603.3a: the player who applies the effect (the ability's controller) makes its choices; "defending
        // player may" is the defending player's (608.2d: the player the instruction names).
        const chooser = optionalChooser(state, s, ability.effects) ?? s.controller;
        const key = chooser === s.controller ? 'parse.NOT_CONTROLLER.youMay' : 'parse.NOT_CONTROLLER.theyMay';
        this.rule(at, 'NOT_CONTROLLER', '608.2d', msg(key, { id: s.id, controller: chooser, player: choice.player }));
      }
    });
  }

  /** 107.3a, 107.3m: a spell's X was announced as it was cast; its "enters with X counters" uses it. */
  private checkStackX(state: GameState): void {
    state.stack.forEach((s, i) => {
      if (
        s.object?.card &&
        s.x === null &&
        /\{X\}/.test(s.object.card.manaCost) &&
        compiled(s.object.card).abilities.some((a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'entersWithCounters' && e.x))
      ) {
        this.rule(`state.stack[${i}].x`, 'MISSING_X', '107.3a', msg('parse.MISSING_X', { id: s.id }));
      }
    });
  }

  /**
   * 118.12a: a spell waits for a payment only while resolving (on top of the stack) at its "counter target spell
   * unless its controller pays", and only the controller of that target spell pays.
   */
  private checkSpellPayments(state: GameState): void {
    state.stack.forEach((s, i) => {
      const choice = waitingFor(s, 'payment');
      if (!s.object || !choice) return;
      const at = this.choicePaths.get(s) ?? `state.stack[${i}].pendingChoice`;
      const base = spellAbility(withTextNow(state, s.object, s), s.alternativeCost);
      const effects = base ? chosenSpell(base, s.modes).effects : [];
      const last = effects[effects.length - 1];
      // 118.12a: "[effect] unless [a player] pays": the player who may pay (unlessPayer).
      const general = effects.find((e) => e.kind === 'unlessPays');
      if (general?.kind === 'unlessPays') {
        const payer = unlessPayer(state, s, general);
        if (i !== state.stack.length - 1 || !payer) this.rule(at, 'NOTHING_TO_PAY', '118.12a', msg('parse.NOTHING_TO_PAY', { id: s.id }));
        else if (choice.player !== payer)
          this.rule(
            at,
            'NOT_CONTROLLER',
            '118.12a',
            msg('parse.NOT_CONTROLLER.pay', {
              id: 'target' in general ? s.targets[general.target] : s.id,
              controller: payer,
              player: choice.player,
            }),
          );
        return;
      }
      const target =
        last?.kind === 'counterTargetUnlessPays'
          ? state.stack.find((t) => t.id === s.targets[last.target] && t.id !== s.id && t.object)
          : undefined;
      if (i !== state.stack.length - 1 || !target) {
        this.rule(at, 'NOTHING_TO_PAY', '118.12a', msg('parse.NOTHING_TO_PAY', { id: s.id }));
      } else if (choice.player !== target.controller) {
        this.rule(
          at,
          'NOT_CONTROLLER',
          '118.12a',
          msg('parse.NOT_CONTROLLER.pay', { id: target.id, controller: target.controller, player: choice.player }),
        );
      }
    });
  }

  /** 510.1: a recorded division is the active player's, and one they could have announced (510.1a-c). */
  private checkDamageAssigned(state: GameState): void {
    const assigned = state.combat?.damageAssigned;
    if (!assigned) return;
    try {
      for (const v of checkAssignDamage(state, state.turn.active, assigned))
        this.rule('state.combat.damageAssigned', v.code, v.rule, v.message);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      this.rule('state.combat.damageAssigned', error.code, error.rule ?? '510.1', error.text);
    }
  }

  private collectExplicitIds(raw: Obj): void {
    const visit = (entry: Json): void => {
      if (isObj(entry) && typeof entry.id === 'string') this.explicitIds.add(entry.id);
    };
    if (Array.isArray(raw.players)) {
      for (const pl of raw.players) {
        if (!isObj(pl)) continue;
        if (typeof pl.id === 'string') this.explicitIds.add(pl.id);
        for (const zone of [pl.hand, pl.library, pl.graveyard]) if (Array.isArray(zone)) zone.forEach(visit);
      }
    }
    for (const zone of [raw.battlefield, raw.stack, raw.exile, raw.command]) if (Array.isArray(zone)) zone.forEach(visit);
    // 500.7: the extra turns' ids, which generated ids must not take either.
    if (Array.isArray(raw.extraTurns)) raw.extraTurns.forEach(visit);
    if (isObj(raw.turn)) visit(raw.turn.extraTurn);
  }

  /** A generated id: stable (positional), and never one the client used. */
  private generateId(base: string): string {
    let id = base;
    for (let n = 1; this.explicitIds.has(id) || this.seenIds.has(id); n++) id = `${base}~${n}`;
    return id;
  }

  private claimId(id: string, path: string): void {
    const previous = this.seenIds.get(id);
    if (previous !== undefined) {
      this.rule(path, 'DUPLICATE_ID', '400.1', msg('parse.DUPLICATE_ID', { id, previous }));
    } else {
      this.seenIds.set(id, path);
    }
  }

  private unknownKeys(o: Obj, allowed: Set<string>, path: string): void {
    for (const key of Object.keys(o)) if (!allowed.has(key)) this.shape(`${path}.${key}`, msg('parse.unknownField'), 'UNKNOWN_FIELD');
  }

  private list<T>(raw: Json, path: string, each: (entry: Json, path: string, i: number) => T | null): T[] {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
      this.shape(path, msg('parse.mustBeAList'));
      return [];
    }
    const out: T[] = [];
    raw.forEach((entry, i) => {
      const v = each(entry, `${path}[${i}]`, i);
      if (v !== null) out.push(v);
    });
    return out;
  }

  private int(o: Obj, key: string, path: string, fallback: number, min = -Infinity): number {
    const v = o[key];
    if (v === undefined) return fallback;
    if (!isInt(v)) {
      this.shape(`${path}.${key}`, msg('parse.integerMagnitude', { max: MAX_MAGNITUDE }));
      return fallback;
    }
    if (v < min) {
      this.rule(`${path}.${key}`, 'NEGATIVE_VALUE', '107.1b', msg('parse.NEGATIVE_VALUE', { min }));
      return fallback;
    }
    return v;
  }

  /** 106.1, 601.2h: the mana spent to cast a spell, or the spell a permanent was: a mana string ("{W}{U}{U}"); absent, none. */
  private manaSpent(o: Obj, path: string): { manaSpent?: ManaPool } {
    const v = o.manaSpent;
    if (v === undefined) return {};
    const pool = typeof v === 'string' && v.length <= 4000 ? parsePool(v) : null;
    if (pool) return { manaSpent: pool };
    this.shape(`${path}.manaSpent`, msg('parse.manaSpent'));
    return {};
  }

  /** 702.74a, 702.109a: the alternative cost of a keyword paid for a spell, or for the spell a permanent was. */
  private alternativeCost(o: Obj, path: string): { alternativeCost?: AlternativeCostKeyword } {
    const v = o.alternativeCost;
    if (v === undefined) return {};
    const known = ALTERNATIVE_COST_KEYWORDS.find((k) => k === v);
    if (known) return { alternativeCost: known };
    this.shape(
      `${path}.alternativeCost`,
      msg('parse.alternativeCost', { list: ALTERNATIVE_COST_KEYWORDS.map((k) => `"${k}"`).join(' / ') }),
    );
    return {};
  }

  /** 702.95b: the id of the creature a permanent is paired with. */
  private pairedWith(raw: Obj, path: string): { pairedWith?: string } {
    if (raw.pairedWith === undefined) return {};
    if (typeof raw.pairedWith === 'string') return { pairedWith: raw.pairedWith };
    this.shape(`${path}.pairedWith`, msg('parse.pairedWithShape'));
    return {};
  }

  /**
   * 702.103b: `"bestowed": true`: a bestowed Aura spell or permanent, written with its card, which
   * must have bestow (702.103a); never face down, transformed or a copy at the same time here.
   */
  private bestowed(raw: Obj, path: string, def: CardDefinition, other: boolean): boolean {
    if (!this.bool(raw, 'bestowed', path, false)) return false;
    if (alternativeCostOf(def, 'bestow') === null) {
      this.rule(`${path}.bestowed`, 'NOT_BESTOW', '702.103a', msg('parse.NOT_BESTOW', { name: cardName(def) }));
      return false;
    }
    if (other) {
      this.rule(`${path}.bestowed`, 'UNSUPPORTED_BESTOW', '702.103b', msg('parse.BESTOWED_OTHER'));
      return false;
    }
    return true;
  }

  /**
   * 702.102a-b: `"fused": true`: a fused split spell, written with its card (one of its halves), which
   * must have fuse and both halves in the catalog (707.10: a copy of one is fused too); never face down or bestowed. The
   * combined definition, or null.
   */
  private fused(raw: Obj, path: string, def: CardDefinition, other: boolean): CardDefinition | null {
    if (!this.bool(raw, 'fused', path, false)) return null;
    if (!hasFuse(def)) {
      this.rule(`${path}.fused`, 'NOT_FUSE', '702.102a', msg('parse.NOT_FUSE', { name: cardName(def) }));
      return null;
    }
    if (other) {
      this.rule(`${path}.fused`, 'UNSUPPORTED_FUSE', '702.102b', msg('parse.FUSED_OTHER'));
      return null;
    }
    const made = fusedSpellOf(def);
    if ('missing' in made) {
      this.rule(
        `${path}.fused`,
        'UNSUPPORTED_FUSE',
        '709.1',
        msg('702.102-fuse.UNSUPPORTED_HALF', { name: cardName(def), half: made.missing }),
      );
      return null;
    }
    if ('unsupported' in made) {
      this.rule(`${path}.fused`, 'UNSUPPORTED_FUSE', '702.102b', msg('702.102-fuse.UNSUPPORTED', { name: cardName(def) }));
      return null;
    }
    this.requireUnderstood(made.def, `${path}.card`);
    return made.def;
  }

  /** 614.12a: what was chosen as the permanent entered ("As CARDNAME enters, choose a color."); checked against its card once the board is read. */
  private chosen(o: Obj, path: string, playerIds: Set<string>): { chosen?: EnteringChosen } {
    const v = o.chosen;
    if (v === undefined) return {};
    const at = `${path}.chosen`;
    if (!isObj(v) || Object.keys(v).length === 0) {
      this.shape(at, msg('parse.chosenShape'));
      return {};
    }
    const out: EnteringChosen = {};
    for (const [key, value] of Object.entries(v)) {
      if (key === 'color' && typeof value === 'string' && (COLORS as string[]).includes(value)) out.color = value as Color;
      else if (key === 'creatureType' && typeof value === 'string' && value.length > 0 && value.length <= 100) out.creatureType = value;
      else if (key === 'player' && typeof value === 'string' && value.length > 0) {
        this.checkPlayerRef(value, playerIds, `${at}.player`);
        out.player = value;
      } else if (key === 'unleash' && (value === 'yes' || value === 'no')) out.unleash = value;
      else this.shape(`${at}.${key}`, msg('parse.chosenShape'));
    }
    this.chosenAt.set(out, at);
    return { chosen: out };
  }

  /**
   * 702.95b, 702.95d-e: `pairedWith` names another creature on the battlefield, under the same
   * controller, which names this one back.
   */
  private checkPairs(state: GameState): void {
    state.battlefield.forEach((o, i) => {
      if (o.pairedWith === undefined) return;
      const partner = state.battlefield.find((p) => p.id === o.pairedWith);
      const holds =
        partner !== undefined &&
        partner.id !== o.id &&
        partner.pairedWith === o.id &&
        partner.controller === o.controller &&
        [o, partner].every((c) => characteristicsOf(state, c).types.includes('Creature'));
      if (!holds)
        this.rule(
          `state.battlefield[${i}].pairedWith`,
          'INVALID_PAIR',
          '702.95d',
          msg('parse.INVALID_PAIR', { id: o.id, other: o.pairedWith }),
        );
    });
  }

  /** 614.12a, 205.3m, 102.3: each permanent has the choices its card made as it entered, and only those. */
  private checkEnteringChoices(state: GameState): void {
    state.battlefield.forEach((o, i) => {
      const refusal = chosenRefusal(o);
      if (!refusal) return;
      const at = (o.chosen && this.chosenAt.get(o.chosen)) ?? `state.battlefield[${i}].chosen`;
      this.rule(
        o.chosen?.[refusal.field as keyof EnteringChosen] !== undefined ? `${at}.${refusal.field}` : at,
        refusal.code,
        refusal.rule,
        refusal.message,
      );
    });
  }

  /**
   * 603.7c, 603.2: what a trigger's "it" / "that player" names (`refersTo`, an id), and 400.7: whether that object has
   * changed zones since (`referentLeft`: true, and only with a `refersTo`). Anything else is named as a bad field.
   */
  private reference(raw: Obj, path: string): { refersTo?: string; referentLeft?: true } {
    const refersTo = raw.refersTo;
    if (refersTo !== undefined && (typeof refersTo !== 'string' || refersTo === '')) this.shape(`${path}.refersTo`, msg('parse.anId'));
    const id = typeof refersTo === 'string' && refersTo !== '' ? refersTo : undefined;
    if (raw.referentLeft !== undefined && (raw.referentLeft !== true || id === undefined))
      this.shape(`${path}.referentLeft`, msg('parse.referentLeft'));
    return {
      ...(id !== undefined ? { refersTo: id } : {}),
      ...(id !== undefined && raw.referentLeft === true ? { referentLeft: true as const } : {}),
    };
  }

  private bool(o: Obj, key: string, path: string, fallback: boolean): boolean {
    const v = o[key];
    if (v === undefined) return fallback;
    if (typeof v !== 'boolean') {
      this.shape(`${path}.${key}`, msg('parse.mustBeTrueOrFalse'));
      return fallback;
    }
    return v;
  }

  /** 106.6: the restricted part of a pool: each entry's mana and its restriction, read by the card grammar; never more than the pool holds. */
  private restrictedMana(raw: Json | undefined, path: string, pool: ManaPool): RestrictedMana[] {
    if (raw === undefined) return [];
    if (!Array.isArray(raw)) {
      this.shape(path, msg('parse.restrictedManaList'));
      return [];
    }
    const out: RestrictedMana[] = [];
    const room = { ...pool };
    raw.forEach((entry, i) => {
      const at = `${path}[${i}]`;
      if (!isObj(entry)) return this.shape(at, msg('parse.restrictedManaList'));
      this.unknownKeys(entry, RESTRICTED_MANA_KEYS, at);
      const mana = typeof entry.mana === 'string' ? parsePool(entry.mana) : null;
      if (!mana || poolSize(mana) === 0) return this.shape(`${at}.mana`, msg('parse.aManaStringOfW'));
      const spendOnly = typeof entry.spendOnly === 'string' ? parseSpendRestriction(entry.spendOnly) : null;
      if (!spendOnly) return this.shape(`${at}.spendOnly`, msg('parse.restrictionNotRead'));
      if (MANA_TYPES.some((t) => mana[t] > room[t])) return this.shape(`${at}.mana`, msg('parse.restrictedManaNotInPool'));
      for (const t of MANA_TYPES) room[t] -= mana[t];
      out.push({ mana, spendOnly });
    });
    return out;
  }

  private player(raw: Json, path: string): PlayerState | null {
    if (!isObj(raw)) {
      this.shape(path, msg('parse.aPlayerMustBeAn'));
      return null;
    }
    this.unknownKeys(raw, PLAYER_KEYS, path);
    if (typeof raw.id !== 'string' || raw.id === '') {
      this.shape(`${path}.id`, msg('parse.requiredANonEmptyString'));
      return null;
    }
    const id = raw.id;
    this.claimId(id, path);
    let manaPool: ManaPool = emptyPool();
    if (typeof raw.manaPool === 'string') {
      const parsed = parsePool(raw.manaPool);
      if (parsed) manaPool = parsed;
      else this.shape(`${path}.manaPool`, msg('parse.aManaStringOfW'));
    } else if (isObj(raw.manaPool)) {
      for (const key of Object.keys(raw.manaPool)) {
        const n = raw.manaPool[key];
        if (!(MANA_TYPES as readonly string[]).includes(key)) this.shape(`${path}.manaPool.${key}`, msg('parse.unknownManaTypeWU'));
        // The pool is written out symbol by symbol ("{R}{R}..."): a pool of billions would not fit in a string.
        else if (!isInt(n) || n < 0 || n > 1000) this.shape(`${path}.manaPool.${key}`, msg('parse.mustBeAnIntegerFrom'));
        else manaPool[key as keyof ManaPool] = n;
      }
    } else if (raw.manaPool !== undefined) {
      this.shape(`${path}.manaPool`, msg('parse.aManaStringSuchAs'));
    }
    const restrictedMana = this.restrictedMana(raw.restrictedMana, `${path}.restrictedMana`, manaPool);
    let lost: string | null = null;
    if (raw.lost !== undefined && raw.lost !== null) {
      if (typeof raw.lost === 'string' && /^\d{3}(\.\d+[a-z]?)?$/.test(raw.lost)) lost = raw.lost;
      else this.shape(`${path}.lost`, msg('parse.nullOrTheNumberOf'));
    }
    const owner = id;
    const energy = this.int(raw, 'energy', path, 0, 0);
    const skipTurns = this.int(raw, 'skipTurns', path, 0, 0);
    return {
      id,
      life: this.int(raw, 'life', path, 20),
      poison: this.int(raw, 'poison', path, 0, 0),
      ...(energy > 0 ? { energy } : {}),
      ...(skipTurns > 0 ? { skipTurns } : {}),
      manaPool,
      ...(restrictedMana.length > 0 ? { restrictedMana } : {}),
      landsPlayedThisTurn: this.int(raw, 'landsPlayedThisTurn', path, 0, 0),
      maxHandSize: this.int(raw, 'maxHandSize', path, 7, 0),
      hand: this.playerZone(raw.hand, `${path}.hand`, owner, 'hand', true),
      library: this.playerZone(raw.library, `${path}.library`, owner, 'library', true),
      graveyard: this.playerZone(raw.graveyard, `${path}.graveyard`, owner, 'graveyard', false),
      drewFromEmptyLibrary: this.bool(raw, 'drewFromEmptyLibrary', path, false),
      ...(this.bool(raw, 'damagedThisTurn', path, false) ? { damagedThisTurn: true } : {}),
      ...(this.bool(raw, 'permanentLeftThisTurn', path, false) ? { permanentLeftThisTurn: true } : {}),
      lost,
    };
  }

  private playerZone(raw: Json, path: string, owner: string, zone: string, mayBeHidden: boolean): GameObject[] {
    if (raw === undefined || raw === null) return [];
    if (isObj(raw) && 'count' in raw) {
      if (!mayBeHidden) {
        this.shape(path, msg('parse.aGraveyardIsPublicList'));
        return [];
      }
      this.unknownKeys(raw, HIDDEN_ZONE_KEYS, path);
      if (!isInt(raw.count) || raw.count < 0 || raw.count > 1000) {
        this.shape(`${path}.count`, msg('parse.mustBeAnIntegerFrom'));
        return [];
      }
      const out: GameObject[] = [];
      for (let i = 0; i < raw.count; i++) {
        const id = this.generateId(`${owner}.${zone}.${i}`);
        this.seenIds.set(id, `${path}[${i}]`);
        out.push(hiddenObject(id, owner));
      }
      return out;
    }
    return this.list(raw, path, (e, p, i) => {
      const card = this.zoneCard(e, p, `${owner}.${zone}.${i}`, owner, null, mayBeHidden);
      // 113.6k, 113.6m: a card in a graveyard may trigger or apply from there without any action naming it.
      if (zone === 'graveyard' && card?.card) this.requireUnderstood(card.card, p, worksInGraveyard(card.card));
      return card;
    });
  }

  /** A card in a zone other than the battlefield or the stack. */
  /** 114: an emblem in the command zone; its abilities must be understood, and work from there (114.4). */
  private emblem(raw: { [key: string]: Json }, path: string, i: number, playerIds: Set<string>): GameObject | null {
    this.unknownKeys(raw, EMBLEM_KEYS, path);
    if (raw.id !== undefined && (typeof raw.id !== 'string' || raw.id === '')) this.shape(`${path}.id`, msg('parse.mustBeANonEmpty'));
    const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : this.generateId(`command.${i}`);
    this.claimId(id, path);
    if (typeof raw.owner !== 'string') this.shape(`${path}.owner`, msg('parse.requiredThePlayerWhoGot'));
    else this.checkPlayerRef(raw.owner, playerIds, `${path}.owner`);
    if (typeof raw.emblem !== 'string' || raw.emblem.trim() === '') this.shape(`${path}.emblem`, msg('parse.mustBeTheEmblemS'));
    if (raw.source !== undefined && typeof raw.source !== 'string') this.shape(`${path}.source`, msg('parse.mustBeACardName'));
    if (typeof raw.owner !== 'string' || typeof raw.emblem !== 'string' || raw.emblem.trim() === '') return null;
    const source = typeof raw.source === 'string' ? raw.source : undefined;
    const o = newEmblem(id, raw.owner, raw.emblem, source, 0);
    const def = o.card as CardDefinition;
    const lines = notUnderstood(def);
    if (lines.length > 0 || !emblemAbilitiesUnderstood(compiled(def).abilities)) {
      const message = msg('parse.emblemNotUnderstood', { name: cardName(def), text: raw.emblem });
      if (this.options.allowUnsupported) this.options.warnings?.push(msg('parse.ignored', { path, message }));
      else this.errors.push({ kind: 'rule', code: 'UNSUPPORTED_CARD', path: `${path}.emblem`, message });
    }
    return o;
  }

  /** The counters of an object ({kind: number}): on a permanent, or on a card in exile (702.62a time counters). */
  private counters(raw: Obj, path: string): Record<string, number> {
    const counters: Record<string, number> = {};
    if (raw.counters !== undefined) {
      if (!isObj(raw.counters)) this.shape(`${path}.counters`, msg('parse.anObjectCounterKindNumber'));
      else
        for (const [kind, n] of Object.entries(raw.counters)) {
          if (!isInt(n)) this.shape(`${path}.counters.${kind}`, msg('parse.mustBeAnInteger'));
          // Counters drive repetition (702.24a pays the cost once per age counter): a billion would never finish.
          else if (n > 1000) this.shape(`${path}.counters.${kind}`, msg('parse.atMostCountersOfA'));
          else if (n < 0) this.rule(`${path}.counters.${kind}`, 'NEGATIVE_VALUE', '107.1b', msg('parse.aNumberOfCountersCannot'));
          else if (n > 0) counters[kind] = n;
        }
    }
    return counters;
  }

  private zoneCard(
    raw: Json,
    path: string,
    idBase: string,
    owner: string | null,
    playerIds: Set<string> | null,
    mayBeHidden: boolean,
  ): GameObject | null {
    let cardRaw: Json;
    let id: string;
    let hidden = false;
    let token = false;
    let counters: Record<string, number> = {};
    let ownerId = owner;
    if (typeof raw === 'string') {
      cardRaw = raw;
      id = this.generateId(idBase);
    } else if (isObj(raw)) {
      this.unknownKeys(raw, ZONE_ENTRY_KEYS, path);
      if (raw.id !== undefined && (typeof raw.id !== 'string' || raw.id === '')) this.shape(`${path}.id`, msg('parse.mustBeANonEmpty'));
      id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : this.generateId(idBase);
      hidden = raw.hidden === true;
      if (raw.hidden !== undefined && typeof raw.hidden !== 'boolean') this.shape(`${path}.hidden`, msg('parse.mustBeTrueOrFalse'));
      token = this.bool(raw, 'token', path, false);
      // 702.62a: a card in exile may have counters (time counters of a suspended card); not in a player's zone.
      if (raw.counters !== undefined && idBase.startsWith('exile.')) counters = this.counters(raw, path);
      else if (raw.counters !== undefined) this.shape(`${path}.counters`, msg('parse.countersOnlyInExile'));
      cardRaw = raw.card;
      if (raw.owner !== undefined) {
        if (owner !== null) this.shape(`${path}.owner`, msg('parse.aCardInAPlayer'));
        else if (typeof raw.owner === 'string') ownerId = raw.owner;
        else this.shape(`${path}.owner`, msg('parse.mustBeAPlayerId'));
      }
      if (hidden && cardRaw !== undefined) this.shape(`${path}.card`, msg('parse.aHiddenCardHasNo'));
      if (!hidden && cardRaw === undefined) this.shape(`${path}.card`, msg('parse.requiredOrHiddenTrue'));
    } else {
      this.shape(path, msg('parse.aCardNameOrAn'));
      return null;
    }
    this.claimId(id, path);
    if (hidden && !mayBeHidden) this.shape(path, msg('parse.cardsInThisZoneAre'));
    if (ownerId === null) {
      this.shape(`${path}.owner`, msg('parse.requiredThePlayerWhoOwns'));
      ownerId = '';
    } else if (playerIds) {
      this.checkPlayerRef(ownerId, playerIds, `${path}.owner`);
    }
    if (hidden) return hiddenObject(id, ownerId);
    const card = this.card(cardRaw, `${path}.card`);
    this.frontFace(card, `${path}.card`);
    if (!card) return null;
    return { ...newObject(id, card.def, card.inline, ownerId, ownerId), token, counters };
  }

  private permanent(raw: Json, path: string, i: number, playerIds: Set<string>): GameObject | null {
    if (!isObj(raw)) {
      this.shape(path, msg('parse.aPermanentIsAnObject'));
      return null;
    }
    this.unknownKeys(raw, PERMANENT_KEYS, path);
    const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : this.generateId(`battlefield.${i}`);
    if (raw.id !== undefined && (typeof raw.id !== 'string' || raw.id === '')) this.shape(`${path}.id`, msg('parse.mustBeANonEmpty'));
    this.claimId(id, path);
    if (typeof raw.controller !== 'string') {
      this.shape(`${path}.controller`, msg('parse.requiredTheIdOfThe'));
      return null;
    }
    const controller = raw.controller;
    this.checkPlayerRef(controller, playerIds, `${path}.controller`);
    let owner = controller;
    if (raw.owner !== undefined) {
      if (typeof raw.owner === 'string') owner = raw.owner;
      else this.shape(`${path}.owner`, msg('parse.mustBeAPlayerId'));
    }
    if (raw.kicked !== undefined && !(isInt(raw.kicked) && raw.kicked >= 0 && raw.kicked <= 1000))
      this.shape(`${path}.kicked`, msg('parse.howManyTimesTheSpell'));
    const kickedWith = raw.kickedWith;
    const kickedWithOk =
      Array.isArray(kickedWith) &&
      kickedWith.every((c) => c === 'kicker' || c === 'kicker2') &&
      new Set(kickedWith).size === kickedWith.length;
    if (kickedWith !== undefined && !kickedWithOk) this.shape(`${path}.kickedWith`, msg('parse.kickedWith'));
    if (raw.devoured !== undefined && !(isInt(raw.devoured) && raw.devoured >= 0 && raw.devoured <= 1000))
      this.shape(`${path}.devoured`, msg('parse.devoured'));
    const printed = this.card(raw.card, `${path}.card`);
    this.frontFace(printed, `${path}.card`);
    if (!printed) return null;
    this.requireUnderstood(printed.def, `${path}.card`);
    const faceDown = this.bool(raw, 'faceDown', path, false);
    // 701.27g, 712.8e: a transformed permanent has its back face's characteristics.
    const transformed = this.bool(raw, 'transformed', path, false);
    const back = transformed ? backFaceOf(printed.def) : undefined;
    if (transformed && !back)
      this.rule(`${path}.transformed`, 'NOT_DOUBLE_FACED', '701.27c', msg('parse.NOT_DOUBLE_FACED', { name: cardName(printed.def) }));
    else if (transformed && faceDown)
      this.rule(`${path}.transformed`, 'TRANSFORMED_FACE_DOWN', '712.15a', msg('parse.TRANSFORMED_FACE_DOWN'));
    else if (transformed && raw.copyOf !== undefined)
      this.rule(`${path}.transformed`, 'UNSUPPORTED_TRANSFORM', '712.9', msg('parse.TRANSFORMED_COPY'));
    if (back) this.requireUnderstood(back, `${path}.card`);
    // 707.2, 613.2a: a permanent that is a copy has the copiable values of what it copies.
    const copyOf = raw.copyOf === undefined ? null : this.card(raw.copyOf, `${path}.copyOf`);
    if (raw.copyOf !== undefined && !copyOf) return null;
    if (copyOf) this.requireUnderstood(copyOf.def, `${path}.copyOf`);
    const card = copyOf ?? printed;
    // 708.2a: a face-down permanent is a 2/2 creature whatever card it is.
    if (!isPermanentCard(card.def) && !faceDown) {
      this.rule(
        `${path}.${copyOf ? 'copyOf' : 'card'}`,
        'NOT_A_PERMANENT',
        '110.4',
        msg('parse.NOT_A_PERMANENT', { name: cardName(card.def) }),
      );
    }
    const counters = this.counters(raw, path);
    // 306.5b: a planeswalker on the battlefield has loyalty counters; a board that omits them means the printed number.
    if (
      !faceDown &&
      card.def.types.includes('Planeswalker') &&
      card.def.loyalty !== null &&
      counters.loyalty === undefined &&
      !(isObj(raw.counters) && 'loyalty' in raw.counters)
    ) {
      counters.loyalty = Number.parseInt(card.def.loyalty, 10) || 0;
    }
    let attachedTo: string | null = null;
    if (raw.attachedTo !== undefined && raw.attachedTo !== null) {
      if (typeof raw.attachedTo === 'string') attachedTo = raw.attachedTo;
      else this.shape(`${path}.attachedTo`, msg('parse.nullOrTheIdOf'));
    }
    const timestamp = this.int(raw, 'timestamp', path, i + 1, 0);
    if (timestamp > this.maxTimestamp) this.maxTimestamp = timestamp;
    let baseController: string | undefined;
    if (raw.baseController !== undefined) {
      if (typeof raw.baseController === 'string') {
        baseController = raw.baseController;
        this.checkPlayerRef(baseController, playerIds, `${path}.baseController`);
      } else this.shape(`${path}.baseController`, msg('parse.aPlayerIdWhoControls'));
    }
    const phasedOutIndirectly = this.bool(raw, 'phasedOutIndirectly', path, false);
    if (phasedOutIndirectly && (raw.phasedOut !== true || attachedTo === null)) {
      this.rule(`${path}.phasedOutIndirectly`, 'INVALID_PHASING', '702.26g', msg('parse.onlyAPhasedOutPermanent'));
    }
    const permanent: GameObject = {
      id,
      card: card.def,
      inline: card.inline,
      owner,
      controller,
      token: this.bool(raw, 'token', path, false),
      tapped: this.bool(raw, 'tapped', path, false),
      summoningSick: this.bool(raw, 'summoningSick', path, false),
      damage: this.int(raw, 'damage', path, 0, 0),
      deathtouchDamage: this.bool(raw, 'deathtouchDamage', path, false),
      regenerationShields: this.int(raw, 'regenerationShields', path, 0, 0),
      ...this.damageThisTurn(raw, path),
      loyaltyActivated: this.bool(raw, 'loyaltyActivated', path, false),
      // 702.30a: by default it has been under its controller's control since before their last upkeep;
      // 302.6: a summoning-sick one came under it since their most recent turn began, so after that upkeep began.
      upkeepsSinceControl: Math.min(2, this.int(raw, 'upkeepsSinceControl', path, raw.summoningSick === true ? 0 : 2, 0)),
      counters,
      attachedTo,
      faceDown: false,
      phasedOut: this.bool(raw, 'phasedOut', path, false),
      ...(phasedOutIndirectly ? { phasedOutIndirectly: true } : {}),
      timestamp,
      ...(baseController !== undefined ? { baseController } : {}),
      ...(isInt(raw.kicked) && raw.kicked > 0 ? { kicked: raw.kicked } : {}),
      ...(kickedWithOk ? { kickedWith: [...(kickedWith as ('kicker' | 'kicker2')[])] } : {}),
      ...this.manaSpent(raw, path),
      ...(isInt(raw.devoured) && raw.devoured > 0 ? { devoured: raw.devoured } : {}),
      ...(this.bool(raw, 'renowned', path, false) ? { renowned: true } : {}),
      ...(this.bool(raw, 'keepTapped', path, false) ? { keepTapped: true } : {}),
      ...(this.bool(raw, 'monstrous', path, false) ? { monstrous: true } : {}),
      ...(this.bool(raw, 'unearthed', path, false) ? { unearthed: true } : {}),
      ...this.alternativeCost(raw, path),
      ...this.pairedWith(raw, path),
      ...this.chosen(raw, path, playerIds),
      ...this.exiledWith(raw, path),
      ...(copyOf ? { original: { card: printed.def, inline: printed.inline } } : {}),
      ...this.activatedThisTurn(raw, path),
    };
    // 702.103b: the wire names the card a bestowed Aura is; the engine reads its characteristics as an Aura.
    if (this.bestowed(raw, path, printed.def, faceDown || transformed || copyOf !== null)) becomeBestowed(permanent);
    // 708.2: the wire names the card a face-down permanent is; the engine reads its face-down characteristics.
    if (faceDown) turnFaceDown(permanent);
    else if (back && raw.copyOf === undefined) {
      permanent.frontFace = printed.def;
      permanent.card = back;
    }
    return permanent;
  }

  /** 120.3: what dealt damage to the permanent this turn (source ids: spells and abilities' sources too), and whether it dealt damage. */
  private damageThisTurn(raw: Obj, path: string): { damagedBy?: string[]; dealtDamageThisTurn?: boolean; attackedThisTurn?: boolean } {
    const by = this.ids(raw, 'damagedBy', path);
    return {
      ...(by?.length ? { damagedBy: by } : {}),
      ...(this.bool(raw, 'dealtDamageThisTurn', path, false) ? { dealtDamageThisTurn: true } : {}),
      // 508.1: declared as an attacker this turn ("creatures that attacked this turn").
      ...(this.bool(raw, 'attackedThisTurn', path, false) ? { attackedThisTurn: true } : {}),
    };
  }

  /** A list of ids (`key`), or undefined when absent; anything else is a 400. */
  private ids(raw: Obj, key: string, path: string): string[] | undefined {
    const v = raw[key];
    if (v === undefined) return undefined;
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string' && x !== '') || new Set(v).size !== v.length) {
      this.shape(`${path}.${key}`, msg('parse.aListOfIds'));
      return undefined;
    }
    return [...(v as string[])];
  }

  /** 607.2a, 610.3: the cards in exile the permanent exiled with its linked ability; checked once the board is read. */
  private exiledWith(raw: Obj, path: string): { exiled?: string[]; exiledUntilLeaves?: string[] } {
    const exiled = this.ids(raw, 'exiled', path);
    const until = this.ids(raw, 'exiledUntilLeaves', path);
    return { ...(exiled?.length ? { exiled } : {}), ...(until?.length ? { exiledUntilLeaves: until } : {}) };
  }

  /**
   * 607.2a, 610.3, 406.6: each card a permanent says it exiled is in exile, said by one permanent only, and the
   * permanent has an ability that exiles that way (`exiled`: one linked to a "return the exiled card"; `exiledUntilLeaves`:
   * an exile "until CARDNAME leaves the battlefield"). A pending or stacked trigger's `linked` cards need not be in exile
   * any more (they may have left it: then nothing returns, 400.7).
   */
  private checkExiledWith(state: GameState): void {
    const claimed = new Set<string>();
    [...state.battlefield, ...state.phasedOut].forEach((o) => {
      for (const key of ['exiled', 'exiledUntilLeaves'] as const) {
        const ids = o[key];
        if (!ids) continue;
        const at = `state.battlefield(${o.id}).${key}`;
        const exiles = o.card ? linkedExiles(o.card) : [];
        const ok = exiles.some((e) => (key === 'exiled' ? e.linked === true : e.until === 'sourceLeaves'));
        if (!ok) {
          this.rule(at, 'NO_LINKED_ABILITY', key === 'exiled' ? '607.2a' : '610.3', msg('parse.noLinkedExile', { id: o.id }));
          continue;
        }
        for (const id of ids) {
          if (!state.exile.some((x) => x.id === id) || claimed.has(id))
            this.rule(at, 'NOT_IN_EXILE', key === 'exiled' ? '607.2a' : '610.3', msg('parse.exiledNotInExile', { id, source: o.id }));
          claimed.add(id);
        }
      }
    });
  }

  /** 602.5b: the indexes of its "once each turn" abilities already activated this turn. */
  private activatedThisTurn(raw: Obj, path: string): { activatedThisTurn?: number[] } {
    const v = raw.activatedThisTurn;
    if (v === undefined) return {};
    if (!Array.isArray(v) || !v.every((i) => isInt(i) && i >= 0)) {
      this.shape(`${path}.activatedThisTurn`, msg('parse.aListOfAbilityIndexes'));
      return {};
    }
    return v.length > 0 ? { activatedThisTurn: [...(v as number[])] } : {};
  }

  private stackObject(raw: Json, path: string, i: number, playerIds: Set<string>): StackObject | null {
    if (!isObj(raw)) {
      this.shape(path, msg('parse.aStackEntryIsAn'));
      return null;
    }
    this.unknownKeys(raw, STACK_KEYS, path);
    const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : this.generateId(`stack.${i}`);
    this.claimId(id, path);
    if (typeof raw.controller !== 'string') {
      this.shape(`${path}.controller`, msg('parse.requiredTheIdOfThe.2'));
      return null;
    }
    this.checkPlayerRef(raw.controller, playerIds, `${path}.controller`);
    const targets: string[] = [];
    if (raw.targets !== undefined) {
      if (!Array.isArray(raw.targets) || !raw.targets.every((t) => typeof t === 'string'))
        this.shape(`${path}.targets`, msg('parse.aListOfObjectOr'));
      else targets.push(...(raw.targets as string[]));
    }
    let x: number | null = null;
    if (raw.x !== undefined && raw.x !== null) {
      // As for an action's x: a storm trigger's x is a number of copies to make (702.40a).
      if (isInt(raw.x) && raw.x >= 0 && raw.x <= 1000) x = raw.x;
      else this.shape(`${path}.x`, msg('parse.theValueOfXAn'));
    }
    let modes: number[] | null = null;
    if (raw.modes !== undefined && raw.modes !== null) {
      if (Array.isArray(raw.modes) && raw.modes.every((m) => isInt(m) && m >= 0)) modes = raw.modes as number[];
      else this.shape(`${path}.modes`, msg('parse.theChosenModesAList'));
    }
    if ((raw.card === undefined) === (raw.ability === undefined)) {
      this.shape(path, msg('parse.exactlyOneOfCardA'));
      return null;
    }
    if (raw.card !== undefined) {
      const card = this.card(raw.card, `${path}.card`);
      this.frontFace(card, `${path}.card`);
      if (!card) return null;
      this.requireUnderstood(card.def, `${path}.card`);
      const owner = typeof raw.owner === 'string' ? raw.owner : raw.controller;
      const spell: StackObject = {
        id,
        controller: raw.controller,
        object: newObject(id, card.def, card.inline, owner, raw.controller),
        ability: null,
        targets,
        x,
        modes,
        ...(raw.flashback === true ? { flashback: true } : {}),
        ...(raw.castFrom === 'graveyard' || raw.castFrom === 'exile' ? { castFrom: raw.castFrom } : {}),
        ...this.alternativeCost(raw, path),
        ...this.manaSpent(raw, path),
        ...(this.awaitingDiscard(raw.awaitingDiscard, `${path}.awaitingDiscard`) ?? {}),
        ...(this.awaitingReveal(raw.awaitingReveal, `${path}.awaitingReveal`, raw.controller) ?? {}),
      };
      this.spellCastChoices(raw, path, spell);
      if (raw.faceDown !== undefined && typeof raw.faceDown !== 'boolean') this.shape(`${path}.faceDown`, msg('parse.trueForASpellCast'));
      // 708.4: a face-down spell is a 2/2 creature spell; the wire names the card it is.
      if (raw.faceDown === true && spell.object) turnFaceDown(spell.object);
      // 702.103b: a bestowed Aura spell; the wire names its card.
      if (spell.object && this.bestowed(raw, path, card.def, raw.faceDown === true)) becomeBestowed(spell.object);
      // 702.102a-b: a fused split spell; the wire names its card by one of its halves.
      const fused = spell.object ? this.fused(raw, path, card.def, raw.faceDown === true || raw.bestowed === true) : null;
      if (spell.object && fused) becomeFused(spell.object, fused);
      // 601.2b: the additional costs it was cast with are ones it has (702.27a, 702.33a-d, 702.42a).
      const costsRefused =
        spell.additionalCosts && spell.object?.card ? checkAdditionalCosts(spell.object.card, spell.additionalCosts) : null;
      if (costsRefused) this.rule(`${path}.additionalCosts`, costsRefused.code, costsRefused.rule, costsRefused.message);
      this.awaitingCopy(raw, path, spell);
      // 702.38a-b: only a spell with amplify waits for a reveal, for one of its instances.
      if (spell.awaitingReveal && spell.awaitingReveal.instance >= amplifyInstances(card.def).length) {
        this.shape(
          `${path}.awaitingReveal`,
          msg('parse.amplifyInstances', { name: cardName(card.def), count: amplifyInstances(card.def).length }),
        );
      }
      this.awaitingReplacement(raw, path, spell, playerIds);
      this.awaitingWords(raw, path, spell, playerIds);
      // 608.2: a spell waiting, mid-resolution, for a player's answer ("unless its controller pays", 118.12a).
      this.pendingChoice(raw, path, spell, playerIds);
      return spell;
    }
    const ab = raw.ability;
    if (
      !isObj(ab) ||
      typeof ab.source !== 'string' ||
      !isInt(ab.index) ||
      ab.index < 0 ||
      (ab.triggered !== undefined && typeof ab.triggered !== 'boolean')
    ) {
      this.shape(`${path}.ability`, msg('parse.sourceObjectIdIndexAbility'));
      return null;
    }
    this.unknownKeys(ab, STACK_ABILITY_KEYS, `${path}.ability`);
    const entry: StackObject = {
      id,
      controller: raw.controller,
      object: null,
      ability: ab.triggered === true ? { source: ab.source, index: ab.index, triggered: true } : { source: ab.source, index: ab.index },
      targets,
      x,
      modes,
    };
    if (ab.card !== undefined && entry.ability) {
      // 113.7a: an ability on the stack exists independently of its source, which may no longer exist.
      const last = this.card(ab.card, `${path}.ability.card`);
      if (last) entry.ability.lastKnown = { card: last.def, inline: last.inline };
    }
    if (raw.awaitingCopy !== undefined) this.shape(`${path}.awaitingCopy`, msg('parse.onlyAPermanentSpellWaits'));
    if (raw.awaitingWords !== undefined) this.shape(`${path}.awaitingWords`, msg('parse.onlyATextChangingSpell'));
    Object.assign(entry, this.reference(raw, path));
    const linked = this.ids(raw, 'linked', path);
    if (linked) entry.linked = linked;
    this.sacrificedFor(raw, path, entry);
    this.pendingChoice(raw, path, entry, playerIds);
    const delayedText = this.delayedEffect(ab.delayed, `${path}.ability.delayed`);
    if (delayedText !== null && entry.ability) entry.ability.delayed = delayedText;
    const granted = this.grantedAbility(ab.granted, `${path}.ability.granted`, ab.triggered === true ? 'triggered' : 'activated');
    if (granted !== null && entry.ability) entry.ability.granted = granted;
    return entry;
  }

  /** 702.40a: a storm trigger, pending or on the stack, carries the count of spells cast before its spell ("x"), fixed as it triggered. */
  private requireStormCounts(stack: StackObject[], pending: PendingTrigger[]): void {
    const isStorm = (source: string, index: number): boolean => {
      const def = stack.find((s) => s.object !== null && s.id === source)?.object?.card;
      const a = def ? compiled(def).abilities.filter((x) => x.kind === 'triggered')[index] : undefined;
      return a?.kind === 'triggered' && a.effects.some((e) => e.kind === 'stormCopies');
    };
    stack.forEach((s, i) => {
      if (s.ability?.triggered && s.x === null && isStorm(s.ability.source, s.ability.index))
        this.shape(`state.stack[${i}].x`, msg('parse.requiredForAStormTrigger'));
    });
    pending.forEach((p, i) => {
      if (p.x === undefined && p.delayed === undefined && isStorm(p.source, p.index))
        this.shape(`state.pending[${i}].x`, msg('parse.requiredForAStormTrigger'));
    });
  }

  /** 702.47a-c: the cards spliced onto an Arcane spell on the stack: each with a splice the engine reads; the spell's text with theirs understood. */
  private splicedCards(raw: Json, path: string, spell: StackObject): void {
    if (!Array.isArray(raw)) {
      this.shape(path, msg('parse.spliced'));
      return;
    }
    const cards: SplicedCard[] = [];
    raw.forEach((r, i) => {
      const c = this.card(r, `${path}[${i}]`);
      if (!c) return;
      this.requireUnderstood(c.def, `${path}[${i}]`, (l) => /^splice\b/i.test(l));
      if (spliceCost(c.def) === null)
        this.rule(`${path}[${i}]`, 'NO_SPLICE', '702.47a', msg('702.47-splice.NO_SPLICE', { name: cardName(c.def) }));
      else cards.push({ card: c.def, inline: c.inline });
    });
    const def = spell.object?.card;
    if (!def || cards.length === 0) return;
    if (!def.subtypes.includes('Arcane')) {
      this.rule(path, 'NOT_ARCANE', '702.47a', msg('702.47-splice.NOT_ARCANE', { name: cardName(def) }));
      return;
    }
    spell.spliced = cards;
    this.requireUnderstood(splicedCard(def, cards), path);
  }

  /** 601.2b, 707.10: the additional costs paid for a spell on the stack, and whether it is a copy. */
  private spellCastChoices(raw: Obj, path: string, spell: StackObject): void {
    if (raw.additionalCosts !== undefined) {
      if (
        !Array.isArray(raw.additionalCosts) ||
        !raw.additionalCosts.every((c) => typeof c === 'string' && (ADDITIONAL_COSTS as readonly string[]).includes(c))
      ) {
        this.shape(`${path}.additionalCosts`, msg('parse.additionalCosts', { costs: ADDITIONAL_COSTS.map((c) => `"${c}"`).join(', ') }));
      } else if (raw.additionalCosts.length > 0) spell.additionalCosts = [...(raw.additionalCosts as AdditionalCost[])];
    }
    if (raw.spliced !== undefined) this.splicedCards(raw.spliced, `${path}.spliced`, spell);
    this.sacrificedFor(raw, path, spell);
    if (raw.copy !== undefined) {
      if (typeof raw.copy !== 'boolean') this.shape(`${path}.copy`, msg('parse.trueForACopyOf'));
      else if (raw.copy) spell.copy = true;
    }
    // 601.2d: the division of its divided damage, announced as it was cast: target id -> share.
    if (raw.division !== undefined) {
      const d = raw.division;
      if (!isObj(d) || !Object.values(d).every((n) => isInt(n) && n >= 0 && n <= 1000))
        this.shape(`${path}.division`, msg('parse.division'));
      else spell.division = { ...(d as Record<string, number>) };
    }
    const base = spell.object ? spellAbility(withSplices(spell.object, spell)) : null;
    if (base) {
      const refused = checkDivision(chosenSpell(base, spell.modes).effects, spell.targets, spell.division, cardName(spell.object?.card));
      if (refused) this.rule(`${path}.division`, refused.code, refused.rule, refused.message);
    }
  }

  /** 601.2h, 608.2h: the permanent sacrificed to pay the cost, as it last existed ("the sacrificed creature's power"). */
  private sacrificedFor(raw: Obj, path: string, entry: StackObject): void {
    const v = raw.sacrificed;
    if (v === undefined) return;
    const stat = (x: Json | undefined, min: number): boolean => x === null || (isInt(x) && x >= min && Math.abs(x) <= MAX_MAGNITUDE);
    if (
      !isObj(v) ||
      Object.keys(v).some((k) => !['power', 'toughness', 'manaValue'].includes(k)) ||
      !stat(v.power, -MAX_MAGNITUDE) ||
      !stat(v.toughness, -MAX_MAGNITUDE) ||
      !stat(v.manaValue, 0)
    ) {
      this.shape(`${path}.sacrificed`, msg('parse.sacrificed'));
      return;
    }
    entry.sacrificed = {
      power: v.power as number | null,
      toughness: v.toughness as number | null,
      manaValue: v.manaValue as number | null,
    };
  }

  /** 616.1: a resolving spell waiting for the order of replacement effects on its damage or life gain. */
  private awaitingReplacement(raw: Obj, path: string, spell: StackObject, playerIds: Set<string>): void {
    const w = raw.awaitingReplacement;
    if (w === undefined) return;
    const strings = (x: Json): boolean => Array.isArray(x) && x.every((e) => typeof e === 'string');
    const chosen = isObj(w) ? w.chosen : undefined;
    if (
      !isObj(w) ||
      typeof w.player !== 'string' ||
      !strings(w.options) ||
      typeof w.text !== 'string' ||
      (w.kind !== 'damage' && w.kind !== 'lifeGain') ||
      !isInt(w.next) ||
      w.next < 0 ||
      !isObj(chosen) ||
      !Object.entries(chosen).every(([k, v]) => (k === 'damage' || k === 'lifeGain') && strings(v))
    ) {
      this.shape(`${path}.awaitingReplacement`, msg('parse.theChoiceTheSpellWaits'));
      return;
    }
    this.checkPlayerRef(w.player, playerIds, `${path}.awaitingReplacement.player`);
    spell.awaitingReplacement = {
      player: w.player,
      options: [...(w.options as string[])],
      text: w.text,
      kind: w.kind,
      chosen: chosen as SpellReplacementChoice['chosen'],
      next: w.next,
    };
  }

  /** 614.12a, 707.5: a resolving permanent spell waiting for what it enters as a copy of. */
  /** 608.2d, 612: a resolving text-changing spell waiting for its controller's two words. */
  /** 608.2: the one choice a resolving spell or ability waits for (state/pending-choice.ts). */
  private pendingChoice(raw: Obj, path: string, entry: StackObject, playerIds: Set<string>): void {
    const read = readPendingChoice(raw, path, {
      shape: (at, message) => this.shape(at, message),
      player: (id, at) => this.checkPlayerRef(id, playerIds, at),
    });
    if (!read) return;
    entry.pendingChoice = read.choice;
    this.choicePaths.set(entry, read.path);
  }

  private awaitingWords(raw: Obj, path: string, spell: StackObject, playerIds: Set<string>): void {
    const w = raw.awaitingWords;
    if (w === undefined) return;
    if (!isObj(w) || typeof w.player !== 'string' || !isInt(w.next) || w.next < 0) {
      this.shape(`${path}.awaitingWords`, msg('parse.playerWhoChoosesTheWords'));
      return;
    }
    const base = spell.object ? spellAbility(withSplices(spell.object, spell)) : null;
    const effect = base ? chosenSpell(base, spell.modes).effects[w.next] : undefined;
    if (effect?.kind !== 'changeText') {
      this.shape(`${path}.awaitingWords.next`, msg('parse.notTextChange', { next: w.next }));
      return;
    }
    this.checkPlayerRef(w.player, playerIds, `${path}.awaitingWords.player`);
    spell.awaitingWords = { player: w.player, next: w.next };
  }

  private awaitingCopy(raw: Obj, path: string, spell: StackObject): void {
    if (raw.awaitingCopy === undefined) return;
    const def = spell.object?.card;
    if (typeof raw.awaitingCopy !== 'string') this.shape(`${path}.awaitingCopy`, msg('parse.theIdOfThePlayer'));
    else if (!def || !compiled(def).abilities.some((a) => a.kind === 'entersAsCopy'))
      this.shape(`${path}.awaitingCopy`, msg('parse.awaitingCopyNotCopy'));
    else if (raw.awaitingCopy !== spell.controller)
      this.rule(
        `${path}.awaitingCopy`,
        'NOT_CONTROLLER',
        '614.12a',
        msg('parse.NOT_CONTROLLER.copy', { controller: spell.controller, player: raw.awaitingCopy }),
      );
    else spell.awaitingCopy = raw.awaitingCopy;
  }

  /** 712.2: a transforming double-faced card's front face, linked to its back face for the transform rules (712-double-faced.ts). */
  private linkFaces(def: CardDefinition): void {
    this.linkHalves(def);
    const faces = dfcFaces(def);
    if (!faces || faces[0] !== def.name || backFaceOf(def)) return;
    const back = this.catalog.find(faces[1]);
    if (back && back.name === faces[1]) linkBackFace(def, back);
  }

  /** 709.1, 702.102a: a split card named by one half (or by its full name), linked to both halves for fuse. */
  private linkHalves(def: CardDefinition): void {
    const names = splitHalfNames(def);
    if (!names || splitHalvesOf(def)) return;
    const [left, right] = names.map((n) => (n === def.name ? def : this.catalog.find(n)));
    const same = (d: CardDefinition | undefined, n: string): d is CardDefinition =>
      d?.name === n && splitHalfNames(d)?.join('|') === names.join('|');
    if (same(left, names[0]) && same(right, names[1])) linkSplitHalves(def, left, right);
  }

  /** 712.8a, 712.8e: a card of a zone (or a permanent, a spell) is named by its front face; the back face up is `transformed`. */
  private frontFace(card: { def: CardDefinition } | null, path: string): void {
    if (!card || !isBackFace(card.def)) return;
    const front = dfcFaces(card.def)?.[0] ?? '';
    this.rule(path, 'BACK_FACE', '712.8a', msg('parse.BACK_FACE', { name: card.def.name, front }));
  }

  private card(raw: Json, path: string): { def: CardDefinition; inline: boolean } | null {
    if (typeof raw === 'string') {
      let def = this.cardCache.get(raw);
      if (!this.cardCache.has(raw)) {
        def = this.catalog.find(raw);
        this.cardCache.set(raw, def);
      }
      if (!def) {
        this.rule(path, 'UNKNOWN_CARD', '108.1', msg('parse.UNKNOWN_CARD', { name: raw }));
        return null;
      }
      this.linkFaces(def);
      return { def, inline: false };
    }
    if (!isObj(raw)) {
      this.shape(path, msg('parse.aCardNameFromThe'));
      return null;
    }
    this.unknownKeys(raw, CARD_KEYS, path);
    const strList = (key: string): string[] => {
      const v = raw[key];
      if (v === undefined) return [];
      if (Array.isArray(v) && v.every((s) => typeof s === 'string')) return v as string[];
      this.shape(`${path}.${key}`, msg('parse.aListOfStrings'));
      return [];
    };
    const optStat = (key: string): string | null => {
      const v = raw[key];
      if (v === undefined || v === null) return null;
      if (isInt(v)) return String(v);
      if (typeof v === 'string' && /^[-+*0-9X]+$/.test(v)) return v;
      this.shape(`${path}.${key}`, msg('parse.anIntegerOrAPrinted'));
      return null;
    };
    if (typeof raw.name !== 'string' || raw.name === '') this.shape(`${path}.name`, msg('parse.requiredANonEmptyString'));
    const types = strList('types');
    if (types.length === 0) this.shape(`${path}.types`, msg('parse.requiredAtLeastOneCard'));
    const manaCost = raw.manaCost === undefined ? '' : raw.manaCost;
    if (typeof manaCost !== 'string' || !/^(\{[^{}]+\})*$/.test(manaCost)) this.shape(`${path}.manaCost`, msg('parse.aManaCostSuchAs'));
    const text = raw.text === undefined ? '' : raw.text;
    if (typeof text !== 'string') this.shape(`${path}.text`, msg('parse.mustBeAString'));
    else if (text.length > 5000) this.shape(`${path}.text`, msg('parse.atMostCharacters'));
    if (typeof raw.name === 'string' && raw.name.length > 200) this.shape(`${path}.name`, msg('parse.atMostCharacters.2'));
    let colors: Color[] = colorsOfCost(typeof manaCost === 'string' ? manaCost : '');
    if (raw.colors !== undefined) {
      const given = strList('colors');
      if (!given.every((c) => (COLORS as string[]).includes(c))) this.shape(`${path}.colors`, msg('parse.aListOfWU'));
      else colors = given as Color[];
    }
    const def: CardDefinition = {
      name: typeof raw.name === 'string' ? raw.name : '',
      manaCost: typeof manaCost === 'string' ? manaCost : '',
      colors,
      supertypes: strList('supertypes'),
      types,
      subtypes: strList('subtypes'),
      power: optStat('power'),
      toughness: optStat('toughness'),
      loyalty: optStat('loyalty'),
      text: typeof text === 'string' ? text : '',
    };
    if (types.includes('Creature') && (def.power === null || def.toughness === null)) {
      this.shape(path, msg('parse.aCreatureNeedsPowerAnd'));
    }
    return { def, inline: true };
  }

  private turn(raw: Json, players: PlayerState[]): TurnState | null {
    const path = 'state.turn';
    const first = players[0]?.id ?? '';
    if (raw === undefined)
      return {
        number: 1,
        active: first,
        step: 'first-main',
        priority: first,
        passed: [],
        spellsCast: 0,
        spellsCastBy: {},
        spellsCastLastTurnBy: {},
      };
    if (!isObj(raw)) {
      this.shape(path, msg('parse.anObjectNumberActiveStep'));
      return null;
    }
    this.unknownKeys(raw, TURN_KEYS, path);
    const number = this.int(raw, 'number', path, 1, 1);
    const ids = new Set(players.map((pl) => pl.id));
    let active = first;
    if (raw.active !== undefined) {
      if (typeof raw.active !== 'string') this.shape(`${path}.active`, msg('parse.aPlayerId'));
      else if (!ids.has(raw.active))
        this.rule(`${path}.active`, 'UNKNOWN_PLAYER', '102.1', msg('parse.UNKNOWN_PLAYER', { id: raw.active }));
      else active = raw.active;
    }
    let step: Step = 'first-main';
    if (raw.step !== undefined) {
      if (typeof raw.step === 'string' && (STEPS as readonly string[]).includes(raw.step)) step = raw.step as Step;
      else this.shape(`${path}.step`, msg('parse.oneOf', { values: STEPS.join(', ') }));
    }
    // 117.3a: the active player receives priority in most steps; nobody does in untap or cleanup.
    let priority: string | null = step === 'untap' || step === 'cleanup' ? null : active;
    if (raw.priority !== undefined) {
      if (raw.priority === null) priority = null;
      else if (typeof raw.priority !== 'string') this.shape(`${path}.priority`, msg('parse.aPlayerIdOrNull'));
      else if (!ids.has(raw.priority))
        this.rule(`${path}.priority`, 'UNKNOWN_PLAYER', '102.1', msg('parse.UNKNOWN_PLAYER', { id: raw.priority }));
      else priority = raw.priority;
    }
    if (step === 'untap' && priority !== null)
      this.rule(`${path}.priority`, 'NO_PRIORITY_IN_UNTAP', '502.4', msg('parse.noPlayerReceivesPriorityDuring'));
    const passed: string[] = [];
    if (raw.passed !== undefined) {
      if (!Array.isArray(raw.passed)) this.shape(`${path}.passed`, msg('parse.aListOfPlayerIds'));
      else
        raw.passed.forEach((pid, i) => {
          if (typeof pid !== 'string' || !ids.has(pid)) this.shape(`${path}.passed[${i}]`, msg('parse.aPlayerId'));
          else if (!passed.includes(pid)) passed.push(pid);
        });
    }
    // 601.2i: the spells each player cast, this turn and last turn; a total given is at least what they add up to.
    const spellsCastBy = this.spellCounts(raw, 'spellsCastBy', path, ids);
    const spellsCast = this.castTotal(raw, 'spellsCast', spellsCastBy, path);
    const spellsCastLastTurnBy = this.spellCounts(raw, 'spellsCastLastTurnBy', path, ids);
    const lastTotal =
      raw.spellsCastLastTurn !== undefined || raw.spellsCastLastTurnBy !== undefined
        ? this.castTotal(raw, 'spellsCastLastTurn', spellsCastLastTurnBy, path)
        : undefined;
    const extraTurn = this.extraTurnNow(raw.extraTurn, `${path}.extraTurn`, ids);
    // 500.8: the phases added after the current one, and the step the turn goes on with after an added phase.
    const additionalPhases: AdditionalPhase[] = [];
    if (raw.additionalPhases !== undefined) {
      if (!Array.isArray(raw.additionalPhases)) this.shape(`${path}.additionalPhases`, msg('parse.additionalPhases'));
      else
        raw.additionalPhases.forEach((p, i) => {
          if (p !== 'combat' && p !== 'main') this.shape(`${path}.additionalPhases[${i}]`, msg('parse.additionalPhases'));
          else additionalPhases.push(p);
        });
    }
    let resumeAt: Step | undefined;
    if (raw.resumeAt !== undefined) {
      if (typeof raw.resumeAt !== 'string' || !(STEPS as readonly string[]).includes(raw.resumeAt))
        this.shape(`${path}.resumeAt`, msg('parse.resumeAt'));
      else resumeAt = raw.resumeAt as Step;
    }
    return {
      number,
      active,
      step,
      priority,
      passed,
      spellsCast,
      spellsCastBy,
      ...(lastTotal !== undefined ? { spellsCastLastTurn: lastTotal } : {}),
      spellsCastLastTurnBy,
      ...(extraTurn ? { extraTurn } : {}),
      ...(additionalPhases.length > 0 ? { additionalPhases } : {}),
      ...(resumeAt ? { resumeAt } : {}),
    };
  }

  /** 500.7: the turn being taken is an extra turn: its id and the player whose turn the extra turns were added after. */
  private extraTurnNow(raw: Json, path: string, ids: Set<string>): { id: string; after: string } | null {
    if (raw === undefined || raw === null) return null;
    if (!isObj(raw) || typeof raw.id !== 'string' || raw.id === '' || typeof raw.after !== 'string') {
      this.shape(path, msg('parse.extraTurnNow'));
      return null;
    }
    this.unknownKeys(raw, EXTRA_TURN_NOW_KEYS, path);
    this.claimId(raw.id, `${path}.id`);
    if (!ids.has(raw.after)) this.rule(`${path}.after`, 'UNKNOWN_PLAYER', '102.1', msg('parse.UNKNOWN_PLAYER', { id: raw.after }));
    return { id: raw.id, after: raw.after };
  }

  /** 500.7: an extra turn to be taken, by a player of the game. */
  private extraTurn(raw: Json, path: string, ids: Set<string>): ExtraTurn | null {
    if (!isObj(raw) || typeof raw.id !== 'string' || raw.id === '' || typeof raw.player !== 'string') {
      this.shape(path, msg('parse.extraTurn'));
      return null;
    }
    this.unknownKeys(raw, EXTRA_TURN_KEYS, path);
    this.claimId(raw.id, `${path}.id`);
    this.checkPlayerRef(raw.player, ids, `${path}.player`);
    return { id: raw.id, player: raw.player };
  }

  /** 500.7, 603.7a: a delayed ability "at the beginning of that turn's end step" names an extra turn of the board. */
  private checkDelayedTurns(state: GameState, rawDelayed: Json): void {
    const turns = new Set([...(state.extraTurns ?? []).map((x) => x.id), ...(state.turn.extraTurn ? [state.turn.extraTurn.id] : [])]);
    state.delayed.forEach((d, i) => {
      const path = `state.delayed[${Array.isArray(rawDelayed) ? rawDelayed.findIndex((r) => isObj(r) && r.id === d.id) : i}]`;
      if (d.when === 'that-turn-end-step' && (d.turn === undefined || !turns.has(d.turn)))
        this.rule(`${path}.turn`, 'UNKNOWN_EXTRA_TURN', '500.7', msg('parse.UNKNOWN_EXTRA_TURN', { id: d.turn ?? '' }));
      else if (d.when !== 'that-turn-end-step' && d.turn !== undefined) this.shape(`${path}.turn`, msg('parse.delayedTurnOnly'));
    });
  }

  /** `{ player: count }`: the spells each named player cast (601.2i). */
  private spellCounts(raw: Obj, key: string, path: string, ids: Set<string>): Record<string, number> {
    const out: Record<string, number> = {};
    const v = raw[key];
    if (v === undefined) return out;
    if (!isObj(v)) {
      this.shape(`${path}.${key}`, msg('parse.spellCountsByPlayer'));
      return out;
    }
    for (const pid of Object.keys(v)) {
      if (!ids.has(pid)) {
        this.rule(`${path}.${key}.${pid}`, 'UNKNOWN_PLAYER', '102.1', msg('parse.UNKNOWN_PLAYER', { id: pid }));
        continue;
      }
      const n = this.int(v, pid, `${path}.${key}`, 0, 0);
      if (n > 0) out[pid] = n;
    }
    return out;
  }

  /** A total of spells cast: given, it cannot be less than the counts by player; left out, it is their sum. */
  private castTotal(raw: Obj, key: string, by: Record<string, number>, path: string): number {
    const sum = Object.values(by).reduce((a, b) => a + b, 0);
    if (raw[key] === undefined) return sum;
    const total = this.int(raw, key, path, sum, 0);
    if (total < sum) {
      this.rule(`${path}.${key}`, 'SPELLS_CAST_TOO_FEW', '601.2i', msg('parse.SPELLS_CAST_BELOW_PLAYERS', { sum, given: total }));
      return sum;
    }
    return total;
  }

  private combat(raw: Json, turn: TurnState | null, battlefield: GameObject[], priorityNamed: boolean): CombatState | null {
    const path = 'state.combat';
    if (raw === undefined || raw === null) return null;
    if (!isObj(raw)) {
      this.shape(path, msg('parse.anObjectAttackersBlockers'));
      return null;
    }
    this.unknownKeys(raw, COMBAT_KEYS, path);
    const onField = new Set(battlefield.map((o) => o.id));
    const attackers = this.list(raw.attackers, `${path}.attackers`, (e, p) => {
      if (!isObj(e) || typeof e.id !== 'string' || typeof e.attacking !== 'string') {
        this.shape(p, msg('parse.idAttackingCreatureAttackingPlayer'));
        return null;
      }
      this.unknownKeys(e, new Set(['id', 'attacking', 'blocked']), p);
      if (!onField.has(e.id)) this.rule(`${p}.id`, 'NOT_ON_BATTLEFIELD', '506.3', msg('parse.NOT_ON_BATTLEFIELD', { id: e.id }));
      if (e.blocked !== undefined && typeof e.blocked !== 'boolean') this.shape(`${p}.blocked`, msg('parse.trueOrFalse'));
      return { id: e.id, attacking: e.attacking, blocked: e.blocked === true };
    });
    const blockers = this.list(raw.blockers, `${path}.blockers`, (e, p) => {
      if (!isObj(e) || typeof e.id !== 'string' || !Array.isArray(e.blocking) || !e.blocking.every((b) => typeof b === 'string')) {
        this.shape(p, msg('parse.idBlockingCreatureBlockingAttacker'));
        return null;
      }
      this.unknownKeys(e, new Set(['id', 'blocking']), p);
      if (!onField.has(e.id)) this.rule(`${p}.id`, 'NOT_ON_BATTLEFIELD', '506.3', msg('parse.NOT_ON_BATTLEFIELD', { id: e.id }));
      return { id: e.id, blocking: e.blocking as string[] };
    });
    if (turn && !COMBAT_STEPS.has(turn.step))
      this.rule(path, 'COMBAT_OUTSIDE_COMBAT_PHASE', '506.1', msg('parse.COMBAT_OUTSIDE_COMBAT_PHASE', { step: turn.step }));
    const stepIndex = turn ? STEPS.indexOf(turn.step) : 0;
    // Defaults: once past a declaration step, its declaration happened; in it, a non-empty list says it did, and
    // so does a player with priority (508.2, 509.2: priority comes only after the declaration, 117.3a), the list
    // then being the declaration made (possibly none).
    const declaredBy = (step: Step): boolean => stepIndex > STEPS.indexOf(step) || (turn?.step === step && priorityNamed);
    const attackersDeclared = this.bool(raw, 'attackersDeclared', path, declaredBy('declare-attackers') || attackers.length > 0);
    const blockersDeclared = this.bool(raw, 'blockersDeclared', path, declaredBy('declare-blockers') || blockers.length > 0);
    if (turn && priorityNamed) {
      if (turn.step === 'declare-attackers' && !attackersDeclared)
        this.rule('state.turn.priority', 'PRIORITY_BEFORE_DECLARATION', '508.2', msg('parse.inTheDeclareAttackersStep'));
      if (turn.step === 'declare-blockers' && !blockersDeclared && attackers.length > 0)
        this.rule('state.turn.priority', 'PRIORITY_BEFORE_DECLARATION', '509.2', msg('parse.inTheDeclareBlockersStep'));
    }
    // 509.1h: an attacker with a declared blocker is blocked (a board may also say so explicitly).
    for (const a of attackers) if (blockers.some((b) => b.blocking.includes(a.id))) a.blocked = true;
    let firstStrikers: string[] | null = null;
    if (raw.firstStrikers !== undefined && raw.firstStrikers !== null) {
      if (Array.isArray(raw.firstStrikers) && raw.firstStrikers.every((x) => typeof x === 'string'))
        firstStrikers = raw.firstStrikers as string[];
      else this.shape(`${path}.firstStrikers`, msg('parse.nullOrTheIdsOf'));
    }
    const creaturesAttacked = this.bool(raw, 'creaturesAttacked', path, attackers.length > 0);
    const combat: CombatState = { attackers, blockers, attackersDeclared, creaturesAttacked, blockersDeclared, firstStrikers };
    this.combatBands(raw, combat, path);
    if (raw.damageAssigned !== undefined) {
      const d = raw.damageAssigned;
      if (!isObj(d) || !Object.values(d).every((t) => isObj(t) && Object.values(t).every((n) => isInt(n) && n >= 0)))
        this.shape(`${path}.damageAssigned`, msg('parse.theActivePlayerSDivision'));
      else combat.damageAssigned = d as Record<string, Record<string, number>>;
    }
    this.combatReplacement(raw, combat, path);
    return combat;
  }

  /** 616.1: the orders chosen for this step's combat damage events, and the choice the damage waits for. */
  private combatReplacement(raw: Obj, combat: CombatState, path: string): void {
    const strings = (x: Json): x is string[] => Array.isArray(x) && x.every((e) => typeof e === 'string');
    if (raw.replacementOrders !== undefined) {
      const o = raw.replacementOrders;
      if (!isObj(o) || !Object.values(o).every(strings)) this.shape(`${path}.replacementOrders`, msg('parse.theEffectsChosenSoFar'));
      else combat.replacementOrders = o as Record<string, string[]>;
    }
    if (raw.awaitingReplacement !== undefined) {
      const w = raw.awaitingReplacement;
      if (!isObj(w) || typeof w.key !== 'string' || typeof w.player !== 'string' || !strings(w.options) || typeof w.text !== 'string')
        this.shape(`${path}.awaitingReplacement`, msg('parse.theChoiceTheCombatDamage'));
      else combat.awaitingReplacement = { key: w.key, player: w.player, options: [...w.options], text: w.text };
    }
  }

  /** 702.22c-e: the attacking bands, each a list of two or more attacking creatures, none in two bands. */
  private combatBands(raw: Obj, combat: CombatState, path: string): void {
    if (raw.bands === undefined) return;
    if (!Array.isArray(raw.bands) || !raw.bands.every((b) => Array.isArray(b) && b.length > 0 && b.every((id) => typeof id === 'string'))) {
      this.shape(`${path}.bands`, msg('parse.theAttackingBandsCA'));
      return;
    }
    const seen = new Set<string>();
    (raw.bands as string[][]).forEach((band, i) => {
      for (const id of band) {
        const attack = combat.attackers.find((a) => a.id === id);
        if (!attack)
          this.rule(`${path}.bands[${i}]`, 'BAND_MEMBER_NOT_ATTACKING', '702.22c', msg('parse.BAND_MEMBER_NOT_ATTACKING', { id }));
        else if (seen.has(id)) this.rule(`${path}.bands[${i}]`, 'BAND_MEMBER_TWICE', '702.22c', msg('parse.BAND_MEMBER_TWICE', { id }));
        else if (attack.attacking !== combat.attackers.find((a) => a.id === band[0])?.attacking)
          this.rule(`${path}.bands[${i}]`, 'BAND_SPLIT_ATTACK', '702.22d', msg('parse.allCreaturesInAnAttacking'));
        seen.add(id);
      }
    });
    const bands = (raw.bands as string[][]).filter((b) => b.length > 1).map((b) => [...b]);
    if (bands.length === 0) return;
    combat.bands = bands;
    // 702.22h: a creature blocking one creature of a band blocks each creature of it.
    for (const b of combat.blockers) {
      const all = new Set(b.blocking.flatMap((id) => bands.find((band) => band.includes(id)) ?? [id]));
      b.blocking = [...b.blocking, ...combat.attackers.map((a) => a.id).filter((id) => all.has(id) && !b.blocking.includes(id))];
    }
    for (const a of combat.attackers) if (combat.blockers.some((b) => b.blocking.includes(a.id))) a.blocked = true;
  }

  private effect(raw: Json, path: string, i: number, playerIds: Set<string>): ContinuousEffect | null {
    if (!isObj(raw)) {
      this.shape(path, msg('parse.aContinuousEffectObject'));
      return null;
    }
    this.unknownKeys(raw, EFFECT_KEYS, path);
    const kind = raw.kind as EffectKind;
    if (!EFFECT_KINDS.includes(kind)) {
      this.shape(`${path}.kind`, msg('parse.oneOf', { values: EFFECT_KINDS.join(', ') }));
      return null;
    }
    let colors: Color[] | undefined;
    if (kind === 'set-colors') {
      if (!Array.isArray(raw.colors) || !raw.colors.every((c) => (COLORS as unknown[]).includes(c)))
        this.shape(`${path}.colors`, msg('parse.requiredForSetColorsA'));
      else colors = raw.colors as Color[];
    }
    let subtypes: string[] | undefined;
    if (kind === 'set-creature-types' || (kind === 'add-types' && raw.subtypes !== undefined)) {
      if (!Array.isArray(raw.subtypes) || !raw.subtypes.every((c) => typeof c === 'string'))
        this.shape(`${path}.subtypes`, msg('parse.requiredForSetCreatureTypes'));
      else subtypes = raw.subtypes as string[];
    }
    // 305.7: set-land-types names basic land types (305.6), at least one.
    if (kind === 'set-land-types') {
      if (
        !Array.isArray(raw.subtypes) ||
        raw.subtypes.length === 0 ||
        !raw.subtypes.every((c) => typeof c === 'string' && BASIC_LAND_TYPES.includes(c))
      )
        this.shape(`${path}.subtypes`, msg('parse.requiredForSetLandTypes'));
      else subtypes = raw.subtypes as string[];
    }
    const duration = (raw.duration ?? 'until-end-of-turn') as Duration;
    if (!DURATIONS.includes(duration)) this.shape(`${path}.duration`, msg('parse.oneOf', { values: DURATIONS.join(', ') }));
    if (!Array.isArray(raw.affects) || !raw.affects.every((a) => typeof a === 'string')) {
      this.shape(`${path}.affects`, msg('parse.aListOfObjectIds'));
      return null;
    }
    if (typeof raw.controller !== 'string') {
      this.shape(`${path}.controller`, msg('parse.requiredThePlayerWhoControls'));
      return null;
    }
    this.checkPlayerRef(raw.controller, playerIds, `${path}.controller`);
    const timestamp = this.int(raw, 'timestamp', path, 0, 0);
    if (timestamp > this.maxTimestamp) this.maxTimestamp = timestamp;
    const effect: ContinuousEffect = {
      id: typeof raw.id === 'string' ? raw.id : `effect.${i}`,
      kind,
      power: this.int(raw, 'power', path, 0),
      toughness: this.int(raw, 'toughness', path, 0),
      affects: raw.affects as string[],
      source: typeof raw.source === 'string' ? raw.source : null,
      controller: raw.controller,
      timestamp,
      duration,
    };
    // 611.2b: "for as long as CARDNAME remains tapped" names the permanent it lasts for.
    if (duration === 'while-source-tapped') {
      if (typeof raw.tappedSource !== 'string' || raw.tappedSource === '')
        this.shape(`${path}.tappedSource`, msg('parse.tappedSourceRequired'));
      else effect.tappedSource = raw.tappedSource;
    } else if (duration === 'while-you-control-source' && raw.tappedSource !== undefined) {
      // 611.2b: "for as long as you control CARDNAME and CARDNAME remains tapped": both must hold.
      if (typeof raw.tappedSource !== 'string' || raw.tappedSource === '')
        this.shape(`${path}.tappedSource`, msg('parse.tappedSourceRequired'));
      else effect.tappedSource = raw.tappedSource;
    } else if (raw.tappedSource !== undefined) this.shape(`${path}.tappedSource`, msg('parse.tappedSourceRequired'));
    // 611.2b: "for as long as you control CARDNAME" names the permanent it lasts for.
    if (duration === 'while-you-control-source') {
      if (typeof raw.controlledSource !== 'string' || raw.controlledSource === '')
        this.shape(`${path}.controlledSource`, msg('parse.controlledSourceRequired'));
      else effect.controlledSource = raw.controlledSource;
    } else if (raw.controlledSource !== undefined) this.shape(`${path}.controlledSource`, msg('parse.controlledSourceRequired'));
    if (kind === 'add-keyword' || kind === 'lose-keyword') {
      if (typeof raw.keyword !== 'string' || raw.keyword === '') this.shape(`${path}.keyword`, msg('parse.keywordRequired', { kind }));
      else {
        effect.keyword = raw.keyword.toLowerCase();
        // 613.1f: a keyword the engine reads only as printed text (a triggered one such as exalted or flanking) would
        // be granted or removed in name only: refused rather than silently doing nothing.
        if (
          !IMPLEMENTED_KEYWORDS.has(effect.keyword) &&
          !/^(?:protection|hexproof) from (?:white|blue|black|red|green|everything)$/.test(effect.keyword)
        ) {
          this.errors.push({
            kind: 'rule',
            code: 'UNSUPPORTED_EFFECT',
            path: `${path}.keyword`,
            rule: '613.1f',
            message: msg('parse.keywordEffectUnsupported', { kind, keyword: effect.keyword }),
          });
        }
      }
    }
    // 615.1a: "Prevent all combat damage that would be dealt to / by ...": only combat damage.
    if (raw.combat !== undefined) {
      if (typeof raw.combat !== 'boolean' || (kind !== 'prevent-all-damage' && kind !== 'prevent-damage-by'))
        this.shape(`${path}.combat`, msg('parse.combatPreventionOnly'));
      else if (raw.combat) effect.combat = true;
    }
    // 614.9: a redirection shield: how much it still redirects, and to which permanent.
    if (kind === 'redirect-damage') {
      if (!isInt(raw.amount) || raw.amount < 1) this.shape(`${path}.amount`, msg('parse.requiredForPreventDamageHow'));
      else effect.amount = raw.amount;
      if (typeof raw.redirectTo !== 'string' || raw.redirectTo === '') this.shape(`${path}.redirectTo`, msg('parse.redirectToRequired'));
      else effect.redirectTo = raw.redirectTo;
    } else if (raw.redirectTo !== undefined) this.shape(`${path}.redirectTo`, msg('parse.redirectToRequired'));
    // 615.8, 609.7a: the shield against the next damage from the source chosen, with the properties it rechecks (609.7b).
    if (kind === 'prevent-next-from-source') {
      if (typeof raw.damageSource !== 'string' || raw.damageSource === '')
        this.shape(`${path}.damageSource`, msg('parse.damageSourceRequired'));
      else effect.damageSource = raw.damageSource;
      if (raw.colors !== undefined) {
        if (!Array.isArray(raw.colors) || !raw.colors.every((c) => (COLORS as unknown[]).includes(c)))
          this.shape(`${path}.colors`, msg('parse.damageSourceColors'));
        else effect.colors = raw.colors as Color[];
      }
      if (raw.types !== undefined) {
        if (!Array.isArray(raw.types) || !raw.types.every((t) => typeof t === 'string'))
          this.shape(`${path}.types`, msg('parse.damageSourceTypes'));
        else effect.types = raw.types as string[];
      }
    } else if (raw.damageSource !== undefined) this.shape(`${path}.damageSource`, msg('parse.damageSourceRequired'));
    if (kind === 'prevent-damage') {
      if (!isInt(raw.amount) || raw.amount < 1) this.shape(`${path}.amount`, msg('parse.requiredForPreventDamageHow'));
      else effect.amount = raw.amount;
    }
    // 509.1a, 101.1: block-additional's amount, when given: how many more creatures it may block (absent: any number).
    if (kind === 'block-additional' && raw.amount !== undefined) {
      if (!isInt(raw.amount) || raw.amount < 1) this.shape(`${path}.amount`, msg('parse.blockAdditionalAmount'));
      else effect.amount = raw.amount;
    }
    if (kind === 'add-types') {
      if (!Array.isArray(raw.types) || !raw.types.every((t) => typeof t === 'string'))
        this.shape(`${path}.types`, msg('parse.requiredForAddTypesA'));
      else effect.types = raw.types as string[];
    }
    if (kind === 'add-ability') {
      // 613.1f: a quoted ability the engine understands in full, as a granted one; another is refused, never kept doing nothing.
      if (typeof raw.text !== 'string' || raw.text === '') this.shape(`${path}.text`, msg('parse.requiredForAddAbility'));
      else if (!compileGranted(raw.text))
        this.errors.push({
          kind: 'rule',
          code: 'UNSUPPORTED_EFFECT',
          path: `${path}.text`,
          rule: '613.1f',
          message: msg('parse.addAbilityUnsupported', { text: raw.text }),
        });
      else effect.text = raw.text;
    }
    // 509.1c: a must-block names the attacker its creatures block if able; without one, they block some attacker if able.
    if (kind === 'must-block' && raw.attacker !== undefined) {
      if (typeof raw.attacker !== 'string' || raw.attacker === '') this.shape(`${path}.attacker`, msg('parse.requiredForMustBlockThe'));
      else effect.attacker = raw.attacker;
    }
    // 509.1b: a cant-block effect may name the one attacker the affected creatures can't block.
    if (kind === 'cant-block' && raw.attacker !== undefined) {
      if (typeof raw.attacker !== 'string' || raw.attacker === '') this.shape(`${path}.attacker`, msg('parse.cantBlockAttacker'));
      else effect.attacker = raw.attacker;
    }
    if (raw.equalTo !== undefined) {
      if (kind !== 'set-pt') this.shape(`${path}.equalTo`, msg('parse.onlyForSetPt'));
      else if (typeof raw.equalTo !== 'string' || !countExpr(raw.equalTo)) this.shape(`${path}.equalTo`, msg('parse.forSetPtWhatPower'));
      else effect.equalTo = raw.equalTo;
    }
    if (kind === 'change-text') {
      // 612.2: a color word, basic land type or creature type replaced by another of the same kind.
      const cls = typeof raw.from === 'string' ? wordClass(raw.from) : null;
      if (!cls) this.shape(`${path}.from`, msg('parse.requiredForChangeTextThe'));
      else if (typeof raw.to !== 'string' || wordClass(raw.to) !== cls || raw.to === raw.from)
        this.shape(
          `${path}.to`,
          msg('parse.changeTextTo', {
            from: String(raw.from),
            kind: msg(
              cls === 'color'
                ? 'parse.anotherColorWord'
                : cls === 'basicLandType'
                  ? 'parse.anotherBasicLandType'
                  : 'parse.anotherCreatureType',
            ),
          }),
        );
      else {
        effect.from = raw.from as string;
        effect.to = raw.to;
      }
    }
    if (colors) effect.colors = colors;
    if (subtypes) effect.subtypes = subtypes;
    return effect;
  }

  private awaitingDiscard(raw: Json, path: string): { awaitingDiscard: { player: string; count: number; next: number } } | null {
    if (raw === undefined || raw === null) return null;
    if (!isObj(raw) || typeof raw.player !== 'string' || !isInt(raw.count) || raw.count < 1 || !isInt(raw.next) || raw.next < 0) {
      this.shape(path, msg('parse.playerCountCardsToDiscard'));
      return null;
    }
    return { awaitingDiscard: { player: raw.player, count: raw.count, next: raw.next } };
  }

  /** 702.38a: an amplify spell waiting for its controller's reveal: which instance (702.38b), the counters so far. */
  private awaitingReveal(
    raw: Json,
    path: string,
    controller: string,
  ): { awaitingReveal: { player: string; instance: number; counters: number } } | null {
    if (raw === undefined || raw === null) return null;
    // 702.38a: "your hand": the spell's controller reveals.
    if (!isObj(raw) || raw.player !== controller || !isInt(raw.instance) || raw.instance < 0 || !isInt(raw.counters) || raw.counters < 0) {
      this.shape(path, msg('parse.playerTheSpellSController'));
      return null;
    }
    return { awaitingReveal: { player: raw.player, instance: raw.instance, counters: raw.counters } };
  }

  private pendingTrigger(raw: Json, path: string, playerIds: Set<string>): PendingTrigger | null {
    if (
      !isObj(raw) ||
      typeof raw.id !== 'string' ||
      typeof raw.source !== 'string' ||
      !isInt(raw.index) ||
      raw.index < 0 ||
      typeof raw.controller !== 'string'
    ) {
      this.shape(path, msg('parse.idSourceObjectIdIndex'));
      return null;
    }
    this.unknownKeys(raw, PENDING_KEYS, path);
    // 700.2b: the mode chosen for a modal triggered ability (its index from 0), once chosen.
    if (raw.modes !== undefined && !(Array.isArray(raw.modes) && raw.modes.length === 1 && isInt(raw.modes[0]) && raw.modes[0] >= 0))
      this.shape(`${path}.modes`, msg('parse.theModeChosenForA'));
    if (raw.x !== undefined && !(isInt(raw.x) && raw.x >= 0 && raw.x <= 1000)) this.shape(`${path}.x`, msg('parse.aNumberFixedAsIt'));
    this.checkPlayerRef(raw.controller, playerIds, `${path}.controller`);
    this.claimId(raw.id, path);
    let targets: string[] | null = null;
    if (raw.targets !== undefined && raw.targets !== null) {
      if (Array.isArray(raw.targets) && raw.targets.every((t) => typeof t === 'string')) targets = raw.targets as string[];
      else this.shape(`${path}.targets`, msg('parse.nullOrTheChosenTarget'));
    }
    const pending: PendingTrigger = {
      id: raw.id,
      source: raw.source,
      index: raw.index,
      controller: raw.controller,
      ordered: this.bool(raw, 'ordered', path, false),
      targets,
    };
    Object.assign(pending, this.reference(raw, path));
    const linked = this.ids(raw, 'linked', path);
    if (linked) pending.linked = linked;
    const effect = this.delayedEffect(raw.delayed, `${path}.delayed`);
    if (effect !== null) pending.delayed = effect;
    const granted = this.grantedAbility(raw.granted, `${path}.granted`, 'triggered');
    if (granted !== null) pending.granted = granted;
    if (isInt(raw.x) && raw.x >= 0 && raw.x <= 1000) pending.x = raw.x;
    if (Array.isArray(raw.modes) && raw.modes.length === 1 && isInt(raw.modes[0]) && raw.modes[0] >= 0) pending.modes = [raw.modes[0]];
    if (raw.card !== undefined) {
      // 113.7a, 603.10a: the source as it last existed (a copy or a token that left the battlefield).
      const last = this.card(raw.card, `${path}.card`);
      if (last) pending.lastKnown = { card: last.def, inline: last.inline };
    }
    return pending;
  }

  /** 613.1f: the text in quotes of an ability its source has from another object, which must be understood. */
  private grantedAbility(raw: Json, path: string, kind: 'activated' | 'triggered'): string | null {
    if (raw === undefined) return null;
    if (typeof raw !== 'string' || raw === '') {
      this.shape(path, msg('parse.grantedAbilityText'));
      return null;
    }
    if (grantedOfKind(raw, kind, compileGranted).length === 0)
      this.errors.push({
        kind: 'rule',
        code: 'UNSUPPORTED_GRANTED_ABILITY',
        path,
        rule: '613.1f',
        message: msg('parse.UNSUPPORTED_GRANTED_ABILITY', { kind, text: raw }),
      });
    return raw;
  }

  /** The text of a delayed triggered ability (603.7), which must be understood. */
  private delayedEffect(raw: Json, path: string): string | null {
    if (raw === undefined) return null;
    if (typeof raw !== 'string' || raw === '') {
      this.shape(path, msg('parse.whatTheDelayedTriggeredAbility'));
      return null;
    }
    // 603.7c: "it" and "that creature" in its text are the object it refers to ("refersTo").
    if (!delayedEffects(raw) && !delayedEffects(raw, true))
      this.errors.push({
        kind: 'rule',
        code: 'UNSUPPORTED_DELAYED_TRIGGER',
        path,
        rule: '603.7',
        message: msg('parse.UNSUPPORTED_DELAYED_TRIGGER', { text: raw }),
      });
    return raw;
  }

  /** 603.7: a delayed triggered ability waiting for its event. */
  private delayedTrigger(raw: Json, path: string, playerIds: Set<string>): DelayedTrigger | null {
    if (
      !isObj(raw) ||
      typeof raw.id !== 'string' ||
      raw.id === '' ||
      typeof raw.source !== 'string' ||
      typeof raw.controller !== 'string' ||
      typeof raw.effect !== 'string'
    ) {
      this.shape(
        path,
        msg('parse.delayedShape', {
          when: listed(
            DELAYED_WHEN.map((w) => `"${w}"`),
            'or',
          ),
        }),
      );
      return null;
    }
    this.unknownKeys(raw, DELAYED_KEYS, path);
    this.claimId(raw.id, path);
    this.checkPlayerRef(raw.controller, playerIds, `${path}.controller`);
    if (!(DELAYED_WHEN as readonly unknown[]).includes(raw.when)) {
      this.shape(`${path}.when`, msg('parse.delayedWhen', { values: DELAYED_WHEN.join(', ') }));
      return null;
    }
    const reference = this.reference(raw, path);
    const effect = this.delayedEffect(raw.effect, `${path}.effect`);
    if (effect === null) return null;
    if (raw.turn !== undefined && (typeof raw.turn !== 'string' || raw.turn === '')) {
      this.shape(`${path}.turn`, msg('parse.anId'));
      return null;
    }
    return {
      id: raw.id,
      source: raw.source,
      controller: raw.controller,
      when: raw.when as DelayedWhen,
      effect,
      ...reference,
      ...(typeof raw.turn === 'string' ? { turn: raw.turn } : {}),
    };
  }

  private checkPlayerRef(id: string, playerIds: Set<string>, path: string): void {
    if (!playerIds.has(id)) this.rule(path, 'UNKNOWN_PLAYER', '102.1', msg('parse.UNKNOWN_PLAYER', { id }));
  }
}

function awaitingDeclaration(step: Step, combat: CombatState): boolean {
  if (step === 'declare-attackers') return !combat.attackersDeclared;
  if (step === 'declare-blockers') return !combat.blockersDeclared && combat.attackers.length > 0;
  return false;
}

const COMBAT_STEPS = new Set<Step>([
  'beginning-of-combat',
  'declare-attackers',
  'declare-blockers',
  'first-strike-damage',
  'combat-damage',
  'end-of-combat',
]);

function hiddenObject(id: string, owner: string): GameObject {
  return newObject(id, null, false, owner, owner);
}
