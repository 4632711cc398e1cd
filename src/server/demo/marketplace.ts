// The demo's marketplace around Denver: the demo clinic's open shifts, a few neighbouring clinics
// with theirs, a few more relief vets, and availability postings, so /browse and the dashboards
// show real results on a fresh `--seed-demo` start. Neighbours cannot sign in (their password is
// random and never shown). Shifts and postings are dated from the day of the start and topped up
// on a later start once a demo account has none left in the future; otherwise nothing changes.
// A shift's type fits its date (shared/shift-days.ts): weekend shifts fall on a Saturday, holiday
// shifts on a holiday, regular days on a weekday that is not a holiday.
import { and, asc, eq, gte } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../shared/constants';
import { holidayOn, isWeekend, weekdayOf } from '../../shared/shift-days';
import { earliestUsToday, type ShiftInput } from '../../shared/shifts';
import { findUserByEmail, type HashCost, hashPassword } from '../auth/service';
import { activateWithoutPayment, findSubscription } from '../billing/store';
import { bookShift } from '../bookings/book-shift';
import { findBookingClash } from '../bookings/clash';
import type { Db } from '../db/client';
import { availabilityRequests, bookingRequests, clinicProfiles, shifts, users, vetAvailability, vetProfiles, type User } from '../db/schema';
import { postShifts } from '../shifts/service';
import { DAY_MS } from '../../shared/time';

export interface DemoShift {
  /** Days from the start; moved on to the first day that fits the shift type. */
  inDays: number;
  startTime: string;
  endTime: string;
  dollars: number;
  shiftType: ShiftInput['shiftType'];
  practiceTypes: ShiftInput['practiceTypes'];
  notes?: string;
}

interface DemoPosting {
  inDays: number;
  startTime: string;
  endTime: string;
  practiceTypes: string[];
}

const place = (city: string, zipCode: string, address: string, latitude: number, longitude: number) => ({
  address,
  city,
  state: 'CO',
  zipCode,
  latitude,
  longitude,
});

/** The demo clinic's own shifts (its profile is seeded in seed.ts). */
export const DEMO_CLINIC_SHIFTS: DemoShift[] = [
  {
    inDays: 2,
    startTime: '08:00',
    endTime: '18:00',
    dollars: 85,
    shiftType: 'regular_day',
    practiceTypes: ['small_animal'],
    notes: 'Full appointment book; one technician per exam room.',
  },
  {
    inDays: 4,
    startTime: '18:00',
    endTime: '23:59',
    dollars: 110,
    shiftType: 'emergency',
    practiceTypes: ['emergency', 'small_animal'],
    notes: 'Evening emergency cover; a criticalist is on call.',
  },
  { inDays: 9, startTime: '08:00', endTime: '18:00', dollars: 80, shiftType: 'regular_day', practiceTypes: ['small_animal'] },
  { inDays: 13, startTime: '09:00', endTime: '17:00', dollars: 95, shiftType: 'weekend', practiceTypes: ['small_animal'], notes: 'Saturday wellness clinic.' },
  { inDays: 20, startTime: '08:00', endTime: '18:00', dollars: 80, shiftType: 'regular_day', practiceTypes: ['small_animal', 'exotic'] },
  { inDays: 32, startTime: '07:00', endTime: '19:00', dollars: 130, shiftType: 'holiday', practiceTypes: ['emergency'], notes: 'Holiday emergency shift.' },
];

/** The demo vet's open dates (its profile is seeded in seed.ts). */
export const DEMO_VET_POSTINGS: DemoPosting[] = [
  { inDays: 3, startTime: '08:00', endTime: '18:00', practiceTypes: ['small_animal', 'emergency'] },
  { inDays: 6, startTime: '08:00', endTime: '18:00', practiceTypes: ['small_animal'] },
  { inDays: 10, startTime: '12:00', endTime: '22:00', practiceTypes: ['emergency'] },
  { inDays: 17, startTime: '08:00', endTime: '18:00', practiceTypes: ['small_animal'] },
];

