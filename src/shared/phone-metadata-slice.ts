// The part of libphonenumber-js metadata VetRelief needs: calling code +1 for the US and the
// territories in US_STATES, and nothing else (scripts/phone-metadata.ts writes it out).
import { US_PHONE_REGIONS } from './us-states';

interface PhoneMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

export function phoneMetadataSlice(full: PhoneMetadata): PhoneMetadata {
  const regions = (full.country_calling_codes['1'] ?? []).filter((region) => (US_PHONE_REGIONS as readonly string[]).includes(region));
  return {
    version: full.version,
    country_calling_codes: { '1': regions },
    countries: Object.fromEntries(regions.map((region) => [region, full.countries[region]])),
    nonGeographic: {},
  };
}
