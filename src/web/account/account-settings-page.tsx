// /account (issue 19): the signed-in user's e-mail address and password. Profile details live on
// /profile, the subscription on /subscription.
import { useAuth } from '../lib/auth-provider';
import { PageHeader } from '../ui/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordForm } from './change-password-form';

export function AccountSettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Account settings" description="How you sign in: your e-mail address and password." />
      <div className="space-y-6">
        <ChangeEmailCard user={user} />
        <Card>
          <CardHeader>
            <CardTitle>Password</CardTitle>
            <CardDescription>Changing it signs you out everywhere else; this device stays signed in.</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
