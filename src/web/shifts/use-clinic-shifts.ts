// GET /api/shifts: the clinic's own shifts, soonest first.
import { useQuery } from '@tanstack/react-query';
import type { Shift } from '../../shared/shifts';
import { shiftPaths } from '../lib/paths';

export const clinicShiftsQueryKey = [shiftPaths.shifts] as const;

/** Only asked once the clinic may use the marketplace (the call needs a subscription). */
export function useClinicShifts(enabled: boolean) {
  return useQuery<Shift[]>({ queryKey: clinicShiftsQueryKey, enabled });
}
