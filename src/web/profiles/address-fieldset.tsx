// Address, city, state, ZIP and phone: the location block both profile forms share. Choosing an
// autocomplete suggestion fills city, state and ZIP (and the street when the place has one) and
// remembers the place id; typing over the address or ZIP forgets it again.
import { Controller, useFormContext } from 'react-hook-form';
import { fieldAria, FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { AddressAutocomplete, type SelectedPlace } from './address-autocomplete';

export interface AddressValues {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  placeId?: string | null;
}

/**
 * The street to keep when the chosen place has none (a ZIP or city): what was typed before the
 * first comma ("123 Main St, Boulder" → "123 Main St"), or nothing when only the city or ZIP was typed.
 */
function typedStreet(typed: string, place: SelectedPlace): string {
  const text = typed.trim();
  if (text.includes(',')) return (text.split(',')[0] ?? '').trim();
  const lower = text.toLowerCase();
  if (lower === place.zipCode || place.zipCode.startsWith(lower) || place.city.toLowerCase().startsWith(lower)) return '';
  return text;
}

export function AddressFieldset({ privateNote }: { privateNote?: string }) {
  const { control, register, setValue, getValues, formState } = useFormContext<AddressValues>();
  const { errors } = formState;
  const forgetPlace = () => setValue('placeId', null);

  function fillFromPlace(place: SelectedPlace) {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('address', place.street || typedStreet(getValues('address'), place), options);
    if (place.city) setValue('city', place.city, options);
    if (place.state) setValue('state', place.state, options);
    if (place.zipCode) setValue('zipCode', place.zipCode, options);
    setValue('placeId', place.placeId);
  }

  return (
    <div className="grid gap-4 sm:grid-cols-4">
      <div className="sm:col-span-4">
        <FormField
          id="address"
          label="Street address"
          error={errors.address?.message}
          hint={privateNote ?? 'Start typing and pick a suggestion to fill in the city, state and ZIP.'}
        >
          <Controller
            control={control}
            name="address"
            render={({ field }) => (
              <AddressAutocomplete
                id="address"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  forgetPlace();
                }}
                onBlur={field.onBlur}
                onPlaceSelected={fillFromPlace}
                placeholder="123 Main St"
                {...fieldAria('address', errors.address?.message)}
              />
            )}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id="city" label="City" error={errors.city?.message}>
          <Input id="city" autoComplete="address-level2" {...fieldAria('city', errors.city?.message)} {...register('city')} />
        </FormField>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:col-span-2">
        <FormField id="state" label="State" error={errors.state?.message}>
          <Input id="state" autoComplete="address-level1" placeholder="State" {...fieldAria('state', errors.state?.message)} {...register('state')} />
        </FormField>
        <FormField id="zipCode" label="ZIP code" error={errors.zipCode?.message}>
          <Input
            id="zipCode"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="ZIP code"
            {...fieldAria('zipCode', errors.zipCode?.message)}
            {...register('zipCode', { onChange: forgetPlace })}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id="phone" label="Phone" error={errors.phone?.message}>
          <Input id="phone" type="tel" autoComplete="tel" placeholder="(555) 123-4567" {...fieldAria('phone', errors.phone?.message)} {...register('phone')} />
        </FormField>
      </div>
    </div>
  );
}
