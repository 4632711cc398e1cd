// The profile of the person at the other end, opened from an applicant's name on an application
// and from a thread's header: a vet's licence, experience, rate, practice types, bio and late
// cancellations, or a clinic's address and phone; with a Message button unless the thread is open.
import { MapPin, MessageSquare, Phone, RefreshCw } from 'lucide-react';
import { ClinicLogo } from '../ui/clinic-logo';
import type { PublicProfile } from '../../shared/people';
import { LateCancellations } from '../ui/late-cancellations';
import { TrackRecordLine } from '../ui/track-record';
import { LicenceBadges } from '../ui/licence-badges';
import { specializationLabel } from '../lib/profile-labels';
import { formatRate } from '../../shared/money';
import { Button, buttonVariants } from '../ui/button';
import { StarToggle } from '../favourites/star-toggle';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { MessageLink } from '../ui/message-link';
import { PracticeTypeBadges } from '../ui/practice-type-badges';
import { RatingComments } from './rating-comments';
import { usePersonProfile } from './use-person-profile';
import { VetAvatar, vetName } from '../ui/vet-avatar';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm text-foreground">{value}</dd>
    </div>
  );
}

interface Props {
  userId: number | null;
  onClose: () => void;
  /** Shown while the profile loads: the name the opener already knows. */
  name: string;
  /** The thread with this person is the page behind: no Message button. */
  inThread?: boolean;
}

export function PersonProfileDialog({ userId, onClose, name, inThread = false }: Props) {
  const profile = usePersonProfile(userId);
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {profile.data ? (
          <Profile profile={profile.data} inThread={inThread} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{name}</DialogTitle>
              <DialogDescription>Profile</DialogDescription>
            </DialogHeader>
            {profile.isError ? (
              <div className="flex flex-col items-start gap-3 text-sm">
                <p role="alert">This profile could not be loaded.</p>
                <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
                  <RefreshCw aria-hidden />
                  Retry
                </Button>
              </div>
            ) : (
              <div className="flex justify-center py-8">
                <Spinner label="Loading the profile" />
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Profile({ profile, inThread }: { profile: PublicProfile; inThread: boolean }) {
  const message = !inThread && (
    <MessageLink userId={profile.userId} className={buttonVariants({ className: 'w-full sm:w-auto sm:justify-self-end' })}>
      <MessageSquare aria-hidden />
      Message
    </MessageLink>
  );
  const star = (
    <StarToggle
      userId={profile.userId}
      favourite={profile.isFavourite}
      name={profile.kind === 'clinic' ? profile.clinicName : vetName(profile)}
      withLabel
      className="w-full sm:w-auto sm:justify-self-start"
    />
  );
  if (profile.kind === 'clinic') {
    return (
      <>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ClinicLogo url={profile.profileImageUrl} />
            {profile.clinicName}
          </DialogTitle>
          <DialogDescription>Clinic Profile</DialogDescription>
        </DialogHeader>
        <dl className="space-y-3 text-sm">
          <div className="flex gap-3">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <dd>
              <span className="sr-only">Address: </span>
              <span className="block">{profile.address}</span>
              <span className="block">
                {profile.city}, {profile.state} {profile.zipCode}
              </span>
            </dd>
          </div>
          <div className="flex gap-3">
            <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <dd>
              <a href={`tel:${profile.phone}`} className="text-primary underline-offset-4 hover:underline">
                {profile.phone}
              </a>
            </dd>
          </div>
        </dl>
        <LateCancellations count={profile.lateCancellations} />
        <TrackRecordLine record={profile.trackRecord} className="text-sm" />
        <RatingComments userId={profile.userId} />
        {star}
        {message}
      </>
    );
  }
  return (
    <>
      <DialogHeader className="flex-row items-center gap-4">
        <VetAvatar vet={profile} className="size-16" />
        <div className="min-w-0">
          <DialogTitle>{vetName(profile)}</DialogTitle>
          <DialogDescription>Veterinarian Profile</DialogDescription>
        </div>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-4">
        <Fact label="Experience" value={`${profile.yearsExperience} years`} />
        <Fact label="Hourly rate" value={formatRate(profile.hourlyRate)} />
        <Fact label="Location" value={`${profile.city}, ${profile.state}`} />
        <Fact label="License" value={profile.licenseNumber ?? 'Sign in to see'} />
      </dl>
      <PracticeTypeBadges types={profile.practiceTypes} label={specializationLabel} />
      {profile.bio && <p className="whitespace-pre-line text-sm text-foreground">{profile.bio}</p>}
      <LateCancellations count={profile.lateCancellations} />
      <TrackRecordLine record={profile.trackRecord} className="text-sm" />
      <LicenceBadges states={profile.verifiedLicences} />
      <RatingComments userId={profile.userId} />
      {star}
      {message}
    </>
  );
}
