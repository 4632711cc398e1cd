// Shown instead of a gated screen when the user must finish their profile (or subscribe) first.
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BlockReason } from '../lib/access-gate';
import { buttonVariants } from '../ui/button';
import { Card, CardContent } from '../ui/card';

export function AccessBlockedPage({ reason, userType }: { reason: BlockReason; userType: 'clinic' | 'relief_vet' }) {
  const needsProfile = reason === 'Complete profile first';
  const text = needsProfile
    ? userType === 'clinic'
      ? 'Complete your clinic profile to access this feature.'
      : 'Complete your relief vet profile to access this feature.'
    : 'An active subscription is required to access this feature.';
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Lock className="size-6" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold text-foreground">{reason}</h1>
        <p className="text-sm text-muted-foreground">{text}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Link to="/profile" className={buttonVariants()}>
            {needsProfile ? 'Complete Profile' : 'Go to Profile'}
          </Link>
          {!needsProfile && (
            <Link to="/subscription" className={buttonVariants({ variant: 'outline' })}>
              View Subscription
            </Link>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
