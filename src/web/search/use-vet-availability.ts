// GET /api/vet-availability-by-vet/{userId}: the dates a vet has posted.
import { useQuery } from '@tanstack/react-query';
import type { AvailabilityPosting } from '../../shared/search';
import { browsePaths } from '../lib/paths';

export function useVetAvailability(vetUserId: number | null) {
  return useQuery<AvailabilityPosting[]>({ queryKey: [browsePaths.vetAvailability(vetUserId ?? 0)], enabled: vetUserId !== null });
}
