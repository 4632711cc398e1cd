// The clinic's saved profile, read-only.
import { Link } from 'react-router-dom';
import type { ClinicProfile } from '../../shared/profiles';
import { Badge } from '../ui/badge';
import { AddressLines } from './address-lines';
import { DetailItem, DetailList, NotProvided } from './detail-list';
import { formatMiles } from '../lib/profile-labels';
import { PhoneLink } from '../ui/phone-link';

export function ClinicProfileDetails({ profile }: { profile: ClinicProfile }) {
  return (
    <DetailList>
      <DetailItem label="Clinic name">{profile.clinicName}</DetailItem>
      <DetailItem label="Phone">
        <PhoneLink phone={profile.phone} />
      </DetailItem>
      <DetailItem label="Address" wide>
        <AddressLines profile={profile} />
      </DetailItem>
      <DetailItem label="Description" wide>
        {profile.description ? <span className="whitespace-pre-line">{profile.description}</span> : <NotProvided />}
      </DetailItem>
      <DetailItem label="Arrival notes (booked vets only)" wide>
        {profile.arrivalNotes ? <span className="whitespace-pre-line">{profile.arrivalNotes}</span> : <NotProvided />}
      </DetailItem>
      <DetailItem label="Hiring radius">{formatMiles(profile.searchRadius)}</DetailItem>
      <DetailItem label="Average appointment time">{profile.averageAppointmentTime} minutes</DetailItem>
      <DetailItem label="Practice type">Small Animal</DetailItem>
      <DetailItem label="Subscription">
        {profile.subscriptionActive ? (
          <Badge>Active</Badge>
        ) : (
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">Not active</Badge>
            <Link to="/subscription" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              View plans
            </Link>
          </span>
        )}
      </DetailItem>
    </DetailList>
  );
}
