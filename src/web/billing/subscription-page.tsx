// /subscription (spec 1 §2): a clinic's subscription, or the plan to subscribe to. Other users
// see 'Clinic Access Only'.
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../lib/auth-provider';
import { PageHeader } from '../ui/page-header';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { ClinicAccessOnly } from './clinic-access-only';
import { CurrentSubscriptionCard } from './current-subscription-card';
import { PlanCard } from './plan-card';
import { SubscribeDialog } from './subscribe-dialog';
import { useSetupReturn } from './use-setup-return';
import { useSubscription } from './use-subscription';

function Loading({ label }: { label: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-16 text-sm text-muted-foreground">
        <Spinner className="size-8" label={label} />
        {label}
      </CardContent>
    </Card>
  );
}

function ClinicSubscription() {
  const subscription = useSubscription(true);
  const [subscribing, setSubscribing] = useState(false);
  const activatingReturn = useSetupReturn();

  if (activatingReturn) return <Loading label="Activating your subscription…" />;
  if (subscription.isPending) return <Loading label="Loading your subscription…" />;
  if (subscription.isError) {
    return (
      <Alert variant="destructive" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <span>We couldn't load your subscription. Check your connection and try again.</span>
        <Button variant="outline" size="sm" onClick={() => void subscription.refetch()} disabled={subscription.isFetching}>
          <RefreshCw aria-hidden />
          Retry
        </Button>
      </Alert>
    );
  }

  const current = subscription.data;
  return (
    <div className="space-y-6">
      {current && <CurrentSubscriptionCard subscription={current} />}
      {!current?.active && (
        <>
          {current && <h2 className="text-lg font-semibold text-foreground">Subscribe again</h2>}
          <PlanCard
            onSubscribe={() => setSubscribing(true)}
            intro={current ? undefined : "You don't have a subscription yet. Subscribe to post shifts and hire relief veterinarians."}
          />
        </>
      )}
      <SubscribeDialog open={subscribing} onOpenChange={setSubscribing} />
    </div>
  );
}

export function SubscriptionPage() {
  const { user } = useAuth();
  if (!user) return null;
  if (user.userType !== 'clinic') return <ClinicAccessOnly />;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Subscription" description="Your Professional plan: billing status and renewal." />
      <ClinicSubscription />
    </div>
  );
}
