import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './support/create-app';
import { PAGE_RULING } from './support/ruling-page-board';

const KEY = 'page-test-key-0123456789';

/** GET /rulings/{id}: the stored ruling as a page for people, escaped, every cited rule linked. */
describe('the ruling page (e2e)', () => {
  let app: NestExpressApplication;
  let id: string;
  let page: string;
  let stored: { violations: { rule: string; code: string }[]; answer: { trace: { rule: string }[] } };

  beforeAll(async () => {
    process.env.RULINGS_API_KEY = KEY;
    app = await createTestApp();
    const created = await request(app.getHttpServer()).post('/v1/rulings').set('x-api-key', KEY).send(PAGE_RULING);
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    id = created.body.id;
    stored = created.body;
    const res = await request(app.getHttpServer()).get(`/rulings/${id}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    page = res.text;
  });

  afterAll(async () => {
    delete process.env.RULINGS_API_KEY;
    await app?.close();
  });

  it('escapes the title and question: a <script> in a title is shown, never run', () => {
    expect(page).not.toContain('<script>');
    expect(page).toContain('<h1>Bolt in answer to Shock &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(page).toContain('<title>Bolt in answer to Shock &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(page).toContain('Lightning Bolt &amp; keep her Bears? &quot;Yes&quot; &lt;b&gt;or&lt;/b&gt; no?');
  });

  it('is readable on a phone: a viewport and its own style sheet, no script', () => {
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain('<style>');
    expect(page).not.toMatch(/<script/i);
  });

  it('shows the verdict: casting an instant while holding priority with an untapped Mountain is legal (117.1a, 601.2)', () => {
    expect(page).toMatch(/Verdict: <span class="verdict legal">legal<\/span>/);
  });

  it("draws each player's life and poison counters", () => {
    expect(page).toMatch(
      /<h3>alice <span class="tag">active<\/span> <span class="tag">priority<\/span><\/h3>\s*<p>Life <strong>17<\/strong> · poison <strong>2<\/strong>/,
    );
    expect(page).toMatch(/<h3>bob<\/h3>\s*<p>Life <strong>20<\/strong><\/p>/);
  });

  it('draws the permanents by controller, with counters, damage, tapped and attachments', () => {
    const [before] = page.split('<h2>The board after</h2>');
    const [alice, bob] = before.split('<h3>Stack')[0].split('<h3>bob</h3>');
    expect(alice).toMatch(
      /<strong>Grizzly Bears<\/strong> <span class="muted">g1<\/span><span class="tag">1 damage<\/span><span class="tag">1 × \+1\/\+1 counter<\/span>/,
    );
    expect(alice).toContain('carries Holy Strength (h1)');
    expect(alice).toContain('attached to Grizzly Bears (g1)');
    expect(bob).toMatch(/<strong>Hill Giant<\/strong> <span class="muted">x1<\/span><span class="tag">tapped<\/span>/);
    expect(bob).not.toContain('Grizzly Bears');
  });

  it('gives the characteristics the rules give after the action: the Bears are a 4/5 with the counter and Holy Strength (122.1a, 613.4c)', () => {
    const after = page.split('<h2>The board after</h2>')[1];
    // Grizzly Bears 2/2, a +1/+1 counter and Holy Strength's +1/+2 (both layer 7c): 4/5.
    expect(after).toMatch(/<strong>Grizzly Bears<\/strong>[\s\S]*?Creature — Bear · \{1\}\{G\} · 4\/5/);
  });

  it('draws hands, hidden hands, graveyards, exile and the stack', () => {
    expect(page).toContain('<strong>Hand</strong>: Lightning Bolt (c1), Forest');
    expect(page).toContain('<strong>Hand</strong>: 3 card(s)');
    expect(page).toContain('<strong>Library</strong>: 30 card(s)');
    expect(page).toContain('<strong>Graveyard</strong>: Giant Growth');
    expect(page).toMatch(/<h3>Exile<\/h3><p>Shivan Dragon \(e1\)<\/p>/);
    const stack = page.split('<h2>The board after</h2>')[0].split('<h3>Stack')[1];
    expect(stack).toContain('Shock (s1) <span class="muted">controlled by bob</span>, targeting Grizzly Bears (g1)');
  });

  it('shows the action', () => {
    expect(page).toContain(
      '<li><strong>cast</strong> by alice: <code class="field">card</code> <code>c1</code>, <code class="field">targets</code> <code>[&quot;x1&quot;]</code></li>',
    );
  });

  it('links every rule of the trace to its text', async () => {
    const trace = stored.answer.trace;
    expect(trace.length).toBeGreaterThan(0);
    for (const entry of trace) expect(page).toContain(`<a class="rule" href="/v1/rules/${entry.rule}">${entry.rule}</a>`);
    const link = /<a class="rule" href="([^"]+)">/.exec(page)![1];
    const rule = await request(app.getHttpServer()).get(link).expect(200);
    expect(rule.body.number).toBe(trace[0].rule);
  });

  it('shows an illegal ruling with its violations, each rule linked', async () => {
    // Bob passes while Alice holds priority: only the player with priority acts (117.3d).
    const body = { ...PAGE_RULING, title: 'Bob out of turn', request: { ...PAGE_RULING.request, action: { type: 'pass', player: 'bob' } } };
    const created = await request(app.getHttpServer()).post('/v1/rulings').set('x-api-key', KEY).send(body).expect(201);
    expect(created.body.legal).toBe(false);
    const res = await request(app.getHttpServer()).get(`/rulings/${created.body.id}`).expect(200);
    expect(res.text).toContain('<span class="verdict illegal">illegal</span>');
    expect(res.text).toContain('<h2>Violations</h2>');
    // Illegal: the board is the one it was, drawn with the characteristics the rules give (613.4c).
    expect(res.text).not.toContain('<h2>The board after</h2>');
    expect(res.text).toMatch(/<strong>Grizzly Bears<\/strong>[\s\S]*?Creature — Bear · \{1\}\{G\} · 4\/5/);
    for (const v of created.body.violations as { rule: string; code: string }[]) {
      expect(res.text).toContain(`<a class="rule" href="/v1/rules/${v.rule}">${v.rule}</a> <code>${v.code}</code>`);
    }
  });

  it('answers an unknown id with a 404 page, escaped', async () => {
    const res = await request(app.getHttpServer()).get('/rulings/00000000-0000-4000-8000-000000000000').expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<h1>Ruling not found</h1>');
    const odd = await request(app.getHttpServer()).get('/rulings/%3Cscript%3E').expect(404);
    expect(odd.text).toContain('<code>&lt;script&gt;</code>');
    expect(odd.text).not.toContain('<script>');
  });

  it('GET /v1/rulings/{id} stays JSON', async () => {
    const res = await request(app.getHttpServer()).get(`/v1/rulings/${id}`).expect(200);
    expect(res.body.id).toBe(id);
  });
});
