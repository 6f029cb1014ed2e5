import { Effect } from '../ability';

/**
 * 701.20a, 401.4: "Reveal cards from the top of your library until you reveal a creature card. Put that card into your
 * hand and the rest on the bottom of your library in a random order." (Ajani, Valiant Protector; Tezzeret, Master of
 * Metal): one instruction in two sentences, joined by `joinRevealUntil` before the sentence is read.
 *
 *   sentence := "Reveal cards from the top of your library until you reveal" ("a" | "an") type "card"
 *               ";" "put that card into your hand and the rest on the bottom of your library in a random order"
 *   type     := a card type (lower case)
 *
 * Only a card type is read; anything else about the card ("a nonland card", "a creature card with ...") is left refused.
 */
const CARD_TYPES = ['artifact', 'creature', 'enchantment', 'instant', 'land', 'planeswalker', 'sorcery'];

const FIRST = /^Reveal cards from the top of your library until you reveal an? ([a-z]+) card$/;
const SECOND = 'Put that card into your hand and the rest on the bottom of your library in a random order';

/** The two sentences of the instruction made one (the second one's "that card" and "the rest" name the cards revealed). */
export function joinRevealUntil(sentences: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    if (FIRST.test(sentences[i]) && sentences[i + 1]?.replace(/\.$/, '') === SECOND) {
      out.push(`${sentences[i]}; p${SECOND.slice(1)}`);
      i++;
    } else out.push(sentences[i]);
  }
  return out;
}

/** The joined sentence's effect, or null when it is not one. */
export function revealUntilSentence(sentence: string): Effect | null {
  const [first, second] = sentence.split('; ');
  const m = FIRST.exec(first ?? '');
  if (!m || second !== `p${SECOND.slice(1)}` || !CARD_TYPES.includes(m[1])) return null;
  return { kind: 'revealUntil', type: `${m[1][0].toUpperCase()}${m[1].slice(1)}` };
}
