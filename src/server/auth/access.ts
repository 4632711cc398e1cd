// The access gate on the server: which of the caller's features are open (spec 1 §4).
import { accessGate, subscriptionGrantsAccess, type Access } from '../../shared/access';
import type { ClinicProfile, VetProfile } from '../../shared/profiles';
import { findSubscription } from '../billing/store';
import type { Db } from '../db/client';
import type { Subscription, User } from '../db/schema';
import { findProfile } from '../profiles/service';

export interface AccessState {
  access: Access;
  profile: ClinicProfile | VetProfile | null;
}

/** What the gate depends on, as stored: kept by the caller cache between requests. */
export interface AccessFacts {
  profile: ClinicProfile | VetProfile | null;
  subscription: Subscription | null;
}

export function loadAccessFacts(db: Db, user: User): AccessFacts {
  const profile = findProfile(db, user);
  const subscription = user.userType === 'clinic' && profile ? (findSubscription(db, user.id) ?? null) : null;
  return { profile, subscription };
}

/** The gate at `now`; the profile returned is a copy carrying `subscriptionActive` for clinics. */
export function accessFrom(user: User, facts: AccessFacts, now: number): AccessState {
  const subscriptionActive = user.userType === 'clinic' && facts.profile !== null && subscriptionGrantsAccess(facts.subscription, now);
  const profile = facts.profile?.kind === 'clinic' ? { ...facts.profile, subscriptionActive } : facts.profile;
  return { access: accessGate({ userType: user.userType, hasProfile: profile !== null, subscriptionActive }), profile };
}

export function accessOf(db: Db, user: User, now: number): AccessState {
  return accessFrom(user, loadAccessFacts(db, user), now);
}
