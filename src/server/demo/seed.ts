// `--seed-demo`: the demo clinic (with its profile and an active subscription) and the demo vet
// (with its profile), created once, and the marketplace around them (demo/marketplace.ts);
// running it again the same day changes nothing.
import { subscriptionGrantsAccess } from '../../shared/access';
import { DEMO_ACCOUNTS } from '../../shared/constants';
import { findUserByEmail, type HashCost, hashPassword, STRONG_HASH } from '../auth/service';
import { activateWithoutPayment, findSubscription } from '../billing/store';
import type { Db } from '../db/client';
import { clinicProfiles, users, vetProfiles } from '../db/schema';
import { seedConversations } from './conversations';
import { DEMO_CLINIC_SHIFTS, DEMO_VET_POSTINGS, seedNeighbours, topUpPostings, topUpShifts } from './marketplace';

export interface DemoCredentials {
  userType: 'clinic' | 'relief_vet';
  email: string;
  password: string;
}

// Denver and Boulder, Colorado: 25 miles apart, so distance search has something to show.
const DEMO_CLINIC_PROFILE = {
  clinicName: 'Front Range Animal Hospital',
  address: '1550 Larimer St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  phone: '+13035550142',
  latitude: 39.7491,
  longitude: -104.9946,
  practiceTypes: ['small_animal', 'emergency'],
  searchRadius: 50,
  averageAppointmentTime: 20,
  description: 'A busy small-animal and emergency practice in downtown Denver with four exam rooms and an on-site lab.',
};

const DEMO_VET_PROFILE = {
  firstName: DEMO_ACCOUNTS.relief_vet.firstName,
  lastName: DEMO_ACCOUNTS.relief_vet.lastName,
  licenseNumber: 'CO-VET-20418',
  yearsExperience: 9,
  address: '2100 Pearl St',
  city: 'Boulder',
  state: 'CO',
  zipCode: '80302',
  phone: '+17205550187',
  latitude: 40.0172,
  longitude: -105.2851,
  practiceTypes: ['small_animal', 'emergency', 'surgery'],
  hourlyRate: 9500,
  bio: 'Relief veterinarian with nine years in small-animal general practice and emergency medicine. Comfortable with soft-tissue surgery and high-volume days.',
  availableRadius: 50,
  isAvailable: true,
  wantsAutoInvites: true,
  inviteRadius: 50,
};

/**
 * Creates whichever demo account, profile or subscription is missing; returns both credentials.
 * Passwords are hashed at `cost` (the server passes its configured one).
 */
export async function seedDemo(db: Db, now: number, cost: HashCost = STRONG_HASH): Promise<DemoCredentials[]> {
  const credentials: DemoCredentials[] = [];
  for (const userType of ['clinic', 'relief_vet'] as const) {
    const account = DEMO_ACCOUNTS[userType];
    if (!findUserByEmail(db, account.email)) {
      const passwordHash = await hashPassword(account.password, cost);
      db.insert(users)
        .values({
          email: account.email,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          userType,
          onboardingCompleted: true,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .run();
    }
    const user = findUserByEmail(db, account.email)!;
    if (userType === 'clinic') {
      db.insert(clinicProfiles)
        .values({ userId: user.id, ...DEMO_CLINIC_PROFILE, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .run();
      // Kept active across restarts, whether or not a billing-off renewal ran.
      if (!subscriptionGrantsAccess(findSubscription(db, user.id), now)) activateWithoutPayment(db, user.id, now);
      topUpShifts(db, user, DEMO_CLINIC_SHIFTS, now);
    } else {
      db.insert(vetProfiles)
        .values({ userId: user.id, ...DEMO_VET_PROFILE, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .run();
      topUpPostings(db, user.id, DEMO_VET_POSTINGS, now);
    }
    credentials.push({ userType, email: account.email, password: account.password });
  }
  await seedNeighbours(db, now, cost);
  seedConversations(db, now);
  return credentials;
}
