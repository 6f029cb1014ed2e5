import { Effect, SearchLibrary } from '../ability';
import { ObjectFilter, PlayerRef } from '../selector';
import { SentenceContext } from './amount-sentences';
import { object, PERMANENT_TYPES } from './selector';
import { Tokens } from './tokens';

/**
 * Sentences about a player's own library, read by one grammar for spells and abilities alike (a
 * resolving ability pauses for the choice as a spell does, rules/608-resolving.ts):
 *
 *   search   := [who "may"] "search" library "for" cards [reveal] put where [shuffle]
 *   who      := "You" | "Its" "controller"                  ("its": the last target named, 608.2h)
 *   library  := "your" "library" | "their" "library"        ("their" after "Its controller")
 *   cards    := ("a" | "an") card | "up" "to" number card' | "any" "number" "of" card'
 *   card     := "card" "named" ("CARDNAME" | Name) | object  (the selector grammar's object, "card" its noun;
 *                                                             "permanent card": a card of a permanent type, 110.4)
 *   reveal   := ("," | ["," ] "and") "reveal" them
 *   put      := ("," | ["," ] "and") "put" them
 *             | (["," ] "and" | ";") "put" "one" ("onto" "the" "battlefield" ["tapped"] | "into" "your" "hand") "and" "the"
 *               ("other" | "rest") "into" "your" ("hand" | "graveyard")
 *               (Cultivate, Fork in the Road: the first card of the answer goes where "one" goes; "the other": two)
 *   where    := "onto" "the" "battlefield" ["tapped"] | "into" ("your" | "their") ("hand" | "graveyard")
 *   them     := "it" | "them" | "that" "card" | "those" "cards"
 *   shuffle  := "," "then" "shuffle" [("your" | "their") "library"]
 *
 * Name is a card name written in the text ("a card named Nissa's Chosen", 201.2): capitalized words,
 * "of" / "the" between them.
 *
 * and "search ... for a card, then shuffle your library and put that card on top of it" (the card
 * is found, the library shuffled, then the card put on top), also after the reveal ("..., reveal it, then shuffle ...",
 * "... and reveal that card; shuffle your library, then put the card on top of it", "those cards ... in any order":
 * the answer's first card on top, 401.4). card' is card with "cards" for "card".
 *
 *   shuffle sentence := ["Then"] "shuffle" ["your" "library"]       (701.24a, the controller's library)
 *   scry sentence    := "Scry" number                                (701.22a)
 */

type Quantity = { n: number } | null;

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

function number(t: Tokens): Quantity {
  const tok = t.peek();
  if (!tok) return null;
  const n = tok.kind === 'number' ? Number(tok.text) : NUMBERS[tok.text.toLowerCase()];
  if (n === undefined || !Number.isInteger(n) || n < 1) return null;
  t.next();
  return { n };
}

function them(t: Tokens): boolean {
  return t.accept('it') || t.accept('them') || t.accept('that', 'card') || t.accept('those', 'cards');
}

/** "X card", "up to two basic land cards": the card phrase (from the cursor to `end`, a token index) as filters. */
function cardPhrase(t: Tokens, end: number, plural: boolean): { filters: ObjectFilter[]; named: boolean; name?: string } | null {
  const words = t.tokens.slice(t.pos, end);
  if (words.length === 0) return null;
  const text = t.source.slice(words[0].at, words[words.length - 1].at + words[words.length - 1].text.length);
  // The selector grammar reads one singular card: "basic land cards" is read as "basic land card".
  const singular = plural ? text.replace(/\bcards\b/g, 'card') : text;
  if (singular === 'card named CARDNAME') return { filters: [], named: true };
  // 201.2: "a card named Nissa's Chosen": a name the text writes (one card; "cards named ..." is left out).
  const written = /^card named ((?:[A-Z][\w'-]*)(?: (?:of|the|[A-Z][\w'-]*))*)$/.exec(text);
  if (written && !written[1].includes('CARDNAME')) return { filters: [], named: false, name: written[1] };
  const permanent = / permanent card\b/.test(singular);
  const phrase = Tokens.of(permanent ? singular.replace(/ permanent card\b/, ' card') : singular);
  const option = object(phrase, false, { cardIn: 'graveyard' });
  if (!option || option.kind !== 'object' || !phrase.done) return null;
  const filters = option.filters.filter((f) => !(f.kind === 'owner'));
  if (permanent) filters.push({ kind: 'type', anyOf: PERMANENT_TYPES });
  return { filters, named: false };
}

