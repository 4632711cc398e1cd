// How each user wants alerts: instantly, in a daily digest at a local hour, or off. Vets hear of
// shifts, clinics of availability. No row means the defaults; the time zone is never stored: it is
// derived from the profile's state every time, so a move takes effect at once.
import { eq, sql } from 'drizzle-orm';
import { type AlertKind, type AlertMode, type AlertSettings, type AlertSettingsInput, DEFAULT_DIGEST_HOUR } from '../../shared/alerts';
import { zoneOfState } from '../bookings/shift-time';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { alertSettings, clinicProfiles, type User, users, vetProfiles } from '../db/schema';
import { AppError } from '../http/errors';

/** The alerts a user of this type receives. */
export function alertKindOf(userType: User['userType']): AlertKind {
  return userType === 'clinic' ? 'availability' : 'shifts';
}

interface Where {
  city: string;
  state: string;
  radius: number;
}

/** The recipient's place and radius, as the reason names them; null without a profile. */
function whereOf(db: Db, userId: number, kind: AlertKind): Where | null {
  const statement = prepared(db, `alert-where:${kind}`, () => {
    const profile = kind === 'shifts' ? vetProfiles : clinicProfiles;
    const radius = kind === 'shifts' ? vetProfiles.inviteRadius : clinicProfiles.searchRadius;
    return db
      .select({ city: profile.city, state: profile.state, radius })
      .from(profile)
      .where(eq(profile.userId, sql.placeholder('userId')))
      .prepare();
  });
  return statement.get({ userId }) ?? null;
}

/** 'shifts within 50 miles of Boulder, CO' / 'vets available within 25 miles of Denver, CO'. */
export function reasonText(kind: AlertKind, where: Where): string {
  const what = kind === 'shifts' ? 'shifts' : 'vets available';
  return `${what} within ${where.radius} miles of ${where.city}, ${where.state}`;
}

/** The sentence every alert ends with: why this recipient got it. */
export function whySentence(kind: AlertKind, where: Where): string {
  return kind === 'shifts'
    ? `You get this e-mail because you asked for shifts within ${where.radius} miles of ${where.city}, ${where.state}.`
    : `You get this e-mail because your clinic searches within ${where.radius} miles of ${where.city}, ${where.state}.`;
}

/** The why sentence for this recipient now (their profile may have changed since they matched). */
export function whyFor(db: Db, userId: number, kind: AlertKind): string {
  const where = whereOf(db, userId, kind);
  return where ? whySentence(kind, where) : 'You get this e-mail because you asked for alerts on your profile.';
}

/** The user's alert settings, defaults filled in. */
export function readAlertSettings(db: Db, user: Pick<User, 'id' | 'userType'>): AlertSettings {
  const kind = alertKindOf(user.userType);
  const row = db.select({ mode: alertSettings.mode, digestHour: alertSettings.digestHour }).from(alertSettings).where(eq(alertSettings.userId, user.id)).get();
  const where = whereOf(db, user.id, kind);
  return {
    kind,
    mode: (row?.mode ?? 'instant') as AlertMode,
    digestHour: row?.digestHour ?? DEFAULT_DIGEST_HOUR,
    timeZone: zoneOfState(where?.state),
    reason: where ? reasonText(kind, where) : null,
  };
}

/** Stores the mode (and the digest hour when given); a missing hour keeps the one stored. */
export function saveAlertSettings(db: Db, user: Pick<User, 'id' | 'userType'>, input: AlertSettingsInput): AlertSettings {
  const hour = input.digestHour ?? undefined;
  db.insert(alertSettings)
    .values({ userId: user.id, mode: input.mode, digestHour: hour ?? DEFAULT_DIGEST_HOUR })
    .onConflictDoUpdate({ target: alertSettings.userId, set: hour === undefined ? { mode: input.mode } : { mode: input.mode, digestHour: hour } })
    .run();
  return readAlertSettings(db, user);
}

/** The one-click unsubscribe: the token's user stops receiving alerts of its kind. */
export function unsubscribe(db: Db, target: { userId: number; kind: AlertKind }): { kind: AlertKind; mode: 'off' } {
  const user = db.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.id, target.userId)).get();
  // A deleted account, or a token of the other kind, is a link that no longer means anything.
  if (!user || alertKindOf(user.userType) !== target.kind) throw invalidLink();
  saveAlertSettings(db, user, { mode: 'off' });
  return { kind: target.kind, mode: 'off' };
}

/** What the unsubscribe page shows: the kind and the address, masked (a@… style). */
export function unsubscribeInfo(db: Db, target: { userId: number; kind: AlertKind }): { kind: AlertKind; email: string } {
  const user = db.select({ email: users.email, userType: users.userType }).from(users).where(eq(users.id, target.userId)).get();
  if (!user || alertKindOf(user.userType) !== target.kind) throw invalidLink();
  return { kind: target.kind, email: maskEmail(user.email) };
}

/** 'ann@example.com' → 'a**@example.com': enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local[0]}${'*'.repeat(Math.min(6, Math.max(2, local.length - 1)))}${email.slice(at)}`;
}

export function invalidLink(): AppError {
  return new AppError(400, 'This unsubscribe link is not valid', 'INVALID_TOKEN');
}
