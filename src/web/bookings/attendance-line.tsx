// Attendance on an accepted booking: the clinic sees whether the vet has confirmed it will be
// there ("Confirmed by Dr. …"); the vet confirms with "I'll be there" until the shift ends, and
// once it has ended sees nothing here (the card shows where the hours stand instead).
import { CircleCheck, Clock3, Hand } from 'lucide-react';
import type { BookingRequest } from '../../shared/bookings';
import { Button } from '../ui/button';
import { ended } from './shift-line';
import { useConfirmAttendance } from './use-attendance';

interface Props {
  request: BookingRequest;
  viewer: 'clinic' | 'relief_vet';
  now: number;
}

export function AttendanceLine({ request, viewer, now }: Props) {
  const confirm = useConfirmAttendance();
  if (request.status !== 'accepted') return null;
  const over = ended(request, now);
  if (over && viewer === 'relief_vet') return null;
  if (request.attendanceConfirmedAt) {
    const who = viewer === 'clinic' ? `Confirmed by Dr. ${request.vet?.lastName ?? 'the veterinarian'}` : "You confirmed you'll be there";
    return (
      <p className="flex items-center gap-1.5 font-medium text-emerald-800 text-sm">
        <CircleCheck className="size-4" aria-hidden />
        {who}
      </p>
    );
  }
  if (over) return null;
  if (viewer === 'clinic') {
    return (
      <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
        <Clock3 className="size-4" aria-hidden />
        Not confirmed by the veterinarian yet
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={() => confirm.mutate(request.shiftId)} disabled={confirm.isPending}>
        <Hand aria-hidden />
        I'll be there
      </Button>
      <span className="text-muted-foreground text-xs">Let the clinic know you're coming.</span>
    </div>
  );
}
