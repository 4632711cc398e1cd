// POST /api/shifts/{id}/book: Book now (instant booking). Errors stay in the dialog, beside the
// shift they are about; on success every booking list and figure is fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '../../shared/bookings';
import { apiJson } from '../lib/api-client';
import { browsePaths } from '../lib/paths';
import { refreshBookings } from '../lib/refresh-bookings';

export function useBookNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shiftId, message }: { shiftId: number; message: string }) => {
      const trimmed = message.trim();
      return apiJson<BookingRequest>('POST', browsePaths.bookNow(shiftId), trimmed ? { message: trimmed } : {});
    },
    onSuccess: () => refreshBookings(queryClient),
  });
}