/** The first token index at or after the cursor where one of these word sequences starts, or -1. */
function findAhead(t: Tokens, ...sequences: string[][]): number {
  for (let i = t.pos; i < t.tokens.length; i++)
    for (const seq of sequences) if (seq.every((w, j) => t.tokens[i + j]?.text.toLowerCase() === w)) return i;
  return -1;
}

/** 701.23a: a search sentence, or null (not one, or not every word read: `ctx.stopped` is told where). */
export function searchSentence(sentence: string, ctx: SentenceContext): Effect | null {
  const t = Tokens.of(sentence);
  let searcher: PlayerRef | undefined;
  let may = false;
  let library: 'your' | 'their' = 'your';
  if (t.accept('its', 'controller', 'may')) {
    const index = ctx.lastTarget();
    if (index === null) return null;
    searcher = { kind: 'controllerOf', of: { kind: 'target', index } };
    may = true;
    library = 'their';
  } else if (t.accept('you', 'may')) may = true;
  if (!t.accept('search', library, 'library', 'for')) return null;
  const stop = (): null => {
    ctx.stopped?.(t.rest() || sentence);
    return null;
  };
  let count = 1;
  let plural = false;
  if (t.accept('a') || t.accept('an')) count = 1;
  else if (t.accept('up', 'to')) {
    const n = number(t);
    if (!n) return stop();
    count = n.n;
    plural = n.n > 1;
  } else if (t.accept('any', 'number', 'of')) {
    count = 1000;
    plural = true;
  } else return stop();
  // The card phrase ends where the instructions about the cards found begin.
  const end = findAhead(t, [',', 'reveal'], ['and', 'reveal'], [',', 'put'], ['and', 'put'], [',', 'and', 'put'], [',', 'then', 'shuffle']);
  if (end < 0) return stop();
  // 201.2b: "up to three artifact cards with different names" (Saheeli Rai): the card phrase, then a condition on them all.
  const names = plural && end >= 3 && ['with', 'different', 'names'].every((w, i) => t.tokens[end - 3 + i].text.toLowerCase() === w);
  const card = cardPhrase(t, names ? end - 3 : end, plural);
  if (!card) return stop();
  t.pos = end;
  const base = {
    filters: card.filters,
    ...(card.named ? { named: true } : {}),
    ...(card.name ? { name: card.name } : {}),
    count,
    ...(names ? { differentNames: true as const } : {}),
  };
  const who = { ...(searcher ? { searcher } : {}), ...(may ? { may: true } : {}) };
  // "for a card, then shuffle your library and put that card on top of it" (Vampiric Tutor).
  if (t.accept(',', 'then', 'shuffle')) {
    t.accept(library, 'library');
    if (!t.accept('and', 'put', 'that', 'card', 'on', 'top', 'of', 'it') || !t.done || count !== 1) return stop();
    const effect: SearchLibrary = { kind: 'searchLibrary', ...base, to: 'top', tapped: false, shuffle: true, ...who };
    return effect;
  }
  if (t.accept(',', 'reveal') || t.accept('and', 'reveal')) {
    if (!them(t)) return stop();
    // "..., reveal it, then shuffle your library and put that card on top of it" (Brutalizer Exarch); "... and reveal
    // that card; shuffle your library, then put the card on top of it" (Enlightened Tutor, two sentences joined by
    // joinSearchTop); "those cards ... in any order" (Congregation at Dawn, 401.4: the first of the answer on top).
    const then = t.accept(',', 'then', 'shuffle', library, 'library', 'and', 'put');
    if (then || t.accept(';', 'shuffle', library, 'library', ',', 'then', 'put')) {
      const card =
        count === 1 ? t.accept('that', 'card') || (!then && t.accept('the', 'card')) : t.accept('those', 'cards') || t.accept('them');
      // 401.4: several cards put on top at once are arranged by their owner, "in any order" written or not.
      if (!card || !t.accept('on', 'top', 'of', 'it')) return stop();
      if (count > 1) t.accept('in', 'any', 'order');
      if (!t.done) return stop();
      const effect: SearchLibrary = { kind: 'searchLibrary', ...base, to: 'top', tapped: false, shuffle: true, ...who };
      return effect;
    }
  }
  // "..., and put one onto the battlefield tapped and the other into your hand" (Cultivate; "the rest": Nissa's
  // Pilgrimage); "... and reveal them; put one into your hand and the other into your graveyard" (Fork in the Road).
  if (count >= 2 && (t.accept(',', 'and', 'put', 'one') || t.accept('and', 'put', 'one') || t.accept(';', 'put', 'one'))) {
    let oneTo: 'battlefield' | 'hand';
    let tapped = false;
    if (t.accept('onto', 'the', 'battlefield')) {
      oneTo = 'battlefield';
      tapped = t.accept('tapped');
    } else if (t.accept('into', library, 'hand')) oneTo = 'hand';
    else return stop();
    if (!t.accept('and', 'the', count === 2 ? 'other' : 'rest') && !t.accept('and', 'the', 'rest')) return stop();
    const to = t.accept('into', library, 'hand') ? 'hand' : t.accept('into', library, 'graveyard') ? 'graveyard' : null;
    if (!to || to === oneTo || !t.done) return stop();
    const effect: SearchLibrary = { kind: 'searchLibrary', ...base, to, tapped, oneTo, ...who };
    return effect;
  }
  if (!(t.accept(',', 'and', 'put') || t.accept(',', 'put') || t.accept('and', 'put')) || !them(t)) return stop();
  let to: SearchLibrary['to'];
  let tapped = false;
  if (t.accept('onto', 'the', 'battlefield')) {
    to = 'battlefield';
    tapped = t.accept('tapped');
  } else if (t.accept('into', library, 'hand')) to = 'hand';
  else if (t.accept('into', library, 'graveyard')) to = 'graveyard';
  else return stop();
  let shuffle = false;
  if (t.accept(',', 'then', 'shuffle')) {
    shuffle = true;
    t.accept(library, 'library');
  }
  if (!t.done) return stop();
  const effect: SearchLibrary = { kind: 'searchLibrary', ...base, to, tapped, ...(shuffle ? { shuffle } : {}), ...who };
  return effect;
}

