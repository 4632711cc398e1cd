// The subscribe modal (spec 1 §2, §4): plan card → continue to payment → payment details →
// setup confirmed → activation → reload. With billing off there is no payment step: the dialog
// says the server takes no payments and activates the plan free. It only closes through its own
// buttons, so a stray click or Escape cannot lose a payment in progress.
import { CircleCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import type { SubscriptionView } from '../../shared/billing';
import { useConfig } from '../lib/config';
import { formatPeriodEnd } from './subscription-format';
import { PlanFeatures, PlanPrice, PlanTerms } from './plan-details';
import { SubscribeSteps } from './subscribe-steps';
import { useActivateSubscription } from './use-activate-subscription';
import { useStartSubscription, type CardSetup } from './use-start-subscription';

const StripePaymentStep = lazy(() => import('./stripe-payment-step').then((module) => ({ default: module.StripePaymentStep })));

type Step =
  | { name: 'plan' }
  | { name: 'payment'; setup: CardSetup }
  | { name: 'confirmed'; setupIntentId: string }
  | { name: 'done'; subscription?: SubscriptionView };

const STEP_NUMBER = { plan: 0, payment: 1, confirmed: 2, done: 3 } as const;
/** Billing off: Plan, then Activation. */
const FREE_STEP_NUMBER = { plan: 0, payment: 1, confirmed: 1, done: 2 } as const;

const preventClose = (event: Event) => event.preventDefault();

export function SubscribeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const config = useConfig();
  const free = config.billing === 'off';
  const [step, setStep] = useState<Step>({ name: 'plan' });
  const activate = useActivateSubscription();
  const start = useStartSubscription({
    onCardSetup: (setup) => setStep({ name: 'payment', setup }),
    onActive: (subscription) => setStep({ name: 'done', subscription }),
    onProfileRequired: () => {
      onOpenChange(false);
      setStep({ name: 'plan' });
    },
  });

  const busy = start.isPending || activate.isPending || step.name === 'done';

  function close() {
    if (busy) return;
    onOpenChange(false);
    setStep({ name: 'plan' });
    start.reset();
    activate.reset();
  }

  function confirmed(setupIntentId: string) {
    setStep({ name: 'confirmed', setupIntentId });
    activate.mutate(setupIntentId, { onSuccess: () => setStep({ name: 'done' }) });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        hideClose={busy}
        onPointerDownOutside={preventClose}
        onInteractOutside={preventClose}
        onEscapeKeyDown={preventClose}
        className="sm:max-w-xl"
      >
        <DialogHeader>
          <DialogTitle>Subscribe to Professional</DialogTitle>
          <DialogDescription>
            {free
              ? 'Post shifts and hire relief veterinarians. This server does not take payments.'
              : 'Post shifts and hire relief veterinarians for $49 a month.'}
          </DialogDescription>
        </DialogHeader>
        <SubscribeSteps current={(free ? FREE_STEP_NUMBER : STEP_NUMBER)[step.name]} payment={!free} />

        {step.name === 'plan' && (
          <div className="space-y-5">
            <div className="rounded-xl border border-primary/30 bg-teal-50/50 p-5">
              <PlanPrice />
              <PlanFeatures className="mt-4" />
            </div>
            <PlanTerms />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button onClick={() => start.mutate()} disabled={busy}>
                {start.isPending && <Spinner className="size-4 text-current" label={free ? 'Activating' : 'Preparing payment'} />}
                {free ? 'Activate Without Charge' : 'Continue to Payment'}
              </Button>
            </div>
          </div>
        )}

        {step.name === 'payment' && (
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner label="Loading the payment form" />
              </div>
            }
          >
            <StripePaymentStep publishableKey={config.stripePublishableKey} clientSecret={step.setup.clientSecret} onConfirmed={confirmed} onCancel={close} />
          </Suspense>
        )}

        {step.name === 'confirmed' && (
          <div className="space-y-4 py-2 text-center">
            <CircleCheck className="mx-auto size-10 text-emerald-600" aria-hidden />
            <p className="font-medium text-foreground">Card confirmed</p>
            {activate.isError ? (
              <>
                <p className="text-sm text-muted-foreground">Your card is saved, but the subscription could not be activated.</p>
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
                  <Button variant="outline" onClick={close}>
                    Close
                  </Button>
                  <Button onClick={() => confirmed(step.setupIntentId)}>Try Activation Again</Button>
                </div>
              </>
            ) : (
              <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
                <Spinner className="size-4" label="Activating" />
                Activating your subscription…
              </p>
            )}
          </div>
        )}

        {step.name === 'done' && (
          <div className="space-y-3 py-4 text-center">
            <CircleCheck className="mx-auto size-10 text-emerald-600" aria-hidden />
            <p className="font-medium text-foreground">Your subscription is active</p>
            {step.subscription && (
              <p className="text-sm text-muted-foreground">No charge was made. It is active until {formatPeriodEnd(step.subscription.currentPeriodEnd)}.</p>
            )}
            <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" label="Reloading" />
              Updating your account…
            </p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
