import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from './support/create-app';

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

describe('Accept-Language: French and English texts (CONTRACT §languages)', () => {
  let app: INestApplication;
  const post = (body: unknown, language?: string) => {
    const req = request(app.getHttpServer()).post('/v1/adjudications');
    if (language !== undefined) req.set('Accept-Language', language);
    return req.send(body as object);
  };

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
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
});
