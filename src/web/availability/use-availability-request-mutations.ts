// A clinic asks for a posted date; the vet accepts or declines it; the clinic withdraws it.
// Each toasts and refreshes the booking lists, postings and figures.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityRequest, AvailabilityRequestInput } from '../../shared/availability';
import { refreshBookings } from '../lib/refresh-bookings';
import { apiJson, serverMessage } from '../lib/api-client';
import { availabilityPaths } from '../lib/paths';
import { toast } from '../ui/use-toast';

/** POST /api/availability-requests. */
export function useRequestDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityRequestInput) => apiJson<AvailabilityRequest>('POST', availabilityPaths.requests, input),
    onSuccess: () => toast({ title: 'Request sent', description: 'The veterinarian has been told. Their answer appears on your Bookings page.' }),
    // The server says why ('You have already requested this date (it is waiting for the vet)').
    onError: (error) => toast({ title: 'Failed to send request', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
    onSettled: () => refreshBookings(queryClient),
  });
}

export type AvailabilityDecision = 'accepted' | 'declined' | 'withdrawn';

const DONE: Record<AvailabilityDecision, { title: string; description: string }> = {
  accepted: { title: 'Request accepted', description: 'The date is booked and the clinic has been told.' },
  declined: { title: 'Request declined', description: 'The clinic has been told; the date stays open to others.' },
  withdrawn: { title: 'Request withdrawn', description: 'The veterinarian has been told.' },
};

/** PUT /api/availability-requests/{id}: the vet decides, the clinic withdraws. */
export function useDecideAvailabilityRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AvailabilityDecision }) =>
      apiJson<AvailabilityRequest>('PUT', availabilityPaths.request(id), { status }),
    onSuccess: (_, { status }) => toast(DONE[status]),
    onError: (error) => toast({ title: 'Failed to update request', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
    onSettled: () => refreshBookings(queryClient),
  });
}
