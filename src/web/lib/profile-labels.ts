// How profile values read on screen.
import type { SPECIALIZATIONS } from '../../shared/constants';

export const SPECIALIZATION_LABELS: Record<(typeof SPECIALIZATIONS)[number], string> = {
  general: 'General Practice',
  small_animal: 'Small Animal',
  large_animal: 'Large Animal',
  exotic: 'Exotic',
  emergency: 'Emergency',
  surgery: 'Surgery',
};

export function specializationLabel(value: string): string {
  return SPECIALIZATION_LABELS[value as keyof typeof SPECIALIZATION_LABELS] ?? value.replace(/_/g, ' ');
}

export function formatMiles(miles: number): string {
  return `${miles} ${miles === 1 ? 'mile' : 'miles'}`;
}
