// Post (many dates in one call), edit and delete a clinic's shifts; each refreshes the list and
// the dashboard figures.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shift, ShiftInput } from '../../shared/shifts';
import { apiJson } from '../lib/api-client';
import { toast } from '../ui/use-toast';
import { showShiftError } from '../lib/shift-mutation-error';
import { api, shiftPaths } from '../lib/paths';

function useRefreshShifts() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: [shiftPaths.shifts] }), queryClient.invalidateQueries({ queryKey: [shiftPaths.stats] })]);
}

/** POST /api/shifts with one array: stored all or none. */
export function usePostShifts() {
  const refresh = useRefreshShifts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shifts: ShiftInput[]) => apiJson<Shift[]>('POST', shiftPaths.shifts, shifts),
    onSuccess: async (created) => {
      toast({
        title: 'Shifts Posted',
        description: created[0]?.firstLookUntil
          ? `Posted ${created.length} ${created.length === 1 ? 'shift' : 'shifts'}. Your favourite vets see ${created.length === 1 ? 'it' : 'them'} first.`
          : `Posted ${created.length} ${created.length === 1 ? 'shift' : 'shifts'}. Nearby relief vets can now apply.`,
      });
      // The post's first look and instant booking became the clinic's defaults (its profile).
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: [api.authUser] })]);
    },
    onError: (error) => showShiftError(error, 'Failed to post shifts'),
  });
}

export function useUpdateShift(shiftId: number) {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: (shift: ShiftInput) => apiJson<Shift>('PATCH', shiftPaths.shift(shiftId), shift),
    onSuccess: async () => {
      toast({ title: 'Shift Updated', description: 'Your changes have been saved.' });
      await refresh();
    },
    onError: (error) => showShiftError(error, 'Failed to update shift'),
  });
}

export function useDeleteShift(shiftId: number) {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('DELETE', shiftPaths.shift(shiftId)),
    onSuccess: async () => {
      toast({ title: 'Shift Deleted', description: 'The shift has been removed.' });
      await refresh();
    },
    onError: (error) => showShiftError(error, 'Failed to delete shift'),
  });
}

/** POST /api/shifts/{id}/open: the first look ends now and everyone nearby is told. */
export function useOpenShift(shiftId: number) {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: () => apiJson<Shift>('POST', shiftPaths.open(shiftId), {}),
    onSuccess: async () => {
      toast({ title: 'Open to Everyone', description: 'Every vet nearby can now see and apply for this shift.' });
      await refresh();
    },
    onError: (error) => showShiftError(error, 'Failed to open the shift'),
  });
}
