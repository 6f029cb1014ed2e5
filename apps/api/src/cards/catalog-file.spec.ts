import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadCatalog, readCatalogFile, readJsonFile } from './catalog-file';

describe('catalog files', () => {
  let dir: string;
  const compact = {
    source: 'test',
    cards: [
      {
        name: 'Forest',
        manaCost: '',
        colors: [],
        supertypes: ['Basic'],
        types: ['Land'],
        subtypes: ['Forest'],
        power: null,
        toughness: null,
        loyalty: null,
        text: '',
        frenchName: 'Forêt',
      },
    ],
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-file-'));
    writeFileSync(join(dir, 'catalog.json.gz'), gzipSync(JSON.stringify(compact)));
    writeFileSync(join(dir, 'plain'), JSON.stringify(compact));
    writeFileSync(
      join(dir, 'AllSets.json'),
      JSON.stringify({ LEA: { cards: [{ name: 'Forest', types: ['Land'], subtypes: ['Forest'] }] } }),
    );
    writeFileSync(join(dir, 'bad.gz'), Buffer.from([0x1f, 0x8b, 1, 2, 3]));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads gzip data by its magic bytes, whatever the name', () => {
    expect(readJsonFile(join(dir, 'catalog.json.gz'))).toEqual({ ok: true, value: compact });
    expect(readJsonFile(join(dir, 'plain'))).toEqual({ ok: true, value: compact });
    const bad = readJsonFile(join(dir, 'bad.gz'));
    expect(!bad.ok && bad.errors[0]).toMatch(/^cannot gunzip the file/);
  });

  it('recognizes the format', () => {
    const allSets = readCatalogFile(join(dir, 'AllSets.json'));
    expect(allSets.ok && allSets.value.format).toBe('allSets');
  });

  it('loads a compact catalog once per process', () => {
    const first = loadCatalog(join(dir, 'catalog.json.gz'));
    if (!first.ok) throw new Error(first.errors.join('\n'));
    expect(first.value.catalog.find('forêt')?.name).toBe('Forest');
    expect(first.value.source).toBe('test');
    expect(loadCatalog(join(dir, '.', 'catalog.json.gz'))).toBe(first);
  });

  it('refuses an MTGJSON file as the app catalog', () => {
    const result = loadCatalog(join(dir, 'AllSets.json'));
    expect(!result.ok && result.errors[0]).toMatch(/MTGJSON v3 AllSets file, not a compact catalog/);
  });
});
