// The practice-type checkboxes of the surrounding react-hook-form, as one fieldset with its error
// (the shift and availability dialogs).
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { PracticeTypeCheckboxes } from './practice-type-checkboxes';
import { useFieldError } from './use-field-error';

export function PracticeTypesField<V extends FieldValues = FieldValues>({ name, idPrefix }: { name: Path<V>; idPrefix: string }) {
  const { control } = useFormContext<V>();
  const error = useFieldError<V>(name);
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-foreground">Practice types</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <PracticeTypeCheckboxes idPrefix={idPrefix} value={field.value} onChange={field.onChange} />}
      />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
