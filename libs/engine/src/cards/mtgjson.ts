import { Result, fail, ok } from '../result';
import { CardDefinition, Color } from './card';
import { InMemoryCatalog } from './in-memory-catalog';

/** The fields of an MTGJSON card this engine reads (v3 AllSets and v5 AtomicCards share them). */
export interface MtgJsonCard {
  name: string;
  manaCost?: string;
  colors?: string[];
  supertypes?: string[];
  types?: string[];
  subtypes?: string[];
  power?: string;
  toughness?: string;
  loyalty?: string | number;
  text?: string;
  layout?: string;
  /** v3: the names of all the faces of a multi-face card. */
  names?: string[];
  foreignNames?: { language: string; name: string }[];
  foreignData?: { language: string; name: string }[];
}

const WUBRG: Color[] = ['W', 'U', 'B', 'R', 'G'];
const COLOR_NAMES: Record<string, Color> = {
  White: 'W',
  Blue: 'U',
  Black: 'B',
  Red: 'R',
  Green: 'G',
  W: 'W',
  U: 'U',
  B: 'B',
  R: 'R',
  G: 'G',
};

export function cardFromMtgJson(c: MtgJsonCard): CardDefinition {
  const french = (c.foreignData ?? c.foreignNames ?? []).find((f) => f.language === 'French')?.name;
  const def: CardDefinition = {
    name: c.name,
    manaCost: c.manaCost ?? '',
    colors: WUBRG.filter((x) => (c.colors ?? []).some((name) => COLOR_NAMES[name] === x)),
    supertypes: c.supertypes ?? [],
    types: c.types ?? [],
    subtypes: c.subtypes ?? [],
    power: c.power ?? null,
    toughness: c.toughness ?? null,
    loyalty: c.loyalty === undefined ? null : String(c.loyalty),
    text: c.text ?? '',
  };
  if (french) def.frenchName = french;
  return def;
}

/**
 * Oracle errata the bundled 2017 texts predate and that change what a card does today.
 * (Wording-only updates are handled by the compiler's currentWording.)
 */
export const ERRATA: Record<string, string> = {
  'Lava Axe': 'Lava Axe deals 5 damage to target player or planeswalker.',
};

/** Playable layouts only: tokens, schemes and the like are not cards a board names. */
const SKIPPED_LAYOUTS = new Set(['token', 'scheme', 'plane', 'phenomenon', 'vanguard', 'emblem']);

/** A catalog from MTGJSON v3 AllSets data: one definition per card name (every printing carries the same Oracle text). */
export function catalogFromAllSets(allSets: Record<string, { cards?: MtgJsonCard[] }>): InMemoryCatalog {
  const byName = new Map<string, CardDefinition>();
  for (const set of Object.values(allSets)) {
    for (const card of set.cards ?? []) {
      if (card.layout && SKIPPED_LAYOUTS.has(card.layout)) continue;
      const previous = byName.get(card.name);
      const def = cardFromMtgJson(card);
      if (ERRATA[def.name]) def.text = ERRATA[def.name];
      if (previous?.frenchName && !def.frenchName) def.frenchName = previous.frenchName;
      if (card.layout && MULTI_FACE_LAYOUTS.has(card.layout) && card.names && card.names.length > 1) {
        // v3 keeps each face as a card of its own: mark it as one face of several.
        (def as CatalogCard).layout = card.layout;
        (def as CatalogCard).faces = [...card.names];
      }
      byName.set(card.name, def);
    }
  }
  return new InMemoryCatalog(byName.values());
}

// ---------------------------------------------------------------------------------------------
// Catalog import: MTGJSON v5 AtomicCards, v3 AllSets, and the project's compact catalog file.
// Pure functions over parsed JSON; reading the files (and gunzipping them) is the caller's job.
// ---------------------------------------------------------------------------------------------

/**
 * A catalog entry as the importer writes it: a definition, and how its card is laid out when it
 * has several faces. The engine does not play multi-face cards yet: such a definition is the
 * characteristics and text of the front face only, and these fields say so.
 */
