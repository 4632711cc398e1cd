// Upcoming Shifts (issue 19): the vet's next booked shifts, soonest first, each with its date and
// time, clinic, address and pay; the first is the next one. Its skeleton keeps the card's height.
import { CalendarClock, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { UpcomingShift } from '../../shared/dashboard';
import { formatMoney, formatRate } from '../../shared/money';
import { formatShiftDate } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

interface Props {
  shifts: UpcomingShift[] | undefined;
  total: number | undefined;
  loading: boolean;
  failed: boolean;
}

export function UpcomingShiftsCard({ shifts, total, loading, failed }: Props) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-x-4 gap-y-1 pb-3">
        <CardTitle className="whitespace-nowrap text-lg">Upcoming Shifts</CardTitle>
        {total !== undefined && total > 0 && (
          <Link to="/bookings" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            View all {total} in My Applications
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {loading ? (
          <div role="status" aria-label="Loading upcoming shifts" className="h-24 animate-pulse rounded-lg bg-muted" />
        ) : failed || !shifts ? (
          <p className="text-sm text-muted-foreground">Unable to load your upcoming shifts.</p>
        ) : shifts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No upcoming shifts booked.{' '}
            <Link to="/browse" className="font-medium text-primary underline-offset-4 hover:underline">
              Browse opportunities
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Upcoming shifts">
            {shifts.map((shift, index) => (
              <li key={shift.requestId} className="flex gap-3 py-3 first:pt-0 last:pb-0">
                <CalendarClock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <div className="min-w-0 flex-1 text-sm">
                  {index === 0 && <p className="text-xs font-medium uppercase tracking-wide text-primary">Next shift</p>}
                  <p className="font-semibold text-foreground">
                    {formatShiftDate(shift.shiftDate)} · {twelveHourRange(shift.startTime, shift.endTime)}
                  </p>
                  <p className="break-words text-foreground">{shift.clinicName}</p>
                  <p className="flex items-start gap-1 break-words text-muted-foreground">
                    <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                    <span>
                      {shift.address}, {shift.city}, {shift.state} {shift.zipCode}
                    </span>
                  </p>
                  <p className="font-medium text-emerald-700">
                    {formatMoney(shift.value, { precision: 'cents' })}{' '}
                    <span className="font-normal text-muted-foreground">at {formatRate(shift.hourlyRate)}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
