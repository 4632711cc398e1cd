// One veterinarian in a clinic's search (spec 2 §2).
import { CalendarDays, MapPin, MessageSquare, UserRound } from 'lucide-react';
import type { VetSearchResult } from '../../shared/search';
import { LateCancellations } from '../ui/late-cancellations';
import { TrackRecordLine } from '../ui/track-record';
import { LicenceBadges } from '../ui/licence-badges';
import { Button, buttonVariants } from '../ui/button';
import { Card } from '../ui/card';
import { StarToggle } from '../favourites/star-toggle';
import { formatDistance } from '../lib/shift-format';
import { specializationLabel } from '../lib/profile-labels';
import { MessageLink } from '../ui/message-link';
import { VetAvatar, vetName } from '../ui/vet-avatar';
import { PracticeTypeBadges } from '../ui/practice-type-badges';
import { formatRate } from '../../shared/money';

interface VetCardProps {
  vet: VetSearchResult;
  onViewProfile: (vet: VetSearchResult) => void;
  onViewDates: (vet: VetSearchResult) => void;
}

export function VetCard({ vet, onViewProfile, onViewDates }: VetCardProps) {
  const dates = vet.availablePostings.length;
  return (
    // min-w-0: a grid item may shrink below its buttons' width, so nothing overflows a 360 px phone.
    <Card role="article" aria-labelledby={`vet-${vet.userId}-name`} className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <VetAvatar vet={vet} />
        <div className="min-w-0 flex-1">
          <h2 id={`vet-${vet.userId}-name`} className="truncate text-lg font-semibold text-foreground">
            {vetName(vet)}
          </h2>
          <p className="text-sm text-muted-foreground">{vet.yearsExperience} years experience</p>
          <p className="mt-0.5 flex items-start gap-1 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            {/* Wraps rather than cutting the distance off in a narrow card. */}
            <span>
              {vet.city}, {vet.state} · {formatDistance(vet.distance)}
            </span>
          </p>
          {vet.lateCancellations !== undefined && <LateCancellations count={vet.lateCancellations} className="mt-0.5" />}
          <TrackRecordLine record={vet.trackRecord} className="mt-0.5" />
          <LicenceBadges states={vet.verifiedLicences} className="mt-1" />
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <StarToggle userId={vet.userId} favourite={vet.isFavourite} name={vetName(vet)} className="-mt-2 -mr-2" />
          <span className="text-right text-lg font-bold text-foreground">{formatRate(vet.hourlyRate)}</span>
        </div>
      </div>
      {dates > 0 && (
        <button
          type="button"
          onClick={() => onViewDates(vet)}
          className="flex items-center gap-1.5 self-start text-sm font-medium text-primary underline-offset-4 hover:underline cursor-pointer"
        >
          <CalendarDays className="size-4" aria-hidden />
          {dates} available {dates === 1 ? 'date' : 'dates'} posted
        </button>
      )}
      <PracticeTypeBadges types={vet.practiceTypes} label={specializationLabel} />
      {vet.bio && <p className="line-clamp-2 text-sm text-muted-foreground">{vet.bio}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <MessageLink userId={vet.userId} className={buttonVariants({ variant: 'outline', className: 'min-w-[8.5rem] flex-1' })}>
          <MessageSquare aria-hidden />
          Message
        </MessageLink>
        <Button className="min-w-[8.5rem] flex-1" onClick={() => onViewProfile(vet)}>
          <UserRound aria-hidden />
          View Profile
        </Button>
      </div>
    </Card>
  );
}
