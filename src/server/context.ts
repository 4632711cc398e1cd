// What every feature is built with: plain dependencies, no HTTP in them.
import type { Config } from './config';
import type { Db } from './db/client';
import type { RateLimiter } from './http/rate-limit';

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** Current time in ms; tests move it to expire sessions and tokens. */
  clock: () => number;
  limiter: RateLimiter;
  log: Logger;
  /** Secret that signs session cookies. */
  sessionSecret: string;
}

export function consoleLogger(silent: boolean): Logger {
  return {
    info: (message) => {
      if (!silent) console.log(message);
    },
    error: (message, error) => {
      if (!silent) console.error(message, error ?? '');
    },
  };
}
