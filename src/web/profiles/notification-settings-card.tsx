// The e-mail switch of the profile page: unread-message e-mails on or off (issue 10).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuthUser } from '../../shared/auth';
import type { NotificationSettings } from '../../shared/messages';
import { apiJson } from '../lib/api-client';
import { useStoreUser } from '../lib/auth-provider';
import { messagePaths } from '../lib/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { CheckboxField } from '../ui/checkbox-field';
import { toast } from '../ui/use-toast';

export function NotificationSettingsCard({ user }: { user: AuthUser }) {
  const storeUser = useStoreUser();
  // The box shows the new value within the click itself: the mutation's own pending state
  // arrives a task later, and React would first snap a controlled checkbox back to the old value.
  const [saving, setSaving] = useState<boolean | null>(null);
  const save = useMutation<NotificationSettings, Error, boolean>({
    mutationFn: (messageEmails) => apiJson('PUT', messagePaths.notificationSettings, { messageEmails }),
    onSuccess: (settings) => {
      storeUser({ ...user, messageEmails: settings.messageEmails });
      toast({ title: settings.messageEmails ? 'Message e-mails on' : 'Message e-mails off' });
    },
    onError: () => toast({ title: 'Could not save your e-mail setting', description: 'Please try again.', variant: 'destructive' }),
    onSettled: () => setSaving(null),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>What we e-mail you about.</CardDescription>
      </CardHeader>
      <CardContent>
        <CheckboxField
          id="message-emails"
          label="E-mail me when a message waits unread"
          description="One e-mail, 10 minutes after a message arrives, at most once an hour per conversation."
          checked={saving ?? user.messageEmails}
          disabled={saving !== null}
          onChange={(event) => {
            setSaving(event.target.checked);
            save.mutate(event.target.checked);
          }}
        />
      </CardContent>
    </Card>
  );
}
