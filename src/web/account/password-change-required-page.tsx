// Shown instead of the app after a sign-in with a password shorter than today's rule (issue 19):
// the old password still worked, but the account must choose one of at least 8 characters first.
import { useAuth } from '../lib/auth-provider';
import { signOut } from '../lib/sign-out';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';
import { AccountCardLayout } from './account-card-layout';
import { ChangePasswordForm } from './change-password-form';

export function PasswordChangeRequiredPage() {
  const { user } = useAuth();
  return (
    <AccountCardLayout>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">Choose a new password</h1>
          <CardDescription>
            {user ? `Hi ${user.firstName}, your` : 'Your'} password is shorter than the 8 characters every password now needs. Please choose a new one to
            continue.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm submitLabel="Save New Password" />
          <Button variant="ghost" className="mt-3 w-full" onClick={signOut}>
            Sign Out
          </Button>
        </CardContent>
      </Card>
    </AccountCardLayout>
  );
}
