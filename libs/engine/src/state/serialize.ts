import { CardDefinition, colorsOfCost } from '../cards/card';
import { formatPool } from '../cards/mana';
import { Characteristics, characteristicsOf, characteristicsOfAll } from '../rules/613-layers';
import { realCard } from '../rules/708-face-down';
import { Static } from '@sinclair/typebox';
import { BoardAnswerJson, CardRef, HiddenZone, InlineCard } from '../wire/schema';
import { ContinuousEffect, GameObject, GameState, PlayerState, SpellReplacementChoice, StackObject } from './types';
import { pendingChoiceJson } from './pending-choice';

/**
 * The board as JSON (CONTRACT §1), in one canonical form: same state, same bytes. Its type is the
 * wire schema's (wire/schema.ts BoardAnswer): what is written here is what openapi.yaml documents.
 */
export type BoardJson = Omit<BoardAnswerJson, 'battlefield'> & { battlefield: FullPermanentJson[] };
/** The board in any output form (SerializeOptions): `characteristics` may be absent. */
export type CompactBoardJson = BoardAnswerJson;

type Of<K extends keyof BoardAnswerJson> = BoardAnswerJson[K];
export type PlayerJson = Of<'players'>[number];
export type PermanentJson = Of<'battlefield'>[number];
/** A permanent in the default form (characteristics: 'all'): its characteristics always written. */
export type FullPermanentJson = PermanentJson & { characteristics: Characteristics };
export type StackJson = Of<'stack'>[number];
export type EffectJson = Of<'effects'>[number];
export type PublicEntryJson = Of<'exile'>[number];
export type CommandEntryJson = Of<'command'>[number];
export type ZoneEntryJson = Extract<Of<'players'>[number]['hand'], unknown[]>[number];
export type HiddenZoneJson = Static<typeof HiddenZone>;
export type CardJson = Static<typeof CardRef>;
export type InlineCardJson = Static<typeof InlineCard>;

/**
 * Which objects carry their `characteristics` in an answer (CONTRACT §3, answer size):
 * - `all` (the default): every permanent and every spell on the stack, as always;
 * - `changed`: only those whose characteristics differ from what their `card` prints
 *   (printedCharacteristics): an absent `characteristics` means exactly the printed values;
 * - `none`: no object (the client computes them, or does not need them).
 * The parser ignores `characteristics` on input, so every form reads back as the same board.
 */
export const CHARACTERISTICS_OUTPUTS = ['all', 'changed', 'none'] as const;
export type CharacteristicsOutput = (typeof CHARACTERISTICS_OUTPUTS)[number];

export interface SerializeOptions {
  characteristics?: CharacteristicsOutput;
}

/**
 * Typed as the default form (every characteristics written), which is what callers without
 * options get; with `changed` or `none` read it as a CompactBoardJson.
 */