export const NEIGHBOUR_CLINICS: { email: string; profile: Omit<typeof clinicProfiles.$inferInsert, 'userId'>; shifts: DemoShift[] }[] = [
  {
    email: 'aurora.clinic@demo.vetrelief.app',
    profile: {
      clinicName: 'Aurora Pet Care Center',
      ...place('Aurora', '80012', '14200 E Alameda Ave', 39.6989, -104.8375),
      phone: '+13035550161',
      practiceTypes: ['small_animal'],
      description: 'Family practice with two doctors and a grooming suite.',
    },
    shifts: [
      { inDays: 3, startTime: '08:00', endTime: '17:00', dollars: 75, shiftType: 'regular_day', practiceTypes: ['small_animal'] },
      { inDays: 7, startTime: '08:00', endTime: '17:00', dollars: 75, shiftType: 'regular_day', practiceTypes: ['small_animal'] },
      { inDays: 14, startTime: '09:00', endTime: '15:00', dollars: 90, shiftType: 'weekend', practiceTypes: ['small_animal'] },
    ],
  },
  {
    email: 'lakewood.clinic@demo.vetrelief.app',
    profile: {
      clinicName: 'Lakewood Emergency Vets',
      ...place('Lakewood', '80226', '7000 W Alameda Ave', 39.7107, -105.0668),
      phone: '+13035550173',
      practiceTypes: ['emergency', 'small_animal'],
      description: '24-hour emergency and critical care.',
    },
    shifts: [
      {
        inDays: 1,
        startTime: '19:00',
        endTime: '23:59',
        dollars: 125,
        shiftType: 'emergency',
        practiceTypes: ['emergency'],
        notes: 'Overnight intake; surgery suite available.',
      },
      { inDays: 5, startTime: '19:00', endTime: '23:59', dollars: 125, shiftType: 'emergency', practiceTypes: ['emergency'] },
      { inDays: 12, startTime: '07:00', endTime: '19:00', dollars: 115, shiftType: 'weekend', practiceTypes: ['emergency', 'small_animal'] },
      { inDays: 26, startTime: '07:00', endTime: '19:00', dollars: 140, shiftType: 'holiday', practiceTypes: ['emergency'] },
    ],
  },
  {
    email: 'fortcollins.clinic@demo.vetrelief.app',
    profile: {
      clinicName: 'Poudre Valley Mixed Practice',
      ...place('Fort Collins', '80521', '300 W Mountain Ave', 40.5853, -105.0844),
      phone: '+19705550119',
      practiceTypes: ['large_animal', 'small_animal'],
      description: 'Mixed practice: companion animals in clinic, equine and cattle calls on the road.',
    },
    shifts: [
      {
        inDays: 6,
        startTime: '07:00',
        endTime: '17:00',
        dollars: 90,
        shiftType: 'regular_day',
        practiceTypes: ['large_animal'],
        notes: 'Ambulatory equine calls; truck provided.',
      },
      { inDays: 15, startTime: '07:00', endTime: '17:00', dollars: 90, shiftType: 'regular_day', practiceTypes: ['large_animal', 'small_animal'] },
    ],
  },
  {
    email: 'springs.clinic@demo.vetrelief.app',
    profile: {
      clinicName: 'Pikes Peak Exotics & Avian',
      ...place('Colorado Springs', '80903', '25 N Tejon St', 38.8339, -104.8214),
      phone: '+17195550108',
      practiceTypes: ['exotic'],
      description: 'Birds, reptiles and small mammals.',
    },
    shifts: [
      { inDays: 8, startTime: '09:00', endTime: '17:00', dollars: 100, shiftType: 'regular_day', practiceTypes: ['exotic'] },
      { inDays: 22, startTime: '09:00', endTime: '17:00', dollars: 100, shiftType: 'regular_day', practiceTypes: ['exotic'] },
    ],
  },
];

const NEIGHBOUR_VETS = [
  {
    email: 'golden.vet@demo.vetrelief.app',
    profile: {
      firstName: 'Priya',
      lastName: 'Natarajan',
      licenseNumber: 'CO-VET-31877',
      yearsExperience: 14,
      ...place('Golden', '80401', '911 Washington Ave', 39.7555, -105.2211),
      phone: '+13035550133',
      practiceTypes: ['emergency', 'small_animal'],
      hourlyRate: 12000,
      bio: 'Emergency and critical care relief; ACLS-trained, comfortable running a busy ER floor alone.',
    },
    postings: [
      { inDays: 2, startTime: '18:00', endTime: '23:59', practiceTypes: ['emergency'] },
      { inDays: 9, startTime: '18:00', endTime: '23:59', practiceTypes: ['emergency'] },
    ],
  },
  {
    email: 'longmont.vet@demo.vetrelief.app',
    profile: {
      firstName: 'Marcus',
      lastName: 'Bell',
      licenseNumber: 'CO-VET-27450',
      yearsExperience: 4,
      ...place('Longmont', '80501', '350 Kimbark St', 40.1672, -105.1019),
      phone: '+17205550150',
      practiceTypes: ['small_animal'],
      hourlyRate: 8000,
      bio: 'General practice relief, dentistry and wellness.',
    },
    postings: [
      { inDays: 4, startTime: '08:00', endTime: '18:00', practiceTypes: ['small_animal'] },
      { inDays: 11, startTime: '08:00', endTime: '18:00', practiceTypes: ['small_animal'] },
      { inDays: 18, startTime: '08:00', endTime: '18:00', practiceTypes: ['small_animal'] },
    ],
  },
  {
    email: 'castlerock.vet@demo.vetrelief.app',
    profile: {
      firstName: 'Elena',
      lastName: 'Vasquez',
      licenseNumber: 'CO-VET-19023',
      yearsExperience: 21,
      ...place('Castle Rock', '80104', '100 N Wilcox St', 39.3722, -104.8561),
      phone: '+13035550191',
      practiceTypes: ['large_animal', 'exotic'],
      hourlyRate: 11000,
      bio: 'Mixed and exotic animal medicine; twenty years of ambulatory practice.',
    },
    postings: [],
  },
];

