// What an accepted vet needs for the day: where to go, whom to call, hours and value; after the
// shift ends, a compact record of it (the arrival notes folded away: the day is done).
import type { ReactNode } from 'react';
import { Building2, Clock, DollarSign, MapPin, Phone, UserRound } from 'lucide-react';
import type { ConfirmedShiftDetails } from '../../shared/bookings';
import { formatShiftDate } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { formatHours } from '../lib/booking-format';
import { formatMoney, formatRate } from '../../shared/money';
import { PhoneLink } from '../ui/phone-link';

export function ConfirmedShift({ details, ended }: { details: ConfirmedShiftDetails; ended: boolean }) {
  if (ended) return <WorkedShift details={details} />;
  return (
    // Not a landmark: every accepted card holds one, and a page of same-named regions is noise
    // to screen readers (axe: landmark-unique). Its heading names it.
    <div className="rounded-lg border border-emerald-200 bg-emerald-50/60 p-3 text-sm">
      <h3 className="mb-2 font-semibold text-emerald-900">Confirmed shift</h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        <Row icon={Building2} label="Clinic">
          {details.clinicName}
        </Row>
        <Row icon={MapPin} label="Address">
          {details.address}, {details.city}, {details.state} {details.zipCode}
        </Row>
        <Row icon={UserRound} label="Contact">
          {details.contactName}
          {details.contactEmail && (
            <>
              {' · '}
              <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${details.contactEmail}`}>
                {details.contactEmail}
              </a>
            </>
          )}
        </Row>
        <Row icon={Phone} label="Phone">
          <PhoneLink phone={details.phone} />
        </Row>
        <Row icon={Clock} label="Hours">
          {formatShiftDate(details.shiftDate)}, {twelveHourRange(details.startTime, details.endTime)} ({formatHours(details.hours)})
        </Row>
        <Row icon={DollarSign} label="Value">
          {formatMoney(details.value, { precision: 'cents' })} at {formatRate(details.hourlyRate)}
        </Row>
      </ul>
      {details.arrivalNotes && (
        <div className="mt-3 border-emerald-200 border-t pt-2">
          <h4 className="font-medium text-emerald-900">Arrival notes</h4>
          <p className="whitespace-pre-line break-words text-foreground">{details.arrivalNotes}</p>
        </div>
      )}
    </div>
  );
}

/** The shift once it has ended: where and when in two lines, whom to call, the notes on demand. */
function WorkedShift({ details }: { details: ConfirmedShiftDetails }) {
  return (
    <div className="rounded-lg border border-border p-3 text-sm" data-testid="worked-shift">
      <h3 className="mb-1 font-semibold text-foreground">Worked shift</h3>
      <ul className="grid gap-1 sm:grid-cols-2">
        <Row icon={MapPin} label="Address">
          {details.clinicName}, {details.city}, {details.state}
        </Row>
        <Row icon={Phone} label="Phone">
          <PhoneLink phone={details.phone} />
        </Row>
        <Row icon={DollarSign} label="Booked value">
          {formatMoney(details.value, { precision: 'cents' })} at {formatRate(details.hourlyRate)} ({formatHours(details.hours)})
        </Row>
      </ul>
      {details.arrivalNotes && (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium text-muted-foreground">Arrival notes</summary>
          <p className="mt-1 whitespace-pre-line break-words text-foreground">{details.arrivalNotes}</p>
        </details>
      )}
    </div>
  );
}

function Row({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
      <span className="min-w-0 break-words">
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}
