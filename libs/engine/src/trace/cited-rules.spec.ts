import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { RulesCorpus } from '@app/rules-text';

/**
 * Every rule number written in the code must exist in the comprehensive rules: a typo in a
 * citation would send a reader to the wrong rule, or to none. And the rules API must have
 * something to say about each: French text, or an unofficial summary where the French stops.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const SCANNED = ['libs/engine/src', 'apps/api/src'];
const CITATION = /['"`](\d{3}(?:\.\d+[a-z]?)?)['"`]/g;

interface Citation {
  rule: string;
  where: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function citationsIn(dir: string): Citation[] {
  return sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        [...line.matchAll(CITATION)]
          .map((match) => match[1])
          .filter((rule) => Number(rule.slice(0, 3)) >= 100)
          .map((rule) => ({ rule, where: `${path.relative(ROOT, file)}:${i + 1}` })),
      ),
  );
}

describe('rule numbers cited in the code', () => {
  const corpus = RulesCorpus.shared();
  const engine = citationsIn(SCANNED[0]);
  const all = [...engine, ...SCANNED.slice(1).flatMap(citationsIn)];

  it('are found in the engine', () => {
    if (engine.length === 0) {
      throw new Error(`No rule number cited in ${SCANNED[0]}: the engine must cite its rules, e.g. cite('305.2', ...).`);
    }
  });

  it('all exist in the comprehensive rules', () => {
    const unknown = all.filter((c) => !corpus.has(c.rule)).map((c) => `${c.where}: '${c.rule}'`);
    expect(unknown).toEqual([]);
  });

  // A reader of GET /v1/rules/{n} must learn what a cited rule says: its French text, or past the
  // French source (702.42), the unofficial summary of libs/rules-text/data/summaries-fr.json.
  it('each have their French text or an unofficial summary', () => {
    const unexplained = all.filter((c) => {
      const rule = corpus.get(c.rule);
      return rule !== undefined && rule.text === null && rule.summary === null;
    });
    expect(unexplained.map((c) => `${c.where}: '${c.rule}' has no French text: summarize it in summaries-fr.json`)).toEqual([]);
  });
});
