// The in-process job runner: delivers the e-mail outbox and purges expired rows. Work itself is
// kept in tables (the outbox), so a crash or restart loses nothing; the timers only wake it up.
import { purgeResetTokens } from '../auth/service';
import { purgeExpiredSessions } from '../auth/sessions';
import { renewUnbilledSubscriptions } from '../billing/store';
import type { AppDeps } from '../context';
import { createSmtpTransport, deliverDueEmails, logUndeliverable, type MailTransport } from '../email/delivery';
import { pruneChanges } from '../lib/change-log';

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export interface JobRunner {
  /** Runs the e-mail delivery once (tests call it instead of waiting for the timer). */
  deliverEmail(): Promise<number>;
  /** Hourly upkeep: purges expired rows and renews billing-off subscriptions. */
  cleanUp(): { sessions: number; resetTokens: number; renewedSubscriptions: number; searchChanges: number };
  stop(): Promise<void>;
}

export function startJobs(deps: AppDeps, options: { timers: boolean; transport?: MailTransport } = { timers: true }): JobRunner {
  const { db, config, log } = deps;
  const transport = options.transport ?? (config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : undefined);
  const logged = new Set<number>();
  let delivering: Promise<number> | null = null;

  async function deliverEmail(): Promise<number> {
    if (!transport) {
      logUndeliverable(db, log, logged);
      return 0;
    }
    // One delivery pass at a time, so a slow SMTP server never gets the same row twice.
    delivering ??= deliverDueEmails(db, transport, config.mailFrom, deps.clock(), log).finally(() => {
      delivering = null;
    });
    return delivering;
  }

  function cleanUp() {
    const now = deps.clock();
    return {
      sessions: purgeExpiredSessions(db, now),
      resetTokens: purgeResetTokens(db, now),
      renewedSubscriptions: deps.stripe ? 0 : renewUnbilledSubscriptions(db, now),
      searchChanges: pruneChanges(db, now),
    };
  }

  const timers = options.timers
    ? [
        setInterval(() => void deliverEmail().catch((error) => log.error('E-mail delivery failed', error)), config.EMAIL_POLL_SECONDS * 1000),
        setInterval(() => cleanUp(), CLEANUP_INTERVAL_MS),
      ]
    : [];

  return {
    deliverEmail,
    cleanUp,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await delivering;
      transport?.close();
    },
  };
}
