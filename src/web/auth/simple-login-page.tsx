// /login and /quick-login (spec 1 §2 "Simple login page"): browser-checked fields, a full-page
// move to /dashboard on success, the failure inline under the fields (issue 19: no browser
// alert). A referral link (`?ref=CODE`) is for signing up: it opens the sign-up form instead.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { simpleLoginSchema, type AuthUser } from '../../shared/auth';
import { api } from '../lib/paths';
import { apiJson } from '../lib/api-client';
import { useStoreUser } from '../lib/auth-provider';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';
import { TextField } from '../ui/text-field';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { AuthCardLayout } from './auth-card-layout';
import { CardPageHeading } from '../ui/card-page-heading';
import { signInFailure } from './use-auth-flow';
import { useHydrated } from '../lib/use-hydrated';

const forgotLinkClass = 'rounded text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function SimpleLoginPage() {
  const [params] = useSearchParams();
  const referralCode = params.get('ref');
  if (referralCode) return <Navigate to={`/register?ref=${encodeURIComponent(referralCode)}`} replace />;
  return <SimpleLoginForm />;
}

function SimpleLoginForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const storeUser = useStoreUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(simpleLoginSchema), defaultValues: { email: '', password: '' } });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { accountRestored, ...user } = await apiJson<AuthUser & { accountRestored?: string }>('POST', api.simpleLogin, values);
      if (accountRestored) {
        // Signing in restored a deleted account: said once, so the move stays in the app (a full-page one would drop the notice).
        storeUser(user);
        toast({ title: 'Your account has been restored', description: accountRestored, duration: 30_000 });
        navigate('/dashboard');
        return;
      }
      toast({ title: 'Login successful', description: `Welcome back, ${user.firstName}!` });
      window.location.href = '/dashboard';
    } catch (error) {
      setFailure(signInFailure(error));
    }
  });

  const { isSubmitting } = form.formState;

  return (
    <AuthCardLayout>
      <Card>
        <CardHeader className="text-center">
          <CardPageHeading>Log in to your account</CardPageHeading>
          <CardDescription>Enter your email and password.</CardDescription>
        </CardHeader>
        <CardContent>
          <FormProvider {...form}>
            <form onSubmit={submit} className="space-y-5">
              <TextField name="email" label="Email" type="email" autoComplete="email" required />
              <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
              <div className="text-right">
                <Link to="/forgot-password" className={forgotLinkClass}>
                  Forgot your password?
                </Link>
              </div>
              {failure && <Alert variant="destructive">{failure}</Alert>}
              <Button type="submit" className="w-full" disabled={isSubmitting || !hydrated}>
                {isSubmitting && <Spinner className="size-4 text-current" label="Signing in" />}
                Sign In
              </Button>
            </form>
          </FormProvider>
          <div className="mt-6 flex flex-col items-center gap-3 border-t border-border pt-5">
            <Button variant="outline" className="w-full" onClick={() => navigate('/register')}>
              Need an account? Register here
            </Button>
            <Link to="/forgot-password" className={forgotLinkClass}>
              Forgot your password?
            </Link>
          </div>
        </CardContent>
      </Card>
    </AuthCardLayout>
  );
}