/**
 * "Search your library for an artifact or enchantment card and reveal that card." then "Shuffle your library, then put
 * the card on top of it." (Enlightened Tutor, Sterling Grove; "those cards ... in any order": Congregation at Dawn), or
 * "Put one into your hand and the other into your graveyard." (Fork in the Road): one instruction in two sentences,
 * joined by "; " for searchSentence.
 */
export function joinSearchTop(sentences: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const next = sentences[i + 1];
    if (
      /^Search your library for .+ and reveal (?:that card|them|those cards)$/.test(sentences[i]) &&
      next !== undefined &&
      /^(?:Shuffle your library, then put (?:the card|those cards|them) on top of it(?: in any order)?|Put one (?:onto the battlefield(?: tapped)?|into your hand) and the (?:other|rest) into your (?:hand|graveyard))$/.test(
        next,
      )
    ) {
      out.push(`${sentences[i]}; ${next[0].toLowerCase()}${next.slice(1)}`);
      i++;
    } else if (
      /^Search your library for (?:any number of|up to \w+) [^,]+ cards$/.test(sentences[i]) &&
      next === 'Reveal those cards, then shuffle your library and put them on top of it'
    ) {
      // Scouting Trek: "Search your library for any number of basic land cards. Reveal those cards, then shuffle ...".
      out.push(`${sentences[i]}, r${next.slice(1)}`);
      i++;
    } else out.push(sentences[i]);
  }
  return out;
}

/** 701.24a: "Then shuffle your library.", "Shuffle your library.", "Then shuffle." (the controller's library). */
export function shuffleSentence(sentence: string): Effect | null {
  const t = Tokens.of(sentence);
  t.accept('then');
  if (!t.accept('shuffle')) return null;
  t.accept('your', 'library');
  return t.done ? { kind: 'shuffleLibrary' } : null;
}

/** 701.22a: "Scry N." */
export function scrySentence(sentence: string): Effect | null {
  const t = Tokens.of(sentence);
  if (!t.accept('scry')) return null;
  const n = number(t);
  return n && t.done ? { kind: 'scry', n: n.n } : null;
}

/** A sentence about the controller's library (a search, a shuffle, a scry), or null. */
export function librarySentence(sentence: string, ctx: SentenceContext): Effect | null {
  return searchSentence(sentence, ctx) ?? shuffleSentence(sentence) ?? scrySentence(sentence);
}

