// The admin's feature flags (spec 2 §3 Feature flag; issue 13): list and set. The features read
// them through flags/flags.ts when they act, so a change is obeyed at once.
import { asc } from 'drizzle-orm';
import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlagName } from '../../shared/admin';
import type { Db } from '../db/client';
import { featureFlags } from '../db/schema';
import { AppError } from '../http/errors';
import { type Actor, audit } from './audit';

/** The three switches, with their state (a missing row counts as on, as isFlagEnabled reads it). */
export function listFlags(db: Db): FeatureFlag[] {
  const rows = new Map(
    db
      .select()
      .from(featureFlags)
      .orderBy(asc(featureFlags.flagName))
      .all()
      .map((row) => [row.flagName, row]),
  );
  return FEATURE_FLAGS.map((flagName) => ({
    flagName,
    isEnabled: rows.get(flagName)?.isEnabled ?? true,
    description: rows.get(flagName)?.description ?? null,
  }));
}

/** Turns a switch on or off. */
export function setFlag(db: Db, actor: Actor, flagName: string, isEnabled: boolean, now: number): FeatureFlag {
  if (!(FEATURE_FLAGS as readonly string[]).includes(flagName)) throw new AppError(404, `No feature flag named ${flagName}`, 'FLAG_NOT_FOUND');
  const name = flagName as FeatureFlagName;
  return db.transaction(
    (tx) => {
      const row = tx
        .insert(featureFlags)
        .values({ flagName: name, isEnabled, updatedAt: now })
        .onConflictDoUpdate({ target: featureFlags.flagName, set: { isEnabled, updatedAt: now } })
        .returning()
        .get();
      audit(tx, actor, isEnabled ? 'flag.enable' : 'flag.disable', `flag:${name}`, now);
      return { flagName: row.flagName, isEnabled: row.isEnabled, description: row.description };
    },
    { behavior: 'immediate' },
  );
}
