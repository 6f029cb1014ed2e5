/**
 * Does one heavy request stall the server? Against a running server (URL, default
 * http://127.0.0.1:3000): latencies of GET /health and of a Lightning Bolt adjudication when idle,
 * then while POST /v1/legal-actions works on 200 Grizzly Bears under 50 Glorious Anthems at
 * declare-attackers; and what that heavy request got. Checks every Bolt answer (bob at 17).
 *
 *   npx ts-node -r tsconfig-paths/register --transpile-only scripts/under-load.ts [URL]
 */
import { anthemArmy, boltRequest } from '../test/support/heavy-boards';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';

/** Connection errors (ECONNRESET...) are counted, not thrown: they are what this script looks for. */
const failures: string[] = [];

async function timed(path: string, body?: unknown): Promise<{ ms: number; status: number; text: string }> {
  const start = performance.now();
  try {
    const res = await fetch(
      base + path,
      body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    const text = await res.text();
    return { ms: performance.now() - start, status: res.status, text };
  } catch (error) {
    const code = ((error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message) as string;
    failures.push(`${path}: ${code} after ${(performance.now() - start).toFixed(0)} ms`);
    return { ms: performance.now() - start, status: 0, text: '' };
  }
}

function checkBolt(reply: { status: number; text: string }): void {
  if (reply.status === 0) return;
  const answer = JSON.parse(reply.text) as { state: { players: { id: string; life: number }[] } };
  const bob = answer.state.players.find((p) => p.id === 'bob');
  if (reply.status !== 200 || bob?.life !== 17) throw new Error(`wrong Bolt answer: ${reply.status} ${reply.text.slice(0, 200)}`);
}

function summary(label: string, ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${label}: n=${ms.length} median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
}

async function sample(rounds: number): Promise<{ health: number[]; bolt: number[] }> {
  const health: number[] = [];
  const bolt: number[] = [];
  for (let i = 0; i < rounds; i++) {
    health.push((await timed('/health')).ms);
    const b = await timed('/v1/adjudications', boltRequest());
    checkBolt(b);
    bolt.push(b.ms);
  }
  return { health, bolt };
}

async function main(): Promise<void> {
  await sample(5); // warm-up
  const idle = await sample(20);
  console.log(summary('idle    /health', idle.health));
  console.log(summary('idle    Bolt   ', idle.bolt));

  let heavyDone = false;
  const heavy = timed('/v1/legal-actions', anthemArmy(200, 50)).then((r) => {
    heavyDone = true;
    return r;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  // Sampled until the heavy request ends (at most 20 rounds); the first round is kept even if it waited for the end.
  const during = { health: [] as number[], bolt: [] as number[] };
  let beforeEnd = 0;
  for (let i = 0; i < 20 && (i === 0 || !heavyDone); i++) {
    const s = await sample(1);
    if (!heavyDone) beforeEnd++;
    during.health.push(...s.health);
    during.bolt.push(...s.bolt);
  }
  const result = await heavy;
  console.log(summary('heavy   /health', during.health));
  console.log(summary('heavy   Bolt   ', during.bolt));
  console.log(`rounds answered while the heavy request ran: ${beforeEnd} of ${during.health.length}`);
  const body = (result.status === 0 ? {} : JSON.parse(result.text)) as { type?: string; actions?: unknown[] };
  console.log(`heavy request: ${result.status} ${body.type ?? `${body.actions?.length} actions`} after ${result.ms.toFixed(0)} ms`);
  console.log(`connection errors: ${failures.length}${failures.length > 0 ? ` (${failures.join('; ')})` : ''}`);
}

void main();
