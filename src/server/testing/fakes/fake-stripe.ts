// A local HTTP server speaking the slice of the Stripe API the product uses, so tests run the
// real `stripe` SDK against it (STRIPE_API_URL). Stateful: customers, setup intents, prices,
// subscriptions; switches to decline cards or to fail like an outage.
export interface FakeStripe {
  url: string;
  /** What the card form would do: confirm a SetupIntent with a card. */
  confirmSetupIntent(id: string, card?: { last4: string; brand: string }): void;
  subscriptions: Map<string, Record<string, any>>;
  customers: Map<string, Record<string, any>>;
  requests: { method: string; path: string; body: URLSearchParams }[];
  declineCards: boolean;
  down: boolean;
  stop(): void;
}

const MONTH_S = 30 * 24 * 3600;

export function startFakeStripe(now: () => number = Date.now): FakeStripe {
  let counter = 0;
  const id = (prefix: string) => `${prefix}_test${++counter}`;
  const customers = new Map<string, Record<string, any>>();
  const setupIntents = new Map<string, Record<string, any>>();
  const subscriptions = new Map<string, Record<string, any>>();
  const paymentMethods = new Map<string, Record<string, any>>();
  const requests: FakeStripe['requests'] = [];

  const error = (status: number, type: string, message: string, code?: string) => Response.json({ error: { type, message, code } }, { status });
  const notFound = (what: string) => error(404, 'invalid_request_error', `No such ${what}`, 'resource_missing');

  function subscriptionObject(customer: string, paymentMethod: string | undefined, price: string, incomplete: boolean) {
    const start = Math.floor(now() / 1000);
    const subscriptionId = id('sub');
    const invoice = {
      id: id('in'),
      object: 'invoice',
      status: incomplete ? 'open' : 'paid',
      amount_due: 4900,
      amount_paid: incomplete ? 0 : 4900,
      due_date: null,
      status_transitions: { paid_at: incomplete ? null : start },
      lines: { object: 'list', data: [{ period: { start, end: start + MONTH_S } }] },
      parent: { subscription_details: { subscription: subscriptionId } },
      confirmation_secret: incomplete ? { client_secret: `pi_secret_${subscriptionId}`, type: 'payment_intent' } : null,
    };
    return {
      id: subscriptionId,
      object: 'subscription',
      customer,
      status: incomplete ? 'incomplete' : 'active',
      cancel_at_period_end: false,
      default_payment_method: paymentMethod ?? null,
      items: { object: 'list', data: [{ id: id('si'), price: { id: price }, current_period_start: start, current_period_end: start + MONTH_S }] },
      latest_invoice: invoice,
    };
  }

  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const url = new URL(request.url);
      const body = new URLSearchParams(request.method === 'GET' ? url.search : await request.text());
      requests.push({ method: request.method, path: url.pathname, body });
      if (fake.down) return error(500, 'api_error', 'Stripe is having a bad day');
      if (!request.headers.get('authorization')?.startsWith('Bearer sk_test_')) return error(401, 'invalid_request_error', 'Invalid API key');
      const [, , resource, resourceId] = url.pathname.split('/');
      const key = `${request.method} ${resource}${resourceId ? '/:id' : ''}`;

      switch (key) {
        case 'POST customers': {
          const customer = { id: id('cus'), object: 'customer', email: body.get('email'), name: body.get('name'), invoice_settings: {} };
          customers.set(customer.id, customer);
          return Response.json(customer);
        }
        case 'POST customers/:id': {
          const customer = customers.get(resourceId!);
          if (!customer) return notFound('customer');
          customer.invoice_settings = { default_payment_method: body.get('invoice_settings[default_payment_method]') };
          return Response.json(customer);
        }
        case 'POST setup_intents': {
          const intent = {
            id: id('seti'),
            object: 'setup_intent',
            customer: body.get('customer'),
            status: 'requires_payment_method',
            payment_method: null,
            client_secret: '',
          };
          intent.client_secret = `${intent.id}_secret_fake`;
          setupIntents.set(intent.id, intent);
          return Response.json(intent);
        }
        case 'GET setup_intents/:id': {
          const intent = setupIntents.get(resourceId!);
          if (!intent) return notFound('setup_intent');
          const expand = body.getAll('expand[]').concat(body.getAll('expand[0]'));
          return Response.json(
            expand.includes('payment_method') && intent.payment_method ? { ...intent, payment_method: paymentMethods.get(intent.payment_method) } : intent,
          );
        }
        case 'POST prices':
          return Response.json({ id: id('price'), object: 'price', unit_amount: Number(body.get('unit_amount')), currency: body.get('currency') });
        case 'POST subscriptions': {
          const customer = body.get('customer')!;
          if (!customers.has(customer)) return notFound('customer');
          if (fake.declineCards && body.get('payment_behavior') === 'error_if_incomplete') {
            return error(402, 'card_error', 'Your card was declined.', 'card_declined');
          }
          const subscription = subscriptionObject(
            customer,
            body.get('default_payment_method') ?? undefined,
            body.get('items[0][price]')!,
            body.get('payment_behavior') === 'default_incomplete',
          );
          subscriptions.set(subscription.id, subscription);
          return Response.json(subscription);
        }
        case 'GET subscriptions/:id': {
          const subscription = subscriptions.get(resourceId!);
          return subscription ? Response.json(subscription) : notFound('subscription');
        }
        case 'DELETE subscriptions/:id': {
          const subscription = subscriptions.get(resourceId!);
          if (!subscription) return notFound('subscription');
          subscription.status = 'canceled';
          subscription.canceled_at = Math.floor(Date.now() / 1000);
          return Response.json(subscription);
        }
        case 'POST subscriptions/:id': {
          const subscription = subscriptions.get(resourceId!);
          if (!subscription) return notFound('subscription');
          if (body.has('cancel_at_period_end')) subscription.cancel_at_period_end = body.get('cancel_at_period_end') === 'true';
          return Response.json(subscription);
        }
      }
      return error(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname})`);
    },
  });

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${server.port}`,
    confirmSetupIntent(intentId, card = { last4: '4242', brand: 'visa' }) {
      const intent = setupIntents.get(intentId);
      if (!intent) throw new Error(`no setup intent ${intentId}`);
      const method = { id: id('pm'), object: 'payment_method', type: 'card', card: { ...card, exp_month: 12, exp_year: 2030 } };
      paymentMethods.set(method.id, method);
      intent.status = 'succeeded';
      intent.payment_method = method.id;
    },
    subscriptions,
    customers,
    requests,
    declineCards: false,
    down: false,
    stop: () => server.stop(true),
  };
  return fake;
}
