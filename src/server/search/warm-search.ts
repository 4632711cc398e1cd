// Building the in-memory distance-search indexes ahead of the first search.
import { earliestUsToday } from '../../shared/shifts';
import type { Db } from '../db/client';
import { openShiftIndex } from './shift-index';
import { locatedVetIndex } from './vet-index';

export function warmSearchIndexes(db: Db, now: number): void {
  const today = earliestUsToday(now);
  openShiftIndex(db, today);
  locatedVetIndex(db, today);
}
