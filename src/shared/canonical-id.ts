// The canonical spelling of an id in a path or a query (ids.ts holds the rules' schemas): apart,
// so the pages that check an id in their address load no validation library with it.
const CANONICAL_ID = /^[1-9][0-9]*$/;

/** Whether `text` is an id written canonically, within the integers a number holds exactly. */
export function isCanonicalId(text: string): boolean {
  return CANONICAL_ID.test(text) && Number.isSafeInteger(Number(text));
}
