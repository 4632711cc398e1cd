// Fixed-window attempt counters kept in memory: enough for one process, and forgotten on
// restart, which only ever errs on the side of letting a user in.
import { AppError } from './errors';

export interface RateLimiter {
  /** Counts one attempt under `key`; throws 429 when the window's limit is passed. */
  hit(key: string, limit: number): void;
  reset(): void;
}

export function createRateLimiter(windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
  }

  return {
    hit(key, limit) {
      const time = now();
      sweep(time);
      const window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        windows.set(key, { start: time, count: 1 });
        return;
      }
      window.count += 1;
      if (window.count > limit) {
        const retryInSeconds = Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
        throw new AppError(429, `Too many attempts. Please wait ${retryInSeconds} seconds and try again.`, 'RATE_LIMITED', {
          'retry-after': String(retryInSeconds),
        });
      }
    },
    reset() {
      windows.clear();
    },
  };
}
