// PUT and DELETE /api/profile-photo: the signed-in user's photo (a vet) or logo (a clinic), from
// the profile page, before the access gate like the profile itself. GET /media/photos/:name
// serves them to anyone, immutable: the name is the content's hash.
import { Elysia } from 'elysia';
import { photoUploadSchema } from '../../shared/photos';
import { PHOTO_CACHE_SECONDS } from '../../shared/trusted-network';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { AppError } from '../http/errors';
import { readPhoto, removePhoto, savePhoto } from './service';

/** Uploads one user may make per rate-limit window: each decodes and encodes an image. */
const UPLOADS_PER_WINDOW = 10;

const PHOTO_NOT_FOUND = new AppError(404, 'Photo not found', 'PHOTO_NOT_FOUND');

export function photoRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(authGuards(deps))
    .put(
      '/api/profile-photo',
      ({ caller, body }) => {
        deps.limiter.hit(`photo:user:${caller.user.id}`, UPLOADS_PER_WINDOW);
        return savePhoto(db, caller.user.id, Buffer.from(body.image, 'base64'), deps.clock());
      },
      { requireUser: true, body: photoUploadSchema },
    )
    .delete('/api/profile-photo', ({ caller }) => removePhoto(db, caller.user.id, deps.clock()), { requireUser: true })
    .get('/media/photos/:name', ({ params }) => {
      const bytes = readPhoto(db, params.name);
      if (!bytes) throw PHOTO_NOT_FOUND;
      return new Response(bytes, {
        headers: { 'content-type': 'image/webp', 'cache-control': `public, max-age=${PHOTO_CACHE_SECONDS}, immutable` },
      });
    });
}
