// One application on /bookings. The clinic sees the applicant's public card (the name opens the
// full profile), messages the applicant and decides (accepting asks first); the vet sees the
// clinic and the shift, withdraws while pending and, once accepted, the confirmed details.
// Either side may cancel an accepted booking before it starts. After the shift the card shows where
// its hours stand, with the action in place, and the vet's details shrink to a record.
import { Ban, Check, MapPin, MessageSquare, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import type { BookingRequest, BookingSource } from '../../shared/bookings';
import { formatDistance } from '../lib/shift-format';
import { MessageLink } from '../ui/message-link';
import { VetAvatar, vetName } from '../ui/vet-avatar';
import { Button, buttonVariants } from '../ui/button';
import { AttendanceLine } from './attendance-line';
import { AfterShiftLine } from '../hours/after-shift-line';
import { Card } from '../ui/card';
import { CancellationNote } from './cancellation-note';
import { ConfirmedShift } from './confirmed-shift-details';
import { LateCancellations } from '../ui/late-cancellations';
import { TrackRecordLine } from '../ui/track-record';
import { ended, ShiftLine, startsLater } from './shift-line';
import { LicenceBadges, NoLicenceOnFile } from '../ui/licence-badges';
import { BookingStatusBadge } from '../ui/booking-status-badge';
import { useUpdateRequest } from './use-booking-mutations';
import { lazyWhenShown } from '../lib/lazy-page';

// Dialogs load their code (forms, zod, Radix) when first opened, not with the page.
const PersonProfileDialog = lazyWhenShown(
  () => import('../search/person-profile-dialog').then((module) => module.PersonProfileDialog),
  (props) => props.userId !== null,
);
const AcceptApplicationDialog = lazyWhenShown(
  () => import('./accept-application-dialog').then((module) => module.AcceptApplicationDialog),
  (props) => props.request !== null,
);

interface Props {
  request: BookingRequest;
  viewer: 'clinic' | 'relief_vet';
  now: number;
  onCancel: (request: BookingRequest) => void;
}

const SOURCE_CAPTIONS: Record<BookingSource, Record<'clinic' | 'relief_vet', string>> = {
  application: { clinic: 'Application to your shift', relief_vet: 'Your application' },
  summary: { clinic: 'Booked from a booking summary', relief_vet: 'Booked from a booking summary' },
  availability: { clinic: 'Booked from your request for a posted date', relief_vet: "Booked from a clinic's request for your posted date" },
  instant: { clinic: 'Booked instantly', relief_vet: 'Booked instantly' },
};

/** How the booking came about, in the viewer's words. */
export function sourceCaption(source: BookingSource, viewer: 'clinic' | 'relief_vet'): string {
  return SOURCE_CAPTIONS[source][viewer];
}

export function RequestCard({ request, viewer, now, onCancel }: Props) {
  const update = useUpdateRequest();
  const [confirming, setConfirming] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const busy = update.isPending && update.variables?.id === request.id;
  const decide = (status: 'accepted' | 'declined' | 'withdrawn') => update.mutate({ id: request.id, status }, { onSettled: () => setConfirming(false) });
  const headingId = `request-${request.id}-title`;
  const title = viewer === 'clinic' ? (request.vet ? vetName(request.vet) : 'Relief veterinarian') : (request.clinic?.clinicName ?? 'Unknown Clinic');
  const cancellable = request.status === 'accepted' && startsLater(request.shift, now);

  return (
    <Card role="article" aria-labelledby={headingId} className="space-y-3 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        {viewer === 'clinic' && request.vet && <VetAvatar vet={request.vet} className="size-12" />}
        <div className="min-w-0 flex-1 space-y-0.5">
          <p className="text-xs font-medium uppercase tracking-wide text-primary">{sourceCaption(request.source, viewer)}</p>
          <h3 id={headingId} className="break-words text-base font-semibold text-foreground">
            {viewer === 'clinic' && request.vet ? (
              <button
                type="button"
                onClick={() => setProfileOpen(true)}
                aria-haspopup="dialog"
                className="cursor-pointer text-left text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {title}
              </button>
            ) : (
              title
            )}
          </h3>
          {viewer === 'clinic' && request.vet && <p className="text-sm text-muted-foreground">{request.vet.yearsExperience} years experience</p>}
          <Place request={request} viewer={viewer} />
          {viewer === 'clinic' && request.vet && <LateCancellations count={request.vet.lateCancellations} />}
          {viewer === 'clinic' && request.vet && <TrackRecordLine record={request.vet.trackRecord} />}
          {viewer === 'clinic' && request.vet && <LicenceBadges states={request.vet.verifiedLicences} className="mt-1" />}
          {viewer === 'clinic' && <NoLicenceOnFile state={request.missingLicenceState} className="mt-1" />}
          {viewer === 'relief_vet' && request.clinic && <LateCancellations count={request.clinic.lateCancellations} />}
          {viewer === 'relief_vet' && request.clinic && <TrackRecordLine record={request.clinic.trackRecord} />}
        </div>
        <BookingStatusBadge status={request.status} className="shrink-0" />
      </div>
      <ShiftLine shift={request.shift} />
      {request.message && (
        <blockquote className="whitespace-pre-line break-words rounded-md bg-muted/60 p-2.5 text-sm text-foreground">
          <span className="sr-only">{viewer === 'clinic' ? 'Message from the applicant: ' : 'Your message: '}</span>
          {request.message}
        </blockquote>
      )}
      <AttendanceLine request={request} viewer={viewer} now={now} />
      <AfterShiftLine request={request} viewer={viewer} now={now} />
      {viewer === 'relief_vet' && request.status === 'accepted' && request.confirmedShift && (
        <ConfirmedShift details={request.confirmedShift} ended={ended(request, now)} />
      )}
      {request.status === 'cancelled' && request.cancellation && <CancellationNote cancellation={request.cancellation} viewer={viewer} />}
      <div className="flex flex-wrap gap-2">
        {viewer === 'clinic' && request.status === 'pending' && (
          <>
            <Button size="sm" onClick={() => setConfirming(true)} disabled={busy}>
              <Check aria-hidden />
              Accept
            </Button>
            <Button size="sm" variant="outline" onClick={() => decide('declined')} disabled={busy}>
              <X aria-hidden />
              Decline
            </Button>
          </>
        )}
        {viewer === 'clinic' && request.vet && (
          <MessageLink userId={request.vet.userId} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
            <MessageSquare aria-hidden />
            Message
          </MessageLink>
        )}
        {viewer === 'relief_vet' && request.status === 'pending' && (
          <Button size="sm" variant="outline" onClick={() => decide('withdrawn')} disabled={busy}>
            <Undo2 aria-hidden />
            Withdraw
          </Button>
        )}
        {cancellable && (
          <Button size="sm" variant="outline" className="text-destructive" onClick={() => onCancel(request)}>
            <Ban aria-hidden />
            Cancel booking
          </Button>
        )}
      </div>
      {viewer === 'clinic' && request.vet && (
        <>
          <PersonProfileDialog userId={profileOpen ? request.vet.userId : null} name={title} onClose={() => setProfileOpen(false)} />
          <AcceptApplicationDialog
            request={confirming ? request : null}
            busy={busy}
            onConfirm={() => decide('accepted')}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </Card>
  );
}

function Place({ request, viewer }: { request: BookingRequest; viewer: 'clinic' | 'relief_vet' }) {
  const party = viewer === 'clinic' ? request.vet : request.clinic;
  if (!party) return null;
  return (
    <p className="flex items-start gap-1 text-sm text-muted-foreground">
      <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {party.city}, {party.state}
        {request.distance !== null && ` · ${formatDistance(request.distance)}`}
      </span>
    </p>
  );
}
