// The people of the mixed load: clinics and vets signed up over HTTP, and what each does in a
// session — read, search, apply, accept, write — with think time between actions, as a person
// would. Messages stay at a few a minute per person, well inside the per-sender limit.
import { VALID_CLINIC_PROFILE, VALID_SHIFT, VALID_VET_PROFILE } from '../src/server/guard-rails/callers';
import type { Recorder } from './mixed-load-stats';

/** Real US ZIP codes (the embedded gazetteer geocodes them), so searches see distance spread. */
const PLACES = [
  { city: 'Denver', state: 'CO', zipCode: '80202' },
  { city: 'Boulder', state: 'CO', zipCode: '80302' },
  { city: 'Colorado Springs', state: 'CO', zipCode: '80903' },
  { city: 'Fort Collins', state: 'CO', zipCode: '80521' },
  { city: 'Golden', state: 'CO', zipCode: '80401' },
  { city: 'New York', state: 'NY', zipCode: '10004' },
  { city: 'Chicago', state: 'IL', zipCode: '60601' },
  { city: 'Austin', state: 'TX', zipCode: '78701' },
] as const;

const DAY_MS = 86_400_000;
const SHIFTS_PER_CLINIC = 6;
/** How many partners a person writes to: few, as the limit on new conversations a day expects. */
const MESSAGE_PARTNERS = 3;

type Random = () => number;

/** One signed-in person: a cookie, and calls that time themselves into the recorder. */
export class Person {
  private cookie = '';
  constructor(
    private readonly base: string,
    readonly kind: 'clinic' | 'vet',
    readonly index: number,
  ) {}
  id = 0;

  /** One call; `record` is where its latency goes (null during set-up). Throws on no answer in set-up. */
  async call(recorder: Recorder | null, kind: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const headers: Record<string, string> = { cookie: this.cookie };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      text = await response.text();
    } catch (error) {
      recorder?.record(kind, performance.now() - started, 'network', String(error));
      if (!recorder) throw error;
      return { status: 0, json: null };
    }
    recorder?.record(kind, performance.now() - started, response.status, text);
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (cookie?.startsWith('vetrelief.sid=')) this.cookie = cookie;
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {}
    if (!recorder && response.status >= 300) throw new Error(`set-up: ${method} ${path} answered ${response.status} ${text.slice(0, 300)}`);
    return { status: response.status, json };
  }
}

/** A date `days` from today (UTC), as the shift form sends it. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** A shift of the clinic in the next two months, on a day picked by the seeded generator. */
function newShift(random: Random) {
  return { ...VALID_SHIFT, shiftDate: dayFromToday(3 + Math.floor(random() * 60)), hourlyRate: 6000 + Math.floor(random() * 40) * 100 };
}

/** Signs the person up: account, profile, and for a clinic a subscription and a few shifts. */
export async function signUp(person: Person, random: Random): Promise<void> {
  const place = PLACES[person.index % PLACES.length]!;
  const userType = person.kind === 'clinic' ? 'clinic' : 'relief_vet';
  const email = `load-${person.kind}-${person.index}@example.com`;
  const { json } = await person.call(null, 'register', 'POST', '/api/register', {
    email,
    password: 'load-password',
    firstName: 'Load',
    lastName: `${person.kind}${person.index}`,
    userType,
  });
  person.id = json.id ?? json.user?.id;
  if (!person.id) person.id = (await person.call(null, 'auth/user', 'GET', '/api/auth/user')).json.id;
  if (person.kind === 'vet') {
    await person.call(null, 'profile', 'POST', '/api/vet-profiles', { ...VALID_VET_PROFILE, ...place, lastName: `Vet${person.index}` });
    return;
  }
  await person.call(null, 'profile', 'POST', '/api/clinic-profiles', { ...VALID_CLINIC_PROFILE, ...place, clinicName: `Load Clinic ${person.index}` });
  await person.call(null, 'subscribe', 'POST', '/api/create-subscription', { planType: 'professional', amount: 4900 });
  await person.call(
    null,
    'shifts',
    'POST',
    '/api/shifts',
    Array.from({ length: SHIFTS_PER_CLINIC }, () => newShift(random)),
  );
}

type Action = (person: Person, recorder: Recorder, memory: Memory, random: Random) => Promise<void>;

/** What a person remembers between actions: shifts seen, partners, applications to decide. */
interface Memory {
  seenShifts: { id: number; clinicId: number }[];
  applied: Set<number>;
  partners: number[];
  pending: { id: number; vetId: number }[];
}

const pick = <T>(items: readonly T[], random: Random): T | undefined => items[Math.floor(random() * items.length)];

function remember(memory: Memory, partner: number): void {
  if (memory.partners.length < MESSAGE_PARTNERS && !memory.partners.includes(partner)) memory.partners.push(partner);
}

