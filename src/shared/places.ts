// Address lookup payloads, in Google Places' own shapes (spec 1 §3 "Address autocomplete
// prediction"), whichever backend answers.
import { z } from 'zod';

export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;

/** A required query value, sent on as typed (the lookup trims and matches it itself). */
const lookupText = (name: string, maxLength: number) =>
  z
    .string({ error: `${name} is required` })
    .refine((value) => value.trim() !== '', { error: `${name} is required` })
    .refine((value) => value.length <= maxLength, { error: `${name} must be at most ${maxLength} characters` });

/** GET /api/google-places/autocomplete?input= */
export const autocompleteQuerySchema = z.object({ input: lookupText('input', 200) });
/** GET /api/google-places/details?place_id= */
export const placeDetailsQuerySchema = z.object({ place_id: lookupText('place_id', 300) });

export interface PlacePrediction {
  description: string;
  place_id: string;
  structured_formatting: { main_text: string; secondary_text: string };
}

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface AutocompleteResponse {
  predictions: PlacePrediction[];
  status: string;
}

export interface PlaceDetailsResponse {
  result: {
    place_id: string;
    formatted_address: string;
    address_components: AddressComponent[];
    geometry?: { location: { lat: number; lng: number } };
  };
  status: string;
}

/** City, state and ZIP out of a details answer, for filling the address form. */
export function addressFields(components: AddressComponent[]): { street: string; city: string; state: string; zipCode: string } {
  const find = (type: string) => components.find((component) => component.types.includes(type));
  const street = [find('street_number')?.long_name, find('route')?.long_name].filter(Boolean).join(' ');
  return {
    street,
    city: (find('locality') ?? find('postal_town') ?? find('sublocality'))?.long_name ?? '',
    state: find('administrative_area_level_1')?.short_name ?? '',
    zipCode: find('postal_code')?.long_name ?? '',
  };
}
