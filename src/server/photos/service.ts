// Profile photos and clinic logos: kept re-encoded in the database (so --backup and --restore
// carry them) under a content hash, which names the URL users.profile_image_url points at.
import { eq } from 'drizzle-orm';
import type { PhotoAnswer } from '../../shared/photos';
import { PHOTO_SIZES, photoPath } from '../../shared/trusted-network';
import type { Db } from '../db/client';
import { profilePhotos, users } from '../db/schema';
import { processPhoto } from './process';

/** `<32 hex>-256.webp` or `<32 hex>-64.webp`: the names photoPath gives. */
const PHOTO_NAME = new RegExp(`^([0-9a-f]{32})-(${PHOTO_SIZES.join('|')})\\.webp$`);

/**
 * The URL's hash: of the large image and its owner, so a new photo gets a new URL (caches keep
 * the old one for ever) and two users with the same picture do not share a row.
 */
function photoHash(userId: number, large: Uint8Array): string {
  return new Bun.CryptoHasher('sha256').update(`${userId}:`).update(large).digest('hex').slice(0, 32);
}

/** Replaces the user's photo with the uploaded file, re-encoded; refuses a file that is not a sound image. */
export async function savePhoto(db: Db, userId: number, file: Uint8Array, now: number): Promise<PhotoAnswer> {
  const { large, small } = await processPhoto(file);
  const hash = photoHash(userId, large);
  const profileImageUrl = photoPath(hash, PHOTO_SIZES[0]);
  const row = { hash, large: Buffer.from(large), small: Buffer.from(small), createdAt: now };
  db.transaction(
    (tx) => {
      tx.insert(profilePhotos)
        .values({ userId, ...row })
        .onConflictDoUpdate({ target: profilePhotos.userId, set: row })
        .run();
      tx.update(users).set({ profileImageUrl, updatedAt: now }).where(eq(users.id, userId)).run();
    },
    { behavior: 'immediate' },
  );
  return { profileImageUrl };
}

/** Removes the user's photo: the avatars go back to initials. Answers the same when there was none. */
export function removePhoto(db: Db, userId: number, now: number): PhotoAnswer {
  db.transaction(
    (tx) => {
      tx.delete(profilePhotos).where(eq(profilePhotos.userId, userId)).run();
      tx.update(users).set({ profileImageUrl: null, updatedAt: now }).where(eq(users.id, userId)).run();
    },
    { behavior: 'immediate' },
  );
  return { profileImageUrl: null };
}

/** The WebP bytes a photo URL's name (`<hash>-<size>.webp`) stands for; null when there is none. */
export function readPhoto(db: Db, name: string): Uint8Array<ArrayBuffer> | null {
  const match = PHOTO_NAME.exec(name);
  if (!match) return null;
  const column = Number(match[2]) === PHOTO_SIZES[0] ? profilePhotos.large : profilePhotos.small;
  const row = db.select({ bytes: column }).from(profilePhotos).where(eq(profilePhotos.hash, match[1]!)).get();
  return row ? new Uint8Array(row.bytes) : null;
}
