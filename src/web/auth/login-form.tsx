// The auth page's Login tab (spec 1 §2, §5); a failed sign-in shows inline under the fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { loginSchema, type LoginInput } from '../../shared/auth';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { CardDescription, CardTitle } from '../ui/card';
import { TextField } from '../ui/text-field';
import { Spinner } from '../ui/spinner';
import { useHydrated } from '../lib/use-hydrated';

interface LoginFormProps {
  onSubmit: (values: LoginInput) => void;
  pending: boolean;
  /** Why the last attempt failed. */
  error: string | null;
}

export function LoginForm({ onSubmit, pending, error }: LoginFormProps) {
  const hydrated = useHydrated();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5">
        <div className="space-y-1">
          <CardTitle>Sign in</CardTitle>
          <CardDescription>Use the email and password of your account.</CardDescription>
        </div>
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
        <div className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        {error && <Alert variant="destructive">{error}</Alert>}
        <Button type="submit" className="w-full" disabled={pending || !hydrated}>
          {pending && <Spinner className="size-4 text-current" label="Signing in" />}
          Sign In
        </Button>
      </form>
    </FormProvider>
  );
}
