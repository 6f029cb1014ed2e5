import { joinRevealUntil } from './reveal-until';
import { joinThoseCreatures } from './those-creatures';
import { Effect, ZoneDestination } from '../ability';
import { ObjectFilter } from '../selector';
import { Tokens } from './tokens';
import { NUMBER_WORDS, object, parseTarget, quantity, target } from './selector';
import { SentenceContext } from './amount-sentences';
import { joinSearchTop } from './library-effects';
import { moreTargets } from './object-effects';

/**
 * Sentences that move one object from a zone to another (400.1), read by one grammar into one
 * effect kind, `moveZone` (done by effects/move-zone.ts):
 *
 *   sentence    := "Return" object "to" returnTo
 *                | "Exile" object
 *                | "Put" object putTo
 *                | "Shuffle" object "into" library
 *   library     := owners "library" | "your" "library" (a card said to be in "your graveyard")
 *   object      := "CARDNAME" ["from" "your" "graveyard"] | "it" | "that" ("creature" | "permanent" | "card") | target
 *   returnTo    := owners "hand" | "their" "owners'" "hands" | "your" "hand" | "the" "battlefield" ["tapped"] [control]
 *   putTo       := "on" "top" "of" library | "on" "the" "bottom" "of" library
 *                | "onto" "the" "battlefield" ["tapped"] [control]
 *   control     := "under" ("its" "owner's" | "your") "control"
 *   owners      := "its" "owner's" | "their" "owner's"
 *
 * "CARDNAME" is the ability's source: a resolving spell itself (on the stack), a permanent's own
 * ability's permanent; "CARDNAME from your graveyard" a card whose ability works in its owner's graveyard
 * (113.6m: an activated ability that returns it from there; read in no other kind of ability). "it" and "that creature" are the last target named before them (608.2c reads
 * the text in order); without one the sentence is not read. Only permanents and cards in graveyards
 * are moved here: a target that may be a spell, or a card said to be elsewhere, is not read, and a
 * card goes onto the battlefield only from a graveyard (a permanent does not "return" there).
 * A sentence is read only when every word of it is.
 *
 * A revealed hand and a card chosen from it (701.20a, 608.2d), in the same grammar:
 *
 *   reveal      := "Target" ("opponent" | "player") "reveals" "their" "hand"
 *   choose      := "You" "choose" ("a" | "an") object' "from" "it" modifier* then
 *   then        := ";" "that" "player" "discards" "that" "card" | "and" "exile" "that" "card"
 *
 * where object' is the selector grammar's object with the zone "in your hand" read at "from it" (the
 * hand of the player the last target names: only after a target player), and "; that player discards
 * that card" is the next sentence of the text joined to it (joinChoiceSentences).
 *
 * A look at the top of the controller's library (701.20e), the next sentence joined to it the same way:
 *
 *   look        := "Look" "at" "the" "top" number "cards" "of" "your" "library" (back | (";" | "," ["then"]) keep)
 *   back        := "," "then" "put" "them" "back" "in" "any" "order"
 *   keep        := "put" number ("of" "them" | "of" "those" "cards") "into" "your" "hand" ("and" ("the" "rest" | "the" "other") restTo
 *                  | [","] "and" "exile" "the" "rest")
 *   restTo      := ("on" "the" "bottom" | "on" "top") "of" "your" "library" ["in" "any" "order"] | "into" "your" ("graveyard" | "hand")
 *
 * ("the other": one card is left; "in any order" is said, and needed, when more than one goes back).
 *
 *   putBack     := "Put" number "cards" "from" "your" "hand" "on" "top" "of" "your" "library" "in" "any" "order"
 *
 * ("Draw three cards, then put two cards ...": the "then" instruction is split from the draw before it.)
 */

type Reach = Parameters<SentenceContext['addTarget']>[1];

/** Where the object of the sentence is, once read: a target (in a graveyard or on the battlefield) or the source. */
interface Read {
  /** A target's index (-1: the target phrase, added once the sentence is read), or the source. */
  object: { kind: 'source' } | { kind: 'target'; index: number } | { kind: 'referred' };
  /** The zone a target is in: where its selector looks (the source's zone is known as it resolves). */
  from: 'battlefield' | 'graveyard' | 'source' | 'referred';
  /** The target's selector says "your graveyard": its owner is the ability's controller. */
  yours: boolean;
}

/** The phrase of a target at the cursor (read by the selector grammar), not yet added to the ability's targets. */
function targetPhrase(t: Tokens): { phrase: string; from: 'battlefield' | 'graveyard'; yours: boolean } | null {
  const start = t.pos;
  const first = t.peek();
  const s = target(t);
  if (!s || !first) return null;
  const options = s.options;
  // One target, of permanents only or of cards in graveyards only.
  if (s.count.min !== 1 || s.count.max !== 1 || options.some((o) => o.kind !== 'object')) {
    t.pos = start;
    return null;
  }
  const zones = new Set(options.map((o) => (o.kind === 'object' ? o.zone : 'player')));
  if (zones.size !== 1 || !(zones.has('battlefield') || zones.has('graveyard'))) {
    t.pos = start;
    return null;
  }
  const last = t.tokens[t.pos - 1];
  const phrase = t.source.slice(first.at, last.at + last.text.length);
  const yours = options.every((o) => o.kind === 'object' && o.filters.some((f) => f.kind === 'owner' && f.is === 'you'));
  return { phrase: phrase[0].toLowerCase() + phrase.slice(1), from: zones.has('graveyard') ? 'graveyard' : 'battlefield', yours };
}

