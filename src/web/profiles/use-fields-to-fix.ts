// Opens a flagged profile's form with the flagged fields already checked, so each shows its own
// message ("Enter a US phone number…") before the user saves. A state saved as free text starts
// unchosen in the select, so its message says what was saved.
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ClinicProfile, VetProfile } from '../../shared/profiles';
import { isUsStateCode } from '../../shared/us-states';

export function useFieldsToFix<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, profile: ClinicProfile | VetProfile | undefined) {
  const { trigger, setError } = form;
  const fields = profile?.fieldsToFix;
  const savedState = profile?.state.trim() ?? '';
  useEffect(() => {
    if (!fields?.length) return;
    void trigger(fields as unknown as Path<T>[]).then(() => {
      if (fields.includes('state') && savedState && !isUsStateCode(savedState.toUpperCase())) {
        setError('state' as Path<T>, { message: `Saved as "${savedState}": choose a state from the list` });
      }
    });
  }, [trigger, setError, fields, savedState]);
}
