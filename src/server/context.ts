// What every feature is built with: plain dependencies, no HTTP in them.
import type { Config } from './config';
import type { Db } from './db/client';
import type Stripe from 'stripe';
import type { RateLimiter } from './http/rate-limit';
import type { MailTransport } from './email/delivery';
import type { EventBus } from './events/bus';
import type { SendLimits } from './messages/send-limits';
import type { ExportBudget } from './data-export/budget';
import type { PushSender } from './push/sender';
import type { LiveSockets } from './realtime/hub';

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
  /** Each sender's message and new-conversation budgets (messages/send-limits.ts); in memory, reset by a restart. */
  sendLimits: SendLimits;
  /** Each user's budget of data exports (data-export/budget.ts); in memory, reset by a restart. */
  exportBudget: ExportBudget;
  log: Logger;
  /** Secret that signs session cookies (kept in the data folder or SESSION_SECRET, not in backups). */
  sessionSecret: string;
  /** Signs links sent in e-mail; kept in the database so a restored backup still honours them. */
  linkKey: string;
  /** Present when STRIPE_SECRET_KEY is set; billing is off otherwise. */
  stripe?: Stripe;
  /** What services announce after a change commits; the WebSocket, badge counts and caches listen. */
  events: EventBus;
  /** Present when SMTP_URL is set; the outbox only logs its mail otherwise. */
  mailer?: MailTransport;
  /** Web Push: the VAPID keys (config or the data folder) and how pushes leave; the push-delivery job uses it. */
  push: PushSender;
  /**
   * The live sockets open now, by user: the realtime hub adds and removes them; a message whose
   * recipient has one is shown there and not pushed. In memory: a restart closes every socket anyway.
   */
  liveSockets: LiveSockets;
}

/**
 * The dependencies of the services that look addresses up (geo, profiles): Google Places when a
 * key is configured, and the bus a saved profile is announced on.
 */
export function geoDeps(deps: AppDeps) {
  const { GOOGLE_MAPS_API_KEY: apiKey, GOOGLE_PLACES_BASE_URL: baseUrl } = deps.config;
  return { db: deps.db, google: apiKey ? { apiKey, baseUrl } : undefined, events: deps.events };
}

/** The subscription's dependencies. */
export function billingDeps(deps: AppDeps) {
  return {
    db: deps.db,
    stripe: deps.stripe,
    priceId: deps.config.STRIPE_PRICE_ID,
    webhookSecret: deps.config.STRIPE_WEBHOOK_SECRET,
    appName: deps.config.APP_NAME,
    clock: deps.clock,
    events: deps.events,
  };
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
