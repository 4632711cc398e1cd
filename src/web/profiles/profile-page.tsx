// /profile (spec 1 §2): the signed-in user's profile. Without one, the create form; with one,
// the read-only view, or the same form prefilled while editing. A profile flagged for fixing
// (fieldsToFix) opens straight in its form, under a banner naming the fields.
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { DeleteAccountCard } from '../account-deletion/delete-account-card';
import { DownloadDataCard } from '../account/download-data-card';
import { AlertSettingsCard } from '../alerts/alert-settings-card';
import { CalendarFeedCard } from '../calendar/calendar-feed-card';
import { BusinessDetailsCard } from '../invoices/business-details-card';
import { OwnRatingsCard } from '../search/own-ratings-card';
import { useAuth } from '../lib/auth-provider';
import { PageHeader } from '../ui/page-header';
import { Spinner } from '../ui/spinner';
import { FieldsToFixBanner } from './fields-to-fix-banner';
import { showFlashToast } from './flash-toast';
import { ProfileFormCard } from './profile-form-card';
import { ProfileOverview } from './profile-overview';
import { ProfilePhotoCard } from './profile-photo-card';
import { NotificationGridCard } from '../push/notification-grid-card';

export function ProfilePage() {
  const { user, isLoading } = useAuth();
  const [editing, setEditing] = useState(false);
  /** Cancel on a flagged profile's form goes back to the read-only view, banner and all. */
  const [fixLater, setFixLater] = useState(false);

  useEffect(() => showFlashToast(), []);

  if (isLoading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Loading profile" />
      </div>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;

  const clinic = user.userType === 'clinic';
  const profile = user.profile;

  if (!profile) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title="Complete Your Profile"
          description={
            clinic
              ? 'Add your clinic details and location. You need a clinic profile before you can subscribe and post shifts.'
              : 'Complete your veterinary credentials and profile. You need a profile before you can browse and apply for shifts.'
          }
        />
        <ProfileFormCard userType={user.userType} />
        <div className="mt-6 space-y-6">
          <DownloadDataCard />
          <DeleteAccountCard userType={user.userType} />
        </div>
      </div>
    );
  }

  const fieldsToFix = profile.fieldsToFix;
  const startEditing = () => {
    setEditing(true);
    window.scrollTo({ top: 0 });
  };

  if (editing || (fieldsToFix && !fixLater)) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title="Edit Profile"
          description={clinic ? 'Update your clinic details and location.' : 'Update your credentials, location and preferences.'}
        />
        {fieldsToFix && <FieldsToFixBanner fields={fieldsToFix} />}
        <div className={fieldsToFix ? 'mt-4' : undefined}>
          <ProfileFormCard
            userType={user.userType}
            profile={profile}
            onCancel={() => {
              setEditing(false);
              setFixLater(true);
            }}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {fieldsToFix && <FieldsToFixBanner fields={fieldsToFix} onFix={startEditing} />}
      <ProfileOverview user={user} profile={profile} onEdit={startEditing} />
      <ProfilePhotoCard user={user} />
      <BusinessDetailsCard userType={user.userType} />
      <NotificationGridCard user={user} />
      <AlertSettingsCard userType={user.userType} invitesOff={profile.kind === 'relief_vet' && !profile.wantsAutoInvites} />
      <CalendarFeedCard userType={user.userType} />
      <OwnRatingsCard userId={user.id} />
      <DownloadDataCard />
      <DeleteAccountCard userType={user.userType} />
    </div>
  );
}
