// The key that signs links sent in e-mail (one-click unsubscribe). It is kept in the database, not
// in the data folder, so a backup carries it: links already sent keep working after a restore into
// a new folder or onto a new machine. See docs/decisions/0016-link-signing-key.md.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/** app_settings key of the link signing key. */
export const LINK_SIGNING_KEY = 'link_signing_key';

/** The database's link signing key, created (48 random bytes) the first time it is asked for. */
export function linkSigningKey(db: Db): string {
  const created = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  // Two servers never share a folder (data-lock), but a lost race would still keep the first key.
  db.insert(appSettings).values({ key: LINK_SIGNING_KEY, value: created }).onConflictDoNothing().run();
  return db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, LINK_SIGNING_KEY)).get()!.value;
}
