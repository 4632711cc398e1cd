// Subscription Management (spec 2 §2): clinic name ('Unknown Clinic'), status badge (active
// green, incomplete 'Payment Required' yellow, others grey), the provider id and period end;
// Cancel Subscription per row and Clean Up Cancelled.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Eraser, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { AdminSubscription } from '../../shared/admin';
import { SubscriptionStatusBadge, isCancelledStatus } from '../ui/subscription-status-badge';
import { apiJson, apiRequest, errorMessage } from '../lib/api-client';
import { adminPaths } from '../lib/paths';
import { pluralize } from '../lib/plural';
import { Button } from '../ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { endedSession, refreshAdmin, useAdminQuery } from './admin-api';
import { formatDay } from './admin-format';
import { ConfirmDialog } from './confirm-dialog';
import { ListEmpty, ListError, ListLoading } from './list-states';

function useSubscriptionActions() {
  const queryClient = useQueryClient();
  const refresh = () => refreshAdmin(queryClient, adminPaths.subscriptions, adminPaths.audit);
  const cancel = useMutation({
    mutationFn: (subscription: AdminSubscription) => apiRequest('POST', adminPaths.cancelSubscription, { subscriptionId: subscription.id }),
    onSuccess: (_, subscription) =>
      toast({ title: 'Subscription cancelled', description: `${subscription.clinicName ?? 'Unknown Clinic'} no longer has a subscription.` }),
    onError: (error) => {
      if (!endedSession(queryClient, error))
        toast({
          title: 'Cancellation Failed',
          description: errorMessage(error, 'Unable to cancel subscription. Please contact support.'),
          variant: 'destructive',
        });
    },
    onSettled: refresh,
  });
  const cleanup = useMutation({
    mutationFn: () => apiJson<{ deletedCount: number }>('POST', adminPaths.cleanupSubscriptions),
    onSuccess: ({ deletedCount }) =>
      toast({ title: 'Cleanup complete', description: `Removed ${deletedCount} cancelled ${pluralize(deletedCount, 'subscription')}.` }),
    onError: (error) => {
      if (!endedSession(queryClient, error))
        toast({ title: 'Failed to cleanup subscriptions', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: refresh,
  });
  return { cancel, cleanup };
}

export function SubscriptionsTab() {
  const subscriptions = useAdminQuery<AdminSubscription[]>(adminPaths.subscriptions);
  const { cancel, cleanup } = useSubscriptionActions();
  const [cancelling, setCancelling] = useState<AdminSubscription | null>(null);
  const list = subscriptions.data ?? [];

  return (
    <section aria-labelledby="subscriptions-title" className="space-y-4">
      <Card>
        <CardHeader className="flex-col gap-3 space-y-0 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <CardTitle id="subscriptions-title">Subscription Management</CardTitle>
            <CardDescription>Clinics' Professional plans. Cancelled ones can be cleaned up in one go.</CardDescription>
          </div>
          <Button variant="outline" onClick={() => cleanup.mutate()} disabled={cleanup.isPending} className="shrink-0">
            {cleanup.isPending ? <Spinner className="size-4 text-current" label="Cleaning up" /> : <Eraser aria-hidden />}
            Clean Up Cancelled
          </Button>
        </CardHeader>
      </Card>
      {subscriptions.isLoading ? (
        <ListLoading label="Loading subscriptions" />
      ) : subscriptions.isError ? (
        <ListError what="subscriptions" onRetry={() => void subscriptions.refetch()} />
      ) : list.length === 0 ? (
        <ListEmpty icon={CreditCard} text="No subscriptions found" />
      ) : (
        <ul aria-label="Subscriptions" className="space-y-2">
          {list.map((subscription) => {
            const clinic = subscription.clinicName ?? 'Unknown Clinic';
            return (
              <li key={subscription.id}>
                <Card role="article" aria-label={clinic} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-medium text-foreground">{clinic}</p>
                      <SubscriptionStatusBadge status={subscription.status} />
                    </div>
                    <p className="truncate text-sm text-muted-foreground">{subscription.email}</p>
                    <p className="break-all text-xs text-slate-600">
                      {subscription.stripeSubscriptionId ?? 'No provider subscription'}
                      {subscription.currentPeriodEnd && <> · Period ends {formatDay(subscription.currentPeriodEnd)}</>}
                    </p>
                  </div>
                  {!isCancelledStatus(subscription.status) && (
                    <Button variant="outline" size="sm" className="shrink-0 text-destructive" onClick={() => setCancelling(subscription)}>
                      <XCircle aria-hidden />
                      Cancel Subscription
                    </Button>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel subscription?"
        description={cancelling && <>{cancelling.clinicName ?? 'Unknown Clinic'} loses access to posting shifts straight away.</>}
        confirmLabel="Cancel Subscription"
        pending={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => cancelling && cancel.mutate(cancelling, { onSettled: () => setCancelling(null) })}
      />
    </section>
  );
}
