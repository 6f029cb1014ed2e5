import type { ThrottlerStorage } from '@nestjs/throttler';

/** What the guard reads of a count (the library's ThrottlerStorageRecord). */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** The hits of one client on one route and throttler still in the window: when each expires, oldest first. */
interface Hits {
  /** Expiry times in order (every hit of a throttler has the same window): live ones from `head` on. */
  expiries: number[];
  head: number;
}

interface ClientRecord {
  hits: Map<string, Hits>;
  expiresAt: number;
  blockExpiresAt: number;
  isBlocked: boolean;
}

/**
 * The rate limiter's counts, in this process, at a constant cost per request. @nestjs/throttler's
 * own in-memory storage copies every hit of the window on every request (a filter of the list, then
 * Math.min over it): at RATE_LIMIT=600 a minute that is 600 numbers a request, at a raised limit
 * tens of thousands, and the requests per second fall as the window fills (what `npm run load`
 * showed: the adjudications' rate fell round after round, the echo's, outside the guard, did not).
 * The hits expire in the order they came, so the expired ones are dropped from the front of a queue.
 *
 * The answers are the library's (blocked past `limit`, for `blockDuration`; seconds rounded up;
 * timeToBlockExpire, read only when blocked, may differ otherwise). Idle clients are forgotten once per window, on a request: no timer keeps the process alive.
 */
export class RateLimitStore implements ThrottlerStorage {
  private readonly records = new Map<string, ClientRecord>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Clients remembered now (for tests: idle ones are forgotten). */
  get size(): number {
    return this.records.size;
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    return Promise.resolve(this.count(key, ttl, limit, blockDuration, throttlerName));
  }

  count(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): ThrottlerStorageRecord {
    const now = this.now();
    if (now >= this.nextSweep) {
      this.sweep(now);
      this.nextSweep = now + ttl;
    }
    let record = this.records.get(key);
    if (record === undefined) {
      record = { hits: new Map(), expiresAt: now + ttl, blockExpiresAt: 0, isBlocked: false };
      this.records.set(key, record);
    }
    let hits = record.hits.get(throttlerName);
    if (hits === undefined) {
      hits = { expiries: [], head: 0 };
      record.hits.set(throttlerName, hits);
    }
    prune(hits, now);
    if (record.expiresAt <= now) record.expiresAt = now + ttl;
    const timeToExpire = Math.ceil((record.expiresAt - now) / 1000);
    if (blockDuration <= 0) {
      const isBlocked = live(hits) >= limit;
      if (!isBlocked) hits.expiries.push(now + ttl);
      return {
        totalHits: live(hits) + (isBlocked ? 1 : 0),
        timeToExpire,
        isBlocked,
        timeToBlockExpire: isBlocked ? Math.ceil((hits.expiries[hits.head] - now) / 1000) : 0,
      };
    }
    if (!record.isBlocked) hits.expiries.push(now + ttl);
    if (live(hits) > limit && !record.isBlocked) {
      record.isBlocked = true;
      record.blockExpiresAt = now + blockDuration;
    }
    const timeToBlockExpire = Math.ceil((record.blockExpiresAt - now) / 1000);
    if (timeToBlockExpire <= 0 && record.isBlocked) {
      record.isBlocked = false;
      hits.expiries = [now + ttl];
      hits.head = 0;
    }
    return { totalHits: live(hits), timeToExpire, isBlocked: record.isBlocked, timeToBlockExpire };
  }

  /** Forgets the clients with nothing left to count: not blocked, window over, no live hit. */
  private sweep(now: number): void {
    for (const [key, record] of this.records) {
      if (record.isBlocked && record.blockExpiresAt > now) continue;
      if (record.expiresAt > now) continue;
      let alive = false;
      for (const hits of record.hits.values()) {
        prune(hits, now);
        if (live(hits) > 0) alive = true;
      }
      if (!alive) this.records.delete(key);
    }
  }
}

function live(hits: Hits): number {
  return hits.expiries.length - hits.head;
}

/** Drops the expired hits from the front; the list is cut once half of it is dead (amortized constant). */
function prune(hits: Hits, now: number): void {
  const { expiries } = hits;
  let head = hits.head;
  while (head < expiries.length && expiries[head] <= now) head++;
  if (head > 64 && head * 2 > expiries.length) {
    hits.expiries = expiries.slice(head);
    hits.head = 0;
  } else hits.head = head;
}