export interface CatalogCard extends CardDefinition {
  /** MTGJSON layout (split, transform, modal_dfc, adventure, flip, meld, ...), set only for cards with several faces. */
  layout?: string;
  /** The names of the card's faces, front first. */
  faces?: string[];
  /** On the entry kept under the front face's own name: the card's full name ("Fire // Ice"). */
  faceOf?: string;
}

/** Layouts whose cards have several faces (v5 names, and v3 "double-faced"). */
export const MULTI_FACE_LAYOUTS = new Set([
  'split',
  'flip',
  'transform',
  'modal_dfc',
  'meld',
  'adventure',
  'aftermath',
  'reversible_card',
  'double-faced',
]);

/** Not cards a board names (v5 spellings added to the v3 ones). */
const SKIPPED_ATOMIC_LAYOUTS = new Set([...SKIPPED_LAYOUTS, 'planar', 'double_faced_token', 'art_series']);

interface ForeignName {
  language: string;
  name: string;
  faceName?: string;
}

/** One face of an MTGJSON v5 AtomicCards entry. */
export interface AtomicCardFace extends MtgJsonCard {
  /** The face's own name on a multi-face card (`name` is then "Front // Back"). */
  faceName?: string;
  /** "a" for the front face, "b", ... */
  side?: string;
  foreignData?: ForeignName[];
}

/**
 * The same data with one object per card name, faces under `faces` and the French printing under
 * `fr` (a compact variant of AtomicCards some tools produce).
 */
export interface AtomicCardEntry extends AtomicCardFace {
  faces?: AtomicCardFace[];
  fr?: { name: string; faces?: { side?: string; faceName?: string }[] };
}

/** MTGJSON v5 AtomicCards: `{meta, data: {"Card Name": [face, ...]}}` (or one entry object per name). */
export interface AtomicCardsFile {
  meta?: { version?: string; date?: string; source?: string };
  data: Record<string, AtomicCardFace[] | AtomicCardEntry>;
}

const byName = (a: { name: string }, b: { name: string }): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function frenchOf(foreign: ForeignName[] | undefined): ForeignName | undefined {
  return foreign?.find((f) => f.language === 'French');
}

/** The faces of an entry, front first, each carrying the card's full name and layout; its French names. */
function facesOf(
  name: string,
  entry: AtomicCardFace[] | AtomicCardEntry,
): { faces: AtomicCardFace[]; french?: string; frenchFaces: (string | undefined)[] } {
  let faces: AtomicCardFace[];
  let french: string | undefined;
  let frenchFaces: (string | undefined)[];
  if (Array.isArray(entry)) {
    faces = entry.map((f) => ({ ...f, name }));
    const fr = faces.map((f) => frenchOf(f.foreignData));
    french = fr.find((f) => f !== undefined)?.name;
    frenchFaces = fr.map((f, i) => f?.faceName ?? (faces.length > 1 ? f?.name.split(' // ')[i] : f?.name));
  } else if (entry.faces && entry.faces.length > 0) {
    faces = entry.faces.map((f) => ({ ...f, name, layout: f.layout ?? entry.layout }));
    french = entry.fr?.name ?? frenchOf(entry.foreignData)?.name;
    const frFaces = entry.fr?.faces ?? [];
    frenchFaces = faces.map((f, i) => frFaces.find((x) => x.side !== undefined && x.side === f.side)?.faceName ?? french?.split(' // ')[i]);
  } else {
    faces = [{ ...entry, name }];
    french = entry.fr?.name ?? frenchOf(entry.foreignData)?.name;
    frenchFaces = [french];
  }
  const order = faces
    .map((f, i) => ({ f, i, side: f.side ?? '' }))
    .sort((a, b) => (a.side < b.side ? -1 : a.side > b.side ? 1 : a.i - b.i));
  return { faces: order.map((x) => x.f), french, frenchFaces: order.map((x) => frenchFaces[x.i]) };
}

/**
 * The definitions of an AtomicCards-style file, sorted by name. A multi-face card is kept under
 * its full name ("Delver of Secret Insight // Insectile Aberration") and under its front face's
 * name, both with the front face's characteristics and text, marked with `layout` and `faces`.
 * French names come from foreignData (or `fr`); the ERRATA apply as for AllSets.
 */
