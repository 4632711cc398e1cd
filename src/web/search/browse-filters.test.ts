import { expect, test } from 'bun:test';
import { distanceChoices, initialFilters, NATIONWIDE, radiusOf, shiftSearchParams, sortChoices, vetSearchParams } from './browse-filters';

test("/browse opens within the profile's radius, and nationwide only without one", () => {
  expect(initialFilters(25).distance).toBe('25');
  expect(shiftSearchParams(initialFilters(25), 0).get('radius')).toBe('25');
  expect(initialFilters(undefined).distance).toBe(NATIONWIDE);
  expect(radiusOf(NATIONWIDE)).toBe(1200);
});

test('a profile radius that is not a fixed option joins the choices in order; a fixed one is not repeated', () => {
  const labels = (radius: number | undefined) => distanceChoices(radius).map((choice) => choice.label);
  expect(labels(37).slice(1, 5)).toEqual(['Within 10 miles', 'Within 25 miles', 'Within 37 miles', 'Within 50 miles']);
  expect(labels(25)).toEqual(labels(undefined));
  expect(labels(undefined).at(-1)).toBe('Nationwide');
});

test('clinics may sort vets by rating; vets see no rating sort for shifts', () => {
  expect(sortChoices(true).map((choice) => choice.value)).toContain('rating');
  expect(sortChoices(false).map((choice) => choice.value)).not.toContain('rating');
  expect(vetSearchParams({ ...initialFilters(50), sort: 'rating' }, 0).get('sort')).toBe('rating');
});

test('favourites only adds favourites=1 to both searches, and is off at first', () => {
  expect(initialFilters(25).favouritesOnly).toBe(false);
  expect(shiftSearchParams(initialFilters(25), 0).has('favourites')).toBe(false);
  expect(shiftSearchParams({ ...initialFilters(25), favouritesOnly: true }, 0).get('favourites')).toBe('1');
  expect(vetSearchParams({ ...initialFilters(25), favouritesOnly: true }, 0).get('favourites')).toBe('1');
});
