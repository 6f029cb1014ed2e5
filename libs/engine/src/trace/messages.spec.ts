import { adjudicate, Answer } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { LIGHTNING_BOLT, spellCatalog } from '../testing/spell-cards';
import { perm } from '../testing/combat-cards';
import { board } from '../testing/test-catalog';
import { CATALOGS, Language, negotiateLanguage, placeholders, render, msg, cardName } from './message';
import { en } from './messages/en';
import { fr } from './messages/fr';
import { ACTION_VARIANTS } from '../wire/schema';
import { schemaText } from '../wire/errors';

describe('message catalogs (one per language)', () => {
  it('English and French have exactly the same keys', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('every key has the same placeholders in both languages', () => {
    const differ = Object.keys(en).filter((k) => {
      const key = k as keyof typeof en;
      return placeholders(en[key]).sort().join() !== placeholders(fr[key]).sort().join();
    });
    expect(differ).toEqual([]);
  });

  it('no text has a one-letter lowercase placeholder (placeholders are two letters or more; {X}, {T}, {3} are mana symbols)', () => {
    const texts = [...Object.values(en), ...Object.values(fr)];
    expect(texts.filter((t) => /\{[a-z]\}/.test(t))).toEqual([]);
  });

  it('every text the action schemas can give as an error (description, x-message, x-unknown) has a catalog key', () => {
    const texts = new Set<string>();
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      for (const k of ['description', 'x-message', 'x-unknown']) if (typeof n[k] === 'string') texts.add(n[k] as string);
      for (const v of Object.values(n)) walk(v);
    };
    Object.values(ACTION_VARIANTS).forEach(walk);
    expect([...texts].filter((t) => schemaText(t).key === 'wire.text')).toEqual([]);
  });

  it('no French text is left empty', () => {
    expect(Object.entries(CATALOGS.fr).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('renders a card by its French name in French when the catalog has one, else by its English name', () => {
    const withFrench = msg('608-resolving.resolve', { name: cardName({ name: 'Lightning Bolt', frenchName: 'Foudre' }), id: 'x1' });
    expect(render(withFrench, 'en')).toBe('Lightning Bolt (x1) resolves');
    expect(render(withFrench, 'fr')).toBe('Foudre (x1) se résout');
    expect(render(msg('608-resolving.resolve', { name: cardName({ name: 'Shock' }), id: 'x2' }), 'fr')).toBe('Shock (x2) se résout');
  });
});

describe('Accept-Language (RFC 9110 §12.5.4)', () => {
  it.each<[string | undefined, Language]>([
    [undefined, 'en'],
    ['fr', 'fr'],
    ['fr-FR,fr;q=0.9', 'fr'],
    ['en', 'en'],
    ['fr;q=0.5, en', 'en'],
    ['de, fr;q=0.3', 'fr'],
    ['de', 'en'],
    ['fr;q=0', 'en'],
    ['*', 'en'],
  ])('%s gives %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});

describe('a real ruling rendered in both languages: Lightning Bolt at Grizzly Bears', () => {
  // A catalog with the French names an imported catalog gives (`npm run import-catalog`).
  const bears = spellCatalog.find('Grizzly Bears');
  const catalog = new InMemoryCatalog([
    { ...LIGHTNING_BOLT, frenchName: 'Foudre' },
    { ...bears!, frenchName: 'Ours gris' },
    spellCatalog.find('Mountain')!,
  ]);
  const request = (targets: string[], inGraveyard: boolean): { state: unknown; action: unknown } => {
    const state = board(
      {
        battlefield: [perm('m1', 'Mountain', 'alice'), ...(inGraveyard ? [] : [perm('bears', 'Grizzly Bears', 'bob')])],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
      },
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
      inGraveyard ? { graveyard: [{ id: 'bears', card: 'Grizzly Bears' }] } : {},
    );
    return { state, action: { type: 'cast', player: 'alice', card: 'h1', targets } };
  };
  const ruling = (language: Language | undefined, targets: string[], inGraveyard: boolean): Answer => {
    const outcome = adjudicate({ ...request(targets, inGraveyard), language }, catalog);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };

  it('an illegal target (Grizzly Bears in a graveyard): the violation and the trace in English, the default', () => {
    const answer = ruling(undefined, ['bears'], true);
    expect(answer.legal).toBe(false);
    expect(answer.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.2' });
    expect(answer.violations[0].message).toMatch(/^Grizzly Bears \(bears\) is not a permanent on the battlefield/);
    expect(answer.trace.at(-1)?.text).toBe('the cast action is illegal: the game returns to the moment before it');
  });

  it('the same ruling in French: same codes and rules, French sentences, the French card name', () => {
    const english = ruling('en', ['bears'], true);
    const french = ruling('fr', ['bears'], true);
    expect(french.violations.map((v) => [v.code, v.rule])).toEqual(english.violations.map((v) => [v.code, v.rule]));
    expect(french.trace.map((t) => t.rule)).toEqual(english.trace.map((t) => t.rule));
    expect(french.violations[0].message).toMatch(/^Ours gris \(bears\) n'est pas un permanent sur le champ de bataille/);
    expect(french.trace.at(-1)?.text).toBe("l'action cast est illégale : la partie revient au moment qui la précède");
  });

  it('a legal Bolt: the French trace names Foudre where the English one names Lightning Bolt', () => {
    const english = ruling('en', ['bears'], false);
    const french = ruling('fr', ['bears'], false);
    expect(english.legal).toBe(true);
    expect(english.trace.some((t) => t.text.includes('Lightning Bolt'))).toBe(true);
    expect(french.trace.some((t) => t.text.includes('Foudre'))).toBe(true);
    expect(french.trace.some((t) => t.text.includes('Lightning Bolt'))).toBe(false);
    expect(french.state).toEqual(english.state);
  });

  it.each([true, false])(
    'one run in both languages (alsoIn, as a stored ruling is written) gives the same answers as one run per language (target in a graveyard: %s)',
    (inGraveyard) => {
      const outcome = adjudicate({ ...request(['bears'], inGraveyard), language: 'en', alsoIn: ['fr'] }, catalog);
      if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
      expect(JSON.stringify(outcome.answer)).toBe(JSON.stringify(ruling('en', ['bears'], inGraveyard)));
      expect(outcome.translations?.map((a) => JSON.stringify(a))).toEqual([JSON.stringify(ruling('fr', ['bears'], inGraveyard))]);
    },
  );
});
