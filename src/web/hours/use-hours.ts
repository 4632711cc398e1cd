// The calls of a shift's hours and the To do list: one query each, and the writes, which toast
// and refresh the booking lists, figures and badge (the other side hears it on the socket).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HoursDisputeInput, HoursSubmissionInput, ShiftHours, ToDoList } from '../../shared/shift-day';
import { apiJson, errorMessage } from '../lib/api-client';
import { bookingPaths, hoursPaths } from '../lib/paths';
import { refreshBookings } from '../lib/refresh-bookings';
import { toast } from '../ui/use-toast';

export function useToDo() {
  return useQuery<ToDoList>({ queryKey: [bookingPaths.toDo] });
}

export function useShiftHours(shiftId: number | null) {
  return useQuery<ShiftHours>({ queryKey: [hoursPaths.hours(shiftId ?? 0)], enabled: shiftId !== null });
}

type HoursAction = { kind: 'submit'; input: HoursSubmissionInput } | { kind: 'approve' } | { kind: 'dispute'; input: HoursDisputeInput } | { kind: 'accept' };

const DONE: Record<HoursAction['kind'], string> = {
  submit: 'Hours submitted',
  approve: 'Hours approved',
  dispute: 'Correction sent',
  accept: 'Correction accepted',
};

function send(shiftId: number, action: HoursAction): Promise<ShiftHours> {
  if (action.kind === 'submit') return apiJson('POST', hoursPaths.hours(shiftId), action.input);
  if (action.kind === 'dispute') return apiJson('POST', hoursPaths.dispute(shiftId), action.input);
  return apiJson('POST', action.kind === 'approve' ? hoursPaths.approve(shiftId) : hoursPaths.acceptCorrection(shiftId), {});
}

/** One step of the hours of `shiftId`; the answer replaces the cached history. */
export function useHoursAction(shiftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: HoursAction) => send(shiftId, action),
    onSuccess: (hours, action) => {
      queryClient.setQueryData([hoursPaths.hours(shiftId)], hours);
      toast({ title: DONE[action.kind], description: 'The other side has been told.' });
    },
    onError: (error) => toast({ title: errorMessage(error, 'Could not update the hours'), variant: 'destructive' }),
    onSettled: () => refreshBookings(queryClient),
  });
}
