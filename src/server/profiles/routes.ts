// POST/PUT /api/clinic-profiles and /api/vet-profiles: create and replace the caller's profile.
import { Elysia } from 'elysia';
import { clinicProfileInputSchema } from '../../shared/profiles';
import { vetProfileSaveSchema } from '../../shared/vet-profile-input';
import { geoDeps, type AppDeps } from '../context';
import { authGuards } from '../auth/guards';
import { createClinicProfile, createVetProfile, updateClinicProfile, updateVetProfile } from './service';

export function profileRoutes(deps: AppDeps) {
  const geo = geoDeps(deps);
  return new Elysia()
    .use(authGuards(deps))
    .post(
      '/api/clinic-profiles',
      ({ caller, body, set }) => {
        set.status = 201;
        return createClinicProfile(geo, caller.user, body, deps.clock());
      },
      { requireUser: 'clinic', body: clinicProfileInputSchema },
    )
    .put('/api/clinic-profiles', ({ caller, body }) => updateClinicProfile(geo, caller.user, body, deps.clock()), {
      requireUser: 'clinic',
      body: clinicProfileInputSchema,
    })
    .post(
      '/api/vet-profiles',
      ({ caller, body, set }) => {
        set.status = 201;
        return createVetProfile(geo, caller.user, body, deps.clock());
      },
      { requireUser: 'relief_vet', body: vetProfileSaveSchema },
    )
    .put('/api/vet-profiles', ({ caller, body }) => updateVetProfile(geo, caller.user, body, deps.clock()), {
      requireUser: 'relief_vet',
      body: vetProfileSaveSchema,
    });
}
