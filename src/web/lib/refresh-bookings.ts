// After any booking change: the lists, the shifts it touched, the dashboard figures, the badge
// counts and availability postings and their requests are fetched again (spec 2 §7: stats refreshed after every update).
import type { QueryClient } from '@tanstack/react-query';
import { availabilityPaths, bookingPaths, invoicePaths, messagePaths, shiftPaths } from './paths';

const ROOTS = [
  bookingPaths.requests,
  bookingPaths.summaries,
  bookingPaths.toDo,
  shiftPaths.shifts,
  shiftPaths.stats,
  messagePaths.counts,
  '/api/search-shifts',
  availabilityPaths.requests,
  availabilityPaths.postings,
  // Approved hours make shifts invoiceable (the To do strip, Create invoice).
  invoicePaths.invoiceable,
];

export function refreshBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => ROOTS.some((root) => String(query.queryKey[0]).startsWith(root)) });
}
