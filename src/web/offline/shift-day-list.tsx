// The vet's shift day as kept offline: per shift, the clinic, the date and hours (the clinic's
// local time, as booked), the address with a map link, the phone and the arrival notes.
import { format } from 'date-fns';
import { Clock, MapPin, Phone } from 'lucide-react';
import type { OfflineShift } from '../../shared/offline-shifts';
import { twelveHourRange } from '../../shared/time';
import { formatShiftDate } from '../lib/shift-format';
import { PhoneLink } from '../ui/phone-link';

/** When the kept copy was fetched, in the device's local time ("Nov 22, 9:41 AM"). */
export function lastUpdated(iso: string): string {
  return format(new Date(iso), 'MMM d, h:mm a');
}

/** A map search for the address: opens the phone's maps app, which may hold the area offline. */
function mapLink(shift: OfflineShift): string {
  const address = `${shift.address}, ${shift.city}, ${shift.state} ${shift.zipCode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${shift.clinicName}, ${address}`)}`;
}

export function ShiftDayList({ shifts }: { shifts: OfflineShift[] }) {
  if (!shifts.length) return <p className="text-muted-foreground">No booked shifts in the next 7 days.</p>;
  return (
    <ul className="space-y-3" aria-label="Upcoming shifts">
      {shifts.map((shift) => (
        <li key={shift.shiftId} className="rounded-xl border border-border bg-card p-4 text-sm shadow-sm">
          <h2 className="text-base font-semibold">{shift.clinicName}</h2>
          <p className="mt-2 flex items-start gap-2">
            <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            {formatShiftDate(shift.shiftDate)}, {twelveHourRange(shift.startTime, shift.endTime)}
          </p>
          <p className="mt-1 flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <a className="text-primary underline-offset-4 hover:underline" href={mapLink(shift)} target="_blank" rel="noreferrer">
              {shift.address}, {shift.city}, {shift.state} {shift.zipCode}
            </a>
          </p>
          <p className="mt-1 flex items-start gap-2">
            <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <PhoneLink phone={shift.phone} />
          </p>
          {shift.arrivalNotes && (
            <div className="mt-3 border-border border-t pt-2">
              <h3 className="font-medium">Arrival notes</h3>
              <p className="whitespace-pre-line break-words">{shift.arrivalNotes}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
