import * as path from 'node:path';
import { extractReferences, RulesCorpus, SUMMARY_SNIPPET_MARK } from '@app/rules-text';
import type { RuleIndexFile } from '@app/rules-text';

describe('RulesCorpus', () => {
  const corpus = RulesCorpus.shared();

  it('is loaded once and shared', () => {
    expect(RulesCorpus.shared()).toBe(corpus);
    expect(corpus.edition).toBe('2026-06-19');
  });

  it('loads from an explicit data directory', () => {
    const loaded = RulesCorpus.load(path.resolve(__dirname, '../data'));
    expect(loaded.size).toBe(corpus.size);
  });

  describe('has', () => {
    it('knows every rule number of the index, with or without French text', () => {
      // 3,301 index entries, one of which has no number.
      expect(corpus.size).toBe(3300);
      for (const number of ['1', '100', '117.3c', '702.42', '704.5g', '733', '905.6']) expect(corpus.has(number)).toBe(true);
    });

    it('rejects numbers that are not rules', () => {
      for (const number of ['999.9', '99', '117.3z', 'abc', '', '10']) expect(corpus.has(number)).toBe(false);
    });
  });

  describe('get', () => {
    it('gives the French text of a rule', () => {
      const rule = corpus.get('305.2');
      expect(rule).toMatchObject({
        number: '305.2',
        kind: 'subrule',
        parent: '305',
        children: ['305.2a', '305.2b'],
        edition: '2026-06-19',
      });
      expect(rule?.text).toContain('terrain');
    });

    it('lists the direct sub-rules in order', () => {
      expect(corpus.get('117.3')?.children).toEqual(['117.3a', '117.3b', '117.3c', '117.3d']);
      expect(corpus.get('117.3c')?.children).toEqual([]);
      expect(corpus.get('1')?.children[0]).toBe('100');
    });

    it('has a null text where the French source stops short, and derives the parent', () => {
      expect(corpus.get('704.5g')).toMatchObject({ number: '704.5g', kind: 'lettered', text: null, parent: '704.5', title: null });
      expect(corpus.get('704.5')?.parent).toBe('704');
      expect(corpus.get('704')).toMatchObject({
        kind: 'rule',
        text: null,
        parent: '7',
        title: 'State-Based Actions',
        titleEnglish: 'State-Based Actions',
      });
      expect(corpus.get('733')).toMatchObject({ text: null, titleEnglish: 'Handling Illegal Actions' });
      expect(corpus.get('7')?.parent).toBeNull();
    });

    it('prefers the French title and keeps the English one', () => {
      expect(corpus.get('117')).toMatchObject({ title: 'Le déroulement et la priorité', titleEnglish: 'Timing and Priority', text: '' });
      expect(corpus.get('701.2')).toMatchObject({ title: 'Activer', titleEnglish: 'Activate' });
      expect(corpus.get('100')).toMatchObject({ title: 'General', titleEnglish: 'General' });
    });

    it('keeps the examples', () => {
      const examples = corpus.get('101.2')?.examples ?? [];
      expect(examples).toHaveLength(1);
      expect(examples[0]).toContain('terrain supplémentaire');
    });

    it('lists the rules the text refers to, ranges expanded', () => {
      const references = corpus.get('601.2')?.references ?? [];
      expect(references).toEqual(expect.arrayContaining(['601.2a', '601.2b', '601.2c', '601.2d', '601.2f', '601.2g', '601.2h', '601.3']));
      expect(references).not.toContain('601.2e');
      expect(references).not.toContain('601.2');
      expect(corpus.get('702.33d')?.references).toEqual(['601.2b']);
    });

    it('gives one shared, frozen object per rule', () => {
      const rule = corpus.get('117.3');
      expect(corpus.get('117.3')).toBe(rule);
      expect(Object.isFrozen(rule)).toBe(true);
      expect(Object.isFrozen(rule?.children)).toBe(true);
    });

    it('gives an unofficial French summary, marked official: false, where the French source stops short', () => {
      const sba = corpus.get('704.5g');
      expect(sba).toMatchObject({ text: null, title: null, summary: { official: false } });
      expect(sba?.summary?.text).toContain('détruite');
      expect(Object.isFrozen(sba?.summary)).toBe(true);
      expect(corpus.get('733.1')?.summary?.text).toContain('annulée');
      // Where the French text exists there is no summary beside it.
      expect(corpus.get('117.3c')).toMatchObject({ summary: null });
      expect(corpus.get('702.42')).toMatchObject({ summary: null, titleEnglish: 'Entwine' });
    });

    it('gives a keyword rule past 702.42 its official English title, which the index lacks', () => {
      expect(corpus.get('702.80')).toMatchObject({
        kind: 'subrule',
        text: null,
        title: 'Wither',
        titleEnglish: 'Wither',
        summary: { official: false },
      });
      expect(corpus.get('702.80a')).toMatchObject({ title: null, titleEnglish: null });
      expect(corpus.get('702.111')?.titleEnglish).toBe('Menace');
    });

    it('refuses summaries that stand beside French text, name no rule or say nothing', () => {
      const index: RuleIndexFile = {
        edition: 'test',
        rules: [{ number: '1', title: 'Game Concepts' }, { number: '100' }, { number: '100.1' }],
      };
      const records = [{ number: '100.1', kind: 'subrule' as const, text: 'Ces règles...' }];
      const build = (summaries: { number: string; summary: string }[]) => () => new RulesCorpus(index, records, { summaries });
      expect(build([{ number: '100', summary: 'Généralités.' }])).not.toThrow();
      expect(build([{ number: '100.1', summary: 'Résumé.' }])).toThrow(/100\.1 has its French text/);
      expect(build([{ number: '999.9', summary: 'Résumé.' }])).toThrow(/999\.9 is not a rule number/);
      expect(build([{ number: '100', summary: ' ' }])).toThrow(/empty summary/);
      expect(
        build([
          { number: '100', summary: 'A.' },
          { number: '100', summary: 'B.' },
        ]),
      ).toThrow(/twice/);
    });

    it('is undefined for an unknown number', () => {
      expect(corpus.get('999.9')).toBeUndefined();
      expect(corpus.get('abc')).toBeUndefined();
    });
  });

  describe('search', () => {
    it('finds the summoning sickness rule', () => {
      expect(corpus.search("mal d'invocation").results[0]?.number).toBe('302.6');
    });

    it('ignores accents and case', () => {
      const plain = corpus.search('priorite');
      expect(plain.results[0]?.number).toBe('117');
      expect(plain.results.some((hit) => hit.number.startsWith('117.'))).toBe(true);
      expect(corpus.search('PRIORITÉ')).toEqual(plain);
    });

    it('puts a rule first when the query is its number, then the rules citing it', () => {
      const { results } = corpus.search('601.2b', { limit: 100 });
      expect(results[0]?.number).toBe('601.2b');
      expect(results.map((hit) => hit.number)).toContain('702.33d');
    });

    it('searches the English titles of rules without French text', () => {
      expect(corpus.search('state-based actions').results[0]?.number).toBe('704');
    });

    it("finds rules by their French summary, the snippet marked as not the rules' text", () => {
      const [first] = corpus.search('action illégale').results;
      expect(first?.number).toBe('733');
      expect(first?.snippet.startsWith(SUMMARY_SNIPPET_MARK)).toBe(true);
      const french = corpus.search("mal d'invocation").results[0];
      expect(french?.snippet.startsWith(SUMMARY_SNIPPET_MARK)).toBe(false);
    });

    it('ranks by decreasing score and gives a snippet containing the match', () => {
      const { results } = corpus.search('terrain', { limit: 10 });
      const scores = results.map((hit) => hit.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const hit of results) expect(hit.snippet.toLowerCase()).toContain('terrain');
    });

    it('pages with limit and offset', () => {
      const all = corpus.search('terrain', { limit: 1000 });
      expect(all.results).toHaveLength(all.total);
      const page = corpus.search('terrain', { limit: 5, offset: 5 });
      expect(page.total).toBe(all.total);
      expect(page.results).toEqual(all.results.slice(5, 10));
      expect(corpus.search('terrain').results).toHaveLength(20);
    });

    it('finds nothing for unknown words or stopwords only', () => {
      expect(corpus.search('zzzzqx')).toEqual({ total: 0, results: [] });
      expect(corpus.search('le la de')).toEqual({ total: 0, results: [] });
    });
  });
});

describe('extractReferences', () => {
  it('expands letter and number ranges', () => {
    expect(extractReferences('voir les règles 603.7d–f et 119.7–8')).toEqual(['603.7d', '603.7e', '603.7f', '119.7', '119.8']);
    expect(extractReferences('les instructions des règles 608.3a et b')).toEqual(['608.3a', '608.3b']);
  });

  it('takes bare rule numbers but not parts of larger numbers', () => {
    expect(extractReferences('voir la règle 704, « Les actions »')).toEqual(['704']);
    expect(extractReferences('en 2026 ou 1.5')).toEqual([]);
  });
});
