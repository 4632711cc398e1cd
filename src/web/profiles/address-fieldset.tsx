// Address, city, state, ZIP and phone: the location block both profile forms share. Choosing an
// autocomplete suggestion fills city and state (and the street and ZIP when the place has them)
// and remembers the place id; typing over the address or ZIP forgets it again. A ZIP the user
// typed is never replaced by a suggestion's.
import { useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { US_STATES } from '../../shared/us-states';
import { useConfig } from '../lib/config';
import { Field } from '../ui/field';
import { TextField } from '../ui/text-field';
import { AddressAutocomplete, type SelectedPlace } from './address-autocomplete';

export interface AddressValues {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  placeId?: string | null;
}

/** What the lookup can do, said honestly: the embedded gazetteer knows cities and ZIP codes, not streets. */
const LOOKUP = {
  google: {
    hint: 'Start typing and pick a suggestion to fill in the city, state and ZIP.',
    noMatches: 'No matching addresses. You can still type the address yourself.',
  },
  offline: {
    hint: 'Type your city or ZIP code and pick a suggestion to fill in the city, state and ZIP. Streets are not looked up: "2100 Pearl St, Boulder" keeps your street.',
    noMatches: 'No city or ZIP code matches. Streets are not looked up: type your city or ZIP code, or fill in the fields below yourself.',
  },
} as const;

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
  const lookup = LOOKUP[useConfig().addressLookup];
  /** Whether the ZIP field holds what the user typed there (then no suggestion replaces it). */
  const zipTyped = useRef(false);
  const [zipNote, setZipNote] = useState<string | null>(null);
  const forgetPlace = () => setValue('placeId', null);

  function fillFromPlace(place: SelectedPlace) {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('address', place.street || typedStreet(getValues('address'), place), options);
    if (place.city) setValue('city', place.city, options);
    if (place.state) setValue('state', place.state, options);
    const zip = getValues('zipCode').trim();
    if (place.zipCode && !zipTyped.current) {
      setValue('zipCode', place.zipCode, options);
      setZipNote(null);
    } else if (place.zipCode) {
      setZipNote(place.zipCode === zip ? null : `Kept the ZIP code you typed (the suggestion's is ${place.zipCode}).`);
    } else {
      const city = [place.city, place.state].filter(Boolean).join(', ');
      setZipNote(zip ? `Check that ${zip} is a ZIP code in ${city}.` : `${city} has several ZIP codes: type yours.`);
    }
    setValue('placeId', place.placeId);
  }

  return (
    <div className="grid gap-4 sm:grid-cols-4">
      <div className="sm:col-span-4">
        <Field<AddressValues>
          name="address"
          label="Street address"
          hint={
            <>
              {lookup.hint}
              {privateNote && <span className="mt-1 block">{privateNote}</span>}
            </>
          }
        >
          {(aria) => (
            <Controller
              control={control}
              name="address"
              render={({ field }) => (
                <AddressAutocomplete
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    forgetPlace();
                  }}
                  onBlur={field.onBlur}
                  onPlaceSelected={fillFromPlace}
                  noMatches={lookup.noMatches}
                  placeholder="123 Main St"
                  {...aria}
                />
              )}
            />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <TextField<AddressValues> name="city" label="City" autoComplete="address-level2" />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:col-span-2">
        <Field<AddressValues> name="state" label="State">
          {(aria) => (
            <select
              autoComplete="address-level1"
              className="flex h-10 w-full rounded-lg border border-input bg-white px-2 py-2 text-base text-foreground shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-invalid:border-destructive sm:text-sm"
              {...aria}
              {...register('state')}
            >
              <option value="">Choose…</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {code} – {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div>
          <TextField<AddressValues>
            name="zipCode"
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="80302"
            rules={{
              onChange: (event: { target: { value: string } }) => {
                zipTyped.current = event.target.value.trim() !== '';
                setZipNote(null);
                forgetPlace();
              },
            }}
          />
          {/* Said even beside an error: it tells what the pick did to the ZIP. */}
          <p className="mt-1.5 text-xs text-muted-foreground empty:mt-0" aria-live="polite">
            {zipNote}
          </p>
        </div>
      </div>
      <div className="sm:col-span-2">
        <TextField<AddressValues> name="phone" label="Phone" hint="A US number with area code." type="tel" autoComplete="tel" placeholder="(303) 555-0100" />
      </div>
    </div>
  );
}
