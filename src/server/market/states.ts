// US state and territory names by postal code: the recommendations say "Colorado's", and a profile
// whose state was typed out in full ("colorado") still lands in its two-letter group.
export const STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'the District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'the U.S. Virgin Islands',
};

const CODE_BY_NAME = new Map(Object.entries(STATE_NAMES).map(([code, name]) => [name.replace(/^the /, '').toLowerCase(), code]));

/** The two-letter code of a profile's state as typed ('co', 'Colorado', ' CO '); anything else upper-cased. */
export function stateCode(typed: string): string {
  const trimmed = typed.trim();
  const upper = trimmed.toUpperCase();
  if (upper in STATE_NAMES) return upper;
  return CODE_BY_NAME.get(trimmed.toLowerCase()) ?? upper;
}

/** 'Colorado' for 'CO'; an unknown code stays as it is. */
export function stateName(code: string): string {
  return STATE_NAMES[code] ?? code;
}