/** "CARDNAME", "it", "that creature", or a target phrase (the target is added only once the whole sentence is read). */
function objectPhrase(t: Tokens, ctx: SentenceContext): { read: Read; pending: { phrase: string; reach: Reach } | null } | null {
  if (t.peek()?.text === 'CARDNAME') {
    t.next();
    // 113.6m: "Return CARDNAME from your graveyard ...": the source is a card in its owner's graveyard (the ability works there only).
    if (t.accept('from', 'your', 'graveyard'))
      return { read: { object: { kind: 'source' }, from: 'graveyard', yours: true }, pending: null };
    return { read: { object: { kind: 'source' }, from: 'source', yours: false }, pending: null };
  }
  const start = t.pos;
  if (t.accept('it') || t.accept('that', 'creature') || t.accept('that', 'permanent') || t.accept('that', 'card')) {
    const last = ctx.lastTarget();
    // 603.7c: a delayed ability's "it" is the object it refers to, wherever the ability that made it left it.
    if (last === null && ctx.referred) return { read: { object: { kind: 'referred' }, from: 'referred', yours: false }, pending: null };
    if (last === null) {
      t.pos = start;
      return null;
    }
    // The zone of the target named before: not known here, so the verb reaches what that target's own verb did.
    return { read: { object: { kind: 'target', index: last }, from: 'battlefield', yours: false }, pending: null };
  }
  const p = targetPhrase(t);
  if (!p) return null;
  return {
    read: { object: { kind: 'target', index: -1 }, from: p.from, yours: p.yours },
    pending: { phrase: p.phrase, reach: p.from === 'graveyard' ? 'graveyard' : 'permanents' },
  };
}

function owners(t: Tokens): boolean {
  return t.accept('its', "owner's") || t.accept('their', "owner's");
}

/** "its owner's library", or "your library" for a card said to be in "your graveyard" (400.3: its owner's). */
function ownersLibrary(t: Tokens, read: Read): boolean {
  const start = t.pos;
  if ((owners(t) || (read.yours && t.accept('your'))) && t.accept('library')) return true;
  t.pos = start;
  return false;
}

/** "under its owner's control" / "under your control" (110.2a: without it, the player who puts it there, the controller). */
function control(t: Tokens): 'owner' | 'you' | null {
  if (t.accept('under', 'its', "owner's", 'control')) return 'owner';
  if (t.accept('under', 'your', 'control')) return 'you';
  return null;
}

function battlefield(t: Tokens, verb: 'return' | 'put'): ZoneDestination | null {
  const tapped = t.accept('tapped');
  const c = control(t);
  // "Put ... onto the battlefield" without "under ... control": under the player who puts it (110.2a), the controller.
  return { zone: 'battlefield', control: c ?? (verb === 'put' ? 'you' : 'owner'), tapped };
}

function destination(t: Tokens, verb: string, read: Read): ZoneDestination | null {
  if (verb === 'exile') {
    // 122.1, 702.62a: "with three time counters on it".
    if (!t.accept('with')) return { zone: 'exile' };
    const n = NUMBER_WORDS[t.word() ?? ''];
    if (n === undefined) return null;
    t.next();
    if (!(
      t.accept('time', n === 1 ? 'counter' : 'counters', 'on', 'it') || t.accept('time', n === 1 ? 'counter' : 'counters', 'on', 'him')
    ))
      return null;
    return { zone: 'exile', timeCounters: n };
  }
  if (verb === 'shuffle') return t.accept('into') && ownersLibrary(t, read) ? { zone: 'library', position: 'shuffle' } : null;
  if (verb === 'return') {
    if (!t.accept('to')) return null;
    if (owners(t)) return t.accept('hand') ? { zone: 'hand' } : null;
    // "Return two target creatures to their owners' hands": several targets (115.1), each to its owner's hand (400.3).
    if (t.accept('their', "owners'")) return t.accept('hands') ? { zone: 'hand' } : null;
    // "to your hand": its owner's, only when the card is said to be in "your graveyard" (400.3: a hand is its owner's).
    if (t.accept('your', 'hand')) return read.yours ? { zone: 'hand' } : null;
    if (t.accept('the', 'battlefield')) return read.from === 'graveyard' || read.from === 'referred' ? battlefield(t, 'return') : null;
    return null;
  }
  // put
  if (t.accept('on', 'top', 'of') && ownersLibrary(t, read)) return { zone: 'library', position: 'top' };
  if (t.accept('on', 'the', 'bottom', 'of') && ownersLibrary(t, read)) return { zone: 'library', position: 'bottom' };
  // 401.7: "Put target creature into its owner's library second from the top" (Chronostutter, Oust).
  if (t.accept('into') && ownersLibrary(t, read) && t.accept('second', 'from', 'the', 'top'))
    return { zone: 'library', position: 'second' };
  if (t.accept('onto', 'the', 'battlefield')) return read.from === 'graveyard' ? battlefield(t, 'put') : null;
  return null;
}

