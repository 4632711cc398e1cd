// Shifts as vets see them (spec 2 §9): grouped by clinic, groups ordered by the chosen sort
// (nearest shift, clinic name, highest rate), shifts within a group by date.
import type { Shift } from '../../shared/shifts';
import type { BrowseSort } from './browse-filters';

export type FoundShift = Shift & { distance: number };

export interface ClinicGroup {
  clinicId: number;
  clinicName: string;
  shifts: FoundShift[];
  nearest: number;
  highestRate: number;
}

export const UNKNOWN_CLINIC = 'Unknown Clinic';

function byDate(a: FoundShift, b: FoundShift): number {
  return a.shiftDate.localeCompare(b.shiftDate) || a.startTime.localeCompare(b.startTime);
}

const GROUP_ORDER: Record<BrowseSort, (a: ClinicGroup, b: ClinicGroup) => number> = {
  distance: (a, b) => a.nearest - b.nearest,
  name: (a, b) => a.clinicName.localeCompare(b.clinicName),
  experience: (a, b) => a.nearest - b.nearest,
  // Offered to clinics only (vets' shift search has no rating sort): nearest first.
  rating: (a, b) => a.nearest - b.nearest,
  rate: (a, b) => b.highestRate - a.highestRate,
};

export function groupShiftsByClinic(shifts: FoundShift[], sort: BrowseSort): ClinicGroup[] {
  const groups = new Map<number, ClinicGroup>();
  for (const shift of shifts) {
    const group = groups.get(shift.clinicId);
    if (group) {
      group.shifts.push(shift);
      group.nearest = Math.min(group.nearest, shift.distance);
      group.highestRate = Math.max(group.highestRate, shift.hourlyRate);
    } else {
      groups.set(shift.clinicId, {
        clinicId: shift.clinicId,
        clinicName: shift.clinic?.clinicName || UNKNOWN_CLINIC,
        shifts: [shift],
        nearest: shift.distance,
        highestRate: shift.hourlyRate,
      });
    }
  }
  const ordered = [...groups.values()].sort((a, b) => GROUP_ORDER[sort](a, b) || a.nearest - b.nearest);
  for (const group of ordered) group.shifts.sort(byDate);
  return ordered;
}
