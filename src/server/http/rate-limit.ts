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