const VERBS = ['return', 'exile', 'put', 'shuffle'];
/** The effect of one zone-changing sentence, or null (not one of these, or not every word read). */
export function zoneSentence(sentence: string, ctx: SentenceContext): Effect | null {
  const t = Tokens.of(sentence);
  if (t.accept('target')) return revealSentence(t, ctx);
  // 701.20e: "Look at target player's hand.": the cards are shown to the controller only.
  const look = /^Look at target (player|opponent)'s hand$/.exec(sentence);
  if (look) {
    const index = ctx.addTarget(`target ${look[1]}`);
    return index === null ? null : { kind: 'revealHand', target: index, look: true };
  }
  if (t.accept('you', 'choose')) return chooseSentence(t, sentence, ctx);
  // 701.20e: "Look at the top card of your library.", "... the top three cards of target player's library.": nothing moves.
  const top = /^Look at the top (card|(\w+) cards) of (your|target player's) library$/.exec(sentence);
  const count = top ? (top[2] ? NUMBER_WORDS[top[2]] : 1) : undefined;
  if (top && count !== undefined && (top[2] === undefined || count > 1)) {
    if (top[3] === 'your') return { kind: 'lookAtTop', n: count };
    const index = ctx.addTarget('target player');
    return index === null ? null : { kind: 'lookAtTop', n: count, target: index };
  }
  // "Look at the top two cards of target player's library; put one of them into their graveyard" (Wu Spy), "..., then
  // put them back in any order" (Elemental Augury): the look read as one at "your" library, then made the target's; the
  // cards go only to that player's own zones (their graveyard, library), never to a hand or the battlefield.
  const theirs = /^Look at the top (card|\w+ cards) of target (player|opponent)'s library((?:,|;) .+)$/.exec(sentence);
  if (theirs) {
    if (/\byour\b/.test(theirs[3])) return null;
    const mine = `Look at the top ${theirs[1]} of your library${theirs[3].replace(/\b(?:their|that player's)\b/g, 'your')}`;
    const m = Tokens.of(mine);
    if (!m.accept('look', 'at', 'the', 'top')) return null;
    const look = lookSentence(m, mine, ctx, false);
    if (!look || look.kind !== 'lookAtLibrary' || look.rest === 'hand' || (look.keep > 0 && look.pick?.to !== 'graveyard')) return null;
    const index = ctx.addTarget(`target ${theirs[2]}`);
    return index === null ? null : { ...look, targetLibrary: index };
  }
  if (t.accept('look', 'at', 'the', 'top')) return lookSentence(t, sentence, ctx, false);
  if (t.accept('reveal', 'the', 'top')) return lookSentence(t, sentence, ctx, true);
  if (t.word() === 'put' && t.word(2) === 'cards' && t.word(3) === 'from') return putBackSentence(t);
  const fromHand = putFromHandSentence(sentence);
  if (fromHand) return fromHand;
  const verb = t.word();
  if (!verb || !VERBS.includes(verb)) return null;
  t.next();
  const o = objectPhrase(t, ctx);
  if (!o) return null;
  if (verb === 'return' || verb === 'exile') {
    const many = togetherSentence(t, verb, o, ctx);
    if (many) return many;
  }
  const to = destination(t, verb, o.read);
  if (!to || !t.done) {
    if (t.pos > 1) ctx.stopped?.(t.rest() || sentence);
    return null;
  }
  // 702.62a: only the spell itself is exiled with time counters (a suspended card when it has suspend, 702.62b).
  if (to.zone === 'exile' && to.timeCounters !== undefined && (o.pending || o.read.object.kind !== 'source')) return null;
  if (!o.pending) {
    const object = o.read.object;
    if (object.kind === 'target') return { kind: 'moveZone', to, target: object.index };
    // 603.7c: "Exile it.", "Return it to its owner's hand.", "Return it to the battlefield under its owner's control."
    if (object.kind === 'referred')
      return to.zone === 'hand' || to.zone === 'battlefield' || (to.zone === 'exile' && to.timeCounters === undefined)
        ? { kind: 'moveZone', to, referred: true }
        : null;
    // Only "Return CARDNAME from your graveyard to your hand / to the battlefield" is read of a source in a graveyard.
    if (o.read.from === 'graveyard') return verb === 'return' ? { kind: 'moveZone', to, source: true, sourceIn: 'graveyard' } : null;
    return { kind: 'moveZone', to, source: true };
  }
  const index = ctx.addTarget(o.pending.phrase, o.pending.reach);
  if (index === null) return null;
  return { kind: 'moveZone', to, target: index };
}

/**
 * 608.2c: "Return target creature you control and target creature you don't control to their owners' hands", "Return CARDNAME
 * and target creature you control to their owner's hand", "Exile CARDNAME and target creature without flying that's attacking
 * you": permanents only (the source: a permanent's own ability; the targets: on the battlefield), all moved at once
 * (`together`, effects/together.ts); each goes to its owner's hand (400.3).
 */
function togetherSentence(
  t: Tokens,
  verb: 'return' | 'exile',
  first: NonNullable<ReturnType<typeof objectPhrase>>,
  ctx: SentenceContext,
): Effect | null {
  const start = t.pos;
  const source = first.read.object.kind === 'source' && first.read.from === 'source';
  if (!source && (first.pending === null || first.read.from !== 'battlefield')) return null;
  const more = moreTargets(t, (sub) => {
    const p = targetPhrase(sub);
    return p && p.from === 'battlefield' ? p.phrase : null;
  });
  const ok =
    more !== null &&
    (verb === 'exile' || (t.accept('to') && (t.accept('their', "owners'", 'hands') || t.accept('their', "owner's", 'hand')))) &&
    t.done;
  if (!ok) {
    t.pos = start;
    return null;
  }
  const targets: number[] = [];
  for (const phrase of source ? more : [(first.pending as { phrase: string }).phrase, ...more]) {
    const index = ctx.addTarget(phrase, 'permanents');
    if (index === null) return null;
    targets.push(index);
  }
  const act = verb === 'exile' ? 'exile' : 'hand';
  return source ? { kind: 'together', act, targets, source: true } : { kind: 'together', act, targets };
}

/** "Target opponent reveals their hand." (701.20a). */
function revealSentence(t: Tokens, ctx: SentenceContext): Effect | null {
  const who = t.word();
  if (who !== 'opponent' && who !== 'player') return null;
  t.next();
  if (!t.accept('reveals', 'their', 'hand') || !t.done) return null;
  const index = ctx.addTarget(`target ${who}`);
  return index === null ? null : { kind: 'revealHand', target: index };
}

/** "You choose a nonland card from it; that player discards that card", "... from it and exile that card" (608.2d). */
function chooseSentence(t: Tokens, sentence: string, ctx: SentenceContext): Effect | null {
  const index = ctx.lastTarget();
  if (index === null || !ctx.lastTargetIsPlayer?.()) return null;
  if (!t.accept('a') && !t.accept('an')) return null;
  const start = t.peek();
  // The words of the card phrase: up to "from it", then its modifiers up to the instruction that follows.
  let from = -1;
  let end = -1;
  let then: 'discard' | 'exile' | null = null;
  for (let i = t.pos; i < t.tokens.length; i++) {
    const w = t.tokens[i].text.toLowerCase();
    if (from < 0 && w === 'from' && t.tokens[i + 1]?.text === 'it') from = i;
    const rest = t.tokens
      .slice(i)
      .map((x) => x.text.toLowerCase())
      .join(' ');
    if (from >= 0 && i > from + 1 && (rest === '; that player discards that card' || rest === 'and exile that card')) {
      end = i;
      then = rest.startsWith(';') ? 'discard' : 'exile';
      break;
    }
  }
  if (!start || from < 0 || !then) {
    ctx.stopped?.(t.rest() || sentence);
    return null;
  }
  const source = t.source;
  const before = source.slice(start.at, t.tokens[from].at).trimEnd();
  const afterStart = t.tokens[from + 1].at + 2;
  const after = end > from + 2 ? source.slice(afterStart, t.tokens[end].at).trimEnd() : '';
  const phrase = Tokens.of(`${before} in your hand${after}`);
  const card = object(phrase, false, { hand: true });
  if (!card || !phrase.done || card.kind !== 'object' || card.zone !== 'hand') {
    ctx.stopped?.(phrase.rest() || sentence);
    return null;
  }
  // "in your hand" stood for "from it": the hand is the target player's, not the controller's.
  const filters = card.filters.filter((f) => !(f.kind === 'owner' && f.is === 'you'));
  return { kind: 'chooseFromHand', target: index, card: { kind: 'object', zone: 'hand', filters }, then };
}

/**
 * "You choose a nonland card from it." followed by "That player discards that card.": one instruction
 * in two sentences ("that card" is the one chosen), joined for chooseSentence; a look at a library and
 * the next sentence that puts "them" somewhere, for lookSentence.
 */
export function joinChoiceSentences(joined: string[], looksOnly = false): string[] {
  // 701.23a: a search whose card is put on top after the shuffle, in two sentences (library-effects.ts); 701.20a:
  // "Reveal cards from the top of your library until ..." and what is done with them (cards/grammar/reveal-until.ts).
  const sentences = joinThoseCreatures(joinRevealUntil(joinSearchTop(joined)));
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const next = sentences[i + 1];
    if (looksOnly && !/^(?:Look at|Reveal) the top /.test(sentences[i])) out.push(sentences[i]);
    else if (/^You choose /.test(sentences[i]) && next === 'That player discards that card') {
      out.push(`${sentences[i]}; that player discards that card`);
      i++;
    } else if (
      /^Look at the top \w+ cards of your library$/.test(sentences[i]) &&
      next !== undefined &&
      /^Put \w+ of (?:them|those cards) /.test(next)
    ) {
      // "Look at the top four cards of your library." + "Put one of them into your hand and ...": "them" is the cards looked at.
      out.push(`${sentences[i]}; p${next.slice(1)}`);
      i++;
    } else if (
      /^(?:Look at|Reveal) the top (?:\w+ cards|card) of your library$/.test(sentences[i]) &&
      next !== undefined &&
      /^(?:You may (?:reveal|put) an? .+ from among them|Put all .+ (?:revealed this way|from among them)|Put (?:an?|up to \w+) .+ from among them into your hand and the rest |You may put that card into your graveyard$|Put any number of them into your graveyard )/.test(
        next,
      )
    ) {
      // 701.20a, 608.2d: "You may reveal a creature card from among them and put it into your hand.", "Put all Goblin
      // cards revealed this way into your hand and ...": "them" are the cards looked at; "Put the rest ..." the others.
      const rest = sentences[i + 2] !== undefined && /^Put the rest /.test(sentences[i + 2]) ? sentences[i + 2] : null;
      out.push(`${sentences[i]}; ${next[0].toLowerCase()}${next.slice(1)}${rest ? `; p${rest.slice(1)}` : ''}`);
      i += rest ? 2 : 1;
    } else if (
      /^Look at the top (?:card|\w+ cards) of target (?:player|opponent)'s library$/.test(sentences[i]) &&
      next !== undefined &&
      /^(?:You may put that card into (?:their|that player's) graveyard|Put one of (?:them|those cards) into (?:their|that player's) graveyard(?: and the rest .+)?)$/.test(
        next,
      )
    ) {
      // Eye Spy, Wu Spy, Cruel Fate: "that card", "them" are the cards looked at of the target player's library.
      out.push(`${sentences[i]}; ${next[0].toLowerCase()}${next.slice(1)}`);
      i++;
    } else if (
      sentences[i] === 'Look at the top card of your library' &&
      next !== undefined &&
      /^If it's an? .+ card, you may reveal it and put it into your hand$/.test(next)
    ) {
      // 701.20a, 608.2d: "If it's a creature card, you may reveal it and put it into your hand." (Domri Rade): "it" is the card looked at.
      out.push(`${sentences[i]}; i${next.slice(1)}`);
      i++;
    } else if (
      /^Look at the top \w+ cards of your library$/.test(sentences[i]) &&
      next !== undefined &&
      /^Put up to \w+ .+ from among them onto the battlefield$/.test(next) &&
      sentences[i + 2] === 'Put the rest on the bottom of your library in any order'
    ) {
      // 110.2a, 401.4: Collected Company: "them" is the cards looked at; "the rest" the others.
      out.push(`${sentences[i]}; p${next.slice(1)}; put the rest on the bottom of your library in any order`);
      i += 2;
    } else if (
      /^Look at the top \w+ cards of your library, then put them back in any order$/.test(sentences[i]) &&
      next === 'You may shuffle your library'
    ) {
      // 701.24a, 608.2d: Ponder's "You may shuffle your library." after the reorder: asked once the cards are back.
      out.push(`${sentences[i]}; you may shuffle your library`);
      i++;
    } else if (/^Draw .+, then put \w+ cards from your hand /.test(sentences[i])) {
      // 608.2c: "Draw three cards, then put two cards from your hand on top of your library": two instructions in order.
      const at = sentences[i].indexOf(', then put ');
      out.push(sentences[i].slice(0, at), `P${sentences[i].slice(at + ', then p'.length)}`);
    } else out.push(sentences[i]);
  }
  return out;
}

