// Showing and dialling a stored phone. Kept apart from the checks in phone.ts so that screens
// which only show a number (the dashboard, cards) do not load libphonenumber's code: every
// stored phone is E.164 ("+13035550100") or, saved before the checks, ten digits written some
// other way ("303.555.0142"; migration 0019 flagged the rest), and +1 numbers all read alike.

/** The ten digits of a US (+1) number however it was written, or null when it is none. */
function usDigits(stored: string): string | null {
  const text = stored.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/** A stored phone as people read it: "(303) 555-0100"; text that is no US number stays as it is. */
export function formatPhone(stored: string): string {
  const digits = usDigits(stored);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : stored.trim();
}

/** The `tel:` link of a stored phone (E.164), or null when it is no US number. */
export function phoneHref(stored: string): string | null {
  const digits = usDigits(stored);
  return digits ? `tel:+1${digits}` : null;
}
