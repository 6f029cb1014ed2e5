/**
 * Imports a card catalog downloaded from MTGJSON into the project's compact catalog file, which
 * the API serves when CATALOG_FILE names it.
 *
 *   npm run import-catalog -- <AtomicCards.json[.gz] | AllSets.json[.gz]> [--out <file>] [--imported-at <date>]
 *
 * Reads MTGJSON v5 AtomicCards (or a v3 AllSets file), gzipped or not; checks it; writes
 * data/catalog.json by default: {source, importedAt?, cards}, sorted by name. The same input
 * gives the same bytes: importedAt is written only when given.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { serializeCompactCatalog, toCompactCatalog } from '@app/engine';
import { FORMAT_NAMES, readCatalogFile } from '../apps/api/src/cards/catalog-file';

const USAGE = 'usage: npm run import-catalog -- <AtomicCards.json[.gz] | AllSets.json[.gz]> [--out <file>] [--imported-at <date>]';

/** npm runs scripts from the package's folder: paths given on the command line are the caller's. */
const fromCaller = (path: string): string => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** A path as the output shows it: from the package's folder when inside it. */
const shown = (path: string): string => (relative(process.cwd(), path).startsWith('..') ? path : relative(process.cwd(), path));

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function parseArgs(argv: string[]): { input: string; out: string; importedAt?: string } {
  let input: string | undefined;
  let out = resolve(__dirname, '..', 'data', 'catalog.json');
  let importedAt: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out' || arg === '--imported-at') {
      const value = argv[++i];
      if (value === undefined || value === '') fail(`${arg} needs a value\n${USAGE}`);
      if (arg === '--out') out = fromCaller(value);
      else importedAt = value;
    } else if (arg === '-h' || arg === '--help') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (arg.startsWith('-') || input !== undefined) {
      fail(`unexpected argument ${JSON.stringify(arg)}\n${USAGE}`);
    } else {
      input = fromCaller(arg);
    }
  }
  if (input === undefined) fail(USAGE);
  return { input, out, importedAt };
}

function main(): void {
  const { input, out, importedAt } = parseArgs(process.argv.slice(2));
  const parsed = readCatalogFile(input);
  if (!parsed.ok) fail(`${shown(input)}: not imported:\n  - ${parsed.errors.join('\n  - ')}`);
  const { format, source, cards } = parsed.value;
  if (cards.length === 0) fail(`${shown(input)}: not imported: it holds no cards`);
  const text = serializeCompactCatalog(toCompactCatalog(source, cards, importedAt));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);

  const own = cards.filter((c) => c.faceOf === undefined);
  const lines = [
    `read ${shown(input)}: ${FORMAT_NAMES[format]}`,
    `source:             ${source}`,
    `cards:              ${own.length}`,
    `with French names:  ${own.filter((c) => c.frenchName !== undefined).length}`,
    `multi-face:         ${own.filter((c) => c.layout !== undefined).length} (the engine reads their front face only)`,
    `front-face entries: ${cards.length - own.length} (a multi-face card is found by its front face's name too)`,
    `wrote ${shown(out)} (${Buffer.byteLength(text)} bytes); serve it with CATALOG_FILE=${shown(out)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main();
