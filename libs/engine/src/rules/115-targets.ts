import { Selector } from '../cards/selector';
import { keywordsNow } from './613-layers';
import { protectedFrom, protectionSourceOf, ProtectionSource } from '../keywords/702.16-protection';
import { checkHexproof, checkPlayerHexproof } from '../keywords/702.11-hexproof';
import { checkPlayerShroud } from '../keywords/702.18-shroud';
import { GameState } from '../state/types';
import { Violation } from '../violation';
import { withArticle } from '../trace/english';
import { candidateIds, find, matchingOption } from '../select/selector';
import { cardName, msg, PerLanguage } from '../trace/message';

/**
 * Whether `targetId` is a legal target for `selector` of a spell or ability controlled by
 * `controller` (115.1, 115.2, 115.4): what the selector describes (select/), then hexproof
 * (702.11b), shroud (702.18a) and protection (702.16b). Returns the violation, or null when legal.
 * `selfId` is the spell or ability on the stack (115.5: it cannot target itself); `source` is the
 * object that has the ability ("another target creature": not it); `spellCard`: a spell's card, for
 * the card types and subtypes a protection reads (702.16b) while it is being cast or resolves; `x`: the
 * spell's or ability's announced X (107.3), which a selector may compare with.
 */
export function checkTarget(
  state: GameState,
  selector: Selector,
  targetId: string,
  controller: string,
  spellColors: string[],
  selfId: string,
  source: string,
  spellCard?: { types: string[]; subtypes: string[] } | null,
  x: number | null = null,
): Violation | null {
  const what = describeSelector(selector);
  // 601.2b, 602.2b: X is announced before the targets are chosen ("target spell with mana value X", 107.3).
  const asker = { controller, source, x };
  if (targetId === selfId) return { code: 'ILLEGAL_TARGET', rule: '115.5', message: msg('115-targets.ILLEGAL_TARGET') };
  const found = find(state, targetId);
  const onlyElsewhere = selector.options.every((o) => o.kind === 'object' && o.zone !== 'battlefield');
  if (!found) {
    if (state.phasedOut.some((o) => o.id === targetId))
      return { code: 'ILLEGAL_TARGET', rule: '702.26b', message: msg('115-targets.ILLEGAL_TARGET.2', { targetId: targetId }) };
    if (onlyElsewhere)
      return { code: 'ILLEGAL_TARGET', rule: '115.1', message: msg('115-targets.ILLEGAL_TARGET.3', { targetId: targetId, what: what }) };
    return {
      code: 'ILLEGAL_TARGET',
      rule: '115.2',
      message: msg('115-targets.ILLEGAL_TARGET.4', { targetId: targetId }),
    };
  }
  if (found.kind === 'player') {
    if (found.player.lost !== null)
      return { code: 'ILLEGAL_TARGET', rule: '115.1', message: msg('115-targets.ILLEGAL_TARGET.5', { targetId: targetId }) };
    // 702.18a: a player with shroud, targeted by any spell or ability (their own too); 702.11c: a player with
    // hexproof, targeted by a spell or ability an opponent of theirs controls.
    if (matchingOption(state, selector, found, asker))
      return checkPlayerShroud(state, found.player.id) ?? checkPlayerHexproof(state, found.player.id, controller);
    if (selector.options.some((o) => o.kind === 'player'))
      return { code: 'ILLEGAL_TARGET', rule: '115.1', message: msg('115-targets.ILLEGAL_TARGET.3', { targetId: targetId, what: what }) };
    return { code: 'ILLEGAL_TARGET', rule: '115.2', message: msg('115-targets.ILLEGAL_TARGET.6', { targetId: targetId, what: what }) };
  }
  const name = found.object.card ? cardName(found.object.card) : msg('object.aHiddenCard');
  if (!selector.options.some((o) => o.kind === 'object' && o.zone === found.zone)) {
    // 115.2: a permanent unless the phrase says otherwise ("spell", "card in a graveyard").
    if (onlyElsewhere)
      return {
        code: 'ILLEGAL_TARGET',
        rule: '115.1',
        message: msg('115-targets.ILLEGAL_TARGET.7', { name: name, targetId: targetId, what: what }),
      };
    return {
      code: 'ILLEGAL_TARGET',
      rule: '115.2',
      message: msg('115-targets.ILLEGAL_TARGET.8', { name: name, targetId: targetId, what: what }),
    };
  }
  if (!matchingOption(state, selector, found, asker))
    return {
      code: 'ILLEGAL_TARGET',
      rule: selector.text === 'any target' ? '115.4' : '115.1',
      message: msg('115-targets.ILLEGAL_TARGET.7', { name: name, targetId: targetId, what: what }),
    };
  if (found.zone !== 'battlefield') return null;
  const permanent = found.object;
  const keywords = keywordsNow(state, permanent);
  if (keywords.has('shroud'))
    return {
      code: 'TARGET_HAS_SHROUD',
      rule: '702.18a',
      message: msg('115-targets.TARGET_HAS_SHROUD', { name: name, targetId: targetId }),
    };
  const hexproof = checkHexproof(state, permanent, controller, spellColors);
  if (hexproof) return hexproof;
  const protection = protectedFrom(
    state,
    permanent,
    spellCard ? { colors: spellColors, types: spellCard.types, subtypes: spellCard.subtypes } : targetingSource(state, source, spellColors),
  );
  if (protection)
    return {
      code: 'TARGET_HAS_PROTECTION',
      rule: protection === 'protection from everything' ? '702.16j' : '702.16b',
      message: msg('115-targets.TARGET_HAS_PROTECTION', { name: name, targetId: targetId, protection: protection }),
    };
  return null;
}

