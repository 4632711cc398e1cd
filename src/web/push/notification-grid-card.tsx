// The notification settings grid of the profile page (issue 25): per event, e-mail and push on
// this user's devices; "hide previews"; and the button that turns notifications on for this device.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AuthUser } from '../../shared/auth';
import { type NotificationEvent, type NotificationGrid, type NotificationGridInput, NOTIFICATION_EVENT_ROWS } from '../../shared/notifications';
import { apiJson, getQueryFn } from '../lib/api-client';
import { useStoreUser } from '../lib/auth-provider';
import { useConfig } from '../lib/config';
import { pushPaths } from '../lib/paths';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { CheckboxField } from '../ui/checkbox-field';
import { toast } from '../ui/use-toast';
import { deviceSubscription, PushUnavailable, turnOffPush, turnOnPush } from './push-device';

/** The grid with the cells of a save applied, as the server will answer it. */
function applied(grid: NotificationGrid, input: NotificationGridInput): NotificationGrid {
  const cells = new Map((input.events ?? []).map((cell) => [cell.event, cell]));
  return {
    events: grid.events.map((row) => ({ ...row, ...Object.fromEntries(Object.entries(cells.get(row.event) ?? {}).filter(([key]) => key !== 'event')) })),
    hidePreviews: input.hidePreviews ?? grid.hidePreviews,
  };
}

/** The message row's e-mail box keeps the label it had before the grid. */
const MESSAGE_EMAIL_LABEL = 'E-mail me when a message waits unread';

function DeviceButton() {
  const { vapidPublicKey } = useConfig();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void deviceSubscription().then((subscription) => setOn(subscription !== null));
  }, []);
  const toggle = async () => {
    setBusy(true);
    try {
      if (on) await turnOffPush();
      else await turnOnPush(vapidPublicKey);
      setOn(!on);
      toast({ title: on ? 'Notifications off on this device' : 'Notifications on for this device' });
    } catch (error) {
      const description = error instanceof PushUnavailable ? error.message : 'Please try again.';
      toast({ title: 'Could not turn on notifications', description, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" disabled={busy || on === null} onClick={() => void toggle()}>
      {on ? 'Turn off notifications on this device' : 'Turn on notifications on this device'}
    </Button>
  );
}

export function NotificationGridCard({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const storeUser = useStoreUser();
  const { data: grid } = useQuery({ queryKey: [pushPaths.grid], queryFn: getQueryFn<NotificationGrid>({ on401: 'throw' }) });
  const save = useMutation<NotificationGrid, Error, NotificationGridInput>({
    mutationFn: (input) => apiJson('PUT', pushPaths.grid, input),
    onSuccess: (saved, input) => {
      queryClient.setQueryData([pushPaths.grid], saved);
      const message = input.events?.find((cell) => cell.event === 'message' && cell.email !== undefined);
      if (message) {
        storeUser({ ...user, messageEmails: message.email! });
        toast({ title: message.email ? 'Message e-mails on' : 'Message e-mails off' });
      } else toast({ title: 'Notification settings saved' });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: [pushPaths.grid] });
      toast({ title: 'Could not save your notification settings', description: 'Please try again.', variant: 'destructive' });
    },
  });
  // The box shows the new value within the click itself: a controlled checkbox left on the old
  // value until the answer came would snap back first.
  const send = (input: NotificationGridInput) => {
    queryClient.setQueryData<NotificationGrid>([pushPaths.grid], (current) => current && applied(current, input));
    save.mutate(input);
  };
  const change = (event: NotificationEvent, channel: 'email' | 'push', on: boolean) => send({ events: [{ event, [channel]: on }] });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>What we tell you about, by e-mail and on the devices you turn notifications on for.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <DeviceButton />
        {grid && (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="py-1 font-medium">Event</th>
                <th className="w-20 py-1 text-center font-medium">E-mail</th>
                <th className="w-20 py-1 text-center font-medium">Push</th>
              </tr>
            </thead>
            <tbody>
              {grid.events.map(({ event, email, push }) => {
                const row = NOTIFICATION_EVENT_ROWS[event];
                return (
                  <tr key={event} className="border-t border-border">
                    <td className="py-2 pr-2">{row.label}</td>
                    <td className="py-2 text-center">
                      {row.emailSetElsewhere ? (
                        <span className="text-xs text-muted-foreground">Shift alerts</span>
                      ) : (
                        <input
                          type="checkbox"
                          className="size-4 cursor-pointer accent-primary"
                          aria-label={event === 'message' ? MESSAGE_EMAIL_LABEL : `E-mail: ${row.label}`}
                          checked={email}
                          onChange={(input) => change(event, 'email', input.target.checked)}
                        />
                      )}
                    </td>
                    <td className="py-2 text-center">
                      <input
                        type="checkbox"
                        className="size-4 cursor-pointer accent-primary"
                        aria-label={`Push: ${row.label}`}
                        checked={push}
                        onChange={(input) => change(event, 'push', input.target.checked)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {grid && (
          <CheckboxField
            id="hide-previews"
            label="Hide previews"
            description="Notifications say who wrote, never what: message text stays off your lock screen."
            checked={grid.hidePreviews}
            onChange={(input) => send({ hidePreviews: input.target.checked })}
          />
        )}
      </CardContent>
    </Card>
  );
}
