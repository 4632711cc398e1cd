// A drop-down (the kit's Select) of the surrounding react-hook-form, with label, hint and error.
// Select values are strings: `parse` turns the chosen one back into the form's value (a number…).
import type { ReactNode } from 'react';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { Field, type FieldProps } from './field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

type SelectFieldProps<V extends FieldValues> = FieldProps<V> & {
  options: readonly SelectOption[];
  parse?: (value: string) => unknown;
};

export function SelectField<V extends FieldValues = FieldValues>({ name, id, label, hint, describedBy, options, parse }: SelectFieldProps<V>) {
  const { control } = useFormContext<V>();
  return (
    <Field<V> name={name} id={id} label={label} hint={hint} describedBy={describedBy}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select value={String(field.value)} onValueChange={(value) => field.onChange(parse ? parse(value) : value)}>
              <SelectTrigger {...aria} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </Field>
  );
}
