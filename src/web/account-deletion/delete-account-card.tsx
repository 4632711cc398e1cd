// The danger zone at the bottom of /profile: "Delete my account". A dialog says exactly what
// happens and asks for the password; after it the user is signed out, on the landing page, with a
// notice of the 30 days in which signing in restores the account.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { type AccountDeleted, deleteAccountSchema, ERASE_AFTER_DAYS } from '../../shared/account-deletion';
import type { AuthUser } from '../../shared/auth';
import { apiJson, errorStatus, serverMessage } from '../lib/api-client';
import { useStoreUser } from '../lib/auth-provider';
import { accountPaths } from '../lib/paths';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { toast } from '../ui/use-toast';

/** What deleting withdraws, in the user's words, by kind of account. */
const WITHDRAWN: Record<AuthUser['userType'], string[]> = {
  clinic: [
    'Your open shifts are deleted and their applicants told.',
    'Bookings still ahead are cancelled with the reason "account closed", and each vet is told.',
    'Pending booking summaries and requests for vets\u2019 dates are withdrawn.',
    'Your subscription is cancelled now.',
  ],
  relief_vet: [
    'Your pending applications and posted availability are withdrawn.',
    'Bookings still ahead are cancelled with the reason "account closed", and each clinic is told.',
    'Booking summaries waiting for your answer are declined.',
  ],
};

export function DeleteAccountCard({ userType }: { userType: AuthUser['userType'] }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-destructive">Danger zone</CardTitle>
        <CardDescription>
          Deleting your account signs you out everywhere and withdraws everything you offer. Your data is erased after {ERASE_AFTER_DAYS} days.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
        <DeleteAccountDialog open={open} onClose={() => setOpen(false)} userType={userType} />
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({ open, onClose, userType }: { open: boolean; onClose: () => void; userType: AuthUser['userType'] }) {
  const queryClient = useQueryClient();
  const storeUser = useStoreUser();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const answer = await apiJson<AccountDeleted>('POST', accountPaths.deleteMe, { password });
      // Signed out: nothing of the account stays cached, and the landing page shows (in the app, so the notice can too).
      queryClient.clear();
      storeUser(null);
      navigate('/', { replace: true });
      toast({ title: 'Your account has been deleted', description: answer.message, duration: 30_000 });
    } catch (error) {
      setFailure(errorStatus(error) === null ? 'Something went wrong. Please try again.' : (serverMessage(error) ?? 'Could not delete your account'));
    }
  });

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>This happens at once:</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>You are signed out on every device, and your profile leaves search.</li>
          {WITHDRAWN[userType].map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li>Alerts and e-mails about new work stop.</li>
        </ul>
        <p className="text-sm">
          After {ERASE_AFTER_DAYS} days your personal data is erased. Messages you sent stay with the people you wrote to, under &ldquo;Deleted user&rdquo;;
          invoices and hours stay as business records. <strong>Signing in before then restores your account</strong>, but not what was withdrawn or cancelled.
        </p>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="space-y-4">
            <TextField name="password" label="Your password" type="password" autoComplete="current-password" />
            {failure && <Alert variant="destructive">{failure}</Alert>}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={close}>
                Keep my account
              </Button>
              <Button type="submit" variant="destructive" disabled={isSubmitting}>
                {isSubmitting && <Spinner className="size-4 text-current" label="Deleting" />}
                Delete my account
              </Button>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
