// Veterinarian Profile: everything a clinic may see of a vet, and Contact Vet.
import { MessageSquare } from 'lucide-react';
import type { VetSearchResult } from '../../shared/search';
import { buttonVariants } from '../ui/button';
import { LateCancellations } from '../ui/late-cancellations';
import { TrackRecordLine } from '../ui/track-record';
import { LicenceBadges } from '../ui/licence-badges';
import { RatingComments } from './rating-comments';
import { StarToggle } from '../favourites/star-toggle';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { formatDistance, labelOf } from '../lib/shift-format';
import { specializationLabel } from '../lib/profile-labels';
import { MessageLink } from '../ui/message-link';
import { VetAvatar, vetName } from '../ui/vet-avatar';
import { PracticeTypeBadges } from '../ui/practice-type-badges';
import { formatRate } from '../../shared/money';
import { formatPhone } from '../../shared/phone-display';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm text-foreground">{value}</dd>
    </div>
  );
}

/** What the demo server's impersonated clinic sees instead of a real vet's private fields. */
const HIDDEN_IN_DEMO = 'Sign in to see';
export function VetProfileDialog({ vet, onClose }: { vet: VetSearchResult | null; onClose: () => void }) {
  return (
    <Dialog open={vet !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {vet && (
          <>
            <DialogHeader className="flex-row items-center gap-4">
              <VetAvatar vet={vet} className="size-16" />
              <div className="min-w-0">
                <DialogTitle>{vetName(vet)}</DialogTitle>
                <DialogDescription>Veterinarian Profile</DialogDescription>
              </div>
            </DialogHeader>
            <dl className="grid grid-cols-2 gap-4">
              <Fact label="Experience" value={`${vet.yearsExperience} years`} />
              <Fact label="Hourly rate" value={formatRate(vet.hourlyRate)} />
              <Fact label="Location" value={`${vet.city}, ${vet.state}`} />
              <Fact label="Distance" value={formatDistance(vet.distance)} />
              <Fact label="Availability" value={labelOf(vet.availabilityStatus)} />
              <Fact label="Travels up to" value={`${vet.availableRadius} miles`} />
              <Fact label="License" value={vet.licenseNumber ?? HIDDEN_IN_DEMO} />
              <Fact label="Phone" value={vet.phone === null ? HIDDEN_IN_DEMO : formatPhone(vet.phone)} />
            </dl>
            <PracticeTypeBadges types={vet.practiceTypes} label={specializationLabel} />
            {vet.bio && <p className="whitespace-pre-line text-sm text-foreground">{vet.bio}</p>}
            <LateCancellations count={vet.lateCancellations} className="text-sm" />
            <TrackRecordLine record={vet.trackRecord} className="text-sm" />
            <LicenceBadges states={vet.verifiedLicences} />
            <RatingComments userId={vet.userId} />
            <StarToggle userId={vet.userId} favourite={vet.isFavourite} name={vetName(vet)} withLabel className="w-full sm:w-auto sm:justify-self-start" />
            <MessageLink userId={vet.userId} className={buttonVariants({ className: 'w-full sm:w-auto sm:justify-self-end' })}>
              <MessageSquare aria-hidden />
              Contact Vet
            </MessageLink>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
