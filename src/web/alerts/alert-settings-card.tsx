// The alert e-mail settings on /profile (issue 12): 'Shift alerts' for vets, 'Availability alerts'
// for clinics — instantly, a daily digest at an hour of the user's zone, or off — and why they come.
import { useState } from 'react';
import { ALERT_MODES, type AlertMode, type AlertSettings } from '../../shared/alerts';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { ALERT_KIND_TITLES, ALERT_MODE_LABELS, hourLabel, zoneLabel } from './alert-format';
import { useAlertSettings, useSaveAlertSettings } from './use-alert-settings';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** `invitesOff`: a vet who turned automatic shift invites off on the profile gets no shift alerts. */
export function AlertSettingsCard({ userType, invitesOff = false }: { userType: 'clinic' | 'relief_vet'; invitesOff?: boolean }) {
  const settings = useAlertSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ALERT_KIND_TITLES[settings.data?.kind ?? (userType === 'clinic' ? 'availability' : 'shifts')]}</CardTitle>
        <CardDescription>
          {userType === 'clinic'
            ? 'E-mails when relief vets near you post the days they can work.'
            : 'E-mails when clinics near you post shifts that match you.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isLoading ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading alert settings" />
          </div>
        ) : settings.isError || !settings.data ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">Unable to load your alert settings.</p>
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <AlertSettingsForm key={`${settings.data.mode}-${settings.data.digestHour}`} settings={settings.data} invitesOff={invitesOff} />
        )}
      </CardContent>
    </Card>
  );
}

function AlertSettingsForm({ settings, invitesOff }: { settings: AlertSettings; invitesOff: boolean }) {
  const [mode, setMode] = useState<AlertMode>(settings.mode);
  const [digestHour, setDigestHour] = useState(settings.digestHour);
  const save = useSaveAlertSettings();
  const changed = mode !== settings.mode || digestHour !== settings.digestHour;
  const name = `alert-mode-${settings.kind}`;

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ mode, digestHour });
      }}
    >
      {invitesOff ? (
        <Alert>Automatic shift invites are off on your profile, so no shift alerts are sent. Edit your profile to turn them on.</Alert>
      ) : (
        settings.reason && (
          <Alert>
            <span className="font-medium">Why you get them: </span>
            {settings.kind === 'shifts' ? 'you asked for' : 'your clinic searches for'} {settings.reason}.
          </Alert>
        )
      )}
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-foreground">Send me</legend>
        {ALERT_MODES.map((option) => (
          <label
            key={option}
            htmlFor={`${name}-${option}`}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-3 hover:bg-muted/60 has-[:checked]:border-primary/40 has-[:checked]:bg-teal-50/60"
          >
            <input
              id={`${name}-${option}`}
              type="radio"
              name={name}
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-foreground">{ALERT_MODE_LABELS[option].label}</span>
              <span className="mt-0.5 block text-xs text-muted-foreground">{ALERT_MODE_LABELS[option].description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode !== 'off' && (
        <div className="space-y-1.5">
          <Label htmlFor={`${name}-hour`}>Daily digest at</Label>
          <Select value={String(digestHour)} onValueChange={(value) => setDigestHour(Number(value))}>
            <SelectTrigger id={`${name}-hour`} className="sm:w-48">
              <SelectValue>{hourLabel(digestHour)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {HOURS.map((hour) => (
                <SelectItem key={hour} value={String(hour)}>
                  {hourLabel(hour)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p className="text-xs text-muted-foreground">
            Your time zone: {zoneLabel(settings.timeZone)}.{mode === 'instant' && ' Alerts held back by the hourly limit arrive then.'}
          </p>
        </div>
      )}
      <Button type="submit" disabled={!changed || save.isPending}>
        {save.isPending && <Spinner className="size-4 text-current" label="Saving" />}
        Save alert settings
      </Button>
    </form>
  );
}
