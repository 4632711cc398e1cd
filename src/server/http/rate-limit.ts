// Fixed-window attempt counters kept in memory: enough for one process (the data-folder lock
// keeps it to one), and forgotten on restart, which only ever errs on the side of letting a user in.
import { AppError } from './errors';

export interface RateLimiter {
  /** Counts one attempt under `key`; throws 429 when the window's limit is passed. */
  hit(key: string, limit: number): void;
  /** How many were counted under `key` in the current window. */
  count(key: string): number;
  /** Counts one under `key` without refusing anything (e.g. a failed attempt). */
  add(key: string): void;
  /** Forgets `key`'s window (e.g. after a successful sign-in). */
  clear(key: string): void;
  /** A 429 saying when `key`'s window ends. */
  refusal(key: string): AppError;
  reset(): void;
}

interface Window {
  start: number;
  count: number;
}

export function createRateLimiter(windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
  }

  function current(key: string, time: number): Window | undefined {
    sweep(time);
    const window = windows.get(key);
    return window && time - window.start < windowMs ? window : undefined;
  }

  function add(key: string): Window {
    const time = now();
    const window = current(key, time);
    if (window) {
      window.count += 1;
      return window;
    }
    const fresh = { start: time, count: 1 };
    windows.set(key, fresh);
    return fresh;
  }

  function refusal(key: string): AppError {
    const window = windows.get(key);
    const retryInSeconds = window ? Math.max(1, Math.ceil((window.start + windowMs - now()) / 1000)) : Math.ceil(windowMs / 1000);
    return new AppError(429, `Too many attempts. Please wait ${retryInSeconds} seconds and try again.`, 'RATE_LIMITED', {
      'retry-after': String(retryInSeconds),
    });
  }

  return {
    hit(key, limit) {
      if (add(key).count > limit) throw refusal(key);
    },
    count: (key) => current(key, now())?.count ?? 0,
    add: (key) => void add(key),
    clear: (key) => void windows.delete(key),
    refusal,
    reset() {
      windows.clear();
    },
  };
}

/**
 * Token buckets, one per key: `capacity` tokens, refilled continuously at `perHour`. Unlike a
 * fixed window, the guarantee is exact: any pace at or under the refill rate, in bursts of at
 * most `capacity`, always passes; a script gets `capacity` and then the refill rate only.
 */
export interface TokenBuckets {
  /** Milliseconds until `key` has a token; 0 when it has one now. */
  waitMs(key: string): number;
  /** Takes one of `key`'s tokens (after waitMs answered 0). */
  take(key: string): void;
  reset(): void;
}

interface Bucket {
  tokens: number;
  at: number;
}

export function createTokenBuckets(capacity: number, perHour: number, now: () => number = Date.now): TokenBuckets {
  const perMs = perHour / 3_600_000;
  const fullAfterMs = capacity / perMs;
  const buckets = new Map<string, Bucket>();
  let lastSweep = now();

  // A bucket that has refilled to capacity says nothing a fresh one would not: forget it.
  function sweep(time: number) {
    if (time - lastSweep < fullAfterMs) return;
    lastSweep = time;
    for (const [key, bucket] of buckets) if (time - bucket.at >= fullAfterMs) buckets.delete(key);
  }

  function tokensOf(key: string, time: number): number {
    sweep(time);
    const bucket = buckets.get(key);
    return bucket ? Math.min(capacity, bucket.tokens + (time - bucket.at) * perMs) : capacity;
  }

  return {
    waitMs(key) {
      const tokens = tokensOf(key, now());
      return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / perMs);
    },
    take(key) {
      const time = now();
      buckets.set(key, { tokens: tokensOf(key, time) - 1, at: time });
    },
    reset() {
      buckets.clear();
    },
  };
}
