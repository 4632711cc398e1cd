// What the scheduled backup remembers between runs, kept as one JSON row of app_settings (it
// travels with the database, as the job's own record does): the last success and the current
// failure streak, which decide when the next attempt is due and whether the operator was told.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

const KEY = 'backup_schedule';

export interface ScheduleState {
  lastSuccessAt: number | null;
  lastName: string | null;
  lastBytes: number | null;
  /** How long the last successful run took, ms. */
  lastDurationMs: number | null;
  /** Failed attempts since the last success; 0 when healthy. */
  failures: number;
  failingSince: number | null;
  nextAttemptAt: number | null;
  lastError: string | null;
  /** ADMIN_EMAIL has been told of this streak. */
  alerted: boolean;
}

const EMPTY: ScheduleState = {
  lastSuccessAt: null,
  lastName: null,
  lastBytes: null,
  lastDurationMs: null,
  failures: 0,
  failingSince: null,
  nextAttemptAt: null,
  lastError: null,
  alerted: false,
};

export function readScheduleState(db: Db): ScheduleState {
  const row = db.select().from(appSettings).where(eq(appSettings.key, KEY)).get();
  if (!row) return { ...EMPTY };
  try {
    return { ...EMPTY, ...(JSON.parse(row.value) as Partial<ScheduleState>) };
  } catch {
    return { ...EMPTY };
  }
}

export function writeScheduleState(db: Pick<Db, 'insert'>, state: ScheduleState): void {
  const value = JSON.stringify(state);
  db.insert(appSettings).values({ key: KEY, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } }).run();
}