export function serializeBoard(state: GameState, options: SerializeOptions = {}): BoardJson {
  const mode = options.characteristics ?? 'all';
  const out: CompactBoardJson = {
    format: 'board/1',
    players: state.players.map(player),
    battlefield: permanents(state, mode),
    stack: state.stack.map((s) => stackEntry(state, s, mode)),
    exile: state.exile.map((o) => publicEntry(o, true)),
    command: state.command.map((o) => (o.emblem ? emblemEntry(o, o.emblem) : publicEntry(o, true))),
    turn: {
      number: state.turn.number,
      active: state.turn.active,
      step: state.turn.step,
      priority: state.turn.priority,
      passed: [...state.turn.passed],
      ...(state.turn.spellsCast > 0 ? { spellsCast: state.turn.spellsCast } : {}),
      ...(Object.keys(state.turn.spellsCastBy).length > 0 ? { spellsCastBy: { ...state.turn.spellsCastBy } } : {}),
      ...(state.turn.spellsCastLastTurn !== undefined ? { spellsCastLastTurn: state.turn.spellsCastLastTurn } : {}),
      ...(Object.keys(state.turn.spellsCastLastTurnBy).length > 0 ? { spellsCastLastTurnBy: { ...state.turn.spellsCastLastTurnBy } } : {}),
      ...(state.turn.extraTurn ? { extraTurn: { ...state.turn.extraTurn } } : {}),
      ...(state.turn.additionalPhases?.length ? { additionalPhases: [...state.turn.additionalPhases] } : {}),
      ...(state.turn.resumeAt ? { resumeAt: state.turn.resumeAt } : {}),
    },
    effects: state.effects.map(effectJson),
    pending: state.pending.map((p) => ({
      id: p.id,
      source: p.source,
      index: p.index,
      controller: p.controller,
      ordered: p.ordered,
      targets: p.targets ? [...p.targets] : null,
      ...(p.refersTo ? { refersTo: p.refersTo } : {}),
      ...(p.referentLeft ? { referentLeft: true } : {}),
      ...(p.linked ? { linked: [...p.linked] } : {}),
      ...(p.delayed !== undefined ? { delayed: p.delayed } : {}),
      ...(p.granted !== undefined ? { granted: p.granted } : {}),
      ...(p.x !== undefined ? { x: p.x } : {}),
      ...(p.modes ? { modes: [...p.modes] } : {}),
      ...(p.lastKnown ? { card: cardJson(p.lastKnown.card, p.lastKnown.inline) } : {}),
    })),
    seed: state.seed,
  };
  // 725.1: the monarch, when there is one.
  if (state.monarch !== undefined) out.monarch = state.monarch;
  if (state.delayed.length > 0)
    out.delayed = state.delayed.map((d) => ({
      id: d.id,
      source: d.source,
      controller: d.controller,
      when: d.when,
      effect: d.effect,
      ...(d.refersTo !== undefined ? { refersTo: d.refersTo } : {}),
      ...(d.referentLeft ? { referentLeft: true } : {}),
      ...(d.turn !== undefined ? { turn: d.turn } : {}),
    }));
  // 500.7: the extra turns to come, the most recently created first.
  if (state.extraTurns && state.extraTurns.length > 0) out.extraTurns = state.extraTurns.map((x) => ({ ...x }));
  if (state.combat) {
    const c = state.combat;
    out.combat = {
      attackers: c.attackers.map((a) =>
        c.blockersDeclared ? { id: a.id, attacking: a.attacking, blocked: a.blocked } : { id: a.id, attacking: a.attacking },
      ),
      blockers: c.blockers.map((b) => ({ id: b.id, blocking: [...b.blocking] })),
      attackersDeclared: c.attackersDeclared,
      creaturesAttacked: c.creaturesAttacked,
      blockersDeclared: c.blockersDeclared,
    };
    if (c.firstStrikers) out.combat.firstStrikers = [...c.firstStrikers];
    if (c.bands && c.bands.length > 0) out.combat.bands = c.bands.map((b) => [...b]);
    if (c.damageAssigned) out.combat.damageAssigned = Object.fromEntries(Object.entries(c.damageAssigned).map(([k, v]) => [k, { ...v }]));
    if (c.replacementOrders)
      out.combat.replacementOrders = Object.fromEntries(Object.entries(c.replacementOrders).map(([k, v]) => [k, [...v]]));
    if (c.awaitingReplacement) out.combat.awaitingReplacement = { ...c.awaitingReplacement, options: [...c.awaitingReplacement.options] };
  }
  return out as BoardJson;
}

function effectJson(e: ContinuousEffect): EffectJson {
  const out: EffectJson = {
    id: e.id,
    kind: e.kind,
    power: e.power,
    toughness: e.toughness,
    affects: [...e.affects],
    source: e.source,
    controller: e.controller,
    timestamp: e.timestamp,
    duration: e.duration,
  };
  if (e.colors) out.colors = [...e.colors];
  if (e.subtypes) out.subtypes = [...e.subtypes];
  if (e.keyword) out.keyword = e.keyword;
  if (e.types) out.types = [...e.types];
  if (e.amount !== undefined) out.amount = e.amount;
  if (e.combat) out.combat = true;
  if (e.redirectTo !== undefined) out.redirectTo = e.redirectTo;
  if (e.damageSource !== undefined) out.damageSource = e.damageSource;
  if (e.attacker) out.attacker = e.attacker;
  if (e.equalTo) out.equalTo = e.equalTo;
  if (e.text !== undefined) out.text = e.text;
  if (e.from !== undefined) out.from = e.from;
  if (e.to !== undefined) out.to = e.to;
  if (e.tappedSource !== undefined) out.tappedSource = e.tappedSource;
  if (e.controlledSource !== undefined) out.controlledSource = e.controlledSource;
  return out;
}

