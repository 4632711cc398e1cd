// GET /api/booking-requests: the pending applications plus the recent history, older history
// page by page (`before`). The live socket's 'bookings' frame refetches it (its key starts with
// the path).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { BookingRequest, BookingRequestsPage } from '../../shared/bookings';
import { apiJson } from '../lib/api-client';
import { bookingPaths } from '../lib/paths';
import { refetchUnlessFromPage } from '../lib/page-data';

export function useBookingRequests() {
  const query = useInfiniteQuery({
    queryKey: [bookingPaths.requests, 'pages'],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      apiJson<BookingRequestsPage>('GET', pageParam === null ? bookingPaths.requests : `${bookingPaths.requests}?before=${pageParam}`),
    getNextPageParam: (page) => page.nextBefore,
    refetchOnMount: refetchUnlessFromPage,
  });
  const seen = new Set<number>();
  const requests: BookingRequest[] = [];
  for (const page of query.data?.pages ?? [])
    for (const request of page.requests) {
      if (seen.has(request.id)) continue;
      seen.add(request.id);
      requests.push(request);
    }
  return { ...query, requests };
}
