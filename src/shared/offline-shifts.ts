// The shift day offline: what GET /api/me/offline-shifts answers and the browser keeps for
// reading without a network — the vet's booked shifts of the next days, with where to go and
// whom to call. Nothing else personal is kept offline.

/** How far ahead the kept shifts reach, in days from now. */
export const OFFLINE_SHIFT_DAYS = 7;

export interface OfflineShift {
  shiftId: number;
  clinicName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  /** The clinic's local date and hours (YYYY-MM-DD, HH:MM): the time on its wall clock. */
  shiftDate: string;
  startTime: string;
  endTime: string;
  arrivalNotes: string | null;
}

export interface OfflineShifts {
  /** When the server answered (ISO): the "last updated" the offline page shows. */
  updatedAt: string;
  /** Booked shifts not yet ended and starting within OFFLINE_SHIFT_DAYS, soonest first. */
  shifts: OfflineShift[];
}