function player(p: PlayerState): PlayerJson {
  const out: PlayerJson = {
    id: p.id,
    life: p.life,
    poison: p.poison,
    ...(p.energy ? { energy: p.energy } : {}),
    ...(p.skipTurns ? { skipTurns: p.skipTurns } : {}),
    manaPool: formatPool(p.manaPool),
    ...(p.restrictedMana
      ? { restrictedMana: p.restrictedMana.map((e) => ({ mana: formatPool(e.mana), spendOnly: e.spendOnly.text })) }
      : {}),
    landsPlayedThisTurn: p.landsPlayedThisTurn,
    hand: hiddenZone(p.hand, `${p.id}.hand`, true),
    library: hiddenZone(p.library, `${p.id}.library`, false),
    graveyard: p.graveyard.map((o) => publicEntry(o, false)),
  };
  if (p.maxHandSize !== 7) out.maxHandSize = p.maxHandSize;
  if (p.drewFromEmptyLibrary) out.drewFromEmptyLibrary = true;
  if (p.damagedThisTurn) out.damagedThisTurn = true;
  if (p.permanentLeftThisTurn) out.permanentLeftThisTurn = true;
  if (p.lost) out.lost = p.lost;
  return out;
}

/**
 * A zone whose cards are all hidden is written {"count": N}. Hidden library cards carry no id
 * (nobody can name a card in a library); in a hand, hidden cards keep theirs unless they are the
 * positional ids a count would give back.
 */
function hiddenZone(objects: GameObject[], idBase: string, keepIds: boolean): ZoneEntryJson[] | HiddenZoneJson {
  let allHidden = true;
  let defaultIds = true;
  for (let i = 0; i < objects.length; i++) {
    if (objects[i].card !== null) {
      allHidden = false;
      break;
    }
    // Ids matter only where they are kept (a library's are not): compared only then.
    if (keepIds && defaultIds && objects[i].id !== `${idBase}.${i}`) defaultIds = false;
  }
  if (objects.length > 0 && allHidden && (defaultIds || !keepIds)) return { count: objects.length };
  return objects.map((o) => zoneEntry(o, keepIds));
}

function cardJson(card: CardDefinition, inline: boolean): CardJson {
  if (!inline) return card.name;
  const out: InlineCardJson = { name: card.name, types: [...card.types] };
  if (card.manaCost) out.manaCost = card.manaCost;
  // 105.2, 202.2: colors that differ from the cost's (a colorless copy of a colored card's values) are written out.
  if (card.colors.length || colorsOfCost(card.manaCost).length) out.colors = [...card.colors];
  if (card.supertypes.length) out.supertypes = [...card.supertypes];
  if (card.subtypes.length) out.subtypes = [...card.subtypes];
  if (card.power !== null) out.power = card.power;
  if (card.toughness !== null) out.toughness = card.toughness;
  if (card.loyalty !== null) out.loyalty = card.loyalty;
  if (card.text) out.text = card.text;
  return out;
}

/** 400.2: a card in a public zone (the parser refuses a hidden one there): always known. */
/** 114: an emblem as the board gives it: its owner, its text, the card that created it. */
function emblemEntry(o: GameObject, e: NonNullable<GameObject['emblem']>): CommandEntryJson {
  return e.source === undefined
    ? { id: o.id, owner: o.owner, emblem: e.text }
    : { id: o.id, owner: o.owner, emblem: e.text, source: e.source };
}

function publicEntry(o: GameObject, withOwner: boolean): PublicEntryJson {
  return zoneEntry(o, true, withOwner) as PublicEntryJson;
}

function zoneEntry(o: GameObject, keepHiddenId: boolean, withOwner = false): ZoneEntryJson {
  if (o.card === null) return keepHiddenId ? { id: o.id, hidden: true } : { hidden: true };
  const out: ZoneEntryJson = { id: o.id, card: cardJson(o.card, o.inline) };
  if (o.token) out.token = true;
  if (withOwner) out.owner = o.owner;
  // 702.62a: a card in exile keeps its counters (time counters).
  if (withOwner && Object.keys(o.counters).length > 0)
    (out as PublicEntryJson & { counters?: Record<string, number> }).counters = { ...o.counters };
  return out;
}

/**
 * What a card prints, read from its definition alone (a client can read the same from the card
 * or GET /v1/cards/{name}): its name, mana cost, colors, types, power, toughness and loyalty as
 * integers (null where it has none, or where it is not a plain number such as "*": then never
 * equal, so always written), and its text lines as abilities.
 */
