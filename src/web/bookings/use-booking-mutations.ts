// The writes of /bookings: decide or withdraw an application, cancel a booking, answer or
// withdraw a summary; each toasts per spec 2 §8 and refreshes the lists and figures.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest, BookingSummary, CancelBookingInput, RespondSummaryInput } from '../../shared/bookings';
import { apiJson, errorMessage } from '../lib/api-client';
import { bookingPaths } from '../lib/paths';
import { formatShiftDate } from '../lib/shift-format';
import { vetName } from '../ui/vet-avatar';
import { toast } from '../ui/use-toast';
import { refreshBookings } from '../lib/refresh-bookings';

const UPDATE_FAILED = 'Failed to update booking request';

/** What the toast says of a decision: whom and which day, so the clinic knows what it did. */
function decisionToast(answer: BookingRequest): { title: string; description?: string } {
  const name = answer.vet ? vetName(answer.vet) : null;
  const day = formatShiftDate(answer.shift.shiftDate);
  if (answer.status === 'accepted') return { title: 'Booking Confirmed', description: `${name ?? 'The veterinarian'} is booked for ${day}.` };
  if (answer.status === 'declined') return { title: 'Application Declined', description: `You declined ${name ? `${name}'s` : 'the'} application for ${day}.` };
  return { title: 'Application Withdrawn', description: `Your application for ${day} is withdrawn.` };
}

/** Accept or decline (the clinic), or withdraw (the vet who applied). */
export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'accepted' | 'declined' | 'withdrawn' }) =>
      apiJson<BookingRequest>('PUT', bookingPaths.request(id), { status }),
    onSuccess: (answer) => toast(decisionToast(answer)),
    onError: (error) => toast({ title: errorMessage(error, UPDATE_FAILED), variant: 'destructive' }),
    onSettled: () => refreshBookings(queryClient),
  });
}

/** Either side cancels an accepted booking before the shift starts. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: CancelBookingInput & { id: number }) => apiJson<BookingRequest>('POST', bookingPaths.cancel(id), input),
    onSuccess: () => toast({ title: 'Booking cancelled', description: 'The other side has been told.' }),
    onError: (error) => toast({ title: 'Failed to cancel booking', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refreshBookings(queryClient),
  });
}

/** The vet answers a summary: some dates accepted, the rest declined or left. */
export function useRespondSummary(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RespondSummaryInput) => apiJson<BookingSummary>('POST', bookingPaths.respond(id), input),
    onSuccess: (summary) => {
      queryClient.setQueryData([bookingPaths.summary(id)], summary);
      toast({ title: 'Response Sent', description: 'Your response has been sent to the clinic.' });
    },
    onError: (error) => toast({ title: errorMessage(error, 'Failed to send response'), variant: 'destructive' }),
    onSettled: () => refreshBookings(queryClient),
  });
}

/** The clinic takes back a summary the vet has not answered. */
export function useWithdrawSummary(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<BookingSummary>('POST', bookingPaths.withdrawSummary(id)),
    onSuccess: (summary) => {
      queryClient.setQueryData([bookingPaths.summary(id)], summary);
      toast({ title: 'Booking summary withdrawn' });
    },
    onError: (error) => toast({ title: errorMessage(error, 'Failed to withdraw booking summary'), variant: 'destructive' }),
    onSettled: () => refreshBookings(queryClient),
  });
}
