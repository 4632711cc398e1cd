// The access gate on the server: which of the caller's features are open (spec 1 §4).
import { accessGate, type Access } from '../../shared/access';
import type { ClinicProfile, VetProfile } from '../../shared/profiles';
import { hasActiveSubscription } from '../billing/service';
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import { findProfile } from '../profiles/service';

export interface AccessState {
  access: Access;
  profile: ClinicProfile | VetProfile | null;
}

export function accessOf(db: Db, user: User, now: number): AccessState {
  const profile = findProfile(db, user);
  const subscriptionActive = user.userType === 'clinic' && profile !== null && hasActiveSubscription(db, user.id, now);
  if (profile?.kind === 'clinic') profile.subscriptionActive = subscriptionActive;
  return { access: accessGate({ userType: user.userType, hasProfile: profile !== null, subscriptionActive }), profile };
}
