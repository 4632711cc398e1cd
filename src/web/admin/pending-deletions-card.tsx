// The Users tab's card of accounts their owners deleted: who, when, and the day the erasure job
// erases them; the admin can erase one at once (audit logged on the server).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PendingDeletion } from '../../shared/account-deletion';
import { apiRequest, errorMessage } from '../lib/api-client';
import { adminPaths } from '../lib/paths';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { toast } from '../ui/use-toast';
import { endedSession, refreshAdmin, useAdminQuery } from './admin-api';
import { formatDay, userTypeLabel } from './admin-format';
import { ConfirmDialog } from './confirm-dialog';

function useEraseNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pending: PendingDeletion) => apiRequest('POST', adminPaths.eraseDeletion(pending.id)),
    onSuccess: (_, pending) => toast({ title: 'Account erased', description: `${pending.email}'s personal data has been erased.` }),
    onError: (error) => {
      if (!endedSession(queryClient, error))
        toast({ title: 'Could not erase the account', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => refreshAdmin(queryClient, adminPaths.deletions, adminPaths.users, adminPaths.overview, adminPaths.audit),
  });
}

export function PendingDeletionsCard() {
  const deletions = useAdminQuery<PendingDeletion[]>(adminPaths.deletions);
  const erase = useEraseNow();
  const [confirming, setConfirming] = useState<PendingDeletion | null>(null);
  const rows = deletions.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card aria-label="Pending deletions">
      <CardHeader>
        <CardTitle>Pending deletions</CardTitle>
        <CardDescription>Accounts their owners deleted. Each is erased on the date shown unless its owner signs in again first.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {rows.map((pending) => (
            <li key={pending.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{pending.name}</p>
                <p className="truncate text-muted-foreground">{pending.email}</p>
              </div>
              <Badge variant="secondary">{userTypeLabel(pending.userType)}</Badge>
              <span className="text-muted-foreground">Deleted {formatDay(pending.deactivatedAt)}</span>
              <span>Erased on {formatDay(pending.eraseAfter)}</span>
              <Button variant="destructive" size="sm" onClick={() => setConfirming(pending)}>
                Erase now
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        title="Erase this account now?"
        description={`${confirming?.email ?? ''}: names, e-mail, phone, addresses, licences and photo are erased at once and cannot be restored.`}
        confirmLabel="Erase now"
        pending={erase.isPending}
        onConfirm={() => confirming && erase.mutate(confirming, { onSettled: () => setConfirming(null) })}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}