/** An ability's sentences (a triggered or an activated one) with only the looks at a library joined to what follows them. */
export function joinLookSentences(sentences: string[]): string[] {
  return joinChoiceSentences(sentences, true);
}

/**
 * "Look at the top N cards of your library, then put them back in any order", "...; put one of them into your hand and ..."
 * (701.20e); "Reveal the top N cards ..." (701.20a) with the cards picked from among them (pickSentence).
 */
function lookSentence(t: Tokens, sentence: string, ctx: SentenceContext, reveal: boolean): Effect | null {
  const stop = (): null => {
    ctx.stopped?.(t.rest() || sentence);
    return null;
  };
  // "Look at the top card of your library; you may put that card into your graveyard" (one card, kept on top or not).
  if (t.accept('card', 'of', 'your', 'library', ';', 'you', 'may', 'put', 'that', 'card', 'into', 'your', 'graveyard'))
    return t.done
      ? { kind: 'lookAtLibrary', n: 1, keep: 1, rest: 'top', pick: { to: 'graveyard', filters: [] }, ...(reveal ? { reveal } : {}) }
      : stop();
  // "Look at the top card of your library; if it's a creature card, you may reveal it and put it into your hand" (Domri
  // Rade, Narset Transcendent): the card is picked only if it is what the phrase says (as printed), else it stays on top.
  if (!reveal && t.accept('card', 'of', 'your', 'library', ';', 'if', "it's") && (t.accept('a') || t.accept('an'))) {
    const tail = [',', 'you', 'may', 'reveal', 'it', 'and', 'put', 'it', 'into', 'your', 'hand'];
    const end = t.tokens.length - tail.length;
    const filters = end > t.pos ? cardPhraseUntil(t, end) : null;
    if (!filters || !t.accept(...tail) || !t.done) return stop();
    return { kind: 'lookAtLibrary', n: 1, keep: 1, rest: 'top', pick: { to: 'hand', filters } };
  }
  const n = quantity(t);
  if (!n || n.kind !== 'fixed' || n.n < 2 || !t.accept('cards', 'of', 'your', 'library')) return null;
  if (!reveal && t.accept(',', 'then', 'put', 'them', 'back', 'in', 'any', 'order')) {
    // 701.24a, 608.2d: "You may shuffle your library." (Ponder): a yes/no asked after the reorder.
    if (t.accept(';', 'you', 'may', 'shuffle', 'your', 'library'))
      return t.done ? { kind: 'lookAtLibrary', n: n.n, keep: 0, rest: 'top', mayShuffle: true } : stop();
    return t.done ? { kind: 'lookAtLibrary', n: n.n, keep: 0, rest: 'top' } : stop();
  }
  // "..., then put one of them into your hand and the rest ..." (Court Hussar), "..., put one of them into your hand, and
  // exile the rest" (Browse): the same instruction in one sentence.
  if (!t.accept(';') && !(!reveal && (t.accept(',', 'then') || t.accept(',')) && t.word() === 'put')) return stop();
  if (t.word() === 'you' || t.word(1) === 'all' || (reveal && t.word() === 'put')) return pickSentence(t, n.n, reveal) ?? stop();
  if (reveal || !t.accept('put')) return stop();
  if (t.accept('up', 'to')) return ontoBattlefield(t, n.n) ?? stop();
  // Grim Flayer: "Put any number of them into your graveyard and the rest back on top of your library in any order."
  if (
    t.accept('any', 'number', 'of', 'them', 'into', 'your', 'graveyard', 'and', 'the', 'rest', 'back', 'on', 'top', 'of', 'your', 'library')
  )
    return t.accept('in', 'any', 'order') && t.done
      ? { kind: 'lookAtLibrary', n: n.n, keep: n.n, rest: 'top', pick: { to: 'graveyard', filters: [] } }
      : stop();
  const keep = quantity(t);
  if (!keep || keep.kind !== 'fixed' || keep.n < 1 || keep.n >= n.n) return stop();
  if (!(t.accept('of', 'them') || t.accept('of', 'those', 'cards'))) return stop();
  // "Put one of them into your graveyard." (Jace, the Living Guildpact): the other stays on top (one card: no order);
  // "... and the rest on top of their library in any order" (Cruel Fate).
  if (t.accept('into', 'your', 'graveyard')) {
    const pick = { to: 'graveyard' as const, filters: [], exactly: true as const };
    if (n.n - keep.n === 1 && t.done) return { kind: 'lookAtLibrary', n: n.n, keep: keep.n, rest: 'top', pick };
    const rest = t.accept('and', 'the', 'rest') ? restTo(t, n.n - keep.n) : null;
    if (!rest || (rest !== 'top' && rest !== 'bottom') || !t.done) return stop();
    return { kind: 'lookAtLibrary', n: n.n, keep: keep.n, rest, pick };
  }
  if (!t.accept('into', 'your', 'hand')) return stop();
  const left = n.n - keep.n;
  // 406.3: "..., and exile the rest" (Browse): the others exiled face up.
  if (left > 1 && (t.accept(',', 'and', 'exile', 'the', 'rest') || t.accept('and', 'exile', 'the', 'rest')))
    return t.done ? { kind: 'lookAtLibrary', n: n.n, keep: keep.n, rest: 'exile' } : stop();
  if (!t.accept('and')) return stop();
  if (!(left === 1 ? t.accept('the', 'other') : t.accept('the', 'rest'))) return stop();
  const rest = restTo(t, left);
  if (!rest) return stop();
  return t.done ? { kind: 'lookAtLibrary', n: n.n, keep: keep.n, rest } : stop();
}

