// POST /api/booking-summaries: the clinic offers a vet several dates from their thread.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingSummary, CreateSummaryInput } from '../../shared/bookings';
import { SUMMARY_RESPONSE_DAYS } from '../../shared/booking-rules';
import { pluralize } from '../lib/plural';
import { apiJson, serverMessage } from '../lib/api-client';
import { bookingPaths } from '../lib/paths';
import { toast } from '../ui/use-toast';
import { refreshBookings } from '../lib/refresh-bookings';

export function useCreateSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSummaryInput) => apiJson<BookingSummary>('POST', bookingPaths.summaries, input),
    onSuccess: (summary) =>
      toast({
        title: 'Booking summary sent',
        description: `${summary.shifts.length} ${pluralize(summary.shifts.length, 'date')} sent; the vet has ${SUMMARY_RESPONSE_DAYS} days to respond.`,
      }),
    onError: (error) => toast({ title: 'Failed to create booking summary', description: serverMessage(error) ?? undefined, variant: 'destructive' }),
    onSettled: () => refreshBookings(queryClient),
  });
}
