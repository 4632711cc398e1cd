// The address input with suggestions (spec 1 §2, §5): a WAI-ARIA combobox whose listbox opens
// under the input. Choosing a suggestion looks up its details and hands back the street (when
// the place has one), city, state and ZIP. Lookup errors are only logged (spec 1 §8).
import { LoaderCircle, MapPin } from 'lucide-react';
import { useEffect, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { addressFields, type PlaceDetailsResponse, type PlacePrediction } from '../../shared/places';
import { apiJson } from '../lib/api-client';
import { cn } from '../lib/cn';
import { Input } from '../ui/input';
import { profilePaths } from '../lib/paths';
import { usePlacePredictions } from './use-place-predictions';

export interface SelectedPlace {
  placeId: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onSelect' | 'type' | 'role'>;

interface AddressAutocompleteProps extends InputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onPlaceSelected: (place: SelectedPlace) => void;
  /** Shown when the lookup has answered with no suggestion. */
  noMatches: string;
}

async function lookUpPlace(prediction: PlacePrediction): Promise<SelectedPlace> {
  const details = await apiJson<PlaceDetailsResponse>('GET', `${profilePaths.placeDetails}?place_id=${encodeURIComponent(prediction.place_id)}`);
  return { placeId: prediction.place_id, ...addressFields(details.result.address_components) };
}

export function AddressAutocomplete({
  id,
  value,
  onChange,
  onPlaceSelected,
  noMatches,
  onBlur,
  onKeyDown,
  className,
  ...inputProps
}: AddressAutocompleteProps) {
  const listboxId = useId();
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [resolving, setResolving] = useState(false);
  const { predictions, loading, settled } = usePlacePredictions(value, typing);

  useEffect(() => setActiveIndex(-1), [predictions]);

  const expanded = open && predictions.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  async function choose(prediction: PlacePrediction) {
    close();
    setTyping(false);
    setResolving(true);
    try {
      onPlaceSelected(await lookUpPlace(prediction));
    } catch (error) {
      console.error('Address details lookup failed', error);
    } finally {
      setResolving(false);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const count = predictions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActiveIndex((index) => (open ? (index + 1) % count : 0));
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActiveIndex((index) => (open && index > 0 ? index - 1 : count - 1));
        break;
      case 'Enter': {
        const prediction = expanded && activeIndex >= 0 ? predictions[activeIndex] : undefined;
        if (!prediction) return;
        event.preventDefault();
        void choose(prediction);
        break;
      }
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        break;
      case 'Tab':
        close();
        break;
    }
  }

  return (
    <div className="relative">
      <Input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-busy={loading || resolving}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setTyping(true);
          setOpen(true);
        }}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
        className={cn('pr-9', className)}
        {...inputProps}
      />
      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground">
        {loading || resolving ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <MapPin className="size-4" aria-hidden />}
      </span>
      <ul
        id={listboxId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern: a listbox of options driven from the input
        role="listbox"
        aria-label="Address suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-lg border border-border bg-card p-1 shadow-lg"
      >
        {expanded &&
          predictions.map((prediction, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input by design (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles arrow keys and Enter for the options
            <li
              key={prediction.place_id}
              id={optionId(index)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: combobox options; the keyboard is handled by the input (aria-activedescendant)
              role="option"
              aria-selected={index === activeIndex}
              // Keep focus in the input so blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void choose(prediction)}
              onMouseMove={() => setActiveIndex(index)}
              className={cn('flex cursor-pointer items-start gap-2 rounded-md px-3 py-2 text-sm', index === activeIndex && 'bg-muted')}
            >
              <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span className="min-w-0">
                <span className="block truncate font-medium text-foreground">{prediction.structured_formatting.main_text}</span>
                {prediction.structured_formatting.secondary_text && (
                  <span className="block truncate text-xs text-muted-foreground">{prediction.structured_formatting.secondary_text}</span>
                )}
              </span>
            </li>
          ))}
      </ul>
      {open && typing && settled && predictions.length === 0 && (
        <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-border bg-card px-3 py-2 text-sm text-muted-foreground shadow-lg">
          {noMatches}
        </p>
      )}
    </div>
  );
}
