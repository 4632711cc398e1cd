// `--seed-demo`: the demo clinic and demo vet, created once (running it again changes nothing).
// Later features add their profiles, subscription and sample data here.
import { DEMO_ACCOUNTS } from '../../shared/constants';
import { findUserByEmail, hashPassword } from '../auth/service';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export interface DemoCredentials {
  userType: 'clinic' | 'relief_vet';
  email: string;
  password: string;
}

/** Creates whichever demo account is missing; returns the credentials of both. */
export async function seedDemo(db: Db, now: number): Promise<DemoCredentials[]> {
  const credentials: DemoCredentials[] = [];
  for (const userType of ['clinic', 'relief_vet'] as const) {
    const account = DEMO_ACCOUNTS[userType];
    if (!findUserByEmail(db, account.email)) {
      const passwordHash = await hashPassword(account.password);
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
    credentials.push({ userType, email: account.email, password: account.password });
  }
  return credentials;
}
