// The create or edit form for the user's kind of profile, in a card.
import type { AuthUser } from '../../shared/auth';
import type { ClinicProfile, VetProfile } from '../../shared/profiles';
import { Card, CardContent } from '../ui/card';
import { ClinicProfileForm } from './clinic-profile-form';
import { VetProfileForm } from './vet-profile-form';

interface ProfileFormCardProps {
  userType: AuthUser['userType'];
  profile?: ClinicProfile | VetProfile;
  onCancel?: () => void;
}

export function ProfileFormCard({ userType, profile, onCancel }: ProfileFormCardProps) {
  return (
    <Card>
      <CardContent className="p-4 sm:p-6">
        {userType === 'clinic' ? (
          <ClinicProfileForm profile={profile?.kind === 'clinic' ? profile : undefined} onCancel={onCancel} />
        ) : (
          <VetProfileForm profile={profile?.kind === 'relief_vet' ? profile : undefined} onCancel={onCancel} />
        )}
      </CardContent>
    </Card>
  );
}
