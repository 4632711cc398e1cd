// What a user's feed holds, read from the database as calendar events. A vet: booked shifts
// (CONFIRMED), dates offered in live summaries (TENTATIVE), and shifts whose booking was cancelled
// (CANCELLED, kept 30 days so subscribed calendars remove them). A clinic: its shifts, booked
// (CONFIRMED, with the vet's name; "Confirmed by Dr. …" once the vet said it will be there) or
// still open (TENTATIVE), dates it offered in live summaries (TENTATIVE), and shifts it deleted
// (CANCELLED, 30 days). Bounded to the last 90 days and ahead.
import { agreedRate, formatMoney } from '../../shared/money';
import { and, desc, eq, gt, gte, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { summaryShiftHours, summaryShiftValueCents } from '../../shared/bookings';
import { shiftHours, shiftValueCents } from '../../shared/shifts';
import { zoneOfState } from '../bookings/shift-time';
import type { Db } from '../db/client';
import { bookingRequests, bookingSummaries, bookingSummaryShifts, clinicProfiles, shiftCancellations, shifts, users, vetProfiles } from '../db/schema';
import type { CalendarEvent, EventStatus } from './ics';
import { formatPhone } from '../../shared/phone-display';
import { DAY_MS, twelveHourRange } from '../../shared/time';

/** How far back the feed reaches. */
export const FEED_PAST_DAYS = 90;
/** How long a cancelled or deleted shift stays in the feed as CANCELLED. */
export const CANCELLED_KEPT_DAYS = 30;

export interface FeedLinks {
  /** The app's address, without a trailing slash. */
  publicUrl: string;
  /** The host UIDs end with. */
  host: string;
}

interface Clinic {
  clinicName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
}

interface Dated {
  date: string;
  startTime: string;
  endTime: string;
  hourlyRate: number;
  notes: string | null;
  hours: number;
  valueCents: number;
}

const clinicColumns = {
  clinicName: clinicProfiles.clinicName,
  address: clinicProfiles.address,
  city: clinicProfiles.city,
  state: clinicProfiles.state,
  zipCode: clinicProfiles.zipCode,
  phone: clinicProfiles.phone,
};

const shiftColumns = {
  id: shifts.id,
  date: shifts.shiftDate,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
  hourlyRate: shifts.hourlyRate,
  notes: shifts.notes,
  status: shifts.status,
  bookedByVetId: shifts.bookedByVetId,
  createdAt: shifts.createdAt,
  updatedAt: shifts.updatedAt,
};

const offerColumns = {
  id: bookingSummaryShifts.id,
  summaryId: bookingSummaries.id,
  date: bookingSummaryShifts.shiftDate,
  startTime: bookingSummaryShifts.startTime,
  endTime: bookingSummaryShifts.endTime,
  hourlyRate: bookingSummaryShifts.hourlyRate,
  notes: bookingSummaryShifts.notes,
  unpaidLunch: bookingSummaryShifts.unpaidLunch,
  version: bookingSummaries.version,
  createdAt: bookingSummaries.createdAt,
  updatedAt: bookingSummaries.updatedAt,
};

function place(clinic: Clinic): string {
  return `${clinic.clinicName}, ${clinic.address}, ${clinic.city}, ${clinic.state} ${clinic.zipCode}`;
}

/**
 * The event's body: hours, rate, value, notes, the clinic's phone and the link back; the clinic's
 * arrival notes only in the feed of the vet booked there.
 */
function describe(shift: Dated, clinic: Clinic, lead: string, link: string, arrivalNotes: string | null = null): string {
  return [
    lead,
    `Hours: ${twelveHourRange(shift.startTime, shift.endTime)} (${shift.hours} h)`,
    `Rate: ${agreedRate(shift.hourlyRate)} · Value: ${formatMoney(shift.valueCents, { precision: 'cents' })}`,
    ...(shift.notes ? [`Notes: ${shift.notes}`] : []),
    `Clinic: ${clinic.clinicName}, ${formatPhone(clinic.phone)}`,
    ...(arrivalNotes ? [`Arrival notes: ${arrivalNotes}`] : []),
    `Open in VetRelief: ${link}`,
  ].join('\n');
}

/** SEQUENCE grows with every change of the row: seconds between its creation and its last change. */
function sequenceOf(created: number, lastModified: number): number {
  return Math.max(0, Math.floor((lastModified - created) / 1000));
}

interface ShiftRowIn {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  hourlyRate: number;
  notes: string | null;
  createdAt: number;
  updatedAt: number;
}

function shiftEvent(
  links: FeedLinks,
  row: ShiftRowIn,
  clinic: Clinic,
  status: EventStatus,
  summary: string,
  lead: string,
  lastModified = row.updatedAt,
  arrivalNotes: string | null = null,
): CalendarEvent {
  const dated = { ...row, hours: shiftHours(row.startTime, row.endTime), valueCents: shiftValueCents(row.startTime, row.endTime, row.hourlyRate) };
  const url = `${links.publicUrl}/bookings`;
  return {
    uid: `shift-${row.id}@${links.host}`,
    status,
    zone: zoneOfState(clinic.state),
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    summary,
    location: place(clinic),
    description: describe(dated, clinic, lead, url, arrivalNotes),
    url,
    created: row.createdAt,
    lastModified,
    sequence: sequenceOf(row.createdAt, lastModified),
  };
}

interface OfferRowIn {
  id: number;
  summaryId: number;
  date: string;
  startTime: string;
  endTime: string;
  hourlyRate: number;
  notes: string | null;
  unpaidLunch: boolean;
  version: number;
  createdAt: number;
  updatedAt: number;
}

function offerEvent(links: FeedLinks, row: OfferRowIn, clinic: Clinic, summary: string, lead: string): CalendarEvent {
  const dated = { ...row, hours: summaryShiftHours(row), valueCents: summaryShiftValueCents(row) };
  const url = `${links.publicUrl}/bookings?summaryId=${row.summaryId}`;
  return {
    uid: `offer-${row.id}@${links.host}`,
    status: 'TENTATIVE',
    zone: zoneOfState(clinic.state),
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    summary,
    location: place(clinic),
    description: describe(dated, clinic, lead, url),
    url,
    created: row.createdAt,
    lastModified: row.updatedAt,
    sequence: row.version - 1,
  };
}

const firstDay = (now: number) => new Date(now - FEED_PAST_DAYS * DAY_MS).toISOString().slice(0, 10);

/** A vet's events: booked, offered and recently cancelled shifts. */
export function vetEvents(db: Db, vetId: number, now: number, links: FeedLinks): CalendarEvent[] {
  const from = firstDay(now);
  const booked = db
    .select({ shift: shiftColumns, clinic: clinicColumns, arrivalNotes: clinicProfiles.arrivalNotes })
    .from(shifts)
    .innerJoin(clinicProfiles, eq(clinicProfiles.userId, shifts.clinicId))
    .where(and(eq(shifts.bookedByVetId, vetId), eq(shifts.status, 'booked'), gte(shifts.shiftDate, from)))
    .all();
  const bookedIds = new Set(booked.map((row) => row.shift.id));
  // Through the vet's cancelled applications (an index on vet and status), then their cancellation rows.
  const cancelled = db
    .select({ shift: shiftColumns, clinic: clinicColumns, cancelledAt: shiftCancellations.createdAt })
    .from(bookingRequests)
    .innerJoin(shiftCancellations, eq(shiftCancellations.bookingRequestId, bookingRequests.id))
    .innerJoin(shifts, eq(shifts.id, bookingRequests.shiftId))
    .innerJoin(clinicProfiles, eq(clinicProfiles.userId, shifts.clinicId))
    .where(
      and(
        eq(bookingRequests.vetId, vetId),
        eq(bookingRequests.status, 'cancelled'),
        gte(shiftCancellations.createdAt, now - CANCELLED_KEPT_DAYS * DAY_MS),
        gte(shifts.shiftDate, from),
      ),
    )
    .orderBy(desc(shiftCancellations.createdAt))
    .all();
  const offers = db
    .select({ offer: offerColumns, clinic: clinicColumns })
    .from(bookingSummaryShifts)
    .innerJoin(bookingSummaries, eq(bookingSummaries.id, bookingSummaryShifts.summaryId))
    .innerJoin(clinicProfiles, eq(clinicProfiles.userId, bookingSummaries.clinicId))
    .where(
      and(
        eq(bookingSummaries.vetUserId, vetId),
        inArray(bookingSummaries.status, ['pending', 'edited']),
        gt(bookingSummaries.expiresAt, now),
        eq(bookingSummaryShifts.status, 'pending'),
        gte(bookingSummaryShifts.shiftDate, from),
      ),
    )
    .all();

  const events = booked.map(({ shift, clinic, arrivalNotes }) =>
    shiftEvent(links, shift, clinic, 'CONFIRMED', `Relief shift at ${clinic.clinicName}`, 'Booked relief shift.', shift.updatedAt, arrivalNotes),
  );
  // One event per shift: the latest cancellation, unless the vet holds the shift again.
  const seen = new Set(bookedIds);
  for (const { shift, clinic, cancelledAt } of cancelled) {
    if (seen.has(shift.id)) continue;
    seen.add(shift.id);
    const lastModified = Math.max(shift.updatedAt, cancelledAt);
    events.push(shiftEvent(links, shift, clinic, 'CANCELLED', `Cancelled: relief shift at ${clinic.clinicName}`, 'This booking was cancelled.', lastModified));
  }
  for (const { offer, clinic } of offers) {
    events.push(offerEvent(links, offer, clinic, `Offered: relief shift at ${clinic.clinicName}`, 'Offered in a booking summary, waiting for your answer.'));
  }
  return sortEvents(events);
}

/** A clinic's events: its open and booked shifts, the dates it offered, recently deleted shifts. */
export function clinicEvents(db: Db, clinicId: number, now: number, links: FeedLinks): CalendarEvent[] {
  const clinic = db.select(clinicColumns).from(clinicProfiles).where(eq(clinicProfiles.userId, clinicId)).get();
  if (!clinic) return [];
  const from = firstDay(now);
  const bookedVet = alias(vetProfiles, 'booked_vet');
  const bookedUser = alias(users, 'booked_user');
  const own = db
    .select({
      shift: shiftColumns,
      vetFirst: bookedVet.firstName,
      vetLast: bookedVet.lastName,
      userFirst: bookedUser.firstName,
      userLast: bookedUser.lastName,
      attendanceConfirmedAt: bookingRequests.attendanceConfirmedAt,
    })
    .from(shifts)
    .leftJoin(bookedVet, eq(bookedVet.userId, shifts.bookedByVetId))
    .leftJoin(bookedUser, eq(bookedUser.id, shifts.bookedByVetId))
    // The booking of the vet holding the shift: whether it confirmed it will be there.
    .leftJoin(
      bookingRequests,
      and(eq(bookingRequests.shiftId, shifts.id), eq(bookingRequests.vetId, shifts.bookedByVetId), eq(bookingRequests.status, 'accepted')),
    )
    .where(
      and(
        eq(shifts.clinicId, clinicId),
        gte(shifts.shiftDate, from),
        or(inArray(shifts.status, ['open', 'booked']), and(eq(shifts.status, 'deleted'), gte(shifts.updatedAt, now - CANCELLED_KEPT_DAYS * DAY_MS))),
      ),
    )
    .all();
  const offers = db
    .select({ offer: offerColumns, vetFirst: vetProfiles.firstName, vetLast: vetProfiles.lastName, userFirst: users.firstName, userLast: users.lastName })
    .from(bookingSummaryShifts)
    .innerJoin(bookingSummaries, eq(bookingSummaries.id, bookingSummaryShifts.summaryId))
    .innerJoin(users, eq(users.id, bookingSummaries.vetUserId))
    .leftJoin(vetProfiles, eq(vetProfiles.userId, bookingSummaries.vetUserId))
    .where(
      and(
        eq(bookingSummaries.clinicId, clinicId),
        inArray(bookingSummaries.status, ['pending', 'edited']),
        gt(bookingSummaries.expiresAt, now),
        eq(bookingSummaryShifts.status, 'pending'),
        gte(bookingSummaryShifts.shiftDate, from),
      ),
    )
    .all();

  const events: CalendarEvent[] = [];
  for (const { shift, attendanceConfirmedAt, ...names } of own) {
    if (shift.status === 'booked' && attendanceConfirmedAt !== null) {
      // Still CONFIRMED (the booking already was); the vet's word shows in the text, and the later
      // LAST-MODIFIED raises SEQUENCE so calendar apps take the new text.
      const vet = vetName(names);
      const confirmed = `Booked: ${vet}. Confirmed by Dr. ${names.vetLast ?? names.userLast ?? ''}: they'll be there.`;
      events.push(
        shiftEvent(links, shift, clinic, 'CONFIRMED', `Relief shift: ${vet} (confirmed)`, confirmed, Math.max(shift.updatedAt, attendanceConfirmedAt)),
      );
    } else if (shift.status === 'booked') {
      const vet = vetName(names);
      events.push(shiftEvent(links, shift, clinic, 'CONFIRMED', `Relief shift: ${vet}`, `Booked: ${vet}.`));
    } else if (shift.status === 'open') {
      events.push(shiftEvent(links, shift, clinic, 'TENTATIVE', 'Open relief shift (not booked yet)', 'Posted, not booked yet.'));
    } else {
      events.push(shiftEvent(links, shift, clinic, 'CANCELLED', 'Deleted relief shift', 'This shift was deleted.'));
    }
  }
  for (const { offer, ...names } of offers) {
    const vet = vetName(names);
    events.push(offerEvent(links, offer, clinic, `Offered to ${vet}`, `Offered to ${vet} in a booking summary, waiting for the answer.`));
  }
  return sortEvents(events);
}

function vetName(names: { vetFirst: string | null; vetLast: string | null; userFirst: string | null; userLast: string | null }): string {
  const first = names.vetFirst ?? names.userFirst;
  const last = names.vetLast ?? names.userLast;
  return first || last ? `Dr. ${[first, last].filter(Boolean).join(' ')}` : 'a relief vet';
}

function sortEvents(events: CalendarEvent[]): CalendarEvent[] {
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.uid.localeCompare(b.uid));
}
