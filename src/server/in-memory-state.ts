// Everything the server keeps in memory between requests, listed once: what it holds, what it is
// kept per, how big it may grow and what makes an entry go. The database is the truth; each of
// these is a copy or a memo that must not outlive what it was made from.
// in-memory-state.test.ts fails when a module starts an empty Map/WeakMap/WeakSet at module level
// that is not listed here, when a listed one is gone, and when a cache fed by the change log
// reads a table whose writes do not reach the log (docs/decisions/0019-in-memory-state.md).
import type { AppEventType } from './events/app-event';
import { CALLER_FEED } from './auth/caller-cache';
import { BOOKING_LIST_FEED } from './bookings/list-cache';
import { INVOICE_ANSWER_FEED } from './invoices/answer-cache';
import { FAVOURITE_LIST_FEED } from './favourites/favourite-lists';
import type { ChangeFeed } from './lib/change-log';
import { PEOPLE_FEED } from './messages/people-cache';
import { CLINIC_CARD_FEED } from './search/clinic-cards';
import { openShifts } from './search/shift-index';
import { locatedVets } from './search/vet-index';

/** What drops an entry or the whole thing. */
export type Invalidation =
  /** Triggers append every write to the tables it reads to change_log; the cache reads the log before answering. */
  | { by: 'change log'; feed: ChangeFeed }
  /** Listeners on the event bus (services announce after a commit). */
  | { by: 'events'; events: readonly AppEventType[] }
  /** A job replaces it. */
  | { by: 'job'; job: string }
  /** Kept for a time, then read again. */
  | { by: 'age'; ms: number }
  /** Keyed by the object it was made from: it goes when that object does, and a changed object is a new key. */
  | { by: 'key object' }
  /** Made from inputs that never change (a secret, a time zone, a cost, SQL text): never stale. */
  | { by: 'nothing'; why: string };

export interface InMemoryState {
  name: string;
  /** The module under src/server and the module-level variable that holds it. */
  module: string;
  variable: string;
  /** 'database': a WeakMap keyed by the Db, so each test app (or restored database) has its own. */
  per: 'database' | 'process' | 'object';
  holds: string;
  invalidatedBy: readonly Invalidation[];
  /** What keeps it from growing without end. */
  bound: string;
}

const shiftGridFeed: ChangeFeed = { kinds: [openShifts.kind], reads: openShifts.reads };
const vetGridFeed: ChangeFeed = { kinds: [locatedVets.kind], reads: locatedVets.reads };

