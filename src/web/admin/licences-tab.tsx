// Licences: the queue of unverified licences, newest first, filterable by state. Each shows the
// vet, the number and a link to the state board's public lookup where one is known; Verify or
// Reject takes an optional note, and both go to the audit log.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { LicenceQueuePage, QueuedLicence } from '../../shared/licence-queue';
import { LICENCE_NOTE_MAX, licenceDecisionSchema } from '../../shared/trusted-network';
import { US_STATES } from '../../shared/us-states';
import { apiRequest, errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { adminPaths } from '../lib/paths';
import { Button } from '../ui/button';
import { NewerOlderPager } from '../ui/newer-older-pager';
import { Card } from '../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { FormField, fieldAria } from '../ui/form-field';
import { Spinner } from '../ui/spinner';
import { Textarea } from '../ui/textarea';
import { toast } from '../ui/use-toast';
import { endedSession, refreshAdmin, useAdminQuery } from './admin-api';
import { formatMoment } from './admin-format';
import { ListEmpty, ListError, ListLoading } from './list-states';

type Decision = 'verify' | 'reject';

function useDecide(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: Decision; note: string | null }) =>
      apiRequest('POST', adminPaths.licenceDecision(id), { decision, note }),
    onSuccess: (_, { decision }) => {
      toast({ title: decision === 'verify' ? 'Licence verified' : 'Licence rejected' });
      onDone();
    },
    onError: (error) => {
      if (!endedSession(queryClient, error))
        toast({ title: 'Failed to save the decision', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => refreshAdmin(queryClient, adminPaths.licences, adminPaths.audit),
  });
}

export function LicencesTab() {
  const [state, setState] = useState('');
  const [offset, setOffset] = useState(0);
  const [deciding, setDeciding] = useState<{ licence: QueuedLicence; decision: Decision } | null>(null);
  const queue = useAdminQuery<LicenceQueuePage>(`${adminPaths.licences}?state=${state}&offset=${offset}`, { keepPrevious: true });
  return (
    <section aria-label="Licences to verify" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-muted-foreground">Unverified licences, newest first. Check each on the state board's site before verifying.</p>
        <label className="flex items-center gap-2 text-sm">
          State
          <select
            className="h-9 rounded-lg border border-input bg-white px-2 text-sm"
            value={state}
            onChange={(event) => {
              setState(event.target.value);
              setOffset(0);
            }}
          >
            <option value="">All states</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {code} – {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueueList queue={queue} offset={offset} setOffset={setOffset} onDecide={(licence, decision) => setDeciding({ licence, decision })} />
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />
    </section>
  );
}

function QueueList({
  queue,
  offset,
  setOffset,
  onDecide,
}: {
  queue: ReturnType<typeof useAdminQuery<LicenceQueuePage>>;
  offset: number;
  setOffset: (offset: number) => void;
  onDecide: (licence: QueuedLicence, decision: Decision) => void;
}) {
  if (queue.isLoading) return <ListLoading label="Loading licences" />;
  if (queue.isError || !queue.data) return <ListError what="the licences" onRetry={() => void queue.refetch()} />;
  const { licences, total, limit } = queue.data;
  if (total === 0)
    return <ListEmpty icon={BadgeCheck} text="No licences waiting" hint="New and edited licences appear here until they are verified or rejected." />;
  return (
    <>
      <ul aria-label="Licences" className={cn('space-y-2', queue.isPlaceholderData && 'opacity-60')}>
        {licences.map((licence) => (
          <li key={licence.id}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-1 text-sm">
                <p className="font-medium text-foreground">
                  {licence.vetName} <span className="font-normal text-slate-600">· {licence.vetEmail}</span>
                </p>
                <p>
                  {licence.state} · {licence.licenceNumber}
                  <span className="text-slate-600"> · {licence.expiresOn ? `expires ${licence.expiresOn}` : 'expiry unknown'}</span>
                </p>
                <p className="flex flex-wrap items-center gap-x-3 text-xs text-slate-600">
                  <span>Added {formatMoment(licence.createdAt)}</span>
                  {licence.lookupUrl ? (
                    <a href={licence.lookupUrl} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 text-primary underline">
                      {licence.state} board lookup <ExternalLink className="size-3" aria-hidden />
                    </a>
                  ) : (
                    <span>No lookup page on file for {licence.state}</span>
                  )}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button size="sm" onClick={() => onDecide(licence, 'verify')} aria-label={`Verify ${licence.state} licence of ${licence.vetName}`}>
                  Verify
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onDecide(licence, 'reject')}
                  aria-label={`Reject ${licence.state} licence of ${licence.vetName}`}
                >
                  Reject
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <NewerOlderPager label="Licence pages" offset={offset} limit={limit} total={total} onOffsetChange={setOffset} />
    </>
  );
}

function DecisionDialog({ deciding, onClose }: { deciding: { licence: QueuedLicence; decision: Decision } | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const decide = useDecide(() => {
    setNote('');
    onClose();
  });
  const verb = deciding?.decision === 'verify' ? 'Verify' : 'Reject';
  return (
    <Dialog open={deciding !== null} onOpenChange={(open) => !open && !decide.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {verb} {deciding?.licence.state} licence {deciding?.licence.licenceNumber}?
          </DialogTitle>
          <DialogDescription>
            {deciding?.decision === 'verify'
              ? `Clinics will see "Licence verified · ${deciding.licence.state}" on ${deciding.licence.vetName}'s card while it is in date.`
              : 'The vet sees the licence as not verified. The note goes to the audit log.'}
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!deciding) return;
            const parsed = licenceDecisionSchema.safeParse({ decision: deciding.decision, note });
            if (!parsed.success) return setError(parsed.error.issues[0]?.message);
            setError(undefined);
            decide.mutate({ id: deciding.licence.id, ...parsed.data });
          }}
        >
          <FormField id="licence-note" label="Note (optional)" error={error}>
            <Textarea
              id="licence-note"
              value={note}
              maxLength={LICENCE_NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
              {...fieldAria('licence-note', error)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={decide.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant={deciding?.decision === 'reject' ? 'destructive' : 'default'} disabled={decide.isPending}>
              {decide.isPending && <Spinner className="size-4 text-current" label="Working" />}
              {verb} licence
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
