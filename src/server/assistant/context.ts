// What the message assistant may say things about: the two people, the last message received,
// and the shifts relevant to the pair — read from the database, never taken from the client
// (the request's history is only a fallback when the thread is empty). Bookings will add the
// shifts the two have agreed on (see gatherContext); today the clinic's upcoming open shifts
// stand in, preferring the dates the thread mentions.
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { earliestUsToday } from '../../shared/shifts';
import { threadIdOf } from '../../shared/messages';
import type { Db } from '../db/client';
import { isFavourite } from '../favourites/read';
import { publicAt } from '../first-look/visibility';
import { clinicProfiles, messages, shifts, type User } from '../db/schema';

export interface Person {
  /** 'Front Range Animal Hospital' or 'Dr. Ana Lee'. */
  name: string;
  /** How a greeting addresses them: 'Dr. Lee' or 'Front Range Animal Hospital team'. */
  salutation: string;
  kind: User['userType'];
  /** The account holder's first and last names: the improver capitalises them in a draft. */
  names: string[];
}

export interface ContextShift {
  date: string;
  startTime: string;
  endTime: string;
  /** Cents an hour. */
  hourlyRate: number;
}

export interface AssistantContext {
  sender: Person;
  recipient: Person;
  /** The newest message the sender received from the recipient, if any. */
  lastReceived: string | null;
  /** At most three, soonest first: mentioned in the thread, else the clinic's next open ones. */
  shifts: ContextShift[];
  /** The shifts are ones the thread names by date (so a reply may confirm them), not just the next open ones. */
  shiftsMentioned: boolean;
}

const SHIFTS_IN_CONTEXT = 3;
const MESSAGES_READ = 10;

function personOf(db: Db, user: User): Person {
  if (user.userType === 'clinic') {
    const clinic = db.select({ clinicName: clinicProfiles.clinicName }).from(clinicProfiles).where(eq(clinicProfiles.userId, user.id)).get();
    const name = clinic?.clinicName ?? `${user.firstName} ${user.lastName}`;
    return { name, salutation: `${name} team`, kind: 'clinic', names: [user.firstName, user.lastName] };
  }
  return { name: `Dr. ${user.firstName} ${user.lastName}`, salutation: `Dr. ${user.lastName}`, kind: 'relief_vet', names: [user.firstName, user.lastName] };
}

/** A month's name or its usual abbreviation, whole words only ('Dec', 'Sept.', 'December'; not 'decide'). */
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const MONTH_DAY = new RegExp(`\\b${MONTH}\\s+${DAY}(?:,?\\s+(\\d{4}))?\\b`, 'gi');
const DAY_MONTH = new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH}(?![a-z])`, 'gi');
/** Enough for any real conversation; a pasted calendar does not become a huge query. */
const MAX_MENTIONED_DATES = 31;

const monthNumber = (name: string) =>
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(name.slice(0, 3).toLowerCase()) + 1;

/**
 * Calendar dates a text names ('2026-12-12', '12/12', 'Dec 12', 'December 12th', '12th of
 * December'), as YYYY-MM-DD on or after `today` (a date without a year is the next one to come).
 */
export function mentionedDates(text: string, today: string): string[] {
  const year = Number(today.slice(0, 4));
  const found = new Set<string>();
  const add = (month: number, day: number, explicitYear?: number) => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const on = (y: number) => `${y}-${pad(month)}-${pad(day)}`;
    const real = (date: string) => new Date(`${date}T12:00:00Z`).toISOString().slice(0, 10) === date;
    if (month < 1 || month > 12 || day < 1 || day > 31) return;
    let date = on(explicitYear ?? year);
    if (explicitYear === undefined && date < today) date = on(year + 1);
    if (date >= today && real(date)) found.add(date);
  };
  for (const match of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) add(Number(match[2]), Number(match[3]), Number(match[1]));
  for (const match of text.matchAll(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b/g)) {
    const explicit = match[3] ? Number(match[3].length === 2 ? `20${match[3]}` : match[3]) : undefined;
    add(Number(match[1]), Number(match[2]), explicit);
  }
  for (const match of text.matchAll(MONTH_DAY)) add(monthNumber(match[1]!), Number(match[2]), match[3] ? Number(match[3]) : undefined);
  for (const match of text.matchAll(DAY_MONTH)) add(monthNumber(match[2]!), Number(match[1]));
  return [...found].sort().slice(0, MAX_MENTIONED_DATES);
}

/**
 * The context of a message from `sender` to `recipient`: four indexed reads at most (the thread's
 * newest messages, the clinic name, the shifts). `hint` is what the screen shows of the thread,
 * used only when the database holds none of it.
 */
export function gatherContext(db: Db, sender: User, recipient: User, now: number, hint: { fromUserId?: number; content: string }[] = []): AssistantContext {
  const stored = db
    .select({ fromUserId: messages.fromUserId, content: messages.content })
    .from(messages)
    .where(eq(messages.threadId, threadIdOf(sender.id, recipient.id)))
    .orderBy(desc(messages.id))
    .limit(MESSAGES_READ)
    .all();
  const recent = stored.length ? stored : hint.slice(-MESSAGES_READ).reverse();
  const lastReceived = recent.find((message) => message.fromUserId === recipient.id)?.content ?? null;

  const clinicId = sender.userType === 'clinic' ? sender.id : recipient.id;
  const today = earliestUsToday(now);
  const mentioned = mentionedDates(recent.map((message) => message.content).join('\n'), today);
  const columns = { date: shifts.shiftDate, startTime: shifts.startTime, endTime: shifts.endTime, hourlyRate: shifts.hourlyRate };
  // Bookings will add the shifts this vet has agreed to with this clinic here, ahead of open ones.
  // A vet's draft never names a shift still in a first look the vet does not get.
  const seesFirstLook = sender.userType === 'clinic' || isFavourite(db, clinicId, sender.id);
  const open = and(eq(shifts.clinicId, clinicId), eq(shifts.status, 'open'), gte(shifts.shiftDate, today), seesFirstLook ? undefined : publicAt(now));
  const inThread = mentioned.length
    ? db
        .select(columns)
        .from(shifts)
        .where(and(open, inArray(shifts.shiftDate, mentioned)))
        .orderBy(asc(shifts.shiftDate), asc(shifts.startTime))
        .limit(SHIFTS_IN_CONTEXT)
        .all()
    : [];
  const relevant = inThread.length
    ? inThread
    : db.select(columns).from(shifts).where(open).orderBy(asc(shifts.shiftDate), asc(shifts.startTime)).limit(SHIFTS_IN_CONTEXT).all();
  return {
    sender: personOf(db, sender),
    recipient: personOf(db, recipient),
    lastReceived,
    shifts: relevant,
    shiftsMentioned: inThread.length > 0,
  };
}
