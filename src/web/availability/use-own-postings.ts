// GET /api/vet-availability: the vet's own postings, each with its count of pending requests. The
// live socket refetches it when a request arrives or a date is booked (its key starts with the path).
import { useQuery } from '@tanstack/react-query';
import type { OwnPosting } from '../../shared/availability';
import { availabilityPaths } from '../lib/paths';

export function useOwnPostings(enabled: boolean) {
  return useQuery<OwnPosting[]>({ queryKey: [availabilityPaths.postings], enabled });
}
