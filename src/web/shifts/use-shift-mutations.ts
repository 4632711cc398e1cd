// Post (many dates in one call), edit and delete a clinic's shifts; each refreshes the list and
// the dashboard figures.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shift, ShiftInput } from '../../shared/shifts';
import { apiJson } from '../lib/api-client';
import { toast } from '../ui/use-toast';
import { showShiftError } from '../lib/shift-mutation-error';
import { shiftPaths } from '../lib/paths';

function useRefreshShifts() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: [shiftPaths.shifts] }), queryClient.invalidateQueries({ queryKey: [shiftPaths.stats] })]);
}

/** POST /api/shifts with one array: stored all or none. */
export function usePostShifts() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: (shifts: ShiftInput[]) => apiJson<Shift[]>('POST', shiftPaths.shifts, shifts),
    onSuccess: async (created) => {
      toast({
        title: 'Shifts Posted',
        description: `Posted ${created.length} ${created.length === 1 ? 'shift' : 'shifts'}. Nearby relief vets can now apply.`,
      });
      await refresh();
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
