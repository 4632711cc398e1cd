import { describe, expect, test } from 'bun:test';
import { groupShiftsByClinic, type FoundShift } from './group-shifts';

function shift(id: number, clinicId: number, clinicName: string | null, shiftDate: string, distance: number, hourlyRate: number): FoundShift {
  return {
    id,
    clinicId,
    clinic:
      clinicName === null
        ? null
        : { clinicName, address: '', city: '', state: '', zipCode: '', phone: '', averageAppointmentTime: 20, userId: clinicId, profileImageUrl: null },
    shiftDate,
    startTime: '08:00',
    endTime: '18:00',
    hourlyRate,
    shiftType: 'regular_day',
    status: 'open',
    practiceTypes: ['small_animal'],
    notes: null,
    bookedByVetId: null,
    firstLookUntil: null,
    instantBooking: 'off' as const,
    distance,
  };
}

const shifts = [
  shift(1, 10, 'Zeta Vets', '2030-05-03', 30, 9000),
  shift(2, 20, 'Alpha Animal', '2030-05-02', 5, 7000),
  shift(3, 10, 'Zeta Vets', '2030-05-01', 30, 12000),
  shift(4, 30, null, '2030-05-04', 12, 8000),
];

describe('groupShiftsByClinic', () => {
  test('distance: nearest clinic first, shifts by date, unknown clinics named', () => {
    const groups = groupShiftsByClinic(shifts, 'distance');
    expect(groups.map((group) => group.clinicName)).toEqual(['Alpha Animal', 'Unknown Clinic', 'Zeta Vets']);
    expect(groups[2]!.shifts.map((one) => one.id)).toEqual([3, 1]);
  });

  test('name and rate orders', () => {
    expect(groupShiftsByClinic(shifts, 'name').map((group) => group.clinicId)).toEqual([20, 30, 10]);
    expect(groupShiftsByClinic(shifts, 'rate').map((group) => group.clinicId)).toEqual([10, 30, 20]);
  });
});
