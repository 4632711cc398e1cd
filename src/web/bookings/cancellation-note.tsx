// Who cancelled a booking, why, and how late.
import type { BookingCancellation } from '../../shared/bookings';
import { CANCELLATION_REASON_LABELS } from '../../shared/booking-rules';
import { Alert } from '../ui/alert';

interface Props {
  cancellation: BookingCancellation;
  viewer: 'clinic' | 'relief_vet';
}

export function CancellationNote({ cancellation, viewer }: Props) {
  const who =
    cancellation.cancelledBy === viewer ? 'You cancelled' : cancellation.cancelledBy === 'clinic' ? 'The clinic cancelled' : 'The veterinarian cancelled';
  const notice = cancellation.hoursNotice < 1 ? 'under an hour' : `${Math.round(cancellation.hoursNotice)} h`;
  return (
    <Alert variant="destructive" role="note" className="space-y-0.5">
      <p className="font-medium">
        {who} this booking: {CANCELLATION_REASON_LABELS[cancellation.reason] ?? cancellation.reason}
      </p>
      {cancellation.details && <p className="whitespace-pre-line break-words">{cancellation.details}</p>}
      <p className="text-xs">
        {notice} before the start{cancellation.late ? ' (late cancellation)' : ''}
      </p>
    </Alert>
  );
}
