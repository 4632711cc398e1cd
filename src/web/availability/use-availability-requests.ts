// GET /api/availability-requests: the vet's — clinics' requests for its posted dates, with each
// clinic's card — or the clinic's own requests, with each vet's card. Pending ones plus recent
// history, older history page by page (`before`), as GET /api/booking-requests. The live socket
// refetches it (its key starts with the path).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AvailabilityRequest } from '../../shared/availability';
import { apiJson } from '../lib/api-client';
import { availabilityPaths } from '../lib/paths';
import { refetchUnlessFromPage } from '../lib/page-data';

/** The answer: a page with the cursor of the next, or (tolerated) a bare list. */
type RequestsAnswer = { requests: AvailabilityRequest[]; nextBefore: number | null } | AvailabilityRequest[];

export function useAvailabilityRequests(enabled = true) {
  const query = useInfiniteQuery({
    queryKey: [availabilityPaths.requests, 'pages'],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      apiJson<RequestsAnswer>('GET', pageParam === null ? availabilityPaths.requests : `${availabilityPaths.requests}?before=${pageParam}`),
    getNextPageParam: (page) => (Array.isArray(page) ? null : (page.nextBefore ?? null)),
    refetchOnMount: refetchUnlessFromPage,
    enabled,
  });
  const seen = new Set<number>();
  const requests: AvailabilityRequest[] = [];
  for (const page of query.data?.pages ?? [])
    for (const request of Array.isArray(page) ? page : page.requests) {
      if (seen.has(request.id)) continue;
      seen.add(request.id);
      requests.push(request);
    }
  return { ...query, requests };
}
