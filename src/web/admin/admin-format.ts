// How the admin panel writes dates, durations and names.
import { format } from 'date-fns';

/** 'Mar 4, 2025'; '—' when absent. */
export function formatDay(iso: string | null): string {
  return iso ? format(new Date(iso), 'MMM d, yyyy') : '—';
}

/** 'Mar 4, 2025, 2:05 PM'; '—' when absent. */
export function formatMoment(iso: string | null): string {
  return iso ? format(new Date(iso), 'MMM d, yyyy, h:mm a') : '—';
}

/** A job's period: 'every 30 s', 'every 5 min', 'every 2 h'. */
export function formatEvery(ms: number): string {
  if (ms < 60_000) return `every ${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `every ${Math.round(ms / 60_000)} min`;
  return `every ${Math.round(ms / 3_600_000)} h`;
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || 'Unnamed user';
}

export function userTypeLabel(userType: string): string {
  return userType === 'clinic' ? 'Clinic' : userType === 'relief_vet' ? 'Relief Vet' : userType;
}

const FLAG_LABELS: Record<string, string> = {
  referral_program: 'Referral program',
  ai_assistant: 'AI message assistant',
  alert_emails: 'Alert e-mails',
};

/** A flag's or job's name as words: 'referral_program' → 'Referral program'. */
export function flagLabel(flagName: string): string {
  if (FLAG_LABELS[flagName]) return FLAG_LABELS[flagName];
  const words = flagName.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
