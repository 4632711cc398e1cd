// The profile page's photo (a vet) or logo (a clinic): choose a JPEG, PNG or WebP up to 5 MB,
// crop it square, see it as others will, or remove it. The cropper loads only when a file is chosen.
import { Building2, ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AuthUser } from '../../shared/auth';
import { PHOTO_MAX_BYTES } from '../../shared/trusted-network';
import { errorMessage } from '../lib/api-client';
import { lazyWhenShown } from '../lib/lazy-page';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { PhotoImage } from '../ui/photo-image';
import { type CropArea, cropToUpload, NOT_A_PHOTO, PHOTO_ACCEPT, photoFileProblem, readPhotoFile } from './crop-image';
import type { PhotoCropDialogProps } from './photo-crop-dialog';
import { useProfilePhoto } from './use-profile-photo';

const PhotoCropDialog = lazyWhenShown<PhotoCropDialogProps>(
  () => import('./photo-crop-dialog').then((module) => module.PhotoCropDialog),
  (props) => props.source !== null,
);

/** The preview's size: the large file, sharp at 96 CSS px. */
const PREVIEW_PX = 96;

export function ProfilePhotoCard({ user }: { user: AuthUser }) {
  const clinic = user.userType === 'clinic';
  const noun = clinic ? 'logo' : 'photo';
  const { upload, remove } = useProfilePhoto(user, noun);
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refusal = photoFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    try {
      setSource(await readPhotoFile(file));
    } catch {
      setProblem(NOT_A_PHOTO);
    }
  };

  const save = async (area: CropArea) => {
    try {
      await upload.mutateAsync(await cropToUpload(source!, area));
      setSource(null);
    } catch {
      // The dialog shows the mutation's error.
    }
  };

  const cancel = () => {
    setSource(null);
    upload.reset();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{clinic ? 'Clinic logo' : 'Profile photo'}</CardTitle>
        <CardDescription>
          {clinic ? 'Relief veterinarians see it on your shifts and messages.' : 'Clinics see it on your card, applications and messages.'} JPEG, PNG or WebP,
          up to {PHOTO_MAX_BYTES / 1024 / 1024} MB; you crop it square.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {user.profileImageUrl ? (
          <PhotoImage url={user.profileImageUrl} shownPx={PREVIEW_PX} className="size-24" />
        ) : (
          <span
            aria-hidden
            className="flex size-24 shrink-0 items-center justify-center rounded-full bg-secondary text-2xl font-semibold text-secondary-foreground"
          >
            {clinic ? <Building2 className="size-10" /> : `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`}
          </span>
        )}
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => input.current?.click()}>
              <ImageUp aria-hidden />
              {user.profileImageUrl ? `Change ${noun}` : `Upload ${noun}`}
            </Button>
            {user.profileImageUrl && (
              <Button variant="outline" className="text-destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
                <Trash2 aria-hidden />
                Remove {noun}
              </Button>
            )}
          </div>
          <input
            ref={input}
            type="file"
            accept={PHOTO_ACCEPT}
            aria-label={`Choose a ${noun}`}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              // The same file again must still count as a choice.
              event.target.value = '';
            }}
          />
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
        </div>
      </CardContent>
      <PhotoCropDialog
        source={source}
        saving={upload.isPending}
        error={upload.error ? errorMessage(upload.error, `The ${noun} could not be saved`) : null}
        onCancel={cancel}
        onSave={(area) => void save(area)}
      />
    </Card>
  );
}