export function printedCharacteristics(card: CardDefinition): Characteristics | null {
  const known = printedCache.get(card);
  if (known !== undefined) return known;
  const number = (value: string | null): number | null | false => (value === null ? null : /^-?\d+$/.test(value) ? Number(value) : false);
  const power = number(card.power);
  const toughness = number(card.toughness);
  const loyalty = number(card.loyalty);
  const printed: Characteristics | null =
    power === false || toughness === false || loyalty === false
      ? null
      : {
          name: card.name,
          manaCost: card.manaCost,
          colors: [...card.colors],
          supertypes: [...card.supertypes],
          types: [...card.types],
          subtypes: [...card.subtypes],
          power,
          toughness,
          loyalty,
          abilities: card.text === '' ? [] : card.text.split('\n'),
        };
  printedCache.set(card, printed);
  return printed;
}
const printedCache = new WeakMap<CardDefinition, Characteristics | null>();

function sameCharacteristics(a: Characteristics, b: Characteristics): boolean {
  return (
    a.name === b.name &&
    a.manaCost === b.manaCost &&
    a.power === b.power &&
    a.toughness === b.toughness &&
    a.loyalty === b.loyalty &&
    sameList(a.colors, b.colors) &&
    sameList(a.supertypes, b.supertypes) &&
    sameList(a.types, b.types) &&
    sameList(a.subtypes, b.subtypes) &&
    sameList(a.abilities, b.abilities)
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether `characteristics` is written for an object shown as `written` (its `card` field). */
function keeps(mode: CharacteristicsOutput, written: CardDefinition, characteristics: Characteristics): boolean {
  if (mode === 'all') return true;
  if (mode === 'none') return false;
  const printed = printedCharacteristics(written);
  return printed === null || !sameCharacteristics(printed, characteristics);
}

function permanents(state: GameState, mode: CharacteristicsOutput): PermanentJson[] {
  if (mode === 'none') {
    const all = state.phasedOut.length === 0 ? state.battlefield : [...state.battlefield, ...state.phasedOut];
    return all.map((o) => permanent(o, null));
  }
  const characteristics = characteristicsOfAll(state);
  const phasedIn = state.battlefield.map((o) => permanent(o, characteristics.get(o.id) as Characteristics, mode));
  // 702.26b: phased-out permanents are on the battlefield, after the others; nothing applies to them.
  return state.phasedOut.length === 0
    ? phasedIn
    : [...phasedIn, ...state.phasedOut.map((o) => permanent(o, characteristicsOf(state, o), mode))];
}

function permanent(o: GameObject, characteristics: Characteristics | null, mode: CharacteristicsOutput = 'all'): PermanentJson {
  // The card the permanent is written as: its own (a copy's too, 707.2), the real one face down (708.2).
  const written = (o.original ? o.original.card : realCard(o)) as CardDefinition;
  const out: PermanentJson = {
    id: o.id,
    // 708.2: a face-down permanent is written as the card it is, with "faceDown": true; a copy as its own card (707.2: `copyOf`).
    card: o.original ? cardJson(o.original.card, o.original.inline) : cardJson(o.frontFace ?? written, o.inline),
    controller: o.controller,
    owner: o.owner,
    tapped: o.tapped,
    summoningSick: o.summoningSick,
    damage: o.damage,
    counters: { ...o.counters },
    attachedTo: o.attachedTo,
    faceDown: o.faceDown,
    phasedOut: o.phasedOut,
    timestamp: o.timestamp,
  };
  if (characteristics !== null && keeps(mode, written, characteristics)) out.characteristics = characteristics;
  if (o.baseController !== undefined) out.baseController = o.baseController;
  if (o.token) out.token = true;
  if (o.deathtouchDamage) out.deathtouchDamage = true;
  if (o.regenerationShields > 0) out.regenerationShields = o.regenerationShields;
  if (o.damagedBy?.length) out.damagedBy = [...o.damagedBy];
  if (o.dealtDamageThisTurn) out.dealtDamageThisTurn = true;
  if (o.attackedThisTurn) out.attackedThisTurn = true;
  if (o.loyaltyActivated) out.loyaltyActivated = true;
  if (o.activatedThisTurn?.length) out.activatedThisTurn = [...o.activatedThisTurn];
  // Written when it differs from the default the parser gives (0 when summoning sick, else 2).
  if (o.upkeepsSinceControl < 2 || o.summoningSick) out.upkeepsSinceControl = o.upkeepsSinceControl;
  if (o.phasedOutIndirectly) out.phasedOutIndirectly = true;
  if (o.kicked) out.kicked = o.kicked;
  if (o.kickedWith) out.kickedWith = [...o.kickedWith];
  if (o.manaSpent && formatPool(o.manaSpent)) out.manaSpent = formatPool(o.manaSpent);
  if (o.devoured) out.devoured = o.devoured;
  if (o.renowned) out.renowned = true;
  if (o.keepTapped) out.keepTapped = true;
  if (o.monstrous) out.monstrous = true;
  if (o.chosen) out.chosen = { ...o.chosen };
  if (o.exiled?.length) out.exiled = [...o.exiled];
  if (o.exiledUntilLeaves?.length) out.exiledUntilLeaves = [...o.exiledUntilLeaves];
  if (o.unearthed) out.unearthed = true;
  if (o.alternativeCost) out.alternativeCost = o.alternativeCost;
  if (o.bestowedCard) out.bestowed = true;
  if (o.pairedWith) out.pairedWith = o.pairedWith;
  if (o.original) out.copyOf = cardJson(o.card as CardDefinition, o.inline);
  // 701.27g: written by its front face, with its back face up (712.8e).
  if (o.frontFace) out.transformed = true;
  return out;
}

function stackEntry(state: GameState, s: StackObject, mode: CharacteristicsOutput): StackJson {
  if (s.object) {
    const written = realCard(s.object) as CardDefinition;
    const out: StackJson = {
      id: s.id,
      controller: s.controller,
      card: cardJson(written, s.object.inline),
      targets: [...s.targets],
    };
    if (s.object.faceDown) out.faceDown = true;
    if (s.object.bestowedCard) out.bestowed = true;
    if (s.object.fusedCard) out.fused = true;
    if (s.object.owner !== s.controller) out.owner = s.object.owner;
    if (s.x !== null) out.x = s.x;
    if (s.modes !== null) out.modes = [...s.modes];
    if (s.division) out.division = { ...s.division };
    if (s.flashback) out.flashback = true;
    if (s.castFrom) out.castFrom = s.castFrom;
    if (s.alternativeCost) out.alternativeCost = s.alternativeCost;
    if (s.manaSpent && formatPool(s.manaSpent)) out.manaSpent = formatPool(s.manaSpent);
    if (s.additionalCosts) out.additionalCosts = [...s.additionalCosts];
    if (s.sacrificed) out.sacrificed = { ...s.sacrificed };
    if (s.spliced) out.spliced = s.spliced.map((c) => cardJson(c.card, c.inline));
    if (s.copy) out.copy = true;
    if (s.awaitingDiscard) out.awaitingDiscard = { ...s.awaitingDiscard };
    if (s.awaitingReveal) out.awaitingReveal = { ...s.awaitingReveal };
    if (s.awaitingCopy) out.awaitingCopy = s.awaitingCopy;
    if (s.awaitingReplacement) out.awaitingReplacement = JSON.parse(JSON.stringify(s.awaitingReplacement)) as SpellReplacementChoice;
    if (s.awaitingWords) out.awaitingWords = { ...s.awaitingWords };
    if (s.pendingChoice) out.pendingChoice = pendingChoiceJson(s.pendingChoice);
    if (mode !== 'none') {
      const characteristics = characteristicsOf(state, s.object);
      if (keeps(mode, written, characteristics)) out.characteristics = characteristics;
    }
    return out;
  }
  const { lastKnown, ...ability } = s.ability as NonNullable<StackObject['ability']>;
  const out: StackJson = {
    id: s.id,
    controller: s.controller,
    ability: lastKnown ? { ...ability, card: cardJson(lastKnown.card, lastKnown.inline) } : { ...ability },
    targets: [...s.targets],
  };
  if (s.x !== null) out.x = s.x;
  // 700.2b: the mode chosen for a modal triggered ability.
  if (s.modes !== null) out.modes = [...s.modes];
  if (s.refersTo) out.refersTo = s.refersTo;
  if (s.referentLeft) out.referentLeft = true;
  if (s.linked) out.linked = [...s.linked];
  if (s.sacrificed) out.sacrificed = { ...s.sacrificed };
  if (s.pendingChoice) out.pendingChoice = pendingChoiceJson(s.pendingChoice);
  return out;
}
