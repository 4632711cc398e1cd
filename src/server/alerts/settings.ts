// How each user wants alerts: instantly, in a daily digest at a local hour, or off. Vets hear of
// shifts, clinics of availability. No row means the defaults; the time zone is never stored: it is
// derived from the profile's state every time, so a move takes effect at once.
import { type AlertKind, type AlertMode, type AlertSettings, type AlertSettingsInput, DEFAULT_DIGEST_HOUR } from '../../shared/alerts';
import { zoneOfState } from '../bookings/shift-time';
import type { Db } from '../db/client';
import type { User } from '../db/schema';
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
  const sql =
    kind === 'shifts'
      ? 'SELECT city, state, invite_radius AS radius FROM vet_profiles WHERE user_id = ?'
      : 'SELECT city, state, search_radius AS radius FROM clinic_profiles WHERE user_id = ?';
  return db.$client.query<Where, [number]>(sql).get(userId);
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

interface SettingsRow {
  mode: string;
  digest_hour: number;
}

/** The user's alert settings, defaults filled in. */
export function readAlertSettings(db: Db, user: Pick<User, 'id' | 'userType'>): AlertSettings {
  const kind = alertKindOf(user.userType);
  const row = db.$client.query<SettingsRow, [number]>('SELECT mode, digest_hour FROM alert_settings WHERE user_id = ?').get(user.id);
  const where = whereOf(db, user.id, kind);
  return {
    kind,
    mode: (row?.mode ?? 'instant') as AlertMode,
    digestHour: row?.digest_hour ?? DEFAULT_DIGEST_HOUR,
    timeZone: zoneOfState(where?.state),
    reason: where ? reasonText(kind, where) : null,
  };
}

/** Stores the mode (and the digest hour when given); a missing hour keeps the one stored. */
export function saveAlertSettings(db: Db, user: Pick<User, 'id' | 'userType'>, input: AlertSettingsInput): AlertSettings {
  db.$client
    .query(
      `INSERT INTO alert_settings (user_id, mode, digest_hour) VALUES (?1, ?2, coalesce(?3, ${DEFAULT_DIGEST_HOUR}))
       ON CONFLICT (user_id) DO UPDATE SET mode = excluded.mode, digest_hour = coalesce(?3, alert_settings.digest_hour)`,
    )
    .run(user.id, input.mode, input.digestHour ?? null);
  return readAlertSettings(db, user);
}

/** The one-click unsubscribe: the token's user stops receiving alerts of its kind. */
export function unsubscribe(db: Db, target: { userId: number; kind: AlertKind }): { kind: AlertKind; mode: 'off' } {
  const user = db.$client
    .query<{ id: number; userType: User['userType'] }, [number]>('SELECT id, user_type AS userType FROM users WHERE id = ?')
    .get(target.userId);
  // A deleted account, or a token of the other kind, is a link that no longer means anything.
  if (!user || alertKindOf(user.userType) !== target.kind) throw invalidLink();
  saveAlertSettings(db, user, { mode: 'off' });
  return { kind: target.kind, mode: 'off' };
}

/** What the unsubscribe page shows: the kind and the address, masked (a@… style). */
export function unsubscribeInfo(db: Db, target: { userId: number; kind: AlertKind }): { kind: AlertKind; email: string } {
  const user = db.$client
    .query<{ email: string; userType: User['userType'] }, [number]>('SELECT email, user_type AS userType FROM users WHERE id = ?')
    .get(target.userId);
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
