// The validation message of one field of the surrounding react-hook-form (FormProvider).
import { type FieldValues, type Path, get, useFormState } from 'react-hook-form';

export function useFieldError<V extends FieldValues = FieldValues>(name: Path<V>): string | undefined {
  // useFormState subscribes to this field's errors only, so other fields' typing does not re-render it.
  const { errors } = useFormState<V>({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}
