// GET /api/people/{userId}: the other side's profile, loaded when its dialog opens.
import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../shared/people';
import { apiJson } from '../lib/api-client';
import { api } from '../lib/paths';

export function usePersonProfile(userId: number | null) {
  return useQuery({
    queryKey: ['person-profile', userId],
    queryFn: () => apiJson<PublicProfile>('GET', api.person(userId!)),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}
