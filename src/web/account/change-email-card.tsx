// The e-mail part of /account (issue 19): the new address and the current password; the change
// happens when the link mailed to the new address is opened (confirm-email-page.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { changeEmailSchema } from '../../shared/account';
import type { AuthUser } from '../../shared/auth';
import { apiJson, errorStatus, serverMessage } from '../lib/api-client';
import { accountPaths } from '../lib/paths';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { TextField } from '../ui/text-field';
import { Spinner } from '../ui/spinner';

export function ChangeEmailCard({ user }: { user: AuthUser }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: '', password: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await apiJson<{ message: string }>('POST', accountPaths.email, values);
      form.reset();
      setOutcome({ ok: true, text: answer.message });
    } catch (error) {
      setOutcome({
        ok: false,
        text: errorStatus(error) === null ? 'Something went wrong. Please try again.' : (serverMessage(error) ?? 'Could not change your e-mail'),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mail address</CardTitle>
        <CardDescription>
          You sign in with <span className="font-medium text-foreground">{user.email}</span>. We send a link to the new address; the change happens when you
          open it (within 24 hours).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="space-y-4">
            <TextField name="newEmail" label="New Email" type="email" autoComplete="email" />
            <TextField name="password" id="emailPassword" label="Current Password" type="password" autoComplete="current-password" />
            {outcome && <Alert variant={outcome.ok ? 'success' : 'destructive'}>{outcome.text}</Alert>}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner className="size-4 text-current" label="Sending" />}
              Send Confirmation Link
            </Button>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
