// The saved profile, read-only, with the way to the dashboard and to editing (spec 1 §2).
import { Building2, Pencil, Stethoscope } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { AuthUser } from '../../shared/auth';
import type { ClinicProfile, VetProfile } from '../../shared/profiles';
import { PageHeader } from '../ui/page-header';
import { Button, buttonVariants } from '../ui/button';
import { AVATAR_PX, PhotoImage } from '../ui/photo-image';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { ClinicProfileDetails } from './clinic-profile-details';
import { LocationWarning } from './location-warning';
import { VetProfileDetails } from './vet-profile-details';

interface ProfileOverviewProps {
  user: AuthUser;
  profile: ClinicProfile | VetProfile;
  onEdit: () => void;
}

export function ProfileOverview({ user, profile, onEdit }: ProfileOverviewProps) {
  const clinic = profile.kind === 'clinic';
  const Icon = clinic ? Building2 : Stethoscope;
  return (
    <>
      <PageHeader
        title="Your Profile"
        description={clinic ? 'Your clinic details, as relief veterinarians see them.' : 'Your credentials and preferences, as clinics see them.'}
        actions={
          <>
            <Link to="/dashboard" className={buttonVariants({ variant: 'outline', className: 'flex-1 sm:flex-none' })}>
              Go to Dashboard
            </Link>
            <Button onClick={onEdit} className="flex-1 sm:flex-none">
              <Pencil aria-hidden />
              Edit Profile
            </Button>
          </>
        }
      />
      <div className="space-y-4">
        {!profile.located && <LocationWarning onEdit={onEdit} />}
        <Card>
          <CardHeader className="flex-row items-center gap-4 border-b border-border pb-5">
            {user.profileImageUrl ? (
              <PhotoImage url={user.profileImageUrl} shownPx={AVATAR_PX} className="size-12" />
            ) : (
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Icon className="size-6" aria-hidden />
              </span>
            )}
            <div className="min-w-0">
              <CardTitle className="truncate">{profile.kind === 'clinic' ? profile.clinicName : `Dr. ${profile.firstName} ${profile.lastName}`}</CardTitle>
              <CardDescription className="truncate">
                {clinic ? 'Veterinary Clinic' : 'Relief Veterinarian'} · {user.email}
              </CardDescription>
            </div>
          </CardHeader>
          <CardContent className="pt-6">
            {profile.kind === 'clinic' ? <ClinicProfileDetails profile={profile} /> : <VetProfileDetails profile={profile} />}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
