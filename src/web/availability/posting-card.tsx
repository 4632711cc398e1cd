// One posted date on /vet-availability (spec 2 §2): date, times, practice types, rate, radius,
// notes, an Available or Booked badge and the clinics' pending requests; a booked date is locked.
import { CalendarDays, Clock, Inbox, MapPin, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { OwnPosting } from '../../shared/availability';
import { pluralize } from '../lib/plural';
import { formatShiftDate, practiceTypeLabel } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { PracticeTypeBadges } from '../ui/practice-type-badges';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { formatRate } from '../../shared/money';

interface Props {
  posting: OwnPosting;
  onEdit: (posting: OwnPosting) => void;
  onDelete: (posting: OwnPosting) => void;
}

export function PostingCard({ posting, onEdit, onDelete }: Props) {
  const booked = posting.status === 'booked';
  const headingId = `posting-${posting.id}-date`;
  const date = formatShiftDate(posting.availableDate);
  return (
    <Card role="article" aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="flex min-w-0 items-start gap-2 text-base font-semibold text-foreground">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span className="break-words">{date}</span>
        </h3>
        {booked ? (
          <Badge className="shrink-0 bg-sky-100 text-sky-900">Booked</Badge>
        ) : (
          <Badge className="shrink-0 bg-emerald-100 text-emerald-800">Available</Badge>
        )}
      </div>
      <dl className="grid gap-1.5 text-sm">
        <div className="flex items-center gap-1.5 text-foreground">
          <dt className="sr-only">Time</dt>
          <Clock className="size-4 text-muted-foreground" aria-hidden />
          <dd>{twelveHourRange(posting.startTime, posting.endTime)}</dd>
        </div>
        <div className="flex items-center gap-1.5 text-muted-foreground">
          <dt className="sr-only">Travel radius</dt>
          <MapPin className="size-4" aria-hidden />
          <dd>Up to {posting.travelRadius} miles</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Rate</dt>
          <dd className={posting.hourlyRate === null ? 'text-muted-foreground' : 'font-semibold text-emerald-700'}>
            {posting.hourlyRate === null ? 'Your profile rate' : formatRate(posting.hourlyRate)}
          </dd>
        </div>
      </dl>
      <PracticeTypeBadges types={posting.practiceTypes} label={practiceTypeLabel} />
      {posting.notes && <p className="whitespace-pre-line break-words text-sm text-muted-foreground">{posting.notes}</p>}
      {posting.pendingRequests > 0 && (
        <Link
          to="/bookings"
          className="flex items-center gap-1.5 self-start rounded-md bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900 underline-offset-4 hover:underline"
        >
          <Inbox className="size-4" aria-hidden />
          {posting.pendingRequests} pending clinic {pluralize(posting.pendingRequests, 'request')}
        </Link>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button size="sm" variant="outline" disabled={booked} onClick={() => onEdit(posting)} aria-label={`Edit ${date}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          disabled={booked}
          onClick={() => onDelete(posting)}
          aria-label={`Delete ${date}`}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
        {booked && <p className="basis-full text-xs text-muted-foreground">Booked by a clinic: this date can no longer be edited or deleted.</p>}
      </div>
    </Card>
  );
}
