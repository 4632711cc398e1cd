// "First look at shifts of clinics that favourited you": the e-mail and push of first-look/
// tell-favourites.ts queue through this, so the notification grid's row applies.
import type { EmailMessage } from '../email/outbox';
import type { Db } from '../db/client';
import { notify } from './notify';

/** Tells a favourited vet of a shift they see first; call it inside the shift's transaction. */
export function notifyFirstLook(db: Db, vetId: number, clinicName: string, email: EmailMessage | undefined, now: number): void {
  notify(
    db,
    {
      userId: vetId,
      event: 'first_look',
      email,
      push: () => ({ title: `First look: ${clinicName} posted a shift for you`, url: '/browse' }),
    },
    now,
  );
}
