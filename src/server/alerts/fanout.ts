// The fan-out: a post's alert row (queue.ts) becomes one delivery per recipient. Each batch is one
// transaction writing, per recipient, the unique (recipient, fan-out) delivery row and, for an
// instant recipient under the hourly cap, the outbox row and the cap's time. A run that dies
// mid-way leaves its claim to run out; the retry recomputes the recipients and redoes the batches,
// and the unique rows make it skip everyone already told: each recipient hears once.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type AlertKind, INSTANT_ALERT_GAP_MS } from '../../shared/alerts';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { alertDeliveries, alertFanouts, alertSettings } from '../db/schema';
import { isFlagEnabled } from '../flags/flags';
import { enqueueEmail } from '../email/outbox';
import { instantAlertEmail } from './emails';
import { type AlertCause, describeCause, type Recipient, recipientsOf } from './matching';
import { toldAtPosting } from './told-first';
import { unsubscribeToken } from './unsubscribe-token';
import { notify } from '../push/notify';
import type { PushPayload } from '../../shared/push-payload';

/** How long a claim holds a fan-out; every batch renews it, so only a dead run's claim runs out. */
export const FANOUT_CLAIM_MS = 60_000;
/** Recipients per transaction at most: short write locks, so requests go on while 2,000 vets are told. */
export const FANOUT_BATCH = 100;
/**
 * A batch also ends once it has run this long: an instant recipient's e-mail takes a fraction of a
 * millisecond to render, so 100 of them held the event loop (and every request behind it) for tens
 * of milliseconds on a loaded machine. Measured with bench/alerts.ts.
 */
export const FANOUT_SLICE_MS = 4;

export interface ClaimedFanout {
  id: number;
  kind: AlertKind;
  actorId: number;
  refIds: number[];
  attempts: number;
}

/**
 * A post is fanned out once it is this old, and the same poster's other posts of the next moments
 * are folded into it: the availability screen sends one call per chosen date, in parallel, and a
 * clinic's three dates must reach a vet as one e-mail, not one now and two in tomorrow's digest.
 */
export const FANOUT_SETTLE_MS = 2000;

/**
 * Claims the oldest fan-out that is pending (and settled), or whose claim ran out (its run died),
 * folding the poster's other pending posts of the same kind within FANOUT_SETTLE_MS into it. The
 * fold and the claim commit together, so a crash never tells anyone of a folded post twice.
 */
