// The Professional plan: price, what it includes and its terms (spec 1 §1, §9).
import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SUBSCRIPTION_PLAN } from '../../shared/billing';
import { cn } from '../lib/cn';

const FEATURES = [
  'Post unlimited relief shifts',
  'Find and invite relief veterinarians near you',
  'Message relief vets directly',
  'Manage bookings and send booking summaries',
  'Market data on relief rates in your area',
];

export function PlanPrice({ className }: { className?: string }) {
  return (
    <div className={className}>
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{SUBSCRIPTION_PLAN.name}</p>
      <p className="mt-1 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-foreground">${SUBSCRIPTION_PLAN.priceDollars}</span>
        <span className="text-sm text-muted-foreground">/{SUBSCRIPTION_PLAN.interval}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">Card charged immediately · Cancel anytime</p>
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

export function PlanTerms({ className }: { className?: string }) {
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