function dateIn(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a demo shift of this type belongs on `date` (emergencies happen any day). */
function demoDayFits(shiftType: string, date: string): boolean {
  if (shiftType === 'weekend') return weekdayOf(date) === 'Saturday';
  if (shiftType === 'holiday') return holidayOn(date) !== null;
  if (shiftType === 'emergency') return true;
  return !isWeekend(date) && !holidayOn(date);
}

/** The demo shift's date: `inDays` from today, moved on to the first day its type fits. */
export function demoShiftDate(today: string, shift: Pick<DemoShift, 'inDays' | 'shiftType'>): string {
  let date = dateIn(today, shift.inDays);
  while (!demoDayFits(shift.shiftType, date)) date = dateIn(date, 1);
  return date;
}

/** Posts the clinic's demo shifts, as the clinic would, unless it still has an open one today or later. */
export function topUpShifts(db: Db, clinic: User, list: DemoShift[], now: number): void {
  const today = earliestUsToday(now);
  const upcoming = db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.clinicId, clinic.id), eq(shifts.status, 'open'), gte(shifts.shiftDate, today)))
    .get();
  if (upcoming) return;
  postShifts(
    db,
    clinic,
    list.map(({ inDays, dollars, notes, ...shift }) => ({
      ...shift,
      shiftDate: demoShiftDate(today, { inDays, shiftType: shift.shiftType }),
      hourlyRate: dollars * 100,
      notes: notes ?? null,
    })),
    now,
  );
}

/** Posts the vet's demo dates unless they still have one today or later. */
export function topUpPostings(db: Db, vetId: number, list: DemoPosting[], now: number): void {
  if (!list.length) return;
  const today = earliestUsToday(now);
  const upcoming = db
    .select({ id: vetAvailability.id })
    .from(vetAvailability)
    .where(and(eq(vetAvailability.vetId, vetId), gte(vetAvailability.availableDate, today)))
    .get();
  if (upcoming) return;
  db.insert(vetAvailability)
    .values(list.map(({ inDays, ...posting }) => ({ ...posting, availableDate: dateIn(today, inDays), vetId, createdAt: now, updatedAt: now })))
    .run();
}

