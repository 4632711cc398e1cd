// A profile's postal address on two lines.
import type { ClinicProfile, VetProfile } from '../../shared/profiles';

export function AddressLines({ profile }: { profile: ClinicProfile | VetProfile }) {
  return (
    <>
      <span className="block">{profile.address}</span>
      <span className="block">
        {profile.city}, {profile.state} {profile.zipCode}
      </span>
    </>
  );
}
