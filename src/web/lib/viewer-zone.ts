// The reader's own time zone, against which clinic times are labelled (shared/zoned-time.ts).

/** The browser's IANA zone ('America/New_York'); UTC when the browser does not say. */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
