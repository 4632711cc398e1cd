// Accepting, declining or withdrawing a pending request: an application (bookings/service.ts)
// or a clinic's request for a posted date (availability/service.ts). The skeleton is the same:
// one BEGIN IMMEDIATE transaction loads the request, answers another's exactly like a missing one
// (404), refuses one no longer pending (409), applies the decision and queues its e-mails; the
// caller publishes what it changed once it has committed.
import type { Db } from '../db/client';
import { type EmailMessage, enqueueEmail } from '../email/outbox';
import type { AppError } from '../http/errors';
import { type Notice, notify } from '../push/notify';

export type Decision = 'accepted' | 'declined' | 'withdrawn';

interface PendingRequest {
  id: number;
  clinicId: number;
  vetId: number;
  status: string;
}

/** What a decision changed: the e-mails to queue, and the people and rows to tell. */
export interface Outcome {
  emails: EmailMessage[];
  /** E-mails and pushes the user's notification grid decides on (push/notify.ts). */
  notices: Notice[];
  userIds: number[];
  requestIds: number[];
}

export interface DecideSteps<R extends PendingRequest, T> {
  /** Who accepts or declines; the other party may only withdraw. */
  decider: 'clinic' | 'vet';
  load: () => R | undefined;
  notFound: () => AppError;
  notPending: (request: R) => AppError;
  /** Writes the decision (its other effects pushed onto `outcome`); runs inside the transaction. */
  apply: (request: R, outcome: Outcome) => T;
}

/** Runs one decision by `userId` in a write transaction; answers what it changed and `apply`'s result. */
export function decidePending<R extends PendingRequest, T>(
  db: Db,
  userId: number,
  status: Decision,
  now: number,
  steps: DecideSteps<R, T>,
): Outcome & { result: T } {
  return db.transaction(
    (tx) => {
      const request = steps.load();
      const decider = steps.decider === 'clinic' ? request?.clinicId : request?.vetId;
      const withdrawer = steps.decider === 'clinic' ? request?.vetId : request?.clinicId;
      if (!request || (status === 'withdrawn' ? withdrawer : decider) !== userId) throw steps.notFound();
      if (request.status !== 'pending') throw steps.notPending(request);
      const parties = steps.decider === 'clinic' ? [request.clinicId, request.vetId] : [request.vetId, request.clinicId];
      const outcome: Outcome = { emails: [], notices: [], userIds: parties, requestIds: [request.id] };
      const result = steps.apply(request, outcome);
      for (const email of outcome.emails) enqueueEmail(tx, email, now);
      for (const notice of outcome.notices) notify(db, notice, now);
      return { ...outcome, result };
    },
    { behavior: 'immediate' },
  );
}