/** The neighbouring clinics and vets, created once, with their shifts and postings topped up. */
export async function seedNeighbours(db: Db, now: number, cost: HashCost): Promise<void> {
  let unusableHash: string | undefined;
  const account = async (email: string, userType: 'clinic' | 'relief_vet', firstName: string, lastName: string) => {
    if (!findUserByEmail(db, email)) {
      unusableHash ??= await hashPassword(Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'), cost);
      db.insert(users)
        .values({ email, passwordHash: unusableHash, firstName, lastName, userType, onboardingCompleted: true, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .run();
    }
    return findUserByEmail(db, email)!;
  };
  for (const clinic of NEIGHBOUR_CLINICS) {
    const user = await account(clinic.email, 'clinic', 'Practice', 'Manager');
    db.insert(clinicProfiles)
      .values({ userId: user.id, ...clinic.profile, searchRadius: 50, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .run();
    if (!findSubscription(db, user.id)) activateWithoutPayment(db, user.id, now);
    topUpShifts(db, user, clinic.shifts, now);
  }
  for (const vet of NEIGHBOUR_VETS) {
    const user = await account(vet.email, 'relief_vet', vet.profile.firstName, vet.profile.lastName);
    db.insert(vetProfiles)
      .values({ userId: user.id, ...vet.profile, availableRadius: 60, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .run();
    topUpPostings(db, user.id, vet.postings, now);
  }
  seedDemoBookings(db, now);
  seedDemoAvailabilityRequest(db, now);
}

/**
 * The demo vet's bookings page: a pending application to one of the demo clinic's shifts (so the
 * demo clinic has one to review) and an accepted booking at Lakewood Emergency Vets (where the
 * seeded conversation is), made as the API makes them. Seeded again only once the vet has no
 * application to a shift today or later.
 */
export function seedDemoBookings(db: Db, now: number): void {
  const today = earliestUsToday(now);
  const vet = findUserByEmail(db, DEMO_ACCOUNTS.relief_vet.email);
  const clinic = findUserByEmail(db, DEMO_ACCOUNTS.clinic.email);
  const lakewood = findUserByEmail(db, 'lakewood.clinic@demo.vetrelief.app');
  if (!vet || !clinic || !lakewood) return;
  const upcoming = db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .innerJoin(shifts, eq(shifts.id, bookingRequests.shiftId))
    .where(and(eq(bookingRequests.vetId, vet.id), gte(shifts.shiftDate, today)))
    .limit(1)
    .get();
  if (upcoming) return;
  // The shifts a week or more away, so the demo's bookings stay upcoming for a while.
  const openShift = (clinicId: number) =>
    db
      .select({ id: shifts.id, clinicId: shifts.clinicId, shiftDate: shifts.shiftDate, startTime: shifts.startTime, endTime: shifts.endTime })
      .from(shifts)
      .where(and(eq(shifts.clinicId, clinicId), eq(shifts.status, 'open'), gte(shifts.shiftDate, dateIn(today, 7))))
      .orderBy(asc(shifts.shiftDate), asc(shifts.startTime))
      .limit(1)
      .get();
  const toBook = openShift(lakewood.id);
  const toApply = openShift(clinic.id);
  db.transaction(
    (tx) => {
      const apply = (shift: NonNullable<typeof toBook>, message: string) =>
        tx
          .insert(bookingRequests)
          .values({ shiftId: shift.id, vetId: vet.id, clinicId: shift.clinicId, message, status: 'pending', createdAt: now, updatedAt: now })
          .returning({ id: bookingRequests.id })
          .get();
      if (toBook) {
        const request = apply(toBook, 'Happy to cover the weekend ER — I have worked your floor before.');
        bookShift(db, { shiftId: toBook.id, vetId: vet.id, now, requestId: request.id });
      }
      // Applied after the booking, and only when it does not overlap it.
      if (toApply && !findBookingClash(db, vet.id, toApply)) {
        apply(toApply, 'Available all day; small-animal GP is my background.');
      }
    },
    { behavior: 'immediate' },
  );
}

/**
 * The demo vet's bookings page also has a clinic's request for one of its posted dates: the demo
 * clinic asks for the first open one (a few days ahead, clear of the vet's bookings), as the API
 * would store it. Seeded again only once the demo clinic has no request for a date today or later.
 */
export function seedDemoAvailabilityRequest(db: Db, now: number): void {
  const today = earliestUsToday(now);
  const vet = findUserByEmail(db, DEMO_ACCOUNTS.relief_vet.email);
  const clinic = findUserByEmail(db, DEMO_ACCOUNTS.clinic.email);
  if (!vet || !clinic) return;
  const upcoming = db
    .select({ id: availabilityRequests.id })
    .from(availabilityRequests)
    .innerJoin(vetAvailability, eq(vetAvailability.id, availabilityRequests.availabilityPostingId))
    .where(and(eq(availabilityRequests.clinicId, clinic.id), gte(vetAvailability.availableDate, today)))
    .limit(1)
    .get();
  if (upcoming) return;
  const open = db
    .select({ id: vetAvailability.id, shiftDate: vetAvailability.availableDate, startTime: vetAvailability.startTime, endTime: vetAvailability.endTime })
    .from(vetAvailability)
    .where(and(eq(vetAvailability.vetId, vet.id), eq(vetAvailability.status, 'available'), gte(vetAvailability.availableDate, dateIn(today, 1))))
    .orderBy(asc(vetAvailability.availableDate), asc(vetAvailability.startTime))
    .all();
  const posting = open.find((slot) => !findBookingClash(db, vet.id, slot));
  if (!posting) return;
  db.insert(availabilityRequests)
    .values({
      availabilityPostingId: posting.id,
      clinicId: clinic.id,
      vetId: vet.id,
      proposedHourlyRate: 9500,
      message: 'Our associate is away that day; could you cover the appointment book?',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .run();
}
