// "1 shift", "2 shifts": counts read as English.

/** The noun for `count` things; `plural` when adding an s is wrong. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}
