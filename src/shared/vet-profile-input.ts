// The vet profile as saved: the profile's fields and its licences as a list. Apart from
// profiles.ts because the licence schema reads the state schema from there.
import type { z } from 'zod';
import { vetProfileInputSchema } from './profiles';
import { licencesSchema } from './trusted-network';

export const LICENCE_REQUIRED = 'Add at least one licence';

/** `licences` replaces the list; without it, `licenseNumber` edits the licence of the profile's state. */
export const vetProfileSaveSchema = vetProfileInputSchema.extend({
  licences: licencesSchema.optional(),
});
export type VetProfileSave = z.input<typeof vetProfileSaveSchema>;
