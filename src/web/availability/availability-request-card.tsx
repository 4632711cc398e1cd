// A clinic's request for a vet's posted date, on /bookings. The vet sees the clinic's card and
// accepts or declines while pending; the clinic sees the vet's card and withdraws while pending.
import { CalendarDays, Check, Clock, MapPin, Undo2, X } from 'lucide-react';
import type { AvailabilityRequest } from '../../shared/availability';
import { LateCancellations } from '../ui/late-cancellations';
import { TrackRecordLine } from '../ui/track-record';
import { BookingStatusBadge } from '../ui/booking-status-badge';
import { formatDistance, formatShortDate } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { VetAvatar, vetName } from '../ui/vet-avatar';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { type AvailabilityDecision, useDecideAvailabilityRequest } from './use-availability-request-mutations';
import { formatRate } from '../../shared/money';

export function AvailabilityRequestCard({ request, viewer }: { request: AvailabilityRequest; viewer: 'clinic' | 'relief_vet' }) {
  const decide = useDecideAvailabilityRequest();
  const busy = decide.isPending && decide.variables?.id === request.id;
  const send = (status: AvailabilityDecision) => decide.mutate({ id: request.id, status });
  const headingId = `availability-request-${request.id}-title`;
  const vet = viewer === 'relief_vet';
  const title = vet ? (request.clinic?.clinicName ?? 'Unknown Clinic') : request.vet ? vetName(request.vet) : 'Relief veterinarian';
  const party = vet ? request.clinic : request.vet;
  const { posting } = request;
  const rate = request.proposedHourlyRate ?? posting.hourlyRate;

  return (
    <Card role="article" aria-labelledby={headingId} className="space-y-3 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        {!vet && request.vet && <VetAvatar vet={request.vet} className="size-12" />}
        <div className="min-w-0 flex-1 space-y-0.5">
          <p className="text-xs font-medium uppercase tracking-wide text-primary">{vet ? 'Request for your posted date' : 'Your request for a posted date'}</p>
          <h3 id={headingId} className="break-words text-base font-semibold text-foreground">
            {title}
          </h3>
          {party && (
            <p className="flex items-start gap-1 text-sm text-muted-foreground">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                {party.city}, {party.state}
                {request.distance !== null && ` · ${formatDistance(request.distance)}`}
              </span>
            </p>
          )}
          {party && <LateCancellations count={party.lateCancellations} />}
          {party && <TrackRecordLine record={party.trackRecord} />}
        </div>
        <BookingStatusBadge status={request.status} className="shrink-0" />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-foreground">
        <span className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-primary" aria-hidden />
          {formatShortDate(posting.availableDate)}
        </span>
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <Clock className="size-4" aria-hidden />
          {twelveHourRange(posting.startTime, posting.endTime)}
        </span>
        {rate !== null && (
          <span className="font-semibold text-emerald-700">
            {formatRate(rate)}
            {request.proposedHourlyRate !== null && <span className="font-normal text-muted-foreground"> proposed</span>}
          </span>
        )}
      </p>
      {request.message && (
        <blockquote className="whitespace-pre-line break-words rounded-md bg-muted/60 p-2.5 text-sm text-foreground">
          <span className="sr-only">{vet ? 'Message from the clinic: ' : 'Your message: '}</span>
          {request.message}
        </blockquote>
      )}
      {request.status === 'accepted' && (
        <p className="text-sm text-emerald-800">
          {vet ? 'Booked: you confirmed this date with the clinic.' : 'Booked: the veterinarian confirmed this date; it is now one of your booked shifts.'}
        </p>
      )}
      {request.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          {vet ? (
            <>
              <Button size="sm" onClick={() => send('accepted')} disabled={busy}>
                <Check aria-hidden />
                Accept
              </Button>
              <Button size="sm" variant="outline" onClick={() => send('declined')} disabled={busy}>
                <X aria-hidden />
                Decline
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline" onClick={() => send('withdrawn')} disabled={busy}>
              <Undo2 aria-hidden />
              Withdraw
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
