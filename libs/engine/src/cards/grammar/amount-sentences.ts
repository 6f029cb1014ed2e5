import { Effect } from '../ability';
import { PlayerRef, Quantity } from '../selector';
import { Tokens } from './tokens';
import { target } from './selector';
import { amount, equalTo, forEach, playerRef, Refs } from './quantity';

/**
 * Sentences whose number is a quantity phrase (cards/grammar/quantity.ts), read by the grammar
 * into today's effect kinds: damage, life gained or lost, cards drawn.
 *
 *   sentence   := "CARDNAME" "deals" "damage" "to" target equalTo
 *               | "CARDNAME" "deals" "damage" equalTo "to" target
 *               | "CARDNAME" "deals" "X" "damage" "to" target "," "where" "X" "is" amount
 *               | "CARDNAME" "deals" "damage" "to" ("each opponent" | "each player" | "you") equalTo
 *               | player "gains" lifeAmount | player "loses" lifeAmount
 *               | ["You"] "draw" drawAmount | "Target player" "draws" drawAmount
 *               | "Each opponent" "loses" lifeAmount
 *   player     := playerRef | "target" ("player" | "opponent")
 *   lifeAmount := "life" equalTo | number "life" forEach | "X" "life" "," "where" "X" "is" amount
 *   drawAmount := "a" "card" forEach | "cards" equalTo | "X" "cards" "," "where" "X" "is" amount
 *
 * A sentence is read only when every word of it is: anything else is left to the other readers.
 */

/** What the compiler lends: a target phrase made into one of the ability's targets (null: not one a verb reaches), and the last target so far. */
export interface SentenceContext {
  addTarget: (
    phrase: string,
    reach?: 'permanentsOrPlayers' | 'permanents' | 'spells' | 'graveyard' | 'spellsOrPermanents',
  ) => number | null;
  lastTarget: () => number | null;
  /** Whether the last target so far is a player ("target opponent"): "it" is then that player's revealed hand. */
  lastTargetIsPlayer?: () => boolean;
  /** Told the words the grammar stopped at, when a sentence of these shapes is not read in full. */
  stopped?: (words: string) => void;
  /** 603.7c: the text of a delayed ability about an object: "it", without a target before it, is that object. */
  referred?: boolean;
}

/** "N <unit> for each ...": N times a count. */
function times(n: Quantity, each: Quantity): Quantity {
  return n.kind === 'fixed' && n.n === 1 ? each : { kind: 'times', factor: n.kind === 'fixed' ? n.n : 1, of: each };
}

/** ", where X is <amount>" after a number X (the text defines X: 107.3a, not announced). */
function whereX(t: Tokens, refs: Refs): Quantity | null {
  const start = t.pos;
  if (!t.accept(',', 'where', 'x', 'is')) return null;
  const q = amount(t, refs);
  if (!q || q.kind === 'fixed' || q.kind === 'x') {
    t.pos = start;
    return null;
  }
  return q;
}

/** The index "that player" names while the target it refers to is still being read (bound by `bindPending` once it is added). */
const PENDING = -1;

/** A quantity read before its target was added, with "that player" naming that target's index (in a count's filters too). */
function bindPending(q: Quantity, index: number): Quantity {
  const bind = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(bind);
    if (v === null || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    if (o.kind === 'targetPlayer' && o.index === PENDING) return { kind: 'targetPlayer', index };
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, bind(x)]));
  };
  return bind(q) as Quantity;
}

/** A target phrase at the cursor, added to the ability's targets; its index. */
function targetAt(t: Tokens, ctx: SentenceContext, reach?: Parameters<SentenceContext['addTarget']>[1]): number | null {
  const first = t.peek();
  const start = t.pos;
  if (!first || !target(t)) return null;
  const last = t.tokens[t.pos - 1];
  const phrase = t.source.slice(first.at, last.at + last.text.length);
  const index = ctx.addTarget(phrase[0].toLowerCase() + phrase.slice(1), reach);
  if (index === null) t.pos = start;
  return index;
}

/** "life equal to ...", "2 life for each ...", "X life, where X is ...". */
function lifeAmount(t: Tokens, refs: Refs): Quantity | null {
  const start = t.pos;
  if (t.accept('life')) {
    const q = equalTo(t, refs);
    if (q) return q;
    t.pos = start;
    return null;
  }
  if (t.word() === 'x' && t.word(1) === 'life') {
    t.pos += 2;
    const q = whereX(t, refs);
    if (q) return q;
    t.pos = start;
    return null;
  }
  const n = amount(t, refs);
  if (n && n.kind === 'fixed' && t.accept('life')) {
    const each = forEach(t);
    if (each) return times(n, each);
  }
  t.pos = start;
  return null;
}

/** "a card for each ...", "cards equal to ...", "X cards, where X is ...". */
function drawAmount(t: Tokens, refs: Refs): Quantity | null {
  const start = t.pos;
  if (t.accept('a', 'card')) {
    const each = forEach(t);
    if (each) return each;
  } else if (t.accept('cards')) {
    const q = equalTo(t, refs);
    if (q) return q;
  } else if (t.accept('x', 'cards')) {
    const q = whereX(t, refs);
    if (q) return q;
  }
  t.pos = start;
  return null;
}

