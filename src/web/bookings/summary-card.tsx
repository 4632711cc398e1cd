// A booking summary in the /bookings list: who, the first 3 dates + '+N more', its status, and a
// button that opens it (to answer, for the vet; read-only, for the clinic).
import { CalendarRange } from 'lucide-react';
import type { BookingSummary } from '../../shared/bookings';
import { pluralize } from '../lib/plural';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { isSummaryAnswerable } from '../../shared/booking-rules';
import { summaryDates, summaryStatus } from '../lib/booking-format';
import { BookingStatusBadge } from '../ui/booking-status-badge';

interface Props {
  summary: BookingSummary;
  viewer: 'clinic' | 'relief_vet';
  now: number;
  onOpen: (id: number) => void;
}

/** The other party's name: the clinic for a vet, 'Dr. First Last' for a clinic. */
export function summaryPartner(summary: BookingSummary, viewer: 'clinic' | 'relief_vet'): string {
  if (viewer === 'relief_vet') return summary.clinic.clinicName ?? `${summary.clinic.firstName} ${summary.clinic.lastName}`;
  return `Dr. ${summary.vet.firstName} ${summary.vet.lastName}`;
}

export function SummaryCard({ summary, viewer, now, onOpen }: Props) {
  const { shown, more } = summaryDates(summary.shifts);
  const headingId = `summary-${summary.id}-title`;
  const answerable = viewer === 'relief_vet' && isSummaryAnswerable(summary, now);
  return (
    <Card role="article" aria-labelledby={headingId} className="space-y-3 border-l-4 border-l-primary/60 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <CalendarRange className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="break-words text-base font-semibold text-foreground">
            Booking summary {viewer === 'clinic' ? 'to' : 'from'} {summaryPartner(summary, viewer)}
          </h3>
          <p className="text-sm text-muted-foreground">
            {summary.shifts.length} {pluralize(summary.shifts.length, 'date')}
            {summary.version > 1 && ` · version ${summary.version}`}
          </p>
        </div>
        <BookingStatusBadge status={summaryStatus(summary, now)} className="shrink-0" />
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label="Dates">
        {shown.map((date) => (
          <li key={date} className="rounded-md bg-muted px-2 py-1 text-xs font-medium text-foreground">
            {date}
          </li>
        ))}
        {more > 0 && <li className="rounded-md px-2 py-1 text-xs font-medium text-muted-foreground">+{more} more</li>}
      </ul>
      <Button size="sm" variant={answerable ? 'default' : 'outline'} onClick={() => onOpen(summary.id)}>
        {answerable ? 'Review and respond' : 'View summary'}
      </Button>
    </Card>
  );
}
