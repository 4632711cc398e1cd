// The booking summary reads: the list (clinic: sent, vet: received) and one summary.
import { useQuery } from '@tanstack/react-query';
import type { BookingSummary } from '../../shared/bookings';
import { bookingPaths } from '../lib/paths';
import { refetchUnlessFromPage } from '../lib/page-data';

export function useSummaries() {
  return useQuery<BookingSummary[]>({ queryKey: [bookingPaths.summaries], refetchOnMount: refetchUnlessFromPage });
}

export function useSummary(id: number | null) {
  return useQuery<BookingSummary>({ queryKey: [bookingPaths.summary(id ?? 0)], enabled: id !== null, refetchOnMount: 'always' });
}
