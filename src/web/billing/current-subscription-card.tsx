// The clinic's subscription: plan, status, amount and period end (spec 1 §2), and cancelling.
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUBSCRIPTION_PLAN, type SubscriptionView } from '../../shared/billing';
import { formatMoney } from '../../shared/money';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../ui/card';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { formatPeriodEnd } from './subscription-format';
import { isCancelledStatus, needsPayment, SubscriptionStatusBadge } from '../ui/subscription-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium text-foreground">{children}</dd>
    </div>
  );
}

function periodLabel(subscription: SubscriptionView): string {
  if (isCancelledStatus(subscription.status)) return subscription.active ? 'Access until' : 'Access ended';
  return subscription.status === 'active' ? 'Current period ends' : 'Period end';
}

export function CurrentSubscriptionCard({ subscription }: { subscription: SubscriptionView }) {
  const cancelled = isCancelledStatus(subscription.status);
  const canCancel = subscription.status === 'active' && !subscription.cancelAtPeriodEnd;
  const planName = subscription.planType === SUBSCRIPTION_PLAN.planType ? SUBSCRIPTION_PLAN.name : subscription.planType;

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <CreditCard className="size-5" aria-hidden />
          </span>
          <div>
            <CardTitle className="text-lg">Current Subscription</CardTitle>
            <p className="text-sm text-muted-foreground">{planName} plan</p>
          </div>
        </div>
        <SubscriptionStatusBadge status={subscription.status} />
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border border-y border-border">
          <Row label="Plan">{planName}</Row>
          <Row label="Amount">{formatMoney(subscription.amount, { precision: 'cents', per: 'month' })}</Row>
          <Row label={periodLabel(subscription)}>{formatPeriodEnd(subscription.currentPeriodEnd)}</Row>
        </dl>
        {cancelled && subscription.active && subscription.currentPeriodEnd && (
          <p className="mt-4 text-sm text-muted-foreground">
            Your subscription won't renew. You keep full access until {formatPeriodEnd(subscription.currentPeriodEnd)}.
          </p>
        )}
        {needsPayment(subscription.status) && (
          <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Your payment has not gone through yet. Subscribe below to restore access.
          </p>
        )}
        {subscription.status === 'active' && subscription.cancelAtPeriodEnd && (
          <p className="mt-4 text-sm text-muted-foreground">This subscription will not renew after the current period.</p>
        )}
      </CardContent>
      {canCancel && (
        <CardFooter className="justify-end">
          <CancelSubscriptionDialog subscription={subscription} />
        </CardFooter>
      )}
    </Card>
  );
}
