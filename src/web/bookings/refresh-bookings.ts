// After any booking change: the lists, the shifts it touched, the dashboard figures and the badge
// counts are fetched again (spec 2 §7: stats refreshed after every update).
import type { QueryClient } from '@tanstack/react-query';
import { bookingPaths, messagePaths, shiftPaths } from '../lib/paths';

const ROOTS = [bookingPaths.requests, bookingPaths.summaries, shiftPaths.shifts, shiftPaths.stats, messagePaths.counts, '/api/search-shifts'];

export function refreshBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => ROOTS.some((root) => String(query.queryKey[0]).startsWith(root)) });
}
