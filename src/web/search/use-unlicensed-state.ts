// The licence warning of applying and of Book now: a warning, not a block (the clinic decides,
// and sees "No licence on file" on the application or booking).
import { holdsLicenceFor } from '../../shared/licence-rules';
import { useAuth } from '../lib/auth-provider';
import type { FoundShift } from './group-shifts';

/** The shift's state when the signed-in vet holds no in-date licence there on its date; else null. */
export function useUnlicensedState(shift: FoundShift | null): string | null {
  const { profile } = useAuth().user ?? {};
  const state = shift?.clinic?.state;
  if (!shift || !state || profile?.kind !== 'relief_vet') return null;
  return holdsLicenceFor(profile.licences ?? [], state, shift.shiftDate) ? null : state;
}
