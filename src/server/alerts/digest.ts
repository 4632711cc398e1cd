// The daily digest: the alerts that waited (the user chose a digest, or an instant alert came
// within an hour of the last) go out in one e-mail at the user's digest hour, in the zone of the
// profile's state. Once a local day at most; a server that was down at that hour catches up when
// it is back. One transaction per user: the outbox row, the deliveries marked, the day stamped.
import { DEFAULT_DIGEST_HOUR } from '../../shared/alerts';
import { zoneOfState } from '../bookings/shift-time';
import type { AppDeps } from '../context';
import type { User } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { isFlagEnabled } from '../flags/flags';
import { digestEmail } from './emails';
import { type AlertCause, describeCause } from './matching';
import { alertKindOf, whyFor } from './settings';
import { unsubscribeToken } from './unsubscribe-token';

export interface LocalClock {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  /** The zone's wall clock ahead of UTC at this instant, in ms (negative in the US). */
  offsetMs: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The date and hour on the zone's wall clock at `instant`. */
export function localClock(zone: string, instant: number): LocalClock {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!);
  const date = `${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  return { date, hour: parts.hour! % 24, offsetMs: wall - Math.floor(instant / 60_000) * 60_000 };
}

/** When today's digest hour came (or comes) on this wall clock, as an instant. */
function digestInstant(clock: LocalClock, hour: number): number {
  return Date.parse(`${clock.date}T${String(hour).padStart(2, '0')}:00:00Z`) - clock.offsetMs;
}

interface Waiting {
  user_id: number;
  user_type: User['userType'];
  email: string;
  first_name: string;
  mode: string | null;
  digest_hour: number | null;
  last_digest_date: string | null;
  state: string | null;
  first_at: number;
}

interface PendingDelivery {
  id: number;
  fanout_id: number;
  kind: string;
  actor_id: number;
  ref_ids: string;
}

type DigestDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'linkKey'>;

/** Users with alerts waiting whose digest is due now: past their hour today, none sent today, something from before the hour. */
function dueUsers(deps: DigestDeps, now: number): { user: Waiting; today: string }[] {
  const waiting = deps.db.$client
    .query<Waiting, []>(
      `SELECT d.recipient_id AS user_id, u.user_type, u.email, u.first_name, s.mode, s.digest_hour, s.last_digest_date,
              coalesce(v.state, c.state) AS state, min(d.created_at) AS first_at
         FROM alert_deliveries d
         JOIN users u ON u.id = d.recipient_id
         LEFT JOIN alert_settings s ON s.user_id = d.recipient_id
         LEFT JOIN vet_profiles v ON v.user_id = d.recipient_id
         LEFT JOIN clinic_profiles c ON c.user_id = d.recipient_id
        WHERE d.mode = 'digest' AND d.digest_sent_at IS NULL
        GROUP BY d.recipient_id`,
    )
    .all();
  const clocks = new Map<string, LocalClock>();
  const due: { user: Waiting; today: string }[] = [];
  for (const user of waiting) {
    const zone = zoneOfState(user.state);
    let clock = clocks.get(zone);
    if (!clock) clocks.set(zone, (clock = localClock(zone, now)));
    const hour = user.digest_hour ?? DEFAULT_DIGEST_HOUR;
    if (clock.hour < hour) continue;
    if (user.last_digest_date !== null && user.last_digest_date >= clock.date) continue;
    // What came after today's hour waits for tomorrow's digest.
    if (user.first_at >= digestInstant(clock, hour) && user.mode !== 'off') continue;
    due.push({ user, today: clock.date });
  }
  return due;
}

/** Sends every digest due now; answers how many were sent. */
export async function sendDueDigests(deps: DigestDeps): Promise<{ digests: number; users: number }> {
  const { db, config, linkKey } = deps;
  const now = deps.clock();
  // Switched off by the admin: what waited is dropped, so switching on again floods nobody.
  if (!isFlagEnabled(db, 'alert_emails')) {
    db.$client.run("UPDATE alert_deliveries SET digest_sent_at = ? WHERE mode = 'digest' AND digest_sent_at IS NULL", [now]);
    return { digests: 0, users: 0 };
  }
  const due = dueUsers(deps, now);
  // Many users wait on the same few posts: each is described once per run.
  const causes = new Map<number, AlertCause | null>();
  const causeOf = (row: PendingDelivery) => {
    if (!causes.has(row.fanout_id)) causes.set(row.fanout_id, describeCause(db, row.kind as AlertCause['kind'], row.actor_id, JSON.parse(row.ref_ids)));
    return causes.get(row.fanout_id)!;
  };
  const pendingOf = db.$client.query<PendingDelivery, [number]>(
    `SELECT d.id, d.fanout_id, f.kind, f.actor_id, f.ref_ids FROM alert_deliveries d JOIN alert_fanouts f ON f.id = d.fanout_id
      WHERE d.recipient_id = ? AND d.mode = 'digest' AND d.digest_sent_at IS NULL ORDER BY d.id`,
  );
  const stampDay = db.$client.query(
    'INSERT INTO alert_settings (user_id, last_digest_date) VALUES (?1, ?2) ON CONFLICT (user_id) DO UPDATE SET last_digest_date = ?2',
  );
  let digests = 0;
  for (const [index, { user, today }] of due.entries()) {
    const sent = db.transaction(
      (tx) => {
        const pending = pendingOf.all(user.user_id);
        if (pending.length === 0) return false;
        db.$client.query(`UPDATE alert_deliveries SET digest_sent_at = ? WHERE id IN (${pending.map((row) => row.id).join(',')})`).run(now);
        // Switched off since: what waited is dropped, not sent.
        if (user.mode === 'off') return false;
        const kind = alertKindOf(user.user_type);
        const told = pending.map(causeOf).filter((cause): cause is AlertCause => cause !== null && cause.kind === kind);
        // Every post was taken or withdrawn meanwhile: nothing worth an e-mail.
        if (told.length === 0) return false;
        const links = { appName: config.APP_NAME, publicUrl: config.publicUrl, token: unsubscribeToken(linkKey, user.user_id, kind) };
        enqueueEmail(tx, digestEmail(user.email, user.first_name, kind, told, whyFor(db, user.user_id, kind), links), now);
        stampDay.run(user.user_id, today);
        return true;
      },
      { behavior: 'immediate' },
    );
    if (sent) digests++;
    // Let requests in now and then during a national digest.
    if (index % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
  }
  return { digests, users: due.length };
}
