// The US states, DC and the inhabited territories a profile may be in: the state select of the
// profile forms, the server's check, and the list migration 0019 flags old rows against.
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'],
  ['GU', 'Guam'],
  ['VI', 'U.S. Virgin Islands'],
  ['AS', 'American Samoa'],
  ['MP', 'Northern Mariana Islands'],
] as const;

export type UsStateCode = (typeof US_STATES)[number][0];

const NAMES: ReadonlyMap<string, string> = new Map(US_STATES);
const CODES_BY_NAME: ReadonlyMap<string, UsStateCode> = new Map(US_STATES.map(([code, name]) => [name.toLowerCase(), code]));

/** The regions whose phone numbers we accept: the US and the territories above (all +1). */
export const US_PHONE_REGIONS = ['US', 'PR', 'GU', 'VI', 'AS', 'MP'] as const;

export function isUsStateCode(code: string): code is UsStateCode {
  return NAMES.has(code);
}

/** 'CO' for 'Colorado' (any case); undefined for anything else. */
export function stateCodeForName(name: string): UsStateCode | undefined {
  return CODES_BY_NAME.get(name.trim().toLowerCase());
}
