// /login and /quick-login (spec 1 §2 "Simple login page"): browser-checked fields, a full-page
// move to /dashboard on success, a browser alert on failure.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { simpleLoginSchema, type AuthUser } from '../../shared/auth';
import { api } from '../lib/paths';
import { apiJson, errorMessage, errorStatus } from '../lib/api-client';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { AuthCardLayout } from './auth-card-layout';

const forgotLinkClass = 'rounded text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function SimpleLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const referralCode = params.get('ref');
  const form = useForm({ resolver: zodResolver(simpleLoginSchema), defaultValues: { email: '', password: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await apiJson<AuthUser>('POST', api.simpleLogin, values);
      toast({ title: 'Login successful', description: `Welcome ${user.firstName}!` });
      window.location.href = '/dashboard';
    } catch (error) {
      window.alert(errorStatus(error) === null ? 'Login failed' : errorMessage(error, 'Invalid credentials'));
    }
  });

  const registerTarget = referralCode ? `/register?ref=${encodeURIComponent(referralCode)}` : '/register';
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthCardLayout>
      <Card>
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Log in to your account</CardTitle>
          <CardDescription>Enter your email and password.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-5">
            <FormField id="email" label="Email" error={errors.email?.message}>
              <Input id="email" type="email" autoComplete="email" required {...form.register('email')} />
            </FormField>
            <FormField id="password" label="Password" error={errors.password?.message}>
              <Input id="password" type="password" autoComplete="current-password" required {...form.register('password')} />
            </FormField>
            <div className="text-right">
              <Link to="/forgot-password" className={forgotLinkClass}>
                Forgot your password?
              </Link>
            </div>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting && <Spinner className="size-4 text-current" label="Signing in" />}
              Sign In
            </Button>
          </form>
          <div className="mt-6 flex flex-col items-center gap-3 border-t border-border pt-5">
            <Button variant="outline" className="w-full" onClick={() => navigate(registerTarget)}>
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
