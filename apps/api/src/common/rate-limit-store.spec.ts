import { ThrottlerStorageService } from '@nestjs/throttler';
import { RateLimitStore } from './rate-limit-store';

/**
 * The store must count as @nestjs/throttler's own in-memory storage does (the guard turns the
 * counts into X-RateLimit-* headers, 429s and Retry-After), only at a constant cost per request.
 * No timing here: the cost is measured by `npm run load` (README).
 */
describe('RateLimitStore', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(1_000_000);
  });
  afterEach(() => jest.useRealTimers());

  /** A scripted client: [ms to wait, key] pairs, against both stores, the answers compared one by one. */
  async function compare(script: [number, string][], ttl: number, limit: number, blockDuration: number): Promise<void> {
    const library = new ThrottlerStorageService();
    const ours = new RateLimitStore();
    try {
      for (const [wait, key] of script) {
        jest.advanceTimersByTime(wait);
        const expected = await library.increment(key, ttl, limit, blockDuration, 'default');
        const got = await ours.increment(key, ttl, limit, blockDuration, 'default');
        // timeToBlockExpire is read only when blocked (Retry-After); unblocked, the library's is left from an old block.
        if (!expected.isBlocked) expected.timeToBlockExpire = got.timeToBlockExpire;
        expect(got).toEqual(expected);
      }
    } finally {
      library.onApplicationShutdown();
    }
  }

  it('counts, blocks past the limit, tells when to come back, and lets the client in again, as the library does', async () => {
    // 5 a second: 8 quick requests (the 6th is blocked for the block duration), then waits across the window.
    const script: [number, string][] = [
      ...Array.from({ length: 8 }, (): [number, string] => [100, 'a']),
      [300, 'b'],
      [900, 'a'],
      [200, 'a'],
      [1500, 'a'],
      [10, 'a'],
      [5000, 'a'],
      [1, 'b'],
    ];
    await compare(script, 1000, 5, 1000);
    await compare(script, 1000, 5, 2500);
  });

  it('without a block duration, refuses only while the window is full, as the library does', async () => {
    const script: [number, string][] = Array.from({ length: 40 }, (_, i): [number, string] => [
      i % 7 === 0 ? 450 : 30,
      i % 5 === 0 ? 'b' : 'a',
    ]);
    await compare(script, 1000, 4, 0);
  });

  it('keeps counting right over a long window with many hits (the queue is cut as hits expire)', async () => {
    const script: [number, string][] = Array.from({ length: 3000 }, (_, i): [number, string] => [i % 100 === 0 ? 700 : 3, 'a']);
    await compare(script, 2000, 2500, 2000);
  });

  it('forgets idle clients once their window is over', async () => {
    const store = new RateLimitStore();
    for (const key of ['a', 'b', 'c']) await store.increment(key, 1000, 10, 1000, 'default');
    expect(store.size).toBe(3);
    jest.advanceTimersByTime(1500);
    const record = await store.increment('d', 1000, 10, 1000, 'default');
    expect(record).toMatchObject({ totalHits: 1, timeToExpire: 1, isBlocked: false });
    expect(store.size).toBe(1);
  });
});
