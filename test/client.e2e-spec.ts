import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Action, Board, createAdjudicatorClient } from '../libs/client/src';
import { createTestApp } from './support/create-app';

/** The typed client (libs/client), against a listening server: what a bot would write. */
describe('typed client (e2e)', () => {
  let app: NestExpressApplication;
  let client: ReturnType<typeof createAdjudicatorClient>;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    client = createAdjudicatorClient(`http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('is generated from the committed openapi.yaml (npm run client)', () => {
    const root = path.resolve(__dirname, '..');
    const generated = execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/openapi-typescript/bin/cli.js'), path.join(root, 'openapi.yaml'), '--default-non-nullable=false'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    if (generated !== readFileSync(path.join(root, 'libs/client/src/schema.ts'), 'utf8'))
      throw new Error('libs/client/src/schema.ts is out of date: run npm run client');
  });

  it('plays a Lightning Bolt cycle: cast, then the listed passes sent back unchanged; bob at 17 (120.3a)', async () => {
    const state: Board = {
      players: [
        { id: 'alice', hand: [{ id: 'h1', card: 'Lightning Bolt' }], library: { count: 30 } },
        { id: 'bob', library: { count: 30 } },
      ],
      battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
    };
    const cast: Action = { type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] };
    // @ts-expect-error a misspelled field of an action does not compile
    const misspelled: Action = { type: 'cast', player: 'alice', card: 'h1', tagrets: ['bob'] };
    expect(misspelled.type).toBe('cast');

    const cast1 = await client.POST('/v1/adjudications', { body: { state, action: cast } });
    if (!cast1.data) throw new Error(JSON.stringify(cast1.error));
    expect(cast1.data.legal).toBe(true);
    expect(cast1.data.state.stack.map((s) => s.id)).toEqual(['h1']);
    let board: Board = cast1.data.state;

    // 117.3c, 117.4: each player in turn passes, with the pass the legal actions list for them.
    for (const player of ['alice', 'bob']) {
      const listed = await client.POST('/v1/legal-actions', { body: { state: board } });
      if (!listed.data) throw new Error(JSON.stringify(listed.error));
      expect(listed.data.decision).toMatchObject({ player, kind: 'priority' });
      const pass = listed.data.actions.find((a) => a.action.type === 'pass');
      if (!pass) throw new Error(`no pass listed for ${player}`);
      const judged = await client.POST('/v1/adjudications', { body: { state: board, action: pass.action } });
      if (!judged.data) throw new Error(JSON.stringify(judged.error));
      expect(judged.data.legal).toBe(true);
      board = judged.data.state;
      if (player === 'bob') {
        expect(judged.data.state.players.find((p) => p.id === 'bob')?.life).toBe(17);
        expect(judged.data.state.stack).toEqual([]);
        expect(judged.data.trace.map((t) => t.rule)).toContain('608.2');
      }
    }
  });

  it('gives the 400 problem details typed, naming the bad field', async () => {
    const res = await client.POST('/v1/adjudications', {
      body: { state: { players: [{ id: 'alice' }, { id: 'bob' }] }, action: { type: 'playLand', player: 'alice' } as unknown as Action },
    });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'action.card' })] });
  });
});
