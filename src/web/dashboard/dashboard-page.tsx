// / and /dashboard for a signed-in user (spec 2 §2). This issue brings the greeting and the
// profile prompt; the stat cards, shifts and referrals arrive with their features.
import { UserRoundPen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../lib/auth-provider';
import { PageHeader } from '../layout/page-header';
import { userAccess } from '../layout/access-gate';
import { Alert } from '../ui/alert';
import { buttonVariants } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

export function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  const clinic = user.userType === 'clinic';
  const access = userAccess(user);

  return (
    <>
      <PageHeader
        title={clinic ? 'Clinic Dashboard' : 'Relief Veterinarian Dashboard'}
        description={
          <>
            Welcome back,{' '}
            <span className="font-medium text-foreground">
              {user.firstName} {user.lastName}
            </span>
          </>
        }
      />
      {access === 'profile_required' && (
        <Card className="border-2 border-primary/30 bg-gradient-to-br from-teal-50 to-card">
          <CardHeader>
            <CardTitle>{clinic ? 'Set up your clinic' : 'Set up your relief vet profile'}</CardTitle>
            <CardDescription>
              {clinic
                ? 'Add your clinic details and location to post shifts and find relief veterinarians.'
                : 'Add your veterinary credentials and profile to browse shifts and apply.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Link to="/profile" className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
              <UserRoundPen aria-hidden />
              {clinic ? 'Complete Profile First' : 'Complete Profile'}
            </Link>
          </CardContent>
        </Card>
      )}
      {access === 'subscription_required' && (
        <Alert className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>An active subscription is required to post shifts and browse relief veterinarians.</span>
          <Link to="/subscription" className={buttonVariants({ size: 'sm' })}>
            View Subscription
          </Link>
        </Alert>
      )}
      {access === 'ok' && (
        <Card>
          <CardContent className="py-10 text-center text-sm text-muted-foreground">Your dashboard is ready. Shifts, applications and messages will appear here.</CardContent>
        </Card>
      )}
    </>
  );
}
