// Private calendar feeds (issue 14): each user's feed token, and the feed it opens. The token is
// the only credential of the feed (calendar apps send no cookies), so it is long, random, and
// checked in constant time; regenerating it is how a user revokes a leaked link.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { CalendarLink } from '../../shared/calendar';
import type { Db } from '../db/client';
import { type User, users } from '../db/schema';
import { AppError } from '../http/errors';
import { clinicEvents, type FeedLinks, vetEvents } from './feed-events';
import { writeCalendar } from './ics';

/**
 * A token is a selector (16 random bytes) then a verifier (32 random bytes), both base64url: the
 * selector finds the row through the unique index, and the whole token is compared in constant
 * time, so the database's own comparison never answers a guess byte by byte.
 */
const SELECTOR_LENGTH = 22;
const TOKEN_LENGTH = SELECTOR_LENGTH + 43;
const TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${TOKEN_LENGTH}}$`);

function newToken(): string {
  return randomBytes(16).toString('base64url') + randomBytes(32).toString('base64url');
}

function feedUrl(baseUrl: string, token: string): CalendarLink {
  return { url: `${baseUrl}/api/calendar/feed/${token}.ics` };
}

/** The user's feed link, creating the token on first use. */
export function calendarLink(db: Db, userId: number, baseUrl: string): CalendarLink {
  db.update(users)
    .set({ calendarToken: newToken() })
    .where(and(eq(users.id, userId), isNull(users.calendarToken)))
    .run();
  const row = db.select({ token: users.calendarToken }).from(users).where(eq(users.id, userId)).get();
  return feedUrl(baseUrl, row!.token!);
}

/** A new token for the user: the old link stops working at once. */
export function regenerateCalendarLink(db: Db, userId: number, baseUrl: string, now: number): CalendarLink {
  const token = newToken();
  db.update(users).set({ calendarToken: token, updatedAt: now }).where(eq(users.id, userId)).run();
  return feedUrl(baseUrl, token);
}

const NOT_FOUND = () => new AppError(404, 'Calendar feed not found', 'CALENDAR_NOT_FOUND');

/** The owner of a feed token; 404 for anything that is not a live token. */
function ownerOfToken(db: Db, token: string): Pick<User, 'id' | 'userType' | 'firstName' | 'lastName'> {
  if (!TOKEN_SHAPE.test(token)) throw NOT_FOUND();
  const selector = token.slice(0, SELECTOR_LENGTH);
  const candidates = db
    .select({ id: users.id, userType: users.userType, firstName: users.firstName, lastName: users.lastName, token: users.calendarToken })
    .from(users)
    // Every token with this selector: a range on the unique index (base64url sorts below '~').
    .where(and(gte(users.calendarToken, selector), lt(users.calendarToken, `${selector}~`)))
    .all();
  const given = Buffer.from(token);
  const owner = candidates.find((row) => row.token !== null && row.token.length === token.length && timingSafeEqual(Buffer.from(row.token), given));
  if (!owner) throw NOT_FOUND();
  return owner;
}

export interface FeedSettings extends FeedLinks {
  appName: string;
}

/** The iCalendar text of the feed this token opens. */
export function calendarFeed(db: Db, token: string, now: number, settings: FeedSettings): string {
  const owner = ownerOfToken(db, token);
  const clinic = owner.userType === 'clinic';
  const events = clinic ? clinicEvents(db, owner.id, now, settings) : vetEvents(db, owner.id, now, settings);
  return writeCalendar(
    {
      prodId: `-//${settings.appName}//Calendar feed//EN`,
      name: `${settings.appName} shifts`,
      description: clinic ? `Relief shifts of your clinic on ${settings.appName}` : `Your relief shifts on ${settings.appName}`,
    },
    events,
    now,
  );
}
