// The fan-out: a post's alert row (queue.ts) becomes one delivery per recipient. Each batch is one
// transaction writing, per recipient, the unique (recipient, fan-out) delivery row and, for an
// instant recipient under the hourly cap, the outbox row and the cap's time. A run that dies
// mid-way leaves its claim to run out; the retry recomputes the recipients and redoes the batches,
// and the unique rows make it skip everyone already told: each recipient hears once.
import { type AlertKind, INSTANT_ALERT_GAP_MS } from '../../shared/alerts';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { isFlagEnabled } from '../flags/flags';
import { enqueueEmail } from '../email/outbox';
import { instantAlertEmail } from './emails';
import { type AlertCause, describeCause, type Recipient, recipientsOf } from './matching';
import { unsubscribeToken } from './unsubscribe-token';

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

interface FanoutRow {
  id: number;
  kind: string;
  actor_id: number;
  ref_ids: string;
  attempts: number;
  created_at: number;
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
  return db.transaction(
    () => {
      const sql = db.$client;
      const row = sql
        .query<FanoutRow, [number, number, number]>(
          `UPDATE alert_fanouts SET status = 'running', claimed_until = ?1, attempts = attempts + 1
            WHERE id = (SELECT id FROM alert_fanouts
                         WHERE (status = 'pending' AND created_at <= ?3) OR (status = 'running' AND claimed_until <= ?2) ORDER BY id LIMIT 1)
            RETURNING id, kind, actor_id, ref_ids, attempts, created_at`,
        )
        .get(now + FANOUT_CLAIM_MS, now, now - FANOUT_SETTLE_MS);
      if (!row) return undefined;
      const refIds: number[] = JSON.parse(row.ref_ids);
      const folded = sql
        .query<{ id: number; ref_ids: string }, [string, number, number, number]>(
          "SELECT id, ref_ids FROM alert_fanouts WHERE status = 'pending' AND kind = ? AND actor_id = ? AND id > ? AND created_at <= ? ORDER BY id",
        )
        .all(row.kind, row.actor_id, row.id, row.created_at + FANOUT_SETTLE_MS);
      if (folded.length) {
        for (const other of folded) refIds.push(...(JSON.parse(other.ref_ids) as number[]));
        sql.query('UPDATE alert_fanouts SET ref_ids = ? WHERE id = ?').run(JSON.stringify(refIds), row.id);
        sql.query(`DELETE FROM alert_fanouts WHERE id IN (${folded.map((other) => other.id).join(',')})`).run();
      }
      return { id: row.id, kind: row.kind as AlertKind, actorId: row.actor_id, refIds, attempts: row.attempts };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Releases the claims of runs that died with the previous process. Safe only where no other run
 * is under way: the job calls it on its first run in a process (one instance per data folder).
 */
export function releaseOrphanedFanouts(db: Db): number {
  return db.$client.query("UPDATE alert_fanouts SET status = 'pending', claimed_until = NULL WHERE status = 'running'").run().changes;
}

interface SettingsRow {
  user_id: number;
  mode: string;
  last_instant_at: number | null;
}

type FanoutDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'linkKey'>;

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
      const client = db.$client;
      // The claim is renewed with each batch: a live run never loses it to a retry.
      client.query('UPDATE alert_fanouts SET claimed_until = ? WHERE id = ?').run(now + FANOUT_CLAIM_MS, fanout.id);
      const ids = batch.map((recipient) => recipient.userId).join(',');
      const settings = new Map(
        client
          .query<SettingsRow, []>(`SELECT user_id, mode, last_instant_at FROM alert_settings WHERE user_id IN (${ids})`)
          .all()
          .map((row) => [row.user_id, row]),
      );
      const insert = client.query<{ id: number }, [number, number, string, number]>(
        'INSERT INTO alert_deliveries (recipient_id, fanout_id, mode, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id',
      );
      const linkOutbox = client.query('UPDATE alert_deliveries SET outbox_id = ? WHERE id = ?');
      const stampInstant = client.query(
        'INSERT INTO alert_settings (user_id, last_instant_at) VALUES (?1, ?2) ON CONFLICT (user_id) DO UPDATE SET last_instant_at = ?2',
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
        const capped = setting?.last_instant_at != null && now - setting.last_instant_at < INSTANT_ALERT_GAP_MS;
        const instant = mode === 'instant' && !capped;
        const delivery = insert.get(recipient.userId, fanout.id, instant ? 'instant' : 'digest', now);
        // Already told by an earlier run of this fan-out.
        if (!delivery) continue;
        written++;
        if (!instant) continue;
        const links = { appName: config.APP_NAME, publicUrl: config.publicUrl, token: unsubscribeToken(linkKey, recipient.userId, fanout.kind) };
        const outboxId = enqueueEmail(tx, instantAlertEmail(recipient.email, recipient.firstName, cause, recipient.why, links), now);
        linkOutbox.run(outboxId, delivery.id);
        stampInstant.run(recipient.userId, now);
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
  const recipients = cause ? recipientsOf(db, fanout.kind, fanout.actorId, fanout.refIds, deps.clock()) : [];
  let written = 0;
  for (let start = 0, batches = 0; start < recipients.length; batches++) {
    if (batches === options.crashAfterBatches) return written;
    const batch = deliverBatch(deps, fanout, cause!, recipients.slice(start, start + FANOUT_BATCH), options.sliceMs ?? FANOUT_SLICE_MS);
    start += batch.handled;
    written += batch.written;
    // Let requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  db.$client
    .query(
      `UPDATE alert_fanouts SET status = 'done', claimed_until = NULL, done_at = ?1,
              recipients = (SELECT count(*) FROM alert_deliveries WHERE fanout_id = ?2) WHERE id = ?2`,
    )
    .run(deps.clock(), fanout.id);
  return written;
}

/** Fans out every due fan-out, oldest first; answers the fan-outs finished and deliveries written. */
export async function fanOutDue(deps: FanoutDeps, options: FanoutOptions = {}): Promise<{ fanouts: number; deliveries: number }> {
  // Switched off by the admin: posts made meanwhile tell nobody, now or when it is switched on again.
  if (!isFlagEnabled(deps.db, 'alert_emails')) {
    deps.db.$client.run("UPDATE alert_fanouts SET status = 'done', claimed_until = NULL, done_at = ?, recipients = 0 WHERE status = 'pending'", [deps.clock()]);
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
