// The shifts the signed-in vet has a pending application to, so /browse says 'Applied' instead of
// offering Apply Now again (which could only answer 'already applied').
import { useQuery } from '@tanstack/react-query';
import type { BookingRequestsPage } from '../../shared/bookings';
import { useAuth } from '../lib/auth-provider';
import { browsePaths } from '../lib/paths';

/** The key starts with the booking-requests path: the live socket and every booking call refresh it. */
export const PENDING_APPLICATIONS_KEY = browsePaths.pendingApplications;

export function useAppliedShiftIds(): ReadonlySet<number> {
  const { user } = useAuth();
  const { data } = useQuery<BookingRequestsPage>({
    queryKey: [PENDING_APPLICATIONS_KEY],
    enabled: user?.userType === 'relief_vet' && user.access === 'ok',
    staleTime: 30_000,
  });
  return new Set(data?.requests.map((request) => request.shiftId) ?? []);
}