/** The effect of one sentence with a quantity phrase, or null (the cursor's words are not all read). */
export function amountSentence(sentence: string, ctx: SentenceContext): Effect | null {
  const t = Tokens.of(sentence);
  const effect = readSentence(t, sentence, ctx);
  // The words after the last phrase read, for the refusal (a sentence not begun as one of these names nothing).
  if (!effect && t.pos > 0 && /\b(?:equal to|for each|where X is)\b/.test(sentence)) ctx.stopped?.(t.rest() || sentence);
  return effect;
}

function readSentence(t: Tokens, sentence: string, ctx: SentenceContext): Effect | null {
  const refs = (): Refs => {
    const lastTarget = ctx.lastTarget();
    // "that player" after a target player ("Target player reveals their hand. You gain life equal to the number of cards in that player's hand.").
    return lastTarget !== null && ctx.lastTargetIsPlayer?.()
      ? { lastTarget, player: { kind: 'targetPlayer', index: lastTarget } }
      : { lastTarget };
  };
  const done = (e: Effect | null): Effect | null => (e && t.done ? e : null);
  // A target is added only once the words before it are read; what is after it must be read too, or the sentence is not this one.
  if (t.accept('cardname', 'deals')) {
    if (t.accept('damage', 'to')) {
      const who = t.accept('each', 'opponent') ? 'opponents' : t.accept('each', 'player') ? 'each' : t.accept('you') ? 'you' : null;
      if (who) {
        const q = equalTo(t, refs());
        return done(q && { kind: 'damagePlayers', amount: q, who });
      }
      const rest = Tokens.of(sentence);
      rest.pos = t.pos;
      const chosen = target(rest);
      if (!chosen) return null;
      const after = rest.pos;
      // "to target player equal to the number of cards in that player's hand": "that player" is the target being chosen.
      const toPlayer = chosen.options.every((o) => o.kind === 'player');
      const q = equalTo(rest, toPlayer ? { ...refs(), player: { kind: 'targetPlayer', index: PENDING } } : refs());
      if (!q || !rest.done) return null;
      const index = targetAt(t, ctx);
      if (index === null || t.pos !== after) return null;
      return { kind: 'damage', amount: bindPending(q, index), target: index };
    }
    // 120.3, 608.2c: "deals damage equal to the number of cards in target player's hand to that player" (Tibalt, the
    // Fiend-Blooded): the target named inside the amount, counted as the ability resolves.
    if (t.accept('damage', 'equal', 'to', 'the', 'number', 'of', 'cards', 'in', 'target', "player's", 'hand', 'to', 'that', 'player')) {
      if (!t.done) return null;
      const q = equalTo(Tokens.of("equal to the number of cards in that player's hand"), {
        ...refs(),
        player: { kind: 'targetPlayer', index: PENDING },
      });
      if (!q) return null;
      const index = ctx.addTarget('target player');
      return index === null ? null : { kind: 'damage', amount: bindPending(q, index), target: index };
    }
    if (t.accept('damage')) {
      // "CARDNAME deals damage equal to its power to target creature": "its" is the subject's, CARDNAME's (the target comes after it).
      const q = equalTo(t, { ...refs(), subject: { kind: 'source' } });
      if (!q || !t.accept('to')) return null;
      const index = targetAt(t, ctx);
      return index === null ? null : done({ kind: 'damage', amount: q, target: index });
    }
    if (t.accept('x', 'damage', 'to')) {
      const rest = Tokens.of(sentence);
      rest.pos = t.pos;
      if (!target(rest)) return null;
      const after = rest.pos;
      const q = whereX(rest, refs());
      if (!q || !rest.done) return null;
      const index = targetAt(t, ctx);
      if (index === null || t.pos !== after) return null;
      return { kind: 'damage', amount: q, target: index };
    }
    return null;
  }
  if (t.accept('draw')) {
    const q = drawAmount(t, refs());
    return done(q && { kind: 'draw', amount: q });
  }
  if (t.accept('each', 'opponent', 'loses')) {
    const q = lifeAmount(t, refs());
    return done(q && { kind: 'opponentsLoseLife', amount: q });
  }
  if (t.accept('target', 'player') || t.accept('target', 'opponent')) {
    const phrase = `target ${t.tokens[t.pos - 1].text}`;
    const verb = t.word();
    if (verb !== 'gains' && verb !== 'loses' && verb !== 'draws') return null;
    t.next();
    const q = verb === 'draws' ? drawAmount(t, refs()) : lifeAmount(t, refs());
    if (!q || !t.done) return null;
    const index = ctx.addTarget(phrase);
    if (index === null) return null;
    return verb === 'gains'
      ? { kind: 'targetGainsLife', amount: q, target: index }
      : verb === 'loses'
        ? { kind: 'targetLosesLife', amount: q, target: index }
        : { kind: 'targetDraws', amount: q, target: index };
  }
  const player: PlayerRef | null = playerRef(t, refs());
  if (!player) return null;
  if (t.accept('gain') || t.accept('gains')) {
    const q = lifeAmount(t, refs());
    return done(q && (player.kind === 'you' ? { kind: 'gainLife', amount: q } : { kind: 'gainLife', amount: q, player }));
  }
  if (player.kind === 'you' && t.accept('lose')) {
    const q = lifeAmount(t, refs());
    return done(q && { kind: 'loseLife', amount: q });
  }
  return null;
}
