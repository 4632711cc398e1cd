// The daily digest: the alerts that waited (the user chose a digest, or an instant alert came
// within an hour of the last) go out in one e-mail at the user's digest hour, in the zone of the
// profile's state. Once a local day at most; a server that was down at that hour catches up when
// it is back. One transaction per user: the outbox row, the deliveries marked, the day stamped.
import { and, eq, isNull, min, sql } from 'drizzle-orm';
import { type AlertKind, DEFAULT_DIGEST_HOUR } from '../../shared/alerts';
import { zoneOfState } from '../bookings/shift-time';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { fastSelect } from '../db/fast-select';
import { prepared } from '../db/prepared';
import { alertDeliveries, alertFanouts, alertSettings, clinicProfiles, users, vetProfiles } from '../db/schema';
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

/** A recipient's deliveries still waiting for a digest. */
const waitingDigest = () => and(eq(alertDeliveries.mode, 'digest'), isNull(alertDeliveries.digestSentAt));

const waitingColumns = {
  userId: alertDeliveries.recipientId,
  userType: users.userType,
  email: users.email,
  firstName: users.firstName,
  mode: alertSettings.mode,
  digestHour: alertSettings.digestHour,
  lastDigestDate: alertSettings.lastDigestDate,
  state: sql<string | null>`coalesce(${vetProfiles.state}, ${clinicProfiles.state})`,
  firstAt: min(alertDeliveries.createdAt).mapWith(Number),
};

/**
 * Everyone with deliveries waiting for a digest, with what deciding their digest needs. Run
 * through fastSelect: a national digest reads 20,000 of them at once.
 */
function waitingUsers(db: Db) {
  return prepared(db, 'digest-waiting-users', () =>
    fastSelect(
      db,
      waitingColumns,
      db
        .select(waitingColumns)
        .from(alertDeliveries)
        .innerJoin(users, eq(users.id, alertDeliveries.recipientId))
        .leftJoin(alertSettings, eq(alertSettings.userId, alertDeliveries.recipientId))
        .leftJoin(vetProfiles, eq(vetProfiles.userId, alertDeliveries.recipientId))
        .leftJoin(clinicProfiles, eq(clinicProfiles.userId, alertDeliveries.recipientId))
        .where(waitingDigest())
        .groupBy(alertDeliveries.recipientId),
    ),
  );
}

type Waiting = ReturnType<ReturnType<typeof waitingUsers>>[number];

/** A user's deliveries waiting for the digest, oldest first, with the post each tells of. */
function pendingDeliveries(db: Db) {
  return prepared(db, 'digest-pending-deliveries', () =>
    db
      .select({
        id: alertDeliveries.id,
        fanoutId: alertDeliveries.fanoutId,
        kind: alertFanouts.kind,
        actorId: alertFanouts.actorId,
        refIds: alertFanouts.refIds,
      })
      .from(alertDeliveries)
      .innerJoin(alertFanouts, eq(alertFanouts.id, alertDeliveries.fanoutId))
      .where(and(eq(alertDeliveries.recipientId, sql.placeholder('userId')), waitingDigest()))
      .orderBy(alertDeliveries.id)
      .prepare(),
  );
}

type PendingDelivery = ReturnType<ReturnType<typeof pendingDeliveries>['all']>[number];

/** What sending a user's digest writes: their deliveries marked sent, and the day stamped. */
function digestWrites(db: Db) {
  return prepared(db, 'digest-writes', () => ({
    markSent: db
      .update(alertDeliveries)
      .set({ digestSentAt: sql`${sql.placeholder('now')}` })
      .where(sql`${alertDeliveries.id} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`)
      .prepare(),
    stampDay: db
      .insert(alertSettings)
      .values({ userId: sql.placeholder('userId'), lastDigestDate: sql.placeholder('today') })
      .onConflictDoUpdate({ target: alertSettings.userId, set: { lastDigestDate: sql`${sql.placeholder('today')}` } })
      .prepare(),
  }));
}

type DigestDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'linkKey'>;

/** Users with alerts waiting whose digest is due now: past their hour today, none sent today, something from before the hour. */
function dueUsers(deps: DigestDeps, now: number): { user: Waiting; today: string }[] {
  const waiting = waitingUsers(deps.db)({});
  const clocks = new Map<string, LocalClock>();
  const due: { user: Waiting; today: string }[] = [];
  for (const user of waiting) {
    const zone = zoneOfState(user.state);
    let clock = clocks.get(zone);
    if (!clock) clocks.set(zone, (clock = localClock(zone, now)));
    const hour = user.digestHour ?? DEFAULT_DIGEST_HOUR;
    if (clock.hour < hour) continue;
    if (user.lastDigestDate !== null && user.lastDigestDate >= clock.date) continue;
    // What came after today's hour waits for tomorrow's digest.
    if (user.firstAt >= digestInstant(clock, hour) && user.mode !== 'off') continue;
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
    db.update(alertDeliveries).set({ digestSentAt: now }).where(waitingDigest()).run();
    return { digests: 0, users: 0 };
  }
  const due = dueUsers(deps, now);
  // Many users wait on the same few posts: each is described once per run.
  const causes = new Map<number, AlertCause | null>();
  const causeOf = (row: PendingDelivery) => {
    if (!causes.has(row.fanoutId)) causes.set(row.fanoutId, describeCause(db, row.kind as AlertKind, row.actorId, row.refIds));
    return causes.get(row.fanoutId)!;
  };
  const pendingOf = pendingDeliveries(db);
  const writes = digestWrites(db);
  let digests = 0;
  for (const [index, { user, today }] of due.entries()) {
    const sent = db.transaction(
      (tx) => {
        const pending = pendingOf.all({ userId: user.userId });
        if (pending.length === 0) return false;
        writes.markSent.run({ now, ids: JSON.stringify(pending.map((row) => row.id)) });
        // Switched off since: what waited is dropped, not sent.
        if (user.mode === 'off') return false;
        const kind = alertKindOf(user.userType);
        const told = pending.map(causeOf).filter((cause): cause is AlertCause => cause !== null && cause.kind === kind);
        // Every post was taken or withdrawn meanwhile: nothing worth an e-mail.
        if (told.length === 0) return false;
        const links = { appName: config.APP_NAME, publicUrl: config.publicUrl, token: unsubscribeToken(linkKey, user.userId, kind) };
        enqueueEmail(tx, digestEmail(user.email, user.firstName, kind, told, whyFor(db, user.userId, kind), links), now);
        writes.stampDay.run({ userId: user.userId, today });
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
