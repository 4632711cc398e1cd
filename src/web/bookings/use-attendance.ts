// The booked vet's "I'll be there" on /bookings: confirms attendance, then the lists refetch (the
// clinic's refetch on the socket's 'bookings' frame).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceConfirmation } from '../../shared/shift-day';
import { apiJson, errorMessage } from '../lib/api-client';
import { bookingPaths } from '../lib/paths';
import { refreshBookings } from '../lib/refresh-bookings';
import { toast } from '../ui/use-toast';

export function useConfirmAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shiftId: number) => apiJson<AttendanceConfirmation>('POST', bookingPaths.attendance(shiftId)),
    onSuccess: (answer) => toast({ title: 'Attendance confirmed', description: `${answer.clinicName} knows you'll be there.` }),
    onError: (error) => toast({ title: errorMessage(error, 'Could not confirm attendance'), variant: 'destructive' }),
    onSettled: () => refreshBookings(queryClient),
  });
}