/**
 * Where the cards not picked go: "into your graveyard", "on the bottom of your library in any order" (401.4: more than one
 * card put in one place of a library at once: "in any order" says their owner arranges them), "on top of ...".
 */
function restTo(t: Tokens, left: number): 'top' | 'bottom' | 'graveyard' | 'hand' | null {
  let rest: 'top' | 'bottom' | 'graveyard' | 'hand' | null = null;
  if (t.accept('into', 'your', 'graveyard')) rest = 'graveyard';
  else if (t.accept('into', 'your', 'hand')) rest = 'hand';
  else if (t.accept('on', 'the', 'bottom', 'of', 'your', 'library')) rest = 'bottom';
  else if (t.accept('on', 'top', 'of', 'your', 'library')) rest = 'top';
  if (!rest) return null;
  if ((rest === 'top' || rest === 'bottom') && left > 1 && !t.accept('in', 'any', 'order')) return null;
  return rest;
}

/**
 * The cards picked from among those looked at or revealed (701.20a, 608.2d), the cursor after "; ":
 *
 *   pick  := "you" "may" "reveal" ("a" | "an") card "from" "among" "them" "and" "put" "it" "into" "your" "hand" rest
 *          | "you" "may" "put" ("a" | "an") card "from" "among" "them" "into" "your" "hand" rest
 *          | "put" "all" card' "revealed" "this" "way" "into" "your" "hand" "and" "the" "rest" restTo     (revealed only)
 *          | "put" "all" card' ("revealed" "this" "way" | "from" "among" "them") "onto" "the" "battlefield" ["tapped"]
 *            "and" "the" "rest" restTo                                                                    (revealed only)
 *          | "you" "may" "put" ("a" | "an") card "from" "among" "them" "onto" "the" "battlefield" ["tapped"] rest
 *   rest  := ";" "put" "the" "rest" restTo
 *
 * card is the selector grammar's object, "card" its noun ("creature or land card", "Human card"); card' with "cards".
 * The rest is never put into the hand the picked cards go to (nothing would be picked): "into your hand" only after
 * "onto the battlefield" (Nissa, Nature's Artisan).
 */
