// The public licence lookup page of each state's veterinary licensing board, for the admin's
// queue. Only pages we know; a state missing here shows no link rather than a guessed one.
const BOARD_LOOKUPS: Readonly<Record<string, string>> = {
  CA: 'https://search.dca.ca.gov/',
  CO: 'https://apps.colorado.gov/dora/licensing/Lookup/LicenseLookup.aspx',
  CT: 'https://www.elicense.ct.gov/Lookup/LicenseLookup.aspx',
  FL: 'https://www.myfloridalicense.com/wl11.asp',
  NY: 'https://www.op.nysed.gov/verification-search',
  OH: 'https://elicense.ohio.gov/oh_verifylicense',
  PA: 'https://www.pals.pa.gov/#/page/search',
  VA: 'https://dhp.virginiainteractive.org/Lookup/Index',
  WA: 'https://fortress.wa.gov/doh/providercredentialsearch/',
};

/** The state board's lookup page, or null when we do not know one. */
export function boardLookupUrl(state: string): string | null {
  return BOARD_LOOKUPS[state] ?? null;
}
