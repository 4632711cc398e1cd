// The answers a signed-in page shows first (src/web/first-queries.ts), asked of the app itself
// with the caller's own cookie while the page is written: the same routes, guards and JSON the
// browser would get one round trip later. Only what answers 200 within the budget goes in; the
// app asks for the rest itself, as it would without any.
import type { AuthUser } from '../../shared/auth';
import type { PageQuery } from '../../shared/page-data';
import { firstQueries } from '../../web/first-queries';

/** How long the page waits for its first answers; past it, the page goes without the late ones. */
export const PAGE_QUERIES_BUDGET_MS = 300;

/** The answers of `path`'s first reads for `user`, asked through `handle` as `request`'s caller. */
export async function pageQueries(
  handle: (request: Request) => Promise<Response>,
  request: Request,
  path: string,
  user: AuthUser,
  budgetMs = PAGE_QUERIES_BUDGET_MS,
): Promise<PageQuery[]> {
  const queries = firstQueries(path.toLowerCase(), user);
  if (!queries.length) return [];
  // Only the session cookie goes along: the caller is who the cookie says, as for the page itself.
  const headers = { cookie: request.headers.get('cookie') ?? '', accept: 'application/json' };
  const answers: (PageQuery | null)[] = queries.map(() => null);
  const asked = queries.map(async (query, i) => {
    try {
      const response = await handle(new Request(new URL(query.url, request.url), { headers }));
      if (response.status !== 200) return;
      const data: unknown = await response.json();
      answers[i] = query.firstPageParam === undefined ? { key: query.key, data } : { key: query.key, data, firstPageParam: query.firstPageParam };
    } catch {
      // A failed read is the app's to ask again; the page itself never fails for it.
    }
  });
  let timer: Timer | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  await Promise.race([Promise.all(asked), late]);
  clearTimeout(timer);
  return answers.filter((answer) => answer !== null);
}
