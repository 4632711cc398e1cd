// The in-memory index of open, located shifts dated today (US time) or later: what the vets'
// distance search reads. Each entry carries the shift as the answer shows it (the clinic's part
// comes from clinic-cards.ts), so a search page reads nothing from the database.
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { PRACTICE_TYPES } from '../../shared/constants';
import type { Shift } from '../../shared/shifts';
import type { Db } from '../db/client';
import { fastSelect } from '../db/fast-select';
import { prepared } from '../db/prepared';
import { shifts } from '../db/schema';
import { liveGrid, type GridSource } from '../lib/live-grid';
import type { GridPoint } from '../lib/point-grid';

export type ShiftFields = Omit<Shift, 'clinic' | 'distance'>;

export interface IndexedShift extends GridPoint {
  shift: ShiftFields;
  /** Practice types as bits, in PRACTICE_TYPES order. */
  practiceBits: number;
}

/** The bits of these practice types (unknown names have none). */
export function practiceBits(types: readonly string[]): number {
  let bits = 0;
  for (const type of types) {
    const index = (PRACTICE_TYPES as readonly string[]).indexOf(type);
    if (index >= 0) bits |= 1 << index;
  }
  return bits;
}

const columns = {
  latitude: shifts.latitude,
  longitude: shifts.longitude,
  shift: {
    id: shifts.id,
    clinicId: shifts.clinicId,
    shiftDate: shifts.shiftDate,
    startTime: shifts.startTime,
    endTime: shifts.endTime,
    hourlyRate: shifts.hourlyRate,
    shiftType: shifts.shiftType,
    status: shifts.status,
    practiceTypes: shifts.practiceTypes,
    notes: shifts.notes,
    bookedByVetId: shifts.bookedByVetId,
    firstLookUntil: shifts.firstLookUntil,
    instantBooking: shifts.instantBooking,
  },
};

/**
 * Open, located and dated `today` or later. The status is a literal, as in the partial index
 * shifts_open_location_idx: a bound value there makes SQLite re-plan the statement on each run.
 */
const belongs = () =>
  and(sql`${shifts.status} = 'open'`, gte(shifts.shiftDate, sql.placeholder('today')), isNotNull(shifts.latitude), isNotNull(shifts.longitude));

/** Read through fastSelect: a national index load is 200,000 rows. */
const select = (db: Db, where: ReturnType<typeof belongs>) => fastSelect(db, columns, db.select(columns).from(shifts).where(where));

type ShiftRow = ReturnType<ReturnType<typeof select>>[number];

/**
 * The latest first-look end among the entries loaded since the last full load: an upper bound, so
 * a search past it knows no entry is in its first look and skips the per-entry check.
 */
const firstLookHorizons = new WeakMap<Db, number>();

/** No shift of the index is in its first look at or after this instant. */
export function firstLookHorizon(db: Db): number {
  return firstLookHorizons.get(db) ?? 0;
}

function toEntry(db: Db, { latitude, longitude, shift }: ShiftRow): IndexedShift {
  if (shift.firstLookUntil !== null && shift.firstLookUntil > firstLookHorizon(db)) firstLookHorizons.set(db, shift.firstLookUntil);
  // The query keeps located shifts only.
  return { id: shift.id, latitude: latitude!, longitude: longitude!, practiceBits: practiceBits(shift.practiceTypes), shift };
}

export const openShifts: GridSource<IndexedShift> = {
  kind: 'shift',
  reads: ['shifts'],
  // A quarter degree (about 17 × 13 miles mid-US): a metro's shifts spread over several cells.
  cellDegrees: 0.25,
  *loadAll(db, today) {
    firstLookHorizons.delete(db);
    for (const row of prepared(db, 'open-shift-entries', () => select(db, belongs()))({ today })) yield toEntry(db, row);
  },
  loadOne(db, id, today) {
    const [row] = prepared(db, 'open-shift-entry', () => select(db, and(belongs(), eq(shifts.id, sql.placeholder('id')))))({ today, id });
    return row ? toEntry(db, row) : null;
  },
  isCurrent: (entry, today) => entry.shift.shiftDate >= today,
  // "Favourites only" reads the open shifts of a vet's few favourite clinics, not the country's.
  groupOf: (entry) => entry.shift.clinicId,
};

/** Open shifts on or after `today`, up to date with the database. */
export function openShiftIndex(db: Db, today: string) {
  return liveGrid(db, openShifts).current(today);
}
