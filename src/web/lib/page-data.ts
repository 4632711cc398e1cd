// The user, settings and first reads the server wrote into the page (src/shared/page-data.ts),
// put in the query cache before the first render so none of them is fetched on load.
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID, type PageData } from '../../shared/page-data';
import { getDemoUserId } from './demo-user';
import { api } from './paths';

/** The page's data block, or null when the page has none (a development server). */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}

/** The cached values that came in the page, still unchanged since. */
const fromPage = new WeakSet<object>();
/** How long a value that came in the page counts as just fetched: the page's first mounts. */
const FRESH_FROM_PAGE_MS = 10_000;

/**
 * Seeds the cache with `data`, as fetched at `fetchedAt` (epoch ms: when the page was loaded, which
 * may be long before the app starts on it). The user and the reads are left out while a demo
 * identity is stored: calls then act as that demo account (spec 1 §7), which the page, served to a
 * cookie, cannot know.
 */
export function seedPageData(client: QueryClient, data: PageData, demoUserId = getDemoUserId(), fetchedAt = Date.now()): void {
  client.setQueryData([api.config], data.config);
  if (demoUserId) return;
  client.setQueryData([api.authUser], data.user);
  client.setQueryData([api.user], data.user);
  for (const query of data.queries ?? []) {
    const value = query.firstPageParam === undefined ? query.data : { pages: [query.data], pageParams: [query.firstPageParam] };
    const stored = client.setQueryData(query.key, value, { updatedAt: fetchedAt });
    if (stored && typeof stored === 'object') fromPage.add(stored);
  }
}

/**
 * refetchOnMount for reads that refetch on every visit: not when the value is the one the page
 * brought moments ago (as fresh as a fetch at load would be), always otherwise.
 */
export function refetchUnlessFromPage(query: { state: { data: unknown; dataUpdatedAt: number } }): boolean | 'always' {
  const { data, dataUpdatedAt } = query.state;
  const justServed = data !== null && typeof data === 'object' && fromPage.has(data) && Date.now() - dataUpdatedAt < FRESH_FROM_PAGE_MS;
  return justServed ? false : 'always';
}
