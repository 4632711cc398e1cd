// Creating or replacing the caller's profile (spec 1 §2, §7, §8): POST to create, PUT to edit.
// After a create the refreshed user goes to the dashboard; after an edit the page reloads.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../shared/auth';
import { api } from '../lib/paths';
import type { SavedProfile } from '../../shared/profiles';
import { apiJson, errorMessage } from '../lib/api-client';
import { useStoreUser } from '../lib/auth-provider';
import { toast } from '../ui/use-toast';
import { setFlashToast } from './flash-toast';
import { profilePaths } from '../lib/paths';

/** Long enough to read the not-located warning. */
const WARNING_DURATION_MS = 12_000;

function savedToast(editing: boolean, warning: string | undefined) {
  if (warning)
    return {
      title: editing ? 'Profile updated, but the address was not located' : 'Profile created, but the address was not located',
      description: warning,
      variant: 'destructive' as const,
      duration: WARNING_DURATION_MS,
    };
  return { title: editing ? 'Profile updated' : 'Profile created', description: editing ? 'Your changes have been saved.' : 'Your profile is ready.' };
}

export function useSaveProfile(kind: AuthUser['userType'], editing: boolean) {
  const navigate = useNavigate();
  const storeUser = useStoreUser();
  const path = kind === 'clinic' ? profilePaths.clinicProfiles : profilePaths.vetProfiles;

  return useMutation<SavedProfile, Error, object>({
    mutationFn: (payload) => apiJson<SavedProfile>(editing ? 'PUT' : 'POST', path, payload),
    onSuccess: async (saved) => {
      const message = savedToast(editing, saved.warning);
      if (editing) {
        setFlashToast(message);
        window.location.reload();
        return;
      }
      toast(message);
      // The session user carries the profile and the access gate: refresh it before leaving.
      try {
        storeUser(await apiJson<AuthUser>('GET', api.authUser));
      } catch (error) {
        console.error('Could not refresh the signed-in user', error);
      }
      // The vet dashboard opens its referral card for a vet who has just onboarded (spec 2 §2).
      navigate('/dashboard', { state: { onboarded: true } });
    },
    onError: (error) =>
      toast({ title: 'Error', description: errorMessage(error, editing ? 'Failed to update profile' : 'Failed to create profile'), variant: 'destructive' }),
  });
}
