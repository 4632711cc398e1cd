// View Clinic: the clinic behind a shift, with a way to message it.
import { Clock, MapPin, MessageSquare, Phone } from 'lucide-react';
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

export function ClinicDetailsDialog({ clinic, distance, onClose }: { clinic: ShiftClinic | null; distance: number; onClose: () => void }) {
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
