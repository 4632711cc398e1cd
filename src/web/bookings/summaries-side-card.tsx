// Booking Summaries side card: every summary sent (clinic) or received (vet), newest first, each
// with its first 3 dates + '+N more' and its status; a row opens the summary.
import type { BookingSummary } from '../../shared/bookings';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { summaryDates, summaryStatus } from '../lib/booking-format';
import { summaryPartner } from './summary-card';
import { BookingStatusBadge } from '../ui/booking-status-badge';

interface Props {
  summaries: BookingSummary[];
  viewer: 'clinic' | 'relief_vet';
  now: number;
  failed: boolean;
  onOpen: (id: number) => void;
}

export function SummariesSideCard({ summaries, viewer, now, failed, onOpen }: Props) {
  const sorted = [...summaries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Booking Summaries</CardTitle>
      </CardHeader>
      <CardContent>
        {failed ? (
          <p className="text-sm text-muted-foreground">Unable to load booking summaries.</p>
        ) : sorted.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {viewer === 'clinic' ? 'Send one from a conversation in Messages.' : 'Summaries from clinics will appear here.'}
          </p>
        ) : (
          <ul className="space-y-2" aria-label="Booking summaries">
            {sorted.map((summary) => {
              const { shown, more } = summaryDates(summary.shifts);
              return (
                <li key={summary.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(summary.id)}
                    className="w-full cursor-pointer rounded-lg border border-border p-3 text-left hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="min-w-0 truncate text-sm font-medium text-foreground">{summaryPartner(summary, viewer)}</span>
                      <BookingStatusBadge status={summaryStatus(summary, now)} className="shrink-0" />
                    </span>
                    <span className="mt-1 block text-xs text-muted-foreground">
                      {shown.join(' · ')}
                      {more > 0 && ` +${more} more`}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
