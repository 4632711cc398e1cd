// /forgot-password (spec 1 §2): ask for a reset link; the answer never says whether the account exists.
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { forgotPasswordSchema } from '../../shared/auth';
import { api } from '../lib/paths';
import { apiRequest, errorMessage, errorStatus } from '../lib/api-client';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';
import { TextField } from '../ui/text-field';
import { Spinner } from '../ui/spinner';
import { AuthCardLayout } from './auth-card-layout';
import { CardPageHeading } from '../ui/card-page-heading';
import { useHydrated } from '../lib/use-hydrated';

const backLinkClass = 'rounded text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function ForgotPasswordPage() {
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiRequest('POST', api.forgotPassword, values);
      setSent(true);
    } catch (error) {
      setFailure(errorStatus(error) === null ? 'Something went wrong. Please try again.' : errorMessage(error, 'Failed to send reset email'));
    }
  });

  if (sent) {
    return (
      <AuthCardLayout>
        <Card>
          <CardHeader className="items-center text-center">
            <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <MailCheck className="size-6" aria-hidden />
            </span>
            <CardPageHeading>Check Your Email</CardPageHeading>
            <CardDescription>
              If an account exists with this email, we've sent you a password reset link. Please check your inbox and follow the instructions.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5 text-center">
            <Alert className="text-left">The link expires in 1 hour. If you don't see the email, check your spam folder.</Alert>
            <Link to="/login" className={backLinkClass}>
              Back to Login
            </Link>
          </CardContent>
        </Card>
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout>
      <Card>
        <CardHeader className="text-center">
          <CardPageHeading>Forgot your password?</CardPageHeading>
          <CardDescription>Enter your email and we'll send you a link to reset it.</CardDescription>
        </CardHeader>
        <CardContent>
          <FormProvider {...form}>
            <form onSubmit={submit} noValidate className="space-y-5">
              <TextField name="email" label="Email" type="email" autoComplete="email" />
              {failure && <Alert variant="destructive">{failure}</Alert>}
              <Button type="submit" className="w-full" disabled={isSubmitting || !hydrated}>
                {isSubmitting && <Spinner className="size-4 text-current" label="Sending" />}
                Send Reset Link
              </Button>
            </form>
          </FormProvider>
          <div className="mt-5 text-center">
            <Link to="/login" className={backLinkClass}>
              Back to Login
            </Link>
          </div>
        </CardContent>
      </Card>
    </AuthCardLayout>
  );
}
