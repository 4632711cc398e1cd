// GET /api/stats (clinic or vet figures) and GET /api/total-opportunities (spec 2 §7).
import { useQuery } from '@tanstack/react-query';
import { shiftPaths } from '../lib/paths';

export interface ClinicStats {
  totalShifts: number;
  openShifts: number;
  pendingApplications: number;
}

export interface VetStats {
  availableOpportunities: number;
  myApplications: number;
  completedShifts: number;
}

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
