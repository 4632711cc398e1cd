// Setting and removing the signed-in user's photo or logo: PUT / DELETE /api/profile-photo, then
// the session user (which the avatars read) carries the new URL.
import { useMutation } from '@tanstack/react-query';
import type { AuthUser } from '../../shared/auth';
import type { PhotoAnswer } from '../../shared/photos';
import { apiJson, errorMessage } from '../lib/api-client';
import { useStoreUser } from '../lib/auth-provider';
import { profilePaths } from '../lib/paths';
import { toast } from '../ui/use-toast';

export function useProfilePhoto(user: AuthUser) {
  const storeUser = useStoreUser();
  const stored = (answer: PhotoAnswer) => storeUser({ ...user, profileImageUrl: answer.profileImageUrl });
  const upload = useMutation<PhotoAnswer, Error, string>({
    mutationFn: (image) => apiJson<PhotoAnswer>('PUT', profilePaths.profilePhoto, { image }),
    onSuccess: (answer) => {
      stored(answer);
      toast({ title: 'Photo saved' });
    },
  });
  const remove = useMutation<PhotoAnswer, Error, void>({
    mutationFn: () => apiJson<PhotoAnswer>('DELETE', profilePaths.profilePhoto),
    onSuccess: (answer) => {
      stored(answer);
      toast({ title: 'Photo removed' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The photo could not be removed'), variant: 'destructive' }),
  });
  return { upload, remove };
}
