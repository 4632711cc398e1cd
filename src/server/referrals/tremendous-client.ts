// Tremendous' REST API (https://developers.tremendous.com): ordering a reward card and checking
// that the key works. Every call is bounded by the configured timeout. An order carries an
// `external_id`; Tremendous answers a repeated `external_id` with the first order (201) and
// creates no second one, which is what makes a retry after a lost answer safe.
import { z } from 'zod';
import { TREMENDOUS_PRODUCTION_URL, TREMENDOUS_SANDBOX_URL, type Config } from '../config';

export interface TremendousSettings {
  apiKey: string;
  baseUrl: string;
  fundingSourceId: string;
  campaignId?: string;
  productId?: string;
  timeoutMs: number;
}

/** The settings when TREMENDOUS_API_KEY is set; undefined means reward cards are not configured. */
export function tremendousSettings(config: Config): TremendousSettings | undefined {
  if (!config.TREMENDOUS_API_KEY) return undefined;
  return {
    apiKey: config.TREMENDOUS_API_KEY,
    baseUrl: config.TREMENDOUS_BASE_URL.replace(/\/+$/, ''),
    fundingSourceId: config.TREMENDOUS_FUNDING_SOURCE_ID,
    campaignId: config.TREMENDOUS_CAMPAIGN_ID,
    productId: config.TREMENDOUS_PRODUCT_ID,
    timeoutMs: config.TREMENDOUS_TIMEOUT_MS,
  };
}

/** Which Tremendous the base URL points at. */
export function tremendousEnvironment(baseUrl: string): 'production' | 'sandbox' | 'custom' {
  const url = baseUrl.replace(/\/+$/, '');
  if (url === TREMENDOUS_PRODUCTION_URL) return 'production';
  if (url === TREMENDOUS_SANDBOX_URL) return 'sandbox';
  return 'custom';
}

/** A call that did not succeed; `message` is fit for the admin (no key, no stack). */
export class TremendousError extends Error {}

export interface CardOrder {
  /** The idempotency key: one order per key, however often it is sent. */
  externalId: string;
  recipient: { name: string; email: string };
  amountCents: number;
}

export interface PlacedOrder {
  orderId: string;
  rewardId: string | null;
  /** The redemption link, when Tremendous gives one (LINK delivery); e-mailed cards have none. */
  link: string | null;
  status: string;
}

const orderAnswer = z.object({
  order: z.object({
    id: z.string().min(1),
    status: z.string().default(''),
    rewards: z
      .array(z.object({ id: z.string().optional(), delivery: z.object({ link: z.string().optional() }).partial().optional() }).passthrough())
      .default([]),
  }),
});

const errorAnswer = z.object({ errors: z.object({ message: z.string() }).passthrough() }).passthrough();

async function call(settings: TremendousSettings, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new TremendousError(`Tremendous did not answer within ${Math.round(settings.timeoutMs / 1000)} s`);
    }
    throw new TremendousError(`Tremendous could not be reached: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  if (!response.ok) {
    const detail = errorAnswer.safeParse(json);
    const reason = detail.success ? detail.data.errors.message : response.statusText || 'no details';
    throw new TremendousError(`Tremendous answered ${response.status}: ${reason}`);
  }
  return { status: response.status, json };
}

/**
 * Orders one reward card by e-mail to the recipient. 200 is a new order, 201 the order this
 * `externalId` already made, 202 an order waiting for approval in Tremendous' dashboard; all three
 * mean the card is ordered. Throws TremendousError otherwise, or when the order failed.
 */
export async function orderCard(settings: TremendousSettings, order: CardOrder): Promise<PlacedOrder> {
  const { json } = await call(settings, 'POST', '/orders', {
    external_id: order.externalId,
    payment: { funding_source_id: settings.fundingSourceId },
    reward: {
      value: { denomination: order.amountCents / 100, currency_code: 'USD' },
      ...(settings.campaignId ? { campaign_id: settings.campaignId } : {}),
      ...(settings.productId ? { products: [settings.productId] } : {}),
      recipient: order.recipient,
      delivery: { method: 'EMAIL' },
    },
  });
  const parsed = orderAnswer.safeParse(json);
  if (!parsed.success) throw new TremendousError('Tremendous answered without an order');
  const { id, status, rewards } = parsed.data.order;
  if (status === 'FAILED' || status === 'CANCELED') throw new TremendousError(`Tremendous order ${id} is ${status}`);
  return { orderId: id, rewardId: rewards[0]?.id ?? null, link: rewards[0]?.delivery?.link ?? null, status };
}

/** A cheap authenticated call (the funding sources): resolves when the key works, throws otherwise. */
export async function checkKey(settings: TremendousSettings): Promise<void> {
  await call(settings, 'GET', '/funding_sources');
}
