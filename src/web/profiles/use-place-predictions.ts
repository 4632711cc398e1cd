// Address suggestions for what the user is typing (spec 1 §5): from 3 characters, 150 ms after
// the last keystroke. Lookup errors are only logged (spec 1 §8).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, type AutocompleteResponse, type PlacePrediction } from '../../shared/places';
import { apiJson } from '../lib/api-client';
import { profilePaths } from '../lib/paths';

export function usePlacePredictions(input: string, enabled: boolean): { predictions: PlacePrediction[]; loading: boolean; settled: boolean } {
  const text = input.trim();
  const [debounced, setDebounced] = useState(text);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const active = enabled && debounced.length >= AUTOCOMPLETE_MIN_CHARS;
  const query = useQuery({
    queryKey: [profilePaths.placesAutocomplete, debounced],
    queryFn: () => apiJson<AutocompleteResponse>('GET', `${profilePaths.placesAutocomplete}?input=${encodeURIComponent(debounced)}`),
    enabled: active,
  });

  useEffect(() => {
    if (query.error) console.error('Address autocomplete failed', query.error);
  }, [query.error]);

  const waiting = enabled && text.length >= AUTOCOMPLETE_MIN_CHARS && text !== debounced;
  return {
    predictions: active && !query.error ? (query.data?.predictions ?? []) : [],
    loading: waiting || (active && query.isFetching),
    /** The answer for the current text has arrived (so "no matches" is true, not pending). */
    settled: active && !waiting && query.isSuccess && !query.isFetching,
  };
}