export function claimFanout(db: Db, now: number): ClaimedFanout | undefined {
  // A post waiting for the end of its first look is neither due nor folded into another.
  const released = or(isNull(alertFanouts.notBefore), lte(alertFanouts.notBefore, now));
  return db.transaction(
    (tx) => {
      const due = tx
        .select({ id: alertFanouts.id })
        .from(alertFanouts)
        .where(
          or(
            and(eq(alertFanouts.status, 'pending'), lte(alertFanouts.createdAt, now - FANOUT_SETTLE_MS), released),
            and(eq(alertFanouts.status, 'running'), lte(alertFanouts.claimedUntil, now)),
          ),
        )
        .orderBy(alertFanouts.id)
        .limit(1);
      const row = tx
        .update(alertFanouts)
        .set({ status: 'running', claimedUntil: now + FANOUT_CLAIM_MS, attempts: sql`${alertFanouts.attempts} + 1` })
        .where(eq(alertFanouts.id, due))
        .returning({
          id: alertFanouts.id,
          kind: alertFanouts.kind,
          actorId: alertFanouts.actorId,
          refIds: alertFanouts.refIds,
          attempts: alertFanouts.attempts,
          createdAt: alertFanouts.createdAt,
        })
        .get();
      if (!row) return undefined;
      const refIds = [...row.refIds];
      const folded = tx
        .select({ id: alertFanouts.id, refIds: alertFanouts.refIds })
        .from(alertFanouts)
        .where(
          and(
            eq(alertFanouts.status, 'pending'),
            released,
            eq(alertFanouts.kind, row.kind),
            eq(alertFanouts.actorId, row.actorId),
            gt(alertFanouts.id, row.id),
            lte(alertFanouts.createdAt, row.createdAt + FANOUT_SETTLE_MS),
          ),
        )
        .orderBy(asc(alertFanouts.id))
        .all();
      if (folded.length) {
        for (const other of folded) refIds.push(...other.refIds);
        tx.update(alertFanouts).set({ refIds }).where(eq(alertFanouts.id, row.id)).run();
        tx.delete(alertFanouts)
          .where(
            inArray(
              alertFanouts.id,
              folded.map((other) => other.id),
            ),
          )
          .run();
      }
      return { id: row.id, kind: row.kind as AlertKind, actorId: row.actorId, refIds, attempts: row.attempts };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Releases the claims of runs that died with the previous process. Safe only where no other run
 * is under way: the job calls it on its first run in a process (one instance per data folder).
 */
export function releaseOrphanedFanouts(db: Db): number {
  return db
    .update(alertFanouts)
    .set({ status: 'pending', claimedUntil: null })
    .where(eq(alertFanouts.status, 'running'))
    .returning({ id: alertFanouts.id })
    .all().length;
}

/** The statements of a batch, built once per database: a fan-out runs them for each of 2,000 vets. */
function batchStatements(db: Db) {
  return prepared(db, 'alert-fanout-batch', () => ({
    renewClaim: db
      .update(alertFanouts)
      .set({ claimedUntil: sql`${sql.placeholder('until')}` })
      .where(eq(alertFanouts.id, sql.placeholder('id')))
      .prepare(),
    insertDelivery: db
      .insert(alertDeliveries)
      .values({
        recipientId: sql.placeholder('recipientId'),
        fanoutId: sql.placeholder('fanoutId'),
        mode: sql.placeholder('mode'),
        createdAt: sql.placeholder('now'),
      })
      .onConflictDoNothing()
      .returning({ id: alertDeliveries.id })
      .prepare(),
    linkOutbox: db
      .update(alertDeliveries)
      .set({ outboxId: sql`${sql.placeholder('outboxId')}` })
      .where(eq(alertDeliveries.id, sql.placeholder('id')))
      .prepare(),
    stampInstant: db
      .insert(alertSettings)
      .values({ userId: sql.placeholder('userId'), lastInstantAt: sql.placeholder('now') })
      .onConflictDoUpdate({ target: alertSettings.userId, set: { lastInstantAt: sql`${sql.placeholder('now')}` } })
      .prepare(),
  }));
}

type FanoutDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'linkKey'>;

/** An instant shift alert on the lock screen: who posted where, and the first shift. */
function shiftsPush(cause: AlertCause): PushPayload {
  const more = cause.items.length > 1 ? ` and ${cause.items.length - 1} more` : '';
  return { title: `New shift near you: ${cause.who}, ${cause.place}`, body: `${cause.items[0] ?? ''}${more}`, url: '/browse', tag: 'new-shifts' };
}

/**
 * Writes the deliveries (and instant e-mails) of the batch's first recipients in one transaction,
 * as many as FANOUT_SLICE_MS allows (one at least); answers how many were handled and how many new.
 */
function deliverBatch(deps: FanoutDeps, fanout: ClaimedFanout, cause: AlertCause, batch: Recipient[], sliceMs: number): { handled: number; written: number } {
  const { db, config, linkKey } = deps;
  const now = deps.clock();
  const began = performance.now();
  return db.transaction(
    (tx) => {
      const statements = batchStatements(db);
      // The claim is renewed with each batch: a live run never loses it to a retry.
      statements.renewClaim.run({ until: now + FANOUT_CLAIM_MS, id: fanout.id });
      const settings = new Map(
        tx
          .select({ userId: alertSettings.userId, mode: alertSettings.mode, lastInstantAt: alertSettings.lastInstantAt })
          .from(alertSettings)
          .where(
            inArray(
              alertSettings.userId,
              batch.map((recipient) => recipient.userId),
            ),
          )
          .all()
          .map((row) => [row.userId, row]),
      );
      let written = 0;
      let handled = 0;
      for (const recipient of batch) {
        if (handled > 0 && performance.now() - began > sliceMs) break;
        handled++;
        const setting = settings.get(recipient.userId);
        const mode = setting?.mode ?? 'instant';
        // Switched off since the match: nothing to record (a later change of mind gets later alerts).
        if (mode === 'off') continue;
        const capped = setting?.lastInstantAt != null && now - setting.lastInstantAt < INSTANT_ALERT_GAP_MS;
        const instant = mode === 'instant' && !capped;
        const delivery = statements.insertDelivery.get({ recipientId: recipient.userId, fanoutId: fanout.id, mode: instant ? 'instant' : 'digest', now });
        // Already told by an earlier run of this fan-out.
        if (!delivery) continue;
        written++;
        if (!instant) continue;
        const links = { appName: config.APP_NAME, publicUrl: config.publicUrl, token: unsubscribeToken(linkKey, recipient.userId, fanout.kind) };
        const outboxId = enqueueEmail(tx, instantAlertEmail(recipient.email, recipient.firstName, cause, recipient.why, links), now);
        statements.linkOutbox.run({ outboxId, id: delivery.id });
        statements.stampInstant.run({ userId: recipient.userId, now });
        // Instant alerts push as well (a digest does not); the e-mail's own switch is the alert mode.
        if (fanout.kind === 'shifts') notify(db, { userId: recipient.userId, event: 'new_shifts', push: () => shiftsPush(cause) }, now);
      }
      return { handled, written };
    },
    { behavior: 'immediate' },
  );
}

export interface FanoutOptions {
  /** Tests: stop (as a crash would) after this many batches, leaving the claim in place. */
  crashAfterBatches?: number;
  /** How long a batch may run (default FANOUT_SLICE_MS); tests that count whole batches lift it. */
  sliceMs?: number;
}

/** Runs one claimed fan-out to the end; answers the deliveries written by this run. */
export async function runFanout(deps: FanoutDeps, fanout: ClaimedFanout, options: FanoutOptions = {}): Promise<number> {
  const { db } = deps;
  const cause = describeCause(db, fanout.kind, fanout.actorId, fanout.refIds);
  // Requests go first between the post's description and the matching pass (≈ 7 ms for 2,000 vets).
  await new Promise((resolve) => setImmediate(resolve));
  const toldFirst = fanout.kind === 'shifts' ? toldAtPosting(db, fanout.actorId, fanout.refIds) : new Set<number>();
  const recipients = cause
    ? recipientsOf(db, fanout.kind, fanout.actorId, fanout.refIds, deps.clock()).filter((recipient) => !toldFirst.has(recipient.userId))
    : [];
  let written = 0;
  for (let start = 0, batches = 0; start < recipients.length; batches++) {
    if (batches === options.crashAfterBatches) return written;
    const batch = deliverBatch(deps, fanout, cause!, recipients.slice(start, start + FANOUT_BATCH), options.sliceMs ?? FANOUT_SLICE_MS);
    start += batch.handled;
    written += batch.written;
    // Let requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  db.update(alertFanouts)
    .set({ status: 'done', claimedUntil: null, doneAt: deps.clock(), recipients: db.$count(alertDeliveries, eq(alertDeliveries.fanoutId, fanout.id)) })
    .where(eq(alertFanouts.id, fanout.id))
    .run();
  return written;
}

/** Fans out every due fan-out, oldest first; answers the fan-outs finished and deliveries written. */
export async function fanOutDue(deps: FanoutDeps, options: FanoutOptions = {}): Promise<{ fanouts: number; deliveries: number }> {
  // Switched off by the admin: posts made meanwhile tell nobody, now or when it is switched on again.
  if (!isFlagEnabled(deps.db, 'alert_emails')) {
    deps.db
      .update(alertFanouts)
      .set({ status: 'done', claimedUntil: null, doneAt: deps.clock(), recipients: 0 })
      .where(eq(alertFanouts.status, 'pending'))
      .run();
    return { fanouts: 0, deliveries: 0 };
  }
  let fanouts = 0;
  let deliveries = 0;
  for (let fanout = claimFanout(deps.db, deps.clock()); fanout; fanout = claimFanout(deps.db, deps.clock())) {
    deliveries += await runFanout(deps, fanout, options);
    if (options.crashAfterBatches !== undefined) break;
    fanouts++;
  }
  return { fanouts, deliveries };
}
