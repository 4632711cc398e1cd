// A field of the surrounding react-hook-form: label, control, hint and error message, with the
// control's aria pointing at the message. The control itself comes from `children`, which gets
// the id and aria props to spread (TextField, TextareaField and SelectField are built on it).
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from './form-field';
import { useFieldError } from './use-field-error';

export interface FieldAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps<V extends FieldValues = FieldValues> {
  name: Path<V>;
  /** The control's id (and the label's `for`); the name unless the page needs another. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** An element describing the control while it has no error (e.g. a hint shown outside the field). */
  describedBy?: string;
}

export function Field<V extends FieldValues = FieldValues>({
  name,
  id = name,
  label,
  hint,
  describedBy,
  children,
}: FieldProps<V> & { children: (aria: FieldAria) => ReactNode }) {
  const error = useFieldError<V>(name);
  const aria: FieldAria = error ? { id, 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { id, 'aria-describedby': describedBy };
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {children(aria)}
    </FormField>
  );
}