function pickSentence(t: Tokens, n: number, reveal: boolean): Effect | null {
  const card = (end: number): ObjectFilter[] | null => cardPhraseUntil(t, end);
  const ahead = (...words: string[]) => {
    for (let i = t.pos; i < t.tokens.length; i++) if (words.every((w, j) => t.tokens[i + j]?.text.toLowerCase() === w)) return i;
    return -1;
  };
  const look = { kind: 'lookAtLibrary' as const, ...(reveal ? { reveal } : {}) };
  if (t.accept('put', 'all')) {
    if (!reveal) return null;
    // "revealed this way" / "from among them": the cards revealed (Goblin Ringleader; Nissa, Nature's Artisan).
    const way = ahead('revealed', 'this', 'way');
    const among = ahead('from', 'among', 'them');
    const filters = card(way >= 0 ? way : among);
    if (!filters || !(t.accept('revealed', 'this', 'way') || t.accept('from', 'among', 'them'))) return null;
    // 110.2a: "onto the battlefield [tapped]": under the control of the player who puts them there.
    const onto = t.accept('onto', 'the', 'battlefield');
    const tapped = onto && t.accept('tapped');
    if (!onto && !t.accept('into', 'your', 'hand')) return null;
    if (!t.accept('and', 'the', 'rest')) return null;
    const rest = restTo(t, n);
    if (!rest || (!onto && rest === 'hand') || !t.done) return null;
    const to = onto ? ('battlefield' as const) : ('hand' as const);
    return { ...look, n, keep: n, rest, pick: { to, filters, all: true, ...(tapped ? { tapped } : {}) } };
  }
  // "Put a creature card from among them into your hand and the rest into your graveyard" (Tracker's Instincts: one if
  // there is one), "Put up to two instant and/or sorcery cards from among them into your hand and the rest [of the
  // revealed cards] into your graveyard" (Pieces of the Puzzle, Kruphix's Insight): revealed cards only.
  if (reveal && t.word() === 'put') {
    t.next();
    let keep = 1;
    const up = t.accept('up', 'to');
    if (up) {
      const q = quantity(t);
      if (!q || q.kind !== 'fixed' || q.n < 1 || q.n >= n) return null;
      keep = q.n;
    } else if (!(t.accept('a') || t.accept('an'))) return null;
    const filters = card(ahead('from', 'among', 'them'));
    if (!filters || !t.accept('from', 'among', 'them', 'into', 'your', 'hand', 'and', 'the', 'rest')) return null;
    t.accept('of', 'the', 'revealed', 'cards');
    const rest = restTo(t, n);
    if (!rest || rest === 'hand' || !t.done) return null;
    return { ...look, n, keep, rest, pick: { to: 'hand', filters, ...(up ? {} : { exactly: true as const }) } };
  }
  const revealIt = !reveal && t.accept('you', 'may', 'reveal');
  if (!revealIt && !t.accept('you', 'may', 'put')) return null;
  if (!(t.accept('a') || t.accept('an'))) return null;
  const filters = card(ahead('from', 'among', 'them'));
  if (!filters || !t.accept('from', 'among', 'them')) return null;
  // 110.2a: "You may put a creature card with power 3 or greater from among them onto the battlefield" (no reveal said).
  const onto = !revealIt && t.accept('onto', 'the', 'battlefield');
  const tapped = onto && t.accept('tapped');
  if (!onto && !(revealIt ? t.accept('and', 'put', 'it', 'into', 'your', 'hand') : t.accept('into', 'your', 'hand'))) return null;
  if (!t.accept(';', 'put', 'the', 'rest')) return null;
  const rest = restTo(t, n);
  if (!rest || (!onto && rest === 'hand') || !t.done) return null;
  // 701.20a: a card looked at is revealed to show it meets the description; one revealed already is.
  const to = onto ? ('battlefield' as const) : ('hand' as const);
  return { ...look, n, keep: 1, rest, pick: { to, filters, ...(tapped ? { tapped } : {}) } };
}

