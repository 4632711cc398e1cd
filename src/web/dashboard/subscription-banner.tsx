// Shown to a clinic with a profile but no subscription in force.
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '../ui/button';

export function SubscriptionBanner() {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <CreditCard className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
        <p>
          <span className="font-semibold">Subscription required.</span> Subscribe to the Professional plan to post shifts and browse relief veterinarians.
        </p>
      </div>
      <Link to="/subscription" className={buttonVariants({ size: 'sm', className: 'self-start sm:self-auto' })}>
        Subscribe
      </Link>
    </div>
  );
}
