import { becomesColorSentence, becomesLandTypeSentence, becomesOfChoiceSentence, landTypeStatic } from './grammar/land-types';
import { enteringChoiceStatic } from './grammar/entering-choice';
import { protectionQualities } from './protection';
import { manaTriggerAbility } from './grammar/mana-trigger';
import {
  Ability,
  Affected,
  Amount,
  CompiledCard,
  Condition,
  Effect,
  GraveyardScope,
  Modal,
  Selector,
  StaticEffect,
  SpellFilter,
  SpendRestriction,
  TokenDefinition,
  Trigger,
} from './ability';
import { everyPermanent, OWN_NAME, parseTarget, targetPhrase } from './grammar/selector';
import { leavesBattlefield, parseTrigger, triggerEvents } from './grammar/trigger';
import { amountSentence } from './grammar/amount-sentences';
import { blockAdditional, blockingRestriction, blockingStatic, eachCantBlockThisTurn } from './grammar/blocking';
import { joinChoiceSentences, joinLookSentences, returnCardFromGraveyard, zoneSentence } from './grammar/zone-effects';
import { allPermanentsSentence, createTokensSentence, spellVariableTargets, thoseDontUntap } from './grammar/loyalty-sentences';
import { dividedDamage } from './grammar/divided';
import { revealUntilSentence } from './grammar/reveal-until';
import { parseSpendRestriction } from './grammar/mana-spending';
import { whileSourceTapped } from './grammar/duration';
import { lifeLostThisWay, playerSentence, splitPlayerSentence, thatMuchDamage } from './grammar/player-effects';
import { loyaltyAbility as loyaltyLine, severalKeywords } from './grammar/loyalty';
import { andYouLife, thenInstructions, withoutIndependentTail } from './grammar/sequence';
import { aboutSource, objectSentence, ObjectSentenceContext, splitObjectSentence, triggerReferences } from './grammar/object-effects';
import { preventionSentence, preventionStatic, redirectionSentence, sourceShieldSentence } from './grammar/prevention';
import { BoardCondition, ObjectFilter, ObjectRef, Quantity } from './selector';
import { Tokens } from './grammar/tokens';
import { equalTo } from './grammar/quantity';
import {
  alternativeCostSentence,
  bothWindows,
  castRestrictionSentence,
  CostPart,
  flashPermissionSentence,
  parseCost,
  restrictionSentence,
} from './grammar/cost';
import { emblemDefinition } from './emblem';
import { CardDefinition, Color, defineCard } from './card';
import { IMPLEMENTED_KEYWORDS, KEYWORD_LINES } from './keywords';
import {
  keywordActionEffect,
  keywordDelayedEffects,
  keywordInstruction,
  keywordInstructionSplit,
  keywordTargetedInstruction,
  keywordAmends,
  keywordConditional,
  keywordLineAbilities,
  keywordPhraseAbilities,
  keywordPhraseVerified,
} from './keyword-table';
import { parseManaCost } from './mana-cost';
import { entersWithCountersAbility } from './grammar/enters-with-counters';
import { attackCostStatic } from './grammar/attack-costs';
import { ManaType } from './mana';
import { ActivationRestrictions, COMBAT_STATIC_KINDS, DamageFilter, SacrificeCost } from './ability';
import { entersAsCopyAbility, tokenCopySentence } from './grammar/copies';
import { additionalCostAbility } from './grammar/additional-cost';
import { characteristicDefiningAbility, undefinedStar } from './grammar/characteristic-defining';
import { changeTextRestriction, changeTextSentence } from './grammar/text-changing';
import { librarySentence, revealTopSentences, scryThenRevealTop } from './grammar/library-effects';
import { landBecomesCreature } from './grammar/become-creature';
import { compileGrantedText, enchantedIsStatic, grantedAbilityEffect } from './grammar/granted-abilities';
import { conditionalStatic, pairedStatic, parseCondition, perEach } from './grammar/condition';
import { coinFlipSentence, isCoinFlipSentence, joinCoinFlips } from './grammar/coin-flip';
import { readStriations, striationAbility } from './grammar/leveler';

export { IMPLEMENTED_KEYWORDS } from './keywords';

