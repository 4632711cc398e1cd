// The vet's saved profile, read-only. The street address is private: only the vet sees it here.
import { Lock } from 'lucide-react';
import type { VetProfile } from '../../shared/profiles';
import { Badge } from '../ui/badge';
import { AddressLines } from './address-lines';
import { DetailItem, DetailList, NotProvided } from './detail-list';
import { formatRate } from '../../shared/money';
import { formatMiles, specializationLabel } from '../lib/profile-labels';
import { PhoneLink } from '../ui/phone-link';
import { LicenceStatus } from './licences-field';
import { formatShiftDate } from '../lib/shift-format';

export function VetProfileDetails({ profile }: { profile: VetProfile }) {
  return (
    <DetailList>
      <DetailItem label="Name">
        Dr. {profile.firstName} {profile.lastName}
      </DetailItem>
      <DetailItem label="Licences" wide>
        <ul className="space-y-1" aria-label="Licences">
          {profile.licences.map((licence) => (
            <li key={licence.id} className="flex flex-wrap items-center gap-2">
              <span>
                {licence.state} · {licence.licenceNumber}
                {licence.expiresOn && <span className="text-muted-foreground"> · expires {formatShiftDate(licence.expiresOn)}</span>}
              </span>
              <LicenceStatus licence={licence} />
            </li>
          ))}
        </ul>
      </DetailItem>
      <DetailItem label="Experience">
        {profile.yearsExperience} {profile.yearsExperience === 1 ? 'year' : 'years'}
      </DetailItem>
      <DetailItem label="Hourly rate">{formatRate(profile.hourlyRate)}</DetailItem>
      <DetailItem label="Address" wide>
        <AddressLines profile={profile} />
        <span className="mt-1.5 flex items-center gap-1.5 text-xs text-muted-foreground">
          <Lock className="size-3.5" aria-hidden />
          Only you can see your street address
        </span>
      </DetailItem>
      <DetailItem label="Phone">
        <PhoneLink phone={profile.phone} />
      </DetailItem>
      <DetailItem label="Travel radius">{formatMiles(profile.availableRadius)}</DetailItem>
      <DetailItem label="Bio" wide>
        {profile.bio ? <span className="whitespace-pre-line">{profile.bio}</span> : <NotProvided />}
      </DetailItem>
      <DetailItem label="Availability">
        {profile.isAvailable ? <Badge>Available for shifts</Badge> : <Badge variant="secondary">Not available</Badge>}
      </DetailItem>
      <DetailItem label="Automatic shift invites">{profile.wantsAutoInvites ? `On, within ${formatMiles(profile.inviteRadius)}` : 'Off'}</DetailItem>
      <DetailItem label="Specializations" wide>
        {profile.practiceTypes.length > 0 ? (
          <span className="flex flex-wrap gap-1.5">
            {profile.practiceTypes.map((type) => (
              <Badge key={type} variant="outline">
                {specializationLabel(type)}
              </Badge>
            ))}
          </span>
        ) : (
          <NotProvided />
        )}
      </DetailItem>
    </DetailList>
  );
}