/**
 * 110.2a: "[You may] put an Equipment card from your hand onto the battlefield", "... a creature card with converted mana
 * cost equal to the number of charge counters on CARDNAME from your hand ...": the card phrase is the selector grammar's
 * object in "your hand"; "you may": the controller may put none (608.2d).
 */
function putFromHandSentence(sentence: string): Effect | null {
  const m = /^(You may put|Put) an? (.+) from your hand onto the battlefield$/.exec(sentence);
  if (!m) return null;
  const phrase = Tokens.of(`${m[2]} in your hand`);
  const card = object(phrase, false, { hand: true });
  if (!card || !phrase.done || card.kind !== 'object' || card.zone !== 'hand') return null;
  return { kind: 'putOntoBattlefieldFromHand', card, may: m[1] === 'You may put' };
}

/**
 * The card phrase from the cursor to token `end` ("creature cards with converted mana cost 3 or less", "a land card"),
 * read by the selector grammar as cards of a hand (the owner dropped: the cards are the library's); the cursor moves
 * to `end`. Null when the words are not all one card phrase.
 */
function cardPhraseUntil(t: Tokens, end: number): ObjectFilter[] | null {
  const start = t.peek();
  if (!start || end <= t.pos) return null;
  const text = t.source
    .slice(start.at, t.tokens[end].at)
    .trimEnd()
    .replace(/\bcards\b/g, 'card');
  const phrase = Tokens.of(`${text} in your hand`);
  const read = object(phrase, false, { hand: true });
  if (!read || !phrase.done || read.kind !== 'object') return null;
  t.pos = end;
  return read.filters.filter((f) => f.kind !== 'owner');
}