async function dashboard(person: Person, recorder: Recorder): Promise<void> {
  await person.call(recorder, 'GET /api/auth/user', 'GET', '/api/auth/user');
  await person.call(recorder, 'GET /api/stats', 'GET', '/api/stats');
  await person.call(recorder, 'GET /api/counts', 'GET', '/api/counts');
}

async function conversations(person: Person, recorder: Recorder): Promise<void> {
  const { json } = await person.call(recorder, 'GET /api/conversations', 'GET', '/api/conversations');
  const partner = Array.isArray(json) ? json[0]?.partner?.id : undefined;
  if (partner) await person.call(recorder, 'GET /api/messages/:userId', 'GET', `/api/messages/${partner}?limit=30`);
}

async function message(person: Person, recorder: Recorder, memory: Memory, random: Random): Promise<void> {
  const to = pick(memory.partners, random);
  if (to) await person.call(recorder, 'POST /api/messages', 'POST', '/api/messages', { toUserId: to, content: `Hello from ${person.kind} ${person.index}` });
}

const SORTS = ['distance', 'date', 'rate'] as const;

const VET_ACTIONS: [number, Action][] = [
  [
    30,
    async (person, recorder, memory, random) => {
      const sort = pick(SORTS, random);
      const { json } = await person.call(recorder, 'GET /api/search-shifts', 'GET', `/api/search-shifts?radius=100&limit=20&sort=${sort}`);
      for (const shift of json?.results ?? []) {
        if (!memory.seenShifts.some((seen) => seen.id === shift.id)) memory.seenShifts.push({ id: shift.id, clinicId: shift.clinicId });
      }
      memory.seenShifts.splice(0, Math.max(0, memory.seenShifts.length - 60));
    },
  ],
  [20, (person, recorder) => dashboard(person, recorder)],
  [15, (person, recorder) => person.call(recorder, 'GET /api/booking-requests', 'GET', '/api/booking-requests').then(() => {})],
  [
    8,
    async (person, recorder, memory, random) => {
      const shift = pick(
        memory.seenShifts.filter((seen) => !memory.applied.has(seen.id)),
        random,
      );
      if (!shift) return;
      memory.applied.add(shift.id);
      const { status } = await person.call(recorder, 'POST /api/booking-requests', 'POST', '/api/booking-requests', { shiftId: shift.id });
      if (status === 201) remember(memory, shift.clinicId);
    },
  ],
  [15, (person, recorder) => conversations(person, recorder)],
  [4, message],
];

const CLINIC_ACTIONS: [number, Action][] = [
  [25, (person, recorder) => person.call(recorder, 'GET /api/shifts', 'GET', '/api/shifts').then(() => {})],
  [
    25,
    async (person, recorder, memory) => {
      const { json } = await person.call(recorder, 'GET /api/booking-requests', 'GET', '/api/booking-requests?status=pending');
      memory.pending = (json?.requests ?? []).map((request: { id: number; vetId: number }) => ({ id: request.id, vetId: request.vetId }));
      for (const request of memory.pending) remember(memory, request.vetId);
    },
  ],
  [
    5,
    async (person, recorder, memory, random) => {
      const request = pick(memory.pending, random);
      if (!request) return;
      memory.pending = memory.pending.filter((pending) => pending.id !== request.id);
      await person.call(recorder, 'PUT /api/booking-requests/:id', 'PUT', `/api/booking-requests/${request.id}`, { status: 'accepted' });
    },
  ],
  [15, (person, recorder) => dashboard(person, recorder)],
  [15, (person, recorder) => conversations(person, recorder)],
  [5, message],
  [3, (person, recorder, _memory, random) => person.call(recorder, 'POST /api/shifts', 'POST', '/api/shifts', newShift(random)).then(() => {})],
];

function choose(actions: [number, Action][], random: Random): Action {
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [weight, action] of actions) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return actions[actions.length - 1]![1];
}

/** Think time between actions, ms. */
export function thinkMs(random: Random): number {
  return 300 + random() * 1200;
}

/** The person's session until `until` (performance.now() ms): think, act, repeat. */
export async function live(person: Person, recorder: Recorder, random: Random, until: number): Promise<void> {
  const memory: Memory = { seenShifts: [], applied: new Set(), partners: [], pending: [] };
  const actions = person.kind === 'vet' ? VET_ACTIONS : CLINIC_ACTIONS;
  // Start at a random point in the first think time, so the users do not arrive in step.
  await Bun.sleep(random() * thinkMs(random));
  while (performance.now() < until) {
    await choose(actions, random)(person, recorder, memory, random);
    await Bun.sleep(thinkMs(random));
  }
}