export function cardsFromAtomicCards(file: AtomicCardsFile): CatalogCard[] {
  const cards = new Map<string, CatalogCard>();
  const aliases: CatalogCard[] = [];
  for (const name of Object.keys(file.data).sort()) {
    const { faces, french, frenchFaces } = facesOf(name, file.data[name]);
    if (faces.length === 0) continue;
    const front = faces[0];
    const layout = Array.isArray(file.data[name]) ? front.layout : ((file.data[name] as AtomicCardEntry).layout ?? front.layout);
    if (layout && SKIPPED_ATOMIC_LAYOUTS.has(layout)) continue;
    const def: CatalogCard = cardFromMtgJson({ ...front, name, foreignData: undefined, foreignNames: undefined });
    const frontName = front.faceName ?? name;
    const errata = ERRATA[name] ?? ERRATA[frontName];
    if (errata) def.text = errata;
    if (french) def.frenchName = french;
    const multiFace = faces.length > 1 || (layout !== undefined && MULTI_FACE_LAYOUTS.has(layout));
    if (multiFace) {
      def.layout = layout ?? 'multi-face';
      def.faces = faces.map((f) => f.faceName ?? name);
    }
    cards.set(name, def);
    if (multiFace && frontName !== name) {
      const alias: CatalogCard = { ...def, name: frontName, faceOf: name };
      delete alias.frenchName;
      if (frenchFaces[0] && frenchFaces[0] !== french) alias.frenchName = frenchFaces[0];
      aliases.push(alias);
    }
  }
  // A card's own name wins over another card's face name.
  for (const alias of aliases) if (!cards.has(alias.name)) cards.set(alias.name, alias);
  return [...cards.values()].sort(byName);
}

/** A catalog from an MTGJSON v5 AtomicCards-style file (see cardsFromAtomicCards). */
export function catalogFromAtomicCards(file: AtomicCardsFile): InMemoryCatalog {
  return new InMemoryCatalog(cardsFromAtomicCards(file));
}

/** The project's own catalog file (`npm run import-catalog` writes it): one definition per name, sorted. */
export interface CompactCatalog {
  /** Where the cards came from (MTGJSON version, date). */
  source: string;
  /** When it was imported, when the importer was told (left out otherwise, so that the file is reproducible). */
  importedAt?: string;
  cards: CatalogCard[];
}

export type CatalogFormat = 'compact' | 'atomicCards' | 'allSets';

