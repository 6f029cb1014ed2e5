import { Inject, Injectable } from '@nestjs/common';
import { CatalogCard, compiled, currentWording, manaValue, parseManaCost } from '@app/engine';
import { LoadedCatalog } from './catalog-file';
import { LOADED_CATALOG } from './catalog.provider';
import { CardDto, CardSearchHitDto, CardSearchResultDto, CardSupportDto } from './dto/card.dto';

/** Case, accents and ligatures folded: "Éther" and "AEther" and "Æther" all read "aether". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

interface IndexEntry {
  card: CatalogCard;
  /** Folded English name, then French name. */
  keys: string[];
}

/** How well a folded name matches a folded query: 0 the whole name, 1 its start, 2 a word's start, 3 elsewhere; null: no match. */
function rankOf(key: string, q: string): number | null {
  const at = key.indexOf(q);
  if (at < 0) return null;
  if (key === q) return 0;
  if (at === 0) return 1;
  for (let i = at; i >= 0; i = key.indexOf(q, i + 1)) if (!/[a-z0-9]/.test(key[i - 1])) return 2;
  return 3;
}

/** The catalog as the cards endpoints show it: lookup by name, search by part of a name. */
@Injectable()
export class CardsService {
  private index?: { entries: IndexEntry[]; byFoldedName: Map<string, CatalogCard> };

  constructor(@Inject(LOADED_CATALOG) private readonly loaded: LoadedCatalog) {}

  /** By English or French name, case-insensitive; accents and ligatures ignored when nothing matches exactly. */
  find(name: string): CardDto | undefined {
    const card = (this.loaded.catalog.find(name) as CatalogCard | undefined) ?? this.built().byFoldedName.get(foldName(name));
    return card ? toCardDto(card) : undefined;
  }

  /** Cards whose English or French name contains q (case and accents ignored); whole-name and prefix matches first, then by name. */
  search(q: string, limit: number, offset: number): Pick<CardSearchResultDto, 'total' | 'results'> {
    const query = foldName(q);
    const hits: { entry: IndexEntry; rank: number }[] = [];
    for (const entry of this.built().entries) {
      let best: number | null = null;
      for (const key of entry.keys) {
        const rank = rankOf(key, query);
        if (rank !== null && (best === null || rank < best)) best = rank;
      }
      if (best !== null) hits.push({ entry, rank: best });
    }
    // entries are sorted by name and the sort is stable: equal ranks stay in name order.
    hits.sort((a, b) => a.rank - b.rank);
    return { total: hits.length, results: hits.slice(offset, offset + limit).map((hit) => toSearchHit(hit.entry.card)) };
  }

  get source(): string {
    return this.loaded.source;
  }

  /** The name index, built on first use. A front face's own entry is left out: its card's full name contains it. */
  private built(): NonNullable<CardsService['index']> {
    if (!this.index) {
      const cards = [...this.loaded.cards].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const entries = cards
        .filter((card) => card.faceOf === undefined)
        .map((card) => ({ card, keys: [card.name, ...(card.frenchName ? [card.frenchName] : [])].map(foldName) }));
      const byFoldedName = new Map<string, CatalogCard>();
      for (const card of cards) if (!byFoldedName.has(foldName(card.name))) byFoldedName.set(foldName(card.name), card);
      for (const card of cards)
        if (card.frenchName && !byFoldedName.has(foldName(card.frenchName))) byFoldedName.set(foldName(card.frenchName), card);
      this.index = { entries, byFoldedName };
    }
    return this.index;
  }
}

/** The compiler writes the card's own name as CARDNAME: shown with its name again. */
const named = (card: CatalogCard, line: string): string => line.split('CARDNAME').join(card.name);

function supportOf(card: CatalogCard): CardSupportDto {
  const c = compiled(card);
  return {
    level: c.support,
    understood: c.abilities.map((a) => ({ kind: a.kind, text: named(card, a.text) })),
    notUnderstood: c.unsupported.map((line) => named(card, line)),
  };
}

export function toCardDto(card: CatalogCard): CardDto {
  const cost = parseManaCost(card.manaCost);
  return {
    name: card.name,
    frenchName: card.frenchName ?? null,
    manaCost: card.manaCost,
    manaValue: cost ? manaValue(cost) : null,
    colors: [...card.colors],
    supertypes: [...card.supertypes],
    types: [...card.types],
    subtypes: [...card.subtypes],
    power: card.power,
    toughness: card.toughness,
    loyalty: card.loyalty,
    text: card.text,
    currentText: currentWording(card.text),
    layout: card.layout ?? null,
    faces: card.faces ? [...card.faces] : [],
    faceOf: card.faceOf ?? null,
    support: supportOf(card),
  };
}

function toSearchHit(card: CatalogCard): CardSearchHitDto {
  return {
    name: card.name,
    frenchName: card.frenchName ?? null,
    types: [...card.types],
    manaCost: card.manaCost,
    support: compiled(card).support,
  };
}
