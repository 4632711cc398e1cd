// The hook for "first look at shifts of clinics that favourited you": no e-mail tells a vet of a
// first-look shift yet. When one is added, it queues through this, so the grid's row applies.
import type { EmailMessage } from '../email/outbox';
import type { Db } from '../db/client';
import { notify } from './notify';

/** Tells a favourited vet of a shift they see first; call it inside the shift's transaction. */
export function notifyFirstLook(db: Db, vetId: number, clinicName: string, shiftId: number, email: EmailMessage | undefined, now: number): void {
  notify(
    db,
    {
      userId: vetId,
      event: 'first_look',
      email,
      push: () => ({ title: `First look: ${clinicName} posted a shift for you`, url: `/browse?shiftId=${shiftId}` }),
    },
    now,
  );
}
