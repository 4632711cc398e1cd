// The vet's licences: one row per state (state, number, expiry date), at least one. A licence's
// verification shows beside it; changing its number sends it back to the admin's queue.
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { Licence } from '../../shared/trusted-network';
import { US_STATES } from '../../shared/us-states';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { TextField } from '../ui/text-field';
import type { VetProfileFormValues } from './profile-form-values';

const SELECT =
  'flex h-10 w-full rounded-lg border border-input bg-white px-2 py-2 text-base text-foreground shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-invalid:border-destructive sm:text-sm';

/** What the admin decided, as the vet reads it. */
export function LicenceStatus({ licence }: { licence: Licence }) {
  if (licence.expired) return <Badge variant="outline">Expired</Badge>;
  if (licence.status === 'verified') return <Badge>Verified</Badge>;
  if (licence.status === 'rejected') return <Badge variant="outline">Not verified</Badge>;
  return <Badge variant="secondary">Awaiting verification</Badge>;
}

export function LicencesField({ saved }: { saved: Licence[] }) {
  const { control, register } = useFormContext<VetProfileFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'licences' });
  const { errors } = useFormState<VetProfileFormValues>({ name: 'licences' });
  const states = useWatch({ control, name: 'licences' })?.map((licence) => licence.state) ?? [];
  const listError = errors.licences?.message ?? errors.licences?.root?.message;
  return (
    <fieldset className="space-y-3 sm:col-span-2" aria-describedby={listError ? 'licences-error' : undefined}>
      <legend className="text-sm font-medium">Licences</legend>
      <p className="text-sm text-muted-foreground">One per state you practise in. Clinics see "Licence verified" once an admin has checked it.</p>
      {fields.map((field, index) => {
        // The saved licence of the state chosen on this row: its decision shows until the form is saved.
        const savedLicence = saved.find((licence) => licence.state === states[index]);
        return (
          <div key={field.id} className="grid items-end gap-3 rounded-lg border p-3 sm:grid-cols-[8rem_1fr_10rem_auto]" data-testid="licence-row">
            <Field<VetProfileFormValues> name={`licences.${index}.state`} label="State">
              {(aria) => (
                <select className={SELECT} {...aria} {...register(`licences.${index}.state`)}>
                  <option value="">Choose…</option>
                  {US_STATES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {code} – {name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField<VetProfileFormValues> name={`licences.${index}.licenceNumber`} label="Licence number" autoComplete="off" />
            <TextField<VetProfileFormValues> name={`licences.${index}.expiresOn`} label="Expires on" type="date" />
            <div className="flex items-center gap-2 pb-1">
              {savedLicence && <LicenceStatus licence={savedLicence} />}
              {fields.length > 1 && (
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove licence ${index + 1}`} onClick={() => remove(index)}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              )}
            </div>
          </div>
        );
      })}
      {listError && (
        <p id="licences-error" role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <Button type="button" variant="outline" size="sm" onClick={() => append({ state: '', licenceNumber: '', expiresOn: '' })}>
        <Plus className="size-4" aria-hidden /> Add a licence
      </Button>
    </fieldset>
  );
}
