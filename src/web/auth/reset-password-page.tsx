// /reset-password?token= (spec 1 §2): choose a new password, then on to /quick-login after 3 s.
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resetPasswordFormSchema } from '../../shared/auth';
import { RESET_SUCCESS_REDIRECT_MS } from '../../shared/constants';
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

function StatusCard({
  icon,
  tone,
  title,
  text,
  action,
}: {
  icon: React.ReactNode;
  tone: 'good' | 'bad';
  title: string;
  text: string;
  action: React.ReactNode;
}) {
  return (
    <AuthCardLayout>
      <Card>
        <CardHeader className="items-center text-center">
          <span
            className={`mb-2 flex size-12 items-center justify-center rounded-full ${tone === 'good' ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-700'}`}
          >
            {icon}
          </span>
          <CardPageHeading>{title}</CardPageHeading>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">{action}</CardContent>
      </Card>
    </AuthCardLayout>
  );
}

export function ResetPasswordPage() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } });
  const { isSubmitting } = form.formState;

  // Check the link before asking for a password, so a used or expired one says so at once.
  const check = useQuery({
    queryKey: [api.verifyResetToken, token],
    queryFn: () => apiRequest('POST', api.verifyResetToken, { token }),
    enabled: token !== null,
    retry: (failures, error) => errorStatus(error) === null && failures < 2,
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/quick-login'), RESET_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (token && check.isPending) {
    return (
      <AuthCardLayout>
        <div className="flex justify-center py-16">
          <Spinner label="Checking your reset link" />
        </div>
      </AuthCardLayout>
    );
  }

  if (!token || errorStatus(check.error) === 400) {
    return (
      <StatusCard
        icon={<TriangleAlert className="size-6" aria-hidden />}
        tone="bad"
        title="Invalid Reset Link"
        text="This password reset link is invalid or has expired. Please request a new one."
        action={<Button onClick={() => navigate('/forgot-password')}>Request a New Link</Button>}
      />
    );
  }

  if (done) {
    return (
      <StatusCard
        icon={<CircleCheck className="size-6" aria-hidden />}
        tone="good"
        title="Password Reset Successful"
        text="Your password has been changed. Taking you to the login page…"
        action={<Button onClick={() => navigate('/quick-login')}>Go to Login</Button>}
      />
    );
  }

  const submit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await apiRequest('POST', api.resetPassword, { token, newPassword });
      setDone(true);
    } catch (error) {
      setFailure(errorStatus(error) === null ? 'Something went wrong. Please try again.' : errorMessage(error, 'Failed to reset password'));
    }
  });

  return (
    <AuthCardLayout>
      <Card>
        <CardHeader className="text-center">
          <CardPageHeading>Set a new password</CardPageHeading>
          <CardDescription>Choose a password of at least 8 characters.</CardDescription>
        </CardHeader>
        <CardContent>
          <FormProvider {...form}>
            <form onSubmit={submit} noValidate className="space-y-5">
              <TextField name="newPassword" label="New Password" type="password" autoComplete="new-password" />
              <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
              {failure && <Alert variant="destructive">{failure}</Alert>}
              <Button type="submit" className="w-full" disabled={isSubmitting || !hydrated}>
                {isSubmitting && <Spinner className="size-4 text-current" label="Saving" />}
                Reset Password
              </Button>
            </form>
          </FormProvider>
        </CardContent>
      </Card>
    </AuthCardLayout>
  );
}
