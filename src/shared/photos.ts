// Profile photos and clinic logos: the upload both sides validate and the URL helpers the avatars
// use. The constants (size limits, the sizes kept, the URL form) are in trusted-network.ts.
import { z } from 'zod';
import { PHOTO_MAX_BYTES } from './trusted-network';

export { smallPhotoUrl } from './photo-urls';

/**
 * The square the browser crops to and sends (JPEG), at most this many pixels a side: twice the
 * large size kept, so the server's own resize still has detail to work from, and a few hundred
 * kilobytes at most, well inside the API's body limit.
 */
export const PHOTO_UPLOAD_EDGE = 512;

/** The base64 length of `bytes` bytes. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** PUT /api/profile-photo: the image file's bytes, base64 (state-changing calls take JSON only). */
export const photoUploadSchema = z.object({
  image: z
    .string({ error: 'image must be the image file, base64-encoded' })
    .min(1, { error: 'image must be the image file, base64-encoded' })
    .max(base64Length(PHOTO_MAX_BYTES), { error: `The photo must be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB` })
    .regex(BASE64, { error: 'image must be the image file, base64-encoded' }),
});
export type PhotoUpload = z.infer<typeof photoUploadSchema>;

/** The answer of PUT and DELETE /api/profile-photo. */
export interface PhotoAnswer {
  profileImageUrl: string | null;
}