/**
 * 110.2a, 401.4: "...; put up to two creature cards with converted mana cost 3 or less from among them onto the
 * battlefield; put the rest on the bottom of your library in any order" (Collected Company), the cursor after "up to".
 */
function ontoBattlefield(t: Tokens, n: number): Effect | null {
  const keep = quantity(t);
  if (!keep || keep.kind !== 'fixed' || keep.n < 1 || keep.n >= n) return null;
  const start = t.peek();
  let end = -1;
  for (let i = t.pos; i < t.tokens.length; i++)
    if (
      t.tokens
        .slice(i, i + 6)
        .map((x) => x.text.toLowerCase())
        .join(' ') === 'from among them onto the battlefield'
    ) {
      end = i;
      break;
    }
  if (!start || end <= t.pos) return null;
  const filters = cardPhraseUntil(t, end);
  if (!filters) return null;
  t.pos = end + 6;
  if (!t.accept(';', 'put', 'the', 'rest', 'on', 'the', 'bottom', 'of', 'your', 'library', 'in', 'any', 'order') || !t.done) return null;
  return { kind: 'lookAtLibrary', n, keep: keep.n, rest: 'bottom', pick: { to: 'battlefield', filters } };
}

/** "Put two cards from your hand on top of your library in any order" (401.4). */
function putBackSentence(t: Tokens): Effect | null {
  t.next();
  const n = quantity(t);
  if (!n || n.kind !== 'fixed' || n.n < 2) return null;
  if (!t.accept('cards', 'from', 'your', 'hand', 'on', 'top', 'of', 'your', 'library', 'in', 'any', 'order') || !t.done) return null;
  return { kind: 'putFromHand', n: n.n };
}

/**
 * 608.2d: "Return a creature card from your graveyard to your hand", "you may return an artifact card from your
 * graveyard to your hand" (Liliana, the Last Hope): no target; the controller chooses a card of their own graveyard that
 * is what the phrase says as the instruction is followed ("you may": or none). One card, one phrase of the selector
 * grammar (a target phrase's object, without the word "target"); null unless every word is read.
 */
export function returnCardFromGraveyard(sentence: string): Effect | null {
  const m = /^(You may return|Return) an? (.+) from your graveyard to your hand$/.exec(sentence);
  if (!m || /\b(?:target|it|that|CARDNAME)\b/.test(m[2])) return null;
  const parsed = parseTarget(`target ${m[2]} from your graveyard`);
  if (!parsed.ok || parsed.value.count.min !== 1 || parsed.value.count.max !== 1 || parsed.value.options.length !== 1) return null;
  const what = parsed.value.options[0];
  if (what.kind !== 'object' || what.zone !== 'graveyard') return null;
  return {
    kind: 'returnPermanents',
    what,
    n: 1,
    text: `${m[2]} from your graveyard`,
    ...(m[1] === 'You may return' ? { may: true as const } : {}),
  };
}
