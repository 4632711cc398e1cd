// A multi-line text field of the surrounding react-hook-form, with label, hint and error.
import type { ComponentProps } from 'react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { Field, type FieldProps } from './field';
import { Textarea } from './textarea';

type TextareaFieldProps<V extends FieldValues> = FieldProps<V> & Omit<ComponentProps<'textarea'>, 'id' | 'name'>;

export function TextareaField<V extends FieldValues = FieldValues>({ name, id, label, hint, describedBy, ...textarea }: TextareaFieldProps<V>) {
  const { register } = useFormContext<V>();
  return (
    <Field<V> name={name} id={id} label={label} hint={hint} describedBy={describedBy}>
      {(aria) => <Textarea {...textarea} {...aria} {...register(name)} />}
    </Field>
  );
}
