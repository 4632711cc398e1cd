// / and /dashboard (spec 2 §2): a greeting by first and last name, then the dashboard of the
// user's type.
import { useAuth } from '../lib/auth-provider';
import { PageHeader } from '../ui/page-header';
import { userAccess } from '../lib/access-gate';
import { ClinicDashboard } from './clinic-dashboard';
import { VetDashboard } from './vet-dashboard';

/** Accounts younger than this are greeted as new: 'Welcome back' greets someone who was here before. */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  const clinic = user.userType === 'clinic';
  const access = userAccess(user);
  const isNew = Date.now() - Date.parse(user.createdAt) < NEW_ACCOUNT_MS;

  return (
    <>
      <PageHeader
        title={clinic ? 'Clinic Dashboard' : 'Relief Veterinarian Dashboard'}
        description={
          <>
            {isNew ? 'Welcome' : 'Welcome back'},{' '}
            <span className="font-medium text-foreground">
              {user.firstName} {user.lastName}
            </span>
          </>
        }
      />
      {clinic ? (
        <ClinicDashboard access={access} profile={user.profile?.kind === 'clinic' ? user.profile : null} />
      ) : (
        <VetDashboard access={access} userId={user.id} />
      )}
    </>
  );
}
