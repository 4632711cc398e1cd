// The in-memory index of open, located shifts dated today (US time) or later: what the vets'
// distance search reads. Each entry carries just what the filters and sorts need; the page's
// full rows come from the database.
import { PRACTICE_TYPES } from '../../shared/constants';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { liveGrid, type GridSource } from '../geo/live-grid';
import type { GridPoint } from '../geo/point-grid';

export interface IndexedShift extends GridPoint {
  shiftDate: string;
  startTime: string;
  hourlyRate: number;
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
  latitude: number;
  longitude: number;
  shift_date: string;
  start_time: string;
  hourly_rate: number;
  practice_types: string;
}

const COLUMNS = 'id, latitude, longitude, shift_date, start_time, hourly_rate, practice_types';
const BELONGS = "status = 'open' AND shift_date >= ? AND latitude IS NOT NULL AND longitude IS NOT NULL";

const toEntry = (row: ShiftRow): IndexedShift => ({
  id: row.id,
  latitude: row.latitude,
  longitude: row.longitude,
  shiftDate: row.shift_date,
  startTime: row.start_time,
  hourlyRate: row.hourly_rate,
  practiceBits: practiceBits(JSON.parse(row.practice_types)),
});

const openShifts: GridSource<IndexedShift> = {
  kind: 'shift',
  // A quarter degree (about 17 × 13 miles mid-US): a metro's shifts spread over several cells.
  cellDegrees: 0.25,
  *loadAll(db, today) {
    for (const row of db.$client.prepare<ShiftRow, [string]>(`SELECT ${COLUMNS} FROM shifts WHERE ${BELONGS}`).iterate(today)) yield toEntry(row);
  },
  loadOne(db, id, today) {
    const row = prepared(db, 'open-shift-entry', () => db.$client.prepare<ShiftRow, [string, number]>(`SELECT ${COLUMNS} FROM shifts WHERE ${BELONGS} AND id = ?`)).get(today, id);
    return row ? toEntry(row) : null;
  },
  isCurrent: (shift, today) => shift.shiftDate >= today,
};

/** Open shifts on or after `today`, up to date with the database. */
export function openShiftIndex(db: Db, today: string) {
  return liveGrid(db, openShifts).current(today);
}
