// GET /api/stats (clinic or vet figures) and GET /api/total-opportunities (spec 2 §7).
import { useQuery } from '@tanstack/react-query';
import type { ClinicStats, VetStats } from '../../shared/dashboard';
import { shiftPaths } from '../lib/paths';

export function useClinicStats() {
  return useQuery<ClinicStats>({ queryKey: [shiftPaths.stats] });
}

export function useVetStats() {
  return useQuery<VetStats>({ queryKey: [shiftPaths.stats] });
}

/** Open upcoming shifts anywhere: what a vet sees before finishing the profile. */
export function useTotalOpportunities(enabled: boolean) {
  return useQuery<{ totalOpportunities: number }>({ queryKey: [shiftPaths.totalOpportunities], enabled });
}
