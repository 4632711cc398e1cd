// The profile fields migration 0019 may flag on a profile saved before the phone/state/ZIP
// checks, and how the banner and the nudge name them.
export const FIELDS_TO_FIX = ['phone', 'state', 'zipCode'] as const;
export type FieldToFix = (typeof FIELDS_TO_FIX)[number];

const LABELS: Record<FieldToFix, string> = { phone: 'phone number', state: 'state', zipCode: 'ZIP code' };

export function isFieldToFix(field: string): field is FieldToFix {
  return (FIELDS_TO_FIX as readonly string[]).includes(field);
}

/** "phone number, state": what the banner and the nudge ask the user to fix. */
export function fieldsToFixText(fields: readonly FieldToFix[]): string {
  return fields.map((field) => LABELS[field]).join(', ');
}
