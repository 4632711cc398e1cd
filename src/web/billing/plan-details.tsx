// The Professional plan: price, what it includes and its terms (spec 1 §1, §9).
import { addMonths } from 'date-fns';
import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SUBSCRIPTION_PLAN } from '../../shared/billing';
import { cn } from '../lib/cn';
import { useConfig } from '../lib/config';
import { formatPeriodEnd } from './subscription-format';

const FEATURES = [
  'Post unlimited relief shifts',
  'Find and invite relief veterinarians near you',
  'Message relief vets directly',
  'Manage bookings and send booking summaries',
  'Market data on relief rates in your area',
];

export function PlanPrice({ className }: { className?: string }) {
  const { billing } = useConfig();
  return (
    <div className={className}>
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{SUBSCRIPTION_PLAN.name}</p>
      <p className="mt-1 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-foreground">${SUBSCRIPTION_PLAN.priceDollars}</span>
        <span className="text-sm text-muted-foreground">/{SUBSCRIPTION_PLAN.interval}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {billing === 'off' ? 'No charge on this server · Cancel anytime' : 'Card charged immediately · Cancel anytime'}
      </p>
    </div>
  );
}

export function PlanFeatures({ className }: { className?: string }) {
  return (
    <ul className={cn('space-y-2.5', className)}>
      {FEATURES.map((feature) => (
        <li key={feature} className="flex items-start gap-2.5 text-sm text-foreground">
          <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Check className="size-3" aria-hidden strokeWidth={3} />
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}

/**
 * Billing off (docs/decisions/0004): the plain truth that nothing is charged. The server starts
 * the free period now and ends it a month later (billing/store.ts), so the date is the same.
 */
export function FreePlanNotice({ className }: { className?: string }) {
  return (
    <p className={cn('rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground', className)}>
      This server does not take payments. The {SUBSCRIPTION_PLAN.name} plan is activated without charge until{' '}
      {formatPeriodEnd(addMonths(new Date(), 1).toISOString())}, and renews free each month until you cancel. No card is needed.
    </p>
  );
}

export function PlanTerms({ className }: { className?: string }) {
  const { billing } = useConfig();
  if (billing === 'off') return <FreePlanNotice className={className} />;
  return (
    <p className={cn('text-xs leading-relaxed text-muted-foreground', className)}>
      Billed monthly in advance. Payments are non-refundable except as required by law. We give 30 days' notice of any price change. See the{' '}
      <Link to="/terms-of-use" target="_blank" rel="noreferrer" className="font-medium text-primary underline-offset-4 hover:underline">
        terms of use
      </Link>
      .
    </p>
  );
}
