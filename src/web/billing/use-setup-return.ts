// Stripe sends the browser back to /subscription after a redirect-based payment method, with
// the SetupIntent in the query string: finish the activation the modal would have done.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../ui/use-toast';
import { useActivateSubscription } from './use-activate-subscription';

export function useSetupReturn() {
  const [params, setParams] = useSearchParams();
  const { mutate: activate, isPending } = useActivateSubscription();
  const handled = useRef(false);
  const setupIntentId = params.get('setup_intent');
  const status = params.get('redirect_status');

  useEffect(() => {
    if (!setupIntentId || handled.current) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (status === 'succeeded') activate(setupIntentId);
    else toast({ title: 'Setup Failed', description: 'Payment processing error', variant: 'destructive' });
  }, [setupIntentId, status, setParams, activate]);

  return isPending;
}
