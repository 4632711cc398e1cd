// What the web app shows but the server does not do yet. Each entry goes when its issue lands,
// so nothing a user can press fails with 'Not found' meanwhile.

/** Pages whose feature is not built yet: the menus show them as 'Soon', not as working links. */
export const UPCOMING_PAGES: ReadonlySet<string> = new Set<string>();

/** Whether a link target (path, maybe with a query) is a page that is not built yet. */
export function isUpcoming(to: string): boolean {
  return UPCOMING_PAGES.has(to.split('?')[0]!.toLowerCase());
}
