import request from 'supertest';
import { ProblemFilter } from '../apps/api/src/common/problem.filter';
import { createTestApp } from './support/create-app';
it('dbg', async () => {
  const spy = jest.spyOn((ProblemFilter.prototype as any), 'toProblem');
  const app = await createTestApp({ RULINGS_API_KEY: 'test-key-0123456789abcdef' });
  const b = '{"state":"\\"__HOSTILE__\\"","actions":[{"type":"cast","player":"alice","card":"h1","targets":["bob"]},{"type":"pass","player":"alice"},{"type":"pass","player":"bob"}]}';
  const r = await request(app.getHttpServer()).post('/v1/adjudications').set('content-type', 'application/json').send(b);
  console.log(r.status, r.text.slice(0, 300), spy.mock.calls.map((c) => String((c[0] as Error)?.stack)));
  await app.close();
});