/**
 * 702.16b: what a protection ability reads of the spell or ability that targets: the colors given
 * (the spell's, the ability's source's, 613.1e), and the card types and subtypes of the spell or of
 * the ability's source where it still is (on the stack, the battlefield, a graveyard).
 */
function targetingSource(state: GameState, source: string, colors: readonly string[]): ProtectionSource | readonly string[] {
  const found = find(state, source);
  if (found?.kind === 'object' && found.object.card) {
    const c = protectionSourceOf(state, found.object);
    return { colors, types: c.types, subtypes: c.subtypes };
  }
  // Gone: only its colors are known (702.16-protection refuses a protection from a type it cannot tell).
  return colors;
}

/** The ids a target of these selectors may be among: the players and the objects of the zones they name. */
export function targetCandidates(state: GameState, selectors: Selector[]): string[] {
  return candidateIds(state, selectors);
}

/** 115.6, 601.2c: a target of "up to N" left unchosen, in an action's or a stack object's list of targets. */
export const NO_TARGET = '';

/**
 * 601.2c, 115.6: the targets an action announces for `specs`, one per target in order: a target
 * that may be left unchosen ("up to one target creature", min 0) is NO_TARGET, or left out at the
 * end of the list. 115.3: the targets of one word ("up to four target Forests") are different
 * objects. The list with every target in place, the violation, or null when the count is wrong.
 */
export function announcedTargets(specs: Selector[], given: readonly string[]): string[] | Violation | null {
  const targets = [...given];
  while (targets.length < specs.length && specs[targets.length].count.min === 0) targets.push(NO_TARGET);
  if (targets.length !== specs.length) return null;
  for (let i = 0; i < specs.length; i++) {
    if (targets[i] !== NO_TARGET) continue;
    if (specs[i].count.min > 0)
      return {
        code: 'WRONG_TARGET_COUNT',
        rule: '601.2c',
        message: msg('115-targets.TARGET_REQUIRED', { what: describeSelector(specs[i]) }),
      };
  }
  for (let i = 0; i < specs.length; i++)
    for (let j = 0; j < i; j++)
      if (
        targets[i] !== NO_TARGET &&
        targets[i] === targets[j] &&
        ((specs[i].word !== undefined && specs[i].word === specs[j].word) || specs[i].differentFrom === j)
      )
        return {
          code: 'ILLEGAL_TARGET',
          rule: '115.3',
          message:
            specs[i].differentFrom === j
              ? msg('115-targets.ANOTHER_TARGET', { targetId: targets[i], what: specs[i].text, what2: specs[j].text })
              : msg('115-targets.SAME_TARGET_TWICE', { targetId: targets[i], what: specs[i].text }),
        };
  return targets;
}

/**
 * Targets for a legal action's example, from each target's legal candidates: the first that no
 * earlier target of the same word took (115.3), or none for a target that may be left unchosen.
 * Null when a target that must be chosen has no candidate left.
 */
export function exampleTargets(specs: Selector[], options: string[][]): string[] | null {
  const out: string[] = [];
  for (let i = 0; i < specs.length; i++) {
    const taken = new Set(
      out.filter((_, j) => (specs[j].word !== undefined && specs[j].word === specs[i].word) || specs[i].differentFrom === j),
    );
    const pick = options[i].find((id) => id !== NO_TARGET && !taken.has(id));
    if (pick === undefined && specs[i].count.min > 0) return null;
    out.push(pick ?? NO_TARGET);
  }
  return out;
}

/**
 * A target phrase as a noun for messages. In English, "target nonblack creature" -> "a nonblack
 * creature"; in French the card's own words quoted as printed ("une cible « target nonblack
 * creature »"): the phrase is Oracle text, which has no French wording the engine could trust.
 */
export function describeSelector(selector: Selector): PerLanguage {
  if (selector.text === 'any target')
    return { perLanguage: { en: 'a creature, player, planeswalker or battle (any target)', fr: msg('115-targets.anyTarget') } };
  const rest = selector.text.replace(/^(?:another |up to \w+ |one or two |one, two, or three |any number of |\w+ )?target /, '');
  return { perLanguage: { en: withArticle(rest), fr: msg('115-targets.targetPhrase', { text: selector.text }) } };
}
