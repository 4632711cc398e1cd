// The e-mail outbox (issue 13): every message the app wrote, with status, attempts and the last
// error; sent or failed ones can be sent again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { AdminOutboxEmail } from '../../shared/admin';
import { apiRequest, errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { adminPaths } from '../lib/paths';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { endedSession, refreshAdmin, useAdminQuery } from './admin-api';
import { formatMoment } from './admin-format';
import { ListEmpty, ListError, ListLoading } from './list-states';

const STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
const TONE: Record<string, string> = {
  sent: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-blue-100 text-blue-800',
};

/** Only a finished e-mail can go again: pending and sending ones are still on their way. */
const RESENDABLE = new Set(['sent', 'failed']);

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

function useResend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', adminPaths.resendEmail(id)),
    onSuccess: () => toast({ title: 'E-mail queued again', description: 'The outbox will send it within a minute.' }),
    onError: (error) => {
      if (!endedSession(queryClient, error))
        toast({ title: 'Failed to resend e-mail', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => refreshAdmin(queryClient, adminPaths.outbox, adminPaths.audit),
  });
}

export function OutboxTab() {
  const [status, setStatus] = useState('all');
  const outbox = useAdminQuery<AdminOutboxEmail[]>(status === 'all' ? adminPaths.outbox : `${adminPaths.outbox}?status=${status}`, { keepPrevious: true });
  const resend = useResend();
  const list = outbox.data ?? [];

  return (
    <section aria-label="E-mail outbox" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Newest first. Without SMTP configured, e-mails wait here.</p>
        <Select value={status} onValueChange={setStatus}>
          <SelectTrigger aria-label="E-mail status" className="w-36 shrink-0">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All</SelectItem>
            {STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {statusLabel(value)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {outbox.isLoading ? (
        <ListLoading label="Loading e-mails" />
      ) : outbox.isError ? (
        <ListError what="the outbox" onRetry={() => void outbox.refetch()} />
      ) : list.length === 0 ? (
        <ListEmpty icon={Mail} text={status === 'all' ? 'No e-mails yet' : `No ${status} e-mails`} />
      ) : (
        <ul aria-label="E-mails" className={cn('space-y-2', outbox.isPlaceholderData && 'opacity-60')}>
          {list.map((email) => (
            <li key={email.id}>
              <Card role="article" aria-label={email.subject} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge className={TONE[email.status] ?? 'bg-slate-100 text-slate-700'}>{statusLabel(email.status)}</Badge>
                    <p className="min-w-0 truncate font-medium text-foreground">{email.subject}</p>
                  </div>
                  <p className="truncate text-sm text-muted-foreground">To {email.toAddress}</p>
                  <p className="text-xs text-slate-600">
                    Written {formatMoment(email.createdAt)}
                    {email.sentAt && <> · Sent {formatMoment(email.sentAt)}</>} · {email.attempts} {email.attempts === 1 ? 'attempt' : 'attempts'}
                  </p>
                  {email.lastError && <p className="break-words rounded bg-red-50 px-2 py-1 font-mono text-xs text-red-800">{email.lastError}</p>}
                </div>
                {RESENDABLE.has(email.status) && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="shrink-0"
                    onClick={() => resend.mutate(email.id)}
                    disabled={resend.isPending && resend.variables === email.id}
                  >
                    {resend.isPending && resend.variables === email.id ? (
                      <Spinner className="size-4 text-current" label="Resending" />
                    ) : (
                      <RotateCw aria-hidden />
                    )}
                    Resend
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
