// The user and settings the server wrote into the page (src/shared/page-data.ts), put in the query
// cache before the first render so neither is fetched on load.
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

/**
 * Seeds the cache with `data`. The user is left out while a demo identity is stored: calls then
 * act as that demo account (spec 1 §7), which the page, served to a cookie, cannot know.
 */
export function seedPageData(client: QueryClient, data: PageData, demoUserId = getDemoUserId()): void {
  client.setQueryData([api.config], data.config);
  if (demoUserId) return;
  client.setQueryData([api.authUser], data.user);
  client.setQueryData([api.user], data.user);
}
