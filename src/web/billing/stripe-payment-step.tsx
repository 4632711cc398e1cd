// The card step of subscribing (spec 1 §4): Stripe's Payment Element confirms the SetupIntent the
// server created. Lazy-loaded, and through Stripe's `pure` entry, so Stripe's script is fetched
// only when a clinic reaches this step.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Lock } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { SUBSCRIPTION_PLAN } from '../../shared/billing';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { PAYMENT_SYSTEM_DOWN } from './subscription-messages';

export interface StripePaymentStepProps {
  publishableKey: string | null;
  clientSecret: string;
  /** The SetupIntent is confirmed: activation comes next. */
  onConfirmed: (setupIntentId: string) => void;
  onCancel: () => void;
}

/** One Stripe instance per key for the life of the page, as Stripe asks; null when Stripe.js cannot load. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.error('Stripe.js failed to load', error);
      stripeByKey.delete(publishableKey);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** The Stripe instance: undefined while Stripe.js loads, null when it cannot. */
function useStripeInstance(publishableKey: string | null): Stripe | null | undefined {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(publishableKey ? undefined : null);
  useEffect(() => {
    if (!publishableKey) return;
    let current = true;
    void stripeFor(publishableKey).then((loaded) => current && setStripe(loaded));
    return () => {
      current = false;
    };
  }, [publishableKey]);
  return stripe;
}

function Unavailable({ onCancel }: { onCancel: () => void }) {
  return (
    <div className="space-y-4">
      <Alert variant="destructive">{PAYMENT_SYSTEM_DOWN}</Alert>
      <Button variant="outline" onClick={onCancel} className="w-full sm:w-auto">
        Close
      </Button>
    </div>
  );
}

function Loading() {
  return (
    <div className="flex justify-center py-8">
      <Spinner label="Loading the payment form" />
    </div>
  );
}

/** Where Stripe sends the browser back after a redirect-based method; the page resumes activation. */
function returnUrl(): string {
  return `${window.location.origin}/subscription`;
}

function CardForm({ onConfirmed, onCancel }: Pick<StripePaymentStepProps, 'onConfirmed' | 'onCancel'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    try {
      const { error, setupIntent } = await stripe.confirmSetup({ elements, confirmParams: { return_url: returnUrl() }, redirect: 'if_required' });
      if (error) {
        // Field mistakes are shown inside the Payment Element itself.
        if (error.type === 'validation_error') return;
        toast({
          title: error.type === 'card_error' ? 'Payment Failed' : 'Setup Failed',
          description: error.message || 'Payment processing error',
          variant: 'destructive',
        });
        return;
      }
      onConfirmed(setupIntent.id);
    } catch (error) {
      console.error('Card setup failed', error);
      toast({ title: 'Setup Failed', description: 'Payment processing error', variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  if (loadFailed) return <Unavailable onCancel={onCancel} />;
  return (
    <form onSubmit={submit} className="space-y-4">
      {!ready && <Loading />}
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={(event) => {
          console.error('The payment form failed to load', event.error);
          setLoadFailed(true);
        }}
        options={{ layout: 'tabs' }}
      />
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        Card details go straight to Stripe. Your card is charged ${SUBSCRIPTION_PLAN.priceDollars} now and every month until you cancel.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={!stripe || !elements || !ready || submitting}>
          {submitting && <Spinner className="size-4 text-current" label="Confirming" />}
          Subscribe for ${SUBSCRIPTION_PLAN.priceDollars}/month
        </Button>
      </div>
    </form>
  );
}

export function StripePaymentStep({ publishableKey, clientSecret, onConfirmed, onCancel }: StripePaymentStepProps) {
  const stripe = useStripeInstance(publishableKey);
  if (stripe === undefined) return <Loading />;
  if (stripe === null) return <Unavailable onCancel={onCancel} />;
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#0f766e', borderRadius: '8px', fontFamily: 'Inter, system-ui, sans-serif' } },
      }}
    >
      <CardForm onConfirmed={onConfirmed} onCancel={onCancel} />
    </Elements>
  );
}
