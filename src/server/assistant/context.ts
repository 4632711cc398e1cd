// What the message assistant may say things about: the two people, the last message received,
// and the shifts relevant to the pair — read from the database, never taken from the client
// (the request's history is only a fallback when the thread is empty). Bookings will add the
// shifts the two have agreed on; today the clinic's upcoming open shifts stand in, preferring
// the dates the thread mentions.
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { earliestUsToday } from '../../shared/shifts';
import { threadIdOf } from '../../shared/messages';
import type { Db } from '../db/client';
import { clinicProfiles, messages, shifts, type User } from '../db/schema';

export interface Person {
  /** 'Front Range Animal Hospital' or 'Dr. Ana Lee'. */
  name: string;
  /** How a greeting addresses them: 'Dr. Lee' or 'Front Range Animal Hospital team'. */
  salutation: string;
  kind: User['userType'];
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
}

const SHIFTS_IN_CONTEXT = 3;
const MESSAGES_READ = 10;

function personOf(db: Db, user: User): Person {
  if (user.userType === 'clinic') {
    const clinic = db.select({ clinicName: clinicProfiles.clinicName }).from(clinicProfiles).where(eq(clinicProfiles.userId, user.id)).get();
    const name = clinic?.clinicName ?? `${user.firstName} ${user.lastName}`;
    return { name, salutation: `${name} team`, kind: 'clinic' };
  }
  return { name: `Dr. ${user.firstName} ${user.lastName}`, salutation: `Dr. ${user.lastName}`, kind: 'relief_vet' };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Calendar dates a text names ('2026-12-12', '12/12', 'Dec 12', 'December 12th'), as
 * YYYY-MM-DD on or after `today` (a date without a year is the next one to come).
 */
export function mentionedDates(text: string, today: string): string[] {
  const year = Number(today.slice(0, 4));
  const found = new Set<string>();
  const add = (month: number, day: number, explicitYear?: number) => {
    if (month < 1 || month > 12 || day < 1 || day > 31) return;
    const pad = (n: number) => String(n).padStart(2, '0');
    let date = `${explicitYear ?? year}-${pad(month)}-${pad(day)}`;
    if (!explicitYear && date < today) date = `${year + 1}-${pad(month)}-${pad(day)}`;
    if (date >= today) found.add(date);
  };
  for (const match of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) add(Number(match[2]), Number(match[3]), Number(match[1]));
  for (const match of text.matchAll(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/g)) {
    const explicit = match[3] ? Number(match[3].length === 2 ? `20${match[3]}` : match[3]) : undefined;
    add(Number(match[1]), Number(match[2]), explicit);
  }
  for (const match of text.matchAll(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b/gi)) {
    add(MONTHS.indexOf(match[1]!.toLowerCase()) + 1, Number(match[2]));
  }
  return [...found].sort();
}

export function gatherContext(db: Db, sender: User, recipient: User, now: number, hint: { content: string }[] = []): AssistantContext {
  const recent = db
    .select({ fromUserId: messages.fromUserId, content: messages.content })
    .from(messages)
    .where(eq(messages.threadId, threadIdOf(sender.id, recipient.id)))
    .orderBy(desc(messages.id))
    .limit(MESSAGES_READ)
    .all();
  const lastReceived = recent.find((message) => message.fromUserId === recipient.id)?.content ?? null;
  const texts = recent.length ? recent.map((message) => message.content) : hint.map((message) => message.content);

  const clinicId = sender.userType === 'clinic' ? sender.id : recipient.id;
  const today = earliestUsToday(now);
  const mentioned = mentionedDates(texts.join('\n'), today);
  const columns = { date: shifts.shiftDate, startTime: shifts.startTime, endTime: shifts.endTime, hourlyRate: shifts.hourlyRate };
  const open = and(eq(shifts.clinicId, clinicId), eq(shifts.status, 'open'), gte(shifts.shiftDate, today));
  let relevant = mentioned.length
    ? db
        .select(columns)
        .from(shifts)
        .where(and(open, inArray(shifts.shiftDate, mentioned)))
        .orderBy(asc(shifts.shiftDate), asc(shifts.startTime))
        .limit(SHIFTS_IN_CONTEXT)
        .all()
    : [];
  if (relevant.length === 0) {
    relevant = db.select(columns).from(shifts).where(open).orderBy(asc(shifts.shiftDate), asc(shifts.startTime)).limit(SHIFTS_IN_CONTEXT).all();
  }
  return { sender: personOf(db, sender), recipient: personOf(db, recipient), lastReceived, shifts: relevant };
}
