// The marketplace's switches (spec 2 §3 Feature flag; issue 13): the admin turns the referral
// programme, the external message assistant and alert e-mails on and off, and each feature asks
// here when it acts, so the change is obeyed at once. A flag without a row counts as on.
import type { FeatureFlagName } from '../../shared/admin';
import type { Db } from '../db/client';

export function isFlagEnabled(db: Db, flag: FeatureFlagName): boolean {
  const row = db.$client.query<{ enabled: number }, [string]>('SELECT is_enabled AS enabled FROM feature_flags WHERE flag_name = ?').get(flag);
  return row ? row.enabled === 1 : true;
}
