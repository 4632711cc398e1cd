// Setting and removing the signed-in user's photo or logo: PUT / DELETE /api/profile-photo, then
// the session user (which the avatars read) carries the new URL.
import { useMutation } from '@tanstack/react-query';
import type { AuthUser } from '../../shared/auth';
import type { PhotoAnswer } from '../../shared/photos';
import { apiJson, errorMessage } from '../lib/api-client';
import { useStoreUser } from '../lib/auth-provider';
import { profilePaths } from '../lib/paths';
import { toast } from '../ui/use-toast';

/** `noun`: 'photo' (a vet) or 'logo' (a clinic), as the toasts say it. */
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function useProfilePhoto(user: AuthUser, noun: string) {
  const storeUser = useStoreUser();
  const stored = (answer: PhotoAnswer) => storeUser({ ...user, profileImageUrl: answer.profileImageUrl });
  const upload = useMutation<PhotoAnswer, Error, string>({
    mutationFn: (image) => apiJson<PhotoAnswer>('PUT', profilePaths.profilePhoto, { image }),
    onSuccess: (answer) => {
      stored(answer);
      toast({ title: `${capitalised(noun)} saved` });
    },
  });
  const remove = useMutation<PhotoAnswer, Error, void>({
    mutationFn: () => apiJson<PhotoAnswer>('DELETE', profilePaths.profilePhoto),
    onSuccess: (answer) => {
      stored(answer);
      toast({ title: `${capitalised(noun)} removed` });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, `The ${noun} could not be removed`), variant: 'destructive' }),
  });
  return { upload, remove };
}
