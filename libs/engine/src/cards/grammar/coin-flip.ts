import type { Effect } from '../ability';

/**
 * 705.1, 705.2: a coin flip its controller calls, and what follows from the call:
 *
 *   flip   := ["Then"] "Flip a coin" ["." won] ["." lost]          (at least one of won, lost)
 *   won    := "If you win the flip," instructions
 *   lost   := "If you lose the flip," instructions
 *
 * (Bottle of Suleiman, Mana Crypt, Orcish Captain, Winter Sky, Viashino Sandswimmer.) The instructions of a branch
 * are read by the caller's own sentence reader (its targets are the ability's, chosen as it is put on the stack,
 * 601.2c, whatever the result); only instructions done at once are kept (COIN_FLIP_REFUSED: none that waits for a
 * player's choice). Not read: another player's flip ("that player flips a coin"), several coins or flips ("flip a coin
 * until you lose a flip", "each flip a coin"), heads or tails without a call (705.2's other kind), a flip "at the
 * beginning of the next end step" or "at end of combat", a branch that flips again or repeats the process.
 */

/** The first sentence of a flip, alone: "Flip a coin", "Then flip a coin", "You may flip a coin" (a triggered ability's). */
const HEAD = /^(?:Then |You may )?[Ff]lip a coin$/;
const WON = /^If you win the flip, (.+)$/;
const LOST = /^If you lose the flip, (.+)$/;

/** A flip joined with its branches into one sentence (joinCoinFlips): kept whole by the callers' splitters. */
const JOINED = /^(?:Then |You may )?[Ff]lip a coin(?:\. |$)/;
/** The flip coinFlipSentence reads: its controller's, not optional ("You may flip a coin" is read as an optional first, 608.2d). */
const FLIP = /^(?:Then )?[Ff]lip a coin(?:\. |$)/;

/**
 * The sentences of an ability's text with each "Flip a coin" joined to the "If you win the flip, ..." and "If you
 * lose the flip, ..." sentences after it (in that order, each at most once), so that a branch's instructions stay
 * inside it.
 */
export function joinCoinFlips(sentences: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i];
    if (!HEAD.test(s)) {
      out.push(s);
      continue;
    }
    const parts = [s];
    if (i + 1 < sentences.length && WON.test(sentences[i + 1])) parts.push(sentences[++i]);
    if (i + 1 < sentences.length && LOST.test(sentences[i + 1])) parts.push(sentences[++i]);
    out.push(parts.join('. '));
  }
  return out;
}

/** A branch's words as a sentence of their own ("draw a card" -> "Draw a card"). */
function instruction(words: string): string {
  return words[0].toUpperCase() + words.slice(1);
}

/** The instructions a branch may not hold: those that wait for a player's choice, or flip again. */
const COIN_FLIP_REFUSED = new Set<Effect['kind']>([
  'coinFlip',
  'optional',
  'provoke',
  'unlessPays',
  'counterUnlessPays',
  'counterTargetUnlessPays',
  'sacrificeSourceUnlessPays',
  'discardCards',
  'sacrificePermanents',
  'returnPermanents',
  'scry',
  'lookAtLibrary',
  'chooseFromHand',
  'putFromHand',
  'putOntoBattlefieldFromHand',
  'searchLibrary',
  'kinshipReveal',
  'preventNextFromSource',
  'protectionOfChoice',
  'addManaOfChoice',
  'addMana',
  'changeText',
  'cascade',
  'madnessCast',
  'castWithoutPaying',
]);

/**
 * A sentence joined by joinCoinFlips -> the flip (`{ kind: 'coinFlip', won, lost }`). `read` reads one branch's
 * instruction words (capitalized) into its effects, or null. Undefined when the sentence is no flip; null when it is
 * one whose branches are not all read (or that has none: "Flip a coin." alone says nothing the flip decides).
 */
export function coinFlipSentence(sentence: string, read: (instruction: string) => Effect[] | null): Effect | null | undefined {
  if (!FLIP.test(sentence)) return undefined;
  const [, ...branches] = sentence.split('. ');
  if (branches.length === 0) return null;
  let won: Effect[] = [];
  let lost: Effect[] = [];
  for (const [i, branch] of branches.entries()) {
    const w = WON.exec(branch);
    const l = LOST.exec(branch);
    // The winning branch first (joinCoinFlips joins them so); anything else after the flip is not a branch.
    if (!(w && i === 0) && !l) return null;
    const effects = read(instruction((w ?? l)![1]));
    if (!effects || effects.length === 0 || effects.some((e) => COIN_FLIP_REFUSED.has(e.kind))) return null;
    if (w) won = effects;
    else lost = effects;
  }
  return { kind: 'coinFlip', won, lost };
}

/** Whether a sentence of an ability's text is the head of a flip joinCoinFlips joins (a caller's splitter leaves it whole). */
export function isCoinFlipSentence(sentence: string): boolean {
  return JOINED.test(sentence);
}
