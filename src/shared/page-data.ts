// What the server writes into every page it serves, so the app starts without asking for it:
// the caller's user (null for a visitor) and the public settings. A JSON data block, which the
// Content-Security-Policy allows where it would refuse an inline script.
import type { AuthUser, PublicConfig } from './auth';

export const PAGE_DATA_ID = 'page-data';

export interface PageData {
  user: AuthUser | null;
  config: PublicConfig;
}
