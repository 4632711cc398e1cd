// The password gate of /admin (spec 2 §2): 'Admin Authentication', #adminPassword, 'Access Admin
// Panel' ('Authenticating...' while pending); a wrong password toasts 'Access Denied'. Its title is
// the page's <h1> (the only heading on the page).
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';
import { CardPageHeading } from '../ui/card-page-heading';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { useAdminSignIn } from './admin-api';

export function AdminGate() {
  const [password, setPassword] = useState('');
  const signIn = useAdminSignIn();
  return (
    <div className="mx-auto flex max-w-md flex-col py-6 sm:py-12">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Lock className="size-6" aria-hidden />
          </span>
          <CardPageHeading>Admin Authentication</CardPageHeading>
          <CardDescription>Enter the admin password to manage users, subscriptions and referrals.</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!signIn.isPending) signIn.mutate(password, { onSettled: () => setPassword('') });
            }}
          >
            <FormField id="adminPassword" label="Admin password">
              <Input
                id="adminPassword"
                type="password"
                required
                autoComplete="current-password"
                placeholder="Enter admin password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            <Button type="submit" className="w-full" disabled={signIn.isPending}>
              {signIn.isPending && <Spinner className="size-4 text-current" label="Authenticating" />}
              {signIn.isPending ? 'Authenticating...' : 'Access Admin Panel'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
