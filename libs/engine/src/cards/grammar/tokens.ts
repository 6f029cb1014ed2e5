/**
 * The tokenizer of the card language: normalized Oracle text (reminder text dropped, the card's
 * name as CARDNAME, current wording: see currentWording) split into words, numbers, mana symbols
 * and punctuation. Case is kept: a capital starts a sentence or names a subtype ("Goblin").
 */
export type TokenKind = 'word' | 'number' | 'symbol' | 'punct';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Where it starts in the text, for "the words it stopped at". */
  at: number;
}

// A word keeps its apostrophe and hyphens ("don't", "owner's", "Assembly-Worker"); 's possessives stay on the word.
const TOKEN =
  /\{[^}]+\}|[+\u2212-]X\/[+\u2212-](?:X|\d+)|[+\u2212-]\d+\/[+\u2212-]X|[+\u2212-]?\d+\/[+\u2212-]?\d+|\d+|[A-Za-z][A-Za-z'’-]*|[.,:;—•"]/g;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const t = m[0];
    const kind: TokenKind = t.startsWith('{') ? 'symbol' : /^[+\u2212-]?\d/.test(t) ? 'number' : /^[A-Za-z]/.test(t) ? 'word' : 'punct';
    out.push({ kind, text: t, at: m.index ?? 0 });
  }
  return out;
}

/** A cursor over tokens: the recursive-descent grammar reads with it and backtracks by saving `pos`. */
export class Tokens {
  pos = 0;

  constructor(
    readonly tokens: Token[],
    readonly source: string,
  ) {}

  static of(text: string): Tokens {
    return new Tokens(tokenize(text), text);
  }

  get done(): boolean {
    return this.pos >= this.tokens.length;
  }

  peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }

  /** The next token's text, lower case (a sentence's first word is capitalized). */
  word(offset = 0): string | undefined {
    return this.peek(offset)?.text.toLowerCase();
  }

  /** Takes the words given, in order, if they come next (case-insensitive); otherwise takes nothing. */
  accept(...words: string[]): boolean {
    for (let i = 0; i < words.length; i++) if (this.word(i) !== words[i]) return false;
    this.pos += words.length;
    return true;
  }

  next(): Token | undefined {
    return this.tokens[this.pos++];
  }

  /** The text from the current token on: the words the grammar stopped at. */
  rest(): string {
    const t = this.peek();
    return t ? this.source.slice(t.at) : '';
  }
}
