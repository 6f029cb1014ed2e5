import { CardCatalog, CardDefinition } from './card';

/** A catalog over a list of definitions, indexed by English and French name, case-insensitive. */
export class InMemoryCatalog implements CardCatalog {
  private readonly byName = new Map<string, CardDefinition>();

  constructor(cards: Iterable<CardDefinition>) {
    for (const card of cards) this.add(card);
  }

  add(card: CardDefinition): void {
    this.byName.set(normalizeName(card.name), card);
    if (card.frenchName && !this.byName.has(normalizeName(card.frenchName))) this.byName.set(normalizeName(card.frenchName), card);
  }

  find(name: string): CardDefinition | undefined {
    return this.byName.get(normalizeName(name));
  }

  /** Every definition once (a card is indexed under two names), in the order they were added. */
  cards(): CardDefinition[] {
    return [...new Set(this.byName.values())];
  }

  get size(): number {
    return this.byName.size;
  }
}

export function normalizeName(name: string): string {
  return name.trim().toLowerCase();
}
