// What the server writes into every page it serves, so the app starts without asking for it:
// the caller's user (null for a visitor), the public settings and, for a signed-in page, the
// answers of the reads it shows first. A JSON data block, which the Content-Security-Policy
// allows where it would refuse an inline script.
import type { AuthUser, PublicConfig } from './auth';

export const PAGE_DATA_ID = 'page-data';

/** One read's answer, under the query key the page's hook uses. */
export interface PageQuery {
  key: readonly unknown[];
  data: unknown;
  /** Set for an infinite query: `data` is its first page, asked with this page parameter. */
  firstPageParam?: number | null;
}

export interface PageData {
  user: AuthUser | null;
  config: PublicConfig;
  /** Absent when the page has none (a visitor, a page without first reads, a slow answer). */
  queries?: PageQuery[];
  /** Set only in the offline shell the service worker answers with when the network fails. */
  offline?: true;
}
