// Referral Management (spec 2 §2): Test Tremendous API and Process Pending, the reward API's
// status box, and a card per referral.
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleAlert, Gift, PlayCircle, PlugZap } from 'lucide-react';
import type { AdminReferral, RewardApiStatus } from '../../shared/referrals';
import { errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { adminPaths } from '../lib/paths';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { endedSession, useAdminQuery } from './admin-api';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { ReferralAdminCard } from './referral-admin-card';
import { useProcessPending, useSendReferralCard, useVerifyReferral } from './use-admin-referrals';

export function ReferralsTab() {
  const queryClient = useQueryClient();
  const referrals = useAdminQuery<AdminReferral[]>(adminPaths.referrals);
  const rewardApi = useAdminQuery<RewardApiStatus>(adminPaths.testTremendous);
  const verify = useVerifyReferral();
  const send = useSendReferralCard();
  const processPending = useProcessPending();
  const list = referrals.data ?? [];

  async function testApi() {
    const result = await rewardApi.refetch();
    if (result.isError && !endedSession(queryClient, result.error))
      toast({ title: 'Test Failed', description: errorMessage(result.error, 'The reward API could not be checked.'), variant: 'destructive' });
  }

  return (
    <section aria-labelledby="referrals-title" className="space-y-4">
      <Card>
        <CardHeader className="gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <CardTitle id="referrals-title">Referral Management</CardTitle>
              <CardDescription>Verify referrals and send each referrer a $10 Visa prepaid card.</CardDescription>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="outline" onClick={() => void testApi()} disabled={rewardApi.isFetching}>
                {rewardApi.isFetching ? <Spinner className="size-4 text-current" label="Testing" /> : <PlugZap aria-hidden />}
                Test Tremendous API
              </Button>
              <Button onClick={() => processPending.mutate()} disabled={processPending.isPending}>
                {processPending.isPending ? <Spinner className="size-4 text-current" label="Processing" /> : <PlayCircle aria-hidden />}
                Process Pending
              </Button>
            </div>
          </div>
          <RewardApiBox status={rewardApi.data} loading={rewardApi.isLoading} failed={rewardApi.isError} />
        </CardHeader>
      </Card>
      {referrals.isLoading ? (
        <ListLoading label="Loading referrals" />
      ) : referrals.isError ? (
        <ListError what="referrals" onRetry={() => void referrals.refetch()} />
      ) : list.length === 0 ? (
        <ListEmpty icon={Gift} text="No referrals found" />
      ) : (
        <ul aria-label="Referrals" className="grid gap-3 xl:grid-cols-2">
          {list.map((referral) => (
            <li key={referral.id}>
              <ReferralAdminCard
                referral={referral}
                busy={verify.isPending && verify.variables === referral.id ? 'verify' : send.isPending && send.variables === referral.id ? 'send' : null}
                onVerify={() =>
                  // 'Verify & Send': with the reward API configured the card goes out in the same click;
                  // without it the referral waits as 'Verified - Ready to Send'.
                  verify.mutate(referral.id, { onSuccess: () => rewardApi.data?.configured && send.mutate(referral.id) })
                }
                onSend={() => send.mutate(referral.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The server's message, less the state the box already names in bold. */
function detail(message: string): string {
  const rest = message.replace(/^(Not )?Configured[.:,]?\s*/, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

function RewardApiBox({ status, loading, failed }: { status: RewardApiStatus | undefined; loading: boolean; failed: boolean }) {
  if (loading) return <div role="status" aria-label="Checking the reward API" className="h-14 animate-pulse rounded-lg bg-muted" />;
  if (failed || !status) return <Alert variant="destructive">The reward API status could not be read. Use Test Tremendous API to try again.</Alert>;
  // Configured but refused (bad key, unreachable) is a warning, not a green light.
  const healthy = status.configured && !/failed/i.test(status.message);
  const Icon = healthy ? CircleCheck : CircleAlert;
  return (
    <div
      role="status"
      className={cn(
        'flex gap-2 rounded-lg border px-4 py-3 text-sm',
        healthy ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong>{status.configured ? 'Configured' : 'Not Configured'}</strong>
        {status.environment && ` (${status.environment})`}
        <span className="block">{detail(status.message) || 'Set the TREMENDOUS_API_KEY environment variable to send Visa cards.'}</span>
      </span>
    </div>
  );
}
