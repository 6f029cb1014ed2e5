/**
 * npm run test:browser: the ruling page in a real browser. Starts the app on a free port with an
 * in-memory database, stores a ruling, opens /rulings/{id} in headless Chromium (Debian's package,
 * driven by playwright-core), checks what a person sees, and saves screenshots under
 * browser-artifacts/ (gitignored). Not part of `npm test`: it needs a browser on the machine.
 */
import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
// Browser-side code is passed as strings: the project's TypeScript has no DOM types.
import { chromium } from 'playwright-core';
import { AppModule } from '../apps/api/src/app.module';
import { configureApp } from '../apps/api/src/configure-app';
import { PAGE_RULING } from '../test/support/ruling-page-board';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = path.resolve(__dirname, '../browser-artifacts');
const KEY = 'browser-test-key-0123456789';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const failures: string[] = [];
function check(condition: boolean, what: string): void {
  process.stdout.write(`${condition ? 'ok  ' : 'FAIL'} ${what}\n`);
  if (!condition) failures.push(what);
}

async function main(): Promise<number> {
  if (!fs.existsSync(CHROMIUM)) {
    process.stderr.write(
      `No Chromium at ${CHROMIUM}. Install Debian's package (as root: apt-get update && apt-get install -y chromium),\n` +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.\n',
    );
    return 2;
  }
  Object.assign(process.env, {
    DATABASE_PATH: ':memory:',
    LOG_LEVEL: 'silent',
    ENGINE_WORKERS: '0',
    RATE_LIMIT: '0',
    RULINGS_API_KEY: KEY,
  });
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: false, bodyParser: false });
  configureApp(app);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const created = await fetch(`${base}/v1/rulings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY },
      body: JSON.stringify(PAGE_RULING),
    });
    check(created.status === 201, `POST /v1/rulings stores the ruling (${created.status})`);
    const ruling = (await created.json()) as { id: string; answer: { trace: { rule: string }[] } };

    // A phone-sized window: the page must be readable there.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} for ${r.url()}`);
    });
    page.on('dialog', (d) => {
      problems.push(`a dialog opened: ${d.message()}`);
      void d.dismiss();
    });
    const response = await page.goto(`${base}/rulings/${ruling.id}`);
    check(response?.status() === 200, 'GET /rulings/{id} answers 200');

    check((await page.locator('h1').innerText()).includes('<script>alert(1)</script>'), 'the title is shown as text, its <script> not run');
    check((await page.locator('.verdict').innerText()) === 'legal', 'the verdict reads "legal"');
    // An expression string, not a function string: evaluate() does not call a function given as text.
    const verdictBackground = String(await page.evaluate("getComputedStyle(document.querySelector('.verdict')).backgroundColor"));
    check(
      /^rgba?\(/.test(verdictBackground) && verdictBackground !== 'rgba(0, 0, 0, 0)',
      `the inline style sheet applies under the CSP (verdict background ${verdictBackground})`,
    );
    check(
      await page.locator('.zone', { hasText: 'alice' }).locator('li.card', { hasText: 'Grizzly Bears' }).first().isVisible(),
      "Grizzly Bears is drawn on Alice's battlefield",
    );
    check(
      await page.locator('li.card', { hasText: 'Grizzly Bears' }).filter({ hasText: '4/5' }).first().isVisible(),
      'the Bears are drawn 4/5 on the board after (+1/+1 counter and Holy Strength, 613.4c)',
    );
    const firstRule = ruling.answer.trace[0].rule;
    const link = page.locator(`ol.trace a.rule[href="/v1/rules/${firstRule}"]`).first();
    check(await link.isVisible(), `the trace links rule ${firstRule}`);
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
    check(overflow <= 0, `no sideways scrolling on a 390 px wide phone (overflow ${overflow} px)`);

    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'ruling-page-phone.png'), fullPage: true });

    // Before leaving the page: the JSON of a rule has no icon, and the browser asks /favicon.ico for it.
    check(
      problems.length === 0,
      `no console error, failed request or dialog on the ruling page${problems.length ? `: ${problems.join('; ')}` : ''}`,
    );
    const [ruleResponse] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/v1/rules/${firstRule}`)), link.click()]);
    check(
      ruleResponse.status() === 200 && ((await ruleResponse.json()) as { number: string }).number === firstRule,
      `following the link gives rule ${firstRule}`,
    );

    const wide = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await wide.goto(`${base}/rulings/${ruling.id}`);
    await wide.screenshot({ path: path.join(ARTIFACTS, 'ruling-page-desktop.png'), fullPage: true });
    const missing = await wide.goto(`${base}/rulings/00000000-0000-4000-8000-000000000000`);
    check(missing?.status() === 404 && (await wide.locator('h1').innerText()) === 'Ruling not found', 'an unknown id shows the 404 page');

    process.stdout.write(`screenshots in ${path.relative(process.cwd(), ARTIFACTS)}/\n`);
  } finally {
    await browser.close();
    await app.close();
  }
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
