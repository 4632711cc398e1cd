// The profile and address-lookup calls this feature makes (spec 1 §7 "Profiles").
export const profilePaths = {
  clinicProfiles: '/api/clinic-profiles',
  vetProfiles: '/api/vet-profiles',
  placesAutocomplete: '/api/google-places/autocomplete',
  placeDetails: '/api/google-places/details',
} as const;