export interface ParsedCatalog extends CompactCatalog {
  format: CatalogFormat;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStringArray = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');
const MAX_PROBLEMS = 20;

class Problems {
  readonly list: string[] = [];
  count = 0;
  add(message: string): void {
    this.count++;
    if (this.list.length < MAX_PROBLEMS) this.list.push(message);
  }
  result(): string[] {
    return this.count > this.list.length ? [...this.list, `... and ${this.count - this.list.length} more`] : this.list;
  }
}

/** The fields of an MTGJSON card object, where present, have the types this importer reads. */
function checkMtgJsonFields(card: unknown, path: string, problems: Problems): void {
  if (!isObject(card)) return problems.add(`${path}: expected a card object`);
  if (typeof card.name !== 'string' || card.name.trim() === '') problems.add(`${path}.name: expected a non-empty string`);
  for (const key of ['manaCost', 'text', 'power', 'toughness', 'layout', 'faceName', 'side']) {
    if (card[key] !== undefined && typeof card[key] !== 'string') problems.add(`${path}.${key}: expected a string`);
  }
  if (card.loyalty !== undefined && typeof card.loyalty !== 'string' && typeof card.loyalty !== 'number')
    problems.add(`${path}.loyalty: expected a string or a number`);
  for (const key of ['colors', 'supertypes', 'types', 'subtypes']) {
    if (card[key] !== undefined && !isStringArray(card[key])) problems.add(`${path}.${key}: expected a list of strings`);
  }
  for (const key of ['foreignData', 'foreignNames']) {
    const list = card[key];
    if (list === undefined) continue;
    if (!Array.isArray(list) || !list.every((f) => isObject(f) && typeof f.language === 'string' && typeof f.name === 'string')) {
      problems.add(`${path}.${key}: expected a list of {language, name}`);
    }
  }
}

function checkAtomicCards(json: Record<string, unknown>, problems: Problems): void {
  const data = json.data as Record<string, unknown>;
  for (const [name, entry] of Object.entries(data)) {
    const path = `data[${JSON.stringify(name)}]`;
    if (Array.isArray(entry)) {
      if (entry.length === 0) problems.add(`${path}: expected at least one face`);
      entry.forEach((face, i) => checkMtgJsonFields(face, `${path}[${i}]`, problems));
    } else if (isObject(entry)) {
      checkMtgJsonFields(entry, path, problems);
      if (entry.faces !== undefined) {
        if (!Array.isArray(entry.faces)) problems.add(`${path}.faces: expected a list of faces`);
        else
          entry.faces.forEach((face, i) =>
            checkMtgJsonFields({ name, ...(isObject(face) ? face : { face }) }, `${path}.faces[${i}]`, problems),
          );
      }
      if (entry.fr !== undefined && !(isObject(entry.fr) && typeof entry.fr.name === 'string'))
        problems.add(`${path}.fr: expected {name, ...}`);
    } else {
      problems.add(`${path}: expected a list of faces`);
    }
  }
}

function checkAllSets(json: Record<string, unknown>, problems: Problems): void {
  for (const [code, set] of Object.entries(json)) {
    if (!isObject(set) || !Array.isArray(set.cards)) {
      problems.add(`${JSON.stringify(code)}: expected a set {cards: [...]}`);
      continue;
    }
    set.cards.forEach((card, i) => checkMtgJsonFields(card, `${JSON.stringify(code)}.cards[${i}]`, problems));
  }
}

function compactCard(raw: unknown, path: string, problems: Problems): CatalogCard | null {
  if (!isObject(raw)) {
    problems.add(`${path}: expected a card definition object`);
    return null;
  }
  const before = problems.count;
  const str = (key: string, nullable = false): void => {
    const v = raw[key];
    if (typeof v === 'string' || (nullable && v === null)) return;
    problems.add(`${path}.${key}: expected a string${nullable ? ' or null' : ''}`);
  };
  if (typeof raw.name !== 'string' || raw.name.trim() === '') problems.add(`${path}.name: expected a non-empty string`);
  str('manaCost');
  str('text');
  for (const key of ['power', 'toughness', 'loyalty']) str(key, true);
  for (const key of ['supertypes', 'types', 'subtypes'])
    if (!isStringArray(raw[key])) problems.add(`${path}.${key}: expected a list of strings`);
  if (!Array.isArray(raw.colors) || !raw.colors.every((c) => typeof c === 'string' && ['W', 'U', 'B', 'R', 'G'].includes(c))) {
    problems.add(`${path}.colors: expected a list of W, U, B, R, G`);
  }
  for (const key of ['frenchName', 'layout', 'faceOf'])
    if (raw[key] !== undefined && typeof raw[key] !== 'string') problems.add(`${path}.${key}: expected a string`);
  if (raw.faces !== undefined && !isStringArray(raw.faces)) problems.add(`${path}.faces: expected a list of strings`);
  if (problems.count > before) return null;
  // Known fields only, in one order: the file and the catalog hold nothing else.
  const card: CatalogCard = {
    name: raw.name as string,
    manaCost: raw.manaCost as string,
    colors: raw.colors as Color[],
    supertypes: raw.supertypes as string[],
    types: raw.types as string[],
    subtypes: raw.subtypes as string[],
    power: raw.power as string | null,
    toughness: raw.toughness as string | null,
    loyalty: raw.loyalty as string | null,
    text: raw.text as string,
  };
  if (raw.frenchName !== undefined) card.frenchName = raw.frenchName as string;
  if (raw.layout !== undefined) card.layout = raw.layout as string;
  if (raw.faces !== undefined) card.faces = raw.faces as string[];
  if (raw.faceOf !== undefined) card.faceOf = raw.faceOf as string;
  return card;
}

function compactCards(list: unknown[], problems: Problems): CatalogCard[] {
  const cards: CatalogCard[] = [];
  const seen = new Set<string>();
  list.forEach((raw, i) => {
    const card = compactCard(raw, `cards[${i}]`, problems);
    if (!card) return;
    if (seen.has(card.name)) problems.add(`cards[${i}].name: "${card.name}" appears twice`);
    seen.add(card.name);
    cards.push(card);
  });
  return cards;
}

function atomicSource(meta: unknown): string {
  if (!isObject(meta)) return 'MTGJSON AtomicCards';
  if (typeof meta.source === 'string') return meta.source;
  const parts = [
    typeof meta.version === 'string' ? meta.version : undefined,
    typeof meta.date === 'string' ? `(${meta.date})` : undefined,
  ].filter(Boolean);
  return ['MTGJSON AtomicCards', ...parts].join(' ');
}

/**
 * Recognizes and checks a catalog file's JSON: the project's compact catalog, an MTGJSON v5
 * AtomicCards-style file, or an MTGJSON v3 AllSets file; its cards, sorted by name. Every
 * problem is named by its path in the file (the first 20).
 */
export function parseCatalogJson(json: unknown): Result<ParsedCatalog, string> {
  const problems = new Problems();
  if (!isObject(json)) return fail(['expected a JSON object: an MTGJSON AtomicCards or AllSets file, or a compact catalog']);
  if (Array.isArray(json.cards)) {
    if (typeof json.source !== 'string') problems.add('source: expected a string');
    if (json.importedAt !== undefined && typeof json.importedAt !== 'string') problems.add('importedAt: expected a string');
    const cards = compactCards(json.cards, problems);
    if (problems.count > 0) return fail(problems.result());
    const parsed: ParsedCatalog = { format: 'compact', source: json.source as string, cards: cards.sort(byName) };
    if (json.importedAt !== undefined) parsed.importedAt = json.importedAt as string;
    return ok(parsed);
  }
  if (isObject(json.data)) {
    const first = Object.values(json.data)[0];
    if (isObject(first) && Array.isArray(first.cards)) {
      return fail(['this is an MTGJSON v5 set file (AllPrintings-like: data.{set}.cards): use AtomicCards.json, one entry per card name']);
    }
    checkAtomicCards(json, problems);
    if (problems.count > 0) return fail(problems.result());
    const file = json as unknown as AtomicCardsFile;
    return ok({ format: 'atomicCards', source: atomicSource(json.meta), cards: cardsFromAtomicCards(file) });
  }
  const values = Object.values(json);
  if (values.length > 0 && values.every((set) => isObject(set) && Array.isArray(set.cards))) {
    checkAllSets(json, problems);
    if (problems.count > 0) return fail(problems.result());
    const catalog = catalogFromAllSets(json as Record<string, { cards?: MtgJsonCard[] }>);
    return ok({ format: 'allSets', source: 'MTGJSON v3 AllSets', cards: (catalog.cards() as CatalogCard[]).sort(byName) });
  }
  return fail([
    'not a catalog: expected {meta, data} (MTGJSON v5 AtomicCards), {SET: {cards}} (MTGJSON v3 AllSets) or {source, cards} (compact catalog)',
  ]);
}

/** The compact catalog of a list of cards: sorted by name, known fields only (same cards -> same object). */
export function toCompactCatalog(source: string, cards: readonly CatalogCard[], importedAt?: string): CompactCatalog {
  const problems = new Problems();
  const clean = compactCards([...cards], problems);
  if (problems.count > 0) throw new Error(`invalid card definitions: ${problems.result().join('; ')}`);
  return { source, ...(importedAt === undefined ? {} : { importedAt }), cards: clean.sort(byName) };
}

/** The compact catalog's file text: one card per line, so that the file diffs well; same catalog -> same bytes. */
export function serializeCompactCatalog(catalog: CompactCatalog): string {
  const head = [
    `"source":${JSON.stringify(catalog.source)}`,
    ...(catalog.importedAt === undefined ? [] : [`"importedAt":${JSON.stringify(catalog.importedAt)}`]),
  ];
  const cards = catalog.cards.map((card) => `\n${JSON.stringify(card)}`).join(',');
  return `{${head.join(',')},"cards":[${cards}${cards === '' ? '' : '\n'}]}\n`;
}
