// Test support: a local HTTP server that speaks the part of Tremendous' API the referral
// programme uses (POST /orders, GET /funding_sources) the way the real one does — bearer key,
// 400 with { errors: { message } } for an incomplete order, and `external_id` idempotency (a
// repeated key answers the first order with 201 and creates nothing). Tests can make the next
// order fail, hang, or be recorded and then hang (a response lost on the way back).
import type { Config } from '../../config';

export interface FakeOrder {
  id: string;
  external_id: string | null;
  status: string;
  payment: { funding_source_id: string };
  campaign_id?: string;
  rewards: {
    id: string;
    order_id: string;
    value: unknown;
    recipient: { name: string; email: string };
    products?: string[];
    delivery: { method: string; status: string };
  }[];
}

interface OrderBody {
  external_id?: string;
  payment?: { funding_source_id?: string };
  reward?: {
    value?: { denomination?: unknown };
    campaign_id?: string;
    products?: string[];
    recipient?: { name: string; email: string };
    delivery?: { method?: string };
  };
}

type NextOrder = { kind: 'fail'; status: number; message: string } | { kind: 'hang' } | { kind: 'record-then-hang' };

export interface FakeTremendous {
  baseUrl: string;
  apiKey: string;
  /** Every order created, in order. */
  orders: FakeOrder[];
  /** Every POST /orders received, successful or not. */
  orderRequests: number;
  /** What the next POST /orders does instead of answering normally. */
  next(behaviour: NextOrder): void;
  /** The config settings that point the app here. */
  config(): Partial<Config>;
  stop(): void;
}

const API_KEY = 'TEST_fake-tremendous-key';
/** Longer than the tests' client timeout (300 ms), short enough not to hold the test run. */
const HANG_MS = 1_500;

export function startFakeTremendous(): FakeTremendous {
  const orders: FakeOrder[] = [];
  const queued: NextOrder[] = [];
  let orderRequests = 0;
  const error = (status: number, message: string) => Response.json({ errors: { message, payload: {} } }, { status });

  async function createOrder(request: Request): Promise<Response> {
    orderRequests++;
    const body = (await request.json().catch(() => null)) as OrderBody | null;
    const behaviour = queued.shift();
    if (behaviour?.kind === 'fail') return error(behaviour.status, behaviour.message);
    if (behaviour?.kind === 'hang') {
      await Bun.sleep(HANG_MS);
      return error(504, 'hung');
    }
    const externalId: string | null = body?.external_id ?? null;
    const existing = externalId ? orders.find((order) => order.external_id === externalId) : undefined;
    if (existing) return Response.json({ order: existing }, { status: 201 });
    const reward = body?.reward;
    if (!body?.payment?.funding_source_id) return error(400, 'payment.funding_source_id is required');
    if (typeof reward?.value?.denomination !== 'number' || !reward?.recipient?.email) return error(400, 'reward value and recipient are required');
    if (!reward.campaign_id && !reward.products?.length) return error(400, 'Either products or campaign_id must be specified');
    const n = orders.length + 1;
    const order: FakeOrder = {
      id: `ORDER${n}`,
      external_id: externalId,
      status: 'EXECUTED',
      payment: { funding_source_id: body.payment.funding_source_id },
      campaign_id: reward.campaign_id,
      rewards: [
        {
          id: `REWARD${n}`,
          order_id: `ORDER${n}`,
          value: reward.value,
          recipient: reward.recipient,
          products: reward.products,
          delivery: { method: reward.delivery?.method ?? 'EMAIL', status: 'SCHEDULED' },
        },
      ],
    };
    orders.push(order);
    if (behaviour?.kind === 'record-then-hang') {
      await Bun.sleep(HANG_MS);
      return error(504, 'hung');
    }
    return Response.json({ order }, { status: 200 });
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      if (request.headers.get('authorization') !== `Bearer ${API_KEY}`) return error(401, 'Invalid API key');
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path === '/api/v2/orders') return createOrder(request);
      if (request.method === 'GET' && path === '/api/v2/funding_sources') {
        return Response.json({ funding_sources: [{ id: 'BALANCE1', method: 'balance', status: 'active', usage_permissions: ['api_orders'] }] });
      }
      return error(404, 'Not found');
    },
  });
  const baseUrl = `http://127.0.0.1:${server.port}/api/v2`;

  return {
    baseUrl,
    apiKey: API_KEY,
    orders,
    get orderRequests() {
      return orderRequests;
    },
    next: (behaviour) => void queued.push(behaviour),
    config: () => ({
      TREMENDOUS_API_KEY: API_KEY,
      TREMENDOUS_BASE_URL: baseUrl,
      TREMENDOUS_CAMPAIGN_ID: 'CAMPAIGN1',
      TREMENDOUS_FUNDING_SOURCE_ID: 'balance',
      TREMENDOUS_TIMEOUT_MS: 300,
    }),
    stop: () => void server.stop(true),
  };
}
