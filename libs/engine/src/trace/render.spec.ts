import { CATALOGS, cardName, joined, LANGUAGES, Language, Message, MessageKey, msg, Param, placeholders, render } from './message';

/** One parameter as render writes it (renderParam's rules, written again for the check). */
function renderOne(p: Param, language: Language): string {
  if (Array.isArray(p)) return (p as readonly Param[]).map((x) => renderOne(x, language)).join(',');
  if (typeof p === 'object' && p !== null && 'key' in p) return render(p as Message, language);
  if (typeof p === 'object' && p !== null && 'separator' in p) {
    const j = p as { join: readonly Param[]; separator: string };
    return j.join.map((x) => renderOne(x, language)).join(j.separator);
  }
  if (typeof p === 'object' && p !== null && 'card' in p) {
    const c = p as { card: string; fr?: string };
    return language === 'fr' && c.fr ? c.fr : c.card;
  }
  return String(p);
}

/** The sentence as render wrote it before its templates were cut once: one replace over the whole text. */
function byReplace(text: string, params: Record<string, Param>, language: Language): string {
  return text.replace(/\{([a-z][A-Za-z0-9]+)\}/g, (whole, name: string) => (name in params ? renderOne(params[name], language) : whole));
}

describe('render: the templates cut once give the same sentences as a replace over the text', () => {
  const keys = Object.keys(CATALOGS.en) as MessageKey[];
  const value = (i: number): Param =>
    [`p${i}`, i, cardName({ name: 'Lightning Bolt', frenchName: 'Foudre' }), joined(['a', 1], ' / '), msg('adjudicate.concede'), null][
      i % 6
    ];

  it.each(LANGUAGES)('every catalog text in %s, every parameter given, then the first one missing', (language) => {
    for (const key of keys) {
      const text = CATALOGS[language][key] ?? CATALOGS.en[key];
      const names = placeholders(text);
      const all = Object.fromEntries(names.map((n, i) => [n, value(i)]));
      expect(render({ key, params: all }, language)).toBe(byReplace(text, all, language));
      const missing = Object.fromEntries(names.slice(1).map((n, i) => [n, value(i + 1)]));
      expect(render({ key, params: missing }, language)).toBe(byReplace(text, missing, language));
    }
  });

  it('a key the catalogs lack renders as itself', () => {
    expect(render({ key: 'no.such.key' as MessageKey }, 'fr')).toBe('no.such.key');
  });
});