/** "he or she controls" -> "they control": the verb after a singular "they", as current Oracle text conjugates it. */
const THEY_VERB: Record<string, string> = { is: 'are', has: 'have', does: 'do', "doesn't": "don't", was: 'was' };
function theyVerb(verb: string): string {
  if (THEY_VERB[verb] !== undefined) return THEY_VERB[verb];
  if (/(?:ch|sh|ss|x)es$/.test(verb)) return verb.slice(0, -2);
  if (/ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/[^s]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

/**
 * Current Oracle wording for the 2017 texts of the bundled catalog: "creature or player" became
 * "any target" (115.4), mana abilities no longer name the mana pool (106.4), and a player is
 * "they" / "them" / "their" where older printings said "he or she" / "him or her" / "his or her".
 */
export function currentWording(text: string): string {
  return (
    text
      .replace(/target creature or player/g, 'any target')
      .replace(/ to your mana pool/g, '')
      // 101.2: only spells and abilities counter: "can't be countered by spells or abilities" is now "can't be countered".
      .replace(/ can't be countered by spells or abilities\./g, " can't be countered.")
      .replace(/\b([Hh])e or she ([a-z']+)/g, (_, h: string, verb: string) => `${h === 'H' ? 'T' : 't'}hey ${theyVerb(verb)}`)
      .replace(/\b([Hh])is or her\b/g, (_, h: string) => (h === 'H' ? 'Their' : 'their'))
      .replace(/\bhim or her\b/g, 'them')
      .replace(/\bhimself or herself\b/g, 'themselves')
      // 701.17a: "puts the top N cards of their library into their graveyard" is now "mills N cards".
      .replace(
        /\b([Pp]ut|puts) the top (card|[a-z]+ cards|\d+ cards|X cards) of (your|their|his or her) library into (?:your|their|his or her) graveyard\b/g,
        (_, verb: string, n: string) => `${verb[0] === 'P' ? 'M' : 'm'}ill${verb.endsWith('s') ? 's' : ''} ${n === 'card' ? 'a card' : n}`,
      )
      // 111.1: a token's quoted ability is now given with it: "create a 1/1 ... token with "..."", not "... token. It has "..."".
      .replace(/\b(creature tokens?)\. (?:It has|They have|They each have) "/g, '$1 with "')
      .replace(/\([^()]*\)/g, '')
      // A reminder dropped before a period or a comma leaves a space ("you get {E}{E} (two energy counters).").
      .replace(/ +([.,])/g, '$1')
      .replace(/ {2,}/g, ' ')
      .split('\n')
      .map((line) => line.trim())
      .join('\n')
      .trim()
  );
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const BASIC_MANA: Record<string, ManaType> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

function amountOf(word: string): Amount | null {
  if (word === 'X') return { kind: 'x' };
  if (/^\d+$/.test(word)) return { kind: 'fixed', n: Number(word) };
  const n = NUMBER_WORDS[word.toLowerCase()];
  return n === undefined ? null : { kind: 'fixed', n };
}

/**
 * A target phrase ("target creature", "target nonartifact, nonblack creature an opponent controls",
 * "any target", "target spell") read by the phrase grammar, when the engine plays every part of
 * it: exactly one target (a variable number, "up to two", is not chosen yet), and no X in it (the
 * evaluator is not given the value of X while targets are chosen).
 */
export function targetOf(phrase: string): Selector | null {
  const parsed = parseTarget(phrase);
  if (!parsed.ok) {
    stoppedAt ??= parsed.stoppedAt;
    return null;
  }
  const s = parsed.value;
  // 601.2b, 602.2b: a target compared with X ("target spell with mana value X") only where X is announced before the
  // targets are chosen: the spell's {X} or the ability's cost's {X} (107.3); a trigger has none.
  if (s.count.min !== 1 || s.count.max !== 1 || (!xAnnounced && JSON.stringify(s.options).includes('"kind":"x"'))) return null;
  return s;
}

/** Whether the line being compiled is a spell's or an activated ability's with {X} in its mana cost (107.3, 601.2b). */
let xAnnounced = false;

/** 603.2: the triggered ability being compiled refers to a player ("Whenever CARDNAME deals damage to a player, that player ..."). */
let referredPlayer = false;
/** What "it" / "that creature" name in the triggered ability being compiled (cards/grammar/object-effects.ts). */
let lent: { it: ObjectRef | null; that: ObjectRef | null } = { it: null, that: null };
/** 603.2: compiling a damage trigger's text whose X is the damage of its event ("create that many ... tokens"). */
let eventAmount = false;
/** 603.7c: compiling the text of a delayed ability about an object. */
let delayedAbout = false;

/**
 * The words the grammar stopped at in the line being compiled (the first target phrase it could
 * not read), kept for the refusal's message; compileCard resets it for each line.
 */
let stoppedAt: string | null = null;
/** Whether the card being compiled is an instant or a sorcery (701.41a: "support" means another thing on a spell). */
let spellCard = false;

/**
 * 701.41a: a keyword action with targets of its own ("Support 2."), read by its file, as the last sentence of an ability
 * or a spell's line only (a later "it" or "that creature" would not know which of its targets it means).
 */
function targetedKeyword(sentence: string, sentences: string[], targets: Selector[], on: 'permanent' | 'spell'): Effect[] | null {
  if (sentence !== sentences[sentences.length - 1] || (on === 'permanent' && spellCard)) return null;
  return keywordTargetedInstruction(sentence, targets, on);
}

/** Where a verb may reach: only these kinds of option (a spell cannot be destroyed, a card in a graveyard dealt damage). */
type Reach = 'permanentsOrPlayers' | 'permanents' | 'spells' | 'graveyard' | 'spellsOrPermanents';

function reaches(s: Selector, reach: Reach): boolean {
  return s.options.every((o) => {
    if (o.kind === 'player') return reach === 'permanentsOrPlayers';
    if (o.zone === 'battlefield') return reach === 'permanentsOrPlayers' || reach === 'permanents' || reach === 'spellsOrPermanents';
    if (o.zone === 'stack') return reach === 'spells' || reach === 'spellsOrPermanents';
    return o.zone === 'graveyard' && reach === 'graveyard';
  });
}

/** A target phrase a verb can reach, or null. */
function targetFor(phrase: string, reach: Reach): Selector | null {
  const s = targetOf(phrase);
  return s && reaches(s, reach) ? s : null;
}

/** A sentence's subject as a target phrase: only its first letter is lowered ("Target Goblin" -> "target Goblin"). */
function subject(phrase: string): string {
  return phrase[0].toLowerCase() + phrase.slice(1);
}

function manaSymbols(text: string): ManaType[] | null {
  const out: ManaType[] = [];
  const rest = text.replace(/\{([WUBRGC])\}/g, (_, s: ManaType) => {
    out.push(s);
    return '';
  });
  return rest === '' && out.length > 0 ? out : null;
}

/** A target phrase inside a sentence; the grammar decides what it means (targetOf). */
const TARGET = "(any target|(?:another )?target (?:[A-Za-z0-9 ,-]|n't)+?)";

/**
 * 608.2c: the ability being read created or put a permanent onto the battlefield with an earlier instruction, and no
 * target was named since: the number of its targets then, by the ability's list of targets (one list per ability).
 */
const madeAt = new WeakMap<Selector[], number>();

/** The instructions that create or put onto the battlefield the object a later "that token", "that creature" names. */
function makes(e: Effect): boolean {
  return (
    (e.kind === 'createTokens' && e.count === 1 && !e.amount) ||
    e.kind === 'createTokenCopy' ||
    e.kind === 'createTokenCopyOfSource' ||
    e.kind === 'putOntoBattlefieldFromHand' ||
    movesTarget(e)
  );
}

/**
 * 608.2c: "Return target creature card from your graveyard to the battlefield. It gains haste." (Goryo's Vengeance): the
 * target put onto the battlefield is what was made; the same object as the target, so "its" may still name the target.
 */
function movesTarget(e: Effect): boolean {
  return e.kind === 'graveyardToBattlefield' || (e.kind === 'moveZone' && e.to.zone === 'battlefield' && 'target' in e);
}

/** The lists of targets whose last made object is a target moved onto the battlefield (`movesTarget`). */
const targetMade = new WeakSet<Selector[]>();

/** Whether "it", "that token", "that creature" and "the creature" name what an earlier instruction made (608.2c). */
function createdNow(targets: Selector[]): boolean {
  return madeAt.get(targets) === targets.length;
}

/** Words that may name the object an earlier instruction made. */
const MADE_WORDS = /\b(?:[Ii]ts?|[Tt]hat token|[Tt]hat creature|[Tt]he creature)\b/;

/**
 * One sentence of a spell's text -> its effect, with the targets it adds. After an instruction that made an object
 * ("Create a token ...", "You may put a creature card ... onto the battlefield"), a sentence naming "it" is read only
 * as about that object (608.2c), never as about an earlier target.
 */
function spellSentence(sentence: string, targets: Selector[]): Effect | null {
  const made = createdNow(targets);
  const effect = anySpellSentence(sentence, targets, made) ?? allPermanentsSentence(sentence, targets);
  if (effect && made && !targetMade.has(targets) && MADE_WORDS.test(sentence) && !JSON.stringify(effect).includes('"created"')) return null;
  if (effect && makes(effect)) {
    madeAt.set(targets, targets.length);
    if (movesTarget(effect)) targetMade.add(targets);
    else targetMade.delete(targets);
  } else if (effect && madeAt.has(targets) && !made) madeAt.delete(targets);
  return effect;
}

function anySpellSentence(sentence: string, targets: Selector[], made: boolean): Effect | null {
  // 701.39a, 701.34a: a keyword action any spell or ability may say ("Bolster 2", "Proliferate"), registered by its file.
  const keyword = keywordInstruction(sentence);
  if (keyword) return keyword;
  const conditional = ifConditionSentence(sentence, targets);
  if (conditional !== undefined) return conditional;
  const ifColor = ifTargetIsColor(sentence, targets);
  if (ifColor !== undefined) return ifColor;
  const addTarget = (phrase: string, reach: Reach = 'permanentsOrPlayers'): number | null => {
    const spec = targetFor(phrase, reach);
    if (!spec) return null;
    targets.push(spec);
    return targets.length - 1;
  };
  // 608.2d: "Target creature becomes the color of your choice until end of turn." (105.3, 205.1a, 305.7; cards/grammar/land-types.ts).
  const ofChoice = becomesOfChoiceSentence(sentence);
  if (ofChoice && ofChoice.subject !== 'CARDNAME') {
    const at = addTarget(subject(ofChoice.subject), 'permanents');
    return at === null ? null : { kind: 'becomesOfChoice', what: ofChoice.what, target: at };
  }
  // 702.26a: "Target artifact, creature, or land phases out." (Reality Ripple).
  const phases = /^([Tt]arget [^.]+?) phases out$/.exec(sentence);
  if (phases && !/\bspells?\b/.test(phases[1])) {
    const at = addTarget(subject(phases[1]), 'permanents');
    return at === null ? null : { kind: 'phaseOut', objects: { kind: 'target' }, target: at };
  }
  // 105.3: "Target creature becomes blue until end of turn."
  const color = becomesColorSentence(sentence);
  if (color && color.subject !== 'CARDNAME') {
    const at = addTarget(subject(color.subject), 'permanents');
    return at === null ? null : { kind: 'becomesColor', colors: color.colors, target: at };
  }
  // 305.7: "Target land becomes an Island until end of turn."
  const landType = becomesLandTypeSentence(sentence);
  if (landType) {
    const at = addTarget(subject(landType.subject), 'permanents');
    return at === null
      ? null
      : { kind: 'becomesLandType', target: at, landTypes: landType.landTypes, ...(landType.permanent ? { permanent: true as const } : {}) };
  }
  // 509.1h: "Target unblocked attacking creature becomes blocked." (Dazzling Beauty, Trap Runner).
  if (sentence === 'Target unblocked attacking creature becomes blocked') {
    const at = addTarget('target unblocked attacking creature', 'permanents');
    return at === null ? null : { kind: 'becomesBlocked', target: at };
  }
  // 205.1b: "Target land becomes a 3/3 creature until end of turn. It's still a land." (Vivify, Kamahl, Fist of Krosa).
  const animate =
    /^(Until end of turn, )?([Tt]arget (?:[a-z]+ )?(?:land|Forest|Island|Swamp|Mountain|Plains)(?: you control)?) becomes a (.+)$/.exec(
      sentence,
    );
  if (animate) {
    const becomes = landBecomesCreature(`${animate[1] ?? ''}CARDNAME becomes a ${animate[3]}`, (text) => compileGranted(text) !== null);
    if (!becomes || becomes.kind !== 'sourceBecomesCreature') return null;
    const at = addTarget(`t${animate[2].slice(1)}`, 'permanents');
    return at === null ? null : { ...becomes, kind: 'targetBecomesCreature', target: at };
  }
  // Effects done to or by players: a player subject and a verb phrase (cards/grammar/player-effects.ts).
  const player = playerSentence(sentence, {
    addTarget,
    lastTarget: () => lastTargetOf(targets),
    lastPlayerTarget: () => {
      const last = targets[targets.length - 1];
      return last && last.options.every((o) => o.kind === 'player') ? targets.length - 1 : null;
    },
    referredPlayer: () => referredPlayer && targets.length === 0,
    it: () => (targets.length === 0 ? lent.it : null),
    that: () => (targets.length === 0 ? lent.that : null),
    stopped: (words) => {
      stoppedAt ??= words;
    },
  });
  // Instructions done to objects: an object reference and a verb (cards/grammar/object-effects.ts).
  const objectContext: ObjectSentenceContext = {
    addTarget,
    lastTarget: () => lastTargetOf(targets),
    lastPlayerTarget: () => {
      const last = targets[targets.length - 1];
      return last && last.options.every((o) => o.kind === 'player') ? targets.length - 1 : null;
    },
    referredPlayer: () => referredPlayer && targets.length === 0,
    it: () => lent.it,
    that: () => lent.that,
    created: () => made,
    delayed: delayedAbout,
    stopped: (words) => {
      stoppedAt ??= words;
    },
  };
  const objects = objectSentence(sentence, objectContext);
  if (objects) return objects;
  // 615.1a, 615.7: "Prevent the next N / all [combat] damage that would be dealt to ... this turn" (cards/grammar/prevention.ts).
  const prevention =
    preventionSentence(sentence, objectContext) ??
    redirectionSentence(sentence, objectContext) ??
    sourceShieldSentence(sentence, objectContext);
  if (prevention) return prevention;
  // "You draw ..." keeps today's kind.
  if (player?.kind === 'drawCards' && !('target' in player) && player.players.kind === 'one' && player.players.player.kind === 'you')
    return { kind: 'draw', amount: player.amount };
  if (player) return player;
  let m: RegExpExecArray | null;
  // 702.16a, 608.2d: "Target creature you control gains protection from the color of your choice until end of turn."
  if (
    (m = new RegExp(
      `^${TARGET.replace('any target|', '').replace('target', '[Tt]arget')} gains protection from the color of your choice until end of turn$`,
    ).exec(sentence))
  ) {
    const t = addTarget(subject(m[1]), 'permanents');
    return t === null ? null : { kind: 'protectionOfChoice', target: t };
  }
  // 613.1f, 611.2a: "Target creature loses flying until end of turn." (a keyword the engine implements).
  if (
    (m = new RegExp(`^${TARGET.replace('any target|', '').replace('target', '[Tt]arget')} loses ([a-z]+) until end of turn$`).exec(
      sentence,
    )) &&
    IMPLEMENTED_KEYWORDS.has(m[2])
  ) {
    const t = addTarget(subject(m[1]), 'permanents');
    return t === null ? null : { kind: 'loseKeywordUntilEndOfTurn', keyword: m[2], target: t };
  }
  // (", where X is ..." after the target is not a target's words: left to cards/grammar/amount-sentences.ts.)
  if ((m = new RegExp(`^CARDNAME deals (\\d+|X) damage to ${TARGET}$`).exec(sentence)) && !/, where X is /.test(m[2])) {
    const t = addTarget(m[2]);
    const amount = amountOf(m[1]);
    return t === null || !amount ? null : { kind: 'damage', amount, target: t };
  }
  if ((m = new RegExp(`^Counter ${TARGET}$`).exec(sentence))) {
    const t = addTarget(m[1], 'spells');
    return t === null ? null : { kind: 'counter', target: t };
  }
  if ((m = /^Destroy all (creatures|artifacts|enchantments|lands)$/.exec(sentence))) {
    return { kind: 'destroyAll', types: [m[1][0].toUpperCase() + m[1].slice(1, -1)] };
  }
  if ((m = new RegExp(`^Return ${TARGET} to its owner's hand$`).exec(sentence))) {
    const t = addTarget(m[1], 'spellsOrPermanents');
    return t === null ? null : { kind: 'returnToHand', target: t };
  }
  // 107.3a: "deals X damage to each creature" (Savage Twister, Starstorm): the X announced for the spell, as with flying.
  if ((m = /^CARDNAME deals (\d+|X) damage to each creature( and each player)?$/.exec(sentence))) {
    const amount = amountOf(m[1]);
    return amount ? { kind: 'damageEach', amount, players: m[2] !== undefined } : null;
  }
  if (
    (m =
      /^Until end of turn, (target (?:[A-Za-z0-9 ,-]|n't)+?) loses all abilities and becomes an? (white|blue|black|red|green) ([A-Z][a-z]+) with base power and toughness (\d+)\/(\d+)$/.exec(
        sentence,
      ))
  ) {
    const t = addTarget(m[1]);
    return t === null
      ? null
      : {
          kind: 'becomes',
          target: t,
          loseAbilities: true,
          colors: [COLOR_WORDS[m[2]]],
          creatureTypes: [m[3]],
          basePT: [Number(m[4]), Number(m[5])],
        };
  }
  if (
    (m = new RegExp(
      `^Gain control of ${TARGET}( until end of turn| for as long as you control CARDNAME(?: and CARDNAME remains tapped)?)?$`,
    ).exec(sentence))
  ) {
    const t = addTarget(m[1]);
    if (t === null) return null;
    // 611.2b: "for as long as you control CARDNAME" (Aladdin, Master Thief).
    if (m[2] === ' for as long as you control CARDNAME and CARDNAME remains tapped')
      return { kind: 'gainControl', target: t, untilEndOfTurn: false, whileYouControlSource: true, andSourceTapped: true };
    if (m[2] === ' for as long as you control CARDNAME')
      return { kind: 'gainControl', target: t, untilEndOfTurn: false, whileYouControlSource: true };
    return { kind: 'gainControl', target: t, untilEndOfTurn: m[2] !== undefined };
  }
  // "that creature", "it": the last target named (608.2c reads the text in order).
  const last = targets.length - 1;
  if (/^Gain control of (?:that creature|it) until end of turn$/.test(sentence))
    return last >= 0 ? { kind: 'gainControl', target: last, untilEndOfTurn: true } : null;
  if (/^If (?:that|the) (?:creature|creature or planeswalker) would die this turn, exile it instead$/.test(sentence)) {
    return targets.length > 0 ? { kind: 'exileIfDiesThisTurn', target: targets.length - 1 } : null;
  }
  if (sentence === 'If a creature dealt damage this way would die this turn, exile it instead')
    return { kind: 'exileDamagedIfDiesThisTurn' };
  if (/^(?:A creature|Creatures) dealt damage this way can't be regenerated this turn$/.test(sentence))
    return { kind: 'noRegenerateDamagedThisTurn' };
  // 701.19c: "Target creature can't be regenerated this turn."; "It/That creature ..." is the last target named.
  if ((m = /^(Target creature) can't be regenerated this turn$/.exec(sentence))) {
    const t = addTarget(m[1].toLowerCase(), 'permanents');
    return t === null ? null : { kind: 'noRegenerateThisTurn', target: t };
  }
  if (/^(?:It|That creature) can't be regenerated this turn$/.test(sentence))
    return targets.length > 0 ? { kind: 'noRegenerateThisTurn', target: targets.length - 1 } : null;
  if (sentence === 'Regenerate CARDNAME') return { kind: 'regenerateSource' };
  // 701.19a: "Target creature gets +2/+0 until end of turn. Regenerate it." (Boon of Erebos): "it" is the last target, a
  // permanent (not a spell, not a player); after an instruction that made an object, spellSentence refuses the "it".
  if (sentence === 'Regenerate it') {
    const it = lastTargetOf(targets);
    return it !== null && targets[it].options.every((o) => o.kind === 'object' && o.zone === 'battlefield')
      ? { kind: 'regenerate', target: it }
      : null;
  }
  if (sentence === 'Regenerate each creature you control') return { kind: 'regenerateYourCreatures' };
  if ((m = /^Creatures you control get ([+-]\d+)\/([+-]\d+) until end of turn$/.exec(sentence)))
    return { kind: 'modifyPTYourCreatures', power: Number(m[1]), toughness: Number(m[2]) };
  // "Creatures you control get +1/+1 and gain trample until end of turn.", "Creatures you control gain lifelink until end of turn."
  if (
    (m = /^Creatures you control (?:get ([+-]\d+)\/([+-]\d+) and )?gain ([a-z ]+) until end of turn$/.exec(sentence)) &&
    IMPLEMENTED_KEYWORDS.has(m[3])
  ) {
    return { kind: 'modifyPTYourCreatures', power: Number(m[1] ?? 0), toughness: Number(m[2] ?? 0), keyword: m[3] };
  }
  if (sentence === 'Prevent all combat damage that would be dealt this turn') return { kind: 'preventAllCombatDamage' };
  if (sentence === 'You may play an additional land this turn') return { kind: 'additionalLandThisTurn' };
  if ((m = /^Add ((?:\{[WUBRGC]\})+)$/.exec(sentence))) {
    const mana = manaSymbols(m[1]);
    return mana ? { kind: 'addMana', mana } : null;
  }
  // 608.2h: "Add {R} for each Mountain you control" (Koth of the Hammer): that mana, as many times as the count when it resolves.
  const counted = /^Add (\{[WUBRGC]\})+ for each /.test(sentence) ? countedMana(sentence.slice('Add '.length)) : null;
  if (counted) {
    const mana = manaSymbols(counted.mana);
    return mana ? { kind: 'addMana', mana, amount: counted.times } : null;
  }
  // 111.1, 111.2: "Create ... creature token(s) [with ...]", the grammar's token phrase (cards/grammar/loyalty-sentences.ts).
  // The token's abilities are its own text (111.1), understood as a card's are: what the token will be compiled from.
  const tokens = createTokensSentence(
    sentence,
    (text) => compileCard(defineCard({ name: 'Token', types: ['Creature'], text })).support === 'full',
    eventAmount,
  );
  if (tokens) return tokens;
  if ((m = /^Create (a|one|two|three|four|five) (Treasure|Food|Gold|Clue) tokens?$/.exec(sentence))) {
    const count = amountOf(m[1]);
    return count && count.kind === 'fixed' ? { kind: 'createTokens', count: count.n, token: PREDEFINED_TOKENS[m[2]] } : null;
  }
  // 603.7, 603.7c: "Destroy that creature at end of combat.", "Sacrifice it at the beginning of the next end step.": a
  // delayed ability about an object named now (a target, the source, the object the trigger refers to).
  const about = /^(.+) at end of combat$/.exec(sentence) ?? /^(.+) at the beginning of the next end step$/.exec(sentence);
  // 603.7c: "Sacrifice CARDNAME at the beginning of the next end step." (Pyric Salamander): a delayed ability about the
  // ability's source, its own text naming it "it".
  const own = about ? /^(Sacrifice|Destroy|Exile|Return) CARDNAME( to its owner's hand)?$/.exec(about[1]) : null;
  if (about && own) {
    const text = `${own[1]} it${own[2] ?? ''}.`;
    const effects = delayedEffects(text, true);
    const when = sentence.endsWith(' at end of combat') ? 'end-of-combat' : 'next-end-step';
    return effects ? { kind: 'delayedTrigger', when, effects, text, about: { kind: 'source' } } : null;
  }
  if (about && /\b(?:it|that creature|that token|the creature|that card)\b/.test(about[1]) && !about[1].includes('CARDNAME')) {
    const last = lastTargetOf(targets);
    // 608.2c: "Sacrifice the creature", "Exile it" after "... onto the battlefield", "Create a token ...": what was made.
    const madeWords = /\b(?:that token|the creature)\b/.test(about[1]);
    const ref: ObjectRef | null = made
      ? { kind: 'created' }
      : madeWords
        ? null
        : last !== null
          ? { kind: 'target', index: last }
          : /\bthat (?:creature|card)\b/.test(about[1])
            ? lent.that
            : lent.it;
    // The delayed ability's own text names that object "it" (603.7c).
    const inner = made ? about[1].replace(/\b(?:that token|that creature|the creature)\b/, 'it') : about[1];
    const text = `${inner[0].toUpperCase()}${inner.slice(1)}.`;
    const effects = ref ? delayedEffects(text, true) : null;
    const when = sentence.endsWith(' at end of combat') ? 'end-of-combat' : 'next-end-step';
    return effects && ref ? { kind: 'delayedTrigger', when, effects, text, about: ref } : null;
  }
  // 603.7: "Draw a card at the beginning of the next turn's upkeep.", "At the beginning of the next end step, ...".
  const delayed = /^(.+) at the beginning of the next turn's upkeep$/.exec(sentence);
  const endStep =
    /^At the beginning of the next end step, (.+)$/.exec(sentence) ?? /^(.+) at the beginning of the next end step$/.exec(sentence);
  if (delayed || endStep) {
    const inner = (delayed ?? endStep) as RegExpExecArray;
    // "You draw a card ..." and "Draw a card ..." are the same instruction to the ability's controller.
    const text = /^You draw /.test(inner[1])
      ? `Draw ${inner[1].slice('You draw '.length)}.`
      : `${inner[1][0].toUpperCase()}${inner[1].slice(1)}.`;
    const effects = delayedEffects(text);
    return effects ? { kind: 'delayedTrigger', when: delayed ? 'next-upkeep' : 'next-end-step', effects, text } : null;
  }
  const copy = tokenCopySentence(sentence, targets, targetOf);
  if (copy) return copy;
  // 701.16a: "Investigate" means "Create a Clue token."
  if ((m = /^[Ii]nvestigate(?: (twice|three times))?$/.exec(sentence)))
    return { kind: 'createTokens', count: m[1] === 'twice' ? 2 : m[1] ? 3 : 1, token: PREDEFINED_TOKENS.Clue };
  const lastTarget = (): number | null => lastTargetOf(targets);
  const grammar = {
    addTarget,
    lastTarget,
    lastTargetIsPlayer: () => targets.length > 0 && targets[targets.length - 1].options.every((o) => o.kind === 'player'),
    stopped: (words: string) => {
      stoppedAt ??= words;
    },
    referred: delayedAbout,
  };
  return (
    moreSpellSentence(sentence, addTarget, targets) ??
    amountSentence(sentence, grammar) ??
    revealUntilSentence(sentence) ??
    zoneSentence(sentence, grammar) ??
    librarySentence(sentence, grammar) ??
    unlessPaysSentence(sentence, targets)
  );
}

/** "it", "its": the last target, unless it may be a spell (the engine keeps no last known information of a spell, 608.2h). */
function lastTargetOf(targets: Selector[]): number | null {
  return targets.length > 0 && targets[targets.length - 1].options.every((o) => o.kind === 'player' || o.zone !== 'stack')
    ? targets.length - 1
    : null;
}

/**
 * 701.14a: "Target creature you control fights target creature you don't control.", "Target creature fights another
 * target creature." (Blood Feud), "Target blocking creature fights another target blocking creature.": two target
 * phrases of creatures. "another" is the first target's other creature (not the ability's source, which may be the
 * first target: Ulvenwald Tracker), chosen among different objects (115.3, `differentFrom`). Without "another" the
 * same creature may be both targets when both phrases allow it: it fights itself (701.14c). Undefined when the
 * sentence is not a fight; null when one of its phrases is not read.
 */
function fightSentence(
  sentence: string,
  permanentTarget: (phrase: string) => number | null,
  targets: Selector[],
): Effect | null | undefined {
  const m = /^(Target [^,]+?) fights (another )?(target [^,]+)$/.exec(sentence);
  if (!m) return undefined;
  const creatures = (at: number | null) =>
    at !== null &&
    targets[at].options.every(
      (o) => o.kind === 'object' && o.filters.some((f) => f.kind === 'type' && f.anyOf.length === 1 && f.anyOf[0] === 'Creature'),
    );
  const t = permanentTarget(subject(m[1]));
  if (!creatures(t)) return null;
  const other = permanentTarget(m[3]);
  if (!creatures(other)) return null;
  if (m[2]) targets[other as number] = { ...targets[other as number], differentFrom: t as number, text: `another ${m[3]}` };
  return { kind: 'fight', target: t as number, other: other as number };
}

/** More one-sentence effects: tap, exile, regenerate, life loss, damage to players, "can't block this turn" ... */
function moreSpellSentence(
  sentence: string,
  addTarget: (phrase: string, reach?: Reach) => number | null,
  targets: Selector[],
): Effect | null {
  let m: RegExpExecArray | null;
  // 500.8: "After this main phase, there is an additional combat phase followed by an additional main phase."
  if ((m = /^After this (main )?phase, there is an additional combat phase( followed by an additional main phase)?$/.exec(sentence)))
    return { kind: 'additionalPhases', after: m[1] ? 'main' : 'phase', phases: m[2] ? ['combat', 'main'] : ['combat'] };
  // Only a permanent can be tapped, exiled from the battlefield or regenerated here.
  const permanentTarget = (phrase: string): number | null => addTarget(phrase, 'permanents');
  if (
    (m = /^Return (target (?:[a-z]+ |instant or sorcery |artifact or enchantment )?card from your graveyard) to your hand$/.exec(
      sentence,
    )) ||
    (m = /^Exile (target (?:[a-z]+ )?card from (?:your|a) graveyard)$/.exec(sentence))
  ) {
    const t = addTarget(m[1], 'graveyard');
    return t === null ? null : { kind: sentence.startsWith('Return') ? 'graveyardToHand' : 'exileFromGraveyard', target: t };
  }
  const fought = fightSentence(sentence, permanentTarget, targets);
  if (fought !== undefined) return fought;
  if ((m = /^Return (target creature card from your graveyard) to the battlefield$/.exec(sentence))) {
    const t = addTarget(m[1], 'graveyard');
    return t === null ? null : { kind: 'graveyardToBattlefield', target: t };
  }
  // 400.7j: "Exile target non-Angel creature you control, then return that card to the battlefield under your control."
  if (
    (m = new RegExp(`^Exile ${TARGET}, then return (?:that card|it) to the battlefield under (your|its owner's) control$`).exec(sentence))
  ) {
    const t = permanentTarget(m[1]);
    return t === null ? null : { kind: 'flicker', target: t, control: m[2] === 'your' ? 'you' : 'owner' };
  }
  // 610.3: "Exile target creature an opponent controls until CARDNAME leaves the battlefield." (Banisher Priest).
  if ((m = new RegExp(`^Exile ${TARGET} until CARDNAME leaves the battlefield$`).exec(sentence))) {
    const t = permanentTarget(m[1]);
    return t === null ? null : { kind: 'exile', target: t, until: 'sourceLeaves' };
  }
  // 607.2a: "the exiled card" is the one the card's linked ability exiled (checked once the card is read, compileCard).
  if (
    sentence === "Return the exiled card to the battlefield under its owner's control" ||
    sentence === "Return the exiled cards to the battlefield under their owner's control" ||
    sentence === "Return the exiled cards to the battlefield under their owners' control"
  )
    return { kind: 'returnExiled' };
  if ((m = new RegExp(`^(Exile|Regenerate) ${TARGET}$`).exec(sentence))) {
    const t = permanentTarget(m[2]);
    return t === null ? null : { kind: m[1] === 'Exile' ? 'exile' : 'regenerate', target: t };
  }
  if ((m = /^CARDNAME deals (\d+|X) damage to (you|each opponent|each player)$/.exec(sentence))) {
    const amount = amountOf(m[1]);
    return amount ? { kind: 'damagePlayers', amount, who: m[2] === 'you' ? 'you' : m[2] === 'each opponent' ? 'opponents' : 'each' } : null;
  }
  // 701.13a: "Exile target player's graveyard." (every card in it).
  if (sentence === "Exile target player's graveyard" || sentence === "Exile all cards from target player's graveyard") {
    const t = addTarget('target player');
    return t === null ? null : { kind: 'exileGraveyard', target: t };
  }
  if ((m = /^All creatures get ([+-]\d+)\/([+-]\d+) until end of turn$/.exec(sentence)))
    return { kind: 'modifyPTAllCreatures', power: Number(m[1]), toughness: Number(m[2]) };
  if ((m = /^Creatures your opponents control get ([+-]\d+)\/([+-]\d+) until end of turn$/.exec(sentence)))
    return { kind: 'modifyPTAllCreatures', power: Number(m[1]), toughness: Number(m[2]), opponents: true };
  if ((m = /^CARDNAME deals (\d+|X) damage to each creature (with|without) (flying)( and each player)?$/.exec(sentence))) {
    const amount = amountOf(m[1]);
    if (!amount) return null;
    return m[2] === 'with'
      ? { kind: 'damageEach', amount, players: m[4] !== undefined, withKeyword: m[3] }
      : { kind: 'damageEach', amount, players: m[4] !== undefined, withoutKeyword: m[3] };
  }
  // 509.1b: "Creatures can't be blocked this turn." (Venser, the Sojourner), "Creatures you control can't be blocked this turn."
  if ((m = /^Creatures( you control)? can't be blocked this turn$/.exec(sentence)))
    return { kind: 'creaturesCantBeBlockedThisTurn', yours: m[1] !== undefined };
  if ((m = /^(Target (?:[A-Za-z0-9 ,-]|n't)+?) can't (block|block CARDNAME|be blocked) this turn$/.exec(sentence))) {
    const t = permanentTarget(subject(m[1]));
    if (t === null) return null;
    // 509.1b: "... can't block CARDNAME this turn": only the source (an activated or triggered ability's permanent).
    if (m[2] === 'block CARDNAME') return { kind: 'cantBlockThisTurn', target: t, attacker: 'source' };
    return { kind: m[2] === 'block' ? 'cantBlockThisTurn' : 'cantBeBlockedThisTurn', target: t };
  }
  // 508.1c, 509.1b: "Target creature can't attack this turn.", "... can't attack or block this turn."
  if ((m = /^(Target (?:(?!can't |and )(?:[A-Za-z0-9 ,-]|n't))+?) can't attack( or block)? this turn$/.exec(sentence))) {
    const t = permanentTarget(subject(m[1]));
    if (t === null) return null;
    return m[2] ? { kind: 'cantAttackThisTurn', target: t, orBlock: true } : { kind: 'cantAttackThisTurn', target: t };
  }
  // 508.1d: "Target creature attacks this turn if able." (a requirement for each combat of the turn).
  if ((m = /^(Target (?:(?!can't |and )(?:[A-Za-z0-9 ,-]|n't))+?) attacks this turn if able$/.exec(sentence))) {
    const t = permanentTarget(subject(m[1]));
    return t === null ? null : { kind: 'attackIfAbleThisTurn', target: t };
  }
  // 509.1b, 611.2c: "Creatures without flying can't block this turn."
  const groupCantBlock = eachCantBlockThisTurn(sentence);
  if (groupCantBlock) return groupCantBlock;
  // 509.1c: "Target creature blocks CARDNAME this turn if able.", "Target creature blocks this turn if able."
  if ((m = /^(Target (?:[A-Za-z0-9 ,-]|n't)+?) blocks (CARDNAME )?this turn if able$/.exec(sentence))) {
    const t = permanentTarget(subject(m[1]));
    return t === null ? null : { kind: 'blockIfAbleThisTurn', target: t, attacker: m[2] ? 'source' : null };
  }
  // 509.1c: "All creatures able to block target creature this turn do so.", "... CARDNAME this turn do so."
  if (sentence === 'All creatures able to block CARDNAME this turn do so') return { kind: 'sourceMustBeBlockedByAllThisTurn' };
  if ((m = /^All creatures able to block (target (?:[A-Za-z0-9 ,-]|n't)+?) this turn do so$/.exec(sentence))) {
    const t = permanentTarget(m[1]);
    return t === null ? null : { kind: 'mustBeBlockedByAllThisTurn', target: t };
  }
  if (sentence === "CARDNAME can't be blocked this turn") return { kind: 'sourceCantBeBlockedThisTurn' };
  // 509.1c: "Target creature must be blocked this turn if able.", "CARDNAME must be blocked this turn if able."
  if (sentence === 'CARDNAME must be blocked this turn if able') return { kind: 'sourceMustBeBlockedThisTurn' };
  if ((m = /^(Target (?:[A-Za-z0-9 ,-]|n't)+?) must be blocked this turn if able$/.exec(sentence))) {
    const t = permanentTarget(subject(m[1]));
    return t === null ? null : { kind: 'mustBeBlockedThisTurn', target: t };
  }
  // 509.1a, 101.1: "CARDNAME can block an additional creature this turn.", "Target creature can block any number of creatures this turn."
  if ((m = /^(CARDNAME|Target (?:[A-Za-z0-9 ,-]|n't)+?) (can block .+)$/.exec(sentence))) {
    const count = blockAdditional(m[2], 'this turn');
    if (count === undefined) return null;
    if (m[1] === 'CARDNAME') return { kind: 'sourceBlocksAdditionalThisTurn', count };
    const t = permanentTarget(subject(m[1]));
    return t === null ? null : { kind: 'blockAdditionalThisTurn', target: t, count };
  }
  if ((m = new RegExp(`^Counter ${TARGET} unless its controller pays ((?:\\{(?:\\d+|[WUBRGCX])\\})+)$`).exec(sentence))) {
    const t = addTarget(m[1], 'spells');
    return t === null ? null : { kind: 'counterTargetUnlessPays', target: t, cost: m[2] };
  }
  // 104.3e: "You lose the game."
  if (/^You lose the game$/.test(sentence)) return { kind: 'loseGame' };
  // 104.2b: "You win the game."
  if (/^You win the game$/.test(sentence)) return { kind: 'winGame' };
  // 603.7, 118.12: "At the beginning of your next upkeep, pay {M}. If you don't, you lose the game." (the Pacts).
  if ((m = /^At the beginning of your next upkeep, (pay (?:\{(?:\d+|[WUBRGC])\})+\. If you don't, .+)$/.exec(sentence))) {
    const text = `P${m[1].slice(1)}.`;
    const effects = delayedEffects(text);
    return effects ? { kind: 'delayedTrigger', when: 'your-next-upkeep', effects, text } : null;
  }
  return null;
}

/** 118.12a: the instructions an "unless [a player] pays" may withhold: done at once, without a choice of their own. */
const UNLESS_EFFECTS: ReadonlySet<Effect['kind']> = new Set<Effect['kind']>([
  'damage',
  'damagePlayers',
  'damageTo',
  'life',
  'loseLife',
  'targetLosesLife',
  'tap',
  'destroy',
  'exile',
  'returnToHand',
  'counter',
  'loseGame',
  'draw',
  'sacrificeSource',
]);

/**
 * 118.12a: "[effect] unless you pay {M}", "[effect] unless its controller pays {M}" (the controller of the effect's
 * one target): that player may pay as it resolves; if they don't, the effect happens. {X}: the spell's or ability's X.
 */
export function unlessPaysSentence(
  sentence: string,
  targets: Selector[],
  read: (s: string) => Effect | null = (s) => spellSentence(s, targets),
): Effect | null {
  // 119.4: "N life" is paid with life the player has.
  const m = /^(.+) unless (you pay|its controller pays|they pay|that player pays) ((?:\{(?:\d+|[WUBRGCX])\})+|\d+ life)$/.exec(sentence);
  if (!m || /\bunless\b/.test(m[1])) return null;
  const before = targets.length;
  // 603.2: "they", "that player": the player the trigger refers to (no other player named by a target).
  const referred = m[2] === 'they pay' || m[2] === 'that player pays';
  if (referred && !referredPlayer) return null;
  const inner = read(m[1]);
  if (!inner || !UNLESS_EFFECTS.has(inner.kind)) return null;
  if (referred)
    return targets.length === before ? { kind: 'unlessPays', cost: m[3], player: { kind: 'referredPlayer' }, effects: [inner] } : null;
  if (m[2] === 'you pay') return targets.length === before ? { kind: 'unlessPays', cost: m[3], effects: [inner] } : null;
  // "its controller": the controller of the one target the effect names.
  if (targets.length !== before + 1 || !('target' in inner) || inner.target !== before) return null;
  return { kind: 'unlessPays', cost: m[3], target: before, effects: [inner] };
}

/** 118.12: "Pay {M}. If you don't, [effect]." (a delayed ability's text): the same as "[effect] unless you pay {M}". */
function payOrElse(text: string): Effect[] | null {
  const m = /^Pay ((?:\{(?:\d+|[WUBRGC])\})+)\. If you don't, (.+)\.$/.exec(text);
  if (!m) return null;
  const inner = spellSentence(m[2][0].toUpperCase() + m[2].slice(1), []);
  return inner && UNLESS_EFFECTS.has(inner.kind) ? [{ kind: 'unlessPays', cost: m[1], effects: [inner] }] : null;
}

/** 118.12: "At the beginning of your next upkeep, pay {M}." and its "If you don't, ..." are one delayed ability, read as one. */
function joinPact(sentences: string[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    const last = out[out.length - 1];
    if (last && /^At the beginning of your next upkeep, pay [^.]+$/.test(last) && /^If you don't, /.test(s))
      out[out.length - 1] += `. ${s}`;
    else out.push(s);
  }
  return out;
}

/**
 * 205.1b: "It's still a land." belongs to the sentence before it ("CARDNAME becomes a 2/2 ... creature
 * until end of turn"), read as one (cards/grammar/become-creature.ts).
 */
function stillALand(sentences: string[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    if (s === "It's still a land" && out.length > 0) out[out.length - 1] += `. ${s}`;
    else out.push(s);
  }
  return out;
}

/**
 * 608.2c: "If that spell is countered this way, put it into its owner's hand [on top of / on the bottom of its
 * owner's library] instead of into that player's graveyard", "... exile it instead of putting it into its owner's
 * graveyard": where the spell countered by the instruction just before goes (Remand, Memory Lapse, Dissipate).
 */
function counteredThisWay(sentence: string, effects: Effect[]): boolean {
  const last = effects[effects.length - 1];
  if (!last || (last.kind !== 'counter' && last.kind !== 'counterTargetUnlessPays') || last.to) return false;
  const m =
    /^If that spell is countered this way, (?:put it (into its owner's hand|on top of its owner's library|on the bottom of its owner's library) instead of into that player's graveyard|(exile it) instead of putting it into its owner's graveyard)$/.exec(
      sentence,
    );
  if (!m) return false;
  last.to =
    m[2] !== undefined
      ? { zone: 'exile' }
      : m[1] === "into its owner's hand"
        ? { zone: 'hand' }
        : { zone: 'library', position: m[1].startsWith('on top') ? 'top' : 'bottom' };
  return true;
}

/**
 * 500.7, 603.7a: "At the beginning of that turn's end step, you lose the game." right after "Take an extra turn after
 * this one." (Final Fortune): a delayed triggered ability created with that one extra turn, waiting for its end step.
 */
function thatTurnsEndStep(sentence: string, effects: Effect[]): boolean {
  const last = effects[effects.length - 1];
  if (!last || last.kind !== 'extraTurns' || last.n !== 1 || last.thatTurnEndStep !== undefined) return false;
  const m = /^At the beginning of that turn's end step, (.+)$/.exec(sentence);
  if (!m) return false;
  const text = `${m[1][0].toUpperCase()}${m[1].slice(1)}.`;
  if (!delayedEffects(text)) return false;
  last.thatTurnEndStep = text;
  return true;
}

/** "it has mana value N or less" of the target `index` (the older wording "converted mana cost", 202.3). */
function manaValueAtMost(index: number, n: number): BoardCondition {
  return {
    kind: 'object',
    of: { kind: 'target', index },
    filters: [{ kind: 'compare', stat: 'manaValue', op: 'atMost', value: { kind: 'fixed', n } }],
  };
}

/**
 * 608.2c, 115.1: "Counter target spell if it's red.", "Destroy target permanent if it's red." (Hydroblast): the target is
 * any spell or permanent (no color in the target's own words); its color is tested as the instruction is reached, and
 * if it doesn't have it the instruction does nothing. Undefined when the sentence is not of that form.
 */
function ifTargetIsColor(sentence: string, targets: Selector[]): Effect | null | undefined {
  const m = /^((?:Counter|Destroy) target .+) if it's (white|blue|black|red|green)$/.exec(sentence);
  if (!m) return undefined;
  const before = targets.length;
  const inner = spellSentence(m[1], targets);
  if (
    !inner ||
    (inner.kind !== 'counter' && inner.kind !== 'destroy') ||
    !('target' in inner) ||
    inner.target !== before ||
    targets.length !== before + 1
  ) {
    targets.length = before;
    return null;
  }
  const condition: BoardCondition = {
    kind: 'object',
    of: { kind: 'target', index: before },
    filters: [{ kind: 'color', anyOf: [COLOR_WORDS[m[2]]] }],
  };
  return { kind: 'ifCondition', condition, effects: [inner] };
}

/** 701.8a, 608.2c: "Destroy target creature if it has mana value 2 or less" (Fatal Push): the test is made as it resolves. */
function destroyIfManaValue(sentence: string, targets: Selector[]): Effect | null {
  const m = /^(Destroy target .+?) if it has (?:converted mana cost|mana value) (\d+) or less$/.exec(sentence);
  if (!m) return null;
  const effect = spellSentence(m[1], targets);
  if (!effect || effect.kind !== 'destroy' || !('target' in effect)) return null;
  return { ...effect, onlyIf: manaValueAtMost(effect.target, Number(m[2])) };
}

/**
 * 608.2c: "Revolt — Destroy that creature if it has mana value 4 or less instead if a permanent you controlled left
 * the battlefield this turn": a line that changes the test of the spell's destruction just before it (207.2c: the
 * ability word means nothing).
 */
function destroyInsteadIf(line: string, abilities: Ability[]): boolean {
  const m = /^Destroy that creature if it has (?:converted mana cost|mana value) (\d+) or less instead if (.+)\.$/.exec(
    line.replace(ABILITY_WORD, ''),
  );
  const spell = abilities.find((a) => a.kind === 'spell');
  if (!m || !spell || spell.kind !== 'spell' || spell.modal) return false;
  const last = spell.effects[spell.effects.length - 1];
  if (!last || last.kind !== 'destroy' || !('target' in last) || !last.onlyIf || last.insteadIf) return false;
  const condition = parseCondition(m[2]);
  if (!condition.ok) return false;
  last.insteadIf = { condition: condition.value, onlyIf: manaValueAtMost(last.target, Number(m[1])) };
  spell.text += `\n${line}`;
  return true;
}

/**
 * 608.2c: a later line of a spell that changes or adds to the instruction just before it, done only if its condition
 * (cards/grammar/condition.ts) is true as the spell resolves; 207.2c: an ability word before it ("Spell mastery — ")
 * means nothing. Read forms, each after the one instruction it names:
 * - "If [condition], CARDNAME deals 3 damage to that creature instead." after "CARDNAME deals 2 damage to target
 *   creature.": the later text modifies the earlier (608.2c), one damage event or the other, not a replacement of one
 *   event (the spell's own instruction is read as a whole, Fiery Impulse);
 * - "If [condition], those creatures also gain vigilance until end of turn." after "Creatures you control get +2/+1
 *   until end of turn." (Kytheon's Tactics): the same creatures (611.2c) also gain the keyword;
 * - "If [condition], those creatures don't untap during their controllers' next untap steps." after "Tap up to two
 *   target creatures." (Send to Sleep): each target chosen.
 */
function conditionalLaterLine(line: string, abilities: Ability[]): boolean {
  const m = /^If (.+?), ([a-zA-Z].+)\.$/.exec(line.replace(ABILITY_WORD, ''));
  const spell = abilities.find((a) => a.kind === 'spell');
  if (!m || !spell || spell.kind !== 'spell' || spell.modal || spell.effects.length === 0) return false;
  const condition = parseCondition(m[1]);
  if (!condition.ok) return false;
  const last = spell.effects[spell.effects.length - 1];
  const body = m[2][0].toUpperCase() + m[2].slice(1);
  const targets = [...spell.targets];
  const added = (() => {
    const instead = /^(CARDNAME deals \d+ damage to that creature) instead$/.exec(body);
    if (instead) {
      const e = spellSentence(instead[1], targets);
      if (
        !e ||
        e.kind !== 'damage' ||
        last.kind !== 'damage' ||
        e.target !== last.target ||
        last.divided ||
        targets.length !== spell.targets.length
      )
        return null;
      spell.effects.pop();
      return [{ kind: 'ifCondition', condition: condition.value, effects: [e], otherwise: [last] } as Effect];
    }
    const keyword = /^Those creatures also gain ([a-z]+) until end of turn$/.exec(body);
    if (keyword) {
      if (
        last.kind !== 'modifyPT' ||
        !('objects' in last) ||
        last.objects.kind !== 'each' ||
        last.permanent ||
        !IMPLEMENTED_KEYWORDS.has(keyword[1])
      )
        return null;
      const gains: Effect = { kind: 'modifyPT', power: 0, toughness: 0, objects: last.objects, keyword: keyword[1] };
      return [{ kind: 'ifCondition', condition: condition.value, effects: [gains] } as Effect];
    }
    const untap = [...spell.effects];
    if (thoseDontUntap(body, untap, targets) && targets.length === spell.targets.length)
      return untap.slice(spell.effects.length).map((e): Effect => ({ kind: 'ifCondition', condition: condition.value, effects: [e] }));
    return null;
  })();
  if (!added) return false;
  spell.effects.push(...added);
  spell.text += `\n${line}`;
  return true;
}

/** Sentences of a permanent's own abilities (triggered, activated, loyalty) about the permanent itself. */
function sourceSentence(sentence: string): Effect | null {
  const becomes = landBecomesCreature(sentence, (text) => compileGranted(text) !== null);
  if (becomes) return becomes;
  const m = /^CARDNAME gains ([a-z ]+) until end of turn$/.exec(sentence);
  if (m && IMPLEMENTED_KEYWORDS.has(m[1])) return { kind: 'sourceGainsKeyword', keyword: m[1] };
  // 702.16a, 608.2d: the color chosen as it resolves.
  if (sentence === 'CARDNAME gains protection from the color of your choice until end of turn')
    return { kind: 'protectionOfChoice', source: true };
  // 608.2d: "CARDNAME becomes the color / creature type of your choice until end of turn." (Rainbow Crow, the Mistforms).
  const ofChoice = becomesOfChoiceSentence(sentence);
  if (ofChoice?.subject === 'CARDNAME') return { kind: 'becomesOfChoice', what: ofChoice.what, source: true };
  // 105.3: "CARDNAME becomes colorless until end of turn." (Raging Spirit).
  const color = becomesColorSentence(sentence);
  if (color?.subject === 'CARDNAME') return { kind: 'becomesColor', colors: color.colors, source: true };
  if (sentence === "Return CARDNAME to its owner's hand") return { kind: 'returnSourceToHand' };
  if (sentence === 'Regenerate enchanted creature') return { kind: 'regenerateAttached' };
  // 702.26a: "CARDNAME phases out." (Rainbow Efreet).
  if (sentence === 'CARDNAME phases out') return { kind: 'phaseOut', objects: { kind: 'source' } };
  return null;
}

/**
 * 603.7: what a delayed triggered ability does, from its text (as a board carries it): effects
 * without targets and without the name of its source; null when not understood.
 */
export function delayedEffects(text: string, refers = false): Effect[] | null {
  // 603.7: a delayed ability a keyword creates (702.109a dash's return), in that keyword's words.
  const keyword = refers ? null : keywordDelayedEffects(text);
  if (keyword) return keyword;
  if (text.includes('CARDNAME') || !text.endsWith('.')) return null;
  const pay = refers ? null : payOrElse(text);
  if (pay) return pay;
  const effects: Effect[] = [];
  const targets: Selector[] = [];
  // 603.7c: "it" and "that creature" are the object it refers to (`refersTo`), and nothing else.
  const before = { lent, referredPlayer, delayedAbout };
  lent = refers ? { it: { kind: 'referred' }, that: { kind: 'referred' } } : { it: null, that: null };
  referredPlayer = false;
  delayedAbout = refers;
  try {
    for (const sentence of text.slice(0, -1).split(/\. /)) {
      const effect = spellSentence(sentence, targets);
      if (!effect || targets.length > 0 || effect.kind === 'delayedTrigger') return null;
      effects.push(effect);
    }
  } finally {
    lent = before.lent;
    referredPlayer = before.referredPlayer;
    delayedAbout = before.delayedAbout;
  }
  if (refers && !effects.some(refersToReferred)) return null;
  return effects;
}

/** Whether an effect is done to the object a delayed ability refers to (603.7c). */
function refersToReferred(e: Effect): boolean {
  return e.kind === 'sacrificeReferred' || JSON.stringify(e).includes('"referred"');
}

/**
 * 111.10: predefined tokens, each a colorless artifact with one ability; 111.4: named after its
 * subtype plus "Token" (the effect names none).
 */
const PREDEFINED_TOKENS: Record<string, TokenDefinition> = {
  Treasure: {
    name: 'Treasure Token',
    colors: [],
    types: ['Artifact'],
    subtypes: ['Treasure'],
    power: null,
    toughness: null,
    text: '{T}, Sacrifice this token: Add one mana of any color.',
    rule: '111.10a',
  },
  Food: {
    name: 'Food Token',
    colors: [],
    types: ['Artifact'],
    subtypes: ['Food'],
    power: null,
    toughness: null,
    text: '{2}, {T}, Sacrifice this token: You gain 3 life.',
    rule: '111.10b',
  },
  Gold: {
    name: 'Gold Token',
    colors: [],
    types: ['Artifact'],
    subtypes: ['Gold'],
    power: null,
    toughness: null,
    text: 'Sacrifice this token: Add one mana of any color.',
    rule: '111.10c',
  },
  Clue: {
    name: 'Clue Token',
    colors: [],
    types: ['Artifact'],
    subtypes: ['Clue'],
    power: null,
    toughness: null,
    text: '{2}, Sacrifice this token: Draw a card.',
    rule: '111.10f',
  },
};

/** 700.2: the modes of a modal spell, or the modes not understood (all of them when the count itself is not). */
function modalSpell(count: string, bullets: string[], repeatable = false): Modal | { refused: string[]; stops: (string | null)[] } {
  if (bullets.length < 2) return { refused: bullets, stops: [] };
  // 700.2d: "one or more": any number of different modes, at least one.
  const [min, max] =
    count === 'one'
      ? [1, 1]
      : count === 'two'
        ? [2, 2]
        : count === 'three'
          ? [3, 3]
          : count === 'one or more'
            ? [1, bullets.length]
            : [1, 2];
  // 700.2d: without "You may choose the same mode more than once", the modes chosen are different ones.
  if (!repeatable && max > bullets.length) return { refused: bullets, stops: [] };
  const modes: Modal['modes'] = [];
  const refused: string[] = [];
  const stops: (string | null)[] = [];
  const outer = stoppedAt;
  for (const bullet of bullets) {
    stoppedAt = null;
    // A mode reads as a line of the spell's own text would (700.2: each mode is instructions of the spell).
    const read = modeEffects(withoutFlavorWord(bullet)) ?? spellLineEffects(withoutFlavorWord(bullet));
    if (read) modes.push({ ...read, text: bullet });
    else {
      refused.push(bullet);
      stops.push(stoppedAt);
    }
  }
  stoppedAt = outer;
  if (refused.length > 0) return { refused, stops };
  return repeatable ? { min, max, modes, repeatable } : { min, max, modes };
}

/** One mode's sentences, each one instruction of the spell; null unless every one is understood. */
function modeEffects(bullet: string): { targets: Selector[]; effects: Effect[] } | null {
  const targets: Selector[] = [];
  const effects: Effect[] = [];
  // As in a spell's own text: "... and you gain / lose N life" is two instructions; "It can't be regenerated" qualifies a destroy (701.19c).
  for (const sentence of bullet.replace(/\.$/, '').split(/\. /).flatMap(twoInstructions)) {
    const last = effects[effects.length - 1];
    if (lifeLostThisWay(sentence, effects)) continue;
    if (/^(?:They|It) can't be regenerated$/.test(sentence) && last && regenerationQualified(sentence, last)) {
      last.noRegenerate = true;
      continue;
    }
    // 612: a text change is a spell's effect only (not an ability's).
    const effect = spellSentence(sentence, targets) ?? changeTextSentence(sentence, targets, targetOf);
    if (!effect) return null;
    effects.push(effect);
  }
  return { targets, effects };
}

/** One sentence of a spell's line -> its instructions in order, as sentences (608.2c). */
function splitSpellSentence(x: string): string[] {
  // 705.1: a flip and its branches are read whole (each branch's instructions stay in it).
  if (isCoinFlipSentence(x)) return [x];
  // 701.22a, 608.2c: "Scry 2, then draw a card": two instructions in order.
  const scryThen = /^(Scry \d+), then (draw .+)$/.exec(x);
  if (scryThen) return [scryThen[1], `D${scryThen[2].slice(1)}`];
  // 608.2c: "..., and you gain 3 life", "... and you gain X life, where X is ..." (cards/grammar/sequence.ts).
  const drain = andYouLife(x);
  if (drain) return drain.flatMap(splitSpellSentence);
  const threaten = /^Untap (target (?:[A-Za-z0-9 ,-]|n't)+?) and gain control of it until end of turn$/.exec(x);
  if (threaten) return [`Untap ${threaten[1]}`, 'Gain control of it until end of turn'];
  // 120.3, 608.2c: "CARDNAME deals 4 damage to any target and 2 damage to you": two damage events, in order.
  const parts = splitPlayerSentence(x).flatMap((y) => (/^CARDNAME deals /.test(y) ? splitObjectSentence(y) : [y]));
  // 608.2c: "A, then B": each instruction read as a sentence of its own (cards/grammar/sequence.ts).
  const then = parts.length === 1 ? thenInstructions(x) : null;
  return then ? then.flatMap(splitSpellSentence) : parts;
}

/**
 * 707.10, 707.10c: "Copy target instant or sorcery spell. You may choose new targets for the copy.": the whole line, a
 * spell's only (its controller chooses the copy's targets as it resolves). A copy that keeps its targets, or one
 * "except that" it differs (707.9b), is not read.
 */
function copyTargetSpellLine(body: string): { targets: Selector[]; effects: Effect[] } | null {
  const m = /^Copy (target instant or sorcery spell)\. You may choose new targets for the copy\.?$/.exec(body);
  const spec = m ? targetFor(m[1], 'spells') : null;
  return spec ? { targets: [spec], effects: [{ kind: 'copyTargetSpell', target: 0 }] } : null;
}

/**
 * 115.7, 115.7a: "Change the target of target spell with a single target.": the whole line, a spell's only (its
 * controller changes the spell's one target as it resolves). A line with more ("unless that spell's controller pays",
 * "You lose life equal to ..."), or a spell or ability, is not read.
 */
function changeTargetLine(body: string): { targets: Selector[]; effects: Effect[] } | null {
  if (!/^Change the target of target spell with a single target\.?$/.test(body)) return null;
  const spec = targetFor('target spell', 'spells');
  if (!spec || spec.options.length !== 1 || spec.options[0].kind !== 'object') return null;
  const option = spec.options[0];
  const single: Selector = {
    ...spec,
    text: 'target spell with a single target',
    options: [{ ...option, filters: [...option.filters, { kind: 'singleTarget' }] }],
  };
  return { targets: [single], effects: [{ kind: 'changeTarget', target: 0 }] };
}

/**
 * The instructions of one line of a spell's text (or of one of its modes, 700.2): its sentences read in
 * order, with their targets (601.2c); null unless every sentence is understood.
 */
function spellLineEffects(text: string): { targets: Selector[]; effects: Effect[] } | null {
  const targets: Selector[] = [];
  const effects: Effect[] = [];
  // Two effects in one sentence: "..., and you gain N life"; "Untap target creature and gain control of it until end of turn".
  // 207.2c: an ability word ("Converge — ") has no rules meaning: the instructions after it are the whole of it.
  const body = text.replace(ABILITY_WORD, '');
  // 707.10, 707.10c: "Copy target instant or sorcery spell. You may choose new targets for the copy." (read whole).
  const copy = copyTargetSpellLine(body);
  if (copy) return copy;
  // 115.7a: "Change the target of target spell with a single target." (read whole).
  const change = changeTargetLine(body);
  if (change) return change;
  const sentences = joinCoinFlips(joinChoiceSentences(joinPact(stillALand(body.replace(/\.$/, '').split(/\. /)))))
    .flatMap(splitSpellSentence)
    .flatMap((x) => (isCoinFlipSentence(x) ? [x] : keywordInstructionSplit(x)));
  for (const sentence of sentences) {
    // 701.41a: "Support 2." of an instant or a sorcery: up to two target creatures.
    const targeted = targetedKeyword(sentence, sentences, targets, 'spell');
    if (targeted) {
      effects.push(...targeted);
      continue;
    }
    // 701.19c: the destruction just before cannot be replaced by regeneration.
    if (/^(They|It) can't be regenerated$/.test(sentence)) {
      const last = effects[effects.length - 1];
      if (last && regenerationQualified(sentence, last)) {
        last.noRegenerate = true;
        continue;
      }
      return null;
    }
    // 612: "The new creature type can't be Wall." restricts the text change before it.
    if (changeTextRestriction(sentence, effects)) continue;
    if (lifeLostThisWay(sentence, effects) || thoseDontUntap(sentence, effects, targets)) continue;
    if (counteredThisWay(sentence, effects) || keywordAmends(sentence, effects, targets)) continue;
    if (thatTurnsEndStep(sentence, effects)) continue;
    // 601.2d: "CARDNAME deals 2 damage divided as you choose among one or two target creatures and/or players".
    const divided = dividedDamage(sentence, targets);
    if (divided) {
      effects.push(...divided);
      continue;
    }
    // 705.1, 705.2: "Flip a coin. If you win the flip, ... If you lose the flip, ...": each branch read as the spell's own
    // instructions; not one about the spell itself (the card on the stack is not a permanent "CARDNAME" names, 608.2n).
    const flip = coinFlipSentence(sentence, (x) => {
      const inner = twoInstructions(x).map((y) => spellSentence(y, targets));
      return inner.every((e): e is Effect => e !== null && !aboutSource(e)) ? inner : null;
    });
    if (flip !== undefined) {
      if (!flip) return null;
      effects.push(flip);
      continue;
    }
    const effect =
      destroyIfManaValue(sentence, targets) ??
      spellSentence(sentence, targets) ??
      keywordConditional(sentence, spellSentence) ??
      changeTextSentence(sentence, targets, targetOf);
    // 115.1, 601.2c: "Tap up to two target creatures."
    const one = (x: string, into: Selector[]): Effect[] | null => {
      const e = spellSentence(x, into);
      return e ? [e] : null;
    };
    // 613.1f: "Target creature gets +1/+1 and gains flying and first strike until end of turn": one effect per keyword.
    const several = effect
      ? null
      : (severalKeywords(sentence, targets, one) ?? spellVariableTargets(sentence, withoutIndependentTail(sentences), targets, one));
    if (!effect && !several) {
      return null;
    }
    effects.push(...(effect ? [effect] : (several ?? [])));
  }
  if (!ifConditionGates(effects)) return null;
  return { targets, effects };
}

/** 207.2d: a flavor word before a mode ("Cure Wounds — You gain 2 life.") has no rules meaning. */
function withoutFlavorWord(bullet: string): string {
  return bullet.replace(/^[A-Z][A-Za-z'-]*(?: [A-Za-z'-]+)* — /, '');
}

/** 700.2b: a triggered ability's modes, each read as if it were the ability's only instruction; null unless every one is understood. */
function modalTrigger(head: string, bullets: string[], text: string): Ability | null {
  if (bullets.length < 2) return null;
  const modes: Modal['modes'] = [];
  let trigger: Trigger | null = null;
  for (const bullet of bullets) {
    const a = triggeredAbility(`${head}, ${withoutFlavorWord(bullet)}`);
    if (!a || a.kind !== 'triggered' || a.condition) return null;
    trigger = a.trigger;
    modes.push({ targets: a.targets, effects: a.effects, text: bullet });
  }
  return trigger ? { kind: 'triggered', trigger, condition: null, targets: [], effects: [], text, modal: { min: 1, max: 1, modes } } : null;
}

/**
 * A mana ability line (605.1a): "{T}: Add {G}.", "{T}: Add {R} or {G}.", "{T}: Add one mana of any color.";
 * its cost may sacrifice its source (111.10a Treasure: "{T}, Sacrifice CARDNAME: ...", 111.10c Gold) or
 * have mana in it (a filter: "{1}, {T}: Add {W}{U}."), read by cards/grammar/cost.ts. What else it does
 * ("CARDNAME deals 1 damage to you.", "Draw a card.") happens as it resolves, at once (605.3b); a
 * restriction on it (602.5b: "Activate only if you control a Swamp.") is checked as it is activated.
 */
function manaAbility(line: string): Ability | null {
  const body = line.replace(ABILITY_WORD, '');
  const m = /^([^:]+): Add ([^.]+)\.(?: (.+))?$/.exec(body);
  if (!m) return null;
  const parsed = parseCost(m[1]);
  if (!parsed.ok) return null;
  let tap = false;
  let sacrificeSelf = false;
  let mana = '';
  let life = 0;
  let sacrifice: SacrificeCost | undefined;
  const parts: CostPart[] = [];
  for (const p of parsed.parts) {
    if (p.kind === 'tap' && !tap) tap = true;
    else if (p.kind === 'sacrifice' && p.self && !sacrificeSelf) sacrificeSelf = true;
    // 701.21a, 605.3a: "Sacrifice a creature: Add {C}{C}." (Ashnod's Altar): the permanent chosen as it is activated.
    else if (p.kind === 'sacrifice' && !p.self && !sacrifice) {
      const types = p.option.kind === 'object' ? p.option.filters.flatMap((f) => (f.kind === 'type' ? f.anyOf : [])) : [];
      const another = p.option.kind === 'object' && p.option.filters.some((f) => f.kind === 'other');
      sacrifice = { types, another, option: p.option, count: p.n, text: p.text };
    } else if (p.kind === 'mana' && !mana) mana = p.mana;
    else if (p.kind === 'life' && !life) life = p.n;
    // Paid as any activation cost's phrases are (rules/602-activation-costs.ts): 701.9a "Discard a card", 107.6 {Q}.
    else if (
      (p.kind === 'removeCounters' ||
        p.kind === 'tapUntapped' ||
        p.kind === 'energy' ||
        p.kind === 'untap' ||
        (p.kind === 'discard' && !p.self)) &&
      !parts.some((x) => x.kind === p.kind)
    )
      parts.push(p);
    else return null;
  }
  // 605.1a: a mana ability is one whatever its cost; one with no cost at all is not one a card prints.
  if (!tap && !sacrificeSelf && !sacrifice && !mana && !life && parts.length === 0) return null;
  // 107.3: an X in a mana ability's cost is not read yet.
  if (mana.includes('{X}')) return null;
  let options: ManaType[][] = [];
  // 107.3a, 601.2b: "Remove X storage counters", "Remove any number of storage counters": the number is announced as it is activated.
  const removed = parts.find((p): p is Extract<CostPart, { kind: 'removeCounters' }> => p.kind === 'removeCounters' && !!p.chosen);
  const chosenMana = removed ? removedCountersMana(m[2], removed) : null;
  if (removed && !chosenMana) return null;
  // 608.2h, 605.3b: "Add {G} for each Elf you control.", "Add an amount of {G} equal to CARDNAME's power.": counted as it resolves.
  const counted = chosenMana ? { mana: chosenMana.mana, times: chosenMana.times } : countedMana(m[2]);
  if (counted === undefined) return null;
  const added = counted ? counted.mana : m[2];
  const combination = chosenMana?.combination;
  if (combination) options = combination.map((c) => [c]);
  const oneColor = /^(one|two|three) mana of any one color$/.exec(added);
  // 607.2d: "the chosen color" is linked to the card's "As CARDNAME enters, choose a color." (checked by compileCard).
  const chosenColor = m[2] === 'one mana of the chosen color';
  // 106.7: "one mana of any color that a land an opponent controls could produce": read from those lands as it is activated.
  const could = /^one mana of any (color|type) that an? (basic )?land (you control|an opponent controls) could produce$/.exec(m[2]);
  const couldProduce = could
    ? {
        controller: could[3] === 'you control' ? ('you' as const) : ('opponent' as const),
        ...(could[2] ? { basic: true as const } : {}),
        ...(could[1] === 'type' ? { anyType: true as const } : {}),
      }
    : null;
  if (combination) {
    // The colors are those of the combination the player says (605.3a).
  } else if (added === 'one mana of any color') options = [['W'], ['U'], ['B'], ['R'], ['G']];
  else if (added === 'two mana in any combination of colors') {
    // 605.3a: the player says which two (the same color twice, or two colors).
    const colors: ManaType[] = ['W', 'U', 'B', 'R', 'G'];
    options = colors.flatMap((c, i) => colors.slice(i).map((d) => [c, d]));
  } else if (chosenColor || couldProduce) options = [];
  else if (oneColor) {
    const n = { one: 1, two: 2, three: 3 }[oneColor[1] as 'one' | 'two' | 'three'];
    options = (['W', 'U', 'B', 'R', 'G'] as ManaType[]).map((c) => Array<ManaType>(n).fill(c));
  } else
    for (const part of added.split(/, or |, | or /)) {
      const symbols = manaSymbols(part);
      if (!symbols) return null;
      options.push(symbols);
    }
  const effects: Effect[] = [];
  const limits = restrictionsOf();
  let spendOnly: SpendRestriction | null = null;
  for (const sentence of (m[3] ?? '').replace(/\.$/, '').split(/\. /).filter(Boolean)) {
    // 106.6: "Spend this mana only to cast a creature spell.": read in full, or the line is refused.
    if (/^Spend this mana only\b/.test(sentence)) {
      if (spendOnly) return null;
      spendOnly = parseSpendRestriction(sentence);
      if (!spendOnly) return null;
      continue;
    }
    if (limits.read(sentence)) continue;
    const targets: Selector[] = [];
    const effect = spellSentence(sentence, targets);
    // 605.1a, 605.5a: a mana ability has no target; only effects applied at once without a choice are read.
    if (!effect || targets.length > 0 || !MANA_ABILITY_EFFECTS.has(effect.kind)) return null;
    if (effect.kind === 'damagePlayers' && effect.who !== 'you') return null;
    // "CARDNAME doesn't untap during your next untap step." (the Tempest depletion-free lands): its source only.
    if (effect.kind === 'doesntUntapNext' && !('objects' in effect && effect.objects.kind === 'source')) return null;
    // "Put a depletion counter on CARDNAME.": on its source only; "If there are no depletion counters on CARDNAME, sacrifice it."
    if (effect.kind === 'counters' && !('objects' in effect && effect.objects.kind === 'source')) return null;
    if (effect.kind === 'ifCondition' && !effect.effects.every((e) => e.kind === 'sacrificeSource')) return null;
    effects.push(effect);
  }
  // Only "Activate only if you control ..." restricts a mana ability here (the others are about timing, which mana abilities ignore only in part, 605.3a).
  if (limits.failed || limits.sorcery || limits.instant) return null;
  // 602.5b: "Activate only once each turn" / "no more than three times each turn": counted as the activated ones are.
  if (limits.oncePerTurn) {
    if (limits.restrictions?.maxPerTurn !== undefined) return null;
    (limits.restrictions ??= {}).maxPerTurn = 1;
  }
  const r = limits.restrictions;
  if (r && (r.timing || r.anyPlayer)) return null;
  return {
    kind: 'mana',
    tap,
    options,
    text: line,
    ...(sacrificeSelf ? { sacrificeSelf } : {}),
    ...(sacrifice ? { sacrifice } : {}),
    ...(mana ? { mana } : {}),
    ...(life ? { life } : {}),
    ...(parts.length > 0 ? { parts } : {}),
    ...(effects.length > 0 ? { effects } : {}),
    ...(r ? { restrictions: r } : {}),
    ...(chosenColor ? { chosenColor: true as const } : {}),
    ...(counted ? { times: counted.times } : {}),
    ...(combination ? { combination } : {}),
    ...(spendOnly ? { spendOnly } : {}),
    ...(couldProduce ? { couldProduce } : {}),
  };
}

/**
 * 107.3a, 601.2b: the mana of an ability whose cost removes a number of counters announced as it is activated:
 * "{C} for each storage counter removed this way" (Mage-Ring Network), "X mana in any combination of {W} and/or
 * {U}" (Calciform Pools), "X mana of any one color" (Petalmane Baku): the mana (or its colors, in any combination,
 * 605.3a) added that many times. Null for other words.
 */
function removedCountersMana(
  words: string,
  part: Extract<CostPart, { kind: 'removeCounters' }>,
): { mana: string; times: Quantity; combination?: ManaType[] } | null {
  const x: Quantity = { kind: 'x' };
  const each = /^(\{[WUBRGC]\}) for each ([a-z+/0-9-]+) counter removed this way$/.exec(words);
  if (each) return part.chosen === 'anyNumber' && each[2] === part.counter ? { mana: each[1], times: x } : null;
  // The Mana Batteries: "Add {B}, then add an additional {B} for each charge counter removed this way." (X plus one).
  const more = /^(\{[WUBRG]\}), then add an additional (\{[WUBRG]\}) for each ([a-z+/0-9-]+) counter removed this way$/.exec(words);
  if (more)
    return part.chosen === 'anyNumber' && more[1] === more[2] && more[3] === part.counter
      ? { mana: more[1], times: { kind: 'plus', n: 1, of: x } }
      : null;
  if (part.chosen !== 'x') return null;
  // Kyren Toy: "Add an amount of {C} equal to X plus one."
  const plusOne = /^an amount of (\{[WUBRGC]\}) equal to X plus one$/.exec(words);
  if (plusOne) return { mana: plusOne[1], times: { kind: 'plus', n: 1, of: x } };
  if (words === 'X mana of any one color') return { mana: 'one mana of any color', times: x };
  const any = /^X mana in any combination of \{([WUBRG])\} and\/or \{([WUBRG])\}$/.exec(words);
  return any && any[1] !== any[2] ? { mana: '', times: x, combination: [any[1] as ManaType, any[2] as ManaType] } : null;
}

/**
 * "{G} for each Elf you control", "{C}{C} for each charge counter on CARDNAME", "an amount of {G} equal to
 * CARDNAME's power": the mana added and how many times (a count read as the ability resolves, 605.3b).
 * Null when the words say no count; undefined when they say one the grammar does not read.
 */
function countedMana(words: string): { mana: string; times: Quantity } | null | undefined {
  const each = /^((?:\{[WUBRGC]\})+) for each (.+)$/.exec(words);
  const equal = /^an amount of (\{[WUBRGC]\}) equal to (.+)$/.exec(words);
  if (!each && !equal) return /for each|equal to|amount/.test(words) ? undefined : null;
  const t = Tokens.of(each ? `for each ${each[2]}` : `equal to ${equal![2]}`);
  const times = each ? perEach(t) : equalTo(t, { lastTarget: null });
  return times && t.done ? { mana: (each ?? equal)![1], times } : undefined;
}

/**
 * 608.2c: "If you control a Swamp, draw a card.", "If there are no depletion counters on CARDNAME, sacrifice it.":
 * an instruction done only if a condition of the grammar (cards/grammar/condition.ts) is true as it is reached.
 * Undefined when the sentence is not of that form (another reader may know it: "If you do", "If it's a creature
 * card", "If CARDNAME was kicked"); null when it is, but its condition or instruction is not read. Only
 * instructions done at once, without a choice, are read inside (IF_CONDITION_EFFECTS); "it" after a condition
 * about CARDNAME alone is CARDNAME.
 */
function ifConditionSentence(said: string, targets: Selector[]): Effect | null | undefined {
  // 608.2c: "Put a +1/+1 counter on equipped creature if it's blue" (the Rings): "it" is that creature, the condition read
  // as it resolves, as "If equipped creature is blue, put ..." says.
  const after = /^(Put .+ on (equipped|enchanted) creature) if it's (white|blue|black|red|green)$/.exec(said);
  // 608.2c: "Discard a card if you don't control an Ogre" (the Oni): read as it resolves, the instruction first in the text.
  const unlessYou = after ? null : /^([A-Z].+) if you don't control (an? [A-Za-z]+)$/.exec(said);
  const sentence = after
    ? `If ${after[2]} creature is ${after[3]}, p${after[1].slice(1)}`
    : unlessYou
      ? `If you control ${unlessYou[2]}, ${unlessYou[1][0].toLowerCase()}${unlessYou[1].slice(1)}`
      : said;
  const read = ifConditionRead(sentence, targets);
  if (!unlessYou || !read || read.kind !== 'ifCondition') return read;
  return { ...read, condition: { kind: 'not', condition: read.condition } };
}

function ifConditionRead(sentence: string, targets: Selector[]): Effect | null | undefined {
  const m = /^If (.+?), ([a-z].+)$/.exec(sentence);
  if (
    !m ||
    /^((you|they|a player|the player|that player|no one) (do|does|don't|doesn't|did|didn't|can't|pay|paid|won|lost)\b|it\b|it's|that|this|X\b)/.test(
      m[1],
    )
  )
    return undefined;
  const test = parseCondition(m[1], { itIsSource: false });
  if (!test.ok) return undefined;
  const instruction = m[2][0].toUpperCase() + m[2].slice(1);
  const aboutSource = /\bCARDNAME\b/.test(m[1]) && !/\b(target|it|its|that)\b/.test(m[1]);
  const inner = spellSentence(aboutSource ? instruction.replace(/\bit\b/g, 'CARDNAME') : instruction, targets);
  if (inner && IF_CONDITION_EFFECTS.has(inner.kind)) return { kind: 'ifCondition', condition: test.value, effects: [inner] };
  // Instructions that ask a choice as they resolve ("scry 2", "draw a card, then discard a card", "search your library
  // for ..."): a gate over them, moved to the ability's own list of instructions (ifConditionGates) so that the
  // resolution may wait inside them at their own places.
  if (aboutSource) return null;
  const parts = inner ? [inner] : splitPlayerSentence(instruction).map((x) => spellSentence(x, targets));
  if (parts.length === 0 || !parts.every((e): e is Effect => e !== null && IF_GATED_EFFECTS.has(e.kind))) return null;
  return { kind: 'ifCondition', condition: test.value, effects: parts, skip: parts.length };
}

/** The instructions an "If [condition], ..." gate reads (608.2c) besides IF_CONDITION_EFFECTS: ones that may ask a choice. */
const IF_GATED_EFFECTS = new Set<Effect['kind']>([
  'scry',
  'discardCards',
  'sacrificePermanents',
  'searchLibrary',
  'lookAtLibrary',
  'draw',
  'drawCards',
  'life',
  'gainLife',
  'loseLife',
  'mill',
]);

/**
 * 608.2c: an "If [condition], ..." over instructions that ask a choice, in an ability's own list of instructions (or a
 * mode's): the gate, then its instructions after it (the resolution reads the condition as it reaches the gate and
 * skips them if it is false). Elsewhere (a branch, a delayed trigger's instructions) it is not read: false.
 */
function ifConditionGates(effects: Effect[]): boolean {
  for (let i = effects.length - 1; i >= 0; i--) {
    const e = effects[i];
    if (e.kind === 'ifCondition' && e.skip !== undefined && e.effects.length > 0)
      effects.splice(i, 1, { kind: 'ifCondition', condition: e.condition, effects: [], skip: e.skip }, ...e.effects);
  }
  // A gate left inside another instruction (a coin flip's branch, "if you do", a delayed trigger): no place of its own.
  return effects.every((e) => (e.kind === 'ifCondition' && e.skip !== undefined) || !JSON.stringify(e).includes('"skip":'));
}

/** The instructions an "If [condition], ..." reads (608.2c): done at once, no choice asked as they are done. */
const IF_CONDITION_EFFECTS = new Set<Effect['kind']>([
  'sacrificeSource',
  'life',
  'draw',
  'drawCards',
  'gainLife',
  'loseLife',
  'damagePlayers',
  'opponentsLoseLife',
  'counters',
  'createTokens',
  'untapSource',
  'returnSourceToHand',
  'mill',
  'energy',
  'poisonCounters',
  'becomeMonarch',
]);

/** The effects a mana ability may have besides its mana (605.1a), applied as it resolves: no target, no choice. */
const MANA_ABILITY_EFFECTS = new Set<Effect['kind']>([
  'damagePlayers',
  'draw',
  'loseLife',
  'gainLife',
  'doesntUntapNext',
  'counters',
  'ifCondition',
]);

const COLOR_NAMES_SINGLE = '(white|blue|black|red|green)';

/** The subject of a static ability: who it affects (611.3a). */
/**
 * 502.3: "CARDNAME doesn't untap during your untap step.", "Enchanted creature [permanent, artifact, land] doesn't
 * untap during its controller's untap step.": the subject read by `affectedOf`; "your" goes with CARDNAME (its
 * controller is "you"), "its controller's" with the enchanted permanent (whoever controls it).
 */
function doesntUntapStatic(line: string): Ability | null {
  if (line === 'You may choose not to untap CARDNAME during your untap step.')
    return { kind: 'static', effects: [{ kind: 'mayNotUntap' }], text: line };
  const m =
    /^(CARDNAME|Enchanted (?:creature|permanent|artifact|land)) doesn't untap during (your|its controller's) untap step(?: if (it|CARDNAME) has an? ([a-z]+) counter on it)?\.$/.exec(
      line,
    );
  // 502.3: "Blue creatures don't untap during their controllers' untap steps." (Thelon's Curse): the permanents the selector
  // grammar reads, whoever controls them.
  const group = m ? null : /^([A-Z][^.]*?) don't untap during their controllers' untap steps\.$/.exec(line);
  if (group) {
    const affected = affectedOf(group[1]);
    return affected?.kind === 'objects' ? { kind: 'static', effects: [{ kind: 'doesntUntap', affected }], text: line } : null;
  }
  if (!m || (m[1] === 'CARDNAME') !== (m[2] === 'your')) return null;
  const affected = affectedOf(m[1]);
  if (!affected) return null;
  // "... if it has a depletion counter on it" (the permanent held), "... if CARDNAME has a pupa counter on it" (the source):
  // checked as the untap step untaps (502.3).
  const ifCounter = m[4] ? { counter: m[4], on: m[3] === 'it' ? ('affected' as const) : ('source' as const) } : undefined;
  return { kind: 'static', effects: [{ kind: 'doesntUntap', affected, ...(ifCounter ? { ifCounter } : {}) }], text: line };
}

function affectedOf(subject: string): Affected | null {
  if (subject === 'Enchanted creature') return { kind: 'enchanted' };
  if (/^Enchanted (?:permanent|land|artifact|enchantment|Equipment)$/.test(subject)) return { kind: 'enchanted' };
  if (subject === 'Equipped creature') return { kind: 'equipped' };
  if (subject === 'CARDNAME') return { kind: 'self' };
  // 611.3a: a set of permanents, read by the selector grammar ("Other Zombies you control", "White creatures").
  const t = Tokens.of(subject);
  const of = everyPermanent(t);
  return of && t.done ? { kind: 'objects', of } : null;
}

/**
 * The subject of a static line and the words after it: an attached object, CARDNAME, or a set of permanents the
 * selector grammar reads (everyPermanent); null when the line opens otherwise.
 */
function staticSubject(line: string): { affected: Affected; rest: string } | null {
  const fixed = /^(Enchanted (?:creature|permanent|land|artifact|enchantment|Equipment)|Equipped creature|CARDNAME) (.+)$/.exec(line);
  if (fixed) {
    const affected = affectedOf(fixed[1]);
    return affected ? { affected, rest: fixed[2] } : null;
  }
  const t = Tokens.of(line);
  const of = everyPermanent(t);
  const next = t.peek();
  if (!of || !next) return null;
  return { affected: { kind: 'objects', of }, rest: line.slice(next.at) };
}

/**
 * 614.1d: "Creatures your opponents control enter the battlefield tapped.", "Artifacts, creatures, and lands your
 * opponents control enter the battlefield tapped.", "Permanents enter the battlefield tapped.": a set of permanents the
 * selector grammar reads (everyPermanent), with only what a permanent about to enter already has (614.12: its
 * characteristics, whether it is a token, who would control it); "played by", "unless" and the rest are not read.
 */
function permanentsEnterTapped(line: string): Ability | null {
  const t = Tokens.of(line);
  const of = everyPermanent(t);
  if (!of || of.kind !== 'object' || !of.filters.every(knownAsItEnters) || !t.accept('enter')) return null;
  t.accept('the', 'battlefield');
  if (!t.accept('tapped', '.') || !t.done) return null;
  return { kind: 'static', effects: [{ kind: 'permanentsEnterTapped', of }], text: line };
}

/** A filter a permanent about to enter meets or not already (614.12); not one of the battlefield's own (tapped, attacking, counters ...). */
function knownAsItEnters(f: ObjectFilter): boolean {
  switch (f.kind) {
    case 'type':
    case 'subtype':
    case 'supertype':
    case 'color':
    case 'colorless':
    case 'colorCount':
    case 'token':
      return true;
    case 'controller':
      return f.is === 'you' || f.is === 'opponent';
    case 'not':
      return knownAsItEnters(f.filter);
    case 'anyOf':
      return f.filters.every(knownAsItEnters);
    default:
      return false;
  }
}

const PERMANENT_TYPE_WORDS: Record<string, string> = {
  artifacts: 'Artifact',
  creatures: 'Creature',
  enchantments: 'Enchantment',
  lands: 'Land',
  planeswalkers: 'Planeswalker',
};

/**
 * 110.4, 613.1f: "Artifacts, creatures, enchantments, and lands you control have indestructible.": two or more
 * permanent card types in a list (plural nouns), "you control", and keywords; null for another form.
 */
function permanentsOfTypesHave(line: string): Ability | null {
  const m = /^([A-Z][a-z]+(?:(?:, | and |, and )[a-z]+)+) you control have ([a-z ,]+)\.$/.exec(line);
  if (!m) return null;
  const words = m[1].toLowerCase().split(/, and |, | and /);
  const types = words.map((w) => PERMANENT_TYPE_WORDS[w]);
  if (types.some((t) => t === undefined) || new Set(types).size !== types.length) return null;
  const keywords = keywordList(m[2]);
  if (!keywords) return null;
  const affected: Affected = {
    kind: 'objects',
    of: {
      kind: 'object',
      zone: 'battlefield',
      filters: [
        { kind: 'type', anyOf: types },
        { kind: 'controller', is: 'you' },
      ],
    },
  };
  return { kind: 'static', effects: keywords.map((keyword): StaticEffect => ({ kind: 'addKeyword', affected, keyword })), text: line };
}

function keywordList(text: string): string[] | null {
  // 702.16a: "protection from red and from blue" is one keyword of two qualities, not split at its "and".
  const words = text.split(/, and |, | and (?!from )/).map((k) => k.toLowerCase());
  return words.every((k) => IMPLEMENTED_KEYWORDS.has(k) || isProtectionKeyword(k)) ? words : null;
}

/** 614.1a: replacement effects on going to a graveyard ("If CARDNAME would die, exile it instead."). */
function graveyardReplacement(line: string): StaticEffect | null {
  const table: [RegExp, GraveyardScope, 'exile' | 'library' | 'libraryBottom'][] = [
    [
      /^If CARDNAME would be put into a graveyard from anywhere, (?:reveal CARDNAME and )?shuffle it into its owner's library instead\.$/,
      { whose: 'self', from: 'anywhere', tokens: true },
      'library',
    ],
    [/^If CARDNAME would die, exile it instead\.$/, { whose: 'self', from: 'battlefield', tokens: true }, 'exile'],
    [
      /^If CARDNAME would die, put it on the bottom of its owner's library instead\.$/,
      { whose: 'self', from: 'battlefield', tokens: true },
      'libraryBottom',
    ],
    [
      /^If a card or token would be put into a graveyard from anywhere, exile it instead\.$/,
      { whose: 'any', from: 'anywhere', tokens: true },
      'exile',
    ],
    [
      /^If a card would be put into an opponent's graveyard from anywhere, exile it instead\.$/,
      { whose: 'opponents', from: 'anywhere', tokens: false },
      'exile',
    ],
    [
      /^If a creature an opponent controls would die, exile it instead\.$/,
      { whose: 'opponentsCreatures', from: 'battlefield', tokens: true },
      'exile',
    ],
  ];
  for (const [re, applies, to] of table) if (re.test(line)) return { kind: 'graveyardReplacement', applies, to };
  return null;
}

/**
 * 615.1a, 615.10, 614.1a, 119.10: static prevention and replacement effects on damage and life gain.
 * The 2017 wording "to a creature or player" of Furnace of Rath and its kin is now "permanent or player".
 */
function damageStatic(line: string): StaticEffect[] | null {
  const phantom = preventionStatic(line);
  if (phantom) return phantom;
  const whom: Record<string, DamageFilter['to']> = {
    CARDNAME: 'self',
    'enchanted creature': 'enchanted',
    you: 'you',
    'creatures you control': 'creaturesYouControl',
    creatures: 'creatures',
    'you or a creature you control': 'youAndCreaturesYouControl',
  };
  const sources: Record<string, string[]> = {
    creatures: ['Creature'],
    'artifact creatures': ['Artifact', 'Creature'],
    'artifact sources': ['Artifact'],
  };
  let m =
    /^Prevent all (combat )?damage that would be dealt to (CARDNAME|enchanted creature|you|creatures you control|creatures)(?: by (creatures|artifact creatures|artifact sources))?\.$/.exec(
      line,
    );
  if (m)
    return [
      {
        kind: 'preventDamage',
        n: null,
        damage: { to: whom[m[2]], by: 'any', combatOnly: m[1] !== undefined, ...(m[3] ? { sourceTypes: sources[m[3]] } : {}) },
      },
    ];
  m = /^Prevent all (combat )?damage that would be dealt (to and dealt )?by (CARDNAME|enchanted creature)\.$/.exec(line);
  if (m) {
    const self = m[3] === 'CARDNAME' ? 'self' : 'enchanted';
    const by: StaticEffect = { kind: 'preventDamage', n: null, damage: { to: 'any', by: self, combatOnly: m[1] !== undefined } };
    return m[2] ? [{ kind: 'preventDamage', n: null, damage: { to: self, by: 'any', combatOnly: m[1] !== undefined } }, by] : [by];
  }
  m = /^If a source( an opponent controls)? would deal damage to (you|you or a creature you control), prevent (\d+) of that damage\.$/.exec(
    line,
  );
  if (m) return [{ kind: 'preventDamage', n: Number(m[3]), damage: { to: whom[m[2]], by: m[1] ? 'opponents' : 'any', combatOnly: false } }];
  m =
    /^If (a source|a source you control|a creature you control) would deal damage to a (?:permanent|creature) or player, it deals double that damage to that (?:permanent|creature) or player instead\.$/.exec(
      line,
    );
  if (m)
    return [
      {
        kind: 'modifyDamage',
        double: true,
        plus: 0,
        damage: {
          to: 'any',
          by: m[1] === 'a source' ? 'any' : 'yours',
          combatOnly: false,
          ...(m[1] === 'a creature you control' ? { sourceTypes: ['Creature'] } : {}),
        },
      },
    ];
  // 614.1a, 303.4m: "If a source would deal damage to enchanted player, it deals double that damage to that player instead."
  if (line === 'If a source would deal damage to enchanted player, it deals double that damage to that player instead.')
    return [{ kind: 'modifyDamage', double: true, plus: 0, damage: { to: 'enchanted', by: 'any', combatOnly: false } }];
  m =
    /^If another (white |blue |black |red |green )?source you control would deal damage to a permanent or player, it deals that much damage plus (\d+) to that permanent or player instead\.$/.exec(
      line,
    );
  if (m)
    return [
      {
        kind: 'modifyDamage',
        double: false,
        plus: Number(m[2]),
        damage: { to: 'any', by: 'yours', other: true, combatOnly: false, ...(m[1] ? { sourceColor: COLOR_WORDS[m[1].trim()] } : {}) },
      },
    ];
  if (line === 'If CARDNAME would deal combat damage to a player, it deals double that damage to that player instead.')
    return [{ kind: 'modifyDamage', double: true, plus: 0, damage: { to: 'players', by: 'self', combatOnly: true } }];
  if (line === 'If you would gain life, you gain twice that much life instead.') return [{ kind: 'modifyLifeGain', double: true, plus: 0 }];
  m = /^If you would gain life, you gain that much life plus (\d+) instead\.$/.exec(line);
  if (m) return [{ kind: 'modifyLifeGain', double: false, plus: Number(m[1]) }];
  return null;
}

/** 604: "Creatures you control get +1/+1.", "Enchanted creature has flying.", "CARDNAME can't block." ... */
function staticAbility(line: string): Ability | null {
  const costChange = costChangeAbility(line);
  if (costChange) return costChange;
  if (/^(?:This spell|CARDNAME) can't be countered\.$/.test(line))
    return { kind: 'static', effects: [{ kind: 'cantBeCountered' }], text: line };
  if (/^CARDNAME enters(?: the battlefield)? tapped\.$/.test(line))
    return { kind: 'static', effects: [{ kind: 'entersTapped' }], text: line };
  const othersTapped = permanentsEnterTapped(line);
  if (othersTapped) return othersTapped;
  const enteringChoice = enteringChoiceStatic(line);
  if (enteringChoice) return enteringChoice;
  // 702.16a, 607.2d: linked to the card's "As CARDNAME enters, choose a color." (checked by compileCard).
  if (line === 'CARDNAME has protection from the chosen color.')
    return { kind: 'static', effects: [{ kind: 'protectionFromChosenColor', affected: { kind: 'self' } }], text: line };
  const unless =
    /^CARDNAME enters(?: the battlefield)? tapped unless you control (?:(two|three) or (fewer|more) other lands|an? (Plains|Island|Swamp|Mountain|Forest) or an? (Plains|Island|Swamp|Mountain|Forest))\.$/.exec(
      line,
    );
  if (unless) {
    const cond = unless[1]
      ? { otherLands: unless[2] === 'fewer' ? ('atMost' as const) : ('atLeast' as const), n: NUMBER_WORDS[unless[1]] }
      : { landSubtypes: [unless[3], unless[4]] };
    return { kind: 'static', effects: [{ kind: 'entersTapped', unless: cond }], text: line };
  }
  if (/^You control enchanted (?:creature|permanent|land|artifact)\.$/.test(line))
    return { kind: 'static', effects: [{ kind: 'control', affected: { kind: 'enchanted' } }], text: line };
  if (line === 'If you would draw a card while your library has no cards in it, you win the game instead.')
    return { kind: 'static', effects: [{ kind: 'winInsteadOfDrawingFromEmptyLibrary' }], text: line };
  if (line === 'Skip your draw step.') return { kind: 'static', effects: [{ kind: 'skipDrawStep' }], text: line };
  const replacement = graveyardReplacement(line);
  if (replacement) return { kind: 'static', effects: [replacement], text: line };
  const damage = damageStatic(line);
  if (damage) return { kind: 'static', effects: damage, text: line };
  if (line === 'You have no maximum hand size.') return { kind: 'static', effects: [{ kind: 'noMaximumHandSize' }], text: line };
  if (line === "You may activate loyalty abilities of planeswalkers you control on any player's turn any time you could cast an instant.")
    return { kind: 'static', effects: [{ kind: 'loyaltyAtInstantSpeed' }], text: line };
  if (line === 'You have hexproof.') return { kind: 'static', effects: [{ kind: 'playerHexproof' }], text: line };
  if (line === 'You have shroud.') return { kind: 'static', effects: [{ kind: 'playerShroud' }], text: line };
  if (line === "Players can't gain life.") return { kind: 'static', effects: [{ kind: 'cantGainLife', who: 'players' }], text: line };
  if (line === 'Damage that would reduce your life total to less than 1 reduces it to 1 instead.')
    return { kind: 'static', effects: [{ kind: 'damageLifeFloor' }], text: line };
  if (line === "Your opponents can't gain life.")
    return { kind: 'static', effects: [{ kind: 'cantGainLife', who: 'opponents' }], text: line };
  const attackCost = attackCostStatic(line);
  if (attackCost) return attackCost;
  // 601.3: a casting restriction on the players, counted on the spells they cast this turn (601.2i).
  const oneSpell = /^(Each player|You) can't cast more than one spell each turn\.$/.exec(line);
  if (oneSpell)
    return { kind: 'static', effects: [{ kind: 'oneSpellEachTurn', players: oneSpell[1] === 'You' ? 'you' : 'each' }], text: line };
  // 601.3: "You can't cast creature spells." (Steel Golem), "... instant or sorcery spells." (Hymn of the Wilds).
  const TYPE = '(?:artifact|creature|enchantment|instant|sorcery|planeswalker)';
  const noCast = new RegExp(`^(You|Your opponents) can't cast (${TYPE}(?: or ${TYPE})?) spells\\.$`).exec(line);
  if (noCast)
    return {
      kind: 'static',
      effects: [
        {
          kind: 'cantCastTypes',
          players: noCast[1] === 'You' ? 'you' : 'opponents',
          types: noCast[2].split(' or ').map((t) => t[0].toUpperCase() + t.slice(1)),
        },
      ],
      text: line,
    };
  if (line === 'You may play an additional land on each of your turns.')
    return { kind: 'static', effects: [{ kind: 'additionalLand', count: 1 }], text: line };
  if (line === 'CARDNAME can block only creatures with flying.')
    return { kind: 'static', effects: [{ kind: 'blockOnlyFlying' }], text: line };
  if (line === "CARDNAME can't be blocked by more than one creature.")
    return { kind: 'static', effects: [{ kind: 'blockedByAtMostOne', affected: { kind: 'self' } }], text: line };
  if (line === "You may have CARDNAME assign its combat damage as though it weren't blocked.")
    return { kind: 'static', effects: [{ kind: 'assignAsThoughUnblocked' }], text: line };
  const untap = doesntUntapStatic(line);
  if (untap) return untap;
  // 509.1c: "All creatures able to block CARDNAME do so." (Lure: "... enchanted creature ...", "... equipped creature ...").
  const lure = /^All creatures able to block (CARDNAME|enchanted creature|equipped creature) do so\.$/.exec(line);
  if (lure) {
    const affected = affectedOf(lure[1] === 'CARDNAME' ? 'CARDNAME' : lure[1][0].toUpperCase() + lure[1].slice(1));
    if (affected) return { kind: 'static', effects: [{ kind: 'mustBeBlockedByAll', affected }], text: line };
  }
  const blockingLine = blockingStatic(line);
  if (blockingLine) return { kind: 'static', effects: [blockingLine], text: line };
  const asLongAs = enchantedIsStatic(line, staticAbility);
  if (asLongAs) return asLongAs;
  // 702.95b: "As long as CARDNAME is paired with another creature, both creatures have ..." (soulbond).
  const paired = pairedStatic(line, staticAbility);
  if (paired) return paired;
  // 611.3a, 613.4c: "... as long as [condition]", "... unless ...", "... for each ..." (cards/grammar/condition.ts).
  const conditional = conditionalStatic(line, staticAbility);
  if (conditional) return conditional;
  // 305.7: "Enchanted land is a Swamp.", "Nonbasic lands are Mountains." (cards/grammar/land-types.ts).
  const landTypes = landTypeStatic(line);
  if (landTypes) return { kind: 'static', effects: [landTypes], text: line };
  // 110.4, 613.1f: "Artifacts, creatures, enchantments, and lands you control have indestructible." (keywords only).
  const typed = permanentsOfTypesHave(line);
  if (typed) return typed;
  // 602.5: "Enchanted creature's activated abilities can't be activated." (Detainment Spell, Stupefying Touch)
  if (/^Enchanted (?:creature|permanent|artifact)'s activated abilities can't be activated\.$/.test(line))
    return { kind: 'static', effects: [{ kind: 'cantActivate', affected: { kind: 'enchanted' } }], text: line };
  // 602.5: "Activated abilities of artifacts can't be activated." (Null Rod, Cursed Totem): mana abilities included; the
  // permanents read by the selector grammar, whoever controls them.
  const ofGroup = /^Activated abilities of (.+) can't be activated\.$/.exec(line);
  if (ofGroup) {
    const affected = affectedOf(ofGroup[1][0].toUpperCase() + ofGroup[1].slice(1));
    return affected?.kind === 'objects' ? { kind: 'static', effects: [{ kind: 'cantActivate', affected }], text: line } : null;
  }
  // 500.7: "CARDNAME can't attack during extra turns." (Medomai the Ageless): a restriction while the turn is an extra one.
  if (line === "CARDNAME can't attack during extra turns.") {
    const self = affectedOf('CARDNAME');
    if (self) return { kind: 'static', condition: { kind: 'extraTurn' }, effects: [{ kind: 'cantAttack', affected: self }], text: line };
  }
  // A granted ability in quotes ends the line with its own period (613.1f): 'Enchanted land has "{T}: Add {G}."'
  const whole = line.endsWith('"') ? `${line}.` : line;
  const subject = whole.endsWith('.') ? staticSubject(whole.slice(0, -1)) : null;
  if (!subject) return null;
  const { affected } = subject;
  const effects: StaticEffect[] = [];
  let rest = subject.rest;
  const pt = /^gets? ([+-]\d+)\/([+-]\d+)(?: and (.+))?$/.exec(rest);
  // 613.4c, 613.1f, 508.1d: "gets +2/+1, has haste, and attacks each turn if able" (Infectious Bloodlust): a list of three.
  const listed = pt ? null : /^gets? ([+-]\d+)\/([+-]\d+), (has|have) ([a-z ]+?), and (.+)$/.exec(rest);
  if (listed) {
    const keywords = keywordList(listed[4]);
    const combat = keywords ? combatRestriction(listed[5], affected) : null;
    if (!keywords || !combat) return null;
    return {
      kind: 'static',
      effects: [
        { kind: 'modifyPT', affected, power: Number(listed[1]), toughness: Number(listed[2]) },
        ...keywords.map((keyword): StaticEffect => ({ kind: 'addKeyword', affected, keyword })),
        ...combat,
      ],
      text: line,
    };
  }
  if (pt) {
    effects.push({ kind: 'modifyPT', affected, power: Number(pt[1]), toughness: Number(pt[2]) });
    if (!pt[3]) return { kind: 'static', effects, text: line };
    rest = pt[3];
  }
  // 613.1f: "Creatures you control have haste and "{T}: ..."" (Arlinn's emblem): keywords, then an ability in quotes.
  const keywordsAnd = /^(has|have) ([a-z ,]+?) and (".+")$/.exec(rest);
  if (keywordsAnd) {
    const keywords = keywordList(keywordsAnd[2]);
    if (!keywords) return null;
    for (const keyword of keywords) effects.push({ kind: 'addKeyword', affected, keyword });
    rest = `${keywordsAnd[1]} ${keywordsAnd[3]}`;
  }
  const granted = grantedAbilityEffect(rest, affected, compileGranted);
  if (granted) return granted === 'unsupported' ? null : { kind: 'static', effects: [...effects, granted], text: line };
  const loses = /^loses? (.+)$/.exec(rest);
  const lost = loses ? keywordList(loses[1]) : null;
  if (lost)
    return {
      kind: 'static',
      effects: [...effects, ...lost.map((keyword): StaticEffect => ({ kind: 'loseKeyword', affected, keyword }))],
      text: line,
    };
  // 613.1f, 509.1b: "Enchanted creature has hexproof and can't be blocked by more than one creature." (Alpha Authority)
  const hasAnd = /^(?:has|have) ([a-z ]+?) and ((?:can't|attacks?) .+)$/.exec(rest);
  const hasAndKeywords = hasAnd ? keywordList(hasAnd[1]) : null;
  const hasAndCombat = hasAnd && hasAndKeywords ? combatRestriction(hasAnd[2], affected) : null;
  if (hasAndKeywords && hasAndCombat)
    return {
      kind: 'static',
      effects: [...effects, ...hasAndKeywords.map((keyword): StaticEffect => ({ kind: 'addKeyword', affected, keyword })), ...hasAndCombat],
      text: line,
    };
  const has = /^ha(?:s|ve) (.+)$/.exec(rest);
  if (has) {
    const keywords = keywordList(has[1]);
    if (!keywords) return null;
    for (const keyword of keywords) effects.push({ kind: 'addKeyword', affected, keyword });
    return { kind: 'static', effects, text: line };
  }
  // 508.1c-d, 509.1a-c: restrictions and requirements on attacking and blocking, after "gets +N/+N and" too.
  const combat = combatRestriction(rest, affected);
  if (combat) return { kind: 'static', effects: [...effects, ...combat], text: line };
  if (effects.length > 0) return null;
  // 602.5: "Enchanted creature can't attack or block, and its activated abilities can't be activated." (Arrest)
  const arrest =
    affected.kind === 'enchanted'
      ? /^(can't attack or block|can't block|can't attack), and its activated abilities can't be activated$/.exec(rest)
      : null;
  if (arrest)
    return {
      kind: 'static',
      effects: [
        ...(arrest[1] !== "can't block" ? [{ kind: 'cantAttack' as const, affected }] : []),
        ...(arrest[1] !== "can't attack" ? [{ kind: 'cantBlock' as const, affected }] : []),
        { kind: 'cantActivate', affected },
      ],
      text: line,
    };
  if (/^loses? all abilities$/.test(rest)) return { kind: 'static', effects: [{ kind: 'loseAllAbilities', affected }], text: line };
  const color = new RegExp(`^(?:is|are) ${COLOR_NAMES_SINGLE}$`).exec(rest);
  if (color) return { kind: 'static', effects: [{ kind: 'setColors', affected, colors: [COLOR_WORDS[color[1]]] }], text: line };
  return null;
}

/** The rest of a static line about attacking or blocking ("can't block", "attacks each combat if able") -> its effects, or null. */
function combatRestriction(rest: string, affected: Affected): StaticEffect[] | null {
  if (/^can't attack or block$/.test(rest))
    return [
      { kind: 'cantAttack', affected },
      { kind: 'cantBlock', affected },
    ];
  if (/^can't attack$/.test(rest)) return [{ kind: 'cantAttack', affected }];
  if (/^can't block$/.test(rest)) return [{ kind: 'cantBlock', affected }];
  if (/^can't be blocked$/.test(rest)) return [{ kind: 'cantBeBlocked', affected }];
  // 508.1c, 509.1b: "can't block and can't be blocked" (Tormented Soul): each restriction, both applying.
  const both = /^(can't (?:attack|block)) and (can't be blocked)$/.exec(rest);
  if (both) return [...(combatRestriction(both[1], affected) ?? []), ...(combatRestriction(both[2], affected) ?? [])];
  // 509.1b: "Each creature you control can't be blocked by more than one creature." (Familiar Ground).
  if (rest === "can't be blocked by more than one creature") return [{ kind: 'blockedByAtMostOne', affected }];
  // 509.1b: "CARDNAME can't be blocked except by three or more creatures." (Phyrexian Colossus).
  const atLeast = /^can't be blocked except by (two|three|four|five) or more creatures$/.exec(rest);
  if (atLeast) return [{ kind: 'blockedByAtLeast', affected, count: ['two', 'three', 'four', 'five'].indexOf(atLeast[1]) + 2 }];
  // 509.1b: "can't block or be blocked by creatures with power 2 or greater" (Sneaky Homunculus): both, the same creatures.
  const either = /^can't block or be blocked by (.+)$/.exec(rest);
  if (either) {
    const blocks = blockingRestriction(`can't block ${either[1]}`, affected);
    const blocked = blockingRestriction(`can't be blocked by ${either[1]}`, affected);
    return blocks && blocked ? [blocks, blocked] : null;
  }
  const blocking = blockingRestriction(rest, affected); // 509.1a-b (cards/grammar/blocking.ts)
  if (blocking) return [blocking];
  // "Creatures enchanted player controls attack each turn if able": the plural verb after a plural subject.
  if (/^attacks? each (?:combat|turn) if able$/.test(rest)) return [{ kind: 'mustAttack', affected }];
  if (/^blocks each (?:combat|turn) if able$/.test(rest)) return [{ kind: 'mustBlock', affected }];
  if (rest === 'must be blocked if able') return [{ kind: 'mustBeBlocked', affected }];
  // 506.5: "can't attack or block alone", "can't attack alone", "can't block alone".
  if (rest === "can't attack or block alone")
    return [
      { kind: 'cantAttackAlone', affected },
      { kind: 'cantBlockAlone', affected },
    ];
  if (rest === "can't attack alone") return [{ kind: 'cantAttackAlone', affected }];
  if (rest === "can't block alone") return [{ kind: 'cantBlockAlone', affected }];
  return null;
}

/** "When CARDNAME enters, ...", "At the beginning of your upkeep, ..." (603.1), read by cards/grammar/trigger.ts; null when not understood. */
function triggerOf(phrase: string): Trigger | null {
  const parsed = parseTrigger(phrase);
  if (!parsed.ok) {
    stoppedAt ??= parsed.stoppedAt;
    return null;
  }
  return parsed.value;
}

const REVEALED_TYPES: Record<string, string[]> = {
  'instant or sorcery': ['Instant', 'Sorcery'],
  creature: ['Creature'],
  land: ['Land'],
};

/**
 * 701.20e, 701.20a, 608.2d: "look at the top card of your library. You may reveal that card. If an instant or
 * sorcery card is revealed this way, transform CARDNAME" (Delver of Secrets): the reveal is the "you may".
 */
function revealTopThenTransform(body: string): Effect | null {
  const m =
    /^look at the top card of your library\. You may reveal that card\. If an? (instant or sorcery|creature|land) card is revealed this way, transform CARDNAME$/.exec(
      body,
    );
  return m ? { kind: 'optional', effects: [{ kind: 'revealTopThenTransform', types: REVEALED_TYPES[m[1]] }] } : null;
}

/** A triggered ability line (603.1), with an intervening "if" (603.4) when it has one. */
function triggeredAbility(line: string): Ability | null {
  // 603.6c, 113.6k: the Incarnations' and Serra Avatar's "shuffle it into its owner's library": "it" is the card in the
  // graveyard the trigger put it into (400.7: once it leaves that graveyard, nothing moves).
  if (line === "When CARDNAME is put into a graveyard from anywhere, shuffle it into its owner's library.")
    return {
      kind: 'triggered',
      trigger: { event: 'putIntoGraveyardFromAnywhere', who: 'self' },
      condition: null,
      targets: [],
      effects: [{ kind: 'moveZone', to: { zone: 'library', position: 'shuffle' }, source: true, sourceIn: 'graveyard' }],
      text: line,
    };
  // 207.2c: an ability word ("Landfall — ") has no rules meaning.
  const m =
    /^(?:[A-Z][a-z]+(?: [a-z]+)? — )?((?:When|Whenever|At) [^,]+), (?:if you have (\d+) or (less|more) life, |(if it was kicked(?: with its ((?:\{(?:\d+|[WUBRGC])\})+) kicker)?, )|if (no spells were cast|a player cast two or more spells) last turn, |if its (surge) cost was paid, )?(.+?)(?:\.|(?<=\."))$/.exec(
      line,
    );
  if (!m) return null;
  const trigger = triggerOf(m[1]);
  if (!trigger) return null;
  // 702.33e: "When CARDNAME enters, if it was kicked, ..." (an intervening "if", 603.4).
  // The werewolves: "if no spells were cast last turn", "if a player cast two or more spells last turn" (603.4).
  const condition: Condition | null = m[2]
    ? { kind: m[3] === 'less' ? 'lifeAtMost' : 'lifeAtLeast', n: Number(m[2]) }
    : m[4]
      ? { kind: 'kicked', ...(m[5] ? { withCost: m[5] } : {}) } // 702.33f: "kicked with its [cost] kicker"
      : m[6]
        ? { kind: m[6] === 'no spells were cast' ? 'noSpellsCastLastTurn' : 'playerCastTwoSpellsLastTurn' }
        : m[7] === 'surge'
          ? { kind: 'alternativeCostPaid', keyword: 'surge' } // 702.117a: read on the permanent the spell became
          : null;
  // 603.4: "When ..., if you control three or more artifacts, ...": an intervening "if" of the grammar, checked as the
  // ability triggers and again as it resolves; one the grammar does not read leaves the line refused (never read as a
  // resolution-only "If ...", 608.2c).
  let rest = m[8];
  let intervening: Condition | null = condition;
  if (!intervening && /^if /.test(rest)) {
    const read = interveningIf(rest, trigger);
    if (!read) return null;
    intervening = read.condition;
    rest = read.rest;
  }
  const body =
    triggeredBody(line, trigger, intervening, rest) ??
    amountOfEvent(line, trigger, intervening, rest) ??
    damagedPlayerTargets(line, trigger, intervening, rest);
  // 113.6m: "Whenever you cast a multicolored spell, you may return CARDNAME from your graveyard to your hand." (the
  // Eidolons): an ability whose one instruction returns its card from the graveyard works there, and only there.
  if (
    body?.kind === 'triggered' &&
    body.trigger.event === 'cast' &&
    body.targets.length === 0 &&
    body.effects.length === 1 &&
    returnsFromGraveyard(body.effects[0])
  )
    return { ...body, fromGraveyard: true };
  return body;
}

/** "if [condition], [rest]": the condition read by the grammar (the shortest prefix that parses whole), and the rest. */
function interveningIf(words: string, trigger: Trigger): { condition: BoardCondition; rest: string } | null {
  const body = words.slice(3);
  // 603.2: "that player" is the player the trigger refers to ("At the beginning of each opponent's upkeep, if that player ...").
  const thatPlayer = triggerReferences(trigger).player;
  for (let i = body.indexOf(', '); i > 0; i = body.indexOf(', ', i + 1)) {
    const said = body.slice(0, i);
    const read = parseCondition(said, { itIsSource: true, thatPlayer });
    // "if there are no arrowhead counters on CARDNAME, sacrifice it": "it" is CARDNAME, the one object the condition names.
    const aboutSource = /\bCARDNAME\b/.test(said) && !/\b(target|it|its|that)\b/.test(said);
    const rest = body.slice(i + 2);
    if (read.ok) return { condition: read.value, rest: aboutSource ? rest.replace(/\bit\b/g, 'CARDNAME') : rest };
  }
  return null;
}

/**
 * 207.2c: kinship (an ability word): "you may look at the top card of your library. If it shares a creature type with
 * CARDNAME, you may reveal it. If you do, [effect]": the "you may look" is the optional (608.2d); its first instruction
 * the reveal's gate (701.20e, 701.20a), then the effect as a triggered ability's own, without targets or a "you may" of its own.
 */
function kinshipBody(line: string, trigger: Trigger, condition: Condition | null, words: string): Ability | null | undefined {
  const m =
    /^you may look at the top card of your library\. If it shares a creature type with CARDNAME, you may reveal it\. If you do, (.+)$/.exec(
      words,
    );
  if (!m) return undefined;
  const body = triggeredBody(line, trigger, condition, m[1]);
  if (!body || body.kind !== 'triggered' || body.targets.length > 0 || body.effects.some((e) => e.kind === 'optional')) return null;
  return { ...body, effects: [{ kind: 'optional', effects: [{ kind: 'kinshipReveal' }, ...body.effects] }] };
}

/**
 * The trigger events that carry an amount, fixed as the ability triggers (603.2, 120.1): the damage of the event
 * ("Whenever CARDNAME is dealt damage", "deals combat damage to a player", "deals damage"), its `x` on the stack.
 */
const AMOUNT_EVENTS: ReadonlySet<Trigger['event']> = new Set([
  'dealtDamage',
  'dealsDamage',
  'dealsCombatDamageToPlayer',
  'dealsDamageToPlayer',
  'dealsCombatDamageToCreature',
]);

/**
 * 603.2, 120.1: "that much" / "that many" in the first instruction of a damage trigger's text ("Whenever CARDNAME is
 * dealt damage, it deals that much damage to any target"; "... deals combat damage to a player, draw that many cards"):
 * the damage dealt in the event that triggered it, the ability's X. Not after an earlier instruction that has an amount
 * of its own ("discards all the cards in their hand, then draws that many cards": the cards discarded).
 */
function amountOfEvent(line: string, trigger: Trigger, condition: Condition | null, words: string): Ability | null {
  if (!AMOUNT_EVENTS.has(trigger.event) || /\bX\b/.test(words)) return null;
  const first = /\bthat (much|many)\b/.exec(words);
  if (!first) return null;
  const before = words.slice(0, first.index);
  if (/\. |\bthen\b/.test(before) || / and /.test(before.replace(/^you and that player /, ''))) return null;
  const rest = words.slice(first.index);
  // Later occurrences: in the same sentence, joined by "and" ("you gain that much life and attacking player loses that much life").
  if (/\. |\bthen\b/.test(rest)) return null;
  const rewritten = words.replace(/\bthat much (damage|life)\b/g, 'X $1').replace(/\bthat many\b/g, 'X');
  if (/\bthat (much|many)\b/.test(rewritten)) return null;
  eventAmount = true;
  try {
    return triggeredBody(line, trigger, condition, rewritten);
  } finally {
    eventAmount = false;
  }
}

/**
 * 603.2, 510.1c, 506.2: "Whenever CARDNAME deals combat damage to a player, you may destroy target artifact that player
 * controls": the player an attacking creature deals combat damage to is the defending player (the two-player game), whom
 * the target is chosen against as the trigger is put on the stack. A redirected damage that reached another player is
 * refused as it triggers (rules/603-triggered-abilities.ts).
 */
function damagedPlayerTargets(line: string, trigger: Trigger, condition: Condition | null, words: string): Ability | null {
  if (trigger.event !== 'dealsCombatDamageToPlayer' || !/\btarget [^.]*\bthat player controls\b/.test(words)) return null;
  const rewritten = words.replace(/(\btarget [^.]*?\b)that player controls\b/g, '$1defending player controls');
  return triggeredBody(line, trigger, condition, rewritten) ?? amountOfEvent(line, trigger, condition, rewritten);
}

/** What a triggered ability does, after its trigger and its intervening "if" (603.1). */
function triggeredBody(line: string, trigger: Trigger, condition: Condition | null, words: string): Ability | null {
  const kinship = kinshipBody(line, trigger, condition, words);
  if (kinship !== undefined) return kinship;
  const delver = revealTopThenTransform(words);
  const reveal = revealTopSentences(words);
  if (reveal) return { kind: 'triggered', trigger, condition, targets: [], effects: [reveal], text: line };
  const scried = scryThenRevealTop(words);
  if (scried) return { kind: 'triggered', trigger, condition, targets: [], effects: scried, text: line };
  if (delver) return { kind: 'triggered', trigger, condition, targets: [], effects: [delver], text: line };
  const targets: Selector[] = [];
  const effects: Effect[] = [];
  // The effect follows a comma: its first word is not capitalized ("..., you gain 2 life.").
  const body = words[0].toUpperCase() + words.slice(1);
  // "it" in the first sentence, before any target is named, is the source (selfPronoun), in each of its instructions:
  // "When CARDNAME enters the battlefield, it deals 1 damage to target creature and 1 damage to you." (608.2c).
  const raw = body.split(/\. /);
  if (/^It deals \w+ damage to .+ and \w+ damage to /.test(raw[0])) raw[0] = selfPronoun(raw[0], trigger, []);
  const sentences = joinCoinFlips(joinLookSentences(stillALand(raw))).flatMap((x) => (isCoinFlipSentence(x) ? [x] : twoInstructions(x)));
  // 608.2d: "you may [do something]" as the ability's first instruction; "If you do, ..." / "If you don't, ..." after it (608.2c).
  // "If you do, CARDNAME assigns no combat damage this turn" (the Laccoliths): an instruction about the source too.
  const conditional = sentences.slice(1).map((x) => /^If you (do|don't), ([a-z].+|CARDNAME .+)$/.exec(x));
  // 701.26: "You may tap or untap ..." is one instruction with its own choice (read by the object grammar).
  const may = conditional.every((c) => c !== null) ? /^You may (?!tap or untap )([a-z].+)$/.exec(sentences[0]) : null;
  // 608.2d: "You may pay {M}": the player can choose it only if they can pay (answerOptional pays it).
  // 107.14: "You may pay {E}{E}": energy counters, paid the same way.
  const pay = may ? (/^pay ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(may[1]) ?? /^pay ((?:\{E\})+)$/.exec(may[1])) : null;
  if (may) {
    const parts = [may[1], ...conditional.map((c) => (c as RegExpExecArray)[2])];
    // "you may gain 3 life": the instruction is "You gain 3 life".
    // 608.2d: "you may have target opponent discard a card" (Ebon Dragon): the controller chooses; the target does it.
    // 608.2d: "you may have it deal 2 damage to any target", "you may have CARDNAME deal ...": the instruction is "It deals ...".
    const had = (x: string) => /^have (target (?:opponent|player)) (discard|sacrifice) (.+)$/.exec(x);
    const sentence = (x: string) => {
      const h = had(x);
      if (h) return `T${h[1].slice(1)} ${h[2]}s ${h[3]}`;
      if (/^have (it|CARDNAME) deal \w+ damage to /.test(x))
        return x.replace(/^have (it|CARDNAME) deal /, (_, who: string) => `${who === 'it' ? 'It' : who} deals `);
      return /^(gain|lose) /.test(x) ? `You ${x}` : x[0].toUpperCase() + x.slice(1);
    };
    sentences.splice(0, sentences.length, ...parts.map(sentence));
    if (pay) sentences.shift();
  }
  // 608.2d, 506.2: "Whenever CARDNAME attacks, defending player may draw a card.": the defending player chooses; one instruction only.
  const theirs =
    !may && trigger.event === 'attacks' && sentences.length === 1
      ? /^Defending player may draw (a card|\w+ cards)$/.exec(sentences[0])
      : null;
  if (theirs) sentences[0] = `Defending player draws ${theirs[1]}`;
  // 701.6a, 603.2: "Whenever an opponent casts ..., counter that spell.": the spell cast, the one instruction.
  if (trigger.event === 'cast' && !may && sentences.length === 1 && /^Counter that spell\.?$/.test(sentences[0]) && targets.length === 0)
    return { kind: 'triggered', trigger, condition, targets, effects: [{ kind: 'counterCastSpell' }], text: line };
  const branch: ('do' | "don't")[] = [];
  // 603.2: what the event lends its text ("that player", "that creature", "it").
  const refs = triggerReferences(trigger);
  referredPlayer = refs.player;
  lent = refs;
  for (const [i, sentence] of sentences.entries()) {
    if (cantBeRegenerated(sentence, effects) || lifeLostThisWay(sentence, effects) || thatMuchDamage(sentence, trigger, effects, targets))
      continue;
    const targeted = may ? null : targetedKeyword(sentence, sentences, targets, 'permanent');
    if (targeted) {
      effects.push(...targeted);
      branch.push(...targeted.map(() => 'do' as const));
      continue;
    }
    const own = selfPronoun(sentence, trigger, targets);
    const one = (x: string): Effect | null => {
      const self = selfPronoun(x, trigger, targets);
      return triggerSentence(self) ?? blockedSentence(x, trigger) ?? sourceSentence(self) ?? spellSentence(self, targets);
    };
    // 705.1, 705.2: a flip's branches, each read as the ability's own instructions.
    const flip = coinFlipSentence(sentence, (x) => {
      const inner = twoInstructions(x).map(one);
      return inner.every((e): e is Effect => e !== null) ? inner : null;
    });
    const effect =
      flip !== undefined
        ? flip
        : (triggerSentence(own) ??
          blockedSentence(sentence, trigger) ??
          sourceSentence(own) ??
          spellSentence(own, targets) ??
          unlessPaysSentence(own, targets, (s) => triggerSentence(s) ?? sourceSentence(s) ?? spellSentence(s, targets)));
    if (!effect) {
      referredPlayer = false;
      lent = { it: null, that: null };
      return null;
    }
    effects.push(effect);
    const j = may ? i - (pay ? 0 : 1) : -1;
    branch.push(j >= 0 ? ((conditional[j] as RegExpExecArray)[1] as 'do' | "don't") : 'do');
  }
  referredPlayer = false;
  lent = { it: null, that: null };
  if (!followsLeftSource(trigger, effects)) return null;
  if (theirs) {
    if (effects.length !== 1 || effects[0].kind !== 'drawCards' || targets.length > 0) return null;
    return {
      kind: 'triggered',
      trigger,
      condition,
      targets,
      effects: [{ kind: 'optional', effects, chooser: 'defendingPlayer' }],
      text: line,
    };
  }
  if (may) {
    // One target at most: if it is illegal as the ability resolves, the ability does not resolve (608.2b).
    if (targets.length > 1 || effects.length !== branch.length) return null;
    const yes = effects.filter((_, i) => branch[i] === 'do');
    const no = effects.filter((_, i) => branch[i] === "don't");
    // "If you do" asks whether the optional instruction was done: only after one that can always be done (608.2d) or a payment.
    const first = yes[0];
    const always =
      pay ||
      (first && ['draw', 'drawCards', 'life', 'gainLife', 'loseLife', 'searchLibrary'].includes(first.kind)) ||
      sourcePowerDamageThenNoCombatDamage(yes, targets);
    if (
      (conditional.length > 0 && !always) ||
      (!pay && yes.length === 0) ||
      no.some((e) => e.kind === 'discardCards' || e.kind === 'sacrificePermanents' || e.kind === 'returnPermanents')
    )
      return null;
    if (pay && conditional.length === 0) return null;
    const optional: Effect = {
      kind: 'optional',
      effects: yes,
      ...(no.length > 0 ? { otherwise: no } : {}),
      ...(pay && pay[1].startsWith('{E}') ? { energy: pay[1].length / 3 } : pay ? { pay: pay[1] } : {}),
    };
    return { kind: 'triggered', trigger, condition, targets, effects: [optional], text: line };
  }
  return { kind: 'triggered', trigger, condition, targets, effects, text: line };
}

/**
 * 608.2d, 608.2b: "you may have it deal damage equal to its power to target creature. If you do, CARDNAME assigns no combat
 * damage this turn." (the Laccoliths): the one target illegal, the ability does not resolve; otherwise choosing to have it deal
 * the damage is doing it (a power of 0 or less, which deals none, 120.8, is refused as it resolves: effects/assigns-no-combat-damage.ts).
 */
function sourcePowerDamageThenNoCombatDamage(yes: Effect[], targets: Selector[]): boolean {
  const [damage, none] = yes;
  const reads =
    yes.length === 2 &&
    targets.length === 1 &&
    damage.kind === 'damage' &&
    damage.target === 0 &&
    damage.amount.kind === 'stat' &&
    damage.amount.stat === 'power' &&
    damage.amount.of.kind === 'source' &&
    none.kind === 'assignsNoCombatDamage';
  if (reads && none.kind === 'assignsNoCombatDamage') none.afterPowerDamage = true;
  return reads;
}

/**
 * 603.6c, 400.7e: once its source has left the battlefield, "CARDNAME" in its own leaves-the-battlefield
 * ability is the card in the zone it went to. "Return CARDNAME to its owner's hand" after it died finds
 * the card in that graveyard; the other instructions about the source (untap it, it gains ...) are not followed.
 */
function followsLeftSource(trigger: Trigger, effects: Effect[]): boolean {
  if (!leavesBattlefield(trigger)) return true;
  const all = effects
    .flatMap((x) => (x.kind === 'optional' ? x.effects : [x]))
    .flatMap((x) => (x.kind === 'coinFlip' ? [...x.won, ...x.lost] : [x]));
  // "When CARDNAME enters or dies", "When enchanted creature dies" (the Aura goes too, 603.6e), "Whenever CARDNAME or
  // another creature dies": where CARDNAME is as it resolves depends on the event: instructions about it are not read.
  const leaving = triggerEvents(trigger).filter((e) => e.event === 'dies' || e.event === 'leaves');
  const unsure =
    trigger.event === 'either' || leaving.some((e) => 'who' in e && (e.who === 'attached' || (typeof e.who !== 'string' && e.who.orSelf)));
  if (unsure) return !all.some(aboutSource);
  if (!leaving.some((e) => 'who' in e && e.who === 'self')) return true;
  for (const e of all) {
    if (e.kind === 'sourceGainsKeyword' || e.kind === 'sacrificeSource' || ('objects' in e && e.objects.kind === 'source')) return false;
    // 400.7e: "When CARDNAME dies, put it on top of its owner's library" / "exile it" / "shuffle it into ...": the
    // card it became in its owner's graveyard. Another zone change of the source once it has left is refused.
    if (e.kind === 'moveZone' && 'source' in e) {
      if (trigger.event !== 'dies' || e.sourceIn !== undefined || (e.to.zone !== 'library' && e.to.zone !== 'exile')) return false;
      e.sourceIn = 'died';
    }
    if (e.kind === 'returnSourceToHand') {
      if (trigger.event === 'leaves') return false;
      e.fromGraveyard = true;
    }
  }
  return true;
}

/**
 * In "Whenever CARDNAME attacks, it gets +1/+1 until end of turn.", "it" is the source itself
 * while no target was named before it; not after it died (it is then a card elsewhere, 400.7).
 */
function selfPronoun(sentence: string, trigger: Trigger, targets: Selector[]): string {
  // "Whenever CARDNAME blocks or becomes blocked": each event is about CARDNAME.
  const own = triggerEvents(trigger).every((e) => 'who' in e && e.who === 'self');
  if (targets.length > 0 || !own) return sentence;
  // 113.7a: once it has left, "it deals" is still the object dealing the damage, as it last existed ("When CARDNAME
  // dies, it deals 3 damage to any target" says what "When CARDNAME dies, CARDNAME deals ..." says).
  // 603.10a, 400.7: "When CARDNAME dies, return it to its owner's hand": "it" is the card put into the graveyard.
  if (leavesBattlefield(trigger))
    return sentence
      .replace(/^It deals /, 'CARDNAME deals ')
      .replace(/^Return it to its owner's hand$/, "Return CARDNAME to its owner's hand")
      .replace(/^(Put|Shuffle) it (on top of|into) its owner's library$/, "$1 CARDNAME $2 its owner's library")
      .replace(/^Exile it$/, 'Exile CARDNAME');
  return (
    sentence
      .replace(/^It (gets|gains|deals) /, 'CARDNAME $1 ')
      // "you may have it deal damage equal to its power to target creature" (the Laccoliths): CARDNAME deals it.
      .replace(/^Have it deal damage equal to its power to /, 'CARDNAME deals damage equal to its power to ')
      .replace(/^Switch its power and toughness /, "Switch CARDNAME's power and toughness ")
      .replace(/^(Put (?:a|one|two|three) [+-]1\/[+-]1 counters?) on it$/, '$1 on CARDNAME')
      .replace(/^(Sacrifice|Untap) it$/, '$1 CARDNAME')
      .replace(/^Sacrifice it unless you (return|discard|sacrifice) /, 'Sacrifice CARDNAME unless you $1 ')
      .replace(/^Return it to its owner's hand$/, "Return CARDNAME to its owner's hand")
  );
}

/** "Target opponent loses 2 life and you gain 2 life.", "You draw a card and you lose 1 life.": two instructions, in order (608.2c). */
function twoInstructions(sentence: string): string[] {
  // 608.2c: "Draw two cards, then proliferate": two instructions, in order (a keyword action's file splits it).
  const then = keywordInstructionSplit(sentence);
  if (then.length > 1) return then.flatMap(twoInstructions);
  // 111.1: "Create a 3/3 ... token with deathtouch and a 3/3 ... token with lifelink": two token descriptions, each created as written.
  const tokens =
    /^(Create (?:a|an|one|two|three|four|five) \d+\/\d+ .+? creature tokens?(?: with [a-z ]+?)?) and ((?:a|an|one|two|three|four|five) \d+\/\d+ .+ creature tokens?(?: with [a-z ]+)?)$/.exec(
      sentence,
    );
  if (tokens) return [tokens[1], `Create ${tokens[2]}`];
  // 608.2c: "CARDNAME deals 2 damage to any target and you draw a card" (Sword of Fire and Ice): two instructions, in order.
  const draw = /^(CARDNAME deals .+?) and you (draw (?:a card|\w+ cards))$/.exec(sentence);
  if (draw) return [...twoInstructions(draw[1]), `D${draw[2].slice(1)}`];
  // "If it was a creature card, ... and you gain 1 life": one conditional instruction (read by activatedAbility).
  if (/^If it was an? [a-z]+ card, /.test(sentence)) return [sentence];
  // 608.2c: "CARDNAME gets +1/+1 until end of turn and deals 1 damage to you." (Electric Eel, Wormwood Dryad): two
  // instructions of the same subject, in order.
  const selfHurt = /^(CARDNAME (?:gets [+-]\d+\/[+-]\d+|gains [a-z]+) until end of turn) and (deals \d+ damage to you)$/.exec(sentence);
  if (selfHurt) return [selfHurt[1], `CARDNAME ${selfHurt[2]}`];
  // 608.2c: "Destroy target artifact and untap CARDNAME" (Goblin Archaeologist): two instructions, in order.
  const untap = /^([A-Z][^,]+?) and untap CARDNAME$/.exec(sentence);
  if (untap && !/^If /.test(untap[1])) return [...twoInstructions(untap[1]), 'Untap CARDNAME'];
  // 608.2c: "..., and you gain 3 life", "... and you lose X life, where X is ..." (cards/grammar/sequence.ts).
  const life = andYouLife(sentence);
  if (life) return [...splitPlayerSentence(life[0].replace(/^You draw /, 'Draw ')), life[1]];
  const parts = splitPlayerSentence(sentence).flatMap(splitObjectSentence);
  // 608.2c: "A, then B": each instruction read as a sentence of its own (cards/grammar/sequence.ts).
  const seq = parts.length === 1 ? thenInstructions(sentence) : null;
  return seq ? seq.flatMap(twoInstructions) : parts;
}

/**
 * 608.2c: "If it was a creature card, put a +1/+1 counter on CARDNAME and you gain 1 life." right after an instruction done
 * to the last target ("Exile target card from a graveyard"): "it" is that target; the instructions inside add no target.
 */
function ifTargetWas(sentence: string, effects: Effect[], targets: Selector[], one: (s: string) => Effect | null): Effect | null {
  const m = /^If it was an? ([a-z]+) card, (.+)$/.exec(sentence);
  const type = m ? CARD_TYPE_WORDS[m[1]] : undefined;
  const last = effects[effects.length - 1];
  const target = targets.length - 1;
  if (!m || !type || !last || !('target' in last) || last.target !== target) return null;
  const before = targets.length;
  const inner = twoInstructions(m[2][0].toUpperCase() + m[2].slice(1)).map(one);
  if (targets.length !== before || inner.some((e) => e === null || 'target' in e)) {
    targets.length = before;
    return null;
  }
  return { kind: 'ifTargetWas', target, types: [type], effects: inner as Effect[] };
}

/** 205.2a: a card type as a lower-case word ("If it was a creature card"). */
const CARD_TYPE_WORDS: Record<string, string> = {
  artifact: 'Artifact',
  creature: 'Creature',
  enchantment: 'Enchantment',
  instant: 'Instant',
  sorcery: 'Sorcery',
  land: 'Land',
  planeswalker: 'Planeswalker',
};

/**
 * 701.19c: whether "It can't be regenerated." / "They can't be regenerated." qualifies the destruction before it: one
 * destroy, a "destroy all", or (only "They") the destruction of several objects at once ("Destroy target nonblack
 * creature and target land. They can't be regenerated.").
 */
function regenerationQualified(
  sentence: string,
  last: Effect,
): last is Extract<Effect, { kind: 'destroy' | 'destroyAll' | 'destroyEach' }> | Extract<Effect, { kind: 'together' }> {
  if (last.kind === 'together') return last.act === 'destroy' && sentence.startsWith('They');
  // "Destroy all green creatures. They can't be regenerated." (Perish): every permanent the instruction destroys.
  if (last.kind === 'destroyEach') return sentence.startsWith('They');
  return last.kind === 'destroy' || last.kind === 'destroyAll';
}

/** 701.19c: "It can't be regenerated." after "Destroy target creature" marks that destruction. */
function cantBeRegenerated(sentence: string, effects: Effect[]): boolean {
  const last = effects[effects.length - 1];
  if (!/^(?:It|They) can't be regenerated$/.test(sentence) || !last || !regenerationQualified(sentence, last)) return false;
  last.noRegenerate = true;
  return true;
}

/** Sentences found in triggered abilities more than in spells. */
function triggerSentence(sentence: string): Effect | null {
  let m: RegExpExecArray | null;
  // 608.2d: "[you may] return a creature card from your graveyard to your hand": chosen as it resolves, no target.
  const fromGraveyard = returnCardFromGraveyard(sentence);
  if (fromGraveyard) return fromGraveyard;
  // 107.14: "... unless you pay {E}{E}" (Lathnu Hellion): energy counters, paid the same way.
  if ((m = /^Sacrifice CARDNAME unless you pay ((?:\{(?:\d+|[WUBRGC])\})+|(?:\{E\})+)$/.exec(sentence)))
    return { kind: 'sacrificeSourceUnlessPays', cost: m[1] };
  // 608.2c, 106.1: "sacrifice it unless {U} was spent to cast it" (Azorius Herald): read as it resolves, on the permanent.
  if ((m = /^Sacrifice (?:CARDNAME|it) unless \{([WUBRG])\} was spent to cast (?:CARDNAME|it)$/.exec(sentence)))
    return {
      kind: 'ifCondition',
      condition: { kind: 'not', condition: { kind: 'manaSpent', color: m[1] as 'W' | 'U' | 'B' | 'R' | 'G' } },
      effects: [{ kind: 'sacrificeSource' }],
    };
  const unlessCost = sacrificeUnlessCost(sentence);
  if (unlessCost) return unlessCost;
  // 608.2d: "Return a land you control to its owner's hand" (no target: chosen as it resolves); 118.12a: "Sacrifice
  // CARDNAME unless you return ...", the same as "You may return .... If you don't, sacrifice CARDNAME".
  const unless = /^Sacrifice CARDNAME unless you return (.+)$/.exec(sentence);
  const phrase = unless ? `Return ${unless[1]}` : sentence;
  if (!/^Return /.test(phrase)) return null;
  const cost = parseCost(phrase);
  const part = cost.ok && cost.parts.length === 1 ? cost.parts[0] : null;
  if (!part || part.kind !== 'return' || part.self || part.option.kind !== 'object' || part.option.zone !== 'battlefield') return null;
  // Only "you control": the permanents are its controller's own.
  const controller = part.option.filters.filter((f) => f.kind === 'controller' || f.kind === 'owner');
  if (controller.length !== 1 || controller[0].kind !== 'controller' || controller[0].is !== 'you') return null;
  return {
    kind: 'returnPermanents',
    what: part.option,
    n: part.n,
    text: part.text,
    ...(unless ? { unless: 'sacrificeSource' as const } : {}),
  };
}

/**
 * 118.12a: "Sacrifice CARDNAME unless you discard a creature card / a land card", "... unless you sacrifice a Forest": the
 * same as "You may [pay]. If you don't, sacrifice CARDNAME" (the cards of the hand that are it, 701.9a; the permanents
 * the controller controls that are it, 701.21a). Several of them ("discard two cards", "sacrifice two Swamps"): all of
 * them or none (118.3: a cost is paid in full); "discard a card at random" (Balduvian Horde): 701.9b, a card of the hand
 * chosen at random. Filters other than card types ("another creature") are not read.
 */
function sacrificeUnlessCost(sentence: string): Effect | null {
  const m = /^Sacrifice CARDNAME unless you ((?:discard|sacrifice) (?:an?|two|three|four) .+)$/.exec(sentence);
  const parsed = m ? parseCost(m[1][0].toUpperCase() + m[1].slice(1)) : null;
  const part = parsed?.ok && parsed.parts.length === 1 ? parsed.parts[0] : null;
  if (!part || (part.kind !== 'discard' && part.kind !== 'sacrifice') || part.self || part.n < 1) return null;
  if (part.option.kind !== 'object' || part.option.filters.some((f) => f.kind === 'other')) return null;
  const you = { players: { kind: 'one' as const, player: { kind: 'you' as const } } };
  if (part.kind === 'discard') {
    // A card of the hand ("a card", "two cards"), a creature card / a land card / a noncreature card; at random: any card.
    const filters = part.option.filters;
    const type = (f: (typeof filters)[number]) => f.kind === 'type' || (f.kind === 'not' && f.filter.kind === 'type');
    if (part.option.zone !== 'hand' || filters.filter(type).length > (part.random ? 0 : 1)) return null;
    if (!filters.every((f) => type(f) || (f.kind === 'owner' && f.is === 'you'))) return null;
  } else if (part.option.zone !== 'battlefield' || !part.option.filters.every((f) => f.kind === 'type' || f.kind === 'subtype'))
    return null;
  const pay: Effect =
    part.kind === 'discard'
      ? {
          kind: 'discardCards',
          ...you,
          amount: { kind: 'fixed', n: part.n },
          // "a card", "two cards": any card of the hand, a hidden one too (400.2).
          ...(part.option.filters.some((f) => f.kind !== 'owner') ? { what: part.option } : {}),
          ...(part.random ? { random: true } : {}),
        }
      : { kind: 'sacrificePermanents', ...you, what: part.option, n: part.n };
  return { kind: 'optional', effects: [pay], otherwise: [{ kind: 'sacrificeSource' }], unless: true };
}

/**
 * After "Whenever CARDNAME becomes blocked [by a creature]," (509.3c-d): "it" is CARDNAME; after "Whenever a creature you
 * control becomes blocked", "that creature" is the one blocked. ("that
 * creature", the blocker or the attacker blocked the trigger refers to, 509.3b, 509.3d, is read by
 * cards/grammar/object-effects.ts.)
 */
function blockedSentence(sentence: string, trigger: Trigger): Effect | null {
  // 510.1a: "If you do, CARDNAME assigns no combat damage this turn." (the Laccoliths, after "you may have it deal damage";
  // Dwarven Vigilantes, after "Whenever CARDNAME attacks and isn't blocked").
  if (
    (trigger.event === 'becomesBlocked' || trigger.event === 'attacksUnblocked') &&
    trigger.who === 'self' &&
    sentence === 'CARDNAME assigns no combat damage this turn'
  )
    return { kind: 'assignsNoCombatDamage' };
  // 603.2, 509.3c: "Whenever a creature you control becomes blocked, you may untap that creature and remove it from combat"
  // (Gustcloak Savior): the creature that became blocked, untapped then removed from combat (608.2c).
  if (trigger.event === 'becomesBlocked' && trigger.who !== 'self' && sentence === 'Untap that creature and remove it from combat')
    return { kind: 'removeFromCombat', objects: { kind: 'referred' }, untap: true };
  if ((trigger.event !== 'becomesBlocked' && trigger.event !== 'becomesBlockedByCreature') || trigger.who !== 'self') return null;
  let m: RegExpExecArray | null;
  if ((m = /^It gets ([+-]\d+)\/([+-]\d+) until end of turn$/.exec(sentence)))
    return { kind: 'modifySourcePT', power: Number(m[1]), toughness: Number(m[2]) };
  if (sentence === 'Regenerate it') return { kind: 'regenerateSource' };
  // 701.26b, 506.4: "[you may] untap it and remove it from combat" (the Gustcloaks): CARDNAME, in that order (608.2c).
  if (trigger.event === 'becomesBlocked' && /^Untap (?:it|CARDNAME) and remove it from combat$/.test(sentence))
    return { kind: 'removeFromCombat', objects: { kind: 'source' }, untap: true };
  if (
    trigger.event === 'becomesBlocked' &&
    (m = /^(?:It|CARDNAME) gets ([+-]\d+)\/([+-]\d+) until end of turn for each creature blocking it( beyond the first)?$/.exec(sentence))
  ) {
    return {
      kind: 'modifySourcePTPerBlocker',
      power: Number(m[1]),
      toughness: Number(m[2]),
      beyondFirst: m[3] !== undefined,
      rule: '608.2h',
    };
  }
  return null;
}

/** 113.6m: whether an effect, or one it holds ("you may ..."), returns its source from a graveyard: only an ability that works there may. */
/** 113.6k, 113.6m: an ability that works in its card's graveyard, whose instructions may move that card out of it. */
function worksInGraveyard(a: Ability): boolean {
  return (
    (a.kind === 'activated' && a.fromGraveyard === true) ||
    (a.kind === 'triggered' &&
      (a.fromGraveyard === true || a.trigger.event === 'putIntoGraveyardFromAnywhere' || a.trigger.event === 'creatureIntoYourGraveyard'))
  );
}

function returnsFromGraveyard(e: Effect): boolean {
  if (e.kind === 'moveZone') return 'source' in e && e.sourceIn === 'graveyard';
  const held = e as { effects?: unknown; otherwise?: unknown };
  return [held.effects, held.otherwise].some((list) => Array.isArray(list) && (list as Effect[]).some(returnsFromGraveyard));
}

/** 606: a loyalty ability, read by cards/grammar/loyalty.ts with this compiler's sentences. */
function loyaltyAbility(line: string): Ability | null {
  return loyaltyLine(line, {
    sentence: (sentence, targets) => triggerSentence(sentence) ?? sourceSentence(sentence) ?? spellSentence(sentence, targets),
    compileText: (text) => {
      const c = compileCard(emblemDefinition(text));
      return c.support === 'full' ? c.abilities : null;
    },
  });
}

/** 702.6a: "attach to target creature you control". */
const EQUIP_TARGET = targetPhrase('target creature you control');

/** 702.5a "Enchant creature"; 702.6a "Equip {2}". */
function enchantOrEquip(line: string): Ability | null {
  // 702.5a: what the Aura may target as a spell and enchant as a permanent (303.4a, 303.4d): permanents only here.
  const enchant = /^Enchant (.+)$/.exec(line);
  if (enchant) {
    // 702.5d: "Enchant player" / "Enchant opponent": an Aura that targets and is attached to players only.
    const players = /^(?:player|opponent)$/.test(enchant[1]) ? targetOf(`target ${enchant[1]}`) : null;
    const target = players && players.options.every((o) => o.kind === 'player') ? players : targetFor(`target ${enchant[1]}`, 'permanents');
    return target ? { kind: 'enchant', target, text: line } : null;
  }
  const casting = additionalCostAbility(line) ?? entersWithCountersAbility(line) ?? writtenAlternativeCost(line);
  if (casting) return casting;
  const equip = /^Equip ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line);
  if (equip) {
    return {
      kind: 'activated',
      cost: { tap: false, mana: equip[1] },
      targets: [EQUIP_TARGET],
      effects: [{ kind: 'attachSource', target: 0, rule: '702.6a' }],
      sorcerySpeed: true,
      text: line,
    };
  }
  return null;
}

/** "{1}{R}: CARDNAME gets +1/+0 until end of turn.", "{T}: CARDNAME deals 1 damage to any target." (602.1) */
function activatedAbility(line: string): Ability | null {
  // 602.1a: the cost, read by cards/grammar/cost.ts: its phrases separated by commas (118).
  const read = activationCost(line);
  if (!read) return null;
  const { cost, zone, effectText } = read;
  const outerX = xAnnounced;
  xAnnounced = /\{X\}/.test(cost.mana);
  try {
    return activatedWith(line, cost, zone, effectText);
  } finally {
    xAnnounced = outerX;
  }
}

function activatedWith(
  line: string,
  cost: NonNullable<ReturnType<typeof activationCost>>['cost'],
  zone: NonNullable<ReturnType<typeof activationCost>>['zone'],
  effectText: string,
): Ability | null {
  // The source leaves as the cost is paid (sacrificed, discarded, exiled, returned): "it" is the source as it last existed.
  const leaves = cost.sacrificeSelf === true || zone !== 'battlefield' || (cost.parts ?? []).some((p) => 'self' in p && p.self);
  const targets: Selector[] = [];
  const effects: Effect[] = [];
  const limits = restrictionsOf();
  // 701.20a, 608.2c: "Reveal the top card of your library. If it's a creature card, put it onto the battlefield. ...": one instruction.
  const revealed = revealTopSentences(effectText);
  if (revealed) effects.push(revealed);
  const activatedSentences = revealed
    ? []
    : joinCoinFlips(joinLookSentences(stillALand(effectText.replace(/\.$/, '').split(/\. /)))).flatMap((x) =>
        isCoinFlipSentence(x) ? [x] : twoInstructions(x),
      );
  for (const [at, raw0] of activatedSentences.entries()) {
    // 603.7c: "CARDNAME gets +1/+1 until end of turn. Sacrifice it at the beginning of the next end step." (Deathknell
    // Kami): with no target named, "it" is the source the sentence before is about.
    const raw =
      !leaves && targets.length === 0 && /^CARDNAME (?:gets|gains|can|becomes) /.test(activatedSentences[at - 1] ?? '')
        ? raw0.replace(
            /^(Sacrifice|Exile|Destroy) it at the beginning of the next end step$/,
            '$1 CARDNAME at the beginning of the next end step',
          )
        : raw0;
    // 602.5b, 602.5d: a restriction on its use.
    if (limits.read(raw)) continue;
    // 701.41a: "Support 2." of a permanent: up to two other target creatures.
    const targeted = targetedKeyword(raw, activatedSentences, targets, 'permanent');
    if (targeted) {
      effects.push(...targeted);
      continue;
    }
    // "Sacrifice CARDNAME: It deals 2 damage to any target.": "it" is the sacrificed source.
    const sentence = leaves ? raw.replace(/^It deals /, 'CARDNAME deals ') : raw;
    if (cantBeRegenerated(sentence, effects) || lifeLostThisWay(sentence, effects)) continue;
    // 701.3a: "{B}{B}: Attach CARDNAME to target creature you control." (Cranial Plating): equip's effect with no
    // timing restriction of its own (602.5: any time its controller has priority).
    if (!leaves && targets.length === 0 && effects.length === 0 && sentence === 'Attach CARDNAME to target creature you control') {
      targets.push(EQUIP_TARGET);
      effects.push({ kind: 'attachSource', target: 0, rule: '701.3a' });
      continue;
    }
    // 611.2b: "... for as long as CARDNAME remains tapped", after a {T} cost (the source is tapped as it is activated).
    const whileTapped =
      cost.tap && !leaves
        ? whileSourceTapped(sentence, targets, (s, into) => {
            const e = spellSentence(s, into);
            return e ? [e] : null;
          })
        : null;
    if (whileTapped) {
      effects.push(...whileTapped);
      continue;
    }
    // 502.3, 611.2b: "Tap target land. It doesn't untap during its controller's untap step for as long as CARDNAME remains tapped."
    const last = effects[effects.length - 1];
    if (
      cost.tap &&
      !leaves &&
      last?.kind === 'tap' &&
      'target' in last &&
      /^(?:It|That (?:creature|permanent|land|artifact)) doesn't untap during its controller's untap step for as long as CARDNAME remains tapped$/.test(
        sentence,
      )
    ) {
      effects.push({ kind: 'doesntUntapWhileSourceTapped', target: last.target });
      continue;
    }
    const one = (s: string): Effect | null => {
      // Counters (122.1) as in triggered abilities; "sacrifice it unless you pay" is an upkeep trigger's only.
      const counters = leaves || /unless you pay/.test(s) ? null : triggerSentence(s);
      // 701.37a: a keyword action done by the ability's source ("Monstrosity 3"), registered by its file.
      const action = leaves ? null : keywordActionEffect(s);
      return action ?? (leaves ? null : sourceSentence(s)) ?? counters ?? spellSentence(s, targets);
    };
    // 605.1a: mana added by an ability with a target: not a mana ability; the color is chosen as it resolves (608.2d).
    const mana: Effect | null = sentence === 'Add one mana of any color' && targets.length > 0 ? { kind: 'addManaOfChoice' } : null;
    // 705.1, 705.2: a flip's branches, each read as the ability's own instructions.
    const flip = coinFlipSentence(sentence, (x) => {
      const inner = twoInstructions(x).map(one);
      return inner.every((e): e is Effect => e !== null && e.kind !== 'addMana' && !(leaves && aboutSource(e))) ? inner : null;
    });
    if (flip !== undefined) {
      if (!flip) return null;
      effects.push(flip);
      continue;
    }
    const effect = mana ?? ifTargetWas(sentence, effects, targets, one) ?? one(sentence);
    // The source left as the cost was paid: an instruction about it finds a new object (400.7), not read.
    if (!effect || effect.kind === 'addMana' || (leaves && aboutSource(effect))) return null;
    effects.push(effect);
  }
  if (effects.length === 0 || limits.failed) return null;
  // 113.6m: "Return CARDNAME from your graveyard to ...": the ability works only in its owner's graveyard. Its one
  // instruction, and a cost that can be paid there (113.6j: not {T}, {Q}, the card itself, or its counters).
  const inGraveyard = effects.some((e) => e.kind === 'moveZone' && 'source' in e && e.sourceIn === 'graveyard');
  if (inGraveyard) {
    const battlefieldOnly = (cost.parts ?? []).some((p) => p.kind === 'untap' || p.kind === 'removeCounters' || ('self' in p && p.self));
    if (effects.length !== 1 || targets.length > 0 || zone !== 'battlefield' || cost.tap || cost.sacrificeSelf || battlefieldOnly)
      return null;
  }
  const where = inGraveyard ? 'graveyard' : zone;
  return {
    kind: 'activated',
    cost,
    targets,
    effects,
    sorcerySpeed: limits.sorcery,
    text: line,
    ...(limits.oncePerTurn ? { oncePerTurn: true } : {}),
    ...(limits.restrictions ? { restrictions: limits.restrictions } : {}),
    ...(where === 'hand' ? { fromHand: true } : where === 'graveyard' ? { fromGraveyard: true } : {}),
  };
}

/**
 * 608.2h: "that card's toughness" (a `cardStat` quantity) is read only where the card is a target in a graveyard and the
 * ability moves it, if at all, only into exile (a public zone where it keeps its characteristics); elsewhere (the
 * battlefield, a hand) its last known information in the graveyard is not kept: the ability is not read.
 */
function targetCardReadable(a: Ability): boolean {
  const named = JSON.stringify(a).match(/"kind":"cardStat","stat":"[a-zA-Z]+","target":(\d+)/g);
  if (!named) return true;
  if (a.kind !== 'spell' && a.kind !== 'triggered' && a.kind !== 'activated') return false;
  if (a.kind !== 'activated' && a.modal) return false;
  return named.every((n) => {
    const i = Number(/"target":(\d+)/.exec(n)?.[1]);
    const target = a.targets[i];
    if (!target || !target.options.every((o) => o.kind === 'object' && o.zone === 'graveyard')) return false;
    return a.effects.every(
      (e) => !('target' in e) || e.target !== i || e.kind === 'exileFromGraveyard' || (e.kind === 'moveZone' && e.to.zone === 'exile'),
    );
  });
}

/**
 * 608.2h: an ability reading "the sacrificed creature's ..." (a `sacrificedStat` quantity) is understood only where its cost
 * sacrifices exactly one permanent, which must be of the type the phrase names: an activated ability's "Sacrifice a
 * creature" (not CARDNAME itself), a spell's "As an additional cost to cast this spell, sacrifice a creature" (118.8).
 */
function sacrificedReadable(a: Ability, all: Ability[]): boolean {
  const named = JSON.stringify(a).match(/"kind":"sacrificedStat","stat":"[a-zA-Z]+","type":"([A-Za-z]+)"/g);
  if (!named) return true;
  const types = new Set(named.map((n) => /"type":"([A-Za-z]+)"/.exec(n)?.[1]));
  if (types.size !== 1) return false;
  const type = [...types][0] ?? '';
  // Every permanent the cost may sacrifice is of that type (a "type" filter of that one type, or the plain cost's types).
  const ofType = (s: SacrificeCost): boolean =>
    s.option
      ? s.option.kind === 'object' && s.option.filters.some((f) => f.kind === 'type' && f.anyOf.length === 1 && f.anyOf[0] === type)
      : s.types.length > 0 && s.types.every((t) => t === type);
  const sacrificesOne = (s: SacrificeCost | undefined): boolean => !!s && (s.count ?? 1) === 1 && ofType(s);
  if (a.kind === 'activated') return !a.cost.sacrificeSelf && sacrificesOne(a.cost.sacrifice);
  if (a.kind === 'spell') return all.some((x) => x.kind === 'additionalCost' && sacrificesOne(x.sacrifice));
  return false;
}

/** 207.2c: the ability words, which have no rules meaning (a condition they stand for is in the ability's own text). */
const ABILITY_WORD =
  /^(?:Adamant|Addendum|Alliance|Battalion|Bloodrush|Celebration|Channel|Chroma|Cohort|Constellation|Converge|Coven|Delirium|Domain|Eminence|Enrage|Fateful hour|Ferocious|Formidable|Grandeur|Hellbent|Heroic|Imprint|Inspired|Join forces|Kinship|Landfall|Lieutenant|Magecraft|Metalcraft|Morbid|Parley|Radiance|Raid|Rally|Revolt|Spell mastery|Strive|Sweep|Tempting offer|Threshold|Undergrowth|Valiant|Will of the council) — /;

type ActivatedCost = Extract<Ability, { kind: 'activated' }>['cost'];

/**
 * The cost of an activated ability line (cards/grammar/cost.ts) in the ability's shape, where the
 * ability works (113.6m: "Discard CARDNAME" from a hand, "Exile CARDNAME from your graveyard" from
 * there), and the text after the colon; null when a phrase is not read or cannot be paid by the engine.
 */
function activationCost(line: string): { cost: ActivatedCost; zone: 'battlefield' | 'hand' | 'graveyard'; effectText: string } | null {
  const body = line.replace(ABILITY_WORD, '');
  const colon = body.indexOf(': ');
  if (colon < 0) return null;
  const parsed = parseCost(body.slice(0, colon));
  if (!parsed.ok) return null;
  let tap = false;
  let mana = '';
  let zone: 'battlefield' | 'hand' | 'graveyard' = 'battlefield';
  const cost: Omit<ActivatedCost, 'tap' | 'mana'> = {};
  const parts: CostPart[] = [];
  const once = new Set<string>();
  for (const p of parsed.parts) {
    // One phrase of each kind (two "Sacrifice" phrases, say, are not read yet).
    const key = p.kind === 'mana' ? 'mana' : p.kind;
    if (once.has(key)) return null;
    once.add(key);
    // 107.3a: "Remove X counters": X announced as it is activated, the ability's X ("any number" outside a mana ability is not read).
    if (p.kind === 'removeCounters' && p.chosen === 'anyNumber') return null;
    if (p.kind === 'mana') mana = p.mana;
    else if (p.kind === 'tap') tap = true;
    else if (p.kind === 'life') cost.life = p.n;
    else if (p.kind === 'sacrifice' && p.self) cost.sacrificeSelf = true;
    else if (p.kind === 'sacrifice') {
      const types = p.option.kind === 'object' ? p.option.filters.flatMap((f) => (f.kind === 'type' ? f.anyOf : [])) : [];
      const another = p.option.kind === 'object' && p.option.filters.some((f) => f.kind === 'other');
      cost.sacrifice = { types, another, option: p.option, count: p.n, text: p.text };
    } else if (p.kind === 'discard' && p.self) {
      cost.discardSelf = true;
      zone = 'hand';
    } else if (p.kind === 'exile' && p.self && p.from !== 'battlefield') {
      zone = p.from;
      parts.push(p);
    } else parts.push(p);
  }
  // The source works from one zone: "Discard CARDNAME" with "Exile CARDNAME from your graveyard" cannot both be.
  if (zone !== 'battlefield' && (tap || once.has('untap') || cost.sacrificeSelf || once.has('removeCounters') || once.has('return')))
    return null;
  if (zone !== 'battlefield' && (cost.discardSelf ? 1 : 0) + parts.filter((p) => p.kind === 'exile' && p.self).length > 1) return null;
  if (parts.length > 0) cost.parts = parts;
  return { cost: { tap, mana, ...cost }, zone, effectText: body.slice(colon + 2) };
}

/** 602.5b, 602.5d: the restriction sentences of an activated ability, read as they come. */
function restrictionsOf() {
  const state = {
    sorcery: false,
    instant: false,
    oncePerTurn: false,
    failed: false,
    restrictions: undefined as ActivationRestrictions | undefined,
    /** Whether `sentence` is a restriction (read into the state); a second one of a kind is not read. */
    read(sentence: string): boolean {
      const read = restrictionSentence(sentence);
      if (!read) return false;
      const rs = (state.restrictions ??= {});
      for (const r of read) {
        if (r.kind === 'sorcery') state.sorcery = true;
        // 602.5e: an instant's timing is any time its controller has priority, as any activated ability's.
        else if (r.kind === 'instant') state.instant = true;
        else if (r.kind === 'perTurn' && r.n === 1) state.oncePerTurn = true;
        else if (r.kind === 'perTurn') rs.maxPerTurn = r.n;
        else if (r.kind === 'timing') {
          const both = rs.timing ? bothWindows(rs.timing, r.timing) : r.timing;
          if (!both) state.failed = true;
          else rs.timing = both;
        } else if (r.kind === 'anyPlayer') rs.anyPlayer = true;
        else if (r.kind === 'condition') {
          if (rs.condition) state.failed = true;
          rs.condition = { test: r.test, text: r.text };
        } else {
          if (rs.onlyIf) state.failed = true;
          rs.onlyIf = { option: r.option, text: r.text };
        }
      }
      // Two timings that contradict each other ("as a sorcery" and "during combat"), or "as an instant" beside another: not read.
      if (state.sorcery && (state.instant || rs.timing)) state.failed = true;
      if (Object.keys(rs).length === 0) state.restrictions = undefined;
      return true;
    },
  };
  return state;
}

/**
 * "Protection from [color]" (702.16a): targeting (702.16b), attachments (702.16c-d, through
 * 704.5m-n), damage (702.16e) and blocking (702.16f) are checked. Also "hexproof from [color]".
 */
const PROTECTION_FROM_COLOR = /^(?:protection|hexproof) from (white|blue|black|red|green)$/;

/** 702.16a: also protection from card types, creature types and several qualities ("protection from demons and from dragons"). */
function isProtectionKeyword(k: string): boolean {
  return PROTECTION_FROM_COLOR.test(k) || protectionQualities(k) !== null;
}

/** Compiles a card's oracle text into the ability language, line by line. */
/** 201.2: a "named CARDNAME" filter, wherever it sits in the abilities read, holds the card's own name. */
function bindOwnName(value: unknown, name: string): void {
  if (Array.isArray(value)) for (const v of value) bindOwnName(v, name);
  else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.kind === 'named' && o.name === OWN_NAME) o.name = name;
    else for (const v of Object.values(o)) bindOwnName(v, name);
  }
}

/** The rule of a line that works only before the game begins (see the `beforeGame` ability), or null. */
function beforeGameRule(line: string): '100.2a' | '103.6a' | '702.124a' | null {
  if (line === 'A deck can have any number of cards named CARDNAME.') return '100.2a';
  if (line === 'If CARDNAME is in your opening hand, you may begin the game with it on the battlefield.') return '103.6a';
  if (line === 'Partner') return '702.124a';
  return null;
}

export function compileCard(card: CardDefinition): CompiledCard {
  const abilities: Ability[] = [];
  const unsupported: string[] = [];
  // 305.6: a land with a basic land type has the intrinsic mana ability of that type.
  if (card.types.includes('Land')) {
    for (const sub of card.subtypes) {
      const mana = BASIC_MANA[sub];
      if (mana) abilities.push({ kind: 'mana', tap: true, options: [[mana]], text: `{T}: Add {${mana}}.`, intrinsic: '305.6' });
    }
  }
  // A mana cost the engine cannot read (e.g. {HW}) is text it does not understand.
  if (parseManaCost(card.manaCost) === null) unsupported.push(`mana cost ${card.manaCost}`);
  // 201.5: "this token", "this artifact" ... in a cost name the object itself, as its name would.
  const text = currentWording(card.text)
    .split(card.name)
    .join('CARDNAME')
    .replace(/"[^"]*"|\b([Ss])acrifice this (?:token|artifact|creature|enchantment|land|permanent)\b/g, (m, s?: string) =>
      s ? `${s}acrifice CARDNAME` : m,
    ); // 613.1f: in quotes, "this creature" is the object that has the ability
  const isSpell = card.types.includes('Instant') || card.types.includes('Sorcery');
  // 601.2b, 107.3a: the spell's X is announced as it is cast: one of its mana cost, or of its additional cost ("pay X life").
  const spellAnnouncesX =
    /\{X\}/.test(card.manaCost) || /^As an additional cost to cast CARDNAME, (?:pay X life|discard X cards)\.$/m.test(text);
  const outerSpellCard = spellCard;
  spellCard = isSpell;
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const outerStop = stoppedAt;
  const stops: { line: string; words: string }[] = [];
  // 711.2: a leveler's striations are static abilities of their own; the lines before them are read as usual (711.4).
  const leveler = readStriations(lines);
  const striations: Ability[] = [];
  if (leveler) {
    lines.splice(0, lines.length, ...leveler.rest);
    unsupported.push(...leveler.unreadable);
    for (const s of leveler.striations ?? []) {
      const read = striationAbilities(card, s.lines);
      // A striation read only in part is not read at all: its P/T box would be wrong without its abilities.
      if (read.unsupported.length > 0) unsupported.push(...read.unsupported);
      else striations.push(striationAbility(s, read.abilities));
    }
  }
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li];
    stoppedAt = null;
    referredPlayer = false;
    // 700.2d: the Confluences' "Choose three. You may choose the same mode more than once."
    const choose =
      /^Choose (one|two|one or both|one or more) —$/.exec(line) ??
      /^Choose (three)\. (You may choose the same mode more than once)\.$/.exec(line);
    if (choose && isSpell) {
      const bullets: string[] = [];
      while (li + 1 < lines.length && lines[li + 1].startsWith('• ')) bullets.push(lines[++li].slice(2));
      const modal = modalSpell(choose[1], bullets, choose[2] !== undefined);
      if (!('refused' in modal) && !abilities.some((a) => a.kind === 'spell'))
        abilities.push({ kind: 'spell', targets: [], effects: [], text: [line, ...bullets.map((b) => `• ${b}`)].join('\n'), modal });
      // The refusal names the modes not understood (the modal line itself stays refused with them).
      else {
        const refused = 'refused' in modal ? modal.refused : bullets;
        unsupported.push(line, ...refused.map((b) => `• ${b}`));
        if ('refused' in modal)
          modal.stops.forEach((words, i) => {
            if (words !== null) stops.push({ line: `• ${refused[i]}`, words });
          });
      }
      continue;
    }
    // 700.2b: "When CARDNAME enters the battlefield, choose one —": a modal triggered ability.
    const chooseTrigger = isSpell ? null : /^((?:[A-Z][a-z]+(?: [a-z]+)? — )?(?:When|Whenever|At) [^,]+), choose one —$/.exec(line);
    if (chooseTrigger) {
      const bullets: string[] = [];
      while (li + 1 < lines.length && lines[li + 1].startsWith('• ')) bullets.push(lines[++li].slice(2));
      const modal = modalTrigger(chooseTrigger[1], bullets, [line, ...bullets.map((b) => `• ${b}`)].join('\n'));
      if (modal) abilities.push(modal);
      else unsupported.push(line, ...bullets.map((b) => `• ${b}`));
      continue;
    }
    const pregame = beforeGameRule(line);
    if (pregame) {
      abilities.push({ kind: 'beforeGame', rule: pregame, text: line });
      continue;
    }
    const keywords = line.split(/[,;] /).map((k) => k.toLowerCase());
    if (keywords.every((k) => KEYWORD_LINES.has(k) || isProtectionKeyword(k) || keywordPhraseAbilities(k))) {
      for (const k of keywords) {
        // A keyword registered by its file (keywords/phrases.ts): the abilities it stands for.
        const registered = KEYWORD_LINES.has(k) ? null : keywordPhraseAbilities(k);
        if (registered && keywordPhraseVerified(k, card, compileCard)) abilities.push(...registered);
        else if (registered) unsupported.push(line);
        else if (k === 'convoke')
          abilities.push({ kind: 'keyword', keyword: k, text: k }); // 702.51a: applied as the spell's cost is paid (keywords/702.51-convoke.ts)
        else if (IMPLEMENTED_KEYWORDS.has(k) || isProtectionKeyword(k)) abilities.push({ kind: 'keyword', keyword: k, text: k });
        else unsupported.push(line);
      }
      continue;
    }
    // 601.3: "Cast CARDNAME only during combat.": a restriction on casting the card, read wherever it is.
    const castOnly = castRestrictionSentence(line);
    if (castOnly && !abilities.some((a) => a.kind === 'castRestriction')) {
      abilities.push({ kind: 'castRestriction', restriction: castOnly, text: line });
      continue;
    }
    // 702.8a, 601.2f: "You may cast CARDNAME as though it had flash if you pay {2} more to cast it."
    const flashFor = flashPermissionSentence(line);
    if (flashFor && !abilities.some((a) => a.kind === 'flashPermission')) {
      abilities.push({ kind: 'flashPermission', extraCost: flashFor.extraCost, text: line });
      continue;
    }
    // 604.3: a characteristic-defining ability (on any card, spells included: it works in every zone).
    const defining = characteristicDefiningAbility(line);
    if (defining) {
      abilities.push(defining);
      continue;
    }
    // 605.1b: "Whenever enchanted land is tapped for mana, its controller adds {G}.": a triggered mana ability.
    const manaTrigger = manaTriggerAbility(line);
    if (manaTrigger) {
      abilities.push(manaTrigger);
      continue;
    }
    const mana = manaAbility(line);
    if (mana) {
      // An intrinsic ability repeated as text is the same ability.
      if (!abilities.some((a) => a.kind === 'mana' && a.text === mana.text)) abilities.push(mana);
      continue;
    }
    // A keyword's line with its cost or number, read by the keyword's file (keywords/phrases.ts): 702.29a cycling,
    // 702.33a kicker, 702.30a echo, 702.62a suspend ...
    const keywordLine = keywordLineAbilities(line);
    if (keywordLine) {
      abilities.push(...keywordLine);
      continue;
    }
    const attachment = enchantOrEquip(line);
    if (attachment) {
      abilities.push(attachment);
      continue;
    }
    const loyalty = card.types.includes('Planeswalker') ? loyaltyAbility(line) : null;
    if (loyalty) {
      abilities.push(loyalty);
      continue;
    }
    const copy = isSpell ? null : entersAsCopyAbility(line);
    if (copy) {
      abilities.push(copy);
      continue;
    }
    // 702.29c: an instant's or a sorcery's "When you cycle CARDNAME" works from the zone the cycled card goes to.
    const read = /^When you cycle CARDNAME, /.test(line) || !isSpell ? triggeredAbility(line) : null;
    const triggered = read && (!isSpell || (read.kind === 'triggered' && read.trigger.event === 'cycleSelf')) ? read : null;
    if (triggered) {
      abilities.push(triggered);
      continue;
    }
    const statics = isSpell && !/^(?:This spell|CARDNAME) can't be countered\.$/.test(line) ? null : staticAbility(line);
    if (statics) {
      abilities.push(statics);
      continue;
    }
    const activated = activatedAbility(line);
    if (activated) {
      abilities.push(activated);
      continue;
    }
    if (isSpell && (destroyInsteadIf(line, abilities) || conditionalLaterLine(line, abilities))) continue;
    if (isSpell) {
      // 601.2b: the spell's X is announced before its targets are chosen.
      xAnnounced = spellAnnouncesX;
      const read = spellLineEffects(line);
      xAnnounced = false;
      const understood = read !== null;
      const { targets, effects } = read ?? { targets: [], effects: [] };
      const spell = abilities.find((a) => a.kind === 'spell');
      if (understood && !spell) {
        abilities.push({ kind: 'spell', targets, effects, text: line });
        continue;
      }
      if (understood && spell && spell.kind === 'spell') {
        // 115.3: the targets of one word keep their word, renumbered like the effects' targets.
        const offset = spell.targets.length;
        spell.targets.push(...targets.map((t) => (t.word !== undefined ? { ...t, word: t.word + offset } : t)));
        spell.effects.push(...effects.map((e) => ('target' in e ? { ...e, target: e.target + spell.targets.length - targets.length } : e)));
        spell.text += `\n${line}`;
        continue;
      }
    }
    unsupported.push(line);
    if (stoppedAt !== null) stops.push({ line, words: stoppedAt });
  }
  abilities.push(...striations);
  // 107.3, 601.2b: "with converted mana cost X" is read only in a target (checked with the announced X); a cost's or a
  // choice's card compared with X (Nourishing Shoal, Mercadian Lift) is not read yet.
  for (let i = abilities.length - 1; i >= 0; i--) {
    const a = abilities[i];
    const { targets: _t, ...rest } = a as { targets?: unknown };
    if (JSON.stringify(rest).includes('"op":"equal","value":{"kind":"x"}')) {
      unsupported.push(a.text);
      abilities.splice(i, 1);
    }
  }
  stoppedAt = outerStop;
  spellCard = outerSpellCard;
  // 208.2: a printed "*" needs an ability that defines it.
  const star = undefinedStar(card, abilities);
  if (star) unsupported.push(star);
  // 608.2c: an "If [condition], ..." over instructions that ask a choice: a gate in the ability's own instructions.
  for (let i = abilities.length - 1; i >= 0; i--) {
    const a = abilities[i];
    const own =
      a.kind === 'spell' || a.kind === 'triggered' || a.kind === 'activated'
        ? [a.effects, ...(a.kind !== 'activated' ? (a.modal?.modes.map((m) => m.effects) ?? []) : [])]
        : a.kind === 'loyalty'
          ? [a.effects]
          : [];
    const gated = own.every(ifConditionGates);
    if (!gated || (own.length === 0 && JSON.stringify(a).includes('"skip":'))) {
      unsupported.push(a.text);
      abilities.splice(i, 1);
    }
  }
  // 608.2h, 601.2h: "the sacrificed creature's power" names the one permanent the ability's or the spell's own cost sacrifices.
  for (let i = abilities.length - 1; i >= 0; i--) {
    if (!sacrificedReadable(abilities[i], abilities) || !targetCardReadable(abilities[i])) {
      unsupported.push(abilities[i].text);
      abilities.splice(i, 1);
    }
  }
  // 107.3a: "+X/+0" is the X announced for a spell with {X} in its mana cost or for an ability with {X} in its cost;
  // elsewhere X would have no value (a quoted ability, `abilities`, was checked as it was compiled).
  for (let i = abilities.length - 1; i >= 0; i--) {
    const a = abilities[i];
    const own = JSON.stringify(a, (k, v: unknown) => (k === 'abilities' ? undefined : v));
    if (!own.includes('"per":{"kind":"x"}')) continue;
    const announced =
      (a.kind === 'spell' && isSpell && spellAnnouncesX) ||
      (a.kind === 'activated' && a.cost.mana.includes('{X}')) ||
      (a.kind === 'loyalty' && a.x === true);
    if (!announced) {
      unsupported.push(a.text);
      abilities.splice(i, 1);
    }
  }
  // 107.3f, 107.3m: a triggered ability whose text says "X" without defining it ("... where X is") has an X only as the
  // object's enters-the-battlefield or cast trigger reads the X of the spell with {X} in its mana cost; elsewhere
  // its value would be a choice of its controller the engine does not ask: the line is not read.
  for (let i = abilities.length - 1; i >= 0; i--) {
    const a = abilities[i];
    const words = a.text.replace(/"[^"]*"|\{[^}]*\}|\([^)]*\)/g, '');
    if (a.kind !== 'triggered' || !/\bX\b/.test(words) || /\bX is\b/.test(words)) continue;
    if (/\{X\}/.test(card.manaCost)) continue;
    unsupported.push(a.text);
    abilities.splice(i, 1);
  }
  // 118.12a: "counter target spell unless its controller pays" other than as a spell's last instruction is the general
  // "[effect] unless [a player] pays": the controller of the target may pay; if they don't, it is countered.
  for (const a of abilities) {
    const lists =
      a.kind === 'spell' || a.kind === 'triggered'
        ? [a.effects, ...(a.modal?.modes.map((m) => m.effects) ?? [])]
        : 'effects' in a && a.kind !== 'static'
          ? [a.effects ?? []]
          : [];
    for (const effects of lists)
      effects.forEach((e, j) => {
        if (e.kind === 'counterTargetUnlessPays' && (a.kind !== 'spell' || j !== effects.length - 1 || /X/.test(e.cost)))
          effects[j] = {
            kind: 'unlessPays',
            cost: e.cost,
            target: e.target,
            effects: [{ kind: 'counter', target: e.target, ...(e.to ? { to: e.to } : {}) }],
          };
      });
  }
  // 118.12a: one payment at most is asked for in an ability's instructions (the one it waits for is its first).
  for (let i = abilities.length - 1; i >= 0; i--) {
    const a = abilities[i];
    const effects = a.kind === 'spell' || a.kind === 'triggered' || a.kind === 'activated' ? a.effects : [];
    const asks = effects.filter((e) => e.kind === 'unlessPays' || e.kind === 'counterTargetUnlessPays').length;
    if (asks > 1 || (asks > 0 && (a.kind === 'spell' || a.kind === 'triggered') && a.modal)) {
      unsupported.push(a.text);
      abilities.splice(i, 1);
    }
  }
  // 118.12a: "counter target spell unless its controller pays" is resolved only as a spell's last instruction.
  for (let i = abilities.length - 1; i >= 0; i--) {
    const a = abilities[i];
    const lists =
      a.kind === 'spell' || a.kind === 'triggered'
        ? [a.effects, ...(a.modal?.modes.map((m) => m.effects) ?? [])]
        : 'effects' in a && a.kind !== 'static'
          ? [a.effects ?? []]
          : [];
    if (
      lists.some((effects) =>
        effects.some(
          (e, j) =>
            (e.kind === 'counterTargetUnlessPays' && (a.kind !== 'spell' || j !== effects.length - 1)) ||
            (e.kind === 'putFromHand' && a.kind !== 'spell') ||
            // 120.1a: a spell is dealt no damage: "to CARDNAME" is an ability's (of a permanent) only.
            (e.kind === 'dealsDamageByPower' && e.to === 'source' && a.kind === 'spell') ||
            (!worksInGraveyard(a) && returnsFromGraveyard(e)) ||
            (e.kind === 'chooseFromHand' && a.kind !== 'spell' && a.kind !== 'triggered'),
        ),
      )
    ) {
      unsupported.push(a.text);
      abilities.splice(i, 1);
    }
  }
  // 607.2d: "the chosen color" without the card's own "As CARDNAME enters, choose a color." is linked to nothing.
  const choosesColor = abilities.some(
    (a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'chooseAsEnters' && e.choice === 'color'),
  );
  for (let i = abilities.length - 1; i >= 0; i--) {
    const a = abilities[i];
    const chosen =
      (a.kind === 'mana' && a.chosenColor) || (a.kind === 'static' && a.effects.some((e) => e.kind === 'protectionFromChosenColor'));
    if (chosen && !choosesColor) {
      unsupported.push(a.text);
      abilities.splice(i, 1);
    }
  }
  linkExiles(abilities, unsupported);
  bindOwnName(abilities, card.name);
  const support = unsupported.length === 0 ? 'full' : abilities.length > 0 ? 'partial' : 'none';
  // Reported verbatim: the card's own name, not the compiler's placeholder.
  const named = (l: string) => l.split('CARDNAME').join(card.name);
  const result: CompiledCard = { support, abilities, unsupported: [...new Set(unsupported)].map(named) };
  if (stops.length > 0) result.stoppedAt = stops.map((x) => ({ line: named(x.line), words: named(x.words) }));
  return result;
}

/**
 * 607.2a, 406.6: an ability that returns "the exiled card" is linked to the card's other abilities that exile a card
 * (their exiles are marked `linked`, remembered on the source as they resolve); without one it refers to nothing and is
 * not read. An exile "until CARDNAME leaves the battlefield" (610.3) returns on its own and is not linked.
 */
function linkExiles(abilities: Ability[], unsupported: string[]): void {
  // "You may exile another target creature." (Fiend Hunter): the exile of a "you may" (608.2d) is the ability's too.
  const effectsOf = (a: Ability): Effect[] =>
    (a.kind === 'triggered' || a.kind === 'activated' ? a.effects : []).flatMap((e) => (e.kind === 'optional' ? [e, ...e.effects] : [e]));
  const returns = abilities.filter((a) => effectsOf(a).some((e) => e.kind === 'returnExiled'));
  if (returns.length === 0) return;
  const exiles = abilities.filter((a) => !returns.includes(a) && effectsOf(a).some((e) => e.kind === 'exile' && e.until === undefined));
  if (exiles.length === 0 || returns.some((a) => a.kind !== 'triggered' || a.effects.some((e) => e.kind !== 'returnExiled'))) {
    for (const a of returns) {
      unsupported.push(a.text);
      abilities.splice(abilities.indexOf(a), 1);
    }
    return;
  }
  for (const a of exiles) for (const e of effectsOf(a)) if (e.kind === 'exile' && e.until === undefined) e.linked = true;
}

const SPELL_TYPES = new Set(['Creature', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Planeswalker']);
/** Words before "spells" that are not a subtype: supertypes and other qualities this engine does not read. */
const NOT_SUBTYPES = new Set([
  'Legendary',
  'Snow',
  'Basic',
  'World',
  'Historic',
  'Multicolored',
  'Monocolored',
  'Colorless',
  'Permanent',
  'Nonland',
]);

/**
 * 601.2f: "Noncreature spells cost {1} more to cast.", "Creature spells you cast cost {1} less to
 * cast.", "Spells your opponents cast cost {1} more to cast.", "Green spells and blue spells you
 * cast cost {1} less to cast.", "Dragon spells you cast cost {1} less to cast." (generic mana only).
 */
function costChangeAbility(line: string): Ability | null {
  const m = /^(.*?)[Ss]pells( you cast| your opponents cast)? cost \{(\d+)\} (more|less) to cast\.$/.exec(line);
  if (!m) return null;
  const spells: SpellFilter = { caster: m[2] === ' you cast' ? 'you' : m[2] === ' your opponents cast' ? 'opponents' : 'any' };
  const words = m[1].replace(/ spells/g, '').trim();
  if (words !== '') {
    const raw = words.split(/,? and |, /);
    if (raw.some((w) => w === '')) return null;
    const parts = raw.map((w) => w[0].toUpperCase() + w.slice(1));
    if (parts.some((w) => !/^[A-Z][a-z]+$/.test(w))) return null;
    if (parts.every((w) => COLOR_WORDS[w.toLowerCase()])) spells.colors = parts.map((w) => COLOR_WORDS[w.toLowerCase()]);
    else if (parts.every((w) => SPELL_TYPES.has(w))) spells.types = parts;
    else if (parts.length === 1 && parts[0] === 'Noncreature') spells.notTypes = ['Creature'];
    else if (parts.length === 1 && !parts[0].startsWith('Non') && !NOT_SUBTYPES.has(parts[0])) spells.subtype = parts[0];
    else return null;
  }
  const n = Number(m[3]);
  return { kind: 'static', effects: [{ kind: 'costChange', amount: m[4] === 'more' ? n : -n, spells }], text: line };
}

/** 613.1f: the ability in quotes of "has '[ability]'", compiled once per text; null unless understood in full. */
export function compileGranted(text: string): Ability[] | null {
  return compileGrantedText(text, compileCard);
}

/**
 * Static effects a striation's ability may have: those the engine reads from the abilities an object
 * has now (the layers, 613.1f; rule-modifying effects, 613.11), with no condition or count of their own.
 */
const STRIATION_STATIC = new Set<StaticEffect['kind']>([
  'addKeyword',
  'loseKeyword',
  'modifyPT',
  'setPT',
  'cantBeBlockedBy',
  'preventDamage',
  ...COMBAT_STATIC_KINDS,
]);

function striationStatic(a: Extract<Ability, { kind: 'static' }>): boolean {
  return a.condition === undefined && a.effects.every((e) => STRIATION_STATIC.has(e.kind) && !('per' in e && e.per));
}

/**
 * 711.2: the abilities printed in a leveler's striation, one line at a time, as the card's own lines
 * would read. Those that go on the stack or are activated are compiled as granted abilities (613.1f,
 * the name being "this creature"): a stack entry carries their text, as it does any granted ability's.
 */
function striationAbilities(card: CardDefinition, lines: string[]): { abilities: Ability[]; unsupported: string[] } {
  const abilities: Ability[] = [];
  const unsupported: string[] = [];
  for (const line of lines) {
    const read = compileCard({ ...card, text: line.split('CARDNAME').join(card.name) });
    if (read.support !== 'full') {
      unsupported.push(...read.unsupported);
      continue;
    }
    if (read.abilities.some((a) => a.kind === 'static' && !striationStatic(a))) {
      unsupported.push(line);
      continue;
    }
    if (!read.abilities.some((a) => a.kind === 'activated' || a.kind === 'triggered' || a.kind === 'mana' || a.kind === 'loyalty')) {
      abilities.push(...read.abilities);
      continue;
    }
    const granted = compileGranted(
      line
        .replace(/^CARDNAME\b/, 'This creature')
        .split('CARDNAME')
        .join('this creature'),
    );
    if (granted && granted.length === read.abilities.length) abilities.push(...granted);
    else unsupported.push(line);
  }
  return { abilities, unsupported };
}

/** 118.9: "You may [cost] rather than pay CARDNAME's mana cost." (cards/grammar/cost.ts). */
function writtenAlternativeCost(line: string): Ability | null {
  const read = alternativeCostSentence(line);
  return read ? { kind: 'writtenAlternativeCost', ...read, text: line } : null;
}
