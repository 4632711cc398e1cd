// The whole export of one user as JSON text, produced part by part in a fixed order: `version`
// and `about` first, then the account, then each list, streamed a page at a time.
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import { accountPart, alertSettingsPart, businessDetailsPart, profilePart, subscriptionPart } from './account';
import { aboutText, EXPORT_VERSION } from './about';
import { conversationsOf } from './conversations';
import { objectPieces, streamedArray } from './json-stream';
import { availability, availabilityRequestsOf, bookings, cancellations, postedShifts, summaries } from './marketplace';
import { nameBook } from './names';
import { favouritesOf, hours, invoices, licences, ratingsGiven, ratingsReceived, referralsOf } from './records';

export interface ExportContext {
  db: Db;
  appName: string;
  publicUrl: string;
  now: number;
}

/** The export's parts; each small one is read when it is written, each list a page at a time. */
function* parts({ db, appName, publicUrl, now }: ExportContext, user: User): Generator<readonly [string, unknown]> {
  const nameOf = nameBook(db);
  const isClinic = user.userType === 'clinic';
  yield ['version', EXPORT_VERSION];
  yield ['about', aboutText(appName)];
  yield ['exportedAt', new Date(now).toISOString()];
  yield ['account', accountPart(user, publicUrl)];
  yield ['profile', profilePart(db, user)];
  yield ['alertSettings', alertSettingsPart(db, user)];
  yield ['businessDetails', businessDetailsPart(db, user)];
  if (isClinic) {
    yield ['subscription', subscriptionPart(db, user)];
    yield ['shifts', streamedArray(() => postedShifts(db, user, nameOf))];
  } else {
    yield ['availability', streamedArray(() => availability(db, user, nameOf))];
  }
  yield ['bookings', streamedArray(() => bookings(db, user, nameOf))];
  yield ['cancellations', streamedArray(() => cancellations(db, user, nameOf))];
  yield ['availabilityRequests', streamedArray(() => availabilityRequestsOf(db, user, nameOf))];
  yield ['summaries', streamedArray(() => summaries(db, user, nameOf))];
  yield ['conversations', streamedArray(() => conversationsOf(db, user, nameOf))];
  yield ['hours', streamedArray(() => hours(db, user, nameOf))];
  yield ['ratingsGiven', streamedArray(() => ratingsGiven(db, user, nameOf))];
  yield ['ratingsReceived', streamedArray(() => ratingsReceived(db, user, nameOf))];
  yield ['invoices', streamedArray(() => invoices(db, user, now))];
  if (!isClinic) yield ['licences', licences(db, user)];
  yield ['favourites', streamedArray(() => favouritesOf(db, user, nameOf))];
  yield ['referrals', referralsOf(db, user)];
}

/** The user's export as JSON text, piece by piece: nothing is read before it is asked for. */
export function exportPieces(context: ExportContext, user: User): Iterable<string> {
  return objectPieces(parts(context, user));
}

/** "vetrelief-data-2026-11-26.json": the app's name as a slug and the day of the export (UTC). */
export function exportFilename(appName: string, now: number): string {
  const slug =
    appName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'account';
  return `${slug}-data-${new Date(now).toISOString().slice(0, 10)}.json`;
}
