// The marketplace's switches (spec 2 §3 Feature flag; issue 13): the admin turns the referral
// programme, the external message assistant and alert e-mails on and off, and each feature asks
// here when it acts, so the change is obeyed at once. A flag without a row counts as on.
import { eq, sql } from 'drizzle-orm';
import type { FeatureFlagName } from '../../shared/admin';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { featureFlags } from '../db/schema';

/** Whether the flag is on (no row: on). */
export function isFlagEnabled(db: Db, flag: FeatureFlagName): boolean {
  const row = prepared(db, 'feature-flag', () =>
    db
      .select({ enabled: featureFlags.isEnabled })
      .from(featureFlags)
      .where(eq(featureFlags.flagName, sql.placeholder('flag')))
      .prepare(),
  ).get({ flag });
  return row ? row.enabled : true;
}