export const IN_MEMORY_STATE: readonly InMemoryState[] = [
  {
    name: 'guard results',
    module: 'auth/guards.ts',
    variable: 'admitted',
    per: 'object',
    holds: 'per Request: what a route guard found in the transform phase (caller, profile, admin session), for its resolve',
    invalidatedBy: [{ by: 'key object' }],
    bound: 'the requests in flight',
  },
  {
    name: 'caller cache',
    module: 'auth/caller-cache.ts',
    variable: 'caches',
    per: 'database',
    holds: 'signed-in callers by session id: session, user, profile facts and subscription',
    invalidatedBy: [{ by: 'change log', feed: CALLER_FEED }],
    bound: '10,000 callers, then cleared; expiry and paid period still checked against the clock',
  },
  {
    name: 'auth user JSON',
    module: 'auth/auth-user-json.ts',
    variable: 'serialised',
    per: 'object',
    holds: "GET /api/auth/user's JSON text per cached caller, with the access state it was made for",
    invalidatedBy: [{ by: 'key object' }],
    bound: 'one per live cached caller',
  },
  {
    name: 'verified session cookies',
    module: 'auth/sessions.ts',
    variable: 'verified',
    per: 'process',
    holds: 'cookie value → session id once its HMAC checked out, per secret',
    invalidatedBy: [{ by: 'nothing', why: 'a signature under a secret never changes; whether the session lives is asked of the database on every request' }],
    bound: '10,000 values per secret, then cleared',
  },
  {
    name: 'timing dummy hashes',
    module: 'auth/service.ts',
    variable: 'dummyHashes',
    per: 'process',
    holds: 'one argon2id hash per hash cost, verified against when an e-mail is unknown',
    invalidatedBy: [{ by: 'nothing', why: 'made from a constant password and the cost' }],
    bound: 'one per configured cost',
  },
  {
    name: 'clinic cards',
    module: 'search/clinic-cards.ts',
    variable: 'caches',
    per: 'database',
    holds: "the clinic part of shift search results, with the clinic's late-cancellation times",
    invalidatedBy: [{ by: 'change log', feed: CLINIC_CARD_FEED }],
    bound: 'one per clinic; cancellations older than 12 months drop by the clock',
  },
  {
    name: 'open shift and located vet indexes',
    module: 'lib/live-grid.ts',
    variable: 'grids',
    per: 'database',
    holds: 'the distance-search grids of open shifts and of located vets; the vet grid keeps its rated vets in rating order as they change',
    invalidatedBy: [
      { by: 'change log', feed: shiftGridFeed },
      { by: 'change log', feed: vetGridFeed },
    ],
    bound: 'one point per open shift or located vet; past dates swept daily',
  },
  {
    name: 'favourite lists',
    module: 'favourites/favourite-lists.ts',
    variable: 'caches',
    per: 'database',
    holds: "each searcher's own favourites (ids and a set): the searches' filter and their cards' stars",
    invalidatedBy: [{ by: 'change log', feed: FAVOURITE_LIST_FEED }],
    bound: '1,000,000 ids across all lists (2,000 full lists of 500), then cleared',
  },
  {
    name: 'favourites looked up in the grids',
    module: 'search/favourites-only.ts',
    variable: 'lookups',
    per: 'object',
    holds: "per favourite list: its vets' grid entries or its clinics' shift groups, as looked up at the grid's version",
    invalidatedBy: [{ by: 'key object' }, { by: 'change log', feed: shiftGridFeed }, { by: 'change log', feed: vetGridFeed }],
    bound: 'one array per live favourite list',
  },
  {
    name: 'first-look horizon',
    module: 'search/shift-index.ts',
    variable: 'firstLookHorizons',
    per: 'database',
    holds: 'the latest first-look end among the open-shift entries loaded: past it, search skips the first-look check',
    invalidatedBy: [{ by: 'change log', feed: shiftGridFeed }],
    bound: 'one number per database; reset by each full load of the index',
  },
  {
    name: 'people in messages',
    module: 'messages/people-cache.ts',
    variable: 'caches',
    per: 'database',
    holds: 'name, kind, photo and clinic name of the people embedded in messages',
    invalidatedBy: [{ by: 'change log', feed: PEOPLE_FEED }],
    bound: '50,000 people, then cleared',
  },
  {
    name: 'person JSON',
    module: 'messages/messages-json.ts',
    variable: 'personJsonOf',
    per: 'object',
    holds: "a cached person's JSON text",
    invalidatedBy: [{ by: 'key object' }],
    bound: 'one per live cached person',
  },
  {
    name: 'ISO day prefixes',
    module: 'messages/messages-json.ts',
    variable: 'dayPrefixes',
    per: 'process',
    holds: "'YYYY-MM-DDT' by day number",
    invalidatedBy: [{ by: 'nothing', why: 'a pure function of the day number' }],
    bound: '4,096 days, then cleared',
  },
  {
    name: 'booking list answers',
    module: 'bookings/list-cache.ts',
    variable: 'caches',
    per: 'database',
    holds: 'GET /api/booking-requests JSON per viewer and query',
    invalidatedBy: [
      { by: 'change log', feed: BOOKING_LIST_FEED },
      { by: 'age', ms: 60_000 },
    ],
    bound: '32 MB of JSON, then cleared',
  },
  {
    name: 'invoice list and earnings answers',
    module: 'invoices/answer-cache.ts',
    variable: 'caches',
    per: 'database',
    holds: 'GET /api/invoices, /api/earnings and /api/spend JSON per reader, query and day',
    invalidatedBy: [{ by: 'change log', feed: INVOICE_ANSWER_FEED }],
    bound: '16 MB of JSON, then cleared',
  },
  {
    name: 'market snapshot',
    module: 'market/snapshot.ts',
    variable: 'holders',
    per: 'database',
    holds: "the market figures of the last pass, and clinics' own figures",
    invalidatedBy: [
      { by: 'job', job: 'market-refresh' },
      { by: 'events', events: ['shift.posted', 'shift.updated', 'shift.deleted'] },
    ],
    bound: 'one snapshot; one entry per clinic that asked, emptied by each pass',
  },
  {
    name: 'prepared statements',
    module: 'db/prepared.ts',
    variable: 'cache',
    per: 'database',
    holds: 'compiled SQL statements of the hot paths',
    invalidatedBy: [{ by: 'nothing', why: 'SQL text, no data' }],
    bound: 'one per call site',
  },
  {
    name: 'gazetteer loads',
    module: 'geo/gazetteer.ts',
    variable: 'loads',
    per: 'database',
    holds: 'the one load of the ZIP gazetteer, however many ask meanwhile',
    invalidatedBy: [{ by: 'nothing', why: 'reference data no route writes' }],
    bound: 'one per database',
  },
  {
    name: 'recovered fan-outs',
    module: 'alerts/fanout.job.ts',
    variable: 'recovered',
    per: 'database',
    holds: 'whether this process already released the claims a killed process left',
    invalidatedBy: [{ by: 'nothing', why: 'once per database per process, by design' }],
    bound: 'one per database',
  },
  {
    name: 'shift time formatters',
    module: 'bookings/shift-time.ts',
    variable: 'formatters',
    per: 'process',
    holds: 'Intl.DateTimeFormat per time zone',
    invalidatedBy: [{ by: 'nothing', why: 'made from the zone name' }],
    bound: 'one per US time zone',
  },
  {
    name: 'zone offsets by hour',
    module: 'bookings/shift-time.ts',
    variable: 'offsets',
    per: 'process',
    holds: 'per time zone, its UTC offset for each hour asked (US zones change offset only on the hour)',
    invalidatedBy: [{ by: 'nothing', why: 'made from the zone rules and the hour' }],
    bound: '20,000 hours per US time zone, then that zone starts over',
  },
  {
    name: 'digest formatters',
    module: 'alerts/digest.ts',
    variable: 'formatters',
    per: 'process',
    holds: 'Intl.DateTimeFormat per time zone',
    invalidatedBy: [{ by: 'nothing', why: 'made from the zone name' }],
    bound: 'one per US time zone',
  },
  {
    name: 'change counts at request start',
    module: 'http/durable-answers.ts',
    variable: 'changesAtStart',
    per: 'object',
    holds: "per Request: the connection's change count when it arrived, so only a request that wrote waits for the disk",
    invalidatedBy: [{ by: 'key object' }],
    bound: 'the requests in flight',
  },
  {
    name: 'group commits',
    module: 'db/group-commit.ts',
    variable: 'groupCommits',
    per: 'database',
    holds: 'how far the WAL is fsynced (a change count) and the fsync under way, per file database opened with group commit',
    invalidatedBy: [{ by: 'nothing', why: 'a count of what is on disk only grows; it goes with the database' }],
    bound: 'one per database',
  },
  {
    name: 'job runs under way',
    module: 'jobs/runner.ts',
    variable: 'runsUnderWay',
    per: 'database',
    holds: "each job's run in progress, shared by the timers' runner and the admin panel's Run now",
    invalidatedBy: [{ by: 'nothing', why: 'a run leaves the map when it ends' }],
    bound: 'one per registered job',
  },
  {
    name: 'invoice date formatters',
    module: 'invoices/dates.ts',
    variable: 'formats',
    per: 'process',
    holds: "Intl.DateTimeFormat giving a zone's YYYY-MM-DD date (an invoice's issue date)",
    invalidatedBy: [{ by: 'nothing', why: 'made from the zone name' }],
    bound: 'one per US time zone',
  },
  {
    name: 'earnings calendar-date formatters',
    module: 'earnings/months.ts',
    variable: 'formats',
    per: 'process',
    holds: "Intl.DateTimeFormat giving a date (YYYY-MM-DD) per time zone, for a reader's this month",
    invalidatedBy: [{ by: 'nothing', why: 'made from the zone name' }],
    bound: 'one per US time zone',
  },
  {
    name: 'PDF font character sets',
    module: 'invoices/pdf-text.ts',
    variable: 'drawable',
    per: 'process',
    holds: 'the code points each standard PDF font can encode (WinAnsi)',
    invalidatedBy: [{ by: 'nothing', why: "made from the font's own encoding table" }],
    bound: 'one per standard font used (two)',
  },
];
