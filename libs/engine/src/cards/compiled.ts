import { CompiledCard } from './ability';
import { CardDefinition } from './card';
import { compileCard } from './oracle-compiler';

const cache = new WeakMap<CardDefinition, CompiledCard>();

/** A card's compiled abilities, compiled once per definition (definitions are immutable). */
export function compiled(card: CardDefinition): CompiledCard {
  let c = cache.get(card);
  if (!c) {
    c = compileCard(card);
    cache.set(card, c);
  }
  return c;
}

export function hasKeyword(card: CardDefinition, keyword: string): boolean {
  return compiled(card).abilities.some((a) => a.kind === 'keyword' && a.keyword === keyword);
}

/** The text a refusal names (UNSUPPORTED_CARD): the lines not understood and, where the grammar can tell, the words it stopped at. */
export function notUnderstood(c: CompiledCard): string {
  const stops = (c.stoppedAt ?? []).map((s) => `; in "${s.line}" the grammar stops at "${s.words}"`).join('');
  return `"${c.unsupported.join(' / ')}"${stops}`;
}
