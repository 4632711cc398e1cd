// A text input of the surrounding react-hook-form, registered by name, with label, hint and error.
import type { ComponentProps, ReactNode } from 'react';
import { type FieldValues, type RegisterOptions, useFormContext } from 'react-hook-form';
import { Field, type FieldProps } from './field';
import { Input } from './input';

type TextFieldProps<V extends FieldValues> = FieldProps<V> &
  Omit<ComponentProps<'input'>, 'id' | 'name'> & {
    /** Passed to `register` (valueAsNumber, onChange…). */
    rules?: RegisterOptions<V>;
    /** Shown inside the input's left edge, e.g. '$' (the input makes room with its className). */
    adornment?: ReactNode;
  };

export function TextField<V extends FieldValues = FieldValues>({ name, id, label, hint, describedBy, rules, adornment, ...input }: TextFieldProps<V>) {
  const { register } = useFormContext<V>();
  return (
    <Field<V> name={name} id={id} label={label} hint={hint} describedBy={describedBy}>
      {(aria) => {
        const control = <Input {...input} {...aria} {...register(name, rules)} />;
        if (!adornment) return control;
        return (
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground" aria-hidden>
              {adornment}
            </span>
            {control}
          </div>
        );
      }}
    </Field>
  );
}
