// The in-memory index of open, located shifts dated today (US time) or later: what the vets'
// distance search reads. Each entry carries the shift as the answer shows it (the clinic's part
// comes from clinic-cards.ts), so a search page reads nothing from the database.
import { PRACTICE_TYPES } from '../../shared/constants';
import type { Shift } from '../../shared/shifts';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
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

interface ShiftRow {
  id: number;
  clinic_id: number;
  latitude: number;
  longitude: number;
  shift_date: string;
  start_time: string;
  end_time: string;
  hourly_rate: number;
  shift_type: string;
  status: string;
  practice_types: string;
  notes: string | null;
  booked_by_vet_id: number | null;
}

const COLUMNS =
  'id, clinic_id, latitude, longitude, shift_date, start_time, end_time, hourly_rate, shift_type, status, practice_types, notes, booked_by_vet_id';
const BELONGS = "status = 'open' AND shift_date >= ? AND latitude IS NOT NULL AND longitude IS NOT NULL";

function toEntry(row: ShiftRow): IndexedShift {
  const practiceTypes: string[] = JSON.parse(row.practice_types);
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    practiceBits: practiceBits(practiceTypes),
    shift: {
      id: row.id,
      clinicId: row.clinic_id,
      shiftDate: row.shift_date,
      startTime: row.start_time,
      endTime: row.end_time,
      hourlyRate: row.hourly_rate,
      shiftType: row.shift_type,
      status: row.status,
      practiceTypes,
      notes: row.notes,
      bookedByVetId: row.booked_by_vet_id,
    },
  };
}

export const openShifts: GridSource<IndexedShift> = {
  kind: 'shift',
  reads: ['shifts'],
  // A quarter degree (about 17 × 13 miles mid-US): a metro's shifts spread over several cells.
  cellDegrees: 0.25,
  *loadAll(db, today) {
    for (const row of db.$client.prepare<ShiftRow, [string]>(`SELECT ${COLUMNS} FROM shifts WHERE ${BELONGS}`).iterate(today)) yield toEntry(row);
  },
  loadOne(db, id, today) {
    const row = prepared(db, 'open-shift-entry', () =>
      db.$client.prepare<ShiftRow, [string, number]>(`SELECT ${COLUMNS} FROM shifts WHERE ${BELONGS} AND id = ?`),
    ).get(today, id);
    return row ? toEntry(row) : null;
  },
  isCurrent: (entry, today) => entry.shift.shiftDate >= today,
};

/** Open shifts on or after `today`, up to date with the database. */
export function openShiftIndex(db: Db, today: string) {
  return liveGrid(db, openShifts).current(today);
}
