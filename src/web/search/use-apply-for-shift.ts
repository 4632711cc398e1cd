// POST /api/booking-requests: apply for a shift with an optional message (spec 2 §5, §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage } from '../lib/api-client';
import { shiftPaths } from '../lib/paths';
import { toast } from '../ui/use-toast';
import { browsePaths } from '../lib/paths';

function failureText(error: unknown): string | undefined {
  const message = serverMessage(error);
  if (message && /already applied/i.test(message)) return 'You have already applied for this shift';
  return message ?? undefined;
}

export function useApplyForShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shiftId, message }: { shiftId: number; message: string }) => {
      const trimmed = message.trim();
      return apiJson<unknown>('POST', browsePaths.bookingRequests, trimmed ? { shiftId, message: trimmed } : { shiftId });
    },
    onSuccess: async () => {
      toast({ title: 'Booking request sent successfully!' });
      await Promise.all([
        // Every booking-requests list, the pending one that marks shifts 'Applied' included.
        queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(browsePaths.bookingRequests) }),
        queryClient.invalidateQueries({ queryKey: [shiftPaths.stats] }),
      ]);
    },
    onError: (error) => toast({ title: 'Failed to send booking request', description: failureText(error), variant: 'destructive' }),
  });
}
