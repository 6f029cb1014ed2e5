import { Effect, Selector } from '../ability';
import { parseTarget } from './selector';
import { Color } from '../card';
import { keywordList } from './loyalty-sentences';
import { Tokens } from './tokens';

const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** "white and blue", "green": the colors named, in order; [] when none is named. */
function colorWords(t: Tokens): Color[] | null {
  const colors: Color[] = [];
  for (;;) {
    const c = COLOR_WORDS[t.word() ?? ''];
    if (!c) break;
    t.next();
    colors.push(c);
    if (t.word() === 'and' && COLOR_WORDS[t.word(1) ?? '']) t.next();
  }
  return colors;
}

/**
 * 205.1b, 613.1d-f, 613.4b: a land's "CARDNAME becomes a 2/2 Assembly-Worker artifact creature until
 * end of turn. It's still a land." (Mishra's Factory), "Until end of turn, CARDNAME becomes a 4/4
 * white and blue Elemental creature with flying and vigilance. It's still a land." (Celestial
 * Colonnade), "CARDNAME becomes a 2/2 creature with all creature types until end of turn. It's still
 * a land." (Mutavault; 205.3m), "... until end of turn and can't be blocked this turn." (Creeping Tar Pit, 509.1b). "It's still a land" keeps its types (205.1b); without it the new type
 * would replace the old ones (205.1a): not read. Keywords must be ones the engine plays; an ability in
 * quotes ("with "Whenever this creature attacks, put a +1/+1 counter on it."", Raging Ravine, 613.1f)
 * only when `understoodQuote` says the engine understands it in full.
 */
export function landBecomesCreature(sentence: string, understoodQuote: (text: string) => boolean = () => false): Effect | null {
  // 613.1f: the ability in quotes, read whole (its own sentences and punctuation) before the words around it.
  // The quote may end the sentence ("... on it." It's still a land): then one sentence with what follows.
  const q = /^(.*) with "([^"]+)"( until end of turn)?\.? It's still a land$/.exec(sentence);
  if (q) {
    const text = q[2].endsWith('.') ? q[2] : `${q[2]}.`;
    if (q[2].includes('CARDNAME') || !understoodQuote(text)) return null;
    const rest = landBecomesCreature(`${q[1]}${q[3] ?? ''}. It's still a land`);
    return rest && rest.kind === 'sourceBecomesCreature' ? { ...rest, grants: text } : null;
  }
  const t = Tokens.of(sentence);
  const leading = t.accept('until', 'end', 'of', 'turn', ',');
  if (!t.accept('cardname', 'becomes', 'a')) return null;
  const pt = /^(\d+)\/(\d+)$/.exec(t.peek()?.text ?? '');
  if (!pt) return null;
  t.next();
  const colors = colorWords(t);
  if (!colors) return null;
  const subtypes: string[] = [];
  while (/^[A-Z][a-z]+(?:-[A-Z][a-z]+)?$/.test(t.peek()?.text ?? '') && t.peek()?.text !== 'CARDNAME') subtypes.push(t.next()?.text ?? '');
  const artifact = t.accept('artifact');
  if (!t.accept('creature')) return null;
  let keywords: string[] = [];
  let allCreatureTypes = false;
  if (t.accept('with')) {
    if (t.accept('all', 'creature', 'types')) allCreatureTypes = true;
    else {
      const stop = leading
        ? '.'
        : t.tokens.some((x) => x.text === 'until')
          ? 'until'
          : t.tokens.some((x) => x.text === "that's")
            ? "that's"
            : '.';
      const read = keywordList(t, stop);
      if (!read) return null;
      keywords = read;
    }
  }
  const base = {
    kind: 'sourceBecomesCreature' as const,
    power: Number(pt[1]),
    toughness: Number(pt[2]),
    subtypes,
    keywords,
    ...(colors.length > 0 ? { colors } : {}),
    ...(artifact ? { artifact: true } : {}),
  };
  // 611.2c: "CARDNAME becomes a 3/3 Elemental artifact creature that's still a land." (Stalking Stones): for as long as it is on the battlefield.
  if (!leading && (t.accept("that's", 'still', 'a', 'land') || t.accept('.', "it's", 'still', 'a', 'land'))) {
    if (!t.done || allCreatureTypes) return null;
    return { ...base, permanent: true };
  }
  if (!leading && !t.accept('until', 'end', 'of', 'turn')) return null;
  // 509.1b: "... until end of turn and can't be blocked this turn." (Creeping Tar Pit)
  const unblockable = !leading && t.accept('and', "can't", 'be', 'blocked', 'this', 'turn');
  if (!t.accept('.', "it's", 'still', 'a', 'land') || !t.done) return null;
  if (allCreatureTypes && subtypes.length > 0) return null;
  return {
    ...base,
    ...(allCreatureTypes ? { allCreatureTypes: true } : {}),
    ...(unblockable ? { unblockable: true } : {}),
  };
}

/**
 * 205.1b, 613.1d, 613.4b: "Target artifact becomes an artifact creature with base power and toughness 5/5." (Tezzeret,
 * Agent of Bolas): an artifact that becomes an "artifact creature" keeps all its prior card types and subtypes (205.1b),
 * gets that base power and toughness (layer 7b), and stays so with no duration stated (611.2c: as long as it is on the
 * battlefield). Only one target, and only an artifact one. Null for another sentence.
 */
export function artifactBecomesCreature(sentence: string, targets: Selector[]): Effect | null {
  const m = /^(Target .+?) becomes an artifact creature with base power and toughness (\d+)\/(\d+)$/.exec(sentence);
  if (!m) return null;
  const phrase = m[1][0].toLowerCase() + m[1].slice(1);
  const parsed = parseTarget(phrase);
  if (!parsed.ok || parsed.value.count.min !== 1 || parsed.value.count.max !== 1) return null;
  const artifacts = parsed.value.options.every(
    (o) =>
      o.kind === 'object' && o.zone === 'battlefield' && o.filters.some((f) => f.kind === 'type' && f.anyOf.every((t) => t === 'Artifact')),
  );
  if (!artifacts) return null;
  targets.push(parsed.value);
  const at = targets.length - 1;
  return {
    kind: 'targetBecomesCreature',
    target: at,
    power: Number(m[2]),
    toughness: Number(m[3]),
    subtypes: [],
    keywords: [],
    artifact: true,
    permanent: true,
  };
}
