// "Open to everyone now": the clinic ends a shift's first look early: the window ends now (kept, so
// the fan-out knows the favourites were told at posting). The shift becomes public at once and its
// alerts go out now: the shift leaves its post's waiting fan-out (the rest of the
// post keeps its window) and gets a fan-out of its own, due at once, in the same transaction.
import { and, eq, ne } from 'drizzle-orm';
import { inFirstLook } from '../../shared/first-look';
import type { Shift } from '../../shared/shifts';
import { queueAlertFanout } from '../alerts/queue';
import type { AppDeps } from '../context';
import { alertFanouts, shifts, type User } from '../db/schema';
import { AppError } from '../http/errors';
import { clinicSummary, toShift } from '../shifts/service';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events'>;

/** POST /api/shifts/{id}/open: the owning clinic only (anyone else finds no shift); 409 when not in a first look. */
export function openToEveryone(deps: Deps, clinic: User, shiftId: number): Shift {
  const { db } = deps;
  const now = deps.clock();
  const opened = db.transaction(
    (tx) => {
      const row = tx
        .select()
        .from(shifts)
        .where(and(eq(shifts.id, shiftId), eq(shifts.clinicId, clinic.id), ne(shifts.status, 'deleted')))
        .get();
      if (!row) throw new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');
      if (row.status !== 'open') throw new AppError(409, 'This shift is no longer open', 'SHIFT_NOT_OPEN');
      if (!inFirstLook(row, now)) throw new AppError(409, 'This shift is already open to everyone', 'NOT_IN_FIRST_LOOK');
      const updated = tx.update(shifts).set({ firstLookUntil: now, updatedAt: now }).where(eq(shifts.id, row.id)).returning().get()!;
      const waiting = tx
        .select({ id: alertFanouts.id, refIds: alertFanouts.refIds })
        .from(alertFanouts)
        .where(and(eq(alertFanouts.actorId, clinic.id), eq(alertFanouts.kind, 'shifts'), eq(alertFanouts.status, 'pending')))
        .all()
        .filter((fanout) => fanout.refIds.includes(row.id));
      for (const fanout of waiting) {
        const rest = fanout.refIds.filter((id) => id !== row.id);
        if (rest.length) tx.update(alertFanouts).set({ refIds: rest }).where(eq(alertFanouts.id, fanout.id)).run();
        else tx.delete(alertFanouts).where(eq(alertFanouts.id, fanout.id)).run();
      }
      queueAlertFanout(db, { kind: 'shifts', actorId: clinic.id, refIds: [row.id], now });
      return updated;
    },
    { behavior: 'immediate' },
  );
  deps.events.publish({ type: 'shift.updated', clinicId: clinic.id, shiftId: opened.id });
  return toShift(opened, clinicSummary(db, clinic.id));
}
