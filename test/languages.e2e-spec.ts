import { INestApplication } from '@nestjs/common';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp } from './support/create-app';
import { PAGE_RULING } from './support/ruling-page-board';

/** alice, in her main phase, tries to play a second land this turn (305.2): a violation and a trace. */
const secondLand = {
  state: {
    players: [
      { id: 'alice', hand: [{ id: 'h1', card: 'Forest' }], library: { count: 30 }, landsPlayedThisTurn: 1 },
      { id: 'bob', library: { count: 30 } },
    ],
    turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
  },
  action: { type: 'playLand', player: 'alice', card: 'h1' },
};

jest.setTimeout(120_000);

const KEY = 'languages-test-key-0123456789';

/** The texts of an HTML page a person reads: its text nodes and its title, entities decoded, the code samples left out. */
const pageTexts = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    // Wire names and values (<code>) and a card's Oracle text as printed (lang="en") stay as they are.
    .replace(/<(code|pre)\b[^>]*>[\s\S]*?<\/\1>/g, '"…"')
    .replace(/<span [^>]*lang="en"[^>]*>[\s\S]*?<\/span>/g, '"…"')
    .split(/<[^>]+>/)
    .map((t) =>
      t
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter((t) => t !== '');

describe('Accept-Language: French and English texts (CONTRACT §languages)', () => {
  let app: INestApplication;
  const post = (body: unknown, language?: string) => {
    const req = request(app.getHttpServer()).post('/v1/adjudications');
    if (language !== undefined) req.set('Accept-Language', language);
    return req.send(body as object);
  };

  beforeAll(async () => {
    process.env.RULINGS_API_KEY = KEY;
    app = await createTestApp();
  });
  afterAll(async () => {
    delete process.env.RULINGS_API_KEY;
    await app.close();
  });

  it('without the header: English, as before, and Content-Language: en', async () => {
    const res = await post(secondLand);
    expect(res.status).toBe(200);
    expect(res.headers['content-language']).toBe('en');
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    expect(res.body.violations[0]).toMatchObject({ code: 'LAND_ALREADY_PLAYED', rule: '305.2' });
    expect(res.body.violations[0].message).toBe('alice has already played 1 land(s) this turn and may play 1');
    expect(res.body.trace.at(-1).text).toBe('the playLand action is illegal: the game returns to the moment before it');
  });

  it('fr: the trace and the violations in French, the same codes, rules and board', async () => {
    const [english, french] = [await post(secondLand, 'en'), await post(secondLand, 'fr')];
    expect(french.status).toBe(200);
    expect(french.headers['content-language']).toBe('fr');
    expect(french.body.violations[0]).toMatchObject({ code: 'LAND_ALREADY_PLAYED', rule: '305.2' });
    expect(french.body.violations[0].message).toBe('alice a déjà joué 1 terrain(s) ce tour-ci et peut en jouer 1');
    expect(french.body.trace.at(-1).text).toBe("l'action playLand est illégale : la partie revient au moment qui la précède");
    expect(french.body.trace.map((t: { rule: string }) => t.rule)).toEqual(english.body.trace.map((t: { rule: string }) => t.rule));
    expect(french.body.state).toEqual(english.body.state);
  });

  it('q-values are honoured: "fr;q=0.5, en" gives English, "en;q=0.2, fr-FR" gives French', async () => {
    const english = await post(secondLand, 'fr;q=0.5, en');
    expect(english.headers['content-language']).toBe('en');
    expect(english.body.violations[0].message).toMatch(/has already played/);
    const french = await post(secondLand, 'en;q=0.2, fr-FR');
    expect(french.headers['content-language']).toBe('fr');
    expect(french.body.violations[0].message).toMatch(/a déjà joué/);
  });

  it('an unsupported language falls back to English', async () => {
    const res = await post(secondLand, 'de-DE, ja;q=0.8');
    expect(res.status).toBe(200);
    expect(res.headers['content-language']).toBe('en');
    expect(res.body.violations[0].message).toMatch(/has already played/);
  });

  it('problem details in French: the title in French, type and status unchanged', async () => {
    const english = await post({ state: 'not a board', action: secondLand.action }, 'en');
    const french = await post({ state: 'not a board', action: secondLand.action }, 'fr');
    expect(french.status).toBe(400);
    expect(french.headers['content-language']).toBe('fr');
    expect(french.headers.vary).toMatch(/Accept-Language/i);
    expect(french.body).toMatchObject({ type: english.body.type, status: 400, title: 'requête invalide' });
    expect(english.body.title).toBe('invalid request');
  });

  /**
   * English words that no French text may hold (outside quotes: a card's Oracle text and the
   * values of the wire format are quoted, and stay as they are).
   */
  const ENGLISH = [
    ' the ',
    ' target ',
    ' must be ',
    ' is not ',
    ' does not ',
    ' cannot ',
    ' of ',
    ' with ',
    ' has ',
    ' and ',
    ' step',
    ' spell',
    ' player',
    ' field',
    ' required',
    ' should ',
    ' not ',
    ' only ',
    ' list ',
    ' damage',
    ' life ',
    ' counter',
    ' token',
    ' land',
    ' creature',
    ' enters',
    ' untapped',
    ' kicker',
    ' buyback',
    ' another ',
    ' other ',
    ' is ',
    ' would ',
    ' prevented',
    ' card',
    ' turn',
    ' page',
    ' problem',
  ];
  const unquoted = (text: string) => ` ${text.replace(/«[^»]*»|"[^"]*"|“[^”]*”/g, '…')} `;
  const englishIn = (texts: string[]) => texts.filter((t) => ENGLISH.some((w) => unquoted(t).includes(w)));
  /** Every text a problem holds: detail, title, field and violation messages. */
  const problemTexts = (body: { title: string; detail: string; errors?: { message: string }[]; violations?: { message: string }[] }) => [
    body.title,
    body.detail,
    ...(body.errors ?? []).map((e) => e.message),
    ...(body.violations ?? []).map((v) => v.message),
  ];

  it('400 in French: every bad field named by its path, its message in French; the same fields and codes as in English', async () => {
    const bad = {
      state: {
        players: [{ id: 'alice', life: 'twenty', library: { count: 30 } }, { id: 'bob' }],
        battlefield: [{ card: 'Forest' }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
        colour: 'red',
      },
      action: { type: 'cast', player: 'alice', card: 'h1', x: -1, payment: { tapp: [] } },
    };
    const [english, french] = [await post(bad, 'en'), await post(bad, 'fr')];
    expect(french.status).toBe(400);
    expect(french.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual(
      english.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]),
    );
    expect(french.body.detail).toMatch(/^\d+ champ\(s\) invalide\(s\) : state\./);
    expect(french.body.errors.find((e: { field: string }) => e.field === 'state.colour').message).toBe('champ inconnu');
    expect(englishIn(problemTexts(french.body))).toEqual([]);
    expect(english.body.errors.find((e: { field: string }) => e.field === 'state.colour').message).toBe('unknown field');
  });

  it('422 in French: an impossible board names the rule it breaks in French, with the same code and rule', async () => {
    const board = {
      state: {
        players: [
          { id: 'alice', library: { count: 30 } },
          { id: 'bob', library: { count: 30 } },
        ],
        battlefield: [{ id: 'b1', card: 'Lightning Bolt', controller: 'alice' }],
        turn: { number: 3, active: 'alice', step: 'untap', priority: 'alice' },
      },
      action: { type: 'pass', player: 'alice' },
    };
    const [english, french] = [await post(board, 'en'), await post(board, 'fr')];
    expect(french.status).toBe(422);
    expect(french.body.title).toBe('plateau impossible');
    expect(french.body.violations.map((v: { code: string; rule: string }) => [v.code, v.rule])).toEqual(
      english.body.violations.map((v: { code: string; rule: string }) => [v.code, v.rule]),
    );
    expect(french.body.violations.map((v: { message: string }) => v.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/n'est pas une carte de permanent/),
        "aucun joueur ne reçoit la priorité pendant l'étape de dégagement",
      ]),
    );
    expect(englishIn(problemTexts(french.body))).toEqual([]);
  });

  it('UNSUPPORTED_CARD in French: the line and the words the grammar stopped at, quoted as printed, in a French sentence', async () => {
    const board = {
      state: {
        players: [
          {
            id: 'alice',
            hand: [
              {
                id: 'h1',
                card: { name: 'Hydra Slayer', types: ['Instant'], manaCost: '{R}', text: 'Destroy target creature with three heads.' },
              },
            ],
            manaPool: '{R}',
            library: { count: 30 },
          },
          { id: 'bob', library: { count: 30 } },
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
      },
      action: { type: 'cast', player: 'alice', card: 'h1' },
    };
    const [english, french] = [await post(board, 'en'), await post(board, 'fr')];
    expect(french.status).toBe(422);
    expect(french.body.code).toBe('UNSUPPORTED_CARD');
    expect(english.body.detail).toContain('the engine does not understand "Destroy target creature with three heads."');
    expect(french.body.detail).toContain('le moteur ne comprend pas « Destroy target creature with three heads. »');
    expect(french.body.detail).toContain("la grammaire s'arrête à « with three heads »");
    expect(englishIn(problemTexts(french.body))).toEqual([]);
  });

  it('the HTTP problems in French: 415, 405, 404 and a malformed body', async () => {
    const server = app.getHttpServer();
    const answers = [
      await request(server).post('/v1/adjudications').set('Accept-Language', 'fr').set('Content-Type', 'text/plain').send('hello'),
      await request(server).delete('/v1/adjudications').set('Accept-Language', 'fr'),
      await request(server).get('/v1/rules/999.9z').set('Accept-Language', 'fr'),
      await request(server).get('/v1/cards/No%20Such%20Card').set('Accept-Language', 'fr'),
      await request(server)
        .post('/v1/adjudications')
        .set('Accept-Language', 'fr')
        .set('Content-Type', 'application/json')
        .send('{"state": '),
      await request(server).get('/v1/rules?q=mana&limit=abc').set('Accept-Language', 'fr'),
      await request(server).post('/v1/legal-actions').set('Accept-Language', 'fr').send({ state: secondLand.state, limit: 0 }),
    ];
    expect(answers.map((r) => r.status)).toEqual([415, 405, 404, 404, 400, 400, 400]);
    for (const res of answers) expect(res.headers['content-language']).toBe('fr');
    expect(answers[0].body.detail).toBe('Le corps doit être du JSON (Content-Type: application/json), pas text/plain.');
    expect(answers[1].body).toMatchObject({ title: 'méthode non autorisée' });
    expect(answers[5].body.errors[0]).toMatchObject({ field: 'limit', message: 'limit doit être un nombre entier de 1 à 100' });
    expect(englishIn(answers.flatMap((r) => problemTexts(r.body)))).toEqual([]);
  });

  it('no English word in the French trace and violations of the rules vectors (test/vectors)', async () => {
    const dir = join(__dirname, 'vectors');
    const texts: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const vector = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { request: object };
      const res = await post(vector.request, 'fr');
      if (res.status !== 200) {
        texts.push(...problemTexts(res.body));
        continue;
      }
      texts.push(...res.body.trace.map((t: { text: string }) => t.text), ...res.body.violations.map((v: { message: string }) => v.message));
    }
    expect(texts.length).toBeGreaterThan(30);
    expect(englishIn(texts)).toEqual([]);
  });

  it('the /problems pages in French: the index and every problem type, as HTML and as JSON', async () => {
    const server = app.getHttpServer();
    const index = await request(server).get('/problems').set('Accept-Language', 'fr').set('Accept', 'application/json').expect(200);
    expect(index.headers['content-language']).toBe('fr');
    const slugs = (index.body.results as { slug: string }[]).map((t) => t.slug);
    expect(slugs.length).toBeGreaterThan(10);
    const texts: string[] = pageTexts((await request(server).get('/problems').set('Accept-Language', 'fr').expect(200)).text);
    for (const slug of slugs) {
      const res = await request(server).get(`/problems/${slug}`).set('Accept-Language', 'fr').expect(200);
      expect(res.headers['content-language']).toBe('fr');
      texts.push(...pageTexts(res.text));
      const json = await request(server).get(`/problems/${slug}`).set('Accept-Language', 'fr').set('Accept', 'application/json');
      texts.push(
        ...Object.entries(json.body as Record<string, unknown>)
          .filter(([k, v]) => typeof v === 'string' && !['type', 'slug'].includes(k))
          .map(([, v]) => v as string),
      );
    }
    expect(englishIn(texts)).toEqual([]);
  });

  it('a stored ruling in French: answer_fr (GET /v1/rulings/{id}) and the HTML page (GET /rulings/{id}) hold no English word', async () => {
    const server = app.getHttpServer();
    // The page's board (counters, damage, an Aura, a spell on the stack), asked in French.
    const created = await request(server)
      .post('/v1/rulings')
      .set('x-api-key', KEY)
      .send({ ...PAGE_RULING, title: 'Éclair en réponse à Choc', question: 'Alice peut-elle répondre à Choc avec Éclair ?' });
    expect(created.status).toBe(201);
    const stored = await request(server).get(`/v1/rulings/${created.body.id}`).set('Accept-Language', 'fr').expect(200);
    expect(stored.headers['content-language']).toBe('fr');
    const answer = stored.body.answer as { trace: { text: string }[]; violations: { message: string }[] };
    const texts = [...answer.trace.map((t) => t.text), ...answer.violations.map((v) => v.message)];
    expect(texts.length).toBeGreaterThan(3);
    const html = await request(server).get(`/rulings/${created.body.id}`).set('Accept-Language', 'fr').expect(200);
    expect(html.headers['content-language']).toBe('fr');
    expect(html.text).toContain('<html lang="fr">');
    // Card names, ids and type lines are the board's own words (quoted in a text, drawn as they are on the page).
    const names =
      /^(?:Grizzly Bears|Holy Strength|Hill Giant|Mountain|Forest|Lightning Bolt|Shock|Giant Growth|Shivan Dragon|Creature — .*|Enchantment — .*|Instant|Basic Land — .*)$/;
    texts.push(...pageTexts(html.text).filter((t) => !names.test(t)));
    expect(englishIn(texts)).toEqual([]);
  });
});
