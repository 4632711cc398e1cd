// A subscription's status as the screen names it (spec 1 §2: incomplete reads 'Payment Required').
import { cn } from '../lib/cn';

const PAYMENT_REQUIRED = new Set(['incomplete', 'incomplete_expired', 'past_due', 'unpaid']);
const CANCELLED = new Set(['cancelled', 'canceled']);

export function subscriptionStatusLabel(status: string): string {
  if (status === 'active') return 'Active';
  if (PAYMENT_REQUIRED.has(status)) return 'Payment Required';
  if (CANCELLED.has(status)) return 'Cancelled';
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function isCancelledStatus(status: string): boolean {
  return CANCELLED.has(status);
}

export function needsPayment(status: string): boolean {
  return PAYMENT_REQUIRED.has(status);
}

function tone(status: string): string {
  if (status === 'active') return 'bg-emerald-100 text-emerald-800 ring-emerald-200';
  if (PAYMENT_REQUIRED.has(status)) return 'bg-amber-100 text-amber-900 ring-amber-200';
  return 'bg-slate-100 text-slate-700 ring-slate-200';
}

export function SubscriptionStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset', tone(status), className)}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {subscriptionStatusLabel(status)}
    </span>
  );
}
