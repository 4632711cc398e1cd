// View Clinic: the clinic behind a shift, with a way to message it, and whether it offers this
// vet instant booking on the shifts listed.
import { Clock, MapPin, MessageSquare, Phone, Zap } from 'lucide-react';
import { ClinicLogo } from '../ui/clinic-logo';
import type { ShiftClinic } from '../../shared/shifts';
import { LateCancellations } from '../ui/late-cancellations';
import { TrackRecordLine } from '../ui/track-record';
import { buttonVariants } from '../ui/button';
import { StarToggle } from '../favourites/star-toggle';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { formatDistance } from '../lib/shift-format';
import { MessageLink } from '../ui/message-link';
import { PhoneLink } from '../ui/phone-link';
import { RatingComments } from './rating-comments';

interface Props {
  clinic: ShiftClinic | null;
  distance: number;
  /** How many of the clinic's listed shifts this vet can Book now. */
  bookable?: number;
  onClose: () => void;
}

export function ClinicDetailsDialog({ clinic, distance, bookable = 0, onClose }: Props) {
  return (
    <Dialog open={clinic !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {clinic && (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <ClinicLogo url={clinic.profileImageUrl} />
                {clinic.clinicName}
              </DialogTitle>
              <DialogDescription>{formatDistance(distance)} away</DialogDescription>
            </DialogHeader>
            <dl className="space-y-3 text-sm">
              <div className="flex gap-3">
                <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <dd>
                  <span className="sr-only">Address: </span>
                  <span className="block">{clinic.address}</span>
                  <span className="block">
                    {clinic.city}, {clinic.state} {clinic.zipCode}
                  </span>
                </dd>
              </div>
              <div className="flex gap-3">
                <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <dd>
                  <PhoneLink phone={clinic.phone} />
                </dd>
              </div>
              <div className="flex gap-3">
                <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <dd>Average appointment: {clinic.averageAppointmentTime} minutes</dd>
              </div>
            </dl>
            {bookable > 0 && (
              <p className="flex items-center gap-2 rounded-md bg-teal-50 p-2 text-sm text-teal-900">
                <Zap className="size-4 shrink-0" aria-hidden />
                {bookable === 1 ? 'You can book 1 of its shifts at once with Book now.' : `You can book ${bookable} of its shifts at once with Book now.`}
              </p>
            )}
            {clinic.lateCancellations !== undefined && <LateCancellations count={clinic.lateCancellations} className="text-sm" />}
            <TrackRecordLine record={clinic.trackRecord} className="text-sm" />
            <RatingComments userId={clinic.userId} />
            <StarToggle
              userId={clinic.userId}
              favourite={clinic.isFavourite ?? false}
              name={clinic.clinicName}
              withLabel
              className="w-full sm:w-auto sm:justify-self-start"
            />
            <MessageLink userId={clinic.userId} className={buttonVariants({ className: 'w-full sm:w-auto sm:justify-self-end' })}>
              <MessageSquare aria-hidden />
              Message Clinic
            </MessageLink>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
