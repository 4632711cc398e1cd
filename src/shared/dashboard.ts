// GET /api/stats: the figures of the two dashboards (spec 2 §2, as issue 19 corrects them).

export interface ClinicStats {
  /** Shifts posted and not deleted, booked and past ones included. */
  totalShifts: number;
  /** Open shifts that have not started: the ones vets can still apply for. */
  openShifts: number;
  /** Applications waiting for the clinic's answer. */
  pendingApplications: number;
  /** Booked shifts that ended with approved hours. */
  completedShifts: number;
  /** Hours submitted by vets, waiting for the clinic's approval or correction. */
  hoursToDo: number;
}

/** A booked shift that has not ended, as the vet's dashboard lists it. */
export interface UpcomingShift {
  requestId: number;
  shiftId: number;
  shiftDate: string;
  startTime: string;
  endTime: string;
  clinicName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** Cents per hour. */
  hourlyRate: number;
  /** The shift's pay in cents (hours × rate, overnight shifts counted across midnight). */
  value: number;
}

/** How many upcoming shifts the vet's dashboard lists. */
export const UPCOMING_SHOWN = 3;

export interface VetStats {
  /** Open, future shifts within the vet's travel radius (as /browse finds them); null when the profile is not located. */
  availableOpportunities: number | null;
  /** True when more match than the search counts (shown as "1,000+"). */
  opportunitiesCapped: boolean;
  /** The travel radius the opportunities were counted within, in miles; null without a profile. */
  travelRadius: number | null;
  /** The vet's applications waiting for a clinic's answer. */
  pendingApplications: number;
  /** Booked shifts that have not ended, whatever their source. */
  upcomingShifts: number;
  /** Booked shifts that ended with approved hours. */
  completedShifts: number;
  /** Ended shifts whose hours wait for the vet: to submit, or a correction to answer. */
  hoursToDo: number;
  /** The first UPCOMING_SHOWN upcoming shifts, soonest first. */
  nextShifts: UpcomingShift[];
}
