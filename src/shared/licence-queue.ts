// The admin panel's licence queue: unverified licences, newest first, optionally of one state,
// each with the vet's name and the state board's public lookup page where one is known.
import { z } from 'zod';
import { stateSchema } from './profiles';
import { queryInt } from './query-values';
import type { LicenceStatus } from './trusted-network';

export const LICENCE_QUEUE_PAGE_SIZE = 50;

export const licenceQueueQuerySchema = z.object({
  /** Empty or absent: every state. */
  state: z
    .string()
    .optional()
    .transform((state) => state || undefined)
    .pipe(stateSchema.optional()),
  offset: queryInt('offset', 0, 100_000, 0),
});

export interface QueuedLicence {
  id: number;
  vetId: number;
  /** "Dr. Sam Rivera". */
  vetName: string;
  vetEmail: string;
  state: string;
  licenceNumber: string;
  expiresOn: string | null;
  status: LicenceStatus;
  /** When the licence was added. */
  createdAt: string;
  /** The state board's public lookup page, where one is known. */
  lookupUrl: string | null;
}

export interface LicenceQueuePage {
  licences: QueuedLicence[];
  total: number;
  offset: number;
  limit: number;
}

/** What Verify / Reject answers. */
export interface LicenceDecision {
  id: number;
  status: LicenceStatus;
  decidedAt: string;
}
