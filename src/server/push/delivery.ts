// Sends due push-outbox rows to each of their user's devices: encrypted (aes128gcm) and signed
// (VAPID JWT) by web-push, posted by the sender's transport. Rows are claimed before they are
// sent, so two passes never send one twice; delivery is at least once. Per device:
//   2xx → delivered; 404/410 → the browser dropped the subscription: it is deleted;
//   429/5xx, a timeout or no answer → retried with back-off (a 429's Retry-After honoured);
//   any other 4xx → that device is given up for this push (logged).
// A row is done when no device is left to retry; after MAX_ATTEMPTS it fails.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import webPush from 'web-push';
import type { Logger } from '../context';
import type { Db } from '../db/client';
import { type PushOutboxRow, pushOutbox, pushSubscriptions } from '../db/schema';
import { backoffMs } from '../email/delivery';
import type { PushSender } from './sender';

export const MAX_PUSH_ATTEMPTS = 8;
/** Rows claimed at once; their devices are posted to CONCURRENCY at a time. */
const BATCH = 200;
const CONCURRENCY = 64;
/** How long one pass keeps sending while rows are due; the next pass takes the rest. */
const PASS_BUDGET_MS = 30_000;
/** A claim outlives any send (each has the sender's deadline), so only a dead process leaves one. */
export const PUSH_CLAIM_MS = 5 * 60 * 1000;
/** A Retry-After longer than this is taken as this: a day-long wait would outlive every TTL. */
const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

type Subscription = typeof pushSubscriptions.$inferSelect;

/** One device's answer to one push. */
type DeviceOutcome = { kind: 'delivered' } | { kind: 'gone' } | { kind: 'retry'; error: string; afterMs: number } | { kind: 'rejected'; error: string };

export interface PushPassSummary {
  sent: number;
  retried: number;
  failed: number;
  gone: number;
}

/** Claims up to BATCH due rows, oldest first: each claim counts as an attempt. */
function claimDue(db: Db, now: number): PushOutboxRow[] {
  return db.transaction(
    (tx) => {
      const ids = tx
        .select({ id: pushOutbox.id })
        .from(pushOutbox)
        .where(and(inArray(pushOutbox.status, ['pending', 'sending']), lte(pushOutbox.nextAttemptAt, now)))
        .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.id))
        .limit(BATCH)
        .all()
        .map((row) => row.id);
      if (ids.length === 0) return [];
      return tx
        .update(pushOutbox)
        .set({ status: 'sending', attempts: sql`${pushOutbox.attempts} + 1`, nextAttemptAt: now + PUSH_CLAIM_MS })
        .where(inArray(pushOutbox.id, ids))
        .returning()
        .all();
    },
    { behavior: 'immediate' },
  );
}

/** The devices a row still has to reach: on its first attempt, all the user's devices of now. */
function devicesOf(db: Db, row: PushOutboxRow): Subscription[] {
  const mine = eq(pushSubscriptions.userId, row.userId);
  if (row.remaining === null) return db.select().from(pushSubscriptions).where(mine).all();
  if (row.remaining.length === 0) return [];
  // A device since moved to another account is not this user's any more, and is skipped.
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(mine, inArray(pushSubscriptions.id, row.remaining)))
    .all();
}

/** Milliseconds a Retry-After (seconds, or an HTTP date) asks for; 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number {
  if (!header) return 0;
  const value = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isFinite(value) ? Math.min(MAX_RETRY_AFTER_MS, Math.max(0, value)) : 0;
}

async function sendTo(sender: PushSender, row: PushOutboxRow, device: Subscription, now: number): Promise<DeviceOutcome> {
  let details: ReturnType<typeof webPush.generateRequestDetails> & { body: Buffer };
  try {
    // Encrypted here; signed with the cached VAPID header below.
    details = webPush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(row.payload), {
      contentEncoding: 'aes128gcm',
      TTL: row.ttl,
      urgency: row.urgency,
      ...(row.topic && { topic: row.topic }),
    });
  } catch (error) {
    // A key no retry will mend (not a point on the curve): this device is given up.
    return { kind: 'rejected', error: `could not encrypt for this device: ${String(error)}` };
  }
  try {
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
    headers.Authorization = vapidAuthorization(sender, new URL(device.endpoint).origin);
    const answer = await sender.transport({ endpoint: details.endpoint, headers, body: new Uint8Array(details.body) }, sender.timeoutMs);
    if (answer.status >= 200 && answer.status < 300) return { kind: 'delivered' };
    if (answer.status === 404 || answer.status === 410) return { kind: 'gone' };
    const error = `push service answered ${answer.status}`;
    if (answer.status === 429 || answer.status >= 500) return { kind: 'retry', error, afterMs: retryAfterMs(answer.retryAfter, now) };
    return { kind: 'rejected', error };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { kind: 'retry', error: timedOut ? `push service did not answer within ${sender.timeoutMs} ms` : String(error), afterMs: 0 };
  }
}

/** A VAPID JWT is signed for 12 h and replaced once less than an hour of it is left. */
const VAPID_TOKEN_S = 12 * 60 * 60;
const VAPID_RENEW_S = 60 * 60;

