// The reads a signed-in page shows first, by path: the server answers them into the page it
// serves (src/server/http/page-queries.ts), the app puts them in its query cache before the first
// render (lib/page-data.ts), so the page paints its content without a round trip. Each key is the
// one the page's hook uses. Only the server imports this (plain TypeScript, no React); the app
// seeds whatever keys its page carries, so its first script need not carry the search filters.
import type { AuthUser } from '../shared/auth';
import { initialFilters, profileRadius, shiftSearchParams, vetSearchParams } from './search/browse-filters';
import { availabilityPaths, bookingPaths, browsePaths, favouritePaths, invoicePaths, marketPaths, messagePaths, shiftPaths } from './lib/paths';

export interface FirstQuery {
  /** The query key of the page's hook. */
  key: readonly unknown[];
  /** The GET that answers it. */
  url: string;
  /** Set for an infinite query: the answer is its first page, asked with this page parameter. */
  firstPageParam?: number | null;
}

const single = (url: string): FirstQuery => ({ key: [url], url });

/** The first page of a list read page by page (`before`), as its hook keys and asks it. */
const firstPage = (url: string): FirstQuery => ({ key: [url, 'pages'], url, firstPageParam: null });

/** The first page of /browse's search, as usePagedSearch keys and asks it. */
function browseSearch(path: string, params: URLSearchParams): FirstQuery {
  return { key: [path, params.toString()], url: `${path}?${params}`, firstPageParam: 0 };
}

function pageQueries(path: string, user: AuthUser): FirstQuery[] {
  const clinic = user.userType === 'clinic';
  switch (path) {
    case '/':
    case '/dashboard':
      return clinic
        ? [single(shiftPaths.stats), single(shiftPaths.shifts), single(favouritePaths.list)]
        : [single(shiftPaths.stats), single(favouritePaths.list)];
    case '/browse': {
      const filters = initialFilters(profileRadius(user.profile));
      return clinic
        ? [browseSearch(browsePaths.nearbyVets, vetSearchParams(filters, 0))]
        : [browseSearch(browsePaths.searchShifts, shiftSearchParams(filters, 0)), single(browsePaths.pendingApplications)];
    }
    case '/bookings': {
      const lists = [firstPage(bookingPaths.requests), single(bookingPaths.summaries), firstPage(availabilityPaths.requests), single(bookingPaths.toDo)];
      // The To do strip: a vet's shifts ready to invoice; a clinic's own shifts.
      return clinic ? [...lists, single(shiftPaths.shifts)] : [...lists, single(invoicePaths.invoiceable)];
    }
    case '/messages':
      return [single(messagePaths.conversations)];
    case '/market-data':
      return [single(marketPaths.marketData)];
    default:
      return [];
  }
}

/**
 * What the page at `path` (lower case) reads first for `user`: the header's badge counts and the
 * page's own first data. Nothing until the access gate lets the user in (those reads would be refused).
 */
export function firstQueries(path: string, user: AuthUser): FirstQuery[] {
  if (user.access !== 'ok' || user.passwordChangeRequired) return [];
  return [single(messagePaths.counts), ...pageQueries(path, user)];
}