/**
 * 701.20a: the top card of a library revealed, then put into its owner's hand (an ability's whole body, its sentences
 * joined by ". "):
 *
 *   reveal-top := who "reveal[s]" "the" "top" "card" "of" ("your" | "their") "library" then
 *   who        := "" | "defending" "player"                       (506.2; "their" with them, "your" without)
 *   then       := "and" "put" "that" "card" "into" "your" "hand" "." "You" "lose" "life" "equal" "to" "its"
 *                 ("converted" "mana" "cost" | "mana" "value")     (Dark Confidant, 202.3)
 *               | "." "If" "it's" "a" "land" "card" "," "that" "player" "puts" "it" "into" "their" "hand"   (Goblin Guide)
 *               | if                                              (revealTopIf, "your" library only)
 */
export function revealTopSentences(body: string): Effect | null {
  const t = Tokens.of(body);
  const defending = t.accept('defending', 'player');
  if (!t.accept(defending ? 'reveals' : 'reveal', 'the', 'top', 'card', 'of', defending ? 'their' : 'your', 'library')) return null;
  if (!defending && t.accept('and', 'put', 'that', 'card', 'into', 'your', 'hand', '.', 'you', 'lose', 'life', 'equal', 'to', 'its')) {
    if (!(t.accept('converted', 'mana', 'cost') || t.accept('mana', 'value'))) return null;
    t.accept('.');
    return t.done ? { kind: 'revealTopToHand', who: 'you', loseLife: true } : null;
  }
  if (defending && t.accept('.', 'if', "it's", 'a', 'land', 'card', ',', 'that', 'player', 'puts', 'it', 'into', 'their', 'hand')) {
    t.accept('.');
    return t.done ? { kind: 'revealTopToHand', who: 'defendingPlayer', types: ['Land'] } : null;
  }
  return defending ? null : revealTopIf(t);
}

/**
 * 701.22a, then 701.20a: "scry 2, then reveal the top card of your library. If it's a creature card, put it into your
 * hand." (Llanowar Empath): two instructions in order, the scry first (a pending choice), then the reveal of the card
 * on top once the scry is done (revealTopSentences reads it).
 */
export function scryThenRevealTop(body: string): Effect[] | null {
  const m = /^[Ss]cry (\w+), then reveal (the top card of your library\. .+)$/.exec(body);
  if (!m) return null;
  const scry = scrySentence(`Scry ${m[1]}`);
  const reveal = revealTopSentences(`Reveal ${m[2]}`);
  return scry && reveal ? [scry, reveal] : null;
}

/** The card types an "If it's a ... card" names (one type, 205.2a). */
const REVEAL_TYPES: Record<string, string> = {
  artifact: 'Artifact',
  creature: 'Creature',
  enchantment: 'Enchantment',
  instant: 'Instant',
  land: 'Land',
  planeswalker: 'Planeswalker',
  sorcery: 'Sorcery',
};

/**
 * 608.2c: the card revealed goes where its type says (Coiling Oracle, Neurok Familiar), the cursor after "library":
 *
 *   if        := "." "If" "it's" ("a" | "an") type "card" "," "put" card to ["." "Otherwise" "," "put" card otherwise] ["."]
 *   card      := "it" | "that" "card"
 *   to        := "into" "your" "hand" | "onto" "the" "battlefield"
 *   otherwise := "into" "your" ("graveyard" | "hand")            (not where `to` puts it)
 */
function revealTopIf(t: Tokens): Effect | null {
  if (!t.accept('.', 'if', "it's") || !(t.accept('a') || t.accept('an'))) return null;
  const type = REVEAL_TYPES[t.next()?.text.toLowerCase() ?? ''];
  const card = () => t.accept('it') || t.accept('that', 'card');
  if (!type || !t.accept('card', ',', 'put') || !card()) return null;
  const to = t.accept('into', 'your', 'hand') ? 'hand' : t.accept('onto', 'the', 'battlefield') ? 'battlefield' : null;
  if (!to) return null;
  let otherwise: 'hand' | 'graveyard' | undefined;
  if (t.accept('.', 'otherwise', ',', 'put')) {
    if (!card()) return null;
    otherwise = t.accept('into', 'your', 'graveyard') ? 'graveyard' : t.accept('into', 'your', 'hand') ? 'hand' : undefined;
    if (!otherwise || otherwise === to) return null;
  }
  t.accept('.');
  if (!t.done) return null;
  return {
    kind: 'revealTopToHand',
    who: 'you',
    types: [type],
    ...(to === 'battlefield' ? { to } : {}),
    ...(otherwise ? { otherwise } : {}),
  };
}
