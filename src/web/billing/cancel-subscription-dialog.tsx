// Asks before cancelling (spec 1 §2): access continues until the end of the billing period.
import { useState } from 'react';
import type { SubscriptionView } from '../../shared/billing';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { formatPeriodEnd } from './subscription-format';
import { useCancelSubscription } from './use-cancel-subscription';

export function CancelSubscriptionDialog({ subscription }: { subscription: SubscriptionView }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const until = subscription.currentPeriodEnd ? formatPeriodEnd(subscription.currentPeriodEnd) : 'the end of your billing period';

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full text-destructive hover:text-destructive sm:w-auto">
          Cancel Subscription
        </Button>
      </DialogTrigger>
      <DialogContent hideClose={cancel.isPending}>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>
            You won't be charged again. Your access continues until the end of the billing period ({until}); after that you can no longer post shifts or browse
            relief veterinarians.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            Keep Subscription
          </Button>
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate(subscription, { onSuccess: () => setOpen(false) })}>
            {cancel.isPending && <Spinner className="size-4 text-current" label="Cancelling" />}
            Cancel Subscription
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
