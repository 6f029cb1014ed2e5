import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability, Effect } from '../cards/ability';
import { searchSentence } from '../cards/grammar/library-effects';
import { parseManaCost } from '../cards/mana-cost';

/**
 * 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card.", an activated
 * ability that works only while the card is in its owner's hand (activated through 602).
 * 702.29e: "[Type]cycling [cost]" (typecycling: "Plainscycling {2}", "Basic landcycling {1}{G}")
 * is the same with "Search your library for a [type] card, reveal it, put it into your hand, then
 * shuffle" as its effect: a search, answered as a pending choice while the ability resolves (701.23a).
 * 702.29f: a typecycling ability is a cycling ability (its text says "cycling").
 * The cost may hold hybrid symbols ("Cycling {U/B}", 107.4e), paid with either color or as 601.2h allows.
 */
export function cyclingAbility(line: string): Ability | null {
  const m = /^(?:(Basic land|[A-Z][a-z]+)cycling|Cycling) ((?:\{(?:\d+|[WUBRGC]|[WUBRG2]\/[WUBRGP])\})+)$/.exec(line);
  // 107.4e, 107.4f: a hybrid or Phyrexian symbol is paid as the mana payment rules say (601.2h); an invalid pair is refused.
  if (!m || !parseManaCost(m[2])) return null;
  const effects = m[1] === undefined ? [{ kind: 'draw', amount: { kind: 'fixed', n: 1 } } as Effect] : typecycling(m[1]);
  if (!effects) return null;
  return {
    kind: 'activated',
    cost: { tap: false, mana: m[2], discardSelf: true },
    targets: [],
    effects,
    sorcerySpeed: false,
    text: line,
    fromHand: true,
    cycling: true,
  };
}

/** 702.29e: the search of "[type]cycling", read by the search grammar ("basic land", a subtype such as "Plains" or "Wizard"). */
function typecycling(type: string): Effect[] | null {
  const words = type === 'Basic land' ? 'basic land' : type;
  const search = searchSentence(`Search your library for a ${words} card, reveal it, put it into your hand, then shuffle your library`, {
    addTarget: () => null,
    lastTarget: () => null,
  });
  return search ? [search] : null;
}

/** 702.29a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const CYCLING: KeywordPhrase = { rule: '702.29a', line: oneAbility(cyclingAbility) };
