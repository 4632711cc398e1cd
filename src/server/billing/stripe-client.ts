// The Stripe SDK, configured from the environment, and the translation of its failures into
// the product's errors. The SDK is loaded only when a key is set, so a server with billing
// off starts without it.
import type Stripe from 'stripe';
import type { Config } from '../config';
import { AppError } from '../http/errors';

export const PAYMENT_SYSTEM_DOWN = 'Payment system temporarily unavailable. Please try again later.';

/** A Stripe client when STRIPE_SECRET_KEY is set; undefined means billing is off. */
export async function createStripe(config: Config): Promise<Stripe | undefined> {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const { default: StripeSdk } = await import('stripe');
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  return new StripeSdk(config.STRIPE_SECRET_KEY, {
    httpClient: StripeSdk.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
}

/** Runs a Stripe call; a network or Stripe-side failure becomes 503, a card problem 402. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const type = (error as { type?: string }).type;
    const message = error instanceof Error ? error.message : String(error);
    if (type === 'StripeCardError') throw new AppError(402, message, 'CARD_DECLINED');
    if (type === 'StripeInvalidRequestError') throw new AppError(400, message, 'PAYMENT_REQUEST_INVALID');
    throw new AppError(503, PAYMENT_SYSTEM_DOWN, 'PAYMENT_SYSTEM_DOWN');
  }
}
