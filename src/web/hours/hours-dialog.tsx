// One shift's hours in a dialog: the booked times, the history of versions (who proposed what,
// who decided and when) and, for the side whose turn it is, the action in place: the vet submits
// (or submits again, or accepts the clinic's correction), the clinic approves or proposes a
// correction with its reason.
import { useState } from 'react';
import { formatMoney } from '../../shared/money';
import { formatWorked, type HoursVersion, type ShiftHours } from '../../shared/shift-day-rules';
import { formatShiftDate } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { clinicMoment, zoneLabel } from '../../shared/zoned-time';
import { viewerZone } from '../lib/viewer-zone';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { HoursForm, type HoursFormValues } from './hours-form';
import { proposalSummary } from './proposal-summary';
import { useHoursAction, useShiftHours } from './use-hours';

const STATUS_LABELS: Record<HoursVersion['status'], string> = {
  submitted: 'Waiting for the clinic',
  approved: 'Approved',
  disputed: 'Corrected by the clinic',
  proposed: 'Correction proposed',
  superseded: 'Replaced by a new submission',
};

/** An instant of the answer on the clinic's clock, labelled when the viewer's clock reads differently. */
const when = (iso: string, zone: string) => clinicMoment(iso, zone, viewerZone());
const decider = (version: HoursVersion) => (version.decidedBy === 'system' ? 'automatically' : version.decidedBy === 'clinic' ? 'by the clinic' : 'by the vet');

function History({ versions, zone }: { versions: HoursVersion[]; zone: string }) {
  if (!versions.length) return null;
  return (
    <section aria-label="Hours history">
      <h3 className="mb-2 text-sm font-semibold">History</h3>
      <ol className="space-y-2">
        {versions.map((version) => (
          <li key={version.id} className="rounded-lg border border-border p-3 text-sm" data-testid="hours-version">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium">
                {version.proposedBy === 'clinic' ? 'Clinic' : 'Vet'}: {twelveHourRange(version.startTime, version.endTime)}, {version.breakMinutes} min break
              </span>
              <span className="text-muted-foreground">{STATUS_LABELS[version.status]}</span>
            </div>
            <p className="text-muted-foreground">
              {formatWorked(version.workedMinutes)} · {formatMoney(version.amountCents, { precision: 'cents' })} · sent {when(version.createdAt, zone)}
              {version.decidedAt && ` · ${version.status === 'superseded' ? 'replaced' : 'decided'} ${decider(version)} ${when(version.decidedAt, zone)}`}
            </p>
            {version.note && <p className="mt-1">“{version.note}”</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Actions({ hours, viewer }: { hours: ShiftHours; viewer: 'clinic' | 'relief_vet' }) {
  const action = useHoursAction(hours.shiftId);
  const [disputing, setDisputing] = useState(false);
  const latest = hours.versions.at(-1);
  const booked: HoursFormValues = { startTime: hours.booked.startTime, endTime: hours.booked.endTime, breakMinutes: 0, text: '' };
  const from = (version: HoursVersion | undefined): HoursFormValues =>
    version ? { startTime: version.startTime, endTime: version.endTime, breakMinutes: version.breakMinutes, text: '' } : booked;

  if (hours.stage === 'approved') return <Alert>These hours are approved.</Alert>;
  if (hours.stage === 'not_due')
    return <p className="text-sm text-muted-foreground">Hours can be submitted once the shift has ended ({when(hours.endsAt, hours.zone)}).</p>;
  if (viewer === 'relief_vet') {
    if (hours.stage === 'submitted') return <p className="text-sm text-muted-foreground">Your hours are waiting for the clinic.</p>;
    return (
      <div className="space-y-3">
        {hours.stage === 'correction_proposed' && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">{proposalSummary(latest)}</p>
            <Button onClick={() => action.mutate({ kind: 'accept' })} disabled={action.isPending}>
              Accept correction
            </Button>
          </div>
        )}
        <HoursForm
          key={latest?.id ?? 0}
          mode="submit"
          initial={from(hours.stage === 'correction_proposed' ? hours.versions.at(-2) : undefined)}
          hourlyRate={hours.booked.hourlyRate}
          pending={action.isPending}
          submitLabel={hours.stage === 'correction_proposed' ? 'Submit again' : 'Submit hours'}
          onSubmit={(input) => action.mutate({ kind: 'submit', input: { ...input, note: input.note ?? null } })}
        />
      </div>
    );
  }
  if (hours.stage !== 'submitted') {
    const waiting = hours.stage === 'to_submit' ? 'The vet has not submitted the hours yet.' : 'Your correction is waiting for the vet.';
    return <p className="text-sm text-muted-foreground">{waiting}</p>;
  }
  if (disputing) {
    return (
      <HoursForm
        mode="dispute"
        initial={from(latest)}
        hourlyRate={hours.booked.hourlyRate}
        pending={action.isPending}
        submitLabel="Propose correction"
        onCancel={() => setDisputing(false)}
        onSubmit={(input) => action.mutate({ kind: 'dispute', input: { ...input, reason: input.reason ?? '' } }, { onSuccess: () => setDisputing(false) })}
      />
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={() => setDisputing(true)} disabled={action.isPending}>
        Dispute
      </Button>
      <Button onClick={() => action.mutate({ kind: 'approve' })} disabled={action.isPending}>
        {action.isPending && <Spinner className="size-4 text-current" label="Approving" />}
        Approve hours
      </Button>
    </div>
  );
}

/** "Thursday, December 10, 2026, booked 8:00 AM – 6:00 PM MST at $75/hr." (the zone only when the viewer's differs). */
function bookedLine({ booked, zone, endsAt }: ShiftHours): string {
  const times = `${twelveHourRange(booked.startTime, booked.endTime)}${zoneLabel(Date.parse(endsAt), zone, viewerZone())}`;
  return `${formatShiftDate(booked.shiftDate)}, booked ${times} at ${formatMoney(booked.hourlyRate, { precision: 'exact', per: 'hr' })}.`;
}

export function HoursDialog({ shiftId, viewer, onClose }: { shiftId: number | null; viewer: 'clinic' | 'relief_vet'; onClose: () => void }) {
  const hours = useShiftHours(shiftId);
  const data = hours.data;
  return (
    <Dialog open={shiftId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Hours worked</DialogTitle>
          <DialogDescription>
            {data ? bookedLine(data) : 'The hours of this shift.'}
            {data?.autoApprovesAt && ` Without an answer, they are approved automatically on ${when(data.autoApprovesAt, data.zone)}.`}
          </DialogDescription>
        </DialogHeader>
        {hours.isLoading && <Spinner label="Loading the hours" />}
        {hours.isError && (
          <Alert variant="destructive">
            Could not load the hours.{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void hours.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {data && (
          <>
            <Actions hours={data} viewer={viewer} />
            <History versions={data.versions} zone={data.zone} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
