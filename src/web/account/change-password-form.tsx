// Current password, new password twice (issue 19). Used on /account and on the screen that asks
// an account with a too-short password for a new one. The server ends every other session.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { changePasswordFormSchema } from '../../shared/account';
import { apiJson, errorStatus, serverMessage } from '../lib/api-client';
import { accountPaths, api } from '../lib/paths';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { Spinner } from '../ui/spinner';

const FIELDS = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password', hint: 'At least 8 characters.' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

export function ChangePasswordForm({ submitLabel = 'Change Password' }: { submitLabel?: string }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      const answer = await apiJson<{ message: string }>('POST', accountPaths.password, { currentPassword, newPassword });
      form.reset();
      setOutcome({ ok: true, text: answer.message });
      // The user object's must-change flag is now off.
      await queryClient.invalidateQueries({ queryKey: [api.authUser] });
    } catch (error) {
      setOutcome({
        ok: false,
        text: errorStatus(error) === null ? 'Something went wrong. Please try again.' : (serverMessage(error) ?? 'Could not change your password'),
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            hint={'hint' in field ? field.hint : undefined}
            type="password"
            autoComplete={field.autoComplete}
          />
        ))}
        {outcome && <Alert variant={outcome.ok ? 'success' : 'destructive'}>{outcome.text}</Alert>}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4 text-current" label="Saving" />}
          {submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