/**
 * The `vapid t=…, k=…` header for a push service (RFC 8292), signed once per service and reused.
 * Wall-clock time, not the app's clock: the push service checks `exp` against its own.
 */
export function vapidAuthorization(sender: PushSender, audience: string): string {
  const now = Math.floor(Date.now() / 1000);
  const cached = sender.vapidHeaders.get(audience);
  if (cached && cached.expiresAt - now > VAPID_RENEW_S) return cached.authorization;
  const expiresAt = now + VAPID_TOKEN_S;
  const { subject, publicKey, privateKey } = sender.vapid;
  const authorization = webPush.getVapidHeaders(audience, subject, publicKey, privateKey, 'aes128gcm', expiresAt).Authorization;
  sender.vapidHeaders.set(audience, { authorization, expiresAt });
  return authorization;
}

/** Runs tasks with at most `limit` in flight. */
async function pooled<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** Records one row's outcomes: what is left to retry, the devices gone, and its new state. */
function settle(db: Db, row: PushOutboxRow, outcomes: [Subscription, DeviceOutcome][], now: number, log: Logger, summary: PushPassSummary) {
  const gone = outcomes.filter(([, outcome]) => outcome.kind === 'gone').map(([device]) => device.id);
  const retry = outcomes.filter(([, outcome]) => outcome.kind === 'retry');
  for (const [device, outcome] of outcomes) {
    if (outcome.kind === 'rejected') log.error(`Push #${row.id} to device ${device.id} refused: ${outcome.error}`);
  }
  const lastError = retry.map(([, outcome]) => (outcome.kind === 'retry' ? outcome.error : '')).at(-1) ?? null;
  const waitMs = Math.max(backoffMs(row.attempts), ...retry.map(([, outcome]) => (outcome.kind === 'retry' ? outcome.afterMs : 0)));
  const gaveUp = retry.length > 0 && row.attempts >= MAX_PUSH_ATTEMPTS;
  const status = retry.length === 0 ? 'sent' : gaveUp ? 'failed' : 'pending';
  db.transaction(
    (tx) => {
      if (gone.length) tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone)).run();
      tx.update(pushOutbox)
        .set({
          status,
          remaining: retry.map(([device]) => device.id),
          lastError: lastError?.slice(0, 500) ?? null,
          nextAttemptAt: status === 'pending' ? now + waitMs : row.nextAttemptAt,
          sentAt: status === 'sent' ? now : null,
        })
        .where(eq(pushOutbox.id, row.id))
        .run();
    },
    { behavior: 'immediate' },
  );
  summary.gone += gone.length;
  if (status === 'sent') summary.sent += 1;
  else if (status === 'failed') summary.failed += 1;
  else summary.retried += 1;
  if (gaveUp) log.error(`Push #${row.id} gave up after ${row.attempts} attempts: ${lastError}`);
}

/** Sends the due pushes for up to PASS_BUDGET_MS. */
export async function deliverDuePushes(deps: { db: Db; push: PushSender; clock: () => number; log: Logger }): Promise<PushPassSummary> {
  const { db, clock, log } = deps;
  const summary: PushPassSummary = { sent: 0, retried: 0, failed: 0, gone: 0 };
  const started = clock();
  while (clock() - started < PASS_BUDGET_MS) {
    const rows = claimDue(db, clock());
    if (rows.length === 0) break;
    const work = rows.map((row) => ({ row, devices: devicesOf(db, row) }));
    const tasks = work.flatMap(({ row, devices }) =>
      devices.map((device) => async () => [device, await sendTo(deps.push, row, device, clock())] as [Subscription, DeviceOutcome]),
    );
    const results = await pooled(tasks, CONCURRENCY);
    let at = 0;
    const now = clock();
    for (const { row, devices } of work) {
      settle(db, row, results.slice(at, at + devices.length), now, log, summary);
      at += devices.length;
    }
  }
  return summary;
}
